"""Kingdom phase (rulebook: Kingdom Phase, Kingdom Card, Upgraded Kingdom Cards; Evan's
special rule; the Abnormal enemy's tax).

The party buys face-up basic cards and upgrades (an upgrade replaces its built basic card,
which is discarded). With every building slot full, buying a basic card needs a built card
discarded first. The market is refilled to five once, when the phase ends (ruling A7), except
after the fifth turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.ni_no_kuni.actions import END, LETTERS, PLAN_NEEDS
from meeple.games.ni_no_kuni.end_of_turn import LAST_TURN, begin_end_of_turn
from meeple.games.ni_no_kuni.phases import DEMOLISH, KINGDOM
from meeple.games.ni_no_kuni.tokens import gain

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState

MARKET_SIZE = 5


def begin_kingdom_phase(state: NiNoKuniState) -> None:
    state.phase = KINGDOM


def cost(state: NiNoKuniState, card: int, tax: int | None = None) -> tuple[int, int, int]:
    e, k, s = state.game.content.card_cost[card]
    return e, k, s + (state.supply_tax() if tax is None else tax)


def legal_kingdom(state: NiNoKuniState) -> list[Action]:
    game = state.game
    inv = state.inv
    e, k, s = inv[0], inv[1], inv[2]
    # The Supply left once the tax on every card is paid (no tax enemy on the board: all of it).
    s_left = s if game.taxers.isdisjoint(state.enemy) else s - state.supply_tax()
    costs = game.content.card_cost
    out = []
    buy = game.buy_actions
    for c in state.market:
        ce, ck, cs = costs[c]
        if e >= ce and k >= ck and s_left >= cs:
            out.append(buy[c])
    # state.available_upgrades, inline: an upgrade whose basic card is built, not discarded
    # (the built cards' upgrades, in upgrade_pairs' order, each once)
    found = None
    upgrades_of = game.upgrades_of
    for b in state.built:
        ups = upgrades_of.get(b)
        if ups is not None:
            if found is None:
                found = list(ups)
            else:
                found += ups
    if found is not None:
        if len(found) > 1:
            found.sort()
        upgrade = game.upgrade_actions
        discard = state.kingdom_discard
        last = -1
        for rank, u in found:
            if rank != last and u not in discard:
                ce, ck, cs = costs[u]
                if e >= ce and k >= ck and s_left >= cs:
                    out.append(upgrade[u])
            last = rank
    if game.planner and not state.plan_used:
        for (ne, nk, ns), plan in PLAN_NEEDS:
            if e >= ne and k >= nk and s >= ns:
                out.append(plan)
    out.append(END)
    return out


def _pay(state: NiNoKuniState, card: int) -> None:
    e, k, s = cost(state, card)
    state.inv[0] -= e
    state.inv[1] -= k
    state.inv[2] -= s


def apply_buy(state: NiNoKuniState, action: Action) -> None:
    content = state.game.content
    c = content.card_index[action.params[0][1]]  # the card: its one parameter
    _pay(state, c)
    state.market.remove(c)
    state.basics_bought += 1
    if len(state.built) < content.building_slots:
        state.built.append(c)
        state.events.append(state.game.narrator.builds[c])
    else:
        state.pending_buy = c
        state.phase = DEMOLISH


def legal_demolish(state: NiNoKuniState) -> list[Action]:
    demolish = state.game.demolish_actions
    return [demolish[c] for c in state.built]


def apply_demolish(state: NiNoKuniState, action: Action) -> None:
    content = state.game.content
    old = content.card_index[action["card"]]
    new = state.pending_buy
    state.built[state.built.index(old)] = new
    state.kingdom_discard.append(old)
    state.pending_buy = -1
    state.phase = KINGDOM
    state.emit(f"the board is full: {content.card_name[old]} is pulled down to build {content.card_name[new]}")


def apply_upgrade(state: NiNoKuniState, action: Action) -> None:
    content = state.game.content
    u = content.card_index[action["card"]]
    base = content.card_upgrades[u]
    _pay(state, u)
    state.built[state.built.index(base)] = u
    state.kingdom_discard.append(base)
    state.emit(f"the party upgrades {content.card_name[base]} to {content.card_name[u]} "
              f"(+{content.card_influence[u] - content.card_influence[base]} influence)")


def apply_plan(state: NiNoKuniState, action: Action) -> None:
    """Evan's Planning (ruling A3): once per turn in the Kingdom phase, 2 tokens for 2 of
    other types (capped at 10 of a type)."""
    for ch in action["give"]:
        state.inv[LETTERS.index(ch)] -= 1
    got = [0, 0, 0]
    for ch in action["get"]:
        got[LETTERS.index(ch)] += 1
    gain(state, got)
    state.plan_used = True
    state.emit(f"Evan's Planning swaps {action['give']} for {action['get']}")


def apply_end(state: NiNoKuniState, action: Action) -> None:
    if state.turn < LAST_TURN:
        refill_market(state)
    begin_end_of_turn(state)


def refill_market(state: NiNoKuniState) -> None:
    drawn = 0
    while len(state.market) < MARKET_SIZE and state.kingdom_deck:
        state.market.append(state.take(state.kingdom_deck))
        drawn += 1
    state.basics_bought = 0
    if drawn:
        state.events.append(state.game.narrator.refilled[tuple(state.market[-drawn:])])

"""Villages (rulebook: Village; Event cards: the hand limit): draw one event card, hire
mercenaries, sell items to the bank. The Starting Village is a village (ruling B3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.actions import DISCARD, SELL, SKIP
from meeple.games.lineage2.inventory import remove_item
from meeple.games.lineage2.phases import END, VILLAGE_DRAW

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

MAX_HIRE = 20
"""Most mercenaries one ``hire`` action takes (several actions may follow each other)."""
HIRE = tuple(Action("hire", n=k) for k in range(MAX_HIRE + 1))
"""``HIRE[k]``: ``hire n=<k>``."""


def hire_price(state: Lineage2State) -> int:
    return state.game.hire_price


def arrive(state: Lineage2State) -> None:
    """Village actions: draw an event card (with a full hand, first decide whether to discard
    one), then hire and sell in the END phase."""
    p = state.player
    state.village_ok = True
    if len(state.hand[p]) >= state.game.content.economy["hand_limit"]:
        state.phase = VILLAGE_DRAW
        return
    draw(state, p)
    state.phase = END


def draw(state: Lineage2State, p: int) -> None:
    """``p`` draws the top event card; an empty deck is first rebuilt from the shuffled
    discard pile (ruling V2). The card's name is told to ``p`` alone."""
    if not state.deck:
        if not state.discard:
            state.emit(f"P{p + 1} would draw an event card, but none is left.")
            return
        state.deck = sorted(state.discard)
        state.discard = []
        state.rng.shuffle(state.deck)
        state.emit("The event discard pile is shuffled into a new deck.")
    # A determinization's deck has no order: a uniformly random card (Lineage2State.unordered).
    e = state.deck.pop(state.rng.randrange(len(state.deck))) if state.unordered else state.deck.pop()
    state.hand[p].append(e)
    state.emit(f"P{p + 1} draws an event card.")
    state.emit(f"You draw {state.game.content.event_name[e]}.", to=p)


def legal_village_draw(state: Lineage2State) -> list[Action]:
    p = state.player
    return [SKIP] + [DISCARD[e] for e in sorted(set(state.hand[p]))]


def apply_discard(state: Lineage2State, action: Action) -> None:
    p = state.player
    e = int(action["card"])
    state.hand[p].remove(e)
    state.discard.append(e)
    state.emit(f"P{p + 1} discards {state.game.content.event_name[e]} to draw a new card.")
    draw(state, p)
    state.phase = END


def apply_skip(state: Lineage2State, action: Action) -> None:
    state.emit(f"P{state.player + 1} keeps a full hand and draws no card.")
    state.phase = END


def hire_actions(state: Lineage2State, p: int, minimum: int = 1) -> list[Action]:
    """``hire n=<k>`` for every number ``p`` can pay for (up to :data:`MAX_HIRE` and the bank's supply)."""
    price = hire_price(state)
    most = min(MAX_HIRE, state.supply, state.adena[p] // price if price else MAX_HIRE)
    return list(HIRE[minimum:most + 1]) if most >= minimum else []


def hire(state: Lineage2State, p: int, k: int) -> None:
    cost = k * hire_price(state)
    state.adena[p] -= cost
    state.mercs[p] += k
    state.supply -= k
    state.emit(f"P{p + 1} hires {k} mercenar{'y' if k == 1 else 'ies'} for {cost} adena.")


def apply_hire(state: Lineage2State, action: Action) -> None:
    hire(state, state.player, int(action["n"]))


def sell_actions(state: Lineage2State) -> list[Action]:
    p = state.player
    held = state.worn[p] + state.bag[p]
    if not held:
        return []
    item = state.game.content.reward_item
    back = state.back
    seen = set()
    out = []
    for m in sorted(held):
        it = item[back[m]]
        if it not in seen:
            seen.add(it)
            out.append(SELL[m])
    return out


def apply_sell(state: Lineage2State, action: Action) -> None:
    """Sell an item to the bank at its fixed price; the card goes to the used monster pile."""
    p = state.player
    m = int(action["item"])
    it = state.item_of(m)
    price = state.game.content.item_sell[it]
    remove_item(state, p, m)
    state.used_monsters.append(m)
    state.adena[p] += price
    state.emit(f"P{p + 1} sells {state.game.content.item_name[it]} to the bank for {price} adena.")

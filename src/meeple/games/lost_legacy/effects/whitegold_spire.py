"""Whitegold Spire set effects (reconstructed; reconstruction §4). False Gold's Investigation
effect and the Spire's bonuses are in :mod:`..investigation`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.actions import BANK, BY_PLAYER, GUARD, TAKE
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.effects.common import (
    Decision,
    hand_or_ruins,
    hand_or_ruins_target,
    look_at_hand,
    no_effect,
    pending_player,
    play_card,
    play_options,
    start_if_other_hand,
    swap_hands,
    swap_with_ruins,
    yes_no,
)
from meeple.games.lost_legacy.elimination import check_triggers, discard

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState

INCOME_SELF_BONUS = 6


# ------------------------------------------------------------------ Alchemist (1)
def alchemist(state: LostLegacyState, p: int, token: int) -> None:
    if not state.deck:
        state.emit("The deck is empty: the Alchemist does nothing.")
        return
    t = state.draw(p)
    state.emit(f"P{p + 1} draws a card with the Alchemist.")
    state.emit(f"P{p + 1} draws {state.label(t)}.", to=p)
    state.pending = ("alchemist", p)


def _alchemist_legal(state: LostLegacyState) -> list[Action]:
    actions = state.game.place_actions
    return [actions[k] for k in play_options(state, state.pending[1])]


def alchemist_place(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Alchemist clarification: an even or X card is placed without its effect (Medusa and False
    Gold still work from the discards); an odd card is applied as though played."""
    p = pending[1]
    token = state.take_from_hand(p, state.game.kind_of[action["card"]])
    state.publish(token)
    speed = state.speed(token)
    if speed != X and speed % 2 == 1:
        state.emit(f"P{p + 1} places {state.label(token)} (odd): its effect applies.")
        play_card(state, p, token)
    else:
        state.emit(f"P{p + 1} places {state.label(token)} without its effect.")
        discard(state, p, token, up=True)


# ------------------------------------------------------------------ Black Market Dealer (2)
def dealer_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, q = pending[1], int(action["player"])
    if look_at_hand(state, p, q):
        state.pending = ("dealer_swap", p, q)


def dealer_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Exchanging costs the commission: this Dealer moves face-up to the other player's discards."""
    p, q = pending[1], pending[2]
    if action.kind != "exchange":
        state.emit(f"P{p + 1} does not exchange.")
        return
    swap_hands(state, p, q)
    effects, kind = state.game.effects, state.kind
    pile = state.discards[p]
    i = max(j for j, t in enumerate(pile) if effects[kind[t]] == "black_market_dealer")
    discard(state, q, pile.pop(i), up=True)
    state.emit(f"P{p + 1} exchanges hands with P{q + 1} and pays the Dealer as commission.")


# ------------------------------------------------------------------ Phantom Thief (3)
def phantom_thief(state: LostLegacyState, p: int, token: int) -> None:
    """Resolves before it is placed (in ``state.limbo``): the survivor with the highest discard
    total turns all discards face-down; the player breaks ties (Phantom Thief clarification)."""
    totals = {q: state.discard_total(q) for q in state.alive_players()}
    best = max(totals.values())
    tied = [q for q, v in totals.items() if v == best]
    if len(tied) == 1:
        _rob(state, p, tied[0])
    else:
        state.pending = ("phantom_thief", p, *tied)


def _rob(state: LostLegacyState, p: int, target: int) -> None:
    for t in state.discards[target]:
        state.flip_down(t)
    state.emit(f"Phantom Thief: P{target + 1} turns their discards face-down.")
    discard(state, p, state.limbo, up=True)
    state.limbo = -1


def phantom_thief_target(state: LostLegacyState, action: Action, pending: tuple) -> None:
    _rob(state, pending[1], int(action["player"]))


# ------------------------------------------------------------------ Street Performer (4)
def _performer_targets(state: LostLegacyState, p: int) -> list[tuple[int, int]]:
    return [(q, i) for q, pile in enumerate(state.discards) if q != p for i in range(len(pile))]


def street_performer(state: LostLegacyState, p: int, token: int) -> None:
    if _performer_targets(state, p):
        state.pending = ("street_performer", p)


def _performer_legal(state: LostLegacyState) -> list[Action]:
    return [TAKE[q][i] for q, i in _performer_targets(state, state.pending[1])]


def street_performer_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """The card keeps its orientation and applies no effect; a face-up Medusa still triggers."""
    p, q, i = pending[1], int(action["player"]), int(action["index"])
    token = state.discards[q].pop(i)
    up = state.is_up(token)
    state.emit(f"P{p + 1} takes {state.label(token)} ({'face-up' if up else 'face-down'}) "
               f"from P{q + 1}'s discards.")
    discard(state, p, token, up=up)


# ------------------------------------------------------------------ Income (6)
def _income_targets(state: LostLegacyState, p: int) -> list[int]:
    pile = state.discards[p]
    return [i for i in range(len(pile) - 1) if state.is_up(pile[i])]


def income(state: LostLegacyState, p: int, token: int) -> None:
    """Income clarification: turn another face-up card face-down (bank its speed); with none, turn
    this Income face-down (bank 6)."""
    if _income_targets(state, p):
        state.pending = ("income", p)
        return
    state.flip_down(state.discards[p][-1])
    state.bonus[p] += INCOME_SELF_BONUS
    state.emit(f"P{p + 1} turns Income itself face-down and banks {INCOME_SELF_BONUS}.")


def income_bank(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, i = pending[1], int(action["index"])
    token = state.discards[p][i]
    state.flip_down(token)
    state.bonus[p] += state.speed(token)
    state.emit(f"P{p + 1} turns {state.label(token)} face-down and banks {state.speed(token)}.")


# ------------------------------------------------------------------ Guard (7)
def guard(state: LostLegacyState, p: int, token: int) -> None:
    state.pending = ("guard", p)


def guard_parity(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Every player (eliminated too, Guard clarification) turns face-down their highest face-up
    card of the named parity, the latest on ties; X cards have no parity; this Guard is spared."""
    p, odd = pending[1], action["parity"] == "odd"
    this = state.discards[p][-1]
    flips = []
    for pile in state.discards:
        best = None
        for t in pile:
            s = state.speed(t)
            if t != this and s != X and state.is_up(t) and (s % 2 == 1) == odd and (best is None or s >= state.speed(best)):
                best = t
        if best is not None:
            flips.append(best)
    for t in flips:
        state.flip_down(t)
    state.emit(f"Guard ({action['parity']}): {', '.join(state.name(t) for t in flips) or 'nothing'} turned face-down.")


# ------------------------------------------------------------------ Taxes (8)
def taxes(state: LostLegacyState, p: int, token: int) -> None:
    """Every other player (eliminated too, Taxes clarification) whose discard total beats yours
    gives you their lowest face-up numbered card (latest on ties), face-up, all at once (R19)."""
    mine = state.discard_total(p)
    paid = []
    for q, pile in enumerate(state.discards):
        if q == p or state.discard_total(q) <= mine:
            continue
        low = None
        for t in pile:
            s = state.speed(t)
            if s != X and state.is_up(t) and (low is None or s <= state.speed(low)):
                low = t
        paid.append((q, low))
    for q, t in paid:
        state.discards[q].remove(t)
        state.to_discards(p, t, up=True)
        state.emit(f"P{q + 1} pays {state.label(t)} in Taxes to P{p + 1}.")
    check_triggers(state, p, tuple(t for _, t in paid))


# ------------------------------------------------------------------ False Gold (X)
def _false_gold_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """A blind exchange with another survivor's hand or a Ruins card (no look: nothing fires)."""
    p = pending[1]
    q, i = hand_or_ruins_target(action)
    if q is not None:
        state.emit(f"P{p + 1} exchanges hand cards with P{q + 1}.")
        swap_hands(state, p, q)
    else:
        state.emit(f"P{p + 1} exchanges their hand card with Ruins card {i}.")
        swap_with_ruins(state, p, i)


false_gold, _false_gold_decision = hand_or_ruins("false_gold", "swap", _false_gold_swap)


EFFECTS = {
    "alchemist": alchemist,
    "black_market_dealer": start_if_other_hand("dealer"),
    "phantom_thief": phantom_thief,
    "street_performer": street_performer,
    "income": income,
    "guard": guard,
    "taxes": taxes,
    "false_gold": false_gold,
    "whitegold_spire": no_effect,
}

DECISIONS = {
    "alchemist": Decision(_alchemist_legal, alchemist_place),
    "dealer": Decision(pending_player("look"), dealer_look),
    "dealer_swap": Decision(yes_no("exchange"), dealer_swap),
    "phantom_thief": Decision(lambda state: [BY_PLAYER["target"][q] for q in state.pending[2:]], phantom_thief_target),
    "street_performer": Decision(_performer_legal, street_performer_take),
    "income": Decision(lambda state: [BANK[i] for i in _income_targets(state, state.pending[1])],
                       income_bank),
    "guard": Decision(lambda state: list(GUARD), guard_parity),
    "false_gold": _false_gold_decision,
}

"""Whitegold Spire set effects (reconstructed; reconstruction §4). False Gold's Investigation
effect and the Spire's bonuses are in :mod:`..investigation`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.effects.registry import (
    decision,
    effect,
    look_at_hand,
    pending_player,
    play_card,
    ruins_actions,
    swap_hands,
    swap_with_ruins,
    yes_no,
)

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState

INCOME_SELF_BONUS = 6


# ------------------------------------------------------------------ Alchemist (1)
@effect("alchemist")
def alchemist(state: LostLegacyState, p: int, token: int) -> None:
    if not state.deck:
        state.say("The deck is empty: the Alchemist does nothing.")
        return
    state.draw(p)
    state.say(f"Player {p} draws a card with the Alchemist.")
    state.pending = ("alchemist", p)


def _alchemist_legal(state: LostLegacyState) -> list[Action]:
    from meeple.games.lost_legacy.turn import play_options

    ids = state.game.card_ids
    return [Action("place", card=ids[k]) for k in play_options(state, state.pending[1])]


@decision("alchemist", _alchemist_legal)
def alchemist_place(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Alchemist clarification: an even or X card is placed without its effect (Medusa and False
    Gold still work from the discards); an odd card is applied as though played."""
    p = pending[1]
    token = state.take_from_hand(p, state.game.kind_of[action["card"]])
    speed = state.speed(token)
    if speed != X and speed % 2 == 1:
        state.say(f"Player {p} places {state.name(token)} (odd): its effect applies.")
        play_card(state, p, token)
    else:
        state.say(f"Player {p} places {state.name(token)} without its effect.")
        state.discard(p, token, up=True)


# ------------------------------------------------------------------ Black Market Dealer (2)
@effect("black_market_dealer")
def dealer(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p):
        state.pending = ("dealer", p)


@decision("dealer", pending_player("dealer"))
def dealer_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, q = pending[1], int(action["player"])
    if look_at_hand(state, p, q):
        state.pending = ("dealer_swap", p, q)


@decision("dealer_swap", yes_no("exchange"))
def dealer_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Exchanging costs the commission: this Dealer moves face-up to the other player's discards."""
    p, q = pending[1], pending[2]
    if action.kind != "exchange":
        return
    swap_hands(state, p, q)
    effects, kind = state.game.effects, state.kind
    pile = state.discards[p]
    i = max(j for j, t in enumerate(pile) if effects[kind[t]] == "black_market_dealer")
    state.discard(q, pile.pop(i), up=True)
    state.say(f"Player {p} exchanges hands with player {q} and pays the Dealer as commission.")


# ------------------------------------------------------------------ Phantom Thief (3)
@effect("phantom_thief")
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
    state.say(f"Phantom Thief: player {target} turns their discards face-down.")
    state.discard(p, state.limbo, up=True)
    state.limbo = -1


@decision("phantom_thief", lambda state: [Action("target", player=q) for q in state.pending[2:]])
def phantom_thief_target(state: LostLegacyState, action: Action, pending: tuple) -> None:
    _rob(state, pending[1], int(action["player"]))


# ------------------------------------------------------------------ Street Performer (4)
def _performer_targets(state: LostLegacyState, p: int) -> list[tuple[int, int]]:
    return [(q, i) for q, pile in enumerate(state.discards) if q != p for i in range(len(pile))]


@effect("street_performer")
def street_performer(state: LostLegacyState, p: int, token: int) -> None:
    if _performer_targets(state, p):
        state.pending = ("street_performer", p)


def _performer_legal(state: LostLegacyState) -> list[Action]:
    return [Action("take", player=q, index=i) for q, i in _performer_targets(state, state.pending[1])]


@decision("street_performer", _performer_legal)
def street_performer_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """The card keeps its orientation and applies no effect; a face-up Medusa still triggers."""
    p, q, i = pending[1], int(action["player"]), int(action["index"])
    token = state.discards[q].pop(i)
    up = state.is_up(token)
    state.say(f"Player {p} takes {state.name(token)} ({'face-up' if up else 'face-down'}) from player {q}'s discards.")
    state.discard(p, token, up=up)


# ------------------------------------------------------------------ Income (6)
def _income_targets(state: LostLegacyState, p: int) -> list[int]:
    pile = state.discards[p]
    return [i for i in range(len(pile) - 1) if state.is_up(pile[i])]


@effect("income")
def income(state: LostLegacyState, p: int, token: int) -> None:
    """Income clarification: turn another face-up card face-down (bank its speed); with none, turn
    this Income face-down (bank 6)."""
    if _income_targets(state, p):
        state.pending = ("income", p)
        return
    state.flip_down(state.discards[p][-1])
    state.bonus[p] += INCOME_SELF_BONUS
    state.say(f"Player {p} turns Income itself face-down and banks {INCOME_SELF_BONUS}.")


@decision("income", lambda state: [Action("bank", index=i) for i in _income_targets(state, state.pending[1])])
def income_bank(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, i = pending[1], int(action["index"])
    token = state.discards[p][i]
    state.flip_down(token)
    state.bonus[p] += state.speed(token)
    state.say(f"Player {p} turns {state.name(token)} face-down and banks {state.speed(token)}.")


# ------------------------------------------------------------------ Guard (7)
@effect("guard")
def guard(state: LostLegacyState, p: int, token: int) -> None:
    state.pending = ("guard", p)


@decision("guard", lambda state: [Action("guard", parity="odd"), Action("guard", parity="even")])
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
    state.say(f"Guard ({action['parity']}): {', '.join(state.name(t) for t in flips) or 'nothing'} turned face-down.")


# ------------------------------------------------------------------ Taxes (8)
@effect("taxes")
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
        state.discard(p, t, up=True, triggers=False)
        state.say(f"Player {q} pays {state.name(t)} in Taxes to player {p}.")
    state.check_triggers(p, tuple(t for _, t in paid))


# ------------------------------------------------------------------ False Gold (X)
@effect("false_gold")
def false_gold(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p) or state.ruins:
        state.pending = ("false_gold", p)


def _false_gold_legal(state: LostLegacyState) -> list[Action]:
    p = state.pending[1]
    return [Action("swap", player=q) for q in state.others_with_hand(p)] + ruins_actions(state, "swap")


@decision("false_gold", _false_gold_legal)
def false_gold_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """A blind exchange with another survivor's hand or a Ruins card (no look: nothing fires)."""
    p = pending[1]
    if action.get("player") is not None:
        q = int(action["player"])
        swap_hands(state, p, q)
        state.say(f"Player {p} exchanges hand cards with player {q}.")
    else:
        i = int(action["ruins"])
        swap_with_ruins(state, p, i)
        state.say(f"Player {p} exchanges their hand card with Ruins card {i}.")

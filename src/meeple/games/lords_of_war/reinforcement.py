"""Phase 3 - Reinforcement: refill the hand back up to 6, each card from the top of the army
deck or by withdrawing a unit from the map.

Source: rulebook "Phase 3 - Reinforcement" (and "Sequence of Battle": the hand is refilled
back up to 6 at the end of the turn). A unit may be withdrawn only if (1) it was not played
this turn, (2) no enemy arrow points at it, and (3) it was not involved in an attack that
destroyed an enemy unit this turn. Optional cavalry rule (reference §8.1): an engaged cavalry
unit may still be withdrawn unless a spear unit engages it. Ruling 18: the refill takes as many
cards as it needs and the rules allow, one at a time (the loop is ``turn.begin_reinforcement``);
it is not optional.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.core.state import Event, LazyEvent
from meeple.games.lords_of_war import narration
from meeple.games.lords_of_war.actions import DRAW, withdraw_action
from meeple.games.lords_of_war.elimination import engaging_units, is_engaged
from meeple.games.lords_of_war.units import BIT, squares_of, take

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState


_WITHDRAW_ON_MAP = {sq: withdraw_action(sq) for sq in BIT}
"""``withdraw square=<sq>`` for every square of the bounded map."""

_DRAWS_A_CARD = [[Event(f"P{p + 1} draws a card ({n} left in the army deck)") for n in range(73)] for p in (0, 1)]
"""The public event of each draw (events are never changed once made, so draws share them)."""


def may_withdraw(state: LordsOfWarState, sq: int) -> bool:
    """True if the active player's unit on ``sq`` meets all three withdrawal conditions."""
    if sq == state.placed_sq or sq in state.killers:
        return False
    table = state.table
    g = state.board[sq]
    if state.cavalry_rule and table.is_cavalry[g]:
        return not any(table.is_spear[state.board[e]] for e in engaging_units(state, sq))
    return not is_engaged(state, sq)


def withdrawable(state: LordsOfWarState, player: int) -> list[int]:
    """Squares of ``player``'s units that may be withdrawn now, sorted."""
    owner = state.table.owner
    if state.cavalry_rule:
        out = [sq for sq, g in state.board.items() if owner[g] == player and may_withdraw(state, sq)]
    else:  # may_withdraw without the cavalry rule, inlined
        hit, killers, placed = state.hit, state.killers, state.placed_sq
        if state.map.bounded:  # the player's units not engaged nor just placed, from the bits
            free = state.bits[player] & ~state.engaged
            if placed >= 0:
                free &= ~BIT[placed]
            if not free:
                return []
            out = squares_of(free)
            return [sq for sq in out if sq not in killers] if killers else out
        out = [sq for sq, g in state.board.items()
               if owner[g] == player and sq != placed and sq not in hit and sq not in killers]
    out.sort()
    return out


def draw(state: LordsOfWarState, player: int) -> None:
    """Take the top card of the army deck into the hand. Everyone sees that a card was drawn;
    only its owner sees which."""
    deck = state.decks[player]
    order = state.draws[player]
    if order is None:
        g = deck.pop()
    else:  # a resampled deck (see LordsOfWarState.draws)
        order, i = divmod(order, len(deck))
        g = deck.pop(i)
        state.draws[player] = order
    hand = state.hands[player]
    hand.append(g)
    hand.sort()
    state.acted = True
    events = state.events
    events.append(_DRAWS_A_CARD[player][len(deck)])
    events.append(state.table.draw_events[g])  # only the owner sees the card


def withdraw(state: LordsOfWarState, player: int, sq: int) -> None:
    """Take the unit on ``sq`` back into the hand; it loses any support tokens, and the
    opponent knows it is in the hand (it was face up on the map)."""
    g = take(state, sq)
    if state.tokens:
        state.tokens.pop(sq, None)
    state.hands[player].append(g)
    state.hands[player].sort()
    state.known[player].add(g)
    state.acted = True
    state.events.append(LazyEvent(narration.withdrawn, (state.table.described[g], sq)))


def legal_reinforce(state: LordsOfWarState) -> list[Action]:
    """Phase ``reinforce`` (one card of the refill): ``draw`` if the army deck has a card,
    and ``withdraw square=<sq>`` for every unit that may be withdrawn."""
    acts = [DRAW] if state.decks[state.turn_player] else []
    acts += map(_WITHDRAW_ON_MAP.__getitem__ if state.map.bounded else withdraw_action, state.withdraw_options)
    return acts

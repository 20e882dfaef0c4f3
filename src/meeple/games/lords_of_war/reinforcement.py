"""Phase 3 - Reinforcement: draw the top card of the army deck, or withdraw a unit.

Source: rulebook "Phase 3 - Reinforcement". A unit may be withdrawn only if (1) it was not
played this turn, (2) no enemy arrow points at it, and (3) it was not involved in an attack
that destroyed an enemy unit this turn. Optional cavalry rule (reference §8.1): an engaged
cavalry unit may still be withdrawn unless a spear unit engages it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lords_of_war.board import square_name
from meeple.games.lords_of_war.elimination import engaging_units, is_engaged

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState


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
    out = [sq for sq, g in state.board.items() if owner[g] == player and may_withdraw(state, sq)]
    out.sort()
    return out


def draw(state: LordsOfWarState, player: int) -> None:
    """Take the top card of the army deck into the hand (hidden from the opponent)."""
    g = state.decks[player].pop()
    state.hands[player].append(g)
    state.hands[player].sort()
    state.say(f"P{player + 1} draws a card ({len(state.decks[player])} left in the army deck)")


def withdraw(state: LordsOfWarState, player: int, sq: int) -> None:
    """Take the unit on ``sq`` back into the hand; it loses any support tokens, and the
    opponent knows it is in the hand (it was face up on the map)."""
    g = state.board.pop(sq)
    if state.tokens:
        state.tokens.pop(sq, None)
    state.hands[player].append(g)
    state.hands[player].sort()
    state.known[player].add(g)
    state.say(f"{state.table.describe(g)} withdrawn from {square_name(sq)} into the hand")

"""Berserker mods (rulebook "What's Next?" - "Berserker Mods").

Raging: a berserker that eliminated an enemy unit may, if no enemy arrow points at it, move
onto a square an eliminated unit left (a decision of its owner). Kamikaze: a berserker dies at
the end of the turn it was played (it goes to the opponent's victory pile). Support: at the
end of every turn each berserker that was already on the map gains a token worth +1 defense;
tokens are lost when it leaves the map. The cavalry rule lives in reinforcement.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lords_of_war.actions import action
from meeple.games.lords_of_war.board import square_name
from meeple.games.lords_of_war.elimination import is_engaged
from meeple.games.lords_of_war.units import put, take

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState


def raging_advances(state: LordsOfWarState, kills: dict[int, list[int]]) -> list[tuple[int, tuple[int, ...]]]:
    """(berserker square, vacated squares it may move to) for each berserker of ``kills``
    ({square: squares of its victims}) that is not engaged; the active player's first."""
    out = []
    owner = state.table.owner
    active = state.turn_player
    entries = sorted(kills.items(), key=lambda kv: (owner[state.board[kv[0]]] != active, kv[0]))
    for sq, vacated in entries:
        if not is_engaged(state, sq):
            free = tuple(sorted(t for t in vacated if t not in state.board))
            if free:
                out.append((sq, free))
    return out


def legal_advance(state: LordsOfWarState) -> list[Action]:
    """Phase ``advance``: the next raging berserker moves onto a vacated square, or stays."""
    sq, dests = state.advance_queue[0]
    unit = square_name(sq)
    acts = [action("advance", unit, square_name(t)) for t in dests if t not in state.board]
    acts.append(action("stay", unit))
    return acts


def advance(state: LordsOfWarState, sq: int, to: int) -> None:
    """Move the berserker on ``sq`` onto the vacated square ``to`` (no new combat check:
    combat is checked when a unit is placed)."""
    g = take(state, sq)
    put(state, to, g)
    if state.tokens and sq in state.tokens:
        state.tokens[to] = state.tokens.pop(sq)
    if sq in state.killers:
        state.killers.discard(sq)
        state.killers.add(to)
    if state.placed_sq == sq:
        state.placed_sq = to
    state.emit(f"{state.table.describe(g)} rages forward from {square_name(sq)} to {square_name(to)}")


def kamikaze(state: LordsOfWarState) -> None:
    """End of turn: the berserker played this turn, if still on the map, dies."""
    sq = state.placed_sq
    g = state.board.get(sq) if sq >= 0 else None
    if g is None or g != state.placed_card or not state.table.is_berserker[g]:
        return
    take(state, sq)
    state.tokens.pop(sq, None)
    state.piles[1 - state.table.owner[g]].append(g)
    state.emit(f"{state.table.describe(g)} on {square_name(sq)} dies at the end of the turn (kamikaze)")


def add_support_tokens(state: LordsOfWarState) -> None:
    """End of turn: +1 defense token on every berserker that was on the map all turn."""
    is_berserker = state.table.is_berserker
    for sq, g in state.board.items():
        if is_berserker[g] and g != state.placed_card:
            state.tokens[sq] = state.tokens.get(sq, 0) + 1

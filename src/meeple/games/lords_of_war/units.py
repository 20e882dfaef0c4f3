"""The units on the map: ``state.board`` and the tables kept in step with it.

Every change to the map goes through :func:`put` and :func:`take`, which also keep

* ``state.hit``: {square: total strength of the enemy arrows pointing at the unit there}, for
  every unit at least one enemy arrow points at (rulebook "Phase 2 - Elimination": the melee
  damage a unit takes; a unit is *engaged* exactly when its square is in ``hit``, since every
  arrow has strength 1 or more);
* ``state.bits``: the squares of each player's units as bit masks of the 7 x 6 map
  (:data:`BIT`; squares outside it, on the unbounded map, have no bit).

Keeping them costs a look at the 8 squares around the square that changed; reading them is
what Deployment, Elimination, Reinforcement and the evaluation do many times a turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lords_of_war.board import DEPTH, NEIGHBOUR_OFFSETS, WIDTH, square

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState

BIT = {square(x + 1, y + 1): 1 << (x + 8 * y) for x in range(WIDTH) for y in range(DEPTH)}
"""The bit of every square of the bounded map: square (x, y) (0-based) is bit x + 8 y (the
eighth bit of each row is a guard column, so shifting by a direction never wraps a row)."""

_AROUND = tuple(enumerate(NEIGHBOUR_OFFSETS))
_NEIGHBOURS = {sq: tuple((i, sq + off, BIT[sq + off]) for i, off in _AROUND if sq + off in BIT) for sq in BIT}
"""For each square of the bounded map, (direction, square, bit) of its neighbours on the map."""


def put(state: LordsOfWarState, sq: int, g: int) -> None:
    """Put card ``g`` on the empty square ``sq``."""
    board = state.board
    table = state.table
    owner = table.owner
    me = owner[g]
    hit = state.hit
    for off, strength in table.arrows[g]:
        t = sq + off
        tg = board.get(t)
        if tg is not None and owner[tg] != me:
            hit[t] = hit.get(t, 0) + strength
    strike = table.strike
    taken = 0
    bits = state.bits
    if state.map.bounded:  # only the neighbours holding an enemy
        around = _NEIGHBOURS[sq]
        enemies = bits[1 - me]
        for i, n, b in around:
            if enemies & b:
                taken += strike[board[n]][i]
    else:
        for i, off in _AROUND:
            n = board.get(sq + off)
            if n is not None and owner[n] != me:
                taken += strike[n][i]
    if taken:
        hit[sq] = taken
    board[sq] = g
    bits[me] |= BIT.get(sq, 0)


def take(state: LordsOfWarState, sq: int) -> int:
    """Take the unit off ``sq`` (which must hold one) and return its card."""
    board = state.board
    g = board.pop(sq)
    table = state.table
    owner = table.owner
    me = owner[g]
    hit = state.hit
    hit.pop(sq, None)
    for off, strength in table.arrows[g]:
        t = sq + off
        tg = board.get(t)
        if tg is not None and owner[tg] != me:
            left = hit[t] - strength
            if left:
                hit[t] = left
            else:
                del hit[t]
    state.bits[me] &= ~BIT.get(sq, 0)
    return g


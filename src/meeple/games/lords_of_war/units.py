"""The units on the map: ``state.board`` and the tables kept in step with it.

Every change to the map goes through :func:`put` and :func:`take`, which also keep

* ``state.hit``: {square: total strength of the enemy arrows pointing at the unit there}, for
  every unit at least one enemy arrow points at (rulebook "Phase 2 - Elimination": the melee
  damage a unit takes; a unit is *engaged* exactly when its square is in ``hit``, since every
  arrow has strength 1 or more);
* ``state.bits``: bit masks of the 7 x 6 map (:data:`BIT`; squares outside it, on the
  unbounded map, have no bit): ``bits[p]`` the squares of player ``p``'s units,
  ``bits[2 + p]`` those of its ranged units;
* ``state.engaged`` (bounded map only, else 0): the bits of the squares in ``hit``, so that
  Elimination and Reinforcement find the units free to fire or to be withdrawn by masks;
* ``state.threatened`` (bounded map only, else 0): bits of a superset of the units whose arrow
  damage exceeds their printed defense, so that Elimination checks only these (damage grows
  only in :func:`put`; ``elimination.resolve_elimination`` drops the bits it finds stale).

Keeping them costs a look at the 8 squares around the square that changed; reading them is
what Deployment, Elimination, Reinforcement and the evaluation do many times a turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lords_of_war.board import DEPTH, DIRECTION_STEPS, NEIGHBOUR_OFFSETS, WIDTH, square

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState

BIT = {square(x + 1, y + 1): 1 << (x + 8 * y) for x in range(WIDTH) for y in range(DEPTH)}
"""The bit of every square of the bounded map: square (x, y) (0-based) is bit x + 8 y (the
eighth bit of each row is a guard column, so shifting by a direction never wraps a row)."""

ON_MAP = sum(BIT.values())
"""Every square of the bounded map."""

_AROUND = tuple(enumerate(NEIGHBOUR_OFFSETS))
NEIGHBOURS = {sq: tuple((i, sq + off, BIT[sq + off]) for i, off in _AROUND if sq + off in BIT) for sq in BIT}
"""For each square of the bounded map, (direction, square, bit) of its neighbours on the map."""

_WINDOW_BIT = tuple((dx + 1) + 8 * (dy + 1) for dx, dy in DIRECTION_STEPS)
"""The bit of direction i in a square's window (below)."""


def _window_table(sq: int) -> tuple[int, dict[int, tuple[tuple[int, int, int], ...]]]:
    table: dict[int, tuple[tuple[int, int, int], ...]] = {0: ()}
    for entry in NEIGHBOURS[sq]:  # every subset of the neighbours, in direction order
        bit = 1 << _WINDOW_BIT[entry[0]]
        table.update([(w | bit, chosen + (entry,)) for w, chosen in table.items()])
    return BIT[sq].bit_length() - 1, table


WINDOWS = {sq: _window_table(sq) for sq in BIT}
"""For each square of the bounded map, (its bit's index p, {window: neighbours}): the window
``(mask << 9 >> p) & WINDOW`` of a mask holds its 3 x 3 squares around the square (bit
``dx + 1 + 8 (dy + 1)``; the guard column and the rows beyond the map give 0s), and the table
gives the entries of :data:`NEIGHBOURS` in the mask, in direction order: a square's units of
one side without a test per neighbour."""

WINDOW = 0x70707
"""The window's bits."""

ROW_SQUARES = tuple(tuple([square(x + 1, y + 1) for x in range(WIDTH) if byte >> x & 1] for byte in range(128))
              for y in range(DEPTH))
"""The squares of row y (0-based) for each 7-bit value of its byte of a mask."""


def squares_of(mask: int) -> list[int]:
    """The squares of a bit mask in square order (ascending bits are ascending squares)."""
    r = ROW_SQUARES
    lo = mask & 16777215  # rows 0-2 and 3-5 as ints of one 30-bit digit: faster to shift and mask
    hi = mask >> 24
    return (r[0][lo & 127] + r[1][lo >> 8 & 127] + r[2][lo >> 16]
            + r[3][hi & 127] + r[4][hi >> 8 & 127] + r[5][hi >> 16])


def sight_table(grid: tuple[int, ...]) -> dict[int, tuple[tuple[int, int], ...]]:
    """For a ranged card with target ``grid`` (board offsets), on every square of the bounded
    map: (square, its bit) of the grid's squares on the map, in square order."""
    return {sq: tuple(sorted((sq + off, BIT[sq + off]) for off in grid if sq + off in BIT)) for sq in BIT}


def put(state: LordsOfWarState, sq: int, g: int) -> None:
    """Put card ``g`` on the empty square ``sq``."""
    if not state.map.bounded:
        _put_anywhere(state, sq, g)
        return
    board = state.board
    table = state.table
    me = table.owner[g]
    hit = state.hit
    bits = state.bits
    engaged = state.engaged
    threatened = state.threatened
    strike, defense = table.strike, table.defense
    aims = table.aims[g]  # the strength of g's arrow in each direction
    taken = 0
    p, around = WINDOWS[sq]
    for i, n, b in around[(bits[1 - me] << 9 >> p) & WINDOW]:  # the enemy units next to sq
        e = board[n]
        taken += strike[e][i]
        s = aims[i]
        if s:
            d = hit[n] = hit.get(n, 0) + s
            engaged |= b
            if d > defense[e]:
                threatened |= b
    b = 1 << p
    bits[me] |= b
    if table.is_ranged[g]:
        bits[2 + me] |= b
    if taken:
        hit[sq] = taken
        engaged |= b
        if taken > defense[g]:
            threatened |= b
    state.engaged = engaged
    state.threatened = threatened
    board[sq] = g


def _put_anywhere(state: LordsOfWarState, sq: int, g: int) -> None:
    """:func:`put` square by square (the unbounded map of Combat Without Limits)."""
    board = state.board
    table = state.table
    owner = table.owner
    me = owner[g]
    hit = state.hit
    strike = table.strike
    taken = 0
    bits = state.bits
    for off, strength in table.arrows[g]:
        t = sq + off
        tg = board.get(t)
        if tg is not None and owner[tg] != me:
            hit[t] = hit.get(t, 0) + strength
    for i, off in _AROUND:
        n = board.get(sq + off)
        if n is not None and owner[n] != me:
            taken += strike[n][i]
    b = BIT.get(sq, 0)
    bits[me] |= b
    if table.is_ranged[g]:
        bits[2 + me] |= b
    if taken:
        hit[sq] = taken
    board[sq] = g


def take(state: LordsOfWarState, sq: int) -> int:
    """Take the unit off ``sq`` (which must hold one) and return its card."""
    board = state.board
    g = board.pop(sq)
    table = state.table
    me = table.owner[g]
    hit = state.hit
    hit.pop(sq, None)
    bits = state.bits
    if state.map.bounded:
        p, around = WINDOWS[sq]
        b = 1 << p
        engaged = state.engaged & ~b
        state.threatened &= ~b
        aims = table.aims[g]
        for i, t, bt in around[(bits[1 - me] << 9 >> p) & WINDOW]:  # the enemy units next to sq
            s = aims[i]
            if s:
                left = hit[t] - s
                if left:
                    hit[t] = left
                else:
                    del hit[t]
                    engaged &= ~bt
        state.engaged = engaged
    else:
        owner = table.owner
        for off, strength in table.arrows[g]:
            t = sq + off
            tg = board.get(t)
            if tg is not None and owner[tg] != me:
                left = hit[t] - strength
                if left:
                    hit[t] = left
                else:
                    del hit[t]
        b = BIT.get(sq, 0)
    bits[me] &= ~b
    if table.is_ranged[g]:
        bits[2 + me] &= ~b
    return g

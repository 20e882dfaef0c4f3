"""The Ascension Track (rulebook "Calculate your position"): where a hero comes up from the
catacombs. Pure arithmetic on the board's squares; no state.

The hero moves as many squares in the arrow's direction as he drew UNDERJORDSKORT, then the
T10 may turn him aside: the track's row for that many cards says which results deviate to the
left or right of the arrow and by how many squares (``data/ascension.json``: rows 7-12 printed,
rows 1-6 the reference's reconstruction, section 14.1). More than 12 cards read row 12 (ruling
D2-TRACK-ROWS). Each leg stops at the outer wall: the hero counts only the squares up to it and
never comes up outside it.
"""

from __future__ import annotations

from functools import lru_cache

DR = (-1, 0, 1, 0)
DC = (0, 1, 0, -1)


def track_row(ascension: tuple, cards: int) -> tuple[int, int]:
    """``(left, right)`` of the Ascension Track's row for ``cards`` UNDERJORDSKORT (1 or more;
    beyond 12, row 12). Raises ValueError below 1."""
    if cards < 1:
        raise ValueError(f"a hero coming up has drawn at least one UNDERJORDSKORT, not {cards}")
    return ascension[min(cards, 12)]


def deviation(row: tuple[int, int], t10: int) -> int:
    """Squares aside for T10 result ``t10`` (1-10) on ``row``: negative to the left of the
    arrow, positive to the right, 0 straight on. The result nearest the centre column deviates
    one square, the next two, and so on (the farthest columns are 1 and 10)."""
    if not 1 <= t10 <= 10:
        raise ValueError(f"a T10 shows 1 to 10, not {t10}")
    left, right = row
    if t10 <= left:
        return -(left - t10 + 1)
    if t10 > 10 - right:
        return t10 - (10 - right)
    return 0


@lru_cache(maxsize=1 << 14)  # pure: an ascent asks for the same legs again and again (up to ten T10 results)
def walk(rows: int, cols: int, sq: int, side: int, steps: int) -> int:
    """``steps`` squares from ``sq`` towards ``side`` (N=0, E=1, S=2, W=3), stopping at the outer
    wall."""
    r, c = divmod(sq, cols)
    for _ in range(steps):
        rr, cc = r + DR[side], c + DC[side]
        if not (0 <= rr < rows and 0 <= cc < cols):
            break
        r, c = rr, cc
    return r * cols + c


@lru_cache(maxsize=1 << 14)  # pure, as walk
def emergence(rows: int, cols: int, arrow: int, direction: int, cards: int, t10: int, ascension: tuple) -> int:
    """The square a hero comes up onto: from his arrow's square ``arrow``, ``cards`` squares
    towards ``direction``, then the T10's deviation sideways (left of the arrow is the side
    counter-clockwise from it). Each leg stops at the outer wall."""
    ahead = walk(rows, cols, arrow, direction, cards)
    aside = deviation(track_row(ascension, cards), t10)
    if aside == 0:
        return ahead
    side = (direction + 3) % 4 if aside < 0 else (direction + 1) % 4
    return walk(rows, cols, ahead, side, abs(aside))


def around(rows: int, cols: int, sq: int) -> tuple[int, ...]:
    """The squares adjacent to ``sq``, diagonals included, in row order (made once per board
    size and square: an ascent asks for them up to ten times)."""
    key = (rows, cols, sq)
    got = _AROUND.get(key)
    if got is None:
        r, c = divmod(sq, cols)
        got = _AROUND[key] = tuple(rr * cols + cc for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2)
                                   if (rr, cc) != (r, c) and 0 <= rr < rows and 0 <= cc < cols)
    return got


_AROUND: dict[tuple[int, int, int], tuple[int, ...]] = {}

"""The battle map: squares, directions, and card orientation.

Squares are named ``c<column>r<row>``: columns 1-7 left to right and rows 1-6 counted from
Player 1's edge, both as Player 1 sees the map (reference §7). Internally a square is one int
``(x + OFFSET) + (y + OFFSET) * STRIDE`` (x = column - 1, y = row - 1), so a neighbour is a
fixed integer offset away on the bounded map and on the unbounded grid of Combat Without
Limits alike. Player 2's cards are turned 180 degrees: an arrow at (dx, dy) acts at (-dx, -dy)
(reference §3; a rotation, not a mirror).
"""

from __future__ import annotations

import re

from meeple.core.errors import OptionError

WIDTH = 7
DEPTH = 6
STRIDE = 1 << 12
OFFSET = 1 << 11

DIRECTION_STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
"""(dx, dy) of N, NE, E, SE, S, SW, W, NW for a card upright to Player 1 (+dy = towards Player 2)."""

NEIGHBOUR_OFFSETS = tuple(dx + dy * STRIDE for dx, dy in DIRECTION_STEPS)
"""Integer offsets of the 8 surrounding squares ("next to" = edge or corner, reference §11.2)."""

_SQUARE_RE = re.compile(r"^c(-?\d+)r(-?\d+)$")
_names: dict[int, str] = {}
_parsed: dict[str, int] = {}


def square(column: int, row: int) -> int:
    """The int square of 1-based ``column``, ``row``."""
    return (column - 1 + OFFSET) + (row - 1 + OFFSET) * STRIDE


def coords(sq: int) -> tuple[int, int]:
    """1-based (column, row) of square ``sq``."""
    return sq % STRIDE - OFFSET + 1, sq // STRIDE - OFFSET + 1


def square_name(sq: int) -> str:
    """``"c3r3"`` for the int square ``sq`` (cached: the hot path names squares in actions)."""
    name = _names.get(sq)
    if name is None:
        c, r = coords(sq)
        name = _names[sq] = f"c{c}r{r}"
    return name


def parse_square(text: str) -> int:
    """The int square named ``text`` (``"c3r3"``). Raises ``ValueError`` if malformed.
    Cached: every ``place``, ``fire`` and ``withdraw`` action names its squares."""
    sq = _parsed.get(text)
    if sq is None:
        m = _SQUARE_RE.match(text)
        if not m:
            raise ValueError(f"{text!r} is not a square; squares are named like 'c3r3' (column 3, row 3)")
        sq = _parsed[text] = square(int(m.group(1)), int(m.group(2)))
    return sq


def offset(dx: int, dy: int, owner: int) -> int:
    """Board offset of a card-relative step (dx, dy) for a card of ``owner`` (0 or 1)."""
    if owner == 1:
        dx, dy = -dx, -dy
    return dx + dy * STRIDE


class BattleMap:
    """Which squares exist: the 7 x 6 battle map, or every square (Combat Without Limits)."""

    __slots__ = ("bounded", "squares")

    def __init__(self, bounded: bool) -> None:
        self.bounded = bounded
        self.squares: frozenset[int] = (
            frozenset(square(c, r) for c in range(1, WIDTH + 1) for r in range(1, DEPTH + 1))
            if bounded
            else frozenset()
        )

    def contains(self, sq: int) -> bool:
        return not self.bounded or sq in self.squares

    def check(self, sq: int, what: str) -> None:
        """Raise :class:`OptionError` if ``sq`` is off the battle map."""
        if not self.contains(sq):
            raise OptionError(
                f"{what} {square_name(sq)} is off the battle map; columns are 1-{WIDTH} and rows 1-{DEPTH}"
            )

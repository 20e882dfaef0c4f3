"""Board geometry: squares, sides and side masks (reference section 3).

A square is ``row * cols + col`` (row 0 north, column 0 west). Sides are N=0, E=1, S=2, W=3
(clockwise); a side mask has bit ``1 << side``. A tile turned ``rot`` quarter turns clockwise
shows its own side ``s`` on the board's side ``(s + rot) % 4``; a tile placed by a hero moving
towards side ``d`` is turned ``rot = d``, so its entry side S faces the square he came from.
"""

from __future__ import annotations

SIDES = "NESW"
N, E, S, W = range(4)
DR = (-1, 0, 1, 0)
DC = (0, 1, 0, -1)


def side_mask(text: str) -> int:
    """``"NE"`` -> the mask of those sides."""
    m = 0
    for ch in text:
        m |= 1 << SIDES.index(ch)
    return m


def rotate_mask(mask: int, rot: int) -> int:
    """The mask turned ``rot`` quarter turns clockwise."""
    rot %= 4
    return ((mask << rot) | (mask >> (4 - rot))) & 15


def opposite(side: int) -> int:
    return (side + 2) & 3


def mask_text(mask: int) -> str:
    return "".join(SIDES[s] for s in range(4) if mask >> s & 1)


def square_name(sq: int, cols: int) -> str:
    """Column letter and row number from the north-west corner: square 0 is ``a1``."""
    return f"{chr(ord('a') + sq % cols)}{sq // cols + 1}"


def parse_square(text: str, rows: int, cols: int) -> int:
    """Inverse of :func:`square_name`; -1 for anything that is not a square."""
    if not isinstance(text, str) or len(text) < 2 or not text[1:].isdigit():
        return -1
    c = ord(text[0]) - ord("a")
    r = int(text[1:]) - 1
    if 0 <= c < cols and 0 <= r < rows:
        return r * cols + c
    return -1


def neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """``nb[sq][side]``: the square beyond that side, or -1 beyond the outer wall."""
    out = []
    for sq in range(rows * cols):
        r, c = divmod(sq, cols)
        row = []
        for d in range(4):
            rr, cc = r + DR[d], c + DC[d]
            row.append(rr * cols + cc if 0 <= rr < rows and 0 <= cc < cols else -1)
        out.append(tuple(row))
    return tuple(out)

"""The greedy agent's choices in the catacombs and with the Spellbook (Drakborgen II).

A plain rule of thumb, on top of :mod:`.greedy`: the arrow points towards the hero's goal (home
once he carries gold, else the treasure chamber) along the longer leg of the way there; below,
he climbs the first way up he finds (the dark is slow and the sun does not wait); coming up by
ways down he takes the one nearest the goal; a new tile is turned to open most towards the board
and the goal. He reads the Spellbook only outside the treasure chamber, where a 1-2 would kill
him, and with KP to spare; as the book is found in the chamber and must be read at the start of
the next turn, he in practice leaves it unread (200 greedy games of three: 4 found, none read).
He never goes down of his own will.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.below import ARROW as ARROW_ACTIONS
from meeple.games.drakborgen.below import ASCEND, DELVE, READ, SIDES, is_below
from meeple.games.drakborgen.board import parse_square, rotate_mask
from meeple.games.drakborgen.content import ROTATING
from meeple.games.drakborgen.phases import ARROW, EMERGE, TURN

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

READ_ABOVE_KP = 6
"""The Spellbook's shock costs up to 6 KP: read it only with more."""


def _goal(s: DrakborgenState, h: int) -> tuple[int, ...]:
    return s.game.tower_squares if s.gold(h) > 0 else tuple(sq for sq, _ in s.game.content.chamber)


def _offset(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> tuple[int, int]:
    """Rows and columns from ``sq`` to the nearest of ``goals``."""
    cols = s.game.content.cols
    r, c = divmod(sq, cols)
    g = min(goals, key=lambda g: abs(g // cols - r) + abs(g % cols - c))
    return g // cols - r, g % cols - c


def toward(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> int:
    """The side (N, E, S, W) of the longer leg from ``sq`` to the nearest goal."""
    dr, dc = _offset(s, sq, goals)
    if abs(dr) >= abs(dc) and dr:
        return 0 if dr < 0 else 2
    return 1 if dc >= 0 else 3


def _distance(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> int:
    dr, dc = _offset(s, sq, goals)
    return abs(dr) + abs(dc)


def choose(s: DrakborgenState, legal: list[Action]) -> Action | None:
    """The greedy's action in a catacomb decision, or None when it is not one (the base greedy
    then decides)."""
    cat = s.cat
    if cat is None:
        return None
    phase = s.phase
    if phase == ARROW:
        h = cat.chooser
        return ARROW_ACTIONS[toward(s, s.pos[h], _goal(s, h))]
    if phase == EMERGE:
        h = cat.chooser
        goals = _goal(s, h)
        if cat.em_choices:
            rows, cols = s.game.content.rows, s.game.content.cols
            return min(legal, key=lambda a: _distance(s, parse_square(str(a["to"]), rows, cols), goals))
        return max(legal, key=lambda a: _open_score(s, cat.em_sq, cat.em_tile, int(a["rot"]), goals))  # type: ignore[arg-type]
    if phase != TURN:
        return None
    h = s.hero
    if is_below(s, h):
        return ASCEND if ASCEND in legal else DELVE
    if READ in legal and not s.in_chamber(h) and s.kp[h] > READ_ABOVE_KP:
        return READ
    if legal and all(a.kind == "descend" for a in legal):  # come up into a hopeless spot
        return next(a for a in legal if a["dir"] == SIDES[toward(s, s.pos[h], _goal(s, h))])
    return None


def _open_score(s: DrakborgenState, sq: int, k: int, rot: int, goals: tuple[int, ...]) -> int:
    """How well tile ``k`` turned ``rot`` on ``sq`` leads on: its openings onto the board, twice
    for the one towards the goal (a rotating room turns half round as he comes in)."""
    content = s.game.content
    mask = content.tile_open[k][rot]
    if content.tile_type[k] == ROTATING:
        mask = rotate_mask(mask, 2)
    best = toward(s, sq, goals)
    nb = s.game.nb[sq]
    return sum((2 if d == best else 1) for d in range(4) if mask >> d & 1 and nb[d] >= 0)

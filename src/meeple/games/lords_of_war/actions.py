"""The actions offered at the decision points, built once and reused (actions are immutable
and the hot path offers the same ones over and over)."""

from __future__ import annotations

from meeple.core.actions import Action
from meeple.games.lords_of_war.board import square_name

PARAMS = {
    "play": ("card",), "place": ("square",), "fire": ("unit", "target"), "hold": ("unit",),
    "advance": ("unit", "square"), "stay": ("unit",), "draw": (), "withdraw": ("square",),
}
"""Parameter names of each action kind, in text order."""

_CACHE: dict[tuple, Action] = {}
_PLACE: dict[int, Action] = {}


def action(kind: str, *values: str) -> Action:
    """The Action ``kind`` with ``values`` for the parameters of :data:`PARAMS` (cached)."""
    key = (kind, *values)
    a = _CACHE.get(key)
    if a is None:
        a = _CACHE[key] = Action(kind, **dict(zip(PARAMS[kind], values)))
    return a


def place_action(sq: int) -> Action:
    """``place square=<sq>`` for the int square ``sq`` (cached)."""
    a = _PLACE.get(sq)
    if a is None:
        a = _PLACE[sq] = Action("place", square=square_name(sq))
    return a


DRAW = Action("draw")

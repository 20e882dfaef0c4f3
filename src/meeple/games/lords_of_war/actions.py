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
PLACE_SQUARE: dict[Action, int] = {}
"""The square of every ``place`` action made by :func:`place_action` (an equal action parsed
from text finds it too)."""


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
        PLACE_SQUARE[a] = sq
    return a


_WITHDRAW: dict[int, Action] = {}
WITHDRAW_SQUARE: dict[Action, int] = {}
"""The square of every ``withdraw`` action made by :func:`withdraw_action`."""


def withdraw_action(sq: int) -> Action:
    """``withdraw square=<sq>`` for the int square ``sq`` (cached)."""
    a = _WITHDRAW.get(sq)
    if a is None:
        a = _WITHDRAW[sq] = action("withdraw", square_name(sq))
        WITHDRAW_SQUARE[a] = sq
    return a


DRAW = Action("draw")

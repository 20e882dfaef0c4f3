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
PLACE_SQUARE: dict[int, int] = {}
"""The square of every ``place`` action made by :func:`place_action`, by the action's ``id``
(a cached action lives as long as this module, so an id found here is that action; looking
it up by id skips hashing the action). An equal action parsed from text is not found: its
square is read from its text."""


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
        PLACE_SQUARE[id(a)] = sq
    return a


_WITHDRAW: dict[int, Action] = {}
WITHDRAW_SQUARE: dict[int, int] = {}
"""The square of every ``withdraw`` action made by :func:`withdraw_action`, by its ``id`` (as
:data:`PLACE_SQUARE`)."""


def withdraw_action(sq: int) -> Action:
    """``withdraw square=<sq>`` for the int square ``sq`` (cached)."""
    a = _WITHDRAW.get(sq)
    if a is None:
        a = _WITHDRAW[sq] = action("withdraw", square_name(sq))
        WITHDRAW_SQUARE[id(a)] = sq
    return a


_FIRE: dict[tuple[int, int], Action] = {}
SHOT_SQUARES: dict[int, tuple[int, int | None]] = {}
"""(unit, target) of every ``fire`` action made by :func:`fire_action` and (unit, None) of every
``hold`` action made by :func:`hold_action`, by the action's id (as :data:`PLACE_SQUARE`)."""


def fire_action(sq: int, target: int) -> Action:
    """``fire unit=<sq> target=<target>`` for int squares (cached)."""
    key = (sq, target)
    a = _FIRE.get(key)
    if a is None:
        a = _FIRE[key] = action("fire", square_name(sq), square_name(target))
        SHOT_SQUARES[id(a)] = key
    return a


_HOLD: dict[int, Action] = {}


def hold_action(sq: int) -> Action:
    """``hold unit=<sq>`` for the int square ``sq`` (cached)."""
    a = _HOLD.get(sq)
    if a is None:
        a = _HOLD[sq] = action("hold", square_name(sq))
        SHOT_SQUARES[id(a)] = (sq, None)
    return a


DRAW = Action("draw")

"""The game's actions, made once and shared (an :class:`Action` is immutable; building one
costs about a microsecond, and the legal actions are listed at every decision).

Fixed ranges are tuples indexed by the parameter: monster cards 0-54 (the content has
exactly 55), event cards 1-29, seats 0-4 (prices and hires: ``trading.PRICE_ACTION``,
``village.HIRE``). The rest (spaces, siege commitments) are made on first use and kept:
:func:`cached`. :func:`board_moves` is the roll-and-move table of one content.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from meeple.core.actions import Action, ParamValue

if TYPE_CHECKING:
    from meeple.games.lineage2.content import Content

MONSTERS = 55
EVENTS = 30  # ids 1-29; index 0 unused
SEATS = 5


def cached(kind: str, *names: str) -> Callable[..., Action]:
    """``get(*values)``: the Action ``kind`` with the parameters ``names`` set to ``values``
    (in that order), made on the first call and the same object afterwards."""
    made: dict[tuple[ParamValue, ...], Action] = {}

    def get(*values: ParamValue) -> Action:
        action = made.get(values)
        if action is None:
            action = made[values] = Action(kind, **dict(zip(names, values, strict=True)))
        return action

    return get


ROLL = Action("roll")
STAY = Action("stay")
END = Action("end")
DRINK = Action("drink")
FAIL = Action("fail")
SKIP = Action("skip")
ACCEPT = Action("accept")
DECLINE = Action("decline")
PASS = Action("pass")
HUNT = tuple(Action("hunt", pile=p) for p in "ABC")
WEAR = tuple(Action("wear", item=m) for m in range(MONSTERS))
UNWEAR = tuple(Action("unwear", item=m) for m in range(MONSTERS))
SELL = tuple(Action("sell", item=m) for m in range(MONSTERS))
DROP = tuple(Action("drop", item=m) for m in range(MONSTERS))
OFFER = tuple(tuple(Action("offer", item=m, buyer=q) for q in range(SEATS)) for m in range(MONSTERS))
PLAY = tuple(Action("play", card=e) for e in range(EVENTS))
QUEST = tuple(Action("quest", card=e) for e in range(EVENTS))
DISCARD = tuple(Action("discard", card=e) for e in range(EVENTS))
USE = tuple(Action("use", card=e) for e in range(EVENTS))
TELEPORT = cached("play", "card", "village")
RETREAT = cached("retreat", "to")
MOVE_POTION = cached("move", "to", "potion")
COMMIT = cached("commit", "side", "n")
COMMIT_CARD = cached("commit", "side", "n", "card")


@lru_cache(maxsize=8)
def board_moves(content: Content) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """``[space][roll]``: the ``move to=<space>`` actions of an exact roll (``content.moves``)."""
    to = cached("move", "to")
    return tuple(tuple(tuple(to(t) for t in ends) for ends in by_roll) for by_roll in content.moves)

"""The actions of every decision point, built once at import (legal actions are offered over and
over: the hot path indexes these tables instead of building Actions).

Seats run 0-5 (a Megamix plays up to 6) and positions (Ruins slots, discard indexes) 0-31 (a
Megamix deck has 31 cards). Actions naming a card id (``play``, ``place``) depend on the deck:
the Game builds those (``game.play_actions``, ``game.place_actions``, by card kind).
"""

from __future__ import annotations

from meeple.core.actions import Action

MAX_SEATS = 6
MAX_POSITIONS = 32


def _numbered(kind: str, key: str, count: int) -> tuple[Action, ...]:
    return tuple(Action(kind, **{key: i}) for i in range(count))


BY_PLAYER = {kind: _numbered(kind, "player", MAX_SEATS)
             for kind in ("look", "target", "swap", "compare", "investigate")}
"""``<kind> player=q``, by kind then seat."""

BY_RUINS = {kind: _numbered(kind, "ruins", MAX_POSITIONS) for kind in ("take", "look", "swap", "investigate")}
"""``<kind> ruins=i``, by kind then Ruins position."""

TAKE = tuple(tuple(Action("take", player=q, index=i) for i in range(MAX_POSITIONS)) for q in range(MAX_SEATS))
"""``take player=q index=i`` (a card from a discard pile): ``TAKE[q][i]``."""

CURSE = tuple(tuple(Action("curse", player=q, number=n) for n in range(1, 9)) for q in range(MAX_SEATS))
"""``curse player=q number=n`` for n 1-8: ``CURSE[q]``."""

BANK = _numbered("bank", "index", MAX_POSITIONS)
SWAP_TOP = Action("swap", deck="top")
GUARD = (Action("guard", parity="odd"), Action("guard", parity="even"))
PASS = Action("pass")
YES = {kind: Action(kind) for kind in ("park", "exchange", "shuffle")}
"""The "you may" choices; each is offered with ``PASS``."""

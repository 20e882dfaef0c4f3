"""The MAGISK RING cards a hero may pick at setup: the base four, and with Drakborgen II its four
more (rulebook "MAGISK RING": the players choose from them before the game starts, as from the
base rings; ruling D2-RINGS). A ring is used once (``state.ring_used``).

``state.ring[h]`` indexes :func:`ring_ids`: 0-3 the base rings (``content.RINGS``), 4-7 the
expansion's in data order (``data/drakborgen_ii/rings.json``). No rule here (the dice, the
moves and the searches read the constants; the rules are in :mod:`.ring_effects`).
"""

from __future__ import annotations

from typing import Any

from meeple.core.actions import Action
from meeple.games.drakborgen.content import RINGS

II_RINGS = ("rejection", "fortune", "seeking", "ascension")
"""Drakborgen II's rings, as ``data/drakborgen_ii/rings.json`` holds them."""
R_REJECTION, R_FORTUNE, R_SEEKING, R_ASCENSION = range(len(RINGS), len(RINGS) + len(II_RINGS))

REJECT = Action("reject")  # the Ring of Rejection: draw another tile for this square
ACCEPT = Action("accept")  # keep the tile just drawn (the ring stays unused)
SEEK = Action("seek")  # search with the Ring of Seeking: four RUMSLETNINGSKORT, keep one
LIFT = Action("lift")  # the Ring of Ascension: up out of the catacombs by the Ascension Track
SEEK_CARDS = 4
"""RUMSLETNINGSKORT drawn for a search with the Ring of Seeking."""


def ring_ids(game: Any) -> tuple[str, ...]:
    """The rings of ``game``: the base four, then Drakborgen II's four with the expansion."""
    return (*RINGS, *II_RINGS) if getattr(game, "expansion", False) else RINGS


def ring_english(game: Any, i: int) -> str:
    """The English name of ring ``i`` (an index into :func:`ring_ids`)."""
    if i < len(RINGS):
        return game.content.ring_english[i]
    return game.content.ii_rings[i - len(RINGS)].english


def usable(s: Any, h: int, ring: int) -> bool:
    """Hero ``h`` wears ring ``ring`` and has not used it."""
    return s.ring[h] == ring and not s.ring_used[h]

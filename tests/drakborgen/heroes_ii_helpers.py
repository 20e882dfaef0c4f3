"""Helpers for the tests of Drakborgen II's new heroes: a game with the heroes named, after
the preparations (seat h in tower h: nw, ne, sw, se), seat 0 first with his round-1 turn on."""

from __future__ import annotations

from meeple.games.drakborgen.heroes_ii import principled
from meeple.games.drakborgen.phases import RING, TURN
from meeple.games.drakborgen.state import DrakborgenState
from tests.drakborgen.helpers import fresh

II = {"expansion": "drakborgen-ii"}
RINGS = ("opening", "blinding", "healing", "warning")


def heroes(*ids: str, seed: int = 0) -> DrakborgenState:
    s = fresh(len(ids), seed, heroes=",".join(ids), **II)
    s.first = 0
    s.hero = 0
    for h, tower in enumerate(("nw", "ne", "sw", "se")[:len(ids)]):
        s.apply(f"tower tower={tower}")
        if s.phase == RING:
            s.apply(f"ring ring={RINGS[h]}")
        else:
            assert principled(s, h)
    assert s.phase == TURN and s.hero == 0 and s.round == 1
    return s


def kinds(s: DrakborgenState) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def rand() -> float:
    """A greedy's random source that always draws the first choice."""
    return 0.0

"""Where the new heroes' rules join the game's (the game reaches them through its tables,
``rules.HERO_TURN``, ``rules.HERO_ENCOUNTER`` and the moves in ``rules.II_MOVES``): the actions
each hero adds to a decision, by hero id."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.heroes_ii import thargrim

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

Adds = Callable[["DrakborgenState", int], list[Action]]

_TURN: dict[str, Adds] = {thargrim.HERO: thargrim.turn_actions}
_ENCOUNTER: dict[str, Adds] = {thargrim.HERO: thargrim.encounter_actions}

MOVES: dict[str, Callable[[DrakborgenState, Action], None]] = {
    "meditate": thargrim.apply_meditate,
    "fear": thargrim.apply_fear,
}
"""The new heroes' actions and their rules."""

KINDS = tuple(MOVES)


def turn_actions(s: DrakborgenState) -> list[Action]:
    """What the hero whose turn it is adds to his turn's choices (none for a base hero)."""
    add = _TURN.get(s.game.hero_ids[s.hero])
    return add(s, s.hero) if add is not None else []


def encounter_actions(s: DrakborgenState) -> list[Action]:
    """What the hero in the encounter adds to attack, wait and flee."""
    add = _ENCOUNTER.get(s.game.hero_ids[s.hero])
    return add(s, s.hero) if add is not None else []

"""The greedy agent's rules for the new heroes' abilities (one simple rule each; the greedy
plays the rest as for a base hero): ``choose`` gives the ability's action when its rule says
so, else None."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.heroes_ii.thargrim import FEAR, MEDITATE
from meeple.games.drakborgen.phases import ENCOUNTER, TURN

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

FEAR_KP = 4
"""Thargrim invokes fear with at least this many KP: four T6 reach 12 five times in six, and a
failure costs 1 + T6 KP."""


def choose(s: DrakborgenState, legal: list[Action]) -> Action | None:
    h = s.hero
    if s.phase == TURN and MEDITATE in legal:  # Thargrim: meditate when down to a third
        if 3 * s.kp[h] <= s.game.content.hero_kp[s.game.hero_ids[h]]:
            return MEDITATE
    if s.phase == ENCOUNTER and FEAR in legal and s.kp[h] >= FEAR_KP:
        return FEAR
    return None

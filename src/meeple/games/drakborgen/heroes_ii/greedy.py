"""The greedy agent's rules for the new heroes' abilities (one simple rule each; the greedy
plays the rest as for a base hero): :func:`choose` gives the ability's action when its rule
says so, else None. ``rand`` is the agent's own random source (a hidden face, a guess)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.content import BERGSTROLL, ORCH, TVA_ORCHER
from meeple.games.drakborgen.heroes_ii.thargrim import FEAR, MEDITATE
from meeple.games.drakborgen.heroes_ii.yubara import BLOWPIPE, HIDE_ACTION
from meeple.games.drakborgen.phases import ENCOUNTER, HIDE, SPIDER, TURN

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

FEAR_KP = 4
"""Thargrim invokes fear with at least this many KP: four T6 reach 12 five times in six, and a
failure costs 1 + T6 KP."""
SHURIKEN_VOLLEY = 2
"""Yūbara throws two shuriken at a monster before combat (four in all: two monsters' worth)."""


def choose(s: DrakborgenState, seat: int, legal: list[Action], rand: Callable[[], float]) -> Action | None:
    h = s.hero
    phase = s.phase
    if phase == HIDE:  # Yūbara's face, or her right-hand player's numbers: uniform
        return legal[int(rand() * len(legal))]
    if seat != h:
        return None
    if phase == TURN and MEDITATE in legal:  # Thargrim: meditate when down to a third
        if 3 * s.kp[h] <= s.game.content.hero_kp[s.game.hero_ids[h]]:
            return MEDITATE
    if phase == ENCOUNTER:
        if FEAR in legal and s.kp[h] >= FEAR_KP:
            return FEAR
        if HIDE_ACTION in legal:  # Yūbara: hiding costs nothing
            return HIDE_ACTION
        if BLOWPIPE in legal and (s.enc_m in (BERGSTROLL, ORCH, TVA_ORCHER) or s.kp[h] <= 6):
            return BLOWPIPE
        volley = [a for a in legal if a.kind == "shuriken" and int(a["n"]) <= SHURIKEN_VOLLEY]  # type: ignore[arg-type]
        if volley:
            return volley[-1]
    if phase == SPIDER:
        return next((a for a in legal if a.kind == "shuriken"), legal[-1])
    return None

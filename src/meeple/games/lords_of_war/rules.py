"""The rule tables: what each action kind does, and which actions each phase offers.

``MOVES`` maps an action kind to the function that carries it out (and runs the automatic
steps up to the next decision); ``LEGAL`` maps a phase to the function listing its legal
actions; ``EVALUATE`` is the heuristic for depth-limited search. game.py attaches them to the
Game, through which the State reaches them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.games.lords_of_war import deployment, elimination, reinforcement, turn, variants, victory
from meeple.games.lords_of_war.phases import ADVANCE, FIRE, OVER, PLACE, PLAY, REINFORCE

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.games.lords_of_war.state import LordsOfWarState


def _nothing(state: LordsOfWarState) -> list[Action]:
    return []


MOVES: dict[str, Callable[[LordsOfWarState, Action], None]] = {
    "play": turn.play,  # Phase 1 - Deployment
    "place": turn.place,
    "fire": turn.fire,  # Phase 2 - Elimination (ranged fire)
    "hold": turn.hold,
    "advance": turn.advance,  # Berserker Mods: Raging Berserkers
    "stay": turn.stay,
    "draw": turn.draw,  # Phase 3 - Reinforcement
    "withdraw": turn.withdraw,
}

LEGAL: dict[str, Callable[[LordsOfWarState], list[Action]]] = {
    PLAY: deployment.legal_play,
    PLACE: deployment.legal_place,
    FIRE: elimination.legal_fire,
    ADVANCE: variants.legal_advance,
    REINFORCE: reinforcement.legal_reinforce,
    OVER: _nothing,
}

EVALUATE: Callable[[LordsOfWarState], list[float]] = victory.evaluate

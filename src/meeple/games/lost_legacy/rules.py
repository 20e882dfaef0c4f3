"""The tables that carry the rules: ``MOVES`` (action kind -> rule), ``LEGAL`` (phase -> legal
actions), ``EFFECTS`` (effect id -> starter, one function per card) and ``DECISIONS`` (decision
point of an effect -> its legal actions and its rule). The Game class carries them, so the state
reaches them as ``self.game.MOVES[...]`` without importing this module."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.effects import flying_garden, the_starship, vorpal_sword, whitegold_spire
from meeple.games.lost_legacy.effects.common import Decision, Starter
from meeple.games.lost_legacy.phases import EFFECT, INVESTIGATE, OVER, PLAY
from meeple.games.lost_legacy.turn import (
    decide_move,
    effect_legal,
    investigate_legal,
    investigate_move,
    over_legal,
    play_legal,
    play_move,
)

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState

SETS = (vorpal_sword, whitegold_spire, the_starship, flying_garden)

EFFECTS: dict[str, Starter] = {e: fn for module in SETS for e, fn in module.EFFECTS.items()}
DECISIONS: dict[str, Decision] = {d: rule for module in SETS for d, rule in module.DECISIONS.items()}

DECISION_KINDS = ("look", "exchange", "pass", "take", "place", "target", "compare", "swap", "park",
                  "shuffle", "bank", "guard", "curse")
"""Action kinds of effect decisions; each is carried out by the pending decision's rule."""

MOVES: dict[str, Callable[[LostLegacyState, Action], None]] = {
    "play": play_move,
    "investigate": investigate_move,
    **dict.fromkeys(DECISION_KINDS, decide_move),
}

LEGAL: dict[str, Callable[[LostLegacyState], list[Action]]] = {
    PLAY: play_legal,
    EFFECT: effect_legal,
    INVESTIGATE: investigate_legal,
    OVER: over_legal,
}

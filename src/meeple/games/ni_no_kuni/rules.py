"""The two tables of the game: action kind -> the rule that carries it out, and phase -> the
legal actions there (docs/game_package.md). ``game.py`` attaches them to the Game, so the
state reaches them as ``self.game.MOVES`` / ``self.game.LEGAL`` without importing a rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.ni_no_kuni import adventure, end_of_turn, kingdom_phase, resource_phase
from meeple.games.ni_no_kuni.phases import (
    DEMOLISH,
    FIGHT,
    KINGDOM,
    MOVE,
    OVER,
    PLACE,
    PREROLL,
    REMOVE,
    TANI,
    TEAR,
)

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState


def _no_actions(state: NiNoKuniState) -> list[Action]:
    return []


LEGAL: dict[str, Callable[[NiNoKuniState], list[Action]]] = {
    PLACE: adventure.legal_place,
    FIGHT: adventure.legal_fight,
    PREROLL: adventure.legal_preroll,
    TEAR: adventure.legal_tear,
    MOVE: adventure.legal_move,
    TANI: resource_phase.legal_tani,
    KINGDOM: kingdom_phase.legal_kingdom,
    DEMOLISH: kingdom_phase.legal_demolish,
    REMOVE: end_of_turn.legal_remove,
    OVER: _no_actions,
}

MOVES: dict[str, Callable[[NiNoKuniState, Action], None]] = {
    "place": adventure.apply_place,
    "rest": adventure.apply_rest,
    "swordsman": adventure.apply_swordsman,
    "fight": adventure.apply_fight,
    "roll": adventure.apply_roll,
    "tear": adventure.apply_tear,
    "accept": adventure.apply_accept,
    "move": adventure.apply_move,
    "stay": adventure.apply_stay,
    "take": resource_phase.apply_take,
    "buy": kingdom_phase.apply_buy,
    "upgrade": kingdom_phase.apply_upgrade,
    "plan": kingdom_phase.apply_plan,
    "end": kingdom_phase.apply_end,
    "demolish": kingdom_phase.apply_demolish,
    "remove": end_of_turn.apply_remove,
}

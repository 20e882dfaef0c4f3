"""The Lords of War game: options, card table, new games, positions, and the screen."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from meeple.core.data import provenance_summary
from meeple.core.game import Game
from meeple.games.lords_of_war import positions, render, rules, turn
from meeple.games.lords_of_war.cards import ARMIES, army_path, load_army
from meeple.games.lords_of_war.options import LordsOfWarOptions, validate_options, victory_goal
from meeple.games.lords_of_war.setup import build_table, deal, new_battle_map, start_squares
from meeple.games.lords_of_war.state import LordsOfWarState

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View


class LordsOfWarGame(Game):
    """Lords of War: Elves versus Lizardmen (Black Box Games, 2013), 2 players.

    Also plays the Orcs and Dwarves decks of Orcs versus Dwarves and personal armies.
    """

    name = "lords-of-war"
    title = "Lords of War: Elves versus Lizardmen"
    min_players = 2
    max_players = 2
    # 2: the standard game no longer ends when a player cannot play (Deployment is skipped);
    # Reinforcement refills the hand back up to 6, as many cards as needed, and is not
    # optional; a stuck battle ends on the victory piles (rulings 18, 20, 28).
    rules_version = 2
    Options: ClassVar[type[LordsOfWarOptions]] = LordsOfWarOptions
    MOVES: ClassVar[dict[str, Callable]] = rules.MOVES
    LEGAL: ClassVar[dict[str, Callable]] = rules.LEGAL
    EVALUATE: ClassVar[Callable] = staticmethod(rules.EVALUATE)
    # Tuned by simulation against GREEDY (docs/agents.md): random
    # playouts say little here, the evaluation after each move says a lot.
    search_defaults: ClassVar[dict[str, Any]] = {"rollout_depth": 0, "prior_visits": 5, "c": 0.5}
    options: LordsOfWarOptions

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.table = build_table(self.options)
        self.battle_map = new_battle_map(self.options)
        self.start = start_squares(self.options)
        self.goal = victory_goal(self.options)
        # The rule tables again as instance attributes: a State reads them at every decision,
        # and an instance attribute is read faster than a class attribute through an instance.
        self.MOVES, self.LEGAL = type(self).MOVES, type(self).LEGAL  # type: ignore[misc]

    def validate_options(self) -> None:
        validate_options(self.options)

    def provenance(self) -> dict[str, Any]:
        used = [a for a in ARMIES if a in self.options.armies or "personal" in self.options.armies]
        armies = [load_army(a, self.options.data_dir) for a in used]
        summary = provenance_summary(
            [r for a in armies for r in a.records], [army_path(a, self.options.data_dir) for a in used]
        )
        summary["notes"] = [
            "card data: two public fan transcriptions that agree on every Elves and Lizardmen card",
            "battle map 7x6 from reviews; start squares 1 and 2 from a single fan engine (configurable)",
        ]
        return summary

    def new_initial_state(self, seed: int) -> LordsOfWarState:
        """Setup of the basic game ("Setup: The Basic Game"); Player 1 then makes the opening
        placement on space 1 ("The Battle Begins")."""
        state = LordsOfWarState(self, random.Random(seed))
        deal(state, state.rng)
        a, b = self.options.armies
        state.emit(f"New game: P1 {a} versus P2 {b}; each player holds 5 cards and the general")
        t = self.table
        for p in (0, 1):
            state.emit(f"P{p + 1}'s starting hand: " + ", ".join(t.names[g] for g in state.hands[p]), to=p)
        turn.start_turn(state, 0)
        return state

    def _state_from_json(self, data: dict[str, Any]) -> LordsOfWarState:
        return positions.state_from_json(self, data)

    def render(self, view: View) -> str:
        return render.render(view)

    def describe_action(self, action: Action, observation: dict[str, Any]) -> str:
        return render.describe_action(action, observation)


def load_position(path: str | Path, **overrides: Any) -> LordsOfWarState:
    """Load a position file whose ``options`` say which armies (and variants) it uses."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    options = {**data.get("options", {}), **overrides}
    return LordsOfWarGame(**options).state_from_json(data)

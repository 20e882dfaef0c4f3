"""The Lords of War game: options, card table, new games and positions."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from meeple.core.data import provenance_summary
from meeple.core.game import Game
from meeple.games.lords_of_war.cards import ARMIES, army_path, load_army
from meeple.games.lords_of_war.options import LordsOfWarOptions, validate_options, victory_goal
from meeple.games.lords_of_war.setup import build_table, deal, new_battle_map, start_squares
from meeple.games.lords_of_war.state import LordsOfWarState


class LordsOfWarGame(Game):
    """Lords of War: Elves versus Lizardmen (Black Box Games, 2013), 2 players.

    Also plays the Orcs and Dwarves decks of Orcs versus Dwarves and personal armies.
    """

    name = "lords-of-war"
    title = "Lords of War: Elves versus Lizardmen"
    min_players = 2
    max_players = 2
    Options: ClassVar[type[LordsOfWarOptions]] = LordsOfWarOptions
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
        """Setup of the basic game; Player 1 then makes the opening placement on space 1."""
        state = LordsOfWarState(self, random.Random(seed))
        deal(state, state.rng)
        a, b = self.options.armies
        state.say(f"New game: P1 {a} versus P2 {b}; each player holds 5 cards and the general")
        state.start_turn(0)
        return state

    def state_from_json(self, data: dict[str, Any]) -> LordsOfWarState:
        from meeple.games.lords_of_war.state_json import state_from_json

        return state_from_json(self, data)

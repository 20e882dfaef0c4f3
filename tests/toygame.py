"""A tiny hidden-information game used to test the engine core, agents, sim and CLI
without depending on any real game.

High Card: a deck of cards 1..9 is shuffled; each of 2-3 players is dealt 3. In turn order
each player plays one card face up; after 3 rounds the highest total wins (ties draw).
Hidden: the other hands and the deck.
"""

from __future__ import annotations

import random
from typing import Any

from meeple.core.actions import Action
from meeple.core.errors import RecordError
from meeple.core.game import Game, GameOptions
from meeple.core.state import TERMINAL, State, clone_rng


class ToyOptions(GameOptions):
    hand_size: int = 3


class ToyGame(Game):
    name = "toy"
    title = "High Card (test game)"
    min_players = 2
    max_players = 3
    Options = ToyOptions

    def provenance(self) -> dict[str, Any]:
        return {"rulebook": 0, "public-transcription": 0, "reconstructed": 9, "sources": [], "files": []}

    def new_initial_state(self, seed: int) -> ToyState:
        state = ToyState(self, random.Random(seed))
        deck = list(range(1, 10))
        state.rng.shuffle(deck)
        n = self.options.hand_size
        state.hands = [sorted(deck[i * n:(i + 1) * n]) for i in range(self.num_players)]
        state.deck = deck[self.num_players * n:]
        return state

    def state_from_json(self, data: dict[str, Any]) -> ToyState:
        try:
            state = ToyState(self, random.Random(data["seed"]))
            state.hands = [list(h) for h in data["hands"]]
            state.played = [list(p) for p in data["played"]]
            state.deck = list(data["deck"])
            state.turn = int(data["turn"])
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"bad toy state: {err}") from None
        return state


class ToyState(State):
    def __init__(self, game: ToyGame, rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.history = []
        self.hands: list[list[int]] = []
        self.played: list[list[int]] = [[] for _ in range(game.num_players)]
        self.deck: list[int] = []
        self.turn = 0

    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal else self.turn % self.game.num_players

    @property
    def is_terminal(self) -> bool:
        return all(not h for h in self.hands)

    def legal_actions(self) -> list[Action]:
        if self.is_terminal:
            return []
        return [Action("play", card=c) for c in self.hands[self.current_player]]

    def _apply(self, action: Action) -> None:
        p = self.current_player
        self.hands[p].remove(action["card"])
        self.played[p].append(action["card"])
        self.turn += 1

    def returns(self) -> list[float]:
        if not self.is_terminal:
            return [0.0] * self.game.num_players
        totals = [sum(p) for p in self.played]
        best = max(totals)
        winners = [i for i, t in enumerate(totals) if t == best]
        if len(winners) > 1:
            return [0.0] * len(totals)
        return [1.0 if i in winners else -1.0 for i in range(len(totals))]

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.game, c.rng, c.history = self.game, clone_rng(self.rng), list(self.history)
        c.hands = [list(h) for h in self.hands]
        c.played = [list(p) for p in self.played]
        c.deck, c.turn = list(self.deck), self.turn
        return c

    def observation(self, player: int) -> dict[str, Any]:
        return {
            "player": player,
            "hand": list(self.hands[player]),
            "played": [list(p) for p in self.played],
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "current_player": self.current_player,
        }

    def determinize(self, player: int, rng: random.Random) -> ToyState:
        c = self.clone()
        unseen = [card for i, h in enumerate(c.hands) if i != player for card in h] + c.deck
        rng.shuffle(unseen)
        for i, h in enumerate(c.hands):
            if i != player:
                n = len(h)
                c.hands[i], unseen = sorted(unseen[:n]), unseen[n:]
        c.deck = unseen
        c.rng = random.Random(rng.getrandbits(63))
        return c

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game.name, "seed": 0, "hands": self.hands, "played": self.played,
                "deck": self.deck, "turn": self.turn}

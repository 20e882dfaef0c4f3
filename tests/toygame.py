"""A tiny hidden-information game used to test the engine core, agents, sim and CLI
without depending on any real game.

High Card: a deck of cards 1..9 is shuffled; each of 2-3 players is dealt 3. Each round every
player plays one card face up, in turn order, or (option ``simultaneous``) all at once in
secret, revealed together. After 3 rounds the highest total wins (ties draw). Hidden: the
other hands and the deck.
"""

from __future__ import annotations

import random
from typing import Any

from meeple.core.actions import Action, JointAction
from meeple.core.errors import RecordError
from meeple.core.game import Game, GameOptions
from meeple.core.state import SIMULTANEOUS, TERMINAL, State


class ToyOptions(GameOptions):
    hand_size: int = 3
    simultaneous: bool = False


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
        state.emit("cards dealt")
        for p in range(self.num_players):
            state.emit(f"you hold {state.hands[p]}", to=p)
        return state

    def _state_from_json(self, data: dict[str, Any]) -> ToyState:
        try:
            state = ToyState(self, random.Random(0))
            state.hands = [list(h) for h in data["hands"]]
            state.played = [list(p) for p in data["played"]]
            state.deck = list(data["deck"])
            state.turn = int(data["turn"])
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"bad toy state: {err}") from None
        return state

    def describe_action(self, action: Action, observation: dict[str, Any]) -> str:
        return f"play the {action['card']}"

    def render(self, view: Any) -> str:
        obs = view.observation
        lines = [f"hand: {obs['hand']}" if obs["hand"] is not None else "spectator",
                 f"played: {obs['played']}", *view.events[-3:]]
        return "\n".join(lines)


class ToyState(State):
    __slots__ = ("hands", "played", "deck", "turn")

    def __init__(self, game: ToyGame, rng: random.Random) -> None:
        self._init_core(game, rng)
        self.hands: list[list[int]] = []
        self.played: list[list[int]] = [[] for _ in range(game.num_players)]
        self.deck: list[int] = []
        self.turn = 0

    @property
    def current_player(self) -> int:
        if self.is_terminal:
            return TERMINAL
        if self.game.options.simultaneous:
            return SIMULTANEOUS
        return self.turn % self.game.num_players

    @property
    def is_terminal(self) -> bool:
        return all(not h for h in self.hands)

    def legal_actions(self) -> list[Action]:
        if self.current_player < 0:
            return []
        return [Action("play", card=c) for c in self.hands[self.current_player]]

    def simultaneous_seats(self) -> frozenset[int]:
        return frozenset(range(self.game.num_players))

    def _simultaneous_legal(self, seat: int) -> list[Action]:
        return [Action("play", card=c) for c in self.hands[seat]]

    def _play(self, p: int, card: int) -> None:
        self.hands[p].remove(card)
        self.played[p].append(card)

    def _apply(self, action: Action) -> None:
        p = self.current_player
        self._play(p, int(action["card"]))
        self.emit(f"P{p} plays {action['card']}")
        self.turn += 1

    def _apply_joint(self, joint: JointAction) -> None:
        for seat, action in joint.choices:
            self._play(seat, int(action["card"]))
        self.emit("revealed: " + ", ".join(f"P{s} {a['card']}" for s, a in joint.choices))
        self.turn += self.game.num_players

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
        c = type(self).__new__(type(self))
        self._copy_core(c)
        c.hands = [list(h) for h in self.hands]
        c.played = [list(p) for p in self.played]
        c.deck, c.turn = list(self.deck), self.turn
        return c

    def observation(self, player: int | None) -> dict[str, Any]:
        return {
            "player": player,
            "hand": list(self.hands[player]) if player is not None else None,
            "played": [list(p) for p in self.played],
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "current_player": self.current_player,
        }

    def _determinize(self, player: int, rng: random.Random) -> ToyState:
        c = self.clone()
        unseen = sorted([card for i, h in enumerate(c.hands) if i != player for card in h] + c.deck)
        rng.shuffle(unseen)
        for i, h in enumerate(c.hands):
            if i != player:
                n = len(h)
                c.hands[i], unseen = sorted(unseen[:n]), unseen[n:]
        c.deck = unseen
        return c

    def _to_json(self) -> dict[str, Any]:
        # Fresh lists: a snapshot must not change as the game goes on (Table keeps its start).
        return {"game": self.game.name, "hands": [list(h) for h in self.hands],
                "played": [list(p) for p in self.played], "deck": list(self.deck), "turn": self.turn}

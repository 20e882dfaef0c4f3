"""Test-only one-shot simultaneous games: a matrix game and a hide-and-guess game.

Both are a single simultaneous node followed by the end. ``MatrixGame`` is zero-sum 2 x 2
with row payoffs (H,H) 1, (H,T) -0.2, (T,H) -0.2, (T,T) 0.2; its equilibrium plays H with
probability 0.25 for both seats. ``GuessGame``: seat 0 picks ``safe`` (worth -0.2 to it) or
hides ``A``/``B``; seat 1 guesses ``A``/``B`` and wins 1 from seat 0 on a right guess of a
hidden letter, loses 1 on a wrong one. Hiding at random is worth 0 > -0.2.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from meeple.core.actions import Action, JointAction
from meeple.core.game import Game
from meeple.core.state import SIMULTANEOUS, TERMINAL, State


class OneShotGame(Game):
    min_players = 2
    max_players = 2
    hidden_information = False
    choices: ClassVar[tuple[tuple[str, ...], tuple[str, ...]]]

    def provenance(self) -> dict[str, Any]:
        return {"rulebook": 0, "public-transcription": 0, "reconstructed": 0, "sources": [], "files": []}

    def new_initial_state(self, seed: int) -> OneShotState:
        return OneShotState(self, random.Random(seed))

    def _state_from_json(self, data: dict[str, Any]) -> OneShotState:
        state = OneShotState(self, random.Random(0))
        state.outcome = data.get("outcome")
        return state

    def payoff(self, joint: JointAction) -> float:
        raise NotImplementedError


class OneShotState(State):
    __slots__ = ("outcome",)

    def __init__(self, game: OneShotGame, rng: random.Random) -> None:
        self._init_core(game, rng)
        self.outcome: float | None = None

    @property
    def current_player(self) -> int:
        return TERMINAL if self.outcome is not None else SIMULTANEOUS

    @property
    def is_terminal(self) -> bool:
        return self.outcome is not None

    def legal_actions(self) -> list[Action]:
        return []

    def simultaneous_seats(self) -> frozenset[int]:
        return frozenset((0, 1))

    def _simultaneous_legal(self, seat: int) -> list[Action]:
        return [Action("pick", x=x) for x in self.game.choices[seat]]

    def _apply(self, action: Action) -> None:
        raise AssertionError("no sequential decision in a one-shot game")

    def _apply_joint(self, joint: JointAction) -> None:
        self.outcome = self.game.payoff(joint)
        self.emit(f"picks: {joint.text()}")

    def returns(self) -> list[float]:
        u = self.outcome or 0.0
        return [u, -u]

    def clone(self) -> OneShotState:
        c = type(self).__new__(type(self))
        self._copy_core(c)
        c.outcome = self.outcome
        return c

    def observation(self, player: int | None) -> dict[str, Any]:
        return {"outcome": self.outcome}

    def _determinize(self, player: int, rng: random.Random) -> OneShotState:
        return self.clone()

    def _to_json(self) -> dict[str, Any]:
        return {"outcome": self.outcome}


class MatrixGame(OneShotGame):
    name = "toy-matrix"
    title = "2 x 2 matrix game (test game)"
    choices = (("H", "T"), ("H", "T"))
    PAYOFF: ClassVar[dict[tuple[str, str], float]] = {
        ("H", "H"): 1.0, ("H", "T"): -0.2, ("T", "H"): -0.2, ("T", "T"): 0.2}

    def payoff(self, joint: JointAction) -> float:
        return self.PAYOFF[(str(joint[0]["x"]), str(joint[1]["x"]))]


class GuessGame(OneShotGame):
    name = "toy-guess"
    title = "Hide and guess (test game)"
    choices = (("safe", "A", "B"), ("A", "B"))

    def payoff(self, joint: JointAction) -> float:
        hidden, guess = joint[0]["x"], joint[1]["x"]
        if hidden == "safe":
            return -0.2
        return -1.0 if hidden == guess else 1.0

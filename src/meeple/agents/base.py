"""The Agent interface: given a seat's View and a sampler of its information set, choose.

An agent never sees the true State. It reads ``view`` (observation, legal actions, events)
and may draw determinizations with ``sampler(rng)``: full States consistent with all the
seat knows, which it may search freely.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar

from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.core.game import Game
from meeple.core.state import State
from meeple.core.table import Sampler
from meeple.core.view import View


class Agent(ABC):
    """Base class. ``spec`` is the string that built the agent (``"ismcts:iterations=500"``)."""

    name: ClassVar[str]

    def __init__(self, game: Game, seed: int | None = None, **options: object) -> None:
        if options:
            raise AgentSpecError(
                f"agent {self.name!r} takes no option(s) {', '.join(sorted(options))}; allowed options: seed"
            )
        self.game = game
        self.rng = random.Random(seed)
        self.spec = self.name

    @abstractmethod
    def step(self, view: View, sampler: Sampler) -> Action:
        """The chosen action for ``view.seat``: one of ``view.legal_actions``."""


class RandomAgent(Agent):
    """Uniformly random among the legal actions."""

    name = "random"

    def step(self, view: View, sampler: Sampler) -> Action:
        legal = view.legal_actions
        return legal[self.rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


class DeterminizedAgent(Agent):
    """An agent that decides on one determinization of its information set (the games'
    greedy policies): :meth:`choose` gets a State drawn from what the seat knows, never
    the true one, and the seat it decides for."""

    def step(self, view: View, sampler: Sampler) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.choose(sampler(self.rng), view.seat if view.seat is not None else -1, legal)

    @abstractmethod
    def choose(self, state: State, seat: int, legal: list[Action]) -> Action:
        """One of ``legal`` for ``seat``; ``state`` is a determinization (hidden parts sampled)."""

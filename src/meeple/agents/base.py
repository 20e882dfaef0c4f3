"""The Agent interface: given a state, choose an action for ``state.current_player``.

Agents must decide only from what the deciding player may know: ``state.observation(p)``
or a determinization ``state.determinize(p, rng)``; never from the true hidden state.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, ClassVar

from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.core.game import Game
from meeple.core.state import State


class Agent(ABC):
    """Base class. ``spec`` is the string that built the agent (``"ismcts:iterations=500"``)."""

    name: ClassVar[str]

    def __init__(self, game: Game, seed: int | None = None, **options: Any) -> None:
        if options:
            raise AgentSpecError(
                f"agent {self.name!r} takes no option(s) {', '.join(sorted(options))}; allowed options: seed"
            )
        self.game = game
        self.rng = random.Random(seed)
        self.spec = self.name

    @abstractmethod
    def step(self, state: State) -> Action:
        """The chosen action for ``state.current_player`` (one of ``state.legal_actions()``)."""

    def notify(self, state: State, action: Action) -> None:
        """Called after every applied action (for agents that keep memory). Default: nothing."""


class RandomAgent(Agent):
    """Uniformly random among the legal actions."""

    name = "random"

    def step(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())

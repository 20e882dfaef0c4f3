"""The Agent interface: given a seat's View and a sampler of its information set, choose.

An agent never sees the true State. It reads ``view`` (observation, legal actions, events)
and may draw determinizations with ``sampler(rng)``: full States consistent with all the
seat knows, which it may search freely.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.core.game import Game
from meeple.core.rng import LEHMER, MASK64, MASK128, SearchRandom, splitmix64
from meeple.core.state import State, rng_from_json, rng_to_json
from meeple.core.table import Sampler
from meeple.core.view import View


class Agent(ABC):
    """Base class. ``spec`` is the string that built the agent (``"ismcts:iterations=500"``)."""

    name: ClassVar[str]
    timed: ClassVar[bool] = True
    """Whether a driver times this agent's decisions (``PlayedGame.think_seconds``). An agent
    that answers in about a microsecond sets it False: two clock reads would cost more than
    its choice, and its think time would show as 0.000 s anyway."""

    def __init__(self, game: Game, seed: int | None = None, **options: object) -> None:
        if options:
            raise AgentSpecError(
                f"agent {self.name!r} takes no option(s) {', '.join(sorted(options))}; allowed options: seed"
            )
        self.game = game
        self._seed = seed
        self._rng: random.Random | None = None
        self.spec = self.name

    @property
    def rng(self) -> random.Random:
        """The agent's RNG (a :class:`SearchRandom`: its ``shuffle``, used by determinizations,
        is fast), seeded from its seed when first used (seeding a Mersenne Twister costs about
        9 us, which an agent that never draws from it should not pay)."""
        if self._rng is None:
            self._rng = SearchRandom(self._seed)
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value

    def random_state(self) -> Any:
        """The agent's random state as JSON (saved with a table, for an exact resume)."""
        return rng_to_json(self.rng)

    def set_random_state(self, data: Any) -> None:
        """Restore :meth:`random_state`. Raises :class:`~meeple.core.errors.RecordError`."""
        self.rng = rng_from_json(data, SearchRandom)

    @abstractmethod
    def step(self, view: View, sampler: Sampler) -> Action:
        """The chosen action for ``view.seat``: one of ``view.legal_actions``. ``sampler(rng)``
        draws a State from the seat's information set: a :class:`Sampler`, or the view itself
        (what the runner passes: ``view(rng)`` is its ``determinize``; the same draws and checks)."""


class RandomAgent(Agent):
    """Uniformly random among the legal actions.

    Draws from Lehmer's multiplicative generator on 128 bits (Lemire's ``lehmer64``: state
    times 0xda942042e4dd58b5 modulo 2^128, the high 64 bits as the output; it passes
    TestU01's BigCrush), an index in ``range(n)`` being ``(output * n) >> 64``. Its state
    starts from the seed mixed by SplitMix64 (so seeds 1, 2, 3 give unrelated streams) and
    must be odd. Free to seed, which matters when thousands of short games each seat new
    agents, and one multiplication a draw, which matters in random playouts, where the
    agent's draw is a fair part of a step.
    """

    name = "random"
    timed = False

    def __init__(self, game: Game, seed: int | None = None, **options: object) -> None:
        # Agent.__init__ called directly, without packing keywords: made anew for every game
        if options:
            Agent.__init__(self, game, seed, **options)  # refuses them
        Agent.__init__(self, game, seed)
        seed = (seed if seed is not None else random.getrandbits(64)) & MASK64
        self._x = (splitmix64(seed) << 64 | seed) | 1

    def step(self, view: View, sampler: Sampler) -> Action:
        legal = view.legal_actions
        n = len(legal)
        if n == 1:
            return legal[0]
        x = self._x = (self._x * LEHMER) & MASK128
        return legal[((x >> 64) * n) >> 64]

    def random_state(self) -> Any:
        return self._x

    def set_random_state(self, data: Any) -> None:
        if isinstance(data, bool) or not isinstance(data, int):
            from meeple.core.errors import RecordError

            raise RecordError(f"a random agent's saved state must be an integer, not {data!r}")
        self._x = (data & MASK128) | 1


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
    def choose(self, state: State, seat: int, legal: Sequence[Action]) -> Action:
        """One of ``legal`` (the view's tuple) for ``seat``; ``state`` is a determinization
        (hidden parts sampled)."""

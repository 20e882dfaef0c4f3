"""PettingZoo AEC environments for every registered meeple game.

::

    from meeple.adapters.pettingzoo import env

    e = env("lost-legacy", deck="vorpal-sword")
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are ``player_0`` .. ``player_<n-1>`` (seat i is ``player_i``). An observation is a
Dict: ``observation`` (the seat's observation tensor, float32, layout in docs/adapters.md) and
``action_mask`` (int8, 1 at the index of each legal action); the action space is
``Discrete(num_distinct_actions)`` (meeple.adapters.encoding). Every step goes through a
:class:`~meeple.core.table.Table`, which checks and records it.

A simultaneous node is served the AEC way: the acting seats are selected one after another
(lowest seat first); the Table holds each choice until all are in, so no seat's observation
shows another seat's pending choice. Rewards are the game's returns, given once at the end;
there is no truncation (every game ends). ``render_mode="ansi"`` renders a spectator's screen
(public information only).
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import meeple
from meeple.adapters.encoding import Encoding, EncodingError, encoding_for
from meeple.core.game import Game
from meeple.core.table import Table


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class MeepleAECEnv(AECEnv):
    """One meeple game as a PettingZoo AEC environment (see the module docstring)."""

    metadata = {"render_modes": ["ansi"], "name": "meeple_v0", "is_parallelizable": False}

    def __init__(self, game: Game, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not supported; use 'ansi' or None")
        self.game = game
        self.encoding: Encoding = encoding_for(game)
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"meeple_{game.name.replace('-', '_')}_v0"}
        self.possible_agents = [agent_name(s) for s in range(game.num_players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        n, size = self.encoding.num_distinct_actions, self.encoding.observation_size
        self.observation_spaces = {a: gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(-np.inf, np.inf, (size,), np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (n,), np.int8),
        }) for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(n) for a in self.possible_agents}
        self._seeds = random.Random()
        self.table: Table | None = None

    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        return self.observation_spaces[self._agent(agent)]

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        return self.action_spaces[self._agent(agent)]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. ``seed`` fixes the game's seed (and the seeds of the games the later
        ``reset()`` calls without a seed start); without one the game seed is drawn at random."""
        if seed is not None:
            self._seeds.seed(seed)
        self.table = Table(self.game, self._seeds.randrange(2**31), agents=["pettingzoo"] * self.game.num_players)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = agent_name(min(self.table.acting()))

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        table = self._table()
        view = table.view(self._seat[self._agent(agent)])
        return {"observation": self.encoding.observation_tensor(view),
                "action_mask": self.encoding.legal_actions_mask(view)}

    def step(self, action: int | None) -> None:
        """The selected agent plays action index ``action``. Raises :class:`EncodingError`
        for an index outside the space or not an integer, before ``reset()`` and once every
        agent is done, and :class:`~meeple.core.errors.IllegalActionError` for an action that
        is not legal now (the game is unchanged)."""
        table = self._table()
        if not self.agents:
            raise EncodingError("the game is over and every agent is done; call reset() for a new game")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise EncodingError(f"{agent} must act: give an action index (0 to {self.encoding.num_distinct_actions - 1})")
        seat = self._seat[agent]
        table.act(seat, self.encoding.action(action))
        self._cumulative_rewards[agent] = 0.0
        if table.is_terminal:
            returns = table.returns()
            self.rewards = {a: float(returns[s]) for a, s in self._seat.items()}
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = agent_name(min(table.acting()))
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode; pass render_mode='ansi'")
            return None
        return self._table().view(None).render()

    def close(self) -> None:
        pass

    def _agent(self, agent: str) -> str:
        if agent not in self._seat:
            raise EncodingError(f"unknown agent {agent!r}; this game's agents are {', '.join(self.possible_agents)}")
        return agent

    def _table(self) -> Table:
        if self.table is None:
            raise EncodingError("call reset() before using the environment")
        return self.table


def raw_env(game: str | Game, render_mode: str | None = None, **options: Any) -> MeepleAECEnv:
    """The environment without PettingZoo's order-enforcing wrapper."""
    loaded = game if isinstance(game, Game) else meeple.load(game, **options)
    return MeepleAECEnv(loaded, render_mode=render_mode)


def env(game: str | Game, render_mode: str | None = None, **options: Any) -> AECEnv:
    """The AEC environment of ``game`` (a registered name with its options, or a Game),
    wrapped as PettingZoo's own environments are (the order of calls is checked)."""
    return wrappers.OrderEnforcingWrapper(raw_env(game, render_mode=render_mode, **options))

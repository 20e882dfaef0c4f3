"""Play one game: a game, one agent spec per seat and a seed give a finished state and its record.

The runner asks the agent of ``state.current_player`` for an action, applies it (checked, so
a faulty agent is caught at once), then tells every agent what happened (``notify``). A step
cap stops a game that never ends and says so.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from meeple.agents.base import Agent
from meeple.agents.specs import make_agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError, IllegalActionError, MeepleError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.core.state import State

DEFAULT_MAX_STEPS = 20_000
"""Actions after which a game is abandoned as runaway (far above any real game's length)."""


class StepLimitError(MeepleError):
    """A game that did not end within the step cap. ``record`` holds the game so far."""

    def __init__(self, message: str, record: GameRecord | None = None) -> None:
        super().__init__(message)
        self.record = record


def split_agent_specs(text: str) -> list[str]:
    """Split a comma-separated list of agent specs, keeping each spec's own options together.

    ``"ismcts:iterations=200,c=1.4,greedy"`` -> ``["ismcts:iterations=200,c=1.4", "greedy"]``:
    a piece of the form ``key=value`` (no ``:``) continues the spec before it.
    Raises :class:`AgentSpecError` for an empty list or an option with no spec before it.
    """
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            raise AgentSpecError(f"empty agent spec in {text!r}; expected e.g. 'human,ismcts' or 'random,greedy'")
        if "=" in piece and ":" not in piece:
            if not specs:
                raise AgentSpecError(f"agent option {piece!r} in {text!r} comes before any agent name")
            specs[-1] += "," + piece
        else:
            specs.append(piece)
    if not specs:
        raise AgentSpecError("no agent specs given; expected e.g. 'human,ismcts'")
    return specs


def agent_seeds(seed: int, count: int) -> list[int]:
    """Seeds for the agents of a game played with ``seed``: reproducible, independent of the game's RNG."""
    rng = random.Random(f"agents-{seed}")
    return [rng.getrandbits(63) for _ in range(count)]


def make_agents(game: Game, specs: list[str], seed: int) -> list[Agent]:
    """One agent per seat, seeded from the game seed. Raises :class:`AgentSpecError`."""
    return [make_agent(spec, game, seed=s) for spec, s in zip(specs, agent_seeds(seed, len(specs)), strict=True)]


@dataclass
class PlayedGame:
    """A finished game: final ``state``, its ``record``, wall-clock ``seconds``, the
    seconds each seat's agent spent choosing its actions (``think_seconds``) and the seat
    that made the game's first decision (``first_player``; games may draw the starter)."""

    state: State
    record: GameRecord
    seconds: float
    think_seconds: list[float]
    first_player: int = 0


ActionHook = Callable[[State, int, Action], None]
"""Called after each applied action with (state after it, player who chose it, action)."""


def play_game(
    game: Game,
    specs: list[str],
    seed: int,
    *,
    agents: list[Agent] | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    before_step: Callable[[State, int, Agent], None] | None = None,
    after_action: ActionHook | None = None,
) -> PlayedGame:
    """Play one game of ``game`` from ``game.new_initial_state(seed)`` to the end.

    ``specs``: one agent spec per seat (seat order). ``agents``: prebuilt agents for those
    specs (default: built by :func:`make_agents`). Raises :class:`AgentSpecError` for a wrong
    number of specs or an agent that chooses an illegal action, and :class:`StepLimitError`
    when the game has not ended after ``max_steps`` actions.
    """
    if len(specs) != game.num_players:
        raise AgentSpecError(
            f"{game.name} is set up for {game.num_players} players but {len(specs)} agents were given"
        )
    if agents is None:
        agents = make_agents(game, specs, seed)
    start = time.perf_counter()
    state = game.new_initial_state(seed)
    first_player = max(state.current_player, 0)
    think = [0.0] * game.num_players
    steps = 0
    while not state.is_terminal:
        if steps >= max_steps:
            record = GameRecord.from_state(state, seed, specs, time.perf_counter() - start)
            raise StepLimitError(
                f"{game.name} (seed {seed}, agents {', '.join(specs)}) did not end after {max_steps} actions; "
                f"the game was abandoned (raise the cap with --max-steps if the game is really this long)",
                record,
            )
        player = state.current_player
        agent = agents[player]
        if before_step is not None:
            before_step(state, player, agent)
        t0 = time.perf_counter()
        action = agent.step(state)
        think[player] += time.perf_counter() - t0
        try:
            state.apply(action)
        except IllegalActionError as err:
            raise AgentSpecError(f"agent {agent.spec!r} (player {player}) chose an illegal action: {err}") from None
        for a in agents:
            a.notify(state, action)
        if after_action is not None:
            after_action(state, player, action)
        steps += 1
    seconds = time.perf_counter() - start
    return PlayedGame(state, GameRecord.from_state(state, seed, list(specs), seconds), seconds, think, first_player)

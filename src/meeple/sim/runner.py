"""Play one game: a game, one agent spec per seat and a seed give a finished table and its record.

The runner seats one agent per seat at a :class:`~meeple.core.table.Table` and asks each
acting seat's agent for an action, with that seat's View and sampler only; the Table checks
and applies it, so a faulty agent is caught at once. A step cap stops a game that never ends
and says so.

A driver that saves a table for a later resume first stores the agents' RNG states in it
(:func:`keep_agent_states`); :func:`play_game` puts them back, so a resumed game with the same
agents continues exactly as the uninterrupted game would have (a ``time`` budget aside).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from meeple.agents.base import Agent
from meeple.agents.human import TakeBack
from meeple.agents.specs import make_agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError, IllegalActionError, MeepleError, RecordError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.core.rng import MASK64, splitmix64
from meeple.core.table import Table
from meeple.core.view import make_view

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
    """Seeds for the agents of a game played with ``seed``: reproducible, independent of the
    game's RNG (the first ``count`` outputs of a SplitMix64 stream started from the game seed,
    63 bits each: well mixed, and no RNG to seed per game)."""
    x = (seed ^ 0x6D65_6570_6C65) & MASK64  # "meeple": agent streams differ from the game's
    out = []
    for _ in range(count):
        out.append(splitmix64(x) >> 1)
        x += 0x9E37_79B9_7F4A_7C15
    return out


def keep_agent_states(table: Table, agents: list[Agent]) -> None:
    """Store the agents' RNG states in ``table`` (saved with it) before saving it."""
    table.agents_state = [{"spec": a.spec, "rng": a.random_state()} for a in agents]


def _restore_agent_states(table: Table, agents: list[Agent]) -> None:
    """Give the agents the RNG states saved with ``table`` when the same specs sit again."""
    saved = table.agents_state
    if not isinstance(saved, list) or len(saved) != len(agents):
        return
    for agent, entry in zip(agents, saved, strict=True):
        if isinstance(entry, dict) and entry.get("spec") == agent.spec:
            try:
                agent.set_random_state(entry.get("rng"))
            except RecordError:
                continue  # a damaged state only costs exactness, not the game


def make_agents(game: Game, specs: list[str], seed: int) -> list[Agent]:
    """One agent per seat, seeded from the game seed. Raises :class:`AgentSpecError`."""
    agents = []  # a plain loop: cheaper than a comprehension for a few agents, made every game
    for spec, agent_seed in zip(specs, agent_seeds(seed, len(specs))):
        agents.append(make_agent(spec, game, agent_seed))
    return agents


@dataclass
class PlayedGame:
    """A finished game: its ``table``, wall-clock ``seconds``, the seconds each seat's agent
    spent choosing its actions (``think_seconds``; 0 for an agent that is not ``timed``),
    the seat that made the game's first decision (``first_player``; games may draw the
    starter), and its ``record`` (built when first read: a tournament worker needs only the
    returns and the action texts)."""

    table: Table
    seconds: float
    think_seconds: list[float]
    first_player: int = 0

    @cached_property
    def record(self) -> GameRecord:
        return self.table.record(self.seconds)


ActionHook = Callable[[Table, int, Action | None], None]
"""Called after each accepted action with (table, seat that chose it, action); after a
take-back (a human's ``u``) with the action None."""


def play_game(
    game: Game,
    specs: list[str],
    seed: int,
    *,
    agents: list[Agent] | None = None,
    table: Table | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    before_step: Callable[[Table, int, Agent], None] | None = None,
    after_action: ActionHook | None = None,
) -> PlayedGame:
    """Play one game of ``game`` to the end through a :class:`Table` (the one driver loop).

    ``specs``: one agent spec per seat (seat order). ``agents``: prebuilt agents for those
    specs (default: built by :func:`make_agents`). ``table``: a table to continue (a resumed
    game; its own seed is the game's); default a new one from ``seed``. Hooks:
    ``before_step(table, seat, agent)`` before an agent is asked, ``after_action(table, seat,
    action)`` after the table accepted its action. Each acting seat's agent gets its View and a
    sampler of its information set; at a simultaneous node every acting seat chooses before
    any choice is applied. Raises :class:`AgentSpecError` for a wrong number of specs or an
    agent that chooses an illegal action, and :class:`StepLimitError` when the game has not
    ended after ``max_steps`` actions.
    """
    if len(specs) != game.num_players:
        raise AgentSpecError(
            f"{game.name} is set up for {game.num_players} players but {len(specs)} agents were given"
        )
    perf = time.perf_counter
    start = perf()
    if table is None:
        table = Table(game, seed, agents=specs)  # the table keeps its own copy of the specs
    seed = table.seed
    if agents is None:
        agents = make_agents(game, specs, seed)
    if table.agents_state is not None:
        _restore_agent_states(table, agents)
    acting = table.acting()
    first_player = min(acting) if acting else 0
    think = [0.0] * len(specs)
    steps = 0
    # The loop runs once per action: bound methods, and each agent's optional take-back
    # offer, are looked up once (in one loop: a list comprehension makes a function). Seats
    # come from the table (``act`` answers who acts next), so a view is made directly
    # (Table.view only adds the check that the seat exists), and the view is the sampler
    # (called, it draws as ``table.sampler(seat)`` does).
    act = table.act
    offers = []
    timed = []  # an untimed agent's think time stays 0
    for agent in agents:
        offers.append(getattr(agent, "offer_undo", None))
        timed.append(agent.timed)
    while acting:  # empty at the end
        if steps >= max_steps:
            raise StepLimitError(
                f"{game.name} (seed {seed}, agents {', '.join(specs)}) did not end after {max_steps} actions; "
                f"the game was abandoned (raise the cap with --max-steps if the game is really this long)",
                table.record(perf() - start),
            )
        for seat in acting if len(acting) == 1 else sorted(acting):
            agent = agents[seat]
            if before_step is not None:
                before_step(table, seat, agent)
            offer = offers[seat]
            if offer is not None:  # a person may take back a choice that revealed nothing
                offer(lambda seat=seat: table.undo_refusal(seat))
            t0 = perf() if timed[seat] else 0.0
            try:
                view = make_view(table, seat)
                action = agent.step(view, view)
            except TakeBack:
                table.undo(seat)
                if after_action is not None:
                    after_action(table, seat, None)
                acting = table.acting()
                break  # ask the acting seats again, at the earlier position
            if t0:
                think[seat] += perf() - t0
            try:
                acting = act(seat, action)
            except IllegalActionError as err:
                raise AgentSpecError(f"agent {agent.spec!r} (P{seat + 1}) chose an illegal action: {err}") from None
            if after_action is not None:
                after_action(table, seat, action)
            steps += 1
    seconds = perf() - start
    return PlayedGame(table, seconds, think, first_player)

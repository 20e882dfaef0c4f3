"""Many games between the same agents, in parallel processes, with a statistical summary.

Seats rotate: game ``i`` seats the agent list rotated by ``i mod n`` places, so over any
``n`` consecutive games every agent plays every seat once. Each game's seed is drawn from
the master seed, so a tournament replays exactly whatever ``jobs`` is.
"""

from __future__ import annotations

import itertools
import os
import random
import signal
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from statistics import fmean
from typing import Any

from meeple.agents.specs import parse_spec
from meeple.core.errors import AgentSpecError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.sim.runner import DEFAULT_MAX_STEPS, StepLimitError, make_agents, play_game
from meeple.sim.stats import wilson_interval


def game_seeds(master_seed: int, games: int) -> list[int]:
    """The seed of each game of a tournament (31-bit, short enough to type), drawn from ``master_seed``."""
    rng = random.Random(master_seed)
    return [rng.getrandbits(31) for _ in range(games)]


def seating(index: int, players: int) -> list[int]:
    """Entrant index in each seat for game ``index``: the entrant list rotated by ``index mod players``."""
    shift = index % players
    return [(seat + shift) % players for seat in range(players)]


def entrant_labels(specs: list[str]) -> list[str]:
    """Distinct labels for the entrants: the spec, with ``#k`` added when a spec repeats."""
    return [f"{s}#{specs[: i + 1].count(s)}" if specs.count(s) > 1 else s for i, s in enumerate(specs)]


@dataclass(frozen=True)
class GameTask:
    """What a worker process needs to play one game (picklable)."""

    index: int
    game_cls: type[Game]
    options: dict[str, Any]
    seats: tuple[int, ...]
    specs: tuple[str, ...]
    seed: int
    max_steps: int


@dataclass
class GameRow:
    """One played game. ``seats[s]`` is the entrant in seat ``s``; ``returns`` is in seat order,
    None when the game hit the step cap (``error`` says so)."""

    index: int
    seed: int
    seats: list[int]
    agents: list[str]
    returns: list[float] | None
    length: int
    seconds: float
    think_seconds: list[float]
    actions: list[str]
    error: str | None = None
    first_player: int = 0

    def record(self, game: Game) -> GameRecord:
        return GameRecord(
            game=game.name, rules_version=game.rules_version, options=game.options_json(), seed=self.seed,
            agents=self.agents, actions=self.actions, returns=self.returns, length=self.length,
            seconds=self.seconds, secret=game.hidden_information,
        )


_GAMES: dict[tuple[type[Game], str], Game] = {}


def _ignore_interrupts() -> None:
    """Worker initializer: Ctrl-C is handled by the parent process alone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def play_task(task: GameTask) -> GameRow:
    """Play one tournament game (the worker function; top level so that it pickles)."""
    key = (task.game_cls, repr(sorted(task.options.items())))
    game = _GAMES.get(key)
    if game is None:
        game = _GAMES[key] = task.game_cls(**task.options)
    specs = [task.specs[e] for e in task.seats]
    try:
        played = play_game(game, specs, task.seed, max_steps=task.max_steps)
    except StepLimitError as err:
        rec = err.record
        return GameRow(task.index, task.seed, list(task.seats), specs, None, rec.length if rec else task.max_steps,
                       (rec.seconds or 0.0) if rec else 0.0, [0.0] * len(specs), rec.actions if rec else [], str(err))
    table = played.table
    actions = [a.text() for a in table.actions]
    return GameRow(task.index, task.seed, list(task.seats), specs, table.returns(), len(actions), played.seconds,
                   played.think_seconds, actions, first_player=played.first_player)


@dataclass
class Rate:
    """A proportion with its 95% Wilson interval."""

    successes: int
    trials: int
    rate: float
    low: float
    high: float

    @classmethod
    def of(cls, successes: int, trials: int) -> Rate:
        low, high = wilson_interval(successes, trials)
        return cls(successes, trials, successes / trials if trials else 0.0, low, high)


@dataclass
class AgentSummary:
    """Results of one entrant over the finished games. Seconds are its own thinking time per game."""

    label: str
    spec: str
    games: int
    wins: int
    losses: int
    draws: int
    win_rate: Rate
    mean_length: float
    mean_think_seconds: float


@dataclass
class TournamentResult:
    """Summary of a tournament plus its per-game rows."""

    game: str
    options: dict[str, Any]
    specs: list[str]
    seed: int
    cooperative: bool
    agents: list[AgentSummary]
    first_seat: Rate
    team: Rate | None
    mean_length: float
    mean_seconds: float
    capped: int
    rows: list[GameRow] = field(repr=False)
    interrupted: bool = False
    """The run was stopped (Ctrl-C) before all games were played: the summary is of the
    games that finished."""

    def summary_json(self) -> dict[str, Any]:
        """The summary without the per-game rows (JSON-serialisable)."""
        data = asdict(self)
        del data["rows"]
        data["games"] = len(self.rows)
        return data

    def to_json(self) -> dict[str, Any]:
        """Summary plus one row per game (JSON-serialisable)."""
        data = self.summary_json()
        data["rows"] = [asdict(r) for r in self.rows]
        return data

    def records(self, game: Game) -> list[GameRecord]:
        """The games as records (``game``: the tournament's game, for its rules version)."""
        return [r.record(game) for r in self.rows]


def summarize(game: Game, specs: list[str], seed: int, rows: list[GameRow],
              interrupted: bool = False) -> TournamentResult:
    """Per-entrant wins/losses/draws with Wilson intervals, first-player and team win rates.

    The first player is the seat that made the game's first decision (some games draw it).

    A win is a return > 0, a loss < 0, a draw 0. Games that hit the step cap are counted
    in ``capped`` and left out of every rate.
    """
    finished = [r for r in rows if r.returns is not None]
    labels = entrant_labels(specs)
    agents = []
    for entrant, (label, spec) in enumerate(zip(labels, specs, strict=True)):
        results = []  # (return, length, think seconds) for this entrant in each finished game
        for r in finished:
            seat = r.seats.index(entrant)
            results.append((r.returns[seat], r.length, r.think_seconds[seat]))
        wins = sum(1 for v, _, _ in results if v > 0)
        losses = sum(1 for v, _, _ in results if v < 0)
        agents.append(AgentSummary(
            label=label, spec=spec, games=len(results), wins=wins, losses=losses,
            draws=len(results) - wins - losses, win_rate=Rate.of(wins, len(results)),
            mean_length=fmean(n for _, n, _ in results) if results else 0.0,
            mean_think_seconds=fmean(t for _, _, t in results) if results else 0.0,
        ))
    first = Rate.of(sum(1 for r in finished if r.returns[r.first_player] > 0), len(finished))
    team = Rate.of(sum(1 for r in finished if all(v > 0 for v in r.returns)), len(finished)) \
        if game.cooperative else None
    return TournamentResult(
        game=game.name, options=game.options_json(), specs=list(specs), seed=seed,
        cooperative=game.cooperative, agents=agents, first_seat=first, team=team,
        mean_length=fmean(r.length for r in finished) if finished else 0.0,
        mean_seconds=fmean(r.seconds for r in finished) if finished else 0.0,
        capped=len(rows) - len(finished), rows=sorted(rows, key=lambda r: r.index), interrupted=interrupted,
    )


def effective_jobs(jobs: int, games: int) -> int:
    """Worker processes worth starting: no more than the games to play and the cores."""
    return max(1, min(jobs, games, available_cores()))


def available_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def run_tournament(
    game: Game,
    specs: list[str],
    games: int,
    *,
    seed: int = 0,
    jobs: int = 1,
    max_steps: int = DEFAULT_MAX_STEPS,
    on_row: Callable[[GameRow], None] | None = None,
    on_tick: Callable[[], None] | None = None,
    tick_seconds: float = 0.25,
) -> TournamentResult:
    """Play ``games`` games of ``game`` between the ``specs`` (one per seat), rotating seats.

    ``jobs`` > 1 plays them in that many worker processes (at most one per game and per
    core, see :func:`effective_jobs`). ``on_row`` is called in this process after each game
    (for progress and storing), ``on_tick`` about every ``tick_seconds`` while games run
    (a clock, and a deadline for batched commits). Ctrl-C stops the run and returns the
    summary of the games that finished (``interrupted``). Raises :class:`AgentSpecError` before any game
    when a spec is bad or the count does not match the players, and re-raises any
    :class:`MeepleError` a game raises.
    """
    if len(specs) != game.num_players:
        raise AgentSpecError(f"{game.name} is set up for {game.num_players} players but {len(specs)} agents were given")
    if any(parse_spec(s)[0] == "human" for s in specs):
        raise AgentSpecError("a simulation plays bots only; use 'meeple play' for games with a human")
    make_agents(game, specs, seed)  # fail fast on a bad spec, before any process starts
    options, cls, entrants = game.options_json(), type(game), tuple(specs)
    tasks = [GameTask(i, cls, options, tuple(seating(i, len(specs))), entrants, s, max_steps)
             for i, s in enumerate(game_seeds(seed, games))]
    rows: list[GameRow] = []

    def collect(row: GameRow) -> None:
        rows.append(row)
        if on_row is not None:
            on_row(row)

    jobs = effective_jobs(jobs, games)
    try:
        if jobs <= 1:
            stop = threading.Event()
            ticker = None
            if on_tick is not None:  # no worker processes here, so a thread is safe
                def tick() -> None:
                    while not stop.wait(tick_seconds):
                        on_tick()
                ticker = threading.Thread(target=tick, name="meeple-tick", daemon=True)
                ticker.start()
            try:
                for task in tasks:
                    collect(play_task(task))
            finally:
                stop.set()
                if ticker is not None:
                    ticker.join()
        else:
            _run_pool(tasks, jobs, collect, on_tick, tick_seconds)
    except KeyboardInterrupt:
        return summarize(game, specs, seed, rows, interrupted=True)
    return summarize(game, specs, seed, rows)


def _run_pool(tasks: list[GameTask], jobs: int, collect: Callable[[GameRow], None],
              on_tick: Callable[[], None] | None, tick_seconds: float) -> None:
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts)
    try:
        queue = iter(tasks)
        window = jobs * 16  # a bounded number of games in flight: a long run starts at once
        pending = {pool.submit(play_task, t) for t in itertools.islice(queue, window)}
        while pending:
            done, pending = wait(pending, timeout=tick_seconds if on_tick else None, return_when=FIRST_COMPLETED)
            pending |= {pool.submit(play_task, t) for t in itertools.islice(queue, len(done))}
            for fut in done:
                if fut.exception() is not None:
                    raise fut.exception()
                collect(fut.result())
            if on_tick is not None:
                on_tick()
    except BaseException:
        # Ctrl-C or a failed game: drop the queued games, let running ones finish on their own.
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()

"""Many games between the same agents, on a backend (this process, a process pool or Ray),
with a statistical summary.

Seats rotate: game ``i`` seats the agent list rotated by ``i mod n`` places, so over any
``n`` consecutive games every agent plays every seat once. Each game's seed is drawn from
the master seed, so a tournament replays exactly whatever the backend or ``jobs`` is.
"""

from __future__ import annotations

import random
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from statistics import fmean
from typing import Any

from meeple.agents.specs import parse_spec
from meeple.core.errors import AgentSpecError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.sim.backends import Backend, PoolBackend, available_cores, effective_jobs
from meeple.sim.runner import DEFAULT_MAX_STEPS, make_agents
from meeple.sim.stats import wilson_interval
from meeple.sim.tasks import GameRow, GameTask, share_game

__all__ = ["GameRow", "GameTask", "TournamentResult", "available_cores", "effective_jobs", "run_tournament"]


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
    backend: Backend | None = None,
    on_started: Callable[[], None] | None = None,
) -> TournamentResult:
    """Play ``games`` games of ``game`` between the ``specs`` (one per seat), rotating seats.

    ``backend`` plays the games (:mod:`meeple.sim.backends`; left open for the caller to
    reuse); without one, ``jobs`` > 1 plays them in a process pool of that many workers (at
    most one per game and per core, see :func:`effective_jobs`), closed at the end.
    ``on_row`` is called in this process after each game (for progress and storing),
    ``on_tick`` about every ``tick_seconds`` while games run (a clock, and a deadline for
    batched commits), ``on_started`` once as the first games are under way, before any
    ``on_row`` (to open the store while they play; see :meth:`Backend.run`). Ctrl-C stops
    the run and returns the summary of the games that finished (``interrupted``). Raises :class:`AgentSpecError` before any game when a spec is
    bad or the count does not match the players, and re-raises any :class:`MeepleError` a
    game raises.
    """
    if len(specs) != game.num_players:
        raise AgentSpecError(f"{game.name} is set up for {game.num_players} players but {len(specs)} agents were given")
    if any(parse_spec(s)[0] == "human" for s in specs):
        raise AgentSpecError("a simulation plays bots only; use 'meeple play' for games with a human")
    make_agents(game, specs, seed)  # fail fast on a bad spec, before any process starts
    share_game(game)  # workers forked from here on play with this game, made once
    options, cls, entrants = game.options_json(), type(game), tuple(specs)
    seatings = [tuple(seating(i, len(specs))) for i in range(len(specs))]  # game i sits as i mod players
    tasks = [GameTask(i, cls, options, seatings[i % len(specs)], entrants, s, max_steps)
             for i, s in enumerate(game_seeds(seed, games))]
    rows: list[GameRow] = []
    own = backend is None
    if backend is None:
        backend = PoolBackend(jobs)
    try:
        with _whole_rows() as between_rows:
            def collect(row: GameRow) -> None:
                with between_rows():
                    rows.append(row)
                    if on_row is not None:
                        on_row(row)

            backend.run(tasks, collect, on_tick, tick_seconds, on_started)
    except KeyboardInterrupt:
        return summarize(game, specs, seed, rows, interrupted=True)
    finally:
        if own:
            backend.close()
    return summarize(game, specs, seed, rows)


@contextmanager
def _whole_rows() -> Iterator[Callable[[], Any]]:
    """Ctrl-C lands between finished games, never inside one's collection: a game is then in
    both the summary and the store (``on_row``) or in neither. Yields a context manager for
    one row's collection; a Ctrl-C during it is raised as soon as the row is complete. Only
    Python's own Ctrl-C handler in the main thread is replaced (restored at the end)."""
    busy = interrupted = False

    @contextmanager
    def between_rows() -> Iterator[None]:
        nonlocal busy
        busy = True
        try:
            yield
        finally:
            busy = False
        if interrupted:
            raise KeyboardInterrupt

    def on_sigint(signum: int, frame: Any) -> None:
        nonlocal interrupted
        interrupted = True
        if not busy:
            raise KeyboardInterrupt

    replace = (threading.current_thread() is threading.main_thread()
               and signal.getsignal(signal.SIGINT) is signal.default_int_handler)
    if replace:
        signal.signal(signal.SIGINT, on_sigint)
    try:
        yield between_rows
    finally:
        if replace:
            signal.signal(signal.SIGINT, signal.default_int_handler)

"""A grid of simulations: one tournament per cell of game options (a boss, a player count, a
pair of armies), the same agents and master seed in each, on one backend.

Each cell is exactly the ``meeple simulate`` run that :meth:`Cell.command` prints (same options,
agents, game count and seed give the same games), so any cell of a report or a calibration can
be re-run, or extended, on its own. The balance report (``meeple report``) and the games'
calibrations (``docs/ni_no_kuni_calibration.md``) run their grids through :func:`run_grid`; the
results are read back from ``simulate --out`` files by :func:`read_result`.
"""

from __future__ import annotations

import itertools
import json
import shlex
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meeple.core.errors import AgentSpecError, RecordError
from meeple.core.registry import load
from meeple.sim.backends import Backend, PoolBackend
from meeple.sim.runner import DEFAULT_MAX_STEPS
from meeple.sim.tasks import GameRow
from meeple.sim.tournament import TournamentResult, run_tournament, summarize


@dataclass(frozen=True)
class Cell:
    """One simulation of a grid: the game's ``options`` (``players`` among them) and the agent
    ``specs``, one per seat (seats rotate from game to game, as in every tournament)."""

    options: Mapping[str, Any]
    specs: tuple[str, ...]

    @property
    def players(self) -> int:
        return len(self.specs)

    def label(self) -> str:
        """``boss=doloran players=3``: the options that make this cell, players last."""
        parts = [f"{k}={_cli_value(v)}" for k, v in self.options.items() if k != "players"]
        return " ".join([*parts, f"players={self.players}"])

    def command(self, game: str, games: int, seed: int) -> str:
        """The ``meeple simulate`` command that plays this cell's games."""
        words = ["meeple", "simulate", game, "--players", ",".join(self.specs)]
        for key, value in self.options.items():
            if key == "players":
                continue
            flag = "--" + key.replace("_", "-")
            if isinstance(value, bool):
                words.append(flag if value else "--no-" + flag[2:])
            else:
                words += [flag, _cli_value(value)]
        words += ["--games", str(games), "--seed", str(seed)]
        return shlex.join(words)


def _cli_value(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ",".join(map(str, value))
    return str(value)


def seat_specs(agents: Sequence[str], players: int) -> tuple[str, ...]:
    """The agent list repeated in turn to fill ``players`` seats (``greedy,random`` at three
    players: ``greedy, random, greedy``). Raises :class:`AgentSpecError` for an empty list."""
    if not agents:
        raise AgentSpecError("no agents given; expected e.g. --players greedy or --players greedy,random")
    return tuple(itertools.islice(itertools.cycle(agents), players))


def product_cells(axes: Mapping[str, Sequence[Any]], agents: Sequence[str],
                  fixed: Mapping[str, Any] | None = None) -> list[Cell]:
    """Every combination of the ``axes`` (option name to its values; ``players`` for the player
    counts, default 2), with the ``fixed`` options in every cell, in the axes' order."""
    fixed = dict(fixed or {})
    names = list(axes)
    cells = []
    for values in itertools.product(*(axes[n] for n in names)):
        options = {**fixed, **dict(zip(names, values, strict=True))}
        players = int(options.pop("players", 2))
        cells.append(Cell({**options, "players": players}, seat_specs(agents, players)))
    return cells


@dataclass
class GridResult:
    """The finished (or interrupted) grid: one tournament result per cell played, in the
    order of the cells."""

    game: str
    games: int
    seed: int
    cells: list[Cell]
    results: list[TournamentResult] = field(default_factory=list)

    @property
    def interrupted(self) -> bool:
        return bool(self.results) and self.results[-1].interrupted


def run_grid(
    game: str,
    cells: Iterable[Cell],
    games: int,
    *,
    seed: int = 0,
    backend: Backend | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    on_cell: Callable[[Cell], None] | None = None,
    on_row: Callable[[Cell, GameRow], None] | None = None,
    on_tick: Callable[[], None] | None = None,
) -> GridResult:
    """Play ``games`` games in each cell of ``game`` with master seed ``seed`` on ``backend``
    (default: this process; left open for the caller). ``on_cell(cell)`` before a cell's games,
    ``on_row(cell, row)`` as each finishes, ``on_tick()`` while they run. All cells are checked
    (options, agents) before any game is played: a bad one raises its :class:`MeepleError`.
    A Ctrl-C ends the grid after the interrupted cell (:attr:`GridResult.interrupted`)."""
    cells = list(cells)
    loaded = [load(game, **cell.options) for cell in cells]
    grid = GridResult(game, games, seed, cells)
    own = backend is None
    runner = backend if backend is not None else PoolBackend(1)
    try:
        for cell, g in zip(cells, loaded, strict=True):
            if on_cell is not None:
                on_cell(cell)
            row_hook = None if on_row is None else (lambda row, cell=cell: on_row(cell, row))
            result = run_tournament(g, list(cell.specs), games, seed=seed, max_steps=max_steps,
                                    on_row=row_hook, on_tick=on_tick, backend=runner)
            grid.results.append(result)
            if result.interrupted:
                break
    finally:
        if own:
            runner.close()
    return grid


def read_result(path: Path) -> TournamentResult:
    """A tournament result from a ``meeple simulate --out`` file (or a report's ``results/``
    file): its rows, summarised again by this meeple. Raises :class:`RecordError` for a file
    that is not one, and the game's errors for options this meeple does not accept."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise RecordError(f"{path}: cannot read simulation results ({err})") from None
    try:
        options = {k: v for k, v in data["options"].items() if k != "players"}
        game = load(data["game"], players=len(data["specs"]), **options)
        fields = set(GameRow.__dataclass_fields__)
        rows = [GameRow(**{k: v for k, v in row.items() if k in fields}) for row in data["rows"]]
        return summarize(game, list(data["specs"]), int(data["seed"]), rows, bool(data.get("interrupted")))
    except (KeyError, TypeError, AttributeError) as err:
        raise RecordError(f"{path}: not a 'meeple simulate --out' results file (missing or bad {err})") from None


def write_result(result: TournamentResult, path: Path) -> None:
    """Write ``result`` as ``meeple simulate --out`` does (summary and rows)."""
    try:
        path.write_text(json.dumps(result.to_json(), indent=1), encoding="utf-8")
    except OSError as err:
        raise RecordError(f"{path}: cannot write the results ({err.strerror})") from None

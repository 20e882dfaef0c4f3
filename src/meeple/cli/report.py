"""``meeple report``: a balance report of one game (HTML with its plots beside it, and JSON),
from a grid of simulations played here or from ``meeple simulate --out`` files. Registered as a
command by ``meeple.cli.app``; the report itself is :mod:`meeple.sim.report`."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.console import Console
from rich.markup import escape

from meeple.cli.game_options import check_options, parse_option_args
from meeple.cli.progress import game_progress
from meeple.core.errors import OptionError, RecordError
from meeple.core.registry import game_class, load
from meeple.sim.backends import BACKENDS, Backend, make_backend
from meeple.sim.runner import DEFAULT_MAX_STEPS, split_agent_specs
from meeple.sim.store import BatchWriter, GameStore
from meeple.sim.tournament import TournamentResult

if TYPE_CHECKING:  # the grid and the report are imported when a report is made, not at every start-up
    from meeple.sim.grid import Cell, GridResult
    from meeple.sim.report import ReportInfo

console = Console(highlight=False)

DEFAULT_AGENTS = "greedy"
DEFAULT_GAMES = 100

SIMULATION_OPTIONS = ("players", "games", "counts", "seed", "jobs", "backend", "address", "max_steps", "no_store", "db")
"""The options that play games; refused with --results (nothing is played then)."""


def report(
    ctx: typer.Context,
    game: str = typer.Argument(..., help="Game name (see 'meeple games')."),
    out: Path = typer.Option(..., "--out", help="Folder for report.html, its plots (PNG), report.json and "
                                                "results/ (created)."),
    players: str = typer.Option(
        DEFAULT_AGENTS, "--players", "-p",
        help="Agent specs, comma-separated, repeated in turn to fill each cell's seats (seats rotate from game "
             f"to game). Default {DEFAULT_AGENTS}: the game's own strong, quick agent in every seat."),
    games: int = typer.Option(DEFAULT_GAMES, "--games", "-n", min=1, help="Games per cell of the grid."),
    counts: str | None = typer.Option(
        None, "--counts", help="Player counts to play, comma-separated (default: the game's balance question's, "
                               "e.g. 1,2,3,4 for Ni no Kuni II)."),
    seed: int | None = typer.Option(
        None, "--seed", min=0, max=2**63 - 1,
        help="Master seed of every cell (default: a new one, printed and written in the report)."),
    jobs: int = typer.Option(1, "--jobs", "-j", min=1, help="Worker processes (or Ray CPUs)."),
    backend: str = typer.Option("pool", "--backend", help=f"Where the games run: {' or '.join(BACKENDS)}."),
    address: str | None = typer.Option(None, "--address", help="With --backend ray: the Ray cluster to join."),
    max_steps: int = typer.Option(DEFAULT_MAX_STEPS, "--max-steps", min=1, help="Abandon a game after this many actions."),
    results: list[Path] = typer.Option(
        [], "--results", help="Draw the report from these 'meeple simulate --out' files (or folders of *.json) "
                              "instead of playing (repeatable)."),
    db: Path | None = typer.Option(None, "--db", help="Game database (default: $MEEPLE_DB or the user data dir)."),
    no_store: bool = typer.Option(False, "--no-store", help="Do not keep the games in the database."),
    option: list[str] = typer.Option([], "--option", "-o", help="A game option as name=value (repeatable)."),
) -> None:
    """Write a balance report: win rates per agent and per seat with 95% intervals, the first
    player's advantage, game lengths and the game's own question (armies, decks, bosses,
    seats, heroes), as report.html with PNG plots in --out.

    Game options (--boss doloran, --deck the-starship, ...) fix that option in every cell,
    which drops it from the grid. Each cell is one 'meeple simulate' run, printed in the report.
    """
    from meeple.sim import balance
    from meeple.sim.figures import players_label
    from meeple.sim.report import ReportInfo, write_report

    cls = game_class(game)
    if results:
        given = [f"--{n.replace('_', '-')}" for n in SIMULATION_OPTIONS if _given(ctx, n)]
        if given or ctx.args or option:
            raise OptionError(f"--results reads finished simulations; {', '.join(given) or 'game options'} "
                              "would play new ones (leave them out, or leave out --results)")
        cells_results = _read_results(cls.name, results)
        info = ReportInfo(sorted({s for r in cells_results for s in r.specs}), None, None,
                          files=[str(p) for p in results])
        interrupted = any(r.interrupted for r in cells_results)
    else:
        grid, info = _play(ctx, cls.name, players, games, counts, seed, jobs, backend, address, max_steps,
                           db, no_store, option)
        cells_results = grid.results
        interrupted = grid.interrupted
        info.interrupted = interrupted
        _write_results(grid, out)
    figures = write_report(cls.name, cells_results, balance.question(cls.name), out, info)
    for fig in figures.agents:
        low, high = fig.interval
        console.print(f"{escape(fig.label)}: won {fig.wins} of {fig.games} ({fig.rate:.1%}, 95% CI {low:.1%}-{high:.1%})")
    for n, fig in figures.first.items():
        low, high = fig.interval
        console.print(f"first player, {players_label(n)}: won {fig.rate:.1%} (95% CI {low:.1%}-{high:.1%}, n={fig.games})")
    console.print(f"Report written to {escape(str(out / 'report.html'))} (numbers in report.json beside it)")
    if interrupted:
        raise typer.Exit(130)


def _given(ctx: typer.Context, name: str) -> bool:
    """Whether option ``name`` was given (not left at its default)."""
    source = ctx.get_parameter_source(name)
    return source is not None and source.name != "DEFAULT"


def _play(ctx: typer.Context, game: str, players: str, games: int, counts: str | None, seed: int | None,
          jobs: int, backend: str, address: str | None, max_steps: int, db: Path | None, no_store: bool,
          option: list[str]) -> tuple[GridResult, ReportInfo]:
    from meeple.sim import balance
    from meeple.sim.report import ReportInfo

    cls = game_class(game)
    fixed = check_options(cls, parse_option_args(ctx.args, option))
    agents = split_agent_specs(players)
    cells = balance.cells(game, agents, fixed, _counts(counts, cls.min_players, cls.max_players))
    largest = max(c.players for c in cells)
    if len(agents) > largest:
        raise OptionError(f"{len(agents)} agents given but the largest table of this grid has {largest} seat(s); "
                          "give at most that many (they are repeated to fill bigger tables)")
    runner = make_backend(backend, None if backend == "ray" and address and not _given(ctx, "jobs") else jobs, address)
    if seed is None:
        seed = secrets.randbelow(1_000_000)
        console.print(f"seed {seed} (pass --seed {seed} to repeat)")
    store = None if no_store else GameStore.open_writable(db)
    try:
        with runner:
            where = runner.describe(games)
            console.print(f"{len(cells)} cell(s) of {games} games on {escape(where)}")
            grid = _run(game, cells, games, seed, runner, max_steps, store)
    finally:
        if store is not None:
            store.close()
    if store is not None:
        console.print(f"Stored the games in {escape(str(store.path))}")
    info = ReportInfo(list(agents), games, seed, where, commands=[c.command(game, games, seed) for c in cells])
    return grid, info


def _counts(text: str | None, low: int, high: int) -> list[int] | None:
    if text is None:
        return None
    try:
        counts = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        counts = []
    if not counts or any(not low <= n <= high for n in counts):
        raise OptionError(f"--counts must be player counts from {low} to {high}, comma-separated; got {text!r}")
    return counts


def _run(game: str, cells: list[Cell], games: int, seed: int, runner: Backend, max_steps: int,
         store: GameStore | None) -> GridResult:
    """The grid with a progress bar, each game stored as it finishes (batched commits)."""
    from meeple.sim.grid import run_grid

    loaded = {cell.label(): load(game, **cell.options) for cell in cells}
    writer: BatchWriter | None = store.writer("report", master_seed=seed) if store is not None else None
    with game_progress(console, game, len(cells) * games, writer) as progress:
        grid = run_grid(game, cells, games, seed=seed, backend=runner, max_steps=max_steps,
                        on_cell=lambda cell: progress.describe(f"{game}: {cell.label()}"),
                        on_row=lambda cell, row: progress.finished(row.record(loaded[cell.label()])),
                        on_tick=progress.tick)
    if grid.interrupted:
        console.print(f"[yellow]Interrupted: {len(grid.results)} of {len(cells)} cells played (the last one "
                      "in part); the report is of the finished games.[/]")
    return grid


def _write_results(grid: GridResult, out: Path) -> None:
    """Each cell's tournament as a 'simulate --out' file in ``out/results/``."""
    from meeple.sim.grid import write_result

    folder = out / "results"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise RecordError(f"{folder}: cannot create the results folder ({err.strerror})") from None
    for old in folder.glob("cell-*.json"):  # a report written here before: its cells are not this one's
        old.unlink()
    for i, result in enumerate(grid.results, 1):
        write_result(result, folder / f"cell-{i:02d}.json")


def _read_results(game: str, paths: list[Path]) -> list[TournamentResult]:
    from meeple.sim.grid import read_result

    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(path.glob("*.json"))
            if not found:
                raise RecordError(f"{path}: no results files (*.json) in this folder")
            files += found
        elif path.is_file():
            files.append(path)
        else:
            raise RecordError(f"{path}: no such file or folder")
    out = []
    for file in files:
        result = read_result(file)
        if result.game != game:
            raise RecordError(f"{file}: results of {result.game}, not {game}")
        out.append(result)
    return out

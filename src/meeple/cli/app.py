"""The ``meeple`` command: list, play, simulate, replay and browse games.

Every :class:`MeepleError` (bad game, player count, agent spec, option, record, data file or
database) ends the command with one red ``error:`` line and exit status 2.
"""

from __future__ import annotations

import functools
import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.text import Text

from meeple.agents.base import Agent
from meeple.agents.human import HumanQuit
from meeple.cli.game_options import check_options, parse_option_args
from meeple.cli.tables import games_view, history_table, result_text, summary_lines, summary_table
from meeple.core import registry
from meeple.core.actions import Action
from meeple.core.errors import MeepleError, OptionError, RecordError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.core.registry import game_class, load
from meeple.core.state import State
from meeple.sim.runner import DEFAULT_MAX_STEPS, make_agents, play_game, split_agent_specs
from meeple.sim.store import GameStore, default_db_path
from meeple.sim.tournament import TournamentResult, run_tournament

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)

app = typer.Typer(
    name="meeple",
    help="Tabletop games from their rulebooks: play them in the terminal, pit bots against each other, replay.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

EXTRA_ARGS = {"allow_extra_args": True, "ignore_unknown_options": True}
OPTIONS_HELP = "Game options: --name value, --flag, --no-flag or --option name=value (see 'meeple games')."
DEMO_GAME = "lords-of-war"

F = TypeVar("F", bound=Callable[..., Any])


def clear_errors(fn: F) -> F:
    """Show a :class:`MeepleError` as one red line and exit 2; Ctrl-C exits 130 quietly."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except MeepleError as err:
            err_console.print(f"[bold red]error:[/] [red]{escape(str(err))}[/]", soft_wrap=True)
            raise typer.Exit(2) from None
        except KeyboardInterrupt:
            err_console.print("[red]interrupted[/]")
            raise typer.Exit(130) from None

    return wrapper  # type: ignore[return-value]


# -- shared options -------------------------------------------------------------------------

PlayersOpt = typer.Option(
    ..., "--players", "-p",
    help="Comma-separated agent specs, one per seat: random, greedy, human, ismcts[:iterations=N,time=S,c=X,seed=N].",
)
DbOpt = typer.Option(None, "--db", help="Game database (default: $MEEPLE_DB or the user data dir).")
OptionOpt = typer.Option([], "--option", "-o", help="A game option as name=value (repeatable).")
MaxStepsOpt = typer.Option(DEFAULT_MAX_STEPS, "--max-steps", min=1, help="Abandon a game after this many actions.")


def _setup(game: str, players: str, extra: list[str], pairs: list[str]) -> tuple[Game, list[str]]:
    """The game loaded with one seat per agent spec and the validated extra options."""
    if game.startswith("-"):  # an unknown flag given before the game name lands here
        raise OptionError(f"the game name must come before game options like {game!r}; see 'meeple games'")
    cls = game_class(game)
    options = check_options(cls, parse_option_args(extra, pairs))
    specs = split_agent_specs(players)
    return load(cls.name, players=len(specs), **options), specs


def _store(db: Path | None, records: list[GameRecord], source: str) -> tuple[list[int], Path]:
    with GameStore(db) as store:
        return store.add_many(records, source), store.path


def _check_store(db: Path | None) -> None:
    """Open the database once before playing, so that an unusable one is reported before
    the games are played rather than after (when they would be lost)."""
    with GameStore(db):
        pass


# -- games ----------------------------------------------------------------------------------


@app.command()
@clear_errors
def games() -> None:
    """List the games with their player counts, options and where their content data comes from."""
    console.print(games_view(registry.game_classes()))


# -- play -----------------------------------------------------------------------------------


class Narrator:
    """Prints what happens in a game: the log lines each action adds, pausing ``delay``
    seconds after each bot move. A game that keeps no log at all gets its actions printed;
    otherwise a decision that adds no line (a step of a longer move) stays quiet."""

    def __init__(self, specs: list[str], delay: float = 0.0) -> None:
        self.specs = specs
        self.delay = delay
        self.seen = 0
        self.state: State | None = None
        self.humans = {i for i, spec in enumerate(specs) if spec.split(":")[0].strip().lower() == "human"}
        self.screen_owner: int | None = None

    def before_step(self, state: State, player: int, agent: Agent) -> None:
        self.state = state
        if player in self.humans and len(self.humans) > 1 and player != self.screen_owner:
            self.hand_over(player)

    def hand_over(self, player: int) -> None:
        """Hot seat: clear the screen so the next human cannot see the previous one's hand."""
        console.clear()
        console.print(f"[bold]Pass the keyboard to player {player}.[/]")
        try:
            console.input(f"Player {player}, press Enter when the others cannot see the screen: ")
        except EOFError:
            raise HumanQuit() from None
        self.screen_owner = player

    def after_action(self, state: State, player: int, action: Action) -> None:
        self.state = state
        log = state.log
        new, self.seen = log[self.seen:], len(log)
        if not log:
            new = [f"player {player} ({self.specs[player]}): {action.text()}"]
        for line in new:
            console.print(Text(line))
        if self.delay > 0 and not self.specs[player].startswith("human"):
            time.sleep(self.delay)


def _save(record: GameRecord, path: Path) -> None:
    try:
        record.save(path)
    except OSError as err:
        raise RecordError(f"{path}: cannot write the game record ({err.strerror})") from None


def _play_narrated(game: Game, specs: list[str], seed: int, delay: float, max_steps: int,
                   save: Path | None) -> GameRecord | None:
    """Play one game in the terminal; returns its record, or None when a human quit."""
    agents = make_agents(game, specs, seed)  # a bad agent spec is reported before the game is announced
    console.rule(f"[bold]{escape(game.title)}[/] (seed {seed})")
    for i, spec in enumerate(specs):
        console.print(f"  player {i}: {escape(spec)}")
    narrator = Narrator(specs, delay)
    try:
        played = play_game(game, specs, seed, agents=agents, max_steps=max_steps,
                           before_step=narrator.before_step, after_action=narrator.after_action)
    except (HumanQuit, KeyboardInterrupt) as stop:
        if isinstance(stop, HumanQuit):
            console.print("[yellow]Game abandoned.[/]")
        if save is not None and narrator.state is not None:
            _save(GameRecord.from_state(narrator.state, seed, specs), save)
            console.print(f"Unfinished game saved to {escape(str(save))}")
        if isinstance(stop, KeyboardInterrupt):
            raise  # Ctrl-C still ends the command with status 130
        return None
    console.rule("Game over")
    console.print(Text(played.state.render(None)), soft_wrap=True)
    record = played.record
    console.print(f"[bold]Result:[/] {escape(result_text(record.returns, specs))} "
                  f"after {record.length} actions ({played.seconds:.1f} s); returns {record.returns}")
    if save is not None:
        _save(record, save)
        console.print(f"Record saved to {escape(str(save))} (meeple replay {escape(str(save))})")
    return record


def _new_seed() -> int:
    return random.SystemRandom().randrange(1_000_000)


@app.command(context_settings=EXTRA_ARGS, epilog=OPTIONS_HELP)
@clear_errors
def play(
    ctx: typer.Context,
    game: str = typer.Argument(..., help="Game name (see 'meeple games')."),
    players: str = PlayersOpt,
    seed: int | None = typer.Option(None, "--seed", min=0, max=2**63 - 1, help="Game seed (default: random)."),
    db: Path | None = DbOpt,
    save: Path | None = typer.Option(None, "--save", help="Also write the game record to this JSON file."),
    no_store: bool = typer.Option(False, "--no-store", help="Do not keep the game in the database."),
    delay: float = typer.Option(0.0, "--delay", min=0.0, help="Seconds to pause after each bot move."),
    max_steps: int = MaxStepsOpt,
    option: list[str] = OptionOpt,
) -> None:
    """Play one game in the terminal; humans type their moves, bots' moves are narrated."""
    g, specs = _setup(game, players, ctx.args, option)
    if not no_store:
        _check_store(db)
    seed = _new_seed() if seed is None else seed
    record = _play_narrated(g, specs, seed, delay, max_steps, save)
    if record is not None and not no_store:
        (game_id,), path = _store(db, [record], "play")
        where = escape(str(path))
        console.print(f"Stored as game {game_id} in {where} (meeple replay --db '{where}' --id {game_id})")


# -- simulate -------------------------------------------------------------------------------


def _simulate(game: Game, specs: list[str], games: int, jobs: int, seed: int, max_steps: int) -> TournamentResult:
    columns = (TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn(), TimeRemainingColumn())
    # No refresh thread: worker processes are forked while this runs.
    with Progress(*columns, console=console, auto_refresh=False, transient=True) as progress:
        task = progress.add_task(f"{game.name}: {' vs '.join(specs)}", total=games)
        result = run_tournament(
            game, specs, games, seed=seed, jobs=jobs, max_steps=max_steps,
            on_row=lambda row: progress.update(task, advance=1, refresh=True),
        )
    console.print(summary_table(result))
    for line in summary_lines(result):
        console.print(line)
    if result.capped:
        err_console.print(f"[red]{result.capped} game(s) hit the step cap of {max_steps} actions and are "
                          "left out of the rates (see their 'error' in --out).[/]", soft_wrap=True)
    return result


@app.command(context_settings=EXTRA_ARGS, epilog=OPTIONS_HELP)
@clear_errors
def simulate(
    ctx: typer.Context,
    game: str = typer.Argument(..., help="Game name (see 'meeple games')."),
    players: str = PlayersOpt,
    games: int = typer.Option(100, "--games", "-n", min=1, help="Number of games."),
    jobs: int = typer.Option(1, "--jobs", "-j", min=1, help="Worker processes."),
    seed: int = typer.Option(0, "--seed", min=0, max=2**63 - 1, help="Master seed; each game's seed derives from it."),
    out: Path | None = typer.Option(None, "--out", help="Write the summary and per-game rows to this JSON file."),
    db: Path | None = DbOpt,
    no_store: bool = typer.Option(False, "--no-store", help="Do not keep the games in the database."),
    max_steps: int = MaxStepsOpt,
    option: list[str] = OptionOpt,
) -> None:
    """Play many bot games in parallel, seats rotated, and print win rates with 95% intervals."""
    g, specs = _setup(game, players, ctx.args, option)
    if out is not None and not out.parent.is_dir():
        raise RecordError(f"{out}: cannot write the results there (no folder {out.parent})")
    if not no_store:
        _check_store(db)
    result = _simulate(g, specs, games, jobs, seed, max_steps)
    if not no_store:
        ids, path = _store(db, result.records(), "simulate")
        console.print(f"Stored {len(ids)} games in {escape(str(path))}")
    if out is not None:
        try:
            out.write_text(json.dumps(result.to_json(), indent=1), encoding="utf-8")
        except OSError as err:
            raise RecordError(f"{out}: cannot write the results ({err.strerror})") from None
        console.print(f"Results written to {escape(str(out))}")


# -- replay ---------------------------------------------------------------------------------


def _wait() -> bool:
    """Wait for Enter; returns whether to keep stepping (False at end of input). 'q' stops."""
    try:
        answer = input("[Enter] next, q quit: ")
    except EOFError:
        return False
    if answer.strip().lower() in ("q", "quit"):
        raise typer.Exit(0)
    return True


@app.command()
@clear_errors
def replay(
    file: Path | None = typer.Argument(None, help="A saved game record (JSON)."),
    db: Path | None = DbOpt,
    game_id: int | None = typer.Option(None, "--id", help="Replay the stored game with this id instead of a file."),
    step: bool = typer.Option(True, "--step/--no-step", help="Wait for Enter after each action and show the board."),
    viewer: int | None = typer.Option(None, "--viewer", help="Show the game as this player (0-based) sees it."),
) -> None:
    """Replay a saved or stored game, one action at a time.

    With --step (default) the board is shown after every action; with --no-step every
    action and its narration is printed, then the final board.
    """
    if game_id is not None:
        path = db.expanduser() if db is not None else default_db_path()
        if not path.exists():
            raise RecordError(f"{path}: no game database there, so no stored game with id {game_id} (see 'meeple history')")
        with GameStore(db) as store:
            record = store.get(game_id).record
    elif file is not None:
        record = GameRecord.read(file)
    else:
        raise RecordError("nothing to replay; give a record FILE or --id N (see 'meeple history')")
    players = len(record.agents)
    if viewer is not None and not 0 <= viewer < players:
        raise OptionError(f"--viewer must be a player from 0 to {players - 1}, got {viewer}")
    console.rule(f"[bold]{escape(record.game)}[/] replay: seed {record.seed}, {record.length} actions")
    for i, spec in enumerate(record.agents):
        console.print(f"  player {i}: {escape(spec)}")
    seen = 0
    player = -1
    stepping = step
    shown = False  # whether the current state's board has been printed
    state: State | None = None
    for number, (action, state) in enumerate(record.states()):
        log = state.log
        if action is not None:
            console.print(f"[bold]{number}.[/] player {player}: {escape(action.text())}")
        for line in log[seen:]:
            console.print(Text("   " + line))
        seen = len(log)
        shown = stepping
        if stepping:
            console.print(Text(state.render(viewer)), soft_wrap=True)
            if number < len(record.actions):
                stepping = _wait()
        player = state.current_player
    assert state is not None
    if not shown:
        console.print(Text(state.render(viewer)), soft_wrap=True)
    status = result_text(state.returns(), record.agents) if state.is_terminal else "unfinished"
    console.print(f"[bold]Result:[/] {escape(status)}")


# -- history --------------------------------------------------------------------------------


@app.command()
@clear_errors
def history(
    db: Path | None = DbOpt,
    game: str | None = typer.Option(None, "--game", help="Only games of this name."),
    limit: int = typer.Option(20, "--limit", min=1, help="How many of the newest games to list."),
) -> None:
    """List the stored games, newest first."""
    name = game_class(game).name if game else None
    path = db.expanduser() if db is not None else default_db_path()
    if not path.exists():  # listing must not create a database (or folders) at a mistyped path
        console.print(history_table([], f"0 of 0 games in {path} (no database there yet)"))
        return
    with GameStore(db) as store:
        rows = store.list(name, limit)
        total = store.count()
        path = store.path
    console.print(history_table(rows, f"{len(rows)} of {total} games in {path}"))


# -- demo -----------------------------------------------------------------------------------


@app.command()
@clear_errors
def demo(
    db: Path | None = DbOpt,
    game: str = typer.Option(DEMO_GAME, "--game", help="The game to show."),
    players: str = typer.Option(
        "greedy,ismcts:iterations=300", "--players", help="Agents of the narrated game."
    ),
    sim_players: str = typer.Option("random,greedy", "--sim-players", help="Agents of the simulation."),
    games: int = typer.Option(20, "--games", min=1, help="Games in the simulation."),
    jobs: int = typer.Option(2, "--jobs", min=1, help="Worker processes for the simulation."),
    seed: int = typer.Option(1, "--seed", min=0, max=2**63 - 1, help="Seed of the narrated game and the simulation."),
) -> None:
    """A narrated bot-vs-bot game, then a small simulation; both are stored in the database."""
    g, specs = _setup(game, players, [], [])
    record = _play_narrated(g, specs, seed, 0.0, DEFAULT_MAX_STEPS, None)
    assert record is not None
    (game_id,), path = _store(db, [record], "demo")
    console.print(f"Stored as game {game_id}; replay it with: meeple replay --db '{escape(str(path))}' --id {game_id}")
    console.rule(f"[bold]Simulation[/]: {games} games, {escape(sim_players)}")
    sim, sim_specs = _setup(game, sim_players, [], [])
    result = _simulate(sim, sim_specs, games, jobs, seed, DEFAULT_MAX_STEPS)
    ids, path = _store(db, result.records(), "demo")
    where = escape(str(path))
    console.print(f"Stored {len(ids)} games in {where}; list them with: meeple history --db '{where}'")

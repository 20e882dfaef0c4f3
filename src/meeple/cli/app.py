"""The ``meeple`` command: list, play, simulate, replay and browse games.

Every :class:`MeepleError` (bad game, player count, agent spec, option, record, data file or
database) ends the command with one red ``error:`` line and exit status 2.
"""

from __future__ import annotations

import functools
import json
import re
import secrets
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import typer

import meeple
from rich.console import Console
from rich.markup import escape
from rich.text import Text

from meeple.agents.base import Agent
from meeple.agents.human import HumanAgent, HumanQuit, who
from meeple.cli.screen import PlayScreen, screen_info
from meeple.cli.serve import serve
from meeple.cli.ratings import ratings
from meeple.cli.report import report
from meeple.cli.game_options import check_options, parse_option_args
from meeple.cli.progress import game_progress
from meeple.cli.tables import games_view, history_table, result_text, summary_lines, summary_table
from meeple.core import registry
from meeple.core.actions import Action, JointAction
from meeple.core.errors import AgentSpecError, MeepleError, OptionError, RecordError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.core.registry import game_class, load
from meeple.core.table import Table
from meeple.sim.backends import BACKENDS, Backend, make_backend
from meeple.sim.runner import (DEFAULT_MAX_STEPS, StepLimitError, keep_agent_states, make_agents, play_game,
                               split_agent_specs)
from meeple.sim.store import GameStore, StoreError, default_db_path
from meeple.sim.tournament import TournamentResult, available_cores, effective_jobs, run_tournament

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)

app = typer.Typer(
    name="meeple",
    help="Tabletop games from their rulebooks: play them in the terminal, pit bots against each other, replay.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        console.print(f"meeple {meeple.__version__}")
        raise typer.Exit(0)


@app.callback()
def _main(
    version: bool = typer.Option(False, "--version", "-V", callback=_version, is_eager=True,
                                 help="Print meeple's version and exit."),
) -> None:
    """Tabletop games from their rulebooks: play them in the terminal, pit bots against each other, replay.

    Players are P1, P2, ... on screens and in options (--viewer); the Python API and JSON
    number seats from 0. Shell completion: meeple --install-completion.
    """

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
            err_console.print(f"[bold red]error:[/] [red]{escape(shorten_long_words(str(err)))}[/]", soft_wrap=True)
            raise typer.Exit(2) from None
        except KeyboardInterrupt:
            err_console.print("[red]interrupted[/]")
            raise typer.Exit(130) from None

    return wrapper  # type: ignore[return-value]


def shorten_long_words(text: str, limit: int = 200) -> str:
    """``text`` with every run of more than ``limit`` non-blank characters (an agent spec or
    option value pasted at length) cut to its start and length, so an error stays readable."""
    return re.sub(rf"\S{{{limit + 1},}}",
                  lambda m: f"{m.group()[:limit - 20]}... ({len(m.group())} characters)", text)


# -- shared options -------------------------------------------------------------------------

PlayersOpt = typer.Option(
    ..., "--players", "-p",
    help="Comma-separated agent specs, one per seat in order P1, P2, ...: random, greedy, human, "
         "ismcts[:iterations=N,time=S,c=X,seed=N].",
)
DbOpt = typer.Option(None, "--db", help="Game database (default: $MEEPLE_DB or the user data dir).")
OptionOpt = typer.Option([], "--option", "-o", help="A game option as name=value (repeatable).")
MaxStepsOpt = typer.Option(DEFAULT_MAX_STEPS, "--max-steps", min=1, help="Abandon a game after this many actions.")
BackendOpt = typer.Option(
    "pool", "--backend", help=f"Where the games run: {' or '.join(BACKENDS)} (pool: local worker processes, "
                              "--jobs of them; ray: Ray tasks, on a local Ray with --jobs CPUs or on --address).")
AddressOpt = typer.Option(
    None, "--address", help="With --backend ray: join this Ray cluster (host:port of its head, 'auto', or "
                            "ray://host:10001) instead of starting a local Ray; every game at once unless --jobs is given.")


def _given(ctx: typer.Context, name: str) -> bool:
    """Whether option ``name`` was given (not left at its default)."""
    source = ctx.get_parameter_source(name)
    return source is not None and source.name != "DEFAULT"


def _backend_jobs(ctx: typer.Context, backend: str, address: str | None, jobs: int) -> int | None:
    """Workers for the backend: ``--jobs``, except on a Ray cluster where no --jobs means
    all of the cluster's CPUs (None)."""
    given = _given(ctx, "jobs")
    return None if backend == "ray" and address is not None and not given else jobs


def _setup(game: str, players: str, extra: list[str], pairs: list[str]) -> tuple[Game, list[str]]:
    """The game loaded with one seat per agent spec and the validated extra options."""
    if game.startswith("-"):  # an unknown flag given before the game name lands here
        raise OptionError(f"the game name must come before game options like {game!r}; see 'meeple games'")
    cls = game_class(game)
    options = check_options(cls, parse_option_args(extra, pairs))
    specs = split_agent_specs(players)
    return load(cls.name, players=len(specs), **options), specs


def _store(db: Path | None, records: list[GameRecord], source: str,
           master_seed: int | None = None) -> tuple[list[int], Path]:
    with GameStore(db) as store:
        return store.add_many(records, source, master_seed), store.path


def _check_store(db: Path | None) -> None:
    """Check the database before playing, so that an unusable, read-only or locked one is
    reported before the games are played rather than after (when they would be lost)."""
    GameStore.open_writable(db).close()


# -- games ----------------------------------------------------------------------------------


@app.command()
@clear_errors
def games() -> None:
    """List the games with their player counts, options and where their content data comes from."""
    console.print(games_view(registry.game_classes()))


# -- play -----------------------------------------------------------------------------------


def _is_human(spec: str) -> bool:
    return spec.split(":")[0].strip().lower() == "human"


class Narrator:
    """Shows what happens in a game: after each action, the new events that the watching
    seat may see, pausing ``delay`` seconds after each bot move.

    The watching seat is the one human when there is one; with several humans at one
    keyboard (hot seat) it is the human who has the screen, and the screen and the
    terminal's scrollback are cleared and the keyboard handed over before each human's turn,
    where that human catches up on the events only they may see (a cooperative game, with
    nothing hidden between players, skips the hand-over); before the first hand-over, and
    with bots only, it is a spectator (public events only). Actions themselves are not shown
    (another seat's action may name a hidden card, and a secret choice must stay secret until
    all are in): what each one did is told by the events it emits, with their visibility.

    With ``screen`` (a :class:`PlayScreen`, on a terminal with a human playing) the events
    are shown in its recent-events pane, redrawn in place; otherwise they are printed.
    """

    def __init__(self, specs: list[str], delay: float = 0.0, screen: PlayScreen | None = None,
                 log_lines: int = 8, cooperative: bool = False) -> None:
        self.specs = specs
        self.delay = delay
        self.screen = screen
        self.log_lines = log_lines
        self.cooperative = cooperative
        self.humans = [i for i, spec in enumerate(specs) if _is_human(spec)]
        self.screen_owner: int | None = None
        self.seen: dict[int | None, int] = {}

    @property
    def watcher(self) -> int | None:
        """The seat whose events are shown now (None: a spectator)."""
        return self.humans[0] if len(self.humans) == 1 else self.screen_owner

    def start(self, table: Table, resumed: bool) -> None:
        """Show the opening events of a new game; a resumed game starts from what it has."""
        for seat in (None, *range(table.game.num_players)):
            self.seen[seat] = len(table.view(seat).events) if resumed else 0
        self._show_new(table)

    def before_step(self, table: Table, seat: int, agent: Agent) -> None:
        if seat in self.humans and len(self.humans) > 1 and seat != self.screen_owner:
            if self.cooperative:
                self.screen_owner = seat  # nothing hidden between the players: no hand-over
            else:
                self.hand_over(seat)
            self._show_new(table)
        elif seat not in self.humans and self.screen is not None:
            self._draw(table, f"{who(seat)} ({self.specs[seat]}) is thinking...")

    def hand_over(self, seat: int) -> None:
        """Hot seat: clear the screen and the scrollback so that the next human cannot see
        the previous one's hand, and wait until they have the keyboard."""
        try:
            if self.screen is not None:
                self.screen.hand_over(who(seat))
            else:
                console.clear()
                if console.is_terminal:
                    console.file.write("\x1b[3J")  # the scrollback too
                console.print(f"[bold]Pass the keyboard to {who(seat)}.[/]")
                console.input(f"{who(seat)}, press Enter when the others cannot see the screen: ")
        except EOFError:
            raise HumanQuit() from None
        self.screen_owner = seat

    def after_action(self, table: Table, seat: int, action: Action | None) -> None:
        self._show_new(table)
        if self.delay > 0 and seat not in self.humans and action is not None:
            if self.screen is not None:
                self._draw(table, f"{who(seat)} ({self.specs[seat]}) has played")
            time.sleep(self.delay)

    def _draw(self, table: Table, status: str) -> None:
        assert self.screen is not None
        view = table.view(self.watcher)
        events = view.events[-self.log_lines:] if self.log_lines else []
        header = f"{table.game.title}: {status}"
        self.screen.draw(self.screen.compose(header, view.render(), events, [], "", status))

    def _show_new(self, table: Table) -> int:
        watcher = self.watcher
        events = table.view(watcher).events
        new = events[self.seen.get(watcher, 0):]
        self.seen[watcher] = len(events)
        if self.screen is None:
            for line in new:
                console.print(Text(line), soft_wrap=True)
        return len(new)


def _save(table: Table, path: Path) -> None:
    try:
        table.save(path)
    except OSError as err:
        raise RecordError(f"{path}: cannot write the saved game ({err.strerror})") from None


def _check_save_path(path: Path | None) -> None:
    """Refuse, before anything is played, a --save path that could not be written at the end:
    one in a folder that does not exist, or an existing folder."""
    if path is None:
        return
    if path.expanduser().is_dir():
        raise RecordError(f"{path}: that is a folder; --save takes the name of the file to write the game to "
                          f"(e.g. --save {path / 'game.json'})")
    if not path.expanduser().parent.is_dir():
        raise RecordError(f"{path}: cannot write the saved game there (no folder {path.parent})")


def _fallback_path(game: Game, seed: int) -> Path:
    """Where an unsaved human game is kept when it cannot be finished or stored: the user
    data folder's ``saved/`` (or the temporary folder when that cannot be written)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = f"{game.name}-seed{seed}-{stamp}.json"
    for folder in (default_db_path().parent / "saved", Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            probe = folder / name
            probe.touch()
            return probe
        except OSError:
            continue
    return Path(name)


def _keep(table: Table, agents: list[Agent], save: Path | None, why: str) -> None:
    """Save an unfinished (or unstorable) game to ``save`` or, without one, to a fallback
    file, and print where and how to continue it."""
    keep_agent_states(table, agents)
    path = save if save is not None else _fallback_path(table.game, table.seed)
    _save(table, path)
    where = escape(str(path))
    again = f"continue it with: meeple play --resume '{where}'" if not table.is_terminal \
        else f"see it with: meeple replay '{where}'"
    console.print(f"{why}: the game is saved to {where} ({again})", soft_wrap=True)


def _play_narrated(game: Game, specs: list[str], seed: int, delay: float, max_steps: int,
                   save: Path | None, table: Table | None = None,
                   ) -> tuple[GameRecord | None, Table, list[Agent]]:
    """Play one game in the terminal (``table``: a resumed one); returns its record (None
    when a human quit), the table and the agents. An unfinished game with a human is saved
    (to ``save``, or a fallback file whose name is printed) when the human quits or on Ctrl-C;
    ``save`` also gets the finished game."""
    resumed = table is not None
    if table is None:
        table = Table(game, seed, agents=list(specs))
    agents = make_agents(game, specs, table.seed)  # a bad agent spec is reported before the game is announced
    what = f"resumed at action {len(table.actions)}" if resumed else ""
    console.rule(f"[bold]{escape(game.title)}[/] (seed {table.seed}{', ' + what if what else ''})")
    for i, spec in enumerate(specs):
        console.print(f"  {who(i)}: {escape(spec)}")
    humans = [a for a in agents if isinstance(a, HumanAgent)]
    info = screen_info(game)
    screen = PlayScreen(console, game) if humans and console.is_terminal and not console.is_dumb_terminal else None
    for agent in humans:
        agent.screen = screen
        agent.rules = info.rules
    log_lines = humans[0].log_lines if humans else 8
    narrator = Narrator(specs, delay, screen, log_lines, cooperative=game.cooperative)
    try:
        if screen is not None:
            screen.start()
        narrator.start(table, resumed)
        played = play_game(game, specs, table.seed, agents=agents, table=table, max_steps=max_steps,
                           before_step=narrator.before_step, after_action=narrator.after_action)
    except StepLimitError:
        if screen is not None:
            screen.stop()
        if save is not None or humans:  # the game so far is kept; the error says to raise the cap
            _keep(table, agents, save, f"Stopped at the step cap of {max_steps} actions")
        raise
    except (HumanQuit, KeyboardInterrupt) as stop:
        if screen is not None:
            screen.stop()
        if isinstance(stop, HumanQuit):
            console.print("[yellow]Game abandoned.[/]")
        if save is not None or humans:
            _keep(table, agents, save, "Game abandoned" if isinstance(stop, HumanQuit) else "Interrupted")
        if isinstance(stop, KeyboardInterrupt):
            raise  # Ctrl-C still ends the command with status 130
        return None, table, agents
    finally:
        if screen is not None:
            screen.stop()
    console.rule("Game over")
    final_viewer = narrator.humans[0] if len(narrator.humans) == 1 else None
    console.print(Text(table.view(final_viewer).render()), soft_wrap=True)
    record = played.record
    console.print(f"[bold]Result:[/] {escape(result_text(record.returns, specs))} "
                  f"after {record.length} actions ({played.seconds:.1f} s); returns {record.returns}")
    if save is not None:
        _save(table, save)
        console.print(f"Game saved to {escape(str(save))} (meeple replay {escape(str(save))})")
    return record, table, agents


def _new_seed() -> int:
    return secrets.randbelow(1_000_000)


def _resumed(file: Path, game: str | None, players: str | None, seed: int | None,
             extra: list[str], pairs: list[str]) -> tuple[Table, list[str]]:
    """The saved table at ``file`` with the agents to continue it: ``players`` or the saved ones."""
    if extra or pairs:
        raise OptionError("a resumed game keeps the options it was saved with; do not give game options with --resume")
    if seed is not None:
        raise OptionError("a resumed game keeps the seed it was saved with; do not give --seed with --resume")
    table = Table.load(file)
    if game is not None and game_class(game).name != table.game.name:
        raise OptionError(f"{file} holds a game of {table.game.name}, not {game_class(game).name}")
    if table.is_terminal:
        raise RecordError(f"{file}: that game is already over; see it with: meeple replay {file}")
    specs = split_agent_specs(players) if players is not None else list(table.agents)
    if len(specs) != table.game.num_players:
        saved = f"--players gives {len(specs)}" if players is not None else f"the saved game names {len(specs)}"
        raise AgentSpecError(f"{file} is a game for {table.game.num_players} players but {saved} agents")
    table.agents = specs
    return table, specs


@app.command(context_settings=EXTRA_ARGS, epilog=OPTIONS_HELP)
@clear_errors
def play(
    ctx: typer.Context,
    game: str | None = typer.Argument(None, help="Game name (see 'meeple games'); optional with --resume."),
    players: str | None = typer.Option(
        None, "--players", "-p",
        help="Comma-separated agent specs, one per seat in order P1, P2, ...: random, greedy, human, "
             "ismcts[:iterations=N,time=S,c=X,seed=N] (bots answer within about a second a decision; "
             "ismcts:time=S for slower and stronger, greedy for instant). With --resume: default the saved "
             "game's agents.",
    ),
    seed: int | None = typer.Option(None, "--seed", min=0, max=2**63 - 1, help="Game seed (default: random)."),
    db: Path | None = DbOpt,
    save: Path | None = typer.Option(
        None, "--save", help="Write the game (a saved table, with its record) to this JSON file at the end, "
                             "or when a human quits."),
    resume: Path | None = typer.Option(
        None, "--resume", help="Continue the game saved in this file (by --save) to its end."),
    no_store: bool = typer.Option(False, "--no-store", help="Do not keep the game in the database."),
    delay: float = typer.Option(0.0, "--delay", min=0.0, help="Seconds to pause after each bot move."),
    max_steps: int = MaxStepsOpt,
    option: list[str] = OptionOpt,
) -> None:
    """Play one game in the terminal; humans type their moves, bots' moves are narrated."""
    table: Table | None = None
    if resume is not None:
        table, specs = _resumed(resume, game, players, seed, ctx.args, option)
        g = table.game
    elif game is None:
        raise OptionError("give the game to play (see 'meeple games'), or --resume FILE to continue a saved one")
    elif players is None:
        raise OptionError("give the players with --players, one agent spec per seat (e.g. --players human,greedy)")
    else:
        g, specs = _setup(game, players, ctx.args, option)
    _check_save_path(save)
    if not no_store:
        _check_store(db)
    seed = table.seed if table is not None else _new_seed() if seed is None else seed
    record, table, agents = _play_narrated(g, specs, seed, delay, max_steps, save, table)
    if record is not None and not no_store:
        try:
            (game_id,), path = _store(db, [record], "play")
        except StoreError:
            if save is None:
                _keep(table, agents, None, "The game could not be stored")
            raise
        where = escape(str(path))
        console.print(f"Stored as game {game_id} in {where} (meeple replay --db '{where}' --id {game_id})")


# -- simulate -------------------------------------------------------------------------------


def _simulate(game: Game, specs: list[str], games: int, jobs: int, seed: int, max_steps: int,
              store: GameStore | Callable[[], GameStore] | None = None, source: str = "simulate",
              backend: Backend | None = None) -> tuple[TournamentResult, list[int]]:
    """Run the tournament with a progress bar, storing each game in ``store`` as it finishes
    (commits batched, at most about a second apart); print the summary (of the finished
    games, after a Ctrl-C). ``store`` may be a function that opens it: it is called once the
    first games are under way, before any is stored (a new database's creation waits for the
    disk; the workers play meanwhile), and a store error it raises stops the run. ``backend``:
    where the games are played (default: the local pool with ``jobs`` workers), closed once
    they are. Returns the result and the stored ids."""
    used = effective_jobs(jobs, games)
    if backend is not None and backend.name != "pool":
        console.print(f"[dim]playing on {escape(backend.describe(games))}[/]")
    elif used < jobs:
        console.print(f"[dim]--jobs {jobs}: using {used} worker process(es) "
                      f"({games} game(s) to play, {available_cores()} core(s) here)[/]")
    opener = store if callable(store) else None
    writer = store.writer(source, master_seed=seed) if isinstance(store, GameStore) else None
    with game_progress(console, f"{game.name}: {' vs '.join(specs)}", games, writer) as progress:
        def started() -> None:
            assert opener is not None
            progress.attach(opener().writer(source, master_seed=seed))

        result = run_tournament(game, specs, games, seed=seed, jobs=used, max_steps=max_steps,
                                on_row=lambda row: progress.finished(row.record(game)),
                                on_tick=progress.tick, backend=backend,
                                on_started=started if opener is not None else None)
        writer = progress.writer
        if backend is not None:  # the pool's workers exit while the last games are committed
            backend.close(wait=False)
    if result.interrupted:
        err_console.print(f"[yellow]Interrupted: {len(result.rows)} of {games} games finished; "
                          "the summary is of those.[/]")
    console.print(summary_table(result))
    for line in summary_lines(result):
        console.print(line)
    if result.capped:
        every = result.capped == len(result.rows)
        err_console.print(f"[bold red]warning:[/] [red]{'every game' if every else f'{result.capped} game(s)'} "
                          f"hit the step cap of {max_steps} actions; capped games are left out of the rates "
                          f"(see their 'error' in --out){' so there are no results' if every else ''}.[/]",
                          soft_wrap=True)
    return result, (writer.ids if writer is not None else [])


@app.command(context_settings=EXTRA_ARGS, epilog=OPTIONS_HELP)
@clear_errors
def simulate(
    ctx: typer.Context,
    game: str = typer.Argument(..., help="Game name (see 'meeple games')."),
    players: str = PlayersOpt,
    games: int = typer.Option(100, "--games", "-n", min=1, help="Number of games."),
    jobs: int = typer.Option(1, "--jobs", "-j", min=1, help="Worker processes (at most one per game and per core)."),
    seed: int | None = typer.Option(
        None, "--seed", min=0, max=2**63 - 1,
        help="Master seed; each game's seed derives from it (default: a new one, printed and stored)."),
    out: Path | None = typer.Option(None, "--out", help="Write the summary and per-game rows to this JSON file."),
    db: Path | None = DbOpt,
    no_store: bool = typer.Option(False, "--no-store", help="Do not keep the games in the database."),
    max_steps: int = MaxStepsOpt,
    option: list[str] = OptionOpt,
    backend: str = BackendOpt,
    address: str | None = AddressOpt,
) -> None:
    """Play many bot games in parallel, seats rotated, and print win rates with 95% intervals.

    Each game is stored as it finishes; Ctrl-C keeps the finished games and prints (and
    writes to --out) the summary of those. Exit status 1 when every game hit --max-steps.
    """
    g, specs = _setup(game, players, ctx.args, option)
    runner = make_backend(backend, _backend_jobs(ctx, backend, address, jobs), address)  # connects when used
    if out is not None and not out.parent.is_dir():
        raise RecordError(f"{out}: cannot write the results there (no folder {out.parent})")
    if seed is None:
        seed = _new_seed()
        console.print(f"seed {seed} (pass --seed {seed} to repeat)")
    store: GameStore | None = None

    def open_store() -> GameStore:
        nonlocal store
        store = GameStore.open_writable(db)
        return store

    # An existing database is opened and checked before anything is played. A new one is
    # made while the first games are played: its creation waits for the disk (~20-50 ms).
    new_db = not no_store and not (db.expanduser() if db is not None else default_db_path()).exists()
    if not no_store and not new_db:
        open_store()
    try:
        result, ids = _simulate(g, specs, games, jobs, seed, max_steps, open_store if new_db else store,
                                backend=runner)
    finally:
        runner.close()
        if store is not None:
            store.close()
    if store is not None:
        console.print(f"Stored {len(ids)} games in {escape(str(store.path))}")
    if out is not None:
        try:
            out.write_text(json.dumps(result.to_json(), indent=1), encoding="utf-8")
        except OSError as err:
            raise RecordError(f"{out}: cannot write the results ({err.strerror})") from None
        console.print(f"Results written to {escape(str(out))}")
    if result.interrupted:
        raise typer.Exit(130)
    if result.rows and result.capped == len(result.rows):
        raise typer.Exit(1)


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


def _action_line(number: int, action: Action | JointAction, acting: frozenset[int], viewer: int | None,
                 secret: bool) -> str:
    """``3. P2: play card=4``. In a game with hidden information only the viewer's own
    choices are spelled out (another seat's action may name a hidden card): the events,
    which carry their visibility, tell what the viewer learnt of the others'."""
    if isinstance(action, JointAction):
        together = ", ".join(who(s) for s in action.seats) + " together"
        if not secret:
            return f"{number}. {together}: {action.text()}"
        if viewer is not None and viewer in action.seats:
            return f"{number}. {together}; {who(viewer)} (you): {action[viewer].text()}"
        return f"{number}. {together}"
    seat = min(acting) if acting else -1
    if not secret or seat == viewer:
        return f"{number}. {who(seat)}: {action.text()}"
    return f"{number}. {who(seat)} acts"


@app.command()
@clear_errors
def replay(
    file: Path | None = typer.Argument(None, help="A game saved with --save (a saved table) or a game record (JSON)."),
    db: Path | None = DbOpt,
    game_id: int | None = typer.Option(None, "--id", help="Replay the stored game with this id instead of a file."),
    step: bool = typer.Option(True, "--step/--no-step", help="Wait for Enter after each action and show the board."),
    viewer: int | None = typer.Option(
        None, "--viewer", help="Show the game as player N (1 for P1, as on the screens) saw it (default: as a spectator)."),
) -> None:
    """Replay a saved or stored game, one action at a time, as a spectator or one player saw it.

    With --step (default) the position is shown after every action; with --no-step every
    action and its narration is printed, then the final position. In a game with hidden
    information, other players' actions are told only through the events the viewer saw.
    """
    if game_id is not None and file is not None:
        raise OptionError(f"give either a FILE ({file}) or --id {game_id} (a stored game), not both")
    if game_id is not None:
        path = db.expanduser() if db is not None else default_db_path()
        if not path.exists():
            raise RecordError(f"{path}: no game database there, so no stored game with id {game_id} (see 'meeple history')")
        with GameStore(db) as store:
            record = store.get(game_id).record
            where = f"{store.path}: stored game {game_id}"
    elif file is not None:
        record = GameRecord.read(file)
        where = str(file)
    else:
        raise RecordError("nothing to replay; give a saved game FILE or --id N (see 'meeple history')")
    steps = Table.replay(record, where)
    _, table = next(steps)  # an unusable game or another rules version is refused here
    players = table.game.num_players
    if viewer is not None:
        if not 1 <= viewer <= players:
            raise OptionError(f"--viewer must be a player from 1 to {players} (P1 to P{players}), got {viewer}")
        viewer -= 1  # the seat (0-based) of player N
    how = "as a spectator" if viewer is None else f"as {who(viewer)} saw it"
    console.rule(f"[bold]{escape(record.game)}[/] replay {how}: seed {record.seed}, {record.length} actions")
    for i, spec in enumerate(record.agents):
        console.print(f"  {who(i)}: {escape(spec)}")
    secret = table.game.hidden_information
    seen = 0
    stepping = step
    number = 0
    while True:
        view = table.view(viewer)
        for line in view.events[seen:]:
            console.print(Text("   " + line), soft_wrap=True)
        seen = len(view.events)
        shown = stepping
        if stepping:
            console.print(Text(view.render()), soft_wrap=True)
            if number < len(record.actions):
                stepping = _wait()
        acting = table.acting()
        try:
            action, table = next(steps)
        except StopIteration:
            break
        number += 1
        console.print(escape(_action_line(number, action, acting, viewer, secret)), highlight=False)
    if not shown:
        console.print(Text(table.view(viewer).render()), soft_wrap=True)
    status = result_text(table.returns(), record.agents) if table.is_terminal else "unfinished"
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
    problems: list[str] = []
    with GameStore(db) as store:
        rows = store.list(name, limit, problems)
        total = store.count()
        path = store.path
    console.print(history_table(rows, f"{len(rows)} of {total} games in {path}"))
    for problem in problems:  # the other rows are still worth listing
        err_console.print(f"[yellow]left out: {escape(problem)}[/]", soft_wrap=True)


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
    record, _, _ = _play_narrated(g, specs, seed, 0.0, DEFAULT_MAX_STEPS, None)
    assert record is not None
    (game_id,), path = _store(db, [record], "demo")
    console.print(f"Stored as game {game_id}; replay it with: meeple replay --db '{escape(str(path))}' --id {game_id}")
    console.rule(f"[bold]Simulation[/]: {games} games, {escape(sim_players)}")
    sim, sim_specs = _setup(game, sim_players, [], [])
    with GameStore.open_writable(db) as store:
        _, ids = _simulate(sim, sim_specs, games, jobs, seed, DEFAULT_MAX_STEPS, store, "demo")
    where = escape(str(path))
    console.print(f"Stored {len(ids)} games in {where}; list them with: meeple history --db '{where}'")
    if shutil.which("meeple") is None and sys.prefix != sys.base_prefix:
        console.print(f"To run these meeple commands, first activate its environment: "
                      f"source {escape(sys.prefix)}/bin/activate", soft_wrap=True)


app.command()(clear_errors(serve))  # meeple serve: play in the browser (cli/serve.py)
app.command(context_settings=EXTRA_ARGS, epilog=OPTIONS_HELP)(clear_errors(report))  # cli/report.py
app.command()(clear_errors(ratings))  # meeple ratings: OpenSkill ratings of the agents (cli/ratings.py)

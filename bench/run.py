"""Speed benchmark: random playouts and ISMCTS iterations per second, single core.

Run with ``make bench`` (installs the ``bench`` extras) or ``.venv/bin/python bench/run.py``.
For every registered game (at its default options) plus the test-only toy game, measures

- random playouts per second: whole games of uniformly random legal actions
  (``legal_actions`` + ``apply_legal``), and the decisions per second inside them;
- ISMCTS iterations per second (``agents/ismcts.py``) searching from the opening position
  and from positions a third and two thirds into a random game: with rollouts to the end,
  and with rollouts cut at 20 actions and scored by ``state.evaluate()``.

Outside yardsticks, measured the same way when their packages are installed:

- OpenSpiel's ``python_liars_poker`` (pure-Python game run through pyspiel's API, default
  parameters: 2 players, hand length 10, 10 digits), chance outcomes sampled by probability;
- the ``loveletter`` PyPI package (a Telegram bot's Love Letter table). Its messages go to a
  no-op bot; its ``telebot`` keyboard types are replaced by minimal stand-ins when
  pyTelegramBotAPI is not installed (the package imports it but does not declare it), and
  its Python-3.11-incompatible ``gettext`` call is patched while importing.

Prints a Rich table with each figure's ratio to the yardsticks, and writes
``bench/results.md`` and ``bench/results.json``. Never part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
import types
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for the test-only toy game

import meeple  # noqa: E402
from meeple.agents.ismcts import ISMCTSAgent  # noqa: E402
from meeple.core.game import Game  # noqa: E402
from meeple.core.table import Table as MeepleTable  # noqa: E402


@dataclass
class Row:
    name: str
    players: int
    playouts_per_s: float
    decisions_per_s: float
    mean_length: float
    ismcts_iterations_per_s: float | None = None
    ismcts_depth20_iterations_per_s: float | None = None
    note: str = ""


def timed_loop(one: Callable[[], int], seconds: float) -> tuple[int, int, float]:
    """Call ``one`` (returns decisions made) until ``seconds`` pass: (calls, decisions, elapsed)."""
    calls = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        decisions += one()
        calls += 1
        now = time.perf_counter()
        if now >= deadline:
            return calls, decisions, now - start


# --- meeple games ------------------------------------------------------------------------


def random_playout(game: Game, seed: int, rng: random.Random) -> int:
    state = game.new_initial_state(seed)
    n = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply_legal(legal[rng.randrange(len(legal))])
        n += 1
    return n


def bench_game(name: str, game: Game, seconds: float) -> Row:
    rng = random.Random(0)
    seeds = iter(range(10**9))
    calls, decisions, elapsed = timed_loop(lambda: random_playout(game, next(seeds), rng), seconds)
    row = Row(name, game.num_players, calls / elapsed, decisions / elapsed, decisions / calls)
    row.ismcts_iterations_per_s = bench_ismcts(game, seconds)
    row.ismcts_depth20_iterations_per_s = bench_ismcts(game, seconds, rollout_depth=20)
    return row


def search_positions(game: Game, count: int = 3) -> list:
    """The opening and positions a third and two thirds into one random game."""
    rng = random.Random(1)
    state = game.new_initial_state(7)
    actions = []
    while not state.is_terminal:
        legal = state.legal_actions()
        actions.append(legal[rng.randrange(len(legal))])
        state.apply_legal(actions[-1])
    positions = []
    for k in range(count):
        state = game.new_initial_state(7)
        for action in actions[: len(actions) * k // count]:
            state.apply_legal(action)
        positions.append(state)
    return positions


def bench_ismcts(game: Game, seconds: float, rollout_depth: int | None = None) -> float:
    positions = search_positions(game)
    agent = ISMCTSAgent(game, seed=0, time=seconds / len(positions), rollout_depth=rollout_depth)
    iterations = elapsed = 0.0
    for state in positions:
        table = MeepleTable(game, state=state)
        seat = min(state.acting())
        agent.search(table.sampler(seat), seat)
        iterations += agent.last_iterations
        elapsed += agent.last_seconds
    return iterations / elapsed


# --- yardsticks --------------------------------------------------------------------------


def bench_liars_poker(seconds: float) -> Row:
    import pyspiel
    from open_spiel.python.games import liars_poker  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_liars_poker")
    rng = random.Random(0)

    def playout() -> int:
        state = game.new_initial_state()
        n = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                n += 1
        return n

    calls, decisions, elapsed = timed_loop(playout, seconds)
    return Row("OpenSpiel python_liars_poker", game.num_players(), calls / elapsed,
               decisions / elapsed, decisions / calls, note="yardstick")


def _stub_telebot() -> None:
    """Minimal ``telebot.types`` keyboard classes, for when pyTelegramBotAPI is absent."""
    try:
        import telebot  # noqa: F401
        return
    except ImportError:
        pass

    class ReplyKeyboardMarkup:
        def __init__(self, row_width: int = 3) -> None:
            self.row_width, self.keyboard = row_width, []

        def add(self, *buttons: object) -> None:
            self.keyboard.append(list(buttons))

    class KeyboardButton:
        def __init__(self, text: str) -> None:
            self.text = text

    class ReplyKeyboardRemove:
        def __init__(self, selective: bool | None = None) -> None:
            self.selective = selective

    telebot = types.ModuleType("telebot")
    telebot.types = types.SimpleNamespace(  # type: ignore[attr-defined]
        ReplyKeyboardMarkup=ReplyKeyboardMarkup, KeyboardButton=KeyboardButton, ReplyKeyboardRemove=ReplyKeyboardRemove
    )
    sys.modules["telebot"] = telebot
    sys.modules["telebot.types"] = telebot.types  # type: ignore[assignment]


def _import_love_letter() -> tuple[type, type]:
    """The package's Game and User classes. It calls ``gettext.install(codeset=...)``, an
    argument Python 3.11 removed, so that argument is dropped while it is imported."""
    import gettext

    _stub_telebot()
    install = gettext.install
    gettext.install = lambda domain, localedir=None, codeset=None, **kw: install(domain, localedir, **kw)
    try:
        from loveletter.game import Game as LoveLetterGame
        from loveletter.users import User
    finally:
        gettext.install = install
    return LoveLetterGame, User


def bench_love_letter(seconds: float, players: int = 2) -> Row:
    LoveLetterGame, User = _import_love_letter()

    class SilentBot:
        def send_message(self, *args: object, **kwargs: object) -> None:
            pass

    guesses = [card.name for card in LoveLetterGame.card_types[:-1]]
    countess = LoveLetterGame.card_types[1]
    forced = (LoveLetterGame.card_types[2], LoveLetterGame.card_types[3])  # King, Prince
    random.seed(0)  # the package draws from the global RNG
    failures = 0

    def playout() -> int:
        nonlocal failures
        bot = SilentBot()
        table = LoveLetterGame(bot)
        for i in range(players):
            table.users.add(User(f"p{i}", i, bot, table))
        table.start()
        table.start_turn()
        n = 0
        try:
            while table.state != "game_over":
                dealer = table.dealer
                if table.state == "select_card":
                    held = (dealer.card, dealer.new_card)
                    if any(isinstance(c, countess) for c in held) and any(isinstance(c, forced) for c in held):
                        held = tuple(c for c in held if isinstance(c, countess))  # the rule it enforces
                    table.select_card(random.choice(held).name)
                elif table.state == "select_victim":
                    victims = table.users.get_victims(dealer)
                    if table.can_choose_yourself:
                        victims.append(dealer.name)
                    table.select_victim(random.choice(victims))
                elif table.state == "guess_card":
                    table.guess_card(random.choice(guesses))
                elif table.state == "change_turn":
                    table.start_turn()
                    continue
                n += 1
        except (IndexError, AttributeError):  # the package's own end-of-deck bugs
            failures += 1
        return n

    calls, decisions, elapsed = timed_loop(playout, seconds)
    note = "yardstick" + (f"; {failures} of {calls} rounds hit a package bug" if failures else "")
    return Row(f"loveletter (PyPI) {players}p round", players, calls / elapsed, decisions / elapsed,
               decisions / calls, note=note)


# --- report ------------------------------------------------------------------------------


def _fmt(x: float | None) -> str:
    if x is None:
        return "-"
    return f"{x:,.0f}" if x >= 100 else f"{x:,.1f}"


def _ratio(row: Row, y: Row | None) -> str:
    if y is None:
        return "-"
    return f"{row.playouts_per_s / y.playouts_per_s:.2f}x / {row.decisions_per_s / y.decisions_per_s:.2f}x"


def report(rows: list[Row], yardsticks: dict[str, Row | None], console: Console, out_dir: Path) -> None:
    liars, love = yardsticks.get("liars_poker"), yardsticks.get("love_letter")
    headers = ["game", "players", "playouts/s", "decisions/s", "mean decisions", "ISMCTS it/s", "ISMCTS it/s (rollouts <= 20)",
               "vs liars poker (playouts / decisions)", "vs love letter (playouts / decisions)"]
    lines = []
    for row in rows + [y for y in (liars, love) if y is not None]:
        lines.append([row.name + (f" ({row.note})" if row.note else ""), str(row.players), _fmt(row.playouts_per_s),
                      _fmt(row.decisions_per_s), f"{row.mean_length:.1f}", _fmt(row.ismcts_iterations_per_s),
                      _fmt(row.ismcts_depth20_iterations_per_s),
                      _ratio(row, liars), _ratio(row, love)])
    table = Table(title=f"meeple bench, single core, Python {platform.python_version()}")
    for h in headers:
        table.add_column(h, justify="left" if h == "game" else "right")
    for line in lines:
        table.add_row(*line)
    console.print(table)
    for key, row in yardsticks.items():
        if row is None:
            console.print(f"[yellow]yardstick {key} unavailable (install with: pip install -e '.[bench]')[/]")

    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    load = os.getloadavg()[0]
    md = [f"# meeple bench ({stamp})", "",
          f"Single core, Python {platform.python_version()} on {platform.machine()}, "
          f"load average {load:.1f} on {os.cpu_count()} cores when it finished; "
          "produced by `make bench` (bench/run.py). Ratios: playouts per second and decisions per second "
          "relative to the yardstick (decisions compare games of different lengths better).", "",
          "| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    md += ["| " + " | ".join(line) + " |" for line in lines]
    (out_dir / "results.md").write_text("\n".join(md) + "\n", encoding="utf-8")
    data = {"when": stamp, "python": platform.python_version(), "machine": platform.machine(), "load": load,
            "games": [asdict(r) for r in rows],
            "yardsticks": {k: (asdict(v) if v else None) for k, v in yardsticks.items()}}
    (out_dir / "results.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    console.print(f"written {out_dir / 'results.md'} and {out_dir / 'results.json'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per measurement (default 3)")
    parser.add_argument("--games", nargs="*", help="only these registered games")
    parser.add_argument("--out", type=Path, default=ROOT / "bench", help="folder for results.md/json")
    args = parser.parse_args()
    console = Console(width=max(Console().width, 180))

    games: list[tuple[str, Game]] = [(n, meeple.load(n)) for n in (args.games or meeple.available_games())]
    from tests.toygame import ToyGame

    games.append(("toy (test-only High Card)", ToyGame()))
    rows = []
    for name, game in games:
        console.print(f"measuring {name} ...")
        rows.append(bench_game(name, game, args.seconds))

    yardsticks: dict[str, Row | None] = {}
    for key, bench in (("liars_poker", bench_liars_poker), ("love_letter", bench_love_letter)):
        console.print(f"measuring yardstick {key} ...")
        try:
            yardsticks[key] = bench(args.seconds)
        except ImportError as err:
            console.print(f"[yellow]{key}: {err}[/]")
            yardsticks[key] = None
    report(rows, yardsticks, console, args.out)


if __name__ == "__main__":
    main()

"""One tournament game as a unit of work: what a worker needs (:class:`GameTask`), what it
sends back (:class:`GameRow`) and the worker functions, shared by every backend
(:mod:`meeple.sim.backends`). Everything here pickles: tasks and rows cross process and
machine boundaries (a process pool, Ray)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, NamedTuple

from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.sim.runner import StepLimitError, play_game


class GameTask(NamedTuple):
    """What a worker process needs to play one game (picklable). A named tuple: a tournament
    makes one per game before its first game starts, and a tuple is made (and pickled to a
    worker) in a third of a frozen dataclass's time."""

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
"""The games a process plays its tasks with, by class and options: made once per process."""


def _key(game_cls: type[Game], options: dict[str, Any]) -> tuple[type[Game], str]:
    return game_cls, repr(sorted(options.items()))


def share_game(game: Game) -> None:
    """Play the tasks of ``game``'s class and options with ``game`` itself, in this process and
    in worker processes forked from it afterwards, instead of making a copy of the game in each
    (Lords of War builds its tables on making). A game's rules and options are all a task
    reads of it, so the rows are the same."""
    _GAMES[_key(type(game), game.options_json())] = game


def play_task(task: GameTask) -> GameRow:
    """Play one tournament game (the worker function; top level so that it pickles)."""
    key = _key(task.game_cls, task.options)
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


def play_batch(tasks: tuple[GameTask, ...]) -> tuple[list[GameRow], float]:
    """Play several tournament games one after another (a backend sends short games in
    batches, so that the cost of a round trip to a worker is shared). Returns the rows and
    the CPU seconds the worker spent on them, which sizes the next batches: unlike the games'
    own wall-clock times it does not grow when the machine is busy with other work."""
    start = time.process_time()
    rows = [play_task(t) for t in tasks]
    return rows, time.process_time() - start

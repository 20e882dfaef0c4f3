"""The progress bar of a batch of bot games, each stored as it finishes (simulate, report)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from meeple.core.records import GameRecord
from meeple.sim.store import BatchWriter

_COLUMNS = (TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
            TimeElapsedColumn(), TimeRemainingColumn())


class GameProgress:
    """One run's bar and its store writer (None: games are not kept)."""

    def __init__(self, progress: Progress, total: int, description: str, writer: BatchWriter | None) -> None:
        self._progress, self._writer = progress, writer
        self._task = progress.add_task(description, total=total)
        self._done = 0
        self._drawn = 0.0
        # Off a terminal (a pipe, a file) the transient bar is never shown: nothing to draw.
        self._shown = progress.console.is_terminal

    def _redraw(self) -> None:
        """Move the bar to the games done and draw it, at most ten times a second: an update
        and a drawing cost more than a short game."""
        now = time.monotonic()
        if self._shown and now - self._drawn >= 0.1:
            self._drawn = now
            self._progress.update(self._task, completed=self._done)
            self._progress.refresh()

    def finished(self, record: GameRecord) -> None:
        """A game finished: store it (batched) and advance the bar."""
        if self._writer is not None:
            self._writer.add(record)
        self._done += 1
        self._redraw()

    def tick(self) -> None:
        """The clock: commit a batch that is due, and let the elapsed time move."""
        if self._writer is not None:
            self._writer.tick()
        self._redraw()

    @property
    def writer(self) -> BatchWriter | None:
        return self._writer

    def attach(self, writer: BatchWriter) -> None:
        """Store the games finished from now on with ``writer`` (a store opened once the run
        was under way); its last batch is committed when the bar closes."""
        self._writer = writer

    def describe(self, description: str) -> None:
        self._progress.update(self._task, description=description, completed=self._done)
        if self._shown:
            self._progress.refresh()


@contextmanager
def game_progress(console: Console, description: str, total: int,
                  writer: BatchWriter | None) -> Iterator[GameProgress]:
    """A transient bar for ``total`` games; the writer's (or the attached one's) last batch is
    committed on the way out, also after a Ctrl-C or an error. No refresh thread: worker processes are forked while
    it runs, so the run's ticks redraw it instead."""
    # Off a terminal the bar is disabled: never shown, so never rendered (rendering it at the
    # end alone cost a few milliseconds after the last game).
    with Progress(*_COLUMNS, console=console, auto_refresh=False, transient=True,
                  disable=not console.is_terminal) as progress:
        bar = GameProgress(progress, total, description, writer)
        try:
            yield bar
        finally:
            if bar.writer is not None:
                bar.writer.flush()
        progress.refresh()

"""``meeple ratings``: OpenSkill ratings of the agent specs from the stored games, with their
uncertainty (the rating itself is :mod:`meeple.sim.ratings`). Registered as a command by
``meeple.cli.app``."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from meeple.core.registry import game_class
from meeple.sim.ratings import GameRatings, rate
from meeple.sim.store import GameStore, default_db_path

console = Console(highlight=False)


def ratings(
    game: str | None = typer.Option(None, "--game", help="Only this game (default: every game in the database, "
                                                         "each rated apart)."),
    db: Path | None = typer.Option(None, "--db", help="Game database (default: $MEEPLE_DB or the user data dir)."),
) -> None:
    """Rate the agent specs from the stored games (OpenSkill, Plackett-Luce): skill mu, its
    uncertainty sigma and 95% interval, ranked by mu - 3 sigma.

    Every finished game is one match, its seats ranked by their returns, in the order stored.
    Cooperative and one-player games, and games with one spec in every seat, say nothing of
    who is stronger and are left out (counted below each table).
    """
    name = game_class(game).name if game else None
    path = db.expanduser() if db is not None else default_db_path()
    if not path.exists():  # rating must not create a database at a mistyped path
        console.print(f"no game database at {escape(str(path))} yet: nothing to rate")
        return
    with GameStore(db) as store:
        stored = store.list(name, limit=max(1, store.count()))
    rated = rate(s.record for s in reversed(stored))  # oldest first
    if not rated:
        console.print(f"no stored games{f' of {name}' if name else ''} in {escape(str(path))}: nothing to rate")
        return
    for result in rated.values():
        console.print(_table(result))
        left_out = ", ".join(f"{n} {why}" for why, n in sorted(result.skipped.items()))
        console.print(f"{result.rated} game(s) rated" + (f"; left out: {left_out}" if left_out else ""))


def _table(result: GameRatings) -> RichTable:
    table = RichTable(title=f"{result.game}: agent ratings (OpenSkill)", title_justify="left")
    for column in ("#", "agent", "games", "mu", "sigma", "95% interval", "mu - 3 sigma"):
        table.add_column(column, justify="left" if column == "agent" else "right")
    for rank, r in enumerate(result.ratings, 1):
        table.add_row(str(rank), escape(r.spec), str(r.games), f"{r.mu:.2f}", f"{r.sigma:.2f}",
                      f"{r.low:.2f}-{r.high:.2f}", f"{r.ordinal:.2f}")
    return table

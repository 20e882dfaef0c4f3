"""Rich tables and lines for the command line: games, simulation summaries, history."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from meeple.cli.game_options import format_value
from meeple.core.errors import MeepleError, OptionError
from meeple.core.game import Game
from meeple.sim.store import StoredGame
from meeple.sim.tournament import Rate, TournamentResult


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def rate_text(rate: Rate) -> str:
    """``52.0% (45.1-58.8%)``: the rate with its 95% interval."""
    return f"{pct(rate.rate)} (95% CI {pct(rate.low)}-{pct(rate.high)}, n={rate.trials})"


def result_text(returns: list[float] | None, agents: list[str], short: bool = False) -> str:
    """Who won, from the returns in seat order: ``P2 (greedy) wins`` (short: ``P2 wins``),
    ``draw``, ``all won`` (a cooperative win), ``all lost`` or ``unfinished``."""
    if returns is None:
        return "unfinished"
    winners = [i for i, v in enumerate(returns) if v > 0]
    if not winners:
        return "draw" if all(v == 0 for v in returns) else "all lost"
    if len(winners) == len(returns) and len(returns) > 1:
        return "all won"
    names = [f"P{i + 1}" if short else f"P{i + 1} ({agents[i]})" for i in winners]
    return ", ".join(names) + (" win" if len(winners) > 1 else " wins")


def _provenance(game_cls: type[Game]) -> dict[str, Any] | str:
    """Provenance of a game's default content, or why it cannot be loaded (a game that
    fails in any way is listed with the reason, so that it cannot hide the others)."""
    try:
        try:
            game = game_cls()
        except OptionError:
            game = game_cls(players=game_cls.min_players)
        return game.provenance()
    except MeepleError as err:
        return str(err)
    except Exception as err:  # noqa: BLE001 - a broken game package, reported in the listing
        return f"{type(err).__name__}: {err}"


def _counts(prov: dict[str, Any]) -> str:
    return ", ".join(f"{prov.get(k, 0)} {k}" for k in ("rulebook", "public-transcription", "reconstructed"))


def games_view(classes: dict[str, type[Game]]) -> Group:
    """A table of the games, then per game its options with defaults and its data sources."""
    table = Table(title="Games")
    table.add_column("game", style="bold", no_wrap=True)
    table.add_column("title")
    table.add_column("players", no_wrap=True)
    table.add_column("content records by provenance")
    details: list[Any] = [table]
    for name, cls in classes.items():
        players = f"{cls.min_players}-{cls.max_players}" if cls.max_players > cls.min_players else str(cls.min_players)
        if cls.cooperative:
            players += " (co-op)"
        prov = _provenance(cls)
        table.add_row(name, cls.title, players, _counts(prov) if isinstance(prov, dict) else "[red]cannot load[/]")
        details.append(Text(f"\n{name} (rules version {cls.rules_version})", style="bold"))
        defaults = {k: v for k, v in cls.option_defaults().items() if k != "players"}
        details.append(Text("  options: " + (" ".join(
            f"--{k.replace('_', '-')} {format_value(v)}" for k, v in defaults.items()) or "none")))
        if isinstance(prov, str):
            details.append(Text(f"  content data cannot be loaded: {prov}", style="red"))
        else:
            details.extend(Text(f"  source: {src}") for src in prov.get("sources", []))
    return Group(*details)


def summary_table(result: TournamentResult) -> Table:
    """One row per agent: games, wins/losses/draws, win rate with its 95% Wilson interval,
    mean game length (actions) and the agent's mean thinking time per game."""
    table = Table(title=f"{result.game}: {len(result.rows)} games, master seed {result.seed}")
    table.add_column("agent", style="bold", overflow="fold")
    for col in ("games", "W", "L", "D", "win rate", "95% CI", "length", "think s"):
        table.add_column(col, justify="right", no_wrap=True)
    for a in result.agents:
        table.add_row(
            a.label, str(a.games), str(a.wins), str(a.losses), str(a.draws), pct(a.win_rate.rate),
            f"{pct(a.win_rate.low)}-{pct(a.win_rate.high)}", f"{a.mean_length:.1f}", f"{a.mean_think_seconds:.3f}",
        )
    table.caption = "W/L/D: wins, losses, draws; length: mean actions per game; think s: agent's seconds per game"
    return table


def summary_lines(result: TournamentResult) -> list[str]:
    lines = [
        f"First player (who made the first decision) won {rate_text(result.first_seat)}",
        f"Mean game: {result.mean_length:.1f} actions, {result.mean_seconds:.3f} s",
    ]
    if result.team is not None:  # a cooperative team: who starts does not matter
        lines[0] = f"Team won {rate_text(result.team)}"
    return lines


def history_table(rows: list[StoredGame], caption: str) -> Table:
    table = Table(title="Stored games", caption=caption, box=box.SIMPLE_HEAD)
    table.add_column("id", justify="right", no_wrap=True)
    table.add_column("when (UTC)")
    table.add_column("game", overflow="fold")
    table.add_column("players", overflow="fold")
    table.add_column("seed", justify="right", overflow="fold")
    table.add_column("actions", justify="right")
    table.add_column("result")
    table.add_column("source")
    for row in rows:
        r = row.record
        table.add_row(
            str(row.id), row.created.replace("T", " ")[5:16], r.game, ", ".join(r.agents), str(r.seed),
            str(r.length), result_text(r.returns, r.agents, short=True), row.source,
        )
    return table

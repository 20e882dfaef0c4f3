"""The balance report: an HTML page with its plots as PNG files beside it, and its numbers as
JSON, from the tournaments of a grid (played by ``meeple report`` or read from ``simulate --out``
files).

``write_report`` writes into the report folder:

- ``report.html``: the sections (win rate per agent, per seat, the first player's advantage,
  game length, the game's own balance question, the cells with the command that re-plays each);
- one PNG per plot, linked from the page;
- ``report.json``: every number of the page (``figures``: ``key/field`` -> value, see
  :mod:`meeple.sim.figures`), the cells and the images. Each number on the page is marked with
  its key (``data-key``), so the page can be checked against the JSON;
- ``results/``: the cells' tournaments as ``simulate --out`` files (when they were played here),
  so ``meeple report GAME --results DIR/results`` draws the same report again.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from meeple.core.errors import RecordError
from meeple.core.registry import game_class
from meeple.sim import plots
from meeple.sim.balance import Question
from meeple.sim.figures import CellFig, Figures, LengthFig, RateFig, compute, players_label
from meeple.sim.tournament import TournamentResult

COUNT_FIELDS = ("wins", "games", "finished", "capped", "p10", "p90", "min", "max", "draws")
"""Figure fields that are whole numbers; ``rate``, ``low`` and ``high`` are percentages, the
rest (means, medians) have one decimal."""


def format_figure(key: str, value: float) -> str:
    """A number as the page shows it: counts whole, rates as ``45.0%``, means ``14.7``."""
    name = key.rsplit("/", 1)[-1]
    if name in COUNT_FIELDS:
        return str(int(value))
    if name in ("rate", "low", "high"):
        return f"{value:.1%}"
    return f"{value:.1f}"


@dataclass
class ReportInfo:
    """What the report says about how its games were made: ``agents`` (the specs given),
    ``games`` per cell, master ``seed`` and ``backend`` (None when read from files), the
    result ``files`` read, the ``commands`` that re-play each cell, and whether the run was
    ``interrupted``."""

    agents: list[str]
    games: int | None
    seed: int | None
    backend: str | None = None
    files: list[str] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    interrupted: bool = False


def write_report(game: str, results: Sequence[TournamentResult], question: Question, out: Path,
                 info: ReportInfo) -> Figures:
    """Write the report of ``results`` (the cells of ``game``'s grid) into folder ``out``
    (created: ``report.html`` and the rest); returns its numbers. Raises :class:`RecordError` when nothing can be written
    there or there are no results."""
    if not results:
        raise RecordError("no simulation results to report on")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise RecordError(f"{out}: cannot create the report folder ({err.strerror})") from None
    figures = compute(game, results, question)
    images = _plots(figures, out)
    page = _page(game, figures, info, images)
    path = out / "report.html"
    data = {
        "game": game, "question": question.title, "kind": question.kind, "info": info.__dict__,
        "cells": [{"label": c.label, "key": c.key, "options": c.options, "specs": c.specs} for c in figures.cells],
        "images": [p.name for p in images.values()], "figures": figures.flat(),
    }
    try:
        path.write_text(page, encoding="utf-8")
        (out / "report.json").write_text(json.dumps(data, indent=1), encoding="utf-8")
    except OSError as err:
        raise RecordError(f"{out}: cannot write the report ({err.strerror})") from None
    return figures


def _plots(figures: Figures, out: Path) -> dict[str, Path]:
    q = figures.question
    fair = {players_label(n): 1 / n for n in figures.seats if n > 1} if not figures.cooperative else None
    images = {
        "agents": plots.rate_bars(figures.agents, out / "agents.png", "Win rate per agent"),
        "seats": plots.grouped_bars({players_label(n): v for n, v in figures.seats.items()}, out / "seats.png",
                                    "Win rate per seat", "player count", fair),
        "first": plots.rate_bars(list(figures.first.values()), out / "first_player.png",
                                 "The first player's win rate"),
        "lengths": plots.lengths(figures, out / "game_length.png"),
    }
    if q.kind == "matchup" and figures.matchup:
        images["balance"] = plots.matchup(figures, out / "matchup.png", q.option or "side")
    elif q.kind == "by-option" and q.option:
        images["balance"] = plots.by_option(figures, out / f"by_{q.option}.png", q.option, q.band)
    elif q.kind == "per-hero" and figures.heroes:
        images["balance"] = plots.grouped_bars({players_label(n): v for n, v in figures.heroes.items()},
                                               out / "heroes.png", "Win rate per hero", "player count",
                                               fair)
    return images


# -- the page -------------------------------------------------------------------------------

_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 64rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 0.8rem 0 1.2rem; font-size: 0.92rem; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.5rem; text-align: right; }
th { background: #f2f2f2; } td.l, th.l { text-align: left; }
img { max-width: 100%; border: 1px solid #eee; }
code { font-size: 0.85rem; } .note { color: #555; }
"""


def _e(text: object) -> str:
    return html.escape(str(text))


def _num(key: str, value: float) -> str:
    return f'<span data-key="{_e(key)}">{_e(format_figure(key, value))}</span>'


def _rate_tds(fig: RateFig, games: bool = True) -> str:
    """Table cells of a rate: its games (unless ``games`` is False), wins, rate and interval."""
    low, high = fig.interval
    return ((f"<td>{_num(fig.key + '/games', fig.games)}</td>" if games else "")
            + f"<td>{_num(fig.key + '/wins', fig.wins)}</td><td>{_num(fig.key + '/rate', fig.rate)}</td>"
            f"<td>{_num(fig.key + '/low', low)}-{_num(fig.key + '/high', high)}</td>")


_RATE_HEAD = "<th>games</th><th>wins</th><th>win rate</th><th>95% interval</th>"


def _table(head: str, rows: list[str]) -> str:
    return f"<table><tr>{head}</tr>" + "".join(f"<tr>{r}</tr>" for r in rows) + "</table>"


def _img(images: dict[str, Path], name: str, alt: str) -> str:
    path = images.get(name)
    return f'<p><img src="{_e(path.name)}" alt="{_e(alt)}"></p>' if path is not None else ""


def _length_tds(fig: LengthFig) -> str:
    flat = fig.flat()
    cells = [f"<td>{_num(k, flat[k])}</td>" if k in flat else "<td></td>"
             for k in (f"{fig.key}/{f}" for f in ("games", "mean", "median", "p10", "p90", "min", "max"))]
    return "".join(cells)


def _cell_row(cell: CellFig, cooperative: bool) -> str:
    main = cell.team if cooperative and cell.team is not None else cell.first
    seats = " ".join(f"{s.label} {_num(s.key + '/rate', s.rate)}" for s in cell.seats)
    return (f"<td class='l'>{_e(cell.label)}</td><td>{_num(cell.key + '/finished', cell.finished)}</td>"
            f"<td>{_num(cell.key + '/capped', cell.capped)}</td>{_rate_tds(main, games=False)}"
            f"<td class='l'>{seats}</td><td>{_num(cell.key + '/mean_length', cell.mean_length)}</td>")


def _page(game: str, figures: Figures, info: ReportInfo, images: dict[str, Path]) -> str:
    cls = game_class(game)
    q = figures.question
    total = sum(c.finished + c.capped for c in figures.cells)
    capped = sum(c.capped for c in figures.cells)
    parts = [f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{_e(cls.title)}: balance "
             f"report</title><style>{_STYLE}</style></head><body>",
             f"<h1>{_e(cls.title)}: balance report</h1>"]
    made = (f"played here on the {_e(info.backend)} backend, master seed {_e(info.seed)}, "
            f"{_e(info.games)} games per cell" if info.backend is not None
            else "read from " + ", ".join(f"<code>{_e(f)}</code>" for f in info.files))
    parts.append(
        f"<p>{_e(game)} (rules version {_e(cls.rules_version)}): {len(figures.cells)} cell(s), {total} games, "
        f"{made}. Agents: {_e(', '.join(info.agents))} (repeated to fill the seats; seats rotate from game to "
        f"game). Written {datetime.now(UTC).isoformat(timespec='seconds')}.</p>"
        "<p class='note'>A win is a return above 0. Intervals are 95% Wilson score intervals.</p>")
    if capped:
        parts.append(f"<p><strong>{capped} game(s) hit the step cap</strong> and are left out of every rate.</p>")
    if info.interrupted:
        parts.append("<p><strong>The run was interrupted</strong>: the report is of the games that finished.</p>")
    if figures.cooperative:
        parts.append("<p class='note'>A cooperative game: the seats win or lose together, so every seat's "
                     "rate is the team's.</p>")

    parts.append("<h2>Win rate per agent</h2>")
    parts.append(_table("<th class='l'>agent</th>" + _RATE_HEAD,
                        [f"<td class='l'>{_e(f.label)}</td>{_rate_tds(f)}" for f in figures.agents]))
    parts.append(_img(images, "agents", "win rate per agent"))

    parts.append("<h2>Win rate per seat</h2>")
    parts.append(_table("<th>players</th><th>seat</th>" + _RATE_HEAD,
                        [f"<td>{n}</td><td>{_e(f.label)}</td>{_rate_tds(f)}"
                         for n, figs in figures.seats.items() for f in figs]))
    parts.append(_img(images, "seats", "win rate per seat"))

    parts.append("<h2>First-player advantage</h2><p>The win rate of the seat that made the game's first "
                 "decision (some games draw the starter), against a fair share of 1/n.</p>")
    parts.append(_table("<th>players</th>" + _RATE_HEAD + "<th>fair share</th>",
                        [f"<td>{n}</td>{_rate_tds(f)}<td>{1 / n:.1%}</td>" for n, f in figures.first.items()]))
    parts.append(_img(images, "first", "first player's win rate"))

    parts.append("<h2>Game length</h2><p>Actions per finished game.</p>")
    parts.append(_table("<th>players</th><th>games</th><th>mean</th><th>median</th><th>10%</th><th>90%</th>"
                        "<th>min</th><th>max</th>",
                        [f"<td>{n}</td>{_length_tds(f)}" for n, f in figures.lengths.items()]))
    parts.append(_img(images, "lengths", "distribution of game length"))

    parts.append(f"<h2>{_e(q.title)}</h2><p>{_e(q.text)}</p>")
    parts.append(_img(images, "balance", q.title))
    if q.kind == "matchup":
        parts.append(_table("<th class='l'>side</th><th class='l'>against</th>" + _RATE_HEAD + "<th>draws</th>",
                            [f"<td class='l'>{_e(a)}</td><td class='l'>{_e(b)}</td>{_rate_tds(f)}"
                             f"<td>{_num(f.key + '/draws', figures.matchup_draws[(a, b)])}</td>"
                             for (a, b), f in figures.matchup.items()]))
    elif q.kind == "per-hero":
        parts.append(_table("<th>players</th><th class='l'>hero</th>" + _RATE_HEAD,
                            [f"<td>{n}</td><td class='l'>{_e(f.label)}</td>{_rate_tds(f)}"
                             for n, figs in figures.heroes.items() for f in figs]))
    else:
        parts.append(_img(images, "seats", "win rate per seat") if q.kind == "per-seat" else "")

    what = "team" if figures.cooperative else "first player"
    parts.append("<h2>Cells</h2>")
    parts.append(_table(f"<th class='l'>cell</th><th>finished</th><th>capped</th><th>{what}: wins</th>"
                        "<th>win rate</th><th>95% interval</th><th class='l'>per seat</th><th>mean length</th>",
                        [_cell_row(c, figures.cooperative) for c in figures.cells]))
    if info.commands:
        parts.append("<p>Each cell is one <code>meeple simulate</code> run (add <code>--out FILE</code> to keep "
                     "its rows):</p><ul>" + "".join(f"<li><code>{_e(c)}</code></li>" for c in info.commands)
                     + "</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)

"""The balance report's plots, drawn with matplotlib's object interface on the Agg canvas (no
display, no pyplot state: safe in any process) and written as PNG files.

Every rate is drawn with its 95% Wilson interval as an error bar; a dotted line marks the fair
share (1/n) where one exists. Each function returns the file it wrote.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from meeple.sim.figures import Figures, RateFig

if TYPE_CHECKING:
    from matplotlib.figure import Figure

DPI = 100


def _figure(width: float = 7.0, height: float = 3.6) -> Figure:
    # matplotlib is imported here, not at the top: it costs more start-up than the rest of
    # the command line together, and only the report draws.
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=DPI, layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def _save(fig: Figure, path: Path) -> Path:
    fig.savefig(path, format="png")
    return path


def _errors(figs: Sequence[RateFig]) -> list[list[float]]:
    """Error bar lengths below and above each rate, from its interval."""
    lows, highs = zip(*(f.interval for f in figs), strict=True) if figs else ((), ())
    return [[f.rate - lo for f, lo in zip(figs, lows, strict=True)],
            [hi - f.rate for f, hi in zip(figs, highs, strict=True)]]


def _percent_axis(ax: object, label: str = "win rate") -> None:
    ax.set_ylim(0, 1)  # type: ignore[attr-defined]
    ax.set_ylabel(label)  # type: ignore[attr-defined]
    ax.yaxis.set_major_formatter(lambda v, _: f"{v:.0%}")  # type: ignore[attr-defined]
    ax.grid(axis="y", alpha=0.3)  # type: ignore[attr-defined]


def rate_bars(figs: Sequence[RateFig], path: Path, title: str, fair: float | None = None) -> Path:
    """One bar per rate, with its interval."""
    fig = _figure(max(4.0, 1.0 + 0.9 * len(figs)))
    ax = fig.add_subplot()
    xs = range(len(figs))
    ax.bar(xs, [f.rate for f in figs], yerr=_errors(figs), capsize=4, color="#4c72b0")
    ax.set_xticks(list(xs), [f.label for f in figs], rotation=20 if len(figs) > 4 else 0, ha="right"
                  if len(figs) > 4 else "center")
    if fair is not None:
        ax.axhline(fair, linestyle=":", color="black", label=f"fair share {fair:.0%}")
        ax.legend(loc="upper right")
    _percent_axis(ax)
    ax.set_title(title)
    return _save(fig, path)


def grouped_bars(groups: dict[str, Sequence[RateFig]], path: Path, title: str, xlabel: str,
                 fair: dict[str, float] | None = None) -> Path:
    """Bars grouped by ``groups`` keys (the x axis), one bar per rate in a group, labelled by
    the rates' labels; ``fair``: the fair share of each group, drawn over it."""
    names = list(groups)
    series = sorted({f.label for figs in groups.values() for f in figs},
                    key=lambda s: (len(s), s))
    width = 0.8 / max(1, len(series))
    fig = _figure(max(5.0, 1.5 + 1.2 * len(names)))
    ax = fig.add_subplot()
    for k, label in enumerate(series):
        xs, figs = [], []
        for i, name in enumerate(names):
            for f in groups[name]:
                if f.label == label:
                    xs.append(i - 0.4 + width * (k + 0.5))
                    figs.append(f)
        ax.bar(xs, [f.rate for f in figs], width, yerr=_errors(figs), capsize=3, label=label)
    for i, name in enumerate(names):
        if fair and name in fair:
            ax.hlines(fair[name], i - 0.45, i + 0.45, linestyles=":", colors="black")
    ax.set_xticks(range(len(names)), names)
    ax.set_xlabel(xlabel)
    _percent_axis(ax)
    ax.legend(fontsize="small", ncols=min(len(series), 5), loc="upper right")
    ax.set_title(title + (" (dotted: fair share)" if fair else ""))
    return _save(fig, path)


def lengths(figures: Figures, path: Path) -> Path:
    """Histogram of game lengths (actions), one outline per player count."""
    fig = _figure()
    ax = fig.add_subplot()
    for n, length in figures.lengths.items():
        if length.lengths:
            ax.hist(length.lengths, bins=min(30, max(5, len(set(length.lengths)))), histtype="step",
                    linewidth=1.5, label=length.label)
    ax.set_xlabel("actions per game")
    ax.set_ylabel("games")
    ax.legend()
    ax.set_title("Distribution of game length")
    return _save(fig, path)


def matchup(figures: Figures, path: Path, option: str) -> Path:
    """Heatmap: the row side's win rate against the column side (both seatings pooled)."""
    sides = sorted({a for a, _ in figures.matchup} | {b for _, b in figures.matchup})
    grid = [[float("nan")] * len(sides) for _ in sides]
    for (a, b), f in figures.matchup.items():
        if f.games:
            grid[sides.index(a)][sides.index(b)] = f.rate
    fig = _figure(1.5 + 1.3 * len(sides), 1.0 + 1.1 * len(sides))
    ax = fig.add_subplot()
    image = ax.imshow(grid, vmin=0, vmax=1, cmap="RdBu")
    for i, a in enumerate(sides):
        for j, b in enumerate(sides):
            f = figures.matchup.get((a, b))
            if f is not None and f.games:
                low, high = f.interval
                ax.text(j, i, f"{f.rate:.0%}\n{low:.0%}-{high:.0%}", ha="center", va="center", fontsize=8)
            elif i == j:
                ax.text(j, i, "mirror", ha="center", va="center", fontsize=8, color="grey")
    ax.set_xticks(range(len(sides)), sides)
    ax.set_yticks(range(len(sides)), sides)
    ax.set_xlabel("against")
    ax.set_ylabel(option)
    fig.colorbar(image, ax=ax, format=lambda v, _: f"{v:.0%}")
    ax.set_title("Win rate of the row against the column")
    return _save(fig, path)


def by_option(figures: Figures, path: Path, option: str, band: tuple[float, float] | None) -> Path:
    """The cells' win rate (the team's in a cooperative game, else the first player's) by player
    count, one line per value of ``option``; ``band``: a target range, shaded."""
    fig = _figure()
    ax = fig.add_subplot()
    values = list(dict.fromkeys(str(c.options.get(option)) for c in figures.cells))
    counts = sorted({c.players for c in figures.cells})
    offset = 0.08
    for k, value in enumerate(values):
        cells = [c for c in figures.cells if str(c.options.get(option)) == value]
        figs = [c.team if figures.cooperative and c.team is not None else c.first for c in cells]
        xs = [c.players + offset * (k - (len(values) - 1) / 2) for c in cells]
        ax.errorbar(xs, [f.rate for f in figs], yerr=_errors(figs), marker="o", capsize=4, label=value)
    if band is not None:
        ax.axhspan(*band, color="green", alpha=0.12, label=f"target {band[0]:.0%}-{band[1]:.0%}")
    elif not figures.cooperative:
        ax.plot(counts, [1 / n for n in counts], linestyle=":", color="black", label="fair share 1/n")
    ax.set_xticks(counts)
    ax.set_xlabel("players")
    _percent_axis(ax, "team win rate" if figures.cooperative else "first player's win rate")
    ax.legend(fontsize="small")
    ax.set_title(f"By {option} and player count")
    return _save(fig, path)

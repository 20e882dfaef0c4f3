"""The numbers of a balance report, counted from the per-game rows of a grid's tournaments.

A win is a return above 0 (as in every tournament summary); games that hit the step cap are
left out of every rate and counted apart. Every rate carries its 95% Wilson interval. Each
number has a key (``agent/greedy``, ``seat/3p/P2``, ``first/2p``, ``length/2p``,
``matchup/elves/orcs``, ``hero/2p/rohan``, ``cell/<cell>/...``); :meth:`Figures.flat` gives
them all as one ``key/field -> number`` map, which the report writes to ``report.json`` and
marks in its HTML (``data-key``), so the page can be checked against the JSON.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from statistics import fmean, median

from meeple.core.registry import load
from meeple.sim.balance import Question, seat_heroes
from meeple.sim.stats import wilson_interval
from meeple.sim.tasks import GameRow
from meeple.sim.tournament import TournamentResult


@dataclass(frozen=True)
class RateFig:
    """``wins`` of ``games`` with the rate and its 95% Wilson interval (``low``-``high``)."""

    key: str
    label: str
    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def flat(self) -> dict[str, float]:
        low, high = self.interval
        return {f"{self.key}/wins": self.wins, f"{self.key}/games": self.games, f"{self.key}/rate": self.rate,
                f"{self.key}/low": low, f"{self.key}/high": high}


@dataclass(frozen=True)
class LengthFig:
    """Game lengths (actions per finished game) at one player count."""

    key: str
    label: str
    lengths: tuple[int, ...]

    def flat(self) -> dict[str, float]:
        xs = sorted(self.lengths)
        if not xs:
            return {f"{self.key}/games": 0}
        return {f"{self.key}/games": len(xs), f"{self.key}/mean": fmean(xs), f"{self.key}/median": median(xs),
                f"{self.key}/p10": xs[len(xs) // 10], f"{self.key}/p90": xs[(9 * len(xs)) // 10],
                f"{self.key}/min": xs[0], f"{self.key}/max": xs[-1]}


@dataclass
class CellFig:
    """One cell of the grid: its options, finished and capped games, the first player's and
    (cooperative games) the team's win rate, each seat's, and the mean length."""

    key: str
    label: str
    options: dict[str, object]
    players: int
    specs: list[str]
    finished: int
    capped: int
    first: RateFig
    team: RateFig | None
    seats: list[RateFig]
    mean_length: float

    def flat(self) -> dict[str, float]:
        out: dict[str, float] = {f"{self.key}/finished": self.finished, f"{self.key}/capped": self.capped,
                                 f"{self.key}/mean_length": self.mean_length}
        for fig in (self.first, self.team, *self.seats):
            if fig is not None:
                out.update(fig.flat())
        return out


@dataclass
class Figures:
    """Everything a report shows, by section."""

    game: str
    cooperative: bool
    question: Question
    cells: list[CellFig]
    agents: list[RateFig]
    seats: dict[int, list[RateFig]]
    first: dict[int, RateFig]
    lengths: dict[int, LengthFig]
    matchup: dict[tuple[str, str], RateFig] = field(default_factory=dict)
    matchup_draws: dict[tuple[str, str], int] = field(default_factory=dict)
    heroes: dict[int, list[RateFig]] = field(default_factory=dict)

    def flat(self) -> dict[str, float]:
        """Every number, as ``key/field`` (``agent/greedy/rate``) to its value."""
        out: dict[str, float] = {}
        for fig in (*self.agents, *self.first.values(), *self.lengths.values(), *self.matchup.values(),
                    *(f for figs in self.seats.values() for f in figs),
                    *(f for figs in self.heroes.values() for f in figs), *self.cells):
            out.update(fig.flat())
        for (a, b), draws in self.matchup_draws.items():
            out[f"matchup/{a}/{b}/draws"] = draws
        return out


def players_label(n: int) -> str:
    """``1 player``, ``3 players``."""
    return f"{n} player{'s' if n != 1 else ''}"


def _won(row: GameRow, seat: int) -> bool:
    assert row.returns is not None
    return row.returns[seat] > 0


def cell_key(label: str) -> str:
    """``cell/boss=doloran,players=3``: a cell's key from its label."""
    return "cell/" + label.replace(" ", ",")


def cell_label(result: TournamentResult, question: Question) -> str:
    """The options that tell this cell from the others of its grid (the question's option and
    the player count), as ``boss=doloran players=3``."""
    parts = []
    if question.option and question.option in result.options:
        value = result.options[question.option]
        parts.append(f"{question.option}={','.join(map(str, value)) if isinstance(value, list) else value}")
    parts.append(f"players={len(result.specs)}")
    return " ".join(parts)


def compute(game: str, results: Sequence[TournamentResult], question: Question) -> Figures:
    """The report's numbers from the tournaments of a grid (all of ``game``)."""
    cooperative = any(r.cooperative for r in results)
    cells = []
    for r in results:
        cell = _cell(r, question)
        repeats = sum(c.label == cell.label or c.label.startswith(cell.label + " #") for c in cells)
        cells.append(_cell(r, question, f" #{repeats + 1}") if repeats else cell)  # two files of one cell
    per_spec: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    per_seat: dict[int, list[list[int]]] = {}
    first: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    lengths: dict[int, list[int]] = defaultdict(list)
    for result in results:
        n = len(result.specs)
        seats = per_seat.setdefault(n, [[0, 0] for _ in range(n)])
        for row in _finished(result.rows):
            for s in range(n):
                won = _won(row, s)
                per_spec[row.agents[s]][0] += won
                per_spec[row.agents[s]][1] += 1
                seats[s][0] += won
                seats[s][1] += 1
            first[n][0] += _won(row, row.first_player)
            first[n][1] += 1
            lengths[n].append(row.length)
    figures = Figures(
        game=game, cooperative=cooperative, question=question, cells=cells,
        agents=[RateFig(f"agent/{spec}", spec, w, g) for spec, (w, g) in per_spec.items()],
        seats={n: [RateFig(f"seat/{n}p/P{s + 1}", f"P{s + 1}", w, g) for s, (w, g) in enumerate(v)]
               for n, v in sorted(per_seat.items())},
        first={n: RateFig(f"first/{n}p", players_label(n), w, g) for n, (w, g) in sorted(first.items())},
        lengths={n: LengthFig(f"length/{n}p", players_label(n), tuple(v)) for n, v in sorted(lengths.items())},
    )
    if question.kind == "matchup" and question.option:
        _matchups(figures, results, question.option)
    if question.kind == "per-hero":
        _heroes(figures, game, results)
    return figures


def _finished(rows: Iterable[GameRow]) -> list[GameRow]:
    return [r for r in rows if r.returns is not None]


def _cell(result: TournamentResult, question: Question, suffix: str = "") -> CellFig:
    label = cell_label(result, question) + suffix
    key = cell_key(label)
    n = len(result.specs)
    done = _finished(result.rows)
    seats = [RateFig(f"{key}/P{s + 1}", f"P{s + 1}", sum(_won(r, s) for r in done), len(done)) for s in range(n)]
    team = RateFig(f"{key}/team", "team", sum(all(v > 0 for v in r.returns or ()) for r in done), len(done)) \
        if result.cooperative else None
    return CellFig(
        key=key, label=label, options=dict(result.options), players=n, specs=list(result.specs),
        finished=len(done), capped=len(result.rows) - len(done),
        first=RateFig(f"{key}/first", "first player", sum(_won(r, r.first_player) for r in done), len(done)),
        team=team, seats=seats, mean_length=fmean(r.length for r in done) if done else 0.0,
    )


def _matchups(figures: Figures, results: Sequence[TournamentResult], option: str) -> None:
    """Side ``a`` against side ``b``: the games between them in both seatings, won by ``a``."""
    tally: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])  # wins, games, draws
    for result in results:
        sides = [str(x) for x in result.options[option]]
        for row in _finished(result.rows):
            for s, side in enumerate(sides):
                other = sides[1 - s]
                t = tally[(side, other)]
                t[0] += _won(row, s)
                t[1] += 1
                t[2] += row.returns[s] == 0  # type: ignore[index]
    for (a, b), (wins, games, draws) in sorted(tally.items()):
        if a != b:
            figures.matchup[(a, b)] = RateFig(f"matchup/{a}/{b}", f"{a} vs {b}", wins, games)
            figures.matchup_draws[(a, b)] = draws


def _heroes(figures: Figures, game: str, results: Sequence[TournamentResult]) -> None:
    """Each hero's win rate per player count, over every seat it played."""
    tally: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for result in results:
        n = len(result.specs)
        options = {k: v for k, v in result.options.items() if k != "players"}
        heroes = seat_heroes(load(game, players=n, **options))
        for row in _finished(result.rows):
            for s, hero in enumerate(heroes):
                t = tally[n][hero]
                t[0] += _won(row, s)
                t[1] += 1
    figures.heroes = {n: [RateFig(f"hero/{n}p/{h}", h, w, g) for h, (w, g) in sorted(by_hero.items())]
                      for n, by_hero in sorted(tally.items())}

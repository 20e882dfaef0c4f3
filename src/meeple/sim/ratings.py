"""Ratings of agent specs from stored games, with their uncertainty (OpenSkill, Plackett-Luce).

Why OpenSkill rather than TrueSkill: the ``openskill`` package is MIT-licensed, maintained
(regular releases, typed) and rates games of any number of players and teams out of the box;
TrueSkill is patented and trademarked by Microsoft, and its Python package's last release
(0.4.5) is years old. OpenSkill's Plackett-Luce model gives each agent a skill ``mu`` and an
uncertainty ``sigma`` (both on TrueSkill's scale: a new agent starts at 25 and 25/3); Weng and
Lin, "A Bayesian Approximation Method for Online Ranking", JMLR 12 (2011).

Each stored game is one match in which every seat is a team of one, ranked by its return (ties
share a rank, so a draw says the agents are alike). Games are rated in the order they were
stored. Left out, and counted: unfinished games, games of a cooperative game (the seats share
one result, which ranks nobody), one-player games, and games in which one spec plays every
seat (nothing tells it from itself). When a spec holds several seats of a game, its rating
moves by the mean of its seats' updates.

Ratings only compare agents within one game (and its options, pooled): each game is rated apart.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from statistics import fmean

from meeple.core.errors import UnknownGameError
from meeple.core.records import GameRecord
from meeple.core.registry import game_class
from meeple.sim.stats import Z95


@dataclass(frozen=True)
class Rating:
    """One agent spec's rating: ``mu`` (skill) and ``sigma`` (its uncertainty) over ``games``
    rated games. ``ordinal`` = mu - 3 sigma, a conservative skill used to rank; ``low``-``high``
    the 95% interval of the skill."""

    spec: str
    games: int
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def low(self) -> float:
        return self.mu - Z95 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + Z95 * self.sigma


@dataclass
class GameRatings:
    """The ratings of one game: agents best first (by ordinal), the games rated, and the games
    left out by reason."""

    game: str
    ratings: list[Rating]
    rated: int
    skipped: dict[str, int] = field(default_factory=dict)


def ranks(returns: list[float]) -> list[int]:
    """Rank of each seat (1 best) from its return; equal returns share a rank."""
    return [1 + sum(other > mine for other in returns) for mine in returns]


def _skip_reason(record: GameRecord) -> str | None:
    if record.returns is None:
        return "unfinished"
    try:
        cooperative = game_class(record.game).cooperative
    except UnknownGameError:
        return "game not installed"
    if cooperative:
        return "cooperative"
    if len(record.agents) < 2:
        return "one player"
    if len(set(record.agents)) < 2:
        return "one spec in every seat"
    return None


def rate(records: Iterable[GameRecord]) -> dict[str, GameRatings]:
    """Ratings per game name from ``records`` (in the order given: oldest first)."""
    from openskill.models import PlackettLuce  # here: only rating needs it, not every command's start-up

    model = PlackettLuce()
    state: dict[str, dict[str, object]] = defaultdict(dict)  # game -> spec -> model rating
    games: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    rated: dict[str, int] = defaultdict(int)
    skipped: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for record in records:
        reason = _skip_reason(record)
        if reason is not None:
            skipped[record.game][reason] += 1
            continue
        assert record.returns is not None
        table = state[record.game]
        for spec in record.agents:
            if spec not in table:
                table[spec] = model.rating(name=spec)
        teams = [[table[spec]] for spec in record.agents]
        updated = model.rate(teams, ranks=ranks(record.returns))
        moves: dict[str, list[tuple[float, float]]] = defaultdict(list)
        for spec, (new,) in zip(record.agents, updated, strict=True):
            moves[spec].append((new.mu, new.sigma))
        for spec, seats in moves.items():
            table[spec] = model.rating(mu=fmean(m for m, _ in seats), sigma=fmean(s for _, s in seats), name=spec)
            games[record.game][spec] += 1
        rated[record.game] += 1
    out = {}
    for name in sorted(set(state) | set(skipped)):
        ratings = [Rating(spec, games[name][spec], r.mu, r.sigma) for spec, r in state[name].items()]  # type: ignore[attr-defined]
        ratings.sort(key=lambda r: (-r.ordinal, r.spec))
        out[name] = GameRatings(name, ratings, rated[name], dict(skipped[name]))
    return out

"""Each game's own balance question, as a grid of simulations and a way to read it.

The report (``meeple report``) asks every game the generic questions (win rate per agent and per
seat, the first player's advantage, game length); a game listed in :data:`QUESTIONS` adds its
own: Lords of War army against army, Lost Legacy by deck and player count, Ni no Kuni II by boss
and player count, Lineage II per seat, Drakborgen per seat and per hero. A game not listed (one
added later) gets the generic grid: every player count it allows, per seat.

Option values come from the games' own declarations (the army names of the Lords of War options
model, Lost Legacy's deck files, the Ni no Kuni boss names, Drakborgen's heroes), so the grids
follow the content.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args

from meeple.core.game import Game
from meeple.core.registry import game_class, load
from meeple.sim.grid import Cell, product_cells, seat_specs

Kind = Literal["matchup", "by-option", "per-seat", "per-hero"]

MAX_GENERIC_COUNTS = 6
"""A game not listed is asked at each of its player counts, up to this many counts."""


@dataclass(frozen=True)
class Question:
    """A game's balance question. ``kind``: how the report reads the grid: ``matchup`` (one
    option is the pair of sides, P1's and P2's: a heatmap of side against side), ``by-option``
    (the win rate by ``option`` and player count), ``per-seat`` (by seat and player count) or
    ``per-hero`` (by the hero each seat plays, and by seat). ``band``: a target range of the
    team's win rate (a cooperative game's calibration), drawn on the plot."""

    title: str
    text: str
    kind: Kind
    counts: tuple[int, ...]
    axes: Callable[[], dict[str, Sequence[Any]]]
    option: str | None = None
    band: tuple[float, float] | None = None


def _armies() -> dict[str, Sequence[Any]]:
    field = game_class("lords-of-war").Options.model_fields["armies"]
    names = [a for a in get_args(get_args(field.annotation)[0]) if a != "personal"]
    return {"armies": [(a, b) for a in names for b in names if a != b]}


def _decks() -> dict[str, Sequence[Any]]:
    from meeple.games.lost_legacy.cards import SETS
    return {"deck": list(SETS)}


def _bosses() -> dict[str, Sequence[Any]]:
    field = game_class("ni-no-kuni").Options.model_fields["boss"]
    return {"boss": list(get_args(field.annotation))}


def _none() -> dict[str, Sequence[Any]]:
    return {}


QUESTIONS: dict[str, Question] = {
    "lords-of-war": Question(
        "Army against army", "Each army's win rate against each other army, both seatings pooled "
        "(the row army against the column army; mirror matches are not played).",
        "matchup", (2,), _armies, option="armies"),
    "lost-legacy": Question(
        "By deck and player count", "The first player's and each seat's win rate for each deck at "
        "each player count (a fair game gives each seat 1/n).", "by-option", (2, 3, 4), _decks, option="deck"),
    "ni-no-kuni": Question(
        "By boss and player count", "The party's win rate against each boss at each player count; the "
        "shaded band is the calibration target of docs/ni_no_kuni_calibration.md.",
        "by-option", (1, 2, 3, 4), _bosses, option="boss", band=(0.40, 0.70)),
    "lineage2": Question(
        "Per seat", "Each seat's win rate at each player count (a fair game gives each seat 1/n).",
        "per-seat", (2, 3, 4, 5), _none),
    "drakborgen": Question(
        "Per seat and per hero", "Each seat's and each hero's win rate at each player count; the heroes "
        "are rotated through the seats (one cell per rotation), so every hero plays every seat.",
        "per-hero", (1, 2, 3, 4), _none, option="heroes"),
}


def question(game: str) -> Question:
    """The balance question of ``game`` (a registered name): its own, or the generic one."""
    cls = game_class(game)
    if cls.name in QUESTIONS:
        return QUESTIONS[cls.name]
    counts = tuple(range(cls.min_players, cls.max_players + 1))[:MAX_GENERIC_COUNTS]
    return Question("Per seat", "Each seat's win rate at each player count (a fair game gives each seat 1/n).",
                    "per-seat", counts, _none)


def cells(game: str, agents: Sequence[str], fixed: Mapping[str, Any] | None = None,
          counts: Sequence[int] | None = None) -> list[Cell]:
    """The grid of ``game``'s balance question: its axes times its player counts (``counts``
    overrides them), with ``fixed`` options in every cell; an axis whose option is fixed is
    dropped. ``agents`` are repeated to fill each cell's seats."""
    q = question(game)
    fixed = dict(fixed or {})
    counts = tuple(counts) if counts else q.counts
    if q.kind == "per-hero" and "heroes" not in fixed:
        return _hero_rotations(game, agents, fixed, counts)
    axes = {k: v for k, v in q.axes().items() if k not in fixed}
    return product_cells({**axes, "players": counts}, agents, fixed)


def _hero_rotations(game: str, agents: Sequence[str], fixed: dict[str, Any], counts: Sequence[int]) -> list[Cell]:
    """One cell per rotation of the default hero list (the heroes of a full table) per player
    count: hero ``h`` sits in seat ``s`` in rotation ``h - s``, so over the rotations every hero
    plays every seat."""
    heroes = list(seat_heroes(load(game, players=game_class(game).max_players)))
    out = []
    for n in counts:
        for r in range(len(heroes)):
            turned = heroes[r:] + heroes[:r]
            out.append(Cell({**fixed, "heroes": ",".join(turned[:n]), "players": n}, seat_specs(agents, n)))
    return out


def seat_heroes(game: Game) -> tuple[str, ...]:
    """The hero each seat plays in ``game`` (Drakborgen's ``hero_ids``, seat order)."""
    return tuple(getattr(game, "hero_ids"))

"""Parametrization of the conformance suite: every registered game (plus the toy game) at
its default options, smallest and largest player count and the extra option sets its package
lists in ``CONFORMANCE_OPTIONS``, with cached seeded random playouts."""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field
from typing import Any

import pytest

import meeple
from meeple.core import registry
from meeple.core.actions import Action, JointAction
from meeple.core.errors import OptionError
from meeple.core.game import Game
from meeple.core.state import State
from meeple.core.table import Table
from tests.toygame import ToyGame

MAX_DECISIONS = 20_000
"""Every game must end within this many decisions, even under random play."""

MAX_PLAYOUTS = 30
MIN_PLAYOUTS = 4
STEP_BUDGET = 12_000
"""Playouts per configuration: up to MAX_PLAYOUTS, stopping once STEP_BUDGET decisions have
been played (but never fewer than MIN_PLAYOUTS), so long or slow games get fewer."""


def _loads(cls: type[Game], players: int) -> bool:
    try:
        cls(players=players)
    except OptionError:
        return False
    return True


def _configs() -> list[tuple[str, dict[str, Any]]]:
    """(game name, options): the default options, the smallest player count, the largest
    player count valid with otherwise default options, and any option sets the game package
    lists in ``CONFORMANCE_OPTIONS`` (e.g. the extra deck that larger player counts need)."""
    classes = {**registry.game_classes(), ToyGame.name: ToyGame}
    out: list[tuple[str, dict[str, Any]]] = []
    for name, cls in classes.items():
        counts = range(cls.min_players, cls.max_players + 1)
        candidates: list[dict[str, Any]] = [{}, {"players": cls.min_players}]
        candidates += [{"players": n} for n in reversed(counts) if _loads(cls, n)][:1]
        package = sys.modules[cls.__module__.rpartition(".")[0] or cls.__module__]
        candidates += list(getattr(package, "CONFORMANCE_OPTIONS", []))
        if cls is ToyGame:  # the simultaneous nodes, with two and three seats
            candidates += [{"simultaneous": True}, {"simultaneous": True, "players": 3}]
        seen = set()
        for options in candidates:
            game = cls(**options)
            key = repr(game.options_json())
            if key not in seen:
                seen.add(key)
                out.append((name, options))
    return out


def _config_id(name: str, options: dict[str, Any]) -> str:
    return name + "".join(f"-{k}={v}" for k, v in options.items()) if options else f"{name}-default"


CONFIGS = _configs()


@pytest.fixture(params=CONFIGS, ids=[_config_id(*c) for c in CONFIGS])
def game(request: pytest.FixtureRequest, toy_registered: type[ToyGame]) -> Game:
    name, options = request.param
    return meeple.load(name, **options)


@dataclass
class Playout:
    """One seeded random playout: the game seed and the State-level actions taken, in order
    (a simultaneous node's choices are one JointAction)."""

    seed: int
    actions: list[Action | JointAction] = field(default_factory=list)


_CACHE: dict[tuple[str, str], list[Playout]] = {}


def random_playout(game: Game, seed: int) -> Playout:
    """Play uniformly random legal actions through a Table (which validates them) until the
    end, every acting seat choosing from its own view.

    Fails if the game does not end within :data:`MAX_DECISIONS`, or if a seat that must act
    has no legal action.
    """
    table = Table(game, seed)
    rng = random.Random(seed)
    steps = 0
    while not table.is_terminal:
        assert steps < MAX_DECISIONS, f"{game.name} seed {seed}: no end after {MAX_DECISIONS} random decisions"
        acting = table.acting()
        assert acting, f"{game.name} seed {seed}: a non-terminal position where nobody acts"
        for seat in sorted(acting):
            legal = table.view(seat).legal_actions
            assert legal, f"{game.name} seed {seed}: seat {seat} must act but has no legal action"
            table.act(seat, rng.choice(legal))
            steps += 1
    return Playout(seed, list(table.actions))


def playouts(game: Game) -> list[Playout]:
    """The cached random playouts of this game configuration (see :data:`STEP_BUDGET`)."""
    key = (game.name, repr(game.options_json()))
    if key not in _CACHE:
        found: list[Playout] = []
        steps = 0
        while len(found) < MAX_PLAYOUTS and (steps < STEP_BUDGET or len(found) < MIN_PLAYOUTS):
            p = random_playout(game, 1000 + len(found))
            found.append(p)
            steps += len(p.actions)
        _CACHE[key] = found
    return _CACHE[key]


def replay_states(game: Game, playout: Playout, every: int = 1):
    """Yield ``(index, state)`` along the playout: before action ``index`` (and at the end),
    for every ``every``-th index. The same state object advances; clone to keep one."""
    state: State = game.new_initial_state(playout.seed)
    for i, action in enumerate(playout.actions):
        if i % every == 0:
            yield i, state
        state.apply_legal(action)
    yield len(playout.actions), state


def check_stride(playout: Playout, checks: int) -> int:
    """The stride that visits about ``checks`` states of the playout."""
    return max(1, len(playout.actions) // checks)

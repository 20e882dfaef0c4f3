"""The integer action space and observation tensor of every registered game (docs/adapters.md):
over seeded random playouts through the Table, every legal action met round-trips through its
index, the mask equals the legal actions, and the tensor has one fixed shape and is the same on
every determinization of the seat's information set (so it tells no more than the view)."""

from __future__ import annotations

import random

import numpy as np
import pytest

import meeple
from meeple.adapters.encoding import EncodingError, encoding_for
from meeple.core import registry
from meeple.core.game import Game
from meeple.core.table import Table
from tests.conformance.conftest import CONFIGS, _config_id

GAME_CONFIGS = [c for c in CONFIGS if c[0] in registry.game_classes()]
UNENCODABLE = {("lords-of-war", "battle_map", False)}
"""Options without a fixed action space: Combat Without Limits has no map edge."""

PLAYOUTS = 3
DETERMINIZE_EVERY = 7
MAX_STEPS = 1500
"""Decisions checked per playout (a long Lineage II game is cut short: the checks per
decision are the same all game long)."""


def _unencodable(name: str, options: dict) -> bool:
    return any(n == name and options.get(k) == v for n, k, v in UNENCODABLE)


@pytest.fixture(params=GAME_CONFIGS, ids=[_config_id(*c) for c in GAME_CONFIGS])
def config(request: pytest.FixtureRequest) -> tuple[str, dict]:
    return request.param


def test_every_registered_game_has_an_encoding() -> None:
    for name in registry.game_classes():
        enc = encoding_for(meeple.load(name))
        assert enc.num_distinct_actions > 0 and enc.observation_size > 0


def test_the_encoding_fits_every_random_playout(config: tuple[str, dict]) -> None:
    name, options = config
    game = meeple.load(name, **options)
    if _unencodable(name, options):
        with pytest.raises(EncodingError, match="no integer action space"):
            encoding_for(game)
        return
    enc = encoding_for(game)
    n, size = enc.num_distinct_actions, enc.observation_size
    checked_det = 0
    for seed in range(PLAYOUTS):
        table = Table(game, seed)
        rng = random.Random(seed)
        steps = 0
        while not table.is_terminal and steps < MAX_STEPS:
            for seat in sorted(table.acting()):
                view = table.view(seat)
                legal = view.legal_actions
                indices = [enc.index(a) for a in legal]
                assert [enc.action(i) for i in indices] == list(legal)
                assert all(0 <= i < n for i in indices) and len(set(indices)) == len(indices)
                mask = enc.legal_actions_mask(view)
                assert mask.shape == (n,) and mask.dtype == np.int8
                assert sorted(np.flatnonzero(mask).tolist()) == sorted(indices)
                assert np.array_equal(mask, enc.legal_actions_mask(table, seat))
                tensor = enc.observation_tensor(view)
                assert tensor.shape == (size,) and tensor.dtype == np.float32 and np.isfinite(tensor).all()
                if steps % DETERMINIZE_EVERY == 0:
                    for other in range(game.num_players):
                        det = table.sampler(other)(random.Random(steps))
                        mine = enc.observation_tensor(table.view(other))
                        assert np.array_equal(mine, enc.observation_tensor(Table(game, seed, state=det).view(other))), \
                            f"seat {other}'s tensor differs on a determinization of its information set"
                        checked_det += 1
                table.act(seat, enc.action(rng.choice(indices)), position=view.position)
                steps += 1
        if table.is_terminal:
            for seat in range(game.num_players):
                view = table.view(seat)
                assert enc.observation_tensor(view).shape == (size,)
                assert not enc.legal_actions_mask(view).any()
    assert checked_det > 0


def test_out_of_range_and_foreign_actions_are_refused() -> None:
    enc = encoding_for(meeple.load("lost-legacy"))
    with pytest.raises(EncodingError, match="out of range"):
        enc.action(enc.num_distinct_actions)
    with pytest.raises(EncodingError, match="no form"):
        enc.index(meeple.core.actions.Action("fly", to=3))
    with pytest.raises(EncodingError, match="not among"):
        enc.index(meeple.core.actions.Action("play", card="no-such-card"))


def test_the_space_follows_the_content() -> None:
    """Another army or deck gives other card ids, hence another space; the same options give
    the same space in every run (it is built from the content, not from play)."""
    def ids(game: Game) -> list[str]:
        enc = encoding_for(game)
        return [enc.action(i).text() for i in range(enc.num_distinct_actions)]

    a = ids(meeple.load("lords-of-war"))
    assert a == ids(meeple.load("lords-of-war"))
    assert a != ids(meeple.load("lords-of-war", armies=["orcs", "dwarves"]))
    assert ids(meeple.load("lost-legacy")) != ids(meeple.load("lost-legacy", deck="whitegold-spire"))

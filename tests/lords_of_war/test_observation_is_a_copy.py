"""A seat's observation is its own copy (found in review): an agent that changes the dicts
of its View must not change the game's card data, and so every later view and screen."""

from __future__ import annotations

import json

import meeple
from meeple.core.table import Table


def test_changing_an_observation_changes_no_later_view() -> None:
    game = meeple.load("lords-of-war")
    table = Table(game, seed=1)
    before = {seat: json.dumps(table.view(seat).observation, sort_keys=True) for seat in (None, 0, 1)}
    screen = table.view(0).render()
    obs = table.view(0).observation
    for card in obs["hand"] + [c for cards in obs["known_cards"] for c in cards] + obs["board"]:
        card["arrows"]["N"] = 99
        card["arrows"]["S"] = 99
    assert {seat: json.dumps(table.view(seat).observation, sort_keys=True) for seat in (None, 0, 1)} == before
    assert table.view(0).render() == screen
    other = Table(game, seed=1)
    assert json.dumps(other.view(0).observation, sort_keys=True) == before[0]

"""An illegal choice at the secret combat node is explained as such (found in review: the
reason read "the combat decision is not a decision of one seat")."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.core.errors import IllegalActionError
from meeple.core.state import SIMULTANEOUS
from meeple.core.table import Table


def _combat_table() -> Table:
    game = meeple.load("drakborgen", players=2, expansion="none")
    for seed in range(50):
        table, rng = Table(game, seed), random.Random(seed)
        while not table.is_terminal and table._state.current_player != SIMULTANEOUS:
            seat = min(table.acting())
            table.act(seat, rng.choice(table.view(seat).legal_actions))
        if not table.is_terminal:
            return table
    raise AssertionError("no combat in 50 random games")


def test_an_illegal_combat_choice_names_the_secret_choice_and_its_actions() -> None:
    table = _combat_table()
    for seat in sorted(table.acting()):
        with pytest.raises(IllegalActionError) as wrong_card:
            table.act(seat, "strike card=Z")
        assert "not a decision of one seat" not in str(wrong_card.value)
        assert "secret combat choice" in str(wrong_card.value)
        with pytest.raises(IllegalActionError) as wrong_kind:
            table.act(seat, "search")
        assert "takes strike actions, not 'search'" in str(wrong_kind.value)

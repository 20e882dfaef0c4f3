"""Table.act, Table.view and Table.sampler refuse a seat or a position that is not one (found
in review): ``True`` is not seat 1, ``"0"`` is not seat 0, a sampler needs a real seat, and a
position number from the future is not called stale."""

from __future__ import annotations

import json
import random

import pytest

import meeple
from meeple.core.errors import NotActingError, StaleActionError
from meeple.core.table import Table


def _table() -> Table:
    table = Table(meeple.load("lost-legacy", players=2), seed=3)
    return table


def _saved(table: Table) -> str:
    return json.dumps(table.to_json(), sort_keys=True)


@pytest.mark.parametrize("seat", [True, False, "0", "1", 1.0, None])
def test_a_seat_that_is_not_an_int_is_refused_and_changes_nothing(seat: object) -> None:
    table = _table()
    acting = min(table.acting())
    legal = table.view(acting).legal_actions
    before = _saved(table)
    with pytest.raises(NotActingError, match="there is no seat"):
        table.act(seat, legal[0])  # type: ignore[arg-type]
    assert _saved(table) == before


@pytest.mark.parametrize("seat", ["0", 1.5, True, 2, -1])
def test_view_of_a_seat_that_is_not_one(seat: object) -> None:
    with pytest.raises(NotActingError, match="there is no seat"):
        _table().view(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [None, "0", True, 2, -1, 9])
def test_sampler_of_a_seat_that_is_not_one(seat: object) -> None:
    with pytest.raises(NotActingError, match="there is no seat"):
        _table().sampler(seat)(random.Random(1))  # type: ignore[arg-type]


def test_positions_that_are_not_the_current_one() -> None:
    table = _table()
    seat = min(table.acting())
    view = table.view(seat)
    action = view.legal_actions[0]
    before = _saved(table)
    with pytest.raises(StaleActionError, match="not a position number"):
        table.act(seat, action, position="0")  # type: ignore[arg-type]
    with pytest.raises(StaleActionError, match="not a position number"):
        table.act(seat, action, position=True)  # type: ignore[arg-type]
    with pytest.raises(StaleActionError, match="has not reached"):
        table.act(seat, action, position=view.position + 5)
    assert _saved(table) == before
    table.act(seat, action, position=view.position)
    with pytest.raises(StaleActionError, match="moved on"):
        table.act(min(table.acting()), table.view(min(table.acting())).legal_actions[0], position=view.position)

"""A saved table's pending secret choices (found in review): a complete set is never saved
(it is applied at once), so one that holds every seat's choice is refused; accepted, it left
a table where nobody acts although the game is not over, and 'play --resume' stored it as
an unfinished game at once."""

from __future__ import annotations

import json
import random

import pytest

from meeple.core.errors import RecordError
from meeple.core.state import SIMULTANEOUS
from meeple.core.table import Table
from tests.toygame import ToyGame


def _at_a_simultaneous_node() -> Table:
    table = Table(ToyGame(simultaneous=True), seed=1)
    rng = random.Random(1)
    while table._state.current_player != SIMULTANEOUS:
        seat = min(table.acting())
        table.act(seat, rng.choice(table.view(seat).legal_actions))
    return table


def test_some_pending_choices_resume(toy_registered) -> None:
    table = _at_a_simultaneous_node()
    first, *rest = sorted(table.acting())
    table.act(first, table.view(first).legal_actions[0])
    resumed = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert resumed.acting() == frozenset(rest) and resumed.submitted(first) is not None


def test_a_complete_set_of_pending_choices_is_refused(toy_registered) -> None:
    table = _at_a_simultaneous_node()
    data = json.loads(json.dumps(table.to_json()))
    data["pending"] = {str(s): table.view(s).legal_actions[0].text() for s in sorted(table.acting())}
    with pytest.raises(RecordError, match="every seat"):
        Table.from_json(data)

"""The legal actions a View hands out are the table's own (no copy per read), and nothing a
reader does to them changes what the table accepts (found in review: a caller that mutated
the list corrupted the table). The driver loop's sampler (a view's ``determinize``) refuses
like ``Table.sampler``."""

from __future__ import annotations

import json
import random

import pytest

import meeple
from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError, NotActingError, StaleActionError
from meeple.core.table import Table


def _saved(table: Table) -> str:
    return json.dumps(table.to_json(), sort_keys=True)


@pytest.mark.parametrize("name", meeple.available_games())
def test_a_reader_cannot_change_what_the_table_accepts(name: str) -> None:
    table = Table(meeple.load(name), seed=5)
    seat = min(table.acting())
    view = table.view(seat)
    legal = view.legal_actions
    assert legal is view.legal_actions is table.legal_actions(seat)  # read once, never copied
    offered = list(legal)
    bogus = Action("no-such-action")
    for change in (lambda: legal.append(bogus), lambda: legal.clear(),  # type: ignore[attr-defined]
                   lambda: legal.__setitem__(0, bogus)):  # type: ignore[attr-defined]
        with pytest.raises((AttributeError, TypeError)):
            change()
    assert list(table.view(seat).legal_actions) == offered
    before = _saved(table)
    with pytest.raises(IllegalActionError):
        table.act(seat, bogus)
    assert _saved(table) == before
    table.act(seat, offered[-1], position=view.position)  # still legal, found by identity
    assert table.record().actions == [offered[-1].text()]


def test_an_equal_action_made_elsewhere_is_accepted() -> None:
    table = Table(meeple.load("lords-of-war"), seed=2)
    seat = min(table.acting())
    chosen = table.view(seat).legal_actions[-1]
    table.act(seat, Action.parse(chosen.text()))  # not the offered object, but equal
    assert table.actions == [chosen]


def test_the_view_sampler_refuses_like_the_tables() -> None:
    table = Table(meeple.load("lost-legacy"), seed=3)
    seat = min(table.acting())
    view = table.view(seat)
    rng = random.Random(1)
    assert json.dumps(view.determinize(rng).to_json(), sort_keys=True) == \
        json.dumps(table.sampler(seat)(random.Random(1)).to_json(), sort_keys=True)
    with pytest.raises(NotActingError, match="spectator"):
        table.view(None).determinize(rng)
    table.act(seat, view.legal_actions[0])
    with pytest.raises(StaleActionError):
        view.determinize(rng)


def test_a_spectators_legal_actions_do_not_hide_the_acting_seats() -> None:
    """A spectator's (empty) legal actions read first at a position do not stand in for the
    acting seat's (the table caches one seat's at a time)."""
    table = Table(meeple.load("ni-no-kuni"), seed=4)
    for _ in range(20):
        seat = min(table.acting())
        assert table.view(None).legal_actions == ()
        legal = table.view(seat).legal_actions
        assert legal
        table.act(seat, legal[len(legal) // 2])

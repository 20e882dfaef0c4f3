"""The board drawing leaks nothing (issue 11): for every game configuration, the picture a seat
gets (SVG and the element ids per legal action) is the same on every state of its information
set, and the spectator's is the same under any seat's determinization. A drawing that reads the
state behind the table fails this check (see the last test)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from meeple.core.actions import JointAction
from meeple.core import game as game_module
from meeple.core.game import Game
from meeple.core.state import SIMULTANEOUS, State
from meeple.core.table import Table
from meeple.web.drawing import board_for, drawing_module
from tests.conformance.conftest import check_stride, playouts, replay_states
from tests.toygame import ToyGame


def _board(state: State, seat: int | None) -> dict:
    return board_for(Table(state.game, state=state).view(seat)).to_json()


def check_drawings_depend_only_on_the_information_set(game: Game, playouts_to_check: int = 4) -> int:
    """Compare each seat's and the spectator's board on the state and on determinizations;
    returns the number of comparisons made."""
    n = game.num_players
    compared = 0
    for playout in playouts(game)[:playouts_to_check]:
        for index, state in replay_states(game, playout, every=check_stride(playout, 4)):
            public = _board(state, None)
            for p in range(n):
                det = state.determinize(p, random.Random(playout.seed * 7919 + index * 13 + p))
                assert _board(det, p) == _board(state, p), (
                    f"seed {playout.seed}, step {index}: seat {p}'s drawing changed when what it cannot "
                    f"see was resampled, so it shows hidden information")
                assert _board(det, None) == public, (
                    f"seed {playout.seed}, step {index}: the spectator's drawing changed when seat {p}'s "
                    f"unknowns were resampled")
                compared += 2
    return compared


def test_drawings_depend_only_on_the_information_set(game: Game) -> None:
    if drawing_module(game) is None:
        pytest.skip(f"{game.name} has no drawing (its text screen is checked by the conformance suite)")
    assert check_drawings_depend_only_on_the_information_set(game) > 0


def test_a_secret_choice_changes_no_other_drawing(game: Game) -> None:
    """At a simultaneous node, one seat's submitted choice changes no other seat's board (nor
    the spectator's) until every acting seat has chosen."""
    if drawing_module(game) is None:
        pytest.skip(f"{game.name} has no drawing")
    found = 0
    for playout in playouts(game)[:4]:
        for index, state in replay_states(game, playout):
            if state.current_player != SIMULTANEOUS or found >= 6:
                continue
            found += 1
            joint = playout.actions[index]
            assert isinstance(joint, JointAction)
            table = Table(game, state=state.clone())
            first = min(joint.seats)
            others = [s for s in [*range(game.num_players), None] if s != first]
            before = {s: board_for(table.view(s)).to_json() for s in others}
            table.act(first, joint[first])
            for s in others:
                assert board_for(table.view(s)).to_json() == before[s], (
                    f"seed {playout.seed}, step {index}: seat {s}'s drawing changed when seat {first} chose in secret")


class PeekingDrawGame(ToyGame):
    name = "toy-peeking-drawing"


def test_a_drawing_that_peeks_at_the_state_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous: a drawing made from the true state (every hand) fails the check."""
    peeking = SimpleNamespace(
        draw=lambda view: f'<svg viewBox="0 0 1 1"><text>{view._table._state.hands}</text></svg>',
        elements=lambda action, view: ())
    monkeypatch.setitem(game_module._COMPANIONS, (PeekingDrawGame, "drawing"), peeking)
    with pytest.raises(AssertionError, match="hidden information"):
        check_drawings_depend_only_on_the_information_set(PeekingDrawGame())

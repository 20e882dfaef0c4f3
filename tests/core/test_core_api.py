"""The engine core on the toy game: actions, apply validation, records."""

from __future__ import annotations

import json

import pytest

import meeple
from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError, OptionError, RecordError, UnknownGameError
from meeple.core.records import GameRecord
from meeple.core.table import Table
from tests.toygame import ToyGame


def test_action_text_and_json_round_trip() -> None:
    a = Action("place", card=12, square="c3r3")
    assert a.text() == "place card=12 square=c3r3"
    assert Action.parse(a.text()) == a
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    assert hash(Action.parse("draw")) == hash(Action("draw"))


@pytest.mark.parametrize("bad", ["", "place card", "place =3", "place card=1 card=2"])
def test_malformed_action_text_is_rejected(bad: str) -> None:
    with pytest.raises(IllegalActionError):
        Action.parse(bad)


def test_unknown_game_lists_available() -> None:
    with pytest.raises(UnknownGameError, match="available games"):
        meeple.load("no-such-game")


def test_options_are_validated(toy_registered) -> None:
    with pytest.raises(OptionError, match="allowed options"):
        meeple.load("toy", colour="red")
    with pytest.raises(OptionError, match="2 to 3 players"):
        meeple.load("toy", players=5)
    with pytest.raises(OptionError, match="hand_size"):
        meeple.load("toy", hand_size="many")


def test_illegal_action_leaves_state_unchanged(toy_registered) -> None:
    state = meeple.load("toy").new_initial_state(3)
    before = state.to_json()
    missing = next(c for c in range(1, 10) if c not in state.hands[0])
    with pytest.raises(IllegalActionError, match="Legal actions"):
        state.apply(Action("play", card=missing))
    assert state.to_json() == before and state.history == []


def _finished_table(seed: int = 7) -> Table:
    table = Table(meeple.load("toy"), seed, agents=["random", "random"])
    while not table.is_terminal:
        seat = min(table.acting())
        table.act(seat, table.view(seat).legal_actions[0])
    return table


def test_record_replays_and_rejects_corruption(toy_registered, tmp_path) -> None:
    table = _finished_table()
    path = tmp_path / "game.json"
    table.record().save(path)
    assert Table.from_record(GameRecord.read(path)).to_json()["state"] == table.to_json()["state"]
    path.write_text(path.read_text()[:40])
    with pytest.raises(RecordError, match="corrupt or truncated"):
        GameRecord.read(path)


def test_a_saved_table_is_read_as_its_record(toy_registered, tmp_path) -> None:
    table = _finished_table()
    path = tmp_path / "table.json"
    table.save(path)
    assert GameRecord.read(path) == table.record()


def test_a_record_of_older_rules_is_refused_naming_the_version(toy_registered, monkeypatch) -> None:
    record = _finished_table().record()
    monkeypatch.setattr(ToyGame, "rules_version", 2)
    with pytest.raises(RecordError, match="toy rules version 1; this meeple plays rules version 2"):
        Table.from_record(record)


def test_every_game_package_imports() -> None:
    """A package that fails to import would silently drop out of the conformance suite."""
    from meeple.core.registry import broken_games

    assert broken_games() == {}
    assert {"lords-of-war", "lost-legacy", "ni-no-kuni"} <= set(meeple.available_games())


def test_action_equality_ignores_parameter_order() -> None:
    a = Action("fire", unit="c3r2", target="c4r5")
    b = Action.from_json({"target": "c4r5", "kind": "fire", "unit": "c3r2"})
    assert a == b and hash(a) == hash(b)
    assert a.text() == "fire unit=c3r2 target=c4r5"


def test_json_and_text_forms_read_digits_alike() -> None:
    """A digit string in the JSON form is the same action as the text form gives."""
    assert Action.from_json({"kind": "play", "card": "12"}) == Action.parse("play card=12")
    with pytest.raises(IllegalActionError, match="without spaces"):
        Action.from_json({"kind": "play", "card": "a b"})

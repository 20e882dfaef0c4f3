"""The SQLite game store: round trip, listing, schema version, foreign and corrupt files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import meeple
from meeple.core.errors import RecordError
from meeple.sim.runner import play_game
from meeple.sim.store import SCHEMA_VERSION, GameStore, StoreError, default_db_path


def _records(n: int, players: int = 2):
    game = meeple.load("toy", players=players)
    return [play_game(game, ["random"] * players, seed=s).record for s in range(n)]


def test_round_trip_keeps_every_field_and_replays(toy_registered, tmp_path: Path) -> None:
    records = _records(3)
    path = tmp_path / "sub" / "games.sqlite3"
    with GameStore(path) as store:
        ids = store.add_many(records, "simulate")
    with GameStore(path) as store:  # reopened: the schema is recognised
        stored = [store.get(i) for i in ids]
    assert [s.record for s in stored] == records
    assert all(s.source == "simulate" and s.created.endswith("+00:00") for s in stored)
    assert stored[0].record.replay().returns() == records[0].returns


def test_list_is_newest_first_and_filters_by_game(toy_registered, tmp_path: Path) -> None:
    with GameStore(tmp_path / "g.sqlite3") as store:
        ids = [store.add(r) for r in _records(4)]
        store.add(_records(1, players=3)[0].model_copy(update={"game": "other"}))
        assert [s.id for s in store.list("toy", limit=3)] == ids[::-1][:3]
        assert [s.record.game for s in store.list(limit=1)] == ["other"]
        assert store.count() == 5


def test_unknown_id(tmp_path: Path) -> None:
    with GameStore(tmp_path / "g.sqlite3") as store, pytest.raises(RecordError, match="no stored game with id 3"):
        store.get(3)


def test_default_path_honours_meeple_db(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MEEPLE_DB", str(tmp_path / "x.sqlite3"))
    assert default_db_path() == tmp_path / "x.sqlite3"
    monkeypatch.delenv("MEEPLE_DB")
    assert default_db_path().name == "games.sqlite3" and "meeple" in str(default_db_path())


def test_corrupt_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    path.write_bytes(b"\x00garbage" * 500)
    with pytest.raises(StoreError, match="not a usable meeple game database"):
        GameStore(path)


def test_truncated_database_is_a_clear_error(toy_registered, tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    with GameStore(path) as store:
        store.add_many(_records(40))
    data = path.read_bytes()
    path.write_bytes(data[:100] + b"\xff" * (len(data) - 100))
    with pytest.raises(StoreError, match="not a usable meeple game database"):
        GameStore(path).list()


def test_other_sqlite_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    with pytest.raises(StoreError, match="not a meeple game database .tables: recipes"):
        GameStore(path)


def test_newer_schema_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    GameStore(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 1),))
    with pytest.raises(StoreError, match=f"schema version {SCHEMA_VERSION + 1} is not supported"):
        GameStore(path)

"""The SQLite game store: round trip, listing, schema version and migration, foreign and corrupt files."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
from pathlib import Path

import pytest

import meeple
from meeple.core.errors import RecordError
from meeple.core.table import Table
from meeple.sim.runner import play_game
from meeple.sim.store import SCHEMA_VERSION, GameStore, StoreError, default_db_path
from tests.toygame import ToyGame


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
    assert Table.from_record(stored[0].record).returns() == records[0].returns


def test_format_rules_version_start_secret_and_master_seed_are_kept(toy_registered, tmp_path: Path) -> None:
    game = meeple.load("toy")
    start = game.new_initial_state(5)
    start.apply(start.legal_actions()[0])
    table = Table(game, 5, state=start, agents=["random", "random"])
    played = play_game(game, ["random", "random"], 5, table=table).record
    record = played.model_copy(update={"rules_version": 3, "secret": False})
    with GameStore(tmp_path / "g.sqlite3") as store:
        (game_id,) = store.add_many([record], "simulate", master_seed=123456)
        stored = store.get(game_id)
    assert stored.record == record and stored.record.start == table.start
    assert stored.master_seed == 123456
    assert Table.from_record(played).returns() == played.returns  # the start position replays


_SCHEMA_1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    agents TEXT NOT NULL,
    actions TEXT NOT NULL,
    returns TEXT,
    length INTEGER NOT NULL,
    seconds REAL,
    source TEXT NOT NULL,
    created TEXT NOT NULL
);
CREATE INDEX games_by_game ON games (game, id);
INSERT INTO meta VALUES ('schema_version', '1');
"""


def _version_1_database(path: Path, records) -> None:
    """A database as meeple wrote it before schema version 2 (its exact schema)."""
    with sqlite3.connect(path) as conn:
        conn.executescript(_SCHEMA_1)
        for r in records:
            conn.execute(
                "INSERT INTO games (game, options, seed, agents, actions, returns, length, seconds, source, created)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (r.game, json.dumps(r.options), r.seed, json.dumps(r.agents), json.dumps(r.actions),
                 json.dumps(r.returns), r.length, r.seconds, "play", "2026-01-02T03:04:05+00:00"))
    conn.close()


def test_a_version_1_database_is_migrated_in_place(toy_registered, tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    old = _records(2)
    _version_1_database(path, old)
    with GameStore(path) as store:
        first, second = store.get(1), store.get(2)
        assert (first.record.rules_version, first.record.start, first.master_seed) == (1, None, None)
        assert [first.record.actions, second.record.actions] == [r.actions for r in old]
        assert first.created == "2026-01-02T03:04:05+00:00" and first.source == "play"
        assert Table.from_record(second.record).returns() == old[1].returns  # toy is at rules version 1
        new_id = store.add(_records(1)[0])
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone() == (str(SCHEMA_VERSION),)
        columns = [row[1] for row in conn.execute("PRAGMA table_info(games)")]
        rows = conn.execute("SELECT id, format, rules_version FROM games ORDER BY id").fetchall()
    conn.close()
    assert {"format", "rules_version", "start", "secret", "master_seed"} <= set(columns)
    assert rows == [(1, 1, 1), (2, 1, 1), (new_id, 2, 1)]
    with GameStore(path) as store:  # opening again finds version 2 and changes nothing
        assert store.count() == 3


def test_a_migrated_game_of_older_rules_is_refused_on_replay(toy_registered, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.sqlite3"
    _version_1_database(path, _records(1))
    monkeypatch.setattr(ToyGame, "rules_version", 2)
    with GameStore(path) as store:
        record = store.get(1).record
    with pytest.raises(RecordError, match="rules version 1; this meeple plays rules version 2"):
        Table.from_record(record)


def test_the_writer_inserts_each_game_as_it_finishes_and_commits_at_the_interval(toy_registered,
                                                                                tmp_path: Path) -> None:
    """A simulation's games reach the store through a writer: each is made ready when it
    finishes (its JSON, while the others play, not after the last game), visible to other
    programs and kept through a kill once committed, at most ``interval`` seconds after it
    finished, or at the final flush."""
    path = tmp_path / "g.sqlite3"
    records = _records(3)

    def stored() -> int:
        with sqlite3.connect(path) as conn:
            count = conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        conn.close()
        return count

    with GameStore(path) as store:
        writer = store.writer(master_seed=9, interval=3600.0)
        writer.add(records[0])
        writer.add(records[1])
        assert stored() == 0 and writer.ids == []  # made ready, not committed
        writer.tick()  # the interval has not passed
        assert stored() == 0
        writer.interval = 0.0
        writer.add(records[2])  # the oldest game has waited long enough: all three are committed
        assert stored() == 3 and not store._conn.in_transaction and len(writer.ids) == 3
        writer.flush()  # nothing pending: nothing to do
        assert [store.get(i).record for i in writer.ids] == records and store.get(writer.ids[0]).master_seed == 9


def test_another_program_can_write_while_the_writer_holds_uncommitted_games(toy_registered,
                                                                           tmp_path: Path) -> None:
    """The writer holds the database's write lock only while it commits: a second simulation,
    ``meeple play`` or the web server storing into the same file between two commits is not
    refused as locked (a transaction kept open through the interval held the lock nearly all
    the run, and a second ``meeple simulate --db`` failed its start with 'locked')."""
    path = tmp_path / "g.sqlite3"
    records = _records(3)
    with GameStore(path) as store, GameStore(path) as other:
        writer = store.writer(interval=3600.0)
        writer.add(records[0])
        assert not store._conn.in_transaction
        other.check_writable(timeout=0.1)
        other_id = other.add(records[1])
        writer.add(records[2])
        writer.flush()
        assert store.count() == 3 and other_id not in writer.ids
        assert [store.get(i).record for i in writer.ids] == [records[0], records[2]]


def test_a_game_the_writer_cannot_store_is_a_store_error(toy_registered, tmp_path: Path) -> None:
    with GameStore(tmp_path / "g.sqlite3") as store:
        writer = store.writer(interval=3600.0)
        writer.add(_records(1)[0])
        writer.flush()
        writer.add(_records(1)[0])
        with pytest.raises(StoreError, match="cannot store the game"):
            writer.add(_records(1)[0].model_copy(update={"seed": 2**64}))  # more than SQLite's 64 bits
        writer.flush()  # the interval's games went with the failed one; the committed one stays
        assert store.count() == 1 and len(writer.ids) == 1 and not store._conn.in_transaction


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


def test_a_db_path_through_a_file_or_at_a_folder_says_so(tmp_path: Path) -> None:
    """``--db games.db/x.db`` (a file where a folder must be) and ``--db some_folder``: the
    error names the path and what is wrong with it, not only the OS's 'File exists' or
    SQLite's 'unable to open database file'."""
    file = tmp_path / "games.db"
    file.write_bytes(b"")
    with pytest.raises(StoreError, match=r"games\.db is a file, not a folder"):
        GameStore(file / "x.db")
    with pytest.raises(StoreError, match=r"is a folder, not a database file"):
        GameStore(tmp_path)


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


def test_a_new_database_is_created_in_one_transaction(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each commit waits for the disk (two or three fsyncs): a new database's tables are made
    in one transaction, not one commit per CREATE statement (about 0.15 s before every
    first simulation into a fresh file)."""
    statements: list[str] = []
    connect = sqlite3.connect

    def traced(*args, **kwargs):
        conn = connect(*args, **kwargs)
        conn.set_trace_callback(statements.append)
        return conn

    monkeypatch.setattr(sqlite3, "connect", traced)
    GameStore(tmp_path / "g.sqlite3").close()
    creates = [i for i, s in enumerate(statements) if s.lstrip().upper().startswith("CREATE")]
    begin, commit = statements.index("BEGIN IMMEDIATE"), statements.index("COMMIT")
    assert len(creates) >= 5 and begin < creates[0] and creates[-1] < commit
    assert statements.count("COMMIT") == 1
    with GameStore(tmp_path / "g.sqlite3") as store:  # and it is a store of this version
        assert store.count() == 0 and store._version() == str(SCHEMA_VERSION)


def test_newer_schema_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    GameStore(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 1),))
    with pytest.raises(StoreError, match=f"schema version {SCHEMA_VERSION + 1} is not supported"):
        GameStore(path)


def test_a_ctrl_c_during_a_flush_waits_until_the_batch_is_stored(toy_registered, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A second Ctrl-C pressed while the first one's final flush stores the interval's games
    is raised once they are committed: the batch is kept whole, not rolled back."""
    records = _records(3)
    with GameStore(tmp_path / "g.sqlite3") as store:
        writer = store.writer(interval=3600.0)
        for record in records:
            writer.add(record)
        insert = store._insert_row

        def interrupted(row: tuple) -> int:
            row_id = insert(row)
            if row_id == 1:
                os.kill(os.getpid(), signal.SIGINT)  # in the middle of the batch
            return row_id

        monkeypatch.setattr(store, "_insert_row", interrupted)
        # Python's own Ctrl-C handler, as in `meeple simulate` (a test worker may ignore SIGINT)
        before = signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            with pytest.raises(KeyboardInterrupt):
                writer.flush()
            assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
        finally:
            signal.signal(signal.SIGINT, before)
        assert store.count() == 3 and len(writer.ids) == 3 and not store._conn.in_transaction


class _InterruptedAfterCommit:
    """A connection whose COMMIT goes through and is then interrupted (a Ctrl-C landing just
    after it), as the schema's transaction of a new database may be."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def __getattr__(self, name: str):  # noqa: ANN204 - forwards to the connection
        return getattr(self._conn, name)

    def __setattr__(self, name: str, value) -> None:  # noqa: ANN001
        if name == "_conn":
            object.__setattr__(self, name, value)
        else:
            setattr(self._conn, name, value)

    def execute(self, sql: str, *args):  # noqa: ANN002, ANN201
        result = self._conn.execute(sql, *args)
        if sql == "COMMIT":
            raise KeyboardInterrupt
        return result


def test_a_ctrl_c_just_after_the_schema_commit_is_an_interrupt_not_a_bad_database(tmp_path: Path) -> None:
    """The interrupt propagates as itself (no failed ROLLBACK turned into "not a usable
    database"), and what was committed stays."""
    store = GameStore(tmp_path / "g.sqlite3")
    real = store._conn
    store._conn = _InterruptedAfterCommit(real)
    with pytest.raises(KeyboardInterrupt):
        store._migrate(("CREATE TABLE IF NOT EXISTS extra (x)",), None)
    store._conn = real
    assert real.execute("SELECT count(*) FROM sqlite_master WHERE name = 'extra'").fetchone() == (1,)
    store.close()


def test_a_device_is_refused_as_a_database_with_what_to_give_instead(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="is not a regular file .* give a file path with --db or MEEPLE_DB"):
        GameStore("/dev/null")


def test_a_database_that_cannot_be_made_says_where_to_choose_another(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="cannot open the game database .* choose a path in a folder you can write to"):
        GameStore("/proc/meeple-games.sqlite3")

"""The game store: every finished game kept in an embedded SQLite database.

Default path: ``platformdirs.user_data_dir("meeple")/games.sqlite3``, overridden by the
environment variable ``MEEPLE_DB`` or an explicit path (``--db``). The schema carries a
version number in the ``meta`` table; a file that is not a meeple database, or has a
version this code does not know, raises :class:`StoreError` with what to do.

Schema history: 1 (the record's fields without format, rules version, start position or
secret mark), 2 (adds them, and the master seed of a simulation), 3 (adds the tables of the
web server's games in progress: ``web_games``, one row per game with its seat tokens and the
saved table, and ``web_actions``, every action as it was accepted). An older database is
migrated in place when it is opened: version-1 games are format-1 records, made under rules
version 1, from each game's initial position; a version-2 database gets the web tables.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from meeple.core.errors import MeepleError, RecordError
from meeple.core.records import GameRecord

SCHEMA_VERSION = 3

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    options TEXT NOT NULL,        -- JSON object
    seed INTEGER NOT NULL,
    agents TEXT NOT NULL,         -- JSON list of agent specs, seat order
    actions TEXT NOT NULL,        -- JSON list of action text forms
    returns TEXT,                 -- JSON list of floats, seat order; NULL if unfinished
    length INTEGER NOT NULL,
    seconds REAL,
    source TEXT NOT NULL,         -- 'play', 'simulate' or 'demo'
    created TEXT NOT NULL,        -- UTC ISO-8601 timestamp
    format INTEGER NOT NULL DEFAULT 1,         -- record format the game was stored in
    rules_version INTEGER NOT NULL DEFAULT 1,  -- the game's rules version it was played under
    start TEXT,                   -- JSON start position; NULL: the game's initial state from seed
    secret INTEGER NOT NULL DEFAULT 1,         -- 1: seed and actions rebuild hidden hands
    master_seed INTEGER           -- the simulation's master seed (NULL outside simulations)
)""",
    """CREATE INDEX IF NOT EXISTS games_by_game ON games (game, id)""",
)
"""A new database's tables (with :data:`_WEB_TABLES`), created in one transaction."""

_WEB_TABLES = (
    """CREATE TABLE IF NOT EXISTS web_games (
    id TEXT PRIMARY KEY,          -- the public game id in the links
    game TEXT NOT NULL,
    status TEXT NOT NULL,         -- 'playing', 'finished' or 'closed'
    tokens TEXT NOT NULL,         -- JSON: {"seats": [token, ...], "spectator": t, "creator": t}
    seats TEXT NOT NULL,          -- JSON list, seat order: "human" or an agent spec
    settings TEXT NOT NULL,       -- JSON: move timer, bot delay
    snapshot TEXT,                -- Table.to_json(); holds every secret; NULL once closed
    position INTEGER NOT NULL,
    stored_id INTEGER,            -- the finished game's id in 'games'
    created TEXT NOT NULL,
    updated REAL NOT NULL         -- seconds since the epoch of the last action or visit
)""",
    """CREATE TABLE IF NOT EXISTS web_actions (
    game_id TEXT NOT NULL,
    position INTEGER NOT NULL,    -- the table's position the action was accepted at
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, position)
)""",
)
"""Schema 2 -> 3 adds these (and a new database gets them)."""

_NEW = (*_SCHEMA, *_WEB_TABLES, f"INSERT OR IGNORE INTO meta VALUES ('schema_version', '{SCHEMA_VERSION}')")
"""A new database's statements."""

_MIGRATE_FROM_1 = (
    "ALTER TABLE games ADD COLUMN format INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE games ADD COLUMN start TEXT",
    "ALTER TABLE games ADD COLUMN secret INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE games ADD COLUMN master_seed INTEGER",
    "UPDATE meta SET value = '2' WHERE key = 'schema_version'",
)
"""Schema 1 -> 2: the new columns; existing games get format 1 and rules version 1."""

_MIGRATE_FROM_2 = (*_WEB_TABLES, "UPDATE meta SET value = '3' WHERE key = 'schema_version'")
"""Schema 2 -> 3: the web server's tables."""


class StoreError(MeepleError):
    """The game database cannot be opened, read or written."""


def _is_locked(err: sqlite3.Error) -> bool:
    return "locked" in str(err) or "busy" in str(err)


def default_db_path() -> Path:
    """``$MEEPLE_DB`` if set, else ``<user data dir>/meeple/games.sqlite3``."""
    env = os.environ.get("MEEPLE_DB")
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("meeple")) / "games.sqlite3"


@dataclass
class StoredGame:
    """One row of the store: its ``id``, ``created`` timestamp, ``source``, the record and,
    for a simulated game, the simulation's ``master_seed``."""

    id: int
    created: str
    source: str
    record: GameRecord
    master_seed: int | None = None


_SQLITE_INT = range(-2**63, 2**63)


def _row(r: GameRecord, source: str, master_seed: int | None) -> tuple:
    """The ``games`` row of a record, stamped now. Raises ``OverflowError`` for a number
    SQLite cannot hold (found here, before the row joins a batch)."""
    for n in (r.seed, r.length, r.format, r.rules_version, master_seed):
        if isinstance(n, int) and n not in _SQLITE_INT:
            raise OverflowError(f"{n} does not fit SQLite's 64-bit integers")
    return (r.game, json.dumps(r.options), r.seed, json.dumps(r.agents), json.dumps(r.actions),
            None if r.returns is None else json.dumps(r.returns), r.length, r.seconds, source,
            datetime.now(UTC).isoformat(timespec="seconds"), r.format, r.rules_version,
            None if r.start is None else json.dumps(r.start), int(r.secret), master_seed)


class GameStore:
    """An open game database. Use as a context manager or call :meth:`close`.

    Raises :class:`StoreError` when ``path`` is not a meeple database (or is corrupt)
    or cannot be created.
    """

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path).expanduser() if path is not None else default_db_path()
        if self.path.is_dir():
            raise StoreError(f"{self.path}: is a folder, not a database file; give a file path "
                             "(e.g. games.sqlite3 in it) with --db or MEEPLE_DB")
        if self.path.exists() and not self.path.is_file():
            raise StoreError(f"{self.path}: is not a regular file (a device or a pipe), so it cannot hold the "
                             "game database; give a file path with --db or MEEPLE_DB")
        blocked = next((p for p in self.path.parents if p.exists() and not p.is_dir()), None)
        if blocked is not None:
            raise StoreError(f"{self.path}: cannot open the game database ({blocked} is a file, not a folder); "
                             "choose another path with --db or MEEPLE_DB")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # A short wait while the schema is read: a database another program holds is
            # named within seconds, not after the 30 s that storing games may wait.
            self._conn = sqlite3.connect(self.path, timeout=2, check_same_thread=False)
        except (OSError, sqlite3.Error) as err:
            raise StoreError(f"{self.path}: cannot open the game database ({err}); choose a path in a folder "
                             "you can write to with --db or MEEPLE_DB") from None
        try:
            self._check_schema()
            self._conn.execute("PRAGMA busy_timeout = 30000")
        except StoreError:
            self._conn.close()
            raise

    def _fail(self, err: sqlite3.Error) -> StoreError:
        if _is_locked(err):
            return StoreError(self._locked())
        return StoreError(
            f"{self.path}: not a usable meeple game database ({err}); "
            "move the file away or choose another with --db or MEEPLE_DB"
        )

    def _locked(self) -> str:
        return (f"{self.path}: the game database is locked: another program holds it (another meeple "
                "run, or an SQLite tool with it open); wait for it to finish or close it, or choose "
                "another database with --db or MEEPLE_DB")

    @classmethod
    def open_writable(cls, path: Path | str | None = None) -> GameStore:
        """The store at ``path`` (None: the default), checked with :meth:`check_writable`
        before anything is played. Raises :class:`StoreError` (the store is closed again)."""
        store = cls(path)
        try:
            store.check_writable()
        except StoreError:
            store.close()
            raise
        return store

    def check_writable(self, timeout: float = 2.0) -> None:
        """Raise :class:`StoreError` unless a game can be stored now: the file and its folder
        are writable and no other program holds the database. Checked before playing, so that
        no game is played only to be lost. Writes nothing (the probe is rolled back)."""
        conn = self._conn
        isolation, conn.isolation_level = conn.isolation_level, None
        conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:  # a real page write, so that a read-only folder (no journal file) is found out too
                conn.execute("CREATE TABLE meeple_write_probe (x)")
            finally:
                conn.execute("ROLLBACK")
        except sqlite3.Error as err:
            if _is_locked(err):
                raise StoreError(self._locked()) from None
            raise StoreError(
                f"{self.path}: cannot write to the game database ({err}); check the permissions of the "
                "file and its folder, choose another with --db or MEEPLE_DB, or pass --no-store") from None
        finally:
            conn.execute("PRAGMA busy_timeout = 30000")
            conn.isolation_level = isolation

    def _check_schema(self) -> None:
        try:
            tables = {r[0] for r in self._conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if not tables:  # a new database (IF NOT EXISTS: another process may be creating it too)
                self._migrate(_NEW, None)
                return
            if "meta" not in tables or "games" not in tables:
                raise StoreError(
                    f"{self.path}: an SQLite file but not a meeple game database "
                    f"(tables: {', '.join(sorted(tables))}); choose another with --db or MEEPLE_DB"
                )
            version = self._version()
            if version == "1":
                self._migrate(_MIGRATE_FROM_1, "1")
                version = self._version()
            if version == "2":
                self._migrate(_MIGRATE_FROM_2, "2")
                version = self._version()
        except sqlite3.Error as err:
            raise self._fail(err) from None
        if version != str(SCHEMA_VERSION):
            raise StoreError(
                f"{self.path}: game database schema version {version} is not supported "
                f"(this meeple reads versions 1 to {SCHEMA_VERSION}; older ones are migrated)"
            )

    def _version(self) -> str | None:
        row = self._conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        return row[0] if row else None

    def _migrate(self, statements: tuple[str, ...], version: str | None) -> None:
        """Migrate from schema ``version`` to the next one (None: create the schema in a new
        database) in one transaction: one commit, where a statement each would wait for the
        disk once per statement (about 0.15 s for a new database). Another process may be
        migrating or creating the same file: the version is read again under the write lock."""
        conn = self._conn
        isolation, conn.isolation_level = conn.isolation_level, None  # explicit transaction
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                if version is None or self._version() == version:  # (IF NOT EXISTS when new)
                    for statement in statements:
                        conn.execute(statement)
                conn.execute("COMMIT")
            except BaseException:
                # A Ctrl-C may land just after the COMMIT, and a failed statement may have
                # ended the transaction already: roll back only what is open, so that the
                # interrupt or the first error is what is reported.
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        finally:
            conn.isolation_level = isolation

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, record: GameRecord, source: str = "play") -> int:
        """Store one game; returns its id."""
        return self.add_many([record], source)[0]

    def add_many(self, records: Iterable[GameRecord], source: str = "simulate",
                 master_seed: int | None = None) -> list[int]:
        """Store games in one transaction; returns their ids in order. ``master_seed``: the
        seed of the simulation that played them (kept so that it can be repeated)."""
        try:
            with self._conn:
                return [self._insert(r, source, master_seed) for r in records]
        except (sqlite3.Error, OverflowError) as err:
            raise self._store_error(err) from None

    def _insert(self, r: GameRecord, source: str, master_seed: int | None) -> int:
        """Insert one game in the open transaction (begun if none is); returns its id. Raises
        ``sqlite3.Error`` or ``OverflowError`` (a number SQLite cannot hold)."""
        return self._insert_row(_row(r, source, master_seed))

    def _insert_row(self, row: tuple) -> int:
        """Insert a row made by :func:`_row` in the open transaction; returns its id."""
        cur = self._conn.execute(
            "INSERT INTO games (game, options, seed, agents, actions, returns, length, seconds,"
            " source, created, format, rules_version, start, secret, master_seed)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
        assert cur.lastrowid is not None
        return cur.lastrowid

    def _store_error(self, err: sqlite3.Error | OverflowError) -> StoreError:
        if isinstance(err, sqlite3.Error) and _is_locked(err):
            return StoreError(self._locked())
        return StoreError(f"{self.path}: cannot store the game ({err})")

    def writer(self, source: str = "simulate", master_seed: int | None = None,
               interval: float = 0.75) -> BatchWriter:
        """A :class:`BatchWriter` that stores games into this database as they finish."""
        return BatchWriter(self, source, master_seed, interval)

    def list(self, game: str | None = None, limit: int = 20,
             problems: list[str] | None = None) -> list[StoredGame]:
        """The most recent games (newest first), optionally of one game only. A corrupt row
        raises :class:`RecordError`, or with ``problems`` (a list) is left out and its error
        (naming the row) appended there, so the other rows can still be shown."""
        sql = "SELECT * FROM games" + (" WHERE game = ?" if game else "") + " ORDER BY id DESC LIMIT ?"
        params: tuple = (game, limit) if game else (limit,)
        games = []
        for row in self._query(sql, params):
            try:
                games.append(self._row(row))
            except RecordError as err:
                if problems is None:
                    raise
                problems.append(str(err))
        return games

    def get(self, game_id: int) -> StoredGame:
        """The game with ``game_id``; raises :class:`RecordError` when there is none."""
        rows = self._query("SELECT * FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise RecordError(f"{self.path}: no stored game with id {game_id} (see 'meeple history')")
        return self._row(rows[0])

    def count(self) -> int:
        return self._query("SELECT COUNT(*) FROM games", ())[0][0]

    def _query(self, sql: str, params: tuple) -> list[sqlite3.Row]:
        self._conn.row_factory = sqlite3.Row
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as err:
            raise self._fail(err) from None

    def _row(self, row: sqlite3.Row) -> StoredGame:
        where = f"{self.path}: stored game {row['id']}"
        try:
            data = {
                "format": row["format"], "game": row["game"], "rules_version": row["rules_version"],
                "options": json.loads(row["options"]), "seed": row["seed"],
                "start": None if row["start"] is None else json.loads(row["start"]),
                "agents": json.loads(row["agents"]), "actions": json.loads(row["actions"]),
                "returns": None if row["returns"] is None else json.loads(row["returns"]),
                "length": row["length"], "seconds": row["seconds"], "secret": bool(row["secret"]),
            }
        except (ValueError, TypeError) as err:
            raise RecordError(f"{where} is corrupt ({err})") from None
        record = GameRecord.from_data(data, where)
        return StoredGame(row["id"], row["created"], row["source"], record, row["master_seed"])


@dataclass
class WebGameRow:
    """One game of the web server (table ``web_games``): its public ``id``, ``status``
    ('playing', 'finished', 'closed'), seat ``tokens``, ``seats`` (per seat "human" or an agent
    spec), ``settings``, the saved table (``snapshot``, :meth:`Table.to_json` form; None once
    closed), ``position``, ``stored_id`` (in ``games``, once finished) and ``updated``."""

    id: str
    game: str
    status: str
    tokens: dict
    seats: list
    settings: dict
    snapshot: dict | None
    position: int
    stored_id: int | None
    created: str
    updated: float


class WebGames:
    """The web server's games in the store (schema 3). Every call is one transaction, so an
    action is on disk before anybody is told of it and a kill loses nothing acknowledged."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._conn = store._conn
        self._lock = threading.Lock()
        try:  # readers (meeple history) do not wait for the server's writes; a kill loses no commit
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.Error as err:
            raise store._fail(err) from None

    def _write(self, statements: list[tuple[str, tuple]]) -> list[int | None]:
        ids: list[int | None] = []
        with self._lock:
            try:
                with self._conn:
                    for sql, params in statements:
                        ids.append(self._conn.execute(sql, params).lastrowid)
            except sqlite3.Error as err:
                if _is_locked(err):
                    raise StoreError(self.store._locked()) from None
                raise StoreError(f"{self.store.path}: cannot store the web game ({err})") from None
        return ids

    def create(self, row: WebGameRow) -> None:
        self._write([(
            "INSERT INTO web_games (id, game, status, tokens, seats, settings, snapshot, position, stored_id,"
            " created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (row.id, row.game, row.status, json.dumps(row.tokens), json.dumps(row.seats), json.dumps(row.settings),
             json.dumps(row.snapshot), row.position, row.stored_id, row.created, row.updated))])

    def act(self, game_id: str, seat: int, action: str, position: int, snapshot: dict) -> None:
        """Store one accepted action (accepted at ``position``; the table is now at
        ``position + 1``) and the table after it."""
        now = time.time()
        self._write([
            ("INSERT INTO web_actions VALUES (?, ?, ?, ?, ?)", (game_id, position, seat, action, now)),
            ("UPDATE web_games SET snapshot = ?, position = ?, updated = ? WHERE id = ?",
             (json.dumps(snapshot), position + 1, now, game_id)),
        ])

    def finish(self, game_id: str, record: GameRecord, snapshot: dict, seat: int, action: str,
               position: int) -> int:
        """Store the last action, and the finished game in ``games`` (source 'web'); returns
        its id there."""
        now = time.time()
        r = record
        created = datetime.now(UTC).isoformat(timespec="seconds")
        ids = self._write([
            ("INSERT INTO web_actions VALUES (?, ?, ?, ?, ?)", (game_id, position, seat, action, now)),
            ("INSERT INTO games (game, options, seed, agents, actions, returns, length, seconds,"
             " source, created, format, rules_version, start, secret, master_seed)"
             " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
             (r.game, json.dumps(r.options), r.seed, json.dumps(r.agents), json.dumps(r.actions),
              None if r.returns is None else json.dumps(r.returns), r.length, r.seconds, "web", created,
              r.format, r.rules_version, None if r.start is None else json.dumps(r.start), int(r.secret), None)),
            ("UPDATE web_games SET status = 'finished', snapshot = ?, position = ?, stored_id = last_insert_rowid(),"
             " updated = ? WHERE id = ?", (json.dumps(snapshot), position + 1, now, game_id)),
        ])
        stored = ids[1]
        assert stored is not None
        return stored

    def update(self, game_id: str, seats: list | None = None, settings: dict | None = None) -> None:
        """Change the seats (a seat handed to a bot) or settings, and mark the game as visited."""
        sets, params = ["updated = ?"], [time.time()]
        if seats is not None:
            sets.append("seats = ?")
            params.append(json.dumps(seats))
        if settings is not None:
            sets.append("settings = ?")
            params.append(json.dumps(settings))
        self._write([(f"UPDATE web_games SET {', '.join(sets)} WHERE id = ?", (*params, game_id))])

    def close(self, game_id: str) -> None:
        """Close a game: its links stop working and its saved table (with its secrets) goes."""
        self._write([("UPDATE web_games SET status = 'closed', snapshot = NULL, updated = ? WHERE id = ?",
                      (time.time(), game_id))])

    def open_games(self) -> list[WebGameRow]:
        """The games not closed ('playing' and 'finished'), oldest first."""
        return [self._row(r) for r in
                self.store._query("SELECT * FROM web_games WHERE status != 'closed' ORDER BY created, id", ())]

    def get(self, game_id: str) -> WebGameRow | None:
        rows = self.store._query("SELECT * FROM web_games WHERE id = ?", (game_id,))
        return self._row(rows[0]) if rows else None

    def actions(self, game_id: str) -> list[tuple[int, int, str]]:
        """``(position, seat, action text)`` of every accepted action, in order."""
        rows = self.store._query("SELECT position, seat, action FROM web_actions WHERE game_id = ? ORDER BY position",
                                 (game_id,))
        return [(r[0], r[1], r[2]) for r in rows]

    def _row(self, row: sqlite3.Row) -> WebGameRow:
        try:
            return WebGameRow(
                id=row["id"], game=row["game"], status=row["status"], tokens=json.loads(row["tokens"]),
                seats=json.loads(row["seats"]), settings=json.loads(row["settings"]),
                snapshot=None if row["snapshot"] is None else json.loads(row["snapshot"]),
                position=row["position"], stored_id=row["stored_id"], created=row["created"],
                updated=row["updated"])
        except (ValueError, TypeError) as err:
            raise RecordError(f"{self.store.path}: web game {row['id']} is corrupt ({err})") from None


@contextmanager
def _ctrl_c_deferred() -> Iterator[None]:
    """Hold a Ctrl-C (SIGINT) that arrives inside the block until its end, where it is raised
    as usual: a batch of finished games is stored whole, not rolled back by a second Ctrl-C
    pressed while the first one's final flush runs. Only the main thread receives Python's
    signals, and only it can set a handler, so elsewhere the block runs as it is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[tuple[int, object]] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append((signum, frame)))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if caught:
            if callable(previous):
                previous(*caught[0])  # Python's own handler raises KeyboardInterrupt here
            elif previous == signal.SIG_DFL:
                os.kill(os.getpid(), signal.SIGINT)


class BatchWriter:
    """Stores games as they finish, committing at most every ``interval`` seconds: a kill
    loses at most the games of the last interval, and one commit (a wait for the disk)
    serves many games. Each game's row (its JSON) is made as it comes, so that after the
    last game only the INSERTs and the commit are left; the rows are inserted at the commit,
    in one short transaction, so the write lock is held only then and other programs (a
    second run, ``meeple play``, the web server) can store into the same file between two
    commits. Call :meth:`flush` at the end (and on an interruption)."""

    def __init__(self, store: GameStore, source: str, master_seed: int | None, interval: float = 1.0) -> None:
        self.store = store
        self.source = source
        self.master_seed = master_seed
        self.interval = interval
        self.ids: list[int] = []
        """The ids of the games committed so far."""
        self._pending: list[tuple] = []  # rows made, not yet stored
        self._since: float | None = None  # when the oldest pending game finished
        self._lock = threading.Lock()  # add (on finishing) and tick (a clock thread) may race

    def add(self, record: GameRecord) -> None:
        """Take a finished game (stored with the next :meth:`flush`). Raises
        :class:`StoreError` for a game that cannot be stored; the pending ones are then not
        kept."""
        with self._lock:
            try:
                self._pending.append(_row(record, self.source, self.master_seed))
            except OverflowError as err:
                self._pending = []
                self._since = None
                raise self.store._store_error(err) from None
            if self._since is None:
                self._since = time.monotonic()
        self.tick()

    def tick(self) -> None:
        """Commit the pending games when the oldest has waited ``interval`` seconds."""
        if self._since is not None and time.monotonic() - self._since >= self.interval:
            self.flush()

    def flush(self) -> None:
        """Store the pending games in one transaction. Raises :class:`StoreError` (they are
        then not kept)."""
        with self._lock:
            if self._pending:
                batch, self._pending, self._since = self._pending, [], None
                conn = self.store._conn
                with _ctrl_c_deferred():
                    try:
                        with conn:
                            ids = [self.store._insert_row(row) for row in batch]
                    except sqlite3.Error as err:
                        raise self.store._store_error(err) from None
                    self.ids.extend(ids)

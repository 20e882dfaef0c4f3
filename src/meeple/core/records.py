"""Game records: everything needed to replay a game exactly.

A record is (game, options, rules version, seed, optional start position, agents, actions,
result). Actions are text forms; a simultaneous node's joint choice is one entry
(``@0 bid n=2 ; @1 bid n=1``, in seat order). It is saved as JSON and replayed through a
:class:`~meeple.core.table.Table` (``Table.replay``).

Format history: 1 (no rules version: every game was at rules version 1, no start position,
no secret mark), 2 (this one). A format-1 record is read as made under rules version 1, so one
that names another rules version (or a start position, which format 1 did not have) is refused
as contradicting itself; a record without a ``format`` key is read as format 2, whose rules
version defaults to 1.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from meeple.core.errors import RecordError

RECORD_FORMAT = 2
KNOWN_FORMATS = (1, 2)


class GameRecord(BaseModel):
    """A finished (or unfinished) game. ``secret`` marks a record whose seed and actions
    rebuild hidden hands: it must not be shown to a player before the game is over."""

    model_config = ConfigDict(extra="forbid")
    format: int = RECORD_FORMAT
    game: str
    rules_version: int = 1
    options: dict[str, Any]
    seed: int
    start: dict[str, Any] | None = None
    agents: list[str]
    actions: list[str]
    returns: list[float] | None = None
    length: int = 0
    seconds: float | None = None
    secret: bool = True

    def save(self, path: Path | str) -> None:
        Path(path).write_text(self.model_dump_json(indent=1), encoding="utf-8")

    @classmethod
    def from_data(cls, data: Any, where: str) -> GameRecord:
        """Validate parsed JSON. Raises :class:`RecordError` naming ``where``."""
        if isinstance(data, dict) and data.get("format") not in (None, *KNOWN_FORMATS):
            raise RecordError(
                f"{where}: record format {data.get('format')!r} is not supported "
                f"(this meeple reads formats {', '.join(map(str, KNOWN_FORMATS))})")
        try:
            record = cls.model_validate(data)
        except ValidationError as err:
            problems = "; ".join(
                f"{'.'.join(map(str, p['loc'])) or '(record)'}: {p['msg']}" for p in err.errors()
            )
            raise RecordError(f"{where}: not a valid record: {problems}") from None
        if record.format == 1 and (record.rules_version != 1 or record.start is not None):
            field = (f"rules version {record.rules_version}" if record.rules_version != 1 else "a start position")
            raise RecordError(
                f"{where}: not a valid record: it is record format 1 but names {field}; format-1 records "
                "have neither (all were made under rules version 1 from the initial position). If it was "
                "made by a newer meeple, its format is 2"
            )
        if record.length and record.length != len(record.actions):
            raise RecordError(
                f"{where}: not a valid record: it says the game took {record.length} actions but holds "
                f"{len(record.actions)} (the action list is truncated or was edited)"
            )
        record.format = RECORD_FORMAT
        return record

    @classmethod
    def read(cls, path: Path | str) -> GameRecord:
        """Read a record file, or the record inside a saved table. Raises
        :class:`RecordError` for a missing, corrupt or truncated file."""
        data = read_json_file(path, "record")
        if isinstance(data, dict) and data.get("kind") == "meeple-table":
            data = data.get("record")
        return cls.from_data(data, str(path))


def read_json_file(path: Path | str, what: str) -> Any:
    """Parse a JSON file. Raises :class:`RecordError` naming the file on any failure."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise RecordError(f"{path}: cannot read the {what} ({err.strerror})") from None
    except UnicodeDecodeError as err:
        raise RecordError(
            f"{path}: not a valid {what}: it is not UTF-8 text (byte {err.start}); "
            f"a {what} is a JSON file written by meeple"
        ) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(
            f"{path}: not a valid {what}: the JSON is corrupt or truncated "
            f"(line {err.lineno}, column {err.colno}: {err.msg})"
        ) from None

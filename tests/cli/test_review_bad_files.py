"""Files that are not what meeple wrote (found in review): a clear error, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.core.errors import RecordError
from meeple.core.records import GameRecord
from meeple.core.table import Table
from tests.cli.conftest import assert_clear_error


@pytest.fixture
def not_utf8(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_bytes(b'{"kind": "meeple-table", "format": 1, "record": {"game": "\xff\xfe"}}')
    return path


def test_a_file_that_is_not_utf8_is_refused_by_the_readers(not_utf8: Path) -> None:
    with pytest.raises(RecordError, match="not UTF-8"):
        GameRecord.read(not_utf8)
    with pytest.raises(RecordError, match="not UTF-8"):
        Table.load(not_utf8)


def test_a_file_that_is_not_utf8_gives_a_clear_error_on_the_command_line(meeple, not_utf8: Path) -> None:
    assert_clear_error(meeple("replay", str(not_utf8), "--no-step"), str(not_utf8), "not UTF-8")
    assert_clear_error(meeple("play", "--resume", str(not_utf8)), str(not_utf8), "not UTF-8")

"""Kept records (tests/records/<game>.json, written by tests/records/make.py) replay to the
same final states: speed work must not change what a seed and its actions give. A record made
under another rules version than the game's current one is skipped (a rule change raises the
version; then re-run make.py for that game)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import meeple
from meeple.core.records import GameRecord
from meeple.core.table import Table
from tests.records.make import digest

RECORDS = Path(__file__).resolve().parent.parent / "records"
KEPT = [(path.stem, i, entry) for path in sorted(RECORDS.glob("*.json"))
        for i, entry in enumerate(json.loads(path.read_text(encoding="utf-8")))]


def test_every_registered_game_has_kept_records() -> None:
    assert set(meeple.available_games()) <= {name for name, _, _ in KEPT}


@pytest.mark.parametrize(("name", "index", "entry"), KEPT, ids=[f"{n}-{i}" for n, i, _ in KEPT])
def test_kept_record_replays_to_its_final_state(name: str, index: int, entry: dict) -> None:
    record = GameRecord.from_data(entry["record"], f"{name}.json[{index}]")
    if record.rules_version != meeple.load(name).rules_version:
        pytest.skip(f"{name}.json[{index}] was made under rules version {record.rules_version}; "
                    f"re-run tests/records/make.py {name}")
    table = Table.from_record(record)
    assert digest(table._state) == entry["final"], (
        f"{name}.json[{index}] replays to another final state: the rules changed; raise {name}'s rules_version "
        f"(and re-run tests/records/make.py {name}) if that is intended")

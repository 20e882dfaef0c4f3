"""Drakborgen II is the default (issue 10: "the default once it works"), rules version 3:
``expansion=none`` plays the base game as rules version 2 did, and a record made before, without
the option, is refused with a message naming both versions instead of replaying as another game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import meeple
from meeple.core.errors import RecordError
from meeple.core.records import GameRecord
from meeple.core.table import Table
from tests.records.make import digest

KEPT = Path(__file__).resolve().parent.parent / "records" / "drakborgen.json"


def _base_entries() -> list[dict]:
    entries = [e for e in json.loads(KEPT.read_text(encoding="utf-8")) if e["record"]["options"]["expansion"] == "none"]
    assert entries, "tests/records/drakborgen.json keeps base-game records"
    return entries


def test_the_default_is_drakborgen_ii() -> None:
    game = meeple.load("drakborgen")
    assert game.options_json()["expansion"] == "drakborgen-ii" and game.expansion
    assert game.rules_version == 3
    assert len(game.content.hero_ids) == 12 and len(game.ring_actions) == 8
    assert game.hero_ids == ("rohan", "sigeir")  # the default heroes stay the base four, cut to the count
    base = meeple.load("drakborgen", expansion="none")
    assert not base.expansion and base.new_initial_state(0).ii is None
    assert base.content.hero_ids == ("rohan", "sigeir", "aelfric", "bardhor") and len(base.ring_actions) == 4


def test_a_base_record_replays_as_under_rules_version_2() -> None:
    """The kept base records are rules version 2's, their actions unchanged and their options made
    explicit (``expansion=none``); their final states differ from version 2's only by the public
    ``fled`` (the flee reaction read out) version 3 keeps."""
    for i, entry in enumerate(_base_entries()):
        table = Table.from_record(GameRecord.from_data(entry["record"], f"base[{i}]"))
        assert table.is_terminal and digest(table._state) == entry["final"] and table._state.cat is None


def test_a_record_from_before_the_default_changed_is_refused_naming_the_versions() -> None:
    data = dict(_base_entries()[0]["record"])
    data["options"] = {k: v for k, v in data["options"].items() if k not in ("expansion", "tougher")}
    data["rules_version"] = 2
    with pytest.raises(RecordError, match="rules version 2; this meeple plays rules version 3"):
        Table.from_record(GameRecord.from_data(data, "old.json"))

"""A reviewer's findings on the command line after issue 7 (records, saving, history, hot
seat, usage errors, player numbering), each pinned by a test."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from meeple.core.records import GameRecord
from meeple.core.table import Table
from tests.cli.conftest import assert_clear_error, flat
from tests.toygame import ToyGame


def test_history_shows_the_good_rows_and_names_a_corrupt_one(meeple, toy_registered, db: Path) -> None:
    for seed in (1, 2, 3):
        assert meeple("play", "toy", "--players", "random,random", "--seed", str(seed)).exit_code == 0
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE games SET actions = '[\"play card=' WHERE id = 2")
    result = meeple("history")
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.output.splitlines()]
    ids = [words[0] for words in rows if len(words) > 3 and words[0].isdigit() and words[3] == "toy"]
    assert ids == ["3", "1"], result.output
    assert "stored game 2 is corrupt" in flat(result.output)


def test_save_to_an_existing_folder_is_refused_before_playing(meeple, toy_registered, tmp_path: Path) -> None:
    result = meeple("play", "toy", "--players", "random,random", "--save", str(tmp_path), "--no-store")
    assert_clear_error(result, str(tmp_path), "is a folder", "game.json")
    assert "Game over" not in result.output


def test_the_step_cap_in_play_keeps_the_save(meeple, toy_registered, tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    result = meeple("play", "toy", "--players", "random,random", "--seed", "4", "--max-steps", "2",
                    "--save", str(path), "--no-store")
    assert_clear_error(result, "did not end after 2 actions")
    assert "saved to" in flat(result.output) and "--resume" in flat(result.output)
    table = Table.load(path)
    assert len(table.actions) == 2 and not table.is_terminal
    assert meeple("play", "--resume", str(path), "--no-store").exit_code == 0


def test_usage_errors_say_what_is_allowed(meeple) -> None:
    """Typer's own checks of option values (exit 2, boxed) name the bound that was broken."""
    for args, allowed in (
        (("play", "toy", "--players", "random,random", "--seed", "-1"), "greater than or equal to 0"),
        (("play", "toy", "--players", "random,random", "--seed", str(2**64)), f"less than or equal to {2**63 - 1}"),
        (("simulate", "toy", "--players", "random,random", "-n", "0"), "greater than or equal to 1"),
        (("play", "toy", "--players", "random,random", "--max-steps", "0"), "greater than or equal to 1"),
        (("replay", "--id", "x"), "valid integer"),
    ):
        result = meeple(*args)
        assert result.exit_code == 2, result.output
        assert allowed in flat(result.output.replace("│", " ")), result.output


def test_a_format_1_record_naming_another_rules_version_is_refused(meeple, toy_registered, tmp_path: Path,
                                                                    monkeypatch) -> None:
    """Format 1 had no rules version (every game was at version 1): a format-1 record that names
    version 2 contradicts itself, and is refused rather than read either way."""
    path = tmp_path / "g.json"
    assert meeple("play", "toy", "--players", "random,random", "--seed", "2", "--save", str(path),
                  "--no-store").exit_code == 0
    monkeypatch.setattr(ToyGame, "rules_version", 2)
    record = json.loads(path.read_text())["record"]
    path.write_text(json.dumps({**record, "format": 1, "rules_version": 2}))
    assert_clear_error(meeple("replay", str(path), "--no-step"), str(path), "record format 1",
                       "rules version 2")
    path.write_text(json.dumps({**record, "format": 1, "rules_version": 1}))
    assert_clear_error(meeple("replay", str(path), "--no-step"), "rules version 1", "rules version 2")
    path.write_text(json.dumps({**record, "format": 2, "rules_version": 2}))
    assert meeple("replay", str(path), "--no-step").exit_code == 0
    assert GameRecord.read(path).rules_version == 2


def test_the_second_seat_at_a_simultaneous_node_is_told_its_choice_is_secret(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--simultaneous", "--players", "human,human", "--seed", "6", "--no-store",
                    input="\n1\n\n1\n" * 3)
    assert result.exit_code == 0, result.output
    text = flat(result.output)
    assert "P1 to decide (choosing in secret with P2)" in text
    assert "P2 to decide (choosing in secret; P1 has chosen)" in text


def test_a_bot_choosing_first_in_secret_is_named_to_the_human(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--simultaneous", "--players", "random,human", "--seed", "6", "--no-store",
                    input="1\n" * 3)
    assert result.exit_code == 0, result.output
    assert "P2 to decide (choosing in secret; P1 has chosen)" in flat(result.output)


def test_drakborgen_numbers_players_p1_to_pn_on_the_screen_and_the_prompt(meeple) -> None:
    """The screen marks the human's hero "(you)" with the same P-number the prompt uses."""
    result = meeple("play", "drakborgen", "--players", "greedy,human", "--seed", "3", "--no-store",
                    input="1\n" * 6 + "quit\n")
    text = result.output
    assert "P2, your choice" in text and "P1, your choice" not in text
    yous = [line.split(" (you)")[0].split()[0] for line in text.splitlines() if " (you)" in line]
    assert yous and set(yous) == {"P2"}, yous
    for wrong in ("Player 0", "Player 1,", "seat 0", "seat 1"):
        assert wrong not in text

"""Every bad input gives one clear red error line and exit status 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.core import registry
from meeple.core.records import GameRecord
from tests.cli.conftest import assert_clear_error
from tests.cli.datagame import DataToyGame, write_cards


@pytest.fixture
def data_toy_registered(toy_registered, monkeypatch: pytest.MonkeyPatch) -> type[DataToyGame]:
    classes = {**registry.game_classes(), DataToyGame.name: DataToyGame}
    monkeypatch.setattr(registry, "game_classes", lambda: classes)
    return DataToyGame


def test_unknown_game(meeple) -> None:
    assert_clear_error(meeple("play", "no-such-game", "--players", "random,random"), "unknown game", "available games")


def test_unknown_game_in_simulate_and_history(meeple) -> None:
    assert_clear_error(meeple("simulate", "nope", "--players", "random,random", "-n", "2"), "unknown game")
    assert_clear_error(meeple("history", "--game", "nope"), "unknown game")


def test_wrong_player_count(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--players", "random,random,random,random")
    assert_clear_error(result, "toy is for 2 to 3 players, not 4")


def test_unknown_agent_spec(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--players", "random,wizard")
    assert_clear_error(result, "unknown agent 'wizard'", "known agents")
    assert "player 0:" not in result.output  # refused before the game is announced


def test_bad_agent_option(meeple, toy_registered) -> None:
    result = meeple("simulate", "toy", "--players", "random:depth=3,random", "-n", "2", "--no-store")
    assert_clear_error(result, "random", "depth")


def test_bad_option_value_lists_what_is_wrong(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--players", "random,random", "--hand-size", "many")
    assert_clear_error(result, "hand_size", "'many'")


def test_unknown_option_lists_allowed_options(meeple, toy_registered) -> None:
    result = meeple("simulate", "toy", "--players", "random,random", "--colour", "red")
    assert_clear_error(result, "unknown option 'colour'", "allowed options: hand_size, players")


def test_player_count_cannot_be_set_as_option(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--players", "random,random", "--option", "players=3")
    assert_clear_error(result, "number of agents given to --players")


def test_stray_argument(meeple, toy_registered) -> None:
    assert_clear_error(meeple("play", "toy", "--players", "random,random", "-x"), "unexpected argument '-x'")


def _saved_record(meeple, tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    result = meeple("play", "toy", "--players", "random,random", "--seed", "5", "--save", str(path), "--no-store")
    assert result.exit_code == 0, result.output
    return path


def test_corrupt_record_file(meeple, toy_registered, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("this is not json {")
    assert_clear_error(meeple("replay", str(path), "--no-step"), "bad.json", "corrupt")


def test_truncated_record_file(meeple, toy_registered, tmp_path: Path) -> None:
    path = _saved_record(meeple, tmp_path)
    path.write_text(path.read_text()[:60])
    assert_clear_error(meeple("replay", str(path), "--no-step"), "game.json", "truncated")


def test_record_that_does_not_replay(meeple, toy_registered, tmp_path: Path) -> None:
    path = _saved_record(meeple, tmp_path)
    record = GameRecord.read(path)
    record.actions[1] = record.actions[0]  # player 1 cannot play player 0's card
    record.save(path)
    assert_clear_error(meeple("replay", str(path), "--no-step"), "does not replay", "action 2")


def test_record_with_actions_cut_off(meeple, toy_registered, tmp_path: Path) -> None:
    """A record whose action list was cut short (its length says more) is reported, not
    replayed as an unfinished game."""
    path = _saved_record(meeple, tmp_path)
    record = GameRecord.read(path)
    record.actions = record.actions[:1]
    record.save(path)
    assert_clear_error(meeple("replay", str(path), "--no-step"), "game.json", f"{record.length} actions", "holds 1")


def test_record_whose_result_does_not_replay(meeple, toy_registered, tmp_path: Path) -> None:
    """A finished record whose actions do not lead to its stored returns is reported."""
    path = _saved_record(meeple, tmp_path)
    record = GameRecord.read(path)
    assert record.returns is not None
    record.returns = [-r for r in record.returns] if any(record.returns) else [1.0, -1.0]
    record.save(path)
    assert_clear_error(meeple("replay", str(path), "--no-step"), "does not replay", "returns")


def test_missing_record_file(meeple, tmp_path: Path) -> None:
    assert_clear_error(meeple("replay", str(tmp_path / "none.json")), "none.json", "cannot read")


def test_replay_needs_a_file_or_an_id(meeple) -> None:
    assert_clear_error(meeple("replay"), "nothing to replay")


def test_replay_id_from_a_missing_database_creates_nothing(meeple, tmp_path: Path) -> None:
    typo = tmp_path / "no-such-folder" / "games.sqlite3"
    assert_clear_error(meeple("replay", "--db", str(typo), "--id", "3"), "no game database", "no stored game with id 3")
    assert not typo.parent.exists()


def test_replay_unknown_id(meeple, db: Path) -> None:
    assert_clear_error(meeple("replay", "--db", str(db), "--id", "7"), "no stored game with id 7")


def test_replay_viewer_out_of_range(meeple, toy_registered, tmp_path: Path) -> None:
    path = _saved_record(meeple, tmp_path)
    assert_clear_error(meeple("replay", str(path), "--viewer", "3"), "--viewer must be a player from 1 to 2")


def test_data_file_with_missing_field(meeple, data_toy_registered, tmp_path: Path) -> None:
    folder = write_cards(tmp_path / "cards", drop_field_of=4)
    result = meeple("play", "toy-data", "--players", "random,random", "--data-dir", str(folder))
    assert_clear_error(result, "cards.json", "record 4 ('card 5')", "field 'value': missing")


def test_data_dir_that_works(meeple, data_toy_registered, tmp_path: Path) -> None:
    folder = write_cards(tmp_path / "cards")
    result = meeple("play", "toy-data", "--players", "random,random", "--data-dir", str(folder), "--no-store")
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output


def test_corrupt_database(meeple, toy_registered, tmp_path: Path) -> None:
    bad = tmp_path / "junk.sqlite3"
    bad.write_bytes(b"definitely not an sqlite database" * 100)
    assert_clear_error(meeple("history", "--db", str(bad)), "junk.sqlite3", "not a usable meeple game database")
    result = meeple("play", "toy", "--players", "random,random", "--db", str(bad))
    assert_clear_error(result, "junk.sqlite3")


def test_unusable_database_is_reported_before_any_game_is_played(meeple, toy_registered, tmp_path: Path) -> None:
    """A human's game or a long simulation is not played only to be lost at the end."""
    bad = tmp_path / "junk.sqlite3"
    bad.write_bytes(b"definitely not an sqlite database" * 100)
    result = meeple("play", "toy", "--players", "random,random", "--db", str(bad))
    assert_clear_error(result, "junk.sqlite3")
    assert "Result:" not in result.output
    out = tmp_path / "results.json"
    result = meeple("simulate", "toy", "--players", "random,random", "-n", "2", "--db", str(bad), "--out", str(out))
    assert_clear_error(result, "junk.sqlite3")
    assert "win rate" not in result.output and not out.exists()


def test_a_new_database_that_cannot_be_made_stops_the_simulation(meeple, toy_registered, tmp_path: Path) -> None:
    """A new database is made while the first games are played; when it cannot be, the run stops
    with the error, and nothing of it is printed or written."""
    (tmp_path / "file").write_text("not a folder")
    out = tmp_path / "results.json"
    for jobs in ("1", "2"):
        result = meeple("simulate", "toy", "--players", "random,random", "-n", "40", "--jobs", jobs,
                        "--db", str(tmp_path / "file" / "games.sqlite3"), "--out", str(out))
        assert_clear_error(result, "games.sqlite3", "is a file, not a folder")
        assert "win rate" not in result.output and "Stored" not in result.output and not out.exists()


def test_illegal_move_typed_by_a_human_is_refused_and_asked_again(meeple, toy_registered) -> None:
    # Player 0 is human; the first answer names a card not in hand, the second is not a number in range.
    result = meeple("play", "toy", "--players", "human,random", "--seed", "3", "--no-store",
                    input="play card=99\n42\n1\n1\n1\n")
    assert result.exit_code == 0, result.output
    assert "'play card=99' is not legal now" in result.output
    assert "There is no action number 42" in result.output
    assert "Result:" in result.output


def test_unwritable_save_path_is_refused_before_the_game(meeple, toy_registered, tmp_path: Path) -> None:
    result = meeple("play", "toy", "--players", "random,random", "--no-store",
                    "--save", str(tmp_path / "missing-folder" / "g.json"))
    assert_clear_error(result, "g.json", "cannot write the saved game there", "no folder")
    assert "Result:" not in result.output


def test_step_cap_is_reported(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--players", "random,random", "--max-steps", "2", "--no-store")
    assert_clear_error(result, "did not end after 2 actions", "--max-steps")


def test_game_option_before_the_game_name(meeple, toy_registered) -> None:
    result = meeple("simulate", "--hand-size", "2", "toy", "--players", "random,random")
    assert_clear_error(result, "game name must come before game options like '--hand-size'")

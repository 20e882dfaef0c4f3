"""Saved tables on the command line: --save, play --resume, replay of saved tables and records,
replay privacy (--viewer), older rules versions and forged saved tables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from meeple.core import registry
from meeple.core.records import GameRecord
from meeple.sim.store import GameStore
from tests.agents.simgames import MatrixGame
from tests.cli.conftest import assert_clear_error, flat
from tests.toygame import ToyGame


def _hands(seed: int, players: int = 2, **options) -> list[list[int]]:
    return ToyGame(players=players, **options).new_initial_state(seed).hands


def _quit_after_one_move(meeple, path: Path, *extra: str) -> None:
    result = meeple("play", "toy", "--players", "human,random,random", "--seed", "5", "--save", str(path),
                    "--no-store", *extra, input="1\nquit\n")
    assert result.exit_code == 0 and "Game abandoned" in result.output, result.output


# -- resume ---------------------------------------------------------------------------------


def test_a_resumed_game_finishes_as_the_uninterrupted_one(meeple, toy_registered, tmp_path: Path) -> None:
    """Same seed, agents and choices: the game saved when the human quit and resumed later
    gives the same actions and result as the game played through (bots included)."""
    whole = tmp_path / "whole.json"
    result = meeple("play", "toy", "--players", "human,random,random", "--seed", "5", "--save", str(whole),
                    "--no-store", input="1\n1\n1\n")
    assert result.exit_code == 0, result.output
    half, done = tmp_path / "half.json", tmp_path / "done.json"
    _quit_after_one_move(meeple, half)
    assert GameRecord.read(half).length == 3
    resumed = meeple("play", "--resume", str(half), "--save", str(done), "--no-store", input="1\n1\n")
    assert resumed.exit_code == 0, resumed.output
    assert "resumed at action 3" in resumed.output and "P2: random" in resumed.output
    expected, got = GameRecord.read(whole), GameRecord.read(done)
    assert got.actions == expected.actions and got.returns == expected.returns
    assert got.agents == ["human", "random", "random"] and got.seed == 5


def test_a_resumed_game_is_stored_and_may_take_other_agents(meeple, toy_registered, db: Path,
                                                           tmp_path: Path) -> None:
    half = tmp_path / "half.json"
    _quit_after_one_move(meeple, half)
    result = meeple("play", "--resume", str(half), "--players", "random,greedy", input="")
    assert_clear_error(result, "a game for 3 players but --players gives 2 agents")
    result = meeple("play", "toy", "--resume", str(half), "--players", "random,random,random")
    assert result.exit_code == 0, result.output
    with GameStore(db) as store:
        (stored,) = store.list()
    assert stored.record.length == 9 and stored.record.agents == ["random"] * 3
    assert stored.record.actions[:3] == GameRecord.read(half).actions


def test_resume_keeps_the_saved_options_and_seed(meeple, toy_registered, monkeypatch, tmp_path: Path) -> None:
    half = tmp_path / "half.json"
    _quit_after_one_move(meeple, half)
    assert_clear_error(meeple("play", "--resume", str(half), "--seed", "3"), "keeps the seed")
    assert_clear_error(meeple("play", "--resume", str(half), "--hand-size", "2"), "keeps the options")
    classes = {**registry.game_classes(), MatrixGame.name: MatrixGame}
    monkeypatch.setattr(registry, "game_classes", lambda: classes)
    assert_clear_error(meeple("play", "toy-matrix", "--resume", str(half)), "holds a game of toy, not toy-matrix")


def test_resume_of_a_finished_game_points_at_replay(meeple, toy_registered, tmp_path: Path) -> None:
    done = tmp_path / "done.json"
    assert meeple("play", "toy", "--players", "random,random", "--save", str(done), "--no-store").exit_code == 0
    assert_clear_error(meeple("play", "--resume", str(done)), "already over", "meeple replay")


def test_play_needs_a_game_and_players_unless_resuming(meeple, toy_registered) -> None:
    assert_clear_error(meeple("play"), "give the game to play", "--resume")
    assert_clear_error(meeple("play", "toy"), "--players")


def _hot_seat_secret_choice(meeple, path: Path) -> None:
    """Two humans at a simultaneous node: player 0 chooses in secret, then player 1 quits."""
    result = meeple("play", "toy", "--simultaneous", "--players", "human,human", "--seed", "6",
                    "--save", str(path), "--no-store", input="\n1\n\nquit\n")
    assert result.exit_code == 0, result.output


def test_a_pending_secret_choice_is_saved_and_resumed_without_being_shown(meeple, toy_registered,
                                                                         tmp_path: Path) -> None:
    whole = tmp_path / "whole.json"
    result = meeple("play", "toy", "--simultaneous", "--players", "human,human", "--seed", "6",
                    "--save", str(whole), "--no-store", input="\n1\n\n1\n" * 3)
    assert result.exit_code == 0, result.output
    half, done = tmp_path / "half.json", tmp_path / "done.json"
    _hot_seat_secret_choice(meeple, half)
    saved = json.loads(half.read_text())
    hand0 = _hands(6, simultaneous=True)[0]
    assert saved["pending"] == {"0": f"play card={hand0[0]}"} and saved["record"]["actions"] == []
    resumed = meeple("play", "--resume", str(half), "--save", str(done), "--no-store",
                     input="\n1\n" + "\n1\n\n1\n" * 2)
    assert resumed.exit_code == 0, resumed.output
    first_turn = resumed.output.split("Pass the keyboard to P1")[0]
    assert "Pass the keyboard to P2" in first_turn and "@0" not in first_turn
    assert f"you hold {hand0}" not in first_turn  # player 1 has the screen
    assert GameRecord.read(done).actions == GameRecord.read(whole).actions


# -- forged saved tables ----------------------------------------------------------------------


def _refused_unchanged(meeple, path: Path, db: Path, *fragments: str) -> None:
    before = path.read_bytes()
    result = meeple("play", "--resume", str(path), "--save", str(path), input="1\n" * 10)
    assert_clear_error(result, str(path), *fragments)
    assert path.read_bytes() == before and not db.exists()
    assert "to decide" not in result.output


def test_an_edited_snapshot_is_refused_and_nothing_changes(meeple, toy_registered, db: Path,
                                                          tmp_path: Path) -> None:
    path = tmp_path / "half.json"
    _quit_after_one_move(meeple, path)
    data = json.loads(path.read_text())
    state = data["state"]
    hands = state["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]  # player 0 takes one of player 1's cards
    path.write_text(json.dumps(data))
    _refused_unchanged(meeple, path, db, "the state snapshot does not match its record")


def test_a_snapshot_whose_history_disagrees_with_its_record_is_refused(meeple, toy_registered, db: Path,
                                                                       tmp_path: Path) -> None:
    path = tmp_path / "half.json"
    _quit_after_one_move(meeple, path)
    data = json.loads(path.read_text())
    data["record"]["actions"][1] = data["record"]["actions"][0]
    path.write_text(json.dumps(data))
    _refused_unchanged(meeple, path, db, "does not match the record's actions")


def test_a_bad_pending_choice_is_refused_and_nothing_changes(meeple, toy_registered, db: Path,
                                                            tmp_path: Path) -> None:
    path = tmp_path / "secret.json"
    _hot_seat_secret_choice(meeple, path)
    data = json.loads(path.read_text())
    missing = next(c for c in range(1, 10) if c not in _hands(6, simultaneous=True)[0])
    data["pending"] = {"0": f"play card={missing}"}
    path.write_text(json.dumps(data))
    _refused_unchanged(meeple, path, db, "pending choice", "not legal at the saved position")


# -- replay -----------------------------------------------------------------------------------


@pytest.mark.parametrize("options", [[], ["--simultaneous"], ["--players-3"]])
def test_replay_as_player_1_never_shows_player_0s_hand_before_the_end(meeple, toy_registered, tmp_path: Path,
                                                                       options: list[str]) -> None:
    players = "random,random,random" if options == ["--players-3"] else "random,random"
    options = [] if options == ["--players-3"] else options
    path = tmp_path / "g.json"
    assert meeple("play", "toy", "--players", players, "--seed", "9", "--save", str(path), "--no-store",
                  *options).exit_code == 0
    record = GameRecord.read(path)
    hands = _hands(9, players=players.count(",") + 1, simultaneous=bool(options))
    result = meeple("replay", str(path), "--viewer", "2", input="\n" * 20)
    assert result.exit_code == 0, result.output
    before_end = result.output.split(f"{record.length}. ")[0]
    assert f"you hold {hands[1]}" in before_end  # the viewer's own private event
    assert "you hold" not in before_end.replace(f"you hold {hands[1]}", "")
    assert "@0" not in result.output  # no other seat's secret choice is spelled out
    shown = [json.loads(line[len("hand: "):]) for line in before_end.splitlines() if line.startswith("hand: ")]
    assert len(shown) == record.length and all(set(hand) <= set(hands[1]) for hand in shown)  # player 1's own
    spectator = meeple("replay", str(path), "--no-step")
    assert spectator.exit_code == 0 and "you hold" not in spectator.output


def test_replay_of_a_plain_record_and_of_a_saved_table_agree(meeple, toy_registered, tmp_path: Path) -> None:
    table_file, record_file = tmp_path / "table.json", tmp_path / "record.json"
    assert meeple("play", "toy", "--players", "random,random", "--seed", "4", "--save", str(table_file),
                  "--no-store").exit_code == 0
    GameRecord.read(table_file).save(record_file)
    outputs = [meeple("replay", str(p), "--no-step", "--viewer", "1").output for p in (table_file, record_file)]
    assert outputs[0] == outputs[1] and "Result:" in outputs[0]


def test_a_record_of_older_rules_is_refused_naming_the_version(meeple, toy_registered, db: Path,
                                                               tmp_path: Path, monkeypatch) -> None:
    done, half = tmp_path / "done.json", tmp_path / "half.json"
    assert meeple("play", "toy", "--players", "random,random", "--save", str(done)).exit_code == 0
    _quit_after_one_move(meeple, half)
    monkeypatch.setattr(ToyGame, "rules_version", 2)
    message = ("toy rules version 1", "plays rules version 2")
    assert_clear_error(meeple("replay", str(done)), str(done), *message)
    assert_clear_error(meeple("replay", "--id", "1", "--db", str(db)), "stored game 1", *message)
    assert_clear_error(meeple("play", "--resume", str(half)), str(half), *message)


def test_a_format_1_record_is_read_as_rules_version_1(meeple, toy_registered, tmp_path: Path,
                                                      monkeypatch) -> None:
    path = tmp_path / "old.json"
    assert meeple("play", "toy", "--players", "random,random", "--seed", "2", "--save", str(path),
                  "--no-store").exit_code == 0
    data = json.loads(path.read_text())["record"]
    old = {k: data[k] for k in ("game", "options", "seed", "agents", "actions", "returns", "length", "seconds")}
    path.write_text(json.dumps(old))  # what meeple wrote before record format 2
    assert meeple("replay", str(path), "--no-step").exit_code == 0
    monkeypatch.setattr(ToyGame, "rules_version", 3)
    assert_clear_error(meeple("replay", str(path), "--no-step"), "rules version 1", "rules version 3")
    path.write_text(json.dumps({**old, "format": 9}))
    assert_clear_error(meeple("replay", str(path)), "record format 9 is not supported")


def test_replay_says_who_it_shows(meeple, toy_registered, tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    meeple("play", "toy", "--players", "random,random", "--save", str(path), "--no-store")
    assert "replay as a spectator" in flat(meeple("replay", str(path), "--no-step").output)

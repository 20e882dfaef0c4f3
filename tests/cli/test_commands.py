"""The commands on the toy game: games, play, simulate, history, replay."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from meeple.cli.game_options import check_options, parse_option_args
from meeple.core.errors import OptionError
from meeple.core.records import GameRecord
from meeple.sim.store import GameStore
from tests.cli.conftest import flat
from tests.toygame import ToyGame, ToyOptions


def test_option_flags_map_to_option_names() -> None:
    args = ["--deck", "vorpal-sword", "--victory-cards", "10", "--cavalry-rule", "--no-fog", "--data-dir=/x/y",
            "--offset", "-1"]
    assert parse_option_args(args, ["boss=horned-one", "max-rounds = 5"]) == {
        "deck": "vorpal-sword", "victory_cards": "10", "cavalry_rule": True, "fog": False,
        "data_dir": "/x/y", "offset": "-1", "boss": "horned-one", "max_rounds": "5",
    }


class ListOptions(ToyOptions):
    armies: tuple[str, str] = ("elves", "lizardmen")
    tags: list[str] | None = None


class ListToy(ToyGame):
    name = "list-toy"
    Options = ListOptions


def test_list_options_take_comma_separated_values() -> None:
    options = check_options(ListToy, parse_option_args(["--armies", "orcs,dwarves", "--tags=a,b", "--hand-size", "2"]))
    assert options == {"armies": ["orcs", "dwarves"], "tags": ["a", "b"], "hand_size": "2"}
    assert ListToy(**options).options.armies == ("orcs", "dwarves")


@pytest.mark.parametrize(("args", "pairs"), [(["deck"], []), (["-d", "x"], []), ([], ["deck"])])
def test_malformed_option_flags(args: list[str], pairs: list[str]) -> None:
    with pytest.raises(OptionError):
        parse_option_args(args, pairs)


def test_games_lists_players_options_and_provenance(meeple, toy_registered) -> None:
    result = meeple("games")
    assert result.exit_code == 0, result.output
    text = flat(result.output)
    assert "toy" in text and "2-3" in text and "--hand-size 3" in text
    assert "9 reconstructed" in text


def test_play_bots_stores_saves_and_replays(meeple, toy_registered, db: Path, tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    result = meeple("play", "toy", "--players", "random,random", "--seed", "11", "--save", str(save),
                    "--hand-size", "2")
    assert result.exit_code == 0, result.output
    assert "P0 plays" in result.output and "P1 plays" in result.output  # the game's public events
    assert "you hold" not in result.output  # bots only: a spectator's narration
    assert json.loads(save.read_text())["kind"] == "meeple-table"
    record = GameRecord.read(save)
    assert record.options["hand_size"] == 2 and record.length == 4 and record.seed == 11
    assert record.rules_version == ToyGame.rules_version
    with GameStore(db) as store:
        (stored,) = store.list()
    assert stored.record == record.model_copy(update={"seconds": stored.record.seconds}) and stored.source == "play"

    replayed = meeple("replay", str(save), "--no-step")
    assert replayed.exit_code == 0, replayed.output
    for i in range(1, record.length + 1):
        assert f"{i}. P{(i - 1) % 2 + 1} acts" in replayed.output  # a spectator sees the events only
    card = record.actions[0].split("=")[1]
    assert f"P0 plays {card}" in replayed.output
    from_db = meeple("replay", "--db", str(db), "--id", str(stored.id), "--no-step")
    assert from_db.exit_code == 0 and from_db.output == replayed.output


def test_play_is_reproducible_from_its_seed(meeple, toy_registered, tmp_path: Path) -> None:
    paths = [tmp_path / "a.json", tmp_path / "b.json"]
    for path in paths:
        assert meeple("play", "toy", "--players", "random,random", "--seed", "4", "--save", str(path),
                      "--no-store").exit_code == 0
    assert GameRecord.read(paths[0]).actions == GameRecord.read(paths[1]).actions


def test_replay_steps_on_enter_and_stops_on_q(meeple, toy_registered, tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    meeple("play", "toy", "--players", "random,random", "--seed", "2", "--save", str(save), "--no-store")
    result = meeple("replay", str(save), "--viewer", "2", input="\n\nq\n")
    assert result.exit_code == 0, result.output
    assert "2. P2: play card=" in result.output and "3. P1:" not in result.output
    assert "replay as P2 saw it" in flat(result.output)
    assert f"hand: {_hands(2)[1]}" in result.output and "spectator" not in result.output  # player 1's boards


def test_replay_without_input_prints_everything(meeple, toy_registered, tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    meeple("play", "toy", "--players", "random,random", "--seed", "2", "--save", str(save), "--no-store")
    result = meeple("replay", str(save))
    assert result.exit_code == 0 and "6. P2 acts" in result.output and "Result:" in result.output


def test_human_quit_saves_the_unfinished_game(meeple, toy_registered, tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    result = meeple("play", "toy", "--players", "human,random", "--seed", "3", "--save", str(save),
                    input="1\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Game abandoned" in result.output and "meeple play --resume" in flat(result.output)
    record = GameRecord.read(save)
    assert record.length == 2 and record.returns is None


def test_ctrl_c_during_a_human_game_still_saves_it(meeple, toy_registered, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    answers = iter(["1"])

    def typed(prompt: str) -> str:
        answer = next(answers, None)
        if answer is None:
            raise KeyboardInterrupt
        return answer

    monkeypatch.setattr("builtins.input", typed)
    save = tmp_path / "g.json"
    result = meeple("play", "toy", "--players", "human,random", "--seed", "3", "--save", str(save))
    assert result.exit_code == 130, result.output
    record = GameRecord.read(save)
    assert record.length == 2 and record.returns is None


def test_simulate_prints_summary_writes_out_and_stores(meeple, toy_registered, db: Path, tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    result = meeple("simulate", "toy", "--players", "random,random,random", "--games", "9", "--jobs", "2",
                    "--seed", "3", "--out", str(out))
    assert result.exit_code == 0, result.output
    text = flat(result.output)
    assert "pass --seed" not in text
    assert "random#1" in text and "random#3" in text and "First player (who made the first decision) won" in text
    data = json.loads(out.read_text())
    assert data["games"] == 9 and len(data["rows"]) == 9 and data["seed"] == 3
    assert sum(a["wins"] for a in data["agents"]) == sum(1 for r in data["rows"] if max(r["returns"]) > 0)
    with GameStore(db) as store:
        assert store.count() == 9
        assert {r.record.seed for r in store.list(limit=20)} == {r["seed"] for r in data["rows"]}


def test_simulate_without_a_seed_draws_prints_and_stores_one(meeple, toy_registered, db: Path,
                                                            tmp_path: Path) -> None:
    result = meeple("simulate", "toy", "--players", "random,random", "-n", "4")
    assert result.exit_code == 0, result.output
    found = re.search(r"seed (\d+) \(pass --seed (\d+) to repeat\)", result.output)
    assert found and found[1] == found[2]
    seed = int(found[1])
    with GameStore(db) as store:
        stored = store.list(limit=10)
    assert [g.master_seed for g in stored] == [seed] * 4
    out = tmp_path / "again.json"
    again = meeple("simulate", "toy", "--players", "random,random", "-n", "4", "--seed", str(seed),
                   "--no-store", "--out", str(out))
    assert again.exit_code == 0 and "pass --seed" not in again.output
    rows = json.loads(out.read_text())["rows"]
    assert sorted((r["seed"], r["actions"]) for r in rows) == sorted((g.record.seed, g.record.actions) for g in stored)


def test_simulate_no_store(meeple, toy_registered, db: Path) -> None:
    assert meeple("simulate", "toy", "--players", "random,random", "-n", "3", "--no-store").exit_code == 0
    assert not db.exists()


def test_history_lists_filters_and_limits(meeple, toy_registered, db: Path) -> None:
    meeple("simulate", "toy", "--players", "random,random", "-n", "5")
    result = meeple("history", "--limit", "3")
    assert result.exit_code == 0, result.output
    text = flat(result.output)
    assert "3 of 5 games" in text and "simulate" in text
    assert "3 of 5 games" in flat(meeple("history", "--game", "toy", "--limit", "3").output)
    other = meeple("history", "--db", str(db.parent / "other.sqlite3"))
    assert other.exit_code == 0 and "0 of 0 games" in flat(other.output)
    typo = db.parent / "no-such-folder" / "games.sqlite3"
    assert meeple("history", "--db", str(typo)).exit_code == 0
    assert not typo.parent.exists()  # listing creates nothing


class CoopToy(ToyGame):
    """High Card flagged cooperative: only the summary's extra team line is under test here."""

    name = "coop-toy"
    cooperative = True


def test_cooperative_simulation_reports_the_team_rate(meeple, toy_registered, monkeypatch) -> None:
    from meeple.core import registry

    classes = {**registry.game_classes(), CoopToy.name: CoopToy}
    monkeypatch.setattr(registry, "game_classes", lambda: classes)
    result = meeple("simulate", "coop-toy", "--players", "random,random", "-n", "4", "--no-store")
    assert result.exit_code == 0, result.output
    assert "Team won" in result.output


def test_games_shows_a_game_whose_data_cannot_load(meeple, toy_registered, monkeypatch, tmp_path) -> None:
    from meeple.core import registry
    from tests.cli.datagame import DataToyGame

    classes = {**registry.game_classes(), DataToyGame.name: DataToyGame}
    monkeypatch.setattr(registry, "game_classes", lambda: classes)
    monkeypatch.chdir(tmp_path)  # no cards.json here
    result = meeple("games")
    assert result.exit_code == 0, result.output
    text = flat(result.output)
    assert "cannot load" in text and "cards.json: data file not found" in text
    assert "--data-dir (none)" in text


def _hands(seed: int, players: int = 2) -> list[list[int]]:
    return ToyGame(players=players).new_initial_state(seed).hands


def test_hot_seat_hands_over_between_two_humans(meeple, toy_registered) -> None:
    """Two humans at one keyboard: before each human's turn the screen is cleared and the
    keyboard handed over; each human's private events appear only on their own turn."""
    result = meeple("play", "toy", "--players", "human,human", "--seed", "3", "--no-store",
                    input="\n1\n\n1\n\n1\n\n1\n\n1\n\n1\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Pass the keyboard to P") == 6
    before_p1 = result.output.split("Pass the keyboard to P2")[1].split("Pass the keyboard to P1")[0]
    assert "P1, your choice" not in before_p1
    hands = _hands(3)
    turns = result.output.split("Pass the keyboard to P")
    assert "you hold" not in turns[0]
    for turn in turns[1:]:
        seat = int(turn[0]) - 1
        assert f"you hold {hands[seat]}" in turn and f"you hold {hands[1 - seat]}" not in turn


def test_one_human_sees_their_own_events_only(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--players", "human,random", "--seed", "3", "--no-store", input="1\n1\n1\n")
    assert result.exit_code == 0 and "Pass the keyboard" not in result.output
    hands = _hands(3)
    opening = result.output.split("to decide")[0]  # narrated before the first prompt
    assert f"you hold {hands[0]}" in opening and f"you hold {hands[1]}" not in result.output

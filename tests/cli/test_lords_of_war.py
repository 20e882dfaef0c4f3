"""The command line on the first real game, Lords of War: options, data files, demo."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from meeple.core.records import GameRecord
from meeple.core.registry import available_games
from meeple.sim.store import GameStore
from tests.cli.conftest import assert_clear_error, flat

pytestmark = pytest.mark.skipif("lords-of-war" not in available_games(), reason="lords-of-war is not registered")


def _data_dir() -> Path:
    import meeple.games.lords_of_war as pkg

    return Path(pkg.__file__).parent / "data"


def test_game_options_reach_the_game(meeple, tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    result = meeple("play", "lords-of-war", "--players", "random,random", "--seed", "3", "--no-store",
                    "--armies", "orcs,dwarves", "--victory", "short", "--cavalry-rule", "--save", str(save))
    assert result.exit_code == 0, result.output
    options = GameRecord.read(save).options
    assert options["armies"] == ["orcs", "dwarves"] and options["victory"] == "short"
    assert options["cavalry_rule"] is True


def test_bad_option_value_says_what_is_allowed(meeple) -> None:
    result = meeple("play", "lords-of-war", "--players", "random,random", "--armies", "elves,goblins")
    assert_clear_error(result, "armies", "'elves', 'lizardmen', 'orcs', 'dwarves' or 'personal'", "'goblins'")


def test_too_few_values_for_a_list_option(meeple) -> None:
    result = meeple("play", "lords-of-war", "--players", "random,random", "--armies", "elves")
    assert_clear_error(result, "option 'armies'", "needs 2 values, comma-separated", "'elves'")


def test_wrong_player_count(meeple) -> None:
    assert_clear_error(meeple("simulate", "lords-of-war", "--players", "random", "-n", "1"), "not 1")


def test_data_file_with_missing_field(meeple, tmp_path: Path) -> None:
    folder = tmp_path / "my-cards"
    shutil.copytree(_data_dir(), folder)
    data = json.loads((folder / "elves.json").read_text())
    del data["records"][2]["defense"]
    (folder / "elves.json").write_text(json.dumps(data))
    result = meeple("play", "lords-of-war", "--players", "random,random", "--data-dir", str(folder))
    name = data["records"][2]["name"]
    assert_clear_error(result, "elves.json", f"record 2 ({name!r})", "field 'defense': missing")


def test_illegal_move_typed_by_a_human(meeple) -> None:
    # The first answer is a card the human does not hold; then always the first legal action.
    result = meeple("play", "lords-of-war", "--players", "human,random", "--seed", "2", "--no-store",
                    input="play card=lizardmen-1\n" + "1\n" * 400)
    assert result.exit_code == 0, result.output
    assert "'play card=lizardmen-1' is not legal now" in flat(result.output)
    assert "Result:" in result.output


def test_demo_with_quick_agents(meeple, db: Path) -> None:
    result = meeple("demo", "--players", "random,greedy", "--sim-players", "random,random", "--games", "4",
                    "--jobs", "2")
    assert result.exit_code == 0, result.output
    text = flat(result.output)
    assert "Lords of War" in text and "Result:" in text and "First player (who made the first decision) won" in text
    with GameStore(db) as store:
        assert store.count() == 5 and {g.source for g in store.list()} == {"demo"}


@pytest.mark.slow
def test_default_demo(meeple, db: Path) -> None:
    """What ``make demo`` runs: the narrated greedy-vs-ISMCTS game and 20 simulated games."""
    result = meeple("demo")
    assert result.exit_code == 0, result.output
    with GameStore(db) as store:
        assert store.count() == 21

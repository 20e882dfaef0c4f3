"""Card data files, schema validation, data guards, personal armies (rulebook "The Cards",
"Classes and Ranks", "Building a Personal Army"; reference §4-6 and §10.1)."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from meeple.core.errors import DataError, OptionError
from meeple.core.registry import load
from meeple.games.lords_of_war.cards import ARMIES, DATA_DIR, RANK_SPLIT, build_personal_army, expand_army, load_army

GENERALS = {"elves": "Erendrial Aegis", "lizardmen": "Kai'itza of Xhotl", "orcs": "Gonke Longtooth",
            "dwarves": "Krod Klouthammer"}


@pytest.mark.parametrize("army", ARMIES)
def test_rank_split_per_army(army: str) -> None:
    """Building a Personal Army: 6 command (1 general) / 4 special / 4 elite / 6 veteran / 8 / 8."""
    cards = expand_army(load_army(army))
    assert len(cards) == 36
    counts = Counter(c.rank for c in cards)
    assert dict(counts) == RANK_SPLIT
    assert [c.name for c in cards if c.rank == "general"] == [GENERALS[army]]


@pytest.mark.parametrize("army", ARMIES)
def test_reference_10_1_constraints(army: str) -> None:
    """Reference §10.1: the value ranges observed over the four core armies all hold."""
    for r in load_army(army).records:
        arrows = list(r.arrows.values())
        assert max(arrows, default=0) <= 5 and r.defense <= 7, r.name
        if r.rank == "general":
            assert r.class_ == "infantry" and 6 <= r.defense <= 7, r.name
        if r.rank == "command":
            assert 5 <= r.defense <= 6 and 3 <= len(arrows) <= 7 and 10 <= sum(arrows) <= 16 and max(arrows) >= 3, r.name
        if r.rank == "special":
            assert 4 <= r.defense <= 5 and 3 <= len(arrows) <= 7 and 8 <= sum(arrows) <= 17, r.name
        if r.rank == "elite":
            assert r.defense == 4 and 3 <= len(arrows) <= 6, r.name
        if r.rank == "veteran":
            assert 3 <= r.defense <= 5, r.name
        if r.rank == "regular":
            assert 2 <= r.defense <= 4, r.name
        if r.rank == "recruit":
            assert 1 <= r.defense <= 3, r.name
        if r.class_ == "berserker":
            assert 1 <= r.defense <= 2 and all(3 <= a <= 5 for a in arrows), r.name
        if r.shot is not None:
            assert 2 <= r.shot <= 5, r.name
            assert r.target_grid is not None and len(r.target_grid.rows) == 3
        assert r.provenance == "public-transcription" and "krawaller/low" in (r.source or "")
        assert "coiouhkc/lords-of-war" in (r.source or "")


def test_rulebook_grids_elven_archer_and_dwarf_axethrower() -> None:
    """Elimination With Ranged Units: the Elven Archer targets the 9 squares in front of it; the
    rear Dwarf Axethrower the 6 squares behind it."""
    archer = load_army("elves").layouts("Elven Archer")[0]
    assert archer.target_grid is not None
    assert sorted(archer.target_grid.offsets()) == sorted((dx, dy) for dx in (-1, 0, 1) for dy in (1, 2, 3))
    rear = load_army("dwarves").layouts("Dwarf Axethrower")[1]
    assert rear.target_grid is not None
    assert sorted(rear.target_grid.offsets()) == sorted((dx, dy) for dx in (-1, 0, 1) for dy in (-1, -2))


def test_rulebook_example_numbers_in_data() -> None:
    """Reference §6.1: the Orc/Dwarf numbers used by the rulebook examples."""
    orcs, dwarves = load_army("orcs"), load_army("dwarves")
    deathbringer = orcs.layouts("Orc Deathbringer")[0]
    assert deathbringer.defense == 2 and deathbringer.arrows == {"N": 5, "NE": 3, "NW": 3}
    assert dwarves.layouts("Dwarf Marauder")[0].defense == 4
    assert dwarves.layouts("Dwarf Slugger")[0].defense == 3
    assert orcs.layouts("Orc Ravager")[0].rank == "veteran" and orcs.layouts("Orc Ravager")[0].defense == 3
    catapult = orcs.layouts("Orc Catapult")[0]
    assert (catapult.class_, catapult.rank, catapult.shot) == ("ranged", "veteran", 4)


def _copy_data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def test_bad_data_missing_field_names_file_record_field(tmp_path: Path) -> None:
    """A user transcription with a missing field is refused, naming file, record and field."""
    data_dir = _copy_data(tmp_path)
    path = data_dir / "elves.json"
    raw = json.loads(path.read_text())
    del raw["records"][2]["defense"]
    path.write_text(json.dumps(raw))
    with pytest.raises(DataError) as err:
        load("lords-of-war", data_dir=str(data_dir))
    message = str(err.value)
    assert "elves.json" in message and "record 2" in message and "Beladir Stormrider" in message
    assert "'defense'" in message and "missing" in message


def test_bad_data_wrong_rank_split(tmp_path: Path) -> None:
    data_dir = _copy_data(tmp_path)
    path = data_dir / "lizardmen.json"
    raw = json.loads(path.read_text())
    raw["records"][0]["rank"] = "command"
    path.write_text(json.dumps(raw))
    with pytest.raises(DataError, match=r"lizardmen.json: wrong rank split: general: 0 \(needs 1\)"):
        load("lords-of-war", data_dir=str(data_dir))


def test_bad_data_ranged_without_grid(tmp_path: Path) -> None:
    data_dir = _copy_data(tmp_path)
    path = data_dir / "elves.json"
    raw = json.loads(path.read_text())
    archer = next(r for r in raw["records"] if r["name"] == "Elven Archer")
    archer["target_grid"] = None
    path.write_text(json.dumps(raw))
    with pytest.raises(DataError, match="Elven Archer.*needs both 'shot' and 'target_grid'"):
        load("lords-of-war", data_dir=str(data_dir))


def test_user_data_dir_is_used(tmp_path: Path) -> None:
    """data_dir points the game at the user's own transcription."""
    data_dir = _copy_data(tmp_path)
    path = data_dir / "elves.json"
    raw = json.loads(path.read_text())
    raw["records"][0]["defense"] = 7
    path.write_text(json.dumps(raw))
    game = load("lords-of-war", data_dir=str(data_dir))
    assert game.table.defense[game.table.index["elves-1"]] == 7
    assert str(data_dir) in game.provenance()["files"][0]


def _orc_deck_with_swap(remove: str, add: str, count: int) -> list[str]:
    names = [r.name for r in expand_army(load_army("orcs"))]
    for _ in range(count):
        names.remove(remove)
    return names + [add] * count


def test_personal_army_swap_ravagers_for_catapults() -> None:
    """Building a Personal Army example: two Orc Ravagers (veterans) swapped for two Orc
    Catapults (veterans) keeps the rank split, so the deck is valid."""
    deck = _orc_deck_with_swap("Orc Ravager", "Orc Catapult", 2)
    cards = build_personal_army(deck)
    assert sum(c.name == "Orc Catapult" for c in cards) == 4
    game = load("lords-of-war", armies=["personal", "lizardmen"], personal_army=deck)
    assert sum(n == "Orc Catapult" for n in game.table.names[:36]) == 4
    assert game.table.ids[0] == "personal-1"


def test_personal_army_wrong_rank_swap_fails_clearly() -> None:
    """Swapping a veteran for an elite breaks the rank split: the error says which ranks."""
    deck = _orc_deck_with_swap("Orc Ravager", "Orc Warhog", 2)
    with pytest.raises(OptionError) as err:
        load("lords-of-war", armies=["personal", "elves"], personal_army=deck)
    message = str(err.value)
    assert "elite: 6 (needs 4)" in message and "veteran: 4 (needs 6)" in message


def test_personal_army_mixes_races_and_layouts() -> None:
    """Orcs, Dwarves, Elves and Lizardmen can be combined; '#2' picks a card's second layout."""
    deck = [r.name for r in expand_army(load_army("elves"))]
    deck[deck.index("Elven Archer")] = "Dwarf Marauder#2"
    cards = build_personal_army(deck)
    assert cards[deck.index("Dwarf Marauder#2")].arrows == {"N": 4, "W": 1, "NW": 2}


def test_personal_army_unknown_card() -> None:
    deck = ["Elven Archr"] + [r.name for r in expand_army(load_army("elves"))][1:]
    with pytest.raises(OptionError, match="unknown card 'Elven Archr'.*did you mean"):
        build_personal_army(deck)


def test_provenance_summary() -> None:
    summary = load("lords-of-war").provenance()
    assert summary["public-transcription"] == 31 + 21 and summary["reconstructed"] == 0
    assert any("krawaller/low" in s for s in summary["sources"])

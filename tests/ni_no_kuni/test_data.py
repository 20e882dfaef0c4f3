"""Content data: counts, values the rulebook and the reference state, provenance, DataError."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from meeple.core.errors import DataError
from meeple.games.ni_no_kuni.content import DEFAULT_DATA_DIR, UPGRADE_PAIRS, load_content
from tests.ni_no_kuni.helpers import game

C = load_content()


def _raw(name: str) -> list[dict]:
    return json.loads((DEFAULT_DATA_DIR / name).read_text())["records"]


def test_component_counts_game_contents() -> None:
    """Rulebook, Game Contents: 4 characters, 40 quests, 34 enemies, 19 + 9 kingdom cards, 2 bosses."""
    assert len(C.characters) == 4
    assert len(C.quest_name) == 40
    assert len(C.enemy_name) == 34
    assert len(C.basic_cards) == 19 and len(C.upgraded_cards) == 9
    assert set(C.boss_influence) == {"doloran", "horned-one"}


def test_every_record_has_provenance() -> None:
    prov = C.provenance()
    assert prov["rulebook"] + prov["public-transcription"] + prov["reconstructed"] == len(C.records)
    for r in C.records:
        if r.provenance == "public-transcription":
            assert r.source and r.confidence


def test_rulebook_values_are_kept() -> None:
    """Values stated in the rulebook (fight example, Resource phase example, Kingdom Card,
    Upgraded Kingdom Cards, Winning the Game example, Character card)."""
    q = C.quest_name.index("Helena the Hearty Hunter")
    assert C.quest_slots[q] == 2 and C.quest_res[q] == (1, 3, 0)
    e = C.enemy_name.index("Grimchilla Pranger")
    assert (C.enemy_type[e], C.enemy_value[e]) == (0, 9)
    assert C.card_cost[C.card_index["mining-camp-no1"]] == (2, 2, 3)
    assert C.card_income[C.card_index["sleepy-ranch"]] == (0, 0, 1)
    assert C.boss_influence["horned-one"][1] == 11
    assert C.characters["roland"].physical == 3
    assert "1 Supply or 1 Kingsguilder" in C.characters["tani"].ability_text
    hot = C.quest_name.index("High Speed Hot Streaks!")
    assert C.quest_special[hot] == 1  # move_adjacent
    assert any(C.enemy_name[i].startswith("Abnormal") and C.enemy_special[i] == 1 for i in range(34))
    pairs = {C.card_name[C.card_upgrades[u]]: C.card_name[u] for u in C.upgraded_cards}
    assert pairs == UPGRADE_PAIRS


def test_public_transcriptions_are_kept() -> None:
    """Reference section 3-4: character values from the fan repository; Nancy's Baking Blunders."""
    fights = {cid: (c.physical, c.ranged, c.magical) for cid, c in C.characters.items()}
    assert fights == {"roland": (3, 2, 1), "tani": (2, 3, 1), "evan": (1, 1, 4), "bracken": (2, 2, 2)}
    q = C.quest_name.index("Nancy's Baking Blunders")
    assert C.quest_slots[q] == 2 and C.quest_res[q] == (1, 0, 2)


def test_reconstruction_constraints() -> None:
    """Reference section 9: slots 1-3, influence values seen in the scoring example exist,
    enemy influence 0 occurs and 1 at least twice, no cost above 10 of one type."""
    assert set(C.quest_slots) <= {1, 2, 3}
    infl = list(C.card_influence)
    assert {7, 4, 3} <= set(infl) and infl.count(1) >= 2
    assert 0 in C.enemy_influence and list(C.enemy_influence).count(1) >= 2
    assert all(max(c) <= 10 for c in C.card_cost)
    assert all(sum(C.card_cost[c]) <= 7 for c in C.basic_cards)
    assert sum(1 for e in C.enemy_value if e) == 34


def test_sourced_fields_name_real_fields() -> None:
    for name in ("enemies.json", "kingdom.json", "characters.json", "quests.json"):
        for rec in _raw(name):
            assert set(rec.get("sourced", {})) <= set(rec), rec["name"]


def _copy_data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


def test_data_dir_option_loads_a_transcription(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    path = data / "bosses.json"
    doc = json.loads(path.read_text())
    doc["records"][1]["influence"] = [1, 2, 3, 4]
    path.write_text(json.dumps(doc))
    g = game(2, "horned-one", data_dir=str(data))
    assert g.boss_influence == 2


def test_bad_data_names_file_record_and_field(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    path = data / "enemies.json"
    doc = json.loads(path.read_text())
    doc["records"][0]["type"] = "psychic"
    path.write_text(json.dumps(doc))
    with pytest.raises(DataError) as err:
        game(2, data_dir=str(data))
    msg = str(err.value)
    assert "enemies.json" in msg and "Grimchilla Pranger" in msg and "'type'" in msg


def test_wrong_count_and_broken_upgrade_pair_are_data_errors(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    path = data / "quests.json"
    doc = json.loads(path.read_text())
    doc["records"].pop()
    path.write_text(json.dumps(doc))
    with pytest.raises(DataError, match="quests.json.*40"):
        game(2, data_dir=str(data))
    data2 = _copy_data(tmp_path / "b")
    path = data2 / "kingdom.json"
    doc = json.loads(path.read_text())
    for rec in doc["records"]:
        if rec["id"] == "raucous-ranch":
            rec["upgrades"] = "verdant-farm"
    path.write_text(json.dumps(doc))
    with pytest.raises(DataError, match="Raucous Ranch.*'upgrades'"):
        game(2, data_dir=str(data2))

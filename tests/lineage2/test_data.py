"""Content data: counts, provenance, and a user's own data folder (bad data names the file,
the record and the field)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from meeple.core.errors import DataError
from meeple.games.lineage2.content import DEFAULT_DATA_DIR, FILES, load_content
from tests.lineage2.helpers import game


def test_counts_and_rulebook_values() -> None:
    """Components: 55 monsters in piles A, B, C (skulls 10, 5, 1), 29 event cards (Adventure,
    Castle Siege and Quest; some quests use paid monster cards, some siege cards change the
    mercenary counts), 5 colored and 2 numbered eight-sided dice, 95 mercenary tokens, 3
    castles; C helmet + B suit give 3 rerolls."""
    c = load_content()
    assert len(c.monster_name) == 55 and all(len(p) for p in c.pile_cards)
    assert {c.monster_skull[m] for m in c.pile_cards[0]} == {10}
    assert {c.monster_skull[m] for m in c.pile_cards[1]} == {5}
    assert {c.monster_skull[m] for m in c.pile_cards[2]} == {1}
    assert len(c.event_ids) == 29 and set(c.event_kind[1:]) == {0, 1, 2}
    assert {"trophies", "a_trophy"} <= set(c.event_effect) and {"reinforce", "ambush"} <= set(c.event_effect)
    assert len(c.colored) == 5 and all(len(d) == 8 for d in c.colored) and c.numbered[0] == tuple(range(1, 9))
    assert sum(k for _, _, k in c.mercenary_tokens) == 95 and len(c.castles) == 3
    helmet = c.item_index["c_leather_cap"]
    suit = c.item_index["b_mail"]
    assert c.item_rerolls[helmet] + c.item_rerolls[suit] == 3
    assert c.economy["start_adena"] == 10 and c.economy["temple"] == 10


def test_every_record_has_provenance_and_reconstructed_content_is_labelled() -> None:
    prov = game().provenance()
    assert prov["reconstructed"] > 100 and prov["rulebook"] > 0
    assert prov["public-transcription"] >= 1 and prov["sources"]
    for name in FILES:
        data = json.loads((DEFAULT_DATA_DIR / name).read_text())
        records = [r for key in ("records", "spaces", "edges") for r in data.get(key, [])]
        assert records and all(r["provenance"] in ("rulebook", "public-transcription", "reconstructed") for r in records)


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, folder)
    return folder


def test_a_users_data_folder_is_used(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    path = folder / "economy.json"
    data = json.loads(path.read_text())
    for r in data["records"]:
        if r["name"] == "temple":
            r["value"] = 12
    path.write_text(json.dumps(data))
    assert game(data_dir=str(folder)).content.economy["temple"] == 12


def test_bad_data_names_file_record_and_field(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    path = folder / "monsters.json"
    data = json.loads(path.read_text())
    data["records"][3]["skull"] = 4
    path.write_text(json.dumps(data))
    with pytest.raises(DataError, match=r"monsters\.json: record 3 \('Wolf'\).*skull penalty is 1"):
        game(data_dir=str(folder))
    data["records"][3]["skull"] = 1
    data["records"][3]["requires"] = ["B"]
    path.write_text(json.dumps(data))
    with pytest.raises(DataError, match=r"record 3 \('Wolf'\): field 'requires.0'"):
        game(data_dir=str(folder))
    data["records"].pop()
    data["records"][3]["requires"] = ["R", "R"]
    path.write_text(json.dumps(data))
    with pytest.raises(DataError, match="55 monster cards"):
        game(data_dir=str(folder))


def test_missing_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="not a folder"):
        game(data_dir=str(tmp_path / "nowhere"))


def test_the_garrison_of_a_taken_castle_comes_from_economy_json(tmp_path: Path) -> None:
    """Sharing VPs: the starter who took the castle puts a small (1) token on it; the number is
    read from ``economy.json`` like the other rulebook values, so a user's file changes it."""
    from meeple.core.actions import JointAction, Action
    from meeple.games.lineage2.siege import land_on_castle
    from tests.lineage2.helpers import Dice

    folder = _copy(tmp_path)
    path = folder / "economy.json"
    data = json.loads(path.read_text())
    for r in data["records"]:
        if r["name"] == "garrison":
            r["value"] = 2
    path.write_text(json.dumps(data))
    for g, want in ((game(2), 1), (game(2, data_dir=str(folder)), 2)):
        state = g.new_initial_state(0)
        state.owner[0] = 0
        state.mercs = [1, 3]
        state.adena[0] = 0
        state.player = 1
        state.rng = Dice(8, 1)
        land_on_castle(state, 0)
        supply = state.supply
        state.apply(JointAction({0: Action("commit", side="defend", n=1), 1: Action("commit", side="attack", n=3)}))
        assert state.owner[0] == 1 and state.garrison[0] == want and state.supply == supply + 4 - want


def test_a_duplicate_item_id_names_the_record_and_field(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    path = folder / "items.json"
    data = json.loads(path.read_text())
    data["records"][5]["id"] = data["records"][2]["id"]
    path.write_text(json.dumps(data))
    name = data["records"][5]["name"]
    with pytest.raises(DataError, match=rf"items\.json: record 5 \({name!r}\): field 'id': .* record 2"):
        game(data_dir=str(folder))

"""The content: counts, values and provenance as the reference gives them (sections 2-13, the
addendum and the section 17 proposals), and the errors a bad transcription gets."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from meeple.core.errors import DataError, OptionError
from meeple.games.drakborgen.content import (
    CHESTS,
    CORPSES,
    DEFAULT_DATA_DIR,
    DOORS,
    DRAGONS,
    MONSTERS,
    ROOMS,
    SEARCHES,
    TILE_TYPES,
    TRAPS,
    TREASURES,
    Content,
)
from meeple.games.drakborgen.game import DrakborgenGame
from tests.drakborgen.helpers import game


@pytest.fixture(scope="module")
def content() -> Content:
    return game().content


def _count(content: Content, deck: int) -> Counter:
    return Counter(content.card_id[deck][k] for k in content.deck_cards[deck])


def test_component_counts(content: Content) -> None:
    """Reference section 2: 115 drawable tiles; 84 RUMSKORT; 15 each of FÄLLKORT, SÖKNINGSKORT,
    RUMSLETNINGSKORT, KISTKORT, DÖRRKORT and MONSTERKORT; 32 SKATTKORT; 8 DRAKKORT."""
    assert len(content.bag) == 115
    sizes = [len(content.deck_cards[d]) for d in (ROOMS, TRAPS, CORPSES, SEARCHES, CHESTS, DOORS, TREASURES, DRAGONS)]
    assert sizes == [84, 15, 15, 15, 15, 15, 32, 8]
    assert len(content.mon_kp) == 15


def test_tile_types_follow_the_scanned_base_set(content: Content) -> None:
    """Reference addendum (scanned base tiles) and 7.2: corridors 14 (4-way 2, T 6, straight 2,
    corner 4), portcullis 13, trap 5, rotating 5, debris 4, darkness 4 (two of the five scans
    are copies), chasm 2, bottomless pit 2; one spider web (ruling D-TILES); the rest ordinary
    rooms, 9 of them with printed doors."""
    types = Counter(TILE_TYPES[content.tile_type[k]] for k in content.bag)
    assert types == {"room": 65, "corridor": 14, "portcullis": 13, "trap": 5, "rotating": 5, "debris": 4,
                     "dark": 4, "chasm": 2, "pit": 2, "web": 1}
    corridors = Counter(bin(content.tile_open[k][0]).count("1") for k in content.bag if TILE_TYPES[content.tile_type[k]] == "corridor")
    assert corridors == {4: 2, 3: 6, 2: 6}
    doors = sum(1 for k in content.bag if content.tile_doors[k][0])
    assert doors == 9
    # naffnuff's opening patterns over the 99 rooms: 25 four-way, 32 three-way, 16 straight, 16 corner, 10 single.
    rooms = [k for k in content.bag if TILE_TYPES[content.tile_type[k]] not in ("corridor", "chasm")]
    shapes = Counter(bin(content.tile_open[k][0]).count("1") for k in rooms)
    assert shapes == {4: 25, 3: 32, 2: 32, 1: 10}


def test_room_cards(content: Content) -> None:
    """Reference section 9 and the addendum (Nojdaz's Swedish list agrees with GW's): Tomt 34,
    Svartalv 5, Orch 4, Bergstroll 3, Skelett 3, Två orcher 2, ambushes 2 + 2 + 1, Jättespindel
    3, Vampyrfladdermöss 3, Facklan slocknar 3, Stupad krigare 5, Kista 6, one shuffle card."""
    c = _count(content, ROOMS)
    assert (c["tomt"], c["svartalv"], c["orch"], c["bergstroll"], c["skelett"], c["tva-orcher"]) == (34, 5, 4, 3, 3, 2)
    assert (c["overfall-orch"], c["overfall-skelett"], c["overfall-bergstroll"]) == (2, 2, 1)
    assert (c["jattespindel"], c["fladdermoss"], c["facklan"], c["stupad"], c["kista"], c["blanda"]) == (3, 3, 3, 5, 6, 1)


def test_other_decks(content: Content) -> None:
    """Reference 8.1, 8.4, 10.1-10.3: door cards 5 open, 6 stay shut, 3 traps; FÄLLKORT,
    SÖKNINGSKORT, RUMSLETNINGSKORT and KISTKORT with one shuffle card each."""
    doors = _count(content, DOORS)
    assert doors["oppnar"] == 5 and doors["stangd"] == 6 and sum(v for k, v in doors.items() if k.startswith("dorrfalla")) == 3
    assert _count(content, TRAPS)["fallucka"] == 4
    assert _count(content, CORPSES)["rep"] == 3
    assert _count(content, SEARCHES)["lonndorr"] == 5
    assert _count(content, CHESTS)["dryck"] == 3
    for d in (TRAPS, CORPSES, SEARCHES, CHESTS, DOORS):
        assert _count(content, d)["blanda"] == 1


def test_treasure_values(content: Content) -> None:
    """Reference 10.4: twenty coin sacks of 100-300 gm and twelve valuables of 500-4500 gm."""
    values = sorted(content.card_gold[TREASURES][k] for k in content.deck_cards[TREASURES])
    assert values[:20] == [100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 200, 220, 230, 240, 250, 260, 270, 280, 300]
    assert values[20:] == [500, 700, 800, 1100, 1500, 1800, 2000, 2200, 3200, 3800, 4000, 4500]


def test_dragon_cards(content: Content) -> None:
    """Reference 10.5: seven sleeping dragons and one waking dragon."""
    assert Counter(content.card_id[DRAGONS][k] for k in content.deck_cards[DRAGONS]) == {"sover": 7, "vaknar": 1}


def test_heroes(content: Content) -> None:
    """Reference 5.2: SF, VF, RF, TF, KP of the four base heroes; special letters per 17.4."""
    got = {h: (*content.hero_attrs[h], content.hero_kp[h], "ABC"[content.hero_special[h]]) for h in content.hero_ids}
    assert got == {"rohan": (6, 4, 9, 4, 17, "B"), "sigeir": (7, 5, 6, 5, 16, "A"),
                   "aelfric": (4, 7, 4, 8, 15, "C"), "bardhor": (3, 8, 5, 7, 11, "B")}
    assert [h for h in content.hero_ids if content.hero_crossbow[h]] == ["bardhor"]


def test_monster_cards_fit_the_proposal(content: Content) -> None:
    """Reference 17.1 and 11.4: KP ranges svartalv 2-4, orch 3-5, skelett 3-5, bergstroll 4-7,
    två orcher 6-9; goblins flee from a waiting hero most often, trolls least."""
    ranges = {"svartalv": (2, 4), "orch": (3, 5), "skelett": (3, 5), "bergstroll": (4, 7), "tva_orcher": (6, 9)}
    for m, (lo, hi) in ranges.items():
        kps = [content.mon_kp[c][MONSTERS.index(m)] for c in range(15)]
        assert lo == min(kps) and max(kps) == hi, m
    flees = {m: sum(content.mon_wait[c][i] == 0 for c in range(15)) for i, m in enumerate(MONSTERS)}
    assert flees["svartalv"] > flees["orch"] > flees["bergstroll"]
    assert all(content.monster_special[m] == -1 for m in range(5))


def test_provenance_labels(content: Content) -> None:
    """How to use the reference: every record carries its provenance; the MONSTERKORT matrix and
    the crossbow are reconstructed, the heroes and decks public transcriptions with a source."""
    summary = content.provenance()
    assert summary["reconstructed"] > 0 and summary["public-transcription"] > 0
    by_kind = Counter(r.provenance for r in content.records)
    assert sum(by_kind.values()) == len(content.records)
    for r in content.records:
        if r.provenance == "public-transcription":
            assert r.source and r.confidence
    monster_records = [r for r in content.records if type(r).__name__ == "MonsterCardRecord"]
    assert len(monster_records) == 15 and all(r.provenance == "reconstructed" for r in monster_records)


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


def test_bad_data_names_file_record_and_field(tmp_path: Path) -> None:
    """A transcription that does not fit the schema gets a DataError naming file, record, field."""
    data = _copy(tmp_path)
    path = data / "heroes.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["records"][1]["SF"] = 40
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match=r"heroes.json: record 1 \('Sigeir Skarpyxe'\): field 'SF'"):
        DrakborgenGame(players=2, data_dir=str(data))


def test_wrong_counts_are_refused(tmp_path: Path) -> None:
    data = _copy(tmp_path)
    path = data / "rumskort.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["records"][0]["count"] = 33
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match="84 cards"):
        DrakborgenGame(players=2, data_dir=str(data))


def test_data_dir_plays_a_changed_transcription(tmp_path: Path) -> None:
    data = _copy(tmp_path)
    path = data / "heroes.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["records"][0]["KP"] = 20
    path.write_text(json.dumps(raw), encoding="utf-8")
    g = DrakborgenGame(players=2, data_dir=str(data))
    assert g.new_initial_state(0).kp[0] == 20


def test_hero_option_is_checked() -> None:
    assert DrakborgenGame(players=2, heroes="bardhor,aelfric").hero_ids == ("bardhor", "aelfric")
    with pytest.raises(OptionError, match="2 distinct heroes"):
        DrakborgenGame(players=2, heroes="bardhor,bardhor")
    with pytest.raises(OptionError, match="1 to 4"):
        DrakborgenGame(players=5)


def test_provenance_follows_the_references_labels(content: Content) -> None:
    """How to use the reference: a record's provenance is the reference's label for what it
    states (the weakest part of it): a public source gives it (with its confidence), or the
    reference proposes it (reconstructed)."""
    label = {(type(r).__name__, r.id): (r.provenance, r.confidence) for r in content.records}
    R = ("reconstructed", None)
    expected = {
        ("BoardRecord", "grid"): ("public-transcription", "high"),  # 3: high
        ("BoardRecord", "sun"): ("public-transcription", "medium"),  # 4: high for GW, medium here
        ("BoardRecord", "compass"): R,  # 3: the sun scale's edge is a proposal
        ("CardRecord", "tomt"): ("public-transcription", "high"),  # addendum: two sources
        ("CardRecord", "fladdermoss"): ("public-transcription", "medium"),  # 9: T6-2 is medium
        ("CardRecord", "forbannelse"): R,  # 9: effect unknown
        ("CardRecord", "taket-rasar"): R,  # 9: proposal
        ("CardRecord", "ras"): R,  # 10.1: as the cave-in room card
        ("CardRecord", "tusenfoting"): ("public-transcription", "low"),  # 8.4: low for the damage
        ("CardRecord", "guldsack-100"): ("public-transcription", "medium"),  # 10.4: GW values
        ("CardRecord", "vaknar"): ("public-transcription", "high"),  # 10.5
        ("HeroRecord", "rohan"): ("public-transcription", "high"),  # 5.2
        ("CombatRecord", "stridskort-rohan"): ("public-transcription", "low"),  # 5.2: B or A
        ("CombatRecord", "stridskort-aelfric"): ("public-transcription", "medium"),
        ("CombatRecord", "stridskort-orch"): R,  # 17.4: monsters have no special letter
        ("RingRecord", "warning"): ("public-transcription", "high"),  # addendum
        ("RingRecord", "healing"): ("public-transcription", "medium"),
        ("ItemRecord", "potion"): R,  # 10.8 proposal
        ("ItemRecord", "rope"): ("public-transcription", "medium"),
        ("ItemRecord", "crossbow"): R,  # 10.8 proposal
        ("ItemRecord", "spider"): R,  # 9 proposal
        ("ItemRecord", "torch"): R,  # 9 proposal
        ("TileRecord", "corridor-nesw"): ("public-transcription", "medium"),  # addendum, 7.2
        ("TileRecord", "room-nesw"): R,  # which pattern goes with which type is ours
    }
    for key, want in expected.items():
        assert label[key] == want, key
    assert all(label[("MonsterCardRecord", f"monsterkort-{i}")] == R for i in range(1, 16))  # 17.1


def test_every_error_names_the_file_the_record_and_the_field(tmp_path: Path) -> None:
    """A user's data_dir: whatever is wrong in a record, the error names file, record and field."""
    cases = [
        ("tiles.json", lambda r: r[2].__setitem__("openings", "NEX"), r"tiles.json: record 2 \('room-nes'\): field 'openings'"),
        ("tiles.json", lambda r: r[0].__setitem__("id", r[1]["id"]), r"tiles.json: record 1 \('room-nesw-doorn'\): field 'id'"),
        ("rumskort.json", lambda r: r[1].pop("monster"), r"rumskort.json: record 1 \('Svartalv'\): field 'monster'"),
        ("monsterkort.json", lambda r: r[3]["reactions"].pop("orch"), r"record 3 \('MONSTERKORT 4'\): field 'reactions'"),
        ("monsterkort.json", lambda r: r[3]["reactions"]["orch"].__setitem__("kp", 0), r"field 'reactions.orch.kp'"),
        ("items.json", lambda r: r[2]["shots"].pop("orch"), r"items.json: record 2 \('Armborst'\): field 'shots'"),
        ("board.json", lambda r: r[1].__setitem__("openings", "NW"), r"board.json: record 'tower-nw': field 'openings'"),
        ("board.json", lambda r: r[-1].pop("south"), r"board.json: record 8 \('compass'\): field 'south'"),
        ("skattkort.json", lambda r: r[0].__setitem__("gold", "lots"), r"skattkort.json: record 0 \('Guldsäck'\): field 'gold'"),
    ]
    for i, (name, change, message) in enumerate(cases):
        data = tmp_path / f"d{i}"
        shutil.copytree(DEFAULT_DATA_DIR, data)
        path = data / name
        raw = json.loads(path.read_text(encoding="utf-8"))
        change(raw["records"])
        path.write_text(json.dumps(raw), encoding="utf-8")
        with pytest.raises(DataError, match=message):
            DrakborgenGame(players=2, data_dir=str(data))


def test_the_board_as_data(content: Content) -> None:
    """Reference 3 and 4, rulings D-BOARD and D-SUN: a 10 x 13 grid; four tower rooms in the
    corners, each open towards its two neighbours; the double treasure chamber on the middle
    column (rows 5 and 6), each half open on three outer sides; the outer wall around the
    grid (no square beyond it); the compass with the sun track's edge as south; 26 rounds.
    Bridges come with Drakborgen II and its catacombs, not with the base bag (reference 7.1,
    7.2 proposal)."""
    from meeple.games.drakborgen.board import E, N, S, W, neighbours

    assert (content.rows, content.cols, content.sun_rounds) == (10, 13, 26)
    cols = content.cols
    towers = {tid: (divmod(sq, cols), mask) for sq, mask, tid in content.towers}
    assert towers == {"tower-nw": ((0, 0), 1 << E | 1 << S), "tower-ne": ((0, 12), 1 << S | 1 << W),
                      "tower-sw": ((9, 0), 1 << N | 1 << E), "tower-se": ((9, 12), 1 << N | 1 << W)}
    (north, n_mask), (south, s_mask) = content.chamber
    assert (divmod(north, cols), divmod(south, cols)) == ((4, 6), (5, 6))
    assert (n_mask, s_mask) == (1 << N | 1 << E | 1 << W, 1 << S | 1 << E | 1 << W)  # joined inside
    nb = neighbours(content.rows, content.cols)
    edge = [sq for sq in range(content.rows * cols) if -1 in nb[sq]]
    assert len(edge) == 2 * (10 + 13) - 4  # the outer wall lies beyond every edge square
    board = json.loads((DEFAULT_DATA_DIR / "board.json").read_text())
    records = board if isinstance(board, list) else board["records"]
    assert [r for r in records if r.get("kind") == "compass"][0]["south"] == "bottom"
    assert "bridge" not in TILE_TYPES


def test_two_orcs_fight_with_the_orch_cards(content: Content) -> None:
    """Reference 11.4 proposal (ruling D-LETTERS): "två orcher" have no STRIDSKORT of their own
    and fight with the orch cards, as one monster with its own KP (6-9, above any orch's)."""
    from meeple.games.drakborgen.content import ORCH, TVA_ORCHER

    assert content.monster_special[TVA_ORCHER] == content.monster_special[ORCH] == -1
    assert min(kp[TVA_ORCHER] for kp in content.mon_kp) > max(kp[ORCH] for kp in content.mon_kp)

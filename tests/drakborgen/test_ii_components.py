"""Drakborgen II's components and setup (rulebook "Components", "Cards", "RUMSKORT", "Other
cards", "MAGISK RING", "AMULETTKORT", "Room tiles", "Floor tiles", "Direction arrows",
"Ten-sided die", "The new heroes"), the options ``expansion`` and ``tougher``, and the errors a
bad transcription gets."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from meeple.core.errors import DataError, OptionError
from meeple.games.drakborgen.content import (
    BRIDGE,
    CHESTS,
    DEFAULT_DATA_DIR,
    DOORS,
    DRAGONS,
    ROOMS,
    SEARCHES,
    TRAPS,
    TREASURES,
)
from meeple.games.drakborgen.expansion import E_SPELLBOOK, IIContent
from tests.drakborgen.helpers import fresh, game

II = {"expansion": "drakborgen-ii"}


@pytest.fixture(scope="module")
def content() -> IIContent:
    return game(**II).content


def test_components_new_cards_are_shuffled_into_their_decks(content: IIContent) -> None:
    """"Components" and "Cards": 12 RUMSKORT (less the seven sorted out), 8 SKATTKORT, 2
    FÄLLKORT, 2 KISTKORT and 12 RUMSLETNINGSKORT join their base decks; the others are as in the
    base box."""
    base = game().content
    sizes = [len(content.deck_cards[d]) - len(base.deck_cards[d]) for d in range(8)]
    assert sizes[ROOMS] == 12 - 7
    assert [sizes[d] for d in (TREASURES, TRAPS, CHESTS, SEARCHES, DOORS, DRAGONS)] == [8, 2, 2, 12, 0, 0]
    new_rooms = Counter(content.card_id[ROOMS][k] for k in content.deck_cards[ROOMS]) - Counter(
        base.card_id[ROOMS][k] for k in base.deck_cards[ROOMS])
    assert sum(new_rooms.values()) == 12
    assert "vag-ned" in new_rooms and "overrumpling" in new_rooms


def test_rumskort_seven_base_cards_sorted_out_unless_tougher(content: IIContent) -> None:
    """"RUMSKORT": one each of Jättespindel, Vampyrfladdermöss, Orch, Skelett, Svartalv,
    Bergstroll and Facklan slocknar are sorted out; for a tougher game all are kept."""
    base = Counter(game().content.card_id[ROOMS][k] for k in game().content.deck_cards[ROOMS])
    ii = Counter(content.card_id[ROOMS][k] for k in content.deck_cards[ROOMS])
    for cid in ("jattespindel", "fladdermoss", "orch", "skelett", "svartalv", "bergstroll", "facklan"):
        assert ii[cid] == base[cid] - 1, cid
    tough = game(tougher=True, **II).content
    kept = Counter(tough.card_id[ROOMS][k] for k in tough.deck_cards[ROOMS])
    assert len(tough.deck_cards[ROOMS]) == 84 + 12
    assert all(kept[c] == base[c] for c in base)


def test_other_components(content: IIContent) -> None:
    """"Components": 11 AMULETTKORT, 4 MAGISK RING, 15 STRIDSKORT (five sets: Durim, Dzála and
    Mrishnahk have none), 20 room tiles making 135 in the bag, 5 floor tiles, 4 direction
    arrows and a T10; "The Spellbook Table": the Spellbook of Ishanti is a SKATTKORT worth 0 gm."""
    assert len(content.amulet_deck) == 11
    assert len(content.ii_rings) == 4
    assert 3 * len(content.ii_combat) == 15
    assert set(content.ii_combat) == {"yushugom", "yubara", "thargrim", "iril", "charak-hai"}
    assert len(content.bag) == 135
    assert sum(1 for k in content.bag if content.tile_type[k] == BRIDGE) == 4
    assert sum(1 for k in content.bag if content.tile_way_down[k]) == 6
    assert len(content.floor_tiles) == 5 and content.arrows == 4 and content.t10 == 10
    book = content.card_id[TREASURES].index("ishantis-trollbok")
    assert content.card_effect[TREASURES][book] == E_SPELLBOOK and content.card_gold[TREASURES][book] == 0


def test_new_heroes_stats_are_data_and_not_playable(content: IIContent) -> None:
    """"The new heroes": the eight heroes' SF, VF, RF, TF, KP and the oracaz's as the rulebook
    gives them; the oracaz is no hero to choose: it comes with Dzála."""
    h = content.ii_heroes
    stats = {k: (r.SF, r.VF, r.RF, r.TF, r.KP) for k, r in h.items()}
    assert stats == {"yushugom": (6, 6, 6, 5, 19), "durim": (3, 9, 4, 7, 10), "yubara": (4, 10, 4, 5, 10),
                     "thargrim": (7, 4, 8, 5, 13), "iril": (4, 8, 5, 6, 12), "charak-hai": (8, 5, 6, 4, 16),
                     "dzala": (2, 6, 3, 8, 6), "mrishnahk": (1, 4, 3, 6, 14), "oracaz": (5, 9, 8, None, 14)}
    assert all(r.provenance == "rulebook" for r in h.values())
    with pytest.raises(OptionError, match="oracaz is no hero of its own: it comes with dzala"):
        game(heroes="rohan,oracaz", **II)


def test_every_record_has_provenance_and_reconstructions_say_so(content: IIContent) -> None:
    """Every record carries its provenance; nothing is presented as the rulebook's that is not."""
    ii = [r for r in content.records if r not in game().content.records]
    kinds = Counter(r.provenance for r in ii)
    assert kinds["rulebook"] > 0 and kinds["reconstructed"] > 0
    assert all(r.source for r in ii if r.provenance == "public-transcription")


def test_the_options_and_their_errors() -> None:
    """``expansion`` takes ``none`` (the default) or ``drakborgen-ii``; ``tougher`` needs the
    expansion; a bad value says what is allowed."""
    assert game().expansion is False and len(game().content.bag) == 115
    with pytest.raises(OptionError, match="drakborgen-ii"):
        game(expansion="drakborgen-iii")
    with pytest.raises(OptionError, match="needs expansion=drakborgen-ii"):
        game(tougher=True)
    with pytest.raises(OptionError, match="tougher"):
        game(tougher="perhaps", **II)


def test_setup_shuffles_the_expansion_into_the_decks_and_bag() -> None:
    """"Cards": the new cards are shuffled into their decks; the 135 tiles into the bag."""
    s = fresh(seed=3, **II)
    c = s.game.content
    assert sorted(s.decks[ROOMS]) == sorted(c.deck_cards[ROOMS])
    assert len(s.bag) == 135 and s.decks[ROOMS] != sorted(s.decks[ROOMS])
    top = s.decks[ROOMS][-30:]
    assert any(k >= len(game().content.card_id[ROOMS]) for k in s.decks[ROOMS])
    assert top  # the deck is drawn from its end


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, folder)
    return folder


def _edit(folder: Path, name: str, index: int, **changes: object) -> None:
    path = folder / "drakborgen_ii" / name
    data = json.loads(path.read_text(encoding="utf-8"))
    data["records"][index].update(changes)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


@pytest.mark.parametrize(("name", "index", "changes", "message"), [
    ("rumskort.json", 0, {"effect": "way_downn"}, r"rumskort.json: record 0 \('Väg ned'\): field 'effect'"),
    ("rumskort.json", 0, {"floor": None}, r"rumskort.json: record 0 \('Väg ned'\): field 'floor': .*needs it"),
    ("rumskort.json", 0, {"count": 3}, r"rumskort.json: Drakborgen II adds 12 RUMSKORT, these records give 13"),
    ("amulettkort.json", 0, {"trigger": "monster"}, r"amulettkort.json: record 0 .*field 'effect': .*goes with the trigger 'wounded'"),
    ("heroes.json", 1, {"VF": 13}, r"heroes.json: record 1 \('Durim Dolkspänne'\): field 'VF'"),
    ("tiles.json", 0, {"type": "pit"}, r"tiles.json: record 0 \('nedgang-nesw'\): field 'type'"),
    ("removed_rumskort.json", 0, {"id": "drake"}, r"removed_rumskort.json: record 'drake': field 'id': no base RUMSKORT"),
    ("stridskort.json", 0, {"owner": "durim"}, r"stridskort.json: record 'stridskort-yushugom': field 'owner'"),
    ("components.json", 4, {"sides": 12}, r"components.json: record 4 \('t10'\): field 'sides'"),
])
def test_bad_data_names_file_record_and_field(tmp_path: Path, name: str, index: int, changes: dict, message: str) -> None:
    """A bad Drakborgen II record is refused with the file, the record and the field."""
    folder = _copy(tmp_path)
    _edit(folder, name, index, **changes)
    with pytest.raises(DataError, match=message):
        game(data_dir=str(folder), **II)


def test_missing_expansion_folder(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    shutil.rmtree(folder / "drakborgen_ii")
    game(data_dir=str(folder))  # the base game does not need it
    with pytest.raises(DataError, match="drakborgen_ii: the Drakborgen II data folder is missing"):
        game(data_dir=str(folder), **II)

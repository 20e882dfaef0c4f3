"""Drakborgen II: the new classifications (rulebook "New classifications of effects") and
"Effects of new cards" ("i varje drag": the card stays in front of the player; "i spel" versus
face down)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from meeple.core.errors import DataError
from meeple.games.drakborgen.below import way_down
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.content import DEFAULT_DATA_DIR, ROOMS
from meeple.games.drakborgen.expansion import (
    E_AMULET,
    E_AMULET_HALF,
    E_GHOULS,
    E_OVERRUMPLING,
    E_TELEPORT,
    E_WAY_DOWN,
)
from meeple.games.drakborgen.flow import start_turn
from tests.drakborgen.helpers import game, next_tile, on_top, playing, put, sq, stand, turn_of

II = {"expansion": "drakborgen-ii"}


def test_every_new_card_carries_the_classification_of_its_effect() -> None:
    """"New classifications": Amulett, Likätare, Nedgång, Teleportera, Överrumpling: each new
    card doing one of these is classified so (and the data is refused otherwise)."""
    c = game(**II).content
    want = {E_AMULET: "amulett", E_AMULET_HALF: "amulett", E_GHOULS: "likatare", E_WAY_DOWN: "nedgang",
            E_TELEPORT: "teleportera", E_OVERRUMPLING: "overrumpling"}
    seen = set()
    for d in range(8):
        for k, effect in enumerate(c.card_effect[d]):
            if effect in want:
                assert want[effect] in c.card_classes[d][k], c.card_id[d][k]
                seen.add(effect)
    assert seen == set(want)


def test_a_card_without_its_classification_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, folder)
    path = folder / "drakborgen_ii" / "rumskort.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["records"][3]["classes"] = ["besvarjelse"]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(DataError, match=r"rumskort.json: record 3 \('Magisk portal'\): field 'classes': .*'teleportera'"):
        game(data_dir=str(folder), **II)


def test_a_way_down_is_marked_by_a_room_tile_and_remains() -> None:
    """"New classifications", Nedgång: a way down is marked by a room tile (or a floor tile, see
    test_ii_floor_tiles) and remains for the rest of the game; it lets the hero go down on his
    next turn (the catacomb rules, helper B)."""
    s = playing(2, **II)
    next_tile(s, "nedgang-nesw")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    b1 = sq(s, "b1")
    assert way_down(s, b1)
    turn_of(s, 0)
    assert "descend dir=E" in {a.text() for a in s.legal_actions()}
    s.apply("move to=a1")  # he does not go down: the way down stays
    assert way_down(s, b1)


def test_on_every_turn_the_card_stays_in_front_of_the_player() -> None:
    """"Effects of new cards": an effect "on every turn" lasts, and its card stays in front of
    the player as a reminder: the Amulet of Healing heals each turn and stays in play."""
    s = playing(2, **II)
    a = s.game.content.amulet_id.index("lakedomens")
    s.items[0].append([ROOMS, s.game.content.card_id[ROOMS].index("amulett")])
    s.ii.amulet[0] = a
    s.ii.src[0] = [list(s.items[0][-1])]
    s.kp[0] = 10
    put(s, "b1", "room-nesw")
    for expected in (11, 12):
        stand(s, 0, "b1", "a1", W)
        start_turn(s, 0)
        assert s.kp[0] == expected
        assert "AMULETTKORT Amulet of Healing" in s.observation(1)["amulets"][0]["in_play"]


def test_in_play_versus_face_down() -> None:
    """"Effects of new cards": a card face up next to a hero is in play, a face-down one is not:
    the card an amulet was found by is in play at once; the AMULETTKORT, face down with the
    player on the right, only once it is read out."""
    s = playing(2, **II)
    s.items[0].append([ROOMS, s.game.content.card_id[ROOMS].index("amulett")])
    s.ii.amulet[0] = s.game.content.amulet_id.index("skrackens")
    s.ii.src[0] = [list(s.items[0][-1])]
    assert s.observation(1)["amulets"][0]["in_play"] == ["amulet"]
    s.ii.known[0] = True
    assert s.observation(0)["amulets"][0]["in_play"] == ["amulet", "AMULETTKORT Amulet of Terror"]

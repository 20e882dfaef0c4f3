"""Drakborgen II: floor tiles (rulebook "Floor tiles", "Effects of a floor tile"), the bridge
(rulebook "Room tiles", "Teleportation", "Descend into the catacombs"), Överrumpling
(rulebook "Överrumpling!") and the ghouls (rulebook "New classifications": Likätare)."""

from __future__ import annotations

from meeple.games.drakborgen.below import way_down
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.content import FLOOR, ROOM, ROOMS, SEARCHES
from meeple.games.drakborgen.floor_tiles import ghouls, overrumpling
from meeple.games.drakborgen.phases import ARROW, TURN
from tests.drakborgen.helpers import Dice, next_tile, on_top, playing, put, sq, stand, turn_of

II = {"expansion": "drakborgen-ii"}


def _acts(s) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def test_effects_of_a_floor_tile_the_rulebook_example_with_a_stand_in_hero() -> None:
    """"Effects of a floor tile", the rulebook's example, played by Rohan in Rut's place (her
    stats are not public): he moves to an empty space, a room tile is drawn, he draws the
    RUMSKORT Väg ned and the floor tile goes on the room, covering its contents and direction
    symbol. As long as it lies there no RUMSKORT is drawn there and nobody may search it; it is
    a way down (classification Nedgång) for the catacombs."""
    s = playing(2, **II)
    next_tile(s, "room-nesw")
    on_top(s, ROOMS, "vag-ned")
    rooms = len(s.decks[ROOMS])
    s.apply("move to=b1")
    b1 = sq(s, "b1")
    assert s.tile[b1] >= 0 and s.game.content.tile_type[s.tile[b1]] == ROOM  # the room tile stays under it
    assert s.ttype[b1] == FLOOR and s.ii.floor[b1] >= 0 and s.ii.floors == 4
    assert way_down(s, b1)
    assert len(s.decks[ROOMS]) == rooms  # the Väg ned card went to the bottom: drawn and discarded
    turn_of(s, 0)  # his next turn on the floor tile: no search, but a way down
    assert "search" not in _acts(s)
    assert "descend dir=N" in _acts(s)
    tile = next(t for t in s.observation(0)["tiles"] if t["square"] == "b1")
    assert tile["type"] == "floor" and s.observation(1)["floor_tiles"] == {"b1": "vag-ned"}


def test_a_floor_tile_means_no_rumskort_on_entering_and_no_search() -> None:
    """"Effects of a floor tile": no more RUMSKORT are drawn on the covered room, and no hero
    may search it."""
    s = playing(2, **II)
    b1 = put(s, "b1", "room-nesw")
    put(s, "c1", "room-nesw")
    stand(s, 0, "c1", "d1", 1)
    turn_of(s, 0)
    assert "search" in _acts(s)
    s.ttype[b1] = FLOOR
    s.ii.floor[b1] = 0
    rooms = list(s.decks[ROOMS])
    s.apply("move to=b1")
    assert s.decks[ROOMS] == rooms and s.hero == 1
    turn_of(s, 0)
    assert "search" not in _acts(s) and "move to=c1" in _acts(s)


def test_a_floor_tile_covers_the_contents_of_debris() -> None:
    """"Effects of a floor tile": it covers all the contents of the room (rubble included, ruling
    D2-FLOOR-COVERS), not its walls or passages: leaving needs no roll, the openings stay."""
    s = playing(2, **II)
    d = put(s, "b1", "debris-nesw")
    stand(s, 0, "b1", "a1", W)
    opened = s.open_[d]
    turn_of(s, 0)
    on_top(s, SEARCHES, "dold-lucka")
    s.apply("search")
    assert s.ttype[d] == FLOOR and s.open_[d] == opened
    turn_of(s, 0)
    s.side[0] = -1  # not even the way in: still no roll to leave
    s.rng = Dice()
    way = next(a for a in s.legal_actions() if a.kind == "move")
    next_tile(s, "room-nesw")
    on_top(s, ROOMS, "tomt")
    s.apply(way)  # Dice() is empty: any roll would fail the test
    assert s.pos[0] != d


def test_a_floor_tile_needs_one_in_the_box() -> None:
    """Ruling D2-FLOOR-NONE: with all five floor tiles on the board a Väg ned card does nothing."""
    s = playing(2, **II)
    s.ii.floor[:5] = [0, 1, 2, 3, 4]
    s.ii.floors = 0
    next_tile(s, "room-nesw")
    on_top(s, ROOMS, "vag-ned")
    s.apply("move to=b1")
    assert s.ttype[sq(s, "b1")] == ROOM
    assert any("No vag-ned floor tile is left" in e.text for e in s.events)


def test_the_bridge_crossing_needs_vf_on_the_t10_and_a_fall_goes_below() -> None:
    """"Room tiles" / "Descend into the catacombs": leaving a bridge by the far side needs VF
    with the T10 (reference 7.1); failing, the hero falls (T6 KP, ruling D2-BRIDGE) into the
    catacombs, where the catacomb rules take him (his arrow)."""
    s = playing(2, **II)
    b = put(s, "b1", "bro-ns", 1)  # openings W and E on the board, entered from a1 (W)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.rng = Dice((9, 10), (3, 6))  # VF 4: 9 fails; falls for 3 KP
    next_tile(s, "room-nesw")
    s.apply("move to=c1")
    assert s.kp[0] == 17 - 3 and s.phase == ARROW
    assert s.pos[0] == b
    s = playing(2, **II)
    put(s, "b1", "bro-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.rng = Dice((4, 10))
    next_tile(s, "room-nesw")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=c1")
    assert s.pos[0] == sq(s, "c1")


def test_a_bridge_gives_no_rumskort() -> None:
    """Reference section 6 (no RUMSKORT on bridges), kept with the expansion's bridges."""
    s = playing(2, **II)
    next_tile(s, "bro-ns")
    rooms = list(s.decks[ROOMS])
    s.apply("move to=b1")
    assert s.decks[ROOMS] == rooms


def test_overrumpling_a_skeleton_with_t6_kp_wrestled_by_t10_against_sf() -> None:
    """"Överrumpling!": a skeleton with T6 KP; each combat round, in the same turn, a T10 against
    SF: success costs the skeleton 1 KP, failure costs the hero 1 KP, until one is defeated; no
    items, equipment or abilities (nothing is offered: no decision comes up)."""
    s = playing(2, **II)
    # Rohan (SF 6) holds the Ring of Opening and is given a potion: neither is offered.
    s.items[0].append([3, s.game.content.card_id[3].index("dryck")])
    s.rng = Dice((2, 6), (7, 10), (6, 10), (9, 10), (1, 10))
    overrumpling(s, 0)
    assert s.kp[0] == 17 - 2
    assert s.hero == 1 and s.phase == TURN
    text = " ".join(e.text for e in s.events)
    assert "Överrumpling! A skeleton with 2 KP" in text and "The skeleton falls apart" in text


def test_overrumpling_can_kill() -> None:
    """"Överrumpling!": the rounds go on until the hero or the skeleton is defeated."""
    s = playing(2, **II)
    s.kp[0] = 2
    s.rng = Dice((6, 6), (10, 10), (10, 10))
    overrumpling(s, 0)
    assert s.status[0] == 2


def test_overrumpling_drawn_on_a_search() -> None:
    """The RUMSLETNINGSKORT Överrumpling! (reference 8.4) sets it off."""
    s = playing(2, **II)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    on_top(s, SEARCHES, "overrumpling")
    s.rng = Dice((1, 6), (1, 10))
    s.apply("search")
    assert "Överrumpling!" in " ".join(e.text for e in s.events) and s.kp[0] == 17


def test_ghouls_counted_on_the_monster_badge() -> None:
    """"New classifications", Likätare: the number of ghouls is kept on the monster badge; after
    the Återväckt variant (reference 14.3): T6 + T12 rise, the hero strikes down T12 a round,
    loses 2 KP in the first round and 1 in later ones while any are left, and T6 + 1 more rise."""
    s = playing(2, **II)
    s.rng = Dice((2, 6), (3, 12), (2, 12), (1, 6), (2, 12), (2, 6), (12, 12))
    ghouls(s, 0)
    # 5 rise; 2 struck (3 left, -2 KP), 2 rise (5); 2 struck (3 left, -1 KP), 3 rise (6); 12 struck.
    assert s.kp[0] == 17 - 3
    badge = [e.text for e in s.events if "monster badge" in e.text]
    assert badge[0].startswith("5 ghouls") and badge[-1].endswith("0 left on the monster badge")

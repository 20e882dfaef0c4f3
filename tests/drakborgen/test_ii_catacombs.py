"""Drakborgen II, the catacombs: each test names the rulebook section it pins ("The Catacombs"
and its subsections, "UNDERJORDSKORT", "Direction arrows") or the ruling (D2-...) in
docs/rulings/drakborgen.md. Played with the base heroes as stand-ins where the rulebook's
example names a Drakborgen II hero."""

from __future__ import annotations

import json
import random

import pytest

from meeple.games.drakborgen.ascension import deviation, emergence, track_row
from meeple.games.drakborgen.below import mark_way_down, way_down
from meeple.games.drakborgen.board import E, N, S, W
from meeple.games.drakborgen.catacomb_content import load_catacomb_content
from meeple.games.drakborgen.catacombs import fall
from meeple.core.table import Table
from meeple.games.drakborgen.content import BRIDGE, CHAMBER, CORPSES, DRAGONS, E_SLEEPS, ROOMS, TRAPS, TREASURES
from meeple.games.drakborgen.phases import ARROW, EMERGE, ENCOUNTER, TURN
from tests.drakborgen.helpers import Dice, next_tile, on_top, playing, put, sq, stand, turn_of

II = {"expansion": "drakborgen-ii"}
CC = load_catacomb_content()


def ii(players: int = 2) -> object:
    return playing(players, **II)


def acts(s) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def kind(card_id: str) -> int:
    return CC.under_id.index(card_id)


def top_cards(s, *card_ids: str) -> None:
    """The named UNDERJORDSKORT on top of the deck, the first drawn first."""
    for cid in reversed(card_ids):
        k = kind(cid)
        s.cat.deck.remove(k)
        s.cat.deck.append(k)


def below(s, h: int, arrow: str, d: int, *card_ids: str) -> None:
    """Hero ``h`` in the catacombs: his arrow on ``arrow`` pointing ``d``, the named cards drawn."""
    stand(s, h, arrow)
    s.cat.below[h] = True
    s.cat.arrow[h] = sq(s, arrow)
    s.cat.arrow_dir[h] = d
    for cid in card_ids:
        k = kind(cid)
        s.cat.deck.remove(k)
        s.cat.pile[h].append(k)
    s.pos[h] = -1


def way_up_now(s, h: int, card_id: str = "trappa") -> None:
    """Hero ``h``'s last card (already in his pile) was this way up: he may climb this turn."""
    s.cat.way_up[h] = kind(card_id)


def up_onto_new_tile(tile_id: str) -> object:
    """Hero 0, arrow on c3 pointing east after one "trappa", climbs up at d3 (T10 roll 5), an
    empty space: ``tile_id`` is the tile drawn, and he is asked how to turn it."""
    s = ii()
    below(s, 0, "c3", E, "trappa")  # d3
    way_up_now(s, 0)
    next_tile(s, tile_id)
    s.rng = Dice((5, 10))
    turn_of(s, 0)
    s.apply("ascend")
    return s


# ---- data ------------------------------------------------------------------------------------

def test_underjordskort_the_32_cards_as_data_with_provenance() -> None:
    """Rulebook "Components" and "UNDERJORDSKORT": 32 catacomb cards. The rulebook lists none
    of them: Rash-Kharg (the "Monsters without STRIDSKORT" example) is the rulebook's, the rest
    are reconstructed and say so (ruling D2-DECK)."""
    assert len(CC.under_cards) == 32
    raw = json.loads((CC.data_dir / "underjordskort.json").read_text(encoding="utf-8"))["records"]
    prov = {r["id"]: r["provenance"] for r in raw}
    assert prov.pop("rash_kharg") == "rulebook"
    assert set(prov.values()) == {"reconstructed"}
    rk = kind("rash_kharg")
    assert CC.under_fights_as[rk] and not CC.under_undead[rk] and CC.under_monster[rk] == 2  # skelett
    assert sum(1 for k in CC.under_cards if CC.under_id[k] in ("trappa", "hal_i_taket")) == 5


def test_ascension_track_rows_printed_and_reconstructed() -> None:
    """Rulebook "Calculate your position": rows 7-12 as printed (12-11: 1-4 | 5-6 | 7-10;
    10-8: 1-3 | 4-7 | 8-10; 7: 1-2 | 3-8 | 9-10); rows 1-6 are cut short and come from the
    reference's section 14.1, labelled reconstructed."""
    assert [CC.ascension[n] for n in (12, 11, 10, 9, 8, 7)] == [(4, 4), (4, 4), (3, 3), (3, 3), (3, 3), (2, 2)]
    assert [CC.ascension[n] for n in (6, 5, 4, 3, 2, 1)] == [(2, 2), (1, 1), (1, 1), (1, 1), (0, 0), (0, 0)]
    raw = json.loads((CC.data_dir / "ascension.json").read_text(encoding="utf-8"))["records"]
    assert {r["cards"]: r["provenance"] for r in raw} == {
        **{n: "rulebook" for n in range(7, 13)}, **{n: "reconstructed" for n in range(1, 7)}}


def test_ascension_track_deviations() -> None:
    """Rulebook "Calculate your position": the side columns deviate the hero, the centre range
    keeps him straight on; the result nearest the centre is one square aside (reference 14.1).
    More than 12 cards read row 12 (ruling D2-TRACK-ROWS)."""
    row12 = track_row(CC.ascension, 12)
    assert [deviation(row12, r) for r in range(1, 11)] == [-4, -3, -2, -1, 0, 0, 1, 2, 3, 4]
    row7 = track_row(CC.ascension, 7)
    assert [deviation(row7, r) for r in range(1, 11)] == [-2, -1, 0, 0, 0, 0, 0, 0, 1, 2]
    assert track_row(CC.ascension, 15) == row12
    assert [deviation(track_row(CC.ascension, 1), r) for r in range(1, 11)] == [0] * 10
    with pytest.raises(ValueError, match="1 to 10"):
        deviation(row7, 11)


def test_calculate_position_the_durim_example() -> None:
    """Rulebook "Calculate your position", the example: six UNDERJORDSKORT (the way up among
    them) and a T10 of 2: six squares from the arrow and one to the left. Played by a base hero
    standing in for Durim: arrow on c3 pointing east, up on i2 (east six, then north, left of
    east); the new tile is a dark room; all the cards go back but the treasure, which he keeps."""
    rows, cols = 10, 13
    assert emergence(rows, cols, 2 * cols + 2, E, 6, 2, CC.ascension) == 1 * cols + 8  # c3 -> i2
    s = ii()
    below(s, 0, "c3", E, "gang", "gang", "jatterubin", "gang", "gang", "trappa")
    way_up_now(s, 0)
    s.rng = Dice((2, 10))
    next_tile(s, "dark-nesw")
    assert acts(s) == {"delve", "ascend"}
    s.apply("ascend")
    assert s.phase == EMERGE and s.pos[0] == sq(s, "i2")
    assert acts(s) == {f"orient rot={r}" for r in range(4)}  # turned in any direction
    s.apply("orient rot=1")
    assert s.ttype[sq(s, "i2")] == 6  # a dark room: he rolls for the dark on his next turn
    assert not s.cat.below[0] and s.cat.arrow[0] == -1 and s.cat.pile[0] == []
    assert s.cat.kept[0] == [kind("jatterubin")] and s.gold(0) == 350
    assert len(s.cat.deck) == 31 and sorted(s.cat.deck) == sorted(
        k for k in CC.under_cards if CC.under_id[k] != "jatterubin")
    assert s.hero == 1  # no RUMSKORT in a dark room: his turn is over
    turn_of(s, 0)
    assert acts(s) == {"grope"}


# ---- going down --------------------------------------------------------------------------------

def test_descend_voluntarily_from_a_way_down_and_it_remains() -> None:
    """Rulebook "Descend into the catacombs": a hero who meets a way down may go on in the
    catacombs on his next turn (as his move: he draws his first UNDERJORDSKORT at once, ruling
    D2-DESCEND); the way down remains if he does not. "Keeping track of directions": the arrow
    lies on the square he went down from, pointing the way he chose; his figure leaves the
    board."""
    s = ii()
    b1 = put(s, "b1", "nedgang-nesw")
    stand(s, 0, "b1", "a1", W)
    assert way_down(s, b1)
    assert {"descend dir=N", "descend dir=E", "descend dir=S", "descend dir=W"} <= acts(s)
    top_cards(s, "gang")
    s.apply("descend dir=S")
    assert s.cat.below[0] and s.pos[0] == -1
    assert s.cat.arrow[0] == b1 and s.cat.arrow_dir[0] == S
    assert s.cat.pile[0] == [kind("gang")]
    assert s.hero == 1 and way_down(s, b1)
    t = put(s, "c1", "nedgang-nesw")
    stand(s, 1, "c1", "d1", E)
    turn_of(s, 1)
    assert "descend dir=N" in acts(s)
    s.apply("move to=b1")  # he does not go down; the way down stays, and b1's arrow does nothing to him
    assert way_down(s, t) and s.pos[1] == b1


def test_descend_from_a_bridge_without_losing_kp() -> None:
    """Rulebook "Descend into the catacombs": a hero may go down from a bridge of his own will,
    losing no KP."""
    s = ii()
    put(s, "b1", "bro-ns", 1)
    stand(s, 0, "b1", "a1", W)
    assert s.ttype[sq(s, "b1")] == BRIDGE
    kp = s.kp[0]
    top_cards(s, "gang")
    s.apply("descend dir=E")
    assert s.cat.below[0] and s.kp[0] == kp


def test_descend_involuntarily_set_the_arrow_or_climb_back() -> None:
    """Rulebook "Descend into the catacombs" and "Keeping track of directions": a trap or a fall
    takes the hero down; after its loss of KP he sets his arrow (he goes on below on his next
    turn) or tries to climb back up, as from a pit (ruling D2-FALL)."""
    s = ii()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    fall(s, 0, "a trapdoor")
    assert s.phase == ARROW and s.current_player == 0
    assert acts(s) == {"arrow dir=N", "arrow dir=E", "arrow dir=S", "arrow dir=W", "climb"}
    s.apply("arrow dir=W")
    assert s.cat.below[0] and s.cat.arrow[0] == sq(s, "b1") and s.cat.arrow_dir[0] == W and s.cat.pile[0] == []
    assert s.hero == 1  # the fall ended his turn
    s2 = ii()
    put(s2, "b1", "room-nesw")
    stand(s2, 0, "b1", "a1", W)
    fall(s2, 0, "a trapdoor")
    s2.apply("climb")
    assert not s2.cat.below[0] and s2.pit[0] and s2.pos[0] == sq(s2, "b1")


def test_direction_arrows_several_on_one_tile_and_fixed() -> None:
    """Rulebook "Keeping track of directions": several arrows may lie on one tile; once set an
    arrow cannot be turned (no action turns it), and a hero's arrow and figure are never on the
    board at once."""
    s = ii()
    b1 = put(s, "b1", "nedgang-nesw")
    stand(s, 0, "b1", "a1", W)
    top_cards(s, "gang", "gang", "gang")
    s.apply("descend dir=S")
    stand(s, 1, "b1", "c1", E)
    turn_of(s, 1)
    s.apply("descend dir=E")
    assert s.cat.arrow == [b1, b1] and s.cat.arrow_dir == [S, E]
    assert all(p == -1 for p in s.pos)
    turn_of(s, 0)
    assert acts(s) == {"delve"}  # no search, no move, no turning of the arrow
    s.apply("delve")
    assert s.cat.arrow_dir == [S, E]
    assert s.observation(1)["heroes"][0]["square"] is None


# ---- below ---------------------------------------------------------------------------------------

def test_movement_by_underjordskort_kept_until_ascending() -> None:
    """Rulebook "Movement in the catacombs": below, no room tile comes from the bag: each move
    draws an UNDERJORDSKORT, which the hero keeps in his pile until he is up again."""
    s = ii()
    below(s, 0, "c3", E)
    turn_of(s, 0)
    bag = list(s.bag)
    top_cards(s, "gang", "rattor", "gang")
    s.rng = Dice((1, 12))
    s.apply("delve")
    turn_of(s, 0)
    s.apply("delve")
    turn_of(s, 0)
    s.apply("delve")
    assert s.bag == bag
    assert s.cat.pile[0] == [kind("gang"), kind("rattor"), kind("gang")]
    assert len(s.cat.deck) == 29


def test_a_way_up_is_taken_next_turn_or_passed_for_good() -> None:
    """Rulebook "Ascend from the catacombs": a way up may be tried on the next turn; a hero who
    goes on draws UNDERJORDSKORT again and may never return to it."""
    s = ii()
    below(s, 0, "c3", E)
    turn_of(s, 0)
    top_cards(s, "trappa", "gang")
    s.apply("delve")
    turn_of(s, 0)
    assert acts(s) == {"delve", "ascend"}
    s.apply("delve")
    turn_of(s, 0)
    assert acts(s) == {"delve"}
    assert s.cat.pile[0] == [kind("trappa"), kind("gang")]


def test_a_way_up_that_needs_a_roll_or_a_rope() -> None:
    """Rulebook "Ascend from the catacombs": some ways up need a roll against an attribute or an
    item. The hole in the roof (reconstructed): a VF roll, sure with a rope; a failed climb ends
    the turn and passes the way up (ruling D2-CLIMB)."""
    s = ii()
    below(s, 0, "c3", E, "hal_i_taket")
    way_up_now(s, 0, "hal_i_taket")
    turn_of(s, 0)
    s.rng = Dice((12, 12))  # VF fails
    s.apply("ascend")
    assert s.cat.below[0] and s.cat.way_up[0] == -1 and s.hero == 1
    s2 = ii()
    below(s2, 0, "c3", E, "hal_i_taket")
    way_up_now(s2, 0, "hal_i_taket")
    turn_of(s2, 0)
    s2.items[0].append([CORPSES, s2.game.content.card_id[CORPSES].index("rep")])  # a rope
    assert s2.has_rope(0)
    put(s2, "d3", "room-nesw")
    s2.rng = Dice((5, 10))
    on_top(s2, ROOMS, "tomt")
    s2.apply("ascend")
    assert not s2.cat.below[0] and s2.pos[0] == sq(s2, "d3")  # one card: one square east


def test_ascend_forced_to_an_adjacent_way_down() -> None:
    """Rulebook "Ascend from the catacombs": a way down next to the calculated square (diagonals
    too) draws the hero onto it; with several he chooses."""
    s = ii()
    below(s, 0, "c3", E, "gang", "trappa")  # two cards: e3
    way_up_now(s, 0)
    d = put(s, "f4", "nedgang-nesw")  # diagonal to e3
    s.rng = Dice((5, 10))
    on_top(s, ROOMS, "tomt")
    turn_of(s, 0)
    s.apply("ascend")
    assert s.pos[0] == d
    s2 = ii()
    below(s2, 0, "c3", E, "gang", "trappa")
    way_up_now(s2, 0)
    put(s2, "f4", "nedgang-nesw")
    put(s2, "e2", "nedgang-s")
    s2.rng = Dice((5, 10))
    turn_of(s2, 0)
    s2.apply("ascend")
    assert s2.phase == EMERGE and acts(s2) == {"surface to=e2", "surface to=f4"}
    on_top(s2, ROOMS, "tomt")
    s2.apply("surface to=e2")
    assert s2.pos[0] == sq(s2, "e2")


def test_ascend_onto_an_occupied_space_rolls_again() -> None:
    """Rulebook "Ascend from the catacombs": another hero on the square (but in the treasure
    chamber or a tower room) means rolling again."""
    s = ii()
    below(s, 0, "c3", E, "gang", "gang", "gang", "gang", "gang", "gang", "trappa")  # seven: j3
    way_up_now(s, 0)
    put(s, "j3", "room-nesw")
    stand(s, 1, "j3")
    s.rng = Dice((5, 10), (1, 10))  # straight on (j3, taken), then two to the left: j1
    turn_of(s, 0)
    s.apply("ascend")
    assert s.phase == EMERGE and s.cat.em_sq == sq(s, "j1") and s.pos[0] == sq(s, "j1")
    assert sum(1 for e in s.events if "rolls again" in e.text) == 1


def test_ascend_and_the_outer_wall() -> None:
    """Rulebook "Ascend from the catacombs": a hero never comes up outside the outer wall; too
    many cards count only the squares up to it."""
    s = ii()
    below(s, 0, "k3", E, *(["gang"] * 9), "trappa")  # ten east of k3 is beyond m3
    way_up_now(s, 0)
    put(s, "m3", "room-nesw")
    s.rng = Dice((5, 10))
    on_top(s, ROOMS, "tomt")
    turn_of(s, 0)
    s.apply("ascend")
    assert s.pos[0] == sq(s, "m3")


def test_ascend_into_a_tower_escapes_the_same_turn() -> None:
    """Rulebook "Ascend from the catacombs": a hero may come up in a tower room and escape in the
    same turn."""
    s = ii()
    below(s, 0, "a4", N, "gang", "gang", "trappa")  # three north of a4: a1, the NW tower
    way_up_now(s, 0)
    s.rng = Dice((5, 10))
    turn_of(s, 0)
    s.apply("ascend")
    assert s.status[0] == 1 and 0 in s.escapes


def test_ascend_into_a_hopeless_spot_and_go_down_again() -> None:
    """Rulebook "Ascend from the catacombs": come up where there is no way on (a rotating room
    against a wall), the hero may go down again without a roll: a new arrow, his cards still
    thrown away."""
    s = ii()
    below(s, 0, "c2", W, "gang", "trappa")  # two cards west of c2: a2, unexplored
    way_up_now(s, 0)
    s.rng = Dice((5, 10))
    next_tile(s, "rotating-s")
    turn_of(s, 0)
    s.apply("ascend")
    a2 = sq(s, "a2")
    assert s.pos[0] == a2 and s.phase == EMERGE
    s.apply("orient rot=3")  # its opening faces east; entering turns it half round: west, the outer wall
    assert s.open_[a2] == 1 << W
    turn_of(s, 0)
    top_cards(s, "gang")
    assert acts(s) == {"descend dir=N", "descend dir=E", "descend dir=S", "descend dir=W"}
    deck = len(s.cat.deck)
    s.apply("descend dir=S")
    assert len(s.cat.deck) == deck - 1
    assert s.cat.below[0] and s.cat.arrow[0] == sq(s, "a2") and s.cat.pile[0] == [kind("gang")]


# ---- coming up onto tiles ------------------------------------------------------------------------

def test_ascend_onto_a_faceup_tile_flee_only_back_down() -> None:
    """Rulebook "Ascend onto a faceup room tile": the room acts as normal; from a monster the hero
    may flee, but only back down into the catacombs (a new arrow there)."""
    s = ii()
    below(s, 0, "c3", E, "trappa")
    way_up_now(s, 0)
    d3 = put(s, "d3", "room-nesw")
    content = s.game.content
    lets_go = next(c for c in range(15) if content.mon_flee[c][1] == 0)  # an orc that lets him go
    s.rng = Dice((5, 10), (lets_go + 1, 15))
    on_top(s, ROOMS, "orch")
    turn_of(s, 0)
    s.apply("ascend")
    assert s.phase == ENCOUNTER and s.enc_card == lets_go and "flee" in acts(s)
    s.apply("flee")
    assert s.phase == ARROW and s.current_player == 0 and "climb" not in acts(s)
    s.apply("arrow dir=N")
    assert s.cat.below[0] and s.cat.arrow[0] == d3 and s.cat.arrow_dir[0] == N


def test_ascend_onto_a_faceup_well_or_bridge_rolls_again() -> None:
    """Rulebook "Ascend onto a faceup room tile": a bottomless well or a bridge there means
    rolling again (a chasm too: ruling D2-UP-CHASM)."""
    s = ii()
    below(s, 0, "c3", E, "gang", "gang", "gang", "gang", "gang", "gang", "trappa")  # j3
    way_up_now(s, 0)
    put(s, "j3", "pit-nesw")
    put(s, "j2", "bro-ns")
    put(s, "j4", "room-nesw")
    s.rng = Dice((5, 10), (2, 10), (9, 10))  # the well, the bridge, then one right of east: j4
    on_top(s, ROOMS, "tomt")
    turn_of(s, 0)
    s.apply("ascend")
    assert s.pos[0] == sq(s, "j4")


def test_ascend_into_the_treasure_chamber_draws_a_drakkort_only() -> None:
    """Rulebook "Ascend onto a faceup room tile": in the Treasure chamber no SKATTKORT this turn,
    a DRAKKORT at once."""
    s = ii()
    below(s, 0, "g8", N, "gang", "trappa")  # two north of g8: g6, the chamber's south half
    way_up_now(s, 0)
    assert s.ttype[sq(s, "g6")] == CHAMBER
    treasures, dragons = len(s.decks[TREASURES]), len(s.decks[DRAGONS])
    sleeps = next(k for k in s.decks[DRAGONS] if s.game.content.card_effect[DRAGONS][k] == E_SLEEPS)
    s.decks[DRAGONS].remove(sleeps)
    s.decks[DRAGONS].append(sleeps)
    s.rng = Dice((5, 10))
    turn_of(s, 0)
    s.apply("ascend")
    assert len(s.decks[TREASURES]) == treasures and len(s.decks[DRAGONS]) == dragons - 1 and s.loot[0] == []


def test_ascend_onto_debris_or_web_is_stuck() -> None:
    """Rulebook "Ascend onto a faceup room tile": in debris or a web the hero is stuck and begins
    his next turn rolling against an attribute: he has no way in, so every way out is the hard
    one (VF over debris; two SF rolls through a web)."""
    s = ii()
    below(s, 0, "c3", E, "trappa")
    way_up_now(s, 0)
    put(s, "d3", "web-nsw")
    s.rng = Dice((5, 10))
    turn_of(s, 0)
    s.apply("ascend")
    assert s.pos[0] == sq(s, "d3") and s.side[0] == -1
    turn_of(s, 0)
    way = next(a for a in s.legal_actions() if a.kind == "move")
    s.rng = Dice((1, 12), (12, 12))  # one SF success, then a failure: still in the web
    s.apply(way)
    assert s.pos[0] == sq(s, "d3")


def test_ascend_onto_an_empty_space_redraws_wells_and_bridges_and_traps_spring() -> None:
    """Rulebook "Ascend onto an empty space": a tile is drawn and turned as the player likes; a
    bottomless well or a bridge is drawn again; a trap room springs as normal."""
    s = ii()
    below(s, 0, "c3", E, "trappa")  # d3, unexplored
    way_up_now(s, 0)
    next_tile(s, "trap-nesw")
    next_tile(s, "bro-ns")
    next_tile(s, "pit-nesw")
    s.rng = Dice((5, 10))
    turn_of(s, 0)
    s.apply("ascend")
    assert s.phase == EMERGE and s.cat.em_tile == s.game.content.tile_id.index("trap-nesw")
    assert sum(1 for e in s.events if "draws again" in e.text) == 2
    on_top(s, TRAPS, "giftormar")
    kp = s.kp[0]
    s.rng = Dice((3, 6))
    s.apply("orient rot=2")
    assert s.ttype[sq(s, "d3")] == 3
    assert any("FÄLLKORT" in e.text for e in s.events) and s.kp[0] == kp - 3


# ---- information ---------------------------------------------------------------------------------

def test_the_piles_are_public_and_the_deck_order_hidden() -> None:
    """Ruling D2-CATACOMB-PUBLIC: the UNDERJORDSKORT in a hero's pile were read out when drawn and
    lie by his base: every seat (and a spectator) sees them and the arrow; the deck's order is
    hidden, and a determinization reshuffles it but keeps every pile."""
    s = ii(3)
    below(s, 0, "c3", E, "gang", "jatterubin")
    for seat in (0, 1, 2, None):
        cat = s.observation(seat)["catacombs"]["heroes"][0]
        assert cat["below"] and cat["arrow"] == "c3" and cat["arrow_dir"] == "E"
        assert cat["cards"] == ["a dark passage", "a giant ruby"]
    d = s._determinize(1, random.Random(5))
    assert d.cat.pile == s.cat.pile and sorted(d.cat.deck) == sorted(s.cat.deck)


def test_the_screen_shows_the_catacombs() -> None:
    """Issue 10: the play screen shows a hero below: his arrow on the map and its direction, and
    the UNDERJORDSKORT drawn."""
    s = ii()
    below(s, 0, "c3", E, "gang", "jatterubin", "trappa")
    way_up_now(s, 0)
    turn_of(s, 0)
    text = Table(s.game, state=s).view(1).render()
    joined = text.replace("\n    ", " ")  # a badge wraps onto indented lines
    assert "P1 Rohan: in the catacombs, arrow c3 east" in joined
    assert "3 UNDERJORDSKORT (a dark passage, a giant ruby, stairs up), may climb stairs up" in joined
    assert "^>v< arrow" in text and "Now: P1 Rohan in the catacombs" in text
    lines = text.splitlines()
    row3 = next(line for line in lines if line.startswith(" 3 "))
    assert ">" in row3  # the arrow on c3
    assert all(len(line) <= 80 for line in lines)


def test_the_base_game_has_no_catacombs() -> None:
    """Issue 10: with the option off the position, its JSON and its observation are the base
    game's."""
    s = playing(2)
    assert s.cat is None
    assert "catacombs" not in s.to_json() and "catacombs" not in s.observation(0)
    assert not mark_way_down(s, 0) and not way_down(s, 0)


def test_an_empty_deck_and_a_death_below() -> None:
    """Ruling D2-DECK-EMPTY: with no UNDERJORDSKORT left the hero finds no way on that turn.
    Ruling D2-DEAD-BELOW: a hero who dies below leaves his pile with his body, out of play; his
    arrow is gone from the board."""
    s = ii()
    below(s, 0, "c3", E, "gang")
    s.cat.deck = []
    turn_of(s, 0)
    s.apply("delve")
    assert s.hero == 1 and s.cat.pile[0] == [kind("gang")]
    s2 = ii()
    below(s2, 0, "c3", E)
    turn_of(s2, 0)
    top_cards(s2, "rattor")
    s2.kp[0] = 1
    s2.rng = Dice((12, 12))
    s2.apply("delve")
    assert s2.status[0] == 2
    cat = s2.observation(1)["catacombs"]["heroes"][0]
    assert cat["arrow"] is None and not cat["below"] and cat["cards"] == ["rats"]
    s2.rng = random.Random(0)
    row3 = Table(s2.game, state=s2).view(1).render().splitlines()[5]
    assert row3.startswith(" 3 ") and ">" not in row3


def test_ascend_onto_an_empty_space_a_new_portcullis_and_a_corridor() -> None:
    """Rulebook "Ascend onto an empty space": the new tile's effects trigger as normal. A new
    portcullis is down on its entry side as he turned it (ruling D2-UP-TILE); a corridor gives its
    free move."""
    s = up_onto_new_tile("portcullis-nesw")
    on_top(s, ROOMS, "tomt")
    s.apply("orient rot=1")  # entry side S turned a quarter: west
    assert s.closed[sq(s, "d3")] == 1 << W
    s2 = up_onto_new_tile("corridor-nesw")
    s2.apply("orient rot=0")
    assert s2.phase == TURN and s2.free and s2.hero == 0 and "stop" in acts(s2)


def test_the_tensor_shows_the_catacombs() -> None:
    """Ruling D2-CATACOMB-PUBLIC, for the adapters: with the expansion the observation tensor
    has a catacombs section (per hero: below, the arrow's square and direction, the pile's size,
    a way up to take; the deck's size), the same for every seat."""
    from meeple.adapters.encoding import encoding_for

    s = ii()
    below(s, 0, "c3", E, "gang", "trappa")
    way_up_now(s, 0)
    turn_of(s, 0)
    s.rng = random.Random(0)
    table = Table(s.game, state=s)
    enc = encoding_for(s.game)
    off, n, _ = enc.layout.sections["catacombs"]
    q = 130
    assert n == 2 * (q + 7) + 1
    for seat in (0, 1):
        block = enc.observation_tensor(table.view(seat))[off:off + n]
        assert block[0] == 1 and block[1 + sq(s, "c3")] == 1 and block[1 + q + E] == 1
        assert block[5 + q] == pytest.approx(2 / 12) and block[6 + q] == 1
        assert block[q + 7:2 * (q + 7)].sum() == 0  # the other hero is not below
        assert block[-1] == pytest.approx(30 / 32)
    assert "catacombs" not in encoding_for(playing(2).game).layout.sections


def test_the_screen_describes_turning_the_new_tile() -> None:
    """Rulebook "Ascend onto an empty space": the tile drawn is placed in any direction; the
    choices say which way each one opens (the tile is public: it was drawn openly)."""
    s = up_onto_new_tile("room-nes")
    s.rng = random.Random(0)
    view = Table(s.game, state=s).view(1)
    assert view.observation["catacombs"]["emerge_tile"] == {"type": "room", "open": ["NES", "ESW", "NSW", "NEW"]}
    seen = {a.text(): d for a, d in Table(s.game, state=s).view(0).described}
    assert seen["orient rot=1"] == "lay the room open to the east south west"
    assert "Now: P1 Rohan comes up at d3: turn the new tile as you like" in view.render()

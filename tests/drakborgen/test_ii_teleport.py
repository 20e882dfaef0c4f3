"""Drakborgen II: teleportation (rulebook "Teleportation"), each exception in its list, and the
RUMSKORT rule after a teleportation."""

from __future__ import annotations

import pytest

from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.content import DRAGONS, E_SLEEPS, ROOMS, TRAPS
from meeple.games.drakborgen.expansion import T_CHAMBER, T_DICE
from meeple.games.drakborgen.phases import ARROW, TURN
from meeple.games.drakborgen.teleport import LAY, PORTAL, teleport
from tests.drakborgen.helpers import Dice, on_top, playing, put, sq, stand, turn_of

II = {"expansion": "drakborgen-ii"}
EAST = (4, 12)  # T12 4-6: east


def _at(name: str = "c3", players: int = 2):
    """Rohan on ``name`` (an ordinary room), his turn."""
    s = playing(players, **II)
    put(s, name, "room-nesw")
    stand(s, 0, name)
    turn_of(s, 0)
    return s


def test_teleport_onto_a_room_tile_leaves_it_as_it_is_and_gives_a_rumskort() -> None:
    """"Teleportation": a room tile on the target stays as it is; its effects trigger as usual
    (a room: a RUMSKORT, none having been drawn this turn)."""
    s = _at()
    e3 = put(s, "e3", "room-nesw", 3)
    on_top(s, ROOMS, "tomt")
    rooms = len(s.decks[ROOMS])
    s.rng = Dice(EAST, (2, 6))
    teleport(s, 0, T_DICE)
    assert s.pos[0] == e3 and s.rot[e3] == 3
    assert s.decks[ROOMS][0] == s.game.content.card_id[ROOMS].index("tomt") and len(s.decks[ROOMS]) == rooms


def test_teleport_onto_an_empty_space_draws_a_tile_turned_at_will() -> None:
    """"Teleportation": an empty target gets a random tile from the bag, placed in any
    direction: the player turns it."""
    s = _at()
    s.rng = Dice(EAST, (1, 6))
    teleport(s, 0, T_DICE)
    assert s.phase == LAY and {a.text() for a in s.legal_actions()} == {f"lay rot={r}" for r in range(4)}
    s.bag.append(s.ii.tele_tile)
    s.ii.tele_tile = s.game.content.tile_id.index("room-nes")
    s.bag.remove(s.ii.tele_tile)
    on_top(s, ROOMS, "tomt")
    s.rng = Dice()
    s.apply("lay rot=2")
    d3 = sq(s, "d3")
    assert s.pos[0] == d3 and s.rot[d3] == 2


def test_no_rumskort_after_teleporting_if_one_was_drawn_this_turn() -> None:
    """"Teleportation": no RUMSKORT after the teleportation if one was drawn this turn (the
    Magisk portal is itself a RUMSKORT)."""
    s = playing(2, **II)
    put(s, "b1", "room-nesw")
    e1 = put(s, "e1", "room-nesw")
    on_top(s, ROOMS, "portal", "tomt")
    s.rng = Dice(EAST, (3, 6))
    s.apply("move to=b1")
    assert s.pos[0] == e1 and s.hero == 1
    assert s.decks[ROOMS][-1] == s.game.content.card_id[ROOMS].index("tomt")
    assert any("one was drawn this turn already" in e.text for e in s.events)


def test_no_rumskort_after_teleporting_in_another_players_turn() -> None:
    """"Teleportation": no RUMSKORT if the teleportation happens in another player's turn."""
    s = _at()
    put(s, "k10", "room-nesw")
    stand(s, 1, "k10")
    e10 = put(s, "e10", "room-nesw")
    rooms = list(s.decks[ROOMS])
    s.rng = Dice((10, 12), (6, 6))  # six squares west
    teleport(s, 1, T_DICE)
    assert s.pos[1] == e10 and s.decks[ROOMS] == rooms
    assert any("in another player's turn" in e.text for e in s.events)


def test_teleport_to_a_corridor_ends_the_turn_with_no_free_move() -> None:
    """"Teleportation": a corridor ends the turn; no free move."""
    s = _at()
    e3 = put(s, "e3", "corridor-nesw")
    s.rng = Dice(EAST, (2, 6))
    teleport(s, 0, T_DICE)
    assert s.pos[0] == e3 and s.hero == 1 and not s.free


def test_teleport_to_a_bottomless_well_is_death() -> None:
    """"Teleportation": into a bottomless well the hero falls and is dead."""
    s = _at()
    put(s, "e3", "pit-nesw")
    s.rng = Dice(EAST, (2, 6))
    teleport(s, 0, T_DICE)
    assert s.status[0] == 2 and "bottomless well" in s.cause[0]


def test_teleport_to_a_bridge_is_a_fall() -> None:
    """"Teleportation": onto a bridge the hero falls and loses KP as the tile says (T6, ruling
    D2-BRIDGE), landing in the catacombs."""
    s = _at()
    put(s, "e3", "bro-ns")
    s.rng = Dice(EAST, (2, 6), (4, 6))
    teleport(s, 0, T_DICE)
    assert s.kp[0] == 17 - 4 and s.phase == ARROW


@pytest.mark.parametrize("tile", ["debris-nesw", "web-nsw"])
def test_teleport_into_debris_or_a_web_holds_the_hero(tile: str) -> None:
    """"Teleportation": in debris or a spider web the hero is stuck and begins his next turn
    trying to get loose: he has no way in, so every way out needs its roll (ruling
    D2-TELEPORT-STUCK)."""
    s = _at()
    e3 = put(s, "e3", tile)
    on_top(s, ROOMS, "tomt")
    s.rng = Dice(EAST, (2, 6))
    teleport(s, 0, T_DICE)
    assert s.pos[0] == e3 and s.side[0] == -1 and s.prev[0] == -1
    turn_of(s, 0)
    way = next(a for a in s.legal_actions() if a.kind == "move")
    s.rng = Dice((12, 12))  # the roll to get loose fails: he stays
    s.apply(way)
    assert s.pos[0] == e3 and s.hero == 1


def test_teleport_to_the_treasure_chamber_a_drakkort_and_no_skattkort() -> None:
    """"Teleportation": in the treasure chamber no SKATTKORT this turn, a DRAKKORT at once."""
    s = _at()
    sleeps = next(k for k in s.decks[DRAGONS] if s.game.content.card_effect[DRAGONS][k] == E_SLEEPS)
    s.decks[DRAGONS].remove(sleeps)
    s.decks[DRAGONS].append(sleeps)
    teleport(s, 0, T_CHAMBER)
    assert s.in_chamber(0) and s.loot[0] == [] and s.aside == 1 and s.hero == 1


@pytest.mark.parametrize(("start", "roll"), [("c1", (1, 12)), ("a3", (10, 12))])
def test_teleport_into_the_outer_wall_is_death(start: str, roll: tuple[int, int]) -> None:
    """"Teleportation": into the outer walls the hero is crushed."""
    s = _at(start)
    s.rng = Dice(roll, (3, 6))
    teleport(s, 0, T_DICE)
    assert s.status[0] == 2 and "outer wall" in s.cause[0]


def test_teleport_to_a_tower_room_as_if_entered() -> None:
    """"Teleportation": in a tower room the same effects as entering it from an adjacent space:
    the hero gets out (reference 13). The Tornportal lets the player choose the tower."""
    s = playing(2, **II)
    put(s, "b1", "room-nesw")
    on_top(s, ROOMS, "tornportal")
    s.apply("move to=b1")
    assert s.phase == PORTAL and {a.text() for a in s.legal_actions()} == {f"portal tower={t}" for t in ("nw", "ne", "sw", "se")}
    s.apply("portal tower=se")
    assert s.status[0] == 1 and s.escapes == [0] and s.hero == 1


def test_teleport_onto_another_hero_rolls_again() -> None:
    """"Teleportation": a target with another hero on it (not the chamber or a tower) makes the
    die that caused it roll again."""
    s = _at()
    put(s, "e3", "room-nesw")
    stand(s, 1, "e3")
    f3 = put(s, "f3", "room-nesw")
    on_top(s, ROOMS, "tomt")
    s.rng = Dice(EAST, (2, 6), EAST, (3, 6))
    teleport(s, 0, T_DICE)
    assert s.pos[0] == f3
    assert any("the dice are rolled again" in e.text for e in s.events)


def test_a_teleport_trap_is_a_falla() -> None:
    """The FÄLLKORT Teleportfälla teleports (classifications Teleportera and Fälla)."""
    s = _at()
    e3 = put(s, "e3", "room-nesw")
    on_top(s, TRAPS, "teleportfalla")
    s.rng = Dice(EAST, (2, 6))
    from meeple.games.drakborgen.cards import draw_trap

    s.ii.drew_room = True
    draw_trap(s, 0)
    assert s.pos[0] == e3 and s.phase == TURN


def test_a_new_portcullis_laid_by_a_teleported_hero_is_down_on_its_entry_side() -> None:
    """Ruling D2-TELEPORT-GATE: the portcullis of a new tile turned at will is down on its entry
    side as he turned it."""
    s = _at()
    s.rng = Dice(EAST, (1, 6))
    teleport(s, 0, T_DICE)
    s.bag.append(s.ii.tele_tile)
    s.ii.tele_tile = s.game.content.tile_id.index("portcullis-nesw")
    s.bag.remove(s.ii.tele_tile)
    on_top(s, ROOMS, "tomt")
    s.apply("lay rot=1")  # the entry side S faces west
    assert s.closed[sq(s, "d3")] == 1 << 3


def test_teleported_onto_a_chasm_he_stands_on_its_first_half() -> None:
    """Ruling D2-TELEPORT-CHASM."""
    s = _at()
    e3 = put(s, "e3", "chasm-sw")
    on_top(s, ROOMS, "tomt")
    s.rng = Dice(EAST, (2, 6))
    teleport(s, 0, T_DICE)
    half = s.game.content.tile_halves[s.tile[e3]][s.rot[e3]][0]
    assert s.pos[0] == e3 and half >> s.side[0] & 1


def test_teleported_onto_an_empty_square_with_the_bag_empty() -> None:
    """Ruling D2-TELEPORT-BAG: no room tile left to appear in: the hero is lost."""
    s = _at()
    s.bag.clear()
    s.rng = Dice(EAST, (1, 6))
    teleport(s, 0, T_DICE)
    assert s.status[0] == 2

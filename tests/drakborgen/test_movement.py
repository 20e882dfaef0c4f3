"""Moving and the room tiles (reference sections 3, 6, 7, 8 and rulings D-CORRIDOR, D-DARK,
D-SEARCH, D-BAG)."""

from __future__ import annotations

from meeple.games.drakborgen.board import E, N, S, W, side_mask
from meeple.games.drakborgen.content import (
    DOORS,
    PORTCULLIS,
    ROOM,
    ROOMS,
    SEARCHES,
    TRAPS,
)
from meeple.games.drakborgen.phases import OVER, TURN, WARN
from tests.drakborgen.helpers import Dice, next_tile, on_top, playing, put, sq, stand, turn_of


def _moves(s) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def test_a_new_tile_is_placed_with_its_entry_towards_the_hero() -> None:
    """Reference 6: entering an unexplored square draws a tile, placed with its entry marker on
    the side the hero came from; an ordinary room then gives a RUMSKORT."""
    s = playing(1)
    assert _moves(s) == {"move to=b1", "move to=a2"}  # the tower's two openings; the outer wall elsewhere
    next_tile(s, "room-ns")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    b1 = sq(s, "b1")
    assert s.ttype[b1] == ROOM and s.open_[b1] == side_mask("EW")  # N-S turned a quarter: W faces a1
    assert s.side[0] == W and s.prev[0] == sq(s, "a1")
    assert any("RUMSKORT Tomt rum" in e.text for e in s.events)
    assert s.round == 2 and s.phase == TURN


def test_rooms_give_a_room_card_again_on_re_entry() -> None:
    """Reference 6: an ordinary room gives a RUMSKORT also to a hero entering it again."""
    s = playing(1)
    put(s, "b1", "room-ns", 1)
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    assert any("RUMSKORT Tomt" in e.text for e in s.events[-3:])
    assert len(s.decks[ROOMS]) == 84 and s.known[ROOMS] == 1  # read and put under the deck


def test_no_sharing_a_square_but_towers_and_the_chamber() -> None:
    """Reference 6: a hero may not enter a square another hero stands on, except a tower room and
    the treasure chamber; blocked everywhere by heroes, he waits."""
    s = playing(2)
    put(s, "b1", "room-ns", 1)
    put(s, "a2", "room-ns", 0)
    stand(s, 1, "b1")
    assert _moves(s) == {"move to=a2"}
    stand(s, 1, "a1")  # two heroes in one tower is fine
    assert _moves(s) == {"move to=b1", "move to=a2"}
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    assert "move to=a1" in _moves(s)


def test_pass_when_only_heroes_block_the_way() -> None:
    s = playing(3)
    put(s, "b1", "room-ns", 1)
    put(s, "a2", "room-ns", 0)
    stand(s, 1, "b1")
    stand(s, 2, "a2")
    assert _moves(s) == {"pass"}
    s.apply("pass")
    assert s.hero == 1


def test_a_corridor_gives_a_free_move_that_never_goes_back() -> None:
    """Reference 6 and 7.1: a corridor moves the hero on at once; the free move may be declined and
    never leads back onto a square he stood on this turn (ruling D-CORRIDOR)."""
    s = playing(1)
    next_tile(s, "corridor-nesw")
    s.apply("move to=b1")
    assert s.phase == TURN and s.free and s.round == 1
    assert _moves(s) == {"move to=c1", "move to=b2", "stop"}
    s.apply("stop")
    assert s.round == 2 and not s.free


def test_a_rotating_room_turns_half_round_and_can_shut_a_hero_in() -> None:
    """Reference 7.1 and 17.8: the rotating room turns 180 degrees whenever it is entered; facing
    the outer wall the hero is trapped for good (reference 6: trapped heroes die)."""
    s = playing(1)
    put(s, "b2", "room-nesw")
    stand(s, 0, "b2", "b3", N)
    turn_of(s, 0)
    next_tile(s, "rotating-s")
    s.apply("move to=b1")
    b1 = sq(s, "b1")
    assert s.open_[b1] == 1 << N  # entered from the south, it now opens on the outer wall
    assert s.status[0] == 2 and s.cause[0].startswith("trapped") and s.phase == OVER


def test_a_rotating_room_may_open_onto_new_squares() -> None:
    s = playing(1)
    next_tile(s, "rotating-s")
    s.apply("move to=b1")
    assert s.open_[sq(s, "b1")] == 1 << E
    assert _moves(s) == {"move to=c1"}


def test_a_dark_room_lets_the_die_choose_the_way() -> None:
    """Reference 7.1, ruling D-DARK: no RUMSKORT in a dark room; leaving it, every opening is as
    likely, the way in included; a way into the outer wall loses the move."""
    s = playing(1)
    next_tile(s, "dark-nesw")
    rooms = list(s.decks[ROOMS])
    s.apply("move to=b1")
    assert s.decks[ROOMS] == rooms
    assert _moves(s) == {"grope"}
    s.rng = Dice((1, 4))  # the first opening: north, the outer wall
    s.apply("grope")
    assert s.pos[0] == sq(s, "b1") and s.round == 3
    next_tile(s, "room-ns")
    on_top(s, ROOMS, "tomt")
    s.rng = Dice((2, 4))  # east
    s.apply("grope")
    assert s.pos[0] == sq(s, "c1")


def test_a_bottomless_pit_is_crossed_with_agility_or_it_kills() -> None:
    """Reference 7.1: leaving by the way in is free; another opening needs a VF roll (T12), and
    failing it the hero falls to his death."""
    s = playing(1)
    next_tile(s, "pit-nesw")
    s.apply("move to=b1")
    s.rng = Dice((5, 12))  # Rohan's VF is 4
    s.apply("move to=c1")
    assert s.status[0] == 2 and s.cause[0] == "fell into the bottomless pit"


def test_leaving_a_pit_the_way_in_needs_no_roll() -> None:
    s = playing(1)
    next_tile(s, "pit-nesw")
    s.apply("move to=b1")
    s.rng = Dice()
    s.apply("move to=a1")
    assert s.status[0] == 1  # back in the tower: out of the castle


def test_debris_needs_agility_to_climb_across() -> None:
    """Reference 7.1: other openings than the way in need a VF roll; failing, the hero stays."""
    s = playing(1)
    put(s, "b1", "debris-nesw", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.rng = Dice((9, 12))
    s.apply("move to=c1")
    assert s.pos[0] == sq(s, "b1") and s.round == 2
    s.rng = Dice((4, 12))
    next_tile(s, "room-ns")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=c1")
    assert s.pos[0] == sq(s, "c1")


def test_a_spider_web_holds_until_torn() -> None:
    """Reference 7.1: one SF roll frees the way back, two successes in a row another opening."""
    s = playing(1)
    put(s, "b1", "web-nsw", 1)  # N S W turned: E W N
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.rng = Dice((3, 12), (9, 12))  # SF 6: one success, then a failure
    s.apply("move to=c1")
    assert s.pos[0] == sq(s, "b1")
    s.rng = Dice((6, 12))
    s.apply("move to=a1")
    assert s.status[0] == 1


def test_a_chasm_keeps_the_hero_on_his_half() -> None:
    """Reference 7.1: a chasm splits the tile; only the openings of the half entered are usable."""
    s = playing(1)
    next_tile(s, "chasm-sw")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    assert _moves(s) == {"move to=a1", "search"}  # west half: W and N (the outer wall)


def test_doors_need_door_cards_and_two_doors_need_two() -> None:
    """Reference 8.1: a door card per printed door on the edge; all must open; a door that stays
    shut keeps the hero where he is."""
    s = playing(1)
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, DOORS, "stangd")
    next_tile(s, "room-ns")
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b2")
    on_top(s, DOORS, "oppnar")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b1")


def test_two_doors_on_one_edge() -> None:
    s = playing(1)
    put(s, "b2", "room-nesw-doorn", 0)
    put(s, "b1", "room-ns-doorn", 2)  # its door faces south, onto b2's door
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, DOORS, "oppnar", "stangd")
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b2")
    on_top(s, DOORS, "oppnar", "oppnar")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b1")


def test_a_door_trap_hurts_and_holds() -> None:
    s = playing(1)
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, DOORS, "dorrfalla-t6")
    s.rng = Dice((4, 6))
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b2") and s.kp[0] == 13


def test_a_portcullis_falls_behind_the_hero() -> None:
    """Reference 8.2: the portcullis on the entry side crashes down; the hero may not flee back
    through it; lifting it takes a SF roll (T12, ruling D-PORTCULLIS)."""
    s = playing(1)
    next_tile(s, "portcullis-nesw")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    b1 = sq(s, "b1")
    assert s.ttype[b1] == PORTCULLIS and s.closed[b1] == 1 << W and s.hard[0]
    s.rng = Dice((7, 12))  # SF 6
    s.apply("move to=a1")
    assert s.pos[0] == b1
    s.rng = Dice((6, 12))
    s.apply("move to=a1")
    assert s.status[0] == 1


def test_a_new_trap_room_springs_a_trap_card_instead_of_a_room_card() -> None:
    """Reference 7.1: a newly drawn trap room gives a FÄLLKORT, not a RUMSKORT; an old one is an
    ordinary room."""
    s = playing(1)
    next_tile(s, "trap-nesw")
    on_top(s, TRAPS, "giftormar")
    rooms = list(s.decks[ROOMS])
    s.rng = Dice((3, 6))
    s.apply("move to=b1")
    assert s.kp[0] == 14 and s.decks[ROOMS] == rooms
    on_top(s, ROOMS, "tomt")
    stand(s, 0, "a1")
    turn_of(s, 0)
    s.apply("move to=b1")
    assert s.known[ROOMS] == 1 and any("RUMSKORT Tomt" in e.text for e in s.events[-3:])


def test_searching_and_the_secret_door() -> None:
    """Reference 8.3, 8.4: a search draws a RUMSLETNINGSKORT instead of moving; at most two in a
    row; a secret door lets the hero through a wall later, and he may not flee from what waits
    behind it."""
    s = playing(1)
    put(s, "b1", "room-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    on_top(s, SEARCHES, "inget", "lonndorr")
    s.apply("search")
    assert "search" in _moves(s)
    s.apply("search")
    assert "search" not in _moves(s)  # two in a row
    assert "secret to=b2" in _moves(s)
    next_tile(s, "room-ns")
    on_top(s, ROOMS, "tomt")
    s.apply("secret to=b2")
    assert s.pos[0] == sq(s, "b2") and s.hard[0]


def test_what_cannot_be_searched() -> None:
    """Ruling D-SEARCH: corridors, towers, the chamber, dark rooms, pits, webs and rotating rooms
    are never searched."""
    s = playing(1)
    assert "search" not in _moves(s)  # a tower
    for tile_id, rot in (("corridor-nesw", 1), ("pit-nesw", 1), ("web-nsw", 1)):
        put(s, "b1", tile_id, rot)
        stand(s, 0, "b1", "a1", W)
        turn_of(s, 0)
        assert "search" not in _moves(s), tile_id
        s.bag.append(s.tile[sq(s, "b1")])


def test_an_empty_bag_closes_the_unexplored_squares() -> None:
    """Ruling D-BAG: with no tile left to draw, unexplored squares cannot be entered."""
    s = playing(1)
    s.bag.clear()
    assert _moves(s) == set()

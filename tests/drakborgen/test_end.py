"""Preparations, the sun, escape, death and the winner (reference sections 4, 6, 13, the
rulebook's Preparations; rulings D-SUN, D-WIN, D-DEAD), and what a seat sees."""

from __future__ import annotations

import random

from meeple.core.table import Table
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.content import ROOMS, TREASURES
from meeple.games.drakborgen.flow import finish_turn, kill
from meeple.games.drakborgen.phases import OVER, RING, TOWER, TURN
from tests.drakborgen.helpers import card, fresh, game, on_top, playing, put, sq, stand, turn_of


def test_preparations_first_player_towers_and_rings() -> None:
    """Rulebook, Preparations; reference 6: the first player is drawn; from him, clockwise, each
    hero picks a tower room and one of the rings left."""
    firsts = {fresh(3, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}
    s = fresh(3, 4)
    order = [(s.first + i) % 3 for i in range(3)]
    for h in order:
        assert s.phase == TOWER and s.current_player == h
        s.apply("tower tower=se")
        assert s.phase == RING
        rings = [a.text() for a in s.legal_actions()]
        s.apply(rings[0])
    assert s.start == [3, 3, 3] and len(set(s.ring)) == 3
    assert s.phase == TURN and s.current_player == s.first and s.round == 1


def test_decks_and_bag_are_shuffled_at_the_start() -> None:
    a, b = fresh(2, 1), fresh(2, 2)
    assert a.decks[ROOMS] != b.decks[ROOMS] and a.bag != b.bag


def test_the_sun_moves_once_a_round_and_sets_after_26() -> None:
    """Reference 4 and ruling D-SUN: 26 rounds, one step when every hero inside has had his turn;
    at sunset every hero still inside dies."""
    s = playing(2)
    for _ in range(2 * 26 - 1):
        assert s.phase == TURN
        finish_turn(s)
    assert s.round == 26 and s.hero == 1
    finish_turn(s)
    assert s.phase == OVER and s.status == [2, 2] and s.cause[0] == "still inside at sunset"
    assert s.returns() == [-1.0, -1.0]


def test_escaping_through_a_tower_and_the_richest_wins() -> None:
    """Reference 13: a hero entering a tower room leaves Drakborgen with his treasure; among those
    who got out the one with the most gold wins; the others lose."""
    s = playing(2)
    put(s, "b1", "room-nesw", 1)
    stand(s, 0, "b1", "c1", 1)
    s.loot[0] = [card(s, TREASURES, "klenod-700")]
    turn_of(s, 0)
    s.apply("move to=a1")
    assert s.status[0] == 1 and s.escapes == [0] and s.hero == 1
    kill(s, 1, "test")
    finish_turn(s)
    assert s.phase == OVER and s.returns() == [1.0, -1.0]


def test_the_tie_break_and_empty_hands() -> None:
    """Ruling D-WIN: equal gold goes to the most valuable single treasure, then to the first out;
    a hero who got out with nothing does not win; nobody out with gold, everybody loses."""
    s = playing(3)
    s.status = [1, 1, 1]
    s.escapes = [2, 0, 1]
    s.loot = [[card(s, TREASURES, "guldsack-200"), card(s, TREASURES, "guldsack-300")],
              [card(s, TREASURES, "klenod-500")], []]
    assert s.winner() == 1  # 500 gm each, the single 500 beats 300
    s.loot[1] = [card(s, TREASURES, "guldsack-200-b"), card(s, TREASURES, "guldsack-300")]
    assert s.winner() == 0  # all equal: hero 0 got out before hero 1
    s.loot = [[], [], []]
    assert s.winner() == -1
    s.phase = OVER
    assert s.returns() == [-1.0, -1.0, -1.0]


def test_a_dead_heros_chamber_treasure_goes_back() -> None:
    """Ruling D-DEAD: the SKATTKORT of a dead hero go under the SKATTKORT deck."""
    s = playing(2)
    k = card(s, TREASURES, "klenod-4500")
    s.decks[TREASURES].remove(k)
    s.loot[0] = [k]
    kill(s, 0, "test")
    assert s.decks[TREASURES][0] == k and s.known[TREASURES] == 1 and s.gold(0) == 0


def test_observation_and_screen() -> None:
    """Information (issue 9): tiles, treasures and KP are public, the deck orders are not; the
    screen draws the map, the sun and the badges from the view."""
    s = playing(2)
    put(s, "b1", "room-nesw", 1)
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    obs = s.observation(None)
    assert {"square": "b1", "type": "room", "open": "NESW"} in obs["tiles"]
    assert obs["heroes"][0]["kp"] == 17 and obs["discards"]["RUMSKORT"] == ["empty room"]
    assert "decks" in obs and all(isinstance(v, int) for v in obs["decks"].values())
    screen = Table(game(2), state=s).view(1).render()
    assert "Sun: round 1 of 26" in screen and "P2 Sigeir (you)" in screen and " 1 |T   o1" in screen
    assert max(len(line) for line in screen.splitlines()) < 80


def test_descriptions() -> None:
    s = playing(2)
    view = Table(game(2), state=s).view(0)
    texts = dict((a.text(), d) for a, d in view.described)
    assert texts["move to=b1"] == "go east to b1 (new tile)"


def test_snapshot_round_trip() -> None:
    s = playing(2)
    s.rng = random.Random(9)
    s.apply("move to=b1")
    data = s.to_json()
    t = game(2).state_from_json(data)
    assert t.to_json() == data
    stand(t, 0, "a1")
    assert t.pos[0] == sq(t, "a1") and W == 3


def test_the_screen_fits_80_by_40() -> None:
    """Issue 9 (the smallest terminal): every line of the screen and of the choices fits in 80
    columns, and the screen with the human player's four recent events and his choices in 40
    lines, along whole greedy games."""
    from meeple.agents.human import HumanAgent
    from meeple.games.drakborgen import render
    from meeple.games.drakborgen.greedy import DrakborgenGreedy
    from meeple.games.drakborgen.ways import SEARCHABLE
    from meeple.games.drakborgen.content import TILE_TYPES

    g = game(2)
    assert render.SCREEN == (80, 40) and HumanAgent(g).log_lines == 4
    assert set(render.SEARCHABLE) == {TILE_TYPES[t] for t in SEARCHABLE}
    for seed in range(4):
        table = Table(g, seed)
        agents = [DrakborgenGreedy(g, seed=i) for i in range(2)]
        while not table.is_terminal:
            for seat in sorted(table.acting()):
                view = table.view(seat)
                lines = view.render().splitlines()
                choices = [f"  {i}. {a.text()}  ({d})" for i, (a, d) in enumerate(view.described, 1)]
                assert max(len(line) for line in lines + choices) < 80, lines + choices
                assert 1 + len(lines) + 1 + 4 + 1 + len(choices) + 1 <= 40
                assert all(len(e) < 78 for e in view.events[-4:])
                table.act(seat, agents[seat].step(view, table.sampler(seat)), position=view.position)


def test_a_tower_room_is_the_way_out() -> None:
    """Reference 13 (proposal) and ruling D-TOWER: a hero starts in a tower room and must leave
    it on his first turn (no waiting there, no search); entering any tower room afterwards, his
    own included, takes him out of Drakborgen with what he carries, at once."""
    s = playing(2)
    assert sorted(a.text() for a in s.legal_actions()) == ["move to=a2", "move to=b1"]
    put(s, "b1", "room-s", 1)  # open W only: back to the tower
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    turn_of(s, 0)
    assert sorted(a.text() for a in s.legal_actions()) == ["move to=a1", "search"]
    s.items[0] = [[ROOMS, card(s, ROOMS, "armband")]]
    s.apply("move to=a1")
    assert s.status[0] == 1 and s.escapes == [0] and s.gold(0) == 40 and s.pos[0] == -1

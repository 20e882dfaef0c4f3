"""The fields kept beside the position for speed: the masks ``units.put`` and ``units.take``
keep on the bounded map, ``engaged`` (the squares of ``hit``) and ``threatened`` (a superset of
the units whose arrow damage exceeds their printed defense, which Elimination reads instead of
every engaged unit), and the plain ``current_player`` and ``is_terminal`` fields the moves set
with the phase, on the positions of random games with every Berserker mod, the cavalry rule
and other armies, their copies and their reloads from JSON; and the window tables that give a
square's neighbours of one side."""

from __future__ import annotations

import random

import meeple
from meeple.games.lords_of_war.phases import OVER
from meeple.games.lords_of_war.state import LordsOfWarState
from meeple.games.lords_of_war.units import BIT, NEIGHBOURS, WINDOW, WINDOWS

OPTION_SETS = [{}, {"armies": ("orcs", "dwarves"), "cavalry_rule": True},
               {"berserker_mod": "raging", "armies": ("dwarves", "orcs")}, {"berserker_mod": "support"},
               {"berserker_mod": "kamikaze", "armies": ("orcs", "lizardmen")}]


def check(state: LordsOfWarState, where: str) -> None:
    board, hit, defense = state.board, state.hit, state.table.defense
    assert state.engaged == sum(BIT[sq] for sq in hit), where
    over = [sq for sq, d in hit.items() if d > defense[board[sq]]]
    assert all(state.threatened & BIT[sq] for sq in over), where
    assert not state.threatened & ~sum(BIT[sq] for sq in board), where  # only units
    assert state.current_player == state.seat_to_act(), where
    assert state.is_terminal == (state.phase == OVER), where


def test_masks_follow_the_board_in_random_games() -> None:
    rng = random.Random(5)
    compared = 0
    for options in OPTION_SETS:
        game = meeple.load("lords-of-war", **options)
        for s in range(4):
            state = game.new_initial_state(rng.getrandbits(31))
            while not state.is_terminal:
                check(state, f"{options} game {s}")
                if compared % 5 == 0:
                    check(state.clone(), "clone")
                    check(game.state_from_json(state.to_json()), "reloaded")
                    check(state.determinize(state.current_player, rng), "determinized")
                compared += 1
                legal = state.legal_actions()
                state.apply_legal(legal[rng.randrange(len(legal))])
            check(state, f"{options} game {s} over")
            check(game.state_from_json(state.to_json()), "reloaded at the end")
    assert compared > 500


def test_windows_give_the_neighbours_in_a_mask() -> None:
    rng = random.Random(3)
    for _ in range(300):
        mask = sum(b for b in BIT.values() if rng.random() < 0.4)
        for sq in BIT:  # the square itself is never of the side looked for (empty, or the other side)
            p, around = WINDOWS[sq]
            others = mask & ~BIT[sq]
            assert around[(others << 9 >> p) & WINDOW] == tuple(e for e in NEIGHBOURS[sq] if others & e[2])

"""The hot paths' shortcuts give what the plain rules give (issue 14): the trapped check at the
start of a turn (up to the first way out), a move's way found among the ways into its square
only."""

from __future__ import annotations

import random

from meeple.core.actions import JointAction
from meeple.core.state import SIMULTANEOUS
from meeple.games.drakborgen.phases import TURN
from meeple.games.drakborgen.ways import trapped, turn_actions, ways
from tests.drakborgen.helpers import fresh


def _positions(players: int, games: int, **options):
    """Every position of ``games`` random games."""
    rng = random.Random(players)
    for seed in range(games):
        s = fresh(players, seed, **options)
        while not s.is_terminal:
            yield s
            if s.current_player == SIMULTANEOUS:
                s.apply_legal(JointAction({q: rng.choice(s.legal_actions_for(q)) for q in sorted(s.acting())}))
            else:
                s.apply_legal(rng.choice(s.legal_actions()))


def test_the_trapped_check_and_the_ways_into_one_square_agree_with_the_whole_lists() -> None:
    turns = moves = 0
    for players, options in ((2, {}), (4, {}), (3, {"expansion": "drakborgen-ii"})):
        for s in _positions(players, 25, **options):
            if s.phase != TURN or s.pos[s.hero] < 0:
                continue
            turns += 1
            free, s.free = s.free, False  # the check is made as a turn begins
            assert trapped(s) == (not turn_actions(s))
            s.free = free
            found, blocked = ways(s, s.hero)
            some, some_blocked = ways(s, s.hero, first=True)
            assert some in ([], found[:1]) and bool(some or some_blocked) == bool(found or blocked)
            for tgt in {w[0] for w in found}:
                moves += 1
                assert ways(s, s.hero, tgt)[0][0] == next(w for w in found if w[0] == tgt)
    assert turns > 500 and moves > 500


def test_the_trapped_check_agrees_for_the_new_heroes_and_below() -> None:
    """The same with Drakborgen II's heroes (those whose choices a filter cuts and the others)
    and with heroes in the catacombs."""
    turns = 0
    ii = {"expansion": "drakborgen-ii"}
    for players, options in ((4, {**ii, "heroes": "iril,mrishnahk,dzala,charak-hai"}),
                             (4, {**ii, "heroes": "durim,yubara,thargrim,yushugom"}), (2, ii)):
        for s in _positions(players, 12, **options):
            if s.phase != TURN:
                continue
            turns += 1
            free, s.free = s.free, False
            assert trapped(s) == (not turn_actions(s))
            s.free = free
    assert turns > 300

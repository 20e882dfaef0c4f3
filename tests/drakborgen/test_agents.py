"""Who the agents play for (issue 9, ruling D-INTEREST): the monster player's decisions serve
the opposite of the hero's return, whatever the monster player's own standing; and the greedy
hero's way home."""

from __future__ import annotations

import random
import statistics

from meeple.agents.ismcts import ISMCTSAgent
from meeple.core.table import Table
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import BERGSTROLL, TREASURES
from meeple.games.drakborgen.phases import COMBAT
from tests.drakborgen.helpers import Dice, card, playing, put, stand, turn_of


def _last_stand():
    """The last turn before sunset. Seat 1's hero is dead, so his own return is -1 whatever he
    plays. Riddar Rohan (seat 0, special letter B, 4500 gm) came into b1 from the a1 tower and
    fights a troll with 1 KP left to the troll's 2. A tie or a lost round kills him; his B beats
    C for 2 KP and kills the troll, but then his turn ends and the sun sets on him; his A or C
    wound it for 1, and an escape in the next round (one chance in three) takes him out
    through the tower. So the dungeon's answer is C: whatever Rohan plays, he dies."""
    s = playing(2)
    put(s, "b1", "room-nesw", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.loot[0] = [card(s, TREASURES, "klenod-4500")]
    s.status[1], s.pos[1] = 2, -1
    c = next(c for c in range(15) if s.game.content.mon_kp[c][BERGSTROLL] >= 4)
    s.rng = Dice((c + 1, 15))
    start_encounter(s, 0, BERGSTROLL, False)
    s.rng = random.Random(0)
    s.apply("attack")
    s.kp[0] = 1
    s.enc_dmg = s.game.content.mon_kp[c][BERGSTROLL] - 2
    s.round = 26
    return s


def test_the_monster_players_decisions_serve_against_the_hero() -> None:
    """Issue 9: the monster player decides for the dungeon; ``State.scoring`` says his STRIDSKORT
    serves the opposite of the hero's return. Every other decision serves the seat's own hero."""
    s = _last_stand()
    assert s.phase == COMBAT
    assert s.scoring(1) == (0, -1.0) and s.scoring(0) == (0, 1.0)
    s = playing(3)
    assert [s.scoring(h) for h in range(3)] == [(0, 1.0), (1, 1.0), (2, 1.0)]


def test_ismcts_at_the_monster_seat_plays_against_the_hero() -> None:
    """Issue 9: ISMCTS at the monster player's seat maximises the opposite of the hero's return.
    Seat 1 has nothing of his own to play for (scored by his own return he spreads his play
    over two letters), yet his average strategy goes to C, the card that leaves Rohan no way
    out."""
    weights = []
    for seed in range(1, 9):
        s = _last_stand()
        table = Table(s.game, state=s)
        root = ISMCTSAgent(s.game, seed=seed, iterations=800).search(table.sampler(1), 1)
        legal = table.view(1).legal_actions
        assert [a.text() for a in legal] == ["strike card=A", "strike card=B", "strike card=C"]
        weights.append(root.bandits[1].average(legal)[2])
    assert statistics.mean(weights) > 0.7

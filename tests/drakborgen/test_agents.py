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


def test_the_greedy_monster_player_plays_the_dungeons_side() -> None:
    """Issue 9: the greedy at the monster player's seat plays the dungeon's side of the round's
    zero-sum game (KP dealt minus KP taken), the same whether his own hero is alive or dead: no
    mix of his gives the hero more than the round's value."""
    from meeple.games.drakborgen.greedy import DrakborgenGreedy, equilibrium

    hero_mix, dungeon = equilibrium(1, -1)  # Rohan's special letter B against a troll

    def pay(h: int, m: int) -> int:
        return 0 if h == m else (2 if h == 1 else 1) if (m - h) % 3 == 1 else -1

    value = sum(hero_mix[h] * dungeon[m] * pay(h, m) for h in range(3) for m in range(3))
    assert max(sum(dungeon[m] * pay(h, m) for m in range(3)) for h in range(3)) <= value + 0.02
    for dead in (False, True):
        s = _last_stand()
        s.round = 3
        if not dead:
            s.status[1], s.pos[1] = 0, s.game.tower_squares[1]
        table = Table(s.game, state=s)
        agent = DrakborgenGreedy(s.game, seed=5)
        picks = [agent.step(table.view(1), table.sampler(1))["card"] for _ in range(900)]
        for i, letter in enumerate("ABC"):
            assert abs(picks.count(letter) / 900 - dungeon[i]) < 0.05


def _greedy_turn(s) -> str:
    from meeple.games.drakborgen.greedy import DrakborgenGreedy

    table = Table(s.game, state=s)
    return DrakborgenGreedy(s.game, seed=1).step(table.view(s.hero), table.sampler(s.hero)).text()


def test_the_greedy_goes_home_along_real_paths() -> None:
    """Issue 9 (the greedy knows when to turn for a tower): the way home is measured along the
    explored tiles' openings. From c1 the room b1 is nearer the a1 tower as the crow flies, but
    it opens only east: the way home goes south through c2, b2 and a2."""
    s = playing(2)
    put(s, "c1", "room-sw", 0)  # open W and S
    put(s, "b1", "room-s", 3)  # open E only: a dead end
    for name in ("c2", "b2", "a2"):
        put(s, name, "room-nesw", 0)
    stand(s, 0, "c1", "c2", 2)
    turn_of(s, 0)
    s.loot[0] = [card(s, TREASURES, "klenod-4500")]  # rich enough to go home
    assert sorted(a.text() for a in s.legal_actions()) == ["move to=b1", "move to=c2", "search"]
    assert _greedy_turn(s) == "move to=c2"


def test_the_greedy_does_not_walk_out_empty_handed() -> None:
    """A room whose only way is back into the tower: the greedy searches it for a secret door
    rather than leave Drakborgen at once."""
    s = playing(2)
    put(s, "b1", "room-s", 1)  # open W only, towards the a1 tower
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    assert sorted(a.text() for a in s.legal_actions()) == ["move to=a1", "search"]
    assert _greedy_turn(s) == "search"

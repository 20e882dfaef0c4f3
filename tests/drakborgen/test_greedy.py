"""The greedy hero (issue 9): when to turn for a tower before sunset, when to enter the treasure
chamber and when to leave it, and how to pick combat letters (reference 11.4 and 12; rulings
D-SOLO, D-LETTERS, D-WIN)."""

from __future__ import annotations

import random

import pytest

from meeple.agents.specs import make_agent
from meeple.core.errors import AgentSpecError
from meeple.core.state import Event
from meeple.core.table import Table
from meeple.games.drakborgen.board import N, W
from meeple.games.drakborgen.combat import resolve_round, start_encounter
from meeple.games.drakborgen.content import BERGSTROLL, DRAGONS, E_WAKES, TREASURES
from meeple.games.drakborgen.greedy import DrakborgenGreedy, letters_seen
from meeple.games.drakborgen.phases import COMBAT
from tests.drakborgen.helpers import Dice, card, playing, put, stand, turn_of


def _pick(s, seat: int, agent: DrakborgenGreedy | None = None) -> str:
    table = Table(s.game, state=s)
    agent = agent or DrakborgenGreedy(s.game, seed=1)
    return agent.step(table.view(seat), table.sampler(seat)).text()


def _in_the_chamber(round_: int, dragons_left: int, loot: tuple[str, ...], sigeir_out: bool = True):
    """Rohan (seat 0) in g5 on his turn, with the way home to the a1 tower explored (g4 to g1,
    then f1 to b1: ten turns); Sigeir (seat 1) out with 2 000 gm, so Rohan wins only with
    more (or, not ``sigeir_out``, still in his tower with nothing); ``dragons_left``
    DRAKKORT, the waking one among them."""
    s = playing(2)
    for name in ("g4", "g3", "g2", "g1", "f1", "e1", "d1", "c1", "b1"):
        put(s, name, "room-nesw")
    stand(s, 0, "g5", "g4", N)
    turn_of(s, 0)
    s.round = round_
    for k in (card(s, TREASURES, c) for c in loot):
        s.decks[TREASURES].remove(k)
        s.loot[0].append(k)
    if sigeir_out:
        s.status[1], s.pos[1] = 1, -1
        s.items[1] = [[TREASURES, card(s, TREASURES, "klenod-2000")]]
        s.decks[TREASURES].remove(s.items[1][0][1])
    deck, effect = s.decks[DRAGONS], s.game.content.card_effect[DRAGONS]
    wakes = next(c for c in deck if effect[c] == E_WAKES)
    sleeping = [c for c in deck if c != wakes][: dragons_left - 1]
    s.decks[DRAGONS] = [*sleeping, wakes]
    s.aside = 8 - dragons_left
    return s


def _gold_seeker(s) -> DrakborgenGreedy:
    return DrakborgenGreedy(s.game, seed=1, aim="gold")


def test_the_greedy_stays_in_the_chamber_while_it_pays() -> None:
    """Reference 12 (staying draws again): with 300 gm against Sigeir's 2 000 already out (300
    gm cannot win), one dragon card in seven and the sun high, Rohan draws again; so does a
    hero who wants the gold itself (``aim=gold``) with 1 100 gm."""
    s = _in_the_chamber(8, 7, ("guldsack-100", "guldsack-200"))
    assert "stay" in {a.text() for a in s.legal_actions()}
    assert _pick(s, 0) == "stay"
    s = _in_the_chamber(8, 7, ("klenod-1100",), sigeir_out=False)
    assert _pick(s, 0, _gold_seeker(s)) == "stay"


def test_the_greedy_leaves_the_chamber_when_gold_risk_or_sun_say_so() -> None:
    """Reference 12 (sleeping-dragon cards are set aside, so each draw is riskier) and 4 (at
    sunset every hero inside dies): Rohan leaves once what he carries wins; the gold seeker
    once the dragon wakes one time in two, or once the sun leaves no turn to spare."""
    assert _pick(_in_the_chamber(8, 7, ("klenod-4500",)), 0) == "move to=g4"
    s = _in_the_chamber(8, 2, ("klenod-1100",), sigeir_out=False)
    assert _pick(s, 0, _gold_seeker(s)) == "move to=g4"
    s = _in_the_chamber(17, 7, ("klenod-1100",), sigeir_out=False)  # 10 turns home, 10 left
    assert _pick(s, 0, _gold_seeker(s)) == "move to=g4"


def _by_the_tower(round_: int, gold: bool):
    """Rohan in b1, next to the a1 tower he came from; Sigeir still in his tower."""
    s = playing(2)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.round = round_
    if gold:
        s.items[0] = [[3, card(s, 3, "smycke")]]
    return s


def test_the_greedy_turns_for_a_tower_before_sunset() -> None:
    """Reference 4 (at sunset every hero inside dies) and 13: late in the day a hero with gold
    steps out through the nearest tower rather than go on for the chamber."""
    assert _pick(_by_the_tower(21, gold=True), 0) == "move to=a1"


def test_the_greedy_does_not_leave_while_it_cannot_win() -> None:
    """Ruling D-WIN (the richest one out wins; out with nothing does not win): with 30 gm
    against Sigeir out with 2 000, or with nothing found yet, while the sun leaves turns the
    greedy stays in (it searches or goes on)."""
    s = _by_the_tower(2, gold=True)
    s.status[1], s.pos[1] = 1, -1
    s.items[1] = [[TREASURES, card(s, TREASURES, "klenod-2000")]]
    assert _pick(s, 0) != "move to=a1"
    assert _pick(_by_the_tower(12, gold=False), 0) in ("search", "move to=b2", "move to=c1")


def _fight(players: int):
    s = playing(players)
    put(s, "b1", "room-nesw", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    c = next(c for c in range(15) if s.game.content.mon_kp[c][BERGSTROLL] >= 4)
    s.rng = Dice((c + 1, 15))
    start_encounter(s, 0, BERGSTROLL, False)
    s.rng = random.Random(0)
    s.apply("attack")
    assert s.phase == COMBAT
    return s


def test_alone_the_hero_plays_his_special_letter() -> None:
    """Ruling D-SOLO: with one hero the monster's STRIDSKORT is uniform chance, so the best
    letter is Rohan's special letter B (reference 11.4: 2 KP a win instead of 1)."""
    s = _fight(1)
    agent = DrakborgenGreedy(s.game, seed=3)
    assert {_pick(s, 0, agent) for _ in range(40)} == {"strike card=B"}


def _round_event(s, hero_letter: int, monster_letter: int) -> Event:
    """The public event a real combat round emits (``combat.resolve_round``)."""
    c = s.clone()
    c.kp[0] = 20
    resolve_round(c, hero_letter, monster_letter)
    return next(e for e in c.events[len(s.events):] if e.to is None and " plays " in e.text)


def test_the_greedy_exploits_the_other_sides_letters() -> None:
    """Reference 11.4 (A beats B, B beats C, C beats A; the cards chosen in secret): each side
    starts from the round's equilibrium and, once the other's revealed letters lean far
    from it, answers them. A monster player who always showed A meets Rohan's C (C beats A);
    a Rohan who always showed B meets the dungeon's A."""
    s = _fight(2)
    e = _round_event(s, 1, 0)
    s.events.extend(Event(e.text) for _ in range(12))
    assert letters_seen(s, 0, 1, of_hero=False) == [12, 0, 0]
    assert letters_seen(s, 0, 1, of_hero=True) == [0, 12, 0]
    agent = DrakborgenGreedy(s.game, seed=4)
    assert {_pick(s, 0, agent) for _ in range(20)} == {"strike card=C"}
    assert {_pick(s, 1, agent) for _ in range(20)} == {"strike card=A"}


def test_the_greedy_aim_option() -> None:
    """``greedy:aim=gold`` weighs gold by itself (a calibration figure); a wrong aim is refused
    and says what is allowed."""
    s = playing(2)
    assert make_agent("greedy:aim=gold", s.game).spec == "greedy:aim=gold"
    with pytest.raises(AgentSpecError, match="must be one of win, gold"):
        make_agent("greedy:aim=fast", s.game)
    with pytest.raises(AgentSpecError, match="allowed options: aim, seed"):
        make_agent("greedy:speed=2", s.game)

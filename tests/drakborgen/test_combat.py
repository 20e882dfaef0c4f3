"""Monsters and combat (reference section 11, proposals 17.1 and 17.4; rulings D-SOLO,
D-PASSIVE, D-MONSTERKORT, D-CROSSBOW, D-FLEE)."""

from __future__ import annotations

import random

import pytest

from meeple.core.actions import Action, JointAction
from meeple.core.state import SIMULTANEOUS
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import (
    BERGSTROLL,
    F_BACKSTAB,
    F_ESCAPE,
    F_FOLLOWS,
    ORCH,
    ROOMS,
    SVARTALV,
    W_ATTACKS,
    W_FLEES,
    W_PASSIVE,
)
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, ESCAPE, TURN
from tests.drakborgen.helpers import Dice, on_top, playing, put, sq, stand, turn_of


def _card(s, m: int, wait: int | None = None, flee: int | None = None) -> int:
    content = s.game.content
    return next(c for c in range(15) if (wait is None or content.mon_wait[c][m] == wait)
                and (flee is None or content.mon_flee[c][m] == flee))


def _meet(players: int, m: int, card: int, ambush: bool = False, rolls: tuple = (), hero: int = 0):
    """Hero ``hero`` in room b1 (came from the a1 tower) meets monster ``m`` on MONSTERKORT ``card``."""
    s = playing(players)
    put(s, "b1", "room-nesw", 1)
    stand(s, hero, "b1", "a1", W)
    turn_of(s, hero)
    s.rng = Dice((card + 1, 15), *rolls)
    start_encounter(s, hero, m, ambush)
    s.rng = random.Random(0)
    return s


def _round(s, hero: str, monster: str) -> None:
    """One combat round; after a round in which the hero wounded the monster he fights on."""
    if s.phase == ESCAPE:
        s.apply("fight")
    s.apply(JointAction({s.hero: Action.parse(hero), s.monster_seat(s.hero): Action("strike", card=monster)}))


def test_the_monster_player_sits_on_the_heros_right() -> None:
    """Reference 11.1 (player to the right; seats sit clockwise in seat order, so the previous
    seat); with one hero nobody plays the monster (ruling D-SOLO)."""
    assert [playing(2).monster_seat(h) for h in range(2)] == [1, 0]
    assert [playing(4).monster_seat(h) for h in range(4)] == [3, 0, 1, 2]
    assert playing(1).monster_seat(0) == -1


def test_a_room_card_monster_starts_an_encounter() -> None:
    """Reference 11.2: the monster player draws a MONSTERKORT; the hero attacks, waits or flees."""
    s = playing(2)
    on_top(s, ROOMS, "orch")
    put(s, "b1", "room-nesw", 1)
    s.apply("move to=b1")
    assert s.phase == ENCOUNTER and s.enc_m == ORCH
    assert {a.text() for a in s.legal_actions()} == {"attack", "await", "flee"}


def test_combat_rounds_are_a_simultaneous_node_of_hero_and_monster_player() -> None:
    """Reference 11.4 and the rulebook (Durim declares after the monster player has chosen): both
    choose STRIDSKORT in secret; the Table holds the first choice."""
    s = _meet(2, ORCH, 0)
    s.apply("attack")
    assert s.phase == COMBAT and s.current_player == SIMULTANEOUS
    assert s.simultaneous_seats() == {0, 1}
    assert [a.text() for a in s.legal_actions_for(1)] == ["strike card=A", "strike card=B", "strike card=C"]
    assert s.legal_actions() == []


def test_letters_beat_each_other_in_a_circle() -> None:
    """Reference 11.4: A beats B, B beats C, C beats A; the loser loses 1 KP, 2 when the winner
    played his special letter (Rohan's B); a tie costs both 1."""
    s = _meet(2, BERGSTROLL, _card(playing(2), BERGSTROLL))
    kp = s.game.content.mon_kp[s.enc_card][BERGSTROLL]
    assert kp >= 4
    s.apply("attack")
    _round(s, "strike card=A", "B")
    assert (s.enc_dmg, s.kp[0]) == (1, 17)
    _round(s, "strike card=A", "A")
    assert (s.enc_dmg, s.kp[0]) == (2, 16)
    _round(s, "strike card=B", "A")  # A beats B
    assert (s.enc_dmg, s.kp[0]) == (2, 15)
    _round(s, "strike card=C", "A")  # C beats A
    assert (s.enc_dmg, s.kp[0]) == (3, 15)
    if kp > 4:
        _round(s, "strike card=B", "C")  # B beats C with the special letter
        assert s.enc_dmg == 5 or s.enc_m == -1


def test_the_monster_dies_at_its_kp_and_the_turn_ends() -> None:
    s = _meet(2, SVARTALV, _card(playing(2), SVARTALV))
    kp = s.game.content.mon_kp[s.enc_card][SVARTALV]
    s.apply("attack")
    while s.enc_m >= 0:
        _round(s, "strike card=B", "C")
    assert s.enc_m == -1 and s.hero == 1 and s.kp[0] == 17
    assert any("is slain" in e.text for e in s.events)
    assert kp <= 4


def test_an_ambush_strikes_first_and_forbids_waiting() -> None:
    """Reference 11.3: the hero loses T12 - TF first, then may attack or flee but not wait."""
    s = _meet(2, ORCH, 0, ambush=True, rolls=((10, 12),))
    assert s.kp[0] == 17 - (10 - 4)
    assert {a.text() for a in s.legal_actions()} == {"attack", "flee"}


def test_waiting_and_the_monsterkort_reaction() -> None:
    """Reference 11.2 and 17.1: waiting, the card's reaction decides: the monster flees, stays
    passive (the hero chooses again, not waiting twice: ruling D-PASSIVE) or attacks."""
    base = playing(2)
    s = _meet(2, SVARTALV, _card(base, SVARTALV, wait=W_FLEES))
    s.apply("await")
    assert s.enc_m == -1 and s.hero == 1
    s = _meet(2, SVARTALV, _card(base, SVARTALV, wait=W_PASSIVE))
    s.apply("await")
    assert s.phase == ENCOUNTER and {a.text() for a in s.legal_actions()} == {"attack", "flee"}
    s = _meet(2, SVARTALV, _card(base, SVARTALV, wait=W_ATTACKS))
    s.apply("await")
    assert s.phase == COMBAT


def test_fleeing_goes_back_where_the_hero_came_from() -> None:
    """Reference 11.2: a clean escape, a blow in the back, or the monster follows into combat;
    the flight leads back to the square the hero came from."""
    base = playing(2)
    s = _meet(2, ORCH, _card(base, ORCH, flee=F_ESCAPE))
    put(s, "b2", "room-nesw", 0)
    stand(s, 0, "b1", "b2", 0)
    s.apply("flee")
    assert s.pos[0] == sq(s, "b2") and s.hero == 1 and s.kp[0] == 17
    s = _meet(2, ORCH, _card(base, ORCH, flee=F_BACKSTAB))
    put(s, "b2", "room-nesw", 0)
    stand(s, 0, "b1", "b2", 0)
    s.rng = Dice((6, 6))
    s.apply("flee")
    assert s.pos[0] == sq(s, "b2") and s.kp[0] == 17 - 5  # orch: T6-1
    s = _meet(2, ORCH, _card(base, ORCH, flee=F_FOLLOWS))
    s.apply("flee")
    assert s.phase == COMBAT and s.enc_seen == [[1, F_FOLLOWS]]


def test_the_flee_reaction_read_out_stays_public_after_the_encounter() -> None:
    """Reference 11.2: the MONSTERKORT's reaction to the flight is read out, so it stays in
    everyone's observation (``fled``) once the card is put away: a stab in the back that costs
    no KP (T6-1 rolling 1) tells apart from a clean escape only by it. A new encounter clears it."""
    base = playing(2)
    for flee, said in ((F_ESCAPE, "escape"), (F_BACKSTAB, "backstab")):
        s = _meet(2, ORCH, _card(base, ORCH, flee=flee))
        put(s, "b2", "room-nesw", 0)
        stand(s, 0, "b1", "b2", 0)
        s.rng = Dice((1, 6))
        s.apply("flee")
        assert s.enc_m == -1 and s.kp[0] == 17
        assert all(s.observation(p)["fled"] == said for p in (0, 1, None))
        s.rng = Dice((1, 15))
        start_encounter(s, 1, ORCH, False)
        assert s.observation(None)["fled"] is None


def test_fleeing_into_the_tower_is_escaping() -> None:
    """Ruling D-FLEE: a flight back into a tower room takes the hero out."""
    s = _meet(2, ORCH, _card(playing(2), ORCH, flee=F_ESCAPE))
    s.apply("flee")
    assert s.status[0] == 1


def test_no_flight_after_a_portcullis_or_secret_door() -> None:
    """Reference 8.2: a hero who came in through a portcullis or a secret door cannot flee."""
    s = _meet(2, ORCH, 0)
    s.hard[0] = True
    assert "flee" not in {a.text() for a in s.legal_actions()}


def test_escaping_during_combat() -> None:
    """Reference 11.4 and ruling D-ESCAPE: right after a round in which he wounded the monster the
    hero may announce an escape, openly; in the next round he deals no damage, and if he is not
    wounded in it he gets away back where he came from."""
    s = _meet(2, BERGSTROLL, _card(playing(2), BERGSTROLL))
    s.apply("attack")
    _round(s, "strike card=A", "C")  # C beats A: he did not wound it, so he may not escape
    assert s.phase == COMBAT and {a.text() for a in s.legal_actions_for(0)} == {"strike card=A", "strike card=B", "strike card=C"}
    s.apply(JointAction({0: Action("strike", card="A"), 1: Action("strike", card="B")}))  # A beats B
    assert s.phase == ESCAPE and s.current_player == 0
    assert [a.text() for a in s.legal_actions()] == ["fight", "escape"]
    s.apply("escape")
    assert s.phase == COMBAT and s.observation(1)["encounter"]["escaping"]
    assert any("tries to escape" in e.text and e.to is None for e in s.events)
    _round(s, "strike card=A", "A")  # a tie: wounded, he stays, and deals no damage
    assert s.phase == COMBAT and s.enc_dmg == 1 and s.kp[0] == 15 and not s.enc_escaping
    _round(s, "strike card=A", "B")
    s.apply("escape")
    _round(s, "strike card=A", "B")  # would have won: no damage dealt, and away into the tower
    assert s.enc_m == -1 and s.status[0] == 1 and s.kp[0] == 15


def test_no_escape_without_a_way_back() -> None:
    """Ruling D-ESCAPE: with no way back (he came in through a portcullis) there is no escape to
    announce; the fight goes on."""
    s = _meet(2, BERGSTROLL, _card(playing(2), BERGSTROLL))
    s.hard[0] = True
    s.apply("attack")
    s.apply(JointAction({0: Action("strike", card="A"), 1: Action("strike", card="B")}))
    assert s.phase == COMBAT and s.enc_dmg == 1


def test_one_hero_plays_the_round_alone_against_chance() -> None:
    """Ruling D-SOLO: with one hero the game plays the monster; its STRIDSKORT is drawn at random
    when the hero has chosen."""
    s = _meet(1, BERGSTROLL, _card(playing(1), BERGSTROLL))
    s.apply("attack")
    assert s.current_player == 0 and [a.text() for a in s.legal_actions()] == ["strike card=A", "strike card=B", "strike card=C"]
    s.rng = Dice((2, 3))  # the monster plays B
    s.apply("strike card=A")
    assert s.enc_dmg == 1 and s.kp[0] == 17


def test_the_crossbow_shoots_before_melee() -> None:
    """Ruling D-CROSSBOW: Bardhor shoots once before the melee (T12 at or above the number, then
    the damage); the shot counts as an attack."""
    s = playing(2, heroes="bardhor,rohan")
    put(s, "b1", "room-nesw", 1)
    stand(s, 0, "b1", "a1", W)
    card = _card(s, ORCH)
    s.rng = Dice((card + 1, 15))
    start_encounter(s, 0, ORCH, False)
    assert "shoot" in {a.text() for a in s.legal_actions()}
    s.rng = Dice((7, 12), (4, 6))  # orch: hit on 7, T6-2
    s.apply("shoot")
    assert s.enc_dmg == 2 and s.phase == COMBAT


def test_the_ring_of_blinding_defeats_a_monster_but_not_an_ambush() -> None:
    """Reference 10.7 and addendum: the Ring of Blinding defeats a monster met on a room card at
    once, once per game; not after an ambush."""
    s = _meet(2, BERGSTROLL, 0, hero=1)
    assert "blind" in {a.text() for a in s.legal_actions()}
    s.apply("blind")
    assert s.enc_m == -1 and s.ring_used[1]
    s = _meet(2, BERGSTROLL, 0, ambush=True, rolls=((1, 12),), hero=1)
    assert "blind" not in {a.text() for a in s.legal_actions()}


def test_the_giant_spider() -> None:
    """Reference 9, proposal: each round T6, 1-3 kills the spider, otherwise the hero loses 1 KP."""
    s = playing(2)
    put(s, "b1", "room-nesw", 1)
    on_top(s, ROOMS, "jattespindel")
    s.rng = Dice((5, 6), (6, 6), (2, 6))
    s.apply("move to=b1")
    assert s.kp[0] == 15 and s.hero == 1


def test_the_monsterkort_is_hidden_from_all_but_the_monster_player() -> None:
    """Information (issue 9): the MONSTERKORT, with the monster's KP and reactions, is seen by the
    monster player only; a determinization for anyone else draws it again among the cards that
    fit what has been read out."""
    base = playing(2)
    card = _card(base, SVARTALV, wait=W_PASSIVE)
    s = _meet(2, SVARTALV, card)
    assert "card" not in s.observation(0)["encounter"] and "card" not in s.observation(None)["encounter"]
    assert s.observation(1)["encounter"]["card"]["kp"] == s.game.content.mon_kp[card][SVARTALV]
    s.apply("await")
    content = s.game.content
    seen = set()
    for seed in range(40):
        d = s.determinize(0, random.Random(seed))
        assert content.mon_wait[d.enc_card][SVARTALV] == W_PASSIVE
        seen.add(d.enc_card)
        assert s.determinize(1, random.Random(seed)).enc_card == card
    assert len(seen) > 1


@pytest.mark.parametrize("status", [2, 1])
def test_a_dead_heros_seat_still_plays_the_monsters(status: int) -> None:
    """Issue 9, reference 11.1 proposal (ruling D-MONSTER-PLAYER): a seat whose hero died or
    escaped keeps playing monsters for the others."""
    s = _meet(2, ORCH, 0)
    s.status[1], s.pos[1] = status, -1
    s.apply("attack")
    assert s.simultaneous_seats() == {0, 1}


def test_the_round_ends_on_the_heros_death() -> None:
    s = _meet(2, BERGSTROLL, _card(playing(2), BERGSTROLL))
    s.kp[0] = 1
    s.apply("attack")
    _round(s, "strike card=B", "A")
    assert s.status[0] == 2 and s.enc_m == -1 and s.phase == TURN and s.hero == 1

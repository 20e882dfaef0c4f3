"""Drakborgen II, Thargrim the Dark (rulebook "The new heroes", Thargrim): each test names the
sentence it pins. Heal, Invoke fear; longsword and shield (STRIDSKORT as a base hero)."""

from __future__ import annotations

from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import BERGSTROLL, ORCH, SKELETT, SVARTALV
from meeple.games.drakborgen.heroes_ii.greedy import choose
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, TURN
from tests.drakborgen.helpers import Dice, put, stand, turn_of
from tests.drakborgen.heroes_ii_helpers import heroes, kinds, rand


def _meeting(m: int, ambush: bool = False, kp: int = 13):
    s = heroes("thargrim", "rohan")
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.kp[0] = kp
    s.rng = Dice((1, 15))  # the MONSTERKORT
    start_encounter(s, 0, m, ambush)
    return s


def test_stats() -> None:
    """"The new heroes", Thargrim: SF 7, VF 4, RF 8, TF 5, KP 13, with STRIDSKORT."""
    s = heroes("thargrim", "rohan")
    assert s.kp[0] == 13 and s.game.content.hero_attrs["thargrim"] == (7, 4, 8, 5)
    assert s.observation(0)["heroes"][0]["special"] == "B"


def test_heal_one_kp_for_a_turn_spent_meditating() -> None:
    """"Heal": he heals 1 KP for every turn he forfeits meditating, and does nothing else that
    turn (the next hero's turn begins)."""
    s = heroes("thargrim", "rohan")
    assert "meditate" not in kinds(s)  # unhurt: nothing to heal
    s.kp[0] = 9
    assert "meditate" in kinds(s)
    pos = s.pos[0]
    s.apply("meditate")
    assert s.kp[0] == 10 and s.pos[0] == pos and s.hero == 1
    s.kp[0] = 13 - 1
    turn_of(s, 0)
    s.apply("meditate")
    assert s.kp[0] == 13


def test_no_meditation_on_a_free_move_nor_in_the_chamber() -> None:
    """"Heal": a meditating turn is a whole turn (not a corridor's free move); not in the
    treasure chamber (ruling D2-HERO-MEDITATE-WHERE)."""
    s = heroes("thargrim", "rohan")
    s.kp[0] = 5
    s.free = True
    assert "meditate" not in kinds(s)
    s.free = False
    stand(s, 0, "g5")  # the treasure chamber
    assert s.in_chamber(0) and "meditate" not in kinds(s)


def test_invoke_fear_success_the_monster_flees() -> None:
    """"Invoke fear", Use: as soon as he attempts it he loses 1 KP of strain; four T6 adding up
    to 12 or more and the monster flees."""
    s = _meeting(ORCH)
    assert "fear" in kinds(s)
    s.rng = Dice((3, 6), (3, 6), (3, 6), (3, 6))
    s.apply("fear")
    assert s.kp[0] == 12 and s.enc_m == -1 and s.hero == 1
    assert any("flees in fear" in e.text for e in s.events)


def test_invoke_fear_failure_counterattack_then_combat() -> None:
    """"Invoke fear", Use: under 12 he fails and loses T6 KP in a counterattack; it counts as an
    attack, so combat follows (ruling D2-HERO-FEAR-ATTACK)."""
    s = _meeting(ORCH)
    s.rng = Dice((2, 6), (3, 6), (3, 6), (3, 6), (5, 6))
    s.apply("fear")
    assert s.kp[0] == 13 - 1 - 5 and s.phase == COMBAT


def test_invoke_fear_svartalv_counterattack_is_t6_minus_3() -> None:
    """"Invoke fear", Use: a svartalv's counterattack is T6-3 (never below 0)."""
    s = _meeting(SVARTALV)
    s.rng = Dice((1, 6), (1, 6), (1, 6), (1, 6), (5, 6))
    s.apply("fear")
    assert s.kp[0] == 13 - 1 - 2
    s = _meeting(SVARTALV)
    s.rng = Dice((1, 6), (1, 6), (1, 6), (1, 6), (2, 6))
    s.apply("fear")
    assert s.kp[0] == 12 and s.phase == COMBAT


def test_invoke_fear_not_against_the_undead() -> None:
    """"Invoke fear": not against odöd (the skeleton) nor djur (no encounter monster is an animal)."""
    assert "fear" not in kinds(_meeting(SKELETT))
    assert "fear" in kinds(_meeting(BERGSTROLL))


def test_invoke_fear_after_an_ambush() -> None:
    """"Invoke fear": it may be used after an överfall (surprise attack)."""
    s = heroes("thargrim", "rohan")
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice((1, 15), (10, 12))  # the MONSTERKORT, the ambush's T12 - TF
    start_encounter(s, 0, ORCH, True)
    assert s.phase == ENCOUNTER and s.kp[0] == 13 - 5
    assert "fear" in kinds(s) and "await" not in kinds(s)


def test_strain_can_kill() -> None:
    """"Invoke fear", Use: the 1 KP of strain comes first: at 1 KP he dies of it."""
    s = _meeting(ORCH, kp=1)
    s.apply("fear")
    assert s.status[0] == 2 and s.enc_m == -1


def test_a_base_hero_has_neither() -> None:
    """Heal and Invoke fear are Thargrim's: Rohan, hurt, in an encounter, has neither."""
    s = heroes("rohan", "thargrim")
    s.kp[0] = 5
    assert "meditate" not in kinds(s)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice((1, 15))
    start_encounter(s, 0, ORCH, False)
    assert "fear" not in kinds(s)


def test_greedy_uses_both() -> None:
    """The greedy agent meditates down to a third of his KP and invokes fear with 4 KP or more."""
    s = heroes("thargrim", "rohan")
    s.kp[0] = 4
    assert choose(s, 0, s.legal_actions(), rand).text() == "meditate"
    s.kp[0] = 10
    assert choose(s, 0, s.legal_actions(), rand) is None
    s = _meeting(ORCH)
    assert choose(s, 0, s.legal_actions(), rand).text() == "fear"

"""Drakborgen II, Dzála Náryn of Zimendell and her oracaz (rulebook "The new heroes", Dzála and
"Oracaz"): each test names the sentence it pins. Spellcaster (light orb), oracaz master
(strength, warn, combat), healing salve; no weapons, no STRIDSKORT."""

from __future__ import annotations

import random

from meeple.core.actions import Action
from meeple.core.table import Table
from meeple.games.drakborgen.board import S, W
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import (
    BERGSTROLL,
    CHESTS,
    DOORS,
    ORCH,
    ROOMS,
    SEARCHES,
    SF,
    SKELETT,
    SVARTALV,
    TRAPS,
    TVA_ORCHER,
    VF,
)
from meeple.games.drakborgen.dice import attr
from meeple.games.drakborgen.floor_tiles import overrumpling
from meeple.games.drakborgen.heroes_ii.dzala import die_for
from meeple.games.drakborgen.heroes_ii.greedy import choose
from meeple.games.drakborgen.phases import ARROW, ENCOUNTER, HISS, TURN
from meeple.games.drakborgen.render import badge, render
from meeple.games.drakborgen.unarmed import monster_die
from tests.drakborgen.helpers import Dice, next_tile, on_top, put, sq, stand, tile_kind, turn_of
from tests.drakborgen.heroes_ii_helpers import heroes, kinds, rand

SALVE_HER, SALVE_ORACAZ = "salve on=her", "salve on=oracaz"


def _dzala(*others: str):
    """Dzála in the NW tower (a1) with the heroes ``others`` (Rohan by default), her turn."""
    return heroes("dzala", *(others or ("rohan",)))


def _m(s) -> dict[str, int]:
    return s.ii.heroes.meters[0]


def _kill_oracaz(s) -> None:
    _m(s)["oracaz"] = 0
    s.cat.unarmed[0] = True


def _meet(m: int, kp: int | None = None, ambush: bool = False, dice: tuple = ()):
    """Dzála on b1 (come from a1) meets monster type ``m`` (its MONSTERKORT giving ``kp`` KP)."""
    s = _dzala()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice(*dice, (1, 15))
    start_encounter(s, 0, m, ambush)
    if kp is not None:
        c = s.game.content
        s.enc_card = next(k for k in range(len(c.mon_kp)) if c.mon_kp[k][m] == kp)
    return s


def _step(s, to: str, tile: str, t10: int, *more: tuple[int, int]):
    """Dzála steps towards the empty space ``to``: ``tile`` is drawn for it, the right-hand
    player's T10 is ``t10``, then the dice ``more``."""
    next_tile(s, tile)
    s.rng = Dice((t10, 10), *more)
    s.apply(f"move to={to}")


# ---- stats, badge -------------------------------------------------------------------------------

def test_stats_and_the_badge_meters() -> None:
    """"The new heroes", Dzála: SF 2, VF 6, RF 3, TF 8, KP 6, no STRIDSKORT; "Oracaz": SF 5,
    VF 9, RF 8, KP 14; its KP are on her badge's own meter, beside the salve's blue marker."""
    s = _dzala()
    assert s.kp[0] == 6 and s.game.content.hero_attrs["dzala"] == (2, 6, 3, 8)
    oracaz = s.game.content.ii_heroes["oracaz"]
    assert (oracaz.SF, oracaz.VF, oracaz.RF, oracaz.KP) == (5, 9, 8, 14)
    hero = s.observation(1)["heroes"][0]
    assert hero["special"] is None and hero["meters"] == {"oracaz": 14, "salve": 1}
    shown = " ".join(" ".join(badge(hero, 1)).split())
    assert "oracaz KP 14, salve ready" in shown  # in words, not "salve 1"
    hero["meters"] = {"oracaz": 0, "salve": 0}
    assert "oracaz dead, salve used" in " ".join(" ".join(badge(hero, 1)).split())


def test_oracaz_master_vf_plus_3_while_it_is_by_her_side() -> None:
    """"Oracaz master": as long as the oracaz is by her side her VF is 3 higher; "Strength":
    every roll against SF uses the oracaz's SF 5 (higher than her 2). Once it is dead, her own."""
    s = _dzala()
    assert attr(s, 0, VF) == 9 and attr(s, 0, SF) == 5
    _kill_oracaz(s)
    assert attr(s, 0, VF) == 6 and attr(s, 0, SF) == 2


# ---- combat -------------------------------------------------------------------------------------

def test_combat_the_oracaz_rolls_by_its_kp_against_the_monsters_die() -> None:
    """"Combat": the oracaz fights in her place, no STRIDSKORT: its die by its KP (7-14 T12, 4-6
    T10, 1-3 T6) against T6 (svartalv, bergstroll), T10 (skelett, orch), T12 (others); the lower
    loses 1 KP, a tie both; rounds until one is defeated."""
    assert [die_for(k) for k in (14, 7, 6, 4, 3, 1)] == [12, 12, 10, 10, 6, 6]
    for m, die in ((SVARTALV, 6), (BERGSTROLL, 6), (SKELETT, 10), (ORCH, 10), (TVA_ORCHER, 12)):
        assert monster_die(_meet(m)) == die, m
    s = _meet(ORCH, kp=3)
    # oracaz 12 v 5: the orch loses 1; 4 v 4: both; 2 v 9: the oracaz; 11 v 3: the orch falls
    s.rng = Dice((12, 12), (5, 10), (4, 12), (4, 10), (2, 12), (9, 10), (11, 12), (3, 10))
    s.apply("attack")
    assert _m(s)["oracaz"] == 12 and s.kp[0] == 6 and s.enc_m == -1
    assert any("the oracaz fights the orch" in e.text.lower() for e in s.events)


def test_combat_the_die_shrinks_with_its_kp_and_without_it_she_is_unarmed() -> None:
    """"Combat": at 4-6 KP a T10, at 1-3 a T6; "Spellcaster", Limitations: once the oracaz is
    dead she fights unarmed (T6 against the monster's die, "Obeväpnad strid")."""
    s = _meet(SVARTALV, kp=2)
    _m(s)["oracaz"] = 1
    # oracaz T6: 1 v 3, it loses its last KP; then she, unarmed: T6 4 v 2, 5 v 1
    s.rng = Dice((1, 6), (3, 6), (4, 6), (2, 6), (5, 6), (1, 6))
    s.apply("attack")
    assert _m(s)["oracaz"] == 0 and s.cat.unarmed[0] and s.enc_m == -1 and s.kp[0] == 6
    assert any("unarmed" in e.text for e in s.events)


def test_combat_only_attack_or_wait_the_oracaz_never_flees() -> None:
    """"Combat", Attack and loss of KP: with the oracaz by her side she may only attack or wait;
    without it she may flee as anyone."""
    s = _meet(ORCH)
    assert kinds(s) == {"attack", "await"}
    _kill_oracaz(s)
    assert "flee" in kinds(s)


def test_overfall_counts_as_a_normal_encounter() -> None:
    """"Combat", Special: the oracaz warns her of an överfall: a normal encounter (no ambush KP,
    she may wait)."""
    s = _meet(ORCH, ambush=True)
    assert s.phase == ENCOUNTER and not s.enc_ambush and s.kp[0] == 6 and "await" in kinds(s)


def test_overfall_after_a_secret_door_strikes_as_usual() -> None:
    """"Warn", Limitations (which "Combat" refers to): just through a secret door, the oracaz
    has no time to warn her: the överfall stands."""
    s = _dzala()
    put(s, "b1", "room-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.secret[0] = sq(s, "b1")
    next_tile(s, "room-ns")
    on_top(s, ROOMS, "overfall-orch")
    s.rng = Dice((1, 15), (12, 12))  # the MONSTERKORT; the ambush's T12 - TF 8
    s.apply("secret to=b2")
    assert s.enc_ambush and s.kp[0] == 6 - 4


def test_overrumpling_the_oracaz_wrestles_with_its_sf() -> None:
    """"Combat", Special: Överrumpling is resolved as normal, with the oracaz's SF (5) instead of
    hers (2): a T10 of 5 succeeds."""
    s = _dzala()
    s.rng = Dice((1, 6), (5, 10))  # a skeleton with 1 KP; the T10 against SF 5
    overrumpling(s, 0)
    assert s.kp[0] == 6 and any("SF 5" in e.text for e in s.events)


def test_the_oracaz_fights_the_giant_spider() -> None:
    """"Combat": the oracaz fights in her place as the monster's instructions say: the giant
    spider's rounds cost the oracaz its KP, not her."""
    s = _dzala()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    kills = s.game.content.spider_kills
    s.rng = Dice((6, 6), (kills, 6))
    from meeple.games.drakborgen.combat import spider
    spider(s, 0)
    assert _m(s)["oracaz"] == 13 and s.kp[0] == 6


# ---- two rolls ----------------------------------------------------------------------------------

def test_two_rolls_for_an_event_each_with_its_own_attributes() -> None:
    """"Oracaz master", Special: she rolls twice for an event or a trap, once for herself and
    once for the oracaz; both suffer it (the crossfire: T12-RF, her RF 3, its RF 8)."""
    s = _dzala()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    on_top(s, SEARCHES, "tusenfoting")  # T12 KP
    s.rng = Dice((5, 12), (11, 12))
    s.apply("search")
    assert s.kp[0] == 6 - 5 and _m(s)["oracaz"] == 14 - 11
    on_top(s, ROOMS, "pilar")  # T12-RF: her RF 3, its 8
    s.kp[0] = 6
    from meeple.games.drakborgen.cards import effect_now
    s.rng = Dice((7, 12), (11, 12))
    effect_now(s, 0, ROOMS, s.game.content.card_id[ROOMS].index("pilar"))
    assert s.kp[0] == 6 - 4 and _m(s)["oracaz"] == 3 - 3 and attr(s, 0, VF) == 6


def test_door_floor_and_chest_traps_only_affect_her() -> None:
    """"Oracaz master", Special: a chest trap (KISTKORT) and a floor trap (the trapdoor) strike
    her alone; a roll against TF is hers alone too."""
    s = _dzala()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    from meeple.games.drakborgen.cards import effect_now
    k = s.game.content.card_id[CHESTS].index("kistfalla-t6")
    s.rng = Dice((6, 6))
    effect_now(s, 0, CHESTS, k)
    assert s.kp[0] == 6 - 3 and _m(s)["oracaz"] == 14
    k = s.game.content.card_id[CHESTS].index("kistfalla-t12")
    s.kp[0] = 6
    s.rng = Dice((12, 12))
    effect_now(s, 0, CHESTS, k)
    assert _m(s)["oracaz"] == 14
    k = s.game.content.card_id[TRAPS].index("fallucka")
    s.kp[0] = 6
    s.rng = Dice((12, 12), (2, 6))  # her VF roll (9) fails, she falls for 2
    effect_now(s, 0, TRAPS, k)
    assert s.kp[0] == 4 and s.pit[0] and _m(s)["oracaz"] == 14


def test_a_door_trap_only_affects_her() -> None:
    """"Oracaz master", Special: a door trap strikes her alone (a door opened with its DÖRRKORT,
    ``move``, not destroyed by the oracaz)."""
    s = _dzala()
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, DOORS, "dorrfalla-t6")
    s.rng = Dice((4, 6))
    s.apply("move to=b1")
    assert s.kp[0] == 6 - 4 and _m(s)["oracaz"] == 14 and s.hero == 1


def test_the_bottomless_well_the_oracaz_rolls_too() -> None:
    """"Oracaz master", Special: two rolls for the bottomless well; the oracaz failing its VF
    falls to its death, she goes on."""
    s = _dzala()
    put(s, "b1", "pit-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    put(s, "c1", "room-nesw")
    on_top(s, ROOMS, "tomt")
    s.rng = Dice((9, 12), (10, 12))  # her VF 9 (with the oracaz): made; its VF 9: 10 fails
    s.apply("move to=c1")
    assert s.pos[0] == sq(s, "c1") and _m(s)["oracaz"] == 0 and attr(s, 0, VF) == 6


def test_the_bridge_the_oracaz_falls_and_she_climbs_down_after_it() -> None:
    """"Oracaz master", Special: two rolls for the bridge; if the oracaz falls into the
    catacombs she climbs down to it (no KP lost: ruling D2-HERO-ORACAZ-TOGETHER)."""
    s = _dzala()
    put(s, "b1", "bro-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    put(s, "c1", "room-nesw")
    s.rng = Dice((9, 10), (10, 10), (4, 6))  # she: 9 on VF 9; it: 10 fails, falls for 4
    s.apply("move to=c1")
    assert s.phase == ARROW and s.kp[0] == 6 and _m(s)["oracaz"] == 10 and s.pos[0] == sq(s, "b1")


def test_she_falls_from_the_bridge_and_the_oracaz_climbs_down_to_her() -> None:
    """"Oracaz master": if she falls into the catacombs, the oracaz climbs down to her, no KP
    lost (they stay together below: its KP, its VF bonus)."""
    s = _dzala()
    put(s, "b1", "bro-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    put(s, "c1", "room-nesw")
    s.rng = Dice((10, 10), (2, 6))
    s.apply("move to=c1")
    assert s.phase == ARROW and s.kp[0] == 4 and _m(s)["oracaz"] == 14 and attr(s, 0, VF) == 9


# ---- strength -----------------------------------------------------------------------------------

def test_strength_the_oracaz_destroys_a_door_on_a_t10_against_its_sf() -> None:
    """"Strength": a door is destroyed by a T10 against the oracaz's SF 5 (``force``, no
    DÖRRKORT drawn: ruling D2-HERO-ORACAZ-FORCE); a 6 or more and the way stays shut."""
    for t10, through in ((5, True), (6, False)):
        s = _dzala()
        put(s, "b2", "room-nesw-doorn", 0)
        stand(s, 0, "b2", "b3", S)
        turn_of(s, 0)
        put(s, "b1", "room-nesw")
        on_top(s, ROOMS, "tomt")
        doors = len(s.decks[DOORS])
        s.rng = Dice((t10, 10))
        assert {"move to=b1", "force to=b1"} <= kinds(s)
        s.apply("force to=b1")
        assert (s.pos[0] == sq(s, "b1")) == through and len(s.decks[DOORS]) == doors
        assert _m(s)["broke"] == 1


def test_strength_a_lowered_portcullis_the_same() -> None:
    """"Strength": a lowered portcullis, a T10 against the oracaz's SF."""
    s = _dzala()
    b = put(s, "b1", "portcullis-nesw")
    s.closed[b] |= 1 << W
    stand(s, 0, "b1", "a1", W)
    s.hard[0] = True
    turn_of(s, 0)
    put(s, "a2", "room-nesw")
    on_top(s, ROOMS, "tomt")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice((3, 10))
    s.apply("force to=a1")
    assert s.status[0] == 1 and any("destroy the portcullis" in e.text for e in s.events)


# ---- the light orb, the salve -------------------------------------------------------------------

def test_light_orb_the_torch_does_not_go_out() -> None:
    """"Light orb": she ignores every "torch goes out"."""
    s = _dzala()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    from meeple.games.drakborgen.cards import effect_now
    effect_now(s, 0, ROOMS, s.game.content.card_id[ROOMS].index("facklan"))
    assert not s.torch[0] and _m(s)["orb"] == 1


def test_light_orb_a_dark_room_has_no_effect() -> None:
    """"Light orb": she ignores the effects of a dark room: she picks her way out as from any
    room (no groping)."""
    s = _dzala()
    put(s, "b1", "dark-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    assert "grope" not in kinds(s) and {"move to=c1", "move to=b2", "move to=a1"} <= kinds(s)


def test_healing_salve_her_kp_in_full_once_a_turn_of_its_own() -> None:
    """"Healing salve": her KP in full (or 3 KP to the oracaz, her choice); the blue marker goes
    and the turn is spent; once a game."""
    s = _dzala()
    turn_of(s, 0)
    assert SALVE_HER not in kinds(s)  # not hurt
    s.kp[0] = 1
    _m(s)["oracaz"] = 5
    assert {SALVE_HER, SALVE_ORACAZ} <= kinds(s)
    s.apply(SALVE_HER)
    assert s.kp[0] == 6 and _m(s)["salve"] == 0 and s.hero == 1
    turn_of(s, 0)
    s.kp[0] = 1
    assert not {SALVE_HER, SALVE_ORACAZ} & kinds(s)


def test_healing_salve_three_kp_to_the_oracaz() -> None:
    """"Healing salve": 3 KP to the oracaz, never above its 14; not for a dead oracaz, not on a
    free move."""
    s = _dzala()
    turn_of(s, 0)
    _m(s)["oracaz"] = 12
    s.apply(SALVE_ORACAZ)
    assert _m(s)["oracaz"] == 14 and s.hero == 1
    s = _dzala()
    turn_of(s, 0)
    _kill_oracaz(s)
    assert SALVE_ORACAZ not in kinds(s)
    s.kp[0] = 3
    s.free = True
    assert SALVE_HER not in kinds(s)


# ---- warn ---------------------------------------------------------------------------------------

def test_warn_it_hisses_at_a_trap_room_a_well_or_a_rotating_room() -> None:
    """"Warn": stepping to an empty space she stops in the passage, the tile is laid face down;
    the oracaz hisses for a trap room, a bottomless well or a rotating room, is silent otherwise."""
    for tile, hisses in (("trap-nesw", True), ("pit-nesw", True), ("rotating-s", True), ("room-nesw", False),
                         ("corridor-nesw", False)):
        s = _dzala()
        _step(s, "b1", tile, 5)
        assert s.phase == HISS and s.pos[0] == sq(s, "a1") and s.ttype[sq(s, "b1")] < 0
        assert any(("hisses fiercely" if hisses else "stays silent") in e.text for e in s.events), tile
        assert kinds(s) == {"enter", "heed"}


def test_warn_a_t10_of_1_turns_it_round() -> None:
    """"Warn": the right-hand player first rolls a T10; on a 1 the oracaz hisses when it is safe
    and is silent near danger."""
    s = _dzala()
    _step(s, "b1", "trap-nesw", 1)
    assert any("stays silent" in e.text for e in s.events)
    s = _dzala()
    _step(s, "b1", "room-nesw", 1)
    assert any("hisses fiercely" in e.text for e in s.events)


def test_warn_entering_turns_the_tile_up_as_a_new_tile() -> None:
    """"Warn": if she moves onto the space she reveals it and moves as normal (a trap room's
    FÄLLKORT, a RUMSKORT)."""
    s = _dzala()
    _step(s, "b1", "room-nesw", 5)
    on_top(s, ROOMS, "tomt")
    s.apply("enter")
    assert s.pos[0] == sq(s, "b1") and s.tile[sq(s, "b1")] == tile_kind(s, "room-nesw") and s.hero == 1
    assert any("RUMSKORT Tomt" in e.text for e in s.events)


def test_warn_heeding_another_passage_then_the_turn_is_over_tiles_remain() -> None:
    """"Warn": not moving onto it, she may try another passage, with the same procedure; heeding
    that one too ends her turn. The tiles stay (face down)."""
    s = _dzala()
    _step(s, "b1", "trap-nesw", 5)
    s.apply("heed")
    assert s.phase == TURN and s.hero == 0 and kinds(s) == {"move to=a2", "stop"}
    _step(s, "a2", "pit-nesw", 5)
    s.apply("heed")
    assert s.hero == 1 and s.pos[0] == sq(s, "a1")
    tiles = {h["square"]: h for h in s.observation(1)["heroes"][0]["face_down"]}
    assert set(tiles) == {"b1", "a2"} and tiles["b1"]["hissed"] and tiles["b1"]["tile"] == "trap"


def test_warn_a_face_down_tile_is_turned_up_by_whoever_enters() -> None:
    """"Warn": "let all room tiles remain": the face-down tile is the one anyone entering that
    space finds (ruling D2-HERO-WARN-TILES), with no second warning for her."""
    s = _dzala()
    _step(s, "b1", "room-nesw", 5)
    s.apply("heed")
    s.apply("stop")
    s.round += 1
    turn_of(s, 0)
    on_top(s, ROOMS, "tomt")
    next_tile(s, "trap-nesw")  # the bag's top is not what lies there
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b1") and s.tile[sq(s, "b1")] == tile_kind(s, "room-nesw")
    assert "fd@" not in "".join(_m(s))


def test_warn_special_a_trap_is_ignored_on_an_even_t12() -> None:
    """"Warn", Special: a trap she triggers anyway (a trap room's FÄLLKORT): T12, even, the
    oracaz reacts and she ignores it; odd, it strikes."""
    for t12, hurt in ((4, False), (5, True)):
        s = _dzala()
        _step(s, "b1", "trap-nesw", 1)  # wrong: silent
        on_top(s, TRAPS, "pilar")
        s.rng = Dice((t12, 12), (12, 12), (12, 12))
        s.apply("enter")
        assert (s.kp[0] < 6) == hurt, t12


def test_warn_limitations_no_warning_through_a_secret_door() -> None:
    """"Warn", Limitations: through a secret door the oracaz has no time to warn her (no face-down
    tile) and the trap triggers as normal (no T12)."""
    s = _dzala()
    put(s, "b1", "room-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.secret[0] = sq(s, "b1")
    next_tile(s, "trap-nesw")
    on_top(s, TRAPS, "pilar")
    s.rng = Dice((12, 12))
    s.apply("secret to=b2")
    assert s.status[0] == 2 and not any("oracaz reacts" in e.text or "face down" in e.text for e in s.events)


def test_warn_the_face_down_tile_is_seen_by_the_right_hand_player_only() -> None:
    """"Warn": the player on her right draws the tile and looks at it; nobody else: her view, the
    others' views, their screens and events hold only the hiss, and a determinization for any
    other seat draws the tile again (hidden information, ruling D2-HERO-WARN-SECRET)."""
    s = _dzala("rohan", "sigeir")
    right = s.monster_seat(0)
    assert right == 2
    _step(s, "b1", "trap-nesw", 5)
    s.rng = random.Random(0)
    for seat in (0, 1, 2):
        hero = s.observation(seat)["heroes"][0]
        (fd,) = hero["face_down"]
        assert fd["square"] == "b1" and fd["hissed"]
        assert ("tile" in fd) == (seat == right)
        seen = " ".join(s.events_for(seat))
        assert ("You draw trap" in seen) == (seat == right), seat
        screen = " ".join(render(Table(s.game, state=s).view(seat)).split())
        assert "face down b1: hissed" in screen and ("face down b1: hissed (trap)" in screen) == (seat == right)
    drawn = set()
    for seed in range(40):
        c = s.determinize(0, random.Random(seed))
        drawn.add(c.ii.heroes.meters[0]["fd@" + str(sq(s, "b1"))] // 2)
        assert sorted(c.bag + [k // 2 for key, k in c.ii.heroes.meters[0].items() if key.startswith("fd@")]) == \
            sorted(s.bag + [tile_kind(s, "trap-nesw")])
    assert len(drawn) > 1
    keep = s.determinize(right, random.Random(1))
    assert keep.ii.heroes.meters[0]["fd@" + str(sq(s, "b1"))] // 2 == tile_kind(s, "trap-nesw")


def test_warn_the_screen_says_what_she_decides() -> None:
    """The screen's "Now:" line in the warning says what she decides (not the phase's name)."""
    s = _dzala()
    _step(s, "b1", "trap-nesw", 5)
    s.rng = random.Random(0)
    screen = " ".join(render(Table(s.game, state=s).view(0)).split())
    assert "Now: P1 Dzala stands in the passage before a face-down tile: step onto it, or heed the oracaz" in screen
    # each choice fits a line of an 80-column terminal ("2. " and the description), so the
    # second heed's end of the turn is not cut off
    assert all(len(s.game.describe_action(a, s.observation(0))) <= 76 for a in s.legal_actions())
    assert "a second heed ends the turn" in s.game.describe_action(Action("heed"), s.observation(0))
    for a in ("force to=m10", "salve on=her", "salve on=oracaz"):  # her other choices too
        assert len(s.game.describe_action(Action.parse(a), s.observation(0))) <= 76, a


def test_warn_the_determinization_weighs_the_hiss() -> None:
    """Ruling D2-HERO-WARN-SECRET: another seat's determinization draws the face-down tile with
    the odds the hiss gives it (the oracaz right nine times in ten, the bag's mix)."""
    from meeple.games.drakborgen.heroes_ii.dzala_warn import DANGER
    rates = {}
    for tile in ("trap-nesw", "room-nesw"):
        s = _dzala()
        _step(s, "b1", tile, 5)
        types = s.game.content.tile_type
        n = sum(types[s.determinize(0, random.Random(i)).ii.heroes.meters[0][f"fd@{sq(s, 'b1')}"] // 2] in DANGER
                for i in range(200))
        rates[tile] = n / 200
    bag = [s.game.content.tile_type[k] in DANGER for k in s.bag]
    p = sum(bag) / len(bag)  # the bag's share of dangerous tiles
    hissed = 0.9 * p / (0.9 * p + 0.1 * (1 - p))
    silent = 0.1 * p / (0.1 * p + 0.9 * (1 - p))
    assert abs(rates["trap-nesw"] - hissed) < 0.1 and abs(rates["room-nesw"] - silent) < 0.05, (rates, hissed, silent)


# ---- the greedy ---------------------------------------------------------------------------------

def test_greedy_heeds_a_hiss_enters_on_silence_and_uses_the_salve() -> None:
    """The greedy uses every ability: it heeds a hiss, enters on silence, salves her when down to
    a third (else the oracaz when down to half)."""
    s = _dzala()
    _step(s, "b1", "trap-nesw", 5)
    assert choose(s, 0, s.legal_actions(), rand) == Action("heed")
    s = _dzala()
    _step(s, "b1", "room-nesw", 5)
    assert choose(s, 0, s.legal_actions(), rand) == Action("enter")
    s = _dzala()
    turn_of(s, 0)
    s.kp[0] = 2
    assert choose(s, 0, s.legal_actions(), rand) == Action("salve", on="her")
    s.kp[0] = 6
    _m(s)["oracaz"] = 7
    assert choose(s, 0, s.legal_actions(), rand) == Action("salve", on="oracaz")


def test_teleported_together() -> None:
    """"Oracaz master": if she is teleported, the oracaz is teleported too (it stays by her
    side: its KP, her VF + 3; they are one figure, ruling D2-HERO-ORACAZ-TOGETHER)."""
    from meeple.games.drakborgen.expansion import T_DICE
    from meeple.games.drakborgen.teleport import teleport
    s = _dzala()
    put(s, "c3", "room-nesw")
    stand(s, 0, "c3")
    turn_of(s, 0)
    e3 = put(s, "e3", "room-nesw", 3)
    on_top(s, ROOMS, "tomt")
    _m(s)["oracaz"] = 9
    s.rng = Dice((4, 12), (2, 6))  # east, two squares
    teleport(s, 0, T_DICE)
    assert s.pos[0] == e3 and _m(s)["oracaz"] == 9 and attr(s, 0, VF) == 9


def test_warn_teleported_onto_a_face_down_tile_finds_it() -> None:
    """"Warn", tiles remain (ruling D2-HERO-WARN-TILES): a teleport onto a face-down tile's
    square turns up that tile, not one from the bag."""
    from meeple.games.drakborgen.heroes_ii.dzala_warn import tile_for
    s = _dzala()
    _step(s, "b1", "pit-nesw", 5)
    s.apply("heed")
    next_tile(s, "room-nesw")
    assert tile_for(s, sq(s, "b1")) == tile_kind(s, "pit-nesw")
    assert tile_for(s, sq(s, "b1")) == tile_kind(s, "room-nesw")  # taken: the bag's next

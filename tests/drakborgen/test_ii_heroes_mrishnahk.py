"""Drakborgen II, Mrishnahk the Magician (rulebook "The new heroes", Mrishnahk): each test names
the sentence it pins. Spellcaster, Principled; invisibility, walk through walls, stop time,
fireball, scare monster; healing herbs; no STRIDSKORT (unarmed)."""

from __future__ import annotations

from collections import Counter

import random
import re

import meeple
from meeple.agents.specs import make_agent
from meeple.core.actions import Action
from meeple.core.table import Table
from meeple.games.drakborgen.board import E, W
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import BERGSTROLL, DOORS, ORCH, ROOMS, SVARTALV, TRAPS
from meeple.games.drakborgen.cards import draw_and_resolve
from meeple.games.drakborgen.floor_tiles import overrumpling
from meeple.games.drakborgen.heroes_ii import PLAYABLE, PRINCIPLED, UNARMED
from meeple.games.drakborgen.heroes_ii.greedy import choose, refine
from meeple.games.drakborgen.heroes_ii.mrishnahk import SPELLS
from meeple.games.drakborgen.heroes_ii.state import public
from meeple.games.drakborgen.phases import CAUGHT, SPIDER, TURN
from meeple.games.drakborgen.treasure import legal_dragon
from tests.drakborgen.helpers import Dice, on_top, play_to_end, put, sq, stand, turn_of
from tests.drakborgen.heroes_ii_helpers import heroes, kinds, rand

HERO = "mrishnahk"


def _m(s):
    return s.ii.heroes.meters[0]


def _room(tile: str = "room-nesw", rot: int = 0):
    """Mrishnahk in b1 (come from the NW tower a1), his turn on."""
    s = heroes(HERO, "rohan")
    put(s, "b1", tile, rot)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    return s


def _meeting(m: int, ambush: bool = False, card: int = 1, kp: int = 14):
    """Mrishnahk in b1 meets monster type ``m``; the MONSTERKORT is card ``card`` (1-15)."""
    s = _room()
    s.kp[0] = kp
    s.rng = Dice((card, 15), *([(1, 12)] if ambush else []))  # the card; an överfall's T12 (1: 1 - TF = 0 KP)
    start_encounter(s, 0, m, ambush)
    return s


def _text(s) -> str:
    return " ".join(e.text for e in s.events)


# ---- the hero --------------------------------------------------------------------------------

def test_stats_badge_and_choosable() -> None:
    """"The new heroes", Mrishnahk: SF 1, VF 4, RF 3, TF 6, KP 14; choosable with the expansion;
    his badge shows the spell in use (invisible, time stopped) and the two blue markers (walk
    through walls, healing herbs)."""
    assert HERO in PLAYABLE
    s = heroes(HERO, "rohan")
    assert s.kp[0] == 14 and s.game.content.hero_attrs[HERO] == (1, 4, 3, 6)
    assert public(_m(s), HERO) == {"invisible": 0, "time": 0, "walls": 1, "herbs": 1}
    assert s.observation(1)["heroes"][0]["meters"] == {"invisible": 0, "time": 0, "walls": 1, "herbs": 1}


def test_no_weapons_no_stridskort_he_fights_unarmed() -> None:
    """"Spellcaster", Limitations: no weapons and no STRIDSKORT; in combat he fights unarmed
    ("Obeväpnad strid": his T6 against the monster's die)."""
    assert HERO in UNARMED
    s = _meeting(ORCH, card=5)  # an orch with 4 KP
    assert s.cat.unarmed[0] and not s.cat.unarmed[1]
    s.rng = Dice(*[(6, 6), (1, 10)] * 4)
    s.apply("attack")
    assert "fights the Orch unarmed: T6 against the monster's T10" in _text(s)
    assert s.enc_m == -1 and s.hero == 1


def test_overrumpling_t6_at_once_then_a_spell_or_wrestling() -> None:
    """"Spellcaster", Limitations: caught off guard (överrumpling), he rolls T6 for loss of KP at
    once (no combat training); then the skeleton (T6 KP) and his choice: wrestle, or the spells
    the rulebook allows there (fireball, scare monster; ruling D2-HERO-MRISHNAHK-CAUGHT)."""
    s = _room()
    s.rng = Dice((3, 6), (2, 6))  # T6 injury 3; the skeleton's 2 KP
    overrumpling(s, 0)
    assert s.kp[0] == 11 and s.phase == CAUGHT and s.hero == 0
    assert kinds(s) == {"wrestle", "scare", "fireball"}
    s.rng = Dice((1, 10), (1, 10))  # two T10 against SF 1: both succeed
    s.apply("wrestle")
    assert "The skeleton falls apart" in _text(s) and s.hero == 1 and s.kp[0] == 11


def test_overrumpling_the_screen_says_what_he_decides() -> None:
    """Caught off guard, the screen's "Now:" line says what he decides (not the phase's name)."""
    s = _room()
    s.rng = Dice((3, 6), (2, 6))
    overrumpling(s, 0)
    s.rng = random.Random(0)
    screen = " ".join(Table(s.game, state=s).view(0).render().split())
    assert "is caught off guard by a skeleton: wrestle it, or a spell" in screen, screen


def test_the_spells_choices_fit_an_80_column_line() -> None:
    """Each spell's choice ("N. " and its description) fits a line of an 80-column terminal, so
    the screen does not cut off its cost (the choices are one line each)."""
    s = _room()
    for kind in ("vanish", "unseen", "appear", "walls", "stoptime", "fireball", "scare", "wrestle"):
        assert len(s.game.describe_action(Action(kind), s.observation(0))) <= 76, kind
    for a in ("walk dir=N", "blast dir=N", "herbs heal=sure", "herbs heal=luck"):
        assert len(s.game.describe_action(Action.parse(a), s.observation(0))) <= 76, a


def test_principled_no_ring_and_no_magic_items() -> None:
    """"Principled": no MAGISK RING at the start; the magic items he finds are ignored."""
    assert HERO in PRINCIPLED
    s = _room()  # heroes() checks that he skipped the ring
    assert s.ring[0] == -1
    on_top(s, ROOMS, "amulett")
    draw_and_resolve(s, 0, ROOMS)
    assert "principled" in _text(s) and s.ii.amulet[0] == -1 and s.ii.pending == -1


# ---- spellcaster: one spell at a time, any number per turn ---------------------------------

def test_one_spell_at_a_time_any_number_per_turn() -> None:
    """"Spellcaster": he uses one spell at a time (the green marker), but as many as he likes in
    a turn: stopping time and then becoming invisible in one turn ends the stopped time."""
    s = _room()
    s.rng = Dice()
    s.apply("stoptime")
    assert _m(s)["time"] == 1 and s.kp[0] == 13
    s.apply("vanish")
    assert _m(s)["time"] == 0 and _m(s)["invisible"] == 1 and s.kp[0] == 11
    assert "time runs again" in _text(s) and s.phase == TURN and s.hero == 0


# ---- invisibility ----------------------------------------------------------------------------

def test_invisibility_2_kp_then_1_kp_each_turn_declared_openly() -> None:
    """"Invisibility", Use: 2 KP at once; invisible several turns in a row, 1 KP more at the
    start of each; declared openly (an event all see). At the start of a turn he may appear."""
    s = _room()
    s.apply("vanish")
    assert s.kp[0] == 12 and _m(s)["invisible"] == 1 and s.phase == TURN
    assert any("becomes invisible" in e.text and e.to is None for e in s.events)
    turn_of(s, 0)
    from meeple.games.drakborgen.heroes_ii.hooks import turn_begins
    turn_begins(s, 0)
    assert kinds(s) == {"unseen", "appear"}
    s.apply("unseen")
    assert s.kp[0] == 11 and _m(s)["invisible"] == 1 and "move to=c1" in kinds(s)
    turn_of(s, 0)
    turn_begins(s, 0)
    s.apply("appear")
    assert s.kp[0] == 11 and _m(s)["invisible"] == 0 and "vanish" in kinds(s)


def test_invisible_ignores_a_monster() -> None:
    """"Invisibility": he becomes invisible to ignore a monster (even one immune to magic):
    the encounter is over; invisible already, ignoring it costs nothing more."""
    s = _meeting(ORCH)
    assert "vanish" in kinds(s)
    s.apply("vanish")
    assert s.kp[0] == 12 and s.enc_m == -1 and s.hero == 1 and "slips past the Orch" in _text(s)
    s = _meeting(SVARTALV)
    _m(s)["invisible"] = 1
    s.apply("vanish")
    assert s.kp[0] == 14 and s.enc_m == -1


def test_invisible_ignores_overfall_and_overrumpling() -> None:
    """"Invisibility": while invisible he may ignore all överfall and överrumpling."""
    s = _room()
    _m(s)["invisible"] = 1
    s.rng = Dice((1, 15))
    start_encounter(s, 0, ORCH, True)
    assert not s.enc_ambush and s.kp[0] == 14 and "finds no one" in _text(s)
    s = _room()
    _m(s)["invisible"] = 1
    s.rng = Dice()
    overrumpling(s, 0)
    assert s.kp[0] == 14 and s.hero == 1 and "he is invisible" in _text(s)


def test_events_and_traps_affect_the_invisible() -> None:
    """"Invisibility", Limitations: all events and traps affect him as normal."""
    s = _room()
    _m(s)["invisible"] = 1
    on_top(s, TRAPS, "pilar")
    s.rng = Dice((6, 6), (6, 12), (6, 12), (6, 12))
    draw_and_resolve(s, 0, TRAPS)
    assert s.kp[0] < 14


def test_overfall_while_visible_strikes_then_he_may_vanish() -> None:
    """"Invisibility", Limitations: an överfall triggered while visible strikes (he may not
    become invisible to avoid it), but after it he may become invisible (or use other spells)
    to avoid combat."""
    s = _room()
    s.rng = Dice((1, 15), (12, 12))  # the card; the överfall's T12 - TF 6 = 6 KP
    start_encounter(s, 0, ORCH, True)
    assert s.enc_ambush and s.kp[0] == 8
    assert {"vanish", "fireball", "scare"} <= kinds(s)
    s.apply("vanish")
    assert s.enc_m == -1 and s.kp[0] == 6


def test_another_spell_makes_him_visible() -> None:
    """"Invisibility", Limitations: another spell used while invisible makes him visible."""
    s = _meeting(ORCH, card=1)
    _m(s)["invisible"] = 1
    s.rng = Dice((10, 10))  # scare: T10 10 > the orch's 4 KP
    s.apply("scare")
    assert _m(s)["invisible"] == 0 and "visible again" in _text(s)


# ---- walk through walls ----------------------------------------------------------------------

def test_walk_through_walls_at_the_start_of_his_turn_blue_marker() -> None:
    """"Walk through walls", Use: at the beginning of his turn he removes the blue marker; this
    turn he may move to an adjacent space regardless of walls or obstacles (a printed door: no
    DÖRRKORT)."""
    s = heroes(HERO, "rohan")  # a1, the NW tower: open east and south
    put(s, "b1", "room-nesw-doorn", 3)  # its door on the west side, towards a1
    assert "walls" in kinds(s)
    s.free = True
    assert "walls" not in kinds(s)  # not on a corridor's free move
    s.free = False
    s.apply("walls")
    assert _m(s)["walls"] == 0
    assert kinds(s) >= {"walk dir=N", "walk dir=E", "walk dir=S", "walk dir=W"}
    assert not any(a.kind == "move" for a in s.legal_actions())
    doors = list(s.decks[DOORS])
    on_top(s, ROOMS, "tomt")
    s.apply("walk dir=E")
    assert s.pos[0] == sq(s, "b1") and s.decks[DOORS] == doors and s.hard[0]


def test_walk_through_the_outer_wall_escapes() -> None:
    """"Walk through walls", Use: through the outer wall, out of Drakborgen (never the other
    way: no walk leads in from outside)."""
    s = _room()
    s.apply("walls")
    s.apply("walk dir=N")
    assert s.status[0] == 1 and 0 in s.escapes


def test_walk_through_walls_once_a_game_and_6_kp() -> None:
    """"Walk through walls", Limitations: once per game (the blue marker gone, never again);
    at least 6 KP."""
    s = _room()
    s.kp[0] = 5
    assert "walls" not in kinds(s)
    s.kp[0] = 6
    assert "walls" in kinds(s)
    _m(s)["walls"] = 0
    assert "walls" not in kinds(s)


# ---- stop time -------------------------------------------------------------------------------

def test_stop_time_several_turns_in_a_row_the_sundial_still() -> None:
    """"Stop time": at the beginning of his turn, 1 KP for the turn time is stopped; when that
    turn is over he takes another at once and the sun does not move; "Limitations": the spell
    ends with a normal turn, after which play goes on."""
    s = _room()
    rnd, idx = s.round, s.turn_index
    s.free = True
    assert "stoptime" not in kinds(s)  # only at the beginning of his turn
    s.free = False
    s.apply("stoptime")
    assert s.kp[0] == 13 and _m(s)["time"] == 1
    put(s, "c1", "room-nesw")
    on_top(s, ROOMS, "tomt", "tomt")
    s.apply("move to=c1")
    assert s.hero == 0 and s.phase == TURN and (s.round, s.turn_index) == (rnd, idx)
    assert "takes another turn" in _text(s) and _m(s)["time"] == 0
    s.apply("move to=b1")  # the normal turn that ends the spell
    assert s.hero == 1


def test_stopped_time_rotating_rooms_still_and_no_free_move() -> None:
    """"Stop time", Use: while time is stopped a rotating room does not move, and a corridor
    gives no free move."""
    s = _room()
    s.apply("stoptime")
    put(s, "c1", "rotating-s", 1)  # open to the west, towards b1
    rot = s.rot[sq(s, "c1")]
    s.apply("move to=c1")
    assert s.rot[sq(s, "c1")] == rot and s.hero == 0  # not turned; his next turn at once
    s = _room()
    s.apply("stoptime")
    put(s, "c1", "corridor-nesw")
    s.apply("move to=c1")
    assert not s.free and s.hero == 0 and _m(s)["time"] == 0  # the next turn, not a free move


def test_stopped_time_rumskort_dangers_ignored_finds_kept() -> None:
    """"Stop time", Use: he draws RUMSKORT as normal but ignores monsters, events, spells and
    traps (ruling D2-HERO-MRISHNAHK-TIME: items, valuables, bodies and chests stay)."""
    for card in ("orch", "overfall-orch", "jattespindel", "pilar", "forbannelse", "overrumpling", "portal"):
        s = _room()
        s.apply("stoptime")
        put(s, "c1", "room-nesw")
        on_top(s, ROOMS, card)
        s.apply("move to=c1")
        assert s.enc_m == -1 and s.kp[0] == 13 and s.skip[0] == 0 and s.pos[0] == sq(s, "c1"), card
        assert "it does not touch him" in _text(s)
    s = _room()
    s.apply("stoptime")
    put(s, "c1", "room-nesw")
    on_top(s, ROOMS, "armband")
    s.apply("move to=c1")
    assert len(s.items[0]) == 1


def test_stopped_time_dark_rooms_as_normal() -> None:
    """"Stop time", Use: a Mörkerrum works as normal (his next turn there he gropes)."""
    s = _room()
    s.apply("stoptime")
    put(s, "c1", "dark-nesw")
    s.apply("move to=c1")
    assert s.hero == 0 and "grope" in kinds(s) and not any(a.kind == "move" for a in s.legal_actions())


def test_another_spell_starts_time_again() -> None:
    """"Stop time", Limitations: another spell used while time is stopped starts it again: this
    turn is then the normal one."""
    s = _room()
    s.apply("stoptime")
    s.apply("vanish")
    put(s, "c1", "room-nesw")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=c1")
    assert s.hero == 1


# ---- fireball --------------------------------------------------------------------------------

def test_fireball_defeats_a_monster_the_turn_is_over_he_rests() -> None:
    """"Fireball", Use: a monster is defeated at once, before combat; Limitations: his turn is
    over and he forfeits his next turn."""
    s = _meeting(ORCH)
    s.apply("fireball")
    assert s.enc_m == -1 and s.hero == 1 and s.skip[0] == 1 and s.kp[0] == 14
    assert "disintegrated" in _text(s)


def test_fireball_after_overfall_and_in_overrumpling_with_the_t6() -> None:
    """"Fireball": also after an överfall, or during an överrumpling (the T6 for loss of KP is
    still rolled)."""
    s = _room()
    s.rng = Dice((1, 15), (12, 12))
    start_encounter(s, 0, ORCH, True)
    s.apply("fireball")
    assert s.enc_m == -1 and s.skip[0] == 1
    s = _room()
    s.rng = Dice((4, 6), (6, 6))
    overrumpling(s, 0)
    s.apply("fireball")
    assert s.kp[0] == 10 and s.hero == 1 and s.skip[0] == 1 and "skeleton is disintegrated" in _text(s)


def test_fireball_at_the_giant_spider() -> None:
    """"Fireball": any monster that is not immune to magic, the giant spider too; "Scare
    monster" does not work on an animal (the spider); invisibility lets him pass it."""
    s = _room()
    on_top(s, ROOMS, "jattespindel")
    draw_and_resolve(s, 0, ROOMS)
    assert s.phase == SPIDER and kinds(s) == {"vanish", "fireball", "melee"}
    s.apply("fireball")
    assert s.hero == 1 and s.skip[0] == 1


def test_fireball_removes_an_obstacle_for_free_passage() -> None:
    """"Fireball", Use: it removes an obstacle: a portcullis that is down burns away for good
    and he passes (ruling D2-HERO-MRISHNAHK-OBSTACLE); then his turn is over and he rests."""
    s = _room()
    c1 = put(s, "c1", "room-nesw")
    s.closed[c1] |= 1 << W  # a portcullis down on c1's west side
    assert "blast dir=E" in kinds(s) and "blast dir=S" not in kinds(s)
    on_top(s, ROOMS, "tomt")
    s.apply("blast dir=E")
    assert s.pos[0] == c1 and not s.closed[c1] >> W & 1 and s.skip[0] == 1 and s.hero == 1


def test_fireball_through_a_web_and_no_free_move_after() -> None:
    """"Fireball": a web is an obstacle (no SF roll to tear through); "As soon as you have used
    a fireball, your turn is over": a corridor beyond gives no free move."""
    s = _room("web-nsw")  # b1: a web open N S W; he came in from the west
    put(s, "b2", "corridor-nesw")
    assert "blast dir=S" in kinds(s) and "blast dir=W" in kinds(s)
    s.apply("blast dir=S")
    assert s.pos[0] == sq(s, "b2") and s.free and kinds(s) == {"stop"}
    s.apply("stop")
    assert s.hero == 1 and s.skip[0] == 1


def test_fireball_no_effect_on_the_dragon() -> None:
    """"Fireball", Limitations: no effect on the dragon: fleeing it, only the ways out."""
    s = heroes(HERO, "rohan")
    stand(s, 0, "g5")
    s.fleer = 0
    assert all(a.kind == "flight" for a in legal_dragon(s))


# ---- scare monster ---------------------------------------------------------------------------

def test_scare_1_kp_the_monsterkort_says_it_flees() -> None:
    """"Scare monster", Use: 1 KP of strain; it counts as an attack: the MONSTERKORT is read,
    and a monster that flees (its reaction to waiting, ruling D2-HERO-MRISHNAHK-SCARE) flees."""
    s = _meeting(SVARTALV, card=1)  # card 1: a svartalv flees
    s.apply("scare")
    assert s.kp[0] == 13 and s.enc_m == -1 and s.hero == 1 and "flees" in _text(s)


def test_scare_t10_higher_than_its_kp_else_combat() -> None:
    """"Scare monster", Use: if the monster does not flee, T10: higher than its KP, it flees
    anyway; otherwise it stays for combat (unarmed)."""
    s = _meeting(BERGSTROLL, card=5)  # card 5: it attacks; a bergstroll with 6 KP
    s.rng = Dice((7, 10))
    s.apply("scare")
    assert s.enc_m == -1 and s.hero == 1 and s.kp[0] == 13
    s = _meeting(BERGSTROLL, card=5)
    s.rng = Dice((6, 10), *[(6, 6), (1, 6)] * 6)
    s.apply("scare")
    assert "not more than its 6 KP" in _text(s) and "unarmed" in _text(s)
    assert s.enc_m == -1 and s.kp[0] == 13


def test_scare_not_twice_and_also_after_overfall_and_caught() -> None:
    """"Scare monster": also after an överfall or when caught off guard (the T6 still rolled);
    in an encounter once (it counts as an attack: combat follows a failure)."""
    s = _room()
    s.rng = Dice((5, 15), (1, 12))
    start_encounter(s, 0, ORCH, True)
    assert "scare" in kinds(s)
    s = _room()
    s.rng = Dice((2, 6), (3, 6), (4, 10))  # T6 2; a skeleton with 3 KP; scare's T10 4 > 3
    overrumpling(s, 0)
    s.apply("scare")
    assert s.kp[0] == 14 - 2 - 1 and s.hero == 1 and "the skeleton flees" in _text(s)


# ---- healing herbs ---------------------------------------------------------------------------

def test_healing_herbs_3_kp_or_t6_once_and_he_loses_his_next_turn() -> None:
    """"Healing herbs", Use: remove the blue marker and forfeit the next turn; heal 3 KP, or try
    his luck with T6 KP (his choice); Limitations: once per game."""
    s = _room()
    assert not any(a.kind == "herbs" for a in s.legal_actions())  # unhurt
    s.kp[0] = 5
    assert {"herbs heal=sure", "herbs heal=luck"} <= kinds(s)
    s.apply("herbs heal=sure")
    assert s.kp[0] == 8 and s.skip[0] == 1 and _m(s)["herbs"] == 0 and s.phase == TURN and s.hero == 0
    assert not any(a.kind == "herbs" for a in s.legal_actions())
    s = _room()
    s.kp[0] = 5
    s.rng = Dice((5, 6))
    s.apply("herbs heal=luck")
    assert s.kp[0] == 10


def test_healing_herbs_anywhere_but_the_treasure_chamber() -> None:
    """"Healing herbs", Use: anywhere (in the catacombs too), except in the Treasure chamber."""
    s = heroes(HERO, "rohan")
    stand(s, 0, "g5")
    s.kp[0] = 5
    assert s.in_chamber(0) and not any(a.kind == "herbs" for a in s.legal_actions())
    s = _room()
    s.kp[0] = 5
    s.cat.below[0] = True
    s.pos[0] = -1
    s.cat.arrow[0], s.cat.arrow_dir[0] = sq(s, "b1"), E
    assert {"delve", "herbs heal=sure"} <= kinds(s)


# ---- the greedy ------------------------------------------------------------------------------

def test_greedy_rules_of_thumb() -> None:
    """The greedy's spells: a fireball or invisibility at a monster, scare against a svartalv,
    stop time with KP to spare, a fireball at a portcullis it would have to lift with SF 1."""
    s = _meeting(ORCH, kp=5)
    assert choose(s, 0, s.legal_actions(), rand).kind == "fireball"
    s = _meeting(ORCH, kp=12)
    assert choose(s, 0, s.legal_actions(), rand).kind == "vanish"
    s = _meeting(SVARTALV)
    assert choose(s, 0, s.legal_actions(), rand).kind == "scare"
    s = _room()
    assert choose(s, 0, s.legal_actions(), rand).kind == "stoptime"
    c1 = put(s, "c1", "room-nesw")
    s.closed[c1] |= 1 << W
    assert refine(s, s.game.to_actions["move"][c1], s.legal_actions()).text() == "blast dir=E"


def test_greedy_uses_every_spell_and_the_herbs() -> None:
    """The greedy agent uses each spell and the herbs in some of 30 games (his meters count
    them: ``cast_<spell>``), and Mrishnahk plays to the end alone and with others."""
    seen: Counter[str] = Counter()
    for seed in range(30):
        ids = [HERO, "rohan", "sigeir"][: 1 + seed % 3]
        game = meeple.load("drakborgen", players=len(ids), heroes=",".join(ids), expansion="drakborgen-ii")
        table = play_to_end(game, seed, "greedy", check_every=25)
        seen.update({k: v for k, v in table._state.ii.heroes.meters[0].items() if k.startswith("cast_")})
    assert all(seen[f"cast_{x}"] > 0 for x in (*SPELLS, "herbs")), seen




def test_the_screen_shows_his_badge_meters() -> None:
    """His badge on the screen shows the spell in use and the blue markers (here after the
    greedy's first spell of the game)."""
    game = meeple.load("drakborgen", players=2, heroes=f"{HERO},rohan", expansion="drakborgen-ii")
    table = Table(game, 3)
    agents = [make_agent("greedy", game, seed=i) for i in range(2)]
    while not any(k.startswith("cast_") for k in table._state.ii.heroes.meters[0]):
        for seat in sorted(table.acting()):
            table.act(seat, agents[seat].step(table.view(seat), table.sampler(seat)))
    screen = " ".join(table.view(1).render().split())
    assert re.search(r"(visible|INVISIBLE), (time runs|TIME STOPPED), walls (ready|used), herbs (ready|used)",
                     screen), screen  # in words, not "invisible 0"

"""Mrishnahk the Magician (rulebook "The new heroes", Mrishnahk): Spellcaster and Principled;
five spells and healing herbs; no weapons and no STRIDSKORT (he fights unarmed, rulebook
"Obeväpnad strid": :mod:`..unarmed`; the principled rules are :func:`..principled`'s).

One spell at a time (the green marker: the public meters ``invisible`` and ``time``); using
another ends the one in use. No limit of spells per turn.

- Invisibility (``vanish``): 2 KP, then he stays invisible, 1 KP at the start of each later turn
  he plays (``unseen``) until he shows himself (``appear``). Invisible he ignores a monster met
  (``vanish`` again, free), an överfall (no surprise attack) and an överrumpling; events and
  traps strike as usual. Visible, an överfall strikes first; he may vanish after it.
- Walk through walls (``walls``, then ``walk dir=``): once a game (the blue marker ``walls``),
  at the start of his turn, with 6 KP or more: one move to an adjacent space through a wall or
  an obstacle, or out through the outer wall (an escape).
- Stop time (``stoptime``): at the start of his turn, 1 KP: when the turn is over he takes
  another at once and the sundial does not move. In a stopped turn a rotating room does not
  turn, a corridor gives no free move, and of the RUMSKORT he draws the monsters, events,
  spells and traps are ignored (every FÄLLKORT too). The turn after the last stopped one is a
  normal one (he may stop time again at its start).
- Fireball (``fireball``; ``blast dir=`` at an obstacle): a monster met (also after an
  överfall, at the giant spider, in an överrumpling) is defeated at once; at an obstacle the
  doors or the portcullis of that way burn away for good (debris or a web let him through this
  once) and he passes. His turn is then over and he rests the next one. Not at the dragon.
- Scare monster (``scare``): 1 KP; the MONSTERKORT's reaction to waiting says whether it flees;
  if not, a T10 above its KP left makes it flee; otherwise combat (it counts as an attack). Not
  against the giant spider (an animal). In an överrumpling the T10 against the skeleton's KP.
- Healing herbs (``herbs heal=sure``: 3 KP, or ``heal=luck``: T6 KP): once a game (blue marker ``herbs``), in his
  turn, anywhere but the treasure chamber: 3 KP or T6 KP, and he loses his next turn.
- Överrumpling: T6 KP at once for his lack of combat training, then wrestle (``wrestle``), a
  fireball or scare monster.

Rulings D2-HERO-MRISHNAHK-*. His marks live in ``s.ii.heroes.meters[h]`` (:mod:`.state`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.below import is_below
from meeple.games.drakborgen.board import SIDES, opposite
from meeple.games.drakborgen.combat import end_encounter, label, start_fight
from meeple.games.drakborgen.content import (
    BRIDGE,
    CHAMBER,
    DARK,
    DEBRIS,
    E_AMBUSH,
    E_CAVE_IN,
    E_CURSE,
    E_DAMAGE,
    E_EXPLOSION,
    E_GAS,
    E_MONSTER,
    E_SPIDER,
    E_TORCH,
    E_TRAP,
    E_TRAPDOOR,
    PIT,
    ROOMS,
    TRAPS,
    W_FLEES,
    WEB,
)
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.expansion import E_FALL_DOWN, E_GHOULS, E_OVERRUMPLING, E_TELEPORT
from meeple.games.drakborgen.floor_tiles import wrestle
from meeple.games.drakborgen.flow import escape, heal, hurt, resume, start_turn
from meeple.games.drakborgen.movement import RING, SECRET, enter
from meeple.games.drakborgen.phases import CAUGHT, ENCOUNTER, SPIDER, TURN
from meeple.games.drakborgen.ways import locked, occupied, ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO = "mrishnahk"
VANISH = Action("vanish")
UNSEEN = Action("unseen")
APPEAR = Action("appear")
WALLS = Action("walls")
WALK = tuple(Action("walk", dir=d) for d in SIDES)
STOP_TIME = Action("stoptime")
FIREBALL = Action("fireball")
BLAST = tuple(Action("blast", dir=d) for d in SIDES)
SCARE = Action("scare")
WRESTLE = Action("wrestle")
MELEE = Action("melee")
HERBS = (Action("herbs", heal="sure"), Action("herbs", heal="luck"))

INVISIBLE_KP, UPKEEP_KP = 2, 1
"""Invisibility costs 2 KP at once, then 1 KP at the start of each later turn."""
WALLS_NEEDS = 6
"""Walking through walls needs at least 6 KP."""
TIME_KP = 1
"""Each turn time is stopped costs 1 KP."""
SCARE_KP, SCARE_DIE = 1, 10
CAUGHT_DIE = 6
"""An överrumpling costs him T6 KP at once."""
HERBS_SURE, HERBS_LUCK = 3, 6
"""The herbs heal 3 KP, or T6 KP."""
STOPPED_IGNORES = frozenset((E_MONSTER, E_AMBUSH, E_SPIDER, E_DAMAGE, E_TORCH, E_CAVE_IN, E_TRAPDOOR, E_CURSE,
                             E_TRAP, E_GAS, E_EXPLOSION, E_OVERRUMPLING, E_GHOULS, E_TELEPORT, E_FALL_DOWN))
"""The RUMSKORT effects a stopped turn ignores: monsters, events, spells (the curse) and traps
(ruling D2-HERO-MRISHNAHK-TIME); items, valuables, bodies, chests and secret doors stay."""
SPELLS = ("invisibility", "walls", "time", "fireball", "scare")
"""The counters ``cast_<spell>`` of his meters: how often each spell was used (and ``cast_herbs``)."""


def _meters(s: DrakborgenState, h: int) -> dict[str, int]:
    return s.ii.heroes.meters[h]  # type: ignore[union-attr]


def _name(s: DrakborgenState, h: int) -> str:
    return s.game.hero_names[h]


def _turn(m: dict[str, int]) -> int:
    return m.get("turn", 0)


def _cast(s: DrakborgenState, h: int, spell: str) -> None:
    """He uses ``spell``: the one in use ends (the green marker moves), and it is counted."""
    m = _meters(s, h)
    if spell != "invisibility" and m["invisible"]:
        m["invisible"] = 0
        m.pop("upkeep", None)
        s.emit(f"{_name(s, h)} casts another spell and is visible again")
    if spell != "time" and m["time"]:
        m["time"] = 0
        s.emit("He casts another spell: time runs again")
    m[f"cast_{spell}"] = m.get(f"cast_{spell}", 0) + 1


def _rest(s: DrakborgenState, h: int) -> None:
    """A fireball: his turn is over and he rests the next one."""
    m = _meters(s, h)
    _cast(s, h, "fireball")
    m["blasted"] = _turn(m)
    s.skip[h] += 1
    s.emit(f"{_name(s, h)} must rest: his turn is over and he loses the next one")


def at_start(s: DrakborgenState) -> bool:
    """Nothing done yet in his turn (no move, not a corridor's free move)."""
    return s.phase == TURN and not s.free and s.trail == [s.pos[s.hero]]


# ---- the turn ------------------------------------------------------------------------------

def turn_start(s: DrakborgenState, h: int) -> None:
    """His turn begins: counted; invisible, he decides first whether he stays so."""
    m = _meters(s, h)
    m["turn"] = _turn(m) + 1
    if m["invisible"]:
        m["upkeep"] = 1


def turn_actions(s: DrakborgenState, h: int) -> list[Action]:
    """In Drakborgen (not below): becoming invisible any time in his turn; walking through walls
    and stopping time at its start; a fireball at an obstacle on a way out."""
    m = _meters(s, h)
    acts: list[Action] = []
    if not m["invisible"]:
        acts.append(VANISH)
    if at_start(s):
        if m["walls"] and s.kp[h] >= WALLS_NEEDS and _walk_ways(s, h):
            acts.append(WALLS)
        if not m["time"] and m.get("timed", -1) != _turn(m):
            acts.append(STOP_TIME)
    if m.get("blasted", -1) != _turn(m):
        acts += [BLAST[d] for d in _blast_ways(s, h)]
    return acts


def filter_turn(s: DrakborgenState, acts: list[Action]) -> list[Action]:
    """Invisible at the start of his turn: stay so or appear, first. Walking through walls:
    the walk's moves. After a fireball: the turn is over (a corridor's free move ends). The
    herbs in his turn, on the board or below."""
    h = s.hero
    m = _meters(s, h)
    if not acts:
        return acts
    if m.get("upkeep"):
        return [UNSEEN, APPEAR]
    if s.free and m.get("blasted", -1) == _turn(m):
        return [a for a in acts if a.kind == "stop"] or acts
    if m.get("walking", -1) == _turn(m):
        walks = [WALK[d] for d in _walk_ways(s, h)]
        if walks:
            return walks + [a for a in acts if a.kind == "drink"] + _herbs(s, h)
    return acts + _herbs(s, h)


def apply_unseen(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    _meters(s, h).pop("upkeep", None)
    if not hurt(s, h, UPKEEP_KP, "staying invisible"):
        resume(s)


def apply_appear(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    m = _meters(s, h)
    m.pop("upkeep", None)
    m["invisible"] = 0
    s.emit(f"{_name(s, h)} shows himself: he is visible again")


# ---- invisibility --------------------------------------------------------------------------

def apply_vanish(s: DrakborgenState, a: Action) -> None:
    """Invisible (2 KP unless he already is): in his turn the turn goes on; at a monster (an
    encounter, the giant spider) he ignores it."""
    h = s.hero
    m = _meters(s, h)
    phase = s.phase
    if not m["invisible"]:
        _cast(s, h, "invisibility")
        s.emit(f"{_name(s, h)} becomes invisible (he says so to all)")
        if not hurt(s, h, INVISIBLE_KP, "the strain of invisibility"):
            if phase == ENCOUNTER:
                end_encounter(s)
            resume(s)
            return
        m["invisible"] = 1
    if phase == TURN:
        return
    what = "giant spider" if phase == SPIDER else label(s)
    s.emit(f"Invisible, {_name(s, h)} slips past the {what}")
    if phase == ENCOUNTER:
        end_encounter(s)
    resume(s)


def ambush(s: DrakborgenState, h: int) -> bool:
    """The överfall stands (True), unless he is invisible: then the monster is met as usual."""
    if _meters(s, h)["invisible"]:
        s.emit(f"{_name(s, h)} is invisible: the surprise attack finds no one")
        return False
    return True


def encounter_actions(s: DrakborgenState, h: int) -> list[Action]:
    """Invisibility, the fireball (not twice in a turn: after one the turn is over) and scare
    monster (once in an encounter: it counts as an attack), also after an överfall."""
    m = _meters(s, h)
    acts = [VANISH]
    if m.get("blasted", -1) != _turn(m):
        acts.append(FIREBALL)
    if not m.get("scared"):
        acts.append(SCARE)
    return acts


# ---- the giant spider ----------------------------------------------------------------------

def spider(s: DrakborgenState, h: int) -> bool:
    """The giant spider: he decides first (phase ``spider``): invisibility, a fireball, or the
    unarmed flight (``melee``). Scare monster does not work on an animal."""
    s.emit(f"{_name(s, h)} may use a spell against the giant spider")
    s.phase = SPIDER
    return True


def legal_spider(s: DrakborgenState) -> list[Action]:
    m = _meters(s, s.hero)
    return [VANISH, *([FIREBALL] if m.get("blasted", -1) != _turn(m) else []), MELEE]


# ---- fireball and scare monster --------------------------------------------------------------

def apply_fireball(s: DrakborgenState, a: Action) -> None:
    """A fireball at the monster met, the giant spider or the överrumpling's skeleton: gone."""
    h = s.hero
    phase = s.phase
    what = ("giant spider" if phase == SPIDER else "skeleton" if phase == CAUGHT else label(s))
    s.emit(f"{_name(s, h)} throws a fireball: the {what} is disintegrated")
    _meters(s, h).pop("caught", None)
    _rest(s, h)
    if phase == ENCOUNTER:
        end_encounter(s)
    resume(s)


def apply_scare(s: DrakborgenState, a: Action) -> None:
    """Scare monster: 1 KP; it flees if its MONSTERKORT says it flees from a waiting hero, or
    if a T10 beats its KP left; otherwise combat. In an överrumpling, the T10 against the
    skeleton's KP, else he wrestles it."""
    h = s.hero
    m = _meters(s, h)
    _cast(s, h, "scare")
    caught = s.phase == CAUGHT
    what = "skeleton" if caught else label(s)
    s.emit(f"{_name(s, h)} tries to scare the {what} away")
    if not caught:
        m["scared"] = 1
    if not hurt(s, h, SCARE_KP, "the strain of scaring a monster"):
        m.pop("caught", None)
        if not caught:
            end_encounter(s)
        resume(s)
        return
    content = s.game.content
    if caught:
        kp = m.pop("caught")
    else:
        if content.mon_wait[s.enc_card][s.enc_m] == W_FLEES:
            s.emit(f"The MONSTERKORT is read: the {what} flees")
            end_encounter(s)
            resume(s)
            return
        kp = content.mon_kp[s.enc_card][s.enc_m] - s.enc_dmg
    r = roll(s, SCARE_DIE)
    if r > kp:
        s.emit(f"He rolls {r}, more than its {kp} KP: the {what} flees")
        if not caught:
            end_encounter(s)
        resume(s)
        return
    s.emit(f"He rolls {r}, not more than its {kp} KP: the {what} stays")
    if caught:
        wrestle(s, h, kp)
    else:
        start_fight(s)


# ---- överrumpling --------------------------------------------------------------------------

def caught(s: DrakborgenState, h: int) -> None:
    """Överrumpling: invisible he is not caught; visible, T6 KP at once (no combat training),
    then the skeleton's T6 KP and his choice (phase ``caught``)."""
    m = _meters(s, h)
    name = _name(s, h)
    if m["invisible"]:
        s.emit(f"Överrumpling! A skeleton reaches for {name}, but he is invisible: it finds no one")
        resume(s)
        return
    s.emit(f"Överrumpling! {name} is caught off guard, with no combat training")
    if not hurt(s, h, roll(s, CAUGHT_DIE), f"caught off guard, T{CAUGHT_DIE}"):
        resume(s)
        return
    kp = roll(s, 6)
    m["caught"] = kp
    s.emit(f"A skeleton with {kp} KP grabs {name} from behind: a spell, or he wrestles it")
    s.phase = CAUGHT


def legal_caught(s: DrakborgenState) -> list[Action]:
    m = _meters(s, s.hero)
    return [WRESTLE, SCARE, *([FIREBALL] if m.get("blasted", -1) != _turn(m) else [])]


def apply_wrestle(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    wrestle(s, h, _meters(s, h).pop("caught"))


# ---- walk through walls --------------------------------------------------------------------

def _walk_ways(s: DrakborgenState, h: int) -> list[int]:
    """The sides he may walk through: to any adjacent space he could stand on (not another
    hero's, not a new tile with the bag empty, not from one chamber square to another), and
    the outer wall."""
    pos = s.pos[h]
    if pos < 0:
        return []
    out = []
    for d, tgt in enumerate(s.game.nb[pos]):
        if tgt < 0:
            out.append(d)
            continue
        if (s.ttype[tgt] < 0 and not s.bag) or occupied(s, tgt, h):
            continue
        if s.ttype[tgt] == CHAMBER and s.ttype[pos] == CHAMBER:
            continue
        out.append(d)
    return out


def apply_walls(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    m = _meters(s, h)
    _cast(s, h, "walls")
    m["walls"] = 0
    m["walking"] = _turn(m)
    s.emit(f"{_name(s, h)} removes the blue marker: this turn he walks through a wall")


def apply_walk(s: DrakborgenState, a: Action) -> None:
    """Through the wall of side ``dir`` (no door, portcullis or roll of the room he leaves);
    through the outer wall he is out of Drakborgen."""
    h = s.hero
    _meters(s, h).pop("walking", None)
    d = SIDES.index(str(a["dir"]))
    pos = s.pos[h]
    tgt = s.game.nb[pos][d]
    if tgt < 0:
        s.emit(f"{_name(s, h)} walks through the outer wall")
        escape(s, h)
        resume(s)
        return
    s.emit(f"{_name(s, h)} walks through the wall")
    enter(s, h, (tgt, pos, d), SECRET, False)


# ---- the fireball at an obstacle -----------------------------------------------------------

def _blast_ways(s: DrakborgenState, h: int) -> list[int]:
    """The sides of his square whose way has an obstacle a fireball removes: doors, a portcullis
    down, leaving debris by another opening than the way in, a web. Not from the chamber, a
    dark room, a bottomless well or a bridge (their ways are no obstacle of that kind)."""
    pos = s.pos[h]
    if pos < 0 or s.ttype[pos] in (CHAMBER, DARK, PIT, BRIDGE):
        return []
    t = s.ttype[pos]
    found = ways(s, h)[0]
    out = []
    for tgt, src, d in found:
        if s.free and tgt in s.trail:
            continue
        doors, gate = locked(s, src, d, tgt)
        if doors or gate or t == WEB or (t == DEBRIS and d != s.side[h]):
            out.append(d)
    return out


def apply_blast(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    d = SIDES.index(str(a["dir"]))
    pos = s.pos[h]
    tgt = s.game.nb[pos][d]
    o = opposite(d)
    s.emit(f"{_name(s, h)} throws a fireball: the way {a['dir']} is free")
    s.doors[pos] &= ~(1 << d)
    s.doors[tgt] &= ~(1 << o)
    s.closed[pos] &= ~(1 << d)
    s.closed[tgt] &= ~(1 << o)
    _rest(s, h)
    enter(s, h, (tgt, pos, d), RING, False)


# ---- stop time ------------------------------------------------------------------------------

def apply_stop_time(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    m = _meters(s, h)
    _cast(s, h, "time")
    m["timed"] = _turn(m)
    s.emit(f"{_name(s, h)} stops time: the sundial will not move for this turn")
    if not hurt(s, h, TIME_KP, "the strain of stopping time"):
        resume(s)
        return
    m["time"] = 1


def still(s: DrakborgenState, h: int) -> bool:
    """Time stands still for hero ``h``: a rotating room does not turn, a corridor gives no
    free move."""
    return bool(_meters(s, h)["time"])


def ignores(s: DrakborgenState, h: int, d: int, k: int) -> bool:
    """Time stopped: the RUMSKORT's monsters, events, spells and traps, and every FÄLLKORT."""
    if not _meters(s, h)["time"]:
        return False
    if d != TRAPS and (d != ROOMS or s.game.content.card_effect[d][k] not in STOPPED_IGNORES):
        return False
    s.emit("Time stands still: it does not touch him")
    return True


def again(s: DrakborgenState) -> bool:
    """His turn is over while time stands still: he takes another at once, the sundial where it
    was (True: he decides now)."""
    h = s.hero
    m = _meters(s, h)
    if not m["time"]:
        return False
    m["time"] = 0
    if s.status[h] != 0:
        return False
    s.emit(f"Time stands still: {_name(s, h)} takes another turn")
    return start_turn(s, h)


# ---- healing herbs --------------------------------------------------------------------------

def _herbs(s: DrakborgenState, h: int) -> list[Action]:
    """Once a game, in his turn (not a corridor's free move), when hurt, anywhere but the
    treasure chamber."""
    m = _meters(s, h)
    if not m["herbs"] or s.free or s.kp[h] >= s.game.content.hero_kp[HERO]:
        return []
    if not is_below(s, h) and (s.pos[h] < 0 or s.ttype[s.pos[h]] == CHAMBER):
        return []
    return list(HERBS)


def apply_herbs(s: DrakborgenState, a: Action) -> None:
    """3 KP, or T6 KP; the blue marker goes and he loses his next turn. This turn goes on."""
    h = s.hero
    m = _meters(s, h)
    m["herbs"] = 0
    m["cast_herbs"] = m.get("cast_herbs", 0) + 1
    n = HERBS_SURE if a["heal"] == "sure" else roll(s, HERBS_LUCK)
    heal(s, h, n, "healing herbs" + ("" if a["heal"] == "sure" else f", T{HERBS_LUCK}"))
    s.skip[h] += 1
    s.emit(f"{_name(s, h)} removes the blue marker and will lose his next turn")

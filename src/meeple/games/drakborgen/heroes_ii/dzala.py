"""Dzála Náryn of Zimendell and her oracaz (rulebook "The new heroes", Dzála and "Oracaz"):
spellcaster (light orb), oracaz master, healing salve; no weapons, no STRIDSKORT.

- The oracaz is a second body with its own KP (the badge meter ``oracaz``, 14 at the start, 0
  once dead); while it lives it is by her side (they are never parted: they fall, climb and
  teleport together, ruling D2-HERO-ORACAZ-TOGETHER) and gives her VF +3 (:func:`attr`).
- Strength: every roll against SF uses the oracaz's SF where it is higher than hers
  (:func:`attr`); she may have a door or a lowered portcullis destroyed (``force to=<square>``,
  beside ``move``): a T10 against that SF instead of the DÖRRKORT or the portcullis's T12
  (:func:`breaks`, ruling D2-HERO-ORACAZ-FORCE).
- Two rolls: an event's or a trap's damage (not a door, floor or chest trap, not one rolled
  against TF), the bottomless well's and the bridge's VF rolls are rolled for the oracaz too
  with its own attributes (:func:`also_hurt`, :func:`leaps`); attribute changes, lost turns
  and TF are hers alone.
- Combat: the oracaz fights in her place: its die by its KP (T12 at 7-14, T10 at 4-6, T6 at
  1-3) against the monster's unarmed die; the lower loses 1 KP, a tie both; no flight with it
  (:func:`fight`). It warns of an överfall (a normal encounter, unless she just came through a
  secret door); Överrumpling uses its SF. Without it she fights unarmed.
- Light orb: a torch-goes-out card does nothing to her and a dark room is a room like another
  (she picks her way out).
- Healing salve (``salve on=her`` / ``salve on=oracaz``, once a game, a turn of its own): her
  KP back in full, or 3 KP to the oracaz.
The oracaz's warning (the face-down tile) is :mod:`.dzala_warn`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.below import encounter_name, is_below
from meeple.games.drakborgen.board import square_name
from meeple.games.drakborgen.combat import resolve_spider
from meeple.games.drakborgen.content import CHAMBER, CHESTS, E_CAVE_IN, MONSTER_NAMES, SF, TF, VF
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.floor_tiles import BRIDGE_FALL, t10_test
from meeple.games.drakborgen.flow import heal, resume
from meeple.games.drakborgen.unarmed import fight as unarmed_fight
from meeple.games.drakborgen.unarmed import monster_die
from meeple.games.drakborgen.ways import locked, ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO = "dzala"
ORACAZ = "oracaz"
SALVE = {"her": Action("salve", on="her"), "oracaz": Action("salve", on="oracaz")}
SALVE_ORACAZ = 3
"""The salve heals the oracaz this many KP (or her in full)."""
VF_BONUS = 3
DICE_BY_KP = ((7, 12), (4, 10), (1, 6))
"""The oracaz's combat die by its KP: at least 7 a T12, at least 4 a T10, else a T6."""


def _meters(s: DrakborgenState, h: int) -> dict[str, int]:
    return s.ii.heroes.meters[h]  # type: ignore[union-attr]


def count(s: DrakborgenState, h: int, what: str) -> None:
    """One more use of an ability (a lasting meter the calibration counts)."""
    m = _meters(s, h)
    m[what] = m.get(what, 0) + 1


def beast(s: DrakborgenState) -> tuple[int, int, int, int]:
    """The oracaz's SF, VF, RF and starting KP (data, ``heroes.json``)."""
    r = s.game.content.ii_heroes[ORACAZ]
    return r.SF, r.VF, r.RF, r.KP


def alive(s: DrakborgenState, h: int) -> bool:
    """Her oracaz lives (and so is by her side)."""
    return _meters(s, h).get(ORACAZ, 0) > 0


def attr(s: DrakborgenState, h: int, a: int, value: int) -> int:
    """Her attribute ``a`` with the oracaz by her side: VF +3, SF the higher of the two."""
    if not alive(s, h):
        return value
    if a == VF:
        return value + VF_BONUS
    if a == SF:
        return max(value, beast(s)[0])
    return value


def oracaz_hurt(s: DrakborgenState, h: int, n: int, why: str) -> bool:
    """The oracaz loses ``n`` KP (narrated); at 0 it dies. Returns whether it lives."""
    m = _meters(s, h)
    if n <= 0:
        s.emit(f"The oracaz loses no KP ({why})")
        return True
    m[ORACAZ] = max(0, m[ORACAZ] - n)
    if m[ORACAZ] == 0:
        s.emit(f"The oracaz loses {n} KP ({why}) and dies")
        if s.cat is not None:
            s.cat.unarmed[h] = True  # no STRIDSKORT of her own: unarmed from now on
        return False
    s.emit(f"The oracaz loses {n} KP ({why}): {m[ORACAZ]} left")
    return True


def also_hurt(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """Card ``k`` of deck ``d`` (an event or a trap that costs KP) strikes the oracaz too, its
    own roll with its own attributes; not a chest trap, nor a roll against TF (the oracaz has
    none); a cave-in's T6 of 1 kills it as it would her."""
    content = s.game.content
    die, add, a = content.card_damage[d][k]
    if not alive(s, h) or a == TF or d == CHESTS:
        return
    why = f"{content.card_english[d][k]}, the oracaz's own roll"
    if content.card_effect[d][k] == E_CAVE_IN and roll(s, 6) == 1:
        oracaz_hurt(s, h, _meters(s, h)[ORACAZ], why)
        return
    also_below(s, h, (die, add, a), why)


def also_below(s: DrakborgenState, h: int, damage: tuple[int, int, int], why: str) -> None:
    """``damage`` (``T<die> + add - attribute``) rolled for the oracaz with its attributes (an
    UNDERJORDSKORT's, or a card's through :func:`also_hurt`); not against TF."""
    die, add, a = damage
    if not alive(s, h) or a == TF:
        return
    sf, vf, rf, _ = beast(s)
    own = {SF: sf, VF: vf}.get(a, rf) if a >= 0 else 0
    oracaz_hurt(s, h, max(0, (roll(s, die) if die else 0) + add - own), why)


def leaps(s: DrakborgenState, h: int, label: str, die: int) -> bool:
    """The oracaz's own VF roll (the bottomless well's T12, the bridge's T10): True if it makes it."""
    vf = beast(s)[1]
    r = roll(s, die)
    ok = r <= vf
    s.emit(f"The oracaz rolls {r} on the T{die} against VF {vf} to {label}: {'success' if ok else 'failure'}")
    return ok


def turn_number(s: DrakborgenState) -> int:
    """The turn under way, a number of its own (round and turn)."""
    return s.round * 8 + s.turn_index


def through_secret(s: DrakborgenState, h: int) -> bool:
    """She came onto this square through a secret door this turn: the oracaz had no time to warn her."""
    return _meters(s, h).get("secret_turn", -1) == turn_number(s) and s.hard[h]


def mark_secret(s: DrakborgenState, h: int) -> None:
    """She goes through a secret door (the oracaz has no time to warn her there)."""
    _meters(s, h)["secret_turn"] = turn_number(s)


# ---- combat -----------------------------------------------------------------------------------

def die_for(kp: int) -> int:
    """The oracaz's combat die at ``kp`` KP."""
    return next(die for low, die in DICE_BY_KP if kp >= low)


def fight(s: DrakborgenState) -> bool | None:
    """The oracaz fights the monster met in her place, round by round. True: the monster is
    slain; False: she died (unarmed, after the oracaz); None: no oracaz, the caller fights her
    fight (unarmed)."""
    h = s.hero
    if not alive(s, h):
        return None
    count(s, h, "oracaz_fights")
    m = _meters(s, h)
    label = encounter_name(s) or MONSTER_NAMES[s.enc_m]
    kp = s.game.content.mon_kp[s.enc_card][s.enc_m]
    its_die = monster_die(s)
    s.emit(f"The oracaz fights the {label} for {s.game.hero_names[h]}: its die against the monster's T{its_die}")
    while True:
        mine_die = die_for(m[ORACAZ])
        mine, its = roll(s, mine_die), roll(s, its_die)
        s.emit(f"The oracaz rolls {mine} on its T{mine_die}, the {label} {its} on its T{its_die}")
        if mine >= its:
            s.enc_dmg += 1
        lives = oracaz_hurt(s, h, 1, f"the {label}'s blow") if its >= mine else True
        if s.enc_dmg >= kp:
            return True
        if not lives:
            s.emit(f"{s.game.hero_names[h]} fights on alone, unarmed")
            return unarmed_fight(s)


def spider(s: DrakborgenState, h: int) -> bool:
    """The giant spider: the oracaz fights it as a hero would (T6 each round, low enough kills
    it, otherwise the oracaz loses 1 KP); if it dies she meets the spider unarmed. True: done
    here (resumed)."""
    if not alive(s, h):
        return False
    count(s, h, "oracaz_fights")
    kills = s.game.content.spider_kills
    while True:
        r = roll(s, 6)
        if r <= kills:
            s.emit(f"The oracaz rolls {r}: the giant spider dies")
            resume(s)
            return True
        if not oracaz_hurt(s, h, 1, f"the giant spider bites ({r})"):
            resolve_spider(s, h)
            return True


def ambush(s: DrakborgenState, h: int) -> bool:
    """The överfall stands (True) unless the oracaz warns her: it does, while it lives, except
    just after a secret door."""
    if not alive(s, h) or through_secret(s, h):
        return True
    count(s, h, "ambush_warned")
    s.emit(f"The oracaz hisses: {s.game.hero_names[h]} is not taken by surprise")
    return False


def encounter_filter(s: DrakborgenState, acts: list[Action]) -> list[Action]:
    """With the oracaz by her side she may only attack or wait: it never flees."""
    if not alive(s, s.hero):
        return acts
    return [a for a in acts if a.kind in ("attack", "await")]


# ---- the light orb ----------------------------------------------------------------------------

def orb(s: DrakborgenState, h: int, what: str) -> bool:
    """The light orb keeps the dark from her: a torch-goes-out (``what`` "torch") is
    ignored (narrated) and a dark room is no dark room to her (``what`` "dark")."""
    if what == "torch":
        count(s, h, "orb")
        s.emit(f"{s.game.hero_names[h]}'s light orb shines: the torch going out does not matter")
    return True


# ---- the healing salve ------------------------------------------------------------------------

def turn_actions(s: DrakborgenState, h: int) -> list[Action]:
    """The ways the oracaz may force (:func:`force_actions`), and the salve: once a game, on a
    turn of her own (not a corridor's free move, not below, not in the treasure chamber: as
    Thargrim's meditation, ruling D2-HERO-MEDITATE-WHERE), for whichever of the two is hurt."""
    m = _meters(s, h)
    acts = force_actions(s, h)
    if not m.get("salve") or s.free or len(s.trail) > 1 or is_below(s, h) or s.ttype[s.pos[h]] == CHAMBER:
        return acts
    if s.kp[h] < s.game.content.hero_kp[HERO]:
        acts.append(SALVE["her"])
    if 0 < m[ORACAZ] < beast(s)[3]:
        acts.append(SALVE["oracaz"])
    return acts


def apply_salve(s: DrakborgenState, a: Action) -> None:
    """The salve: her KP in full or 3 KP to the oracaz; the blue marker goes and the turn with it."""
    h = s.hero
    m = _meters(s, h)
    m["salve"] = 0
    name = s.game.hero_names[h]
    if a["on"] == "her":
        heal(s, h, s.game.content.hero_kp[HERO], "the healing salve")
    else:
        gained = min(SALVE_ORACAZ, beast(s)[3] - m[ORACAZ])
        m[ORACAZ] += gained
        s.emit(f"{name} tends the oracaz with the healing salve: {gained} KP, {m[ORACAZ]} of {beast(s)[3]}")
    s.emit(f"{name} does nothing else this turn")
    resume(s)



# ---- strength, and the oracaz's own rolls on the way --------------------------------------------

def force_actions(s: DrakborgenState, h: int) -> list[Action]:
    """``force to=<square>``: the ways through a door or a lowered portcullis, for the oracaz
    to destroy them (while it lives; beside ``move``, which opens them as usual)."""
    if not alive(s, h) or is_below(s, h):
        return []
    cols = s.game.content.cols
    out = []
    for tgt, src, d in ways(s, h)[0]:
        doors, gate = locked(s, src, d, tgt)
        if (doors or gate) and not (s.free and tgt in s.trail):
            out.append(Action("force", to=square_name(tgt, cols)))
    return out


def apply_force(s: DrakborgenState, a: Action) -> None:
    """The move through the door or portcullis, the oracaz destroying it (:func:`breaks`)."""
    m = _meters(s, s.hero)
    m["force"] = 1
    try:
        s.game.MOVES["move"](s, Action("move", to=a["to"]))
    finally:
        m.pop("force", None)


def breaks(s: DrakborgenState, h: int, what: str) -> bool | None:
    """A door (``what`` "door", instead of its DÖRRKORT) or a lowered portcullis
    ("portcullis", instead of the SF roll) on the way she forces (``force``): the oracaz
    destroys it on a T10 against its SF (True) or not (False); None otherwise (as usual)."""
    if not alive(s, h) or not _meters(s, h).get("force"):
        return None
    count(s, h, "broke")
    return t10_test(s, h, SF, f"have the oracaz destroy the {what}")


def beast_falls(s: DrakborgenState, h: int, what: str) -> bool:
    """She got past the bottomless well (``what`` "well", the T12) or across the bridge
    ("bridge", the T10): the oracaz rolls its own VF. Into the well it falls to its death; off
    the bridge it loses T6 KP in the fall: True if it lives, and she climbs down after it (the
    caller's; ruling D2-HERO-ORACAZ-TOGETHER)."""
    if not alive(s, h):
        return False
    well = what == "well"
    if leaps(s, h, "leap over the bottomless pit" if well else "cross the bridge", 12 if well else 10):
        return False
    if well:
        oracaz_hurt(s, h, _meters(s, h)[ORACAZ], "fell into the bottomless pit")
        return False
    die, add, _ = BRIDGE_FALL
    return oracaz_hurt(s, h, roll(s, die) + add, "fell from the bridge")

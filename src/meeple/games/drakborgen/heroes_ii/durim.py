"""Durim Dolkspänne (rulebook "The new heroes", Durim): Lockpicking, Spot hidden things; four
daggers (resource meter), no STRIDSKORT.

- Lockpicking: a DÖRRKORT "Förblir stängd" opens for him (:func:`picks_lock`).
- Spot hidden things (``spot``): a search drawing two RUMSLETNINGSKORT, applied in order (the
  second only if he is still in the room, alive and above: ruling D2-HERO-SPOT); still at most
  two searches in a row.
- Daggers in close combat: with one left he declares A, B or C as a STRIDSKORT (no special
  letter); with none he fights unarmed.
- Throwing (``hurl``, then in secret the monster player's STRIDSKORT against his two letters,
  ``dart letters=AB``, phase ``dagger``): up to four on meeting a monster (one after an
  överfall), an attack (combat follows); one after each completed combat round; at the giant
  spider. A hit: T6 KP (a skeleton T6-2, the spider dies); a miss costs him 1 KP.
- Ammunition: when the encounter is over, T6 per thrown dagger, even he finds it; thrown in the
  catacombs, or left behind (he fled, he died), it is lost (ruling D2-HERO-RETRIEVE).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action, JointAction
from meeple.games.drakborgen.actions import ATTACK, LETTERS, STRIKES
from meeple.games.drakborgen.below import is_below
from meeple.games.drakborgen.cards import draw_and_resolve
from meeple.games.drakborgen.combat import end_encounter, label, resolve_spider, spider_missiles, start_fight, wound_monster
from meeple.games.drakborgen.content import SEARCHES, SKELETT
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.flow import hurt, resume
from meeple.games.drakborgen.phases import COMBAT, DAGGER, SPIDER, VOLLEY
from meeple.games.drakborgen.ways import can_search

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO = "durim"
SPOT = Action("spot")
THROW = Action("hurl")
MELEE = Action("melee")
DARTS = tuple(Action("dart", letters=a + b) for i, a in enumerate(LETTERS) for b in LETTERS[i + 1:])
VOLLEY_MAX, AMBUSH_VOLLEY = 4, 1
"""Daggers he may throw on meeting a monster; after an överfall."""
HIT = (6, 0)
HIT_BY = {SKELETT: (6, 2)}
"""A hit costs the monster T6 KP, a skeleton T6-2."""
MISS = 1
"""A miss costs him 1 KP."""


def _meters(s: DrakborgenState, h: int) -> dict[str, int]:
    return s.ii.heroes.meters[h]  # type: ignore[union-attr]


def _armed(s: DrakborgenState, h: int) -> None:
    """With no dagger in hand he fights unarmed (rulebook "Obeväpnad strid")."""
    if s.cat is not None:
        s.cat.unarmed[h] = _meters(s, h)["daggers"] == 0


# ---- lockpicking and spotting hidden things -----------------------------------------------

def picks_lock(s: DrakborgenState, h: int) -> bool:
    s.emit(f"{s.game.hero_names[h]} picks the lock: the door opens")
    return True


def turn_actions(s: DrakborgenState, h: int) -> list[Action]:
    return [SPOT] if can_search(s, h) and not is_below(s, h) else []


def apply_spot(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    s.searches[h] += 1
    _meters(s, h)["spot"] = s.pos[h] + 1
    _meters(s, h)["spot_turn"] = _turn(s)
    s.emit(f"{s.game.hero_names[h]} searches closely: two RUMSLETNINGSKORT, one after the other")
    draw_and_resolve(s, h, SEARCHES)


def _turn(s: DrakborgenState) -> int:
    return s.round * 8 + s.turn_index


def second_search(s: DrakborgenState) -> bool:
    """The first card has taken effect: the second is drawn (True) if he is still there, in
    the same turn."""
    h = s.hero
    m = _meters(s, h)
    sq = m.pop("spot", 0) - 1
    if sq < 0 or m.pop("spot_turn", -1) != _turn(s) or s.status[h] != 0 or s.pos[h] != sq or is_below(s, h) or s.in_dragon:
        return False
    draw_and_resolve(s, h, SEARCHES)
    return True


# ---- throwing -----------------------------------------------------------------------------

def encounter_actions(s: DrakborgenState, h: int) -> list[Action]:
    return [THROW] if _meters(s, h)["daggers"] and "volley" not in _meters(s, h) else []


def apply_throw(s: DrakborgenState, a: Action) -> None:
    """A dagger is thrown: the secret exchange of phase ``dagger`` (from a meeting, the volley's
    next dagger, or the spider)."""
    h = s.hero
    m = _meters(s, h)
    if s.phase != SPIDER:
        m["volley"] = m.get("volley", 0) + 1
    else:
        m["at_spider"] = 1
    s.emit(f"{s.game.hero_names[h]} throws a dagger: the monster player picks a STRIDSKORT, "
           f"he names two letters")
    s.phase = DAGGER


def combat_actions(s: DrakborgenState, h: int) -> list[Action]:
    """A dagger after each completed round (not twice before the next round)."""
    m = _meters(s, h)
    return list(DARTS) if m["daggers"] and m.get("rounds", 0) > m.get("darted", 0) else []


def secret_actions(s: DrakborgenState, seat: int) -> list[Action]:
    return list(DARTS) if seat == s.hero else list(STRIKES)


def legal_dagger(s: DrakborgenState) -> list[Action]:
    """One hero: his letters; the game's STRIDSKORT is chance (as D-SOLO)."""
    return list(DARTS)


def apply_dart(s: DrakborgenState, a: Action) -> None:
    """One hero: the game's STRIDSKORT drawn at random."""
    _resolve(s, str(a["letters"]), LETTERS[int(s.rng.random() * 3)])


def joint_dagger(s: DrakborgenState, joint: JointAction) -> None:
    h = s.hero
    _resolve(s, str(joint[h]["letters"]), str(joint[s.monster_seat(h)]["card"]))


def joint_round(s: DrakborgenState, joint: JointAction) -> bool:
    """A combat round's choices: a dagger instead of a letter (True: done here; False: the
    round is the base game's, counted by :mod:`.hooks`)."""
    h = s.hero
    if joint[h].kind == "dart":
        _resolve(s, str(joint[h]["letters"]), str(joint[s.monster_seat(h)]["card"]))
        return True
    return False


def _resolve(s: DrakborgenState, letters: str, card: str) -> None:
    h = s.hero
    m = _meters(s, h)
    m["daggers"] -= 1
    m["thrown"] = m.get("thrown", 0) + 1
    if is_below(s, h):
        m["below"] = 1
    m["at"] = s.pos[h] + 1
    spider = m.pop("at_spider", 0)
    in_combat = s.phase == COMBAT
    if in_combat:
        m["darted"] = m.get("rounds", 0)
    name = s.game.hero_names[h]
    what = "giant spider" if spider else label(s)
    hit = card in letters
    s.emit(f"{name} names {letters[0]} and {letters[1]}; the STRIDSKORT is {card}: "
           f"{'a hit' if hit else 'a miss'} ({m['daggers']} dagger{'s' if m['daggers'] != 1 else ''} left)")
    if spider:
        if hit:
            s.emit("The giant spider dies")
            retrieve(s, h)
            resume(s)
            return
        if not hurt(s, h, MISS, "his dagger missed"):
            resume(s)
            return
        if m["daggers"]:
            s.phase = SPIDER
            return
        retrieve(s, h)
        resolve_spider(s, h)
        return
    if not hit:
        if not hurt(s, h, MISS, "his dagger missed"):
            end_encounter(s)
            resume(s)
            return
    else:
        die, minus = HIT_BY.get(s.enc_m, HIT)
        lost = max(0, roll(s, die) - minus)
        if wound_monster(s, lost, f"The {what} loses {lost} KP", f"The {what} falls to his dagger"):
            end_encounter(s)
            resume(s)
            return
    _armed(s, h)
    if in_combat:
        if not m["daggers"]:  # no dagger left: the fight goes on unarmed
            start_fight(s)
        else:
            s.phase = COMBAT
        return
    limit = AMBUSH_VOLLEY if s.enc_ambush else VOLLEY_MAX
    if m["daggers"] and m["volley"] < limit:
        s.phase = VOLLEY
        return
    start_fight(s)


def legal_volley(s: DrakborgenState) -> list[Action]:
    """After a dagger of the volley: another, or combat."""
    return [THROW, ATTACK]


# ---- the giant spider --------------------------------------------------------------------

def spider(s: DrakborgenState, h: int) -> bool:
    """The giant spider: with daggers left he decides first (True: phase ``spider``)."""
    return spider_missiles(s, h, _meters(s, h)["daggers"], "daggers")


def legal_spider(s: DrakborgenState) -> list[Action]:
    return [THROW, MELEE]


# ---- ammunition --------------------------------------------------------------------------

def retrieve(s: DrakborgenState, h: int) -> None:
    """He looks for the daggers he threw: T6 each, even he finds it; lost below, or if he is
    no longer where he threw them, or dead."""
    m = _meters(s, h)
    thrown = m.pop("thrown", 0)
    below = m.pop("below", 0)
    at = m.pop("at", 0) - 1
    if not thrown:
        return
    name = s.game.hero_names[h]
    if s.status[h] != 0:
        return
    if below:
        s.emit(f"{name}'s {thrown} thrown dagger{'s are' if thrown > 1 else ' is'} lost in the catacombs")
    elif s.pos[h] != at:
        s.emit(f"{name} left his {thrown} thrown dagger{'s' if thrown > 1 else ''} behind")
    else:
        found = sum(roll(s, 6) % 2 == 0 for _ in range(thrown))
        m["daggers"] += found
        s.emit(f"{name} looks for his daggers: {found} of {thrown} found, {m['daggers']} in hand")
    _armed(s, h)


def encounter_over(s: DrakborgenState, h: int) -> None:
    retrieve(s, h)

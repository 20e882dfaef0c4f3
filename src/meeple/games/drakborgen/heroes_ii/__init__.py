"""Drakborgen II's eight new heroes (rulebook "The new heroes"), one module each.

``PLAYABLE``: the heroes whose abilities and equipment all work, in the order they were built;
only they can be chosen (option ``heroes``), the others' stats stay data. :func:`hero_content`
adds them to the content as base heroes are (``hero_ids``, ``heroes``, ``hero_attrs``,
``hero_kp``, ``hero_special``, ``hero_crossbow``), after the base four, so the base heroes keep
their indices. This module holds no rule (the rules import it, not the other way round); the
rules are reached through :mod:`.hooks`.
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

from meeple.games.drakborgen.schema import HeroRecord

PLAYABLE = ("yushugom", "thargrim", "yubara", "durim", "iril", "charak-hai", "mrishnahk", "dzala")
"""The Drakborgen II heroes a player may choose: every ability and piece of equipment built."""

PRINCIPLED = frozenset({"yushugom", "mrishnahk"})
"""Principfast heroes: no MAGISK RING at the start, magic items they find are ignored."""

UNARMED = frozenset({"mrishnahk"})
"""Heroes with no weapon and no STRIDSKORT at all: always unarmed in combat (Mrishnahk)."""

BASE_HEROES = 4
"""The base game's heroes come first in ``hero_ids`` (the tensor's hero one-hot has 4 entries)."""

_PAIRS = tuple(f"{a}{b}" for a in range(1, 7) for b in range(a + 1, 7))
_TRIPLES = tuple(f"{a}{b}{c}" for a in range(1, 7) for b in range(a + 1, 7) for c in range(b + 1, 7))

FORMS: dict[str, dict[str, tuple]] = {
    "meditate": {}, "fear": {}, "hide": {}, "conceal": {"face": tuple(range(1, 7))},
    "guess": {"faces": (*_PAIRS, *_TRIPLES)}, "shuriken": {"n": tuple(range(1, 5))}, "blowpipe": {}, "melee": {},
    "spot": {}, "hurl": {}, "dart": {"letters": ("AB", "AC", "BC")}, "leap": {}, "sling": {},
    "salve": {"on": ("her", "oracaz")}, "enter": {}, "heed": {}, "incite": {},
}
"""The new heroes' actions and their parameters' values (the adapters' action space)."""
FORMS.update({"vanish": {}, "unseen": {}, "appear": {}, "walls": {}, "walk": {"dir": tuple("NESW")},
              "stoptime": {}, "fireball": {}, "blast": {"dir": tuple("NESW")}, "scare": {}, "wrestle": {},
              "herbs": {"heal": ("sure", "luck")}})  # Mrishnahk's

PLAIN = {
    "meditate": "meditate: heal 1 KP and do nothing else this turn",
    "fear": "invoke fear: lose 1 KP, four T6 reaching 12 make it flee (else its counterattack, then combat)",
    "hide": "hide in the shadows: pick a T6 face in secret; unless the player on your right names it, it passes by",
    "blowpipe": "blowpipe (once a game): T12, anything but 1 defeats it",
    "melee": "face the giant spider as usual",
    "spot": "search closely: two RUMSLETNINGSKORT, one after the other (a search all the same)",
    "leap": "leap: two moves this turn across revealed rooms (no doors, portcullises or obstacles)",
    "sling": "fire the slingshot once (T10 on its table, then T6 KP less the table's), then combat",
    "hurl": "throw a dagger: the monster player picks a STRIDSKORT, you name two letters",
    "enter": "step onto the space: its face-down tile is turned up",
    "heed": "heed the oracaz: stay out, tile stays face down; a second heed ends the turn",
    "incite": "incite yourself (once a turn): T6 3-6 and you become a berserk",
}
"""What each new hero action without parameters means (render.describe)."""
PLAIN.update({  # Mrishnahk's
    "vanish": "invisibility: 2 KP (none if invisible): ignore the monster; then 1 KP a turn",
    "unseen": "stay invisible this turn: 1 KP",
    "appear": "become visible again",
    "walls": "walk through walls (once, 6 KP or more): one move through a wall or obstacle",
    "stoptime": "stop time: 1 KP, a turn more, the sundial still; RUMSKORT dangers ignored",
    "fireball": "fireball: the monster is gone; your turn is over and you rest the next one",
    "scare": "scare monster: 1 KP; it flees on its card or a T10 over its KP, else combat",
    "wrestle": "wrestle the skeleton: a T10 against your SF each round",
})


def describe(kind: str, params: dict[str, Any]) -> str | None:
    """What a new hero's action means; None for another action."""
    if kind in PLAIN:
        return PLAIN[kind]
    if kind == "conceal":
        return f"hide with the face {params['face']} showing on your secret T6"
    if kind == "guess":
        return f"name {', '.join(str(params['faces']))}: if her hidden face is one of them, she is found"
    if kind == "dart":
        a, b = str(params["letters"])
        return f"throw a dagger naming {a} and {b}: a hit costs it T6 KP, a miss costs you 1 KP"
    if kind == "force":
        return f"the oracaz destroys the door or portcullis towards {params['to']} (T10 against its SF)"
    if kind == "salve":
        return ("the healing salve (once a game, your turn): your KP in full" if params["on"] == "her"
                else "the healing salve (once a game, your turn): 3 KP to your oracaz")
    if kind == "shuriken":
        n = params["n"]
        return f"throw up to {n} shuriken, one after another until it falls (a T6 each)"
    if kind == "walk":
        return f"walk through the wall to the {params['dir']} (through the outer wall: out of Drakborgen)"
    if kind == "blast":
        return f"fireball at the obstacle to the {params['dir']} and go through; you rest next turn"
    if kind == "herbs":
        return f"healing herbs (once a game): {'3' if params['heal'] == 'sure' else 'T6'} KP, and lose your next turn"
    return None


def hero_content(content: Any) -> Any:
    """``content`` (Drakborgen II's) with the ``PLAYABLE`` heroes added as choosable heroes."""
    return _cached(content)


@lru_cache(maxsize=8)
def _cached(content: Any) -> Any:
    c = copy.copy(content)
    c.hero_ids = (*content.hero_ids, *PLAYABLE)
    c.heroes = dict(content.heroes)
    c.hero_attrs = dict(content.hero_attrs)
    c.hero_kp = dict(content.hero_kp)
    c.hero_special = dict(content.hero_special)
    c.hero_crossbow = dict(content.hero_crossbow)
    for hid in PLAYABLE:
        r = content.ii_heroes[hid]
        combat = content.ii_combat.get(hid)
        letter = combat.special if combat is not None else None
        # a base-hero record for what reads one (name, stats, letter); validated as IIHeroRecord
        c.heroes[hid] = HeroRecord.model_construct(
            provenance=r.provenance, source=r.source, confidence=r.confidence, note=r.note, id=hid, name=r.name,
            weapons=", ".join(r.equipment), SF=r.SF, VF=r.VF, RF=r.RF, TF=r.TF, KP=r.KP, special=letter,
            crossbow=False)
        c.hero_attrs[hid] = (r.SF, r.VF, r.RF, r.TF)
        c.hero_kp[hid] = r.KP
        c.hero_special[hid] = "ABC".index(letter) if letter is not None else -1  # -1: no letter
        c.hero_crossbow[hid] = False
    return c


def is_hero(s: Any, h: int, hid: str) -> bool:
    """Hero ``h`` of position ``s`` is the new hero ``hid``."""
    return s.game.hero_ids[h] == hid


def principled(s: Any, h: int) -> bool:
    """Hero ``h`` is principfast (Yūshugom, Mrishnahk): magic items are not for him."""
    return s.game.hero_ids[h] in PRINCIPLED

"""Unarmed combat (Drakborgen II, rulebook "Obeväpnad strid") and the dice it uses for monsters
that "fight as" another (rulebook "Monsters without STRIDSKORT").

A hero forced into combat without STRIDSKORT rolls T6 each round; the monster player rolls T6
for a svartalv or a bergstroll, T10 for a skelett or an orch, T12 for any other monster, and a
monster that fights as one of those still rolls T12. The lower roll loses 1 KP; a tie costs both
1 KP. Rounds go on until one side is defeated. Against a spider the hero can only flee: T6, 1-2
he gets away, 3-6 he loses 1 KP, until he is away or dead.

Only dice decide here, so the rounds run without a decision (no rule module is imported that
imports this one: :mod:`.combat` calls it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.drakborgen.below import catacomb_content, encounter_name
from meeple.games.drakborgen.content import MONSTER_NAMES
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.flow import hurt

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO_DIE = 6


def is_unarmed(s: DrakborgenState, h: int) -> bool:
    """Hero ``h`` has no STRIDSKORT to fight with (a hero's own rules say when: Drakborgen II's
    heroes without combat cards, a hero who lost all his daggers)."""
    cat = s.cat
    return cat is not None and cat.unarmed[h]


def monster_die(s: DrakborgenState) -> int:
    """The die the monster player rolls against an unarmed hero in the encounter: by the
    monster's type, T12 for a monster that only fights as that type."""
    cc = catacomb_content(s.game)
    if s.cat is not None and s.cat.enc_who >= 0:
        return cc.unarmed_other
    return cc.unarmed_die[s.enc_m]


def fight(s: DrakborgenState) -> bool:
    """The whole unarmed fight of the hero in the encounter, round by round. True when the
    monster is defeated, False when the hero dies."""
    h = s.hero
    die = monster_die(s)
    name = s.game.hero_names[h]
    label = encounter_name(s) or MONSTER_NAMES[s.enc_m]
    kp = s.game.content.mon_kp[s.enc_card][s.enc_m]
    s.emit(f"{name} fights the {label} unarmed: T{HERO_DIE} against the monster's T{die}")
    while True:
        mine, its = roll(s, HERO_DIE), roll(s, die)
        to_monster = 1 if mine >= its else 0
        to_hero = 1 if its >= mine else 0
        s.enc_dmg += to_monster
        s.emit(f"{name} rolls {mine}, the {label} {its}: the monster loses {to_monster} KP")
        if to_hero and not hurt(s, h, to_hero, f"the {label}'s blow, unarmed"):
            return False
        if s.enc_dmg >= kp:
            return True


def spider_flight(s: DrakborgenState, h: int) -> bool:
    """Unarmed against a spider: T6 each round until the hero gets away (True) or dies
    (False)."""
    away = catacomb_content(s.game).spider_flee
    name = s.game.hero_names[h]
    while True:
        r = roll(s, 6)
        if r <= away:
            s.emit(f"{name} rolls {r}: he gets away from the spider")
            return True
        if not hurt(s, h, 1, f"caught in the web unarmed ({r})"):
            return False

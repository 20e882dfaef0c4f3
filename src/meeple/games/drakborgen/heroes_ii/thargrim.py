"""Thargrim the Dark (rulebook "The new heroes"): Heal and Invoke fear; longsword and shield
(he fights with his STRIDSKORT like a base hero).

- Heal: a turn spent meditating heals 1 KP and is all he does that turn (``meditate``).
- Invoke fear (``fear``, in an encounter, also after an överfall; not against animals nor the
  undead): 1 KP of strain at once, then four T6; 12 or more and the monster flees, otherwise
  its counterattack costs T6 KP (T6-3 from a svartalv) and, as an attack, it leads to combat
  (rulings D2-HERO-FEAR-ATTACK, D2-HERO-FEAR-NOWHERE).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.below import encounter_undead, is_below
from meeple.games.drakborgen.combat import end_encounter, label, start_fight
from meeple.games.drakborgen.content import CHAMBER, SVARTALV
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.flow import heal, hurt, resume

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO = "thargrim"
MEDITATE = Action("meditate")
FEAR = Action("fear")
FEAR_DICE, FEAR_NEEDS = 4, 12
"""Invoke fear: the sum of four T6 must reach 12."""
STRAIN = 1
COUNTER = {SVARTALV: 3}
"""The counterattack after a failed invoke fear is T6 KP, less these for a monster type."""


def turn_actions(s: DrakborgenState, h: int) -> list[Action]:
    """Meditating, when hurt, on a turn of his own (not a corridor's free move), in Drakborgen
    (not below, not in the treasure chamber: ruling D2-HERO-MEDITATE-WHERE)."""
    if s.free or is_below(s, h) or s.ttype[s.pos[h]] == CHAMBER:
        return []
    return [MEDITATE] if s.kp[h] < s.game.content.hero_kp[HERO] else []


def apply_meditate(s: DrakborgenState, a: Action) -> None:
    heal(s, s.hero, 1, "meditation")
    resume(s)


def encounter_actions(s: DrakborgenState, h: int) -> list[Action]:
    """Invoke fear: against a monster that is neither an animal nor undead (no encounter
    monster is an animal; the undead: :func:`.below.encounter_undead`)."""
    return [] if encounter_undead(s) else [FEAR]


def apply_fear(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    name = s.game.hero_names[h]
    s.emit(f"{name} tries to invoke fear in the {label(s)}")
    if not hurt(s, h, STRAIN, "strain of invoking fear"):
        end_encounter(s)
        resume(s)
        return
    rolls = [roll(s, 6) for _ in range(FEAR_DICE)]
    total = sum(rolls)
    said = " + ".join(map(str, rolls))
    if total >= FEAR_NEEDS:
        s.emit(f"{said} = {total}: the {label(s)} flees in fear")
        end_encounter(s)
        resume(s)
        return
    s.emit(f"{said} = {total}, under {FEAR_NEEDS}: the {label(s)} counterattacks")
    if not hurt(s, h, max(0, roll(s, 6) - COUNTER.get(s.enc_m, 0)), "counterattack"):
        end_encounter(s)
        resume(s)
        return
    start_fight(s)

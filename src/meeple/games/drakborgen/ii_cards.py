"""What Drakborgen II's new card effects do (rulebook "Follow instructions in Drakborgen II",
"New classifications of effects"): the effect codes after the base ones, dispatched from
:func:`.cards.resolve`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.drakborgen import amulets, teleport
from meeple.games.drakborgen.expansion import (
    E_AMULET,
    E_AMULET_HALF,
    E_FALL_DOWN,
    E_GHOULS,
    E_OVERRUMPLING,
    E_SPELLBOOK,
    E_TELEPORT,
    E_WAY_DOWN,
)
from meeple.games.drakborgen.flow import resume
from meeple.games.drakborgen.floor_tiles import fall_below, ghouls, lay_floor, overrumpling
from meeple.games.drakborgen.heroes_ii import principled

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState


def resolve(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """Card ``k`` of deck ``d``, drawn by hero ``h``, takes effect."""
    content = s.game.content
    effect = content.card_effect[d][k]
    if effect == E_WAY_DOWN:
        lay_floor(s, h, content.card_floor[d][k])
        resume(s)
    elif effect == E_OVERRUMPLING:
        overrumpling(s, h)
    elif effect == E_GHOULS:
        ghouls(s, h)
    elif effect == E_TELEPORT:
        teleport.teleport(s, h, content.card_teleport[d][k])
    elif effect in (E_AMULET, E_AMULET_HALF) and principled(s, h):  # "The new heroes": Principled
        s.emit(f"{s.game.hero_names[h]} is principled: he leaves the magic item where it lies")
        resume(s)
    elif effect == E_AMULET:
        amulets.find(s, h, d, k)
    elif effect == E_AMULET_HALF:
        amulets.found_half(s, h, d, k)
    elif effect == E_FALL_DOWN:
        s.emit("The floor gives way beneath him")
        fall_below(s, h, content.card_damage[d][k], "the floor gave way")
    elif effect == E_SPELLBOOK:  # a SKATTKORT: the chamber takes it as loot, never resolved here
        resume(s)
    else:
        raise ValueError(f"no rule for card effect {effect}")

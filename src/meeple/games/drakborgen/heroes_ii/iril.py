"""Iril Fëaneline (rulebook "The new heroes", Iril): Leap; longsword and shield (STRIDSKORT),
slingshot.

- Leap (``leap``, declared at the start of her turn, carrying at most eight items): two moves
  in the turn across revealed tiles, never through a door or a portcullis nor into an
  obstacle (debris, a web: ruling D2-HERO-LEAP-WAYS); a bottomless well or a bridge is passed
  by VF on the T12. Only the first room gives a RUMSKORT; a corridor still gives its free move.
  She stops at a monster (the leap is over, no slingshot then). Leaping, an överfall costs
  T12-4, a trap 2 KP more, and items, bodies and containers are ignored.
- Slingshot (``sling``): one shot before combat (on meeting, or when combat begins after
  waiting), T10 on the table (:mod:`.tables`), then T6 less the table's KP; it counts as an
  attack (combat follows). Not in an encounter begun by an överfall. Stones never run out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import DRINK, STOP
from meeple.games.drakborgen.below import is_below
from meeple.games.drakborgen.combat import end_encounter, label, start_fight, wound_monster
from meeple.games.drakborgen.content import DARK, DEBRIS, E_CHEST, E_CORPSE, E_GOLD, E_ITEM, PORTCULLIS, VF, WEB
from meeple.games.drakborgen.dice import roll, test
from meeple.games.drakborgen.expansion import E_AMULET, E_AMULET_HALF
from meeple.games.drakborgen.flow import resume
from meeple.games.drakborgen.heroes_ii.tables import hero_tables
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER
from meeple.games.drakborgen.ways import locked, ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO = "iril"
LEAP = Action("leap")
SLING = Action("sling")
MAX_ITEMS = 8
LEAP_AMBUSH = (12, -4, -1)
"""Leaping, an överfall costs T12-4 (not T12-TF)."""
LEAP_TRAP = 2
IGNORED = frozenset((E_ITEM, E_GOLD, E_CORPSE, E_CHEST, E_AMULET, E_AMULET_HALF))
"""Leaping she ignores föremål (items, valuables, amulets), kvarlevor (bodies) and förvaring (chests)."""


def _meters(s: DrakborgenState, h: int) -> dict[str, int]:
    return s.ii.heroes.meters[h]  # type: ignore[union-attr]


def _turn(s: DrakborgenState) -> int:
    return s.round * 8 + s.turn_index


def leaping(s: DrakborgenState, h: int) -> int:
    """The leap's move under way (1, 2), 0 when not leaping this turn."""
    m = _meters(s, h)
    return m.get("leap", 0) if m.get("leap_turn", -1) == _turn(s) else 0


def leap_targets(s: DrakborgenState, h: int) -> set[int]:
    """The squares a leap's move may reach: revealed, no door or portcullis on the way, no
    obstacle."""
    out = set()
    for tgt, src, d in ways(s, h)[0]:
        t = s.ttype[tgt]
        doors, gate = locked(s, src, d, tgt)
        if t >= 0 and not doors and not gate and t not in (PORTCULLIS, DEBRIS, WEB):
            out.add(tgt)
    return out


def turn_actions(s: DrakborgenState, h: int) -> list[Action]:
    if s.free or is_below(s, h) or leaping(s, h) or len(s.trail) > 1:
        return []
    if len(s.items[h]) + len(s.loot[h]) > MAX_ITEMS or not leap_targets(s, h):
        return []
    return [LEAP]


def apply_leap(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    _meters(s, h).update(leap=1, leap_turn=_turn(s))
    s.emit(f"{s.game.hero_names[h]} leaps: two moves this turn across revealed rooms")


def filter_turn(s: DrakborgenState, acts: list[Action]) -> list[Action]:
    """Leaping: only the leap's moves (and stopping, the potion)."""
    h = s.hero
    if not leaping(s, h):
        return acts
    to = s.game.to_actions["move"]
    moves = {to[q] for q in leap_targets(s, h)}
    out = [a for a in acts if a in moves or a == STOP or a == DRINK]
    return out or ([STOP] if s.free else acts)  # no leap's move left (a dark room): the leap is over


def second_move(s: DrakborgenState) -> bool:
    """Her first move is over: the second (True), as a free move, if she can still leap."""
    h = s.hero
    stage = leaping(s, h)
    m = _meters(s, h)
    if stage != 1:
        m.pop("leap", None)
        return False
    if s.status[h] != 0 or s.pos[h] < 0 or is_below(s, h) or s.ttype[s.pos[h]] == DARK or not leap_targets(s, h):
        m.pop("leap", None)
        return False
    m["leap"] = 2
    s.emit(f"{s.game.hero_names[h]} leaps on")
    s.free = True
    s.phase = "turn"
    return True


def no_room_card(s: DrakborgenState, h: int) -> bool:
    """Leaping, only the first room gives a RUMSKORT."""
    if not leaping(s, h):
        return False
    m = _meters(s, h)
    if m.get("roomed"):
        s.emit(f"{s.game.hero_names[h]} leaps through: no RUMSKORT here")
        return True
    m["roomed"] = 1
    return False


def ignores(s: DrakborgenState, h: int, d: int, k: int) -> bool:
    if not leaping(s, h) or s.game.content.card_effect[d][k] not in IGNORED:
        return False
    s.emit(f"{s.game.hero_names[h]} leaps past it and takes nothing")
    return True


def ambush_damage(s: DrakborgenState, h: int) -> tuple[int, int, int] | None:
    return LEAP_AMBUSH if leaping(s, h) else None


def trap_extra(s: DrakborgenState, h: int) -> int:
    return LEAP_TRAP if leaping(s, h) else 0


def bridge_t12(s: DrakborgenState, h: int) -> bool | None:
    """Leaping past a bridge: VF on the T12 (None: not leaping, the bridge's own T10)."""
    return test(s, h, VF, "leap past the bridge") if leaping(s, h) else None


# ---- the slingshot -----------------------------------------------------------------------

def encounter_actions(s: DrakborgenState, h: int) -> list[Action]:
    m = _meters(s, h)
    return [] if s.enc_ambush or leaping(s, h) or m.get("slung") else [SLING]


def combat_actions(s: DrakborgenState, h: int) -> list[Action]:
    """When combat begins (no round fought yet) she may still fire her one shot."""
    m = _meters(s, h)
    return [] if s.enc_ambush or leaping(s, h) or m.get("slung") or m.get("rounds", 0) else [SLING]


def apply_sling(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    _meters(s, h)["slung"] = 1
    need, die, minus = hero_tables(s.game.content.data_dir).slingshot[s.enc_m]
    r = roll(s, 10)
    name = s.game.hero_names[h]
    if r >= need:
        lost = max(0, roll(s, die) - minus)
        said = f"{name}'s slingshot hits ({r}, {need} needed): the {label(s)} loses {lost} KP"
        if wound_monster(s, lost, said, f"The {label(s)} falls to her slingshot"):
            end_encounter(s)
            resume(s)
            return
    else:
        s.emit(f"{name}'s slingshot misses ({r}, {need} needed)")
    if s.phase == ENCOUNTER:
        start_fight(s)
    else:
        s.phase = COMBAT


def joint_combat(s: DrakborgenState, joint) -> bool:  # type: ignore[no-untyped-def]
    """Her shot instead of the first round's letters (True: done here)."""
    if joint[s.hero].kind != "sling":
        return False
    apply_sling(s, joint[s.hero])
    return True

"""Floor tiles and the bridge (Drakborgen II, rulebook "Floor tiles", "Effects of a floor tile",
"Room tiles"), Överrumpling (rulebook "Överrumpling!") and the ghouls (classification
"Likätare").

A floor tile goes on the room tile the hero stands on when a card says so. It covers the room's
contents and its direction symbol, not its walls or passages: from then on the square acts as
the code ``FLOOR`` (``state.ttype``; the room tile stays in ``state.tile``): no RUMSKORT on
entering, no search, none of the covered room's effects (rubble, web, darkness, a chasm's
split). The Väg ned floor tile is a way down into the catacombs: :func:`.below.mark_way_down`
hands it to the catacomb rules (helper B), which offer the descent on a later turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.drakborgen.amulet_triggers import fires
from meeple.games.drakborgen.below import mark_way_down
from meeple.games.drakborgen.board import square_name
from meeple.games.drakborgen.content import FLOOR, SF, VF
from meeple.games.drakborgen.dice import amount, attr, roll
from meeple.games.drakborgen.flow import hurt, resume

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

BRIDGE_FALL = (6, 0, -1)
"""KP lost falling from a bridge, T6 (reference 7.1: the tile's figure is not known; the
Återväckt proposal)."""


def t10_test(s: DrakborgenState, h: int, a: int, label: str) -> bool:
    """Roll the T10 against attribute ``a`` of hero ``h`` (success at or under it), narrated
    (rulebook "Ten-sided die"; "roll T10 against SF")."""
    value = attr(s, h, a)
    r = roll(s, 10)
    ok = r <= value
    s.events.append(s.game.said.t10[h, r, a, value, label, ok])  # shared, formatted when read (narration.py)
    return ok


def lay_floor(s: DrakborgenState, h: int, kind: str) -> None:
    """A card puts the floor tile ``kind`` on the room hero ``h`` stands on (rulebook "Effects
    of a floor tile"). With none of that kind left in the box the card does nothing (ruling
    D2-FLOOR-NONE). Way-down floor tiles are handed to the catacombs."""
    ii = s.ii
    content = s.game.content
    sq = s.pos[h]
    free = [i for i, k in enumerate(content.floor_tiles) if k == kind and i not in ii.floor]
    if not free or sq < 0:
        s.emit(f"No {kind} floor tile is left: the card does nothing")
        return
    i = free[0]
    ii.floor[sq] = i
    ii.floors -= 1
    s.ttype[sq] = FLOOR
    s.searches[h] = 0
    s.emit(f"A floor tile, {content.floor_tiles[i].replace('-', ' ').capitalize()}, now covers "
           f"{square_name(sq, content.cols)}: no more RUMSKORT or searching here")
    mark_way_down(s, sq)


def covered(s: DrakborgenState, sq: int) -> bool:
    """A floor tile lies on ``sq``."""
    return s.ii is not None and s.ii.floor[sq] >= 0


def cross_bridge(s: DrakborgenState, h: int) -> bool:
    """Leaving a bridge by another side than the way in: VF with the T10 (reference 7.1); a
    failure is a fall into the catacombs, after T6 KP (ruling D2-BRIDGE), unless an amulet of
    levitation holds him. True when he gets across."""
    own = s.game.HERO_BRIDGE(s, h)  # a new hero's own way across (heroes_ii)
    if own or (own is None and t10_test(s, h, VF, "cross the bridge")):
        if s.game.HERO_FALLS(s, h, "bridge"):  # Dzála's oracaz fell off it, alive: she follows
            s.emit(f"{s.game.hero_names[h]} climbs down after her oracaz")
            s.game.FALL(s, h, "climbed down after the oracaz")
            return False
        return True
    fall_below(s, h, BRIDGE_FALL, "fell from the bridge")
    return False


def fall_below(s: DrakborgenState, h: int, damage: tuple[int, int, int], why: str) -> None:
    """Hero ``h`` falls into the catacombs: the amulet of levitation may hold him (then nothing
    happens), else he loses ``damage`` KP and, alive, is handed to the catacombs
    (:func:`.catacombs.fall`, helper B, reached through ``game.FALL``), which decides his arrow;
    otherwise the move ends."""
    if fires(s, h, "fall"):
        s.emit(f"{s.game.hero_names[h]} floats: the amulet keeps him from falling")
        resume(s)
        return
    if hurt(s, h, amount(s, h, damage), why):
        s.game.FALL(s, h, why)  # the catacombs' (:func:`.catacombs.fall`), through the game's table
        return
    resume(s)


def overrumpling(s: DrakborgenState, h: int) -> None:
    """Överrumpling! (rulebook "Överrumpling!"): a skeleton with T6 KP attacks from behind and
    the hero wrestles it unarmed, no item, equipment or ability allowed (so there is nothing to
    decide). Each round, in the same turn, a T10 against SF: success costs the skeleton 1 KP,
    failure costs the hero 1 KP, until one of them is defeated."""
    if s.game.HERO_CAUGHT(s, h):  # a new hero's own way (Mrishnahk's spells, heroes_ii)
        return
    name = s.game.hero_names[h]
    kp = roll(s, 6)
    s.emit(f"Överrumpling! A skeleton with {kp} KP grabs {name} from behind: he must wrestle it unarmed")
    wrestle(s, h, kp)


def wrestle(s: DrakborgenState, h: int, kp: int) -> None:
    """The överrumpling's rounds against a skeleton with ``kp`` KP (see :func:`overrumpling`),
    then the game goes on."""
    while True:
        if t10_test(s, h, SF, "wrestle the skeleton"):
            kp -= 1
            if kp == 0:
                s.emit("The skeleton falls apart")
                break
        elif not hurt(s, h, 1, "the skeleton's grip"):
            break
    resume(s)


def ghouls(s: DrakborgenState, h: int) -> None:
    """Likätare: ghouls crawl up through the floor, their number kept on the monster badge
    (rulebook "New classifications"). After the Återväckt variant (reference 14.3, low): T6 +
    T12 rise; each round the hero strikes down T12 of them; while any are left he loses 2 KP
    in the first round and 1 KP in each later one, and T6 + 1 more rise; there is no escape."""
    name = s.game.hero_names[h]
    badge = roll(s, 6) + roll(s, 12)
    s.emit(f"{badge} ghouls crawl up through the floor around {name} (the monster badge counts them)")
    first = True
    while True:
        struck = roll(s, 12) + s.game.HERO_GHOULS(s, h)  # a berserk strikes down two more (heroes_ii)
        badge = max(0, badge - struck)
        s.emit(f"{name} strikes down {struck} ghouls: {badge} left on the monster badge")
        if badge == 0:
            break
        if not hurt(s, h, 2 if first else 1, "the ghouls' claws"):
            break
        first = False
        rise = roll(s, 6) + 1
        badge += rise
        s.emit(f"{rise} more ghouls crawl up: {badge} on the monster badge")
    resume(s)

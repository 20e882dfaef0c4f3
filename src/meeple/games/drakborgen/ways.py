"""Which ways a hero can take (reference sections 3, 6, 7, 8): queries only, no effects.

A way is ``(target, source, side)``: from ``source`` (the hero's square, or the chamber half
the opening belongs to) through ``side`` into ``target``. It needs an opening on both sides
of the edge (an unexplored square opens to anything while tiles are left in the bag), and no
other hero in the target, except in the towers and the chamber. Doors and a portcullis that
is down make a way an attempt, not a certainty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import GROPE, PASS, SEARCH, STAY, STOP
from meeple.games.drakborgen.amulet_triggers import turn_actions as amulet_actions
from meeple.games.drakborgen.below import (
    DESCEND,
    READ,
    below_actions,
    can_read,
    heal_actions,
    hopeless_redescent,
)
from meeple.games.drakborgen.magic_rings import R_SEEKING, SEEK
from meeple.games.drakborgen.content import (
    BRIDGE,
    CHAMBER,
    CHASM,
    DARK,
    DEBRIS,
    FLOOR,
    PORTCULLIS,
    R_OPENING,
    ROOM,
    TOWER,
    TRAP,
)

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

SEARCHABLE = frozenset((ROOM, PORTCULLIS, TRAP, DEBRIS, CHASM))
"""Tiles a hero may search (ruling D-SEARCH); the others have nothing to search or no time."""

Way = tuple[int, int, int]

SIDES_OF = tuple(tuple(d for d in range(4) if m >> d & 1) for m in range(16))
"""The sides in a side mask, in side order."""
_BACK = (4, 8, 1, 2)
"""``1 << opposite(d)``: the bit of the side an edge's far square shows towards ``d``'s square."""


def occupied(s: DrakborgenState, sq: int, h: int) -> bool:
    """Another hero inside stands on ``sq`` (the towers and the chamber hold any number)."""
    t = s.ttype[sq]
    if t == TOWER or t == CHAMBER:
        return False
    return sq in s.pos and _other_there(s, sq, h)


def exit_edges(s: DrakborgenState, h: int) -> list[tuple[int, int]]:
    """``(source, side)`` of every opening the hero may leave by: the chamber's six, the
    hero's half of a chasm, or the tile's openings."""
    pos = s.pos[h]
    t = s.ttype[pos]
    if t == CHAMBER:
        return list(s.game.chamber_edges)
    mask = s.open_[pos]
    if t == CHASM:
        for half in s.game.content.tile_halves[s.tile[pos]][s.rot[pos]]:
            if half >> s.side[h] & 1:
                mask = half
                break
    return [(pos, d) for d in SIDES_OF[mask]]


def passable(s: DrakborgenState, src: int, d: int) -> int:
    """The square beyond side ``d`` of ``src`` if the edge can be crossed there (wall and
    openings only, not heroes), else -1."""
    tgt = s.game.nb[src][d]
    if tgt < 0:
        return -1
    t = s.ttype[tgt]
    if t < 0:
        return tgt if s.bag else -1
    if not s.open_[tgt] & _BACK[d]:
        return -1
    if t == CHAMBER and s.ttype[src] == CHAMBER:
        return -1
    return tgt


def ways(s: DrakborgenState, h: int, only: int = -1, first: bool = False) -> tuple[list[Way], bool]:
    """The hero's ways out, and whether some other way is only blocked by another hero. With
    ``only`` (a square), just the ways into it (what a move there takes: the first). With
    ``first``, only up to the first way or block found (whether there is any)."""
    out: list[Way] = []
    blocked = False
    pos, ttype, open_ = s.pos, s.ttype, s.open_
    here = pos[h]
    t = ttype[here]
    # exit_edges and passable, inlined: this is the hottest query of the game
    if t == CHAMBER or t == CHASM:
        nb = s.game.nb
        steps = [(nb[src][d], src, d) for src, d in exit_edges(s, h)]
    else:  # the ways through the square's openings, built once per square and mask
        steps = s.game.steps[here][open_[here]]
    bag = s.bag
    for way in steps:
        tgt, src, d = way
        if tgt < 0 or only >= 0 and tgt != only:
            continue
        t = ttype[tgt]
        if t < 0:
            if not bag:
                continue
        elif not open_[tgt] & _BACK[d] or t == CHAMBER and ttype[src] == CHAMBER:
            continue
        if tgt in pos and t != TOWER and t != CHAMBER and _other_there(s, tgt, h):
            blocked = True
            if first:
                break
            continue
        out.append(way)
        if first:
            break
    return out, blocked


def _other_there(s: DrakborgenState, sq: int, h: int) -> bool:
    """Another hero than ``h``, inside, stands on ``sq``."""
    pos, status = s.pos, s.status
    for g in range(len(pos)):  # a plain loop: any() over a generator costs a frame
        if pos[g] == sq and status[g] == 0 and g != h:
            return True
    return False


def locked(s: DrakborgenState, src: int, d: int, tgt: int) -> tuple[int, bool]:
    """Printed doors on the edge (0-2, one DÖRRKORT each) and whether a portcullis is down."""
    o = (d + 2) & 3
    doors = (s.doors[src] >> d & 1) + (s.doors[tgt] >> o & 1)
    gate = bool(s.closed[src] >> d & 1 or s.closed[tgt] >> o & 1)
    return doors, gate


def secret_ways(s: DrakborgenState, h: int) -> list[Way]:
    """Through the walls of a room where the hero found a secret door (reference 8.3)."""
    pos = s.pos[h]
    if s.secret[h] != pos:
        return []
    out = []
    for d in range(4):
        if s.open_[pos] >> d & 1:
            continue
        tgt = passable(s, pos, d)
        if tgt >= 0 and not occupied(s, tgt, h):
            out.append((tgt, pos, d))
    return out


def can_search(s: DrakborgenState, h: int) -> bool:
    """Searching instead of moving: a searchable tile, at most two searches in a row."""
    return not s.free and s.ttype[s.pos[h]] in SEARCHABLE and s.searches[h] < 2


def can_flee(s: DrakborgenState, h: int) -> bool:
    """A flight back to the square the hero came from: not after coming in through a
    portcullis or a secret door, and only while the way back is open and free."""
    if s.hard[h] or s.prev[h] < 0:
        return False
    pos, prev = s.pos[h], s.prev[h]
    nb = s.game.nb[pos]
    if prev not in nb:
        return False
    d = nb.index(prev)  # the first side towards it
    o = (d + 2) & 3  # opposite(d)
    open_, closed = s.open_, s.closed
    return bool(open_[pos] >> d & 1 and open_[prev] >> o & 1
                and not (closed[pos] >> d & 1 or closed[prev] >> o & 1)  # locked(...)[1]: no portcullis down
                and not occupied(s, prev, h))


def trapped(s: DrakborgenState) -> bool:
    """The hero whose turn begins has no legal action (:func:`turn_actions` is empty). A way
    out, or one blocked by a hero (he may wait), or a dark room (he gropes) settles it without
    building the actions: every other action only adds to those; below (Drakborgen II), going
    on into the dark is always among them. Not so for a new hero whose choices the expansion's
    filter may cut (``game.turn_filtered``), nor in the dark for one who sees there (Dzála's
    light orb). A turn begins without a free move, so a searchable tile (a search, fewer than two
    made) or the treasure chamber (staying) settles it too."""
    h = s.hero
    game = s.game
    if not game.turn_filtered[h]:
        cat = s.cat
        if cat is not None and cat.below[h] and s.status[h] == 0:  # is_below
            return False  # below, he can always go on into the dark
        t = s.ttype[s.pos[h]]
        if t == DARK:
            if not game.new_hero[h] or not game.HERO_SEES(s, h, "dark"):
                return False
        elif not s.free and (t in SEARCHABLE and s.searches[h] < 2 or t == CHAMBER):
            return False  # turn_actions offers the search or the stay
        elif not s.free and t != CHASM:  # ways(first=True)'s loop: a way out or one a hero blocks settles it
            ttype, open_ = s.ttype, s.open_
            bag = s.bag
            for tgt, src, d in game.steps[s.pos[h]][open_[s.pos[h]]]:
                tt = ttype[tgt]
                if tt < 0:
                    if bag:
                        return False
                elif open_[tgt] & _BACK[d] and (tt != CHAMBER or ttype[src] != CHAMBER):
                    return False
        else:
            found, blocked = ways(s, h, first=True)
            if found and not s.free or blocked:
                return False
    return not turn_actions(s)


def turn_actions(s: DrakborgenState) -> list[Action]:
    """The legal actions of the hero whose turn it is (reference section 6): a way (a move,
    a Ring of Opening, a secret door; in a dark room the die chooses), a search, staying in
    the chamber, waiting when only heroes block the way, ending a corridor's free move; and
    the potion or the Ring of Healing. A free move never leads back onto a square the hero
    has stood on this turn (ruling D-CORRIDOR). Empty when the hero is trapped. Drakborgen II:
    below, the catacomb turn (:func:`.below.below_actions`); on a way down, going down; come up
    where there is no way on, going down again."""
    h = s.hero
    game = s.game
    cat = s.cat  # Drakborgen II's catacombs (None in the base game)
    if cat is not None and cat.below[h] and s.status[h] == 0:  # is_below
        # as a new hero's state allows (Drakborgen II, heroes_ii: Mrishnahk's herbs)
        return game.HERO_FILTER(s, below_actions(s)) if game.turn_filtered[h] else below_actions(s)
    pos = s.pos[h]
    to = game.to_actions
    acts: list[Action] = []
    t = s.ttype[pos]
    if t == DARK and not (game.new_hero[h] and game.HERO_SEES(s, h, "dark")):  # Dzála's light orb
        acts.append(GROPE)
    else:
        free = s.free
        move = to["move"]
        found, blocked = ways(s, h)
        if free:
            trail = s.trail
            found = [w for w in found if w[0] not in trail]
        if s.ring[h] == R_OPENING and not s.ring_used[h]:
            unlock = to["unlock"]
            for tgt, src, d in found:
                acts.append(move[tgt])
                doors, gate = locked(s, src, d, tgt)
                if doors or gate:
                    acts.append(unlock[tgt])
        else:
            for w in found:
                acts.append(move[w[0]])
        if s.secret[h] == pos:
            for tgt, _, _ in secret_ways(s, h):
                acts.append(to["secret"][tgt])
        if t == CHAMBER:
            acts.append(STAY)
        if not free and t in SEARCHABLE and s.searches[h] < 2:  # can_search
            acts.append(SEARCH)
            if s.ring[h] == R_SEEKING and not s.ring_used[h]:  # Drakborgen II (magic_rings.usable)
                acts.append(SEEK)
        if cat is not None and not free and not cat.below[h] and pos >= 0 and (
                t == BRIDGE or pos in cat.down
                or (k := s.tile[pos]) >= 0 and game.content.tile_way_down[k] and t != FLOOR):  # way_down, inline
            acts += DESCEND  # a way down (or a bridge) here: down instead of moving, an arrow direction each
        if not acts and blocked:
            acts.append(PASS)
        if free:
            acts.append(STOP)
        if cat is not None:
            if not acts:
                acts = hopeless_redescent(s, h)
            if s.loot[h] and can_read(s):  # the Spellbook is loot
                acts.append(READ)
    if acts and s.ii is not None:
        if s.ii.amulet[h] >= 0:
            acts += amulet_actions(s, h)
        if game.new_hero[h]:
            acts += game.HERO_TURN(s)  # a new hero's abilities (heroes_ii)
    if acts and not s.free and s.kp[h] < game.top_kp[h]:
        acts += heal_actions(s, h)
    if game.turn_filtered[h]:  # Drakborgen II: as a new hero's state allows (heroes_ii)
        return game.HERO_FILTER(s, acts)
    return acts

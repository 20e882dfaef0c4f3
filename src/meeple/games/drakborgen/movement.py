"""Moving through Drakborgen and what the room tiles do (reference sections 6-8, 13).

A move crosses one edge. Leaving a bottomless pit, a room full of debris or a spider's web by
another opening than the way in needs a roll; doors need DÖRRKORT (one per printed door, all
must open); a portcullis that is down needs a SF roll. An unexplored square gets a tile from
the bag, its entry side towards the hero. Then the tile acts: a corridor gives a free move, a
rotating room turns half round, a new trap room springs a FÄLLKORT, an ordinary room gives a
RUMSKORT, a tower lets the hero out, the chamber gives treasure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.amulet_triggers import fires
from meeple.games.drakborgen.below import mark_way_down
from meeple.games.drakborgen.board import opposite, rotate_mask
from meeple.games.drakborgen.cards import draw_trap, room_card
from meeple.games.drakborgen.content import (
    BRIDGE,
    CHAMBER,
    CHASM,
    CORRIDOR,
    DARK,
    DEBRIS,
    DOORS,
    E_DOOR_TRAP,
    FLOOR,
    E_OPEN,
    E_SHUT,
    PIT,
    PORTCULLIS,
    ROTATING,
    SF,
    TOWER,
    TRAP,
    VF,
    WEB,
)
from meeple.games.drakborgen.decks import discard, draw, take
from meeple.games.drakborgen.dice import amount, formula, roll, test
from meeple.games.drakborgen.floor_tiles import cross_bridge
from meeple.games.drakborgen.flow import escape, finish_turn, hurt, kill, next_flight, resume
from meeple.games.drakborgen.magic_rings import R_REJECTION
from meeple.games.drakborgen.phases import TILE, TURN
from meeple.games.drakborgen.treasure import chamber_draw
from meeple.games.drakborgen.ways import Way, locked, passable, occupied, secret_ways, ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

SIDE_WORDS = ("north", "east", "south", "west")

_HOLDING = frozenset((PIT, BRIDGE, DEBRIS, WEB))
"""The tiles a hero may need a roll to leave (a pit or a bridge by another side than the way in,
debris likewise, a web by any side)."""

PLAIN, RING, SECRET, FLIGHT = range(4)
"""How a hero crosses: an ordinary move, with the Ring of Opening, through a secret door,
fleeing from the dragon."""


def place(s: DrakborgenState, sq: int, k: int, rot: int) -> None:
    """Tile kind ``k`` on ``sq``, turned ``rot`` quarter turns."""
    content = s.game.content
    s.tile[sq] = k
    s.rot[sq] = rot
    s.ttype[sq] = content.tile_type[k]
    s.open_[sq] = content.tile_open[k][rot]
    s.doors[sq] = content.tile_doors[k][rot]
    if s.cat is not None and content.tile_way_down[k]:  # Drakborgen II: a chamber with a way down
        mark_way_down(s, sq)


def turn_room(s: DrakborgenState, sq: int) -> None:
    """The rotating room on ``sq`` turns half round (two quarter turns): its rotation, open
    sides and doors with it: what the tile does when a hero comes onto it. Where the hero
    inside ends up facing is the caller's to set."""
    s.rot[sq] = (s.rot[sq] + 2) % 4
    s.open_[sq] = rotate_mask(s.open_[sq], 2)
    s.doors[sq] = rotate_mask(s.doors[sq], 2)
    s.emit("The room turns half round with a grinding noise")


def _floats(s: DrakborgenState, h: int) -> bool:
    """Drakborgen II: an amulet of levitation keeps a falling hero up; he stays where he was."""
    if fires(s, h, "fall"):
        s.emit(f"{s.game.hero_names[h]} floats back: the amulet keeps him from falling")
        return True
    return False


def _find(found: list[Way], text: object, s: DrakborgenState) -> Way:
    sq = s.game.square_at.get(text, -1)  # type: ignore[arg-type]  # named as board.square_name names it
    for way in found:
        if way[0] == sq:
            return way
    raise KeyError(text)


def _way_to(s: DrakborgenState, h: int, a: Action) -> Way:
    """The way a legal move (``move``, ``unlock``, ``flight``) takes: the first of hero ``h``'s ways
    into the square the action names. Through the square's own openings there is one way into
    each neighbour (``game.step_to``), open and free as the move's legality says; the chamber's
    and a chasm half's are looked up (:func:`.ways.ways`). KeyError: no way into that square."""
    game = s.game
    sq = game.square_at.get(a.params[0][1], -1)  # type: ignore[arg-type]  # its one parameter, "to"
    if sq >= 0:
        here = s.pos[h]
        t = s.ttype[here]
        if t != CHAMBER and t != CHASM:
            way = game.step_to[here][s.open_[here]].get(sq)
            if way is not None:
                return way
        else:
            found = ways(s, h, sq)[0]  # only the ways into sq
            if found:
                return found[0]
    raise KeyError(a["to"])


def apply_move(s: DrakborgenState, a: Action) -> None:
    go(s, s.hero, _way_to(s, s.hero, a), PLAIN)


def apply_unlock(s: DrakborgenState, a: Action) -> None:
    """The Ring of Opening: the doors or the portcullis of this edge open, once per game."""
    s.ring_used[s.hero] = True
    s.emit(f"{s.game.hero_names[s.hero]} uses the Ring of Opening")
    go(s, s.hero, _way_to(s, s.hero, a), RING)


def apply_secret(s: DrakborgenState, a: Action) -> None:
    go(s, s.hero, _find(secret_ways(s, s.hero), a["to"], s), SECRET)


def apply_grope(s: DrakborgenState, a: Action) -> None:
    """Leaving a dark room (mörkerrum): the die picks one of its openings, the way in
    included, each as likely (ruling D-DARK); a way that leads nowhere costs the move."""
    h = s.hero
    pos = s.pos[h]
    sides = [d for d in range(4) if s.open_[pos] >> d & 1]
    d = sides[int(s.rng.random() * len(sides))]
    tgt = passable(s, pos, d)
    name = s.game.hero_names[h]
    if tgt < 0 or occupied(s, tgt, h):
        s.emit(f"{name} gropes {SIDE_WORDS[d]} in the dark and finds no way: the move is lost")
        finish_turn(s)
        return
    s.emit(f"{name} gropes {SIDE_WORDS[d]} in the dark")
    go(s, h, (tgt, pos, d), PLAIN)


def apply_stay(s: DrakborgenState, a: Action) -> None:
    s.emit(f"{s.game.hero_names[s.hero]} stays in the treasure chamber")
    chamber_draw(s, s.hero)


def apply_pass(s: DrakborgenState, a: Action) -> None:
    s.emit(f"{s.game.hero_names[s.hero]} waits: every way out is taken")
    finish_turn(s)


def apply_stop(s: DrakborgenState, a: Action) -> None:
    finish_turn(s)


def apply_flight(s: DrakborgenState, a: Action) -> None:
    """A hero flees from the waking dragon; a door or portcullis that holds costs him another
    T12 of fire and he chooses again (reference 12, GW ruling)."""
    h = s.fleer
    way = _way_to(s, h, a)
    tgt, src, d = way
    if not _through(s, h, src, d, tgt):
        if s.status[h] == 0 and hurt(s, h, roll(s, 12), "dragon fire while the way holds, T12"):
            return
        s.dragon_queue.pop(0)
        next_flight(s)
        return
    s.dragon_queue.pop(0)
    enter(s, h, way, FLIGHT, locked(s, src, d, tgt)[1])


def _through(s: DrakborgenState, h: int, src: int, d: int, tgt: int,
             lock: tuple[int, bool] | None = None) -> bool:
    """Doors and portcullis of the edge (``lock``: :func:`.ways.locked`'s answer for it, if
    the caller has it): every door must open (a DÖRRKORT each), a portcullis that is down must
    be lifted (SF). Narrated; False if the way stays shut."""
    doors, gate = locked(s, src, d, tgt) if lock is None else lock
    if not doors and not gate:
        return True  # nothing on the edge (a new hero's own door rule needs a door or a portcullis)
    content = s.game.content
    name = s.game.hero_names[h]
    new = s.game.new_hero[h]
    own = s.game.HERO_DOOR(s, h, doors, gate) if new else None  # Drakborgen II: a berserk's T12
    if own is not None:
        return own
    for _ in range(doors):
        broken = s.game.HERO_BREAKS(s, h, "door") if new else None  # Dzála's oracaz
        if broken is not None:
            if broken:
                continue
            return False
        k = draw(s, DOORS)
        discard(s, DOORS, k)
        effect = content.card_effect[DOORS][k]
        s.emit(f"{name} tries the door: DÖRRKORT {content.card_name[DOORS][k]}")
        if effect == E_OPEN:
            continue
        if effect == E_SHUT and new and s.game.HERO_LOCKPICK(s, h):  # Drakborgen II (heroes_ii)
            continue
        if effect == E_DOOR_TRAP:
            damage = content.card_damage[DOORS][k]
            before = s.kp[h]
            if hurt(s, h, amount(s, h, damage), f"door trap, {formula(damage)}") and s.kp[h] < before \
                    and new:  # Drakborgen II: KP lost to a door trap, Chārāk-Hai's T6 (heroes_ii)
                s.game.HERO_DOOR_TRAP(s, h)
        return False
    if gate:
        broken = s.game.HERO_BREAKS(s, h, "portcullis") if new else None  # Dzála's oracaz
        if not broken if broken is not None else not test(s, h, SF, "lift the portcullis"):
            return False
    return True


def go(s: DrakborgenState, h: int, way: Way, how: int) -> None:
    """Hero ``h`` tries to cross ``way``; on success he enters the square beyond."""
    tgt, src, d = way
    t = s.ttype[s.pos[h]]
    if t in _HOLDING:  # leaving may take a roll
        back = d == s.side[h]
        if t == PIT and not back and not test(s, h, VF, "leap over the bottomless pit"):
            if s.ii is not None and _floats(s, h):
                finish_turn(s)
                return
            kill(s, h, "fell into the bottomless pit")
            resume(s)
            return
        if t == PIT and not back and s.ii is not None:
            s.game.HERO_FALLS(s, h, "well")  # Dzála's oracaz leaps too
        if t == BRIDGE and not back:
            if not cross_bridge(s, h):
                return
        if t == DEBRIS and not back and not test(s, h, VF, "climb over the debris"):
            finish_turn(s)
            return
        if t == WEB:
            for _ in range(1 if back else 2):
                if not test(s, h, SF, "tear through the spider's web"):
                    finish_turn(s)
                    return
    gate = False
    if how != SECRET:
        o = (d + 2) & 3  # ways.locked, inline: the edge's printed doors and a portcullis down
        doors = (s.doors[src] >> d & 1) + (s.doors[tgt] >> o & 1)
        gate = bool(s.closed[src] >> d & 1 or s.closed[tgt] >> o & 1)
        if how != RING and (doors or gate) and not _through(s, h, src, d, tgt, (doors, gate)):
            resume(s)
            return
    enter(s, h, way, how, gate)


def enter(s: DrakborgenState, h: int, way: Way, how: int, gate: bool) -> None:
    """Hero ``h`` enters ``way``'s target: a new tile is drawn and placed with its entry side
    towards him, then the tile acts. A dragon flight draws no RUMSKORT and gives no free move
    (ruling D-FLIGHT). Drakborgen II: a hero wearing an unused Ring of Rejection first keeps the
    new tile or rejects it (phase TILE, :mod:`.ring_effects`)."""
    tgt, src, d = way
    new = s.ttype[tgt] < 0
    if new:
        if s.game.face_down and how != FLIGHT and how != SECRET and h == s.hero and s.game.HERO_WARNS(s, h, way, how, gate):
            return  # Drakborgen II: Dzála's oracaz warns her first (phase HISS)
        # the bag's tile, or one Dzála's oracaz warned of lying there face down (only she lays them)
        place(s, tgt, s.game.HERO_TILE(s, tgt) if s.game.face_down else take(s, s.bag) if s.unordered
              else s.bag.pop(), d)  # take's ordered case inline
        if how != FLIGHT and h == s.hero and s.ring[h] == R_REJECTION and not s.ring_used[h]:  # Drakborgen II (ring_effects)
            s.ii.ring_way = [h, tgt, src, d, how, int(gate)]  # type: ignore[union-attr]
            s.phase = TILE
            s.emit(f"{s.game.hero_names[h]} may keep the new tile or reject it with the Ring of Rejection")
            return
    arrive(s, h, way, how, gate, new)


def arrive(s: DrakborgenState, h: int, way: Way, how: int, gate: bool, new: bool) -> None:
    """Hero ``h`` steps onto ``way``'s target (its tile laid, ``new`` if just drawn) and the
    tile acts."""
    tgt, src, d = way
    entry = (d + 2) & 3  # opposite(d)
    s.pos[h] = tgt
    if h == s.hero:
        s.trail.append(tgt)
    s.prev[h] = src
    s.side[h] = entry
    s.searches[h] = 0
    s.secret[h] = -1
    s.hard[h] = gate or how == SECRET
    t = s.ttype[tgt]
    s.events.append(s.game.said.enters[h, tgt, new, t])  # shared, formatted when read (narration.py)
    if t == PORTCULLIS and new:
        s.closed[tgt] |= 1 << entry
        s.hard[h] = True
        s.emit("The portcullis crashes down behind him")
    if t == TOWER:
        escape(s, h)
        resume(s)
    elif t == CHAMBER:
        if how == FLIGHT:
            resume(s)
        else:
            chamber_draw(s, h)
    elif t == CORRIDOR and how != FLIGHT and not (s.game.new_hero[h] and s.game.HERO_STILL(s, h)):
        s.free = True
        s.phase = TURN
    elif t == ROTATING:
        if not s.game.new_hero[h] or not s.game.HERO_STILL(s, h):  # Drakborgen II: time stands still, it does not turn
            turn_room(s, tgt)
            s.side[h] = opposite(entry)
        resume(s)
    elif t == CORRIDOR:  # a flight, or time stands still (Drakborgen II, Mrishnahk): no free move
        resume(s)
    elif t == TRAP and new:
        draw_trap(s, h)
    elif t in (DARK, PIT, WEB, BRIDGE, FLOOR) or how == FLIGHT:
        resume(s)
    elif s.game.new_hero[h] and s.game.HERO_NO_ROOM(s, h):  # Drakborgen II: a new hero draws none here
        resume(s)
    else:
        room_card(s, h)

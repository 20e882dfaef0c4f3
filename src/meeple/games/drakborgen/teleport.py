"""Teleportation (Drakborgen II, rulebook "Teleportation").

The figure is moved by magic. A room tile already on the target stays as it is; an empty target
gets a tile from the bag, which the player turns as he likes (the ``lay`` decision). No RUMSKORT
is drawn if one was drawn this turn, nor in another player's turn. The tile then acts as on
entering, with the rulebook's exceptions: a corridor ends the turn (no free move), a bottomless
well kills, a bridge is a fall (into the catacombs), debris and a web hold the hero (he has no
way in to go back by, so every way out needs its roll), the treasure chamber gives a DRAKKORT at
once and no SKATTKORT, the outer wall crushes him, a tower room lets him out as if he had walked
in. A target another hero stands on (not the chamber or a tower) makes the dice roll again.

Where a card teleports (``card_teleport``): ``dice``: T12 for the direction (1-3 N, 4-6 E,
7-9 S, 10-12 W) and T6 for the distance in squares (reconstructed, ruling D2-TELEPORT-DICE); a
path that leaves the grid ends in the outer wall. ``chamber``: the treasure chamber's north
half. ``tower``: a tower room the hero chooses (the ``portal`` decision).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.board import opposite, square_name
from meeple.games.drakborgen.cards import draw_trap, room_card
from meeple.games.drakborgen.content import (
    BRIDGE,
    CHAMBER,
    CHASM,
    CORRIDOR,
    PIT,
    PORTCULLIS,
    ROTATING,
    TILE_NAMES,
    TOWER,
    TRAP,
)
from meeple.games.drakborgen.decks import take
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.expansion import T_CHAMBER, T_DICE
from meeple.games.drakborgen.flow import escape, fresh_square, kill, resume
from meeple.games.drakborgen.floor_tiles import BRIDGE_FALL, fall_below
from meeple.games.drakborgen.movement import place, turn_room
from meeple.games.drakborgen.ways import occupied

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

LAY = "lay"  # a teleported hero turns the fresh tile of his new square
PORTAL = "portal"  # a teleported hero picks the tower room he is taken to
LAYS = tuple(Action("lay", rot=r) for r in range(4))
"""``lay rot=r``: the tile's entry side S turned to face side ``(2 + r) % 4`` (r quarter turns)."""
TOWER_IDS = ("nw", "ne", "sw", "se")
PORTALS = tuple(Action("portal", tower=t) for t in TOWER_IDS)
SIDE_WORDS = ("north", "east", "south", "west")


def dice_target(s: DrakborgenState, h: int) -> int:
    """The square the dice send hero ``h`` to, rolled again while another hero stands there;
    -1: the outer wall."""
    nb = s.game.nb
    while True:
        d = (roll(s, 12) - 1) // 3
        dist = roll(s, 6)
        s.emit(f"The teleportation throws {s.game.hero_names[h]} {dist} square(s) {SIDE_WORDS[d]}")
        sq = s.pos[h]
        for _ in range(dist):
            sq = nb[sq][d]
            if sq < 0:
                return -1
        if not occupied(s, sq, h):
            return sq
        s.emit(f"Another hero stands on {square_name(sq, s.game.content.cols)}: the dice are rolled again")


def teleport(s: DrakborgenState, h: int, kind: int) -> None:
    """Hero ``h`` is teleported as a card of teleport kind ``kind`` says."""
    game = s.game
    if kind == T_DICE:
        sq = dice_target(s, h)
        if sq < 0:
            kill(s, h, "teleported into the outer wall")
            resume(s)
            return
    elif kind == T_CHAMBER:
        sq = game.content.chamber[0][0]
    else:
        s.ii.tele = -2  # a tower, to be chosen
        s.phase = PORTAL
        return
    land(s, h, sq)


def legal_portal(s: DrakborgenState) -> list[Action]:
    return list(PORTALS)


def apply_portal(s: DrakborgenState, a: Action) -> None:
    s.ii.tele = -1
    land(s, s.hero, s.game.tower_squares[TOWER_IDS.index(str(a["tower"]))])


def land(s: DrakborgenState, h: int, sq: int) -> None:
    """The figure appears on ``sq``; an empty square waits for its tile to be turned."""
    s.pos[h] = sq
    fresh_square(s, h)
    if h == s.hero:
        s.trail.append(sq)
    where = square_name(sq, s.game.content.cols)
    if s.ttype[sq] < 0:
        if not s.bag:
            s.emit(f"{s.game.hero_names[h]} is teleported to {where}, but no room tile is left: he stays in the dark void")
            kill(s, h, "teleported where no room tile was left")
            resume(s)
            return
        s.ii.tele = sq
        s.ii.tele_tile = s.game.HERO_TILE(s, sq)  # a tile Dzála's oracaz warned of lies there face down
        s.emit(f"{s.game.hero_names[h]} is teleported to {where}: a new tile, "
               f"{TILE_NAMES[s.game.content.tile_type[s.ii.tele_tile]]}, which he may turn as he likes")
        s.phase = LAY
        return
    s.emit(f"{s.game.hero_names[h]} is teleported to {where}")
    arrive(s, h, sq, False)


def legal_lay(s: DrakborgenState) -> list[Action]:
    return list(LAYS)


def apply_lay(s: DrakborgenState, a: Action) -> None:
    ii = s.ii
    sq, k = ii.tele, ii.tele_tile
    ii.tele = ii.tele_tile = -1
    rot = int(a["rot"])  # type: ignore[arg-type]
    place(s, sq, k, rot)
    if s.ttype[sq] == PORTCULLIS:
        s.closed[sq] |= 1 << opposite(rot)  # down on its entry side, as laid (ruling D2-TELEPORT-GATE)
    arrive(s, s.hero, sq, True)


def arrive(s: DrakborgenState, h: int, sq: int, new: bool) -> None:
    """The tile acts, with the rulebook's exceptions for teleportation."""
    t = s.ttype[sq]
    name = s.game.hero_names[h]
    if t == TOWER:
        escape(s, h)
        resume(s)
    elif t == CHAMBER:
        from meeple.games.drakborgen.treasure import chamber_dragon

        chamber_dragon(s, h)
    elif t == CORRIDOR:
        s.emit(f"{name} is in a corridor: his turn is over, with no free move")
        resume(s)
    elif t == PIT:
        kill(s, h, "teleported into a bottomless well")
        resume(s)
    elif t == BRIDGE:
        s.emit(f"{name} appears on the bridge and falls")
        fall_below(s, h, BRIDGE_FALL, "teleported onto a bridge")
    elif t == ROTATING:
        turn_room(s, sq)
        resume(s)
    elif t == TRAP and new:
        draw_trap(s, h)
    elif t in (TRAP, PORTCULLIS, CHASM) or TILE_NAMES[t] in ("room", "debris"):
        if t == CHASM:  # he stands on the first half (ruling D2-TELEPORT-CHASM)
            half = s.game.content.tile_halves[s.tile[sq]][s.rot[sq]][0]
            s.side[h] = next(d for d in range(4) if half >> d & 1)
        if s.ii.drew_room or h != s.hero:
            s.emit(f"{name} draws no RUMSKORT: one was drawn this turn already" if s.ii.drew_room
                   else f"{name} draws no RUMSKORT in another player's turn")
            resume(s)
        else:
            room_card(s, h)
    else:  # dark, web, floor tile: nothing on arrival (a web or the dark holds him next turn)
        resume(s)

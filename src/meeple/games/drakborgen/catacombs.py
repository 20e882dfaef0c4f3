"""The catacombs (Drakborgen II, rulebook "The Catacombs"): going down, moving by UNDERJORDSKORT,
coming up by the Ascension Track.

- Down: a hero on a way down (or a bridge) may go down as his move, setting his direction
  arrow on that square; a trap or a fall takes him down against his will, and he then sets the
  arrow or climbs back up (``fall``). The arrow never turns again.
- Below: each turn he draws an UNDERJORDSKORT instead of a room tile and keeps it in his pile.
  A way up may be taken on his next turn only; once he goes on it is passed for good.
- Up: the pile's size and a T10 on the Ascension Track give the square (:mod:`.ascension`),
  drawn to a way down next to it if there is one; another hero there, a bottomless well or a
  bridge make him roll again; an empty square gets a tile from the bag, turned as he likes
  (never a well or a bridge: those are drawn again). The tile then acts as on entering, with
  the rulebook's exceptions: the treasure chamber gives a DRAKKORT and no SKATTKORT, a monster
  can only be fled back down, debris and webs hold him (he has no way in to go back by). The
  pile goes back into the deck, but for the treasures he found, and the deck is shuffled.
- A hero who comes up where there is no way on may go down again there, without a roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.rng import shuffle_as_random
from meeple.core.actions import Action
from meeple.games.drakborgen.ascension import around, emergence
from meeple.games.drakborgen.below import (
    ARROW as ARROW_ACTIONS,
    CLIMB,
    ORIENT,
    SIDES,
    Catacombs,
    catacomb_content,
    way_down,
)
from meeple.games.drakborgen.board import opposite, square_name
from meeple.games.drakborgen.cards import draw_trap, room_card
from meeple.games.drakborgen.catacomb_content import U_CHEST, U_DAMAGE, U_GOLD, U_MONSTER, U_TORCH, U_WAY_UP
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import (
    BRIDGE,
    CHAMBER,
    CHASM,
    CORRIDOR,
    DARK,
    FLOOR,
    PIT,
    PORTCULLIS,
    ROTATING,
    TILE_NAMES,
    TOWER,
    TRAP,
    WEB,
)
from meeple.games.drakborgen.decks import take
from meeple.games.drakborgen.dice import amount, formula, roll, test
from meeple.games.drakborgen.flow import escape, finish_turn, fresh_square, hurt, resume
from meeple.games.drakborgen.movement import place, turn_room
from meeple.games.drakborgen.phases import ARROW, CHEST, EMERGE, TURN
from meeple.games.drakborgen.treasure import chamber_dragon
from meeple.games.drakborgen.ways import occupied

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

NO_FLOOR_UP = frozenset((PIT, BRIDGE, CHASM))
"""Tiles a hero cannot come up onto: the bottomless well and the bridge (rulebook), and the
chasm, the other tile that is mostly a drop (ruling D2-UP-CHASM)."""


def _cat(s: DrakborgenState) -> Catacombs:
    cat = s.cat
    if cat is None:
        raise ValueError("the catacombs are part of Drakborgen II: play with expansion=drakborgen-ii")
    return cat


# ---- going down -------------------------------------------------------------------------------

def go_below(s: DrakborgenState, h: int, d: int) -> None:
    """Hero ``h`` is in the catacombs: his arrow on his square, pointing ``d``; his figure off
    the board (rulebook "Keeping track of directions")."""
    cat = _cat(s)
    sq = s.pos[h]
    cat.below[h] = True
    cat.arrow[h] = sq
    cat.arrow_dir[h] = d
    cat.pile[h] = []
    cat.way_up[h] = -1
    cat.came_up[h] = -1
    s.pos[h] = -1
    fresh_square(s, h)
    s.pit[h] = False
    s.events.append(s.game.said.line["{} goes down into the catacombs; the arrow on {} points {}",
                                     s.game.hero_names[h], s.game.square_names[sq], ('north', 'east', 'south', 'west')[d]])


def apply_descend(s: DrakborgenState, a: Action) -> None:
    """The hero takes the way down (or goes down again from a hopeless spot) as his move and
    goes on in the dark at once: his first UNDERJORDSKORT (ruling D2-DESCEND)."""
    h = s.hero
    go_below(s, h, SIDES.index(str(a["dir"])))
    delve(s, h)


def fall(s: DrakborgenState, h: int, why: str, climbable: bool = True) -> None:
    """Hero ``h`` ends up in the catacombs against his will (a trap, a fall; rulebook "Descend
    into the catacombs"), after any loss of KP. His player sets the arrow now or, if
    ``climbable``, climbs back up (ruling D2-FALL). He goes on below on his next turn."""
    cat = _cat(s)
    s.emit(f"{s.game.hero_names[h]} ends up in the catacombs ({why})")
    cat.chooser = h
    cat.climbable = climbable
    s.phase = ARROW


def legal_arrow(s: DrakborgenState) -> list[Action]:
    cat = _cat(s)
    return [*ARROW_ACTIONS, CLIMB] if cat.climbable else list(ARROW_ACTIONS)


def apply_arrow(s: DrakborgenState, a: Action) -> None:
    cat = _cat(s)
    h = cat.chooser
    cat.chooser = -1
    cat.climbable = False
    go_below(s, h, SIDES.index(str(a["dir"])))
    resume(s)


def apply_climb(s: DrakborgenState, a: Action) -> None:
    """He stays in the hole on his square: on his next turn he climbs out with a rope, or
    tries a VF roll each turn, as from a trapdoor pit (ruling D2-FALL)."""
    cat = _cat(s)
    h = cat.chooser
    cat.chooser = -1
    cat.climbable = False
    s.pit[h] = True
    s.emit(f"{s.game.hero_names[h]} will try to climb back up")
    resume(s)


# ---- below ------------------------------------------------------------------------------------

def apply_delve(s: DrakborgenState, a: Action) -> None:
    delve(s, s.hero)


def delve(s: DrakborgenState, h: int) -> None:
    """On in the dark: the next UNDERJORDSKORT goes on the hero's pile and acts (rulebook
    "Movement in the catacombs"). A way up not taken is passed for good."""
    cat = _cat(s)
    cc = catacomb_content(s.game)
    name = s.game.hero_names[h]
    cat.way_up[h] = -1
    if not cat.deck:
        s.emit(f"No UNDERJORDSKORT are left: {name} finds no way on this turn")
        finish_turn(s)
        return
    k = take(s, cat.deck) if s.unordered else cat.deck.pop()  # take's ordered case inline
    cat.pile[h].append(k)
    effect = cc.under_effect[k]
    s.events.append(s.game.said.under[h, k, len(cat.pile[h])])  # shared, formatted when read (narration.py)
    if effect == U_WAY_UP:
        cat.way_up[h] = k
        s.events.append(s.game.said.line["{} may climb up next turn", name])
    elif effect == U_MONSTER:
        meet(s, h, k)
        return
    elif effect == U_TORCH and s.game.new_hero[h] and s.game.HERO_SEES(s, h, "torch"):  # Dzála's light orb
        pass
    elif effect == U_TORCH:
        s.torch[h] = True
        s.events.append(s.game.said.line["{}'s torch goes out: he must relight it before he can go on", name])
        s.game.HERO_TORCH(s, h)  # a berserk's fury ends (heroes_ii)
    elif effect == U_DAMAGE:
        damage = cc.under_damage[k]
        if hurt(s, h, amount(s, h, damage), f"{cc.under_english[k]}, {formula(damage)}"):
            s.game.HERO_ALSO_BELOW(s, h, damage, cc.under_english[k])  # Dzála's oracaz rolls too
    elif effect == U_CHEST:
        s.phase = CHEST
        return
    elif effect == U_GOLD and s.game.HERO_RUBY(s, h):  # a berserk leaves it (heroes_ii)
        pass
    elif effect == U_GOLD:
        s.emit(f"{name} takes it: {cc.under_gold[k]} gm")
    resume(s)


def meet(s: DrakborgenState, h: int, k: int) -> None:
    """The monster on UNDERJORDSKORT ``k``: one without STRIDSKORT of its own fights as the type
    its card names (rulebook "Monsters without STRIDSKORT"), keeping its own name and
    classifications. Below, the hero cannot flee (ruling D2-NO-FLIGHT-BELOW)."""
    cat = _cat(s)
    cc = catacomb_content(s.game)
    cat.enc_who = k if cc.under_fights_as[k] else -1
    start_encounter(s, h, cc.under_monster[k], False)


# ---- coming up --------------------------------------------------------------------------------

def apply_ascend(s: DrakborgenState, a: Action) -> None:
    """Up the way up the last card showed: a simple one always works, another needs its roll
    (a rope makes a rope's way sure). A failed climb ends the turn and the way up is passed
    (ruling D2-CLIMB). Then the Ascension Track says where he comes up."""
    cat = _cat(s)
    cc = catacomb_content(s.game)
    h = s.hero
    k = cat.way_up[h]
    cat.way_up[h] = -1
    name = s.game.hero_names[h]
    attr = cc.under_climb[k]
    if attr >= 0:
        if cc.under_rope[k] and s.has_rope(h):
            s.emit(f"{name} climbs up with the rope")
        elif not test(s, h, attr, f"climb {cc.under_english[k]}"):
            finish_turn(s)
            return
    ascend(s, h)


def landing(s: DrakborgenState, h: int, q: int) -> bool:
    """Whether hero ``h`` may come up onto ``q``: no other hero there (but in a tower room or
    the chamber), not a bottomless well, a bridge or a chasm; an empty square needs a tile in
    the bag that is none of those."""
    if occupied(s, q, h):
        return False
    t = s.ttype[q]
    if t >= 0:
        return t not in NO_FLOOR_UP
    types = s.game.content.tile_type
    return any(types[k] not in NO_FLOOR_UP for k in s.bag)


def candidates(s: DrakborgenState, h: int, t10: int) -> list[int]:
    """The squares hero ``h`` may come up onto with T10 result ``t10``: the track's square,
    or the ways down next to it (diagonals too) if there are any, among which he chooses; only
    those he may land on (a roll whose squares he may not land on is rolled again)."""
    cat = _cat(s)
    content = s.game.content
    rows, cols = content.rows, content.cols
    cc = catacomb_content(s.game)
    q = emergence(rows, cols, cat.arrow[h], cat.arrow_dir[h], len(cat.pile[h]), t10, cc.ascension)
    if not way_down(s, q):
        downs = [p for p in around(rows, cols, q) if way_down(s, p)]
        if downs:
            return [p for p in downs if landing(s, h, p)]
    return [q] if landing(s, h, q) else []


def ascend(s: DrakborgenState, h: int) -> None:
    """Calculate the position (rulebook "Calculate your position"): T10 on the Ascension Track,
    rolled again while it gives no square he may come up onto. If no result can, he stays
    below and the way up is passed (ruling D2-NO-ROOM)."""
    cat = _cat(s)
    name = s.game.hero_names[h]
    cols = s.game.content.cols
    squares: list[list[int] | None] = [None] * 11  # candidates(s, h, r), asked once per result (no roll in it)
    for r in range(1, 11):
        found = squares[r] = candidates(s, h, r)
        if found:
            break
    else:
        s.emit(f"{name} finds no place to come up: he stays below")
        finish_turn(s)
        return
    while True:
        r = roll(s, 10)
        found = squares[r]
        if found is None:
            found = squares[r] = candidates(s, h, r)
        if found:
            break
        s.emit(f"{name} rolls {r} on the T10: no place to come up there, he rolls again")
    s.emit(f"{name} rolls {r} on the T10 with {len(cat.pile[h])} UNDERJORDSKORT")
    if len(found) > 1:
        cat.chooser = h
        cat.em_choices = found
        s.phase = EMERGE
        s.emit(f"{name} chooses among the ways down at {', '.join(square_name(q, cols) for q in found)}")
        return
    surface(s, h, found[0])


def surface(s: DrakborgenState, h: int, q: int) -> None:
    """Hero ``h`` comes up onto ``q``: the arrow goes, his pile goes back into the deck (but for
    the treasures, which he keeps) and the deck is shuffled; an empty square gets a tile he turns
    as he likes."""
    cat = _cat(s)
    cc = catacomb_content(s.game)
    content = s.game.content
    left = s.game.HERO_LEFT_BELOW(s, h)  # treasures a berserk left where he found them (heroes_ii)
    for i, k in enumerate(cat.pile[h]):
        (cat.kept[h] if cc.under_effect[k] == U_GOLD and not left >> i & 1 else cat.deck).append(k)
    cat.pile[h] = []
    shuffle_as_random(cat.deck, s.rng)
    cat.below[h] = False
    cat.arrow[h] = cat.arrow_dir[h] = -1
    cat.way_up[h] = -1
    cat.em_choices = []
    cat.came_up[h] = q
    s.pos[h] = q
    s.prev[h] = -1
    s.side[h] = -1
    if h == s.hero:
        s.trail.append(q)
    name = s.game.hero_names[h]
    s.emit(f"{name} comes up at {square_name(q, content.cols)}")
    if s.ttype[q] >= 0:
        arrive(s, h, q, False)
        return
    while True:
        k = s.game.HERO_TILE(s, q)  # the bag's, or one Dzála's oracaz warned of lying there face down
        if content.tile_type[k] not in NO_FLOOR_UP:
            break
        s.emit(f"{name} draws a {TILE_NAMES[content.tile_type[k]]}: it goes back and he draws again")
        s.bag.insert(0, k)
        shuffle_as_random(s.bag, s.rng)
    cat.chooser = h
    cat.em_sq = q
    cat.em_tile = k
    s.phase = EMERGE
    s.emit(f"{name} draws a new tile, {TILE_NAMES[content.tile_type[k]]}, and turns it as he likes")


def legal_emerge(s: DrakborgenState) -> list[Action]:
    """Choosing among ways down to come up by, or how to turn the tile drawn for an empty
    square."""
    cat = _cat(s)
    if cat.em_choices:
        up = s.game.to_actions["move"]
        return [Action("surface", to=up[q]["to"]) for q in cat.em_choices]
    return list(ORIENT)


def apply_surface(s: DrakborgenState, a: Action) -> None:
    cat = _cat(s)
    h = cat.chooser
    target = next(q for q in cat.em_choices if s.game.to_actions["move"][q]["to"] == a["to"])
    cat.chooser = -1
    surface(s, h, target)


def apply_orient(s: DrakborgenState, a: Action) -> None:
    cat = _cat(s)
    h, q, k = cat.chooser, cat.em_sq, cat.em_tile
    cat.chooser = cat.em_sq = cat.em_tile = -1
    rot = int(a["rot"])  # type: ignore[arg-type]
    place(s, q, k, rot)
    if s.ttype[q] == PORTCULLIS:
        s.closed[q] |= 1 << opposite(rot)  # down on its entry side, as turned (as a teleport's: D2-TELEPORT-GATE)
    arrive(s, h, q, True)


def arrive(s: DrakborgenState, h: int, q: int, new: bool) -> None:
    """The tile hero ``h`` came up onto acts as on entering (rulebook "Ascend onto a faceup room
    tile", "Ascend onto an empty space"): a tower room lets him out this very turn, the chamber
    gives a DRAKKORT and no SKATTKORT, a corridor a free move, a rotating room turns, a new trap
    room springs, a room gives its RUMSKORT; a dark room, debris, a web hold him as they would
    (he has no way in to go back by). A new portcullis is down on its entry side, as he turned
    it (:func:`apply_orient`)."""
    t = s.ttype[q]
    if t == TOWER:
        escape(s, h)
        resume(s)
    elif t == CHAMBER:
        chamber_dragon(s, h)
    elif t == CORRIDOR:
        s.free = True
        s.phase = TURN
    elif t == ROTATING:
        turn_room(s, q)
        resume(s)
    elif t == TRAP and new:
        draw_trap(s, h)
    elif t in (DARK, WEB, FLOOR):
        resume(s)
    else:
        room_card(s, h)

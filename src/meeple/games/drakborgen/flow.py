"""Rounds, turns, the sun, escape and death (reference sections 4, 6 and 13).

Each round the sun moves one step; the heroes still inside take one turn each, clockwise
(seat order) from the first player. A turn ends when its hero's move has been resolved;
:func:`resume` is called whenever a resolution is complete and moves the game on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.rng import shuffle_as_random
from meeple.games.drakborgen.amulet_triggers import turn_heal, wound
from meeple.games.drakborgen.board import square_name
from meeple.games.drakborgen.content import DRAGONS, I_ROPE, TOWER, TREASURES, VF
from meeple.games.drakborgen.decks import discard
from meeple.games.drakborgen.dice import roll, test
from meeple.games.drakborgen.phases import DRAGON, OVER, TURN
from meeple.games.drakborgen.ways import trapped, ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

INSIDE, ESCAPED, DEAD = 0, 1, 2


def hurt(s: DrakborgenState, h: int, n: int, why: str) -> bool:
    """Hero ``h`` loses ``n`` KP (narrated); at 0 he dies. Returns whether he lives."""
    ii = s.ii
    if n > 0 and ii is not None and ii.amulet[h] >= 0:  # Drakborgen II: the hero's amulet may change it
        n = wound(s, h, n)
    if n <= 0:
        s.emit(f"{s.game.hero_names[h]} loses no KP ({why})")
        return True
    kp = s.kp
    left = kp[h] - n
    if left < 0:
        left = 0
    kp[h] = left
    s.events.append(s.game.said.loses[h, n, why, left])  # shared, formatted when read (narration.py)
    if left == 0:
        kill(s, h, why)
        return False
    return True


def heal(s: DrakborgenState, h: int, n: int, why: str) -> None:
    """Up to ``n`` KP back, never above the starting KP (reference 5.1)."""
    top = s.game.content.hero_kp[s.game.hero_ids[h]]
    gained = min(n, top - s.kp[h])
    s.kp[h] += gained
    s.emit(f"{s.game.hero_names[h]} heals {gained} KP ({why}): {s.kp[h]} of {top}")


def kill(s: DrakborgenState, h: int, cause: str) -> None:
    """Hero ``h`` dies: off the board; his chamber treasure goes back under the SKATTKORT
    (ruling D-DEAD); what else he carried stays with the body."""
    s.status[h] = DEAD
    s.cause[h] = cause
    s.pos[h] = -1
    for k in s.loot[h]:
        discard(s, TREASURES, k)
    s.loot[h] = []
    s.events.append(s.game.said.dies[h, cause])  # shared, formatted when read (narration.py)


def escape(s: DrakborgenState, h: int) -> None:
    """Hero ``h`` reaches a tower room and is out of Drakborgen with what he carries."""
    s.status[h] = ESCAPED
    s.pos[h] = -1
    s.escapes.append(h)
    s.events.append(s.game.said.escapes[h, s.gold(h)])  # shared, formatted when read (narration.py)


def fresh_square(s: DrakborgenState, h: int) -> None:
    """Hero ``h`` stands on his square (or off the board) with nothing carried over from a step:
    no square he came from (``prev`` -1), no entry side (``side`` -1), no portcullis or secret
    door behind him (``hard`` False), no searches made (``searches`` 0) and no secret door found
    (``secret`` -1). Used where he gets somewhere other than by stepping: fleeing back, going
    down into the catacombs, being teleported."""
    s.prev[h] = -1
    s.side[h] = -1
    s.hard[h] = False
    s.searches[h] = 0
    s.secret[h] = -1


def flee_back(s: DrakborgenState, h: int) -> None:
    """The hero runs back to the square he came from; nothing there is resolved again, but
    a tower room lets him out (ruling D-FLEE)."""
    to, frm = s.prev[h], s.pos[h]
    nb = s.game.nb[to]
    s.pos[h] = to
    fresh_square(s, h)
    s.side[h] = nb.index(frm) if frm in nb else -1
    s.events.append(s.game.said.line["{} flees back to {}", s.game.hero_names[h], s.game.square_names[to]])
    if s.ttype[to] == TOWER:
        escape(s, h)


def resume(s: DrakborgenState) -> None:
    """A resolution is complete: continue the dragon's flights, or end the turn."""
    if s.phase == OVER:
        return
    if s.game.new_hero[s.hero] and not s.in_dragon and s.game.HERO_RESUME(s):  # Drakborgen II: a new hero goes on
        return
    if s.in_dragon:
        next_flight(s)
    else:
        finish_turn(s)


def next_flight(s: DrakborgenState) -> None:
    """The next hero who must flee from the waking dragon chooses his way; one with no way
    out dies. When all have fled, the drawer's turn ends (reference section 12)."""
    queue = s.dragon_queue
    while queue:
        h = queue[0]
        if s.status[h] != INSIDE:
            queue.pop(0)
            continue
        if not ways(s, h)[0]:
            queue.pop(0)
            kill(s, h, "no way out from the dragon")
            continue
        s.phase = DRAGON
        s.fleer = h
        return
    s.in_dragon = False
    s.fleer = -1
    finish_turn(s)


def reset_dragon(s: DrakborgenState) -> None:
    """All eight DRAKKORT back and shuffled (ruling D-DRAGON-RESET)."""
    s.decks[DRAGONS] = list(s.game.content.deck_cards[DRAGONS])
    shuffle_as_random(s.decks[DRAGONS], s.rng)
    s.aside = 0


def start_round(s: DrakborgenState) -> None:
    """The sun moves to the round's space; an empty chamber gets its DRAKKORT back."""
    s.events.append(s.game.said.round_begins[s.round])
    if s.aside and not any(s.in_chamber(h) for h in range(len(s.pos))):
        reset_dragon(s)
        s.emit("The treasure chamber is empty: the DRAKKORT are shuffled together again")


def sunset(s: DrakborgenState) -> None:
    """The sun sets: every hero still inside dies, whatever he carries."""
    s.emit("The sun sets over Drakborgen")
    for h in range(len(s.pos)):
        if s.status[h] == INSIDE:
            kill(s, h, "still inside at sunset")
    s.phase = OVER


def finish_turn(s: DrakborgenState) -> None:
    """The turn is over: the next hero inside takes his turn, in a new round when all have
    had theirs; the game ends when nobody is left inside or the sun sets."""
    n = len(s.pos)
    s.free = False
    game = s.game
    if game.new_hero[s.hero] and game.HERO_AGAIN(s):  # Drakborgen II: time stands still, the same hero again
        return
    status = s.status
    while True:
        if INSIDE not in status:
            s.phase = OVER
            s.emit("Nobody is left inside Drakborgen")
            return
        i = s.turn_index = s.turn_index + 1
        if i >= n:
            if s.round >= game.content.sun_rounds:
                sunset(s)
                return
            s.round += 1
            i = s.turn_index = 0
            if s.aside:
                start_round(s)
            else:  # start_round without the DRAKKORT to gather
                s.events.append(game.said.round_begins[s.round])
        h = (s.first + i) % n
        if status[h] == INSIDE and start_turn(s, h):
            return


def start_turn(s: DrakborgenState, h: int) -> bool:
    """Hero ``h``'s turn begins: a lost turn, a pit to climb out of, a torch to relight come
    first and may take the whole turn. A hero with nothing he can do is trapped and dies.
    True when the hero now decides."""
    s.hero = h
    s.free = False
    s.trail = [s.pos[h]]
    game = s.game
    new = game.new_hero[h]
    if new:  # Drakborgen II: a new hero's turn begins (Mrishnahk's invisibility)
        game.HERO_TURN_BEGINS(s, h)
    ii = s.ii
    if ii is not None:  # Drakborgen II: a new turn; an amulet that heals
        if ii.amulet[h] < 0:
            ii.drew_room = False  # all turn_heal does without an amulet
        elif turn_heal(s, h):
            heal(s, h, 1, "the amulet of healing")
    if new and not game.HERO_TURN_START(s, h):  # Drakborgen II: a berserk's T6 (heroes_ii)
        return False
    if s.skip[h] or s.pit[h] or s.torch[h]:
        return _held_up(s, h)
    s.phase = TURN
    if trapped(s):
        kill(s, h, f"trapped in {square_name(s.pos[h], game.content.cols)}")
        return False
    return True


def _held_up(s: DrakborgenState, h: int) -> bool:
    """start_turn's rare cases: a lost turn, a pit to climb out of, a torch to relight (lit, the turn
    begins as in start_turn)."""
    name = s.game.hero_names[h]
    if s.skip[h]:
        s.skip[h] -= 1
        s.emit(f"{name} loses this turn")
        return False
    if s.pit[h]:
        if any(s.game.content.card_item[d][k] == I_ROPE for d, k in s.items[h]):
            s.pit[h] = False
            s.emit(f"{name} climbs out of the pit with the rope")
        elif test(s, h, VF, "climb out of the pit"):
            s.pit[h] = False
        return False
    if s.torch[h]:
        r = roll(s, 6)
        if r > s.game.content.torch_relights:
            s.events.append(s.game.said.line["{} rolls {}: the torch will not light", name, r])
            return False
        s.torch[h] = False
        s.events.append(s.game.said.line["{} rolls {}: the torch burns again", name, r])
    s.phase = TURN
    if trapped(s):
        kill(s, h, f"trapped in {square_name(s.pos[h], s.game.content.cols)}")
        return False
    return True


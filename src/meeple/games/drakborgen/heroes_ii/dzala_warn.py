"""The oracaz's warning (rulebook "Oracaz", Warn): Dzála moving onto an empty space stops in
the passage; the player on her right draws the room tile, looks at it and lays it face down,
first rolling a T10 in secret: the oracaz hisses for a trap room, a bottomless well or a
rotating room, and stays silent otherwise, except that a 1 turns it round (ruling
D2-HERO-WARN-SECRET). She then enters (``enter``: the tile is turned up and acts as a new
tile) or heeds it (``heed``) and may try one other passage; heeding that too ends her turn.
The tile stays face down on its square for whoever enters it next (its first entry is a new
tile's: ruling D2-HERO-WARN-TILES). No warning just after a secret door, on a dragon flight,
or once the oracaz is dead. A FÄLLKORT she draws anyway is ignored on an even T12, except just
after a secret door (:func:`dodge`).

Hidden information: the face-down tiles are kept in her meters (``fd@<square>`` = tile kind *
2 + hissed), outside the badge; only the seat on her right (:meth:`monster_seat`) sees their
kinds (:func:`observe`, a private event); every other seat's determinization draws them again
from the bag, weighted by how likely each would have made the oracaz hiss as it did
(:func:`determinize`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import STOP
from meeple.games.drakborgen.board import square_name
from meeple.games.drakborgen.content import PIT, ROTATING, TILE_NAMES, TRAP
from meeple.games.drakborgen.decks import take
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.flow import finish_turn
from meeple.games.drakborgen.movement import enter
from meeple.games.drakborgen.heroes_ii.dzala import HERO, alive, count, through_secret, turn_number
from meeple.games.drakborgen.phases import HISS, TURN

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

ENTER = Action("enter")
HEED = Action("heed")
DANGER = frozenset((TRAP, PIT, ROTATING))
"""The room tiles the oracaz hisses at: the trap room, the bottomless well, the rotating room."""
WRONG = 1
"""The right-hand player's T10 on which the oracaz is wrong."""
RIGHT_ODDS = 0.9
"""How often the oracaz is right (a T10 other than 1)."""
TRIES = 64
"""Draws tried per face-down tile before the last one is taken (a hiss at odds of 1 in 10)."""
PENDING = ("warn_to", "warn_src", "warn_d", "warn_how", "warn_gate")
"""The way she stands in while she decides."""


def _meters(s: DrakborgenState, h: int) -> dict[str, int]:
    return s.ii.heroes.meters[h]  # type: ignore[union-attr]


def _key(sq: int) -> str:
    return f"fd@{sq}"


def tile_for(s: DrakborgenState, sq: int) -> int:
    """The room tile for the empty space ``sq``: the face-down one lying there, or one from the bag."""
    key = _key(sq)
    for m in s.ii.heroes.meters:  # type: ignore[union-attr]
        if key in m:
            return m.pop(key) // 2
    return take(s, s.bag)


def warns(s: DrakborgenState, h: int, way: tuple[int, int, int], how: int, gate: bool) -> bool:
    """Hero ``h`` (whose turn it is) steps towards the empty space of ``way``: Dzála's oracaz
    warns her (True: she decides, phase ``hiss``) unless it is dead or she came through a secret
    door (``how`` SECRET is never passed here), or the tile there was laid face down already
    (she enters it, ruling D2-HERO-WARN-TILES)."""
    if s.game.hero_ids[h] != HERO or not alive(s, h):
        return False
    tgt, src, d = way
    m = _meters(s, h)
    if _key(tgt) in m or m.get("revealing") == tgt or not s.bag:
        m.pop("revealing", None)
        return False
    k = take(s, s.bag)
    r = roll(s, 10)
    danger = s.game.content.tile_type[k] in DANGER
    hiss = danger != (r == WRONG)
    m[_key(tgt)] = 2 * k + hiss
    m.update(warn_to=tgt, warn_src=src, warn_d=d, warn_how=how, warn_gate=int(gate))
    count(s, h, "warned")
    name = s.game.hero_names[h]
    where = square_name(tgt, s.game.content.cols)
    ms = s.monster_seat(h)
    if ms >= 0:
        s.emit(f"You draw {TILE_NAMES[s.game.content.tile_type[k]]} for {name} at {where} and lay it face down; "
               f"your T10 shows {r}", to=ms)
    s.emit(f"{name} stops in the passage to {where}; a room tile is laid there face down and the oracaz "
           f"{'hisses fiercely' if hiss else 'stays silent'}")
    s.phase = HISS
    return True


def legal_hiss(s: DrakborgenState) -> list[Action]:
    return [ENTER, HEED]


def apply_enter(s: DrakborgenState, a: Action) -> None:
    """She steps in: the face-down tile is turned up and acts as a new tile."""
    h = s.hero
    m = _meters(s, h)
    tgt, src, d, how, gate = (m.pop(k) for k in PENDING)
    count(s, h, "entered")
    m["revealing"] = tgt
    s.phase = TURN
    enter(s, h, (tgt, src, d), how, bool(gate))


def apply_heed(s: DrakborgenState, a: Action) -> None:
    """She keeps out: the tile stays face down; one other passage may be tried this turn,
    heeding a second warning ends it."""
    h = s.hero
    m = _meters(s, h)
    tgt = m["warn_to"]
    for k in PENDING:
        del m[k]
    count(s, h, "heeded")
    s.emit(f"{s.game.hero_names[h]} heeds the oracaz and stays out of {square_name(tgt, s.game.content.cols)}")
    if m.get("heed_turn") == turn_number(s):
        finish_turn(s)
        return
    m["heed_turn"] = turn_number(s)
    m["heed_sq"] = tgt
    s.phase = TURN


def filter_turn(s: DrakborgenState, acts: list[Action]) -> list[Action]:
    """Having heeded a warning this turn: another passage only (a move elsewhere), or the turn
    is over (``stop``)."""
    m = _meters(s, s.hero)
    if m.get("heed_turn") != turn_number(s):
        return acts
    no = m["heed_sq"]
    name = square_name(no, s.game.content.cols)
    out = [a for a in acts if a.kind in ("move", "unlock", "force") and a["to"] != name]
    return [*out, STOP]


def dodge(s: DrakborgenState, h: int) -> bool:
    """A FÄLLKORT springs on her: with the oracaz by her side (and not just through a secret
    door) a T12, even, and she ignores it (True)."""
    if s.game.hero_ids[h] != HERO or not alive(s, h) or through_secret(s, h):
        return False
    r = roll(s, 12)
    if r % 2:
        s.emit(f"The oracaz is too late ({r}): the trap springs")
        return False
    count(s, h, "dodged")
    s.emit(f"The oracaz reacts in time ({r}): {s.game.hero_names[h]} ignores the trap")
    return True


# ---- what each seat knows ---------------------------------------------------------------------

def observe(s: DrakborgenState, player: int | None, heroes: list[dict[str, Any]]) -> None:
    """The face-down tiles in ``heroes`` (each hero entry of the observation): their squares
    and whether the oracaz hissed, for everyone; their kinds for the seat that drew them."""
    cols = s.game.content.cols
    for h, (hero, m) in enumerate(zip(heroes, s.ii.heroes.meters)):  # type: ignore[union-attr]
        mine = sorted((int(key[3:]), v // 2, v % 2) for key, v in m.items() if key.startswith("fd@"))
        ms = s.monster_seat(h)
        if mine:
            hero["face_down"] = [
                {"square": square_name(sq, cols), "hissed": bool(hiss),
                 **({"tile": TILE_NAMES[s.game.content.tile_type[k]]} if player is not None and player == ms else {})}
                for sq, k, hiss in mine]


def determinize(s: DrakborgenState, c: DrakborgenState, player: int, rng: random.Random) -> None:
    """``c`` (a determinization of ``s`` for ``player``, its bag unordered): the face-down
    tiles ``player`` did not draw are drawn again from the bag and those tiles, each by
    rejection sampling, a uniform draw accepted with the odds it gives the hiss heard (0.9 if
    it fits, 0.1 if not); the rest is the bag, sorted (still unordered)."""
    types = s.game.content.tile_type
    meters = c.ii.heroes.meters  # type: ignore[union-attr]
    hidden = sorted((int(key[3:]), v % 2, h) for h, m in enumerate(meters) if s.monster_seat(h) != player
                    for key, v in m.items() if key.startswith("fd@"))
    if not hidden:
        return
    pool = sorted([*c.bag, *(meters[h][_key(sq)] // 2 for sq, _, h in hidden)])
    for sq, hiss, h in hidden:
        for _ in range(TRIES):
            i = int(rng.random() * len(pool))
            odds = RIGHT_ODDS if (types[pool[i]] in DANGER) == bool(hiss) else 1 - RIGHT_ODDS
            if rng.random() < odds:
                break
        meters[h][_key(sq)] = 2 * pool.pop(i) + hiss
    c.bag = pool


def hissed(s: DrakborgenState, h: int) -> bool:
    """The oracaz hissed at the space she stands before (public: everyone heard it)."""
    m = _meters(s, h)
    return bool(m[_key(m["warn_to"])] % 2)

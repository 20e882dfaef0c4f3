"""The magic amulets (Drakborgen II, rulebook "AMULETTKORT" and "The magic amulets").

A hero finds an amulet (a card with the ``amulet`` effect): the player on his right (the
monster player's seat, :meth:`State.monster_seat`; with one hero the game itself) draws the top
AMULETTKORT and reads it in secret. The finder wears it or throws it away; it is kept only if
worn, and he wears one at a time (a new one replaces the old, which is thrown). The player on
the right watches for its trigger; when it comes he reads it out and from then on it is public
(the owner takes the AMULETTKORT too: the card that gave it and the amulet are one item). A worn
amulet may be thrown away at any time unless its card says otherwise. Two amulet halves may be
repaired: draw three AMULETTKORT and keep one, which is public at once.

The triggers, the effects that need no decision and who may see an amulet (views, events,
determinizations) are in :mod:`.amulet_triggers`; this module holds the decisions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.rng import shuffle_as_random
from meeple.core.actions import Action
from meeple.games.drakborgen.actions import LEAVE
from meeple.games.drakborgen.amulet_triggers import THROW, can_take_off, halves, name, right_of, take_off
from meeple.games.drakborgen.decks import discard
from meeple.games.drakborgen.flow import resume

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

AMULET = "amulet"  # the finder wears the amulet just drawn for him, or throws it away
HALVES = "halves"  # a hero holding two amulet halves repairs them, or not
REPAIR = "repair"  # the repaired amulet: keep one of the three drawn
WEAR = Action("wear")
MEND = Action("mend")  # repair two halves


def find(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """Hero ``h`` finds an amulet through card ``k`` of deck ``d`` (kept by him for now)."""
    ii = s.ii
    hero = s.game.hero_names[h]
    if not ii.amulets:
        discard(s, d, k)
        s.emit(f"No AMULETTKORT is left: {hero} finds nothing of use")
        resume(s)
        return
    ii.pending = ii.amulets.pop()
    ii.pending_src = [d, k]
    s.items[h].append([d, k])
    seat = right_of(s, h)
    who = f"P{seat + 1}" if seat >= 0 else "The game"
    s.emit(f"{hero} finds an amulet: {who} draws an AMULETTKORT and reads it in secret")
    if seat >= 0:
        a = ii.pending
        s.emit(f"The amulet is the {name(s, a)}: {s.game.content.amulet_text[a]}", to=seat)
    s.phase = AMULET


def legal_amulet(s: DrakborgenState) -> list[Action]:
    """Wear it (not while wearing one that cannot be thrown away) or throw it away."""
    return [WEAR, THROW] if can_take_off(s, s.hero) else [THROW]


def apply_wear(s: DrakborgenState, act: Action) -> None:
    h = s.hero
    ii = s.ii
    if ii.amulet[h] >= 0:
        s.emit(f"{s.game.hero_names[h]} can wear only one amulet and throws away the one he wore")
        take_off(s, h)
    ii.amulet[h] = ii.pending
    ii.known[h] = False
    ii.src[h] = [ii.pending_src]
    ii.pending, ii.pending_src = -1, []
    s.emit(f"{s.game.hero_names[h]} puts the amulet on")
    resume(s)


def apply_throw(s: DrakborgenState, act: Action) -> None:
    """Throw away the amulet just found (phase ``amulet``), or the one worn (his turn goes on)."""
    h = s.hero
    ii = s.ii
    if s.phase == AMULET:
        ii.amulets.append(ii.pending)
        shuffle_as_random(ii.amulets, s.rng)
        d, k = ii.pending_src
        s.items[h].remove([d, k])
        discard(s, d, k)
        ii.pending, ii.pending_src = -1, []
        s.emit(f"{s.game.hero_names[h]} throws the amulet away unworn; its AMULETTKORT is shuffled back")
        resume(s)
        return
    s.emit(f"{s.game.hero_names[h]} throws his amulet away")
    take_off(s, h)


def found_half(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """An amulet half is kept; with two, the hero may repair them."""
    s.items[h].append([d, k])
    s.emit(f"{s.game.hero_names[h]} finds an amulet half")
    if len(halves(s, h)) >= 2 and s.ii.amulets:
        s.phase = HALVES
        return
    resume(s)


def legal_halves(s: DrakborgenState) -> list[Action]:
    return [MEND, LEAVE] if can_take_off(s, s.hero) else [LEAVE]


def apply_mend(s: DrakborgenState, act: Action) -> None:
    """Repair two halves: three AMULETTKORT are drawn, face up (rulebook: never secret)."""
    ii = s.ii
    ii.choices = [ii.amulets.pop() for _ in range(min(3, len(ii.amulets)))]
    s.emit(f"{s.game.hero_names[s.hero]} repairs the two halves and draws "
           + ", ".join(f"the {name(s, a)} ({s.game.content.amulet_text[a]})" for a in ii.choices))
    s.phase = REPAIR


def legal_repair(s: DrakborgenState) -> list[Action]:
    ids = s.game.content.amulet_id
    return [Action("keep", amulet=ids[a]) for a in s.ii.choices]


def apply_keep(s: DrakborgenState, act: Action) -> None:
    """The kept one is worn, public; the others are shuffled back."""
    h = s.hero
    ii = s.ii
    a = s.game.content.amulet_id.index(str(act["amulet"]))
    rest = [c for c in ii.choices if c != a]
    ii.choices = []
    ii.amulets.extend(rest)
    shuffle_as_random(ii.amulets, s.rng)
    if ii.amulet[h] >= 0:
        s.emit(f"{s.game.hero_names[h]} can wear only one amulet and throws away the one he wore")
        take_off(s, h)
    ii.amulet[h] = a
    ii.known[h] = True
    ii.src[h] = halves(s, h)[:2]
    s.emit(f"{s.game.hero_names[h]} keeps and wears the {name(s, a)}")
    resume(s)



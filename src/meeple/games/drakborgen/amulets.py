"""The magic amulets (Drakborgen II, rulebook "AMULETTKORT" and "The magic amulets").

A hero finds an amulet (a card with the ``amulet`` effect): the player on his right (the
monster player's seat, :meth:`State.monster_seat`; with one hero the game itself) draws the top
AMULETTKORT and reads it in secret. The finder wears it or throws it away; it is kept only if
worn, and he wears one at a time (a new one replaces the old, which is thrown). The player on
the right watches for its trigger; when it comes he reads it out and from then on it is public
(the owner takes the AMULETTKORT too: the card that gave it and the amulet are one item). A worn
amulet may be thrown away at any time unless its card says otherwise. Two amulet halves may be
repaired: draw three AMULETTKORT and keep one, which is public at once.

Secrecy: an unrevealed amulet is in the observation of the right-hand seat only, in events sent
to that seat only, and a determinization for any other seat draws it again from the cards that
seat has not seen.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import LEAVE
from meeple.games.drakborgen.decks import discard
from meeple.games.drakborgen.expansion import AMULET_TRIGGERS, E_AMULET_HALF
from meeple.games.drakborgen.flow import heal, resume

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

AMULET = "amulet"  # the finder wears the amulet just drawn for him, or throws it away
HALVES = "halves"  # a hero holding two amulet halves repairs them, or not
REPAIR = "repair"  # the repaired amulet: keep one of the three drawn
WEAR = Action("wear")
THROW = Action("throw")  # throw the amulet away (just found, or worn)
MEND = Action("mend")  # repair two halves


def right_of(s: DrakborgenState, h: int) -> int:
    """The seat on hero ``h``'s right, who reads his amulets (-1: one hero, the game reads)."""
    return s.monster_seat(h)


def name(s: DrakborgenState, a: int) -> str:
    return s.game.content.amulet_english[a]


def find(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """Hero ``h`` finds an amulet through card ``k`` of deck ``d`` (kept by him for now)."""
    ii = s.ii
    hero = s.game.hero_name(h)
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
    return [WEAR, THROW] if _can_take_off(s, s.hero) else [THROW]


def _can_take_off(s: DrakborgenState, h: int) -> bool:
    ii = s.ii
    a = ii.amulet[h]
    return a < 0 or not ii.known[h] or s.game.content.amulet_throwable[a]


def apply_wear(s: DrakborgenState, act: Action) -> None:
    h = s.hero
    ii = s.ii
    if ii.amulet[h] >= 0:
        s.emit(f"{s.game.hero_name(h)} can wear only one amulet and throws away the one he wore")
        take_off(s, h)
    ii.amulet[h] = ii.pending
    ii.known[h] = False
    ii.src[h] = [ii.pending_src]
    ii.pending, ii.pending_src = -1, []
    s.emit(f"{s.game.hero_name(h)} puts the amulet on")
    resume(s)


def apply_throw(s: DrakborgenState, act: Action) -> None:
    """Throw away the amulet just found (phase ``amulet``), or the one worn (his turn goes on)."""
    h = s.hero
    ii = s.ii
    if s.phase == AMULET:
        ii.amulets.append(ii.pending)
        s.rng.shuffle(ii.amulets)
        d, k = ii.pending_src
        s.items[h].remove([d, k])
        discard(s, d, k)
        ii.pending, ii.pending_src = -1, []
        s.emit(f"{s.game.hero_name(h)} throws the amulet away unworn; its AMULETTKORT is shuffled back")
        resume(s)
        return
    s.emit(f"{s.game.hero_name(h)} throws his amulet away")
    take_off(s, h)


def take_off(s: DrakborgenState, h: int, crumbles: bool = False) -> None:
    """The worn amulet leaves hero ``h``: its cards go back (the AMULETTKORT shuffled into its
    deck; one that crumbles is out of play), the items that gave it under their decks."""
    ii = s.ii
    if not crumbles:
        ii.amulets.append(ii.amulet[h])
        s.rng.shuffle(ii.amulets)
    for d, k in ii.src[h]:
        s.items[h].remove([d, k])
        discard(s, d, k)
    ii.amulet[h] = -1
    ii.known[h] = False
    ii.src[h] = []


def turn_actions(s: DrakborgenState, h: int) -> list[Action]:
    """During his turn a hero may throw away the amulet he wears, unless its card forbids it."""
    ii = s.ii
    if ii is None or ii.amulet[h] < 0 or not _can_take_off(s, h):
        return []
    return [THROW]


def fires(s: DrakborgenState, h: int, trigger: str) -> bool:
    """Whether hero ``h``'s amulet triggers on ``trigger``; the first time, the player on his
    right reads it out and it is public from then on."""
    ii = s.ii
    if ii is None or ii.amulet[h] < 0:
        return False
    a = ii.amulet[h]
    if s.game.content.amulet_trigger[a] != AMULET_TRIGGERS.index(trigger):
        return False
    if not ii.known[h]:
        ii.known[h] = True
        seat = right_of(s, h)
        who = f"P{seat + 1}" if seat >= 0 else "The game"
        s.emit(f"{who} reads out {s.game.hero_name(h)}'s amulet: the {name(s, a)}, {s.game.content.amulet_text[a]}")
    return True


def wound(s: DrakborgenState, h: int, n: int) -> int:
    """The KP hero ``h`` loses of ``n``, after his amulet: a cursed one adds 1; the amulet of
    life keeps him at 1 KP and crumbles."""
    if fires(s, h, "wounded"):
        n += 1
        s.emit(f"The {name(s, s.ii.amulet[h])} draws 1 more KP")
    if n >= s.kp[h] and fires(s, h, "dying"):
        n = s.kp[h] - 1
        s.emit(f"The {name(s, s.ii.amulet[h])} keeps {s.game.hero_name(h)} alive and crumbles to dust")
        take_off(s, h, crumbles=True)
    return n


def turn_begins(s: DrakborgenState, h: int) -> None:
    """Hero ``h``'s turn begins: no RUMSKORT drawn in it yet; an amulet of healing gives 1 KP
    while he is wounded (its effect holds "on every turn": the card stays in front of him)."""
    s.ii.drew_room = False
    top = s.game.content.hero_kp[s.game.hero_ids[h]]
    if s.kp[h] < top and s.status[h] == 0 and fires(s, h, "turn_wounded"):
        heal(s, h, 1, f"the {name(s, s.ii.amulet[h])}")


def found_half(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """An amulet half is kept; with two, the hero may repair them."""
    s.items[h].append([d, k])
    s.emit(f"{s.game.hero_name(h)} finds an amulet half")
    if len(halves(s, h)) >= 2 and s.ii.amulets:
        s.phase = HALVES
        return
    resume(s)


def halves(s: DrakborgenState, h: int) -> list[list[int]]:
    """The amulet halves hero ``h`` carries that are not yet part of his repaired amulet."""
    effect = s.game.content.card_effect
    used = s.ii.src[h]
    return [[d, k] for d, k in s.items[h] if effect[d][k] == E_AMULET_HALF and [d, k] not in used]


def legal_halves(s: DrakborgenState) -> list[Action]:
    return [MEND, LEAVE] if _can_take_off(s, s.hero) else [LEAVE]


def apply_mend(s: DrakborgenState, act: Action) -> None:
    """Repair two halves: three AMULETTKORT are drawn, face up (rulebook: never secret)."""
    ii = s.ii
    ii.choices = [ii.amulets.pop() for _ in range(min(3, len(ii.amulets)))]
    s.emit(f"{s.game.hero_name(s.hero)} repairs the two halves and draws "
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
    s.rng.shuffle(ii.amulets)
    if ii.amulet[h] >= 0:
        s.emit(f"{s.game.hero_name(h)} can wear only one amulet and throws away the one he wore")
        take_off(s, h)
    ii.amulet[h] = a
    ii.known[h] = True
    ii.src[h] = halves(s, h)[:2]
    s.emit(f"{s.game.hero_name(h)} keeps and wears the {name(s, a)}")
    resume(s)


def observation(s: DrakborgenState, player: int | None) -> dict[str, Any]:
    """Per hero: whether he wears an amulet, and its name and effect when it is known or
    ``player`` sits on his right; the card he found it by is in play (face up), the AMULETTKORT
    only once known (rulebook "Effects of new cards": face down is not in play). The pending
    amulet and the three of a repair, as far as ``player`` may see them; the deck's size."""
    ii = s.ii
    content = s.game.content
    heroes = []
    for h in range(len(ii.amulet)):
        a = ii.amulet[h]
        seen = a >= 0 and (ii.known[h] or (player is not None and player == right_of(s, h)))
        in_play = [content.card_english[d][k] for d, k in s.items[h] if [d, k] in ii.src[h]]
        if a >= 0 and ii.known[h]:
            in_play.append(f"AMULETTKORT {name(s, a)}")
        heroes.append({"wears": a >= 0, "known": bool(ii.known[h]), "amulet": name(s, a) if seen else None,
                       "effect": content.amulet_text[a] if seen else None, "in_play": in_play,
                       "halves": len(halves(s, h))})
    pending = None
    if ii.pending >= 0:
        see = player is not None and player == right_of(s, s.hero)
        pending = {"finder": s.hero, "amulet": name(s, ii.pending) if see else None}
    return {"amulets": heroes, "pending_amulet": pending, "repair": [name(s, a) for a in ii.choices],
            "amulet_deck": len(ii.amulets)}


def determinize(s: DrakborgenState, c: DrakborgenState, player: int, rng: random.Random) -> None:
    """Draw again, in ``c``, every AMULETTKORT ``player`` has not seen: the deck's order, the
    unrevealed amulets of heroes he does not sit to the right of, and the pending one if the
    finder is not on his left. Sorted before shuffling: the sample depends on what he knows."""
    ii = c.ii
    slots: list[tuple[str, int]] = []
    pool = list(ii.amulets)
    for h, a in enumerate(ii.amulet):
        if a >= 0 and not ii.known[h] and player != right_of(s, h):
            slots.append(("hero", h))
            pool.append(a)
    if ii.pending >= 0 and player != right_of(s, s.hero):
        slots.append(("pending", -1))
        pool.append(ii.pending)
    pool.sort()
    rng.shuffle(pool)
    for kind, h in slots:
        if kind == "hero":
            ii.amulet[h] = pool.pop()
        else:
            ii.pending = pool.pop()
    ii.amulets = pool

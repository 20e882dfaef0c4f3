"""The amulets' triggers and who may see an amulet (Drakborgen II, rulebook "The magic
amulets"): queries and effects that need no decision and no rule module, so that the base rules
(losing KP, a monster, a trap, the dragon, the treasure chamber) can ask them. The finding,
wearing, throwing and repairing are in :mod:`.amulets`.

Secrecy: an unrevealed amulet is in the observation of the seat on the finder's right only
(:func:`observation`), and a determinization for any other seat draws it again from the cards
that seat has not seen (:func:`determinize`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.rng import shuffle_as_random
from meeple.core.actions import Action
from meeple.games.drakborgen.decks import discard
from meeple.games.drakborgen.expansion import AMULET_TRIGGERS, E_AMULET_HALF

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

THROW = Action("throw")  # throw the amulet away (just found, or worn)


def right_of(s: DrakborgenState, h: int) -> int:
    """The seat on hero ``h``'s right, who reads his amulets (-1: one hero, the game reads)."""
    return s.monster_seat(h)


def name(s: DrakborgenState, a: int) -> str:
    return s.game.content.amulet_english[a]


def can_take_off(s: DrakborgenState, h: int) -> bool:
    ii = s.ii
    a = ii.amulet[h]
    return a < 0 or not ii.known[h] or s.game.content.amulet_throwable[a]


def take_off(s: DrakborgenState, h: int, crumbles: bool = False) -> None:
    """The worn amulet leaves hero ``h``: its cards go back (the AMULETTKORT shuffled into its
    deck; one that crumbles is out of play), the items that gave it under their decks."""
    ii = s.ii
    if not crumbles:
        ii.amulets.append(ii.amulet[h])
        shuffle_as_random(ii.amulets, s.rng)
    for d, k in ii.src[h]:
        s.items[h].remove([d, k])
        discard(s, d, k)
    ii.amulet[h] = -1
    ii.known[h] = False
    ii.src[h] = []


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
        s.emit(f"{who} reads out {s.game.hero_names[h]}'s amulet: the {name(s, a)}, {s.game.content.amulet_text[a]}")
    return True


def wound(s: DrakborgenState, h: int, n: int) -> int:
    """The KP hero ``h`` loses of ``n``, after his amulet: a cursed one adds 1; the amulet of
    life keeps him at 1 KP and crumbles."""
    if fires(s, h, "wounded"):
        n += 1
        s.emit(f"The {name(s, s.ii.amulet[h])} draws 1 more KP")
    if n >= s.kp[h] and fires(s, h, "dying"):
        n = s.kp[h] - 1
        s.emit(f"The {name(s, s.ii.amulet[h])} keeps {s.game.hero_names[h]} alive and crumbles to dust")
        take_off(s, h, crumbles=True)
    return n


def turn_heal(s: DrakborgenState, h: int) -> int:
    """Hero ``h``'s turn begins: no RUMSKORT drawn in it yet. The KP an amulet of healing gives
    him (1 while he is wounded; its effect holds "on every turn": the card stays in front of
    him), for the caller to heal."""
    s.ii.drew_room = False
    top = s.game.content.hero_kp[s.game.hero_ids[h]]
    return 1 if s.kp[h] < top and s.status[h] == 0 and fires(s, h, "turn_wounded") else 0


def halves(s: DrakborgenState, h: int) -> list[list[int]]:
    """The amulet halves hero ``h`` carries that are not yet part of his repaired amulet."""
    effect = s.game.content.card_effect
    used = s.ii.src[h]
    return [[d, k] for d, k in s.items[h] if effect[d][k] == E_AMULET_HALF and [d, k] not in used]


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


def turn_actions(s: DrakborgenState, h: int) -> list[Action]:
    """During his turn a hero may throw away the amulet he wears, unless its card forbids it."""
    ii = s.ii
    if ii is None or ii.amulet[h] < 0 or not can_take_off(s, h):
        return []
    return [THROW]

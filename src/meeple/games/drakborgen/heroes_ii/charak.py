"""Chārāk-Hai, wolf-killer (rulebook "The new heroes", Chārāk-Hai): Berserk; axe and war hammer
(his weapons: he fights with his STRIDSKORT as a base hero does, ruling D2-HERO-AXE).

The badge's meters: ``berserk`` (1 while the badge is turned, public) and ``rages`` (how many
times he has become a berserk, the calibration's count of the ability). Marks: ``incite_turn``
(the turn he last incited himself), ``control`` (the seat + 1 that decides his movement this
turn), ``steer`` (with one hero: the game's pick among his moves), ``left_below`` (bits of his
UNDERJORDSKORT pile whose ruby he left).

- Becoming a berserk: T6 5-6 when combat with a monster begins (:func:`fight`) or when a door
  trap costs him KP (:func:`door_trap`); T6 3-6 when he incites himself (``incite``, once per
  turn, in his turn or on meeting a monster). He gains 4 KP (not beyond his maximum).
- While berserk: STRIDSKORT hits cost the monster double (:func:`deals`); T6 2-6 kills the
  giant spider, a 1 costs him 1 KP and he rolls again (:func:`spider`); he strikes down two
  ghouls more each round (:func:`ghouls`); a door opens and a portcullis lifts on T12 2-12,
  one roll each (:func:`door`); he always attacks (:func:`legal_encounter`, no escape in
  combat); in the treasure chamber no SKATTKORT and two DRAKKORT (:func:`chamber`); items,
  bodies and chests are ignored (:func:`ignores`, :func:`legal_chest`, the ruby below:
  :func:`ruby`); no search; no voluntary way down, and a way up is always taken
  (:func:`filter_turn`, :func:`legal_arrow`).
- The berserk ends on his start-of-turn T6 of 6 (:func:`start`) or on "Facklan slocknar"
  (:func:`torch`), not in a Mörkerrum; he then loses 4 KP, and at 0 he dies of exhaustion.
  A 1 on that T6: the player on his right decides his movement this turn (``control``; with
  one hero the game picks one of his moves at random, ``steer``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import ATTACK, FIGHT, LEAVE
from meeple.games.drakborgen.below import ASCEND, CLIMB, DELVE
from meeple.games.drakborgen.cards import KEPT, legal_chest as base_chest
from meeple.games.drakborgen.catacombs import legal_arrow as base_arrow
from meeple.games.drakborgen.combat import label, legal_encounter as base_encounter, legal_escape as base_escape
from meeple.games.drakborgen.content import DRAGONS, E_CHEST, E_CORPSE, E_GOLD, E_ITEM, E_SLEEPS
from meeple.games.drakborgen.decks import discard, take
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.expansion import E_AMULET, E_AMULET_HALF
from meeple.games.drakborgen.flow import finish_turn, heal, hurt, kill, resume
from meeple.games.drakborgen.treasure import wake

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO = "charak-hai"
INCITE = Action("incite")
RAGES_ON, INCITED_ON = 5, 3
"""T6 needed to become a berserk: on beginning combat or a door trap (5-6); inciting (3-6)."""
FURY_KP = 4
"""KP gained on becoming a berserk (not beyond the maximum) and lost when it ends."""
ENDS, LOSES_CONTROL = 6, 1
"""The start-of-turn T6 while berserk: 6 ends it, 1 hands his movement to the player on his right."""
SPIDER_DIES = 2
"""T6 2-6 kills the giant spider."""
DOOR_GIVES = 2
"""T12 2-12 opens a door or lifts a portcullis."""
GHOULS = 2
"""Ghouls struck down each round on top of the T12."""
IGNORED = frozenset((E_ITEM, E_GOLD, E_AMULET, E_AMULET_HALF, E_CORPSE, E_CHEST))
"""Berserk he ignores föremål found (items, valuables, amulets and halves) and draws no
SÖKNINGSKORT (a body) nor KISTKORT (a chest)."""
NO_SEARCH = frozenset(("search", "seek", "descend"))
"""Turn actions a berserk never takes: the searches (RUMSLETNINGSKORT) and going down."""
MOVEMENT = frozenset(("move", "secret", "grope", "stay", "pass", "stop", "delve", "ascend"))
"""What the player on his right may decide for him: his movement (not his potion, rings,
amulets or Spellbook: ruling D2-HERO-BERSERK-CONTROL)."""


def _meters(s: DrakborgenState, h: int) -> dict[str, int]:
    return s.ii.heroes.meters[h]  # type: ignore[union-attr]


def _turn(s: DrakborgenState) -> int:
    return s.round * 8 + s.turn_index


def berserk(s: DrakborgenState, h: int) -> bool:
    """Hero ``h`` is a berserk now (his badge turned)."""
    return s.ii is not None and s.ii.heroes.meters[h].get("berserk", 0) == 1


def rage(s: DrakborgenState, h: int, r: int, why: str) -> None:
    """He becomes a berserk (rolled ``r``): the badge turns, 4 KP more (not beyond his maximum)."""
    m = _meters(s, h)
    m["berserk"] = 1
    m["rages"] += 1
    s.emit(f"{s.game.hero_names[h]} rolls {r} {why}: he becomes a berserk (the badge turns)")
    heal(s, h, FURY_KP, "berserk fury")


def _roll_to_rage(s: DrakborgenState, h: int, needs: int, why: str) -> None:
    r = roll(s, 6)
    if r >= needs:
        rage(s, h, r, why)
    else:
        s.emit(f"{s.game.hero_names[h]} rolls {r} {why}: he keeps his head")


def calm(s: DrakborgenState, h: int, why: str) -> bool:
    """The berserk ends (``why``): the badge turns back and 4 KP go; at 0 he dies of
    exhaustion (no amulet helps: it is no wound). Returns whether he lives."""
    m = _meters(s, h)
    m["berserk"] = 0
    m.pop("control", None)
    m.pop("steer", None)
    name = s.game.hero_names[h]
    s.kp[h] = max(0, s.kp[h] - FURY_KP)
    s.emit(f"{name}'s berserk ends ({why}): the badge turns back, {FURY_KP} KP go: {s.kp[h]} left")
    if s.kp[h] == 0:
        kill(s, h, "exhaustion as his berserk ended")
        return False
    return True


# ---- the start of his turn, inciting ----------------------------------------------------------

def start(s: DrakborgenState, h: int) -> bool:
    """His turn begins: berserk, the T6 (6 ends it, 1 loses control). False if he died."""
    m = _meters(s, h)
    m.pop("control", None)
    m.pop("steer", None)
    if not m["berserk"]:
        return True
    r = roll(s, 6)
    name = s.game.hero_names[h]
    if r == ENDS:
        s.emit(f"{name} rolls {r} at the start of his turn")
        return calm(s, h, "the fury leaves him")
    if r == LOSES_CONTROL:
        ms = s.monster_seat(h)
        if ms >= 0:
            m["control"] = ms + 1
            s.emit(f"{name} rolls {r}: he loses control; P{ms + 1} on his right decides his movement this turn")
        else:
            m["steer"] = int(s.rng.random() * 1024)
            s.emit(f"{name} rolls {r}: he loses control; the dungeon drives him on (one of his moves at random)")
    else:
        s.emit(f"{name} rolls {r}: the fury holds")
    return True


def controller(s: DrakborgenState) -> int:
    """The seat that decides the turn of hero ``s.hero`` (the player on his right after a 1),
    -1 for his own."""
    return s.ii.heroes.meters[s.hero].get("control", 0) - 1  # type: ignore[union-attr]


def resumed(s: DrakborgenState) -> bool:
    """His movement is over: control is his again (the turn ends as usual)."""
    m = _meters(s, s.hero)
    m.pop("control", None)
    m.pop("steer", None)
    return False


def _may_incite(s: DrakborgenState, h: int) -> bool:
    m = _meters(s, h)
    return not m["berserk"] and m.get("incite_turn", -1) != _turn(s)


def apply_incite(s: DrakborgenState, a: Action) -> None:
    """He incites himself (once per turn): T6 3-6 makes him a berserk; the decision goes on."""
    h = s.hero
    _meters(s, h)["incite_turn"] = _turn(s)
    s.emit(f"{s.game.hero_names[h]} works himself into a fury")
    _roll_to_rage(s, h, INCITED_ON, "to incite himself")


def filter_turn(s: DrakborgenState, acts: list[Action]) -> list[Action]:
    """His turn's choices. Calm: as any hero's, and inciting. Berserk: no search, no way down
    of his own will (unless nothing else is left), a way up always taken; after a 1, only
    the movement, for the player on his right (with one hero, the game's pick)."""
    h = s.hero
    if not acts:
        return acts
    m = _meters(s, h)
    if not m["berserk"]:
        return [*acts, INCITE] if _may_incite(s, h) else acts
    out = [a for a in acts if a.kind not in NO_SEARCH]
    if not any(a.kind in MOVEMENT or a.kind == "unlock" or a.kind == "lift" for a in out):
        out = [a for a in acts if a.kind != "search" and a.kind != "seek"] or acts  # only a way down is left
    if ASCEND in out:
        out = [a for a in out if a != DELVE]
    if m.get("control") or "steer" in m:
        moves = [a for a in out if a.kind in MOVEMENT] or out
        if "steer" in m:
            return [moves[m["steer"] % len(moves)]]
        return moves
    return out


# ---- monsters ---------------------------------------------------------------------------------

def encounter_actions(s: DrakborgenState, h: int) -> list[Action]:
    return [INCITE] if _may_incite(s, h) else []


def legal_encounter(s: DrakborgenState) -> list[Action]:
    """A berserk always attacks."""
    return [ATTACK] if berserk(s, s.hero) else base_encounter(s)


def legal_escape(s: DrakborgenState) -> list[Action]:
    """A berserk fights on: no escape is announced."""
    return [FIGHT] if berserk(s, s.hero) else base_escape(s)


def fight(s: DrakborgenState) -> None:
    """Combat with a monster begins: calm, the T6 (5-6 a berserk)."""
    h = s.hero
    if not _meters(s, h)["berserk"]:
        _roll_to_rage(s, h, RAGES_ON, f"as combat with the {label(s)} begins")


def deals(s: DrakborgenState, n: int) -> int:
    """KP a STRIDSKORT round of his costs the monster: double while berserk."""
    return 2 * n if _meters(s, s.hero)["berserk"] else n


def spider(s: DrakborgenState, h: int) -> bool:
    """Berserk at the giant spider: T6 until it dies (2-6), each 1 costing him 1 KP. True: done."""
    if not _meters(s, h)["berserk"]:
        return False
    name = s.game.hero_names[h]
    while True:
        r = roll(s, 6)
        if r >= SPIDER_DIES:
            s.emit(f"{name} rolls {r}: the berserk cuts the giant spider down")
            break
        if not hurt(s, h, 1, f"the giant spider bites ({r})"):
            break
    resume(s)
    return True


def ghouls(s: DrakborgenState, h: int) -> int:
    """Ghouls he strikes down each round on top of the T12: two while berserk."""
    return GHOULS if berserk(s, h) else 0


# ---- doors, the chamber, finds --------------------------------------------------------------

def door(s: DrakborgenState, h: int, doors: int, gate: bool) -> bool | None:
    """Berserk: each door and the portcullis give way on T12 2-12 (no DÖRRKORT, no SF roll);
    None when calm (as usual)."""
    if not berserk(s, h):
        return None
    name = s.game.hero_names[h]
    for what in ["door"] * doors + (["portcullis"] if gate else []):
        r = roll(s, 12)
        if r < DOOR_GIVES:
            s.emit(f"{name} rolls {r} on the T12 against the {what}: it holds")
            return False
        s.emit(f"{name} rolls {r} on the T12: the berserk {'smashes the door open' if what == 'door' else 'heaves the portcullis up'}")
    return True


def door_trap(s: DrakborgenState, h: int) -> None:
    """A door trap cost him KP (and he lives): calm, the T6 (5-6 a berserk)."""
    if s.game.hero_ids[h] == HERO and not _meters(s, h)["berserk"]:
        _roll_to_rage(s, h, RAGES_ON, "after the door trap")


def chamber(s: DrakborgenState, h: int) -> bool:
    """Berserk in the treasure chamber: no SKATTKORT, two DRAKKORT (the second if the dragon
    slept through the first). True: done; False when calm."""
    if not berserk(s, h):
        return False
    name = s.game.hero_names[h]
    s.emit(f"{name} rages in the treasure chamber: no SKATTKORT, two DRAKKORT")
    for _ in range(2):
        k = take(s, s.decks[DRAGONS])  # unordered in a determinization
        if s.game.content.card_effect[DRAGONS][k] != E_SLEEPS:
            wake(s, h)
            return True
        s.aside += 1
        s.emit(f"{name} draws a DRAKKORT: the dragon sleeps ({len(s.decks[DRAGONS])} DRAKKORT left)")
    finish_turn(s)
    return True


def ignores(s: DrakborgenState, h: int, d: int, k: int) -> bool:
    """Berserk he passes by the items, bodies and chests his cards show; a card he would have
    kept goes under its deck."""
    effect = s.game.content.card_effect[d][k]
    if effect not in IGNORED or not berserk(s, h):
        return False
    if effect in KEPT:
        discard(s, d, k)
    s.emit(f"{s.game.hero_names[h]} rages on and pays it no heed")
    return True


def legal_chest(s: DrakborgenState) -> list[Action]:
    """A chest below (an UNDERJORDSKORT): a berserk leaves it (no KISTKORT)."""
    return [LEAVE] if berserk(s, s.hero) else base_chest(s)


def ruby(s: DrakborgenState, h: int) -> bool:
    """A treasure on an UNDERJORDSKORT just drawn: berserk he leaves it (True), marked on his
    pile so it goes back into the deck when he comes up."""
    if not berserk(s, h):
        return False
    m = _meters(s, h)
    m["left_below"] = m.get("left_below", 0) | 1 << (len(s.cat.pile[h]) - 1)  # type: ignore[union-attr]
    s.emit(f"{s.game.hero_names[h]} rages on and leaves it")
    return True


def left_below(s: DrakborgenState, h: int) -> int:
    """The bits of his pile whose treasure he left (and forgets them: he is coming up)."""
    return _meters(s, h).pop("left_below", 0) if s.game.hero_ids[h] == HERO else 0


def torch(s: DrakborgenState, h: int) -> None:
    """"Facklan slocknar" (a RUMSKORT or an UNDERJORDSKORT): the berserk ends."""
    if berserk(s, h):
        calm(s, h, "his torch goes out")


def legal_arrow(s: DrakborgenState) -> list[Action]:
    """Fallen into the catacombs: a berserk tries to climb back up when he may."""
    acts = base_arrow(s)
    return [CLIMB] if CLIMB in acts and berserk(s, s.cat.chooser) else acts  # type: ignore[union-attr]


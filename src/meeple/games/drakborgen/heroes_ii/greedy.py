"""The greedy agent's rules for the new heroes' abilities (one simple rule each; the greedy
plays the rest as for a base hero): :func:`choose` gives the ability's action when its rule
says so, else None. ``rand`` is the agent's own random source (a hidden face, a guess)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.content import BERGSTROLL, DEBRIS, ORCH, SVARTALV, TVA_ORCHER, WEB
from meeple.games.drakborgen.actions import ATTACK, SEARCH
from meeple.games.drakborgen.board import SIDES, parse_square
from meeple.games.drakborgen.actions import STAY
from meeple.games.drakborgen.heroes_ii.charak import FURY_KP, INCITE, berserk
from meeple.games.drakborgen.heroes_ii.durim import SPOT, THROW
from meeple.games.drakborgen.heroes_ii.dzala import HERO as DZALA
from meeple.games.drakborgen.heroes_ii.dzala import ORACAZ, SALVE
from meeple.games.drakborgen.heroes_ii.dzala_warn import ENTER, HEED, hissed
from meeple.games.drakborgen.heroes_ii.iril import LEAP, SLING, leap_targets
from meeple.games.drakborgen.heroes_ii import mrishnahk as magician
from meeple.games.drakborgen.paths import way_costs
from meeple.games.drakborgen.ways import locked
from meeple.games.drakborgen.heroes_ii.thargrim import FEAR, MEDITATE
from meeple.games.drakborgen.heroes_ii.yubara import BLOWPIPE, HIDE_ACTION
from meeple.games.drakborgen.phases import COMBAT, DAGGER, ENCOUNTER, HIDE, HISS, SPIDER, TURN, VOLLEY
from meeple.games.drakborgen.phases import ARROW, CHEST, ESCAPE

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

FEAR_KP = 4
"""Thargrim invokes fear with at least this many KP: four T6 reach 12 five times in six, and a
failure costs 1 + T6 KP."""
SHURIKEN_VOLLEY = 2
"""Yūbara throws two shuriken at a monster before combat (four in all: two monsters' worth)."""
KEEP_DAGGERS = 2
"""Durim throws while he has at least this many daggers (one stays for close combat); two
letters hit two times in three against a uniform card, a hit costing T6 KP, a miss 1."""
FORCED = frozenset((ARROW, CHEST, ESCAPE))
"""Phases where a berserk Chārāk-Hai has one choice left (climb back, leave the chest, fight on)."""


def choose(s: DrakborgenState, seat: int, legal: list[Action], rand: Callable[[], float]) -> Action | None:
    h = s.hero
    phase = s.phase
    if phase in FORCED and len(legal) == 1:  # a berserk's only way
        return legal[0]
    if phase in (HIDE, DAGGER):  # a hidden face or card, numbers or letters named: uniform
        return legal[int(rand() * len(legal))]
    if seat != h:
        return None
    if s.game.hero_ids[h] == DZALA:
        own = dzala_choice(s, h, legal)
        if own is not None:
            return own
    if s.game.hero_ids[h] == magician.HERO:  # Mrishnahk: his spells, his herbs
        return _spells(s, legal)
    if phase == TURN and MEDITATE in legal:  # Thargrim: meditate when down to a third
        if 3 * s.kp[h] <= s.game.content.hero_kp[s.game.hero_ids[h]]:
            return MEDITATE
    if phase == ENCOUNTER:
        if INCITE in legal and _fury_pays(s, h):
            return INCITE
        if FEAR in legal and s.kp[h] >= FEAR_KP:
            return FEAR
        if SLING in legal:  # Iril: her one shot, always
            return SLING
        if HIDE_ACTION in legal:  # Yūbara: hiding costs nothing
            return HIDE_ACTION
        if BLOWPIPE in legal and (s.enc_m in (BERGSTROLL, ORCH, TVA_ORCHER) or s.kp[h] <= 6):
            return BLOWPIPE
        volley = [a for a in legal if a.kind == "shuriken" and int(a["n"]) <= SHURIKEN_VOLLEY]  # type: ignore[arg-type]
        if volley:
            return volley[-1]
        if THROW in legal and _daggers(s, h) >= KEEP_DAGGERS:
            return THROW
    if phase == VOLLEY:  # Durim: a second dagger, then combat
        return THROW if _daggers(s, h) >= KEEP_DAGGERS and s.ii.heroes.meters[h]["volley"] < 2 else ATTACK  # type: ignore[union-attr]
    if phase == COMBAT:
        if SLING in legal:
            return SLING
        darts = [a for a in legal if a.kind == "dart"]
        if darts and _daggers(s, h) >= KEEP_DAGGERS:
            return darts[int(rand() * len(darts))]
    if phase == SPIDER:
        return next((a for a in legal if a.kind in ("shuriken", "throw")), legal[-1])
    return None


def refine(s: DrakborgenState, choice: Action, legal: list[Action]) -> Action:
    """The base greedy's choice, made with a new hero's ability where it does the same better:
    Durim searches closely (two cards) whenever he searches; Iril leaps when her move is one a
    leap may make (the second move is then the greedy's as a free move); a berserk Chārāk-Hai
    does not stay in the treasure chamber (two DRAKKORT, no SKATTKORT): he heads home."""
    if choice == STAY and berserk(s, s.hero):
        return _way_home(s, legal) or choice
    if s.game.hero_ids[s.hero] == magician.HERO:
        return _spells_refine(s, choice, legal)
    if choice == SEARCH and SPOT in legal:
        return SPOT
    if choice.kind == "move" and Action("force", to=choice["to"]) in legal:  # Dzála: the oracaz's T10 beats a DÖRRKORT
        return Action("force", to=choice["to"])
    if LEAP in legal and choice.kind == "move":
        c = s.game.content
        if parse_square(str(choice["to"]), c.rows, c.cols) in leap_targets(s, s.hero):
            return LEAP
    return choice


def _fury_pays(s: DrakborgenState, h: int) -> bool:
    """Chārāk-Hai incites himself against a monster when the fury's 4 KP come in full (he has
    lost at least that many, so its end costs him nothing he had) or the monster is a strong
    one."""
    c = s.game.content
    strong = s.enc_m in (BERGSTROLL, TVA_ORCHER)
    return s.kp[h] <= c.hero_kp[s.game.hero_ids[h]] - FURY_KP or strong


def _way_home(s: DrakborgenState, legal: list[Action]) -> Action | None:
    """The move out of the chamber with the shortest way home (None: no move)."""
    c = s.game.content
    moves = [a for a in legal if a.kind == "move"]
    if not moves:
        return None
    costs = way_costs(s, s.hero, True)
    return min(moves, key=lambda a: costs[parse_square(str(a["to"]), c.rows, c.cols)])


def _daggers(s: DrakborgenState, h: int) -> int:
    return s.ii.heroes.meters[h].get("daggers", 0)  # type: ignore[union-attr]


# ---- Mrishnahk ------------------------------------------------------------------------------

STAY_UNSEEN = 10
"""Mrishnahk stays invisible (1 KP a turn) while he has at least this many KP."""
STOP_TIME_KP = 10
"""He stops time (1 KP a turn: an extra turn, the RUMSKORT's dangers ignored) with this many KP."""
FIREBALL_KP = 5
"""At a monster he becomes invisible (2 KP) with more KP than this, else throws a fireball (a
turn lost): he keeps his KP when low."""
SCARE_TYPES = frozenset((SVARTALV, BERGSTROLL))
"""Monsters he tries to scare first (their die is his T6 if it stays for combat)."""
SCARE_SKELETON = 4
"""Caught off guard: he scares a skeleton of at most this many KP (T10 above it: 6 in 10), else
a fireball."""


def _spells(s: DrakborgenState, legal: list[Action]) -> Action | None:
    """Mrishnahk's rules of thumb (each spell and the herbs used; the rest is the base greedy's)."""
    h = s.hero
    m = s.ii.heroes.meters[h]  # type: ignore[union-attr]
    kp = s.kp[h]
    phase = s.phase
    if phase == TURN:
        if magician.UNSEEN in legal:
            return magician.UNSEEN if kp >= STAY_UNSEEN else magician.APPEAR
        herbs = [a for a in legal if a.kind == "herbs"]
        top = s.game.content.hero_kp[magician.HERO]
        if herbs and 3 * kp <= top:
            return herbs[1] if top - kp >= 6 else herbs[0]  # T6 (3.5 on average) when it all fits
        walks = [a for a in legal if a.kind == "walk"]
        if walks:
            return min(walks, key=lambda a: _walk_cost(s, h, str(a["dir"])))
        if magician.WALLS in legal and s.gold(h) > 0 and -1 in s.game.nb[s.pos[h]]:
            return magician.WALLS  # out through the outer wall with what he carries
        if magician.STOP_TIME in legal and kp >= STOP_TIME_KP:
            return magician.STOP_TIME
        return None
    if phase == ENCOUNTER:
        if m["invisible"]:
            return magician.VANISH
        if magician.SCARE in legal and s.enc_m in SCARE_TYPES and kp > magician.SCARE_KP + 2:
            return magician.SCARE
        if kp > FIREBALL_KP or magician.FIREBALL not in legal:
            return magician.VANISH if kp > magician.INVISIBLE_KP else None
        return magician.FIREBALL
    if phase == SPIDER:
        if m["invisible"] or magician.FIREBALL not in legal:
            return magician.VANISH if m["invisible"] or kp > magician.INVISIBLE_KP else magician.MELEE
        return magician.FIREBALL
    if phase == magician.CAUGHT:
        if m.get("caught", 6) <= SCARE_SKELETON or magician.FIREBALL not in legal:
            return magician.SCARE
        return magician.FIREBALL
    return None


def _walk_cost(s: DrakborgenState, h: int, side: str) -> int:
    """Where a walk through the wall on ``side`` leads: out (0) with gold, else squares to the
    goal as the crow flies (a tower with gold, the treasure chamber without)."""
    tgt = s.game.nb[s.pos[h]][SIDES.index(side)]
    cols = s.game.content.cols
    if tgt < 0:
        return 0 if s.gold(h) > 0 else 99
    r, c = divmod(tgt, cols)
    goals = s.game.tower_cells if s.gold(h) > 0 else [divmod(q, cols) for q, _ in s.game.content.chamber]
    return 1 + min(abs(r - gr) + abs(c - gc) for gr, gc in goals)


def _spells_refine(s: DrakborgenState, choice: Action, legal: list[Action]) -> Action:
    """A move the base greedy chose through an obstacle his SF 1 or VF 4 is unlikely to pass (a
    portcullis down, a web, debris): a fireball clears it (he rests the next turn)."""
    if choice.kind != "move":
        return choice
    c = s.game.content
    h = s.hero
    pos = s.pos[h]
    tgt = parse_square(str(choice["to"]), c.rows, c.cols)
    if tgt not in s.game.nb[pos]:
        return choice
    d = s.game.nb[pos].index(tgt)
    blast = magician.BLAST[d]
    if blast not in legal:
        return choice
    gate = locked(s, pos, d, tgt)[1]
    return blast if gate or s.ttype[pos] in (WEB, DEBRIS) else choice


ORACAZ_SALVE = 7
"""Dzála salves the oracaz when it is down to half its KP (and she is not down to a third)."""


def dzala_choice(s: DrakborgenState, h: int, legal: list[Action]) -> Action | None:
    """Dzála: she heeds a hiss and enters on silence (the oracaz is right nine times in ten);
    the salve for her when down to a third of her KP, else for the oracaz when down to half."""
    if s.phase == HISS:
        return HEED if hissed(s, h) else ENTER
    if s.phase != TURN:
        return None
    if SALVE["her"] in legal and 3 * s.kp[h] <= s.game.content.hero_kp[DZALA]:
        return SALVE["her"]
    if SALVE["oracaz"] in legal and s.ii.heroes.meters[h][ORACAZ] <= ORACAZ_SALVE:  # type: ignore[union-attr]
        return SALVE["oracaz"]
    return None

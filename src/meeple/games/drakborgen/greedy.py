"""GREEDY: a one-ply policy for the hero and for the monster player.

It decides on a determinization (``DeterminizedAgent``) and reads only what its seat may know.

- Where to go: to the treasure chamber while the sun leaves time, home to the nearest tower
  once the hero carries enough gold (``TARGET_GOLD``), is badly hurt, or the rounds left are
  only just enough to walk out (distances as the crow flies plus ``MARGIN``). Among the moves it
  takes the one nearest the goal, a door or portcullis counting as an extra step and a pit
  crossing as ``RISKY`` steps per chance of falling; a corridor's free move is taken only when
  it gets closer.
- In the chamber it stays while the waking risk (1 in the DRAKKORT left) is at most
  ``MAX_RISK`` and it still wants gold; a potion or the Ring of Healing when hurt.
- Monsters: the Ring of Blinding against strong ones, the crossbow first, flight when weak,
  otherwise waiting (a third of the monsters flee from it) before attacking.
- Combat letters, as the hero or as the monster player: the mixed strategy of the round's
  zero-sum matrix game (KP dealt minus KP taken), drawn with the agent's own dice, so the
  monster player plays against the hero whatever its own standing (issue: the monster player
  acts for the dungeon).
"""

from __future__ import annotations

from functools import lru_cache

from meeple.agents.base import DeterminizedAgent
from meeple.core.actions import Action
from meeple.games.drakborgen.actions import (
    ATTACK,
    AWAIT,
    BLIND,
    DRINK,
    ENDURE,
    ESCAPE,
    FIGHT,
    FLEE,
    HEAL,
    LEAVE,
    LETTERS,
    LOOT,
    OPEN,
    SEARCH,
    SHOOT,
    STAY,
    STOP,
    WARN,
)
from meeple.games.drakborgen.board import parse_square
from meeple.games.drakborgen.content import BERGSTROLL, CHAMBER, DRAGONS, PIT, RINGS, TVA_ORCHER
from meeple.games.drakborgen.phases import BODY, CHEST, COMBAT, DRAGON, ENCOUNTER, ESCAPE as ESCAPE_PHASE, RING, TOWER, TURN
from meeple.games.drakborgen.phases import WARN as WARN_PHASE
from meeple.games.drakborgen.state import DrakborgenState
from meeple.games.drakborgen.ways import locked, ways

TARGET_GOLD = 1500
MARGIN = 6
RISKY = 6.0
"""Extra cost of a move whose roll can kill (crossing a bottomless pit), per chance of failing."""
MAX_RISK = 0.25
RING_ORDER = ("blinding", "healing", "warning", "opening")


@lru_cache(maxsize=16)
def equilibrium(hero_special: int, monster_special: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Both sides' mixed strategies over A, B, C for one combat round, by fictitious play on
    the hero's payoff (KP dealt minus KP taken)."""
    def pay(h: int, m: int) -> int:
        if h == m:
            return 0
        if (m - h) % 3 == 1:
            return 2 if h == hero_special else 1
        return -(2 if m == monster_special else 1)

    hc, mc = [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]
    for _ in range(3000):
        hb = max(range(3), key=lambda h: sum(pay(h, m) * mc[m] for m in range(3)))
        mb = min(range(3), key=lambda m: sum(pay(h, m) * hc[h] for h in range(3)))
        hc[hb] += 1
        mc[mb] += 1
    return tuple(x / sum(hc) for x in hc), tuple(x / sum(mc) for x in mc)


class DrakborgenGreedy(DeterminizedAgent):
    """The greedy policy; one agent can play every seat."""

    name = "greedy"

    def choose(self, state: DrakborgenState, seat: int, legal: list[Action]) -> Action:  # type: ignore[override]
        phase = state.phase
        if phase == TOWER:
            return legal[seat % len(legal)]
        if phase == RING:
            offered = {str(a["ring"]): a for a in legal}
            return next(offered[r] for r in RING_ORDER if r in offered)
        if phase == TURN:
            return self._turn(state, legal)
        if phase == BODY:
            return LOOT if state.kp[state.hero] > 4 else LEAVE
        if phase == CHEST:
            return OPEN if state.kp[state.hero] > 5 else LEAVE
        if phase == WARN_PHASE:
            return WARN if WARN in legal else ENDURE
        if phase == ENCOUNTER:
            return self._encounter(state, legal)
        if phase == COMBAT:
            return self._letter(state, seat, legal)
        if phase == ESCAPE_PHASE:
            return ESCAPE if state.kp[state.hero] <= 3 else FIGHT
        if phase == DRAGON:
            return self._best_way(state, state.fleer, legal, home=True) or legal[0]
        return legal[0]

    # ---- where to go ---------------------------------------------------------------------
    def _going_home(self, s: DrakborgenState, h: int) -> bool:
        content = s.game.content
        left = content.sun_rounds - s.round
        top = content.hero_kp[s.game.hero_ids[h]]
        return (s.gold(h) >= TARGET_GOLD or s.kp[h] * 3 <= top
                or left <= _home_distance(s, s.pos[h]) + MARGIN)

    def _turn(self, s: DrakborgenState, legal: list[Action]) -> Action:
        h = s.hero
        top = s.game.content.hero_kp[s.game.hero_ids[h]]
        if DRINK in legal and s.kp[h] <= top - 4:
            return DRINK
        if HEAL in legal and s.kp[h] * 2 <= top:
            return HEAL
        home = self._going_home(s, h)
        if STAY in legal and not home:
            risk = 1.0 / max(1, len(s.decks[DRAGONS]))
            if risk <= MAX_RISK and s.kp[h] > 6:
                return STAY
            home = True
        if s.ttype[s.pos[h]] == CHAMBER:
            home = True
        best = self._best_way(s, h, legal, home)
        if STOP in legal:
            here = _distance(s, s.pos[h], home)
            if best is None or _distance(s, parse_square(best["to"], s.game.content.rows, s.game.content.cols), home) >= here:
                return STOP
        if best is not None:
            return best
        if SEARCH in legal:
            return SEARCH
        return legal[0]

    def _best_way(self, s: DrakborgenState, h: int, legal: list[Action], home: bool) -> Action | None:
        content = s.game.content
        found = {tgt: (src, d) for tgt, src, d in ways(s, h)[0]}
        best, score = None, None
        for a in legal:
            if a.kind not in ("move", "unlock", "secret", "flight"):
                continue
            tgt = parse_square(a["to"], content.rows, content.cols)
            cost = float(_distance(s, tgt, home))
            if a.kind in ("move", "flight") and tgt in found and s.ttype[tgt] >= 0:
                doors, gate = locked(s, *found[tgt], tgt)
                cost += doors + gate
            if a.kind == "unlock":
                cost += 0.5
            if s.ttype[s.pos[h]] == PIT and tgt in found and found[tgt][1] != s.side[h]:
                vf = s.game.content.hero_attrs[s.game.hero_ids[h]][1]
                cost += RISKY * (12 - vf) / 12
            if score is None or cost < score:
                best, score = a, cost
        return best

    # ---- monsters ------------------------------------------------------------------------
    def _encounter(self, s: DrakborgenState, legal: list[Action]) -> Action:
        h = s.hero
        strong = s.enc_m in (BERGSTROLL, TVA_ORCHER)
        if BLIND in legal and (strong or s.kp[h] <= 6):
            return BLIND
        if SHOOT in legal:
            return SHOOT
        if FLEE in legal and s.kp[h] <= 4:
            return FLEE
        if AWAIT in legal:
            return AWAIT
        return ATTACK

    def _letter(self, s: DrakborgenState, seat: int, legal: list[Action]) -> Action:
        content = s.game.content
        h = s.hero
        special = content.hero_special[s.game.hero_ids[h]]
        mine, theirs = equilibrium(special, content.monster_special[s.enc_m])
        probs = mine if seat == h else theirs
        r = self.rng.random()
        for i, p in enumerate(probs):
            r -= p
            if r <= 0 or i == 2:
                return Action("strike", card=LETTERS[i])
        return legal[0]


def _home_distance(s: DrakborgenState, sq: int) -> int:
    cols = s.game.content.cols
    r, c = divmod(sq, cols)
    return min(abs(r - tr) + abs(c - tc) for tr, tc in s.game.tower_cells)


def _distance(s: DrakborgenState, sq: int, home: bool) -> int:
    if home:
        return _home_distance(s, sq)
    cols = s.game.content.cols
    r, c = divmod(sq, cols)
    return min(abs(r - cr) + abs(c - cc) for cr, cc in (divmod(x, cols) for x, _ in s.game.content.chamber))


__all__ = ["RINGS", "DrakborgenGreedy"]

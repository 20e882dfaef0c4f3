"""GREEDY: a one-ply policy for the hero and for the monster player.

It decides on a determinization (``DeterminizedAgent``) and reads only what its seat may know.

- Where to go: to the treasure chamber while the sun leaves time, home to the nearest tower
  once the hero carries enough gold (``TARGET_GOLD``), is badly hurt, or the rounds left are
  only just enough to walk out (``MARGIN``). The way is measured along real paths
  (:func:`way_costs`, Dijkstra over the explored tiles' openings, unexplored squares counted
  as open but dearer): a door costs the turns a DÖRRKORT takes to open, a portcullis the SF
  rolls, a bottomless pit ``RISKY`` steps per chance of falling. Among the moves it takes the
  one whose way is cheapest; a corridor's free move only when it gets closer; it never steps
  into a tower unless it is going home.
- In the chamber it stays while the waking risk (1 in the DRAKKORT left) is at most
  ``MAX_RISK`` and it still wants gold; a potion or the Ring of Healing when hurt.
- Monsters: the Ring of Blinding against strong ones, the crossbow first, flight when weak,
  otherwise waiting (a third of the monsters flee from it) before attacking; an escape when
  nearly dead.
- Combat letters, as the hero or as the monster player: the mixed strategy of the round's
  zero-sum matrix game (KP dealt minus KP taken), drawn with the agent's own dice, so the
  monster player plays against the hero whatever its own standing (issue 9: the monster player
  acts for the dungeon).
"""

from __future__ import annotations

import heapq
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
    PASS,
    SEARCH,
    SHOOT,
    STAY,
    STOP,
    WARN,
)
from meeple.games.drakborgen.board import opposite, parse_square
from meeple.games.drakborgen.content import (
    BERGSTROLL,
    CHAMBER,
    CORRIDOR,
    DARK,
    DEBRIS,
    DRAGONS,
    PIT,
    RINGS,
    ROTATING,
    SF,
    TOWER,
    TVA_ORCHER,
    VF,
    WEB,
)
from meeple.games.drakborgen.phases import BODY, CHEST, COMBAT, DRAGON, ENCOUNTER, RING, TURN
from meeple.games.drakborgen.phases import ESCAPE as ESCAPE_PHASE
from meeple.games.drakborgen.phases import TOWER as TOWER_PHASE
from meeple.games.drakborgen.phases import WARN as WARN_PHASE
from meeple.games.drakborgen.state import DrakborgenState
from meeple.games.drakborgen.ways import secret_ways, ways

TARGET_GOLD = 1500
MARGIN = 4.0
SLACK = 1.4
"""The way home is taken when ``SLACK`` times its turns plus ``MARGIN`` reach the turns left:
lost turns (a torch, debris, a door that holds) and detours grow with the way."""
UNEXPLORED = 2.0
"""Cost of a step onto an unexplored square: the tile may lead nowhere."""
DOOR = 2.0
"""Extra turns a printed door costs (a DÖRRKORT opens one time in three); two doors: ``DOOR2``."""
DOOR2 = 6.0
RISKY = 25.0
"""Extra cost of a move whose roll can kill (crossing a bottomless pit), per chance of failing."""
PLAN = True
"""A hero who has found some gold turns home once the chamber and back no longer fit in the
rounds left even at best (every unexplored square a plain step, plus ``PLAN_MARGIN``); one with
nothing keeps trying, since getting out empty-handed is no better than not getting out."""
PLAN_MARGIN = 0.0
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
        if phase == TOWER_PHASE:
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
            return self._best_way(state, state.fleer, legal, home=True)[0] or legal[0]
        return legal[0]

    # ---- where to go ---------------------------------------------------------------------
    def _going_home(self, s: DrakborgenState, h: int) -> bool:
        content = s.game.content
        top = content.hero_kp[s.game.hero_ids[h]]
        if s.gold(h) >= TARGET_GOLD or s.kp[h] * 3 <= top:
            return True
        turns_left = content.sun_rounds - s.round + 1  # this turn included
        home = way_costs(s, h, True)
        if way_out(s, h, home, True) * SLACK + MARGIN >= turns_left:
            return True
        if s.loot[h] or s.ttype[s.pos[h]] == CHAMBER or not PLAN or s.gold(h) == 0:
            return False
        # The chamber is worth going on for only while the sun may leave time to get there, draw
        # and get out again, counting every unexplored square as a plain step (at best).
        back = min(way_costs(s, h, True, 1.0)[sq] for sq, _ in content.chamber)
        trip = way_out(s, h, way_costs(s, h, False, 1.0), False, 1.0) + 1.0 + back
        return trip + PLAN_MARGIN >= turns_left

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
        costs = way_costs(s, h, home)
        best, after = self._best_way(s, h, legal, home, costs)
        if STOP in legal and (best is None or after >= costs[s.pos[h]]):
            return STOP
        if best is not None and after < INF:
            return best
        if SEARCH in legal:  # no way to the goal from here: look for a secret door
            return SEARCH
        if best is not None:
            return best
        return PASS if PASS in legal else legal[0]

    def _best_way(self, s: DrakborgenState, h: int, legal: list[Action], home: bool,
                  costs: list[float] | None = None) -> tuple[Action | None, float]:
        """The cheapest way on (a tower only on the way home), and the turns left after taking
        it (INF: no way)."""
        content = s.game.content
        if costs is None:
            costs = way_costs(s, h, home)
        attrs = content.hero_attrs[s.game.hero_ids[h]]
        goals, others = _goals(s, home), _others(s, h)
        found = {tgt: (src, d) for tgt, src, d in ways(s, h)[0]}
        secret = {tgt: (src, d) for tgt, src, d in secret_ways(s, h)}
        best, score, after = None, (INF, 0), INF
        for a in legal:
            if a.kind not in ("move", "unlock", "secret", "flight"):
                continue
            tgt = parse_square(a["to"], content.rows, content.cols)
            if s.ttype[tgt] == TOWER and not home:
                continue
            src, d = (secret if a.kind == "secret" else found)[tgt]
            rest = step_cost(s, h, src, d, tgt, doors=a.kind in ("move", "flight"))
            if s.ttype[tgt] == ROTATING:  # it turns as he enters: its one way on is straight ahead
                beyond = s.game.nb[tgt][d]
                edge = INF if beyond < 0 else _edge(s, tgt, d, beyond, attrs, turned=True)
                rest += INF if edge == INF else edge + _into(s, beyond, attrs, goals, others) + costs[beyond]
            else:
                rest += costs[tgt]
            cost = rest + _into(s, tgt, attrs, goals, others) + (0.5 if a.kind == "unlock" else 0.0)
            key = (cost, _crow(s, tgt, goals))
            if best is None or key < score:
                best, score, after = a, key, rest
        return best, after

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


INF = float("inf")


def _enter(s: DrakborgenState, sq: int, attrs: tuple[int, ...], unexplored: float) -> float:
    """Turns it takes to get into ``sq`` and on through it (INF: not a way through)."""
    t = s.ttype[sq]
    if t < 0:
        return unexplored if s.bag else INF
    if t == CORRIDOR:
        return 0.3  # the free move
    if t == PIT:
        return 1.0 + RISKY * (12 - attrs[VF]) / 12
    if t == DEBRIS:
        return 12 / attrs[VF]
    if t == WEB:
        return (12 / attrs[SF]) ** 2
    if t == DARK:
        return 3.0
    if t == ROTATING or t == TOWER:
        return INF
    return 1.0


def _edge(s: DrakborgenState, a: int, d: int, b: int, attrs: tuple[int, ...], turned: bool = False) -> float:
    """Extra turns for crossing from ``a`` through its side ``d`` into ``b``: the doors and a
    portcullis that is down; INF where there is no opening (``turned``: ``a`` is a rotating room
    that will have turned its opening to ``d``)."""
    o = opposite(d)
    ta, tb = s.ttype[a], s.ttype[b]
    if ta == CHAMBER and tb == CHAMBER:
        return 0.0
    if (ta >= 0 and not turned and not s.open_[a] >> d & 1) or (tb >= 0 and not s.open_[b] >> o & 1):
        return INF
    doors = (0 if turned else s.doors[a] >> d & 1) + (s.doors[b] >> o & 1)
    extra = DOOR2 if doors == 2 else DOOR * doors
    if s.closed[a] >> d & 1 or s.closed[b] >> o & 1:
        extra += 12 / attrs[SF] - 1
    return extra


def way_costs(s: DrakborgenState, h: int, home: bool, unexplored: float = -1.0) -> list[float]:
    """Per square, the turns from standing on it to the nearest tower (``home``) or into the
    treasure chamber, along the openings of the explored tiles (Dijkstra from the goal).
    Unexplored squares count as open on every side but cost ``UNEXPLORED``; rotating rooms and
    towers that are not the goal are no way through; another hero in the way costs a turn.
    ``unexplored``: the cost of an unexplored square (default ``UNEXPLORED``)."""
    if unexplored < 0:
        unexplored = UNEXPLORED
    game = s.game
    nb = game.nb
    attrs = game.content.hero_attrs[game.hero_ids[h]]
    goals = _goals(s, home)
    dist = [INF] * len(s.ttype)
    heap = []
    for g in goals:
        dist[g] = 0.0
        heap.append((0.0, g))
    heapq.heapify(heap)
    others = _others(s, h)
    while heap:
        du, u = heapq.heappop(heap)
        if du > dist[u]:
            continue
        du += _into(s, u, attrs, goals, others, unexplored)
        if du == INF:
            continue
        for e in range(4):
            v = nb[u][e]
            if v < 0:
                continue
            cost = du + _edge(s, v, opposite(e), u, attrs)
            if cost < dist[v]:
                dist[v] = cost
                heapq.heappush(heap, (cost, v))
    return dist


def _goals(s: DrakborgenState, home: bool) -> tuple[int, ...]:
    return s.game.tower_squares if home else tuple(sq for sq, _ in s.game.content.chamber)


def _others(s: DrakborgenState, h: int) -> set[int]:
    """Squares where another hero stands in the way (the towers and the chamber hold any number)."""
    return {s.pos[g] for g in range(len(s.pos))
            if g != h and s.status[g] == 0 and s.ttype[s.pos[g]] not in (TOWER, CHAMBER)}


def _into(s: DrakborgenState, sq: int, attrs: tuple[int, ...], goals: tuple[int, ...], others: set[int],
          unexplored: float = -1.0) -> float:
    """Turns of the step into ``sq`` (and on through it unless it is the goal)."""
    if sq in goals:
        return 1.0
    return _enter(s, sq, attrs, UNEXPLORED if unexplored < 0 else unexplored) + (1.0 if sq in others else 0.0)


def step_cost(s: DrakborgenState, h: int, src: int, d: int, tgt: int, doors: bool = True) -> float:
    """The extra turns of leaving the hero's tile through ``src``'s side ``d`` into ``tgt``:
    the roll to cross a pit, debris or a web by another side than the way in, and (``doors``)
    the doors and portcullis of the edge."""
    game = s.game
    attrs = game.content.hero_attrs[game.hero_ids[h]]
    t = s.ttype[s.pos[h]]
    extra = 0.0
    if d != s.side[h]:
        if t == PIT:
            extra += RISKY * (12 - attrs[VF]) / 12
        elif t == DEBRIS:
            extra += 12 / attrs[VF] - 1
    if t == WEB:
        extra += 12 / attrs[SF] - 1 if d == s.side[h] else (12 / attrs[SF]) ** 2 - 1
    if doors:
        edge = _edge(s, src, d, tgt, attrs)
        extra += 0.0 if edge == INF else edge
    return extra


def _crow(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> int:
    """Squares from ``sq`` to the nearest goal as the crow flies (a tie-break)."""
    cols = s.game.content.cols
    r, c = divmod(sq, cols)
    return min(abs(r - g // cols) + abs(c - g % cols) for g in goals)


def way_out(s: DrakborgenState, h: int, costs: list[float], home: bool, unexplored: float = -1.0) -> float:
    """Turns from the hero's square to the goal of ``costs`` through the cheapest way he may take
    now, the rolls to leave his tile included."""
    attrs = s.game.content.hero_attrs[s.game.hero_ids[h]]
    goals, others = _goals(s, home), _others(s, h)
    best = INF
    for tgt, src, d in ways(s, h)[0]:
        best = min(best, step_cost(s, h, src, d, tgt) + _into(s, tgt, attrs, goals, others, unexplored) + costs[tgt])
    return best


__all__ = ["RINGS", "DrakborgenGreedy"]

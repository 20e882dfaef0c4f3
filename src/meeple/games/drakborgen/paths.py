"""How far a hero is from a tower or the treasure chamber, along real paths: the greedy's
measure of a way (Dijkstra over the explored tiles' openings, doors and obstacles costed in
turns). No rule is here; the greedy policies of the base game and of the new heroes read it."""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

from meeple.games.drakborgen.board import opposite
from meeple.games.drakborgen.content import CHAMBER, CORRIDOR, DARK, DEBRIS, PIT, ROTATING, SF, TOWER, VF, WEB
from meeple.games.drakborgen.ways import ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

UNEXPLORED = 2.0
"""Cost of a step onto an unexplored square: the tile may lead nowhere."""
DOOR = 2.0
"""Extra turns a printed door costs (a DÖRRKORT opens one time in three); two doors: ``DOOR2``."""
DOOR2 = 6.0
RISKY = 25.0
"""Extra cost of a move whose roll can kill (crossing a bottomless pit), per chance of failing."""
INF = float("inf")



def enter_cost(s: DrakborgenState, sq: int, attrs: tuple[int, ...], unexplored: float) -> float:
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


def edge_cost(s: DrakborgenState, a: int, d: int, b: int, attrs: tuple[int, ...], turned: bool = False) -> float:
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
    goals = goal_squares(s, home)
    dist = [INF] * len(s.ttype)
    heap = []
    for g in goals:
        dist[g] = 0.0
        heap.append((0.0, g))
    heapq.heapify(heap)
    others = blocking_heroes(s, h)
    while heap:
        du, u = heapq.heappop(heap)
        if du > dist[u]:
            continue
        du += step_into(s, u, attrs, goals, others, unexplored)
        if du == INF:
            continue
        for e in range(4):
            v = nb[u][e]
            if v < 0:
                continue
            cost = du + edge_cost(s, v, opposite(e), u, attrs)
            if cost < dist[v]:
                dist[v] = cost
                heapq.heappush(heap, (cost, v))
    return dist


def goal_squares(s: DrakborgenState, home: bool) -> tuple[int, ...]:
    return s.game.tower_squares if home else tuple(sq for sq, _ in s.game.content.chamber)


def blocking_heroes(s: DrakborgenState, h: int) -> set[int]:
    """Squares where another hero stands in the way (the towers and the chamber hold any number)."""
    return {s.pos[g] for g in range(len(s.pos))
            if g != h and s.status[g] == 0 and s.ttype[s.pos[g]] not in (TOWER, CHAMBER)}


def step_into(s: DrakborgenState, sq: int, attrs: tuple[int, ...], goals: tuple[int, ...], others: set[int],
          unexplored: float = -1.0) -> float:
    """Turns of the step into ``sq`` (and on through it unless it is the goal)."""
    if sq in goals:
        return 1.0
    return enter_cost(s, sq, attrs, UNEXPLORED if unexplored < 0 else unexplored) + (1.0 if sq in others else 0.0)


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
        edge = edge_cost(s, src, d, tgt, attrs)
        extra += 0.0 if edge == INF else edge
    return extra


def crow_distance(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> int:
    """Squares from ``sq`` to the nearest goal as the crow flies (a tie-break)."""
    cols = s.game.content.cols
    r, c = divmod(sq, cols)
    return min(abs(r - g // cols) + abs(c - g % cols) for g in goals)


def way_out(s: DrakborgenState, h: int, costs: list[float], home: bool, unexplored: float = -1.0) -> float:
    """Turns from the hero's square to the goal of ``costs`` through the cheapest way he may take
    now, the rolls to leave his tile included."""
    attrs = s.game.content.hero_attrs[s.game.hero_ids[h]]
    goals, others = goal_squares(s, home), blocking_heroes(s, h)
    best = INF
    for tgt, src, d in ways(s, h)[0]:
        best = min(best, step_cost(s, h, src, d, tgt) + step_into(s, tgt, attrs, goals, others, unexplored) + costs[tgt])
    return best

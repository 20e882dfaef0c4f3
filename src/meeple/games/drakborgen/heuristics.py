"""A value per hero for positions before the end (``State.evaluate``), for depth-limited search.

A hero's prospect is the gold he has, discounted inside the castle by his remaining KP and by
whether the sun leaves him time to reach a tower; the dead have none. Each hero's value in
[-1, 1] compares his prospect with the best of the others'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

SCALE = 1000.0
"""Gold (gm) at which a prospect counts as half won."""


def home_distance(s: DrakborgenState, h: int) -> int:
    """Squares from hero ``h`` to the nearest tower, as the crow flies."""
    cols = s.game.content.cols
    r, c = divmod(s.pos[h], cols)
    return min(abs(r - tr) + abs(c - tc) for tr, tc in s.game.tower_cells)


def prospect(s: DrakborgenState, h: int) -> float:
    status = s.status[h]
    if status == 2:
        return 0.0
    gold = float(s.gold(h))
    if status == 1:
        return gold
    if s.pos[h] < 0:
        return 0.0
    top = s.game.content.hero_kp[s.game.hero_ids[h]]
    left = s.game.content.sun_rounds - s.round
    time = 1.0 if left >= home_distance(s, h) + 2 else 0.3
    return gold * time * (0.5 + 0.5 * s.kp[h] / top)


def position_values(s: DrakborgenState) -> list[float]:
    n = s.game.num_players
    worth = [prospect(s, h) for h in range(n)]
    out = []
    for h in range(n):
        best_other = max((worth[g] for g in range(n) if g != h), default=0.0)
        out.append(-1.0 + 2.0 * worth[h] / (worth[h] + best_other + SCALE))
    return out

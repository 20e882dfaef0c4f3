"""A value per hero for positions before the end (``State.evaluate``), for depth-limited search,
and the greedy's value model (the chance of getting out in time and alive, and of winning with
so much gold).

A hero's prospect is the gold he has, discounted inside the castle by his remaining KP and by
whether the sun leaves him time to reach a tower; the dead have none. Each hero's value in
[-1, 1] compares his prospect with the best of the others'.
"""

from __future__ import annotations

from math import erf, exp, sqrt
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


# ---- the greedy's value model ---------------------------------------------------------------
# The greedy (greedy.py) weighs its choices by the chance of winning they leave it: the chance
# of getting out in time and alive along a way of so many turns, times the chance that the gold
# it would carry out beats the others'. The constants come from the calibration runs
# (docs/drakborgen_calibration.md): the turns a way really takes scatter by about a quarter of
# the estimate, and a hero dies on his way at about 2 % a turn with full KP, more when hurt.

SPREAD = (1.0, 0.25)
"""The standard deviation of the turns a way takes: ``SPREAD[0] + SPREAD[1] * estimate``."""
HAZARD = 0.25
"""A hero with ``kp`` KP dies on his way at ``HAZARD / kp`` a turn (monsters, traps, pits)."""
EMPTY = 0.02
"""What getting out empty-handed is worth: no more than dying in the returns (ruling D-WIN),
but a greedy hero with no chance at any gold still walks out rather than wait for the sun."""
ROOM_FIND = 150.0
"""Gold scale of what a room, a body or a chest gives (10-250 gm)."""
CHAMBER_TAIL = 1700.0
"""Gold scale of the chamber's two SKATTKORT: the chance that they add more than ``x`` gm is
about ``exp(-x / CHAMBER_TAIL)`` (0.55 at 1 000 gm, 0.17 at 3 000)."""


def in_time(turns: float, left: float) -> float:
    """The chance that a way estimated at ``turns`` turns takes at most ``left`` turns (normal,
    spread ``SPREAD``); 0 for no way (``turns`` infinite)."""
    if turns == float("inf"):
        return 0.0
    sd = SPREAD[0] + SPREAD[1] * turns
    return 0.5 * (1.0 + erf((left + 0.5 - turns) / (sd * sqrt(2.0))))


def survival(turns: float, kp: int) -> float:
    """The chance of living through ``turns`` turns inside with ``kp`` KP."""
    if kp <= 0 or turns == float("inf"):
        return 0.0
    return (1.0 - min(0.5, HAZARD / kp)) ** max(0.0, turns)


def crow_home(s: DrakborgenState, h: int) -> int:
    """Squares from hero ``h`` to the nearest tower as the crow flies (0 off the board)."""
    return home_distance(s, h) if s.pos[h] >= 0 else 0


def winning_chance(s: DrakborgenState, h: int, gold: float) -> float:
    """The chance that hero ``h`` wins if he gets out with ``gold`` gm, from the others'
    public standing: one already out with as much beats him; one inside may still get out
    with more (with what he carries, a room's find, or the chamber's), crudely by the crow's
    way home and the sun. 0 gm is worth ``EMPTY``."""
    if gold <= 0:
        return EMPTY
    left = s.game.content.sun_rounds - s.round + 1
    cols = s.game.content.cols
    chamber = [sq for sq, _ in s.game.content.chamber]
    p = 1.0
    for j in range(len(s.pos)):
        if j == h or s.status[j] == 2:
            continue
        g = s.gold(j)
        if s.status[j] == 1:
            if g >= gold:
                return 0.0
            continue
        if s.pos[j] < 0:  # not yet in a tower: a whole game ahead of him
            out, reach = 0.5, 0.3
        else:
            d = crow_home(s, j)
            out = in_time(1.2 * d + 1, left) * survival(1.2 * d, s.kp[j])
            r, c = divmod(s.pos[j], cols)
            to_chamber = min(abs(r - sq // cols) + abs(c - sq % cols) for sq in chamber)
            reach = 0.5 * in_time(1.3 * (to_chamber + 10), left) if not s.loot[j] else 0.0
        more = 1.0 if g > gold else max(0.3 * exp(-(gold - g) / ROOM_FIND), reach * exp(-(gold - g) / CHAMBER_TAIL))
        p *= 1.0 - out * more
    return p

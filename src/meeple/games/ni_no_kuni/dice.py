"""Dice odds: P(sum of n six-sided dice > value), for heuristics and the greedy agent."""

from __future__ import annotations

from functools import lru_cache

MAX_DICE = 24


@lru_cache(maxsize=None)
def _distribution(n: int) -> tuple[float, ...]:
    dist = [1.0]
    for _ in range(n):
        new = [0.0] * (len(dist) + 6)
        for total, p in enumerate(dist):
            if p:
                for face in range(1, 7):
                    new[total + face] += p / 6
        dist = new
    return tuple(dist)


@lru_cache(maxsize=None)
def _tails(n: int) -> tuple[float, ...]:
    """``tails[v]`` = P(sum > v) for v = 0 .. 6n."""
    dist = _distribution(n)
    out = [0.0] * len(dist)
    acc = 0.0
    for v in range(len(dist) - 1, -1, -1):
        out[v] = acc
        acc += dist[v]
    return tuple(out)


def p_beat(n: int, value: int) -> float:
    """Probability that ``n`` dice total strictly more than ``value``."""
    if n <= 0:
        return 0.0
    n = min(n, MAX_DICE)
    if value < 0:
        return 1.0
    tails = _tails(n)
    return tails[value] if value < len(tails) else 0.0


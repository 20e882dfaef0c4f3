"""Exact hunting odds for identical colored dice, for the greedy agent's choices.

``p_success(need, jokers, rerolls, faces, one_step)``: the chance that five dice with the
faces ``faces`` (codes of :mod:`.content`) cover ``need`` ((g, y, r) still needed after the
weapons and potions), with ``jokers`` extra stars and ``rerolls`` armour rerolls spent as the
rules spend them (``hunting.useless``: misses and surplus colours), one step of up to N dice
or one die at a time. Memoised: the arguments are small tuples.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

DICE = 5


@lru_cache(maxsize=None)
def _outcomes(m: int, faces: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Count vectors (g, y, r, star, miss) of ``m`` dice and their probabilities."""
    p = [faces.count(c) / len(faces) for c in range(5)]
    found: dict[tuple[int, ...], float] = {}
    for roll in product(range(5), repeat=m):
        counts = [0] * 5
        for f in roll:
            counts[f] += 1
        key = tuple(counts)
        prob = 1.0
        for f in roll:
            prob *= p[f]
        found[key] = found.get(key, 0.0) + prob
    return tuple(found.items())


@lru_cache(maxsize=None)
def p_success(need: tuple[int, int, int], jokers: int, rerolls: int, faces: tuple[int, ...], one_step: bool = True) -> float:
    if sum(need) <= jokers:
        return 1.0
    return _after((0, 0, 0, 0), DICE, need, jokers, rerolls, faces, one_step)


@lru_cache(maxsize=None)
def _after(kept: tuple[int, int, int, int], m: int, need: tuple[int, int, int], jokers: int, rerolls: int,
           faces: tuple[int, ...], one_step: bool) -> float:
    total = 0.0
    for counts, prob in _outcomes(m, faces):
        g, y, r, s = kept[0] + counts[0], kept[1] + counts[1], kept[2] + counts[2], kept[3] + counts[3]
        short = max(0, need[0] - g) + max(0, need[1] - y) + max(0, need[2] - r)
        if short <= s + jokers:
            total += prob
            continue
        if rerolls <= 0:
            continue
        useful = (min(g, need[0]), min(y, need[1]), min(r, need[2]), s)
        spare = DICE - sum(useful)
        if spare == 0:
            continue
        k = min(spare, rerolls) if one_step else 1
        left = 0 if one_step else rerolls - 1
        total += prob * _after(useful, k, need, jokers, left, faces, one_step)
    return total


@lru_cache(maxsize=None)
def p_attack_wins(attack: int, defence: int) -> float:
    """The chance that ``attack`` mercenaries beat ``defence`` in the battle of a siege (two
    eight-sided dice a round, the higher removes the difference, a tie is rolled again), with
    no action cards."""
    if defence <= 0:
        return 1.0
    if attack <= 0:
        return 0.0
    total = 0.0
    for k in range(1, 8):
        w = (8 - k) / 56
        total += w * (_attack_wins(attack, defence - k) + _attack_wins(attack - k, defence))
    return total


def _attack_wins(attack: int, defence: int) -> float:
    return p_attack_wins(max(attack, 0), max(defence, 0))

"""Orders of a short list read off one random number by table look-ups: the redeal of a
determinization (:meth:`.state.LostLegacyState._determinize`) in a few C calls.

The usual way, Fisher-Yates, takes a Python step per item (two big-integer divisions, a
store), and a determinization redeals about 14 cards on every search iteration. Here the
orders come from tables of :func:`operator.itemgetter` objects, built once per size on first
use: every order of up to 7 items (5040 getters for 7) and, for 8 to 14 items, every choice of
the 7 that come first (at most 3432 getters, for 14). An order of 14 items is then three
look-ups: which 7 lead, the order of those 7, the order of the others. Longer lists take
Fisher-Yates steps until 14 items are left. The tables hold about 3.5 MB when every size is used (built in about 20 ms).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, permutations
from math import comb, factorial
from operator import itemgetter

BLOCK = 7
"""Orders of up to this many items are looked up whole."""

SPLIT = 2 * BLOCK
"""Lists of up to this many items are split in two blocks by one look-up."""

Order = Callable[[Sequence[int]], tuple[int, ...]]

_FACTORIAL = [factorial(k) for k in range(BLOCK + 1)]
_BLOCK_ORDERS = _FACTORIAL[BLOCK]
_TABLES: dict[int, tuple] = {}
"""Per list length: ``(orders,)`` up to BLOCK items; ``(count, leaders, orders, rest_count,
rest_orders)`` up to SPLIT (see :func:`_table`)."""


def _orders(k: int, offset: int = 0) -> list[Order]:
    """Every order of the ``k <= BLOCK`` items from ``offset`` on, as getters returning a
    tuple (the ``i``-th is the ``i``-th permutation of :func:`itertools.permutations`)."""
    if k < 2:
        return [itemgetter(slice(offset, offset + k)) if offset else tuple]
    return [itemgetter(*(offset + i for i in p)) for p in permutations(range(k))]


def _table(m: int) -> tuple:
    """The look-up tables for ``m <= SPLIT`` items, built on first use. Up to BLOCK items:
    every order. Up to SPLIT: how many ways there are to choose the BLOCK items that lead,
    for each the getter that puts them first (both blocks keep their order), every order of
    the first BLOCK items, and how many orders and every order of the others (after them)."""
    got = _TABLES.get(m)
    if got is None:
        if m <= BLOCK:
            got = (_orders(m),)
        else:
            leaders = []
            for chosen in combinations(range(m), BLOCK):
                rest = [i for i in range(m) if i not in chosen]
                leaders.append(itemgetter(*chosen, *rest))
            first = _table(BLOCK)[0]
            got = (comb(m, BLOCK), leaders, first, _FACTORIAL[m - BLOCK], _orders(m - BLOCK, BLOCK))
        _TABLES[m] = got
    return got


def arrange(items: Sequence[int], v: int) -> tuple[int, ...]:
    """``items`` in the order numbered ``v % m!`` (``m = len(items)``): every order of the
    ``m`` positions has exactly one number in ``range(m!)``, so a ``v`` of
    :func:`meeple.core.rng.shuffle_bits` random bits gives each order with a probability
    within ``2**-64`` of ``1 / m!``, as :func:`meeple.core.rng.shuffle` does. ``items`` is not
    changed."""
    m = len(items)
    if m > SPLIT:
        head = list(items)
        for i in range(m - 1, SPLIT - 1, -1):  # Fisher-Yates down to SPLIT items
            v, j = divmod(v, i + 1)
            head[i], head[j] = head[j], head[i]
        return arrange(head[:SPLIT], v) + tuple(head[SPLIT:])
    table = _TABLES.get(m) or _table(m)
    if m <= BLOCK:
        return table[0][v % _FACTORIAL[m]](items)
    count, leaders, first, rest_count, rest = table
    v, x = divmod(v, count)
    both = leaders[x](items)
    v, y = divmod(v, _BLOCK_ORDERS)
    return first[y](both) + rest[v % rest_count](both)

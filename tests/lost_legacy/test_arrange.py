"""The redeal's orders by table look-ups (arrange.py): every order of the items has exactly one
number below m!, at every size the tables cover and beyond them."""

from __future__ import annotations

import random
from math import factorial

import pytest

from meeple.games.lost_legacy.arrange import BLOCK, SPLIT, arrange


@pytest.mark.parametrize("m", range(BLOCK + 2))
def test_the_numbers_below_m_factorial_give_every_order_once(m: int) -> None:
    items = list(range(m))
    orders = [arrange(items, v) for v in range(factorial(m))]
    assert len(set(orders)) == factorial(m)
    assert all(type(o) is tuple and sorted(o) == items for o in orders)
    assert items == list(range(m))  # not changed


def test_the_number_is_read_modulo_m_factorial() -> None:
    items = list(range(10))
    assert arrange(items, 12345) == arrange(items, 12345 + 7 * factorial(10))


@pytest.mark.parametrize("m", [SPLIT - 1, SPLIT, SPLIT + 1, SPLIT + 3, 31])
def test_long_lists_keep_their_items_and_every_item_is_as_likely_first_and_last(m: int) -> None:
    items = [k * 3 for k in range(m)]
    rng = random.Random(m)
    first = dict.fromkeys(items, 0)
    last = dict.fromkeys(items, 0)
    rounds = 300 * m
    for _ in range(rounds):
        order = arrange(items, rng.getrandbits(200))
        assert sorted(order) == items
        first[order[0]] += 1
        last[order[-1]] += 1
    for counts in (first, last):  # 300 each, give or take 4.5 standard deviations
        assert all(220 < c < 380 for c in counts.values()), counts


def test_orders_of_a_short_list_are_uniform() -> None:
    rng = random.Random(7)
    counts: dict[tuple[int, ...], int] = {}
    items = [0, 0, 1, 2]  # a multiset, like the kinds of the unseen cards
    for _ in range(12000):
        o = arrange(items, rng.getrandbits(100))
        counts[o] = counts.get(o, 0) + 1
    assert len(counts) == 12  # 4! / 2!
    assert all(850 < c < 1150 for c in counts.values())  # about 1000 each

"""The deal's shuffle is random.shuffle's, card for card (the kept records depend on it)."""

from __future__ import annotations

import random

from meeple.games.ni_no_kuni.setup import shuffle


def test_shuffle_gives_random_shuffles_order_and_leaves_the_rng_alike() -> None:
    for seed in range(200):
        for length in (0, 1, 2, 3, 19, 34, 40, 64, 65):
            mine, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(length)), list(range(length))
            shuffle(a, mine)
            theirs.shuffle(b)
            assert a == b and mine.getstate() == theirs.getstate(), (seed, length)

"""core.rng.shuffle_as_random is random.Random.shuffle card for card: every game's deal
shuffles with it, and the seeds and kept records must deal what they dealt."""

from __future__ import annotations

import random

from meeple.core.rng import shuffle_as_random


def test_shuffle_as_random_gives_random_shuffles_order_and_leaves_the_rng_alike() -> None:
    """Every pile size it shuffles itself (0-255, across the changes of bit length) and the
    longer ones it hands to random.shuffle; the generator ends where random.shuffle leaves it."""
    for seed in range(600):
        n = seed if seed < 300 else seed % 140
        mine, theirs = list(range(n)), list(range(n))
        a, b = random.Random(seed), random.Random(seed)
        shuffle_as_random(mine, a)
        b.shuffle(theirs)
        assert mine == theirs, n
        assert a.getstate() == b.getstate(), n


def test_another_generator_class_is_shuffled_by_its_own_method() -> None:
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x: list) -> None:  # type: ignore[override]
            Counting.calls += 1
            super().shuffle(x)

    pile = list(range(10))
    shuffle_as_random(pile, Counting(1))
    assert Counting.calls == 1 and sorted(pile) == list(range(10))

"""Seeded randomness. Every random event of a game draws from the state's own RNG,
so (game, options, seed, actions) replays a game exactly."""

from __future__ import annotations

import random
from operator import itemgetter


def make_rng(seed: int) -> random.Random:
    """A fresh RNG for ``seed`` (any int)."""
    return random.Random(seed)


def derive_seed(rng: random.Random) -> int:
    """A 63-bit seed drawn from ``rng``, for handing an independent stream to a copy."""
    return rng.getrandbits(63)


class SearchRandom(random.Random):
    """The agents' RNG: a Mersenne Twister whose ``shuffle`` is fast.

    A determinization resamples hidden cards with ``rng.shuffle``; ``random.shuffle`` spends
    about a microsecond per card in Python. This one gives every item an independent 64-bit
    random key (one ``getrandbits`` call) and sorts by the keys in C: a uniformly random
    permutation as well (two equal keys, about n^2 / 2^65, keep their order), about ten times
    faster for a deck. Other methods are the Mersenne Twister's. Games' rules never draw from
    it: their chance comes from the state's own RNG, so records are unaffected.
    """

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        n = len(x)
        if n > 1:
            keys = memoryview(self.getrandbits(64 * n).to_bytes(8 * n, "little")).cast("Q")
            x[:] = itemgetter(*sorted(range(n), key=keys.__getitem__))(x)

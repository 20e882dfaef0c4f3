"""Seeded randomness. Every random event of a game draws from the state's own RNG,
so (game, options, seed, actions) replays a game exactly."""

from __future__ import annotations

import random


def make_rng(seed: int) -> random.Random:
    """A fresh RNG for ``seed`` (any int)."""
    return random.Random(seed)


def derive_seed(rng: random.Random) -> int:
    """A 63-bit seed drawn from ``rng``, for handing an independent stream to a copy."""
    return rng.getrandbits(63)

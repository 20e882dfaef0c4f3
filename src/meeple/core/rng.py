"""Seeded randomness. Every random event of a game draws from the state's own RNG,
so (game, options, seed, actions) replays a game exactly."""

from __future__ import annotations

import math
import random
from operator import itemgetter


LEHMER = 0xDA942042E4DD58B5
"""Lemire's ``lehmer64`` multiplier: the 128-bit state steps to ``state * LEHMER mod 2**128``
and its high 64 bits are the output (an index in ``range(n)``: ``(output * n) >> 64``). The
random agent and Drakborgen's unordered piles draw this way: one multiplication a draw, and a
state that costs nothing to seed."""
MASK128 = (1 << 128) - 1
MASK64 = (1 << 64) - 1


def splitmix64(x: int) -> int:
    """The next output of SplitMix64 (Steele, Lea & Flood 2014) from the state ``x`` (any int
    >= 0, taken modulo 2**64): the state steps by the golden gamma 0x9E3779B97F4A7C15, then is
    mixed into a well spread 64-bit value. A stream's i-th output is ``splitmix64(x + i * gamma)``.
    The runner derives the agents' seeds with it and the random agent its 128-bit state (so
    seeds 1, 2, 3 give unrelated streams): their streams depend on these exact values. One
    expression, constants inline: about 4,500 instructions in Python's big ints."""
    x = (x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    x = (x ^ x >> 30) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
    x = (x ^ x >> 27) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
    return x ^ x >> 31


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


def shuffle_bits(n: int) -> int:
    """Random bits that :func:`shuffle` draws for ``n`` items: enough for ``n! * 2**64`` values."""
    return _SHUFFLE_BITS[n] if n < len(_SHUFFLE_BITS) else math.factorial(n).bit_length() + 64


_SHUFFLE_BITS = [math.factorial(n).bit_length() + 64 for n in range(129)]


def shuffle(items: list, rng: random.Random) -> None:
    """Shuffle ``items`` in place, uniformly: Fisher-Yates with the swaps read off one random
    number of :func:`shuffle_bits` bits (a bias below 2**-64), drawn in one call.
    ``random.shuffle`` draws once per item; determinizations shuffle on every search
    iteration, so this is the games' shuffle there."""
    n = len(items)
    v = rng.getrandbits(shuffle_bits(n))
    for i in range(n - 1, 0, -1):
        v, j = divmod(v, i + 1)
        items[i], items[j] = items[j], items[i]


_SHIFT = tuple(8 - (i + 1).bit_length() for i in range(255))
"""``_SHIFT[i]``: how far a word's top byte is shifted for the draw below ``i + 1``."""


def shuffle_as_random(pile: list, rng: random.Random) -> None:
    """``rng.shuffle(pile)``: the same order and the same generator state after, in about a
    third fewer instructions. The games' deals shuffle with it, so every seed and kept record
    deals what ``random.shuffle`` dealt.

    ``random.shuffle`` swaps ``pile[i]`` with ``pile[j]`` for ``i`` from the top down, ``j``
    drawn below ``i + 1`` by rejection: ``getrandbits(k)`` with ``k = (i + 1).bit_length()``
    (one 32-bit Mersenne Twister word, its top ``k`` bits) until one is at most ``i``. Here
    the words come ``i`` at a time in one ``getrandbits(32 * i)`` call (the first word lowest,
    on every platform): each word gives at most one swap, so no word is drawn that
    ``random.shuffle`` would not draw. For ``k <= 8`` (piles up to 255 items) a word's top
    ``k`` bits are those of its top byte, sliced out in C. Longer piles, or another generator
    class, go to ``rng.shuffle``."""
    i = len(pile) - 1
    if i > 254 or type(rng) is not random.Random:
        rng.shuffle(pile)
        return
    getrandbits = rng.getrandbits
    shift = _SHIFT
    while i > 0:
        for b in getrandbits(32 * i).to_bytes(4 * i, "little")[3::4]:
            j = b >> shift[i]
            if j <= i:
                pile[i], pile[j] = pile[j], pile[i]
                i -= 1

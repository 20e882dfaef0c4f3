"""Orders of a short list read off one random number by table look-ups: the redeal of a
determinization (:meth:`.state.LostLegacyState.determinize`) in a few C calls.

The usual way, Fisher-Yates, takes a Python step per item (two big-integer divisions, a
store), and a determinization redeals about 14 cards on every search iteration. Here the items
are bytes (card kinds and token numbers are below 256) and an order is a run of position
numbers cut from one ``bytes`` table, applied with :meth:`bytes.translate`: every order of up to
7 items (35 kB for 7) and, for 8 to 14 items, every choice of the 7 that come first (48 kB for
14). An order of 14 items is then three cuts: which 7 lead, the order of those 7, the order of
the others; one more translate deals the ordered items to their slots among the others
(:func:`dealer`). Longer lists take Fisher-Yates steps until 14 items are left.

The tables are flat byte strings (for 14 items: 35 kB of first orders, and, per number of
known slots, about 50 kB of leaders and of other orders, each entry followed by the known
slots' positions; each deal translates the leaders once with its items, about 55 kB built in
about 0.1 ms) rather than one Python object per order: a search reads them at random on every
iteration, and tables of objects (megabytes) missed the processor's caches on most reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, permutations
from functools import partial
from math import comb, factorial

BLOCK = 7
"""Orders of up to this many items are looked up whole."""

SPLIT = 2 * BLOCK
"""Lists of up to this many items are split in two blocks by one look-up."""

Arranger = Callable[[bytes, bytes, bytes, bytes, int], bytes]
"""``f(table, after, place, tail, v)``: a deal of ``m`` items (the first ``m`` bytes of
``table``) into ``n`` slots, in the order numbered ``v % m!``: ``place[t]`` is ``i`` when
slot ``t`` takes the ``i``-th item of the order, else ``m + t`` (then it takes ``table[m +
t]``). ``after`` is ``table[m:]`` and ``tail`` is ``bytes(range(m, m + n))``, each padded to
``256 - m`` bytes, so that ``place.translate(order + tail)`` reads every slot's byte from
``items in order + after`` in one :meth:`bytes.translate`."""

_ARRANGERS: dict[int, Arranger] = {}


def _orders(k: int, offset: int = 0) -> bytes:
    """Every order of ``k <= BLOCK`` positions from ``offset`` on, ``k`` bytes each (the
    ``i``-th is the ``i``-th permutation of :func:`itertools.permutations`)."""
    return bytes(offset + i for p in permutations(range(k)) for i in p)


def arranger(m: int) -> Arranger:
    """The orders of ``m`` items (see :data:`Arranger`), built on first use. Every order of
    the ``m`` positions has exactly one number in ``range(m!)``, so a ``v`` of
    :func:`meeple.core.rng.shuffle_bits` random bits gives each order with a probability
    within ``2**-64`` of ``1 / m!``, as :func:`meeple.core.rng.shuffle` does."""
    got = _ARRANGERS.get(m)
    if got is None:
        got = _ARRANGERS[m] = _build(m)
    return got


def _build(m: int) -> Arranger:
    if m <= BLOCK:
        count = factorial(m)
        orders = _orders(m)

        def whole(table: bytes, after: bytes, place: bytes, tail: bytes, v: int) -> bytes:
            i = v % count * m
            return place.translate(orders[i:i + m] + tail).translate(table)

        return whole
    if m <= SPLIT:
        count, leaders, first, first_count, k, rest, rest_count = _split_tables(m)

        def split(table: bytes, after: bytes, place: bytes, tail: bytes, v: int) -> bytes:
            v, x = divmod(v, count)
            x *= m
            both = leaders[x:x + m].translate(table) + after
            v, y = divmod(v, first_count)
            y *= BLOCK
            z = v % rest_count * k
            return place.translate(first[y:y + BLOCK] + rest[z:z + k] + tail).translate(both)

        return split
    head_of = arranger(SPLIT)
    pad = bytes(256 - SPLIT)
    in_turn = bytes(range(SPLIT))

    def long(table: bytes, after: bytes, place: bytes, tail: bytes, v: int) -> bytes:
        head = bytearray(table[:m])
        for i in range(m - 1, SPLIT - 1, -1):  # Fisher-Yates down to SPLIT items
            v, j = divmod(v, i + 1)
            head[i], head[j] = head[j], head[i]
        order = head_of(bytes(head[:SPLIT]) + pad, pad, in_turn, pad, v) + bytes(head[SPLIT:])
        return place.translate(order + after)

    return long


_SPLITS: dict[int, tuple] = {}


def _split_tables(m: int) -> tuple:
    """For ``BLOCK < m <= SPLIT`` items: how many ways there are to choose the BLOCK items that
    lead and, for each, the positions that put them first (both blocks keep their order);
    every order of the first BLOCK positions and how many; ``k = m - BLOCK``, every order of
    the other ``k`` positions (after them) and how many."""
    got = _SPLITS.get(m)
    if got is None:
        leaders = bytes(i for chosen in combinations(range(m), BLOCK)
                        for i in (*chosen, *(j for j in range(m) if j not in chosen)))
        k = m - BLOCK
        got = _SPLITS[m] = (comb(m, BLOCK), leaders, _orders(BLOCK), factorial(BLOCK), k, _orders(k, BLOCK),
                            factorial(k))
    return got


_STRIDED: dict[tuple[int, int], tuple[bytes, bytes]] = {}


def _strided(m: int, known: int) -> tuple[bytes, bytes]:
    """:func:`_split_tables`' leaders and other-block orders with ``m, ..., m + known - 1``
    after every entry, and 256 bytes after the last: a 256-byte cut from an entry on is then a
    whole table that also reads the known slots (:func:`dealer`)."""
    got = _STRIDED.get((m, known))
    if got is None:
        count, leaders, _, _, k, rest, rest_count = _split_tables(m)
        also = bytes(range(m, m + known))
        end = bytes(256)
        got = _STRIDED[m, known] = (
            b"".join([leaders[x:x + m] + also for x in range(0, count * m, m)]) + end,
            b"".join([rest[z:z + k] + also for z in range(0, rest_count * k, k)]) + end,
        )
    return got


def dealer(items: Sequence[int], slots: Sequence[int], to: Sequence[int]) -> Callable[[int], bytes]:
    """``deal(v)``: ``slots`` (each below 256) with slot ``to[i]`` given the ``i``-th of
    ``items`` (each below 256) in the order numbered ``v % m!`` (``m = len(items) ==
    len(to)``, ``m + len(slots) <= 256``), as bytes (:data:`Arranger`).

    From 8 to 14 items the deal is made for these slots: the leaders' table translated once
    with the items and the known slots' bytes (about 55 kB for 14 items and 2 known slots), so
    that one cut of it is the table the order is read from."""
    m, n = len(items), len(slots)
    if not BLOCK < m <= SPLIT:
        place = [m + t for t in range(n)]
        for i, t in enumerate(to):
            place[t] = i
        zeros = bytes(256 - m - n)
        after = bytes(slots) + zeros
        return partial(arranger(m), bytes(items) + after, after, bytes(place), bytes(range(m, m + n)) + zeros)
    taken = set(to)
    known = [t for t in range(n) if t not in taken]
    where = [0] * n
    for i, t in enumerate(to):
        where[t] = i
    for j, t in enumerate(known):
        where[t] = m + j
    place = bytes(where)
    count, _, first, first_count, _, _, rest_count = _split_tables(m)
    leaders, rest = _strided(m, len(known))
    led = leaders.translate(bytes(items) + bytes(slots[t] for t in known) + bytes(256 - m - len(known)))
    width = n  # m + len(known): one leaders entry
    rest_width = n - BLOCK
    cut = 256 - BLOCK

    def deal(v: int) -> bytes:
        v, x = divmod(v, count)
        x *= width
        v, y = divmod(v, first_count)
        y *= BLOCK
        z = v % rest_count * rest_width
        return place.translate(first[y:y + BLOCK] + rest[z:z + cut]).translate(led[x:x + 256])

    return deal


def arrange(items: Sequence[int], v: int) -> tuple[int, ...]:
    """``items`` (any values) in the order numbered ``v % m!`` (``m = len(items)``), as
    :func:`dealer` deals them; ``items`` is not changed."""
    m = len(items)
    return tuple(map(items.__getitem__, dealer(range(m), bytes(m), range(m))(v)))

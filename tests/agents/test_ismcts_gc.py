"""ISMCTS and memory (agents/ismcts.search): a search freezes the objects made before it and
raises the young generation's threshold for its own duration only, restores both afterwards
(also when it raises, or when searches nest), cyclic garbage made during a search is still
collected, and the table of logarithms a search reads is trimmed back after it."""

from __future__ import annotations

import gc
import math
import random
from typing import Any

import pytest

from meeple.agents.ismcts import SEARCH_GC_THRESHOLD, ISMCTSAgent
from meeple.core.state import State
from tests.agents.trickgame import TrickGame
from tests.seating import info_set


def _settings() -> tuple[Any, ...]:
    return gc.isenabled(), gc.get_threshold(), gc.get_freeze_count()


class _Watching:
    """A sampler that records the collector's settings at every draw, and can fail."""

    def __init__(self, sampler: Any, fail_at: int | None = None, garbage: int = 0) -> None:
        self.sampler, self.fail_at, self.garbage = sampler, fail_at, garbage
        self.seen: list[tuple[Any, ...]] = []

    def __call__(self, rng: random.Random) -> State:
        self.seen.append(_settings())
        if self.fail_at is not None and len(self.seen) >= self.fail_at:
            raise RuntimeError("sampler failed")
        for _ in range(self.garbage):  # a reference cycle: only the collector frees it
            cycle: list[Any] = [[] for _ in range(9)]
            cycle.append(cycle)
        return self.sampler(rng)


def _search(sampler: _Watching, seat: int, iterations: int = 100) -> None:
    ISMCTSAgent(TrickGame(), seed=3, iterations=iterations).search(sampler, seat)


def test_a_search_freezes_and_raises_the_threshold_for_its_duration_only() -> None:
    before = _settings()
    assert before[2] == 0  # nothing frozen by anyone else
    sampler, seat = info_set(TrickGame().new_initial_state(1))
    watching = _Watching(sampler)
    _search(watching, seat)
    assert _settings() == before
    enabled, thresholds, frozen = watching.seen[0]
    assert enabled and frozen > 0
    assert thresholds == (max(before[1][0], SEARCH_GC_THRESHOLD), *before[1][1:])


def test_the_settings_come_back_when_a_search_raises() -> None:
    before = _settings()
    sampler, seat = info_set(TrickGame().new_initial_state(1))
    failing = _Watching(sampler, fail_at=5)
    with pytest.raises(RuntimeError, match="sampler failed"):
        _search(failing, seat)
    assert len(failing.seen) == 5 and failing.seen[-1][1][0] >= SEARCH_GC_THRESHOLD
    assert _settings() == before


def test_objects_frozen_by_someone_else_and_a_collector_turned_off_are_left_alone() -> None:
    sampler, seat = info_set(TrickGame().new_initial_state(1))
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        watching = _Watching(sampler)
        _search(watching, seat)
        # Nothing more frozen, nothing unfrozen (frozen objects still die by reference counting).
        assert max(s[2] for s in watching.seen) <= frozen and 0 < gc.get_freeze_count() <= frozen
    finally:
        gc.unfreeze()
    gc.disable()
    try:
        watching = _Watching(sampler)
        _search(watching, seat)
        assert {s[:1] + s[2:] for s in watching.seen} == {(False, 0)} and not gc.isenabled()
    finally:
        gc.enable()


def test_cyclic_garbage_made_during_a_search_is_collected_during_it() -> None:
    """Memory stays bounded: iterations making 10 cycles of 11 lists each (110 containers an
    iteration, over 100,000 in all, many times the search's threshold) see collections free
    them as the search goes."""
    sampler, seat = info_set(TrickGame().new_initial_state(1))
    collected: list[int] = []

    def count(phase: str, info: dict[str, Any]) -> None:
        if phase == "stop":
            collected.append(info["collected"])

    watching = _Watching(sampler, garbage=10)
    gc.callbacks.append(count)
    try:
        _search(watching, seat, iterations=2000)
    finally:
        gc.callbacks.remove(count)
    assert len(watching.seen) > 1000  # not stopped early
    assert len(collected) >= 5 and sum(collected) >= 0.5 * 110 * len(watching.seen)


def test_a_search_inside_a_search_leaves_the_settings_to_the_outer_one() -> None:
    """Searches may nest (or run in threads): the settings come back when the last one ends."""
    before = _settings()
    sampler, seat = info_set(TrickGame().new_initial_state(1))
    after_inner: list[tuple[Any, ...]] = []

    def nesting(rng: random.Random) -> State:
        if not after_inner:
            _search(_Watching(sampler), seat, iterations=5)
            after_inner.append(_settings())
        return sampler(rng)

    _search(nesting, seat, iterations=20)  # type: ignore[arg-type]
    assert after_inner[0][1][0] >= SEARCH_GC_THRESHOLD and after_inner[0][2] > 0
    assert _settings() == before


def test_the_log_table_holds_math_log_and_a_search_leaves_it_short() -> None:
    """UCB1's ln(avail) comes from a table (agents/ismcts._LN): the same floats as math.log,
    never changed under a running search, and trimmed back once a search ends."""
    from meeple.agents import ismcts

    table = ismcts._ln_table(ismcts._LN_KEPT + 10)
    assert len(table) >= ismcts._LN_KEPT + 10
    assert all(table[k] == math.log(k) for k in range(1, len(table)))
    sampler, seat = info_set(TrickGame().new_initial_state(1))
    _search(_Watching(sampler), seat, iterations=5)
    assert len(ismcts._LN) <= ismcts._LN_KEPT < len(table)
    assert all(table[k] == math.log(k) for k in range(1, len(table)))


def test_a_search_that_raises_leaves_the_log_table_short_too() -> None:
    from meeple.agents import ismcts

    ismcts._ln_table(ismcts._LN_KEPT + 10)
    sampler, seat = info_set(TrickGame().new_initial_state(1))
    with pytest.raises(RuntimeError, match="sampler failed"):
        _search(_Watching(sampler, fail_at=3), seat)
    assert len(ismcts._LN) <= ismcts._LN_KEPT

"""Wilson score interval maths."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from meeple.sim.stats import wilson_interval


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),  # textbook: half of ten
        (0, 10, 0.0, 0.2775),  # upper bound z^2/(n+z^2) when nothing happened
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),  # Newcombe (1998), Statistics in Medicine 17, example 81/263
    ],
)
def test_known_values(wins: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson_interval(wins, n)
    assert lo == pytest.approx(low, abs=1e-4) and hi == pytest.approx(high, abs=1e-4)


def test_no_trials_is_uninformative() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_out_of_range_successes() -> None:
    with pytest.raises(ValueError):
        wilson_interval(4, 3)


@given(st.integers(1, 5000).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))))
def test_interval_contains_the_rate_and_is_symmetric(case: tuple[int, int]) -> None:
    wins, n = case
    lo, hi = wilson_interval(wins, n)
    assert 0.0 <= lo <= wins / n <= hi <= 1.0
    mirror_lo, mirror_hi = wilson_interval(n - wins, n)
    assert lo == pytest.approx(1 - mirror_hi, abs=1e-12) and hi == pytest.approx(1 - mirror_lo, abs=1e-12)


def test_interval_narrows_with_more_games() -> None:
    widths = [hi - lo for lo, hi in (wilson_interval(n // 2, n) for n in (10, 100, 1000))]
    assert widths[0] > widths[1] > widths[2]

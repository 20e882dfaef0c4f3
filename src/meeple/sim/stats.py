"""Small statistics for simulation summaries."""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a binomial proportion (default 95%).

    Returns ``(low, high)`` within [0, 1]; ``(0.0, 1.0)`` when ``trials`` is 0.
    Raises ``ValueError`` when ``successes`` is not within ``0..trials``.
    Source: E. B. Wilson, "Probable inference...", JASA 22 (1927).
    """
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be within 0..{trials}, got {successes}")
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denom = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    # At 0 and n successes the bounds are exactly 0 and 1; rounding must not move them inward.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high

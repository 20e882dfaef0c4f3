"""Calibration targets of issue 8 (docs/lineage2_calibration.md), with greedy agents: at least
90% of games end by 10 VP or 0 VP, a five-player game lasts 12-25 rounds, every pile gets
hunted. Slow: run with ``-m slow``."""

from __future__ import annotations

from statistics import median

import pytest

from tests.lineage2.calibration import measure


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_games_end_by_vp_and_every_pile_is_hunted(players: int) -> None:
    figures = measure(players, 200)
    assert figures.by_vp / figures.games >= 0.88, figures.line()  # 90% target, sampling margin
    assert min(figures.hunted) > 1.0, figures.line()


@pytest.mark.slow
def test_five_player_games_last_12_to_25_rounds() -> None:
    figures = measure(5, 200)
    assert 12 <= median(figures.rounds) <= 25, figures.line()

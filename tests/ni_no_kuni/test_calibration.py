"""Calibration by simulation (docs/ni_no_kuni_calibration.md): the grid runs as code, and
(slow) the greedy agent's win rates sit in the 40-70% band in every cell."""

from __future__ import annotations

import pytest

from meeple.games.ni_no_kuni.calibration import BAND, calibrate, format_table


def test_calibration_grid_runs_and_tabulates() -> None:
    cells = calibrate("greedy", games=3, players=(1, 2), bosses=("doloran",))
    assert [(c.boss, c.players, c.games) for c in cells] == [("doloran", 1, 3), ("doloran", 2, 3)]
    assert cells[1].boss_influence == 11
    for c in cells:
        assert c.rate_with(c.boss_influence) == c.rate  # margins reproduce the results
        assert 0 <= c.suggested() < 60
    table = format_table(cells)
    assert table.count("\n") == 3 and "| greedy | doloran | 2 | 11 | 3 |" in table


@pytest.mark.slow
@pytest.mark.parametrize("boss", ["horned-one", "doloran"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_wins_within_the_band(boss: str, players: int) -> None:
    (cell,) = calibrate("greedy", games=300, players=(players,), bosses=(boss,), seed=90_000)
    assert BAND[0] <= cell.rate <= BAND[1], cell.rate


@pytest.mark.slow
def test_rulebook_two_player_example_is_a_typical_good_result() -> None:
    """Winning the Game example: against The Horned One's 11, a kingdom of 16 against enemies
    worth 15 is a typical good result: the median kingdom is about 16 and about 4 influence
    of enemies is left."""
    (cell,) = calibrate("greedy", games=300, players=(2,), bosses=("horned-one",), seed=91_000)
    kingdoms = sorted(cell.kingdoms)
    enemies = [k - m for k, m in zip(cell.kingdoms, cell.margins)]
    assert 14 <= kingdoms[len(kingdoms) // 2] <= 18
    assert 2 <= sum(enemies) / len(enemies) <= 5
    assert cell.rate_with(11) == cell.rate

"""Calibration by simulation (docs/ni_no_kuni_calibration.md): with greedy in every seat the
party wins 40-70% of games against each boss at each player count, and the rulebook's
two-player scoring example is a typical good result. The grid is the balance report's
(``meeple report ni-no-kuni``: boss by player count), played through :func:`run_grid`.
Slow: run with ``-m slow``."""

from __future__ import annotations

import pytest

from meeple.games.ni_no_kuni import GAME
from meeple.sim import balance
from meeple.sim.backends import PoolBackend
from meeple.sim.grid import run_grid
from meeple.sim.tournament import run_tournament

BAND = balance.question("ni-no-kuni").band
GAMES = 200
CELLS = balance.cells("ni-no-kuni", ["greedy"])


@pytest.mark.slow
@pytest.mark.parametrize("cell", CELLS, ids=[c.label() for c in CELLS])
def test_greedy_wins_within_the_band(cell) -> None:
    assert BAND == (0.40, 0.70)
    with PoolBackend(2) as pool:
        (result,) = run_grid("ni-no-kuni", [cell], GAMES, seed=90_000, backend=pool).results
    assert result.capped == 0 and result.team is not None
    assert BAND[0] <= result.team.rate <= BAND[1], (cell.label(), result.team)


@pytest.mark.slow
def test_rulebook_two_player_example_is_a_typical_good_result() -> None:
    """Winning the Game example: against The Horned One's 11, a kingdom of 16 against enemies
    worth 15 is a typical good result: the median kingdom is about 15 and 2-5 influence of
    enemies is left on average."""
    game = GAME(players=2, boss="horned-one")
    result = run_tournament(game, ["greedy", "greedy"], GAMES, seed=91_000, jobs=2)
    kingdoms, enemies = [], []
    for row in result.rows:
        state = game.new_initial_state(row.seed)
        for text in row.actions:
            state.apply(text)
        assert state.is_terminal and state.returns() == row.returns
        kingdoms.append(state.kingdom_influence())
        enemies.append(state.enemy_influence() - game.boss_influence)
    kingdoms.sort()
    assert 13 <= kingdoms[len(kingdoms) // 2] <= 18
    assert 2 <= sum(enemies) / len(enemies) <= 5

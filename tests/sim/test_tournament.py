"""Tournaments: seat rotation, seeds, parallel = serial, the summary's counting."""

from __future__ import annotations

from collections import Counter

import pytest

import meeple
from meeple.core.errors import AgentSpecError
from meeple.sim.tournament import GameRow, entrant_labels, game_seeds, run_tournament, seating, summarize
from tests.toygame import ToyGame


def test_seating_rotates_the_agent_list() -> None:
    assert [seating(i, 3) for i in range(4)] == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]]


def test_every_agent_plays_every_seat_equally(toy_registered) -> None:
    game = meeple.load("toy", players=3)
    result = run_tournament(game, ["random", "random", "random"], 12, seed=4)
    seats = Counter((entrant, seat) for row in result.rows for seat, entrant in enumerate(row.seats))
    assert seats == {(e, s): 4 for e in range(3) for s in range(3)}
    assert [row.agents for row in result.rows[:2]] == [["random"] * 3] * 2


def test_rows_name_the_agent_in_each_seat(toy_registered) -> None:
    game = meeple.load("toy")
    result = run_tournament(game, ["random", "random:seed=3"], 4, seed=1)
    a, b = "random", "random:seed=3"
    assert [row.agents for row in result.rows] == [[a, b], [b, a], [a, b], [b, a]]


def test_game_seeds_derive_from_the_master_seed() -> None:
    assert game_seeds(7, 5) == game_seeds(7, 5)
    assert game_seeds(7, 5) != game_seeds(8, 5)
    assert game_seeds(7, 3) == game_seeds(7, 5)[:3]


def test_parallel_and_serial_tournaments_agree(toy_registered) -> None:
    game = meeple.load("toy")
    serial = run_tournament(game, ["random", "random"], 10, seed=2, jobs=1)
    parallel = run_tournament(game, ["random", "random"], 10, seed=2, jobs=2)
    strip = [(r.seed, r.seats, r.actions, r.returns) for r in serial.rows]
    assert strip == [(r.seed, r.seats, r.actions, r.returns) for r in parallel.rows]
    assert serial.summary_json()["agents"][0]["wins"] == parallel.summary_json()["agents"][0]["wins"]


def test_bad_spec_fails_before_any_game(toy_registered) -> None:
    with pytest.raises(AgentSpecError, match="unknown agent"):
        run_tournament(meeple.load("toy"), ["random", "nobody"], 4, jobs=2)
    with pytest.raises(AgentSpecError, match="2 players but 1 agents"):
        run_tournament(meeple.load("toy"), ["random"], 4)


def _row(index: int, seats: list[int], returns: list[float] | None, length: int = 10) -> GameRow:
    return GameRow(index, index, seats, ["a", "b"], returns, length, 1.0, [0.25, 0.75], [])


def test_summary_counts_wins_losses_draws_by_entrant_not_seat(toy_registered) -> None:
    rows = [
        _row(0, [0, 1], [1.0, -1.0]),   # entrant 0 in seat 0 wins
        _row(1, [1, 0], [1.0, -1.0]),   # entrant 1 in seat 0 wins
        _row(2, [0, 1], [0.0, 0.0]),    # draw
        _row(3, [1, 0], [-1.0, 1.0], length=20),  # entrant 0 in seat 1 wins
        _row(4, [0, 1], None),          # hit the step cap
    ]
    result = summarize(meeple.load("toy"), ["a", "b"], 0, rows)
    a, b = result.agents
    assert (a.games, a.wins, a.losses, a.draws) == (4, 2, 1, 1)
    assert (b.games, b.wins, b.losses, b.draws) == (4, 1, 2, 1)
    assert a.win_rate.rate == 0.5 and a.mean_length == 12.5
    assert a.mean_think_seconds == pytest.approx((0.25 + 0.75 + 0.25 + 0.75) / 4)
    assert (result.first_seat.successes, result.first_seat.trials) == (2, 4)
    assert result.capped == 1 and result.team is None


class CoopToy(ToyGame):
    name = "coop-toy"
    cooperative = True


def test_cooperative_games_report_the_team_win_rate() -> None:
    rows = [_row(0, [0, 1], [1.0, 1.0]), _row(1, [1, 0], [-1.0, -1.0]), _row(2, [0, 1], [1.0, 1.0])]
    result = summarize(CoopToy(), ["a", "b"], 0, rows)
    assert (result.team.successes, result.team.trials) == (2, 3)
    assert result.team.low < 2 / 3 < result.team.high


def test_step_capped_games_are_counted_not_rated(toy_registered) -> None:
    result = run_tournament(meeple.load("toy"), ["random", "random"], 3, max_steps=2)
    assert result.capped == 3 and result.first_seat.trials == 0
    assert all("did not end after 2 actions" in r.error for r in result.rows)


def test_repeated_specs_get_distinct_labels() -> None:
    assert entrant_labels(["random", "greedy", "random"]) == ["random#1", "greedy", "random#2"]


def test_humans_cannot_be_simulated(toy_registered) -> None:
    with pytest.raises(AgentSpecError, match="bots only"):
        run_tournament(meeple.load("toy"), ["human", "random"], 2)


def test_first_player_advantage_counts_the_seat_that_moved_first(toy_registered) -> None:
    """Games that draw their starting player: the first-player rate follows who started,
    not seat 0."""
    rows = [_row(0, [0, 1], [1.0, -1.0]), _row(1, [0, 1], [1.0, -1.0]), _row(2, [0, 1], [-1.0, 1.0])]
    rows[0].first_player = 1  # seat 1 started and lost
    result = summarize(meeple.load("toy"), ["a", "b"], 0, rows)
    assert (result.first_seat.successes, result.first_seat.trials) == (1, 3)

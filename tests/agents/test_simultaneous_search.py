"""ISMCTS at simultaneous nodes (issue 7 section 2): regret matching per seat, and a root
decision sampled from the average strategy, so that a seat's choice never depends on
another seat's choice at the same node."""

from __future__ import annotations

from meeple.agents.ismcts import ISMCTSAgent
from meeple.core.table import Table
from tests.agents.simgames import GuessGame, MatrixGame


def _choose(game, seat: int, seed: int, iterations: int) -> str:
    table = Table(game, seed)
    agent = ISMCTSAgent(game, seed=seed, iterations=iterations)
    return str(agent.step(table.view(seat), table.sampler(seat))["x"])


def test_hider_hides_instead_of_playing_safe() -> None:
    """Sequential search against a guesser who (in the tree) sees the hidden letter chose
    'safe' in 30 of 30 searches; blind to each other, hiding is worth 0 > -0.2."""
    picks = [_choose(GuessGame(), 0, seed, 2000) for seed in range(30)]
    assert sum(p in ("A", "B") for p in picks) >= 27, picks


def test_matrix_game_plays_the_equilibrium_mix() -> None:
    """Equilibrium: H with probability 0.25 for both seats; over 200 searches each seat's
    frequency of H lies within 0.15-0.35 (a most-visited choice would give 0 or 1)."""
    for seat in (0, 1):
        picks = [_choose(MatrixGame(), seat, seed, 1500) for seed in range(200)]
        frequency = picks.count("H") / len(picks)
        assert 0.15 <= frequency <= 0.35, (seat, frequency)


def test_average_strategy_converges_at_the_root() -> None:
    game = MatrixGame()
    table = Table(game, 0)
    agent = ISMCTSAgent(game, seed=3, iterations=4000)
    root = agent.search(table.sampler(0), 0)
    assert root.bandits is not None and set(root.bandits) == {0, 1}
    legal = table.view(0).legal_actions
    h = root.bandits[0].average(legal)[0]
    assert 0.17 <= h <= 0.33, h


class _NoHeadsGame(MatrixGame):
    """The matrix game whose search is told to consider only T (``search_actions``)."""

    name = "toy-matrix-tails"

    def search_actions(self, state, seat, legal):  # noqa: ANN001, ANN201 - the hook's shape
        return [a for a in legal if a["x"] == "T"]


def test_a_simultaneous_choice_is_searched_among_the_games_search_actions() -> None:
    """The equilibrium mixes in H a quarter of the time; told to search only T, every seat's
    bandit holds T alone and the agent always plays it."""
    game = _NoHeadsGame()
    table = Table(game, 0)
    agent = ISMCTSAgent(game, seed=3, iterations=300)
    root = agent.search(table.sampler(0), 0)
    assert root.bandits is not None
    assert all(set(map(str, bandit.total)) == {"pick x=T"} for bandit in root.bandits.values())
    assert {_choose(game, seat, seed, 200) for seat in (0, 1) for seed in range(20)} == {"T"}

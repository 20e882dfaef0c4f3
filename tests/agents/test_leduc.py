"""The test-only Leduc poker (tests/leduc.py) plays OpenSpiel's ``leduc_poker`` rules: the same
legal actions at every decision and the same returns (in chips) over random games."""

from __future__ import annotations

import random

import pytest

from meeple.agents.ismcts import ISMCTSAgent
from meeple.core.table import Table
from tests.leduc import KINDS, MAX_STAKE, LeducGame


def test_random_games_match_openspiel() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    spiel = pyspiel.load_game("leduc_poker")
    game = LeducGame()
    rng = random.Random(3)
    for seed in range(300):
        state = game.new_initial_state(seed)
        other = spiel.new_initial_state()
        for card in state.cards:
            other.apply_action(card)
        while not state.is_terminal:
            if other.is_chance_node():
                other.apply_action(state.public)
            legal = state.legal_actions()
            assert [KINDS[a.kind] for a in legal] == other.legal_actions()
            assert state.current_player == other.current_player()
            action = legal[rng.randrange(len(legal))]
            state.apply_legal(action)
            other.apply_action(KINDS[action.kind])
        assert other.is_terminal()
        assert [r * MAX_STAKE for r in state.returns()] == pytest.approx(other.returns())


def test_ismcts_searches_leduc() -> None:
    game = LeducGame()
    table = Table(game, 1)
    agent = ISMCTSAgent(game, seed=0, iterations=200)
    action = agent.step(table.view(0), table.sampler(0))
    assert action in table.view(0).legal_actions

"""The greedy prior of Lineage II's search (issue 8): the game's ``search_preference`` hook is
the greedy's choice, and ISMCTS's opt-in ``prior_bias`` gives that child virtual wins."""

from __future__ import annotations

import pytest

from meeple.agents.ismcts import ISMCTSAgent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.games.lineage2.greedy import Lineage2Greedy
from meeple.games.lineage2.state import Lineage2State
from meeple.games.lords_of_war.game import LordsOfWarGame
from tests.lineage2.helpers import fresh
from tests.seating import info_set


def _hunt() -> Lineage2State:
    """The first player's hunt after the opening roll: three piles to choose from."""
    state = fresh(seed=3)
    state.apply(Action("roll"))
    assert len(state.legal_actions()) == 3
    return state


def test_the_preference_is_the_greedy_choice() -> None:
    state = _hunt()
    legal = state.legal_actions()
    greedy = Lineage2Greedy(state.game, seed=0)
    assert state.game.search_preference(state, legal) == greedy.choose(state, state.player, legal)


def test_the_preferred_child_starts_with_the_bias_as_wins() -> None:
    """After one iteration the greedy's child has its prior visits, the bias's virtual wins and
    the one real visit (it is the one selected: its wins lift it above every other child)."""
    state = _hunt()
    legal = state.legal_actions()
    preferred = state.game.search_preference(state, legal)
    agent = ISMCTSAgent(state.game, seed=1, iterations=1, prior_visits=5, prior_bias=7)
    root = agent.search(*info_set(state))
    child = root.children[preferred]
    assert child.visits == 5 + 7 + 1
    assert child.reward >= 7.0  # its evaluated prior visits did not overwrite the wins
    others = [ch for a, ch in root.children.items() if a != preferred]
    assert others and all(ch.visits == 5 for ch in others)


def test_without_the_bias_no_child_gets_wins() -> None:
    state = _hunt()
    root = ISMCTSAgent(state.game, seed=1, iterations=1, prior_visits=5).search(*info_set(state))
    assert sorted(ch.visits for ch in root.children.values())[-1] == 5 + 1


@pytest.mark.parametrize(("options", "wins"), [({"opponent_bias": 7}, 7), ({"prior_bias": 7}, 0)])
def test_an_opponents_decision_gets_the_opponent_bias(options, wins) -> None:
    """Searched from another seat's information set, the hunter's choice is an opponent's
    decision: ``opponent_bias`` applies there, ``prior_bias`` does not."""
    state = _hunt()
    preferred = state.game.search_preference(state, state.legal_actions())
    watcher = (state.player + 1) % 4
    root = ISMCTSAgent(state.game, seed=1, iterations=1, prior_visits=5, **options).search(*info_set(state, watcher))
    extra = root.children[preferred].visits - 5  # the virtual wins, and a visit if it was selected
    assert extra == wins + 1 if wins else extra <= 1


@pytest.mark.parametrize(("game", "options", "message"), [
    (LordsOfWarGame(), {"prior_bias": 3}, "search_preference"),
    (fresh().game, {"prior_bias": 3, "prior_visits": 0}, "prior_visits >= 1"),
    (fresh().game, {"prior_bias": -1}, "prior_bias"),
    (fresh().game, {"opponent_bias": 3, "prior_visits": 0}, "'opponent_bias' needs prior_visits >= 1"),
])
def test_the_bias_needs_the_hook_and_priors(game, options, message) -> None:
    with pytest.raises(AgentSpecError, match=message):
        ISMCTSAgent(game, iterations=10, **options)

"""Agent spec strings (agents/specs.py): building agents and the errors for bad specs."""

from __future__ import annotations

import pytest

from meeple.agents import make_agent, parse_spec
from meeple.agents.base import RandomAgent
from meeple.agents.ismcts import ISMCTSAgent
from meeple.core.errors import AgentSpecError
from tests.seating import decide
from tests.toygame import ToyGame


def test_parse_spec_converts_values() -> None:
    assert parse_spec(" ISMCTS : iterations=500, time=1.5 ,c=0") == ("ismcts", {"iterations": 500, "time": 1.5, "c": 0})


def test_ismcts_spec_builds_a_configured_agent() -> None:
    agent = make_agent("ismcts:iterations=500,rollout_depth=20,c=0.5", ToyGame())
    assert isinstance(agent, ISMCTSAgent)
    assert (agent.iterations, agent.time_limit, agent.rollout_depth, agent.c) == (500, None, 20, 0.5)
    assert agent.spec == "ismcts:iterations=500,rollout_depth=20,c=0.5"
    assert make_agent("ismcts", ToyGame()).time_limit == 1.0


def test_seed_in_the_spec_makes_the_agent_reproducible() -> None:
    state = ToyGame().new_initial_state(2)
    picks = {decide(make_agent("random:seed=7", state.game, seed=n), state) for n in range(5)}
    assert len(picks) == 1
    assert isinstance(make_agent("random:seed=7", state.game), RandomAgent)


def test_a_seed_in_the_spec_wins_over_the_callers() -> None:
    a, b = make_agent("random:seed=7", ToyGame(), seed=3), make_agent("random", ToyGame(), seed=7)
    assert a.rng.getstate() == b.rng.getstate()


@pytest.mark.parametrize(
    "spec, message",
    [
        ("alphazero", "unknown agent 'alphazero'.*known agents: greedy, human, ismcts, random"),
        ("", "empty agent spec"),
        ("ismcts:iterations", "malformed option 'iterations'.*expected key=value"),
        ("ismcts:fast=1", "unknown option.*fast.*allowed options"),
        ("random:depth=2", "takes no option.*depth.*allowed options: seed"),
        ("random:seed=abc", "bad value 'abc' for option 'seed'.*an integer"),
        ("human:log=-2", "integer >= 0"),
        ("greedy", "toy has no greedy agent"),
    ],
)
def test_bad_specs_say_what_is_allowed(spec: str, message: str) -> None:
    with pytest.raises(AgentSpecError, match=message):
        make_agent(spec, ToyGame())

"""Playing one game: agents per seat, notify, illegal agent moves, the step cap, spec lists."""

from __future__ import annotations

import pytest

import meeple
from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.core.state import State
from meeple.sim.runner import StepLimitError, make_agents, play_game, split_agent_specs


def test_plays_to_the_end_and_records_the_game(toy_registered) -> None:
    game = meeple.load("toy", players=3)
    played = play_game(game, ["random", "random", "random"], seed=9)
    assert played.state.is_terminal
    record = played.record
    assert record.length == 9 and record.agents == ["random"] * 3 and record.seed == 9
    assert record.returns == played.state.returns()
    assert record.replay().to_json() == played.state.to_json()
    assert len(played.think_seconds) == 3


def test_same_seed_same_game(toy_registered) -> None:
    game = meeple.load("toy")
    first, second = (play_game(game, ["random", "random"], seed=21).record for _ in range(2))
    assert first.actions == second.actions


class Recorder(Agent):
    """Plays the lowest card and remembers every notification."""

    name = "recorder"

    def __init__(self, game, seed=None) -> None:
        super().__init__(game, seed)
        self.seen: list[tuple[int, str]] = []

    def step(self, state: State) -> Action:
        return min(state.legal_actions())

    def notify(self, state: State, action: Action) -> None:
        self.seen.append((len(state.history), action.text()))


def test_every_agent_is_notified_after_every_action(toy_registered) -> None:
    game = meeple.load("toy")
    agents = [Recorder(game), Recorder(game)]
    played = play_game(game, ["recorder", "recorder"], seed=1, agents=agents)
    expected = [(i + 1, a) for i, a in enumerate(played.record.actions)]
    assert agents[0].seen == expected and agents[1].seen == expected


class Cheat(Agent):
    name = "cheat"

    def step(self, state: State) -> Action:
        return Action("play", card=99)


def test_an_agent_choosing_an_illegal_action_is_named(toy_registered) -> None:
    game = meeple.load("toy")
    with pytest.raises(AgentSpecError, match=r"agent 'cheat' \(player 0\) chose an illegal action"):
        play_game(game, ["cheat", "random"], seed=1, agents=[Cheat(game), Recorder(game)])


def test_step_cap_stops_a_game_and_keeps_what_was_played(toy_registered) -> None:
    game = meeple.load("toy")
    with pytest.raises(StepLimitError, match="did not end after 4 actions") as err:
        play_game(game, ["random", "random"], seed=1, max_steps=4)
    assert err.value.record.length == 4 and err.value.record.returns is None


def test_agent_count_must_match_the_players(toy_registered) -> None:
    with pytest.raises(AgentSpecError, match="set up for 2 players but 3 agents"):
        play_game(meeple.load("toy"), ["random"] * 3, seed=1)


def test_agents_are_seeded_from_the_game_seed(toy_registered) -> None:
    game = meeple.load("toy")
    a, b = make_agents(game, ["random", "random"], 5), make_agents(game, ["random", "random"], 5)
    assert [x.rng.random() for x in a] == [x.rng.random() for x in b]
    assert a[0].rng.getstate() != a[1].rng.getstate()


@pytest.mark.parametrize(
    ("text", "specs"),
    [
        ("human,ismcts", ["human", "ismcts"]),
        ("ismcts:iterations=200,c=1.4,greedy", ["ismcts:iterations=200,c=1.4", "greedy"]),
        (" random , ismcts:time=0.5 ", ["random", "ismcts:time=0.5"]),
    ],
)
def test_split_agent_specs(text: str, specs: list[str]) -> None:
    assert split_agent_specs(text) == specs


@pytest.mark.parametrize("text", ["", "random,,greedy", "c=1,random"])
def test_split_agent_specs_rejects_malformed_lists(text: str) -> None:
    with pytest.raises(AgentSpecError):
        split_agent_specs(text)

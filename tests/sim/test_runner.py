"""Playing one game through a Table: agents per seat, hooks, illegal agent moves, the step cap,
resuming a saved table, spec lists."""

from __future__ import annotations

import json

import pytest

import meeple
from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError, RecordError
from meeple.core.table import Sampler, Table
from meeple.core.view import View
from meeple.sim.runner import StepLimitError, keep_agent_states, make_agents, play_game, split_agent_specs


def test_plays_to_the_end_and_records_the_game(toy_registered) -> None:
    game = meeple.load("toy", players=3)
    played = play_game(game, ["random", "random", "random"], seed=9)
    assert played.table.is_terminal
    record = played.record
    assert record.length == 9 and record.agents == ["random"] * 3 and record.seed == 9
    assert record.returns == played.table.returns()
    assert record.rules_version == game.rules_version and record.format == 2
    assert Table.from_record(record).to_json()["state"] == played.table.to_json()["state"]
    assert len(played.think_seconds) == 3


def test_think_time_is_kept_for_timed_agents_only(toy_registered) -> None:
    """A random agent is not timed (Agent.timed): its think time is 0; others' is measured."""
    game = meeple.load("toy")
    played = play_game(game, ["random", "recorder"], seed=3, agents=[make_agents(game, ["random"], 3)[0], Recorder(game)])
    assert played.think_seconds[0] == 0.0
    assert played.think_seconds[1] > 0.0


def test_same_seed_same_game(toy_registered) -> None:
    game = meeple.load("toy")
    first, second = (play_game(game, ["random", "random"], seed=21).record for _ in range(2))
    assert first.actions == second.actions


class Recorder(Agent):
    """Plays the lowest card; remembers the views it was given."""

    name = "recorder"

    def __init__(self, game, seed=None) -> None:
        super().__init__(game, seed)
        self.views: list[View] = []

    def step(self, view: View, sampler: Sampler) -> Action:
        self.views.append(view)
        return min(view.legal_actions)


def test_hooks_see_every_step_and_action(toy_registered) -> None:
    game = meeple.load("toy")
    agents = [Recorder(game), Recorder(game)]
    before: list[tuple[int, int]] = []
    after: list[tuple[int, int, str]] = []
    played = play_game(game, ["recorder", "recorder"], seed=1, agents=agents,
                       before_step=lambda table, seat, agent: before.append((table.position, seat)),
                       after_action=lambda table, seat, action: after.append((table.position, seat, action.text())))
    assert before == [(i, i % 2) for i in range(6)]
    assert after == [(i + 1, i % 2, a) for i, a in enumerate(played.record.actions)]
    assert [v.seat for v in agents[0].views] == [0, 0, 0] and [v.seat for v in agents[1].views] == [1, 1, 1]


def test_a_simultaneous_node_asks_every_seat_before_applying(toy_registered) -> None:
    game = meeple.load("toy", players=3, simultaneous=True)
    after: list[tuple[int, int]] = []
    played = play_game(game, ["random"] * 3, seed=4,
                       after_action=lambda table, seat, action: after.append((seat, len(table.actions))))
    assert after == [(s, r + (s == 2)) for r in range(3) for s in range(3)]
    assert played.record.length == 3 and all(a.startswith("@0 play") for a in played.record.actions)


class Cheat(Agent):
    name = "cheat"

    def step(self, view: View, sampler: Sampler) -> Action:
        return Action("play", card=99)


def test_an_agent_choosing_an_illegal_action_is_named(toy_registered) -> None:
    game = meeple.load("toy")
    with pytest.raises(AgentSpecError, match=r"agent 'cheat' \(P1\) chose an illegal action"):
        play_game(game, ["cheat", "random"], seed=1, agents=[Cheat(game), Recorder(game)])


def test_a_resumed_table_finishes_as_the_uninterrupted_game(toy_registered, tmp_path) -> None:
    """The agents' RNG states are saved with the table: a table saved halfway and resumed
    with fresh agents of the same specs continues with the same actions."""
    game = meeple.load("toy", players=3, hand_size=3)
    specs = ["random", "random", "random"]
    whole = play_game(game, specs, seed=8).record
    table = Table(game, 8, agents=specs)
    agents = make_agents(game, specs, 8)
    for _ in range(4):
        seat = min(table.acting())
        table.act(seat, agents[seat].step(table.view(seat), table.sampler(seat)))
    keep_agent_states(table, agents)
    table.save(tmp_path / "half.json")
    resumed = play_game(game, specs, seed=8, table=Table.load(tmp_path / "half.json"))
    assert resumed.record == whole.model_copy(update={"seconds": resumed.record.seconds})


def test_a_snapshot_that_its_record_does_not_give_is_refused(toy_registered, tmp_path) -> None:
    table = Table(meeple.load("toy"), 3, agents=["random", "random"])
    table.act(0, table.view(0).legal_actions[0])
    data = table.to_json()
    snapshot = data["state"]
    snapshot["hands"][1][0], snapshot["deck"][0] = snapshot["deck"][0], snapshot["hands"][1][0]  # a peek swapped
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match="the state snapshot does not match its record"):
        Table.load(path)


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

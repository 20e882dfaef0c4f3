"""The PettingZoo adapter: PettingZoo's own api_test and seed_test on every registered game,
the AEC way of serving simultaneous nodes (no observation shows a pending choice), seeds,
rendering and refused input."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from meeple.adapters.encoding import EncodingError, encoding_for
from meeple.adapters.pettingzoo import env, raw_env
from meeple.core import registry
from meeple.core.errors import IllegalActionError

GAMES = list(registry.game_classes())
MORE = [("lost-legacy", {"deck": "whitegold-spire", "players": 3}), ("ni-no-kuni", {"players": 3, "boss": "doloran"}),
        ("lineage2", {"players": 3}), ("drakborgen", {"players": 3})]


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_api_and_seed_tests_pass(name: str) -> None:
    api_test(env(name), num_cycles=300)
    seed_test(lambda: env(name), num_cycles=300)


@pytest.mark.parametrize(("name", "options"), MORE, ids=[n for n, _ in MORE])
def test_pettingzoo_api_test_passes_with_more_players(name: str, options: dict) -> None:
    api_test(env(name, **options), num_cycles=200)


def _play(e, seed: int, steps: int = 100_000):
    """Masked-random play; yields the raw env before each step."""
    rng = np.random.default_rng(seed)
    for agent in e.agent_iter(steps):
        obs, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        yield agent, obs
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_the_example_call_plays_a_whole_game_with_returns_as_rewards() -> None:
    e = env("lost-legacy", deck="vorpal-sword")
    e.reset(seed=7)
    rng = np.random.default_rng(1)
    steps, final = 0, {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        if terminated or truncated:
            final[agent] = reward
            e.step(None)
            continue
        assert reward == 0
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    table = e.unwrapped.table
    assert table.is_terminal and steps == len(table.actions) and not e.agents
    assert final == {f"player_{s}": r for s, r in enumerate(table.returns())}


@pytest.mark.parametrize("name", ["drakborgen", "lineage2"])
def test_simultaneous_nodes_are_served_one_seat_at_a_time_and_hide_pending_choices(name: str) -> None:
    """At a simultaneous node every acting seat is selected in turn; when one submits, the
    others' observations (tensor and mask) do not change, so none shows the pending choice."""
    e = raw_env(name, players=3)
    met = 0
    for seed in range(6):
        e.reset(seed=seed)
        for agent, obs in _play(e, seed, 4000):
            table = e.table
            acting = table.acting()
            if len(acting) < 2:
                continue
            seat = int(agent.removeprefix("player_"))
            assert seat == min(acting)
            others = {a: e.observe(a) for a in e.possible_agents if a != agent}
            mask = obs["action_mask"]
            e.step(int(np.flatnonzero(mask)[0]))
            assert seat not in table.acting() and not table.is_terminal
            assert e.agent_selection == f"player_{min(table.acting())}"
            for a, before in others.items():
                after = e.observe(a)
                assert np.array_equal(before["observation"], after["observation"]), f"{a} sees {agent}'s choice"
                assert np.array_equal(before["action_mask"], after["action_mask"])
            met += 1
            break
        if met >= 2:
            break
    assert met >= 1, f"no simultaneous node met in {name}'s playouts"


def test_reset_with_a_seed_repeats_the_game_and_without_one_moves_on() -> None:
    e = raw_env("lords-of-war")
    e.reset(seed=3)
    first = e.observe("player_0")["observation"]
    e.reset()
    e.reset(seed=3)
    assert np.array_equal(first, e.observe("player_0")["observation"])
    seeds = set()
    for _ in range(4):
        e.reset()
        seeds.add(e.table.seed)
    assert len(seeds) > 1


def test_ansi_render_is_the_spectator_screen() -> None:
    e = raw_env("lost-legacy", render_mode="ansi")
    e.reset(seed=1)
    assert e.render() == e.table.view(None).render()
    with pytest.raises(ValueError, match="ansi"):
        raw_env("lost-legacy", render_mode="human")


def test_bad_actions_are_refused_and_change_nothing() -> None:
    e = raw_env("lost-legacy")
    e.reset(seed=1)
    agent = e.agent_selection
    mask = e.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = e.table.position
    with pytest.raises(IllegalActionError):
        e.step(illegal)
    with pytest.raises(EncodingError, match="out of range"):
        e.step(encoding_for(e.game).num_distinct_actions)
    with pytest.raises(EncodingError, match="must act"):
        e.step(None)
    assert e.table.position == before and e.agent_selection == agent


@pytest.mark.parametrize("bad", [1.5, "3", True, np.bool_(True), np.array([0]), np.float32(0.0)])
def test_an_action_that_is_not_an_integer_index_is_refused_not_coerced(bad) -> None:
    """``int(1.5)`` or ``int("3")`` would silently play another action; only ints and numpy
    integers are indices (numpy integers are what masked samplers return)."""
    e = raw_env("lost-legacy")
    e.reset(seed=2)
    agent, before = e.agent_selection, e.table.position
    with pytest.raises(EncodingError, match="integer action index"):
        e.step(bad)
    assert e.table.position == before and e.agent_selection == agent
    e.step(np.int64(np.flatnonzero(e.observe(agent)["action_mask"])[0]))
    assert e.table.position != before


def test_unknown_agents_step_before_reset_and_step_after_the_end_get_clear_errors() -> None:
    e = raw_env("lost-legacy")
    with pytest.raises(EncodingError, match="reset"):
        e.step(0)
    e.reset(seed=3)
    for call in (e.observe, e.action_space, e.observation_space):
        with pytest.raises(EncodingError, match="player_0, player_1"):
            call("player_7")
    for _ in _play(e, 3):
        pass
    assert not e.agents
    with pytest.raises(EncodingError, match="over.*reset"):
        e.step(0)
    e.reset(seed=3)
    assert e.agents == e.possible_agents

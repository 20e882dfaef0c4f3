"""The OpenSpiel adapter: every registered game loads as ``meeple_<game>`` with an honest
GameType and GameInfo, passes pyspiel's random_sim_test (without serialization, which meeple
states do not offer to OpenSpiel), resamples from information states as ISMCTS needs, and plays
OpenSpiel's own ISMCTS and MCTS bots and meeple agents through evaluate_bots."""

from __future__ import annotations

import json
import random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import evaluate_bots

import meeple
import meeple.adapters.openspiel as mo
from meeple.adapters.encoding import EncodingError, encoding_for
from meeple.core import registry
from meeple.core.errors import IllegalActionError

GAMES = list(registry.game_classes())
SIMS = {"lineage2": 1}
"""random_sim_test games per game (a Lineage II game is thousands of decisions, each checked
for every seat)."""


@pytest.mark.parametrize("name", GAMES)
def test_every_game_is_registered_with_an_honest_game_type(name: str) -> None:
    cls = registry.game_class(name)
    assert mo.short_name(name) in pyspiel.registered_names()
    game = mo.load(name)
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert (t.min_num_players, t.max_num_players) == (cls.min_players, cls.max_players)
    expected = ("IDENTICAL" if cls.cooperative else "ZERO_SUM" if name == "lords-of-war" else "GENERAL_SUM")
    assert t.utility == getattr(pyspiel.GameType.Utility, expected)
    assert t.provides_information_state_string and t.provides_observation_tensor
    assert not t.provides_information_state_tensor
    enc = encoding_for(game.meeple)
    assert game.num_distinct_actions() == enc.num_distinct_actions
    assert game.observation_tensor_shape() == [enc.observation_size]
    assert game.max_chance_outcomes() == 0 and (game.min_utility(), game.max_utility()) == (-1.0, 1.0)


@pytest.mark.parametrize("name", GAMES)
def test_pyspiel_random_sim_test_passes(name: str) -> None:
    pyspiel.random_sim_test(mo.load(name), num_sims=SIMS.get(name, 3), serialize=False, verbose=False)


def test_parameters_carry_the_options() -> None:
    game = pyspiel.load_game("meeple_lost_legacy", {"players": 3, "options": json.dumps({"deck": "whitegold-spire"})})
    assert game.num_players() == 3 and game.meeple.options.deck == "whitegold-spire"
    assert game.num_distinct_actions() == encoding_for(meeple.load("lost-legacy", players=3, deck="whitegold-spire")
                                                        ).num_distinct_actions
    with pytest.raises(EncodingError, match="JSON"):
        pyspiel.load_game("meeple_lost_legacy", {"options": "{deck"})
    with pytest.raises(EncodingError, match="'players' parameter"):
        pyspiel.load_game("meeple_lost_legacy", {"options": '{"players": 3}'})
    with pytest.raises(meeple.core.errors.OptionError, match="allowed options"):
        pyspiel.load_game("meeple_lost_legacy", {"options": '{"dekc": "x"}'})


def test_new_initial_states_take_successive_seeds() -> None:
    game = mo.load("lost-legacy", seed=5)
    a, b = game.new_initial_state(), game.new_initial_state()
    assert str(a) == str(game.new_initial_state(5)) and str(b) == str(game.new_initial_state(6))


def _walk(game, seed: int, stop):
    """Random play until ``stop(state)``; returns that state (or None at the end)."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    while not state.is_terminal():
        if stop(state):
            return state
        state.apply_action(rng.choice(state.legal_actions()))
    return None


@pytest.mark.parametrize("name", ["lost-legacy", "drakborgen", "lineage2"])
def test_resampled_states_share_the_information_state(name: str) -> None:
    game = mo.load(name)
    checked = changed = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = game.new_initial_state(seed)
        steps = 0
        while not state.is_terminal() and steps < 400:
            p = state.current_player()
            if steps % 5 == 0:
                sample = state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
                assert sample.current_player() == p
                assert sample.information_state_string(p) == state.information_state_string(p)
                assert sample.observation_tensor(p) == state.observation_tensor(p)
                assert sample.legal_actions() == state.legal_actions()
                checked += 1
                changed += any(sample.information_state_string(q) != state.information_state_string(q)
                               for q in range(game.num_players()) if q != p)
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    assert checked and changed, "no resample changed what another seat knows: the check is vacuous"


def test_a_simultaneous_node_is_served_one_seat_at_a_time_and_resampled_without_the_pending_choice() -> None:
    game = mo.load("drakborgen", players=2)

    def at_joint(state) -> bool:
        s = state.meeple_state
        return s.current_player == -2 and len(s.acting()) == 2 and not state._pending

    for seed in range(20):
        state = _walk(game, seed, at_joint)
        if state is not None:
            break
    assert state is not None, "no combat round met"
    first = state.current_player()
    other = 1 - first
    before = state.information_state_string(other), state.observation_tensor(other)
    state.apply_action(state.legal_actions()[0])
    assert state.current_player() == other
    assert (state.information_state_string(other), state.observation_tensor(other)) == before
    seen = set()
    for _ in range(30):
        sample = state.resample_from_infostate(other, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert sample.current_player() == other
        assert sample.information_state_string(other) == state.information_state_string(other)
        seen.add(sample._pending[first].text())
    assert len(seen) > 1, "the stand-in for the hidden choice is always the same"


@pytest.mark.parametrize("name", ["lost-legacy", "drakborgen"])
def test_openspiel_ismcts_mcts_and_a_meeple_agent_play_through_evaluate_bots(name: str) -> None:
    game = mo.load(name, seed=3)
    rng = np.random.RandomState(0)
    bots = [mo.ismcts_bot(game, 8, seed=1), mo.mcts_bot(game, 8, seed=2)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == 2 and all(-1 <= r <= 1 for r in returns)
    meeple_bot = mo.MeepleAgentBot(game, "ismcts:iterations=8", 1, seed=1)
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), [bots[0], meeple_bot], rng)
    assert len(returns) == 2


def match(games: int, iterations: int, seed: int = 0) -> dict[str, float]:
    """OpenSpiel's Python ISMCTS against meeple's ISMCTS on two-player Lost Legacy, the same
    iterations per decision, seats rotated (game i: OpenSpiel in seat i % 2). Returns the
    score of each (a win 1, a loss 0, a shared result 0.5) and OpenSpiel's win rate."""
    game = mo.load("lost-legacy", seed=seed)
    rng = np.random.RandomState(seed)
    score = {"openspiel": 0.0, "meeple": 0.0}
    for i in range(games):
        os_seat = i % 2
        bots = [None, None]
        bots[os_seat] = mo.ismcts_bot(game, iterations, seed=seed + i)
        bots[1 - os_seat] = mo.MeepleAgentBot(game, f"ismcts:iterations={iterations}", 1 - os_seat, seed=seed + i)
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(seed + i), bots, rng)
        a, b = returns[os_seat], returns[1 - os_seat]
        score["openspiel"] += 1.0 if a > b else 0.5 if a == b else 0.0
        score["meeple"] += 1.0 if b > a else 0.5 if a == b else 0.0
    score["openspiel_rate"] = score["openspiel"] / games
    return score


@pytest.mark.slow
def test_openspiel_ismcts_against_meeple_ismcts_on_lost_legacy() -> None:
    """200 games at 200 iterations a decision, seats rotated. The figure goes in
    docs/adapters.md; the check is only that both searches play every game to its end and
    that neither scores below a quarter (both search the same information sets)."""
    score = match(200, 200)
    print(f"OpenSpiel ISMCTS {score['openspiel']} : meeple ISMCTS {score['meeple']} of 200 "
          f"(OpenSpiel's share {score['openspiel_rate']:.3f})")
    assert score["openspiel"] + score["meeple"] == 200
    assert 0.25 <= score["openspiel_rate"] <= 0.75


def test_resampling_for_a_seat_that_has_chosen_at_a_simultaneous_node_keeps_its_own_choice() -> None:
    """The seat knows its own pending choice: a sample of its information set keeps it (only
    the others' hidden choices get stand-ins), so the same seat is to act in the sample."""
    game = mo.load("drakborgen", players=2)

    def after_first_choice(state) -> bool:
        return state.meeple_state.current_player == -2 and len(state._pending) == 1

    for seed in range(20):
        state = _walk(game, seed, after_first_choice)
        if state is not None:
            break
    assert state is not None, "no combat round met"
    (chooser, choice), = state._pending.items()
    for _ in range(5):
        sample = state.resample_from_infostate(chooser, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert sample._pending == {chooser: choice}
        assert sample.current_player() == state.current_player()
        assert sample.information_state_string(chooser) == state.information_state_string(chooser)


def test_bad_players_and_moves_after_the_end_get_clear_errors() -> None:
    game = mo.load("lost-legacy")
    state = game.new_initial_state(0)
    for p in (5, -1):
        with pytest.raises(EncodingError, match="player 0 to 1, not"):
            state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    rng = random.Random(0)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    history = state.history()
    with pytest.raises(IllegalActionError, match="game is over"):
        state.apply_action(0)
    assert state.history() == history

"""The contract every registered game keeps (see docs/architecture.md, "The core API").

Each test runs over every game configuration (``game`` fixture) and a set of seeded random
playouts. Hidden information is checked through determinization, see
:func:`test_observation_depends_only_on_the_information_set`.
"""

from __future__ import annotations

import json
import math
import random

import pytest

from meeple.agents import make_agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError, IllegalActionError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.core.state import TERMINAL, State, clone_rng
from tests.conformance.conftest import MAX_DECISIONS, check_stride, playouts, replay_states


def _json(data: object) -> str:
    """Canonical JSON text (keys sorted after JSON has made them strings); fails on anything
    that is not plain JSON, NaN included."""
    return json.dumps(json.loads(json.dumps(data, allow_nan=False)), sort_keys=True)


def _play_randomly(state: State, rng: random.Random, limit: int = MAX_DECISIONS) -> int:
    steps = 0
    while not state.is_terminal and steps < limit:
        legal = state.legal_actions()
        state.apply_legal(legal[rng.randrange(len(legal))])
        steps += 1
    return steps


def _differing_keys(a: object, b: object) -> str:
    """For a failure message: the top-level keys whose values differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        keys = sorted(str(k) for k in a.keys() | b.keys() if a.get(k) != b.get(k))
        return f"differing keys: {', '.join(keys)}"
    return "the values differ"


# --- Turn structure, ends, returns --------------------------------------------------------


def test_random_playouts_end_with_one_return_per_player(game: Game) -> None:
    """Every random playout ends within the bound (checked while playing) with one float
    return per player in [-1, 1]; cooperative games give everyone the same return."""
    n = game.num_players
    for playout in playouts(game):
        *_, (_, final) = replay_states(game, playout, every=MAX_DECISIONS)
        assert final.is_terminal and final.current_player == TERMINAL
        assert final.legal_actions() == []
        returns = final.returns()
        assert len(returns) == n and all(isinstance(r, float) for r in returns), returns
        assert all(-1.0 <= r <= 1.0 for r in returns), returns
        if game.cooperative:
            assert len(set(returns)) == 1, f"cooperative game with unequal returns {returns}"


def test_decision_points_are_well_formed(game: Game) -> None:
    """Before the end: a valid current player, distinct legal actions whose text and JSON
    forms round-trip (records store text), and all-zero returns."""
    n = game.num_players
    for playout in playouts(game)[:10]:
        for _, state in replay_states(game, playout):
            if state.is_terminal:
                continue
            assert 0 <= state.current_player < n
            legal = state.legal_actions()
            assert len(set(legal)) == len(legal), f"duplicate legal actions: {legal}"
            for action in legal:
                assert Action.parse(action.text()) == action, action
                assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action, action
            assert state.returns() == [0.0] * n


# --- Copies, determinism, persistence ----------------------------------------------------


def test_clone_is_equal_and_independent(game: Game) -> None:
    """A clone equals its original; playing on either one leaves the other unchanged;
    the clone's RNG is the same, so the same actions give the same positions."""
    for playout in playouts(game):
        rng = random.Random(playout.seed)
        for _, state in replay_states(game, playout, every=check_stride(playout, 6)):
            before = _json(state.to_json())
            history = list(state.history)
            copy = state.clone()
            assert _json(copy.to_json()) == before, _differing_keys(state.to_json(), copy.to_json())
            twin = state.clone()
            twin_rng = clone_rng(rng)
            _play_randomly(copy, rng)
            assert _json(state.to_json()) == before, "playing on a clone changed the original"
            assert state.history == history
            _play_randomly(twin, twin_rng)
            assert _json(twin.to_json()) == _json(copy.to_json()), "clones diverged on the same actions"
            assert twin.returns() == copy.returns()
            original = state.clone()
            kept = original.clone()
            _play_randomly(original, rng)
            assert _json(kept.to_json()) == before, "playing on the original changed its clone"


def test_same_seed_and_actions_give_the_same_game(game: Game) -> None:
    for playout in playouts(game)[:10]:
        a = game.new_initial_state(playout.seed)
        b = game.new_initial_state(playout.seed)
        assert _json(a.to_json()) == _json(b.to_json())
        for action in playout.actions:
            a.apply(action)
            b.apply(action)
            assert a.current_player == b.current_player
        assert _json(a.to_json()) == _json(b.to_json())
        assert a.returns() == b.returns() and a.log == b.log


def test_record_replays_to_the_same_final_state(game: Game, tmp_path) -> None:
    for playout in playouts(game)[:5]:
        *_, (_, final) = replay_states(game, playout, every=MAX_DECISIONS)
        record = GameRecord.from_state(final, seed=playout.seed, agents=["random"] * game.num_players)
        path = tmp_path / f"{playout.seed}.json"
        record.save(path)
        replayed = GameRecord.read(path).replay()
        assert _json(replayed.to_json()) == _json(final.to_json())
        assert replayed.returns() == final.returns() == record.returns


def test_state_json_round_trips(game: Game) -> None:
    """``state_from_json(to_json())`` gives the same position: same JSON, same decider, same
    legal actions, same returns, and it can be played on."""
    for playout in playouts(game)[:10]:
        rng = random.Random(playout.seed)
        for _, state in replay_states(game, playout, every=check_stride(playout, 8)):
            data = json.loads(_json(state.to_json()))
            loaded = game.state_from_json(data)
            again = json.loads(_json(loaded.to_json()))
            assert again == data, f"state_from_json(to_json()) is not the same state: {_differing_keys(data, again)}"
            assert loaded.current_player == state.current_player
            assert loaded.is_terminal == state.is_terminal
            assert loaded.legal_actions() == state.legal_actions()
            assert loaded.returns() == state.returns()
            _play_randomly(loaded, rng)
            assert loaded.is_terminal


# --- Hidden information ------------------------------------------------------------------


def _same_but_rng(state: State, det: State) -> str:
    """``state``'s JSON with ``det``'s RNG, so comparing it with ``det``'s JSON shows whether
    anything besides the RNG was resampled (a game may or may not serialise its RNG)."""
    twin = state.clone()
    twin.rng = clone_rng(det.rng)
    return _json(twin.to_json())


def test_observation_depends_only_on_the_information_set(game: Game) -> None:
    """No hidden information in observations.

    ``determinize(p, rng)`` yields positions in ``p``'s information set, with everything ``p``
    cannot see resampled. If ``observation(p)`` carried anything hidden from ``p`` (another
    hand, the deck order), resampling would change it; so it must be identical on every
    determinization. Determinizing for another player ``q`` is *not* compared: that may
    legitimately resample ``p``'s own hand and so change ``p``'s view.

    The check is only as strong as the resampling, so it must not be vacuous: (a) some
    determinizations must change the position beyond its RNG, and (b) in a game that is not
    cooperative, some must change what *another* player observes (that player's private
    information, resampled while ``p``'s view stayed fixed). Determinizing never alters the
    original, observations are plain JSON, and determinized positions play on to the end.
    """
    n = game.num_players
    resampled = other_view_changed = checked = 0
    for playout in playouts(game)[:12]:
        rng = random.Random(playout.seed)
        stride = check_stride(playout, 5)
        for index, state in replay_states(game, playout, every=stride):
            before = _json(state.to_json())
            views = [_json(state.observation(p)) for p in range(n)]
            for p in range(n):
                for k in range(3):
                    det = state.determinize(p, random.Random(playout.seed * 1009 + index * 31 + k))
                    checked += 1
                    assert _json(det.observation(p)) == views[p], (
                        f"seed {playout.seed}, step {index}: observation({p}) changed when what "
                        f"player {p} cannot see was resampled, so it reveals hidden information"
                    )
                    resampled += _json(det.to_json()) != _same_but_rng(state, det)
                    other_view_changed += any(
                        _json(det.observation(q)) != views[q] for q in range(n) if q != p
                    )
                    if k == 0 and index % (2 * stride) == 0:
                        _play_randomly(det, rng)
                        assert det.is_terminal and len(det.returns()) == n
            assert _json(state.to_json()) == before, "determinize changed the original state"
    assert checked > 0
    assert resampled > 0, (
        f"determinize never resampled anything in {checked} determinizations: the hidden-"
        f"information check is vacuous (every meeple game has hidden cards or decks)"
    )
    if not game.cooperative and n > 1:
        assert other_view_changed > 0, (
            f"in {checked} determinizations no other player's private information was ever "
            f"resampled; either no player holds private information or determinize misses it"
        )


# --- Illegal actions ---------------------------------------------------------------------


def _fabricated(legal: list[Action]) -> list[Action]:
    """Actions that are not legal: an unknown kind, and each legal action with a parameter
    pushed out of range or an extra parameter."""
    out = [Action("no-such-action")]
    for action in legal[:5]:
        params = dict(action.params)
        for key, value in action.params:
            bumped = value + 10_007 if isinstance(value, int) else value + "-nonexistent"
            out.append(Action(action.kind, **{**params, key: bumped}))
        out.append(Action(action.kind, **params, nonexistent_param=1))
    return [a for a in out if a not in legal]


def test_illegal_actions_are_rejected_and_change_nothing(game: Game) -> None:
    for playout in playouts(game)[:6]:
        for _, state in replay_states(game, playout, every=check_stride(playout, 6)):
            before = _json(state.to_json())
            legal = state.legal_actions()
            history = list(state.history)
            for action in _fabricated(legal):
                with pytest.raises(IllegalActionError) as err:
                    state.apply(action)
                assert str(err.value), "an IllegalActionError must say why"
                assert _json(state.to_json()) == before, f"rejected {action} but the state changed"
                assert state.history == history and state.legal_actions() == legal
        final = state  # replay_states ends on the final position
        assert final.is_terminal
        for action in playout.actions[-1:] + [Action("no-such-action")]:
            with pytest.raises(IllegalActionError):
                final.apply(action)


# --- Agents ------------------------------------------------------------------------------


def _play_with(game: Game, specs: list[str], seed: int) -> State:
    agents = [make_agent(spec, game, seed=seed + i) for i, spec in enumerate(specs)]
    state = game.new_initial_state(seed)
    steps = 0
    while not state.is_terminal:
        assert steps < MAX_DECISIONS
        state.apply(agents[state.current_player].step(state))  # apply validates the choice
        steps += 1
    return state


def test_greedy_agent_plays_legal_games(game: Game) -> None:
    """Every game that exports ``GREEDY`` gets full games with it in every seat, and mixed
    with random players."""
    try:
        make_agent("greedy", game)
    except AgentSpecError:
        pytest.skip(f"{game.name} exports no GREEDY agent")
    n = game.num_players
    for seed in range(2):
        final = _play_with(game, ["greedy"] * n, seed)
        assert len(final.returns()) == n
        final = _play_with(game, ["greedy" if i % 2 == seed % 2 else "random" for i in range(n)], seed)
        assert all(math.isfinite(r) for r in final.returns())


def test_ismcts_plays_a_legal_game(game: Game) -> None:
    n = game.num_players
    final = _play_with(game, ["ismcts:iterations=4,rollout_depth=8"] + ["random"] * (n - 1), seed=5)
    assert len(final.returns()) == n

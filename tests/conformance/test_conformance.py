"""The contract every registered game keeps (see docs/architecture.md and docs/game_package.md).

Each test runs over every game configuration (``game`` fixture) and a set of seeded random
playouts played through a Table. Hidden information is checked through determinization: all
that a seat receives (its view's observation, legal actions and their descriptions, events and
rendered screen) must be the same on every state of its information set.
"""

from __future__ import annotations

import json
import math
import random

import pytest

from meeple.agents import make_agent
from meeple.agents.ismcts import ISMCTSAgent
from meeple.core.actions import Action, JointAction, parse_any
from meeple.core.errors import AgentSpecError, IllegalActionError, NotActingError, StaleActionError
from meeple.core.game import Game
from meeple.core.records import GameRecord
from meeple.core.state import SIMULTANEOUS, TERMINAL, State, clone_rng
from meeple.core.table import Table
from meeple.sim.runner import play_game
from tests.conformance.conftest import MAX_DECISIONS, check_stride, playouts, replay_states


def _json(data: object) -> str:
    """Canonical JSON text (keys sorted after JSON has made them strings); fails on anything
    that is not plain JSON, NaN included."""
    return json.dumps(json.loads(json.dumps(data, allow_nan=False)), sort_keys=True)


def _random_step(state: State, rng: random.Random) -> None:
    if state.current_player == SIMULTANEOUS:
        choices = {}
        for seat in sorted(state.simultaneous_seats()):
            legal = state.legal_actions_for(seat)
            choices[seat] = legal[rng.randrange(len(legal))]
        state.apply_legal(JointAction(choices))
    else:
        legal = state.legal_actions()
        state.apply_legal(legal[rng.randrange(len(legal))])


def _play_randomly(state: State, rng: random.Random, limit: int = MAX_DECISIONS) -> int:
    steps = 0
    while not state.is_terminal and steps < limit:
        _random_step(state, rng)
        steps += 1
    return steps


def _differing_keys(a: object, b: object) -> str:
    """For a failure message: the top-level keys whose values differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        keys = sorted(str(k) for k in a.keys() | b.keys() if a.get(k) != b.get(k))
        return f"differing keys: {', '.join(keys)}"
    return "the values differ"


def _seen(state: State, seat: int | None) -> str:
    """Everything ``seat`` receives at ``state`` through a Table, as canonical JSON: the
    view (observation, legal actions and their descriptions, events) and the rendered screen."""
    view = Table(state.game, state=state).view(seat)
    return _json({"view": view.to_json(), "screen": view.render()})


# --- Turn structure, ends, returns --------------------------------------------------------


def test_random_playouts_end_with_one_return_per_player(game: Game) -> None:
    """Every random playout ends within the bound (checked while playing) with one float
    return per player in [-1, 1]; cooperative games give everyone the same return."""
    n = game.num_players
    for playout in playouts(game):
        *_, (_, final) = replay_states(game, playout, every=MAX_DECISIONS)
        assert final.is_terminal and final.current_player == TERMINAL
        assert final.legal_actions() == [] and final.acting() == frozenset()
        returns = final.returns()
        assert len(returns) == n and all(isinstance(r, float) for r in returns), returns
        assert all(-1.0 <= r <= 1.0 for r in returns), returns
        if game.cooperative:
            assert len(set(returns)) == 1, f"cooperative game with unequal returns {returns}"


def test_decision_points_are_well_formed(game: Game) -> None:
    """Before the end: valid acting seats, distinct legal actions per acting seat whose text
    and JSON forms round-trip (records store text), nothing legal for a seat that does not
    act, and all-zero returns."""
    n = game.num_players
    for playout in playouts(game)[:10]:
        for _, state in replay_states(game, playout):
            if state.is_terminal:
                continue
            acting = state.acting()
            assert acting and all(0 <= s < n for s in acting), acting
            if state.current_player == SIMULTANEOUS:
                assert state.legal_actions() == []
            else:
                assert acting == {state.current_player}
            for seat in range(n):
                legal = state.legal_actions_for(seat)
                if seat not in acting:
                    assert legal == [], f"seat {seat} does not act but has legal actions"
                    continue
                assert legal and len(set(legal)) == len(legal), f"empty or duplicate legal actions: {legal}"
                for action in legal:
                    assert Action.parse(action.text()) == action, action
                    assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action, action
            assert state.returns() == [0.0] * n


# --- Copies, determinism, persistence ----------------------------------------------------


def test_clone_is_equal_and_independent(game: Game) -> None:
    """A clone equals its original (RNG, history and events included); playing on either one
    leaves the other unchanged; the same actions give the same positions."""
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
        assert a.returns() == b.returns() and a.events == b.events


def test_record_replays_to_the_same_final_state(game: Game, tmp_path) -> None:
    """A Table's record, saved and read back, replays to the same final state; it carries the
    rules version and is marked as holding secrets when the game has hidden information."""
    for playout in playouts(game)[:5]:
        table = Table(game, playout.seed, agents=["random"] * game.num_players)
        for action in playout.actions:
            table._state.apply(action)
        record = table.record()
        assert record.rules_version == game.rules_version
        assert record.secret == game.hidden_information
        path = tmp_path / f"{playout.seed}.json"
        record.save(path)
        replayed = Table.from_record(GameRecord.read(path))
        assert _json(replayed._state.to_json()) == _json(table._state.to_json())
        assert replayed.returns() == table.returns() == record.returns
        assert [parse_any(t) for t in record.actions] == playout.actions


def test_snapshots_continue_exactly(game: Game) -> None:
    """``state_from_json(to_json(s))`` continued with the same actions gives the same states
    as ``s`` at every step, RNG included (issue 7 section 5)."""
    for playout in playouts(game)[:6]:
        stride = check_stride(playout, 4)
        for index, state in replay_states(game, playout, every=stride):
            data = json.loads(_json(state.to_json()))
            loaded = game.state_from_json(data)
            assert _json(loaded.to_json()) == _json(data), _differing_keys(data, loaded.to_json())
            original = state.clone()
            for action in playout.actions[index:index + 3 * stride]:
                original.apply(action)
                loaded.apply(action)
                assert _json(loaded.to_json()) == _json(original.to_json()), (
                    f"seed {playout.seed}: the restored snapshot of step {index} diverged after {action.text()}: "
                    f"{_differing_keys(original.to_json(), loaded.to_json())}")


def test_saved_table_resumes_and_refuses_forgeries(game: Game) -> None:
    """A Table's saved form resumes to the same table; a snapshot edited away from its record
    is refused."""
    playout = playouts(game)[0]
    table = Table(game, playout.seed)
    for action in playout.actions[: len(playout.actions) // 2]:
        table._state.apply(action)
        table.position += 1
    saved = json.loads(json.dumps(table.to_json()))
    resumed = Table.from_json(saved)
    assert _json(resumed.to_json()) == _json(table.to_json())
    if table.actions:
        forged = json.loads(json.dumps(saved))
        forged["record"]["actions"] = forged["record"]["actions"][:-1]
        forged["record"]["length"] = len(forged["record"]["actions"])
        with pytest.raises(Exception, match="does not match"):
            Table.from_json(forged)


# --- Hidden information ------------------------------------------------------------------


def _det_seed(playout_seed: int, index: int, k: int) -> random.Random:
    return random.Random(playout_seed * 1009 + index * 31 + k)


def test_views_depend_only_on_the_information_set(game: Game) -> None:
    """No hidden information in anything a seat receives.

    ``determinize(p, rng)`` yields positions in ``p``'s information set, with everything ``p``
    cannot see resampled. If ``p``'s view (observation, legal actions, descriptions, events)
    or its rendered screen carried anything hidden from ``p`` (another hand, the deck order),
    resampling would change it; so it must be identical on every determinization.

    The check is only as strong as the resampling, so it must not be vacuous: (a) some
    determinizations must change the position, and (b) in a game that is not cooperative,
    some must change what *another* seat observes. Determinizing never alters the original,
    and determinized positions play on to the end.
    """
    n = game.num_players
    resampled = other_view_changed = checked = 0
    for playout in playouts(game)[:8]:
        rng = random.Random(playout.seed)
        stride = check_stride(playout, 4)
        for index, state in replay_states(game, playout, every=stride):
            before = _json(state.to_json())
            seen = [_seen(state, p) for p in range(n)]
            views = [_json(state.observation(p)) for p in range(n)]
            for p in range(n):
                for k in range(2):
                    det = state.determinize(p, _det_seed(playout.seed, index, k))
                    checked += 1
                    assert _seen(det, p) == seen[p], (
                        f"seed {playout.seed}, step {index}: what seat {p} receives changed when what it "
                        f"cannot see was resampled, so it reveals hidden information"
                    )
                    twin = state.clone()
                    twin.history, twin.events, twin.rng = det.history, det.events, clone_rng(det.rng)
                    resampled += _json(det.to_json()) != _json(twin.to_json())
                    other_view_changed += any(
                        _json(det.observation(q)) != views[q] for q in range(n) if q != p
                    )
                    if k == 0 and index % (2 * stride) == 0:
                        _play_randomly(det, rng)
                        assert det.is_terminal and len(det.returns()) == n
            assert _json(state.to_json()) == before, "determinize changed the original state"
    assert checked > 0
    if game.hidden_information:
        assert resampled > 0, (
            f"determinize never resampled anything in {checked} determinizations: the hidden-"
            f"information check is vacuous"
        )
        if not game.cooperative and n > 1:
            assert other_view_changed > 0, (
                f"in {checked} determinizations no other seat's private information was ever resampled"
            )


def _legal_in(state: State, action: Action | JointAction) -> bool:
    if isinstance(action, JointAction):
        return state.current_player == SIMULTANEOUS and all(
            a in state.legal_actions_for(seat) for seat, a in action.choices)
    return state.current_player >= 0 and action in state.legal_actions()


def test_events_tell_a_seat_no_more_than_its_observation(game: Game) -> None:
    """A determinization keeps the past events as they were, so the view check above cannot
    see an event that gives away a hidden card. This one can: apply the next action to the
    state and to a determinization for seat p; where p's observation after it is the same on
    both (p learned nothing new), the new events p sees (and a spectator's) must be too."""
    n = game.num_players
    compared = 0
    for playout in playouts(game)[:8]:
        for index, state in replay_states(game, playout, every=check_stride(playout, 10)):
            if state.is_terminal:
                continue
            action = playout.actions[index]
            for p in range(n):
                det = state.determinize(p, _det_seed(playout.seed, index, 9))
                if not _legal_in(det, action):
                    continue
                after, det_after = state.clone(), det.clone()
                det_after.rng = clone_rng(after.rng)
                old, det_old = len(after.events), len(det_after.events)
                after.apply_legal(action)
                det_after.apply_legal(action)
                for seat in (p, None):
                    if _json(after.observation(seat)) != _json(det_after.observation(seat)):
                        continue
                    mine = [e.text for e in after.events[old:] if e.visible_to(seat)]
                    theirs = [e.text for e in det_after.events[det_old:] if e.visible_to(seat)]
                    compared += 1
                    assert mine == theirs, (
                        f"seed {playout.seed}, step {index}: after {action.text()} the events seen by "
                        f"{'a spectator' if seat is None else f'seat {seat}'} differ on a state of the same "
                        f"information set although the observation does not: an event reveals hidden "
                        f"information ({mine} vs {theirs})")
    assert compared > 0


def test_spectators_see_public_information_only(game: Game) -> None:
    """A spectator's view (seat None) is the same on every seat's determinization: it shows no
    hand, no deck order and nothing any seat alone knows."""
    n = game.num_players
    for playout in playouts(game)[:6]:
        for index, state in replay_states(game, playout, every=check_stride(playout, 4)):
            public = _seen(state, None)
            for p in range(n):
                det = state.determinize(p, _det_seed(playout.seed, index, 7))
                assert _seen(det, None) == public, (
                    f"seed {playout.seed}, step {index}: the spectator's view changed when seat {p}'s "
                    f"unknowns were resampled"
                )


def test_determinization_depends_only_on_the_information_set(game: Game) -> None:
    """``determinize(s, p, r)`` equals ``determinize(determinize(s, p, r'), p, r)``: the sample
    depends on what ``p`` knows, never on the true hidden order (issue 7 section 4)."""
    n = game.num_players
    for playout in playouts(game)[:6]:
        for index, state in replay_states(game, playout, every=check_stride(playout, 4)):
            for p in range(n):
                other = state.determinize(p, _det_seed(playout.seed, index, 3))
                a = state.determinize(p, _det_seed(playout.seed, index, 4))
                b = other.determinize(p, _det_seed(playout.seed, index, 4))
                assert _json(a.to_json()) == _json(b.to_json()), (
                    f"seed {playout.seed}, step {index}, seat {p}: two states of one information set gave "
                    f"different determinizations: {_differing_keys(a.to_json(), b.to_json())}"
                )


def test_ismcts_decides_the_same_on_one_information_set(game: Game) -> None:
    """ISMCTS's decision and visit counts for seat p are equal for two states that share
    p's information set (the true state and a determinization of it)."""
    playout = playouts(game)[0]
    decided = 0
    for index, state in replay_states(game, playout, every=check_stride(playout, 5)):
        if state.is_terminal:
            continue
        for seat in sorted(state.acting()):
            if len(state.legal_actions_for(seat)) < 2:
                continue
            other = state.determinize(seat, _det_seed(playout.seed, index, 5))
            results = []
            for s in (state, other):
                table = Table(game, state=s)
                agent = ISMCTSAgent(game, seed=index, iterations=24, rollout_depth=6)
                root = agent.search(table.sampler(seat), seat)
                visits = {str(a): child.visits for a, child in root.children.items()}
                results.append((agent.step(table.view(seat), table.sampler(seat)), visits))
            assert results[0] == results[1], f"seed {playout.seed}, step {index}, seat {seat}"
            decided += 1
    assert decided > 0


def test_simultaneous_choices_stay_secret_until_all_are_in(game: Game) -> None:
    """At a simultaneous node a seat's submitted choice shows in no other seat's view (nor
    a spectator's) until every acting seat has chosen; the record stores the joint choice in
    seat order whatever the order of submission."""
    found = 0
    for playout in playouts(game)[:4]:
        for index, state in replay_states(game, playout):
            if state.current_player != SIMULTANEOUS or found >= 6:
                continue
            found += 1
            seats = sorted(state.simultaneous_seats())
            joint = playout.actions[index]
            assert isinstance(joint, JointAction) and list(joint.seats) == seats
            finals = []
            for order in (seats, list(reversed(seats))):
                table = Table(game, state=state.clone())
                first = order[0]
                others = [s for s in [*range(game.num_players), None] if s != first]
                before = {s: _json(table.view(s).to_json()) for s in others}
                screens = {s: table.view(s).render() for s in others}
                table.act(first, joint[first])
                assert table.view(first).submitted == joint[first]
                for s in others:
                    after = table.view(s).to_json()
                    after["position"] = json.loads(before[s])["position"]
                    after["acting"] = json.loads(before[s])["acting"]
                    assert _json(after) == before[s], f"seat {s} saw something of seat {first}'s pending choice"
                    assert table.view(s).render() == screens[s]
                    assert table.view(s).submitted is None
                with pytest.raises(NotActingError):
                    table.act(first, joint[first])
                for s in order[1:]:
                    table.act(s, joint[s])
                finals.append(table.record().actions)
            assert finals[0] == finals[1] == [joint.text()]
    if game.name == "toy" and game.options_json().get("simultaneous"):
        assert found > 0


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
    """Through the Table: an illegal action, a seat acting out of turn, a stale position and
    a seat that does not exist are refused with a reason, and nothing changes."""
    n = game.num_players
    for playout in playouts(game)[:5]:
        for _, state in replay_states(game, playout, every=check_stride(playout, 6)):
            table = Table(game, state=state.clone())
            before = _json(table.to_json())
            acting = sorted(table.acting())
            for seat in acting:
                legal = table.view(seat).legal_actions
                for action in _fabricated(legal):
                    with pytest.raises(IllegalActionError) as err:
                        table.act(seat, action)
                    assert str(err.value), "an IllegalActionError must say why"
                    assert _json(table.to_json()) == before, f"rejected {action} but the table changed"
                with pytest.raises(StaleActionError):
                    table.act(seat, legal[0], position=table.position + 1)
            for seat in [s for s in range(n) if s not in acting][:1] + [n, -1]:
                with pytest.raises(NotActingError):
                    table.act(seat, Action("no-such-action"))
            assert _json(table.to_json()) == before
        final = Table(game, state=state)
        assert final.is_terminal
        with pytest.raises(NotActingError, match="over"):
            final.act(0, Action("no-such-action"))


# --- Agents ------------------------------------------------------------------------------


def test_greedy_agent_plays_legal_games(game: Game) -> None:
    """Every game that exports ``GREEDY`` gets full games with it in every seat, and mixed
    with random players (the Table checks every choice)."""
    try:
        make_agent("greedy", game)
    except AgentSpecError:
        pytest.skip(f"{game.name} exports no GREEDY agent")
    n = game.num_players
    for seed in range(2):
        played = play_game(game, ["greedy"] * n, seed, max_steps=MAX_DECISIONS)
        assert len(played.table.returns()) == n
        mixed = ["greedy" if i % 2 == seed % 2 else "random" for i in range(n)]
        played = play_game(game, mixed, seed, max_steps=MAX_DECISIONS)
        assert all(math.isfinite(r) for r in played.table.returns())


def test_ismcts_plays_a_legal_game(game: Game) -> None:
    n = game.num_players
    played = play_game(game, ["ismcts:iterations=4,rollout_depth=8"] + ["random"] * (n - 1), 5,
                       max_steps=MAX_DECISIONS)
    assert len(played.table.returns()) == n

"""ISMCTS (agents/ismcts.py): it finds good moves, beats random play, and is reproducible."""

from __future__ import annotations

import statistics

import pytest

from meeple.agents import make_agent
from meeple.agents.ismcts import ISMCTSAgent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.core.state import State
from meeple.core.table import Table
from tests.seating import decide, info_set
from tests.agents.simgames import OneShotGame, OneShotState
from tests.agents.trickgame import TrickGame, TrickState


def _position(hands: list[list[int]], played: list[list[int]], deck: list[int]) -> TrickState:
    state = TrickGame().new_initial_state(0)
    state.hands, state.played, state.deck = hands, played, deck
    state.turn = sum(len(p) for p in played)
    return state


def test_finds_the_move_that_wins_whatever_the_hidden_card() -> None:
    """Player 1 has lost trick 1 (1 against 9); player 0 led 3 to trick 2. Playing 4 wins trick
    2 and keeps 8 to beat any last card; playing 8 wins trick 3 only if player 0 holds the 2."""
    state = _position(hands=[[7], [4, 8]], played=[[9, 3], [1]], deck=[2, 5, 6])
    agent = ISMCTSAgent(TrickGame(), seed=1, iterations=300)
    assert decide(agent, state) == Action("play", card=4)
    # A clear decision stops early: the leader could no longer be overtaken.
    assert 64 <= agent.last_iterations < 300


def _paired_score(spec: str, seed: int) -> float:
    """ISMCTS's return minus a random player's in the same seat of the same deal."""
    scores = []
    for me_spec in (spec, "random"):
        game = TrickGame()
        me = seed % 2
        agents = {me: make_agent(me_spec, game, seed=seed), 1 - me: make_agent("random", game, seed=seed + 500)}
        table = Table(game, seed)
        while not table.is_terminal:
            (seat,) = table.acting()
            table.act(seat, agents[seat].step(table.view(seat), table.sampler(seat)))
        scores.append(table.returns()[me])
    return scores[0] - scores[1]


def test_beats_random_play() -> None:
    """Over 120 seeded deals (both seats) ISMCTS scores clearly more than a random player in
    its place against the same random opponent (measured gain 0.37 per game with standard
    error 0.08; the threshold 0.1 fails a search that backs up the wrong player's reward)."""
    gains = [_paired_score("ismcts:iterations=60", seed) for seed in range(120)]
    assert statistics.mean(gains) > 0.1


def _seated(state: State) -> tuple:
    table = Table(state.game, state=state)
    return table.view(state.current_player), table.sampler(state.current_player)


def test_same_seed_same_choices() -> None:
    state = TrickGame(players=3).new_initial_state(11)
    picks = [ISMCTSAgent(state.game, seed=4, iterations=50).step(*_seated(state)) for _ in range(2)]
    search = [ISMCTSAgent(state.game, seed=4, iterations=50).search(*info_set(state)) for _ in range(2)]
    assert picks[0] == picks[1]
    assert {a: n.visits for a, n in search[0].children.items()} == {a: n.visits for a, n in search[1].children.items()}


def test_search_statistics_are_consistent() -> None:
    """Root children's visits add up to the iterations; availability counts are at least the
    visits (a child is available whenever it is chosen)."""
    state = TrickGame(players=3).new_initial_state(3)
    agent = ISMCTSAgent(state.game, seed=0, iterations=200)
    root = agent.search(*info_set(state))
    assert sum(child.visits for child in root.children.values()) == agent.last_iterations
    first, second = sorted((c.visits for c in root.children.values()), reverse=True)[:2]
    assert agent.last_iterations == 200 or first - second > 200 - agent.last_iterations
    for child in root.children.values():
        assert child.avail >= child.visits > 0
        assert child.player == state.current_player
        assert 0.0 <= child.reward <= child.visits


def test_the_root_legal_actions_are_computed_only_until_every_child_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    """The searching seat's legal actions are the same in every determinization of its
    information set, so once each has a child (one new child per iteration, then one more
    iteration that finds none untried) the root stops asking for them; nodes whose
    legal actions change with the determinization (the other seats' hands) still offer only
    the actions legal in each (availability never exceeds the parent's visits)."""
    state = TrickGame(players=3).new_initial_state(3)
    at_root = []
    original = TrickState.legal_actions

    def counted(self: TrickState) -> list[Action]:
        if not self.history:  # a determinization of the root position (it has no history)
            at_root.append(1)
        return original(self)

    monkeypatch.setattr(TrickState, "legal_actions", counted)
    agent = ISMCTSAgent(state.game, seed=0, iterations=300)
    root = agent.search(*info_set(state))
    assert agent.last_iterations > 2 * len(root.children)
    assert len(at_root) == len(root.children) + 1

    def check(node, visits: int) -> None:
        for child in node.children.values():
            assert child.visits <= child.avail <= visits
            check(child, child.visits)

    check(root, agent.last_iterations)
    assert any(len(child.children) > len(state.game.new_initial_state(3).hands[1]) for child in root.children.values())


def test_time_budget_and_depth_limit() -> None:
    game = TrickGame()
    state = game.new_initial_state(5)
    agent = make_agent("ismcts:time=0.05,rollout_depth=0,c=1.2", game, seed=1)
    assert decide(agent, state) in state.legal_actions()
    assert agent.last_iterations > 0


def test_a_tiny_time_budget_still_searches_once() -> None:
    state = TrickGame().new_initial_state(5)
    agent = ISMCTSAgent(state.game, seed=1, time=1e-9)
    assert decide(agent, state) in state.legal_actions()
    assert agent.last_iterations >= 1


def test_single_legal_action_needs_no_search() -> None:
    state = _position(hands=[[7], [4]], played=[[9, 3], [1, 8]], deck=[2, 5, 6])
    agent = ISMCTSAgent(TrickGame(), seed=1, iterations=10)
    assert decide(agent, state) == Action("play", card=7)
    assert agent.last_iterations == 0


@pytest.mark.parametrize(
    "spec, message",
    [
        ("ismcts:iterations=0", "integer >= 1"),
        ("ismcts:iterations=2.5", "integer >= 1"),
        ("ismcts:time=0", "number > 0"),
        ("ismcts:time=fast", "number > 0"),
        ("ismcts:rollout_depth=-1", "integer >= 0"),
        ("ismcts:c=-0.1", "number >= 0"),
        # virtual visits are bounded (UCB1's ln table has an entry per possible visit)
        ("ismcts:prior_visits=100000000", "integer from 0 to 10000"),
        ("ismcts:prior_visits=5,prior_bias=20000", "integer from 0 to 10000"),
        ("ismcts:depth=3", "allowed options: iterations, time, rollout_depth, c, prior_visits, seed"),
    ],
)
def test_bad_options_are_rejected(spec: str, message: str) -> None:
    with pytest.raises(AgentSpecError, match=message):
        make_agent(spec, TrickGame())


def test_prior_visits_initialise_every_child_with_the_heuristic() -> None:
    """With ``prior_visits`` the root's children all exist after one iteration, each carrying
    that many virtual visits, and the winning move is still found."""
    state = _position(hands=[[7], [4, 8]], played=[[9, 3], [1]], deck=[2, 5, 6])
    one = ISMCTSAgent(state.game, seed=1, iterations=1, prior_visits=3)
    root = one.search(*info_set(state))
    assert set(root.children) == set(state.legal_actions())
    assert sum(c.visits for c in root.children.values()) == 2 * 3 + 1
    agent = ISMCTSAgent(state.game, seed=1, iterations=300, prior_visits=3)
    assert decide(agent, state) == Action("play", card=4)


class _Valued(TrickState):
    """High Card tricks whose heuristic values a position by seat 0's first card: 0.9 for the
    ``good`` card, -0.5 for any other, 0 before it is played (for every seat alike)."""

    __slots__ = ()
    good = 0
    evaluated: list[int | None] = []

    def evaluate(self) -> list[float]:
        last = self.played[0][0] if self.played[0] else None
        self.evaluated.append(last)
        value = 0.0 if last is None else 0.9 if last == self.good else -0.5
        return [value] * self.game.num_players


def test_prior_children_are_evaluated_only_when_they_win_a_selection(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lazy priors: new children carry their parent's value until one wins a selection; it
    is then evaluated and the selection made again. A heuristic that rates every move like
    the position costs one evaluation beyond the position's own; one that rates every move
    but the last below it evaluates them all, in the first iteration, and goes on to the
    best (as evaluating every child at once would)."""
    state = TrickGame().new_initial_state(4)
    state.__class__ = _Valued
    hand = [a["card"] for a in state.legal_actions()]
    assert state.current_player == 0 and len(hand) >= 3
    monkeypatch.setattr(_Valued, "evaluated", [])
    monkeypatch.setattr(_Valued, "evaluate", lambda self: (self.evaluated.append(1), [0.0, 0.0])[1])
    root = ISMCTSAgent(state.game, seed=1, iterations=1, prior_visits=3).search(*info_set(state))
    assert len(root.children) == len(hand) and len(_Valued.evaluated) == 2
    monkeypatch.undo()
    monkeypatch.setattr(_Valued, "evaluated", [])
    monkeypatch.setattr(_Valued, "good", hand[-1])
    root = ISMCTSAgent(state.game, seed=1, iterations=1, prior_visits=3).search(*info_set(state))
    assert _Valued.evaluated == [None, *hand]
    assert {a["card"]: n.visits for a, n in root.children.items()} == {c: 3 + (c == hand[-1]) for c in hand}


def test_game_search_defaults_fill_unset_options(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's tuned ``search_defaults`` apply where the spec is silent; the spec wins."""
    game = TrickGame()
    monkeypatch.setattr(TrickGame, "search_defaults", {"rollout_depth": 2, "c": 0.3, "time": 0.5})
    agent = make_agent("ismcts", game)
    assert (agent.rollout_depth, agent.c, agent.time_limit) == (2, 0.3, 0.5)
    agent = make_agent("ismcts:iterations=10,c=1.0", game)
    assert (agent.rollout_depth, agent.c, agent.iterations, agent.time_limit) == (2, 1.0, 10, None)


class _Dictator(OneShotGame):
    """Seat 0 and seat 1 pick at once; only seat 1's pick counts: ``give`` is worth +1 to
    both, ``take`` -1 to both."""

    name = "toy-dictator"
    title = "Dictator (test game)"
    choices = (("wait",), ("give", "take"))

    def payoff(self, joint):
        return 1.0 if joint[1]["x"] == "give" else -1.0


class _DictatorState(OneShotState):
    __slots__ = ()

    def returns(self) -> list[float]:
        u = self.outcome or 0.0
        return [u, u]


class _AgainstSeat0(_DictatorState):
    """Seat 1 decides for the dungeon against seat 0, whatever its own return."""

    __slots__ = ()

    def scoring(self, seat: int) -> tuple[int, float]:
        return (0, -1.0) if seat == 1 else (seat, 1.0)


def _pick(state_cls: type) -> str:
    game = _Dictator()
    state = game.new_initial_state(0)
    state.__class__ = state_cls
    table = Table(game, state=state)
    agent = ISMCTSAgent(game, seed=1, iterations=300)
    return str(agent.step(table.view(1), table.sampler(1))["x"])


def test_a_decision_is_scored_by_the_return_it_serves() -> None:
    """``State.scoring`` tells the search whose return a seat's decision serves (Drakborgen's
    monster player plays against the hero, not for its own return)."""
    assert _pick(_DictatorState) == "give"
    assert _pick(_AgainstSeat0) == "take"


class _NoFourGame(TrickGame):
    """The trick game whose search is told never to consider playing the 4."""

    def search_actions(self, state, seat, legal):  # noqa: ANN001, ANN201 - the hook's shape
        return [a for a in legal if a != Action("play", card=4)] or legal


def test_a_decision_is_searched_among_the_games_search_actions() -> None:
    """The position where playing 4 wins: with the 4 left out of the search, the root has no
    child for it and the agent plays the 8, though the 4 stays a legal action."""
    game = _NoFourGame()
    state = _position(hands=[[7], [4, 8]], played=[[9, 3], [1]], deck=[2, 5, 6])
    state.game = game
    assert Action("play", card=4) in state.legal_actions()
    agent = ISMCTSAgent(game, seed=1, iterations=300)
    root = agent.search(*info_set(state))
    assert Action("play", card=4) not in root.children and Action("play", card=8) in root.children
    assert decide(agent, state) == Action("play", card=8)

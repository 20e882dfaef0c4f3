"""Every registered meeple game as an OpenSpiel (pyspiel) Python game.

Importing this module registers ``meeple_<game>`` for each game (``meeple_lords_of_war``,
``meeple_lost_legacy``, ``meeple_ni_no_kuni``, ``meeple_lineage2``, ``meeple_drakborgen``)::

    import pyspiel
    import meeple.adapters.openspiel  # registers the games

    game = pyspiel.load_game("meeple_lost_legacy", {"players": 3, "options": '{"deck": "whitegold-spire"}'})
    # or: meeple.adapters.openspiel.load("lost-legacy", players=3, deck="whitegold-spire")

Parameters: ``players`` (int), ``seed`` (int: the first game's seed; each
``new_initial_state()`` takes the next one) and ``options`` (the game's other options as a JSON
object). What the GameType says, and why (docs/adapters.md):

- dynamics SEQUENTIAL: a meeple simultaneous node is served one seat at a time, lowest seat
  first, and each choice is held back (as the Table does) until all are in, so no state's
  observation or information state shows a pending choice;
- chance SAMPLED_STOCHASTIC: shuffles and dice are drawn inside ``apply`` from the state's own
  RNG; there are no chance nodes, and ``resample_from_infostate`` comes from
  ``State.determinize`` (plus, at a simultaneous node, uniformly random stand-ins for the choices
  other seats have made but the player cannot see);
- information IMPERFECT_INFORMATION; utility ZERO_SUM for Lords of War (returns 1/-1, a draw
  0/0), IDENTICAL for the cooperative Ni no Kuni II, GENERAL_SUM otherwise (several seats can
  lose together); returns lie in [-1, 1]; reward model TERMINAL;
- the information state string is the seat's observation and the narration it has seen (JSON);
  the observation string is the observation alone; the observation tensor is the encoding's
  (meeple.adapters.encoding); no information-state tensor is provided.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel

import meeple
from meeple.adapters.encoding import Encoding, EncodingError, encoding_for
from meeple.core.actions import Action, JointAction
from meeple.core.errors import IllegalActionError
from meeple.core.game import Game
from meeple.core.registry import game_class, game_classes
from meeple.core.state import SIMULTANEOUS, TERMINAL, State

MAX_GAME_LENGTH = 20_000
"""Declared bound on decisions per game: the conformance suite's limit for random play (a game
longer than this fails it), not a proof from the rules."""

RETURN_RANGE = (-1.0, 1.0)
"""Every registered game's returns lie in this range (win 1, loss -1, draws and shared wins
between)."""


def short_name(name: str) -> str:
    """``meeple_lost_legacy`` for ``lost-legacy``."""
    return "meeple_" + name.replace("-", "_")


def _utility(cls: type[Game]) -> pyspiel.GameType.Utility:
    if cls.cooperative:
        return pyspiel.GameType.Utility.IDENTICAL
    if cls.name == "lords-of-war":
        return pyspiel.GameType.Utility.ZERO_SUM
    return pyspiel.GameType.Utility.GENERAL_SUM


def game_type(name: str) -> pyspiel.GameType:
    """The GameType registered for meeple game ``name``."""
    cls = game_class(name)
    default_players = cls.option_defaults().get("players", cls.min_players)
    return pyspiel.GameType(
        short_name=short_name(cls.name),
        long_name=f"meeple {cls.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=_utility(cls),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.max_players,
        min_num_players=cls.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": int(default_players), "seed": 0, "options": "{}"},
    )


class MeepleGame(pyspiel.Game):
    """A meeple game with its options, as a pyspiel Game (subclassed once per meeple game)."""

    meeple_name: str = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        try:
            options = json.loads(params.get("options", "{}"))
        except json.JSONDecodeError as err:
            raise EncodingError(f"parameter 'options' must be a JSON object of game options: {err}") from None
        if not isinstance(options, dict):
            raise EncodingError(f"parameter 'options' must be a JSON object, not {options!r}")
        if "players" in options:
            raise EncodingError("give the player count as the 'players' parameter, not inside 'options'")
        cls = game_class(self.meeple_name)
        players = int(params.get("players", cls.option_defaults().get("players", cls.min_players)))
        self.meeple: Game = meeple.load(self.meeple_name, players=players, **options)
        self.encoding: Encoding = encoding_for(self.meeple)
        self._next_seed = int(params.get("seed", 0))
        cls_type = game_type(self.meeple_name)
        zero_sum = cls_type.utility == pyspiel.GameType.Utility.ZERO_SUM
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_distinct_actions,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=RETURN_RANGE[0],
            max_utility=RETURN_RANGE[1],
            utility_sum=0.0 if zero_sum else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(cls_type, info, {"players": players, "seed": self._next_seed,
                                          "options": json.dumps(options, sort_keys=True)})

    def __deepcopy__(self, memo: dict) -> MeepleGame:
        """The same game object: it holds nothing a copy would need apart (pyspiel copies
        games when its C++ checks take them over)."""
        return self

    def new_initial_state(self, seed: int | None = None) -> MeepleState:
        """A new game: of meeple seed ``seed``, or of the next seed of this game object."""
        if seed is None:
            seed = self._next_seed
            self._next_seed += 1
        return MeepleState(self, self.meeple.new_initial_state(seed))

    def make_py_observer(self, iig_obs_type: pyspiel.IIGObservationType | None = None,
                         params: dict[str, Any] | None = None) -> MeepleObserver:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        return MeepleObserver(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))


class _SeatView:
    """What one seat may know of an adapter state: the parts of a View the encoding reads
    (``seat``, ``game``, ``observation``), from ``state.observation(seat)``."""

    __slots__ = ("seat", "game", "_state", "_obs")

    def __init__(self, state: State, seat: int) -> None:
        self.seat = seat
        self.game = state.game
        self._state = state
        self._obs: dict[str, Any] | None = None

    @property
    def observation(self) -> dict[str, Any]:
        if self._obs is None:
            self._obs = self._state.observation(self.seat)
        return self._obs


class _Core:
    """A meeple State and the pending simultaneous choices. pyspiel clones a Python state by
    deep-copying each of its attributes; this one copies as ``State.clone`` does (fast, and
    sharing the immutable actions and content)."""

    __slots__ = ("state", "pending")

    def __init__(self, state: State, pending: dict[int, Action]) -> None:
        self.state = state
        self.pending = pending

    def __deepcopy__(self, memo: dict) -> _Core:
        return _Core(self.state.clone(), dict(self.pending))


class MeepleState(pyspiel.State):
    """One position: a meeple State plus the choices already made at a simultaneous node
    (held back, as the Table holds them, until every seat has chosen)."""

    def __init__(self, game: MeepleGame, state: State, pending: dict[int, Action] | None = None) -> None:
        super().__init__(game)
        self._game = game
        self._core = _Core(state, pending or {})

    @property
    def meeple_state(self) -> State:
        return self._core.state

    @property
    def _pending(self) -> dict[int, Action]:
        return self._core.pending

    # ---------------------------------------------------------------- pyspiel API
    def current_player(self) -> int:
        s = self.meeple_state
        cp = s.current_player
        if cp >= 0:
            return cp
        if cp == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return min(s.acting() - self._pending.keys())

    def _legal(self, player: int) -> list[Action]:
        s = self.meeple_state
        cp = s.current_player
        if cp == player:
            return s.legal_actions()
        if cp == SIMULTANEOUS and player in s.acting() and player not in self._pending:
            return s.legal_actions_for(player)
        return []

    def _legal_actions(self, player: int) -> list[int]:
        if self.is_terminal() or player != self.current_player():
            return []
        index = self._game.encoding.actions.index
        return sorted(index(a) for a in self._legal(player))

    def _apply_action(self, action: int) -> None:
        if self.is_terminal():
            raise IllegalActionError(f"the game is over; action {action} cannot be applied")
        player = self.current_player()
        act = self._game.encoding.action(int(action))
        if act not in self._legal(player):
            raise IllegalActionError(f"illegal action {act.text()!r} ({action}) for player {player}")
        s = self.meeple_state
        if s.current_player >= 0:
            s.apply_legal(act)
            return
        self._pending[player] = act
        if len(self._pending) == len(s.simultaneous_seats()):
            joint = JointAction(self._pending)
            self._core.pending = {}
            s.apply_legal(joint)

    def _action_to_string(self, player: int, action: int) -> str:
        return self._game.encoding.action(int(action)).text()

    def is_terminal(self) -> bool:
        return self.meeple_state.is_terminal

    def returns(self) -> list[float]:
        return [float(r) for r in self.meeple_state.returns()]

    def rewards(self) -> list[float]:
        return self.returns() if self.is_terminal() else [0.0] * self._game.num_players()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> MeepleState:
        """A state drawn from ``player_id``'s information set: ``determinize`` with an RNG
        seeded from ``probability_sampler``; choices other seats have made at this
        simultaneous node are replaced by uniformly random legal ones (the player cannot see
        them), and the player's own choice is kept (it knows it). Raises
        :class:`EncodingError` for a player id outside the game's seats."""
        n = self._game.num_players()
        if type(player_id) is not int or not 0 <= player_id < n:
            raise EncodingError(f"resample_from_infostate needs a player 0 to {n - 1}, not {player_id!r}")
        rng = random.Random(int(probability_sampler() * 2**53))
        det = self.meeple_state.determinize(player_id, rng)
        pending = {seat: act if seat == player_id else rng.choice(det.legal_actions_for(seat))
                   for seat, act in sorted(self._pending.items())}
        return MeepleState(self._game, det, pending)

    def __str__(self) -> str:
        return json.dumps(self.meeple_state.observation(None), sort_keys=True)

    # ---------------------------------------------------------------- for drivers
    def view_of(self, seat: int) -> _SeatView:
        return _SeatView(self.meeple_state, seat)


class MeepleObserver:
    """Observer (OpenSpiel's PyObserver interface): ``tensor`` (the encoding's observation
    tensor, section views in ``dict``) and ``string_from`` (JSON of the seat's observation;
    with perfect recall also the narration the seat has seen)."""

    def __init__(self, game: MeepleGame, iig_obs_type: pyspiel.IIGObservationType) -> None:
        self._encoding = game.encoding
        self._recall = iig_obs_type.perfect_recall
        self.tensor = np.zeros(self._encoding.observation_size, np.float32)
        self.dict = {name: self.tensor[off:off + n] for name, off, n, _ in self._encoding.layout.rows()}

    def set_from(self, state: MeepleState, player: int) -> None:
        self.tensor[:] = self._encoding.observation_tensor(state.view_of(player))

    def string_from(self, state: MeepleState, player: int) -> str:
        s = state.meeple_state
        parts: list[Any] = [player, s.observation(player)]
        if self._recall:
            parts.append(s.events_for(player))
        return json.dumps(parts, sort_keys=True, separators=(",", ":"))


def _register(name: str) -> None:
    cls = type(f"Meeple{name.title().replace('-', '')}Game", (MeepleGame,), {"meeple_name": name})
    pyspiel.register_game(game_type(name), cls)


def register_all() -> list[str]:
    """Register every meeple game not yet registered with pyspiel; returns the short names."""
    known = set(pyspiel.registered_names())
    out = []
    for name in game_classes():
        short = short_name(name)
        if short not in known:
            _register(name)
        out.append(short)
    return out


def load(name: str, seed: int = 0, **options: Any) -> MeepleGame:
    """``pyspiel.load_game`` of meeple game ``name`` with ``options`` (``players`` among them)."""
    cls = game_class(name)
    players = options.pop("players", cls.option_defaults().get("players", cls.min_players))
    return pyspiel.load_game(short_name(cls.name), {"players": int(players), "seed": int(seed),
                                                     "options": json.dumps(options, sort_keys=True)})


class MeepleAgentBot(pyspiel.Bot):
    """A meeple agent (a spec: ``random``, ``greedy``, ``ismcts:iterations=200``, ...) as a pyspiel Bot:
    it decides from the seat's View and determinizations of its information set, through a
    Table that follows the game's actions (``inform_action``/``step``)."""

    def __init__(self, game: MeepleGame, spec: str, seat: int, seed: int | None = None) -> None:
        from meeple.agents.specs import make_agent

        super().__init__()
        self._game = game
        self._seat = seat
        self._agent = make_agent(spec, game.meeple, seed=seed)
        self._table = None

    def restart_at(self, state: MeepleState) -> None:
        from meeple.core.table import Table

        if state._pending:
            raise EncodingError("a meeple bot cannot start at a simultaneous node with choices already made")
        self._table = Table(self._game.meeple, 0, state=state.meeple_state.clone())

    def inform_action(self, state: MeepleState, player_id: int, action: int) -> None:
        self._table.act(player_id, self._game.encoding.action(int(action)))

    def step(self, state: MeepleState) -> int:
        table = self._table
        seat = state.current_player()
        action = self._agent.step(table.view(seat), table.sampler(seat))
        table.act(seat, action)
        return self._game.encoding.index(action)

    def restart(self) -> None:
        self._table = None


def _restartable(cls: type) -> type:
    """``cls`` with no-op ``restart_at``/``inform_action``: OpenSpiel's Python search bots keep
    nothing between moves (each ``step`` searches afresh), but do not implement ``restart_at``,
    which ``evaluate_bots`` calls."""

    def restart_at(self: Any, state: Any) -> None:
        pass

    def inform_action(self: Any, state: Any, player_id: int, action: int) -> None:
        pass

    return type(f"Restartable{cls.__name__}", (cls,), {"restart_at": restart_at, "inform_action": inform_action})


def ismcts_bot(game: MeepleGame, iterations: int, seed: int = 0, uct_c: float = 1.0,
               rollouts: int = 1) -> pyspiel.Bot:
    """OpenSpiel's Python ISMCTS bot (random-rollout evaluator) with ``iterations`` simulations
    per decision, usable with ``evaluate_bots``."""
    from open_spiel.python.algorithms import ismcts, mcts

    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(rollouts, rng)
    return _restartable(ismcts.ISMCTSBot)(game, evaluator, uct_c, iterations, random_state=rng)


def mcts_bot(game: MeepleGame, iterations: int, seed: int = 0, uct_c: float = 1.0, rollouts: int = 1) -> pyspiel.Bot:
    """OpenSpiel's Python MCTS bot, usable with ``evaluate_bots``. It searches the true state,
    hidden cards and the state's RNG included (perfect-information MCTS: a cheating baseline)."""
    from open_spiel.python.algorithms import mcts

    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(rollouts, rng)
    return _restartable(mcts.MCTSBot)(game, uct_c, iterations, evaluator, solve=False, random_state=rng)


register_all()

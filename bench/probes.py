"""The bench's measurements ("probes"), each timing one thing for about ``seconds``.

Imported by ``bench/run.py`` (in-process figures and yardsticks), and run as a worker script
to time a meeple checkout in a fresh process (``--base``)::

    PYTHONPATH=<checkout>/src python bench/probes.py <probe> <game> <seconds> ['{"<game>": {options}}']

prints one JSON object (the optional JSON: options to load the game with, ``OPTIONS``). The meeple probes use only what every version of meeple since the
baseline commit has (``meeple.load``, ``legal_actions``, ``apply_legal``, ``ISMCTSAgent``), and
reach the ISMCTS search through a Table's sampler when the checkout has one.

Every probe returns ``{"count": n, "seconds": s, ...}``: n units (decisions, iterations,
operations) in s seconds of timed work; untimed set-up (dealing a new game) is left out.
"""

from __future__ import annotations

import json
import random
import sys
import time
import types
from collections.abc import Callable
from typing import Any

Probe = Callable[..., dict[str, Any]]


def _meeple_game(name: str) -> Any:
    if name == "leduc":
        from tests.leduc import LeducGame

        return LeducGame()
    if name == "toy":
        from tests.toygame import ToyGame

        return ToyGame()
    import meeple

    game = meeple.load(name)
    pinned = {k: v for k, v in OPTIONS.get(name, {}).items() if k in type(game).Options.model_fields}
    return meeple.load(name, **pinned) if pinned else game


OPTIONS: dict[str, dict[str, Any]] = {}
"""Game options the probes load a game with instead of its defaults, by game name (the worker's
fourth argument, JSON). An option the checkout's game does not have is left out: before it
existed, the game played as the pinned value does (``bench/run.py``'s ``PINNED``)."""


def _joint(state: Any, rng: random.Random) -> Any:
    from meeple.core.actions import JointAction

    choices = {}
    for seat in sorted(state.simultaneous_seats()):
        options = state.legal_actions_for(seat)
        choices[seat] = options[rng.randrange(len(options))]
    return JointAction(choices)


# --- meeple ------------------------------------------------------------------------------


def random_playouts(name: str, seconds: float) -> dict[str, Any]:
    """Whole games of uniformly random legal actions on States. The clock runs from the first
    decision to the end: ``new_initial_state`` (the deal) is untimed, as the yardsticks' deals
    are. A decision is one applied action (a simultaneous node's joint choice counts once)."""
    game = _meeple_game(name)
    rng = random.Random(0)
    clock = time.perf_counter
    elapsed = 0.0
    decisions = games = 0
    seed = 10**6
    while elapsed < seconds or games < 2:
        state = game.new_initial_state(seed)
        seed += 1
        start = clock()
        n = 0
        while not state.is_terminal:
            state.apply_legal(_random_action(state, rng))
            n += 1
        elapsed += clock() - start
        decisions += n
        games += 1
    return {"count": decisions, "seconds": elapsed, "games": games}


def _random_action(state: Any, rng: random.Random) -> Any:
    """A uniformly random legal action, or joint choice at a simultaneous node (-2)."""
    if state.current_player == -2:
        return _joint(state, rng)
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def search_positions(game: Any, count: int = 3) -> list[Any]:
    """The opening and the positions a third and two thirds into one random game (seed 7)."""
    rng = random.Random(1)
    state = game.new_initial_state(7)
    actions = []
    while not state.is_terminal:
        actions.append(_random_action(state, rng))
        state.apply_legal(actions[-1])
    positions = []
    for k in range(count):
        state = game.new_initial_state(7)
        for action in actions[: len(actions) * k // count]:
            state.apply_legal(action)
        positions.append(state)
    return positions


def ismcts(name: str, seconds: float) -> dict[str, Any]:
    """ISMCTS iterations at the game's real defaults: ``ISMCTSAgent(game, time=t)`` (only a
    budget), searching each search position for a third of ``seconds`` through the Table's
    sampler (the driver's path), or ``agent.search(state)`` on a checkout without a Table."""
    from meeple.agents.ismcts import ISMCTSAgent

    game = _meeple_game(name)
    positions = search_positions(game)
    try:
        from meeple.core.table import Table
    except ImportError:
        Table = None  # noqa: N806 - a checkout from before the Table
    iterations = 0
    elapsed = 0.0
    for state in positions:
        agent = ISMCTSAgent(game, seed=0, time=seconds / len(positions))
        if Table is None:
            agent.search(state)
        else:
            seat = min(state.acting())
            agent.search(Table(game, state=state).sampler(seat), seat)
        iterations += agent.last_iterations
        elapsed += agent.last_seconds
    return {"count": iterations, "seconds": elapsed}


def _positions_for(name: str, count: int = 8) -> tuple[Any, list[Any]]:
    game = _meeple_game(name)
    rng = random.Random(2)
    out = []
    seed = 0
    while len(out) < count:
        state = game.new_initial_state(seed)
        seed += 1
        states = []
        while not state.is_terminal:
            if state.current_player >= 0:
                states.append(state.clone())
            if state.current_player == -2:
                state.apply_legal(_joint(state, rng))
            else:
                legal = state.legal_actions()
                state.apply_legal(legal[rng.randrange(len(legal))])
        out += [states[len(states) * k // 4] for k in range(4) if states]
    return game, out[:count]


def _per_op(op: Callable[[Any], Any], positions: list[Any], seconds: float) -> dict[str, Any]:
    clock = time.perf_counter
    n = 0
    start = clock()
    while True:
        for s in positions:
            op(s)
        n += len(positions)
        now = clock()
        if now - start >= seconds:
            return {"count": n, "seconds": now - start}


def clone(name: str, seconds: float) -> dict[str, Any]:
    """``state.clone()`` on positions of random games."""
    _, positions = _positions_for(name)
    return _per_op(lambda s: s.clone(), positions, seconds)


def determinize(name: str, seconds: float) -> dict[str, Any]:
    """``state.determinize(seat, rng)`` for the seat to act, on the same positions."""
    _, positions = _positions_for(name)
    rng = random.Random(5)
    return _per_op(lambda s: s.determinize(s.current_player, rng), positions, seconds)


# --- yardsticks --------------------------------------------------------------------------


def liars_poker(_: str, seconds: float) -> dict[str, Any]:
    """OpenSpiel's pure-Python ``python_liars_poker`` (2 players, hand length 10, 10 digits):
    its 20 dealing chance steps are applied before the clock starts (as meeple's deal is), then
    uniformly random legal actions to the end; every action after the deal is a decision."""
    import pyspiel
    from open_spiel.python.games import liars_poker as _lp  # noqa: F401  (registers the game)

    return _openspiel_playouts(pyspiel.load_game("python_liars_poker"), seconds)


def _openspiel_playouts(game: Any, seconds: float) -> dict[str, Any]:
    rng = random.Random(0)
    clock = time.perf_counter
    elapsed = 0.0
    decisions = games = chance_in_play = 0
    while elapsed < seconds or games < 2:
        state = game.new_initial_state()
        while state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        start = clock()
        n = 0
        while not state.is_terminal():
            if state.is_chance_node():  # a chance step during play: timed, not counted
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, probs)[0])
                chance_in_play += 1
                continue
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            n += 1
        elapsed += clock() - start
        decisions += n
        games += 1
    return {"count": decisions, "seconds": elapsed, "games": games, "chance_in_play": chance_in_play}


def _leduc_pair(seed: int, depth: int) -> tuple[Any, Any, Any]:
    """The same Leduc position on meeple and on OpenSpiel: seed ``seed``'s deal, then ``depth``
    random decisions (the public card too, if they reach the second round)."""
    import pyspiel

    from tests.leduc import KINDS, LeducGame

    game = LeducGame()
    spiel = pyspiel.load_game("leduc_poker")
    state = game.new_initial_state(seed)
    other = spiel.new_initial_state()
    for card in state.cards:
        other.apply_action(card)
    rng = random.Random(seed)
    for _ in range(depth):
        legal = [a for a in state.legal_actions() if a.kind != "fold"]
        action = legal[rng.randrange(len(legal))]
        state.apply_legal(action)
        other.apply_action(KINDS[action.kind])
        if other.is_chance_node():
            other.apply_action(state.public)
        if state.is_terminal:
            break
    return game, state, (spiel, other)


LEDUC_POSITIONS = [(seed, depth) for seed in range(4) for depth in (0, 1, 2)]
"""Leduc search positions: four deals, at the first decision and one and two decisions in."""


def leduc_ismcts(_: str, seconds: float) -> dict[str, Any]:
    """meeple's ISMCTS at its defaults (``ISMCTSAgent(game, time=t)``) on the test-only Leduc,
    through a Table's sampler, on :data:`LEDUC_POSITIONS`."""
    from meeple.agents.ismcts import ISMCTSAgent
    from meeple.core.table import Table

    iterations = 0
    elapsed = 0.0
    for seed, depth in LEDUC_POSITIONS:
        game, state, _ = _leduc_pair(seed, depth)
        agent = ISMCTSAgent(game, seed=0, time=seconds / len(LEDUC_POSITIONS))
        seat = state.current_player
        agent.search(Table(game, state=state).sampler(seat), seat)
        iterations += agent.last_iterations
        elapsed += agent.last_seconds
    return {"count": iterations, "seconds": elapsed}


def openspiel_leduc_ismcts(_: str, seconds: float) -> dict[str, Any]:
    """OpenSpiel's Python ``ISMCTSBot`` on its C++ ``leduc_poker``, one random rollout per leaf
    (``RandomRolloutEvaluator(n_rollouts=1)``), ``uct_c=2``, unlimited world samples, on the
    same positions as :func:`leduc_ismcts`; each search runs a fixed number of simulations,
    sized from a first short search so that it takes about its share of ``seconds``."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts as spiel_ismcts
    from open_spiel.python.algorithms import mcts

    iterations = 0
    elapsed = 0.0
    share = seconds / len(LEDUC_POSITIONS)
    for seed, depth in LEDUC_POSITIONS:
        _, _, (spiel, state) = _leduc_pair(seed, depth)

        def search(n: int) -> float:
            evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
            bot = spiel_ismcts.ISMCTSBot(spiel, evaluator, uct_c=2.0, max_simulations=n,
                                         random_state=np.random.RandomState(0))
            start = time.perf_counter()
            bot.run_search(state)
            return time.perf_counter() - start

        n = max(50, int(200 * share / max(search(200), 1e-6)))
        iterations += n
        elapsed += search(n)
    return {"count": iterations, "seconds": elapsed}


def _stub_telebot() -> None:
    """Minimal ``telebot.types`` keyboard classes, for when pyTelegramBotAPI is absent."""
    try:
        import telebot  # noqa: F401
        return
    except ImportError:
        pass

    class ReplyKeyboardMarkup:
        def __init__(self, row_width: int = 3) -> None:
            self.row_width, self.keyboard = row_width, []

        def add(self, *buttons: object) -> None:
            self.keyboard.append(list(buttons))

    class KeyboardButton:
        def __init__(self, text: str) -> None:
            self.text = text

    class ReplyKeyboardRemove:
        def __init__(self, selective: bool | None = None) -> None:
            self.selective = selective

    telebot = types.ModuleType("telebot")
    telebot.types = types.SimpleNamespace(  # type: ignore[attr-defined]
        ReplyKeyboardMarkup=ReplyKeyboardMarkup, KeyboardButton=KeyboardButton, ReplyKeyboardRemove=ReplyKeyboardRemove
    )
    sys.modules["telebot"] = telebot
    sys.modules["telebot.types"] = telebot.types  # type: ignore[assignment]


def _import_love_letter() -> tuple[type, type]:
    """The package's Game and User classes. It calls ``gettext.install(codeset=...)``, an
    argument Python 3.11 removed, so that argument is dropped while it is imported."""
    import gettext

    _stub_telebot()
    install = gettext.install
    gettext.install = lambda domain, localedir=None, codeset=None, **kw: install(domain, localedir, **kw)
    try:
        from loveletter.game import Game as LoveLetterGame
        from loveletter.users import User
    finally:
        gettext.install = install
    return LoveLetterGame, User


def love_letter(_: str, seconds: float, players: int = 2) -> dict[str, Any]:
    """The ``loveletter`` PyPI package's 2-player round (a Telegram bot's table; its messages go
    to a no-op bot). The deal (``start``) is untimed; its draws during play are timed, as
    meeple's are."""
    LoveLetterGame, User = _import_love_letter()

    class SilentBot:
        def send_message(self, *args: object, **kwargs: object) -> None:
            pass

    guesses = [card.name for card in LoveLetterGame.card_types[:-1]]
    countess = LoveLetterGame.card_types[1]
    forced = (LoveLetterGame.card_types[2], LoveLetterGame.card_types[3])  # King, Prince
    random.seed(0)  # the package draws from the global RNG
    failures = 0

    clock = time.perf_counter
    elapsed = 0.0
    decisions = games = 0
    while elapsed < seconds or games < 2:
        bot = SilentBot()
        table = LoveLetterGame(bot)
        for i in range(players):
            table.users.add(User(f"p{i}", i, bot, table))
        table.start()
        start = clock()
        table.start_turn()
        n = 0
        try:
            while table.state != "game_over":
                dealer = table.dealer
                if table.state == "select_card":
                    held = (dealer.card, dealer.new_card)
                    if any(isinstance(c, countess) for c in held) and any(isinstance(c, forced) for c in held):
                        held = tuple(c for c in held if isinstance(c, countess))  # the rule it enforces
                    table.select_card(random.choice(held).name)
                elif table.state == "select_victim":
                    victims = table.users.get_victims(dealer)
                    if table.can_choose_yourself:
                        victims.append(dealer.name)
                    table.select_victim(random.choice(victims))
                elif table.state == "guess_card":
                    table.guess_card(random.choice(guesses))
                elif table.state == "change_turn":
                    table.start_turn()
                    continue
                n += 1
        except (IndexError, AttributeError):  # the package's own end-of-deck bugs
            failures += 1
        elapsed += clock() - start
        decisions += n
        games += 1
    return {"count": decisions, "seconds": elapsed, "games": games, "failures": failures}


PROBES: dict[str, Probe] = {
    "love_letter": love_letter,
    "random": random_playouts, "ismcts": ismcts, "clone": clone, "determinize": determinize,
    "liars_poker": liars_poker, "leduc_ismcts": leduc_ismcts, "openspiel_leduc_ismcts": openspiel_leduc_ismcts,
}


def main() -> None:
    probe, name, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    if len(sys.argv) > 4:
        OPTIONS.update(json.loads(sys.argv[4]))
    fn = PROBES[probe]
    fn(name, min(seconds, 0.2))  # warm up (imports, caches) before the timed run
    print(json.dumps(fn(name, seconds)))


if __name__ == "__main__":
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.leduc, tests.toygame
    main()

"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE Trans. Comp. Intelligence and AI in Games 4(2), 2012 (Algorithm 2).

One tree is grown for the deciding player's information set. Every iteration:

1. *determinize*: sample a full state consistent with what the deciding player knows
   (``state.determinize(player, rng)``);
2. *select*: descend the tree along actions legal in that determinization, choosing by UCB1
   with availability counts, ``w/n + c*sqrt(ln(avail)/n)``, where ``avail`` counts the
   iterations in which the child's action was legal when its parent was reached;
3. *expand*: add one child for an untried legal action (with ``prior_visits``: a child for
   every untried action, each valued lazily, see ``ISMCTSAgent``);
4. *simulate*: play uniformly random legal actions to the end (or for ``rollout_depth``
   actions, then take ``state.evaluate()``);
5. *back up*: every node on the path adds the reward of the player who chose the action
   leading to it (or, where the rules make a seat decide for someone else, the return that
   decision serves: ``state.scoring(seat)``, e.g. Drakborgen's monster player playing against
   the hero). Returns in [-1, 1] are mapped to [0, 1], the scale ``c`` is tuned for.

The search stops early once the most visited root action can no longer be overtaken within
the remaining budget (it would be chosen anyway), which saves time on clear decisions.

The tree's edges are actions of every player (opponents' decisions included), so it works
for any number of players; cooperative games simply share their returns. The chosen action
is the most visited child of the root.

Simultaneous nodes (every acting seat chooses in secret) are searched as in SM-MCTS with
regret matching (Lisý, Kovařík, Lanctot & Bošanský, "Convergence of Monte Carlo Tree Search
in Simultaneous Move Games", NIPS 2013): each acting seat has its own regret-matching bandit
at the node and picks from it without seeing the others' picks, so no seat's choice can
depend on another's at that node. A seat samples from its regret-matching strategy mixed
with ``gamma`` uniform exploration; the reward of the joint outcome updates every action's
regret with an importance-sampled estimate. At the root such a node is answered with an
action sampled from the search's average strategy (a mixed strategy, which a most-visited
choice can never be).
"""

from __future__ import annotations

import gc
import math
import random
import threading
import time
from typing import Any

from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.core.actions import JointAction
from meeple.core.game import Game
from meeple.core.state import SIMULTANEOUS, State
from meeple.core.table import Sampler
from meeple.core.view import View

GAMMA = 0.05
"""Uniform exploration mixed into regret matching at simultaneous nodes."""

MAX_VIRTUAL = 10_000
"""The most virtual visits ``prior_visits``, ``prior_bias`` and ``opponent_bias`` may each give."""

_LN: list[float] = [-math.inf]
"""``_LN[n]`` is ``math.log(n)`` (the same float): UCB1's ln(avail) read off a table, which
costs a fraction of the call at every child of every selection. Never changed once made (grown
into a new list by :func:`_ln_table`), so a running search keeps its own."""

_LN_KEPT = 1 << 16
"""Entries of :data:`_LN` kept after a search (a long one grows it by one per iteration)."""


def _ln_table(n: int) -> list[float]:
    """A table of ``math.log(k)`` for every ``k < n`` at least (see :data:`_LN`)."""
    global _LN
    table = _LN
    if len(table) < n:
        table = _LN = table + list(map(math.log, range(len(table), max(n, 2 * len(table)))))
    return table


def _ln_trim() -> None:
    global _LN
    if len(_LN) > _LN_KEPT:
        _LN = _LN[:_LN_KEPT]


SEARCH_GC_THRESHOLD = 20_000
"""The cyclic collector's young-generation threshold during a search (Python's default: 700)."""


class _SearchCollector:
    """The cyclic collector's settings while searches run (``with _SEARCH_COLLECTOR:``).

    Left at its defaults, the collector walks the program's containers again and again during
    a search: every iteration leaves a tree node behind and the games' caches of actions and
    events grow, so the young generation fills every few dozen iterations and the older ones
    are walked in turn (some 3% of an iteration's instructions in Ni no Kuni, more of its time:
    a walk is cache misses). None of it is garbage, and a search makes no cycles of its own:
    the tree and the states are freed by reference counting once the decision is made. So
    while a search runs, the objects made before it are frozen (``gc.freeze``: left out of
    collections) and a young collection waits for :data:`SEARCH_GC_THRESHOLD` new containers.
    Both are undone when the last running search ends (searches may nest or run in threads),
    also when it raises. Cyclic garbage a game makes is still collected during a search (with
    at most that many new containers waiting) and after it. Nothing is frozen if something
    else froze objects already (its ``gc.unfreeze`` is its own) or the collector is off."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running = 0
        self._saved: tuple[bool, tuple[int, ...]] = (False, gc.get_threshold())

    def __enter__(self) -> None:
        with self._lock:
            if not self._running:
                freeze = gc.isenabled() and not gc.get_freeze_count()
                thresholds = gc.get_threshold()
                if freeze:
                    gc.freeze()
                if thresholds[0]:  # 0: automatic collection is off, and stays so
                    gc.set_threshold(max(thresholds[0], SEARCH_GC_THRESHOLD), *thresholds[1:])
                self._saved = (freeze, thresholds)
            self._running += 1

    def __exit__(self, *exc: object) -> None:
        with self._lock:
            self._running -= 1
            if not self._running:
                freeze, thresholds = self._saved
                gc.set_threshold(*thresholds)
                if freeze:
                    gc.unfreeze()


_SEARCH_COLLECTOR = _SearchCollector()


class _Node:
    """A tree node: the position reached by ``action``, chosen by ``player``. At a
    simultaneous node ``bandits`` holds one regret-matching bandit per acting seat and
    ``children`` is keyed by the joint choice.

    ``legal`` and ``kids`` cache the last legal list seen here once every action in it has a
    child, ``kids[i]`` being the child of ``legal[i]``: a determinization giving the same list
    (the usual case, and always at the root) selects without hashing an action.

    With prior visits, ``value`` is the heuristic value (one float per seat) of the position
    reached, once evaluated; a child not evaluated yet (None) carries its parent's value as a
    guess until it first wins a selection (see ``ISMCTSAgent``)."""

    __slots__ = ("children", "visits", "reward", "avail", "player", "sign", "bandits", "legal", "kids", "value")

    def __init__(self, player: int, sign: float = 1.0) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.reward = 0.0  # sum of the acting player's rewards, each in [0, 1]
        self.avail = 1
        self.player = player  # whose return the action leading here is scored by ...
        self.sign = sign  # ... and with which sign (see State.scoring)
        self.bandits: dict[int, _Bandit] | None = None
        self.legal: list[Action] | None = None
        self.kids: list[_Node] | None = None
        self.value: list[float] | None = None


class _Bandit:
    """Regret matching for one seat at one simultaneous node. ``regret`` and ``total`` (the
    cumulated regret-matching strategy, whose normalisation is the average strategy) are
    keyed by action; actions unavailable in a determinization are left out of that round.
    Rewards are taken relative to their running mean (``baseline``): that leaves the expected
    regrets unchanged and cuts the variance of the importance-sampled estimates."""

    __slots__ = ("regret", "total", "baseline", "count")

    def __init__(self) -> None:
        self.regret: dict[Action, float] = {}
        self.total: dict[Action, float] = {}
        self.baseline = 0.5
        self.count = 0

    def strategy(self, legal: list[Action]) -> list[float]:
        """The regret-matching strategy over ``legal`` (uniform when no regret is positive)."""
        regret = self.regret
        positive = [max(regret.get(a, 0.0), 0.0) for a in legal]
        norm = sum(positive)
        if norm <= 0.0:
            return [1.0 / len(legal)] * len(legal)
        return [x / norm for x in positive]

    def sample(self, legal: list[Action], rng: random.Random) -> tuple[int, list[float]]:
        """Index of the chosen action and the exploring strategy it was drawn from."""
        pure = self.strategy(legal)
        total = self.total
        for a, p in zip(legal, pure, strict=True):
            total[a] = total.get(a, 0.0) + p
        n = len(legal)
        mixed = [(1.0 - GAMMA) * p + GAMMA / n for p in pure]
        x = rng.random()
        for i, p in enumerate(mixed):
            x -= p
            if x < 0.0:
                return i, mixed
        return n - 1, mixed

    def update(self, legal: list[Action], chosen: int, mixed: list[float], reward: float) -> None:
        """Regret update from one sampled outcome: estimate reward/p for the chosen action."""
        regret = self.regret
        x = reward - self.baseline
        for i, a in enumerate(legal):
            estimate = x / mixed[i] if i == chosen else 0.0
            regret[a] = regret.get(a, 0.0) + estimate - x
        self.count += 1
        self.baseline += (reward - self.baseline) / self.count

    def average(self, legal: list[Action]) -> list[float]:
        """The average strategy over ``legal`` (uniform before any iteration)."""
        weights = [self.total.get(a, 0.0) for a in legal]
        norm = sum(weights)
        return [w / norm for w in weights] if norm > 0 else [1.0 / len(legal)] * len(legal)


class ISMCTSAgent(Agent):
    """SO-ISMCTS. Options (all keyword):

    - ``iterations``: iterations per decision (int >= 1). When set, the search is exactly
      reproducible for a given ``seed``; ``time`` then caps it only if also given.
    - ``time``: seconds of search per decision (> 0, default 1.0) when ``iterations`` is unset.
    - ``rollout_depth``: maximum random actions per simulation (int >= 0); at the limit the
      position is scored by ``state.evaluate()``. Default: play to the end.
    - ``c``: UCB1 exploration constant (>= 0, default 0.7).
    - ``prior_visits``: heuristic node initialisation (int >= 0, default 0 = off). Each child
      starts with that many virtual visits at ``state.evaluate()`` after its action (Gelly &
      Silver's prior knowledge), so the search tries the heuristically good moves of both
      sides first. Children are evaluated lazily: a new child first carries its parent's
      value, and is evaluated only when it wins a selection with that guess, after which the
      selection is made again with its true value. Children that never look worth trying are
      never evaluated (in Lords of War most are, e.g. every card of a hand before it is placed
      is worth what the position is).
    - ``prior_bias``: progressive bias from a policy the game offers (int >= 0, default 0 =
      off; needs ``prior_visits`` >= 1). Opt-in per game: the game declares
      ``search_preference(state, legal) -> Action | None``, say the action its greedy policy
      would take in that determinization. When a node of the searching seat's decisions gets
      its children, the preferred one gets ``prior_bias`` more virtual visits, each a win, so
      the search starts from that policy's play and leaves it where the tree shows a better
      move. ``opponent_bias`` (the same, default 0) does it at the other seats' decisions:
      a large value models the opponents as that policy. A game without the hook refuses both.
    - The actions searched: a game may declare ``search_actions(state, seat, legal) ->
      list[Action]``, a non-empty subset of ``legal`` that ``seat`` may decide from its own
      information (say, a few prices out of every integer, or no offer a buyer would never
      take). The tree's decisions, sequential or simultaneous, and so the agent's choice, are
      made among those; rollouts still draw from every legal action. Without the hook every
      legal action is searched.
    - ``seed``: seed of the agent's RNG (determinizations and rollouts).

    Options not given fall back on the game's ``search_defaults`` (tuned per game), then on
    the defaults above. Raises :class:`AgentSpecError` for an unknown option or a bad value.
    """

    name = "ismcts"
    OPTIONS = ("iterations", "time", "rollout_depth", "c", "prior_visits", "seed", "prior_bias", "opponent_bias")

    def __init__(self, game: Game, seed: int | None = None, **options: Any) -> None:
        if "time" not in options and "iterations" not in options:
            options = {**game.search_defaults, **options}
        else:
            budget = {"time", "iterations"}
            options = {**{k: v for k, v in game.search_defaults.items() if k not in budget}, **options}
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            raise AgentSpecError(
                f"unknown option(s) {', '.join(unknown)} for agent 'ismcts'; allowed options: {', '.join(self.OPTIONS)}"
            )
        if "seed" in options:
            seed = _int_option("seed", options["seed"], minimum=None)
        super().__init__(game, seed=seed)
        self.iterations: int | None = None
        if options.get("iterations") is not None:
            self.iterations = _int_option("iterations", options["iterations"], minimum=1)
        self.time_limit: float | None = None
        if options.get("time") is not None:
            self.time_limit = _float_option("time", options["time"], positive=True)
        elif self.iterations is None:
            self.time_limit = 1.0
        self.rollout_depth: int | None = None
        if options.get("rollout_depth") is not None:
            self.rollout_depth = _int_option("rollout_depth", options["rollout_depth"], minimum=0)
        self.c = _float_option("c", options.get("c", 0.7), positive=False)
        # Virtual visits are bounded: UCB1's ln(avail) table holds one entry per possible visit.
        self.prior_visits = _int_option("prior_visits", options.get("prior_visits", 0), minimum=0, maximum=MAX_VIRTUAL)
        self.prior_bias = _int_option("prior_bias", options.get("prior_bias", 0), minimum=0, maximum=MAX_VIRTUAL)
        self.opponent_bias = _int_option("opponent_bias", options.get("opponent_bias", 0), minimum=0,
                                         maximum=MAX_VIRTUAL)
        self.preference = None
        if self.prior_bias or self.opponent_bias:
            name = "prior_bias" if self.prior_bias else "opponent_bias"
            self.preference = getattr(game, "search_preference", None)
            if self.preference is None:
                raise AgentSpecError(
                    f"ismcts option {name!r} needs a game that offers search_preference; {game.name} does not"
                )
            if not self.prior_visits:
                raise AgentSpecError(f"ismcts option {name!r} needs prior_visits >= 1")
        self.candidates = getattr(game, "search_actions", None)
        self.last_iterations = 0
        self.last_seconds = 0.0

    def step(self, view: View, sampler: Sampler) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            self.last_iterations, self.last_seconds = 0, 0.0
            return legal[0]
        seat = view.seat
        assert seat is not None
        root = self.search(sampler, seat)
        if root.bandits is not None:  # a simultaneous node: play the average strategy
            bandit = root.bandits.get(seat)
            if bandit is None:
                return self.rng.choices(legal)[0]
            searched = [a for a in legal if a in bandit.total]
            return self.rng.choices(searched, weights=bandit.average(searched))[0]
        return max(
            (a for a in legal if a in root.children),
            key=lambda a: (root.children[a].visits, root.children[a].reward),
        )

    def search(self, sampler: Sampler, player: int) -> _Node:
        """Grow a tree from ``player``'s information set (drawn by ``sampler``); return its root."""
        rng = self.rng
        root = _Node(player)
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        budget = self.iterations
        start = time.perf_counter()
        done = 0
        # A child's avail is at most its virtual visits plus one per iteration so far.
        margin = self.prior_visits + max(self.prior_bias, self.opponent_bias) + 2
        ln = _ln_table(margin + 1024)
        try:
            with _SEARCH_COLLECTOR:
                # At least one iteration, however short the time, so there is always a choice.
                while done == 0 or (
                    (budget is None or done < budget) and (deadline is None or time.perf_counter() < deadline)
                ):
                    if done + margin >= len(ln):
                        ln = _ln_table(done + margin + 1)
                    self._iterate(root, sampler(rng), rng, ln)
                    done += 1
                    if done % 64 == 0 and self._decided(root, done, budget, start, deadline):
                        break
        finally:
            _ln_trim()
        self.last_iterations = done
        self.last_seconds = time.perf_counter() - start
        return root

    @staticmethod
    def _decided(root: _Node, done: int, budget: int | None, start: float, deadline: float | None) -> bool:
        """Early stop: the most visited root action cannot be overtaken in the budget left."""
        left = float("inf") if budget is None else budget - done
        if deadline is not None:
            now = time.perf_counter()
            left = min(left, (deadline - now) * done / max(now - start, 1e-9))
        first = second = 0
        for child in root.children.values():
            if child.visits > first:
                first, second = child.visits, first
            elif child.visits > second:
                second = child.visits
        return first - second > left

    def _iterate(self, root: _Node, det: State, rng: random.Random, ln: list[float]) -> None:  # noqa: C901
        """One iteration (the hot loop); ``ln[n]`` is ``math.log(n)`` for every avail met here."""
        c = self.c
        candidates = self.candidates
        sqrt = math.sqrt
        uniform = rng.random  # legal[int(uniform() * n)] draws uniformly, cheaper than randrange
        node = root
        path: list[_Node] = []
        picks: list[tuple[_Node, list[tuple[int, list[Action], int, list[float], tuple[int, float]]]]] = []
        # Select while every legal action already has a child, then expand one.
        prior = self.prior_visits
        expanded = False
        fresh: dict[_Node, State] | None = None  # children evaluated in this iteration
        known = None
        while not det.is_terminal:
            kids = node.kids
            if node is root and kids is not None and det.current_player == root.player:
                # The searching seat's own legal actions: the same in every determinization
                # of its information set (the conformance suite checks it), so not recomputed.
                legal = node.legal
            else:
                legal = det.legal_actions()
                if not legal:  # a simultaneous node (legal_actions() is empty there)
                    node, new = self._select_joint(node, det, rng, picks, candidates)
                    if new:
                        break
                    continue
                if candidates is not None:
                    legal = candidates(det, det.current_player, legal)
                if kids is None or legal != node.legal:
                    children = node.children
                    untried = [a for a in legal if a not in children]
                    if untried:
                        cp = det.current_player
                        if not prior:
                            action = untried[int(uniform() * len(untried))]
                            child = _Node(*det.scoring(cp))
                            children[action] = child
                            det.apply_legal(action)
                            path.append(child)
                            break
                        # Lazy priors: every new child first carries this position's value.
                        base = node.value
                        if base is None:  # the root, or a node below a simultaneous one
                            base = node.value = det.evaluate()
                        player, sign = det.scoring(cp)
                        guess = prior * (sign * base[player] + 1.0) * 0.5
                        for a in untried:
                            ch = _Node(player, sign)
                            ch.visits = ch.avail = prior
                            ch.reward = guess
                            children[a] = ch
                        if self.preference is not None:  # the game's preferred action: virtual wins
                            bias = self.prior_bias if cp == root.player else self.opponent_bias
                            preferred = self.preference(det, legal) if bias else None
                            if preferred in untried:
                                ch = children[preferred]
                                ch.visits += bias
                                ch.avail += bias
                                ch.reward += bias
                        expanded = True
                    kids = [children[a] for a in legal]
                    node.legal, node.kids = legal, kids
            while True:
                best_value = -1.0
                child = kids[0]
                for ch in kids:
                    n = ch.visits
                    value = ch.reward / n + c * sqrt(ln[ch.avail] / n)
                    if value > best_value:
                        best_value, child = value, ch
                action = legal[kids.index(child)] if len(kids) > 1 else legal[0]
                if not prior or child.value is not None:
                    break
                # The winner's value was a guess: evaluate it and select again.
                after = det.clone()
                after.apply_legal(action)
                v = child.value = after.returns() if after.is_terminal else after.evaluate()
                # Not visited yet: its reward is its prior visits' and any bias's virtual wins.
                child.reward = prior * (child.sign * v[child.player] + 1.0) * 0.5 + (child.visits - prior)
                if fresh is None:
                    fresh = {}
                fresh[child] = after
            for ch in kids:
                ch.avail += 1
            path.append(child)
            if fresh is not None and child in fresh:
                det, known = fresh[child], child.value  # a new leaf: its position and value at hand
                break
            det.apply_legal(action)
            if expanded:
                break
            node = child
        # Simulate with uniformly random actions.
        limit = self.rollout_depth
        if known is not None and (limit == 0 or det.is_terminal):
            values = known  # what the rollout would compute: evaluate() at depth 0, or the returns
        elif limit is None:
            # To the end. An unfinished position with no legal actions is a simultaneous node
            # (legal_actions() is empty there): current_player is asked only then.
            apply = det.apply_legal
            while not det.is_terminal:
                legal = det.legal_actions()
                if legal:
                    apply(legal[int(uniform() * len(legal))])
                else:
                    apply(_random_joint(det, uniform))
            values = det.returns()
        else:
            depth = 0
            while True:
                if det.is_terminal:
                    values = det.returns()
                    break
                if depth >= limit:
                    values = det.evaluate()
                    break
                legal = det.legal_actions()
                if legal:
                    det.apply_legal(legal[int(uniform() * len(legal))])
                else:
                    det.apply_legal(_random_joint(det, uniform))
                depth += 1
        # Back up: each node scores the reward of the player who chose its action; each
        # simultaneous node's bandits learn their seat's reward.
        for node in path:
            node.visits += 1
            node.reward += (node.sign * values[node.player] + 1.0) * 0.5
        for sm_node, seat_picks in picks:
            sm_node.visits += 1
            bandits = sm_node.bandits
            for seat, legal, chosen, mixed, (target, sign) in seat_picks:
                bandits[seat].update(legal, chosen, mixed, (sign * values[target] + 1.0) * 0.5)

    @staticmethod
    def _select_joint(
        node: _Node, det: State, rng: random.Random,
        picks: list[tuple[_Node, list[tuple[int, list[Action], int, list[float], tuple[int, float]]]]],
        candidates: Any = None,
    ) -> tuple[_Node, bool]:
        """At a simultaneous node each acting seat picks from its own bandit, blind to the
        others' picks (among the game's ``search_actions`` if it has them); apply the joint
        choice. Returns the child and whether it is new."""
        if node.bandits is None:
            node.bandits = {}
        bandits = node.bandits
        choices: dict[int, Action] = {}
        seat_picks = []
        for seat in sorted(det.simultaneous_seats()):
            legal = det.legal_actions_for(seat)
            if candidates is not None:
                legal = candidates(det, seat, legal)
            bandit = bandits.get(seat)
            if bandit is None:
                bandit = bandits[seat] = _Bandit()
            chosen, mixed = bandit.sample(legal, rng)
            choices[seat] = legal[chosen]
            seat_picks.append((seat, legal, chosen, mixed, det.scoring(seat)))
        picks.append((node, seat_picks))
        joint = JointAction(choices)
        det.apply_legal(joint)
        child = node.children.get(joint)
        if child is None:
            child = node.children[joint] = _Node(SIMULTANEOUS)
            return child, True
        return child, False


def _random_joint(det: State, uniform: Any) -> JointAction:
    """A uniformly random choice for every seat of ``det``'s simultaneous node, drawn in seat
    order. Raises :class:`RuntimeError` if ``det`` is no simultaneous node (an unfinished
    position without legal actions breaks the State contract)."""
    if det.current_player != SIMULTANEOUS:
        raise RuntimeError(f"{type(det).__name__}: player {det.current_player} has no legal actions "
                           "in an unfinished position")
    choices = {}
    for seat in sorted(det.simultaneous_seats()):
        options = det.legal_actions_for(seat)
        choices[seat] = options[int(uniform() * len(options))]
    return JointAction(choices)


def _int_option(name: str, value: Any, minimum: int | None, maximum: int | None = None) -> int:
    bad = isinstance(value, bool) or not isinstance(value, int)
    if bad or (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        bound = "any integer" if minimum is None else f"an integer >= {minimum}"
        if maximum is not None:
            bound = f"an integer from {minimum} to {maximum}"
        raise AgentSpecError(f"bad value {value!r} for ismcts option {name!r}; allowed: {bound}")
    return value


def _float_option(name: str, value: Any, positive: bool) -> float:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if not ok or value < 0 or (positive and value == 0):
        bound = "a number > 0" if positive else "a number >= 0"
        raise AgentSpecError(f"bad value {value!r} for ismcts option {name!r}; allowed: {bound}")
    return float(value)

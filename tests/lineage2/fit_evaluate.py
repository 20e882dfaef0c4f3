"""Fit the weights of Lineage II's ``evaluate`` (``games/lineage2/evaluation.py``) to greedy
self-play: every sampled position's features for every player, and who won that game. The
model is a conditional logit (a player's chance to win is the softmax of the standings), fitted
by maximum likelihood with a little L2 regularisation.

The greedy agents take a uniformly random legal action with probability ``--epsilon``, so that
the positions cover more than the greedy's own habits (more or fewer mercenaries, other gear).
Positions inside a siege (the stakes are off the table) are left out; shared wins too.

Re-run: ``.venv/bin/python -m tests.lineage2.fit_evaluate --players 3,4,5 --games 150 --seed 0``
(prints the weights for ``WEIGHTS`` and the fit's log-likelihood against the current weights).
"""

from __future__ import annotations

import argparse
import random

import numpy as np
from scipy.optimize import minimize

from meeple.core.actions import JointAction
from meeple.core.state import SIMULTANEOUS
from meeple.games.lineage2.evaluation import FEATURES, WEIGHTS, features
from meeple.games.lineage2.game import Lineage2Game
from meeple.games.lineage2.greedy import Lineage2Greedy
from meeple.games.lineage2.phases import BATTLE, SIEGE, SIEGE_HIRE


def positions(players: int, games: int, seed: int, epsilon: float, every: int) -> list[tuple[np.ndarray, int]]:
    """``(features[player][feature], winner)`` for every ``every``-th position of ``games`` games."""
    game = Lineage2Game(players=players)
    greedy = Lineage2Greedy(game, seed=seed)
    rng = random.Random(seed)
    out = []
    for k in range(games):
        state = game.new_initial_state(seed * 100_003 + k)
        seen: list[np.ndarray] = []
        step = 0
        while not state.is_terminal:
            if step % every == 0 and state.phase not in (SIEGE, BATTLE, SIEGE_HIRE):
                seen.append(np.array([features(state, p) for p in range(players)]))
            step += 1
            cp = state.current_player
            if cp == SIMULTANEOUS:
                choice = {}
                for q in sorted(state.simultaneous_seats()):
                    legal = state.legal_actions_for(q)
                    choice[q] = rng.choice(legal) if rng.random() < epsilon else greedy.choose(state, q, legal)
                state.apply_legal(JointAction(choice))
            else:
                legal = state.legal_actions()
                state.apply_legal(rng.choice(legal) if rng.random() < epsilon else greedy.choose(state, cp, legal))
        result = state.returns()
        if result.count(1.0) == 1:
            out.extend((x, result.index(1.0)) for x in seen)
    return out


def neg_log_likelihood(w: np.ndarray, groups: list[tuple[np.ndarray, np.ndarray]], l2: float) -> tuple[float, np.ndarray]:
    total = 0.5 * l2 * float(w @ w)
    grad = l2 * w
    for x, win in groups:  # x: (positions, players, features); win: (positions,)
        s = x @ w
        s -= s.max(axis=1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=1, keepdims=True)
        rows = np.arange(len(win))
        total -= float(np.log(p[rows, win]).sum())
        expected = np.einsum("np,npf->nf", p, x)
        grad = grad - (x[rows, win] - expected).sum(axis=0)
    return total, grad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="3,4,5")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--epsilon", type=float, default=0.05)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--l2", type=float, default=1.0)
    args = parser.parse_args()
    groups = []
    for n in (int(x) for x in args.players.split(",")):
        data = positions(n, args.games, args.seed + n, args.epsilon, args.every)
        groups.append((np.stack([x for x, _ in data]), np.array([w for _, w in data])))
    count = sum(len(w) for _, w in groups)
    fit = minimize(neg_log_likelihood, np.zeros(len(FEATURES)), args=(groups, args.l2), jac=True, method="L-BFGS-B")
    old, _ = neg_log_likelihood(np.array(WEIGHTS), groups, 0.0)
    new, _ = neg_log_likelihood(fit.x, groups, 0.0)
    chance = sum(len(w) * np.log(x.shape[1]) for x, w in groups)
    print(f"{count} positions; mean log-likelihood: fitted {-new / count:.4f}, current {-old / count:.4f}, "
          f"uniform {-chance / count:.4f}")
    for name, w in zip(FEATURES, fit.x):
        print(f"  {name:16s} {w:+.3f}")
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in fit.x) + ")")


if __name__ == "__main__":
    main()

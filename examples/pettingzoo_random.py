"""Masked-random agents playing a meeple game through its PettingZoo AEC environment.

    .venv/bin/python examples/pettingzoo_random.py [game] [--games N] [--seed S] [option=value ...]
    .venv/bin/python examples/pettingzoo_random.py lost-legacy --games 200 deck=vorpal-sword players=3

Every agent samples uniformly among the actions its observation's ``action_mask`` allows. Prints
each seat's mean reward (the game's returns) and the mean game length in steps.
"""

from __future__ import annotations

import argparse

import numpy as np

from meeple.adapters.pettingzoo import env
from meeple.core.errors import MeepleError


def _option(text: str) -> tuple[str, object]:
    key, sep, raw = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"options are key=value, not {text!r}")
    value: object = raw
    if raw.lstrip("-").isdigit():
        value = int(raw)
    elif raw.lower() in ("true", "false"):
        value = raw.lower() == "true"
    return key, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="?", default="lost-legacy")
    parser.add_argument("options", nargs="*", type=_option, help="game options, key=value")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_intermixed_args()
    try:
        e = env(args.game, **dict(args.options))
    except MeepleError as err:
        parser.error(str(err))
    rng = np.random.default_rng(args.seed)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    steps = 0
    e.reset(seed=args.seed)
    for _ in range(args.games):
        for agent in e.agent_iter():
            obs, reward, terminated, truncated, _ = e.last()
            if terminated or truncated:
                totals[agent] += reward
                e.step(None)
                continue
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        e.reset()  # the next game: its seed follows from --seed
    for agent, total in totals.items():
        print(f"{agent}: mean reward {total / args.games:+.3f}")
    print(f"{args.games} games, {steps / args.games:.1f} steps a game")


if __name__ == "__main__":
    main()

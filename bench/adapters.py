"""What the adapters cost: random play through the Table, through the PettingZoo environment
and through the OpenSpiel game, interleaved in one run.

    .venv/bin/python bench/adapters.py [--seconds 1] [--rounds 3] [--games lost-legacy ...]

For every game, in each round, one after the other (so all four see the same machine load):

- ``table``: whole games of uniformly random legal actions through a Table, each acting seat
  reading its View's legal actions and acting (the raw decisions of bench/README.md's
  "through the Table" figure);
- ``observed``: the same, each acting seat also reading its View's observation (the JSON the
  tensor is built from), to tell the game's own observation cost from the adapter's;
- ``pettingzoo``: whole games through ``meeple.adapters.pettingzoo.env`` (the order-enforcing
  wrapper included): each step reads ``last()`` (the observation tensor and the action mask)
  and plays a random index among the mask's ones;
- ``openspiel``: whole games of random play on the pyspiel game (``legal_actions()`` and
  ``apply_action``), no observation read.

Each figure is decisions (steps) per second, the median over the rounds with the range; the
ratios to ``table`` are taken inside each round. Writes ``bench/adapters.json``. The machine is
shared: rely on the ratios. Never part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path
from typing import Any

import numpy as np

import meeple
import meeple.adapters.openspiel as mo
from meeple.adapters.pettingzoo import env as pz_env
from meeple.core.registry import available_games
from meeple.core.table import Table

OUT = Path(__file__).resolve().parent / "adapters.json"


def table_playouts(name: str, seconds: float, observe: bool = False) -> tuple[int, float]:
    """Random playouts through the Table for about ``seconds``: (decisions, seconds spent).
    ``observe``: each acting seat also reads its View's observation (the JSON the tensor is
    built from), what an agent that looks at the game pays before any adapter."""
    game = meeple.load(name)
    rng = random.Random(0)
    count, seed, spent = 0, 0, 0.0
    while spent < seconds:
        start = time.perf_counter()
        table = Table(game, seed)
        while not table.is_terminal:
            for seat in sorted(table.acting()):
                view = table.view(seat)
                if observe:
                    view.observation
                legal = view.legal_actions
                table.act(seat, legal[rng.randrange(len(legal))], position=view.position)
                count += 1
        spent += time.perf_counter() - start
        seed += 1
    return count, spent


def observed_playouts(name: str, seconds: float) -> tuple[int, float]:
    """:func:`table_playouts` reading each acting seat's observation."""
    return table_playouts(name, seconds, observe=True)


def pettingzoo_playouts(name: str, seconds: float) -> tuple[int, float]:
    e = pz_env(name)
    rng = np.random.default_rng(0)
    count, seed, spent = 0, 0, 0.0
    while spent < seconds:
        start = time.perf_counter()
        e.reset(seed=seed)
        for _ in e.agent_iter():
            obs, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            count += 1
        spent += time.perf_counter() - start
        seed += 1
    return count, spent


def openspiel_playouts(name: str, seconds: float) -> tuple[int, float]:
    game = mo.load(name)
    rng = random.Random(0)
    count, spent = 0, 0.0
    while spent < seconds:
        start = time.perf_counter()
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            count += 1
        spent += time.perf_counter() - start
    return count, spent


MODES = {"table": table_playouts, "observed": observed_playouts, "pettingzoo": pettingzoo_playouts,
         "openspiel": openspiel_playouts}


def _summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", nargs="*", default=available_games())
    args = parser.parse_args()
    rates: dict[str, dict[str, list[float]]] = {g: {m: [] for m in MODES} for g in args.games}
    ratios: dict[str, dict[str, list[float]]] = {g: {m: [] for m in MODES if m != "table"} for g in args.games}
    for _ in range(args.rounds):
        for name in args.games:
            this_round = {}
            for mode, probe in MODES.items():
                n, s = probe(name, args.seconds)
                this_round[mode] = n / s
                rates[name][mode].append(n / s)
            for mode in ratios[name]:
                ratios[name][mode].append(this_round[mode] / this_round["table"])
    result: dict[str, Any] = {"seconds": args.seconds, "rounds": args.rounds, "games": {}}
    print("| game | Table decisions/s | Table + observation (ratio) | PettingZoo steps/s (ratio) "
          "| OpenSpiel decisions/s (ratio) |")
    print("|---|---|---|---|---|")
    for name in args.games:
        r = {m: _summary(v) for m, v in rates[name].items()}
        q = {m: _summary(v) for m, v in ratios[name].items()}
        result["games"][name] = {"per_second": r, "ratio_to_table": q}
        cells = [f"{r['table']['median']:,.0f}"]
        for mode in ("observed", "pettingzoo", "openspiel"):
            cells.append(f"{r[mode]['median']:,.0f} ({q[mode]['median']:.2f}, {q[mode]['min']:.2f}-{q[mode]['max']:.2f})")
        print(f"| {name} | " + " | ".join(cells) + " |")
    OUT.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

"""What the seat boundary costs: random playouts on States before and after issue 7, and
random playouts through the Table, measured interleaved in one run.

    .venv/bin/python bench/table_overhead.py [--base 72a636b] [--rounds 5] [--seconds 2]

For every game it times, in fresh subprocesses taking turns round after round:

- ``base-state``: random playouts on States with the code of ``--base`` (default: the commit the
  Table issue was filed against), checked out into a temporary git worktree;
- ``state``: the same loop with the current code (``legal_actions`` + ``apply_legal``);
- ``table``: whole games through the one driver loop, ``sim.runner.play_game`` with ``random``
  agents in every seat (views, samplers, the Table's checks and its record included).

Each figure is microseconds per decision (the rules changed between the two versions, so games
differ in length; a decision is the unit both sides share), the median over the rounds with the
range. Prints a table and writes ``bench/table_overhead.json``. Never part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("lords-of-war", "lost-legacy", "ni-no-kuni")

WORKER = r"""
import json, random, sys, time
import meeple
mode, name, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
game = meeple.load(name)
rng = random.Random(0)
decisions = 0
seed = 0
if mode == "table":
    from meeple.sim.runner import play_game
    specs = ["random"] * game.num_players
    def one(seed):
        return len(play_game(game, specs, seed).table.actions)
else:
    def one(seed):
        state = game.new_initial_state(seed)
        n = 0
        while not state.is_terminal:
            legal = state.legal_actions()
            state.apply_legal(legal[rng.randrange(len(legal))])
            n += 1
        return n
one(10**6)  # warm the caches of both sides alike
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    decisions += one(seed)
    seed += 1
elapsed = time.perf_counter() - start
print(json.dumps({"us_per_decision": elapsed / decisions * 1e6, "games": seed, "decisions": decisions}))
"""


def run_worker(src: Path, mode: str, game: str, seconds: float) -> float:
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run([sys.executable, "-c", WORKER, mode, game, str(seconds)], env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["us_per_decision"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="72a636b")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(base), args.base],
                       check=True, capture_output=True)
        try:
            sides = {"base-state": (base / "src", "state"), "state": (ROOT / "src", "state"),
                     "table": (ROOT / "src", "table")}
            samples: dict[str, dict[str, list[float]]] = {g: {k: [] for k in sides} for g in GAMES}
            for r in range(args.rounds):
                for game in GAMES:
                    for key, (src, mode) in sides.items():
                        samples[game][key].append(run_worker(src, mode, game, args.seconds))
                print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=False)
    results = {}
    print(f"{'game':14} {'base state':>18} {'state':>18} {'table':>18} {'state/base':>10} {'table/state':>11}")
    for game, by_side in samples.items():
        med = {k: statistics.median(v) for k, v in by_side.items()}
        results[game] = {k: {"median_us": med[k], "min_us": min(v), "max_us": max(v), "samples": v}
                         for k, v in by_side.items()}
        results[game]["state_over_base"] = med["state"] / med["base-state"]
        results[game]["table_over_state"] = med["table"] / med["state"]
        cells = [f"{med[k]:6.1f} ({min(v):.1f}-{max(v):.1f})" for k, v in by_side.items()]
        print(f"{game:14} {cells[0]:>18} {cells[1]:>18} {cells[2]:>18} "
              f"{results[game]['state_over_base']:10.2f} {results[game]['table_over_state']:11.2f}")
    meta = {"base": args.base, "rounds": args.rounds, "seconds": args.seconds, "unit": "us per decision"}
    (ROOT / "bench" / "table_overhead.json").write_text(json.dumps({"meta": meta, "games": results}, indent=1))


if __name__ == "__main__":
    main()

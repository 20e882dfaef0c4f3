"""What the seat boundary costs: random playouts on States before and after issue 7, and
random playouts through the Table, measured interleaved in one run.

    .venv/bin/python bench/table_overhead.py [--base 72a636b] [--rounds 5] [--seconds 2] [--games ...]

For every game it times, in fresh subprocesses taking turns round after round:

- ``base-state``: random playouts on States with the code of ``--base`` (default: the commit the
  Table issue was filed against), checked out into a temporary git worktree;
- ``state``: the same loop with the current code (``legal_actions`` + ``apply_legal``);
- ``table``: whole games through the one driver loop, ``sim.runner.play_game`` with ``random``
  agents in every seat (views, samplers, the Table's checks and its record included).

Lineage II and Drakborgen did not exist at the base commit: they get ``state`` and ``table``
only. Their State loop plays a simultaneous node as one joint choice of random actions.

Each figure is microseconds of CPU time per decision (``time.process_time`` in the worker: on a
shared machine the time a worker waits for a core is not its own; the rules changed between the
two versions, so games differ in length, and a decision is the unit both sides share), the
median over the rounds with the range. A ratio is taken within each round, between samples
measured one after the other, and then summarised (median and range). Prints a table and
writes ``bench/table_overhead.json``. Never part of the test suite.
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
GAMES = ("lords-of-war", "lost-legacy", "ni-no-kuni", "lineage2", "drakborgen")
NEW_GAMES = ("lineage2", "drakborgen")  # not at the base commit

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
elif name in ("lineage2", "drakborgen"):  # simultaneous nodes: one joint choice
    from meeple.core.actions import JointAction
    def one(seed):
        state = game.new_initial_state(seed)
        n = 0
        while not state.is_terminal:
            if state.current_player == -2:
                choices = {}
                for s in sorted(state.simultaneous_seats()):
                    legal = state.legal_actions_for(s)
                    choices[s] = legal[rng.randrange(len(legal))]
                state.apply_legal(JointAction(choices))
            else:
                legal = state.legal_actions()
                state.apply_legal(legal[rng.randrange(len(legal))])
            n += 1
        return n
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
clock = time.process_time
start = clock()
while clock() - start < seconds:
    decisions += one(seed)
    seed += 1
elapsed = clock() - start
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
    parser.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(base), args.base],
                       check=True, capture_output=True)
        try:
            sides = {"base-state": (base / "src", "state"), "state": (ROOT / "src", "state"),
                     "table": (ROOT / "src", "table")}
            samples: dict[str, dict[str, list[float]]] = {
                g: {k: [] for k in sides if not (g in NEW_GAMES and k == "base-state")} for g in args.games}
            for r in range(args.rounds):
                for game in args.games:
                    keys = list(samples[game])
                    if r % 2:
                        keys.reverse()  # alternate the order within a round
                    for key in keys:
                        src, mode = sides[key]
                        samples[game][key].append(run_worker(src, mode, game, args.seconds))
                print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=False)
    results: dict[str, dict] = {}

    def ratio(num: list[float], den: list[float]) -> dict[str, float | list[float]]:
        per_round = [a / b for a, b in zip(num, den, strict=True)]
        return {"median": statistics.median(per_round), "min": min(per_round), "max": max(per_round),
                "rounds": per_round}

    def cell(v: list[float] | None) -> str:
        return "-" if not v else f"{statistics.median(v):6.1f} ({min(v):.1f}-{max(v):.1f})"

    def rcell(r: dict | None) -> str:
        return "-" if r is None else f"{r['median']:.2f} ({r['min']:.2f}-{r['max']:.2f})"

    print(f"{'game':14} {'base state':>18} {'state':>18} {'table':>18} {'state/base':>18} {'table/state':>18}")
    for game, by_side in samples.items():
        results[game] = {k: {"median_us": statistics.median(v), "min_us": min(v), "max_us": max(v), "samples": v}
                         for k, v in by_side.items()}
        if "base-state" in by_side:
            results[game]["state_over_base"] = ratio(by_side["state"], by_side["base-state"])
        results[game]["table_over_state"] = ratio(by_side["table"], by_side["state"])
        print(f"{game:14} {cell(by_side.get('base-state')):>18} {cell(by_side['state']):>18} "
              f"{cell(by_side['table']):>18} {rcell(results[game].get('state_over_base')):>18} "
              f"{rcell(results[game]['table_over_state']):>18}")
    meta = {"base": args.base, "rounds": args.rounds, "seconds": args.seconds,
            "unit": "us of CPU time per decision", "ratios": "per round, then median and range",
            "load_average": list(os.getloadavg())}
    (ROOT / "bench" / "table_overhead.json").write_text(json.dumps({"meta": meta, "games": results}, indent=1))


if __name__ == "__main__":
    main()

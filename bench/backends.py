"""Games per second on the backends: the local process pool and Ray, with 1 and 2 workers, as
ratios to the pool with one worker (this process), measured interleaved in one run.

    .venv/bin/python bench/backends.py [--rounds 3] [--scale 1.0]

Workloads: Lost Legacy, greedy against random (about a millisecond a game: the cost of handing
games to workers shows) and Ni no Kuni II, greedy in both seats (about 15 ms a game). In every
round each workload is played on ``pool-1``, ``pool-2``, ``ray-1`` and ``ray-2`` one after the
other, the same games (master seed) each time; a ratio is taken inside a round and summarised
over the rounds (median, min-max).

The pool's worker processes are started, and one local Ray with 2 CPUs (no dashboard) is
started, before anything is timed (Ray's start-up is timed apart). ``ray-1`` is that Ray with
one game batch out at a time; ``ray-2`` two CPUs with batches queued. A warm-up tournament on
each backend comes first, so worker processes are running and have imported meeple. Prints a
table and writes ``bench/backends.json``. Never part of the test suite. On a loaded shared
machine two workers gain less than two cores would: rely on the ratios of one run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import meeple
from meeple.sim.backends import Backend, PoolBackend, RayBackend
from meeple.sim.tournament import run_tournament

WORKLOADS = {
    "lost-legacy greedy,random": ("lost-legacy", {"players": 2}, ["greedy", "random"], 1500),
    "ni-no-kuni greedy,greedy": ("ni-no-kuni", {"players": 2}, ["greedy", "greedy"], 150),
}
CONFIGS = ("pool-1", "pool-2", "ray-1", "ray-2")


def games_per_second(backend: Backend, workload: tuple, scale: float, seed: int) -> float:
    name, options, specs, games = workload
    game = meeple.load(name, **options)
    n = max(4, int(games * scale))
    start = time.perf_counter()
    result = run_tournament(game, specs, n, seed=seed, backend=backend)
    elapsed = time.perf_counter() - start
    assert len(result.rows) == n
    return n / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--scale", type=float, default=1.0, help="Multiply every workload's game count.")
    args = parser.parse_args()
    import ray

    pools = {"pool-1": PoolBackend(1), "pool-2": PoolBackend(2)}
    for backend in pools.values():  # workers forked before Ray starts its threads
        games_per_second(backend, WORKLOADS["lost-legacy greedy,random"], 0.02, seed=999)
    t0 = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    ray_start = time.perf_counter() - t0
    backends: dict[str, Backend] = {**pools, "ray-1": RayBackend(1), "ray-2": RayBackend(None)}
    for key in ("ray-1", "ray-2"):
        games_per_second(backends[key], WORKLOADS["lost-legacy greedy,random"], 0.05, seed=999)
    rates: dict[str, dict[str, list[float]]] = {w: {c: [] for c in CONFIGS} for w in WORKLOADS}
    for r in range(args.rounds):
        for wname, workload in WORKLOADS.items():
            for config in CONFIGS:
                rates[wname][config].append(games_per_second(backends[config], workload, args.scale, seed=r))
    for backend in backends.values():
        backend.close()
    ray.shutdown()

    out: dict[str, object] = {"rounds": args.rounds, "scale": args.scale, "ray_start_seconds": ray_start,
                              "workloads": {}}
    print(f"Ray start-up (ray.init, 2 CPUs): {ray_start:.1f} s")
    print(f"{'workload':28} {'backend':8} {'games/s (median)':>17} {'ratio to pool-1':>24}")
    for wname in WORKLOADS:
        base = rates[wname]["pool-1"]
        entry = {}
        for config in CONFIGS:
            ratios = [x / b for x, b in zip(rates[wname][config], base, strict=True)]
            entry[config] = {"games_per_second": rates[wname][config], "ratio_median": statistics.median(ratios),
                             "ratio_min": min(ratios), "ratio_max": max(ratios)}
            print(f"{wname:28} {config:8} {statistics.median(rates[wname][config]):17.1f} "
                  f"{statistics.median(ratios):10.2f} ({min(ratios):.2f}-{max(ratios):.2f})")
        out["workloads"][wname] = entry  # type: ignore[index]
    path = Path(__file__).with_name("backends.json")
    path.write_text(json.dumps(out, indent=1), encoding="utf-8")
    print(f"written to {path}")


if __name__ == "__main__":
    main()

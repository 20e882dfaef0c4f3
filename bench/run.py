"""Speed bench: every figure interleaved with its yardsticks, repeated, medians and ranges.

    .venv/bin/python bench/run.py [--seconds 1] [--rounds 5] [--games lords-of-war ...]
                                  [--base 72a636b ...] [--parallel-games 2000] [--out bench]

The method (what is timed, how decisions and chance steps are counted, why ratios) is in
bench/README.md. Writes ``results.md`` and ``results.json`` to ``--out`` (created, or refused,
before anything is measured). Never part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests.leduc, tests.toygame
sys.path.insert(0, str(ROOT / "bench"))

import probes  # noqa: E402

import meeple  # noqa: E402

PROBE_SCRIPT = ROOT / "bench" / "probes.py"

PARALLEL_WORKER = r"""
import contextlib, io, json, resource, sys
from meeple.cli import app
games, jobs, db = sys.argv[1:4]
with contextlib.redirect_stdout(io.StringIO()):
    try:
        app(["simulate", "lords-of-war", "--players", "random,random", "--games", games, "--jobs", jobs,
             "--seed", "1", "--db", db], standalone_mode=False)
    except SystemExit as err:
        if err.code:
            raise
print(json.dumps({"main_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  "worker_kb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}))
"""


# --- statistics --------------------------------------------------------------------------


def summary(values: list[float]) -> dict[str, Any]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "samples": values}


def ratios(a: list[float], b: list[float]) -> dict[str, Any]:
    """Per-round ratios a/b (the two were measured next to each other in each round)."""
    return summary([x / y for x, y in zip(a, b, strict=True)])


def fmt(x: float) -> str:
    if x >= 100:
        return f"{x:,.0f}"
    return f"{x:.1f}" if x >= 10 else f"{x:.2f}"


def cell(s: dict[str, Any], unit: str = "") -> str:
    return f"{fmt(s['median'])}{unit} ({fmt(s['min'])}-{fmt(s['max'])})"


def rcell(s: dict[str, Any]) -> str:
    return f"{s['median']:.2f}x ({s['min']:.2f}-{s['max']:.2f})"


# --- running probes ------------------------------------------------------------------------


def rate(result: dict[str, Any]) -> float:
    return result["count"] / result["seconds"]


def in_process(probe: str, name: str, seconds: float) -> float:
    return rate(probes.PROBES[probe](name, seconds))


PINNED: dict[str, dict[str, Any]] = {"drakborgen": {"expansion": "none"}}
"""Options both sides of a comparison with an older commit load a game with, so the two play the
same game: Drakborgen's default became Drakborgen II (rules version 3), the older commits play
the base game, which ``expansion=none`` still is (a checkout without the option plays it anyway)."""


def in_worker(src: Path, probe: str, name: str, seconds: float) -> float:
    env = {**os.environ, "PYTHONPATH": str(src)}
    pinned = [json.dumps({name: PINNED[name]})] if name in PINNED else []
    out = subprocess.run([sys.executable, str(PROBE_SCRIPT), probe, name, str(seconds), *pinned], env=env,
                         capture_output=True, text=True, check=True, cwd=ROOT)
    return rate(json.loads(out.stdout.strip().splitlines()[-1]))


@contextmanager
def checkouts(commits: list[str]) -> Iterator[dict[str, Path]]:
    """A temporary git worktree per commit: {commit: its src folder}."""
    with tempfile.TemporaryDirectory() as tmp:
        made = []
        try:
            srcs = {}
            for commit in commits:
                path = Path(tmp) / commit.replace("/", "_")
                subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(path), commit],
                               check=True, capture_output=True)
                made.append(path)
                srcs[commit] = path / "src"
            yield srcs
        finally:
            for path in made:
                subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)],
                               check=False, capture_output=True)


def games_of(src: Path) -> list[str]:
    out = subprocess.run([sys.executable, "-c", "import json, meeple; print(json.dumps(meeple.available_games()))"],
                         env={**os.environ, "PYTHONPATH": str(src)}, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def parallel_run(games: int, jobs: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "games.db"
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", PARALLEL_WORKER, str(games), str(jobs), str(db)],
                             capture_output=True, text=True, check=True, cwd=ROOT)
        wall = time.perf_counter() - start
    mem = json.loads(out.stdout.strip().splitlines()[-1])
    return {"seconds": wall, "main_mb": mem["main_kb"] / 1024,
            "worker_mb": (mem["worker_kb"] if jobs > 1 else mem["main_kb"]) / 1024}


# --- the bench -------------------------------------------------------------------------------


def optional(probe: str) -> bool:
    try:
        probes.PROBES[probe]("", 0.01)
        return True
    except ImportError as err:
        print(f"yardstick {probe} unavailable ({err}); install with: .venv/bin/pip install -e '.[bench]'")
        return False


def measure(args: argparse.Namespace) -> dict[str, Any]:
    games = args.games or meeple.available_games()
    secs, rounds = args.seconds, args.rounds
    have = {p: optional(p) for p in ("liars_poker", "love_letter", "openspiel_leduc_ismcts")}
    # In-process figures, in this order every round.
    plan: list[tuple[str, str]] = []
    for g in games:
        plan += [("random", g), ("liars_poker", "") if have["liars_poker"] else None, ("ismcts", g),
                 ("clone", g), ("determinize", g)]
    plan += [("leduc_ismcts", "leduc"), ("openspiel_leduc_ismcts", "") if have["openspiel_leduc_ismcts"] else None,
             ("love_letter", "") if have["love_letter"] else None, ("random", "toy")]
    plan = [p for p in plan if p is not None]
    samples: dict[str, list[float]] = {}
    # Figures beside earlier commits: worker processes for both sides, taking turns.
    side_plan: list[tuple[str, str]] = []
    with checkouts(args.base) as srcs:
        base_games = {c: [g for g in games if g in games_of(src)] for c, src in srcs.items()}
        for c in srcs:
            side_plan += [(c, g) for g in base_games[c]]
        for r in range(rounds):
            prev_game = ""
            for probe, name in plan:
                # the liars-poker sample right after a game's random playouts is that game's yardstick
                key = f"liars_poker:{prev_game}" if probe == "liars_poker" else f"{probe}:{name}"
                samples.setdefault(key, []).append(in_process(probe, name, secs))
                if probe == "random":
                    prev_game = name
            for commit, g in side_plan:
                for probe in ("random", "ismcts"):
                    order = [("base", srcs[commit]), ("current", ROOT / "src")]
                    if r % 2:
                        order.reverse()
                    for side, src in order:
                        samples.setdefault(f"{side}@{commit}:{probe}:{g}", []).append(in_worker(src, probe, g, secs))
            print(f"round {r + 1}/{rounds} done", file=sys.stderr)
    parallel: dict[str, list[dict[str, float]]] = {"1": [], "2": []}
    if args.parallel_games:
        # Bytecode once, as an installed package has it: where PYTHONDONTWRITEBYTECODE is set (as
        # on this machine) every run would otherwise compile the modules it imports again,
        # serial time that both sides would pay.
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "src")], check=True)
    for r in range(args.parallel_rounds if args.parallel_games else 0):
        for jobs in ((1, 2) if r % 2 == 0 else (2, 1)):
            parallel[str(jobs)].append(parallel_run(args.parallel_games, jobs))
        print(f"parallel round {r + 1}/{args.parallel_rounds} done", file=sys.stderr)
    return {"games": games, "samples": samples, "base_games": base_games, "parallel": parallel}


def build(data: dict[str, Any], args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    s = data["samples"]
    md: list[str] = []
    results: dict[str, Any] = {"games": {}, "base": {}, "leduc": None, "parallel": None}
    md += ["## Random playouts and search, current code (in one process, interleaved)", "",
           "| game | decisions/s | vs liars poker (decisions) | ISMCTS it/s at defaults | clone us | "
           "determinize us | determinize / clone |", "|---|---|---|---|---|---|---|"]
    for g in data["games"] + ["toy"]:
        dec = s[f"random:{g}"]
        row: dict[str, Any] = {"decisions_per_s": summary(dec)}
        liars = s.get(f"liars_poker:{g}")
        if liars:
            row["vs_liars_poker"] = ratios(dec, liars)
        cells = [g if g != "toy" else "toy (test-only High Card)", cell(row["decisions_per_s"]),
                 rcell(row["vs_liars_poker"]) if liars else "-"]
        if f"ismcts:{g}" in s:
            row["ismcts_per_s"] = summary(s[f"ismcts:{g}"])
            clone_us = [1e6 / x for x in s[f"clone:{g}"]]
            det_us = [1e6 / x for x in s[f"determinize:{g}"]]
            row["clone_us"], row["determinize_us"] = summary(clone_us), summary(det_us)
            row["determinize_over_clone"] = ratios(det_us, clone_us)
            cells += [cell(row["ismcts_per_s"]), cell(row["clone_us"]), cell(row["determinize_us"]),
                      rcell(row["determinize_over_clone"])]
        else:
            cells += ["-"] * 4
        results["games"][g] = row
        md.append("| " + " | ".join(cells) + " |")
    yard = [x for k, v in s.items() if k.startswith("liars_poker:") for x in v]
    if yard:
        results["liars_poker_decisions_per_s"] = summary(yard)
        md += ["", f"OpenSpiel `python_liars_poker`: {cell(summary(yard))} decisions/s over all its samples."]
    if "love_letter:" in s:
        results["love_letter_decisions_per_s"] = summary(s["love_letter:"])
        md += [f"`loveletter` (PyPI) 2-player round: {cell(summary(s['love_letter:']))} decisions/s."]
    if "openspiel_leduc_ismcts:" in s:
        mine, theirs = s["leduc_ismcts:leduc"], s["openspiel_leduc_ismcts:"]
        results["leduc"] = {"meeple": summary(mine), "openspiel": summary(theirs), "ratio": ratios(mine, theirs)}
        md += ["", "## ISMCTS on Leduc poker (one process, interleaved)", "",
               "| meeple ISMCTS on tests/leduc.py, it/s | OpenSpiel ISMCTSBot on leduc_poker, it/s | ratio |",
               "|---|---|---|", f"| {cell(summary(mine))} | {cell(summary(theirs))} | {rcell(ratios(mine, theirs))} |"]
    for commit in args.base:
        md += ["", f"## Beside commit {commit} (worker processes taking turns)", "",
               f"| game | random decisions/s at {commit} | now | ratio | ISMCTS it/s at {commit} | now | ratio |",
               "|---|---|---|---|---|---|---|"]
        results["base"][commit] = {}
        for g in data["base_games"][commit]:
            row = {}
            cells = [g]
            for probe in ("random", "ismcts"):
                b, c = s[f"base@{commit}:{probe}:{g}"], s[f"current@{commit}:{probe}:{g}"]
                row[probe] = {"base": summary(b), "current": summary(c), "ratio": ratios(c, b)}
                cells += [cell(summary(b)), cell(summary(c)), rcell(ratios(c, b))]
            results["base"][commit][g] = row
            md.append("| " + " | ".join(cells) + " |")
    par = data["parallel"]
    if par["1"]:
        one, two = [p["seconds"] for p in par["1"]], [p["seconds"] for p in par["2"]]
        results["parallel"] = {"jobs1_s": summary(one), "jobs2_s": summary(two), "speedup": ratios(one, two),
                               "jobs1_peak_mb": max(p["worker_mb"] for p in par["1"]),
                               "jobs2_main_peak_mb": max(p["main_mb"] for p in par["2"]),
                               "jobs2_worker_peak_mb": max(p["worker_mb"] for p in par["2"])}
        pr = results["parallel"]
        md += ["", f"## Parallel scaling: {args.parallel_games} Lords of War games, random agents, store on", "",
               "| --jobs 1 s | --jobs 2 s | speed-up | peak RSS --jobs 1 | --jobs 2: main / largest worker |",
               "|---|---|---|---|---|",
               f"| {cell(pr['jobs1_s'])} | {cell(pr['jobs2_s'])} | {rcell(pr['speedup'])} | "
               f"{pr['jobs1_peak_mb']:.0f} MB | {pr['jobs2_main_peak_mb']:.0f} MB / {pr['jobs2_worker_peak_mb']:.0f} MB |"]
    return md, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="seconds per sample (default 1)")
    parser.add_argument("--rounds", type=int, default=5, help="samples per figure (default 5)")
    parser.add_argument("--games", nargs="*", help="only these registered games")
    parser.add_argument("--base", action="append", default=[],
                        help="also time this commit beside the current code (repeatable)")
    parser.add_argument("--parallel-games", type=int, default=2000, help="games per parallel run (0: skip)")
    parser.add_argument("--parallel-rounds", type=int, default=3)
    parser.add_argument("--out", type=Path, default=ROOT / "bench", help="folder for results.md/json")
    args = parser.parse_args()
    try:  # before measuring: a folder that cannot be written is refused now, not after minutes
        args.out.mkdir(parents=True, exist_ok=True)
        probe_file = args.out / ".write-test"
        probe_file.write_text("")
        probe_file.unlink()
    except OSError as err:
        parser.error(f"--out {args.out}: cannot write there ({err})")
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    data = measure(args)
    md, results = build(data, args)
    load = os.getloadavg()
    head = [f"# meeple bench ({stamp})", "",
            f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, load average "
            f"{load[0]:.1f} / {load[1]:.1f} when it finished; {args.rounds} rounds of {args.seconds:g} s samples. "
            "Cells: median (min-max) over the rounds; a ratio is taken within each round, between figures "
            "measured next to each other, then summarised. The machine is shared: trust the ratios, not the "
            "absolute figures. Method: bench/README.md. Command: `.venv/bin/python bench/run.py "
            + " ".join(sys.argv[1:]) + "`.", ""]
    text = "\n".join(head + md) + "\n"
    print(text)
    (args.out / "results.md").write_text(text, encoding="utf-8")
    meta = {"when": stamp, "python": platform.python_version(), "load": load, "argv": sys.argv[1:]}
    (args.out / "results.json").write_text(json.dumps({"meta": meta, **results, "raw": data}, indent=1) + "\n")
    print(f"written {args.out / 'results.md'} and {args.out / 'results.json'}")


if __name__ == "__main__":
    main()

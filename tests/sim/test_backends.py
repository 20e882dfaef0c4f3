"""Backends: the same command and seed give the same per-game rows on the process pool (1 and 2
workers) and on Ray (timings apart), batches follow the games' play time, and bad backend
choices are refused clearly. One test uses Ray (so that a test session starts one local Ray,
with 2 CPUs and no dashboard, on whichever test worker runs it)."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import meeple
from meeple.sim.backends import (BATCH_SECONDS, MAX_BATCH, TAIL_SHARE, Batcher, BackendError, PoolBackend,
                                  RayBackend, _fork_context, make_backend)
from meeple.sim.tasks import GameRow, GameTask, play_batch
from meeple.sim.tournament import run_tournament
from tests.cli.conftest import assert_clear_error

ray = pytest.importorskip("ray")

GAME = ("lost-legacy", "--deck", "whitegold-spire")
SPECS = "ismcts:iterations=12,greedy,random"  # an iteration budget: deterministic per seed
TIMINGS = ("seconds", "think_seconds")


@pytest.fixture
def local_ray() -> Iterator[None]:
    """A local Ray for one test (the backends reuse a Ray this process is connected to)."""
    if not ray.is_initialized():
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    yield
    ray.shutdown()  # before the next test forks a pool


def _rows(path: Path) -> list[dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [{k: v for k, v in row.items() if k not in TIMINGS} for row in data["rows"]]


def test_pool_1_pool_2_and_ray_give_the_same_rows(cli, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """Through the command, then the Ray backend itself: each game handed over as it finishes,
    and a backend reused for a second tournament."""
    outs = {}
    runs = {"pool-1": ["--jobs", "1"], "pool-2": ["--jobs", "2"], "ray": ["--backend", "ray", "--jobs", "2"]}
    for name, extra in runs.items():
        if name == "ray":
            request.getfixturevalue("local_ray")  # after the pools: no fork of a process running Ray
        outs[name] = tmp_path / f"{name}.json"
        result = cli("simulate", *GAME, "--players", SPECS, "-n", "9", "--seed", "7", "--no-store",
                        "--out", str(outs[name]), *extra)
        assert result.exit_code == 0, result.output
    rows = {name: _rows(path) for name, path in outs.items()}
    assert len(rows["pool-1"]) == 9 and all(r["returns"] is not None for r in rows["pool-1"])
    assert rows["pool-1"] == rows["pool-2"] == rows["ray"]
    assert "playing on ray, 2 workers" in cli("simulate", *GAME, "--players", "random,random,random", "-n", "2",
                                              "--no-store", "--backend", "ray", "--jobs", "2").output

    game = meeple.load("lost-legacy", players=2)
    seen: list[GameRow] = []
    with RayBackend(jobs=2) as backend:
        result = run_tournament(game, ["greedy", "random"], 40, seed=3, backend=backend, on_row=seen.append)
        again = run_tournament(game, ["greedy", "random"], 40, seed=3, backend=backend)  # the backend is reused
    assert len(seen) == 40 and sorted(r.index for r in seen) == list(range(40))
    assert [r.actions for r in result.rows] == [r.actions for r in again.rows]
    assert ray.is_initialized()  # a Ray this backend did not start is left running


def test_a_reused_pool_plays_several_tournaments() -> None:
    game = meeple.load("lost-legacy", players=2)
    with PoolBackend(2) as pool:
        a = run_tournament(game, ["greedy", "random"], 6, seed=1, backend=pool)
        b = run_tournament(game, ["greedy", "random"], 6, seed=1, backend=pool)
    assert [r.actions for r in a.rows] == [r.actions for r in b.rows]


def _task(i: int) -> GameTask:
    return GameTask(i, type(meeple.load("lost-legacy")), {}, (0, 1), ("random", "random"), i, 100)


def _row(seconds: float) -> GameRow:
    return GameRow(0, 0, [0, 1], ["random", "random"], [1.0, -1.0], 10, seconds, [0.0, 0.0], [])


@pytest.mark.parametrize("jobs", [1, 2])
def test_on_started_runs_once_before_any_row_is_collected_and_its_error_stops_the_run(jobs: int) -> None:
    """The pool calls it once a batch per worker has come back (each worker then has a sized
    batch queued), holding those rows until it has returned; in this process, before the first game."""
    game = meeple.load("lost-legacy", players=2)
    events: list[str] = []
    with PoolBackend(jobs) as pool:
        result = run_tournament(game, ["random", "random"], 30, seed=2, backend=pool,
                                on_started=lambda: events.append("started"), on_row=lambda row: events.append("row"))
        assert events == ["started"] + ["row"] * 30 and len(result.rows) == 30

        class Refused(Exception):
            pass

        def refuse() -> None:
            raise Refused

        rows: list[GameRow] = []
        with pytest.raises(Refused):
            run_tournament(game, ["random", "random"], 30, seed=2, backend=pool, on_started=refuse, on_row=rows.append)
        assert rows == []
        again = run_tournament(game, ["random", "random"], 30, seed=2, backend=pool)  # the pool is made anew
    assert [r.actions for r in again.rows] == [r.actions for r in result.rows]


def _slow_batch(tasks: tuple[GameTask, ...]) -> tuple[list[GameRow], float]:
    time.sleep(1.0)
    return play_batch(tasks)


def test_on_started_does_not_wait_for_long_first_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """With long games it comes START_WAIT after the first batches went out, while the workers
    play them (a store that cannot be made is then reported at once, not after the first games)."""
    import meeple.sim.backends as backends

    monkeypatch.setattr(backends, "play_batch", _slow_batch)  # the forked workers resolve it by name
    game = meeple.load("lost-legacy", players=2)
    begin = time.monotonic()
    marks: dict[str, float] = {}
    with PoolBackend(2) as pool:
        run_tournament(game, ["random", "random"], 2, seed=2, backend=pool,
                       on_started=lambda: marks.setdefault("started", time.monotonic() - begin),
                       on_row=lambda row: marks.setdefault("row", time.monotonic() - begin))
    assert marks["started"] < 0.9 <= marks["row"]


def test_batches_grow_for_short_games_and_stay_single_for_long_ones() -> None:
    """Batches are sized from the workers' CPU seconds per game, not the games' wall-clock
    seconds (which a busy machine stretches: batches would shrink to one game each just when
    the round trips cost most)."""
    short = Batcher([_task(i) for i in range(5000)])
    assert len(short.next()) == 1  # nothing known yet
    short.seen([_row(0.5)], 0.001)  # a game that took 0.5 s on the clock but 1 ms of CPU
    assert len(short.next()) == min(MAX_BATCH, int(BATCH_SECONDS / 0.001)) > 1
    short.seen([_row(0.0)] * 10, 0.0)
    assert len(short.next()) == MAX_BATCH
    long = Batcher([_task(i) for i in range(5)])
    long.seen([_row(0.001)], 2.0)
    assert [len(long.next()) for _ in range(6)] == [1, 1, 1, 1, 1, 0]


def test_the_last_batches_shrink_to_single_games_so_the_workers_finish_together() -> None:
    tasks = [_task(i) for i in range(1000)]
    batcher = Batcher(tasks, workers=2)
    batcher.seen([_row(0.0)], 0.0001)  # short games: by time alone every batch would be MAX_BATCH
    batches, left = [], len(tasks)
    while batch := batcher.next():
        assert len(batch) <= max(1, left // (TAIL_SHARE * 2))  # never more than a share of what is left
        batches.append(batch)
        left -= len(batch)
    assert [t for b in batches for t in b] == tasks  # every task once, in order
    assert len(batches[0]) == min(MAX_BATCH, len(tasks) // (TAIL_SHARE * 2)) > 1
    assert [len(b) for b in batches[-TAIL_SHARE * 2:]] == [1] * (TAIL_SHARE * 2)


@pytest.mark.skipif(sys.platform != "linux", reason="workers are forked on Linux only")
def test_pool_workers_are_forked_from_a_process_without_other_threads() -> None:
    """Forked, a worker starts with the parent's imports and game (spawned, as Python 3.14's
    default would, it imports them again); with another thread running, fork is not forced."""
    code = "from meeple.sim.backends import _fork_context; print(_fork_context().get_start_method())"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "fork"
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert _fork_context() is None
    finally:
        stop.set()
        other.join()


def test_a_worker_batch_reports_its_rows_and_cpu_seconds() -> None:
    rows, cpu = play_batch((_task(0), _task(1)))
    assert [r.index for r in rows] == [0, 1] and all(r.returns is not None for r in rows)
    assert 0.0 < cpu < 10.0


def test_unknown_backend_and_address_without_ray_are_refused(cli) -> None:
    with pytest.raises(BackendError, match="choose one of: pool, ray"):
        make_backend("spark")
    result = cli("simulate", "lost-legacy", "--players", "random,random", "-n", "2", "--address", "head:6379")
    assert_clear_error(result, "--address 'head:6379' is for --backend ray")
    assert "seed" not in result.output  # refused before anything else is done


def test_an_unreachable_cluster_is_refused_at_once(cli) -> None:
    start = time.monotonic()
    result = cli("simulate", "lost-legacy", "--players", "random,random", "-n", "2", "--no-store",
                    "--backend", "ray", "--address", "127.0.0.1:1")
    assert_clear_error(result, "no Ray cluster answers at '127.0.0.1:1'")
    assert time.monotonic() - start < 30

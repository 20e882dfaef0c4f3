"""Where a tournament's games are played: in this process, in a local process pool, or as
Ray tasks on a local Ray or a Ray cluster.

A backend takes the tournament's :class:`~meeple.sim.tasks.GameTask` list and hands each
finished :class:`~meeple.sim.tasks.GameRow` to ``collect`` in this process, as soon as its game
(or the short batch it was played in) is done, so that a caller can store games as they finish.
Every game is played from its own task alone (seed, seating, specs), so the rows are the same
whatever the backend, the worker count or the batching; only their order of arrival and the
timings differ.

A backend is a context manager and may be used for several tournaments (a grid of them): the
pool keeps its worker processes and Ray stays connected until :meth:`Backend.close`.

Short games go to workers in batches sized from the games already played (about
``BATCH_SECONDS`` of a worker's CPU time each, at most ``MAX_BATCH`` games), because a round
trip to a worker costs about a millisecond in a pool and more on Ray, as much as a whole game
of Lost Legacy, and most of it is spent in this process, which also stores the games. Towards
the end the batches shrink (each at most a share of the games left, ``TAIL_SHARE``), so that
the workers run out of games at about the same time instead of one of them idling through
another's last long batch.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.context
import os
import signal
import socket
import sys
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from meeple.core.errors import MeepleError
from meeple.sim.tasks import GameRow, GameTask, play_batch, play_task

BACKENDS = ("pool", "ray")
"""The names ``--backend`` accepts (``pool``, the default, is the local process pool)."""

BATCH_SECONDS = 0.1
"""Seconds of play (a worker's CPU time) a batch of games sent to a worker aims at."""

MAX_BATCH = 256
"""The most games in one batch."""

TAIL_SHARE = 2
"""A batch holds at most 1 / (``TAIL_SHARE`` x workers) of the games not yet handed out."""

IN_FLIGHT_PER_WORKER = 2
"""Batches queued per worker: one playing, one waiting, so no worker idles between batches."""

START_WAIT = 0.1
"""Seconds the pool waits at most, after its first batches go out, before ``on_started``."""

Collect = Callable[[GameRow], None]
Tick = Callable[[], None]
Started = Callable[[], None]


class BackendError(MeepleError):
    """A backend cannot be used: Ray is not installed, or the cluster cannot be reached."""


def available_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def effective_jobs(jobs: int, games: int) -> int:
    """Local worker processes worth starting: no more than the games to play and the cores."""
    return max(1, min(jobs, games, available_cores()))


class Batcher:
    """Cuts a task list into batches of consecutive tasks, each sized to take about
    ``BATCH_SECONDS`` from the mean CPU time per game of the batches seen so far (one game
    per batch until a batch has come back), and to hold at most 1 / (``TAIL_SHARE`` x
    ``workers``) of the tasks left: the last batches are short, so the workers finish
    together."""

    def __init__(self, tasks: list[GameTask], workers: int = 1) -> None:
        self._tasks = tasks
        self._next = 0
        self._share = TAIL_SHARE * max(1, workers)
        self._seconds = 0.0
        self._games = 0

    def next(self) -> tuple[GameTask, ...]:
        """The next batch; empty when every task has been handed out."""
        size = 1
        if self._games:
            mean = self._seconds / self._games
            size = max(1, min(MAX_BATCH, int(BATCH_SECONDS / mean) if mean > 0 else MAX_BATCH,
                              (len(self._tasks) - self._next) // self._share))
        start, self._next = self._next, min(len(self._tasks), self._next + size)
        return tuple(self._tasks[start:self._next])

    def seen(self, rows: list[GameRow], cpu_seconds: float) -> None:
        """Learn from a finished batch: its games and the worker's CPU seconds on them."""
        self._seconds += cpu_seconds
        self._games += len(rows)


class Backend(ABC):
    """Plays tournament games. ``name``: as ``--backend`` spells it."""

    name: str

    @abstractmethod
    def workers(self, games: int) -> int:
        """How many games at once this backend plays for a tournament of ``games`` games."""

    @abstractmethod
    def run(self, tasks: list[GameTask], collect: Collect, on_tick: Tick | None, tick_seconds: float,
            on_started: Started | None = None) -> None:
        """Play every task, calling ``collect(row)`` in this process as each game finishes and
        ``on_tick()`` about every ``tick_seconds`` while games run. ``on_started()`` is called
        once, in this process, as soon as the workers have games enough to go on with, and
        before any row is collected: what storing the rows needs (a new database, whose
        creation waits for the disk) is made ready there while the first games are played. An
        error it raises stops the run. Re-raises a game's :class:`MeepleError`; on Ctrl-C
        (``KeyboardInterrupt``) the queued games are dropped and the exception propagates."""

    def close(self, wait: bool = True) -> None:
        """Release worker processes or connections (the backend may not be used after).
        ``wait=False``: only start releasing them and return at once (a pool's workers exit
        while this process goes on; the interpreter waits for them before it exits)."""

    def describe(self, games: int) -> str:
        """``"pool, 2 workers"``: for progress lines and reports."""
        n = self.workers(games)
        return f"{self.name}, {n} worker{'s' if n != 1 else ''}"

    def __enter__(self) -> Backend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _run_here(tasks: list[GameTask], collect: Collect, on_tick: Tick | None, tick_seconds: float,
              on_started: Started | None = None) -> None:
    """Play the tasks in this process, one by one (``on_started`` first); a clock thread calls
    ``on_tick`` (no worker process is forked here, so a thread is safe)."""
    if on_started is not None:
        on_started()
    stop = threading.Event()
    ticker = None
    if on_tick is not None:
        def tick() -> None:
            while not stop.wait(tick_seconds):
                on_tick()
        ticker = threading.Thread(target=tick, name="meeple-tick", daemon=True)
        ticker.start()
    try:
        for task in tasks:
            collect(play_task(task))
    finally:
        stop.set()
        if ticker is not None:
            ticker.join()


def _fork_context() -> multiprocessing.context.BaseContext | None:
    """Fork the pool's workers where that is safe: on Linux, from a process running no other
    thread (the command line's, at the first tournament). A forked worker starts with this
    process's imports and its shared game (:func:`~meeple.sim.tasks.share_game`); a spawned or
    forkserver one (Python 3.14's default on Linux) imports meeple and the game again, about
    0.3 s of CPU per worker. Elsewhere (macOS, where fork is unsafe, or a process with threads,
    such as a web server): the platform's default."""
    if sys.platform == "linux" and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return None


def _init_worker() -> None:
    """Pool worker initializer: Ctrl-C is handled by the parent process alone, and a worker
    whose parent is gone (``kill -9``: no chance to shut the pool down) exits within a
    second instead of waiting for work forever."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="meeple-parent-watch", daemon=True).start()


class PoolBackend(Backend):
    """The local process pool (the default): ``jobs`` worker processes, at most one per core
    and per game; one job plays in this process. The pool starts at the first tournament that
    needs it and is kept until :meth:`close`."""

    name = "pool"

    def __init__(self, jobs: int = 1) -> None:
        if jobs < 1:
            raise BackendError(f"the pool needs at least 1 worker, got {jobs}")
        self.jobs = jobs
        self._pool: ProcessPoolExecutor | None = None
        self._size = 0

    def workers(self, games: int) -> int:
        return effective_jobs(self.jobs, games)

    def run(self, tasks: list[GameTask], collect: Collect, on_tick: Tick | None, tick_seconds: float,
            on_started: Started | None = None) -> None:
        jobs = self.workers(len(tasks))
        if jobs <= 1:
            _run_here(tasks, collect, on_tick, tick_seconds, on_started)
            return
        if self._pool is None or self._size < jobs:
            self.close()
            self._pool = ProcessPoolExecutor(max_workers=jobs, mp_context=_fork_context(), initializer=_init_worker)
            self._size = jobs
        pool = self._pool
        batches = Batcher(tasks, jobs)

        def submit(count: int) -> set[Future[tuple[list[GameRow], float]]]:
            out = set()
            for _ in range(count):
                batch = batches.next()
                if batch:
                    out.add(pool.submit(play_batch, batch))
            return out

        # The first batches hold one game each (nothing is known of the games' length yet):
        # on_started waits until as many have come back as there are workers, so that each
        # worker has a batch sized from them queued while this process is busy in it, but
        # no longer than START_WAIT (long games: the workers are busy with their first ones).
        returned = 0
        finished: list[list[GameRow]] = []  # rows come back, not yet collected
        deadline = time.monotonic() + START_WAIT

        def start() -> None:
            nonlocal on_started
            if on_started is not None:
                call, on_started = on_started, None
                call()

        try:
            pending = submit(jobs * IN_FLIGHT_PER_WORKER)
            while pending:
                timeout = tick_seconds if on_tick else None
                if on_started is not None:
                    left = max(0.0, deadline - time.monotonic())
                    timeout = left if timeout is None else min(timeout, left)
                done, pending = wait(pending, timeout=timeout, return_when=FIRST_COMPLETED)
                for fut in done:
                    error = fut.exception()
                    if error is not None:
                        raise error
                    rows, cpu = fut.result()
                    batches.seen(rows, cpu)
                    finished.append(rows)
                pending |= submit(len(done))  # the workers' next games go out before these are stored
                returned += len(done)
                if on_started is not None:
                    if returned < jobs and pending and time.monotonic() < deadline:
                        continue  # the rows wait in finished until on_started has run
                    start()
                while finished:
                    for row in finished.pop(0):
                        collect(row)
                if on_tick is not None:
                    on_tick()
        except BaseException:
            # Ctrl-C or a failed game: drop the queued games, let running ones finish on their own.
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            if finished and on_started is not None:  # games finished before on_started: kept too
                start()
                while finished:
                    for row in finished.pop(0):
                        collect(row)
            raise

    def close(self, wait: bool = True) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=wait)
            self._pool = None


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Refuse at once a ``host:port`` (or ``ray://host:port``) nobody answers at: Ray itself
    waits minutes for an unreachable head node. Other forms (``auto``) are left to Ray."""
    hostport = address.removeprefix("ray://")
    host, sep, port = hostport.rpartition(":")
    if not sep or not port.isdigit():
        return
    try:
        socket.create_connection((host or "127.0.0.1", int(port)), timeout=timeout).close()
    except OSError as err:
        raise BackendError(f"no Ray cluster answers at {address!r} ({err.strerror or err}); give the head "
                           "node's host:port (as 'ray start --head' prints it), 'auto' for a Ray started "
                           "on this machine, or ray://host:10001") from None


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise BackendError("--backend ray needs Ray, which is not installed; install it with: "
                           "pip install 'meeple[ray]'") from None
    return ray


class RayBackend(Backend):
    """Games as Ray tasks, one CPU each.

    ``address`` None: a local Ray started for this backend with ``jobs`` CPUs (at most the
    cores here), without the dashboard, quiet, and stopped by :meth:`close`. With an address
    (``host:port`` of a cluster's head, ``auto``, or ``ray://host:10001``): join that cluster,
    whose every node must have the same meeple installed; ``jobs`` then caps the games played
    at once (default: the cluster's CPUs). When this process is already connected to Ray (a
    test session's Ray), that connection is used and left open; ``jobs`` caps the games at once.
    Raises :class:`BackendError` when Ray is missing or the cluster cannot be joined.
    """

    name = "ray"

    def __init__(self, jobs: int | None = 1, address: str | None = None) -> None:
        if jobs is not None and jobs < 1:
            raise BackendError(f"Ray needs at least 1 worker, got {jobs}")
        self.jobs = jobs
        self.address = address
        self._ray: Any = None
        self._owned = False
        self._remote: Any = None
        self._cpus = 1

    def _connect(self) -> Any:
        if self._ray is not None:
            return self._ray
        ray = _ray()
        if self.address is not None:
            _check_reachable(self.address)
        if not ray.is_initialized():
            quiet = {"include_dashboard": False, "logging_level": logging.ERROR, "log_to_driver": False}
            try:
                if self.address is None:
                    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")  # a local run reports nothing
                    ray.init(num_cpus=min(self.jobs or 1, available_cores()), **quiet)
                else:
                    ray.init(address=self.address, **quiet)
            except (ConnectionError, RuntimeError, ValueError) as err:
                where = f"the Ray cluster at {self.address!r}" if self.address else "a local Ray"
                hint = ("; check --address (host:port of the head node, 'auto' or ray://host:10001), and for a "
                        "cluster with token authentication set RAY_AUTH_MODE=token and its RAY_AUTH_TOKEN here"
                        if self.address else "")
                raise BackendError(f"cannot start or join {where} ({err}){hint}") from None
            self._owned = True
        self._cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        self._remote = ray.remote(num_cpus=1)(play_batch)
        self._ray = ray
        return ray

    def workers(self, games: int) -> int:
        self._connect()
        cap = self._cpus if self.jobs is None else min(self.jobs, self._cpus)
        return max(1, min(cap, games))

    def run(self, tasks: list[GameTask], collect: Collect, on_tick: Tick | None, tick_seconds: float,
            on_started: Started | None = None) -> None:
        ray = self._connect()
        workers = self.workers(len(tasks))
        batches = Batcher(tasks, workers)
        pending: list[Any] = []

        def submit(count: int) -> None:
            for _ in range(count):
                batch = batches.next()
                if batch:
                    pending.append(self._remote.remote(batch))

        # A Ray of our own has just the CPUs asked for, so queued batches cannot run beyond
        # them; on a shared Ray with a cap, only the cap's worth may be out at once.
        own_cpus = (self._owned and self.address is None) or self.jobs is None
        try:
            submit(workers * IN_FLIGHT_PER_WORKER if own_cpus else workers)
            if on_started is not None:
                on_started()
            while pending:
                done, rest = ray.wait(pending, num_returns=1, timeout=tick_seconds if on_tick else None)
                pending[:] = rest
                finished = []
                for ref in done:
                    try:
                        rows, cpu = ray.get(ref)
                    except ray.exceptions.RayTaskError as err:
                        cause = getattr(err, "cause", None)
                        raise (cause if isinstance(cause, BaseException) else err) from None
                    batches.seen(rows, cpu)
                    finished.append(rows)
                submit(len(done))  # the workers' next games go out before these are stored
                for rows in finished:
                    for row in rows:
                        collect(row)
                if on_tick is not None:
                    on_tick()
        except BaseException:
            for ref in pending:  # Ctrl-C or a failed game: the queued games are not wanted
                ray.cancel(ref)
            raise

    def close(self, wait: bool = True) -> None:
        if self._ray is not None and self._owned:
            self._ray.shutdown()
        self._ray = None
        self._owned = False


def make_backend(name: str, jobs: int | None = 1, address: str | None = None) -> Backend:
    """The backend called ``name`` (see :data:`BACKENDS`). ``jobs``: worker processes (pool; None
    is 1) or games at once (Ray; None is every CPU of the cluster). ``address``: a Ray cluster
    to join (Ray only). Raises :class:`BackendError` for an unknown name or an address given to
    the pool."""
    if name == "pool":
        if address is not None:
            raise BackendError(f"--address {address!r} is for --backend ray; the pool runs on this machine")
        return PoolBackend(jobs or 1)
    if name == "ray":
        return RayBackend(jobs, address)
    raise BackendError(f"unknown backend {name!r}; choose one of: {', '.join(BACKENDS)}")

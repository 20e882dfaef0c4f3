"""The web server under load: concurrent games of random bots with no delay, watched over
WebSockets, on localhost.

    .venv/bin/python bench/web.py [--games 50] [--watchers 100] [--seconds 60] [--game lords-of-war]

A real ``meeple serve`` runs in its own process (with a fresh database in a temporary folder).
This process keeps ``--games`` games of ``random`` against ``random`` (bot delay 0) going at
once: whenever one ends, another is created, until ``--seconds`` have passed or ``--max-games``
were created (both bounds hold). ``--watchers`` WebSocket clients watch them as spectators,
spread evenly (two per game by default), moving to the next game when theirs ends.

Reported:

- action-to-update latency: from the moment the server applied an action (the view message's
  ``changed_at``, stamped before the action is stored) to the moment a watcher has received the
  view that shows it: p50, p99 and max over every view received (same clock: one machine);
- games finished per minute, actions per second and the number of views received.

Writes ``bench/web.json``. The machine is shared (two cores): the figures hold for its load at
the time, which is printed. Never part of the test suite.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

CHANGED = re.compile(rb'"changed_at":([0-9.eE+-]+)')
TERMINAL = re.compile(rb'"terminal":true')


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(db: Path, port: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "meeple", "serve", "--port", str(port), "--db", str(db)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("meeple serve did not start")


class Load:
    def __init__(self, url: str, game: str, games: int, watchers: int, seconds: float, max_games: int) -> None:
        self.url, self.game = url, game
        self.games, self.watchers, self.seconds, self.max_games = games, watchers, seconds, max_games
        self.latencies: list[float] = []
        self.created = self.finished = 0
        self.actions = 0
        self.stop_at = 0.0
        self.client = httpx.AsyncClient(base_url=url, timeout=60)

    async def new_game(self) -> dict[str, Any] | None:
        if self.created >= self.max_games or time.monotonic() >= self.stop_at:
            return None
        self.created += 1
        r = await self.client.post("/api/games", json={"game": self.game, "seats": ["random", "random"],
                                                        "seed": self.created, "bot_delay": 0})
        r.raise_for_status()
        return r.json()

    async def slot(self, watchers: int) -> None:
        """One of the concurrent games: play one after another, with ``watchers`` watching each."""
        ws_url = self.url.replace("http://", "ws://")
        while (links := await self.new_game()) is not None:
            path = links["spectator"].replace("/game/", "/ws/")
            ends = await asyncio.gather(*(self.watch(ws_url + path) for _ in range(watchers)))
            if any(ends):
                self.finished += 1
                view = (await self.client.get(links["spectator"].replace("/game/", "/api/games/").replace("?", "/view?"))).json()
                self.actions += view["position"]

    async def watch(self, url: str) -> bool:
        """Watch one game to its end (or the time bound); True if it ended."""
        async with websockets.connect(url, max_size=None, open_timeout=120) as ws:
            last = None  # the first view is the position at connecting, not an update
            while True:
                left = self.stop_at + 30 - time.monotonic()
                if left <= 0:
                    return False
                try:
                    raw = await asyncio.wait_for(ws.recv(), left)
                except TimeoutError:
                    return False
                now = time.time()
                data = raw.encode() if isinstance(raw, str) else raw
                m = CHANGED.search(data)
                if m:
                    changed = float(m.group(1))
                    if last is not None and changed != last:
                        self.latencies.append(now - changed)
                    last = changed
                if TERMINAL.search(data):
                    return True

    async def run(self) -> float:
        self.stop_at = time.monotonic() + self.seconds
        start = time.monotonic()
        per = [self.watchers // self.games + (i < self.watchers % self.games) for i in range(self.games)]
        await asyncio.gather(*(self.slot(max(1, w)) for w in per))
        await self.client.aclose()
        return time.monotonic() - start


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--watchers", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=60.0, help="stop creating games after this long")
    parser.add_argument("--max-games", type=int, default=5000)
    parser.add_argument("--game", default="lords-of-war")
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("web.json"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        port = _port()
        proc = _start(Path(tmp) / "bench.sqlite3", port)
        try:
            load = Load(f"http://127.0.0.1:{port}", args.game, args.games, args.watchers, args.seconds, args.max_games)
            elapsed = asyncio.run(load.run())
        finally:
            proc.kill()
            proc.wait(10)
    lat = load.latencies
    result = {
        "game": args.game, "concurrent_games": args.games, "watchers": args.watchers, "seconds": round(elapsed, 1),
        "load_average": os.getloadavg()[0], "games_created": load.created, "games_finished": load.finished,
        "games_per_minute": round(load.finished / elapsed * 60, 1),
        "actions_per_second": round(load.actions / elapsed, 1), "views_received": len(lat),
        "latency_ms": {"p50": round(statistics.median(lat) * 1000, 1), "p99": round(_pct(lat, 0.99) * 1000, 1),
                       "max": round(max(lat) * 1000, 1)} if lat else None,
    }
    print(json.dumps(result, indent=2))
    args.out.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()

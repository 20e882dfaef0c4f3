"""Fixtures of the web tests: a live server (uvicorn in a thread of the test process, so a test
can look at the hub's tables), an HTTP client, game creation, and a WebSocket helper."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn

from meeple.web.app import create_app
from meeple.web.hub import Hub

ARTIFACTS = Path(__file__).parent / "artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class LiveServer:
    url: str
    app: Any
    db: Path

    @property
    def hub(self) -> Hub:
        return self.app.state.hub

    @property
    def ws_url(self) -> str:
        return self.url.replace("http://", "ws://")

    def run(self, coro: Any) -> Any:
        """Run ``coro`` in the server's event loop (where the games' locks live) and wait."""
        return asyncio.run_coroutine_threadsafe(coro, self.hub.loop).result(30)

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=30)

    def create(self, game: str, seats: list[str], **body: Any) -> dict[str, Any]:
        with self.client() as c:
            r = c.post("/api/games", json={"game": game, "seats": seats, **body})
        assert r.status_code == 201, r.text
        return r.json()


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    db = tmp_path / "web.sqlite3"
    app = create_app(db)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           ws_max_size=2 * 1024 * 1024))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield LiveServer(f"http://127.0.0.1:{port}", app, db)
    server.should_exit = True
    thread.join(10)


def token_of(link: str) -> str:
    return link.split("t=", 1)[1]


class Watcher:
    """A WebSocket client that keeps every message it receives (in a task of its own)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.messages: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.changed = asyncio.Event()
        self.ws: Any = None

    async def __aenter__(self) -> Watcher:
        import websockets

        self.ws = await websockets.connect(self.url, max_size=None)
        self._task = asyncio.create_task(self._read())
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._task.cancel()
        await self.ws.close()

    async def _read(self) -> None:
        async for text in self.ws:
            self.raw.append(text)
            self.messages.append(json.loads(text))
            self.changed.set()

    def views(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "view"]

    async def wait(self, predicate: Any, timeout: float = 20.0) -> dict[str, Any]:
        """The first message from now on or already kept that satisfies ``predicate``."""
        deadline = asyncio.get_running_loop().time() + timeout
        seen = 0
        while True:
            for m in self.messages[seen:]:
                if predicate(m):
                    return m
            seen = len(self.messages)
            self.changed.clear()
            left = deadline - asyncio.get_running_loop().time()
            assert left > 0, f"no such message within {timeout} s; last: {self.messages[-1:]}"
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except TimeoutError:
                pass

    async def wait_latest(self, predicate: Any, timeout: float = 20.0) -> dict[str, Any]:
        """The newest view message, once it satisfies ``predicate``."""
        return await self.wait(lambda m: m is self.latest() and predicate(m), timeout)

    async def answer(self, count: int, timeout: float = 20.0) -> dict[str, Any]:
        """The ``count + 1``-th answer (``accepted`` or ``error``) to this client's actions."""
        answers = lambda: [m for m in self.messages if m["type"] in ("accepted", "error")]  # noqa: E731
        await self.wait(lambda m: len(answers()) > count, timeout)
        return answers()[count]

    def latest(self) -> dict[str, Any]:
        return self.views()[-1]

    async def send(self, data: Any) -> None:
        await self.ws.send(data if isinstance(data, str | bytes) else json.dumps(data))

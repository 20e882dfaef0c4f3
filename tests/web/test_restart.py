"""A server killed mid-game (SIGKILL, a real ``meeple serve`` process) and started again resumes
every unfinished game where it was; the same links finish it; the finished game is in
``meeple history`` and replays in the browser's API (issue 11)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.web.conftest import free_port, token_of


def _start(db: Path, port: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "meeple", "serve", "--port", str(port), "--db", str(db)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env={**os.environ, "COLUMNS": "200"})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.kill()
    raise AssertionError(f"meeple serve did not start: {proc.stdout.read() if proc.stdout else ''}")


def _play(c: httpx.Client, gid: str, tokens: list[str], moves: int | None) -> dict:
    """Make ``moves`` moves (None: to the end) through the seats' links; returns the last view."""
    made = 0
    while True:
        views = [c.get(f"/api/games/{gid}/view", params={"t": t}).json() for t in tokens]
        assert all(v["type"] == "view" for v in views), views
        if views[0]["terminal"] or (moves is not None and made >= moves):
            return views[0]
        seat = views[0]["acting"][0]
        v = views[seat]
        r = c.post(f"/api/games/{gid}/act", json={"t": tokens[seat], "position": v["position"],
                                                  "action": v["legal"][len(v["legal"]) // 2]["action"]})
        assert r.status_code == 200, r.text
        made += 1


def test_a_killed_server_resumes_its_games_from_the_same_links(tmp_path: Path) -> None:
    db, port = tmp_path / "games.sqlite3", free_port()
    url = f"http://127.0.0.1:{port}"
    proc = _start(db, port)
    try:
        with httpx.Client(base_url=url, timeout=30) as c:
            links = c.post("/api/games", json={"game": "lost-legacy", "seats": ["human", "human"], "seed": 1}).json()
            gid = links["id"]
            tokens = [token_of(s["link"]) for s in links["seats"]]
            bots = c.post("/api/games", json={"game": "lords-of-war", "seats": ["random", "random"], "seed": 8,
                                              "bot_delay": 0.2}).json()
            before = _play(c, gid, tokens, 6)
            bots_before = c.get(f"/api/games/{bots['id']}/view", params={"t": token_of(bots["spectator"])}).json()
            spectator = c.get(f"/api/games/{gid}/view", params={"t": token_of(links["spectator"])}).json()
        proc.kill()  # SIGKILL: no shutdown code runs
        proc.wait(10)
        proc = _start(db, port)
        with httpx.Client(base_url=url, timeout=30) as c:
            again = c.get(f"/api/games/{gid}/view", params={"t": tokens[0]}).json()
            assert again["position"] == before["position"] and again["observation"] == before["observation"]
            assert again["events"] == before["events"] and again["legal"] == before["legal"]
            watched = c.get(f"/api/games/{gid}/view", params={"t": token_of(links["spectator"])}).json()
            assert watched["observation"] == spectator["observation"]
            assert c.get(f"/game/{gid}", params={"t": tokens[1]}).status_code == 200
            time.sleep(1)  # the bots go on from where they were
            bots_after = c.get(f"/api/games/{bots['id']}/view", params={"t": token_of(bots["spectator"])}).json()
            assert bots_after["position"] > bots_before["position"] or bots_after["terminal"]
            end = _play(c, gid, tokens, None)
            assert end["terminal"] and end["stored_id"] is not None
            replay = c.get(f"/api/replay/{end['stored_id']}", params={"step": 1}).json()
            assert replay["step"] == 1 and replay["steps"] == end["position"]
            last = c.get(f"/api/replay/{end['stored_id']}", params={"step": replay["steps"]}).json()
            assert last["terminal"] and last["returns"] == end["returns"]
    finally:
        proc.kill()
        proc.wait(10)
    history = subprocess.run([sys.executable, "-m", "meeple", "history", "--db", str(db)], capture_output=True,
                             text=True, env={**os.environ, "COLUMNS": "200"})
    assert history.returncode == 0 and "web" in history.stdout and "lost-legacy" in history.stdout

"""Seats over time (issue 11): a simultaneous node answered from two browsers in either order,
a reconnect, the move timer, and the clean-up of abandoned games."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest

from tests.web.conftest import LiveServer, Watcher, token_of


def _view(c: httpx.Client, gid: str, token: str) -> dict:
    r = c.get(f"/api/games/{gid}/view", params={"t": token})
    assert r.status_code == 200, r.text
    return r.json()


def _act(c: httpx.Client, gid: str, token: str, position: int, action: str) -> httpx.Response:
    return c.post(f"/api/games/{gid}/act", json={"t": token, "position": position, "action": action})


def _to_simultaneous(server: LiveServer, c: httpx.Client) -> tuple[str, list[str]]:
    """A Drakborgen game (seed 0) brought to its first choice made by both seats in secret."""
    links = server.create("drakborgen", ["human", "human"], seed=0)
    gid, tokens = links["id"], [token_of(s["link"]) for s in links["seats"]]
    for _ in range(6):
        seat = _view(c, gid, tokens[0])["acting"][0]
        v = _view(c, gid, tokens[seat])
        assert _act(c, gid, tokens[seat], v["position"], v["legal"][0]["action"]).status_code == 200
    assert _view(c, gid, tokens[0])["acting"] == [0, 1]
    return gid, tokens


@pytest.mark.parametrize("order", [(0, 1), (1, 0)])
def test_both_seats_choose_in_secret_in_either_order(live_server: LiveServer, order: tuple[int, int]) -> None:
    with live_server.client() as c:
        gid, tokens = _to_simultaneous(live_server, c)
        first, second = order
        views = [_view(c, gid, t) for t in tokens]
        assert views[0]["legal"] and views[1]["legal"]
        choice = views[first]["legal"][-1]["action"]
        assert _act(c, gid, tokens[first], views[first]["position"], choice).status_code == 200
        mine, theirs = _view(c, gid, tokens[first]), _view(c, gid, tokens[second])
        assert mine["submitted"] == choice and not mine["legal"] and mine["acting"] == [second]
        assert theirs["submitted"] is None and theirs["acting"] == [second] and theirs["legal"]
        assert choice not in str({k: v for k, v in theirs.items() if k != "legal"})  # only that it was made
        again = _act(c, gid, tokens[first], mine["position"], choice).json()
        assert again["code"] == "not_acting" and "already" in again["message"]
        stale = _act(c, gid, tokens[second], views[second]["position"] - 1, theirs["legal"][0]["action"]).json()
        assert stale["code"] == "stale"  # chosen before this node
        # chosen at this node before the other seat's secret choice came in: still good
        assert _act(c, gid, tokens[second], views[second]["position"], theirs["legal"][0]["action"]).status_code == 200
        after = _view(c, gid, tokens[first])
        assert after["submitted"] is None and after["position"] == theirs["position"] + 1
        game = live_server.hub.games[gid]
        assert not game.table._pending and len(game.table.actions) == 7


def test_a_reconnecting_browser_gets_the_current_view(live_server: LiveServer) -> None:
    links = live_server.create("lost-legacy", ["human", "human"], seed=0)
    gid, tokens = links["id"], [token_of(s["link"]) for s in links["seats"]]

    async def go() -> None:
        url = f"{live_server.ws_url}/ws/{gid}?t={tokens[0]}"
        async with Watcher(url) as me:
            v = await me.wait(lambda m: m["type"] == "view")
            seat = v["acting"][0]
        with live_server.client() as c:  # moves made while the browser is away
            for _ in range(2):
                view = _view(c, gid, tokens[seat])
                middle = view["legal"][len(view["legal"]) // 2]["action"]  # seed 0 goes on for long then
                assert _act(c, gid, tokens[seat], view["position"], middle).status_code == 200
                seat = _view(c, gid, tokens[0])["acting"][0]
            now = _view(c, gid, tokens[0])
        async with Watcher(url) as me:
            back = await me.wait(lambda m: m["type"] == "view")
            assert back["position"] == now["position"] == v["position"] + 2
            assert back["events_from"] == 0 and back["events"] == now["events"] and back["legal"] == now["legal"]

    asyncio.run(go())


def test_the_move_timer_plays_a_random_move_when_time_runs_out(live_server: LiveServer) -> None:
    links = live_server.create("lost-legacy", ["human", "human"], seed=1, move_timer=30)
    gid, token = links["id"], token_of(links["seats"][0]["link"])
    with live_server.client() as c:
        v = _view(c, gid, token)
        seat = v["acting"][0]
        mine = _view(c, gid, token_of(links["seats"][seat]["link"]))
        assert mine["deadline"] is not None and 25 < mine["deadline"] - time.time() <= 30
        live_server.run(live_server.hub.tick(time.time() + 10))  # not yet
        assert _view(c, gid, token)["position"] == v["position"]
        live_server.run(live_server.hub.tick(time.time() + 31))
        assert _view(c, gid, token)["position"] == v["position"] + 1
    actions = live_server.hub.web.actions(gid)
    assert [(p, s) for p, s, _ in actions] == [(v["position"], seat)]


def test_abandoned_games_are_closed_and_their_secrets_deleted(live_server: LiveServer) -> None:
    hub = live_server.hub
    links = live_server.create("lost-legacy", ["human", "human"], seed=1)
    gid, token = links["id"], token_of(links["seats"][0]["link"])
    live_server.run(hub.tick(time.time() + hub.abandon_after - 60))
    with live_server.client() as c:
        assert c.get(f"/game/{gid}", params={"t": token}).status_code == 200
        live_server.run(hub.tick(time.time() + hub.abandon_after + 60))
        assert c.get(f"/game/{gid}", params={"t": token}).status_code == 404
    row = hub.web.get(gid)
    assert row is not None and row.status == "closed" and row.snapshot is None
    assert gid not in {r.id for r in hub.web.open_games()}

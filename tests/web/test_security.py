"""Refusals (issue 11, security tests): a wrong token, another seat's token, a forged action, a
stale one, an action for a finished game, a spectator acting, malformed and 1 MB messages. Each
gets a clear refusal, the game (table and stored row) does not change, and the server goes on
serving."""

from __future__ import annotations

import asyncio
import json

import pytest
import websockets

from tests.web.conftest import LiveServer, Watcher, token_of


def _fingerprint(server: LiveServer, gid: str) -> tuple[str, int]:
    """The game's saved table as the hub holds it, and the stored row's position."""
    table = json.dumps(server.hub.games[gid].table.to_json(), sort_keys=True)
    row = server.hub.web.get(gid)
    assert row is not None
    return table, row.position


@pytest.fixture
def duel(live_server: LiveServer) -> tuple[LiveServer, dict, list[str]]:
    links = live_server.create("lost-legacy", ["human", "human"], seed=4)
    return live_server, links, [token_of(s["link"]) for s in links["seats"]]


def test_a_wrong_token_sees_nothing_and_does_nothing(duel) -> None:
    server, links, tokens = duel
    gid = links["id"]
    before = _fingerprint(server, gid)
    with server.client() as c:
        for bad in ("", "nope", tokens[0][:-1] + ("A" if tokens[0][-1] != "A" else "B"), "x" * 5000):
            assert c.get(f"/game/{gid}", params={"t": bad}).status_code == 403
            r = c.get(f"/api/games/{gid}/view", params={"t": bad})
            assert r.status_code == 403 and r.json()["code"] == "forbidden" and "legal" not in r.json()
            r = c.post(f"/api/games/{gid}/act", json={"t": bad, "position": 0, "action": "play card=vision"})
            assert r.status_code == 403
        assert c.get("/game/nosuchgame", params={"t": tokens[0]}).status_code == 404
        # a token of one game is no token of another
        other = server.create("lost-legacy", ["human", "human"], seed=5)
        assert c.get(f"/api/games/{other['id']}/view", params={"t": tokens[0]}).status_code == 403

    async def ws() -> None:
        with pytest.raises(websockets.InvalidStatus) as err:
            async with websockets.connect(f"{server.ws_url}/ws/{gid}?t=bad"):
                pass
        assert err.value.response.status_code == 403

    asyncio.run(ws())
    assert _fingerprint(server, gid) == before


def _acting(server: LiveServer, gid: str) -> int:
    return min(server.hub.games[gid].table.acting())


def test_another_seats_token_forged_and_stale_actions_are_refused(duel) -> None:
    server, links, tokens = duel
    gid = links["id"]
    seat = _acting(server, gid)
    with server.client() as c:
        view = c.get(f"/api/games/{gid}/view", params={"t": tokens[seat]}).json()
        legal = view["legal"][0]["action"]
        before = _fingerprint(server, gid)
        cases = [
            (tokens[1 - seat], view["position"], legal, "not_acting"),  # the other seat's token
            (links["spectator"].split("t=")[1], view["position"], legal, "forbidden"),
            (links["creator"].split("t=")[1], view["position"], legal, "forbidden"),
            (tokens[seat], view["position"], "play card=excalibur", "illegal"),  # no such card in hand
            (tokens[seat], view["position"], "%%% not an action", "illegal"),
            (tokens[seat], view["position"] - 1, legal, "stale"),
            (tokens[seat], view["position"] + 5, legal, "stale"),
        ]
        for token, position, action, code in cases:
            r = c.post(f"/api/games/{gid}/act", json={"t": token, "position": position, "action": action})
            assert r.json()["code"] == code, (action, r.json())
            assert r.json()["message"]
            assert _fingerprint(server, gid) == before
        for body in ({"t": tokens[seat], "position": "0", "action": legal}, {"t": tokens[seat], "action": legal},
                     {"t": tokens[seat], "position": view["position"], "action": 7}):
            r = c.post(f"/api/games/{gid}/act", json=body)
            assert r.status_code == 400 and r.json()["code"] == "bad_message"
        assert c.post(f"/api/games/{gid}/act", content=b"[1, 2").status_code == 400
        assert _fingerprint(server, gid) == before
        r = c.post(f"/api/games/{gid}/act", json={"t": tokens[seat], "position": view["position"], "action": legal})
        assert r.status_code == 200  # and the right token at the right time still acts


def test_malformed_and_huge_websocket_messages_are_refused_and_the_connection_lives(duel) -> None:
    server, links, tokens = duel
    gid = links["id"]
    seat = _acting(server, gid)

    async def go() -> None:
        async with Watcher(f"{server.ws_url}/ws/{gid}?t={tokens[seat]}") as me:
            view = await me.wait(lambda m: m["type"] == "view")
            before = _fingerprint(server, gid)
            bad = ["not json", "[]", json.dumps({"v": 2, "type": "act"}), json.dumps({"v": 1, "type": "shout"}),
                   json.dumps({"v": 1, "type": "act", "position": "x", "action": "y"}), b"\xff\xfe",
                   json.dumps({"v": 1, "type": "act", "position": view["position"], "action": "x" * (1 << 20)})]
            for i, message in enumerate(bad):
                await me.send(message)
                err = await me.wait(lambda m, i=i: m["type"] == "error" and
                                    sum(x["type"] == "error" for x in me.messages) > i)
                assert err["code"] in ("bad_message", "too_large") and err["message"]
            assert sum(m["type"] == "error" and m["code"] == "too_large" for m in me.messages) == 1
            assert _fingerprint(server, gid) == before
            await me.send({"v": 1, "type": "act", "position": view["position"], "action": view["legal"][0]["action"]})
            await me.wait(lambda m: m["type"] == "view" and m["position"] == view["position"] + 1)

    asyncio.run(go())
    with server.client() as c:
        assert c.get("/").status_code == 200
        assert c.post(f"/api/games/{gid}/act", content=b"x" * (1 << 20)).status_code == 413


def test_an_action_for_a_finished_game_is_refused(live_server: LiveServer) -> None:
    links = live_server.create("lost-legacy", ["human", "random"], seed=4)
    gid, token = links["id"], token_of(links["seats"][0]["link"])

    async def finish() -> dict:
        async with Watcher(f"{live_server.ws_url}/ws/{gid}?t={token}") as me:
            last = -1
            while True:
                m = await me.wait(lambda m: m["type"] == "view" and m["position"] > last and (m["terminal"] or m["legal"]))
                if m["terminal"]:
                    return m
                last = m["position"]
                await me.send({"v": 1, "type": "act", "position": last, "action": m["legal"][0]["action"]})

    end = asyncio.run(finish())
    before = _fingerprint(live_server, gid)
    with live_server.client() as c:
        r = c.post(f"/api/games/{gid}/act", json={"t": token, "position": end["position"], "action": "play card=vision"})
        assert r.status_code == 409 and r.json()["code"] == "finished"
        assert c.get(f"/api/games/{gid}/view", params={"t": token}).json()["terminal"]
    assert _fingerprint(live_server, gid) == before


def test_only_the_creator_hands_a_seat_to_a_bot(duel) -> None:
    server, links, tokens = duel
    gid = links["id"]
    creator = token_of(links["creator"])
    with server.client() as c:
        for token in (tokens[0], tokens[1], token_of(links["spectator"]), "bad"):
            r = c.post(f"/api/games/{gid}/seats/1/bot", json={"t": token, "spec": "random"})
            assert r.status_code == 403
        assert c.post(f"/api/games/{gid}/seats/1/bot", json={"t": creator, "spec": "nosuchbot"}).status_code == 400
        assert c.post(f"/api/games/{gid}/seats/9/bot", json={"t": creator, "spec": "random"}).status_code == 400
        assert server.hub.games[gid].seats == ["human", "human"]
        r = c.post(f"/api/games/{gid}/seats/1/bot", json={"t": creator, "spec": "random"})
        assert r.status_code == 200 and r.json()["seats"][1]["kind"] == "bot"
        assert c.get(f"/api/games/{gid}/links", params={"t": tokens[0]}).status_code == 403
        game = server.hub.games[gid]
        # seat 1's old link still shows its seat but cannot act for the bot
        for _ in range(100):
            if 1 not in game.table.acting() or game.table.is_terminal:
                break
            asyncio.run(asyncio.sleep(0.02))
        view = c.get(f"/api/games/{gid}/view", params={"t": tokens[1]}).json()
        assert view["seat"] == 1
        r = c.post(f"/api/games/{gid}/act", json={"t": tokens[1], "position": view["position"], "action": "play card=vision"})
        assert r.json()["code"] in ("not_acting", "finished")


def test_the_lobby_refuses_bad_games_with_the_clis_messages(live_server: LiveServer) -> None:
    with live_server.client() as c:
        def refused(body: dict) -> str:
            r = c.post("/api/games", json=body)
            assert r.status_code == 400, r.text
            return r.json()["message"]

        assert "unknown game" in refused({"game": "chess", "seats": ["human", "human"]}).lower()
        assert "lords-of-war is for exactly 2 players" in refused({"game": "lords-of-war", "seats": ["human"] * 3})
        assert "unknown agent 'wizard'" in refused({"game": "lost-legacy", "seats": ["human", "wizard"]})
        assert "victory" in refused({"game": "lords-of-war", "seats": ["human", "random"], "options": {"victory": "x"}})
        assert "unknown option 'colour'" in refused({"game": "lost-legacy", "seats": ["human", "random"],
                                                     "options": {"colour": "red"}})
        assert "player count" in refused({"game": "lost-legacy", "seats": ["human", "random"], "options": {"players": 3}})
        assert "data_dir" in refused({"game": "lost-legacy", "seats": ["human", "random"], "options": {"data_dir": "/etc"}})
        assert "move timer" in refused({"game": "lost-legacy", "seats": ["human", "random"], "move_timer": 1})
        assert c.get("/api/catalog").status_code == 200

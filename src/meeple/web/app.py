"""The FastAPI application: pages, the JSON API and the WebSocket of each browser.

Routes (docs/web.md has the message format):

- ``GET /``: the lobby; ``GET /api/catalog``: games, their option fields and the bot names;
  ``POST /api/games``: create a game, answered with its links.
- ``GET /game/{id}?t=TOKEN``: the page of a seat, a spectator or the creator (403 without a
  valid token); ``GET /api/games/{id}/view?t=``: the token's current view;
  ``POST /api/games/{id}/act``: an action (the WebSocket's ``act`` over HTTP);
  ``GET /api/games/{id}/links?t=CREATOR``; ``POST /api/games/{id}/seats/{seat}/bot``.
- ``WS /ws/{id}?t=TOKEN``: live views; the browser sends ``act`` messages.
- ``GET /history``, ``GET /api/history``: stored games; ``GET /replay/{n}``,
  ``GET /api/replay/{n}?step=K&viewer=S``: a finished game step by step.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from meeple.core.errors import MeepleError
from meeple.core.table import Table
from meeple.web.hub import ABANDON_AFTER, Hub, Role
from meeple.web.lobby import catalog
from meeple.web.protocol import MAX_MESSAGE, PROTOCOL_VERSION, ProtocolError, parse_act, parse_client_message, \
    view_message

STATIC = Path(__file__).parent / "static"
_STATUS = {"not_found": 404, "forbidden": 403, "finished": 409, "stale": 409, "not_acting": 409,
           "illegal": 422, "bad_message": 400, "too_large": 413}


def _refuse(err: ProtocolError) -> JSONResponse:
    return JSONResponse({"v": PROTOCOL_VERSION, "type": "error", "code": err.code, "message": err.message},
                        status_code=_STATUS.get(err.code, 400))


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_large", f"request of {len(raw)} bytes refused; the limit is {MAX_MESSAGE}")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("bad_message", "the request body must be a JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "the request body must be a JSON object")
    return data


def _links(game_id: str, tokens: dict[str, Any], seats: list[str]) -> dict[str, Any]:
    return {
        "id": game_id,
        "seats": [{"seat": s, "player": f"P{s + 1}", "kind": "human" if spec == "human" else "bot", "spec": spec,
                   "link": f"/game/{game_id}?t={tokens['seats'][s]}" if spec == "human" else None}
                  for s, spec in enumerate(seats)],
        "spectator": f"/game/{game_id}?t={tokens['spectator']}",
        "creator": f"/game/{game_id}?t={tokens['creator']}",
    }


def create_app(db: Path | str | None = None, abandon_after: float = ABANDON_AFTER) -> FastAPI:
    """The server's application over the game database ``db`` (None: the default store).
    Games with no action and no browser for ``abandon_after`` seconds are closed."""
    hub_box: dict[str, Hub] = {}

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub = Hub(db, abandon_after)
        app.state.hub = hub
        hub_box["hub"] = hub
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(title="meeple", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    def hub() -> Hub:
        return hub_box["hub"]

    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, media_type="text/html", headers={"Cache-Control": "no-store"})

    # ------------------------------------------------------------------ lobby

    @app.get("/")
    async def lobby() -> FileResponse:
        return page("lobby.html")

    @app.get("/api/catalog")
    async def api_catalog() -> dict[str, Any]:
        return catalog()

    @app.post("/api/games")
    async def api_create(request: Request) -> JSONResponse:
        try:
            data = await _body(request)
            game = hub().create(data.get("game", ""), data.get("options", {}), data.get("seats", []),
                                data.get("seed"), data.get("move_timer"), data.get("bot_delay", 0.0))
        except ProtocolError as err:
            return _refuse(err)
        except MeepleError as err:
            return JSONResponse({"v": PROTOCOL_VERSION, "type": "error", "code": "bad_options",
                                 "message": str(err)}, status_code=400)
        return JSONResponse(_links(game.id, game.tokens, game.seats), status_code=201)

    # ------------------------------------------------------------------ a game

    @app.get("/game/{gid}")
    async def game_page(gid: str, t: str = "") -> Any:
        try:
            hub().find(gid, t)
        except ProtocolError as err:
            code = _STATUS[err.code]
            return HTMLResponse(f"<!doctype html><title>meeple</title><h1>{code}</h1><p>{err.message}</p>"
                                '<p><a href="/">the lobby</a></p>', status_code=code)
        return page("game.html")

    @app.get("/api/games/{gid}/view")
    async def api_view(gid: str, t: str = "") -> JSONResponse:
        try:
            game, role = hub().find(gid, t)
        except ProtocolError as err:
            return _refuse(err)
        async with game.lock:
            return JSONResponse({**game.message(role.seat), "role": role.name})

    @app.post("/api/games/{gid}/act")
    async def api_act(gid: str, request: Request) -> JSONResponse:
        try:
            data = await _body(request)
            game, role = hub().find(gid, data.get("t") if isinstance(data.get("t"), str) else None)
            act = parse_act(data)
            after = await hub().act(game, role, act.position, act.action)
        except ProtocolError as err:
            return _refuse(err)
        return JSONResponse({"v": PROTOCOL_VERSION, "type": "accepted", "position": after})

    @app.get("/api/games/{gid}/links")
    async def api_links(gid: str, t: str = "") -> JSONResponse:
        try:
            game, role = hub().find(gid, t)
            if not role.creator:
                raise ProtocolError("forbidden", "only the creator's link shows the seats' links")
        except ProtocolError as err:
            return _refuse(err)
        return JSONResponse(_links(game.id, game.tokens, game.seats))

    @app.post("/api/games/{gid}/seats/{seat}/bot")
    async def api_bot(gid: str, seat: int, request: Request) -> JSONResponse:
        try:
            data = await _body(request)
            game, role = hub().find(gid, data.get("t") if isinstance(data.get("t"), str) else None)
            await hub().hand_to_bot(game, role, seat, data.get("spec", "random"))
        except ProtocolError as err:
            return _refuse(err)
        return JSONResponse(_links(game.id, game.tokens, game.seats))

    @app.websocket("/ws/{gid}")
    async def ws(websocket: WebSocket, gid: str, t: str = "") -> None:
        try:
            game, role = hub().find(gid, t)
        except ProtocolError:
            await websocket.close(code=4403)  # before accepting: the handshake gets HTTP 403
            return
        await websocket.accept()
        conn = await hub().connect(game, role)

        async def sender() -> None:
            while (text := await conn.queue.get()) is not None:
                await websocket.send_text(text)
            await websocket.close(code=4000)

        sending = asyncio.create_task(sender())
        try:
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None:
                    text = message.get("bytes") or b""
                try:
                    act = parse_client_message(text)
                    if act is not None:
                        after = await hub().act(game, role, act.position, act.action)
                        conn.push(json.dumps({"v": PROTOCOL_VERSION, "type": "accepted", "position": after}))
                except ProtocolError as err:
                    conn.push(hub().refusal(err))
                    if err.code == "stale":  # the browser's view is old: send the current one
                        async with game.lock:
                            msg = game.message(role.seat, 0)
                        conn.events_sent = msg["event_count"]
                        conn.push(json.dumps(msg))
        except WebSocketDisconnect:
            pass
        finally:
            sending.cancel()
            await hub().disconnect(game, conn)

    # ------------------------------------------------------------------ history and replay

    @app.get("/history")
    async def history_page() -> FileResponse:
        return page("history.html")

    @app.get("/api/history")
    async def api_history(game: str | None = None, limit: int = 50) -> JSONResponse:
        rows = hub().store.list(game, max(1, min(limit, 500)))
        return JSONResponse({"games": [
            {"id": r.id, "created": r.created, "source": r.source, "game": r.record.game, "agents": r.record.agents,
             "length": r.record.length, "returns": r.record.returns} for r in rows]})

    @app.get("/replay/{stored_id}")
    async def replay_page(stored_id: int) -> FileResponse:
        return page("replay.html")

    @app.get("/api/replay/{stored_id}")
    async def api_replay(stored_id: int, step: int = 0, viewer: int | None = None) -> JSONResponse:
        try:
            record = hub().store.get(stored_id).record
        except MeepleError as err:
            return JSONResponse({"v": PROTOCOL_VERSION, "type": "error", "code": "not_found", "message": str(err)},
                                status_code=404)
        if record.returns is None:
            return JSONResponse({"v": PROTOCOL_VERSION, "type": "error", "code": "forbidden",
                                 "message": "only finished games are replayed (an unfinished record holds secrets)"},
                                status_code=403)
        step = max(0, min(step, record.length))
        return JSONResponse(await asyncio.get_running_loop().run_in_executor(
            hub().executor, _replay_step, record, stored_id, step, viewer))

    return app


def _replay_step(record: Any, stored_id: int, step: int, viewer: int | None) -> dict[str, Any]:
    """The view of ``viewer`` (None: a spectator) after ``step`` actions of a finished game."""
    where = f"stored game {stored_id}"
    table = None
    last = None
    for i, (action, table) in enumerate(Table.replay(record, where)):
        last = action
        if i == step:
            break
    assert table is not None
    if viewer is not None and not 0 <= viewer < table.game.num_players:
        viewer = None
    msg = view_message(table.view(viewer), f"replay-{stored_id}", [
        {"seat": s, "player": f"P{s + 1}", "kind": "bot" if spec != "human" else "human", "spec": spec,
         "connected": True} for s, spec in enumerate(record.agents)])
    msg.update({"type": "replay", "step": step, "steps": record.length, "stored_id": stored_id,
                "action": None if last is None else last.text(), "final_returns": record.returns,
                "legal": [], "board": {**msg["board"], "action_elements": []}})
    return msg

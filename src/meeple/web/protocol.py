"""The messages between the server and a browser (version :data:`PROTOCOL_VERSION`; docs/web.md).

Server to browser, JSON objects with ``"v"`` and ``"type"``:

- ``view``: everything the page shows, built from one seat's :class:`~meeple.core.view.View`
  and nothing else (see :func:`view_message`);
- ``accepted``: ``position``, the table's position after the browser's own action (sent after
  the ``view`` that shows it);
- ``error``: ``code`` (one of :data:`ERROR_CODES`) and ``message``, for a refused message; the
  game is unchanged.

Browser to server: ``{"v": 1, "type": "act", "position": N, "action": "<action text>"}`` and
``{"v": 1, "type": "ping"}``. A message larger than :data:`MAX_MESSAGE` characters, or one that
is not such an object, is refused with an ``error``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from meeple.core.view import View
from meeple.web.drawing import board_for

PROTOCOL_VERSION = 1
MAX_MESSAGE = 16_384
"""Largest message (characters) a browser may send; an action's text is far shorter."""

ERROR_CODES = ("bad_message", "too_large", "forbidden", "not_acting", "stale", "illegal", "finished", "not_found")


class ProtocolError(Exception):
    """A browser message the server refuses: ``code`` and a message saying what is allowed."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Act:
    """A parsed ``act`` message."""

    position: int
    action: str


def parse_client_message(text: str | bytes) -> Act | None:
    """An ``act`` (or None for a ``ping``); raises :class:`ProtocolError` for anything else."""
    if len(text) > MAX_MESSAGE:
        raise ProtocolError("too_large", f"message of {len(text)} characters refused; the limit is {MAX_MESSAGE}")
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("bad_message", "a message must be a JSON object such as "
                            '{"v": 1, "type": "act", "position": 3, "action": "play card=2"}') from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", f"a message must be a JSON object, not {type(data).__name__}")
    if data.get("v") != PROTOCOL_VERSION:
        raise ProtocolError("bad_message", f"protocol version {data.get('v')!r} is not spoken here; "
                            f"use \"v\": {PROTOCOL_VERSION}")
    kind = data.get("type")
    if kind == "ping":
        return None
    if kind != "act":
        raise ProtocolError("bad_message", f"unknown message type {kind!r}; allowed: 'act', 'ping'")
    return parse_act(data)


def parse_act(data: dict[str, Any]) -> Act:
    """The position and action text of an act request (WebSocket message or HTTP body)."""
    position, action = data.get("position"), data.get("action")
    if type(position) is not int:
        raise ProtocolError("bad_message", f"'position' must be the integer position of the view the action "
                            f"was chosen in, not {position!r}")
    if not isinstance(action, str) or not action.strip():
        raise ProtocolError("bad_message", "'action' must be the text of one of the legal actions")
    return Act(position, action)


def error_message(code: str, message: str) -> dict[str, Any]:
    return {"v": PROTOCOL_VERSION, "type": "error", "code": code, "message": message}


def view_message(view: View, game_id: str, seats: list[dict[str, Any]], events_from: int = 0,
                 deadline: float | None = None) -> dict[str, Any]:
    """The ``view`` message of one seat (``view.seat``; None: a spectator).

    Its parts come from the View alone (position, acting seats, own submitted choice, legal
    actions with descriptions, the events the seat may see, the observation, the board drawn
    from the view, the returns at the end), plus public table facts: the game id, ``seats``
    (who sits where: "human" or a bot spec, and whether connected) and the move ``deadline``
    (seconds since the epoch). ``events`` holds the seat's events from index ``events_from``
    on (``events_from`` is 0 on a fresh connection).
    """
    board = board_for(view)
    events = view.events
    return {
        "v": PROTOCOL_VERSION,
        "type": "view",
        "game_id": game_id,
        "game": view.game.name,
        "title": view.game.title,
        "seat": view.seat,
        "position": view.position,
        "acting": sorted(view.acting),
        "submitted": None if view.submitted is None else view.submitted.text(),
        "terminal": view.is_terminal,
        "returns": view.returns,
        "seats": seats,
        "deadline": deadline,
        "legal": [{"action": a.text(), "description": d} for a, d in view.described],
        "board": board.to_json(),
        "events_from": events_from,
        "events": events[events_from:],
        "event_count": len(events),
        "observation": view.observation,
    }

"""Nothing hidden reaches a browser (issue 11): over whole games of every registered game, every
message and HTTP response sent to seat 1 and to a spectator is what that seat's View gives, and
nothing more.

Seat 0 is a server-side random bot, seat 1 a WebSocket client choosing at random, a spectator
watches. At every change of the game the test (an observer of the hub, run before the browsers
are told) resamples what seat 1 cannot see (``determinize(1)``: seat 0's hand, the deck order,
seat 0's pending secret choice replaced by another legal one) and builds seat 1's message on that
position too: it must be identical, so the message carries nothing of seat 0's hidden cards or
the deck order. The same for the spectator against both seats' determinizations. Then every
message actually received, and every HTTP view response, must equal the message built on the
true table (events arrive incrementally and are joined first). The check is not vacuous: the
resampling changes seat 0's observation in every game with hidden hands.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from meeple.core import registry
from meeple.core.table import Table
from meeple.web.protocol import view_message
from tests.web.conftest import LiveServer, Watcher, token_of

GAMES = sorted(registry.game_classes())
VOLATILE = ("seats", "deadline", "events", "events_from", "status", "stored_id", "role", "changed_at")
"""Parts that are not drawn from the view: who is connected and the timer (public facts), and
the events (compared after joining them)."""


def _stable(msg: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in msg.items() if k not in VOLATILE}


def _determinized_table(table: Table, seat: int, rng: random.Random) -> Table:
    """A table at a position of ``seat``'s information set, with the other seats' pending secret
    choices replaced by other legal ones."""
    det = table._state.determinize(seat, rng)
    twin = Table(table.game, table.seed, state=det)
    twin.position = table.position
    for s, action in table._pending.items():
        if s == seat:
            twin._pending[s] = action
        else:
            twin._pending[s] = rng.choice(det.legal_actions_for(s))
    return twin


class LeakCheck:
    """The hub observer: checks the messages of seat 1 and the spectator at every change."""

    def __init__(self) -> None:
        self.built: dict[tuple[int | None, int], dict[str, Any]] = {}
        self.failures: list[str] = []
        self.hidden_changed = 0
        self.rng = random.Random(5)

    def __call__(self, game: Any) -> None:
        table = game.table
        pos = table.position
        for seat in (1, None):
            real = _stable(view_message(table.view(seat), game.id, []))
            real["all_events"] = table.view(seat).events
            self.built[(seat, pos)] = real
            others = (0, 1) if seat is None else (1,)
            for p in others:
                twin = _determinized_table(table, p, self.rng)
                if p == 1:
                    self.hidden_changed += json.dumps(twin._state.observation(0), sort_keys=True) != \
                        json.dumps(table._state.observation(0), sort_keys=True)
                got = _stable(view_message(twin.view(seat), game.id, []))
                got["all_events"] = twin.view(seat).events
                if got != real:
                    keys = sorted(k for k in real if real[k] != got.get(k))
                    self.failures.append(f"{game.table.game.name} position {pos}: what "
                                         f"{'the spectator' if seat is None else 'seat 1'} is sent changes when "
                                         f"seat {p}'s unknowns are resampled (parts {keys})")


def _joined(messages: list[dict[str, Any]]) -> list[tuple[dict[str, Any], list[str]]]:
    """Each view message with the seat's whole event list as the browser holds it then."""
    events: list[str] = []
    out = []
    for m in messages:
        if m["type"] != "view":
            continue
        assert m["events_from"] <= len(events), "events arrived with a gap"
        events = events[:m["events_from"]] + m["events"]
        assert len(events) == m["event_count"]
        out.append((m, list(events)))
    return out


async def _play(server: LiveServer, name: str, seed: int, check: LeakCheck) -> tuple[list, list, list]:
    links = server.create(name, ["random", "human"], seed=seed)
    gid = links["id"]
    seat_token, spectator = token_of(links["seats"][1]["link"]), token_of(links["spectator"])
    rng = random.Random(seed)
    http_views = []
    game = server.hub.games[gid]

    async def first() -> None:  # the first position (a bot may be moving: take the game's lock)
        async with game.lock:
            check(game)

    await asyncio.to_thread(server.run, first())
    async with Watcher(f"{server.ws_url}/ws/{gid}?t={spectator}") as watcher, \
            Watcher(f"{server.ws_url}/ws/{gid}?t={seat_token}") as me:
        moves, acked = 0, 0
        while True:
            # the newest view, once it shows our last action and asks for a choice (or the end)
            m = await me.wait_latest(lambda m: m["position"] >= acked and (m["terminal"] or bool(m["legal"])))
            if m["terminal"]:
                break
            choice = rng.choice(m["legal"])["action"]
            await me.send({"v": 1, "type": "act", "position": m["position"], "action": choice})
            answer = await me.answer(moves)
            assert answer["type"] == "accepted", answer
            acked = answer["position"]
            moves += 1
            if moves % 15 == 1:
                r = await asyncio.to_thread(server.client().get, f"/api/games/{gid}/view", params={"t": seat_token})
                http_views.append(r.json())
        await watcher.wait(lambda m: m["type"] == "view" and m["terminal"])
        return [json.loads(t) for t in me.raw], [json.loads(t) for t in watcher.raw], http_views


@pytest.mark.parametrize("name", GAMES)
def test_nothing_hidden_reaches_seat_1_or_a_spectator(live_server: LiveServer, name: str) -> None:
    check = LeakCheck()
    live_server.hub.observers.append(check)
    seat_msgs, spectator_msgs, http_views = asyncio.run(_play(live_server, name, 21, check))
    assert not check.failures, check.failures[:5]
    cls = registry.game_class(name)
    if cls.hidden_information and not cls.cooperative:
        assert check.hidden_changed > 0, "resampling never changed seat 0's hidden information: the check is vacuous"
    for seat, messages in ((1, seat_msgs), (None, spectator_msgs)):
        joined = _joined(messages)
        assert joined and joined[-1][0]["terminal"]
        for m, events in joined:
            built = check.built.get((seat, m["position"]))
            assert built is not None, f"a message for position {m['position']} that the game never had"
            assert _stable(m) == {k: v for k, v in built.items() if k != "all_events"}
            assert events == built["all_events"]
    for m in http_views:
        built = check.built[(1, m["position"])]
        assert m["events"] == built["all_events"] and _stable(m) == {k: v for k, v in built.items() if k != "all_events"}
    for text in map(json.dumps, seat_msgs + spectator_msgs + http_views):
        assert '"kind": "meeple-table"' not in text and '"rng"' not in text  # no saved table, no RNG state

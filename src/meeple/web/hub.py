"""The server's games: creating them, acting, bots, timers, persistence and clean-up.

One :class:`Hub` holds every open :class:`WebGame`. Everything that touches a game's
:class:`~meeple.core.table.Table` holds that game's ``asyncio.Lock``; a bot's step runs in a
worker thread (so a thinking bot never blocks other games or the event loop) while its game's
lock is held (the ``random`` agent, which takes microseconds, steps in the loop itself). Every
accepted action is stored (with the table's saved form) before anyone is
told of it, so a server killed at any moment resumes every game where its players last saw it.

Seats: each seat, the spectators and the game's creator have their own token
(``secrets.token_urlsafe(16)``, 128 random bits) in their link. A seat token acts only for
its seat; the spectator and creator tokens show the public view; the creator's may also hand
a seat to a bot.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from meeple.agents.base import Agent, RandomAgent
from meeple.agents.specs import make_agent, parse_spec
from meeple.cli.game_options import check_options
from meeple.core.actions import Action
from meeple.core.errors import (AgentSpecError, IllegalActionError, MeepleError, NotActingError, OptionError,
                                StaleActionError)
from meeple.core.registry import game_class, load
from meeple.core.table import Table
from meeple.sim.runner import agent_seeds
from meeple.sim.store import GameStore, WebGameRow, WebGames
from meeple.web.protocol import ProtocolError, error_message, view_message

log = logging.getLogger("meeple.web")

HUMAN = "human"
ABANDON_AFTER = 24 * 3600.0
"""Seconds without an action or a connected browser after which a game is closed."""
MAX_QUEUE = 64
"""Messages waiting for one browser beyond which it is disconnected (it reconnects and gets the
current view)."""


def new_token() -> str:
    return secrets.token_urlsafe(16)


@dataclass(frozen=True)
class Role:
    """Who holds a token: a seat (``seat``), a spectator (seat None) or the creator."""

    seat: int | None
    creator: bool = False

    @property
    def name(self) -> str:
        return "creator" if self.creator else "spectator" if self.seat is None else "seat"


@dataclass(eq=False)
class Connection:
    """One browser's live connection: its role and the messages waiting to be sent."""

    role: Role
    queue: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    events_sent: int = 0

    def push(self, text: str | None) -> None:
        if self.queue.qsize() >= MAX_QUEUE:
            text = None  # too far behind: the sender ends, the browser reconnects
        self.queue.put_nowait(text)


class WebGame:
    """One game at the server: its table, seats (``"human"`` or an agent spec), tokens,
    settings (``move_timer`` seconds or None, ``bot_delay`` seconds), bots and connections."""

    def __init__(self, gid: str, table: Table, seats: list[str], tokens: dict[str, Any],
                 settings: dict[str, Any], status: str = "playing", stored_id: int | None = None) -> None:
        self.id = gid
        self.table = table
        self.seats = seats
        self.tokens = tokens
        self.settings = settings
        self.status = status
        self.stored_id = stored_id
        self.lock = asyncio.Lock()
        self.connections: set[Connection] = set()
        self.agents: dict[int, Agent] = {}
        self.deadlines: dict[int, float] = {}
        self.driver: asyncio.Task | None = None
        self.active = self.changed_at = time.time()
        self.state_since = table.position
        """The position since which only secret choices at a simultaneous node came in (the
        state itself is unchanged since then)."""
        self._applied = len(table.actions)
        seeds = agent_seeds(table.seed, len(seats))
        self._random = [RandomAgent(table.game, seed=s) for s in seeds]  # timed-out moves
        for seat, spec in enumerate(seats):
            if spec != HUMAN:
                self.agents[seat] = make_agent(spec, table.game, seed=seeds[seat])

    def role(self, token: str | None) -> Role | None:
        """The role of ``token`` in this game, or None for an unknown token."""
        if not isinstance(token, str) or not token:
            return None
        found = None
        for seat, t in enumerate(self.tokens["seats"]):
            if secrets.compare_digest(t, token):
                found = Role(seat)
        if secrets.compare_digest(self.tokens["spectator"], token):
            found = Role(None)
        if secrets.compare_digest(self.tokens["creator"], token):
            found = Role(None, creator=True)
        return found

    def seats_info(self) -> list[dict[str, Any]]:
        connected = {c.role.seat for c in self.connections if c.role.seat is not None}
        return [{"seat": s, "player": f"P{s + 1}", "kind": "human" if spec == HUMAN else "bot",
                 "spec": spec, "connected": s in connected or spec != HUMAN}
                for s, spec in enumerate(self.seats)]

    def message(self, seat: int | None, events_from: int = 0) -> dict[str, Any]:
        view = self.table.view(seat)
        deadline = self.deadlines.get(seat) if seat is not None else (min(self.deadlines.values(), default=None))
        msg = view_message(view, self.id, self.seats_info(), events_from, deadline)
        msg["status"] = self.status
        msg["stored_id"] = self.stored_id
        msg["changed_at"] = self.changed_at
        return msg

    def publish(self) -> None:
        """Queue the current view for every connection (one view built per seat)."""
        built: dict[int | None, dict[str, Any]] = {}
        for conn in list(self.connections):
            seat = conn.role.seat
            base = built.get(seat)
            if base is None:
                base = built[seat] = self.message(seat)
            events = base["events"]
            start = conn.events_sent if conn.events_sent <= len(events) else 0
            msg = {**base, "events_from": start, "events": events[start:]}
            conn.events_sent = len(events)
            conn.push(_dumps(msg))

    def update_deadlines(self) -> None:
        timer = self.settings.get("move_timer")
        if not timer or self.status != "playing":
            self.deadlines.clear()
            return
        acting = {s for s in self.table.acting() if self.seats[s] == HUMAN}
        for seat in list(self.deadlines):
            if seat not in acting:
                del self.deadlines[seat]
        now = time.time()
        for seat in acting:
            self.deadlines.setdefault(seat, now + timer)


def _dumps(data: Any) -> str:
    import json

    return json.dumps(data, separators=(",", ":"))


class Hub:
    """Every open game of one server, stored in the database at ``db`` (None: the default)."""

    def __init__(self, db: Path | str | None = None, abandon_after: float = ABANDON_AFTER,
                 workers: int = 4) -> None:
        self.store = GameStore.open_writable(db)
        self.web = WebGames(self.store)
        self.abandon_after = abandon_after
        self.games: dict[str, WebGame] = {}
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="meeple-bot")
        self._housekeeper: asyncio.Task | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.observers: list[Any] = []
        """Callables ``(game)`` run after every change of a game, before its browsers are told
        (tests check what is sent against the table)."""

    # ------------------------------------------------------------------ life cycle

    async def start(self) -> None:
        """Resume every open game from the store and start the housekeeping loop."""
        self.loop = asyncio.get_running_loop()
        for row in self.web.open_games():
            try:
                game = self._resume(row)
            except MeepleError as err:
                log.error("web game %s cannot be resumed: %s", row.id, err)
                continue
            self.games[game.id] = game
            game.update_deadlines()
            self.kick(game)
        self._housekeeper = asyncio.create_task(self._housekeeping())

    async def stop(self) -> None:
        if self._housekeeper is not None:
            self._housekeeper.cancel()
        for game in self.games.values():
            if game.driver is not None:
                game.driver.cancel()
            for conn in game.connections:
                conn.push(None)
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    def _resume(self, row: WebGameRow) -> WebGame:
        if row.snapshot is None:
            raise MeepleError("no saved table")
        table = Table.from_json(row.snapshot, f"web game {row.id}")
        game = WebGame(row.id, table, list(row.seats), row.tokens, row.settings, row.status, row.stored_id)
        game.active = row.updated
        return game

    # ------------------------------------------------------------------ creating

    def create(self, name: str, options: dict[str, Any], seats: list[str], seed: int | None = None,
               move_timer: float | None = None, bot_delay: float = 0.0) -> WebGame:
        """A new game of ``name`` with ``options`` (as the CLI takes them: strings converted and
        checked by the game's options model) and one entry per seat: ``"human"`` or an agent
        spec. Raises :class:`MeepleError` (OptionError, AgentSpecError) saying what is wrong."""
        cls = game_class(name)
        if not isinstance(options, dict):
            raise OptionError("options must be an object of option names and values")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise AgentSpecError("seats must be a list with one entry per seat: 'human' or an agent spec")
        seats = [s.strip() for s in seats]
        for i, spec in enumerate(seats):
            if not spec:
                raise AgentSpecError(f"seat P{i + 1} is empty; give 'human' or an agent spec such as 'random'")
            if parse_spec(spec)[0] == HUMAN:
                seats[i] = HUMAN
        options = check_options(cls, {k.replace("-", "_"): v for k, v in options.items()})
        if "data_dir" in options:
            raise OptionError("the data_dir option is not offered by the web server (it would read the server's "
                              "files); start a game with your own data with 'meeple play'")
        game = load(cls.name, players=len(seats), **options)
        if move_timer is not None and (isinstance(move_timer, bool) or not isinstance(move_timer, int | float)
                                       or not 5 <= move_timer <= 86400):
            raise OptionError(f"the move timer must be from 5 to 86400 seconds (or none), not {move_timer!r}")
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, int | float) or not 0 <= bot_delay <= 10:
            raise OptionError(f"the bot delay must be from 0 to 10 seconds, not {bot_delay!r}")
        if seed is None:
            seed = secrets.randbits(63)
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 63:
            raise OptionError(f"the seed must be an integer from 0 to 2**63-1, not {seed!r}")
        table = Table(game, seed, agents=list(seats))
        tokens = {"seats": [new_token() for _ in seats], "spectator": new_token(), "creator": new_token()}
        gid = secrets.token_urlsafe(6)
        while gid in self.games or self.web.get(gid) is not None:
            gid = secrets.token_urlsafe(6)
        settings = {"move_timer": move_timer, "bot_delay": float(bot_delay)}
        web = WebGame(gid, table, seats, tokens, settings)  # builds the bots: a bad spec is refused here
        now = time.time()
        self.web.create(WebGameRow(gid, game.name, "playing", tokens, seats, settings, table.to_json(),
                                   table.position, None, datetime.now(UTC).isoformat(timespec="seconds"), now))
        self.games[gid] = web
        web.update_deadlines()
        self.kick(web)
        return web

    # ------------------------------------------------------------------ acting

    def find(self, gid: str, token: str | None) -> tuple[WebGame, Role]:
        """The game and the token's role; raises :class:`ProtocolError` ('not_found' or
        'forbidden')."""
        game = self.games.get(gid)
        if game is None:
            raise ProtocolError("not_found", f"there is no open game {gid!r} here (finished games are in the history)")
        role = game.role(token)
        if role is None:
            raise ProtocolError("forbidden", "this link's token is not valid for this game; ask its creator "
                                "for your seat's link")
        return game, role

    async def act(self, game: WebGame, role: Role, position: int, text: str) -> int:
        """A person's action: checked and applied, stored, then everybody is told; returns the
        table's position after it. Raises :class:`ProtocolError` and changes nothing when it is
        refused."""
        if role.seat is None:
            raise ProtocolError("forbidden", "a spectator's link cannot act; use your seat's link")
        async with game.lock:
            if game.status != "playing":
                raise ProtocolError("finished", "the game is over; nobody acts")
            if game.seats[role.seat] != HUMAN:
                raise ProtocolError("not_acting", f"seat P{role.seat + 1} is played by a bot now "
                                    f"({game.seats[role.seat]})")
            try:
                action = Action.parse(text)
            except IllegalActionError as err:
                raise ProtocolError("illegal", _short(str(err))) from None
            self._apply(game, role.seat, action, position)
            after = game.table.position
        self.kick(game)
        return after

    def _apply(self, game: WebGame, seat: int, action: Action, position: int | None) -> None:
        """Apply, store and publish (the game's lock is held)."""
        table = game.table
        at = table.position
        now = time.time()
        if type(position) is int and game.state_since <= position < at:
            # chosen at this simultaneous node before another seat's secret choice came in: the
            # seat's view and choices are the same as they were, so it is not stale
            position = at
        try:
            table.act(seat, action, position)
        except StaleActionError as err:
            raise ProtocolError("stale", _short(str(err))) from None
        except NotActingError as err:
            raise ProtocolError("not_acting", _short(str(err))) from None
        except IllegalActionError as err:
            raise ProtocolError("illegal", _short(str(err))) from None
        game.active = game.changed_at = now
        if len(table.actions) != game._applied:  # the state moved on (not only a secret choice)
            game._applied = len(table.actions)
            game.state_since = table.position
        snapshot = table.to_json()
        if table.is_terminal:
            game.stored_id = self.web.finish(game.id, table.record(), snapshot, seat, action.text(), at)
            game.status = "finished"
        else:
            self.web.act(game.id, seat, action.text(), at, snapshot)
        game.update_deadlines()
        for observer in self.observers:
            observer(game)
        game.publish()

    def kick(self, game: WebGame) -> None:
        """Start the game's bot driver unless it runs already."""
        if game.status == "playing" and (game.driver is None or game.driver.done()):
            if any(s in game.agents for s in game.table.acting()):
                game.driver = asyncio.create_task(self._drive(game))

    async def _drive(self, game: WebGame) -> None:
        """Let the bots move while a bot is to act."""
        loop = asyncio.get_running_loop()
        while game.status == "playing":
            delay = game.settings.get("bot_delay", 0.0)
            if delay:
                await asyncio.sleep(delay)
            async with game.lock:
                bots = sorted(s for s in game.table.acting() if s in game.agents)
                if not bots or game.status != "playing":
                    return
                seat = bots[0]
                view, sampler = game.table.view(seat), game.table.sampler(seat)
                agent = game.agents[seat]
                try:
                    if isinstance(agent, RandomAgent):  # microseconds: a thread hop would cost more
                        action = agent.step(view, sampler)
                    else:
                        action = await loop.run_in_executor(self.executor, agent.step, view, sampler)
                except Exception:  # a faulty bot must not stop the game: it moves at random instead
                    log.exception("bot %s of web game %s failed; it moves at random", agent.spec, game.id)
                    action = game._random[seat].step(view, sampler)
                try:
                    self._apply(game, seat, action, view.position)
                except ProtocolError as err:
                    log.error("bot %s of web game %s chose a refused action: %s", agent.spec, game.id, err)
                    self._apply(game, seat, game._random[seat].step(game.table.view(seat), sampler), None)
            if not delay:
                await asyncio.sleep(0)  # let the other games and the browsers in

    async def hand_to_bot(self, game: WebGame, role: Role, seat: Any, spec: Any) -> None:
        """The creator gives ``seat`` to a bot playing ``spec``. Raises :class:`ProtocolError`."""
        if not role.creator:
            raise ProtocolError("forbidden", "only the game's creator (the creator's link) may hand a seat to a bot")
        if type(seat) is not int or not 0 <= seat < len(game.seats):
            raise ProtocolError("bad_message", f"there is no seat {seat!r}; seats are 0 to {len(game.seats) - 1}")
        if not isinstance(spec, str) or parse_spec(spec or "?")[0] == HUMAN:
            raise ProtocolError("bad_message", "give a bot's agent spec, such as 'random', 'greedy' or 'ismcts'")
        async with game.lock:
            if game.status != "playing":
                raise ProtocolError("finished", "the game is over")
            try:
                agent = make_agent(spec, game.table.game, seed=agent_seeds(game.table.seed, len(game.seats))[seat])
            except AgentSpecError as err:
                raise ProtocolError("bad_message", str(err)) from None
            game.seats[seat] = agent.spec
            game.agents[seat] = agent
            game.table.agents[seat] = agent.spec
            self.web.update(game.id, seats=game.seats)
            game.update_deadlines()
            game.publish()
        self.kick(game)

    # ------------------------------------------------------------------ connections

    async def connect(self, game: WebGame, role: Role) -> Connection:
        conn = Connection(role)
        async with game.lock:
            game.connections.add(conn)
            game.active = time.time()
            if role.seat is None:  # a watcher changes nothing the others see
                msg = game.message(None)
                conn.events_sent = msg["event_count"]
                conn.push(_dumps(msg))
            else:
                game.publish()  # the newcomer gets the whole view; the others see that the seat is here
        return conn

    async def disconnect(self, game: WebGame, conn: Connection) -> None:
        async with game.lock:
            game.connections.discard(conn)
            game.active = time.time()
            if conn.role.seat is not None:
                game.publish()

    def refusal(self, err: ProtocolError) -> str:
        return _dumps(error_message(err.code, err.message))

    # ------------------------------------------------------------------ timers and clean-up

    async def _housekeeping(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            try:
                await self.tick()
            except Exception:
                log.exception("housekeeping failed")

    async def tick(self, now: float | None = None) -> None:
        """Play a random move for each seat whose move timer ran out; close games abandoned
        for ``abandon_after`` seconds (no action, no browser connected)."""
        now = time.time() if now is None else now
        for game in list(self.games.values()):
            for seat, deadline in list(game.deadlines.items()):
                if deadline <= now:
                    async with game.lock:
                        if game.deadlines.get(seat, now + 1) > now or seat not in game.table.acting():
                            continue
                        view = game.table.view(seat)
                        action = game._random[seat].step(view, game.table.sampler(seat))
                        self._apply(game, seat, action, view.position)
                    self.kick(game)
            if not game.connections and now - game.active > self.abandon_after:
                async with game.lock:
                    if game.connections:
                        continue
                    self.games.pop(game.id, None)
                    if game.driver is not None:
                        game.driver.cancel()
                    self.web.close(game.id)
                    log.info("web game %s closed after %.0f s without players", game.id, now - game.active)


def _short(text: str, limit: int = 600) -> str:
    return text if len(text) <= limit else text[:limit] + " ..."

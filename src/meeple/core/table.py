"""The Table: the seat boundary. The only way a game is played.

A Table owns one game's State and its record. Seats ask it for their :class:`View` and act
through it; nothing else hands out the state. At a simultaneous node every acting seat
submits one choice, in any order and in secret: the Table holds the choices (the State never
sees a partial set) and applies them together, in seat order, once all are in.

::

    table = Table(meeple.load("lords-of-war"), seed=7)
    while not table.is_terminal:
        for seat in sorted(table.acting()):
            view = table.view(seat)
            table.act(seat, view.legal_actions[0], position=view.position)

Agents get ``table.view(seat)`` and ``table.sampler(seat)`` (determinizations of the seat's
information set), never the State. Search internals step those determinized States directly.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from meeple.core.actions import Action, JointAction, parse_any
from meeple.core.errors import IllegalActionError, MeepleError, NotActingError, RecordError, StaleActionError
from meeple.core.game import Game
from meeple.core.records import RECORD_FORMAT, GameRecord, read_json_file
from meeple.core.registry import game_class, load
from meeple.core.state import SIMULTANEOUS, TERMINAL, State
from meeple.core.view import View, make_view

TABLE_FORMAT = 1
"""Version of the saved form of a Table (:meth:`Table.to_json`)."""


class CannotUndoError(MeepleError):
    """A choice that may not be taken back (the message says why)."""


class Sampler:
    """Determinizations of one seat's information set at one position: ``sampler(rng)``
    returns a fresh State drawn from what the seat knows (see ``State.determinize``)."""

    __slots__ = ("seat", "position", "_table")

    def __init__(self, table: Table, seat: int) -> None:
        self._table = table
        self.seat = seat
        self.position = table.position

    def __call__(self, rng: random.Random) -> State:
        if self._table.position != self.position:
            raise StaleActionError(
                f"this sampler is of position {self.position}; the table is at {self._table.position}")
        return self._table._state.determinize(self.seat, rng)


class Table:
    """One game at one table.

    ``Table(game, seed)`` starts a new game; ``Table(game, seed, state=s)`` continues from a
    position (its JSON is kept in the record as the start). ``agents`` are the specs stored
    in the record (one per seat; informational).
    """

    # Slots: a table is made for every game (random playouts of a short game pay for it as
    # for a few decisions), and the hot path reads its fields at every decision.
    __slots__ = ("game", "_players", "seed", "agents", "agents_state", "_state", "start", "_base", "_pending",
                 "position", "_seats", "_cp_position", "_cp", "_cp_legal", "_legal", "_legal_position",
                 "_legal_seat", "_undo_cache")

    game: Game
    seed: int
    agents: list[str]
    agents_state: list[Any] | None
    """What the seats' agents need to continue exactly after a resume (JSON; set by a driver
    before saving, e.g. their RNG states)."""
    start: dict[str, Any] | None
    position: int

    def __init__(self, game: Game, seed: int = 0, *, state: State | None = None,
                 agents: list[str] | None = None) -> None:
        self.game = game
        players = self._players = game.num_players
        self.seed = seed
        self.agents = list(agents) if agents is not None else []
        self.agents_state = None
        if state is None:
            state = self._state = game.new_initial_state(seed)
            self.start = None
        else:
            self._state = state
            self.start = json.loads(json.dumps(state.to_json()))  # a copy: the state moves on
        self._base = len(state.history)
        self._pending: dict[int, Action] = {}
        self.position = 0
        # _reset_caches, written out (a call costs about as much as these lines)
        self._seats = _SEAT_SETS.get(players) or _seat_sets(players)
        self._cp_position = -1
        self._cp = 0
        self._cp_legal = ()
        self._legal = ()
        self._legal_position = -1
        self._legal_seat = None

    def _reset_caches(self) -> None:
        """Forget what was read of the state (it is read again at the next call)."""
        self._seats = _seat_sets(self._players)
        self._cp_position = -1  # the position at which _cp and _cp_legal were read
        self._cp = 0
        self._cp_legal: tuple[Action, ...] = ()
        self._legal: tuple[Action, ...] = ()  # another seat's, at a simultaneous node
        self._legal_position = -1
        self._legal_seat: int | None = None

    # ------------------------------------------------------------------ reading

    @property
    def is_terminal(self) -> bool:
        return self._state.is_terminal

    def returns(self) -> list[float]:
        return self._state.returns()

    def acting(self) -> frozenset[int]:
        """The seats that may act now: one at an ordinary decision, the seats still to choose
        at a simultaneous node, none at the end.

        The state's ``current_player`` is read here, once per position (the hot path: every
        other reader asks this first). At an ordinary decision the acting seat's legal
        actions are read with it: whoever asks who acts is about to act or to show the
        choices, and :meth:`act` needs them in any case."""
        position = self.position
        if self._cp_position != position:
            state = self._state
            cp = self._cp = state.current_player
            self._cp_legal = tuple(state.legal_actions()) if cp >= 0 else ()
            self._cp_position = position
        else:
            cp = self._cp
        if cp >= 0:
            return self._seats[cp]
        if cp == TERMINAL:
            return _NOBODY
        seats = self._state.acting()
        if self._pending:
            return seats - self._pending.keys()
        return seats

    def legal_actions(self, seat: int | None) -> tuple[Action, ...]:
        """``seat``'s legal actions now (empty when it does not decide now), in the game's order,
        computed once per position and seat. A tuple: the View hands out this very object
        and :meth:`act` checks against it, so no reader can change what the table accepts."""
        position = self.position
        if self._cp_position != position:
            self.acting()  # reads the position
        cp = self._cp
        if cp == seat and cp >= 0:
            return self._cp_legal
        if self._legal_position == position and self._legal_seat == seat:
            return self._legal
        if cp != SIMULTANEOUS or seat is None or seat in self._pending:
            legal: tuple[Action, ...] = ()
        else:
            legal = tuple(self._state.legal_actions_for(seat))
        self._legal, self._legal_position, self._legal_seat = legal, position, seat
        return legal

    def submitted(self, seat: int | None) -> Action | None:
        """``seat``'s own choice at the current simultaneous node, once made (else None)."""
        return self._pending.get(seat) if seat is not None else None

    def view(self, seat: int | None) -> View:
        """What ``seat`` may know now (None: a spectator). Raises :class:`NotActingError`
        for a seat number the game does not have."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self._players):
            raise NotActingError(f"there is no seat {seat!r}; seats are 0 to {self._players - 1} "
                                 "(None for a spectator)")
        return make_view(self, seat)

    def sampler(self, seat: int) -> Sampler:
        """Determinizations of ``seat``'s information set at the current position. Raises
        :class:`NotActingError` for a seat number the game does not have."""
        if type(seat) is not int or not 0 <= seat < self._players:
            raise NotActingError(f"there is no seat {seat!r}; seats are 0 to {self._players - 1} "
                                 "(a spectator has no information set to sample)")
        return Sampler(self, seat)

    @property
    def actions(self) -> list[Action | JointAction]:
        """The actions applied at this table, in order (joint choices as one entry)."""
        return self._state.history[self._base:]

    # ------------------------------------------------------------------ acting

    def act(self, seat: int, action: Action | str, position: int | None = None) -> frozenset[int]:
        """Apply ``seat``'s action (an Action or its text form); returns the seats that act
        at the new position (as :meth:`acting`, which a driver would ask next).

        ``position``: the view's position the action was chosen in; an older one is refused.
        Raises :class:`StaleActionError`, :class:`NotActingError` (not this seat's turn, or
        its simultaneous choice is already in) or :class:`IllegalActionError` (malformed or
        not legal, with the reason and the legal actions). The table is unchanged then.
        """
        if position is not None and (position != self.position or type(position) is not int):
            raise StaleActionError(self._stale(position))
        # The hot path: the acting seat returns one of the objects it was offered (found by
        # identity); anything else (a parsed text, a copy, a simultaneous choice, an error)
        # takes the general path.
        if self._cp_position == self.position and self._cp == seat and type(seat) is int:
            for offered in self._cp_legal:
                if offered is action:
                    state = self._state
                    state._apply(action)  # State.apply_legal, inlined: checked here, recorded here
                    state.history.append(action)
                    position = self.position = self.position + 1
                    # acting() at the new position, written out (a call costs as much as these lines)
                    cp = self._cp = state.current_player
                    self._cp_position = position
                    if cp >= 0:
                        self._cp_legal = tuple(state.legal_actions())
                        return self._seats[cp]
                    self._cp_legal = ()
                    return self.acting()
        self._act(seat, action)
        self.position += 1
        return self.acting()

    def _act(self, seat: int, action: Action | str) -> None:
        """:meth:`act` for anything but an offered object at an ordinary decision: the
        checks with their errors, then the action applied or the secret choice kept."""
        if type(seat) is not int:
            raise NotActingError(self._not_acting(seat), action)
        if type(action) is not Action:
            if isinstance(action, str):
                action = Action.parse(action)
            elif not isinstance(action, Action):
                raise IllegalActionError(f"a seat acts with one Action or its text, not {type(action).__name__}")
        state = self._state
        self.acting()  # reads the position
        cp = self._cp
        if cp == seat and cp >= 0:
            legal = self._cp_legal
            if action not in legal:  # an equal action made elsewhere (parsed text, a copy) is legal
                raise IllegalActionError(
                    f"illegal action {action.text()!r} for player {seat}: {state.explain_illegal(action)}. "
                    f"Legal actions ({len(legal)}): {_shown(legal)}", action, list(legal))
            state._apply(action)
            state.history.append(action)
        elif cp == SIMULTANEOUS and seat in state.simultaneous_seats():
            if seat in self._pending:
                raise NotActingError(f"player {seat} has already made its choice here; waiting for "
                                     f"{', '.join(map(str, sorted(self.acting())))}", action)
            legal = self.legal_actions(seat)
            if action not in legal:
                raise IllegalActionError(
                    f"illegal choice {action.text()!r} for player {seat}: {state.explain_illegal(action)}. "
                    f"Legal choices ({len(legal)}): {_shown(legal)}", action, list(legal))
            self._pending[seat] = action
            if len(self._pending) == len(state.simultaneous_seats()):
                joint = JointAction(self._pending)
                self._pending = {}
                state.apply_legal(joint)
        else:
            raise NotActingError(self._not_acting(seat), action)

    # ------------------------------------------------------------------ taking a choice back

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back the last action now, or None when it may.

        A seat may take back its own previous choice while its multi-step turn goes on, when
        that choice revealed nothing and drew no chance: the last action was the seat's own
        (not a joint choice), the seat acts again now (a card chosen, its square not yet), the
        action emitted no event to anyone and drew nothing from the RNG. No other seat is
        shown a view between two steps of one seat's turn (a view is drawn for a seat when it
        acts), so what the step put in their observations was never seen. Checked by
        replaying the record to the position before the action."""
        prev = self._undo_target(seat)
        return prev if isinstance(prev, str) else None

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last action (see :meth:`undo_refusal`); the position number
        still grows, so a view of the undone position is stale. Raises
        :class:`CannotUndoError` with the reason when it may not."""
        prev = self._undo_target(seat)
        if isinstance(prev, str):
            raise CannotUndoError(prev)
        self._state = prev
        self._reset_caches()
        self.position += 1

    def _undo_target(self, seat: int) -> State | str:
        cached = getattr(self, "_undo_cache", None)
        if cached is not None and cached[0] == (self.position, seat):
            return cached[1]
        result = self._undo_check(seat)
        self._undo_cache = ((self.position, seat), result)
        return result

    def _undo_check(self, seat: int) -> State | str:
        state = self._state
        if state.is_terminal:
            return "the game is over"
        if self._pending:
            return "a secret choice is already in at this step"
        if not self.actions:
            return "there is no earlier choice to take back"
        last = self.actions[-1]
        if isinstance(last, JointAction):
            return "the last step was a choice made together in secret; it is in"
        if self.acting() != frozenset((seat,)):
            return "it is not your decision now"
        record = self.record()
        earlier = GameRecord.model_construct(**{**dict(record), "actions": record.actions[:-1],
                                                 "length": len(record.actions) - 1, "returns": None})
        prev_table = Table.from_record(earlier, "the game so far")
        prev = prev_table._state
        if prev.current_player != seat:
            return "the last choice was another player's"
        after = state
        if len(after.events) != len(prev.events):
            return "your last choice was announced (it showed something to someone)"
        if after.to_json().get("rng") != prev.to_json().get("rng"):
            return "your last choice drew a card or rolled a die"
        return prev

    def _stale(self, position: object) -> str:
        if type(position) is not int:
            return (f"position {position!r} is not a position number; give the integer 'position' of the "
                    f"view the action was chosen in (the table is at position {self.position})")
        if position > self.position:
            return (f"the action was chosen at position {position}, which this table has not reached (it is "
                    f"at position {self.position}); look at the current view and choose again")
        return (f"the action was chosen at position {position}, but the table has moved on to position "
                f"{self.position}; look at the new view and choose again")

    def _not_acting(self, seat: object) -> str:
        if self.is_terminal:
            return "the game is over; nobody acts"
        if type(seat) is not int or not 0 <= seat < self.game.num_players:
            return f"there is no seat {seat!r}; seats are 0 to {self.game.num_players - 1}"
        now = ", ".join(map(str, sorted(self.acting())))
        return f"it is not player {seat}'s decision now; waiting for player(s) {now}"

    # ------------------------------------------------------------------ record and saved form

    def record(self, seconds: float | None = None) -> GameRecord:
        """The game so far as a record (built without re-validation: every field is known good)."""
        state = self._state
        actions = [a.text() for a in self.actions]
        return GameRecord.model_construct(
            format=RECORD_FORMAT,
            game=self.game.name, rules_version=self.game.rules_version, options=self.game.options_json(),
            seed=self.seed, start=self.start, agents=self.agents, actions=actions,
            returns=state.returns() if state.is_terminal else None, length=len(actions),
            seconds=seconds, secret=self.game.hidden_information,
        )

    def to_json(self) -> dict[str, Any]:
        """The saved form: the record, a complete snapshot of the state (RNG included), the
        secret choices already made at a simultaneous node, and the position number.
        It holds every secret: keep it server-side."""
        return {
            "kind": "meeple-table",
            "format": TABLE_FORMAT,
            "record": self.record().model_dump(mode="json"),
            "state": self._state.to_json(),
            "pending": {str(s): a.text() for s, a in sorted(self._pending.items())},
            "position": self.position,
            "agents_state": self.agents_state,
        }

    def save(self, path: Path | str) -> None:
        Path(path).write_text(json.dumps(self.to_json()), encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any, where: str = "saved table") -> Table:
        """Resume a saved table. Raises :class:`RecordError` when it is malformed, made under
        other rules, or its snapshot does not agree with its record: the record is replayed
        from its seed (or start position) and must reach the snapshot exactly, RNG included,
        so a snapshot edited to hold other hands or another deck order is refused."""
        if not isinstance(data, dict) or data.get("kind") != "meeple-table":
            raise RecordError(f"{where}: not a saved meeple table (no \"kind\": \"meeple-table\")")
        if data.get("format") != TABLE_FORMAT:
            raise RecordError(f"{where}: saved table format {data.get('format')!r} is not supported "
                              f"(expected {TABLE_FORMAT})")
        record = GameRecord.from_data(data.get("record"), where)
        game = _game_for(record, where)
        snapshot = data.get("state")
        try:
            state = game.state_from_json(snapshot)
        except RecordError as err:
            raise RecordError(f"{where}: the state snapshot is unusable: {err}") from None
        table = cls.__new__(cls)
        table.game, table.seed, table.agents, table.start = game, record.seed, list(record.agents), record.start
        table._players = game.num_players
        table._state = state
        start_history = record.start.get("history", []) if record.start else []
        table._base = len(start_history) if isinstance(start_history, list) else -1
        if len(state.history) != table._base + len(record.actions) or \
                [a.text() for a in state.history] != [*start_history, *record.actions]:
            raise RecordError(f"{where}: the state snapshot does not match the record's actions")
        if Table.from_record(record, where)._state.to_json() != json.loads(json.dumps(state.to_json())):
            raise RecordError(
                f"{where}: the state snapshot does not match its record: replaying the record's "
                f"{len(record.actions)} actions gives another position (the saved table was edited or is corrupt)")
        table.agents_state = data.get("agents_state")
        table._pending = {}
        table._reset_caches()
        pending = data.get("pending", {})
        position = data.get("position")
        if not isinstance(pending, dict) or not isinstance(position, int) or isinstance(position, bool):
            raise RecordError(f"{where}: 'pending' must be an object and 'position' an integer")
        table.position = position
        for key, text in sorted(pending.items()):
            try:
                seat = int(key)
                action = Action.parse(text)
            except (ValueError, IllegalActionError, AttributeError) as err:
                raise RecordError(f"{where}: pending choice {key!r}: {err}") from None
            if state.current_player != SIMULTANEOUS or seat not in state.simultaneous_seats() \
                    or action not in state.legal_actions_for(seat):
                raise RecordError(f"{where}: pending choice {text!r} of seat {key} is not legal at the saved position")
            table._pending[seat] = action
        if table._pending and len(table._pending) == len(state.simultaneous_seats()):
            raise RecordError(f"{where}: 'pending' holds a choice of every seat choosing at the saved position; "
                              "a complete set is applied at once, so a saved table holds only some of them")
        return table

    @classmethod
    def load(cls, path: Path | str) -> Table:
        """Resume the table saved at ``path`` (see :meth:`save`)."""
        return cls.from_json(read_json_file(path, "saved table"), str(path))

    @classmethod
    def replay(cls, record: GameRecord, where: str = "record") -> Iterator[tuple[Action | JointAction | None, Table]]:
        """Replay ``record``: yields ``(None, table)`` at the start, then ``(action, table)``
        after each recorded action (the same table advances).

        Raises :class:`RecordError` when the record names an unusable game, was made under
        other rules, holds a malformed or illegal action, or does not end with its returns.
        """
        game = _game_for(record, where)
        if record.start is not None:
            try:
                table = cls(game, record.seed, state=game.state_from_json(record.start), agents=record.agents)
            except RecordError as err:
                raise RecordError(f"{where}: its start position is unusable: {err}") from None
        else:
            table = cls(game, record.seed, agents=record.agents)
        yield None, table
        for i, text in enumerate(record.actions):
            try:
                action = parse_any(text)
                table._state.apply(action)
            except IllegalActionError as err:
                raise RecordError(f"{where} does not replay: action {i + 1} ({text!r}) failed: {err}") from None
            table.position += 1
            yield action, table
        state = table._state
        if record.returns is not None and (not state.is_terminal or list(state.returns()) != list(record.returns)):
            got = state.returns() if state.is_terminal else "an unfinished game"
            raise RecordError(f"{where} does not replay: it ends with returns {record.returns}, its actions give {got}")

    @classmethod
    def from_record(cls, record: GameRecord, where: str = "record") -> Table:
        """The table at the end of ``record`` (see :meth:`replay`)."""
        table = None
        for _, table in cls.replay(record, where):
            pass
        assert table is not None
        return table


def _game_for(record: GameRecord, where: str) -> Game:
    try:
        cls = game_class(record.game)
    except MeepleError as err:
        raise RecordError(f"{where} names an unusable game: {err}") from None
    if record.rules_version != cls.rules_version:
        raise RecordError(
            f"{where} was made under {cls.name} rules version {record.rules_version}; this meeple plays "
            f"rules version {cls.rules_version}, whose results differ, so it cannot be replayed")
    try:
        return load(record.game, **record.options)
    except MeepleError as err:
        raise RecordError(f"{where} names unusable options: {err}") from None


def _shown(legal: tuple[Action, ...]) -> str:
    return ", ".join(a.text() for a in legal[:30]) + (" ..." if len(legal) > 30 else "")


_NOBODY: frozenset[int] = frozenset()
"""Who acts at the end (one shared empty set: frozensets are immutable)."""

_SEAT_SETS: dict[int, tuple[frozenset[int], ...]] = {}


def _seat_sets(players: int) -> tuple[frozenset[int], ...]:
    """``frozenset((seat,))`` for every seat, made once per player count: ``acting()`` at an
    ordinary decision then builds nothing (frozensets are immutable, so sharing is safe)."""
    sets = _SEAT_SETS.get(players)
    if sets is None:
        sets = _SEAT_SETS[players] = tuple(frozenset((seat,)) for seat in range(players))
    return sets

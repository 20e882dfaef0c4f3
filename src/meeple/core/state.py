"""The State: one position of one game, with the OpenSpiel-style API and the plumbing every
game shares (history, events with a visibility, a copy-on-use RNG, complete snapshots).

Decision points are of two kinds:

* ordinary: ``current_player`` (>= 0) decides; ``legal_actions()`` are that seat's choices;
* simultaneous: ``current_player`` is :data:`SIMULTANEOUS`; every seat of
  ``simultaneous_seats()`` chooses one action in secret (``legal_actions_for(seat)``), and the
  game applies all choices together as one :class:`~meeple.core.actions.JointAction`.

A State never holds a partial simultaneous choice: the :class:`~meeple.core.table.Table`
keeps the choices until all are in, so nothing built from a State (views, events,
determinizations) can show one seat's pending choice to another.

A game implements the underscored hooks (``_apply``, ``_determinize``, ``_to_json``, and at
simultaneous nodes ``_apply_joint``); the public methods check, record and copy around them.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action, JointAction, parse_any
from meeple.core.errors import IllegalActionError, RecordError

if TYPE_CHECKING:
    from meeple.core.game import Game

TERMINAL = -1
"""``current_player`` of a finished game."""

SIMULTANEOUS = -2
"""``current_player`` at a simultaneous node (OpenSpiel's ``kSimultaneousPlayerId``)."""

CORE_KEYS = ("rng", "history", "events")
"""Keys of :meth:`State.to_json` that the core writes and reads; a game's own keys differ."""


def clone_rng(rng: random.Random) -> random.Random:
    """An independent RNG of the same type in the same internal state as ``rng`` (made with
    ``__new__``: ``random.Random()`` would first seed itself from ``os.urandom``, twice)."""
    cls = type(rng)
    copy = cls.__new__(cls)
    copy.setstate(rng.getstate())
    return copy


def rng_to_json(rng: random.Random) -> list[Any]:
    """The Mersenne Twister state as JSON: ``[version, [625 ints], gauss_next]``."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Any, cls: type[random.Random] = random.Random) -> random.Random:
    """Inverse of :func:`rng_to_json` (an RNG of type ``cls``). Raises :class:`RecordError` on
    a malformed value."""
    try:
        version, internal, gauss = data
        rng = cls.__new__(cls)
        rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
    except (TypeError, ValueError) as err:
        raise RecordError(f"position field 'rng': not a saved RNG state ({err})") from None
    return rng


class Event:
    """One line of narration with its visibility.

    ``to`` is None for everyone (spectators included), otherwise the frozenset of seats that
    may see it; an empty set is seen by nobody during play (it stays in the full record).
    """

    __slots__ = ("text", "to")

    def __init__(self, text: str, to: frozenset[int] | None = None) -> None:
        self.text = text
        self.to = to

    def visible_to(self, seat: int | None) -> bool:
        to = self.to
        return to is None or (seat is not None and seat in to)

    def to_json(self) -> list[Any]:
        return [self.text, None if self.to is None else sorted(self.to)]

    @classmethod
    def from_json(cls, data: Any) -> Event:
        if isinstance(data, str):
            return cls(data)
        try:
            text, to = data
            if not isinstance(text, str):
                raise TypeError("text is not a string")
            return cls(text, None if to is None else frozenset(int(s) for s in to))
        except (TypeError, ValueError) as err:
            raise RecordError(f"position field 'events': malformed event {data!r} ({err})") from None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.text == other.text and self.to == other.to

    def __hash__(self) -> int:
        return hash((self.text, self.to))

    def __repr__(self) -> str:
        return f"Event({self.text!r}, to={None if self.to is None else sorted(self.to)})"


_SET_TEXT = Event.__dict__["text"].__set__
_GET_TEXT = Event.__dict__["text"].__get__


class LazyEvent(Event):
    """An event whose text is made when it is first read: ``fn(*args)``. Narration is mostly
    never read (random playouts, search), so a game may keep a formatter and its arguments
    instead of the text. ``args`` must be values fixed at the time of the event (indices,
    names, numbers), not state that changes later, so the text is the one ``emit`` would have
    written then. It is an :class:`Event` everywhere (equality, JSON, pickling as a plain one)."""

    __slots__ = ("_fn", "_args")

    def __init__(self, fn: Callable[..., str], args: tuple[Any, ...], to: frozenset[int] | None = None) -> None:
        self._fn = fn
        self._args = args
        self.to = to

    @property  # type: ignore[override]
    def text(self) -> str:
        fn = self._fn
        if fn is not None:
            _SET_TEXT(self, fn(*self._args))
            self._fn = self._args = None
        return _GET_TEXT(self, LazyEvent)

    def __reduce__(self) -> tuple[type[Event], tuple[str, frozenset[int] | None]]:
        return Event, (self.text, self.to)


class Said(dict):  # type: ignore[type-arg]
    """The events of one line of narration by its values, made on first use and then shared
    by every position of a game that tells them (an event is never changed): ``said[a, b]``
    (or ``said[a]`` for one value) is the event of ``text(*head, a, b)``. ``private``: told
    to the seat given as the first value only (else to everyone). ``lazy``: a
    :class:`LazyEvent`, formatted only when read. At most ``KEPT`` events are kept (beyond,
    each is made afresh), so values from a large range cannot grow it without bound."""

    __slots__ = ("_text", "_head", "_private", "_lazy")

    KEPT = 1 << 14

    def __init__(self, text: Callable[..., str], head: tuple[Any, ...] = (), *, private: bool = False,
                 lazy: bool = False) -> None:
        super().__init__()
        self._text = text
        self._head = head
        self._private = private
        self._lazy = lazy

    def __missing__(self, key: Any) -> Event:
        values = key if type(key) is tuple else (key,)
        to = frozenset((values[0],)) if self._private else None
        args = self._head + values
        event = LazyEvent(self._text, args, to) if self._lazy else Event(self._text(*args), to)
        if len(self) < self.KEPT:
            self[key] = event
        return event


def _audience(to: int | Iterable[int] | None) -> frozenset[int] | None:
    if to is None:
        return None
    if isinstance(to, int):
        return frozenset((to,))
    return frozenset(to)


class State(ABC):
    """A game position.

    Shared fields (set by :meth:`_init_core`): ``game``; ``history`` (every applied Action or
    JointAction, oldest first); ``events`` (:class:`Event` list, oldest first); ``rng`` (all
    chance is drawn from it, so the seed plus the actions replay a game). Clones share the RNG
    until one of them draws (copy on use); a determinization's RNG is only a seed until it is
    first drawn from (seeding a Mersenne Twister costs about 8 us, and most searches on most
    positions never draw).
    """

    __slots__ = ("game", "_rng", "_rng_shared", "history", "events", "_seen")

    game: Game
    history: list[Action | JointAction]
    events: list[Event]

    def _init_core(self, game: Game, rng: random.Random) -> None:
        """Set the shared fields of a new position (call from the game's ``__init__``)."""
        self.game = game
        self._rng = rng
        self._rng_shared = False
        self.history = []
        self.events = []
        self._seen = None

    def _copy_core(self, copy: State) -> None:
        """Give ``copy`` this state's game, history, events and (shared until used) RNG."""
        copy.game = self.game
        copy._rng = self._rng
        copy._rng_shared = self._rng_shared = True
        copy.history = list(self.history)
        copy.events = list(self.events)
        copy._seen = None

    @property
    def rng(self) -> random.Random:
        """The state's RNG; copied (or, for a determinization, seeded) on first use."""
        if self._rng_shared:
            r = self._rng
            self._rng = random.Random(r) if type(r) is int else clone_rng(r)
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    # ------------------------------------------------------------------ decision points

    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat (0-based) that decides next, :data:`SIMULTANEOUS` or :data:`TERMINAL`."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The actions ``current_player`` may take now (empty when terminal or simultaneous)."""

    def simultaneous_seats(self) -> frozenset[int]:
        """The seats that choose at a simultaneous node. Games with such nodes override it."""
        raise NotImplementedError(f"{type(self).__name__} has no simultaneous nodes")

    def _simultaneous_legal(self, seat: int) -> list[Action]:
        """``seat``'s choices at a simultaneous node. Games with such nodes override it."""
        raise NotImplementedError(f"{type(self).__name__} has no simultaneous nodes")

    def acting(self) -> frozenset[int]:
        """The seats that decide now: one, several (simultaneous node) or none (terminal)."""
        cp = self.current_player
        if cp >= 0:
            return frozenset((cp,))
        if cp == SIMULTANEOUS:
            return self.simultaneous_seats()
        return frozenset()

    def legal_actions_for(self, seat: int) -> list[Action]:
        """``seat``'s legal actions now; empty when ``seat`` does not decide."""
        cp = self.current_player
        if cp == seat:
            return self.legal_actions()
        if cp == SIMULTANEOUS and seat in self.simultaneous_seats():
            return self._simultaneous_legal(seat)
        return []

    # ------------------------------------------------------------------ applying

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action of ``current_player`` (already checked)."""

    def _apply_joint(self, joint: JointAction) -> None:
        """Carry out the checked choices of a simultaneous node, all at once."""
        raise NotImplementedError(f"{type(self).__name__} has no simultaneous nodes")

    def apply(self, action: Action | JointAction | str) -> None:
        """Apply ``action`` (an Action, a JointAction or a text form) and record it.

        Raises :class:`IllegalActionError` with the reason and the legal actions when it is
        not legal; the state is then unchanged.
        """
        if isinstance(action, str):
            action = parse_any(action)
        if self.is_terminal:
            raise IllegalActionError(f"the game is over; {action.text()} cannot be applied", action, [])
        if isinstance(action, JointAction):
            self._check_joint(action)
            self._apply_joint(action)
            self.history.append(action)
            return
        if self.current_player == SIMULTANEOUS:
            seats = ", ".join(map(str, sorted(self.simultaneous_seats())))
            raise IllegalActionError(
                f"{action.text()!r} is a single action, but seats {seats} choose together now: "
                f"give one choice per seat ('@0 <action> ; @1 <action>')", action, [])
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalActionError(
                f"illegal action {action.text()!r} for player {self.current_player}: "
                f"{self.explain_illegal(action)}. Legal actions ({len(legal)}): {_shown(legal)}",
                action,
                legal,
            )
        self._apply(action)
        self.history.append(action)

    def _check_joint(self, joint: JointAction) -> None:
        if self.current_player != SIMULTANEOUS:
            raise IllegalActionError(
                f"{joint.text()!r} gives simultaneous choices, but this is not a simultaneous node "
                f"(player {self.current_player} decides)", joint, self.legal_actions())
        seats = self.simultaneous_seats()
        if frozenset(joint.seats) != seats:
            raise IllegalActionError(
                f"{joint.text()!r} gives choices for seats {sorted(joint.seats)}; "
                f"the seats choosing now are {sorted(seats)}", joint, [])
        for seat, action in joint.choices:
            legal = self._simultaneous_legal(seat)
            if action not in legal:
                raise IllegalActionError(
                    f"illegal choice {action.text()!r} for player {seat}: {self.explain_illegal(action)}. "
                    f"Legal choices ({len(legal)}): {_shown(legal)}", action, legal)

    def apply_legal(self, action: Action | JointAction) -> None:
        """Apply an action taken from the legal actions without re-checking it (hot path)."""
        if type(action) is JointAction:
            self._apply_joint(action)
        else:
            self._apply(action)
        self.history.append(action)

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal now. Games override this for precise reasons."""
        return "it is not one of the legal actions now"

    # ------------------------------------------------------------------ outcomes

    @abstractmethod
    def returns(self) -> list[float]:
        """One float per player: +1 win, -1 loss, 0 draw (teams share a value); 0s until the end."""

    def evaluate(self) -> list[float]:
        """Heuristic value per player in [-1, 1] for a non-terminal state (for search with a
        depth limit). Default: :meth:`returns`, i.e. no opinion before the end."""
        return self.returns()

    def scoring(self, seat: int) -> tuple[int, float]:
        """Whose return a decision of ``seat`` here serves, and with which sign: ``(seat, 1.0)``
        unless the rules make the seat decide for someone else (Drakborgen's monster player
        plays against the hero: ``(hero, -1.0)``). Search agents score the decision by it."""
        return seat, 1.0

    # ------------------------------------------------------------------ narration

    def emit(self, text: str, to: int | Iterable[int] | None = None) -> None:
        """Add an event: ``to`` None for everyone, a seat or seats for them only, ``()`` for nobody."""
        self.events.append(Event(text, None if to is None else _audience(to)))

    def emit_lazy(self, fn: Callable[..., str], *args: Any, to: int | Iterable[int] | None = None) -> None:
        """Add an event whose text ``fn(*args)`` is made only when read (:class:`LazyEvent`);
        ``to`` as for :meth:`emit`."""
        self.events.append(LazyEvent(fn, args, None if to is None else _audience(to)))

    def events_for(self, seat: int | None) -> list[str]:
        """The texts of the events ``seat`` may see (None: a spectator's), oldest first."""
        return [e.text for e in self.events if e.to is None or (seat is not None and seat in e.to)]

    # ------------------------------------------------------------------ information

    @abstractmethod
    def clone(self) -> State:
        """An independent copy (history, events and RNG included)."""

    @abstractmethod
    def observation(self, player: int | None) -> dict[str, Any]:
        """A JSON-serialisable view holding only what ``player`` may know (None: a spectator)."""

    @abstractmethod
    def _determinize(self, player: int, rng: random.Random) -> State:
        """A copy where all that ``player`` cannot see is resampled from ``rng``, consistently
        with what they have seen. It must depend only on ``player``'s information set: list
        unseen items in a canonical order before shuffling them."""

    def determinize(self, player: int, rng: random.Random) -> State:
        """A state drawn from ``player``'s information set.

        The game resamples what ``player`` cannot see (:meth:`_determinize`); the copy keeps
        only the events ``player`` may see and no history (past hidden actions are not carried
        into a search), and gets a fresh RNG drawn from ``rng`` (future chance is hidden too).
        """
        c = self._determinize(player, rng)
        c.history = []
        c.events = self._events_seen_by(player)
        c._rng = rng.getrandbits(63)  # the seed of a fresh RNG, made when first drawn from
        c._rng_shared = True
        return c

    def _events_seen_by(self, player: int) -> list[Event]:
        """A new list of the events ``player`` may see. The last filtering is kept per seat
        (events are only ever appended), so a search sampling one position many times filters
        only the events added since."""
        events = self.events
        seen = getattr(self, "_seen", None)
        if seen is None:
            seen = self._seen = {}
        kept = seen.get(player)
        if kept is not None and kept[0] is events and kept[1] <= len(events):
            done, out = kept[1], kept[2]
            if done < len(events):
                out.extend(e for e in events[done:] if e.to is None or player in e.to)
        else:
            out = [e for e in events if e.to is None or player in e.to]
        seen[player] = (events, len(events), out)
        return list(out)

    # ------------------------------------------------------------------ snapshots

    @abstractmethod
    def _to_json(self) -> dict[str, Any]:
        """The game's own fields as JSON (not ``rng``, ``history`` or ``events``)."""

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON, RNG, history and events included; read back by
        ``Game.state_from_json``, which continues exactly as this state would."""
        data = self._to_json()
        rng = self._rng
        data["rng"] = rng_to_json(random.Random(rng) if type(rng) is int else rng)
        data["history"] = [a.text() for a in self.history]
        data["events"] = [e.to_json() for e in self.events]
        return data

    def _restore_core(self, data: dict[str, Any]) -> None:
        """Read the core keys of a snapshot. A hand-made position may leave them out: it then
        keeps the RNG, history and events its loading gave it."""
        if "rng" in data:
            self.rng = rng_from_json(data["rng"])
        if "history" not in data and "events" not in data:
            return  # a hand-made position keeps what loading it narrated
        history = data.get("history", [])
        if not isinstance(history, list):
            raise RecordError("position field 'history': expected a list of action texts")
        try:
            self.history = [parse_any(t) for t in history]
        except (IllegalActionError, AttributeError) as err:
            raise RecordError(f"position field 'history': {err}") from None
        events = data.get("events", [])
        if not isinstance(events, list):
            raise RecordError("position field 'events': expected a list")
        self.events = [Event.from_json(e) for e in events]


def _shown(legal: list[Action]) -> str:
    return ", ".join(a.text() for a in legal[:30]) + (" ..." if len(legal) > 30 else "")

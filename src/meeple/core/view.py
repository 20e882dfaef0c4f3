"""The View: what one seat may know at one position, as the Table hands it out.

Everything a seat receives is built from its View: the observation, the legal actions with
their descriptions, the events it may see, and the rendered screen (``game.render(view)``).
A View is cheap to make: each part (even who is acting) is computed when first read, so a
bot that reads only the legal actions pays for nothing else. A View belongs to one position;
reading a part that was not read before the table moved on raises
:class:`~meeple.core.errors.StaleActionError`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.errors import NotActingError, StaleActionError

if TYPE_CHECKING:
    from meeple.core.game import Game
    from meeple.core.state import State
    from meeple.core.table import Table


class View:
    """One seat's view (``seat`` None: a spectator, who sees public information only).

    Fields: ``seat``; ``position`` (the table's position number, which grows with every
    action, so an action sent for an older position can be refused). Computed on first
    read: ``acting`` (the seats still to decide now), ``submitted`` (this seat's own secret
    choice at a simultaneous node, once made), ``is_terminal``, ``observation`` (dict),
    ``legal_actions`` (a tuple: this seat's, empty when it does not decide now), ``described``
    (``[(action, description)]``), ``events`` (texts, oldest first); ``returns`` (None until
    the end).
    """

    # A View is made for every decision, so it stores only what its reader reads. Each part
    # is a slot of its own name, unset until first read: reading an unset slot calls
    # ``__getattr__``, which computes the part and keeps it (a second read is a plain slot
    # read). The legal actions, which nearly every reader reads, are set at once when the
    # table has read them already (it reads them with who acts).
    __slots__ = ("seat", "position", "_table", "legal_actions", "acting", "submitted", "is_terminal",
                 "observation", "described", "events")

    seat: int | None
    position: int
    legal_actions: tuple[Action, ...]
    """This seat's legal actions in the game's order (empty when it does not decide now):
    the table's own tuple, which the table checks an action against (no copy is made, and
    none is needed: nobody can change a tuple)."""
    acting: frozenset[int]
    submitted: Action | None
    is_terminal: bool
    observation: dict[str, Any]
    described: list[tuple[Action, str]]
    """Each legal action with what it means, for a person."""
    events: list[str]

    def __init__(self, table: Table, seat: int | None) -> None:
        self._table = table
        self.seat = seat
        position = self.position = table.position
        if table._cp_position == position and table._cp == seat:
            self.legal_actions = table._cp_legal

    def __getattr__(self, name: str) -> Any:
        """A part read for the first time (its slot is unset): computed now and kept. Raises
        :class:`StaleActionError` when the table has moved on since the view was made."""
        part = _PARTS.get(name)
        if part is None:
            raise AttributeError(f"'View' object has no attribute {name!r}")
        what, compute = part
        table = self._table
        if what and table.position != self.position:
            raise StaleActionError(
                f"this view is of position {self.position} but the table is at position "
                f"{table.position}: its {what} was not read in time; ask for a new view")
        value = compute(self, table)
        object.__setattr__(self, name, value)
        return value

    @property
    def game(self) -> Game:
        return self._table.game

    @property
    def returns(self) -> list[float] | None:
        """The final returns once the game is over, else None."""
        return self._table.returns() if self.is_terminal else None

    def determinize(self, rng: random.Random) -> State:
        """A State drawn from this seat's information set at this view's position, like
        ``table.sampler(seat)(rng)`` (the one driver loop hands agents this bound method as
        their sampler: it costs nothing to make). Raises :class:`StaleActionError` once the
        table has moved on, :class:`NotActingError` for a spectator's view."""
        seat = self.seat
        if seat is None:
            raise NotActingError("a spectator has no information set to sample")
        table = self._table
        if table.position != self.position:
            raise StaleActionError(
                f"this view's sampler is of position {self.position}; the table is at {table.position}")
        return table._state.determinize(seat, rng)

    def render(self) -> str:
        """The screen for this seat, drawn from this view alone."""
        return self.game.render(self)

    def to_json(self) -> dict[str, Any]:
        """The whole view as JSON (for a client that draws it)."""
        return {
            "seat": self.seat,
            "position": self.position,
            "acting": sorted(self.acting),
            "submitted": None if self.submitted is None else self.submitted.text(),
            "terminal": self.is_terminal,
            "returns": self.returns,
            "observation": self.observation,
            "legal": [{"action": a.text(), "description": d} for a, d in self.described],
            "events": self.events,
        }


def _described(view: View, table: Table) -> list[tuple[Action, str]]:
    legal = view.legal_actions
    obs = view.observation if legal else {}
    describe = table.game.describe_action
    return [(a, describe(a, obs)) for a in legal]


_PARTS: dict[str, tuple[str, Callable[[View, Table], Any]]] = {
    "legal_actions": ("legal actions", lambda v, t: t.legal_actions(v.seat)),
    "acting": ("acting seats", lambda v, t: t.acting()),
    "submitted": ("submitted choice", lambda v, t: t.submitted(v.seat)),
    "is_terminal": ("end", lambda v, t: t.is_terminal),
    "observation": ("observation", lambda v, t: t._state.observation(v.seat)),
    "events": ("events", lambda v, t: t._state.events_for(v.seat)),
    "described": ("", _described),  # built from the parts above, which check the position
}
"""The parts of a View computed on first read: what a staleness error calls the part, and
how it is computed from the view and its table."""

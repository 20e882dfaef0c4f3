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
    action, so an action sent for an older position can be refused); ``legal_actions`` (a
    tuple: this seat's, empty when it does not decide now). Computed on first read:
    ``acting`` (the seats still to decide now), ``submitted`` (this seat's own secret choice
    at a simultaneous node, once made), ``is_terminal``, ``observation`` (dict),
    ``described`` (``[(action, description)]``), ``events`` (texts, oldest first);
    ``returns`` (None until the end). A View is also its seat's sampler: ``view(rng)``.
    """

    # A View is made for every decision, so making one costs little: the legal actions,
    # which nearly every reader reads, are a plain slot set at once (the table has read the
    # acting seat's already, with who acts; any other seat's are empty, except at a
    # simultaneous node, where the seat reads its choices next). Every other part is an
    # unset slot until its property computes it on first read.
    __slots__ = ("seat", "position", "legal_actions", "_table", "_acting", "_submitted", "_terminal",
                 "_observation", "_described", "_events")

    seat: int | None
    position: int
    legal_actions: tuple[Action, ...]
    """This seat's legal actions in the game's order (empty when it does not decide now): the
    table's own tuple, which the table checks an action against (no copy is made, and none is
    needed: nobody can change a tuple)."""

    def __init__(self, table: Table, seat: int | None) -> None:
        # the fields of make_view (keep the two alike)
        self._table = table
        self.seat = seat
        position = self.position = table.position
        self.legal_actions = table._cp_legal if table._cp_position == position and table._cp == seat \
            else table.legal_actions(seat)

    @property
    def game(self) -> Game:
        return self._table.game

    @property
    def acting(self) -> frozenset[int]:
        """The seats still to decide now."""
        try:
            return self._acting
        except AttributeError:
            self._check("acting seats")
            acting = self._acting = self._table.acting()
            return acting

    @property
    def submitted(self) -> Action | None:
        """This seat's own secret choice at a simultaneous node, once made (else None)."""
        try:
            return self._submitted
        except AttributeError:
            self._check("submitted choice")
            submitted = self._submitted = self._table.submitted(self.seat)
            return submitted

    @property
    def is_terminal(self) -> bool:
        try:
            return self._terminal
        except AttributeError:
            self._check("end")
            terminal = self._terminal = self._table.is_terminal
            return terminal

    @property
    def observation(self) -> dict[str, Any]:
        try:
            return self._observation
        except AttributeError:
            self._check("observation")
            observation = self._observation = self._table._state.observation(self.seat)
            return observation

    @property
    def described(self) -> list[tuple[Action, str]]:
        """Each legal action with what it means, for a person."""
        try:
            return self._described
        except AttributeError:
            legal = self.legal_actions
            obs = self.observation if legal else {}
            describe = self._table.game.describe_action
            described = self._described = [(a, describe(a, obs)) for a in legal]
            return described

    @property
    def events(self) -> list[str]:
        """The events this seat may see, oldest first."""
        try:
            return self._events
        except AttributeError:
            self._check("events")
            events = self._events = self._table._state.events_for(self.seat)
            return events

    def _check(self, part: str) -> None:
        if self._table.position != self.position:
            raise StaleActionError(
                f"this view is of position {self.position} but the table is at position "
                f"{self._table.position}: its {part} was not read in time; ask for a new view")

    @property
    def returns(self) -> list[float] | None:
        """The final returns once the game is over, else None."""
        return self._table.returns() if self.is_terminal else None

    def determinize(self, rng: random.Random) -> State:
        """A State drawn from this seat's information set at this view's position, like
        ``table.sampler(seat)(rng)``. The view is also callable as this, so the one driver loop
        hands agents the view itself as their sampler (no object to make). Raises :class:`StaleActionError` once the
        table has moved on, :class:`NotActingError` for a spectator's view."""
        seat = self.seat
        if seat is None:
            raise NotActingError("a spectator has no information set to sample")
        table = self._table
        if table.position != self.position:
            raise StaleActionError(
                f"this view's sampler is of position {self.position}; the table is at {table.position}")
        return table._state.determinize(seat, rng)

    __call__ = determinize

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


_new = object.__new__


def make_view(table: Table, seat: int | None) -> View:
    """``View(table, seat)``, made without a class call: the Table hands out its views this
    way, one per decision. In Python 3.11 calling a class with an ``__init__`` costs about 3,300
    instructions, twice as much as this function; a random playout's whole step costs some
    tens of thousands. The seat is not checked here (``Table.view`` checks it)."""
    view = _new(View)
    view._table = table
    view.seat = seat
    position = view.position = table.position
    view.legal_actions = table._cp_legal if table._cp_position == position and table._cp == seat \
        else table.legal_actions(seat)
    return view

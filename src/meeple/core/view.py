"""The View: what one seat may know at one position, as the Table hands it out.

Everything a seat receives is built from its View: the observation, the legal actions with
their descriptions, the events it may see, and the rendered screen (``game.render(view)``).
A View is cheap to make: each part (even who is acting) is computed when first read, so a
bot that reads only the legal actions pays for nothing else. A View belongs to one position; reading a part that was
not read before the table moved on raises :class:`~meeple.core.errors.StaleActionError`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.errors import StaleActionError

if TYPE_CHECKING:
    from meeple.core.game import Game
    from meeple.core.table import Table

_UNSET: Any = object()


class View:
    """One seat's view (``seat`` None: a spectator, who sees public information only).

    Fields: ``seat``; ``position`` (the table's position number, which grows with every
    action, so an action sent for an older position can be refused); ``acting`` (the seats
    still to decide now); ``submitted`` (this seat's own secret choice at a simultaneous node,
    once made); ``is_terminal``. Computed on first read: ``observation`` (dict),
    ``legal_actions`` (this seat's, empty when it does not decide now), ``described``
    (``[(action, description)]``), ``events`` (texts, oldest first), ``returns``.
    """

    __slots__ = ("seat", "position", "game", "_table", "_acting", "_submitted", "_terminal",
                 "_observation", "_legal", "_described", "_events")

    def __init__(self, table: Table, seat: int | None) -> None:
        self._table = table
        self.game: Game = table.game
        self.seat = seat
        self.position = table.position
        self._acting = self._submitted = self._terminal = _UNSET
        self._observation = self._legal = self._described = self._events = _UNSET

    @property
    def acting(self) -> frozenset[int]:
        if self._acting is _UNSET:
            self._check("acting seats")
            self._acting = self._table.acting()
        return self._acting

    @property
    def submitted(self) -> Action | None:
        if self._submitted is _UNSET:
            self._check("submitted choice")
            self._submitted = self._table.submitted(self.seat)
        return self._submitted

    @property
    def is_terminal(self) -> bool:
        if self._terminal is _UNSET:
            self._check("end")
            self._terminal = self._table.is_terminal
        return self._terminal

    def _check(self, part: str) -> None:
        if self._table.position != self.position:
            raise StaleActionError(
                f"this view is of position {self.position} but the table is at position "
                f"{self._table.position}: its {part} was not read in time; ask for a new view")

    @property
    def observation(self) -> dict[str, Any]:
        if self._observation is _UNSET:
            self._check("observation")
            self._observation = self._table._state.observation(self.seat)
        return self._observation

    @property
    def legal_actions(self) -> list[Action]:
        """This seat's legal actions (empty when it does not decide now). The list is the
        table's own: read it, do not change it."""
        if self._legal is _UNSET:
            self._check("legal actions")
            self._legal = self._table.legal_actions(self.seat)
        return self._legal

    @property
    def described(self) -> list[tuple[Action, str]]:
        """Each legal action with what it means, for a person."""
        if self._described is _UNSET:
            legal = self.legal_actions
            obs = self.observation if legal else {}
            self._described = [(a, self.game.describe_action(a, obs)) for a in legal]
        return self._described

    @property
    def events(self) -> list[str]:
        if self._events is _UNSET:
            self._check("events")
            self._events = self._table._state.events_for(self.seat)
        return self._events

    @property
    def returns(self) -> list[float] | None:
        """The final returns once the game is over, else None."""
        return self._table.returns() if self.is_terminal else None

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

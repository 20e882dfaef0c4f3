"""The State: one position of one game, with the OpenSpiel-style API.

Decisions are sequential: ``current_player`` is whoever decides next, which need not be
the player whose turn it is (see docs/architecture.md for out-of-turn decisions, offers,
secret simultaneous commitments and cooperative play).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError

if TYPE_CHECKING:
    from meeple.core.game import Game

TERMINAL = -1
"""``current_player`` of a finished game."""


def clone_rng(rng: random.Random) -> random.Random:
    """An independent RNG in the same internal state as ``rng``."""
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


class State(ABC):
    """A game position.

    Subclasses implement the underscored hooks and the abstract methods; the public
    :meth:`apply` validates, then calls :meth:`_apply` and records the action.
    """

    game: Game
    rng: random.Random
    history: list[Action]

    @property
    @abstractmethod
    def current_player(self) -> int:
        """Index (0-based) of the player who decides next, or :data:`TERMINAL`."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The actions ``current_player`` may take now (empty when terminal)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action (already checked)."""

    @abstractmethod
    def returns(self) -> list[float]:
        """One float per player: +1 win, -1 loss, 0 draw (teams share a value); 0s until the end."""

    @abstractmethod
    def clone(self) -> State:
        """An independent deep copy (history and RNG included)."""

    @abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """A JSON-serialisable view holding only what ``player`` may know."""

    @abstractmethod
    def determinize(self, player: int, rng: random.Random) -> State:
        """A copy where all that ``player`` cannot see is resampled consistently with
        what they have seen, with a fresh RNG drawn from ``rng`` (future chance is hidden too)."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON (read back by ``Game.state_from_json``)."""

    def evaluate(self) -> list[float]:
        """Heuristic value per player in [-1, 1] for a non-terminal state (for search with a
        depth limit). Default: :meth:`returns`, i.e. no opinion before the end."""
        return self.returns()

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal now. Games override this for precise reasons."""
        return "it is not one of the legal actions now"

    def render(self, viewer: int | None = None) -> str:
        """Terminal text of the position as ``viewer`` sees it (None: everything)."""
        return repr(self.observation(viewer if viewer is not None else max(self.current_player, 0)))

    @property
    def log(self) -> list[str]:
        """Narration of what happened and why, oldest first."""
        return []

    def apply(self, action: Action | str) -> None:
        """Apply ``action`` (an Action or its text form) for ``current_player``.

        Raises :class:`IllegalActionError` with the reason and the legal actions when the
        action is not legal; the state is then unchanged.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        if self.is_terminal:
            raise IllegalActionError(f"the game is over; {action} cannot be applied", action, [])
        legal = self.legal_actions()
        if action not in legal:
            shown = ", ".join(a.text() for a in legal[:30]) + (" ..." if len(legal) > 30 else "")
            raise IllegalActionError(
                f"illegal action {action.text()!r} for player {self.current_player}: "
                f"{self.explain_illegal(action)}. Legal actions ({len(legal)}): {shown}",
                action,
                legal,
            )
        self._apply(action)
        self.history.append(action)

    def apply_legal(self, action: Action) -> None:
        """Apply an action taken from :meth:`legal_actions` without re-checking it (hot path)."""
        self._apply(action)
        self.history.append(action)

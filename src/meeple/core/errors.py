"""Errors raised by meeple. Every message says what was wrong and what is allowed."""

from __future__ import annotations


class MeepleError(Exception):
    """Base class of every error meeple raises on bad input."""


class UnknownGameError(MeepleError):
    """A game name that is not registered."""


class OptionError(MeepleError):
    """A game option with a wrong name or value."""


class IllegalActionError(MeepleError):
    """An action that is not legal in the current state. The state is left unchanged."""

    def __init__(self, message: str, action: object = None, legal: list | None = None) -> None:
        super().__init__(message)
        self.action = action
        self.legal = legal or []


class DataError(MeepleError):
    """A content data file (cards, boards, tables) that does not fit its schema."""


class RecordError(MeepleError):
    """A saved game record or state file that is corrupt, truncated or inconsistent."""


class AgentSpecError(MeepleError):
    """An agent spec string naming an unknown agent or a bad agent option."""


class NotActingError(IllegalActionError):
    """A seat that may not act now tried to (not its turn, already chosen, or no seat)."""


class StaleActionError(IllegalActionError):
    """An action sent for an earlier position of the table than the current one."""

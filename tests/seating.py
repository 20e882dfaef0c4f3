"""Test helpers: seat an agent at a Table built around a hand-made position."""

from __future__ import annotations

from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.state import State
from meeple.core.table import Sampler, Table


def seat_of(state: State) -> int:
    """The one seat that decides in ``state`` (the lowest at a simultaneous node)."""
    return min(state.acting())


def info_set(state: State, seat: int | None = None) -> tuple[Sampler, int]:
    """``(sampler, seat)`` of ``seat``'s information set in ``state`` (default: the decider)."""
    seat = seat_of(state) if seat is None else seat
    return Table(state.game, state=state).sampler(seat), seat


def decide(agent: Agent, state: State, seat: int | None = None) -> Action:
    """The action ``agent`` chooses for ``seat`` (default: the decider) at ``state``, seen
    through a Table as every driver sees it."""
    seat = seat_of(state) if seat is None else seat
    table = Table(state.game, state=state)
    return agent.step(table.view(seat), table.sampler(seat))

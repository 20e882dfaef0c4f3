"""Small builders for Lost Legacy positions written as dicts (see ``serial.py`` for the shape)."""

from __future__ import annotations

from typing import Any

import meeple
from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.table import Table
from meeple.games.lost_legacy.state import LostLegacyState


def position(deck: str = "vorpal-sword", players: int = 2, sword: str = "playable", **data: Any) -> LostLegacyState:
    """A position of ``deck`` for ``players`` from keyword fields (``hands`` is required);
    ``sword`` is the ``vorpal_sword`` option (the card's reading)."""
    game = meeple.load("lost-legacy", deck=deck, players=players, vorpal_sword=sword)
    return game.state_from_json(data)


def legal(state: LostLegacyState) -> list[str]:
    return sorted(a.text() for a in state.legal_actions())


def play(state: LostLegacyState, *actions: str) -> LostLegacyState:
    for a in actions:
        state.apply(a)
    return state


def cards(state: LostLegacyState, tokens: list[int]) -> list[str]:
    return [state.card_id(t) for t in tokens]


def hand(state: LostLegacyState, p: int) -> list[str]:
    return cards(state, state.hands[p])


def pile(state: LostLegacyState, p: int) -> list[str]:
    """``p``'s discards as card ids, face-down ones suffixed ``:down``."""
    return [state.card_id(t) + ("" if state.is_up(t) else ":down") for t in state.discards[p]]


def draw_pile(state: LostLegacyState) -> list[str]:
    """The deck, top card first."""
    return cards(state, list(reversed(state.deck)))


def table(state: LostLegacyState) -> Table:
    """A table continuing from ``state`` (the only way a seat sees a position)."""
    return Table(state.game, state=state)


def decide(agent: Agent, state: LostLegacyState) -> Action:
    """``agent``'s choice for the current player, through that seat's view and sampler."""
    t = table(state)
    seat = state.current_player
    return agent.step(t.view(seat), t.sampler(seat))

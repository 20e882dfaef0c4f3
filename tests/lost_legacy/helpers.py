"""Small builders for Lost Legacy positions written as dicts (see ``serial.py`` for the shape)."""

from __future__ import annotations

from typing import Any

import meeple
from meeple.games.lost_legacy.state import LostLegacyState


def position(deck: str = "vorpal-sword", players: int = 2, **data: Any) -> LostLegacyState:
    """A position of ``deck`` for ``players`` from keyword fields (``hands`` is required)."""
    game = meeple.load("lost-legacy", deck=deck, players=players)
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

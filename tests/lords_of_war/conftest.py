"""Helpers for Lords of War tests: positions from small dicts or the files in positions/,
the narration, and what a seat sees through the Table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.table import Table
from meeple.core.view import View
from meeple.games.lords_of_war.game import LordsOfWarGame, load_position
from meeple.games.lords_of_war.phases import REINFORCE
from meeple.games.lords_of_war.state import LordsOfWarState

POSITIONS = Path(__file__).parent / "positions"


def rulebook_position(name: str, **options: Any) -> LordsOfWarState:
    return load_position(POSITIONS / f"{name}.json", **options)


def make(board: list[tuple[str, int, str]], hands: tuple[list[str], list[str]] = ([], []),
         turn: int = 1, armies: tuple[str, str] = ("dwarves", "orcs"), phase: str = "play",
         **extra: Any) -> LordsOfWarState:
    """A position: ``board`` as (square, owner 1/2, card name), ``turn`` the player (1/2) to move.
    Other keyword arguments starting with ``opt_`` are game options, the rest position fields."""
    options = {k[4:]: v for k, v in extra.items() if k.startswith("opt_")}
    fields = {k: v for k, v in extra.items() if not k.startswith("opt_")}
    game = LordsOfWarGame(armies=armies, **options)
    data = {
        "turn_player": turn,
        "phase": phase,
        "board": [{"square": sq, "owner": o, "card": c} for sq, o, c in board],
        "hands": [list(hands[0]), list(hands[1])],
        **fields,
    }
    return game.state_from_json(data)


def texts(state: LordsOfWarState) -> list[str]:
    return [a.text() for a in state.legal_actions()]


def card(state: LordsOfWarState, player: int, name: str) -> str:
    """The id of the first card called ``name`` in the hand of ``player`` (1/2)."""
    t = state.table
    for g in state.hands[player - 1]:
        if t.names[g] == name:
            return t.ids[g]
    raise AssertionError(f"{name} not in hand of player {player}")


def names(state: LordsOfWarState, cards: list[int]) -> list[str]:
    return [state.table.names[g] for g in cards]


def log(state: LordsOfWarState) -> list[str]:
    """Every event's text, whoever may see it, oldest first."""
    return [e.text for e in state.events]


def view(state: LordsOfWarState, seat: int | None) -> View:
    """``seat``'s View of ``state`` (None: a spectator's), through a Table holding it."""
    return Table(state.game, state=state).view(seat)


def render(state: LordsOfWarState, seat: int | None) -> str:
    """The screen ``seat`` sees, drawn from its View alone."""
    return view(state, seat).render()


def step(agent: Agent, state: LordsOfWarState) -> Action:
    """The action ``agent`` chooses for the player to decide, from its view and sampler only."""
    table = Table(state.game, state=state)
    seat = state.current_player
    return agent.step(table.view(seat), table.sampler(seat))


def draw_until_turn_ends(state: LordsOfWarState) -> None:
    """Take every card of the refill from the army deck (Phase 3 - Reinforcement)."""
    while state.phase == REINFORCE:
        state.apply("draw")

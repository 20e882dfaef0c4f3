"""The Starship set effects (public transcription; reference §1a). The speed-1 card and Sneak
Attack trigger while held, when another player looks at them
(:func:`~.common.look_at_hand`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.effects.common import (
    Decision,
    hand_or_ruins,
    hand_or_ruins_target,
    look_at_hand,
    look_at_ruins,
    look_at_top,
    no_effect,
    pending_player,
    ruins_actions,
    start_if_other_hand,
    swap_hands,
    swap_with_ruins,
    swap_with_top,
    yes_no,
)
from meeple.games.lost_legacy.elimination import game_over

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


# ------------------------------------------------------------------ General (2)
def general(state: LostLegacyState, p: int, token: int) -> None:
    if state.deck:
        look_at_top(state, p)
        state.pending = ("general", p)


def general_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p = pending[1]
    if action.kind == "exchange":
        state.emit(f"P{p + 1} exchanges their hand card with the top card of the deck.")
        swap_with_top(state, p)
    else:
        state.emit(f"P{p + 1} does not exchange.")


# ------------------------------------------------------------------ Shadow Thief (3)
def _shadow_thief_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Looking at the Lost Legacy wins at once."""
    p = pending[1]
    q, i = hand_or_ruins_target(action)
    if q is not None:
        if not look_at_hand(state, p, q):
            return
        token = state.hands[q][0]
    else:
        token = look_at_ruins(state, p, i)
    if state.game.legacy[state.kind[token]]:
        state.publish(token)
        game_over(state, [p], f"P{p + 1}'s Shadow Thief found {state.name(token)}")


shadow_thief, _shadow_thief_decision = hand_or_ruins("shadow_thief", "look", _shadow_thief_look)


# ------------------------------------------------------------------ Swordsman (4)
def swordsman_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    look_at_hand(state, pending[1], int(action["player"]), cancel_x=True)


# ------------------------------------------------------------------ Old Map (6)
def old_map(state: LostLegacyState, p: int, token: int) -> None:
    """Look at the top card and put it in the Ruins; then the player may shuffle the Ruins."""
    if state.deck:
        look_at_top(state, p)
        state.add_ruins(state.take_top((p,)))
        state.emit(f"P{p + 1} puts the top card of the deck in the Ruins.")
    if len(state.ruins) > 1:
        state.pending = ("old_map", p)


def shuffle_choice(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """A "you may shuffle the Ruins" choice (Old Map, and the Flying Garden's Whirlwind)."""
    if action.kind == "shuffle":
        state.shuffle_ruins()
        state.emit(f"P{pending[1] + 1} shuffles the Ruins.")
    else:
        state.emit(f"P{pending[1] + 1} does not shuffle the Ruins.")


# ------------------------------------------------------------------ Search (7)
def search(state: LostLegacyState, p: int, token: int) -> None:
    if state.ruins:
        state.pending = ("search", p)


def search_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, i = pending[1], int(action["ruins"])
    look_at_ruins(state, p, i)
    state.pending = ("search_swap", p, i)


def search_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    if action.kind == "exchange":
        swap_with_ruins(state, pending[1], pending[2])
        state.emit(f"P{pending[1] + 1} exchanges their hand card with Ruins card {pending[2]}.")
    else:
        state.emit(f"P{pending[1] + 1} does not exchange.")


# ------------------------------------------------------------------ Assault (8)
def assault_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, q = pending[1], int(action["player"])
    if look_at_hand(state, p, q):
        state.pending = ("assault_swap", p, q)


def assault_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    if action.kind == "exchange":
        swap_hands(state, pending[1], pending[2])
        state.emit(f"P{pending[1] + 1} exchanges hands with P{pending[2] + 1}.")
    else:
        state.emit(f"P{pending[1] + 1} does not exchange.")


EFFECTS = {
    "girl_of_fate": no_effect,
    "general": general,
    "shadow_thief": shadow_thief,
    "swordsman": start_if_other_hand("swordsman"),
    "old_map": old_map,
    "search": search,
    "assault": start_if_other_hand("assault"),
    "sneak_attack": no_effect,
    "lost_legacy": no_effect,
}

DECISIONS = {
    "general": Decision(yes_no("exchange"), general_swap),
    "shadow_thief": _shadow_thief_decision,
    "swordsman": Decision(pending_player("look"), swordsman_look),
    "old_map": Decision(yes_no("shuffle"), shuffle_choice),
    "search": Decision(lambda state: ruins_actions(state, "look"), search_look),
    "search_swap": Decision(yes_no("exchange"), search_swap),
    "assault": Decision(pending_player("look"), assault_look),
    "assault_swap": Decision(yes_no("exchange"), assault_swap),
}

"""The Starship set effects (public transcription; reference §1a). The speed-1 card and Sneak
Attack trigger while held, when another player looks at them
(:func:`~.registry.look_at_hand`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.effects.registry import (
    decision,
    effect,
    look_at_hand,
    pending_player,
    ruins_actions,
    swap_hands,
    swap_with_ruins,
    swap_with_top,
    yes_no,
)

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


# ------------------------------------------------------------------ General (2)
@effect("general")
def general(state: LostLegacyState, p: int, token: int) -> None:
    if state.deck:
        state.learn(p, state.top())
        state.pending = ("general", p)


@decision("general", yes_no("exchange"))
def general_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    if action.kind == "exchange":
        swap_with_top(state, pending[1])
        state.say(f"Player {pending[1]} exchanges their hand card with the top card of the deck.")


# ------------------------------------------------------------------ Shadow Thief (3)
@effect("shadow_thief")
def shadow_thief(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p) or state.ruins:
        state.pending = ("shadow_thief", p)


def _shadow_legal(state: LostLegacyState) -> list[Action]:
    p = state.pending[1]
    return [Action("look", player=q) for q in state.others_with_hand(p)] + ruins_actions(state, "look")


@decision("shadow_thief", _shadow_legal)
def shadow_thief_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Looking at the Lost Legacy wins at once."""
    p = pending[1]
    if action.get("player") is not None:
        q = int(action["player"])
        if not look_at_hand(state, p, q):
            return
        token = state.hands[q][0]
    else:
        token = state.ruins[int(action["ruins"])]
        state.learn(p, token)
        state.say(f"Player {p} looks at Ruins card {action['ruins']}.")
    if state.game.legacy[state.kind[token]]:
        state.publish(token)
        state.game_over([p], f"player {p}'s Shadow Thief found {state.name(token)}")


# ------------------------------------------------------------------ Swordsman (4)
@effect("swordsman")
def swordsman(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p):
        state.pending = ("swordsman", p)


@decision("swordsman", pending_player("swordsman"))
def swordsman_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    look_at_hand(state, pending[1], int(action["player"]), cancel_x=True)


# ------------------------------------------------------------------ Old Map (6)
@effect("old_map")
def old_map(state: LostLegacyState, p: int, token: int) -> None:
    """Look at the top card and put it in the Ruins; then the player may shuffle the Ruins."""
    if state.deck:
        state.add_ruins(state.take_top((p,)))
        state.say(f"Player {p} puts the top card of the deck in the Ruins.")
    if len(state.ruins) > 1:
        state.pending = ("old_map", p)


@decision("old_map", yes_no("shuffle"))
def old_map_shuffle(state: LostLegacyState, action: Action, pending: tuple) -> None:
    if action.kind == "shuffle":
        state.shuffle_ruins()
        state.say(f"Player {pending[1]} shuffles the Ruins.")


# ------------------------------------------------------------------ Search (7)
@effect("search")
def search(state: LostLegacyState, p: int, token: int) -> None:
    if state.ruins:
        state.pending = ("search", p)


@decision("search", lambda state: ruins_actions(state, "look"))
def search_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, i = pending[1], int(action["ruins"])
    state.learn(p, state.ruins[i])
    state.say(f"Player {p} looks at Ruins card {i}.")
    state.pending = ("search_swap", p, i)


@decision("search_swap", yes_no("exchange"))
def search_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    if action.kind == "exchange":
        swap_with_ruins(state, pending[1], pending[2])
        state.say(f"Player {pending[1]} exchanges their hand card with Ruins card {pending[2]}.")


# ------------------------------------------------------------------ Assault (8)
@effect("assault")
def assault(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p):
        state.pending = ("assault", p)


@decision("assault", pending_player("assault"))
def assault_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, q = pending[1], int(action["player"])
    if look_at_hand(state, p, q):
        state.pending = ("assault_swap", p, q)


@decision("assault_swap", yes_no("exchange"))
def assault_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    if action.kind == "exchange":
        swap_hands(state, pending[1], pending[2])
        state.say(f"Player {pending[1]} exchanges hands with player {pending[2]}.")

"""Flying Garden set effects (reconstructed apart from Curse and Wound; reconstruction §7).
Wound works from the discards (:meth:`LostLegacyState.check_triggers`)."""

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
    yes_no,
)

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


@effect("gardener")
def gardener(state: LostLegacyState, p: int, token: int) -> None:
    """Look at every Ruins card."""
    for t in state.ruins:
        state.learn(p, t)
    state.say(f"Player {p} looks at every card in the Ruins.")


def _wounds(state: LostLegacyState) -> list[tuple[int, int]]:
    effects, kind = state.game.effects, state.kind
    return [(q, i) for q, pile in enumerate(state.discards) for i, t in enumerate(pile)
            if effects[kind[t]] == "wound" and state.is_up(t)]


@effect("herbalist")
def herbalist(state: LostLegacyState, p: int, token: int) -> None:
    if _wounds(state):
        state.pending = ("herbalist", p)


@decision("herbalist", lambda state: [Action("take", player=q, index=i) for q, i in _wounds(state)])
def herbalist_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    q, i = int(action["player"]), int(action["index"])
    token = state.discards[q].pop(i)
    state.add_ruins(token)
    state.say(f"Player {pending[1]} moves a Wound from player {q}'s discards to the Ruins.")


@effect("sky_pirate")
def sky_pirate(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p):
        state.pending = ("sky_pirate", p)


@decision("sky_pirate", pending_player("sky_pirate"))
def sky_pirate_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    swap_hands(state, pending[1], int(action["player"]))
    state.say(f"Player {pending[1]} exchanges hand cards with player {action['player']}.")


@effect("windcaller")
def windcaller(state: LostLegacyState, p: int, token: int) -> None:
    state.pending = ("windcaller", p)


@decision("windcaller", lambda state: [Action("target", player=q) for q in state.alive_players() if state.hands[q]])
def windcaller_target(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """The chosen player puts their card in the Ruins, the Ruins are shuffled, and that player
    (now ``current_player``) takes a Ruins card of their choice unseen."""
    q = int(action["player"])
    state.add_ruins(state.hands[q].pop())
    state.shuffle_ruins()
    state.say(f"Player {q} puts their hand card in the Ruins, which are shuffled.")
    state.pending = ("windcaller_take", q)


@decision("windcaller_take", lambda state: ruins_actions(state, "take"))
def windcaller_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    q = pending[1]
    state.hands[q].append(state.take_ruins(int(action["ruins"]), (q,)))
    state.say(f"Player {q} takes Ruins card {action['ruins']}.")


@effect("whirlwind")
def whirlwind(state: LostLegacyState, p: int, token: int) -> None:
    if state.deck:
        state.add_ruins(state.take_top(()))
        state.say(f"Player {p} puts the top card of the deck in the Ruins unseen.")
    if len(state.ruins) > 1:
        state.pending = ("whirlwind", p)


@decision("whirlwind", yes_no("shuffle"))
def whirlwind_shuffle(state: LostLegacyState, action: Action, pending: tuple) -> None:
    if action.kind == "shuffle":
        state.shuffle_ruins()
        state.say(f"Player {pending[1]} shuffles the Ruins.")


@effect("falconer")
def falconer(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p):
        state.pending = ("falconer", p)


@decision("falconer", pending_player("falconer"))
def falconer_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    look_at_hand(state, pending[1], int(action["player"]))


@effect("curse")
def curse(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p):
        state.pending = ("curse", p)


def _curse_legal(state: LostLegacyState) -> list[Action]:
    return [Action("curse", player=q, number=n) for q in state.others_with_hand(state.pending[1]) for n in range(1, 9)]


@decision("curse", _curse_legal)
def curse_name(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Look at the hand card; if its speed is the named number (X never is), its holder is out."""
    p, q, n = pending[1], int(action["player"]), int(action["number"])
    state.say(f"Player {p} curses player {q}, naming {n}.")
    if look_at_hand(state, p, q) and state.speed(state.hands[q][0]) == n:
        state.eliminate(q, f"their hand card has speed {n}")

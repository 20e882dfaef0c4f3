"""Flying Garden set effects (reconstructed apart from Curse and Wound; reconstruction §7).
Wound works from the discards (:mod:`..elimination`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.actions import BY_PLAYER, CURSE, TAKE
from meeple.games.lost_legacy.effects.common import (
    Decision,
    look_at_hand,
    no_effect,
    pending_player,
    ruins_actions,
    start_if_other_hand,
    swap_hands,
    yes_no,
)
from meeple.games.lost_legacy.effects.the_starship import shuffle_choice
from meeple.games.lost_legacy.elimination import eliminate

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


def gardener(state: LostLegacyState, p: int, token: int) -> None:
    """Look at every Ruins card."""
    for t in state.ruins:
        state.learn(p, t)
    state.emit(f"P{p + 1} looks at every card in the Ruins.")
    if state.ruins:
        seen = ", ".join(f"[{i}] {state.label(t)}" for i, t in enumerate(state.ruins))
        state.emit(f"P{p + 1} sees the Ruins: {seen}.", to=p)


def _wounds(state: LostLegacyState) -> list[tuple[int, int]]:
    effects, kind = state.game.effects, state.kind
    return [(q, i) for q, pile in enumerate(state.discards) for i, t in enumerate(pile)
            if effects[kind[t]] == "wound" and state.is_up(t)]


def herbalist(state: LostLegacyState, p: int, token: int) -> None:
    if _wounds(state):
        state.pending = ("herbalist", p)


def herbalist_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    q, i = int(action["player"]), int(action["index"])
    token = state.discards[q].pop(i)
    state.add_ruins(token)
    state.emit(f"P{pending[1] + 1} moves a Wound from P{q + 1}'s discards to the Ruins.")


def sky_pirate_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    state.emit(f"P{pending[1] + 1} exchanges hand cards with P{action['player'] + 1}.")
    swap_hands(state, pending[1], int(action["player"]))


def windcaller(state: LostLegacyState, p: int, token: int) -> None:
    state.pending = ("windcaller", p)


def windcaller_target(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """The chosen player puts their card in the Ruins, the Ruins are shuffled, and that player
    (now ``current_player``) takes a Ruins card of their choice unseen."""
    q = int(action["player"])
    state.add_ruins(state.hands[q].pop())
    state.shuffle_ruins()
    state.emit(f"P{q + 1} puts their hand card in the Ruins, which are shuffled.")
    state.pending = ("windcaller_take", q)


def windcaller_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    q = pending[1]
    t = state.take_ruins(int(action["ruins"]), (q,))
    state.hands[q].append(t)
    state.emit(f"P{q + 1} takes Ruins card {action['ruins']}.")
    state.emit(f"P{q + 1} takes {state.label(t)}.", to=q)


def whirlwind(state: LostLegacyState, p: int, token: int) -> None:
    if state.deck:
        state.add_ruins(state.take_top(()))
        state.emit(f"P{p + 1} puts the top card of the deck in the Ruins unseen.")
    if len(state.ruins) > 1:
        state.pending = ("whirlwind", p)


def falconer_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    look_at_hand(state, pending[1], int(action["player"]))


def _curse_legal(state: LostLegacyState) -> list[Action]:
    return [a for q in state.others_with_hand(state.pending[1]) for a in CURSE[q]]


def curse_name(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """Look at the hand card; if its speed is the named number (X never is), its holder is out."""
    p, q, n = pending[1], int(action["player"]), int(action["number"])
    state.emit(f"P{p + 1} curses P{q + 1}, naming {n}.")
    if look_at_hand(state, p, q) and state.speed(state.hands[q][0]) == n:
        eliminate(state, q, f"their hand card has speed {n}")


EFFECTS = {
    "gardener": gardener,
    "herbalist": herbalist,
    "sky_pirate": start_if_other_hand("sky_pirate"),
    "windcaller": windcaller,
    "whirlwind": whirlwind,
    "falconer": start_if_other_hand("falconer"),
    "curse": start_if_other_hand("curse"),
    "wound": no_effect,
}

DECISIONS = {
    "herbalist": Decision(lambda state: [TAKE[q][i] for q, i in _wounds(state)], herbalist_take),
    "sky_pirate": Decision(pending_player("target"), sky_pirate_swap),
    "windcaller": Decision(lambda state: [BY_PLAYER["target"][q] for q in state.alive_players() if state.hands[q]],
                           windcaller_target),
    "windcaller_take": Decision(lambda state: ruins_actions(state, "take"), windcaller_take),
    "whirlwind": Decision(yes_no("shuffle"), shuffle_choice),
    "falconer": Decision(pending_player("look"), falconer_look),
    "curse": Decision(_curse_legal, curse_name),
}

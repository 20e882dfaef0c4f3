"""Elimination and the end of a game (rulebook: Elimination; Medusa and, in the Flying Garden,
Wound, which eliminate from the discards; R16: the last player standing wins)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lost_legacy.phases import OVER

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


FIRE_IN_DISCARDS = frozenset({"medusa", "wound"})
"""Effects that work when their card arrives face-up in a player's discards (:func:`check_triggers`)."""


def discard(state: LostLegacyState, p: int, token: int, up: bool = True) -> None:
    """Add ``token`` to ``p``'s discards (public). A face-up arrival fires the cards that work
    from the discards: Medusa and Wound (reconstruction §1.3)."""
    state.to_discards(p, token, up)
    if up and state.game.fires_in_discards[state.kind[token]]:
        check_triggers(state, p, (token,))


def check_triggers(state: LostLegacyState, p: int, arrived: tuple[int, ...]) -> None:
    """Medusa or a second face-up Wound arriving in ``p``'s discards eliminates ``p``."""
    if not state.alive[p]:
        return
    effects = state.game.effects
    kind = state.kind
    for t in arrived:
        e = effects[kind[t]]
        if e == "medusa" and state.is_up(t):
            eliminate(state, p, f"{state.name(t)} reached their discards face-up")
            return
        if e == "wound" and state.is_up(t):
            wounds = sum(1 for x in state.discards[p] if effects[kind[x]] == "wound" and state.is_up(x))
            if wounds >= 2:
                eliminate(state, p, f"{wounds} face-up {state.name(t)}s are in their discards")
                return


def eliminate(state: LostLegacyState, p: int, why: str) -> None:
    """Rulebook, Elimination: the hand is discarded face-up without effect; a Lost Legacy goes
    into the deck instead. With one player left, that player wins at once (R16)."""
    if not state.alive[p]:
        return
    state.alive[p] = False
    said, events = state.game.said, state.events
    events.append(said.eliminated[p, why])
    hand, state.hands[p] = state.hands[p], []
    for t in hand:
        k = state.kind[t]
        if state.game.legacy[k]:
            state.shuffle_into_deck(t)
            events.append(said.held_legacy[p, k])
        else:
            state.to_discards(p, t, up=True)
            events.append(said.discards_hand[p, k])
    if state.phase != OVER:
        survivors = state.alive_players()
        if len(survivors) == 1:
            game_over(state, survivors, f"P{survivors[0] + 1} is the last player standing")


def game_over(state: LostLegacyState, winners: list[int], reason: str) -> None:
    """End this game with ``winners`` (empty: everybody loses)."""
    state.phase = OVER
    state.pending = None
    state.winners = sorted(winners)
    state.end_reason = reason
    state.events.append(state.game.said.game_over[reason])

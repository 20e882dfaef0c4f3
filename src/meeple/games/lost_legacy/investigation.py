"""The Investigation phase (rulebook: Investigation Phase, How to Investigate) and, for the
Whitegold Spire rules, the changed Investigation phase and Final Scoring.

Order: surviving players by the speed of their hand card, lowest first. A speed shared by two or
more survivors, and X, cannot investigate (R3, R4). Each investigator reveals one hand card (any
surviving player's, own included) or one Ruins card: ``investigate player=<p>`` or
``investigate ruins=<i>``. Revealing does not move the card (R5).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.actions import BY_PLAYER, BY_RUINS
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.elimination import game_over
from meeple.games.lost_legacy.phases import INVESTIGATE

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState

STREET_PERFORMER_BONUS = 90
FINDER_BONUS = 10


def start_investigation(state: LostLegacyState) -> None:
    """Fix each survivor's investigation speed, the investigation order, and (scoring rules) the
    False Golds face-up in each player's discards now (False Gold clarification)."""
    n = state.game.num_players
    state.phase = INVESTIGATE
    state.pending = None
    speeds = [-1] * n
    for p in state.alive_players():
        if state.hands[p]:
            speeds[p] = state.speed(state.hands[p][0])
    state.inv_speed = speeds
    count = Counter(s for s in speeds if s > 0)
    state.investigators = sorted((p for p in range(n) if speeds[p] > 0 and count[speeds[p]] == 1),
                                 key=lambda p: speeds[p])
    state.inv_index = 0
    effects = state.game.effects
    state.fg_count = [
        sum(1 for t in state.discards[p] if effects[state.kind[t]] == "false_gold" and state.is_up(t))
        for p in range(n)
    ]
    blocked = [p for p in state.alive_players() if p not in state.investigators]
    state.emit(
        "Investigation phase: order "
        + (", ".join(f"P{p + 1} (speed {speeds[p]})" for p in state.investigators) or "nobody")
        + (f"; cannot investigate: {blocked}" if blocked else "")
        + "."
    )
    if not state.investigators:
        end_investigation(state)


def investigation_actions(state: LostLegacyState) -> list[Action]:
    """``investigate player=q`` for every survivor holding a card, then ``investigate ruins=i``."""
    players = BY_PLAYER["investigate"]
    out = [players[q] for q in state.alive_players() if state.hands[q]]
    out += BY_RUINS["investigate"][:len(state.ruins)]
    return out


def investigate(state: LostLegacyState, action: Action) -> None:
    """Reveal the chosen card to everyone; a Lost Legacy wins (basic rules) or ends the phase and
    earns the Whitegold bonuses (scoring rules)."""
    p = state.investigators[state.inv_index]
    q = action.get("player")
    if q is not None:
        token = state.hands[int(q)][0]
        where = f"P{q + 1}'s hand"
    else:
        token = state.ruins[int(action["ruins"])]
        where = f"Ruins card {action['ruins']}"
    state.publish(token)
    state.fg_value[p] = state.speed(token)
    state.emit(f"P{p + 1} investigates {where}: {state.label(token)}.")
    if state.game.legacy[state.kind[token]]:
        if not state.game.deck.scoring:
            game_over(state, [p], f"P{p + 1} found {state.name(token)}")
            return
        state.bonus[p] += FINDER_BONUS
        if state.effect(state.hands[p][0]) == "street_performer":
            state.publish(state.hands[p][0])
            state.bonus[p] += STREET_PERFORMER_BONUS
            state.emit(f"P{p + 1} found it holding Street Performer: +{STREET_PERFORMER_BONUS}.")
        if q is not None and int(q) != p:
            holder = int(q)
            state.hands[holder].remove(token)
            state.to_discards(holder, token, up=True)
        final_scoring(state)
        return
    state.inv_index += 1
    if state.inv_index >= len(state.investigators):
        end_investigation(state)


def end_investigation(state: LostLegacyState) -> None:
    """Nobody found it: everybody loses (basic rules), or scoring still happens (R8)."""
    if state.game.deck.scoring:
        final_scoring(state)
    else:
        game_over(state, [], "nobody found the Lost Legacy: everybody loses")


def final_scoring(state: LostLegacyState) -> None:
    """Whitegold Spire: survivors discard their hands face-up without effect (no Medusa, R14),
    then score face-up speeds + False Gold values + bonuses. Ties: lowest investigation speed (X
    worst, R9), then a shared win."""
    alive = state.alive_players()
    for p in alive:
        hand, state.hands[p] = state.hands[p], []
        for t in hand:
            state.to_discards(p, t, up=True)
    scores = [0] * state.game.num_players
    for p in alive:
        scores[p] = state.discard_total(p) + state.fg_count[p] * state.fg_value[p] + state.bonus[p]
    state.scores = scores
    best = max(scores[p] for p in alive)
    top = [p for p in alive if scores[p] == best]

    def tiebreak(p: int) -> int:
        s = state.inv_speed[p]
        return s if s > 0 and s != X else 99

    low = min(tiebreak(p) for p in top)
    winners = [p for p in top if tiebreak(p) == low]
    state.emit("Final scores: " + ", ".join(f"P{p + 1} {scores[p]}" for p in alive) + ".")
    game_over(state, winners, f"highest score {best}: player(s) {winners}")

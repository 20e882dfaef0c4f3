"""How card effects plug into the turn: effect starters, decision points, and the shared moves
several cards use (playing a card, looking at a hand, exchanges).

An effect starter ``start(state, player, token)`` either finishes at once or sets
``state.pending = (decision_name, decider, *data)``; the decision's ``legal(state)`` lists the
Actions of ``decider`` and ``apply(state, action, pending)`` carries one out (and may set the next
pending decision). ``data`` holds only player numbers and positions, so a position with a pending
decision serialises as plain JSON.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.state import OVER

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState

Starter = Callable[["LostLegacyState", int, int], None]
Legal = Callable[["LostLegacyState"], list[Action]]
Applier = Callable[["LostLegacyState", Action, tuple], None]

STARTERS: dict[str, Starter] = {}
DECISIONS: dict[str, tuple[Legal, Applier]] = {}


def effect(*effect_ids: str) -> Callable[[Starter], Starter]:
    """Register the starter of the named effect ids."""

    def deco(fn: Starter) -> Starter:
        for e in effect_ids:
            STARTERS[e] = fn
        return fn

    return deco


def decision(name: str, legal: Legal) -> Callable[[Applier], Applier]:
    """Register a decision point ``name`` with its legal-action lister."""

    def deco(fn: Applier) -> Applier:
        DECISIONS[name] = (legal, fn)
        return fn

    return deco


def no_effect(state: LostLegacyState, p: int, token: int) -> None:
    """Cards with nothing to do when played (their power works from hand or discards)."""


STARTERS.update(dict.fromkeys(
    ("medusa", "lost_legacy", "whitegold_spire", "girl_of_fate", "sneak_attack", "wound"), no_effect
))


def start_effect(state: LostLegacyState, p: int, token: int) -> None:
    STARTERS[state.effect(token)](state, p, token)


def play_card(state: LostLegacyState, p: int, token: int) -> None:
    """A card is *played* (chosen in the Play step, played by the Prince, or an odd card placed by
    the Alchemist): it goes face-up to the discards, then its effect resolves. The Phantom Thief
    resolves first and is placed afterwards (its clarification). Reconstruction §1.3-1.4."""
    if state.effect(token) == "phantom_thief":
        state.limbo = token
        state.publish(token)
    else:
        state.discard(p, token, up=True)
    if state.alive[p] and state.phase != OVER:
        start_effect(state, p, token)


# ----------------------------------------------------------------------------- shared moves
def pending_player(name: str) -> Legal:
    """Legal lister for "choose another surviving player with a hand card": ``<kind> player=q``."""
    kind = {"dealer": "look", "swordsman": "look", "assault": "look", "falconer": "look"}.get(name, "target")

    def legal(state: LostLegacyState) -> list[Action]:
        return [Action(kind, player=q) for q in state.others_with_hand(state.pending[1])]

    return legal


def yes_no(yes: str) -> Legal:
    """Legal lister for a "you may" choice: ``<yes>`` or ``pass``."""
    actions = [Action(yes), Action("pass")]
    return lambda state: list(actions)


def look_at_hand(state: LostLegacyState, looker: int, target: int, cancel_x: bool = False) -> bool:
    """``looker`` looks at ``target``'s hand card, firing the cards that trigger when looked at
    while held (The Starship: Sneak Attack; the speed-1 card). Returns True when the effect goes
    on (both players still in and nothing fired). ``cancel_x``: the Swordsman, which cancels an
    X card's trigger and eliminates its holder instead."""
    token = state.hands[target][0]
    state.learn(looker, token)
    state.say(f"Player {looker} looks at player {target}'s hand.")
    if cancel_x and state.speed(token) == X:
        state.say(f"It is {state.name(token)}, an X card: its trigger is cancelled.")
        state.eliminate(target, f"player {looker}'s Swordsman found {state.name(token)}")
        return False
    e = state.effect(token)
    if e == "sneak_attack":
        state.hands[target].remove(token)
        state.discard(target, token, up=True)
        state.say(f"Player {target} springs {state.name(token)} and takes player {looker}'s hand card.")
        if state.hands[looker]:
            stolen = state.hands[looker].pop()
            state.hands[target].append(stolen)
            state.learn(target, stolen)
        state.eliminate(looker, f"caught by player {target}'s {state.name(token)}")
        return False
    if e == "girl_of_fate":
        state.eliminate(target, f"player {looker} looked at their {state.name(token)}")
        return False
    return True


def swap_hands(state: LostLegacyState, a: int, b: int) -> None:
    """``a`` and ``b`` exchange hand cards; each sees what they receive."""
    ta, tb = state.hands[a].pop(), state.hands[b].pop()
    state.hands[a].append(tb)
    state.hands[b].append(ta)
    state.learn(a, tb)
    state.learn(b, ta)


def swap_with_ruins(state: LostLegacyState, p: int, index: int) -> None:
    """``p`` takes Ruins card ``index``; their old hand card goes face-down to the right end."""
    taken = state.take_ruins(index, (p,))
    old = state.hands[p].pop()
    state.hands[p].append(taken)
    state.add_ruins(old)


def swap_with_top(state: LostLegacyState, p: int) -> None:
    """``p`` takes the top card of the deck; their old hand card goes face-down on top."""
    taken = state.take_top((p,))
    old = state.hands[p].pop()
    state.hands[p].append(taken)
    state.put_on_deck(old)


def ruins_actions(state: LostLegacyState, kind: str) -> list[Action]:
    return [Action(kind, ruins=i) for i in range(len(state.ruins))]

"""How card effects plug into the turn, and the moves several cards share (playing a card,
looking at a hand or a Ruins card, exchanges, choosing a target).

An effect starter ``start(state, player, token)`` either finishes at once or sets
``state.pending = (decision_name, decider, *data)``; the :class:`Decision` of that name lists
the decider's Actions (``legal(state)``) and carries one out (``apply(state, action, pending)``,
which may set the next pending decision). ``data`` holds only player numbers and positions, so a
position with a pending decision serialises as plain JSON. Each set module lists its starters in
``EFFECTS`` and its decisions in ``DECISIONS``; :mod:`..rules` joins them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from meeple.core.actions import Action
from meeple.games.lost_legacy.actions import BY_PLAYER, BY_RUINS, PASS, YES
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.elimination import discard, eliminate
from meeple.games.lost_legacy.phases import OVER

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState

Starter = Callable[["LostLegacyState", int, int], None]
Legal = Callable[["LostLegacyState"], list[Action]]
Applier = Callable[["LostLegacyState", Action, tuple], None]


class Decision(NamedTuple):
    """A decision point of an effect: who decides is ``state.pending[1]``."""

    legal: Legal
    apply: Applier


LIMBO = frozenset({"phantom_thief", "vorpal_sword"})
"""Effects whose card stays out of the discards while it resolves (Phantom Thief clarification;
the Vorpal Sword goes onto the deck afterwards)."""


def no_effect(state: LostLegacyState, p: int, token: int) -> None:
    """Cards with nothing to do when played (their power works from hand or discards)."""


def play_options(state: LostLegacyState, p: int) -> list[int]:
    """Distinct kinds in ``p``'s hand that can be played (rulebook: Unplayable Cards; a Vorpal
    Sword drawn after a tie may not be played that turn, ruling 36)."""
    game = state.game
    playable = game.playable_tied if state.sword_tied else game.playable
    kind = state.kind
    out: list[int] = []
    for t in state.hands[p]:
        k = kind[t]
        if playable[k] and k not in out:
            out.append(k)
    return out


def play_card(state: LostLegacyState, p: int, token: int) -> None:
    """A card is *played* (chosen in the Play step, played by the Prince, or an odd card placed by
    the Alchemist): it goes face-up to the discards, then its effect resolves. The Phantom Thief
    and the Vorpal Sword resolve in limbo and are placed afterwards. Reconstruction §1.3-1.4."""
    effect = state.game.effects[state.kind[token]]
    if effect in LIMBO:
        state.limbo = token
        state.publish(token)
    else:
        discard(state, p, token, up=True)
    if state.alive[p] and state.phase != OVER:
        state.game.EFFECTS[effect](state, p, token)


# ----------------------------------------------------------------------------- choosing
def pending_player(kind: str) -> Legal:
    """Legal lister for "choose another surviving player with a hand card": ``<kind> player=q``."""

    actions = BY_PLAYER[kind]

    def legal(state: LostLegacyState) -> list[Action]:
        return [actions[q] for q in state.others_with_hand(state.pending[1])]

    return legal


def yes_no(yes: str) -> Legal:
    """Legal lister for a "you may" choice: ``<yes>`` or ``pass``."""
    actions = [YES[yes], PASS]
    return lambda state: list(actions)


def ruins_actions(state: LostLegacyState, kind: str) -> list[Action]:
    return list(BY_RUINS[kind][:len(state.ruins)])


def start_if_other_hand(name: str) -> Starter:
    """Starter of "choose another surviving player with a hand card" effects."""

    def start(state: LostLegacyState, p: int, token: int) -> None:
        if state.others_with_hand(p):
            state.pending = (name, p)

    return start


def hand_or_ruins(name: str, kind: str, apply: Applier) -> tuple[Starter, Decision]:
    """An effect that targets another survivor's hand card or a Ruins card (Shadow Thief, Vision,
    False Gold): its starter (nothing happens with no such card) and its decision, whose actions
    are ``<kind> player=q`` and ``<kind> ruins=i``; ``apply`` reads the target with
    :func:`hand_or_ruins_target`."""

    def start(state: LostLegacyState, p: int, token: int) -> None:
        if state.ruins or state.others_with_hand(p):
            state.pending = (name, p)

    players, ruins = BY_PLAYER[kind], BY_RUINS[kind]

    def legal(state: LostLegacyState) -> list[Action]:
        out = [players[q] for q in state.others_with_hand(state.pending[1])]
        out += ruins[:len(state.ruins)]
        return out

    return start, Decision(legal, apply)


def hand_or_ruins_target(action: Action) -> tuple[int | None, int | None]:
    """``(player, None)`` or ``(None, ruins index)`` from a hand-or-Ruins action."""
    q = action.get("player")
    if q is not None:
        return int(q), None
    return None, int(action["ruins"])


# ----------------------------------------------------------------------------- looking
def look_at_hand(state: LostLegacyState, looker: int, target: int, cancel_x: bool = False) -> bool:
    """``looker`` looks at ``target``'s hand card (only they see it), firing the cards that
    trigger when looked at while held (The Starship: Sneak Attack; the speed-1 card). Returns True
    when the effect goes on (both players still in and nothing fired). ``cancel_x``: the Swordsman,
    which cancels an X card's trigger and eliminates its holder instead."""
    token = state.hands[target][0]
    state.learn(looker, token)
    said = state.game.said
    state.events += (said.looks_hand[looker, target], said.sees_hand[looker, state.kind[token], target])
    if cancel_x and state.speed(token) == X:
        state.publish(token)  # it is discarded with the eliminated hand at once
        state.emit(f"It is {state.label(token)}, an X card: its trigger is cancelled.")
        eliminate(state, target, f"P{looker + 1}'s Swordsman found {state.name(token)}")
        return False
    e = state.effect(token)
    if e == "sneak_attack":
        state.hands[target].remove(token)
        discard(state, target, token, up=True)
        state.emit(f"P{target + 1} springs {state.name(token)} and takes P{looker + 1}'s hand card.")
        if state.hands[looker]:
            stolen = state.hands[looker].pop()
            state.hands[target].append(stolen)
            state.learn(target, stolen)
            state.emit(f"P{target + 1} takes {state.label(stolen)}.", to=target)
        eliminate(state, looker, f"caught by P{target + 1}'s {state.name(token)}")
        return False
    if e == "girl_of_fate":
        state.publish(token)
        eliminate(state, target, f"P{looker + 1} looked at their {state.name(token)}")
        return False
    return True


def look_at_ruins(state: LostLegacyState, p: int, i: int) -> int:
    """``p`` looks at Ruins card ``i`` (only they see it); returns its token."""
    token = state.ruins[i]
    state.learn(p, token)
    said = state.game.said
    state.events += (said.looks_ruins[p, i], said.sees_ruins[p, state.kind[token], i])
    return token


def look_at_top(state: LostLegacyState, p: int) -> int:
    """``p`` looks at the top card of the deck (only they see it); returns its token."""
    token = state.top()
    state.learn(p, token)
    said = state.game.said
    state.events += (said.looks_top[p], said.sees_top[p, state.kind[token]])
    return token


# ----------------------------------------------------------------------------- exchanging
def swap_hands(state: LostLegacyState, a: int, b: int) -> None:
    """``a`` and ``b`` exchange hand cards; each sees what they receive."""
    ta, tb = state.hands[a].pop(), state.hands[b].pop()
    state.hands[a].append(tb)
    state.hands[b].append(ta)
    state.learn(a, tb)
    state.learn(b, ta)
    receives, kind = state.game.said.receives, state.kind
    state.events += (receives[a, kind[tb], b], receives[b, kind[ta], a])


def swap_with_ruins(state: LostLegacyState, p: int, index: int) -> None:
    """``p`` takes Ruins card ``index``; their old hand card goes face-down to the right end."""
    taken = state.take_ruins(index, (p,))
    old = state.hands[p].pop()
    state.hands[p].append(taken)
    state.add_ruins(old)
    state.events.append(state.game.said.takes_ruins[p, state.kind[taken]])


def swap_with_top(state: LostLegacyState, p: int) -> None:
    """``p`` takes the top card of the deck; their old hand card goes face-down on top."""
    taken = state.take_top((p,))
    old = state.hands[p].pop()
    state.hands[p].append(taken)
    state.put_on_deck(old)
    state.events.append(state.game.said.takes_top[p, state.kind[taken]])

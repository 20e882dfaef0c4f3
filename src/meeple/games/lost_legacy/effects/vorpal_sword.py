"""Vorpal Sword set effects (reconstructed; reconstruction §3), and the Vorpal Sword itself,
which by default can be played (reference addendum; option ``vorpal_sword``). Medusa works from
the discards (:mod:`..elimination`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.actions import BY_PLAYER, BY_RUINS, SWAP_TOP, TAKE
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.effects.common import (
    Decision,
    hand_or_ruins,
    hand_or_ruins_target,
    look_at_hand,
    look_at_ruins,
    look_at_top,
    no_effect,
    pending_player,
    play_card,
    play_options,
    ruins_actions,
    swap_with_ruins,
    swap_with_top,
    yes_no,
)
from meeple.games.lost_legacy.elimination import discard, eliminate
from meeple.games.lost_legacy.state import COMPARE_X

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


# ------------------------------------------------------------------ Dreamreader (2)
def _dream_targets(state: LostLegacyState, p: int) -> list[tuple[int, int]]:
    """Playable cards in any discard pile (own, others', eliminated players'; either orientation),
    except the Dreamreader just played, which is the last card of ``p``'s discards (Unplayable
    Cards: the Dreamreader cannot take a card that cannot be played)."""
    playable = state.game.playable
    out = []
    for q, pile in enumerate(state.discards):
        last = len(pile) - 1 if q == p else -1
        out.extend((q, i) for i, t in enumerate(pile) if i != last and playable[state.kind[t]])
    return out


def dreamreader(state: LostLegacyState, p: int, token: int) -> None:
    if _dream_targets(state, p):
        state.pending = ("dreamreader", p)
    else:
        state.events.append(state.game.said.told["No discard pile holds a card the Dreamreader can take."])


def _dream_legal(state: LostLegacyState) -> list[Action]:
    return [TAKE[q][i] for q, i in _dream_targets(state, state.pending[1])]


def dreamreader_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, q, i = pending[1], int(action["player"]), int(action["index"])
    token = state.discards[q].pop(i)
    state.down &= ~(1 << token)
    state.hands[p].append(token)
    state.events.append(state.game.said.takes_discard[p, state.kind[token], q])
    state.pending = ("dreamreader_place", p)


def _place_legal(state: LostLegacyState) -> list[Action]:
    """A Lost Legacy is never placed in the discards (ruling 37): with a playable Vorpal Sword in
    hand, the card taken is the one placed."""
    game = state.game
    actions, legacy = game.place_actions, game.legacy
    return [actions[k] for k in play_options(state, state.pending[1]) if not legacy[k]]


def dreamreader_place(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """The placed card applies no effect, but Medusa still triggers."""
    p = pending[1]
    token = state.take_from_hand(p, state.game.kind_of[action["card"]])
    state.publish(token)
    state.events.append(state.game.said.places_dream[p, state.kind[token]])
    discard(state, p, token, up=True)


# ------------------------------------------------------------------ Prince (3)
def prince(state: LostLegacyState, p: int, token: int) -> None:
    if state.ruins:
        state.pending = ("prince", p)
    else:
        state.events.append(state.game.said.told["The Ruins are empty: the Prince does nothing."])


def prince_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """A playable card is played as if from hand; an unplayable one is looked at and returned to
    the right end of the Ruins (Unplayable Cards). Every deck holds at most one unplayable card,
    its Lost Legacy, so everyone knows what was returned."""
    p, i = pending[1], int(action["ruins"])
    token = state.take_ruins(i, (p,))
    state.publish(token)
    if state.game.playable[state.kind[token]]:
        state.events.append(state.game.said.prince_plays[p, i, state.kind[token]])
        play_card(state, p, token)
    else:
        state.add_ruins(token)
        state.emit(f"P{p + 1}'s Prince takes Ruins card {i}, {state.label(token)}, which cannot be played, "
                   "and returns it to the Ruins.")


# ------------------------------------------------------------------ Lord of Rot (4)
def _x_up(state: LostLegacyState, q: int) -> int:
    speeds, kind, down = state.game.speeds, state.kind, state.down
    return sum(1 for t in state.discards[q] if speeds[kind[t]] == X and not down >> t & 1)


def lord_of_rot(state: LostLegacyState, p: int, token: int) -> None:
    """Only when played: with 3+ face-up X cards in all discards (eliminated players' too, R12),
    the survivor with the most face-up X cards is eliminated; the player breaks ties."""
    every = [_x_up(state, q) for q in range(state.game.num_players)]
    total = sum(every)
    if total < 3:
        state.emit(f"Only {total} face-up X card(s) in the discards: the Lord of Rot does nothing.")
        return
    counts = {q: every[q] for q in state.alive_players()}
    most = max(counts.values())
    if most == 0:
        return
    tied = [q for q, c in counts.items() if c == most]
    if len(tied) == 1:
        eliminate(state, tied[0], f"the Lord of Rot strikes the player with the most X cards ({most})")
    else:
        state.pending = ("lord_of_rot", p, *tied)


def lord_of_rot_target(state: LostLegacyState, action: Action, pending: tuple) -> None:
    eliminate(state, int(action["player"]), "the Lord of Rot strikes (tie broken by its player)")


# ------------------------------------------------------------------ Vorpal Sword (5)
def vorpal_sword(state: LostLegacyState, p: int, token: int) -> None:
    """Playable reading (reference addendum): choose another player to compare hands with; the
    Sword waits in limbo and then goes on top of the deck."""
    if state.others_with_hand(p) and state.hands[p]:
        state.pending = ("vorpal_sword", p)
    else:
        _sword_to_deck(state, p, tied=False)


def _compare_value(state: LostLegacyState, token: int) -> int:
    s = state.speed(token)
    return COMPARE_X if s == X else s


def vorpal_sword_compare(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """The two players show each other their hand cards (no one else sees them); the higher card's
    holder is eliminated, X counting highest; a tie eliminates nobody (ruling 34). Comparing is not
    a look that fires held triggers (ruling 35)."""
    p, q = pending[1], int(action["player"])
    mine, theirs = state.hands[p][0], state.hands[q][0]
    state.learn(p, theirs)
    state.learn(q, mine)
    said, kind = state.game.said, state.kind
    state.events += (said.compares[p, q], said.sees_hand[p, kind[theirs], q], said.sees_hand[q, kind[mine], p])
    a, b = _compare_value(state, mine), _compare_value(state, theirs)
    if a == b:
        state.events.append(said.told["The cards are equal: nobody is eliminated."])
    else:
        loser = p if a > b else q
        eliminate(state, loser, "their card was the higher in the Vorpal Sword's comparison")
    _sword_to_deck(state, p, tied=a == b)


def _sword_to_deck(state: LostLegacyState, p: int, tied: bool) -> None:
    """Instead of the discards, the Sword goes face-down on top of the deck, where everyone
    knows it is (ruling 36: then the deck is not empty, and play goes on)."""
    token = state.limbo
    state.limbo = -1
    state.put_on_deck(token)
    state.publish(token)
    state.sword_tied = tied
    state.events.append(state.game.said.sword_on_deck[state.kind[token]])


# ------------------------------------------------------------------ Quicksand (6)
def quicksand(state: LostLegacyState, p: int, token: int) -> None:
    if state.deck:
        look_at_top(state, p)
        state.pending = ("quicksand", p)
    else:
        state.events.append(state.game.said.told["The deck is empty: Quicksand does nothing."])


def quicksand_choice(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p = pending[1]
    if action.kind == "park":
        state.add_ruins(state.take_top((p,)))
        state.events.append(state.game.said.parks_top[p])
    else:
        state.events.append(state.game.said.leaves_top[p])


# ------------------------------------------------------------------ Vision (7)
def _vision_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p = pending[1]
    q, i = hand_or_ruins_target(action)
    if q is not None:
        look_at_hand(state, p, q)
        return
    look_at_ruins(state, p, i)
    state.pending = ("vision_swap", p, i)


vision, _vision_decision = hand_or_ruins("vision", "look", _vision_look)


def vision_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, i = pending[1], pending[2]
    if action.kind == "exchange":
        swap_with_ruins(state, p, i)
        state.events.append(state.game.said.exchanges_ruins[p, i])
    else:
        state.events.append(state.game.said.no_exchange[p])


# ------------------------------------------------------------------ Intrusion (8)
def _intrusion_legal(state: LostLegacyState) -> list[Action]:
    out = [SWAP_TOP] if state.deck else []
    out += BY_RUINS["swap"][:len(state.ruins)]
    return out


def intrusion(state: LostLegacyState, p: int, token: int) -> None:
    """Intrusion clarification: Ruins empty -> deck; deck empty -> Ruins; both empty -> nothing."""
    if state.deck or state.ruins:
        state.pending = ("intrusion", p)
    else:
        state.events.append(state.game.said.told["Deck and Ruins are empty: Intrusion does nothing."])


def intrusion_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p = pending[1]
    if action.get("deck") is not None:
        state.events.append(state.game.said.exchanges_top[p])
        swap_with_top(state, p)
    else:
        i = int(action["ruins"])
        state.events.append(state.game.said.exchanges_ruins[p, i])
        swap_with_ruins(state, p, i)


# ------------------------------------------------------------------ Miasma (X)
def miasma(state: LostLegacyState, p: int, token: int) -> None:
    """Every survivor passes their hand card to the next survivor clockwise, all at once."""
    hands, alive = state.hands, state.alive
    holders = [q for q in range(len(alive)) if alive[q] and hands[q]]
    if len(holders) < 2:
        return
    passed = [(q, hands[q].pop()) for q in holders]
    said, events, kind = state.game.said, state.events, state.kind
    events.append(said.told["Every player passes their hand card clockwise."])
    for q, t in passed:
        receiver = state.next_alive(q)
        hands[receiver].append(t)
        state.learn(receiver, t)
        events.append(said.receives[receiver, kind[t], q])


EFFECTS = {
    "medusa": no_effect,
    "dreamreader": dreamreader,
    "prince": prince,
    "lord_of_rot": lord_of_rot,
    "vorpal_sword": vorpal_sword,
    "quicksand": quicksand,
    "vision": vision,
    "intrusion": intrusion,
    "miasma": miasma,
}

DECISIONS = {
    "dreamreader": Decision(_dream_legal, dreamreader_take),
    "dreamreader_place": Decision(_place_legal, dreamreader_place),
    "prince": Decision(lambda state: ruins_actions(state, "take"), prince_take),
    "lord_of_rot": Decision(lambda state: [BY_PLAYER["target"][q] for q in state.pending[2:]], lord_of_rot_target),
    "vorpal_sword": Decision(pending_player("compare"), vorpal_sword_compare),
    "quicksand": Decision(yes_no("park"), quicksand_choice),
    "vision": _vision_decision,
    "vision_swap": Decision(yes_no("exchange"), vision_swap),
    "intrusion": Decision(_intrusion_legal, intrusion_swap),
}

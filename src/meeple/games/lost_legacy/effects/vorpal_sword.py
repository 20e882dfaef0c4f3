"""Vorpal Sword set effects (reconstructed; reconstruction §3). Medusa works from the discards
(:meth:`LostLegacyState.check_triggers`); the Vorpal Sword cannot be played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.effects.registry import (
    decision,
    effect,
    look_at_hand,
    play_card,
    ruins_actions,
    swap_with_ruins,
    swap_with_top,
    yes_no,
)

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


@effect("dreamreader")
def dreamreader(state: LostLegacyState, p: int, token: int) -> None:
    if _dream_targets(state, p):
        state.pending = ("dreamreader", p)
    else:
        state.say("No discard pile holds a card the Dreamreader can take.")


def _dream_legal(state: LostLegacyState) -> list[Action]:
    return [Action("take", player=q, index=i) for q, i in _dream_targets(state, state.pending[1])]


@decision("dreamreader", _dream_legal)
def dreamreader_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, q, i = pending[1], int(action["player"]), int(action["index"])
    token = state.discards[q].pop(i)
    state.down &= ~(1 << token)
    state.hands[p].append(token)
    state.say(f"Player {p} takes {state.name(token)} from player {q}'s discards.")
    state.pending = ("dreamreader_place", p)


def _place_legal(state: LostLegacyState) -> list[Action]:
    from meeple.games.lost_legacy.turn import play_options

    ids = state.game.card_ids
    return [Action("place", card=ids[k]) for k in play_options(state, state.pending[1])]


@decision("dreamreader_place", _place_legal)
def dreamreader_place(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """The placed card applies no effect, but Medusa still triggers."""
    p = pending[1]
    token = state.take_from_hand(p, state.game.kind_of[action["card"]])
    state.say(f"Player {p} places {state.name(token)} in their discards without its effect.")
    state.discard(p, token, up=True)


# ------------------------------------------------------------------ Prince (3)
@effect("prince")
def prince(state: LostLegacyState, p: int, token: int) -> None:
    if state.ruins:
        state.pending = ("prince", p)
    else:
        state.say("The Ruins are empty: the Prince does nothing.")


@decision("prince", lambda state: ruins_actions(state, "take"))
def prince_take(state: LostLegacyState, action: Action, pending: tuple) -> None:
    """A playable card is played as if from hand; an unplayable one is looked at and returned to
    the right end of the Ruins (Unplayable Cards). Every deck holds one unplayable card, the Lost
    Legacy, so everyone knows what was returned."""
    p, i = pending[1], int(action["ruins"])
    token = state.take_ruins(i, (p,))
    if state.game.playable[state.kind[token]]:
        state.publish(token)
        state.say(f"Player {p}'s Prince takes Ruins card {i} and plays {state.name(token)}.")
        play_card(state, p, token)
    else:
        state.add_ruins(token)
        state.publish(token)
        state.say(f"Player {p}'s Prince takes Ruins card {i}, which cannot be played, and returns it to the Ruins.")


# ------------------------------------------------------------------ Lord of Rot (4)
def _x_up(state: LostLegacyState, q: int) -> int:
    speeds, kind = state.game.speeds, state.kind
    return sum(1 for t in state.discards[q] if speeds[kind[t]] == X and state.is_up(t))


@effect("lord_of_rot")
def lord_of_rot(state: LostLegacyState, p: int, token: int) -> None:
    """Only when played: with 3+ face-up X cards in all discards (eliminated players' too, R12),
    the survivor with the most face-up X cards is eliminated; the player breaks ties."""
    n = state.game.num_players
    total = sum(_x_up(state, q) for q in range(n))
    if total < 3:
        state.say(f"Only {total} face-up X card(s) in the discards: the Lord of Rot does nothing.")
        return
    counts = {q: _x_up(state, q) for q in state.alive_players()}
    most = max(counts.values())
    if most == 0:
        return
    tied = [q for q, c in counts.items() if c == most]
    if len(tied) == 1:
        state.eliminate(tied[0], f"the Lord of Rot strikes the player with the most X cards ({most})")
    else:
        state.pending = ("lord_of_rot", p, *tied)


@decision("lord_of_rot", lambda state: [Action("target", player=q) for q in state.pending[2:]])
def lord_of_rot_target(state: LostLegacyState, action: Action, pending: tuple) -> None:
    state.eliminate(int(action["player"]), "the Lord of Rot strikes (tie broken by its player)")


# ------------------------------------------------------------------ Quicksand (6)
@effect("quicksand")
def quicksand(state: LostLegacyState, p: int, token: int) -> None:
    if state.deck:
        state.learn(p, state.top())
        state.pending = ("quicksand", p)
    else:
        state.say("The deck is empty: Quicksand does nothing.")


@decision("quicksand", yes_no("park"))
def quicksand_choice(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p = pending[1]
    if action.kind == "park":
        state.add_ruins(state.take_top((p,)))
        state.say(f"Player {p} moves the top card of the deck to the Ruins.")
    else:
        state.say(f"Player {p} leaves the top card of the deck.")


# ------------------------------------------------------------------ Vision (7)
@effect("vision")
def vision(state: LostLegacyState, p: int, token: int) -> None:
    if state.others_with_hand(p) or state.ruins:
        state.pending = ("vision", p)


def _vision_legal(state: LostLegacyState) -> list[Action]:
    p = state.pending[1]
    return [Action("look", player=q) for q in state.others_with_hand(p)] + ruins_actions(state, "look")


@decision("vision", _vision_legal)
def vision_look(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p = pending[1]
    if action.get("player") is not None:
        look_at_hand(state, p, int(action["player"]))
        return
    i = int(action["ruins"])
    state.learn(p, state.ruins[i])
    state.say(f"Player {p} looks at Ruins card {i}.")
    state.pending = ("vision_swap", p, i)


@decision("vision_swap", yes_no("exchange"))
def vision_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p, i = pending[1], pending[2]
    if action.kind == "exchange":
        swap_with_ruins(state, p, i)
        state.say(f"Player {p} exchanges their hand card with Ruins card {i}.")


# ------------------------------------------------------------------ Intrusion (8)
def _intrusion_legal(state: LostLegacyState) -> list[Action]:
    out = [Action("swap", deck="top")] if state.deck else []
    return out + ruins_actions(state, "swap")


@effect("intrusion")
def intrusion(state: LostLegacyState, p: int, token: int) -> None:
    """Intrusion clarification: Ruins empty -> deck; deck empty -> Ruins; both empty -> nothing."""
    if state.deck or state.ruins:
        state.pending = ("intrusion", p)
    else:
        state.say("Deck and Ruins are empty: Intrusion does nothing.")


@decision("intrusion", _intrusion_legal)
def intrusion_swap(state: LostLegacyState, action: Action, pending: tuple) -> None:
    p = pending[1]
    if action.get("deck") is not None:
        swap_with_top(state, p)
        state.say(f"Player {p} exchanges their hand card with the top card of the deck.")
    else:
        i = int(action["ruins"])
        swap_with_ruins(state, p, i)
        state.say(f"Player {p} exchanges their hand card with Ruins card {i}.")


# ------------------------------------------------------------------ Miasma (X)
@effect("miasma")
def miasma(state: LostLegacyState, p: int, token: int) -> None:
    """Every survivor passes their hand card to the next survivor clockwise, all at once."""
    holders = [q for q in state.alive_players() if state.hands[q]]
    if len(holders) < 2:
        return
    passed = {q: state.hands[q].pop() for q in holders}
    for q, t in passed.items():
        receiver = state.next_alive(q)
        state.hands[receiver].append(t)
        state.learn(receiver, t)
    state.say("Every player passes their hand card clockwise.")

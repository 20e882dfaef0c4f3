"""Event cards (rulebook: Event cards): Adventure actions in the adventure turn, Quests that
give VP when fulfilled; one event card per adventure turn (quests count, ruling Q1). Castle
Siege actions are played in a siege (see ``siege.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.content import ADVENTURE, ARMOUR, PILES, QUEST, TEMPLE
from meeple.games.lineage2.phases import END, HUNT, START
from meeple.games.lineage2.village import arrive
from meeple.games.lineage2.victory import check_end

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

WHEN = {"reroll": (HUNT,), "joker": (HUNT,), "escape": (HUNT,), "teleport": (START,), "adena": (START, END)}
"""The phases in which each Adventure effect may be played (ruling Q2)."""


def _distinct(state: Lineage2State, p: int, kind: int) -> list[int]:
    """``p``'s cards of ``kind``, one per card name (copies are interchangeable), lowest id first."""
    content = state.game.content
    seen = set()
    out = []
    for e in sorted(state.hand[p]):
        if content.event_kind[e] == kind and content.event_name[e] not in seen:
            seen.add(content.event_name[e])
            out.append(e)
    return out


def card_actions(state: Lineage2State) -> list[Action]:
    """The Adventure cards ``p`` may play in this phase and the Quests ``p`` fulfils now."""
    if state.card_used:
        return []
    p = state.player
    content = state.game.content
    out = []
    for e in _distinct(state, p, ADVENTURE):
        effect = content.event_effect[e]
        if state.phase not in WHEN[effect]:
            continue
        if effect == "teleport":
            out.extend(Action("play", card=e, village=v) for v in content.villages)
        elif effect != "escape" or not state.mod_escape:
            out.append(Action("play", card=e))
    if state.phase != HUNT:
        out.extend(Action("quest", card=e) for e in _distinct(state, p, QUEST) if fulfilled(state, p, e))
    return out


def apply_play(state: Lineage2State, action: Action) -> None:
    p = state.player
    e = int(action["card"])
    content = state.game.content
    effect = content.event_effect[e]
    amount = content.event_amount[e]
    state.hand[p].remove(e)
    state.discard.append(e)
    state.card_used = True
    state.emit(f"P{p + 1} plays {content.event_name[e]}.")
    if effect == "reroll":
        state.mod_rerolls += amount
    elif effect == "joker":
        state.mod_jokers += amount
    elif effect == "escape":
        state.mod_escape = True
    elif effect == "adena":
        state.adena[p] += amount
    elif effect == "teleport":
        v = int(action["village"])
        state.pos[p] = v
        state.failed[p] = False
        state.emit(f"P{p + 1} goes to {content.space_name[v]}.")
        arrive(state)


def fulfilled(state: Lineage2State, p: int, e: int) -> bool:
    """Whether ``p`` meets quest ``e``'s condition now."""
    content = state.game.content
    effect = content.event_effect[e]
    amount = content.event_amount[e]
    if effect == "trophies":
        return len(state.paid[p]) >= amount
    if effect == "a_trophy":
        return sum(content.monster_pile[m] == 0 for m in state.paid[p]) >= amount
    if effect == "full_armour":
        kinds = state.worn_kinds(p)
        return all(k in kinds for k in ARMOUR)
    if effect == "castle_lord":
        return bool(state.castles_of(p))
    if effect == "pilgrim":
        return content.space_type[state.pos[p]] == TEMPLE
    if effect == "merchant":
        return state.adena[p] >= amount
    if effect == "captain":
        return state.mercs[p] >= amount
    raise ValueError(f"card {e} is not a quest")


def hand_in(state: Lineage2State, p: int, count: int, pile: int | None = None) -> list[int]:
    """The paid monster cards a quest takes: of ``pile`` if given, else the lowest piles first
    (C, then B, then A; ruling Q3), lowest card first."""
    content = state.game.content
    cards = [m for m in state.paid[p] if pile is None or content.monster_pile[m] == pile]
    cards.sort(key=lambda m: (-content.monster_pile[m], m))
    return cards[:count]


def apply_quest(state: Lineage2State, action: Action) -> None:
    p = state.player
    e = int(action["card"])
    content = state.game.content
    effect = content.event_effect[e]
    amount = content.event_amount[e]
    note = ""
    if effect in ("trophies", "a_trophy"):
        cards = hand_in(state, p, amount, 0 if effect == "a_trophy" else None)
        for m in cards:
            state.paid[p].remove(m)
            state.used_monsters.append(m)
        note = " handing in " + ", ".join(f"{content.monster_name[m]} ({PILES[content.monster_pile[m]]})" for m in cards)
    elif effect == "merchant":
        state.adena[p] -= amount
        note = f" paying {amount} adena"
    state.hand[p].remove(e)
    state.discard.append(e)
    state.card_used = True
    state.vp[p] += content.event_vp[e]
    state.emit(f"P{p + 1} fulfils the quest {content.event_name[e]}{note} and gains {content.event_vp[e]} VP.")
    check_end(state)

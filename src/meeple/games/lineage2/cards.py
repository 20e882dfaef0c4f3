"""Event cards (rulebook: Event cards): Adventure actions in the adventure turn, Quests that
give VP when fulfilled; one event card per adventure turn (quests count, ruling Q1). Castle
Siege actions are played in a siege (see ``siege.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.actions import PLAY, QUEST as QUEST_ACTION, TELEPORT
from meeple.games.lineage2.content import ADVENTURE, ARMOUR, PILES, QUEST, TEMPLE
from meeple.games.lineage2.phases import END, HUNT, START
from meeple.games.lineage2.village import arrive
from meeple.games.lineage2.victory import check_end

if TYPE_CHECKING:
    from meeple.games.lineage2.content import Content
    from meeple.games.lineage2.state import Lineage2State

WHEN = {"reroll": (HUNT,), "joker": (HUNT,), "escape": (HUNT,), "teleport": (START,), "adena": (START, END)}
"""The phases in which each Adventure effect may be played (ruling Q2)."""


class CardTable:
    """Per event card id (of one content): ``first`` (the lowest id of the same kind and name:
    copies are interchangeable, so one action stands for them all), ``plays`` (an Adventure
    card's actions per phase it may be played in, WHEN; None for other kinds), ``quest``
    (a Quest's check and amount, else None) and ``escape`` (whether it is a Scroll of
    Escape)."""

    def __init__(self, content: Content) -> None:
        ids = range(len(content.event_name))
        kind, name, effect = content.event_kind, content.event_name, content.event_effect
        self.first = tuple(min(f for f in ids if kind[f] == kind[e] and name[f] == name[e]) for e in ids)
        plays: list[dict[str, tuple[Action, ...]] | None] = []
        for e in ids:
            if kind[e] != ADVENTURE:
                plays.append(None)
                continue
            acts = tuple(TELEPORT(e, v) for v in content.villages) if effect[e] == "teleport" else (PLAY[e],)
            plays.append({phase: acts for phase in WHEN[effect[e]]})
        self.plays = tuple(plays)
        self.quest = tuple((QUEST_CHECKS[effect[e]], content.event_amount[e]) if kind[e] == QUEST else None for e in ids)
        self.escape = tuple(kind[e] == ADVENTURE and effect[e] == "escape" for e in ids)


def card_actions(state: Lineage2State) -> list[Action]:
    """The Adventure cards ``p`` may play in this phase (one per name, lowest id first) and
    then the Quests ``p`` fulfils now."""
    p = state.player
    hand = state.hand[p]
    if state.card_used or not hand:
        return []
    table = state.game.card_table
    first, plays = table.first, table.plays
    phase = state.phase
    out: list[Action] = []
    quests = []
    seen = set()
    for e in sorted(hand):
        f = first[e]
        if f in seen:
            continue
        seen.add(f)
        acts = plays[e]
        if acts is not None:
            acts = acts.get(phase)
            if acts is not None and not (state.mod_escape and table.escape[e]):
                out += acts
        elif phase != HUNT:
            quest = table.quest[e]
            if quest is not None and quest[0](state, p, quest[1]):
                quests.append(QUEST_ACTION[e])
    out += quests
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
    check = QUEST_CHECKS.get(content.event_effect[e]) if content.event_kind[e] == QUEST else None
    if check is None:
        raise ValueError(f"card {e} is not a quest")
    return check(state, p, content.event_amount[e])


def _trophies(state: Lineage2State, p: int, amount: int) -> bool:
    return len(state.paid[p]) >= amount


def _a_trophies(state: Lineage2State, p: int, amount: int) -> bool:
    pile = state.game.content.monster_pile
    count = 0
    for m in state.paid[p]:
        if pile[m] == 0:
            count += 1
    return count >= amount


def _full_armour(state: Lineage2State, p: int, amount: int) -> bool:
    kinds = state.worn_kinds(p)
    return all(k in kinds for k in ARMOUR)


def _castle_lord(state: Lineage2State, p: int, amount: int) -> bool:
    return p in state.owner


def _pilgrim(state: Lineage2State, p: int, amount: int) -> bool:
    return state.game.content.space_type[state.pos[p]] == TEMPLE


def _merchant(state: Lineage2State, p: int, amount: int) -> bool:
    return state.adena[p] >= amount


def _captain(state: Lineage2State, p: int, amount: int) -> bool:
    return state.mercs[p] >= amount


QUEST_CHECKS = {"trophies": _trophies, "a_trophy": _a_trophies, "full_armour": _full_armour,
                "castle_lord": _castle_lord, "pilgrim": _pilgrim, "merchant": _merchant, "captain": _captain}
"""A Quest effect -> whether ``(state, p, amount)`` meets it now."""


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

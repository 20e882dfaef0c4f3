"""End of the turn, the bosses' special rules and winning the game (rulebook: End of the
Turn, Bosses, Winning the Game).

After turns 1-4: The Horned One removes the richest quest still on the board (the party
breaks ties), then every empty quest slot gets a new quest (face down under Doloran), and
every quest without an enemy gets one, so the board holds as many quests and enemies as after
setup (ruling A1). A turn token is removed. After turn 5 the game is scored: the party wins
when its kingdom influence is strictly greater than the boss's number plus the influence of
the enemies left on the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.ni_no_kuni.actions import REMOVE_A
from meeple.games.ni_no_kuni.phases import OVER, PLACE, REMOVE

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState

LAST_TURN = 5


def begin_end_of_turn(state: NiNoKuniState) -> None:
    if state.turn >= LAST_TURN:
        score(state)
        return
    if state.game.horned_one:
        tied = richest_quests(state)
        if len(tied) > 1:
            state.phase = REMOVE
            return
        if tied:
            remove_quest(state, tied[0])
    refill_quests(state)


def richest_quests(state: NiNoKuniState) -> list[int]:
    """Slots holding the quest(s) with the highest total resources still on the board."""
    totals = state.game.quest_total
    quest = state.quest
    best, out = -1, []
    for s in state.game.slots:
        q = quest[s]
        if q < 0:
            continue
        total = totals[q]
        if total > best:
            best, out = total, [s]
        elif total == best:
            out.append(s)
    return out


def legal_remove(state: NiNoKuniState) -> list[Action]:
    return [REMOVE_A[s] for s in richest_quests(state)]


def apply_remove(state: NiNoKuniState, action: Action) -> None:
    remove_quest(state, action.params[0][1])  # the quest: its one parameter
    refill_quests(state)


def remove_quest(state: NiNoKuniState, s: int) -> None:
    """The Horned One takes the quest on slot ``s``; its enemy is discarded with it."""
    q, e = state.quest[s], state.enemy[s]
    state.quest_discard.append(q)
    state.quest[s] = -1
    state.face_down[s] = False
    if e >= 0:
        state.enemy_discard.append(e)
        state.enemy[s] = -1
    state.events.append(state.game.narrator.removes[q, e])


def draw_enemy(state: NiNoKuniState) -> int:
    """Top enemy; an empty deck is made again from the shuffled discard pile (ruling A6)."""
    if not state.enemy_deck and state.enemy_discard:
        state.enemy_deck = state.enemy_discard
        state.enemy_discard = []
        if not state.unordered:  # an unordered deck is drawn at random anyway
            state.rng.shuffle(state.enemy_deck)
        state.emit("the enemy deck is empty: the discard pile is shuffled into a new deck")
    return state.take(state.enemy_deck) if state.enemy_deck else -1


def refill_quests(state: NiNoKuniState) -> None:
    """Fill every empty slot with a quest (face down under Doloran), then put an enemy on
    every quest that has none: the new ones, and any whose enemy Roland's Swordsman defeated
    without the quest being completed (ruling A1: "the same number of Quest and Enemy cards
    around the board as after setup"). Then remove a turn token and start the next turn."""
    game = state.game
    face_down = game.doloran
    quest, enemy, events = state.quest, state.enemy, state.events
    slots = game.slots
    new = []
    if state.quest_deck:
        for s in slots:
            if quest[s] < 0:
                new.append(s)
    if new:
        deck, down = state.quest_deck, state.face_down
        for s in new:
            quest[s] = state.take(deck)
            down[s] = face_down
    if -1 in game.on_slots(enemy):
        for s in slots:
            if enemy[s] < 0 and quest[s] >= 0:
                deck = state.enemy_deck  # draw_enemy's own test, inline: a deck to draw from
                enemy[s] = e = state.take(deck) if deck else draw_enemy(state)
                if s not in new:
                    events.append(game.narrator.guards[e, s, -1 if state.face_down[s] else quest[s]])
    if new:
        dealt = game.narrator.dealt
        for s in new:
            events.append(dealt[s, -1 if face_down else quest[s], enemy[s]])
    start_turn(state, state.turn + 1)


def start_turn(state: NiNoKuniState, turn: int) -> None:
    """Turn ``turn`` begins with its Adventure phase: the first member's placement."""
    state.turn = turn
    resolved = state.resolved
    if True in resolved:
        for s in state.game.slots:
            resolved[s] = False
    state.completed = []
    state.defeated = []
    state.swordsman_used = state.adapt_used = state.tani_used = state.plan_used = False
    state.basics_bought = 0
    state.events.append(state.game.narrator.turn_begins[turn])
    state.phase = PLACE
    state.cursor = 0


def score(state: NiNoKuniState) -> None:
    kingdom = state.kingdom_influence()
    enemy = state.enemy_influence()
    state.result = kingdom > enemy
    state.phase = OVER
    state.is_terminal = True
    state.emit(
        f"the game ends: kingdom influence {kingdom} vs enemy influence {enemy} "
        f"(boss {state.game.boss_influence}): the party {'wins' if state.result else 'loses'}"
    )

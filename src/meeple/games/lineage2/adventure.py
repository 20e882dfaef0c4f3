"""The adventure turn (rulebook: Roll 1 numbered die, move your race token and do the
adventure; Monster Race; Temple; Village; End your turn).

START: roll the numbered die (or, after a failed hunt, stay and act in the village; or play
an Adventure card, fulfil a quest, change gear, make an offer). MOVE: exactly the roll along
the direction rules, or with a movement potion any distance from the roll to twice the roll
in any direction. The space where the token stops decides the adventure; passing over spaces
does nothing. END: village actions if allowed, offers, cards, quests, then end the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.actions import END as END_TURN, MOVE_POTION as MOVE_WITH_POTION, ROLL, STAY
from meeple.games.lineage2.cards import card_actions
from meeple.games.lineage2.content import CASTLE, HUNT, MOVE_POTION, RACE, START, TEMPLE, VILLAGE
from meeple.games.lineage2.hunting import collect_loot
from meeple.games.lineage2.inventory import gear_actions
from meeple.games.lineage2.phases import END, HUNT as HUNT_PHASE, MOVE
from meeple.games.lineage2.siege import land_on_castle
from meeple.games.lineage2.trading import offer_actions
from meeple.games.lineage2.turns import next_turn
from meeple.games.lineage2.village import arrive, hire_actions, sell_actions

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

RACE_NEUTRAL = 4


def legal_start(state: Lineage2State) -> list[Action]:
    p = state.player
    out = [ROLL]
    if state.failed[p] and state.game.content.space_type[state.pos[p]] in (VILLAGE, START):
        out.append(STAY)
    out += card_actions(state)
    out += gear_actions(state)
    out += offer_actions(state)
    return out


def apply_roll(state: Lineage2State, action: Action) -> None:
    p = state.player
    state.failed[p] = False
    dice = state.game.content.numbered[0]
    state.roll = dice[state.rng.randrange(len(dice))]
    state.emit(f"P{p + 1} rolls {state.roll}.")
    state.phase = MOVE
    legal = legal_move(state)
    if len(legal) == 1:
        apply_move(state, legal[0])


def apply_stay(state: Lineage2State, action: Action) -> None:
    """After a failed hunt: skip the roll and act in the village (rulebook, Hunting Fails)."""
    p = state.player
    state.failed[p] = False
    state.emit(f"P{p + 1} stays in {state.game.content.space_name[state.pos[p]]}.")
    arrive(state)


def legal_move(state: Lineage2State) -> list[Action]:
    """``move to=<space>`` for the ends of the exact roll; with a movement potion also
    ``move to=<space> potion=<card>`` for every space a direction-free path of the roll to
    twice the roll reaches (ruling M2)."""
    p = state.player
    s, k = state.pos[p], state.roll
    out = list(state.game.move_actions[s][k])
    if state.bag[p]:
        potions = state.potions(p, MOVE_POTION)
        if potions:
            out.extend(MOVE_WITH_POTION(t, potions[0]) for t in state.game.content.potion_moves[s][k])
    return out


def apply_move(state: Lineage2State, action: Action) -> None:
    p = state.player
    content = state.game.content
    to = int(action["to"])
    potion = action.get("potion")
    if potion is not None:
        state.bag[p].remove(int(potion))
        state.used_monsters.append(int(potion))
        state.emit(f"P{p + 1} drinks {content.item_name[state.item_of(int(potion))]}.")
    state.pos[p] = to
    state.emit(f"P{p + 1} moves to {content.space_name[to]}.")
    resolve_space(state)


def resolve_space(state: Lineage2State) -> None:
    """The adventure of the space the token stopped on."""
    p = state.player
    content = state.game.content
    s = state.pos[p]
    kind = content.space_type[s]
    if kind == HUNT:
        collect_loot(state)
        state.phase = HUNT_PHASE
    elif kind == RACE:
        monster_race(state)
    elif kind == TEMPLE:
        gain = content.economy["temple"]
        state.adena[p] += gain
        state.emit(f"P{p + 1} receives {gain} adena at the Temple.")
        state.phase = END
    elif kind == CASTLE:
        land_on_castle(state, content.castle_of[s])
    else:
        arrive(state)


def monster_race(state: Lineage2State) -> None:
    """Roll a numbered die: above 4 receive twice the difference, below 4 pay twice the
    difference (all you have if it is less, ruling R1)."""
    p = state.player
    dice = state.game.content.numbered[0]
    r = dice[state.rng.randrange(len(dice))]
    race_payout(state, p, r)
    state.phase = END


def race_payout(state: Lineage2State, p: int, r: int) -> int:
    """Pay out a Monster Race roll ``r`` to ``p``; returns the change of ``p``'s adena."""
    delta = 2 * (r - RACE_NEUTRAL)
    if delta < 0:
        delta = -min(-delta, state.adena[p])
    state.adena[p] += delta
    verb = "receives" if delta > 0 else "pays" if delta < 0 else "neither pays nor receives"
    amount = f" {abs(delta)} adena" if delta else " adena"
    state.emit(f"P{p + 1} rolls {r} at the Monster Race and {verb}{amount}.")
    return delta


def legal_end(state: Lineage2State) -> list[Action]:
    out = [END_TURN]
    if state.village_ok:
        out += hire_actions(state, state.player)
        out += sell_actions(state)
    out += card_actions(state)
    out += gear_actions(state)
    out += offer_actions(state)
    return out


def apply_end(state: Lineage2State, action: Action) -> None:
    next_turn(state, state.player)

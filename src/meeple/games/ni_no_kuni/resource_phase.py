"""Resource phase (rulebook: Resource Phase; Tani's special rule; token supply).

Models come home, completed quests give their resources and go to the discard pile, defeated
enemies give their extra rewards, built kingdom cards give their income, then Tani may add
1 Supply or 1 Kingsguilder. The inventory holds at most 10 of each resource and 5 of each
consumable: the box's token counts (ruling A5, ``tokens.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.ni_no_kuni.actions import TAKE_A
from meeple.games.ni_no_kuni.kingdom_phase import begin_kingdom_phase
from meeple.games.ni_no_kuni.phases import TANI
from meeple.games.ni_no_kuni.tokens import gain

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState

def begin_resource_phase(state: NiNoKuniState) -> None:
    game = state.game
    content = game.content
    placed = state.placed
    for s in game.slots:
        if placed[s]:
            placed[s] = []
    for s, q, models in state.completed:
        # A quest's resources and its bonus (a sweet, a tear, or +1 Supply with exactly as many
        # models as slots) in one gain: the caps come out the same as gaining them one by one.
        gain(state, game.quest_gain_exact[q] if models == content.quest_slots[q] else game.quest_gain[q])
        state.quest_discard.append(q)
        state.quest[s] = -1
        state.face_down[s] = False
    for e in state.defeated:
        gain(state, content.enemy_reward[e])
    for c in state.built:
        gain(state, content.card_income[c])
    state.events.append(game.narrator.resources[tuple(state.inv)])
    if "tani" in state.game.member_of:
        state.phase = TANI
    else:
        begin_kingdom_phase(state)


def legal_tani(state: NiNoKuniState) -> list[Action]:
    return [TAKE_A["supply"], TAKE_A["kingsguilder"]]


def apply_take(state: NiNoKuniState, action: Action) -> None:
    """Tani's Sky Pirate: once per turn, 1 Supply or 1 Kingsguilder."""
    which = action["resource"]
    gain(state, (0, 1, 0) if which == "kingsguilder" else (0, 0, 1))
    state.tani_used = True
    state.events.append(state.game.narrator.sky_pirate[which])
    begin_kingdom_phase(state)

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
from meeple.games.ni_no_kuni.tokens import CAPS, gain

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState

def begin_resource_phase(state: NiNoKuniState) -> None:
    game = state.game
    content = game.content
    placed = state.placed
    for s in game.slots:
        if placed[s]:
            placed[s] = []
    # Every gain here is non-negative, so adding them all up and capping once (tokens.CAPS)
    # leaves the inventory that gaining them one by one (tokens.gain) leaves. They are added
    # packed, a field per resource (game.quest_gain_packed and the like; game.gain_bits).
    total = 0
    quest_slots = content.quest_slots
    plain, exact = game.quest_gain_packed, game.quest_gain_exact_packed
    for s, q, models in state.completed:
        # A quest's resources and its bonus (a sweet, a tear, or +1 Supply with exactly as many
        # models as slots).
        total += exact[q] if models == quest_slots[q] else plain[q]
        state.quest_discard.append(q)
        state.quest[s] = -1
        state.face_down[s] = False
    reward = game.enemy_reward_packed
    for x in state.defeated:
        total += reward[x]
    income = game.card_income_packed
    for c in state.built:
        total += income[c]
    inv = state.inv
    bits = game.gain_bits
    mask = (1 << bits) - 1
    ce, ck, cs, csw, ct = CAPS
    v = inv[0] + (total & mask)
    inv[0] = v if v < ce else ce
    total >>= bits
    v = inv[1] + (total & mask)
    inv[1] = v if v < ck else ck
    total >>= bits
    v = inv[2] + (total & mask)
    inv[2] = v if v < cs else cs
    total >>= bits
    v = inv[3] + (total & mask)
    inv[3] = v if v < csw else csw
    v = inv[4] + (total >> bits)
    inv[4] = v if v < ct else ct
    state.events.append(game.narrator.resources[tuple(state.inv)])
    if "tani" in state.game.member_of:
        state.phase = TANI
    else:
        begin_kingdom_phase(state)


def legal_tani(state: NiNoKuniState) -> list[Action]:
    return [TAKE_A["supply"], TAKE_A["kingsguilder"]]


def apply_take(state: NiNoKuniState, action: Action) -> None:
    """Tani's Sky Pirate: once per turn, 1 Supply or 1 Kingsguilder."""
    which = action.params[0][1]  # the resource: its one parameter
    gain(state, (0, 1, 0) if which == "kingsguilder" else (0, 0, 1))
    state.tani_used = True
    state.events.append(state.game.narrator.sky_pirate[which])
    begin_kingdom_phase(state)

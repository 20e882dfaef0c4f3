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
    # leaves the inventory that gaining them one by one (tokens.gain) leaves.
    inv = state.inv
    e0, k0, s0, sw0, t0 = inv
    quest_slots = content.quest_slots
    for s, q, models in state.completed:
        # A quest's resources and its bonus (a sweet, a tear, or +1 Supply with exactly as many
        # models as slots).
        e, k, su, sw, t = game.quest_gain_exact[q] if models == quest_slots[q] else game.quest_gain[q]
        e0 += e
        k0 += k
        s0 += su
        sw0 += sw
        t0 += t
        state.quest_discard.append(q)
        state.quest[s] = -1
        state.face_down[s] = False
    reward = content.enemy_reward
    for x in state.defeated:
        e, k, su, sw, t = reward[x]
        e0 += e
        k0 += k
        s0 += su
        sw0 += sw
        t0 += t
    income = content.card_income
    for c in state.built:
        e, k, su = income[c]
        e0 += e
        k0 += k
        s0 += su
    ce, ck, cs, csw, ct = CAPS
    inv[0] = e0 if e0 < ce else ce
    inv[1] = k0 if k0 < ck else ck
    inv[2] = s0 if s0 < cs else cs
    inv[3] = sw0 if sw0 < csw else csw
    inv[4] = t0 if t0 < ct else ct
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

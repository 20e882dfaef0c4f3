"""Heuristic value of an unfinished game for depth-limited search (``State.evaluate``).

The projected margin is the kingdom's influence, plus what the inventory can still buy,
plus the income and dice of built cards over the turns left, plus what an adventure
typically adds at this player count, minus the current enemy influence; it is squashed
into [-1, 1] with tanh.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.ni_no_kuni.phases import ADVENTURE, DEMOLISH, KINGDOM

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState

INFLUENCE_PER_TOKEN = 0.35  # what a token typically turns into when spent
INFLUENCE_PER_DIE_TURN = 0.3  # one extra die in fights of one type, for one turn
# Influence an adventure (quests, then spending) typically adds, by player count (greedy play).
INFLUENCE_PER_ADVENTURE = (0.9, 2.9, 3.6, 4.5)


def position_value(state: NiNoKuniState) -> float:
    content = state.game.content
    in_adventure = state.phase in ADVENTURE
    adventures_left = 5 - state.turn + (1 if in_adventure else 0)
    spending_left = state.phase in (KINGDOM, DEMOLISH) or adventures_left > 0
    tokens = state.inv[0] + state.inv[1] + state.inv[2] if spending_left else 0
    income = sum(sum(content.card_income[c]) for c in state.built)
    dice = sum(sum(content.card_dice[c]) for c in state.built)
    margin = (state.kingdom_influence()
              + INFLUENCE_PER_TOKEN * (tokens + income * adventures_left)
              + INFLUENCE_PER_DIE_TURN * dice * adventures_left
              + INFLUENCE_PER_ADVENTURE[state.game.num_players - 1] * adventures_left
              - state.enemy_influence())
    return math.tanh(margin / 4)

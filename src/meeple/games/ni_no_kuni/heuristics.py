"""Heuristic value of an unfinished game for depth-limited search (``State.evaluate``).

The projected margin is the kingdom's influence, plus what the inventory can still buy
(about half an influence per token) and what the turns still to play typically add, minus
the current enemy influence; it is squashed into [-1, 1].
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.ni_no_kuni.phases import KINGDOM, MOVE, DEMOLISH

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState

INFLUENCE_PER_TOKEN = 0.5


def position_value(state: NiNoKuniState) -> float:
    boss = state.game.boss_influence
    # Adventures still to come: the current turn's counts until its Resource phase.
    adventures_left = 5 - state.turn + (1 if state.phase <= MOVE else 0)
    per_turn = (boss + 5) / 5
    tokens = state.inv[0] + state.inv[1] + state.inv[2]
    if state.phase not in (KINGDOM, DEMOLISH) and adventures_left == 0:
        tokens = 0  # after the last Kingdom phase nothing more can be bought
    margin = (state.kingdom_influence() + INFLUENCE_PER_TOKEN * tokens + per_turn * adventures_left
              - state.enemy_influence())
    return math.tanh(margin / 4)

"""Setup (rulebook: Setup): shuffle the quest, enemy and basic kingdom decks, deal a quest
with an enemy on it into each slot in use (4/6/8/8 for 1/2/3/4 players), lay out five
kingdom cards, and start turn one."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from meeple.core.rng import shuffle_as_random
from meeple.games.ni_no_kuni.end_of_turn import draw_enemy, start_turn
from meeple.games.ni_no_kuni.kingdom_phase import MARKET_SIZE
from meeple.games.ni_no_kuni.state import NiNoKuniState

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.game import NiNoKuniGame


def setup_game(game: NiNoKuniGame, seed: int) -> NiNoKuniState:
    state = NiNoKuniState(game, random.Random(seed))
    rng = state.rng
    content = game.content
    state.quest_deck = list(range(len(content.quest_name)))
    shuffle_as_random(state.quest_deck, rng)
    state.enemy_deck = list(range(len(content.enemy_name)))
    shuffle_as_random(state.enemy_deck, rng)
    state.kingdom_deck = list(content.basic_cards)
    shuffle_as_random(state.kingdom_deck, rng)
    for s in game.slots:
        state.quest[s] = state.quest_deck.pop()
    for s in game.slots:
        state.enemy[s] = draw_enemy(state)
    state.market = [state.kingdom_deck.pop() for _ in range(MARKET_SIZE)]
    names = [content.characters[c].name for c in game.character_ids]
    state.emit(f"setup: {', '.join(names)} against {content.boss_name[game.options.boss]} "
              f"(influence {game.boss_influence}); {len(game.slots)} quests on the board")
    start_turn(state, 1)
    return state

"""Set Up (rulebook): every player gets 10 adena, 5 mercenaries, 2 event cards, an offense and
a defense Castle Siege card (always held, so not tracked) and 3 VP; all race tokens start in
the Starting Village; the monster piles and the event deck are shuffled; the first player
(the ``first_player`` option, the rulebook's youngest player) begins, then clockwise."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from meeple.games.lineage2.state import Lineage2State
from meeple.games.lineage2.turns import begin_turn

if TYPE_CHECKING:
    from meeple.games.lineage2.game import Lineage2Game


def setup_game(game: Lineage2Game, seed: int) -> Lineage2State:
    state = Lineage2State(game, random.Random(seed))
    content = game.content
    economy = content.economy
    n = game.num_players
    rng = state.rng
    for i in range(3):
        pile = list(content.pile_cards[i])
        rng.shuffle(pile)
        state.piles[i] = pile
    deck = list(content.event_ids)
    rng.shuffle(deck)
    state.deck = deck
    for p in range(n):
        state.adena[p] = economy["start_adena"]
        state.mercs[p] = economy["start_mercenaries"]
        state.vp[p] = economy["start_vp"]
        state.hand[p] = [state.deck.pop() for _ in range(economy["start_events"])]
    state.supply -= n * economy["start_mercenaries"]
    state.emit(f"All start in {content.space_name[content.start]}: {economy['start_adena']} adena, "
               f"{economy['start_mercenaries']} mercenaries, {economy['start_events']} cards, {economy['start_vp']} VP.")
    for p in range(n):
        names = ", ".join(content.event_name[e] for e in state.hand[p])
        state.emit(f"Your event cards: {names}.", to=p)
    begin_turn(state, game.options.first_player)
    return state

"""Drawing and discarding (reference section 6): cards are drawn from the top; discards go
face up to the bottom, so their order is public (``known``); a "Blanda igen" card reshuffles
the whole deck, itself included, and the hero draws again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.drakborgen.content import DECK_TITLES, E_SHUFFLE

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState


def draw(s: DrakborgenState, d: int) -> int:
    """The top card of deck ``d`` (a card kind), after any reshuffles; -1 if the deck holds no
    card but shuffle cards (every other card is carried by heroes)."""
    deck = s.decks[d]
    effect = s.game.content.card_effect[d]
    while deck:
        k = deck.pop()
        if len(deck) < s.known[d]:
            s.known[d] = len(deck)
        if effect[k] != E_SHUFFLE:
            return k
        deck.append(k)
        if all(effect[c] == E_SHUFFLE for c in deck):
            return -1
        s.rng.shuffle(deck)
        s.known[d] = 0
        s.emit(f"Blanda igen: the {DECK_TITLES[d]} are shuffled")
    return -1


def discard(s: DrakborgenState, d: int, k: int) -> None:
    """Card ``k`` face up to the bottom of deck ``d``."""
    s.decks[d].insert(0, k)
    s.known[d] += 1

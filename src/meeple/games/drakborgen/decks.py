"""Drawing and discarding (reference section 6): cards are drawn from the top; discards go
face up to the bottom, so their order is public (``known``); a "Blanda igen" card reshuffles
the whole deck, itself included, and the hero draws again.

Every draw from a pile whose order is hidden (the decks above their face-up discards, the
DRAKKORT, the bag, the UNDERJORDSKORT) goes through :func:`take`: in a determinization those
piles are left unordered (``state.unordered``) and the card is drawn at random then."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.rng import LEHMER, MASK128, shuffle_as_random
from meeple.games.drakborgen.content import DECK_TITLES, E_SHUFFLE

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

def take(s: DrakborgenState, pile: list[int], lo: int = 0) -> int:
    """Take the top of ``pile`` (a deck, the bag, the UNDERJORDSKORT) and return it. In an
    unordered position (a determinization, ``s.unordered``) the cards from ``lo`` up have no
    order yet: a uniformly random one of them is the top (drawing them one at a time at random
    is the same as shuffling them first). Below ``lo`` lie cards whose order is public (a
    deck's face-up discards); they are taken in order once the others are gone.

    The random card comes from the determinization's own generator, ``s.unordered`` (Lemire's
    ``lehmer64``: the state times LEHMER modulo 2^128, the high 64 bits out, ``(out * n) >> 64``
    an index in ``range(n)``), not from the position's chance RNG: the hidden orders are part
    of the sample ``determinize`` drew, as a shuffle there would have made them."""
    x = s.unordered
    if x:
        n = len(pile) - lo
        if n > 1:
            x = s.unordered = (x * LEHMER) & MASK128
            j = lo + (((x >> 64) * n) >> 64)
            pile[j], pile[-1] = pile[-1], pile[j]
    return pile.pop()


def draw(s: DrakborgenState, d: int) -> int:
    """The top card of deck ``d`` (a card kind), after any reshuffles; -1 if the deck holds no
    card but shuffle cards (every other card is carried by heroes)."""
    deck = s.decks[d]
    effect = s.game.content.card_effect[d]
    while deck:
        k = take(s, deck, s.known[d]) if s.unordered else deck.pop()  # take's ordered case inline
        if len(deck) < s.known[d]:
            s.known[d] = len(deck)
        if effect[k] != E_SHUFFLE:
            return k
        deck.append(k)
        if all(effect[c] == E_SHUFFLE for c in deck):
            return -1
        shuffle_as_random(deck, s.rng)
        s.known[d] = 0
        s.emit(f"Blanda igen: the {DECK_TITLES[d]} are shuffled")
    return -1


def discard(s: DrakborgenState, d: int, k: int) -> None:
    """Card ``k`` face up to the bottom of deck ``d``."""
    s.decks[d].insert(0, k)
    s.known[d] += 1

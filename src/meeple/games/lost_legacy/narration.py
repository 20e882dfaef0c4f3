"""The narration of the hot paths, made once per game: a card dealt, drawn, played, looked at,
passed or exchanged is told by a shared :class:`~meeple.core.state.Event` looked up by its
values (seats, card kinds, Ruins positions) instead of a text formatted on every turn. Random
playouts and searches never read the narration; formatting it took about a sixth of a random
playout's instructions.

An Event is never changed, so every state of a game can hold the same one. The texts are the
ones the rules modules wrote before (``P1 draws Medusa (1).``); rarer lines are still formatted
where they happen (:meth:`.state.LostLegacyState.emit`).
"""

from __future__ import annotations

from meeple.core.state import Said


class Narration:
    """The shared lines of one game (its deck's labels and names). Seats ``p``, ``q`` are
    0-based as everywhere (told as ``P1``...), ``k`` a card kind, ``i`` a Ruins position."""

    def __init__(self, deck_label: str, cards: int, labels: list[str], names: list[str]) -> None:
        self.told = Said(lambda text: text)
        """A fixed line told to everyone, by its text."""
        self.game_starts = Said(lambda g, p: f"Game {g}: {deck_label}, {cards} cards, P{p + 1} starts.")
        self.dealt = Said(lambda p, k: f"P{p + 1} is dealt {labels[k]}.", private=True)
        self.draws = Said(lambda p, k: f"P{p + 1} draws {labels[k]}.", private=True)
        self.plays = Said(lambda p, k: f"P{p + 1} plays {labels[k]}.")
        self.eliminated = Said(lambda p, why: f"P{p + 1} is eliminated: {why}.")
        self.held_legacy = Said(lambda p, k: f"P{p + 1} held {labels[k]}: it is shuffled into the deck.")
        self.discards_hand = Said(lambda p, k: f"P{p + 1} discards {labels[k]} from their hand.")
        self.game_over = Said(lambda reason: f"Game over: {reason}.")
        self.looks_hand = Said(lambda p, q: f"P{p + 1} looks at P{q + 1}'s hand.")
        self.sees_hand = Said(lambda p, k, q: f"P{p + 1} sees {labels[k]} in P{q + 1}'s hand.", private=True)
        self.looks_ruins = Said(lambda p, i: f"P{p + 1} looks at Ruins card {i}.")
        self.sees_ruins = Said(lambda p, k, i: f"P{p + 1} sees {labels[k]} at Ruins card {i}.", private=True)
        self.looks_top = Said(lambda p: f"P{p + 1} looks at the top card of the deck.")
        self.sees_top = Said(lambda p, k: f"P{p + 1} sees {labels[k]} on top of the deck.", private=True)
        self.receives = Said(lambda p, k, q: f"P{p + 1} receives {labels[k]} from P{q + 1}.", private=True)
        self.takes_ruins = Said(lambda p, k: f"P{p + 1} takes {labels[k]} from the Ruins.", private=True)
        self.takes_top = Said(lambda p, k: f"P{p + 1} takes {labels[k]} from the top of the deck.", private=True)
        self.exchanges_ruins = Said(lambda p, i: f"P{p + 1} exchanges their hand card with Ruins card {i}.")
        self.exchanges_top = Said(lambda p: f"P{p + 1} exchanges their hand card with the top card of the deck.")
        self.no_exchange = Said(lambda p: f"P{p + 1} does not exchange.")
        self.takes_discard = Said(lambda p, k, q: f"P{p + 1} takes {labels[k]} from P{q + 1}'s discards.")
        self.places_dream = Said(lambda p, k: f"P{p + 1} places {labels[k]} in their discards without its effect.")
        self.prince_plays = Said(lambda p, i, k: f"P{p + 1}'s Prince takes Ruins card {i} and plays {labels[k]}.")
        self.compares = Said(lambda p, q: f"P{p + 1} compares hands with P{q + 1} (Vorpal Sword).")
        self.sword_on_deck = Said(lambda k: f"The {names[k]} goes on top of the deck.")
        self.parks_top = Said(lambda p: f"P{p + 1} moves the top card of the deck to the Ruins.")
        self.leaves_top = Said(lambda p: f"P{p + 1} leaves the top card of the deck.")

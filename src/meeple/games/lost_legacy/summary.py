"""What the play screen needs of Lost Legacy: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's) followed by the deck in play, every card with its
speed, copies and text, so that a card seen only in a discard pile can be read too."""

from __future__ import annotations

from typing import Any

MIN_SIZE = (80, 24)

RULES = """
Goal: find the Lost Legacy (the card that names the deck), or be the last one left.

Each round every player holds one card. On your turn draw a card, then play one of your two
cards face up: its effect happens (the card texts are on the screen, in the choices and in the
deck list below). A card that says so may eliminate a player; Medusa-style cards eliminate
whoever has them face up.

When the deck runs out, the investigation begins: in turn order (fastest card first), each
player still in may name a Ruins card or a player's hand as the place of the Lost Legacy. The
first correct guess wins; a wrong one is out. If nobody finds it, nobody wins that game.

The Ruins are face-down cards put aside at the start; some cards let you look at or exchange
them. A look shows the card to you alone: it is in your recent events.
"""


def rules(game: Any) -> str:
    """``RULES`` and the card list of ``game``'s deck (a ``LostLegacyGame``), fastest first."""
    cards = sorted(game.deck.cards, key=lambda c: (c.speed == 0, c.speed, c.name))
    lines = [f"- {c.name} ({c.speed_text}) x{c.copies}: {' '.join(c.text.split())}" for c in cards]
    return (RULES.rstrip() + f"\n\nThe deck ({game.deck.label}, {sum(c.copies for c in cards)} cards; "
            "speed, copies, text):\n" + "\n".join(lines) + "\n")

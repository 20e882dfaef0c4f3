"""What the play screen needs of Lost Legacy: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's)."""

MIN_SIZE = (80, 24)

RULES = """
Goal: find the Lost Legacy (the card that names the deck), or be the last one left.

Each round every player holds one card. On your turn draw a card, then play one of your two
cards face up: its effect happens (the card texts are on the screen and in the choices). A card
that says so may eliminate a player; Medusa-style cards eliminate whoever has them face up.

When the deck runs out, the investigation begins: in turn order (fastest card first), each
player still in may name a Ruins card or a player's hand as the place of the Lost Legacy. The
first correct guess wins; a wrong one is out. If nobody finds it, nobody wins that game.

The Ruins are face-down cards put aside at the start; some cards let you look at or exchange
them. A look shows the card to you alone: it is in your recent events.
"""

"""What the play screen needs of Ni no Kuni II: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's)."""

MIN_SIZE = (80, 24)
"""At 1 to 4 players the table is at most 14 lines of at most 80 columns (``render``), over the
recent events and the choices."""


RULES = """
A cooperative game: the whole party wins or loses together.

Goal: raise the Kingdom Influence above the Enemy Influence (the boss plus every enemy on the
board) before the last turn ends; both totals are on the screen.

Codes on the screen: E Experience, K Kingsguilder (money), S Supply; "1E+1K" (or "1E1K") is a
cost or a need. A character's Fight values are physical / ranged / magical (phys, rng, mag);
each Higgledy helps with its own values, and H1 is a Higgledy of P1. A quest line reads: slot,
name, places for models (3p), what it pays, then its enemy: the fight's type, the strength a
roll must beat and, in brackets, the enemy's Influence; BLOCKED quests cannot be worked until
the enemy beside them is beaten; "<- Roland, 3 dice" are the models on it and their dice. The
market lists each card with its cost and, in brackets, its Influence; "Verdant Farm -> Full
Fledged Farm" is an upgrade open to a card already built.

So that the table fits 80 x 24 (three or four players have eight quests), what a phase needs
least gives way when all of it does not fit: in the Adventure phase the decks, the upgrades,
the kingdom built and then the market, all shown again in the Kingdom phase; there the quests
go to two columns (the enemy, then the quest's name as far as it fits) or to one line that
counts the enemies, and the decks and upgrades may give way (an affordable upgrade is always
among the choices).

A turn: the Resource phase (each character takes one resource), the Adventure phase (send
characters to a quest: roll dice of the fight's kind plus the Fight values against the enemy's
strength; a win clears the quest and pays its reward), the Kingdom phase (build kingdom cards
with your resources for Influence and lasting help), then the End of the Turn (new enemies come).

Enemy traits: minus_die (a fight against it rolls one die fewer), blocks_adjacent (the quests
beside it are BLOCKED until it is beaten), kingdom_tax_supply (costs the kingdom Supply while it
stays). Quest traits: exact_bonus_supply (1 more Supply when exactly as many characters as the
quest has slots work it), bonus_sweet / bonus_tear (a Soreaway Sweet or a Tear more).
"roll sweet=1 adapt=0": roll the fight spending a Soreaway Sweet (sweet=1, one die more) and/or
Bracken's Adaptable (adapt=1, one die more, once a turn); 0 spends nothing.
"""

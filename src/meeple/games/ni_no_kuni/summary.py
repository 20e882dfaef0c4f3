"""What the play screen needs of Ni no Kuni II: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's)."""

MIN_SIZE = (80, 24)
"""With 2 players the table is 14 lines of at most 80 columns (``render``), over the events and
the choices; with 3 or 4 players (two more quests) it needs 80 x 28."""


def min_size(game: object) -> tuple[int, int]:
    """The smallest terminal for ``game``: 80 x 24 with 2 players, 80 x 28 with 3 or 4."""
    return MIN_SIZE if getattr(game, "num_players", 2) <= 2 else (80, 28)


RULES = """
A cooperative game: the whole party wins or loses together.

Goal: raise the Kingdom Influence above the Enemy Influence (the boss plus every enemy on the
board) before the last turn ends; both totals are on the screen.

Codes on the screen: E Experience, K Kingsguilder (money), S Supply; "1E+1K" (or "1E1K") is a
cost or a need. A character's Fight values are physical / ranged / magical (phys, rng, mag);
each Higgledy helps with its own values, and H1 is a Higgledy of P1. A quest line reads: slot,
name, places for models (3p), what it pays, then its enemy: the fight's type, the strength a
roll must beat and, in brackets, the enemy's Influence; BLOCKED quests cannot be worked until
the enemy beside them is beaten; "<- Roland, 3 dice" are the models on it and their dice.

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

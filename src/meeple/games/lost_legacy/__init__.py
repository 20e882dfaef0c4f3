"""Lost Legacy: Second Chronicle - Vorpal Sword & Whitegold Spire (AEG / Japon Brand, 2015).

The two Second Chronicle sets are reconstructions (their printed card lists are not public);
The Starship is a public transcription; the Flying Garden is reconstructed. See
``docs/rulings/lost_legacy.md``.
"""

from meeple.games.lost_legacy.game import LostLegacyGame
from meeple.games.lost_legacy.greedy import LostLegacyGreedy

GAME = LostLegacyGame
GREEDY = LostLegacyGreedy

CONFORMANCE_OPTIONS = [
    {"deck": "whitegold-spire", "players": 3},
    {"deck": "the-starship", "players": 3},
    {"deck": "flying-garden", "players": 2},
    {"deck": "vorpal-sword+whitegold-spire", "players": 6},
    {"deck": "whitegold-spire+the-starship", "players": 4},
    {"deck": "vorpal-sword", "players": 2, "campaign": True},
    {"deck": "vorpal-sword", "players": 3, "vorpal_sword": "unplayable"},
    {"deck": "vorpal-sword+the-starship", "players": 5},
]
"""Extra option sets for the conformance suite: every set, both Megamixes' rules, a campaign,
both readings of the Vorpal Sword (and the playable Sword among held triggers)."""

__all__ = ["CONFORMANCE_OPTIONS", "GAME", "GREEDY", "LostLegacyGame", "LostLegacyGreedy"]

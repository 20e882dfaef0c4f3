"""The decision points of a turn (rulebook "Sequence of Battle"), as phase names.

``PLAY`` and ``PLACE`` are Phase 1 (Deployment: choose a hand card, then its square);
``FIRE`` is Phase 2 (Elimination: one decision per ranged unit able to fire); ``ADVANCE`` is
the Raging Berserkers mod; ``REINFORCE`` is Phase 3 (draw or withdraw, one card at a time);
``OVER`` is the end of the game.
"""

PLAY = "play"
PLACE = "place"
FIRE = "fire"
ADVANCE = "advance"
REINFORCE = "reinforce"
OVER = "over"

PHASES = (PLAY, PLACE, FIRE, ADVANCE, REINFORCE, OVER)

"""The phases of a Lost Legacy game (rulebook: Taking a Turn, Investigation Phase)."""

PLAY = "play"
"""The turn player's Play step: choose one of two hand cards."""

EFFECT = "effect"
"""A played card's effect waits for a decision (``state.pending``)."""

INVESTIGATE = "investigate"
"""The Investigation phase: investigators reveal one card each, lowest speed first."""

OVER = "over"
"""The game (or the campaign) has ended."""

PHASES = (PLAY, EFFECT, INVESTIGATE, OVER)

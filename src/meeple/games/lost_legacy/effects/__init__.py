"""Card effects by set; importing this package registers every effect and decision point."""

from meeple.games.lost_legacy.effects import flying_garden, the_starship, vorpal_sword, whitegold_spire
from meeple.games.lost_legacy.effects.registry import DECISIONS, STARTERS, play_card, start_effect

__all__ = ["DECISIONS", "STARTERS", "flying_garden", "play_card", "start_effect", "the_starship",
           "vorpal_sword", "whitegold_spire"]

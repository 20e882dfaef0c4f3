"""The decision points of a turn (rulebook: The Turn).

A turn is Adventure -> Resource -> Kingdom -> End of the Turn. Each decision belongs to one
of these phases; automatic steps (dice, gathering, refilling) happen inside ``apply``
between decisions.
"""

from __future__ import annotations

PLACE = "place"  # Adventure: where the next party member goes (or Roland's Swordsman)
FIGHT = "fight"  # Adventure: which quest the party resolves next
PREROLL = "preroll"  # Adventure: Soreaway Sweet / Bracken's Adaptable before a roll
TEAR = "tear"  # Adventure: Angel's Tear after a failed roll
MOVE = "move"  # Adventure: High Speed Hot Streaks! move after completing
TANI = "tani"  # Resource: Tani's Sky Pirate resource
KINGDOM = "kingdom"  # Kingdom: buy, upgrade, Evan's Planning, end
DEMOLISH = "demolish"  # Kingdom: full board, choose the building to discard
REMOVE = "remove"  # End of the Turn: The Horned One's tie among the richest quests
OVER = "over"

PHASES = (PLACE, FIGHT, PREROLL, TEAR, MOVE, TANI, KINGDOM, DEMOLISH, REMOVE, OVER)
ADVENTURE = frozenset((PLACE, FIGHT, PREROLL, TEAR, MOVE))
"""The phases of the Adventure phase."""

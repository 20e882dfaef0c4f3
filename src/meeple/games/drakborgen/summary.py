"""What the play screen needs of Drakborgen: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's)."""

MIN_SIZE = (80, 42)
"""The map with its legend is 25 lines; four recent events and the choices go under it."""

RULES = """
Goal: go into the dragon's castle from a tower, gather treasure and get out through a tower
before the sun sets (the sun track). Whoever comes out with the most treasure wins; a hero
still inside at sunset is lost.

Your turn: move into the next room; an unexplored square draws a room tile (room, corridor,
trap, chasm, ...), and rooms draw cards: monsters to fight, traps, finds. Searching a room can
find chests and items. The treasure chamber holds the dragon's hoard: taking from it may wake
the dragon (a DRAKKORT).

Combat: you and the monster's player pick STRIDSKORT in secret; the cards decide who is hurt.
KP are your hit points; SF, VF, RF and TF are strength, agility, armour and luck, tested with
dice against the numbers the cards ask for.
"""

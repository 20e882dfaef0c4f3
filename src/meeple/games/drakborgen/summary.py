"""What the play screen needs of Drakborgen: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's)."""

MIN_SIZE = (80, 40)
"""The map is 21 lines with the sun track and the legend (or the encounter) beside it, then one
badge line per hero and what is being decided (``render.SCREEN``); recent events and the choices
go under it."""

RULES = """
Goal: go into the dragon's castle from a tower, gather treasure and get out through a tower
before the sun sets (the sun track). Whoever comes out with the most treasure wins; a hero
still inside at sunset is lost.

Your turn: move one square through an opening, or search the room (at most twice in a row; it
may find a secret door). An unexplored square draws a room tile, placed with its entry towards
you (room, corridor, trap room, chasm, pit, ...); a corridor lets you move on at once. Rooms draw
a RUMSKORT: monsters, traps, chests, a dead adventurer to search, finds. Entering a tower room
again takes you out with what you carry. The treasure chamber in the middle gives two SKATTKORT
each turn you enter or stay, then a DRAKKORT: one in eight wakes the dragon, the odds grow.

Monsters: attack, wait and see, or flee back where you came from; the MONSTERKORT, which only
the monster's player (the seat on your right) sees, says how it reacts and how many KP it has.
Combat: you and the monster's player pick STRIDSKORT in secret; A beats B, B beats C, C beats A;
the loser loses 1 KP (2 to the winner's special letter), a tie costs both 1. After wounding it
you may announce an escape. KP are your hit points; SF, VF, RF and TF are strength, agility,
armour and luck: a roll of T12 at or under the number succeeds.

Drakborgen II (the default; --option expansion=none plays the base game alone): eight rings to
choose from, floor tiles and bridges, teleporting rooms, amulets (the player on your right reads
yours in secret and says when it works) and the catacombs under the castle: below, you follow
your arrow by UNDERJORDSKORT until a way up. Eight more heroes, each with abilities of his own
and meters on his badge (choose them with --option heroes=...).
"""

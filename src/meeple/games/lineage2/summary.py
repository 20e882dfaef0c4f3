"""What the play screen needs of Lineage II: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's)."""

MIN_SIZE = (122, 46)
"""The ring and the players take 43 lines; the events and choices stand beside them."""

RULES = """
Goal: be first to the victory points (VP) the game asks for, by hunting monsters, fulfilling
quests and holding castles.

Your turn: roll and move around the ring (H hunting ground, V village, T temple, M race track,
C castle), then act where you land: hunt a monster from a pile (roll the coloured dice it needs;
a win gives its reward, a failure drops adena), trade and hire mercenaries in a village, or
start a siege of a castle.

Sieges: the attacker and the defenders choose sides, mercenaries and an action card in secret;
the stronger side takes or keeps the castle and its prestige.

Adena is money; mercenaries fight in sieges; worn items help in hunts.
"""

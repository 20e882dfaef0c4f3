"""What the play screen needs of Lords of War: the smallest terminal and a rules summary
(meeple's own words, not the rulebook's)."""

MIN_SIZE = (80, 24)
"""The 7 x 6 map is 21 lines of 44 columns; the turn, the players and the hand, then the events
and the choices, stand beside it (a map of Combat Without Limits grows with the battle)."""

RULES = """
Goal: eliminate 20 enemy cards, or 4 of the enemy's command cards (its general counts as one);
the shorter game asks for 10 and 3. Eliminated enemy cards go to your victory pile.

Your turn:
1. Deploy: choose a card from your hand (play), then an empty square next to a card already on
   the board (place). Until you choose the square you may take the card back with u.
2. Combat: every card whose arrows, added up from the cards pointing at it, reach its defense is
   removed and scored by its attacker. Ranged cards may shoot one enemy in a straight line
   instead (their shot value against the target's defense); melee happens first.
3. Reinforce: draw the top card of your army deck, or withdraw one of your own cards that is not
   under attack back into your hand.

Cards: arrows point N, NE, E, SE, S, SW, W, NW with their strength; a card's defense is what the
attacking arrows must reach. On the map a unit shows its defense in brackets, [6] for P1's
and (6) for P2's, with its arrow strengths around it where they point; in the hand dN is a
card's defense and sN its shot value.
"""

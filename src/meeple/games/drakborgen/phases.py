"""The decision points (reference section 6 for the turn, 11 for encounters, 12 for the dragon).

Automatic steps (dice, card draws, the sun) happen inside ``apply`` between decisions.
"""

from __future__ import annotations

TOWER = "tower"  # preparations: the hero picks a tower room to start in
RING = "ring"  # preparations: the hero picks a MAGISK RING
TURN = "turn"  # a turn: move, search, or the treasure chamber's stay
BODY = "body"  # Stupad krigare: search the body or not
CHEST = "chest"  # Kista: open it or not
WARN = "warn"  # a trap is about to strike: use the Ring of Warning or not
ENCOUNTER = "encounter"  # a monster: attack, wait, flee (or a ring, the crossbow)
COMBAT = "combat"  # a combat round: STRIDSKORT, chosen in secret by the hero and the monster player
ESCAPE = "escape"  # the hero wounded the monster: fight on or announce an escape
DRAGON = "dragon"  # the dragon woke: a hero in the chamber flees through an opening
OVER = "over"
ARROW = "arrow"  # Drakborgen II: a hero who fell into the catacombs sets his arrow (or climbs up)
EMERGE = "emerge"  # Drakborgen II: a hero coming up picks the way down or turns the new tile

PHASES = (TOWER, RING, TURN, BODY, CHEST, WARN, ENCOUNTER, COMBAT, ESCAPE, DRAGON, OVER)
AMULET = "amulet"  # Drakborgen II: the finder wears the amulet drawn for him or throws it away
HALVES = "halves"  # Drakborgen II: two amulet halves: repair them or not
REPAIR = "repair"  # Drakborgen II: keep one of the three AMULETTKORT of a repaired amulet
LAY = "lay"  # Drakborgen II: a teleported hero turns the fresh tile of his new square
PORTAL = "portal"  # Drakborgen II: a teleported hero picks the tower room he is taken to
HIDE = "hide"  # Drakborgen II, Yūbara: her hidden T6 face and the right-hand player's guess, in secret
DAGGER = "dagger"  # Drakborgen II, Durim: the monster player's secret STRIDSKORT and his two letters
SPIDER = "spider"  # Drakborgen II, Yūbara, Durim: shuriken or daggers at the giant spider first, or not
VOLLEY = "volley"  # Drakborgen II, Durim: after a thrown dagger, another or combat
SECRET = frozenset((HIDE, DAGGER))
"""Drakborgen II: the new heroes' secret choices, made at once as a combat round's (simultaneous)."""
II_PHASES = (*PHASES, ARROW, EMERGE, AMULET, HALVES, REPAIR, LAY, PORTAL, HIDE, DAGGER, SPIDER, VOLLEY)
"""With Drakborgen II: the base phases, the catacombs' two, the amulets' three, teleportation's
two, the new heroes' secret choices."""
TILE = "tile"  # Drakborgen II: keep the new tile or reject it with the Ring of Rejection
SEEKING = "seeking"  # Drakborgen II: keep one of the RUMSLETNINGSKORT drawn with the Ring of Seeking
II_PHASES = (*II_PHASES, TILE, SEEKING)
"""With Drakborgen II's rings (:mod:`.ring_effects`) too."""
HISS = "hiss"  # Drakborgen II, Dzála: the oracaz hissed or not at the face-down tile: enter or heed it
II_PHASES = (*II_PHASES, HISS)
CAUGHT = "caught"  # Drakborgen II, Mrishnahk: caught off guard (överrumpling): wrestle, or a spell
II_PHASES = (*II_PHASES, CAUGHT)

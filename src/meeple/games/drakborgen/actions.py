"""The actions of the game that take no parameter, and the parameter names of the others.

``move to=<square>`` (squares are named ``a1`` .. ``m10``: column letter from the west, row
number from the north), ``unlock to=`` (Ring of Opening), ``secret to=`` (a secret door),
``flight to=`` (away from the waking dragon), ``tower tower=nw``, ``ring ring=healing``,
``strike card=A`` (a STRIDSKORT).
"""

from __future__ import annotations

from meeple.core.actions import Action

GROPE = Action("grope")  # leave a dark room: the way is chosen by the die
SEARCH = Action("search")
STAY = Action("stay")  # stay in the treasure chamber and draw again
PASS = Action("pass")  # every way out is taken by another hero: wait
STOP = Action("stop")  # end the corridor's free move
DRINK = Action("drink")
HEAL = Action("heal")  # Ring of Healing
LOOT = Action("loot")  # search the dead adventurer
OPEN = Action("open")  # open the chest
LEAVE = Action("leave")  # leave the body or the chest alone
WARN = Action("warn")  # Ring of Warning
ENDURE = Action("endure")
ATTACK = Action("attack")
AWAIT = Action("await")  # avvakta: wait and see
FLEE = Action("flee")
BLIND = Action("blind")  # Ring of Blinding
SHOOT = Action("shoot")  # Bardhor's crossbow

LETTERS = "ABC"
STRIKES = tuple(Action("strike", card=L) for L in LETTERS)
FIGHT = Action("fight")  # fight on after wounding the monster
ESCAPE = Action("escape")  # announce an escape: this round deals no damage

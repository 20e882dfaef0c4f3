"""The decision points of a turn (rulebook: The Gameplay; Castle Siege).

An adventure turn runs START -> MOVE -> (the space: HUNT, POTION, DROP, RETREAT or
VILLAGE_DRAW) -> END; an offer to another player adds PRICE (the seller names the price) and
ANSWER (the buyer decides, out of turn). A castle siege runs SIEGE_HIRE (the owner) -> SIEGE
(a simultaneous node: every participant's side, mercenaries and action card) -> BATTLE (a
player with a face-down action card may use it after a roll). Dice, draws and payments happen
inside ``apply`` between decisions.
"""

from __future__ import annotations

START = "start"  # before the roll: roll, stay in the village after a failed hunt, cards, quests, gear, offers
MOVE = "move"  # choose where the roll (or a movement potion) takes the race token
RETREAT = "retreat"  # after a failed hunt: which of the nearest villages (a tie)
HUNT = "hunt"  # choose a pile, change gear, play an Adventure card for this hunt
POTION = "potion"  # the dice fell short: drink attack potions to succeed, or fail
DROP = "drop"  # a failed hunt without adena: which item to drop
VILLAGE_DRAW = "village_draw"  # a full hand in a village: discard one to draw, or draw nothing
END = "end"  # after the adventure: village actions, offers, cards, quests, end the turn
PRICE = "price"  # the seller names the price of an offer
ANSWER = "answer"  # the buyer accepts or declines (out of turn)
SIEGE_HIRE = "siege_hire"  # the castle owner may hire mercenaries from anywhere
SIEGE = "siege"  # simultaneous: side card, mercenaries and at most one action card
BATTLE = "battle"  # after a battle roll: use the face-down action card or pass
OVER = "over"

PHASES = (START, MOVE, RETREAT, HUNT, POTION, DROP, VILLAGE_DRAW, END, PRICE, ANSWER, SIEGE_HIRE, SIEGE,
          BATTLE, OVER)

"""Decision points of a turn and the prebuilt actions offered at them.

A turn (rulebook "The Turn") is Adventure -> Resource -> Kingdom -> End of the Turn. Each
decision is one of these phases; automatic steps (dice, gathering, refilling) happen inside
``apply`` between decisions.
"""

from __future__ import annotations

from meeple.core.actions import Action

PLACE = 0  # Adventure: where the next party member goes (or Roland's Swordsman)
FIGHT = 1  # Adventure: which quest the party resolves next
PREROLL = 2  # Adventure: Soreaway Sweet / Bracken's Adaptable before a roll
TEAR = 3  # Adventure: Angel's Tear after a failed roll
MOVE = 4  # Adventure: High Speed Hot Streaks! move after completing
TANI = 5  # Resource: Tani's Sky Pirate resource
KINGDOM = 6  # Kingdom: buy, upgrade, Evan's Planning, end
DEMOLISH = 7  # Kingdom: full board, choose the building to discard
REMOVE = 8  # End of turn: The Horned One's tie among the richest quests
OVER = 9

PHASE_NAMES = ("place", "fight", "preroll", "tear", "move", "tani", "kingdom", "demolish", "remove", "over")

MAX_SLOTS = 16
PLACE_A = tuple(Action("place", quest=s) for s in range(MAX_SLOTS))
SWORD_A = tuple(Action("swordsman", quest=s) for s in range(MAX_SLOTS))
FIGHT_A = tuple(Action("fight", quest=s) for s in range(MAX_SLOTS))
REMOVE_A = tuple(Action("remove", quest=s) for s in range(MAX_SLOTS))
REST = Action("rest")
ROLL_A = {(sw, ad): Action("roll", sweet=sw, adapt=ad) for sw in (0, 1) for ad in (0, 1)}
TEAR_A = Action("tear")
ACCEPT = Action("accept")
STAY = Action("stay")
END = Action("end")
TAKE_A = {"kingsguilder": Action("take", resource="kingsguilder"), "supply": Action("take", resource="supply")}

# Evan's Planning: give 2 tokens, get 2 tokens of types not given (letters E, K, S).
LETTERS = "EKS"
PAIRS = ("EE", "EK", "ES", "KK", "KS", "SS")
PLAN_SWAPS = tuple(
    (give, get) for give in PAIRS for get in PAIRS if not set(give) & set(get)
)
PLAN_A = {(give, get): Action("plan", give=give, get=get) for give, get in PLAN_SWAPS}

"""The actions offered at the decision points, built once (the hot path reuses them).

Quest slots are the board's physical slot numbers; kingdom cards are named by their id.
"""

from __future__ import annotations

from meeple.core.actions import Action

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
PLAN_SWAPS = tuple((give, get) for give in PAIRS for get in PAIRS if not set(give) & set(get))
PLAN_A = {(give, get): Action("plan", give=give, get=get) for give, get in PLAN_SWAPS}
PLAN_NEEDS = tuple((tuple(give.count(ch) for ch in LETTERS), PLAN_A[(give, get)]) for give, get in PLAN_SWAPS)
"""Each Planning swap with the (E, K, S) tokens it gives, in ``PLAN_SWAPS`` order."""

_CARD_ACTIONS: dict[tuple[str, str], Action] = {}


def card_action(kind: str, card_id: str) -> Action:
    """``buy``/``upgrade``/``demolish card=<id>``, cached."""
    a = _CARD_ACTIONS.get((kind, card_id))
    if a is None:
        a = _CARD_ACTIONS[(kind, card_id)] = Action(kind, card=card_id)
    return a

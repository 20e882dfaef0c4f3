"""The inventory board (rulebook, Using Items): five slots (two hands, helmet, suit, shoes)
and the bag. Only worn weapons and armour count in a hunt; potions stay in the bag until used.

Gear changes are actions of the player whose turn it is (START, HUNT and END), at most
:data:`MAX_CHANGES` a turn (ruling I2) so that a turn always ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.actions import UNWEAR, WEAR
from meeple.games.lineage2.content import ARMOUR, W1, W2

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

MAX_CHANGES = 6


def can_wear(state: Lineage2State, p: int, m: int) -> bool:
    """Whether the item on card ``m`` (in ``p``'s bag) fits: a 1-handed weapon needs a free
    hand, a 2-handed weapon two; armour swaps with the piece worn in its slot; potions are
    never worn."""
    kind = state.game.content.item_kind[state.item_of(m)]
    if kind == W1:
        return state.weapon_hands(p) <= 1
    if kind == W2:
        return state.weapon_hands(p) == 0
    return kind in ARMOUR


def gear_actions(state: Lineage2State) -> list[Action]:
    """``wear item=<card>`` for each bag item that fits (one per kind of item) and
    ``unwear item=<card>`` for each worn item, while changes are left this turn."""
    p = state.player
    if state.changes >= MAX_CHANGES:
        return []
    out = []
    bag = state.bag[p]
    worn = state.worn[p]
    if bag:
        content = state.game.content
        item, kind = content.reward_item, content.item_kind
        back = state.back
        hands = 0  # state.weapon_hands(p)
        for m in worn:
            k = kind[item[back[m]]]
            if k == W1:
                hands += 1
            elif k == W2:
                hands += 2
        seen = set()
        for m in sorted(bag):
            it = item[back[m]]
            if it in seen:
                continue
            k = kind[it]
            if (hands <= 1 if k == W1 else hands == 0 if k == W2 else k in ARMOUR):  # can_wear
                seen.add(it)
                out.append(WEAR[m])
    if worn:
        for m in sorted(worn):
            out.append(UNWEAR[m])
    return out


def apply_wear(state: Lineage2State, action: Action) -> None:
    p = state.player
    m = int(action["item"])
    content = state.game.content
    kind = content.item_kind[state.item_of(m)]
    if kind in ARMOUR:
        for w in list(state.worn[p]):
            if content.item_kind[state.item_of(w)] == kind:
                state.worn[p].remove(w)
                state.bag[p].append(w)
    state.bag[p].remove(m)
    state.worn[p].append(m)
    state.changes += 1
    state.emit(f"P{p + 1} wears {content.item_name[state.item_of(m)]}.")


def apply_unwear(state: Lineage2State, action: Action) -> None:
    p = state.player
    m = int(action["item"])
    state.worn[p].remove(m)
    state.bag[p].append(m)
    state.changes += 1
    state.emit(f"P{p + 1} puts {state.game.content.item_name[state.item_of(m)]} in the bag.")


def remove_item(state: Lineage2State, p: int, m: int) -> None:
    """Take card ``m`` out of ``p``'s inventory, worn or in the bag."""
    if m in state.worn[p]:
        state.worn[p].remove(m)
    else:
        state.bag[p].remove(m)

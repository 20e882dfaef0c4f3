"""Selling items to other players (rulebook: Selling Items): during your turn you may sell an
item to another player at any agreed price. An offer is made in two decisions of the seller,
``offer item=<card> buyer=<seat>`` then ``price adena=<n>``, and answered by the buyer out of
turn (``accept`` / ``decline``). At most :data:`MAX_OFFERS` offers a turn keep the turn finite
(ruling T1); prices run from 1 to the buyer's adena, at most :data:`MAX_PRICE` (ruling T2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.actions import ACCEPT, DECLINE, OFFER
from meeple.games.lineage2.inventory import remove_item
from meeple.games.lineage2.phases import ANSWER, PRICE

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

MAX_OFFERS = 2
MAX_PRICE = 30
PRICE_ACTION = tuple(Action("price", adena=k) for k in range(MAX_PRICE + 1))
"""``PRICE_ACTION[k]``: ``price adena=<k>``."""


def offer_actions(state: Lineage2State) -> list[Action]:
    """``offer item=<card> buyer=<seat>`` for each item the active player holds (one per kind
    of item) and each other player with at least 1 adena."""
    if state.offers >= MAX_OFFERS:
        return []
    p = state.player
    held = state.worn[p] + state.bag[p]
    if not held:
        return []
    adena = state.adena
    buyers = []
    for q in range(len(adena)):
        if q != p and adena[q] >= 1:
            buyers.append(q)
    if not buyers:
        return []
    item = state.game.content.reward_item
    back = state.back
    out = []
    seen = set()
    for m in sorted(held):
        it = item[back[m]]
        if it in seen:
            continue
        seen.add(it)
        offers = OFFER[m]
        for q in buyers:
            out.append(offers[q])
    return out


def apply_offer(state: Lineage2State, action: Action) -> None:
    state.offer_item = int(action["item"])
    state.offer_buyer = int(action["buyer"])
    state.offers += 1
    state.resume = state.phase
    state.phase = PRICE


def legal_price(state: Lineage2State) -> list[Action]:
    top = min(MAX_PRICE, state.adena[state.offer_buyer])
    return list(PRICE_ACTION[1:top + 1]) if top >= 1 else []


def apply_price(state: Lineage2State, action: Action) -> None:
    state.offer_price = int(action["adena"])
    name = state.game.content.item_name[state.item_of(state.offer_item)]
    state.emit(f"P{state.player + 1} offers {name} to P{state.offer_buyer + 1} for {state.offer_price} adena.")
    state.phase = ANSWER


def legal_answer(state: Lineage2State) -> list[Action]:
    return [ACCEPT, DECLINE]


def apply_accept(state: Lineage2State, action: Action) -> None:
    p, q, m, price = state.player, state.offer_buyer, state.offer_item, state.offer_price
    remove_item(state, p, m)
    state.bag[q].append(m)
    state.adena[q] -= price
    state.adena[p] += price
    state.emit(f"P{q + 1} buys it.")
    _close(state)


def apply_decline(state: Lineage2State, action: Action) -> None:
    state.emit(f"P{state.offer_buyer + 1} declines.")
    _close(state)


def _close(state: Lineage2State) -> None:
    state.offer_item = state.offer_buyer = -1
    state.offer_price = 0
    state.phase = state.resume

"""The actions Lineage II's search considers (``games/lineage2/search.py``, issue 8's bots):
offers only a bot would take, prices never below the bank's, no purchase of an unusable
item, and a few army sizes per siege choice. The lists depend only on what the deciding seat
knows, so every determinization of its information set gives the same."""

from __future__ import annotations

import random

from meeple.core.actions import Action
from meeple.core.state import SIMULTANEOUS
from meeple.core.table import Table
from meeple.games.lineage2.phases import ANSWER, END, PRICE, SIEGE
from meeple.games.lineage2.search import search_actions
from meeple.games.lineage2.siege import land_on_castle
from tests.lineage2.helpers import card_with_item, fresh


def _selling(item: str, buyer_adena: int, buyer_wears: str | None = None):
    """P1 at the end of its turn with ``item`` in the bag; P2 has ``buyer_adena``."""
    state = fresh(4)
    content = state.game.content
    m = card_with_item(content, item)
    for pile in state.piles:
        if m in pile:
            pile.remove(m)
    state.phase, state.player = END, 0
    state.bag[0], state.worn[0] = [m], []
    state.adena[1] = buyer_adena
    if buyer_wears is not None:
        w = card_with_item(content, buyer_wears)
        for pile in state.piles:
            if w in pile:
                pile.remove(w)
        state.worn[1] = [w]
    return state, m


def test_prices_are_a_few_from_the_bank_price_up() -> None:
    """The Sword of Damascus sells to the bank for 10: P2 with 25 adena may be asked any price
    from 1 to 25, and the search names one of a few, none below 10."""
    state, m = _selling("a_sword", 25)
    state.apply(Action("offer", item=m, buyer=1))
    assert state.phase == PRICE
    legal = state.legal_actions()
    assert len(legal) == 25
    prices = sorted(int(a["adena"]) for a in search_actions(state, 0, legal))
    assert prices[0] == 10 and prices[-1] == 25 and len(prices) <= 6
    assert {10, 11, 15, 20} <= set(prices)


def test_no_offer_to_a_buyer_who_cannot_pay_the_bank_price_or_would_not_use_the_item() -> None:
    state, m = _selling("c_short_sword", 1)  # the Short Sword's bank price is 2
    state.adena[2], state.adena[3] = 5, 5
    state.worn[2] = [card_with_item(state.game.content, "a_sword")]  # P3 wields better
    for pile in state.piles:
        if state.worn[2][0] in pile:
            pile.remove(state.worn[2][0])
    legal = state.legal_actions()
    offers = {int(a["buyer"]) for a in legal if a.kind == "offer"}
    assert offers == {1, 2, 3}
    searched = search_actions(state, 0, legal)
    assert {int(a["buyer"]) for a in searched if a.kind == "offer"} == {3}
    assert [a for a in legal if a.kind != "offer"] == [a for a in searched if a.kind != "offer"]


def test_an_item_the_buyer_would_not_use_is_declined() -> None:
    state, m = _selling("c_short_sword", 10, buyer_wears="a_sword")
    state.apply(Action("offer", item=m, buyer=1))
    state.apply(Action("price", adena=3))
    assert state.phase == ANSWER and state.current_player == 1
    assert search_actions(state, 1, state.legal_actions()) == [Action("decline")]
    state.worn[1] = []  # unarmed, the sword is worth buying: both answers are searched
    assert search_actions(state, 1, state.legal_actions()) == state.legal_actions()


def test_a_siege_choice_is_searched_with_the_fewest_half_and_all_mercenaries() -> None:
    """The owner of a castle with 37 mercenaries and three Castle Siege cards has 148 choices
    (37 sizes, with no card or one of three); the search weighs 12: 1, 19 and 37 each way."""
    state = fresh(4)
    state.owner[0] = 0
    state.mercs = [37, 5, 0, 0]
    state.adena[0] = 0  # no hire before the choices
    state.hand[0] = [11, 14, 17]  # Reinforcements, Ambush, War Cry
    state.player = 1
    land_on_castle(state, 0)
    assert state.phase == SIEGE
    legal = state.legal_actions_for(0)
    assert len(legal) == 148
    searched = search_actions(state, 0, legal)
    assert len(searched) == 12
    assert {int(a["n"]) for a in searched} == {1, 19, 37}
    assert {a.get("card") for a in searched} == {None, 11, 14, 17}


def test_the_searched_actions_are_the_same_in_every_determinization() -> None:
    """Along random games, at every decision, the seat's searched actions are the same in
    eight determinizations of its information set as in the true position."""
    game = fresh(4).game
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        table = Table(game, seed)
        state = table._state
        while not state.is_terminal and checked < 400:
            seats = sorted(state.simultaneous_seats()) if state.current_player == SIMULTANEOUS else [state.current_player]
            for seat in seats:
                legal = state.legal_actions_for(seat)
                mine = search_actions(state, seat, legal)
                assert mine and set(mine) <= set(legal)
                sampler = table.sampler(seat)
                for _ in range(8):
                    det = sampler(rng)
                    assert search_actions(det, seat, det.legal_actions_for(seat)) == mine
                checked += 1
            if state.current_player == SIMULTANEOUS:
                from meeple.core.actions import JointAction
                state.apply(JointAction({q: rng.choice(state.legal_actions_for(q)) for q in seats}))
            else:
                state.apply(rng.choice(state.legal_actions()))
    assert checked >= 400

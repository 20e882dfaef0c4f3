"""The greedy agent's trading rules (issue 8): it never sells below the bank's price and never
buys an item it cannot wear or use; and it plays whole games."""

from __future__ import annotations

from meeple.core.actions import Action
from meeple.games.lineage2.greedy import Lineage2Greedy
from meeple.games.lineage2.phases import ANSWER, PRICE
from meeple.sim.runner import play_game
from tests.lineage2.helpers import card_with_item, fresh


def test_greedy_never_prices_below_the_bank() -> None:
    state = fresh()
    content = state.game.content
    p = state.player
    mail = card_with_item(content, "b_mail")
    state.bag[p] = [mail]
    state.adena[1] = 30
    state.apply(Action("offer", item=mail, buyer=1))
    assert state.phase == PRICE
    agent = Lineage2Greedy(state.game, seed=1)
    price = agent.choose(state, p, state.legal_actions())
    assert int(price["adena"]) > content.item_sell[content.item_index["b_mail"]]


def test_greedy_buys_only_what_it_would_wear() -> None:
    state = fresh()
    content = state.game.content
    p = state.player
    agent = Lineage2Greedy(state.game, seed=1)
    for held, offered, expected in (("a_armour", "c_tunic", "decline"), (None, "c_tunic", "accept")):
        state = fresh()
        state.worn[1] = [card_with_item(content, held)] if held else []
        m = card_with_item(content, offered)
        state.bag[p] = [m]
        state.adena[1] = 20
        state.apply(Action("offer", item=m, buyer=1))
        state.apply(Action("price", adena=2))
        assert state.phase == ANSWER
        assert agent.choose(state, 1, state.legal_actions()).kind == expected


def test_greedy_plays_five_player_games() -> None:
    game = fresh(5).game
    played = play_game(game, ["greedy"] * 5, 3)
    assert sorted(played.table.returns()).count(1.0) <= 1

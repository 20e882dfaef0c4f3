"""The actions a search considers (``Lineage2Game.search_actions``, read by ISMCTS): a subset
of the rules' legal actions, chosen from what the deciding seat knows, that keeps the bots'
trading rules of issue 8 and cuts the numeric choices to a few values.

- Offers: only to a buyer who could pay at least the item's bank price and would wear or use
  it (it is better than what the buyer owns); the issue's bots never sell below the bank price
  and never buy what they cannot use, so another offer is always declined.
- Prices: a few, from the bank price up (the bank price, one more, half as much again, twice
  it, the item's worth to the buyer if more, the most the buyer can pay), never below the bank
  price while the buyer can pay it.
- Answers: an item the buyer would not wear or use is declined.
- Hiring (a village's, or the owner's before a siege): none or one, what the greedy would hire,
  half and all that one action allows.
- A siege's commitment: per side and card, the fewest, half and all of one's mercenaries.
  Regret matching over every count (up to some 150 choices a seat) stays near uniform in the
  iterations a search has: the committed search sent an arbitrary share of its army (the
  owner of a castle fewer than it had in 52 of 57 sieges, the 200 games of
  docs/lineage2_calibration.md).

Everything here reads the public position and ``seat``'s own hand only, so the lists are the
same in every determinization of the seat's information set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.actions import DECLINE
from meeple.games.lineage2.evaluation import RESERVE
from meeple.games.lineage2.phases import ANSWER, END, PRICE, SIEGE, SIEGE_HIRE, START

if TYPE_CHECKING:
    from meeple.games.lineage2.greedy import Lineage2Greedy
    from meeple.games.lineage2.state import Lineage2State

def search_actions(state: Lineage2State, seat: int, legal: list[Action]) -> list[Action]:
    """The actions of ``legal`` (``seat``'s legal actions in ``state``) a search considers;
    never empty. See the module docstring."""
    phase = state.phase
    if phase == START or phase == END:
        return _turn(state, legal)
    if phase == PRICE:
        return _prices(state, legal)
    if phase == ANSWER:
        return legal if _greedy(state)._upgrade(state, seat, state.offer_item) > 0 else [DECLINE]
    if phase == SIEGE:
        return _commits(legal)
    if phase == SIEGE_HIRE:
        return _hires(state, seat, legal, int(_greedy(state)._siege_hire(state, seat, legal)["n"]))
    return legal


def _greedy(state: Lineage2State) -> Lineage2Greedy:
    game = state.game
    greedy = game.__dict__.get("_greedy")
    if greedy is None:
        from meeple.games.lineage2.greedy import Lineage2Greedy  # greedy imports the state
        greedy = game.__dict__["_greedy"] = Lineage2Greedy(game, seed=0)
    return greedy


def _turn(state: Lineage2State, legal: list[Action]) -> list[Action]:
    """The turn's actions without the offers no bot would accept and with a few hires."""
    if not any(a.kind == "offer" or a.kind == "hire" for a in legal):
        return legal
    content = state.game.content
    greedy = _greedy(state)
    hires = [a for a in legal if a.kind == "hire"]
    keep_hires = set(_hires(state, state.player, hires, greedy._merc_target(state, state.player) - state.mercs[state.player])) \
        if hires else set()
    out = []
    for a in legal:
        kind = a.kind
        if kind == "offer":
            m, q = int(a["item"]), int(a["buyer"])
            if state.adena[q] < content.item_sell[state.item_of(m)] or greedy._upgrade(state, q, m) <= 0:
                continue
        elif kind == "hire" and a not in keep_hires:
            continue
        out.append(a)
    return out


def _prices(state: Lineage2State, legal: list[Action]) -> list[Action]:
    sell = state.game.content.item_sell[state.item_of(state.offer_item)]
    top = int(legal[-1]["adena"])
    if top <= sell:
        return [legal[-1]]
    worth = int(_greedy(state)._upgrade(state, state.offer_buyer, state.offer_item))
    wanted = {sell, sell + 1, sell + (sell + 1) // 2, 2 * sell, max(worth, sell), top}
    return [a for a in legal if int(a["adena"]) in wanted]


def _hires(state: Lineage2State, p: int, hires: list[Action], need: int) -> list[Action]:
    """None (where allowed) or one, ``need`` (what the greedy would hire), half and all."""
    counts = [int(a["n"]) for a in hires]
    most = max(counts)
    afford = (state.adena[p] - RESERVE) // state.game.hire_price
    wanted = {min(counts), 1, max(0, min(need, most, afford)), most // 2, most}
    return [a for a in hires if int(a["n"]) in wanted]


def _commits(legal: list[Action]) -> list[Action]:
    """Per side and card: the fewest, half and all of the mercenaries."""
    most: dict[tuple[str, object], int] = {}
    least: dict[tuple[str, object], int] = {}
    for a in legal:
        key = (a["side"], a.get("card"))
        n = int(a["n"])
        if n > most.get(key, -1):
            most[key] = n
        if n < least.get(key, 1 << 30):
            least[key] = n
    out = []
    for a in legal:
        key = (a["side"], a.get("card"))
        n = int(a["n"])
        if n == most[key] or n == least[key] or n == (least[key] + most[key]) // 2:
            out.append(a)
    return out

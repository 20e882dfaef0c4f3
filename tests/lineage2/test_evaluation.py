"""The heuristic value for depth-limited search (``games/lineage2/evaluation.py``): a conditional
logit of public features, with hunts and sieges under way scored by their odds."""

from __future__ import annotations

import math

import pytest

from meeple.games.lineage2.content import HUNT as HUNTING_GROUND
from meeple.games.lineage2.evaluation import (CHANGE_COST, FEATURES, OFFER_COST, OPTION, WEIGHTS, castle_worth, features,
                                              standings)
from meeple.games.lineage2.phases import ANSWER, END, HUNT, PRICE, SIEGE
from meeple.games.lineage2.siege import land_on_castle
from tests.lineage2.helpers import card_with_item, fresh, on_top


def test_evaluate_is_the_expected_return_of_a_softmax_of_standings() -> None:
    state = fresh(4)
    state.vp = [5, 3, 3, 2]
    value = state.evaluate()
    scores = [sum(w * x for w, x in zip(WEIGHTS, features(state, p), strict=True)) for p in range(4)]
    total = sum(math.exp(s) for s in scores)
    assert value == pytest.approx([2 * math.exp(s) / total - 1 for s in scores])
    assert sum(value) == pytest.approx(2 - 4)  # the chances to win add up to 1
    assert max(value) == value[0] and min(value) == value[3]  # 5 VP against 3, 3 and 2
    assert len(FEATURES) == len(WEIGHTS) == len(features(state, 0))


def test_a_siege_is_scored_by_its_odds_before_the_reveal() -> None:
    """P2 lands on P1's castle with 10 mercenaries against 1 (P1 cannot hire): P2's value
    rises at once, P1's falls, before anyone has chosen."""
    state = fresh(3)
    state.owner[0] = 0
    state.mercs = [1, 10, 0]
    state.adena = [0, 0, 0]
    state.player = 1
    before = state.evaluate()
    land_on_castle(state, 0)
    assert state.phase == SIEGE
    after = state.evaluate()
    assert after[1] > before[1] and after[0] < before[0]


def test_a_hunt_is_scored_with_the_gear_worn() -> None:
    """Choosing a hunt against a monster needing red, the hunter is worth more wearing the red
    Short Sword than carrying it in the bag."""
    state = fresh(4)
    content = state.game.content
    sword = card_with_item(content, "c_short_sword")
    red = next(m for m in range(len(content.monster_name)) if content.monster_req[m] == (0, 0, 2) and m != sword)
    for pile in state.piles:
        if sword in pile:
            pile.remove(sword)
    on_top(state, red)
    state.pos[0] = next(s for s, kind in enumerate(content.space_type) if kind == HUNTING_GROUND)
    state.phase, state.player = HUNT, 0
    state.bag[0] = [sword]
    carried = state.evaluate()[0]
    state.bag[0], state.worn[0] = [], [sword]
    assert state.evaluate()[0] > carried


def test_mercenaries_are_worth_the_castle_they_could_take() -> None:
    """P2's 8 mercenaries add to P2's standing once P3 holds a castle with no defenders: half
    the castle and 2 VP, the attack being sure (the fit alone prices them at about their cost)."""
    state = fresh(3)
    state.mercs = [1, 8, 0]
    alone = standings(state)[1]
    state.owner[0] = 2
    assert standings(state)[1] - alone == pytest.approx(OPTION * (castle_worth(0) + 2 * WEIGHTS[0]))


def test_an_open_offer_and_gear_changes_cost_the_player_a_little() -> None:
    """The search's priors: an offer still open (price or answer) and each gear change this turn
    take a little off the standing of the player whose turn it is, nothing off anyone else's."""
    state = fresh(4)
    state.phase, state.player = END, 1
    base = standings(state)
    for phase in (PRICE, ANSWER):
        state.phase = phase
        scores = standings(state)
        assert scores[1] == pytest.approx(base[1] - OFFER_COST)
        assert [scores[p] for p in (0, 2, 3)] == pytest.approx([base[p] for p in (0, 2, 3)])
    state.phase, state.changes = END, 2
    scores = standings(state)
    assert scores[1] == pytest.approx(base[1] - 2 * CHANGE_COST)
    assert [scores[p] for p in (0, 2, 3)] == pytest.approx([base[p] for p in (0, 2, 3)])


def test_wearing_or_unwearing_gear_outside_a_hunt_changes_no_value() -> None:
    """Gear counts as owned, worn or in the bag (rulebook, Using Items: it may be changed before
    a hunt's roll), so moving it between the bag and the slots leaves the value unchanged: a
    search gains nothing by shuffling gear at the end of a turn."""
    state = fresh(4)
    content = state.game.content
    sword = card_with_item(content, "c_short_sword")
    for pile in state.piles:
        if sword in pile:
            pile.remove(sword)
    state.phase, state.player = END, 0
    state.bag[0], state.worn[0] = [sword], []
    carried = state.evaluate()
    assert features(state, 0)[FEATURES.index("weapon_colours")] > 0  # counted from the bag
    state.bag[0], state.worn[0] = [], [sword]
    assert state.evaluate() == pytest.approx(carried)

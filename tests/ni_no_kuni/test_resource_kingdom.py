"""Rulebook: Resource Phase, Kingdom Phase, Kingdom Card, Upgraded Kingdom Cards; Tani's and
Evan's special rules; the Abnormal enemy's tax."""

from __future__ import annotations

from meeple.games.ni_no_kuni.kingdom_phase import begin_kingdom_phase, cost
from meeple.games.ni_no_kuni.phases import DEMOLISH, KINGDOM, PLACE, TANI
from meeple.games.ni_no_kuni.resource_phase import begin_resource_phase
from tests.ni_no_kuni.helpers import card, enemy_id, fresh, quest_id, set_slot


def _kingdom_state(inv=(10, 10, 10), **kw):
    s = fresh(2, "doloran", seed=5, **kw)
    s.inv[:3] = list(inv)
    begin_kingdom_phase(s)
    return s


def test_resource_phase_quest_resources_enemy_rewards_and_income() -> None:
    """Resource Phase steps 2-5: completed quests' resources, defeated enemies' extra
    resources, income from built kingdom cards (Sleepy Ranch: 1 Supply each turn)."""
    s = fresh(2, seed=1)
    set_slot(s, 0, "Helena the Hearty Hunter", "Bandit Scrapper")
    s.completed = [(0, s.quest[0], 2)]
    s.defeated = [enemy_id(s, "Bandit Scrapper")]
    s.enemy[0] = -1
    s.built = [card(s, "sleepy-ranch")]
    begin_resource_phase(s)
    assert s.inv[:3] == [1, 3 + 1, 1]
    assert quest_id(s, "Helena the Hearty Hunter") in s.quest_discard and s.quest[0] == -1
    assert s.phase == TANI


def test_inventory_is_capped_by_the_tokens() -> None:
    """Ruling A5: at most 10 tokens of a resource and 5 of a consumable."""
    s = fresh(2)
    s.inv = [9, 10, 0, 5, 5]
    set_slot(s, 0, "Helena the Hearty Hunter", None)
    s.completed = [(0, s.quest[0], 2)]
    begin_resource_phase(s)
    assert s.inv == [10, 10, 0, 5, 5]


def test_tani_sky_pirate_adds_supply_or_kingsguilder() -> None:
    """Tani's special rule (rulebook card example): once per turn 1 Supply or 1 Kingsguilder."""
    s = fresh(2)
    begin_resource_phase(s)
    assert s.current_player == 1  # Tani's player
    assert {a.text() for a in s.legal_actions()} == {"take resource=supply", "take resource=kingsguilder"}
    s.apply("take resource=kingsguilder")
    assert s.inv[:3] == [0, 1, 0] and s.phase == KINGDOM


def test_buying_a_kingdom_card_pays_its_cost_and_builds_it() -> None:
    """Kingdom Phase: remove the card's cost from the inventory and place it on the board;
    the market is refilled to five once the buying is over (ruling A7)."""
    s = _kingdom_state((2, 2, 3))
    mining = card(s, "mining-camp-no1")
    s.market[0] = mining
    s.kingdom_deck = [c for c in s.kingdom_deck if c != mining]
    for x in s.game.slots:
        s.enemy[x] = enemy_id(s, "Tiddlefrog") if x == 0 else -1
    s.apply("buy card=mining-camp-no1")
    assert s.inv[:3] == [0, 0, 0] and s.built == [mining] and len(s.market) == 4
    s.apply("end")
    assert len(s.market) == 5 and s.turn == 2


def test_cannot_buy_what_the_inventory_cannot_pay() -> None:
    s = _kingdom_state((0, 0, 0))
    assert [a.text() for a in s.legal_actions()] == ["end"]


def test_abnormal_enemy_taxes_every_kingdom_card_one_supply() -> None:
    """Enemy card example (Abnormal...): while it is on a quest every kingdom card costs +1
    Supply, upgrades included (ruling A12)."""
    s = _kingdom_state()
    ranch = card(s, "sleepy-ranch")
    for x in s.game.slots:
        s.enemy[x] = -1
    set_slot(s, 0, "A Letter for Lofty", "Abnormal Toadstool")
    assert cost(s, ranch) == (2, 2, 2)
    assert cost(s, card(s, "raucous-ranch")) == (3, 3, 4)
    s.enemy[0] = -1
    assert cost(s, ranch) == (2, 2, 1)


def test_upgrade_replaces_its_built_basic_card() -> None:
    """Upgraded Kingdom Cards: only over the built basic card, which is discarded; bought
    like a basic card."""
    s = _kingdom_state()
    for x in s.game.slots:
        s.enemy[x] = -1
    assert "upgrade card=raucous-ranch" not in {a.text() for a in s.legal_actions()}
    s.built = [card(s, "sleepy-ranch"), card(s, "spellworks")]
    s.apply("upgrade card=raucous-ranch")
    assert s.built == [card(s, "raucous-ranch"), card(s, "spellworks")]
    assert card(s, "sleepy-ranch") in s.kingdom_discard
    assert s.inv[:3] == [7, 7, 7]
    assert "upgrade card=raucous-ranch" not in {a.text() for a in s.legal_actions()}


def test_full_board_discard_a_building_to_build() -> None:
    """Kingdom Phase: with every building slot full a built card is discarded first."""
    s = _kingdom_state()
    for x in s.game.slots:
        s.enemy[x] = -1
    slots = s.game.content.building_slots
    filler = [c for c in s.game.content.basic_cards if c not in s.market][:slots]
    s.kingdom_deck = [c for c in s.kingdom_deck if c not in filler]
    s.built = list(filler)
    target = s.market[0]
    s.apply(f"buy card={s.game.content.card_id[target]}")
    assert s.phase == DEMOLISH
    assert len(s.legal_actions()) == slots
    s.apply(f"demolish card={s.game.content.card_id[filler[3]]}")
    assert s.built[3] == target and filler[3] in s.kingdom_discard and len(s.built) == slots


def test_evan_planning_swaps_two_resources_once_per_turn() -> None:
    """Evan's special rule (ruling A3): once per turn, 2 tokens for 2 of other types."""
    s = _kingdom_state((2, 0, 1), characters="evan,tani")
    for x in s.game.slots:
        s.enemy[x] = -1
    texts = {a.text() for a in s.legal_actions()}
    assert "plan give=EE get=KS" in texts and "plan give=KK get=EE" not in texts
    s.apply("plan give=EE get=KS")
    assert s.inv[:3] == [0, 1, 2]
    assert not any(a.kind == "plan" for a in s.legal_actions())


def test_end_of_kingdom_phase_leads_to_the_next_turn() -> None:
    s = _kingdom_state()
    s.apply("end")
    assert s.turn == 2 and s.phase == PLACE and not s.tani_used

"""Rulebook: Adventure Phase, Fighting, Consumables, Dice, character special rules, quest and
enemy special rules."""

from __future__ import annotations

import pytest

from meeple.core.errors import IllegalActionError
from meeple.games.ni_no_kuni.adventure import fightable
from meeple.games.ni_no_kuni.phases import FIGHT, KINGDOM, MOVE, PREROLL, TANI, TEAR
from tests.ni_no_kuni.helpers import LoadedDice, calm_board, card, enemy_id, fresh, place_all, set_slot

# 2 players, default characters: 0 Roland, 1-2 P1's Higgledies, 3 Tani, 4-5 P2's Higgledies.
ROLAND, H1, H2, TANI_M, H3, H4 = range(6)


def _fight_example_state():
    s = fresh(2, seed=1)
    calm_board(s)
    set_slot(s, 0, "Helena the Hearty Hunter", "Grimchilla Pranger")
    return s


def test_fighting_rulebook_example_roland_and_a_higgledy() -> None:
    """Fighting, the rulebook's example: Roland (Physical 3) and a Higgledy (1) on Helena the
    Hearty Hunter roll 4 dice against the Grimchilla Pranger (Physical 9); 11 beats it and the
    quest is completed; the Resource phase then gives 1 Experience and 3 Kingsguilder."""
    s = _fight_example_state()
    s.rng = LoadedDice([3, 3, 3, 2])
    place_all(s, {ROLAND: 0, H1: 0})
    assert len(s.dice) == 4
    assert sum(s.dice) == 11 and len(s.dice) == 4
    assert s.completed and s.completed[0][:2] == (0, s.game.content.quest_name.index("Helena the Hearty Hunter"))
    assert enemy_id(s, "Grimchilla Pranger") in s.enemy_discard
    assert s.phase == TANI
    assert s.inv[:3] == [1, 3, 0]


def test_fighting_equal_total_is_a_failure_and_models_go_home() -> None:
    """Fighting: equal to or lower than the value fails; models leave the quest, quest and
    enemy stay (ruling A11)."""
    s = _fight_example_state()
    s.rng = LoadedDice([3, 2, 2, 2])
    place_all(s, {ROLAND: 0, H1: 0})
    grim = s.enemy[0]
    helena = s.quest[0]
    assert s.phase != PREROLL
    assert s.phase in (TANI, KINGDOM)
    assert s.quest[0] == helena and s.enemy[0] == grim
    assert not s.completed and s.placed[0] == []
    assert s.inv[:3] == [0, 0, 0]


def test_adventure_phase_needs_at_least_the_slots_more_allowed() -> None:
    """Adventure Phase: at least as many models as slots; more may be placed. With fewer, the
    quest is not fought."""
    s = _fight_example_state()
    place_all(s, {ROLAND: 0})
    assert not s.completed and s.enemy[0] >= 0 and not s.dice  # one model on a 2-slot quest: no fight
    s = _fight_example_state()
    s.rng = LoadedDice([1] * 7)
    place_all(s, {ROLAND: 0, H1: 0, H2: 0, TANI_M: 0})
    assert len(s.dice) == 3 + 1 + 1 + 2


def test_fights_one_at_a_time_in_the_order_the_party_chooses() -> None:
    """Fighting: quests are resolved one at a time; the party picks the order."""
    s = fresh(2, seed=3)
    calm_board(s)
    s.rng = LoadedDice([6] * 40)
    place_all(s, {ROLAND: 0, H1: 0, H2: 0, TANI_M: 1, H3: 1, H4: 1})
    assert s.phase == FIGHT
    assert {a.text() for a in s.legal_actions()} == {"fight quest=0", "fight quest=1"}
    s.apply("fight quest=1")
    assert [c[0] for c in s.completed] == [1, 0]  # the last one left is fought without asking


def test_placing_on_every_quest_and_resting_are_the_choices() -> None:
    s = fresh(2)
    texts = {a.text() for a in s.legal_actions()}
    assert {f"place quest={x}" for x in range(6)} <= texts and "rest" in texts
    with pytest.raises(IllegalActionError):
        s.apply("place quest=7")  # slot not in play with 2 players


def test_soreaway_sweet_adds_a_die_before_the_roll() -> None:
    """Consumables: a Soreaway Sweet adds one die to a single roll, before rolling."""
    s = _fight_example_state()
    s.inv[3] = 1
    place_all(s, {ROLAND: 0, H1: 0})
    assert s.phase == PREROLL
    s.rng = LoadedDice([1, 1, 1, 1, 6])
    s.apply("roll sweet=1 adapt=0")
    assert len(s.dice) == 5 and s.inv[3] == 0


def test_angels_tear_rerolls_one_die_after_the_roll() -> None:
    """Consumables: an Angel's Tear rerolls one die of a roll (the lowest, ruling)."""
    s = _fight_example_state()
    s.inv[4] = 1
    s.rng = LoadedDice([1, 3, 3, 2, 6])
    place_all(s, {ROLAND: 0, H1: 0})
    assert s.phase == TEAR
    assert {a.text() for a in s.legal_actions()} == {"tear", "accept"}
    s.apply("tear")
    assert sorted(s.dice) == [2, 3, 3, 6] and s.inv[4] == 0
    assert s.completed


def test_only_one_consumable_per_roll() -> None:
    """Consumables: only one consumable per roll; after a Sweet no Tear is offered (A8)."""
    s = _fight_example_state()
    s.inv[3] = s.inv[4] = 1
    place_all(s, {ROLAND: 0, H1: 0})
    s.rng = LoadedDice([1, 1, 1, 1, 1])
    s.apply("roll sweet=1 adapt=0")
    assert s.phase != TEAR and s.inv[4] == 1 and not s.completed


def test_dice_symbol_face_counts_as_six() -> None:
    """Dice: the symbol face is a 6, so every die reads 1-6."""
    s = _fight_example_state()
    place_all(s, {ROLAND: 0, H1: 0})
    assert all(1 <= d <= 6 for d in s.dice)
    s = _fight_example_state()
    s.rng = LoadedDice([6, 1, 1, 1, 1])
    place_all(s, {ROLAND: 0, H1: 0, H2: 0})
    assert sum(s.dice) == 10 and s.completed


def test_roland_swordsman_defeats_an_enemy_instead_of_questing() -> None:
    """Roland's special rule (ruling A1): the enemy is defeated and discarded, its quest stays
    open without an enemy and is completed by enough models without a fight."""
    s = _fight_example_state()
    s.apply("swordsman quest=0")
    assert s.enemy[0] == -1 and s.swordsman_used
    assert enemy_id(s, "Grimchilla Pranger") in s.defeated
    texts = {a.text() for a in s.legal_actions()}
    assert "place quest=0" in texts and not any(t.startswith("swordsman") for t in texts)
    place_all(s, {H1: 0, H2: 0})
    assert s.completed and s.completed[0][0] == 0


def test_bracken_adaptable_adds_one_die_once_per_turn() -> None:
    """Bracken's special rule (ruling A2): once per turn +1 fight value to Bracken or a
    Higgledy, i.e. +1 die in one fight they take part in."""
    s = fresh(2, seed=1, characters="bracken,evan")
    calm_board(s)
    set_slot(s, 0, "Helena the Hearty Hunter", "Grimchilla Pranger")
    place_all(s, {0: 0, 1: 0})
    assert s.phase == PREROLL
    assert "roll sweet=0 adapt=1" in {a.text() for a in s.legal_actions()}
    s.rng = LoadedDice([1, 1, 1, 1])
    s.apply("roll sweet=0 adapt=1")
    assert len(s.dice) == 4 and s.adapt_used  # Bracken 2 + Higgledy 1 + Adaptable 1


def test_high_speed_hot_streaks_moves_a_model_to_an_adjacent_quest() -> None:
    """Quest Card special rule: after completing High Speed Hot Streaks!, one model may move to
    an adjacent quest, which it then helps to fight (ruling A10)."""
    s = fresh(2, seed=2)
    calm_board(s)
    set_slot(s, 0, "High Speed Hot Streaks!", None)
    set_slot(s, 1, "Lost Lamb of Ding Dong Dell", "Tiddlefrog")
    place_all(s, {H1: 0, H2: 0})
    assert s.phase == MOVE
    s.rng = LoadedDice([6])
    s.apply(f"move member={H1} quest=1")
    assert [c[0] for c in s.completed] == [0, 1]
    assert s.completed[1][2] == 1  # the moved Higgledy alone completed the 1-slot quest


def test_blocking_enemy_must_fall_before_its_neighbours() -> None:
    """Enemy special rule (reference: some enemies stop attacks on other quests until
    cleared): a quest next to a blocking enemy cannot be fought while it lives."""
    s = fresh(2, seed=4)
    calm_board(s)
    set_slot(s, 1, "Lost Lamb of Ding Dong Dell", "Tiddlefrog")
    set_slot(s, 2, "A Letter for Lofty", "Sewer Scuttler")
    s.placed[1], s.placed[2] = [H1], [TANI_M, H3]
    assert fightable(s) == [2]
    s.enemy[2] = -1  # the blocker is defeated
    assert fightable(s) == [1, 2]


def test_minus_die_enemy_and_kingdom_dice_bonus() -> None:
    """Enemy special rule: one die fewer; kingdom cards add dice of their type."""
    s = _fight_example_state()
    set_slot(s, 0, "Helena the Hearty Hunter", "Thornback Boar")
    s.built.append(card(s, "evermore-barracks"))
    s.placed[0] = [ROLAND, H1]
    assert s.fight_dice(0) == 3 + 1 + 1 - 1

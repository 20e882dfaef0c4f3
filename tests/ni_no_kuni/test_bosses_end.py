"""Rulebook: End of the Turn, Bosses (Doloran, The Horned One), Winning the Game."""

from __future__ import annotations

import random

from meeple.games.ni_no_kuni.end_of_turn import begin_end_of_turn, score
from meeple.games.ni_no_kuni.phases import OVER, PLACE, REMOVE
from tests.ni_no_kuni.helpers import card, enemy_id, fresh, quest_id, set_slot


def _end_turn(s) -> None:
    s.completed = []
    begin_end_of_turn(s)


def test_end_of_turn_refills_completed_slots_with_quest_and_enemy() -> None:
    """End of the Turn: a new quest on each emptied slot, an enemy on each new quest, the same
    number of quests as after setup; a turn token is removed."""
    s = fresh(2, "doloran", seed=2)
    s.quest_discard += [s.quest[1], s.quest[4]]
    s.enemy_discard += [s.enemy[1], s.enemy[4]]
    s.quest[1] = s.quest[4] = s.enemy[1] = s.enemy[4] = -1
    deck = len(s.quest_deck)
    _end_turn(s)
    assert all(s.quest[x] >= 0 and s.enemy[x] >= 0 for x in s.game.slots)
    assert len(s.quest_deck) == deck - 2 and s.turn == 2 and s.phase == PLACE


def _swordsman_then_rest(s, slot: int) -> None:
    """Roland defeats the enemy on ``slot``; every other member rests; the party buys nothing."""
    s.apply(f"swordsman quest={slot}")
    while s.phase == PLACE:
        s.apply("rest")
    while s.phase != PLACE and not s.is_terminal:
        s.apply("end" if s.phase == "kingdom" else s.legal_actions()[0])


def test_end_of_turn_puts_an_enemy_on_a_quest_left_without_one() -> None:
    """End of the Turn: "there should be the same number of Quest and Enemy cards around the
    board as after setup" (ruling A1, rules version 2). A quest whose enemy Roland's Swordsman
    defeated, and which nobody completed, keeps its place and gets a new enemy from the deck."""
    s = fresh(2, "doloran", seed=2)
    quest, enemy = s.quest[2], s.enemy[2]
    top = s.enemy_deck[-1]
    _swordsman_then_rest(s, 2)
    assert s.turn == 2
    assert s.quest[2] == quest and s.enemy[2] == top != enemy
    assert enemy in s.enemy_discard
    assert all(s.quest[x] >= 0 and s.enemy[x] >= 0 for x in s.game.slots)
    assert any("comes to guard" in e.text for e in s.events)


def test_swordsman_on_the_last_turn_leaves_the_board_without_that_enemy() -> None:
    """Winning the Game: after the fifth turn nothing is replaced, so an enemy Roland defeats
    then no longer counts towards the enemy influence."""
    s = fresh(2, "doloran", seed=2)
    s.turn = 5
    before = s.enemy_influence()
    worth = s.game.content.enemy_influence[s.enemy[2]]
    _swordsman_then_rest(s, 2)
    assert s.is_terminal and s.enemy[2] == -1 and s.enemy_influence() == before - worth


def test_doloran_replacement_quests_are_face_down_until_a_model_goes_there() -> None:
    """Doloran: replacement quests are placed face down (enemies face up); the party learns a
    face-down quest when a model is placed on it (ruling A4)."""
    s = fresh(2, "doloran", seed=2)
    s.quest_discard.append(s.quest[1])
    s.quest[1] = -1
    s.enemy_discard.append(s.enemy[1])
    s.enemy[1] = -1
    _end_turn(s)
    assert s.face_down[1] and s.enemy[1] >= 0 and not any(s.face_down[x] for x in s.game.slots if x != 1)
    view = s.observation(0)
    assert view["board"][1]["quest"] is None and view["board"][1]["face_down"]
    assert view["board"][1]["enemy"] is not None
    s.apply("place quest=1")
    assert not s.face_down[1]
    assert s.observation(0)["board"][1]["quest"] == s.game.content.quest_name[s.quest[1]]


def test_doloran_determinize_resamples_face_down_quests_from_unseen_ones() -> None:
    s = fresh(2, "doloran", seed=2)
    s.quest_discard.append(s.quest[1])
    s.quest[1] = -1
    _end_turn(s)
    seen = {s.quest[x] for x in s.game.slots if x != 1} | set(s.quest_discard)
    found = set()
    for k in range(30):
        d = s.determinize(0, random.Random(k))
        assert d.observation(0) == s.observation(0)
        assert d.quest[1] not in seen
        found.add(d.quest[1])
    assert len(found) > 5


def test_horned_one_removes_the_richest_quest_with_its_enemy() -> None:
    """The Horned One: before refilling (turns 1-4) the quest with the highest total
    resources left on the board goes, its enemy discarded; its slot is refilled too."""
    s = fresh(2, "horned-one", seed=2)
    for x in s.game.slots:
        set_slot(s, x, ["A Letter for Lofty", "The Peckish Pirate", "Fetch the Fishing Rod",
                        "Siege of the Sandy Sanctum", "Lost Lamb of Ding Dong Dell", "Tabby's Tall Tale"][x],
                 ["Tiddlefrog", "Gloomshroom", "Mossy Mudlump", "Bramble Brute", "Wandering Wisp", "Cloudcoil Crow"][x])
    _end_turn(s)
    assert quest_id(s, "Siege of the Sandy Sanctum") in s.quest_discard
    assert enemy_id(s, "Bramble Brute") in s.enemy_discard
    assert s.quest[3] >= 0 and s.turn == 2


def test_horned_one_tie_is_broken_by_the_party() -> None:
    """The Horned One: on a tie the party chooses which quest goes."""
    s = fresh(2, "horned-one", seed=2)
    names = ["A Letter for Lofty", "The Kingmaker's Call", "Fetch the Fishing Rod",
             "Wrath of Wyvern Peak", "Lost Lamb of Ding Dong Dell", "Tabby's Tall Tale"]
    for x in s.game.slots:
        set_slot(s, x, names[x], None)
    _end_turn(s)
    assert s.phase == REMOVE and s.current_player == s.lead
    assert {a.text() for a in s.legal_actions()} == {"remove quest=1", "remove quest=3"}
    s.apply("remove quest=3")
    assert quest_id(s, "Wrath of Wyvern Peak") in s.quest_discard and s.turn == 2


def test_horned_one_does_nothing_on_the_fifth_turn() -> None:
    """The Horned One has no effect on the last turn; nothing is refilled after turn 5."""
    s = fresh(2, "horned-one", seed=2)
    s.turn = 5
    before = list(s.quest)
    s.quest[0] = -1
    begin_end_of_turn(s)
    assert s.phase == OVER and s.quest[1:] == before[1:] and s.quest[0] == -1


def _scoring_position(kingdom: list[str], enemies: list[str]):
    """Winning the Game example: 2 players vs The Horned One (11), four enemies left."""
    s = fresh(2, "horned-one", seed=0)
    s.turn = 5
    for x in s.game.slots:
        s.enemy[x] = -1
    for x, name in enumerate(enemies):
        s.enemy[x] = enemy_id(s, name)
    s.built = [card(s, c) for c in kingdom]
    return s


def test_winning_the_game_rulebook_example() -> None:
    """Winning the Game, the rulebook's example: enemies left worth 0, 1, 1 and 2 plus The
    Horned One's two-player 11 make 15; a kingdom of 7, 4, 3, 1 and 1 makes 16 and wins."""
    kingdom = ["mining-camp-no5", "royal-library", "weapon-workshop", "verdant-farm", "sleepy-ranch"]
    enemies = ["Tiddlefrog", "Grimchilla Pranger", "Crystal Crab", "Shadow Sprite"]
    s = _scoring_position(kingdom, enemies)
    c = s.game.content
    assert [c.card_influence[x] for x in s.built] == [7, 4, 3, 1, 1]
    assert sorted(c.enemy_influence[s.enemy[x]] for x in range(4)) == [0, 1, 1, 2]
    assert s.enemy_influence() == 15 and s.kingdom_influence() == 16
    score(s)
    assert s.is_terminal and s.returns() == [1.0, 1.0]


def test_winning_needs_strictly_more_influence() -> None:
    """Winning the Game: equal to or lower than the enemy influence loses (ruling A9)."""
    kingdom = ["mining-camp-no5", "royal-library", "weapon-workshop", "verdant-farm"]
    s = _scoring_position(kingdom, ["Tiddlefrog", "Grimchilla Pranger", "Crystal Crab", "Shadow Sprite"])
    assert s.kingdom_influence() == 15 == s.enemy_influence()
    score(s)
    assert s.returns() == [-1.0, -1.0]


def test_game_lasts_five_turns_and_everyone_shares_the_result() -> None:
    """The Turn: five turns; cooperative: every player gets the same return."""
    for seed in range(5):
        s = fresh(3, "doloran", seed=seed)
        rng = random.Random(seed)
        turns = set()
        while not s.is_terminal:
            turns.add(s.turn)
            s.apply_legal(rng.choice(s.legal_actions()))
        assert turns == {1, 2, 3, 4, 5}
        r = s.returns()
        assert len(set(r)) == 1 and r[0] in (1.0, -1.0)
        assert s.game.cooperative


def test_empty_enemy_deck_is_rebuilt_from_the_discard_pile() -> None:
    """Ruling A6: when the enemy deck runs out, the discard pile is shuffled into a new deck."""
    from meeple.games.ni_no_kuni.end_of_turn import draw_enemy

    s = fresh(2, "doloran", seed=2)
    s.enemy_discard = list(s.enemy_deck)
    s.enemy_deck = []
    e = draw_enemy(s)
    assert e >= 0 and s.enemy_discard == [] and len(s.enemy_deck) == 34 - 6 - 1


def test_no_market_refill_after_the_fifth_turn() -> None:
    """Winning the Game: after turn 5 kingdom and quest cards are not replaced (ruling A7)."""
    from meeple.games.ni_no_kuni.kingdom_phase import begin_kingdom_phase

    s = fresh(2, "doloran", seed=2)
    s.turn = 5
    s.market.pop()
    begin_kingdom_phase(s)
    s.apply("end")
    assert s.is_terminal and len(s.market) == 4


def test_unspent_resources_stay_in_the_inventory() -> None:
    """Ruling A13: resources not spent carry over to the next turn."""
    from meeple.games.ni_no_kuni.kingdom_phase import begin_kingdom_phase

    s = fresh(2, "doloran", seed=2)
    s.inv = [3, 1, 2, 1, 0]
    begin_kingdom_phase(s)
    s.apply("end")
    assert s.turn == 2 and s.inv == [3, 1, 2, 1, 0]

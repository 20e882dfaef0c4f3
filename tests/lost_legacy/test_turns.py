"""Setup, Taking a Turn, Elimination (rulebook: Setup, How to Play, Elimination)."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.core.errors import IllegalActionError
from tests.lost_legacy.helpers import draw_pile, hand, legal, pile, play, position


def test_setup_ruins_one_card_each_first_player_draws() -> None:
    """Setup: one Ruins card, one card per player; the first player's Draw step gives two."""
    game = meeple.load("lost-legacy", players=3, first_player=1)
    s = game.new_initial_state(7)
    assert len(s.ruins) == 1
    assert [len(h) for h in s.hands] == [1, 2, 1]
    assert s.current_player == 1 and s.turn_player == 1
    assert len(s.deck) == 16 - 1 - 3 - 1


def test_setup_first_player_is_random_by_default() -> None:
    """Ruling R2: the software picks the first player at random."""
    game = meeple.load("lost-legacy", players=4)
    assert {game.new_initial_state(seed).turn_player for seed in range(40)} == {0, 1, 2, 3}


def test_setup_order_ruins_first_then_deal_from_first_player() -> None:
    """Ruling R1: the Ruins card is the top card of the shuffled deck, then one card each
    starting with the first player, then the first player draws."""
    game = meeple.load("lost-legacy", players=3, first_player=2)
    s = game.new_initial_state(11)
    rng = random.Random(11)
    kinds = [k for k, c in enumerate(game.deck.cards) for _ in range(c.copies)]
    rng.shuffle(kinds)  # the same first draw from the same seed
    order = list(reversed(kinds))  # top card first
    names = [game.card_ids[k] for k in order]
    assert [s.card_id(t) for t in s.ruins] == names[:1]
    assert hand(s, 2)[0] == names[1] and hand(s, 0) == [names[2]] and hand(s, 1) == [names[3]]
    assert hand(s, 2)[1] == names[4]


def test_taking_a_turn_play_one_of_two_face_up_then_next_player_draws() -> None:
    s = position(hands=[["quicksand", "vision"], ["prince"]], draw_pile=["miasma", "intrusion"], ruins=["medusa"])
    assert legal(s) == ["play card=quicksand", "play card=vision"]
    play(s, "play card=quicksand", "pass")
    assert pile(s, 0) == ["quicksand"] and hand(s, 0) == ["vision"]
    assert s.turn_player == 1 and hand(s, 1) == ["prince", "miasma"]


def test_discards_stay_in_order() -> None:
    """All discards stay in front of their player, overlapped in the order played."""
    s = position(hands=[["quicksand", "vision"], ["prince"]], draw_pile=["vision", "intrusion", "quicksand"],
                 discards=[["miasma"], []], ruins=["medusa"])
    play(s, "play card=quicksand", "pass", "play card=vision", "look player=0", "play card=vision", "look player=1")
    assert pile(s, 0) == ["miasma", "quicksand", "vision"]


def test_apply_the_effect_even_if_it_is_bad_for_you() -> None:
    """Taking a Turn, Effect step: Intrusion must exchange even a good hand card."""
    s = position(hands=[["intrusion", "medusa"], ["vision"]], draw_pile=["miasma", "prince"], ruins=["quicksand"])
    play(s, "play card=intrusion")
    assert legal(s) == ["swap deck=top", "swap ruins=0"]  # no way to keep Medusa


def test_unplayable_lost_legacy_forces_medusa_and_goes_into_the_deck() -> None:
    """Unplayable Cards + Elimination (option vorpal_sword=unplayable): holding Medusa and the
    Sword, Medusa must be played; she eliminates her player, whose Sword is shuffled into the
    deck, not discarded."""
    s = position(players=3, sword="unplayable", hands=[["medusa", "vorpal-sword"], ["vision"], ["prince"]],
                 draw_pile=["miasma", "intrusion"], ruins=["quicksand"])
    assert legal(s) == ["play card=medusa"]
    play(s, "play card=medusa")
    assert not s.alive[0] and pile(s, 0) == ["medusa"] and hand(s, 0) == []
    assert s.turn_player == 1  # who drew one card of the three now in the deck
    assert sorted(draw_pile(s) + hand(s, 1)) == ["intrusion", "miasma", "vision", "vorpal-sword"]
    seen = s.observation(1)  # the drawer still knows where the Sword is: in hand or in the deck
    assert "vorpal-sword" in seen["hand"] + seen["somewhere"]["draw_pile"]


def test_eliminated_hand_is_discarded_face_up_without_effect() -> None:
    """Elimination: the hand card goes face-up to the discards and its effect is not applied."""
    s = position(players=3, hands=[["medusa", "lord-of-rot"], ["vision"], ["prince"]],
                 draw_pile=["intrusion"], ruins=["quicksand"],
                 discards=[[], ["miasma", "miasma"], ["miasma"]])
    play(s, "play card=medusa")
    assert pile(s, 0) == ["medusa", "lord-of-rot"]
    assert s.alive == [False, True, True]  # the Lord of Rot did not fire on player 1


def test_last_player_standing_wins() -> None:
    s = position(hands=[["medusa", "vision"], ["prince"]], draw_pile=["miasma"], ruins=["quicksand"])
    play(s, "play card=medusa")
    assert s.is_terminal and s.winners == [1] and s.returns() == [-1.0, 1.0]


def test_empty_deck_after_the_turn_starts_the_investigation_phase() -> None:
    s = position(hands=[["quicksand", "vision"], ["prince"]], draw_pile=[], ruins=["medusa"])
    play(s, "play card=quicksand")
    assert s.phase == "investigate" and s.current_player == 1  # Prince (3) before Vision (7)


def test_lost_legacy_shuffled_into_an_empty_deck_keeps_play_going() -> None:
    """Ruling R6: the deck is no longer empty, so the next player draws the Lost Legacy."""
    s = position(players=3, hands=[["medusa", "vorpal-sword"], ["vision"], ["prince"]], draw_pile=[],
                 ruins=["quicksand"])
    play(s, "play card=medusa")
    assert s.phase == "play" and s.turn_player == 1 and sorted(hand(s, 1)) == ["vision", "vorpal-sword"]


def test_eliminated_players_take_no_turns() -> None:
    s = position(players=3, hands=[["quicksand", "vision"], [], ["prince"]], eliminated=[1],
                 draw_pile=["miasma", "intrusion"], ruins=["miasma"], discards=[[], ["medusa"], []])
    play(s, "play card=quicksand", "pass")
    assert s.turn_player == 2


def test_active_player_eliminated_mid_effect_skips_the_rest() -> None:
    """Ruling R17: the Prince plays Medusa out of the Ruins; its player is out and the turn ends."""
    s = position(players=3, hands=[["prince", "vision"], ["miasma"], ["intrusion"]], draw_pile=["quicksand", "miasma"],
                 ruins=["medusa"])
    play(s, "play card=prince", "take ruins=0")
    assert not s.alive[0] and pile(s, 0) == ["prince", "medusa", "vision"]
    assert s.turn_player == 1 and s.phase == "play"


def test_illegal_action_is_explained() -> None:
    s = position(sword="unplayable", hands=[["medusa", "vorpal-sword"], ["prince"]], draw_pile=["miasma"],
                 ruins=["quicksand"])
    with pytest.raises(IllegalActionError, match="cannot be played"):
        s.apply("play card=vorpal-sword")


def test_deck_emptied_mid_turn_investigation_follows_the_turn() -> None:
    """Ruling R18: Quicksand parks the last deck card; the turn ends, then the Investigation phase."""
    s = position(hands=[["quicksand", "vision"], ["prince"]], draw_pile=["vorpal-sword"], ruins=["medusa"])
    play(s, "play card=quicksand", "park")
    assert s.phase == "investigate" and [s.card_id(t) for t in s.ruins] == ["medusa", "vorpal-sword"]
    assert s.observation(0)["ruins"] == [None, "vorpal-sword"]


def test_evaluate_is_bounded_and_eliminated_players_score_minus_one() -> None:
    s = position(players=3, hands=[["medusa", "vision"], ["prince"], ["intrusion"]], draw_pile=["miasma", "quicksand"],
                 ruins=["vorpal-sword"])
    play(s, "play card=medusa")
    values = s.evaluate()
    assert values[0] == -1.0 and all(-1.0 <= v <= 1.0 for v in values)
    assert values[1] > values[2]  # a Prince (3) investigates before an Intrusion (8)

"""Investigation Phase, How to Investigate, and the Whitegold Spire rules (Investigation Phase,
Final Scoring)."""

from __future__ import annotations

from tests.lost_legacy.helpers import legal, pile, play, position


def inv(deck="vorpal-sword", players=3, **data):
    data.setdefault("draw_pile", [])
    return position(deck, players, phase="investigate", **data)


def test_investigation_order_is_lowest_speed_first() -> None:
    s = inv(hands=[["prince"], ["dreamreader"], ["vision"]], ruins=["miasma"])
    assert s.investigators == [1, 0, 2] and s.current_player == 1


def test_players_sharing_a_speed_cannot_investigate() -> None:
    """Important: several players with the same investigation speed cannot investigate at all."""
    s = inv(hands=[["vision"], ["vision"], ["prince"]], ruins=["miasma"])
    assert s.investigators == [2]


def test_an_x_cannot_investigate() -> None:
    """An X is not a number, so its holder cannot investigate (also False Gold clarification)."""
    s = inv(players=2, hands=[["miasma"], ["intrusion"]], ruins=["vision"])
    assert s.investigators == [1]
    s = inv("whitegold-spire", players=2, hands=[["false-gold"], ["taxes"]], ruins=["guard"])
    assert s.investigators == [1]


def test_shared_speed_is_by_number_not_by_card_in_a_megamix() -> None:
    """Ruling R3: two different speed-1 cards (Megamix) block each other."""
    s = inv("vorpal-sword+whitegold-spire", hands=[["medusa"], ["alchemist"], ["vision"]], ruins=["miasma"])
    assert s.investigators == [2]


def test_reveal_a_hand_card_own_included_or_a_ruins_card() -> None:
    s = inv(hands=[["prince"], ["dreamreader"], ["vision"]], ruins=["miasma", "quicksand"])
    assert legal(s) == ["investigate player=0", "investigate player=1", "investigate player=2",
                        "investigate ruins=0", "investigate ruins=1"]


def test_holder_may_investigate_own_hand_and_win() -> None:
    s = inv(players=2, hands=[["vorpal-sword"], ["vision"]], ruins=["miasma"])
    play(s, "investigate player=0")
    assert s.is_terminal and s.returns() == [1.0, -1.0]


def test_lower_speed_investigator_finds_it_in_the_holders_hand_first() -> None:
    s = inv(players=2, hands=[["vorpal-sword"], ["dreamreader"]], ruins=["miasma"])
    assert s.current_player == 1
    play(s, "investigate player=0")
    assert s.winners == [1]


def test_finding_it_in_the_ruins_wins() -> None:
    s = inv(players=2, hands=[["prince"], ["vision"]], ruins=["miasma", "vorpal-sword"])
    play(s, "investigate ruins=1")
    assert s.winners == [0]


def test_each_player_investigates_once_then_everybody_loses() -> None:
    """If no player finds the Lost Legacy, everybody loses."""
    s = inv(hands=[["prince"], ["dreamreader"], ["vision"]], ruins=["miasma", "vorpal-sword"])
    play(s, "investigate ruins=0", "investigate player=1", "investigate player=2")
    assert s.is_terminal and s.winners == [] and s.returns() == [-1.0, -1.0, -1.0]


def test_revealed_cards_become_public_and_stay_in_place() -> None:
    """Ruling R5: revealing is not moving."""
    s = inv(hands=[["prince"], ["dreamreader"], ["vision"]], ruins=["miasma", "vorpal-sword"])
    play(s, "investigate player=0")
    assert s.observation(2)["hands"][0] == ["prince"]
    assert s.observation(None)["hands"][0] == ["prince"]
    assert s.card_id(s.hands[0][0]) == "prince"


def test_eliminated_players_do_not_investigate() -> None:
    s = inv(hands=[["prince"], [], ["vision"]], eliminated=[1], discards=[[], ["medusa"], []], ruins=["miasma"])
    assert s.investigators == [0, 2]
    assert "investigate player=1" not in legal(s)


# --------------------------------------------------------------------------- Whitegold Spire
def test_whitegold_investigation_stops_at_the_find_and_goes_to_scoring() -> None:
    """Whitegold Spire Rules: finding it ends the investigation; every hand is discarded
    face-up; +10 to the finder; the Spire found in a hand goes to its holder's discards."""
    s = inv("whitegold-spire", hands=[["whitegold-spire"], ["alchemist"], ["black-market-dealer"]],
            discards=[["taxes"], ["guard"], ["income"]], ruins=["false-gold"])
    play(s, "investigate player=0")
    assert s.is_terminal
    assert pile(s, 0) == ["taxes", "whitegold-spire"] and pile(s, 1) == ["guard", "alchemist"]
    assert s.scores == [8 + 5, 7 + 1 + 10, 6 + 2]
    assert s.winners == [1]


def test_whitegold_scoring_counts_only_face_up_cards() -> None:
    s = inv("whitegold-spire", players=2, hands=[["alchemist"], ["phantom-thief"]],
            discards=[["taxes", "guard:down"], ["guard"]], ruins=["whitegold-spire"])
    play(s, "investigate player=1", "investigate player=0")
    assert s.scores == [8 + 1, 7 + 3]


def test_whitegold_nobody_finds_it_scoring_still_happens() -> None:
    """Ruling R8: no +10, the Spire in a hand scores 5 for its holder."""
    s = inv("whitegold-spire", players=2, hands=[["whitegold-spire"], ["alchemist"]],
            discards=[["taxes"], ["taxes"]], ruins=["guard"])
    play(s, "investigate ruins=0", "investigate ruins=0")
    assert s.scores == [8 + 5, 8 + 1] and s.winners == [0]


def test_whitegold_tie_goes_to_the_lowest_investigation_speed() -> None:
    """Final Scoring: ties are won by the lowest investigation speed (ruling R9: of the hand
    card held when the phase began)."""
    s = inv("whitegold-spire", players=2, hands=[["phantom-thief"], ["alchemist"]],
            discards=[["taxes"], ["taxes", "guard"]], ruins=["whitegold-spire"])
    play(s, "investigate player=0", "investigate player=1")
    assert s.scores == [11, 16]
    s = inv("whitegold-spire", players=2, hands=[["alchemist"], ["phantom-thief"]],
            discards=[["taxes", "taxes", "guard"], ["taxes", "guard", "income"]], ruins=["whitegold-spire"])
    play(s, "investigate player=1", "investigate player=0")  # both 24: alchemist (1) beats thief (3)
    assert s.scores == [24, 24] and s.winners == [0] and s.returns() == [1.0, -1.0]


def test_whitegold_still_tied_share_the_win() -> None:
    """Both hold X (no speed): still tied, they share the win; shared winners all get +1."""
    s = inv("whitegold-spire", players=3, hands=[["false-gold"], ["false-gold"], ["whitegold-spire"]],
            discards=[["taxes", "guard"], ["taxes", "guard"], ["income"]], ruins=["alchemist"])
    assert s.investigators == [2]
    play(s, "investigate ruins=0")
    assert s.scores == [15, 15, 11] and s.winners == [0, 1] and s.returns() == [1.0, 1.0, -1.0]


def test_false_gold_is_worth_the_speed_you_reveal_each() -> None:
    """False Gold clarification example: two False Golds and a revealed 3 are worth 3 each."""
    s = inv("whitegold-spire", players=2, hands=[["alchemist"], ["guard"]],
            discards=[["false-gold", "false-gold"], ["income"]], ruins=["phantom-thief", "whitegold-spire"])
    play(s, "investigate ruins=0", "investigate ruins=1")
    assert s.scores[0] == 3 + 3 + 1


def test_false_gold_revealing_an_x_is_worth_nothing() -> None:
    s = inv("whitegold-spire", players=2, hands=[["alchemist"], ["guard"]],
            discards=[["false-gold", "false-gold"], ["income"]], ruins=["false-gold", "whitegold-spire"])
    play(s, "investigate ruins=0", "investigate ruins=1")
    assert s.scores[0] == 1


def test_false_gold_must_be_in_the_discards_when_the_phase_starts() -> None:
    """A False Gold reaching the discards at the end-of-game hand discard is worth 0; one held
    in hand blocks investigating (X)."""
    s = inv("whitegold-spire", players=2, hands=[["false-gold"], ["guard"]],
            discards=[["false-gold"], ["income"]], ruins=["taxes", "whitegold-spire"])
    assert s.investigators == [1]
    play(s, "investigate ruins=0")
    assert s.scores[0] == 0


def test_street_performer_finding_it_gets_plus_ninety_on_top_of_ten() -> None:
    """Street Performer clarification (+90) and ruling R10 (it stacks with the +10)."""
    s = inv("whitegold-spire", players=2, hands=[["street-performer"], ["guard"]],
            discards=[["income"], ["income"]], ruins=["whitegold-spire"])
    play(s, "investigate ruins=0")
    assert s.scores == [6 + 4 + 100, 6 + 7]


def test_spire_found_in_the_ruins_scores_its_five_for_nobody() -> None:
    """Ruling R11."""
    s = inv("whitegold-spire", players=2, hands=[["alchemist"], ["guard"]],
            discards=[["income"], ["income"]], ruins=["whitegold-spire"])
    play(s, "investigate ruins=0")
    assert s.scores == [6 + 1 + 10, 6 + 7]
    assert [s.card_id(t) for t in s.ruins] == ["whitegold-spire"]


def test_medusa_does_not_trigger_at_the_end_of_game_hand_discard() -> None:
    """Ruling R14 (Megamix under scoring rules)."""
    s = inv("whitegold-spire+vorpal-sword", players=2, hands=[["medusa"], ["guard"]],
            discards=[["income"], ["income"]], ruins=["whitegold-spire"])
    play(s, "investigate ruins=0")
    assert s.alive == [True, True] and s.winners == [0]


def test_a_loaded_whitegold_position_nobody_can_investigate_keeps_its_computed_result() -> None:
    """Issue 7: loading started the phase, which ended the game at once (nobody can investigate:
    both hold X), and then the input's empty result overwrote the scores: -1 for everyone.
    Final Scoring: player 0's 15 beats player 1's 8."""
    s = inv("whitegold-spire", players=2, hands=[["false-gold"], ["false-gold"]],
            discards=[["taxes", "guard"], ["taxes"]], ruins=["whitegold-spire"])
    assert s.is_terminal and s.scores == [15, 8] and s.winners == [0]
    assert s.returns() == [1.0, -1.0]
    again = s.game.state_from_json(s.to_json())
    assert again.returns() == [1.0, -1.0] and again.to_json() == s.to_json()

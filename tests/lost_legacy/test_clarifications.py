"""Every Rule Clarification and Card Clarification of the rulebook, one or more tests each,
named after its section. Positions are set up from small dicts (see ``helpers.position``)."""

from __future__ import annotations

from tests.lost_legacy.helpers import hand, legal, pile, play, position

VS, WS = "vorpal-sword", "whitegold-spire"
MIX = "vorpal-sword+whitegold-spire"  # basic rules, both sets' cards


# --------------------------------------------------------------------- Exploring the Ruins
def test_exploring_the_ruins_new_card_goes_face_down_to_the_right() -> None:
    s = position(hands=[["vision", "prince"], ["miasma"]], ruins=["quicksand", "medusa", "intrusion"],
                 draw_pile=["miasma", "vision"])
    play(s, "play card=vision", "look ruins=0", "exchange")
    assert [s.card_id(t) for t in s.ruins] == ["medusa", "intrusion", "prince"]
    assert hand(s, 0) == ["quicksand"]


def test_exploring_the_ruins_shuffle_mixes_unseen_and_positions_are_lost() -> None:
    s = position("the-starship", hands=[["old-map", "search"], ["assault"]], ruins=["the-starship"],
                 draw_pile=["sneak-attack", "general", "search", "assault"], knowledge={"1": ["ruins:0"]})
    play(s, "play card=old-map")
    assert len(s.ruins) == 2 and legal(s) == ["pass", "shuffle"]
    play(s, "shuffle")
    obs = s.observation(1)
    assert obs["ruins"] == [None, None] and obs["somewhere"]["ruins"] == ["the-starship"]
    assert sorted(s.card_id(t) for t in s.ruins) == ["sneak-attack", "the-starship"]


# --------------------------------------------------------------------- Eliminated Discards
def test_eliminated_discards_can_be_targeted_by_dreamreader() -> None:
    s = position(players=3, hands=[["dreamreader", "vision"], [], ["miasma"]], eliminated=[1],
                 discards=[[], ["medusa", "prince"], []], draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=dreamreader")
    assert "take player=1 index=1" in legal(s)


def test_eliminated_discards_can_be_targeted_by_street_performer() -> None:
    s = position(MIX, players=3, hands=[["street-performer", "vision"], [], ["miasma"]], eliminated=[1],
                 discards=[[], ["medusa", "taxes"], []], draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=street-performer", "take player=1 index=1")
    assert pile(s, 0) == ["street-performer", "taxes"] and pile(s, 1) == ["medusa"]


# --------------------------------------------------------------------- Face-Down Discards
def test_face_down_discards_lose_their_effects_but_can_be_targeted() -> None:
    """A face-down Medusa moved by the Street Performer stays face-down and does not trigger."""
    s = position(MIX, players=2, hands=[["street-performer", "vision"], ["miasma"]],
                 discards=[[], ["medusa:down"]], draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=street-performer", "take player=1 index=0")
    assert pile(s, 0) == ["street-performer", "medusa:down"] and s.alive == [True, True]


def test_face_down_x_cards_do_not_feed_the_lord_of_rot() -> None:
    """Ruling R12: only face-up X cards count."""
    s = position(players=3, hands=[["lord-of-rot", "vision"], ["prince"], ["quicksand"]],
                 discards=[[], ["miasma", "miasma"], ["miasma:down"]], draw_pile=["intrusion"], ruins=["medusa"])
    play(s, "play card=lord-of-rot")
    assert s.alive == [True, True, True]


# --------------------------------------------------------------------- Unplayable Cards
def test_unplayable_cards_prince_returns_them_to_the_ruins() -> None:
    s = position(players=3, sword="unplayable", hands=[["prince", "vision"], ["miasma"], ["intrusion"]],
                 ruins=["vorpal-sword", "quicksand"], draw_pile=["miasma"])
    play(s, "play card=prince", "take ruins=0")
    assert [s.card_id(t) for t in s.ruins] == ["quicksand", "vorpal-sword"]
    assert s.observation(2)["ruins"] == [None, "vorpal-sword"]  # everyone can tell what was returned
    assert s.turn_player == 1


def test_unplayable_cards_dreamreader_cannot_take_them() -> None:
    s = position("whitegold-spire+vorpal-sword", players=2, hands=[["dreamreader", "vision"], ["miasma"]],
                 discards=[[], ["whitegold-spire", "prince"]], draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=dreamreader")
    assert legal(s) == ["take player=1 index=1"]


# --------------------------------------------------------------------- Alchemist
def test_alchemist_even_card_is_placed_without_effect() -> None:
    s = position(WS, hands=[["alchemist", "false-gold"], ["guard"]], draw_pile=["taxes", "income"],
                 discards=[[], ["guard"]], ruins=["whitegold-spire"])
    play(s, "play card=alchemist")
    assert hand(s, 0) == ["false-gold", "taxes"]
    play(s, "place card=taxes")
    assert pile(s, 0) == ["alchemist", "taxes"] and pile(s, 1) == ["guard"]  # no tax collected
    assert s.turn_player == 1


def test_alchemist_x_card_is_placed_without_effect() -> None:
    s = position(WS, hands=[["alchemist", "false-gold"], ["guard"]], draw_pile=["taxes", "income"],
                 ruins=["whitegold-spire"])
    play(s, "play card=alchemist", "place card=false-gold")
    assert hand(s, 0) == ["taxes"] and hand(s, 1) == ["guard", "income"] and s.turn_player == 1


def test_alchemist_odd_card_is_applied_as_if_played() -> None:
    s = position(WS, hands=[["alchemist", "taxes"], ["guard"]], draw_pile=["guard", "income"],
                 discards=[["income"], ["taxes"]], ruins=["whitegold-spire"])
    play(s, "play card=alchemist", "place card=guard")
    assert s.pending[0] == "guard"
    play(s, "guard parity=odd")
    assert pile(s, 0) == ["income", "alchemist:down", "guard"]


def test_alchemist_cannot_place_the_lost_legacy() -> None:
    s = position(WS, hands=[["alchemist", "taxes"], ["guard"]], draw_pile=["whitegold-spire", "income"],
                 ruins=["false-gold"])
    play(s, "play card=alchemist")
    assert legal(s) == ["place card=taxes"]


# --------------------------------------------------------------------- False Gold
def test_false_gold_exchanges_with_a_hand_or_the_ruins() -> None:
    s = position(WS, hands=[["false-gold", "whitegold-spire"], ["guard"]], draw_pile=["taxes"], ruins=["income"])
    assert legal(s) == ["play card=false-gold"]
    play(s, "play card=false-gold")
    assert legal(s) == ["swap player=1", "swap ruins=0"]
    play(s, "swap player=1")
    assert hand(s, 0) == ["guard"] and hand(s, 1) == ["whitegold-spire", "taxes"]


# --------------------------------------------------------------------- Guard
def test_guard_x_cards_are_neither_odd_nor_even_and_eliminated_players_are_affected() -> None:
    s = position(WS, players=3, hands=[["guard", "alchemist"], [], ["taxes"]], eliminated=[1],
                 discards=[["false-gold", "guard"], ["income", "taxes", "false-gold"], ["income"]],
                 draw_pile=["false-gold"], ruins=["whitegold-spire"])
    play(s, "play card=guard", "guard parity=even")
    assert pile(s, 0) == ["false-gold", "guard", "guard"]
    assert pile(s, 1) == ["income", "taxes:down", "false-gold"]
    assert pile(s, 2) == ["income:down"]


def test_guard_spares_itself_but_not_an_earlier_guard() -> None:
    s = position(WS, hands=[["guard", "alchemist"], ["taxes"]], discards=[["guard"], []],
                 draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=guard", "guard parity=odd")
    assert pile(s, 0) == ["guard:down", "guard"]


# --------------------------------------------------------------------- Income
def test_income_must_flip_another_face_up_card() -> None:
    s = position(WS, hands=[["income", "alchemist"], ["taxes"]], discards=[["guard", "false-gold:down", "taxes"], []],
                 draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=income")
    assert legal(s) == ["bank index=0", "bank index=2"]
    play(s, "bank index=2")
    assert pile(s, 0) == ["guard", "false-gold:down", "taxes:down", "income"] and s.bonus[0] == 8


def test_income_with_no_other_face_up_card_flips_itself() -> None:
    s = position(WS, hands=[["income", "alchemist"], ["taxes"]], discards=[["guard:down"], []],
                 draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=income")
    assert pile(s, 0) == ["guard:down", "income:down"] and s.bonus[0] == 6 and s.turn_player == 1


# --------------------------------------------------------------------- Intrusion
def test_intrusion_ruins_empty_uses_the_deck() -> None:
    s = position(hands=[["intrusion", "medusa"], ["vision"]], draw_pile=["quicksand", "miasma"], ruins=[])
    play(s, "play card=intrusion")
    assert legal(s) == ["swap deck=top"]
    play(s, "swap deck=top")
    assert hand(s, 0) == ["quicksand"]
    assert hand(s, 1) == ["vision", "medusa"]  # the next player drew the card put on top


def test_intrusion_deck_empty_uses_the_ruins() -> None:
    s = position(hands=[["intrusion", "medusa"], ["vision"]], draw_pile=[], ruins=["quicksand", "miasma"])
    play(s, "play card=intrusion")
    assert legal(s) == ["swap ruins=0", "swap ruins=1"]
    play(s, "swap ruins=0")
    assert hand(s, 0) == ["quicksand"] and [s.card_id(t) for t in s.ruins] == ["miasma", "medusa"]


def test_intrusion_deck_and_ruins_empty_is_ignored() -> None:
    s = position(hands=[["intrusion", "medusa"], ["vision"]], draw_pile=[], ruins=[])
    play(s, "play card=intrusion")
    assert s.phase == "investigate" and hand(s, 0) == ["medusa"]


# --------------------------------------------------------------------- Medusa
def test_medusa_triggers_when_placed_by_a_card_effect() -> None:
    s = position(players=3, hands=[["dreamreader", "vision"], [], ["miasma"]], eliminated=[1],
                 discards=[[], ["medusa"], []], draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=dreamreader", "take player=1 index=0")
    assert hand(s, 0) == ["vision", "medusa"]
    play(s, "place card=medusa")
    assert not s.alive[0] and pile(s, 0) == ["dreamreader", "medusa", "vision"]
    assert s.is_terminal and s.winners == [2]


def test_medusa_elimination_persists_after_she_is_removed() -> None:
    """The player who lost Medusa to the Dreamreader stays eliminated."""
    s = position(players=3, hands=[["dreamreader", "vision"], [], ["miasma"]], eliminated=[1],
                 discards=[[], ["medusa"], []], draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=dreamreader", "take player=1 index=0", "place card=vision")
    assert pile(s, 1) == [] and not s.alive[1] and s.turn_player == 2


def test_medusa_moved_face_up_by_taxes_eliminates_the_receiver() -> None:
    s = position(MIX, players=3, hands=[["taxes", "vision"], [], ["miasma"]], eliminated=[1],
                 discards=[[], ["medusa", "guard", "income"], []], draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=taxes")
    assert not s.alive[0] and s.winners == [2]


# --------------------------------------------------------------------- Lord of Rot
def test_lord_of_rot_fewer_than_three_x_cards_does_nothing() -> None:
    s = position(players=3, hands=[["lord-of-rot", "vision"], ["prince"], ["quicksand"]],
                 discards=[[], ["miasma", "miasma"], []], draw_pile=["intrusion"], ruins=["medusa"])
    play(s, "play card=lord-of-rot")
    assert s.alive == [True, True, True]


def test_lord_of_rot_eliminates_the_player_with_most_x_cards() -> None:
    s = position(players=3, hands=[["lord-of-rot", "vision"], ["prince"], ["quicksand"]],
                 discards=[[], ["miasma", "miasma"], ["miasma"]], draw_pile=["intrusion"], ruins=["medusa"])
    play(s, "play card=lord-of-rot")
    assert s.alive == [True, False, True] and pile(s, 1) == ["miasma", "miasma", "prince"]


def test_lord_of_rot_counts_eliminated_players_x_but_cannot_strike_them() -> None:
    s = position(players=3, hands=[["lord-of-rot", "vision"], [], ["quicksand"]], eliminated=[1],
                 discards=[["miasma"], ["miasma", "medusa"], ["miasma"]], draw_pile=["intrusion"], ruins=["prince"])
    play(s, "play card=lord-of-rot")
    assert legal(s) == ["target player=0", "target player=2"]  # a tie: its player chooses
    play(s, "target player=2")
    assert s.winners == [0]


def test_lord_of_rot_only_triggers_when_played() -> None:
    """Placed by the Dreamreader, it has no effect."""
    s = position(players=3, hands=[["dreamreader", "lord-of-rot"], ["prince"], ["quicksand"]],
                 discards=[[], ["miasma", "miasma"], ["miasma", "vision"]], draw_pile=["intrusion"], ruins=["medusa"])
    play(s, "play card=dreamreader", "take player=2 index=1", "place card=lord-of-rot")
    assert s.alive == [True, True, True] and hand(s, 0) == ["vision"]


# --------------------------------------------------------------------- Phantom Thief
def test_phantom_thief_flips_the_leader_before_it_is_placed() -> None:
    """It does not count toward its player's total while resolving, so a leader who plays it
    flips their own discards, then places it face-up."""
    s = position(WS, hands=[["phantom-thief", "alchemist"], ["taxes"]], discards=[["guard"], ["income"]],
                 draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=phantom-thief")
    assert pile(s, 0) == ["guard:down", "phantom-thief"]


def test_phantom_thief_tie_is_chosen_by_the_current_player() -> None:
    s = position(WS, players=3, hands=[["phantom-thief", "alchemist"], ["taxes"], ["guard"]],
                 discards=[["guard"], ["guard"], ["income"]], draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=phantom-thief")
    assert s.current_player == 0 and legal(s) == ["target player=0", "target player=1"]
    play(s, "target player=1")
    assert pile(s, 1) == ["guard:down"] and pile(s, 0) == ["guard", "phantom-thief"]


def test_phantom_thief_cannot_target_eliminated_players() -> None:
    s = position(MIX, players=3, hands=[["phantom-thief", "alchemist"], [], ["guard"]], eliminated=[1],
                 discards=[["guard"], ["taxes", "taxes"], ["income"]], draw_pile=["income"], ruins=["vorpal-sword"])
    play(s, "play card=phantom-thief")
    assert pile(s, 1) == ["taxes", "taxes"] and pile(s, 0) == ["guard:down", "phantom-thief"]


# --------------------------------------------------------------------- Street Performer
def test_street_performer_keeps_orientation_and_applies_no_effect() -> None:
    s = position(WS, hands=[["street-performer", "alchemist"], ["taxes"]],
                 discards=[[], ["income:down", "guard"]], draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=street-performer")
    assert legal(s) == ["take player=1 index=0", "take player=1 index=1"]
    play(s, "take player=1 index=0")
    assert pile(s, 0) == ["street-performer", "income:down"]
    play(s, "play card=income")  # player 1's turn goes on normally
    assert s.turn_player == 1


# --------------------------------------------------------------------- Taxes
def test_taxes_every_player_ahead_pays_the_lowest_card_eliminated_too() -> None:
    s = position(MIX, players=3, hands=[["taxes", "vision"], [], ["miasma"]], eliminated=[1],
                 discards=[[], ["guard", "income", "prince"], ["intrusion", "guard"]],
                 draw_pile=["quicksand"], ruins=["vorpal-sword"])
    play(s, "play card=taxes")
    assert pile(s, 0) == ["taxes", "prince", "guard"]
    assert pile(s, 1) == ["guard", "income"] and pile(s, 2) == ["intrusion"]


def test_taxes_players_not_ahead_keep_their_cards() -> None:
    s = position(WS, hands=[["taxes", "alchemist"], ["guard"]], discards=[[], ["guard"]],
                 draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=taxes")
    assert pile(s, 1) == ["guard"]


# --------------------------------------------------------------------- Whitegold Spire
def test_whitegold_spire_cannot_be_played_but_can_be_exchanged() -> None:
    s = position(WS, hands=[["black-market-dealer", "whitegold-spire"], ["guard"]],
                 draw_pile=["income"], ruins=["taxes"])
    assert legal(s) == ["play card=black-market-dealer"]
    play(s, "play card=black-market-dealer")
    assert s.observation(0)["hand"] == ["whitegold-spire"]


def test_black_market_dealer_exchange_pays_the_dealer_as_commission() -> None:
    s = position(WS, hands=[["black-market-dealer", "whitegold-spire"], ["guard"]],
                 draw_pile=["income"], ruins=["taxes"])
    play(s, "play card=black-market-dealer", "look player=1", "exchange")
    assert hand(s, 0) == ["guard"] and hand(s, 1)[0] == "whitegold-spire"
    assert pile(s, 0) == [] and pile(s, 1) == ["black-market-dealer"]
    assert s.observation(0)["hands"][1] == ["whitegold-spire", None]  # the new card drawn unseen


def test_whitegold_spire_found_in_your_hand_by_another_goes_to_your_discards() -> None:
    s = position(WS, players=2, phase="investigate", hands=[["whitegold-spire"], ["alchemist"]],
                 draw_pile=[], discards=[["income"], ["guard"]], ruins=["taxes"])
    play(s, "investigate player=0")
    assert pile(s, 0) == ["income", "whitegold-spire"] and s.bonus[1] == 10

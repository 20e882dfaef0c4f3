"""Setup, opening placements and Phase 1 - Deployment (rulebook "Setup: The Basic Game",
"The Battle Begins", "Phase 1 - Deployment")."""

from __future__ import annotations

from meeple.core.registry import load
from meeple.games.lords_of_war.board import parse_square
from tests.lords_of_war.conftest import card, log, make, names, rulebook_position, texts


def test_setup_general_plus_five_cards() -> None:
    """Setup: the general is set aside, the deck shuffled, 5 drawn: a 6-card hand with the general."""
    state = load("lords-of-war").new_initial_state(3)
    for p, general in ((0, "Erendrial Aegis"), (1, "Kai'itza of Xhotl")):
        assert len(state.hands[p]) == 6 and len(state.decks[p]) == 30
        assert general in names(state, state.hands[p])
        assert general not in names(state, state.decks[p])
    assert state.current_player == 0


def test_setup_is_seeded() -> None:
    game = load("lords-of-war")
    assert game.new_initial_state(5).to_json() == game.new_initial_state(5).to_json()
    assert game.new_initial_state(5).hands != game.new_initial_state(6).hands


def test_opening_placements_on_spaces_1_and_2_then_draw() -> None:
    """The Battle Begins: Player 1 places on space 1 and draws back to 6; then Player 2 on space 2."""
    state = load("lords-of-war").new_initial_state(1)
    assert {a.kind for a in state.legal_actions()} == {"play"} and len(state.legal_actions()) == 6
    state.apply(state.legal_actions()[0])
    assert texts(state) == ["place square=c3r3"]
    state.apply("place square=c3r3")
    assert len(state.hands[0]) == 6 and len(state.decks[0]) == 29
    assert state.current_player == 1
    state.apply(state.legal_actions()[0])
    assert texts(state) == ["place square=c5r4"]
    state.apply("place square=c5r4")
    assert len(state.hands[1]) == 6 and state.current_player == 0


def test_start_squares_configurable() -> None:
    state = load("lords-of-war", start_squares=["c4r1", "c4r6"]).new_initial_state(1)
    state.apply(state.legal_actions()[0])
    assert texts(state) == ["place square=c4r1"]


def test_engagement_rule_example_ravager_vs_marauder() -> None:
    """Engagement Rule example: the Orc Ravager may not go behind or to the right of the Dwarf
    Marauder (from Michelle's side); legal: the three squares in front of it and its left."""
    state = rulebook_position("engagement_rule")
    state.apply("play card=orcs-19")
    assert texts(state) == ["place square=c3r3", "place square=c3r4", "place square=c4r4", "place square=c5r4"]
    for behind_or_right in ("c3r2", "c4r2", "c5r2", "c5r3"):
        assert f"place square={behind_or_right}" not in texts(state)


def test_engagement_rule_needs_an_arrow_on_an_enemy() -> None:
    """Phase 1: a non-support unit must point an arrow at an enemy unit; being adjacent is not enough."""
    state = make([("c4r3", 1, "Dwarf Slugger#1"), ("c4r5", 2, "Orc Butcher")], ([], ["Goblin Shanker#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    # Shanker N4 NE1 turned for Player 2: hits (0,-1) and (-1,-1).
    assert texts(state) == ["place square=c4r4", "place square=c5r4"]


def test_player2_cards_rotated_not_mirrored() -> None:
    """Reference §3: Player 2's card is turned 180 degrees, so its E arrow points to the map's
    west (a mirror would keep it pointing east)."""
    state = make([("c4r3", 1, "Dwarf Slugger#1")], ([], ["Orc Warhog#1"]), turn=2)
    # Warhog#1 arrows N2 NE3 E4 SE3; turned, E4 hits the square to its west.
    state.apply(f"play card={card(state, 2, 'Orc Warhog')}")
    assert "place square=c5r3" in texts(state)
    state.apply("place square=c5r3")
    assert names(state, state.piles[1]) == ["Dwarf Slugger"]
    assert any("4 from Orc Warhog" in line for line in log(state))


def test_support_unit_may_go_next_to_an_ally() -> None:
    """Exception 1: a spear or ranged unit may be placed next to an allied unit instead."""
    board = [("c4r3", 1, "Dwarf Slugger#1"), ("c4r5", 2, "Orc Butcher")]
    state = make(board, ([], ["Goblin Spikeman#1", "Goblin Shanker#1"]), turn=2)
    spikeman = card(state, 2, "Goblin Spikeman")
    state.apply(f"play card={spikeman}")
    squares = texts(state)
    for next_to_butcher in ("c3r6", "c5r6", "c3r5", "c5r5", "c4r6"):
        assert f"place square={next_to_butcher}" in squares
    shanker = make(board, ([], ["Goblin Shanker#1"]), turn=2)
    shanker.apply(f"play card={card(shanker, 2, 'Goblin Shanker')}")
    assert "place square=c4r6" not in texts(shanker)


def test_arrowless_unit_only_as_support() -> None:
    """Reference §5: the Skink Dartspitter has no arrows; it can only go next to an ally."""
    state = make([("c4r3", 1, "Elven Archer"), ("c4r5", 2, "Leatherback")],
                 ([], ["Skink Dartspitter"]), turn=2, armies=("elves", "lizardmen"))
    state.apply(f"play card={card(state, 2, 'Skink Dartspitter')}")
    assert all(max(abs(a - b) for a, b in zip(_cr(t), (4, 5))) == 1 for t in texts(state))


def _cr(action_text: str) -> tuple[int, int]:
    sq = action_text.split("=")[1]
    c, r = sq[1:].split("r")
    return int(c), int(r)


def test_no_enemies_any_unit_next_to_an_ally() -> None:
    """Exception 2: with no enemy units on the map, any unit may go next to an allied unit."""
    state = make([("c4r4", 2, "Orc Butcher")], ([], ["Goblin Shanker#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    assert len(texts(state)) == 8


def test_empty_map_any_square() -> None:
    """Exception 2: with no cards on the map, a card may go on any square."""
    state = make([], ([], ["Goblin Shanker#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    assert len(texts(state)) == 42


def test_empty_map_without_limits_uses_own_start_square() -> None:
    """Ruling: in Combat Without Limits an empty map offers the player's own start square."""
    state = make([], ([], ["Goblin Shanker#1"]), turn=2, opt_battle_map=False)
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    assert texts(state) == ["place square=c5r4"]


def test_combat_without_limits_places_beyond_the_map() -> None:
    """Combat Without Limits: units may be placed past the 7 x 6 edges."""
    state = make([("c1r6", 1, "Dwarf Slugger#1")], ([], ["Goblin Shanker#1"]), turn=2, opt_battle_map=False)
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    assert texts(state) == ["place square=c1r7", "place square=c2r7"]
    state.apply("place square=c1r7")
    assert names(state, state.piles[1]) == ["Dwarf Slugger"]
    bounded = make([("c1r6", 1, "Dwarf Slugger#1")], ([], ["Goblin Shanker#1"]), turn=2)
    assert bounded.forced  # on the 7 x 6 map the Shanker cannot reach it


def test_forced_placement_next_to_enemy_reveals_hand() -> None:
    """Deployment note: a player who cannot place a card under the Engagement Rule and its
    exceptions places any card next to any enemy card and shows the hand to the opponent."""
    state = make([("c4r3", 1, "Elven Archer")], ([], ["Skink Dartspitter", "Skink Dartspitter"]),
                 turn=2, armies=("elves", "lizardmen"))
    assert state.forced
    darts = texts(state)
    assert len(darts) == 2
    before = state.observation(0)
    assert before["known_cards"][1] == []
    state.apply(darts[0])
    seen = state.observation(0)["known_cards"][1]
    assert [c["name"] for c in seen] == ["Skink Dartspitter", "Skink Dartspitter"]
    assert len(texts(state)) == 8 and "hand revealed" in log(state)[-1]
    state.apply("place square=c4r4")
    # The revealed card still in hand stays known; the placed one is on the map.
    assert [c["name"] for c in state.observation(0)["known_cards"][1]] == ["Skink Dartspitter"]


def test_cannot_play_skips_deployment_in_the_standard_game() -> None:
    """Ruling 20 ("Victory", "Until the Bitter End", "Other Victory Conditions"): the standard
    game goes on until a victory goal is met; ending when a player cannot play is the longer
    game's rule. A player with no card to place skips Deployment and the turn goes on."""
    state = make([("c4r3", 1, "Dwarf Slugger#1")], (["Dwarf Marauder#1"], []), turn=2, decks=[[], []])
    assert not state.is_terminal
    assert state.current_player == 0 and state.turns == 1 and state.idle_turns == 1
    assert texts(state) == [f"play card={card(state, 1, 'Dwarf Marauder')}"]


def test_cannot_play_loses_in_the_longer_game() -> None:
    """Other Victory Conditions, longer games (``victory=until-cannot-play``): the first
    player unable to play a card loses (ruling 20)."""
    state = make([("c4r3", 1, "Dwarf Slugger#1")], (["Dwarf Marauder#1"], []), turn=2, decks=[[], []],
                 opt_victory="until-cannot-play")
    assert state.is_terminal and state.returns() == [1.0, -1.0]
    assert state.over_reason == "P2 cannot play a card and loses"


def test_full_map_skips_deployment() -> None:
    """Phase 1 - Deployment needs an empty space; on a full map the player keeps their cards
    and skips Deployment (ruling 11 and 20), in the standard game the battle goes on."""
    game_cards = [f"dwarves-{i}" for i in range(1, 37)] + [f"orcs-{i}" for i in range(1, 7)]
    squares = [f"c{c}r{r}" for r in range(1, 7) for c in range(1, 8)]
    board = [(sq, 1 if ref.startswith("dwarves") else 2, ref) for sq, ref in zip(squares, game_cards)]
    state = make(board, ([], ["orcs-7"]), turn=2, decks=[[], []])
    assert not any(state.table.is_ranged[state.table.index[f"orcs-{i}"]] for i in range(1, 7))
    # P2 could not place: the card stays in hand, nothing was deployed, and the turn went on
    # to Reinforcement, where the hand is refilled by withdrawing (the deck is empty).
    assert state.turn_player == 1 and state.phase == "reinforce" and state.placed_card == -1
    assert state.hands[1] == [state.table.index["orcs-7"]] and len(state.board) == 42
    assert texts(state) and all(t.startswith("withdraw square=") for t in texts(state))


def test_square_names() -> None:
    assert parse_square("c3r3") != parse_square("c4r3")


def test_forced_placement_falls_back_to_any_empty_square() -> None:
    """Ruling: if no empty square touches an enemy unit, the forced placement may use any
    empty square of the map."""
    board = [("c1r1", 1, "Dwarf Slugger#1"), ("c2r1", 2, "Orc Butcher"), ("c1r2", 2, "Orc Butcher"),
             ("c2r2", 2, "Goblin Spider Rider")]
    state = make(board, ([], ["Goblin Shanker#1"]), turn=2)
    assert state.forced
    state.apply(texts(state)[0])
    assert len(texts(state)) == 42 - 4


def test_opening_placement_is_checked_for_combat() -> None:
    """Ruling: an opening placement is followed by the usual Elimination (only matters when
    start squares are configured next to each other)."""
    state = make([("c3r3", 1, "Dwarf Slugger#1")], (["Krod Klouthammer"], ["Orc Deathbringer#1"]), turn=2,
                 opened=[True, False], opt_start_squares=["c3r3", "c3r4"])
    state.apply(texts(state)[0])
    assert texts(state) == ["place square=c3r4"]
    state.apply("place square=c3r4")
    assert names(state, state.piles[1]) == ["Dwarf Slugger"] and names(state, state.piles[0]) == ["Orc Deathbringer"]

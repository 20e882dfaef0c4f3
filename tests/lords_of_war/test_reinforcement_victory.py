"""Phase 3 - Reinforcement (draw or withdrawal) and victory (rulebook "Phase 3 -
Reinforcement", "Victory", "Other Victory Conditions"; reference §8.1 cavalry rule)."""

from __future__ import annotations

from meeple.core.registry import load
from meeple.games.lords_of_war.board import square_name
from tests.lords_of_war.conftest import card, draw_until_turn_ends, log, make, names, texts


def _after_placing(board, hand_card: str, square: str, **kw):
    state = make(board, (["Krod Klouthammer"], [hand_card]), turn=2, **kw)
    state.apply(f"play card={card(state, 2, hand_card.split('#')[0])}")
    state.apply(f"place square={square}")
    return state


def test_draw_refills_hand_to_six() -> None:
    """Reinforcement: taking the top card of the army deck brings the hand back to 6."""
    state = load("lords-of-war").new_initial_state(2)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert len(state.hands[0]) == 6


def test_withdrawal_condition_1_not_played_this_round() -> None:
    """Withdrawal condition 1: the unit placed this turn may not be withdrawn."""
    state = _after_placing([("c1r1", 1, "Dwarf Slugger#1"), ("c6r6", 2, "Orc Butcher")], "Goblin Spikeman#1", "c7r5")
    assert texts(state) == ["draw", "withdraw square=c6r6"]


def test_withdrawal_condition_2_not_engaged() -> None:
    """Withdrawal condition 2: no enemy arrow may point at the unit (the Butcher at c4r4 is
    hit by the Slugger's N3)."""
    board = [("c4r3", 1, "Dwarf Slugger#1"), ("c4r4", 2, "Orc Butcher"), ("c7r6", 2, "Goblin Spikeman#2")]
    state = _after_placing(board, "Goblin Spikeman#1", "c6r6")
    assert texts(state) == ["draw"] or "withdraw square=c4r4" not in texts(state)
    assert "withdraw square=c7r6" in texts(state)


def test_withdrawal_condition_3_not_involved_in_a_kill() -> None:
    """Withdrawal condition 3: a unit whose attack destroyed an enemy unit this turn stays
    (Shanker and Ravager killed the Marauder; the Ravager is also the new unit)."""
    board = [("c4r3", 1, "Dwarf Marauder#1"), ("c4r4", 2, "Goblin Shanker#1"), ("c7r6", 2, "Goblin Spikeman#2"),
             ("c1r1", 1, "Dwarf Slugger#1")]
    state = make(board, (["Dwarf Slugger#1"], ["Orc Ravager#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Orc Ravager')}")
    state.apply("place square=c5r4")
    assert texts(state) == ["draw", "withdraw square=c7r6"]


def test_withdrawal_condition_3_only_this_turn() -> None:
    """Ruling: "involved in a kill" means during the current turn; a kill in an earlier turn
    does not stop a later withdrawal."""
    board = [("c2r2", 2, "Orc Butcher"), ("c6r6", 2, "Goblin Spikeman#2"), ("c1r1", 1, "Dwarf Slugger#1")]
    state = make(board, (["Dwarf Slugger#1"], ["Goblin Spikeman#1"]), turn=2, killers=["c2r2"])
    state.apply(f"play card={card(state, 2, 'Goblin Spikeman')}")
    state.apply("place square=c7r5")
    assert "withdraw square=c2r2" in texts(state)


def test_withdrawn_unit_returns_to_hand_and_is_known() -> None:
    """Withdrawal takes the unit back into the hand; the opponent saw it, so it is known."""
    state = _after_placing([("c1r1", 1, "Dwarf Slugger#1"), ("c6r6", 2, "Orc Butcher")], "Goblin Spikeman#1", "c7r5")
    state.apply("withdraw square=c6r6")
    assert "Orc Butcher" in names(state, state.hands[1])
    assert [c["name"] for c in state.observation(0)["known_cards"][1]] == ["Orc Butcher"]


def test_refill_takes_as_many_cards_as_the_hand_lacks() -> None:
    """Phase 3 - Reinforcement (ruling 18): the hand is refilled back up to 6, so a hand of
    2 after Deployment takes 4 cards (here all from the deck: the Shanker, placed this turn
    and involved in the kill, may not be withdrawn)."""
    state = make([("c4r3", 1, "Dwarf Slugger#1")], (["Krod Klouthammer"], ["Goblin Shanker#1", "Orc Butcher",
                                                                           "Goblin Spikeman#1"]), turn=2)
    deck = len(state.decks[1])
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    state.apply("place square=c4r4")
    assert names(state, state.piles[1]) == ["Dwarf Slugger"]
    assert len(state.hands[1]) == 6 and len(state.decks[1]) == deck - 4
    assert state.current_player == 0


def test_each_card_of_the_refill_is_a_draw_or_a_withdrawal() -> None:
    """Phase 3 - Reinforcement (ruling 18): for every card of the refill the player chooses the
    top card of the deck or a withdrawal; no card may be declined while the hand lacks one."""
    board = [("c1r1", 1, "Dwarf Slugger#1"), ("c6r6", 2, "Orc Butcher")]
    state = _after_placing(board, "Goblin Spikeman#1", "c7r5")
    assert texts(state) == ["draw", "withdraw square=c6r6"]
    state.apply("draw")
    assert len(state.hands[1]) == 1 and texts(state) == ["draw", "withdraw square=c6r6"]
    state.apply("withdraw square=c6r6")
    # Nothing else may be withdrawn: the other 4 cards come from the deck by themselves.
    assert len(state.hands[1]) == 6 and "Orc Butcher" in names(state, state.hands[1])
    assert state.current_player == 0


def test_empty_deck_refill_by_withdrawal_is_not_optional() -> None:
    """Phase 3 - Reinforcement (ruling 18, replacing the old "pass"): with an empty army deck
    the refill withdraws units as far as the withdrawal conditions allow; the player chooses
    which, and the last possible one is taken without asking."""
    board = [("c1r1", 1, "Dwarf Slugger#1"), ("c6r6", 2, "Orc Butcher"), ("c7r6", 2, "Goblin Spikeman#2")]
    state = _after_placing(board, "Goblin Spikeman#1", "c7r5", decks=[["Dwarf Slugger#2"], []])
    assert texts(state) == ["withdraw square=c6r6", "withdraw square=c7r6"]
    state.apply("withdraw square=c7r6")
    assert sorted(names(state, state.hands[1])) == ["Goblin Spikeman", "Orc Butcher"]
    assert state.current_player == 0
    assert sorted(square_name(sq) for sq in state.board) == ["c1r1", "c7r5"]


def test_cavalry_rule_engaged_cavalry_may_withdraw_unless_spear() -> None:
    """Cavalry rule (reference §8.1, option): engaged cavalry may be withdrawn unless a spear
    unit engages it; without the option it is an ordinary engaged unit."""
    board = [("c4r3", 1, "Dwarf Slugger#1"), ("c4r4", 2, "Orc Warhog#1"), ("c1r1", 1, "Dwarf Slugger#1")]
    plain = _after_placing(board, "Goblin Spikeman#1", "c5r5")
    assert "withdraw square=c4r4" not in texts(plain)
    ruled = _after_placing(board, "Goblin Spikeman#1", "c5r5", opt_cavalry_rule=True)
    assert "withdraw square=c4r4" in texts(ruled)
    speared = [("c4r3", 1, "Dwarf Beastslayer#1"), ("c4r4", 2, "Orc Warhog#1"), ("c1r1", 1, "Dwarf Slugger#1")]
    blocked = _after_placing(speared, "Goblin Spikeman#1", "c5r5", opt_cavalry_rule=True)
    assert "withdraw square=c4r4" not in texts(blocked)


def _pile(n_cards: int, n_commands: int, army: str = "dwarves") -> list[str]:
    """Names of ``n_cards`` cards of ``army``, ``n_commands`` of them command cards (general
    first); never a Slugger, Marauder or Deadeye Jones, which the tests put on the map."""
    from meeple.games.lords_of_war.cards import expand_army, load_army

    cards = [c for c in expand_army(load_army(army))
             if c.name not in ("Dwarf Slugger", "Dwarf Marauder", "Deadeye Jones", "Goblin Shanker",
                               "Orc Deathbringer", "Orc Catapult")]
    commands = [c.name for c in cards if c.rank in ("command", "general")][:n_commands]
    others = [c.name for c in cards if c.rank not in ("command", "general")][: n_cards - n_commands]
    return commands + others


def _kill_one_more(pile: list[str], **kw):
    """Player 2 with ``pile`` already won places a Shanker killing a Slugger."""
    board = [("c4r3", 1, "Dwarf Slugger#1")]
    return make(board, (["Dwarf Slugger#2"], ["Goblin Shanker#1"]), turn=2, piles=[[], pile], **kw)


def test_victory_twenty_cards() -> None:
    """Victory: the first player to eliminate 20 enemy cards wins."""
    state = _kill_one_more(_pile(19, 0))
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    state.apply("place square=c4r4")
    assert state.is_terminal and state.returns() == [-1.0, 1.0]
    assert "P2 wins with 20 eliminated cards" in log(state)[-1]


def test_victory_four_command_cards_general_counts() -> None:
    """Victory: 4 eliminated command cards win; the general counts as a command card
    (pile: Krod + 2 commands; Deathbringer 5 + Catapult 4 = 9 > Deadeye Jones's 5)."""
    pile = _pile(3, 3)
    assert "Krod Klouthammer" in pile
    board = [("c4r3", 1, "Deadeye Jones"), ("c5r5", 2, "Orc Catapult")]
    state = make(board, (["Dwarf Slugger#2"], ["Orc Deathbringer#1"]), turn=2, piles=[[], pile])
    state.apply(f"play card={card(state, 2, 'Orc Deathbringer')}")
    state.apply("place square=c4r4")
    before = state.clone()
    before.apply("hold unit=c5r5")  # 5 is not > 5: no fourth command card
    assert not before.is_terminal
    state.apply("fire unit=c5r5 target=c4r3")
    assert state.is_terminal and state.winner == 1
    assert log(state)[-1] == "Game over: P2 wins with 4 eliminated cards, 4 of them command cards"


def test_both_reach_victory_at_once_is_a_draw() -> None:
    """Ruling: if both players reach the victory goal in the same elimination, it is a draw."""
    state = make([("c4r3", 1, "Dwarf Marauder#1")], (["Dwarf Slugger#2"], ["Orc Deathbringer#1"]), turn=2,
                 piles=[_pile(19, 0, "orcs"), _pile(19, 0)])
    state.apply(f"play card={card(state, 2, 'Orc Deathbringer')}")
    state.apply("place square=c4r4")
    assert state.is_terminal and state.returns() == [0.0, 0.0]
    assert "draw" in log(state)[-1]


def test_short_game_ten_cards() -> None:
    """Other Victory Conditions: the shorter game is won with 10 cards."""
    state = _kill_one_more(_pile(9, 0), opt_victory="short")
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    state.apply("place square=c4r4")
    assert state.is_terminal and state.winner == 1


def test_until_cannot_play_ignores_card_counts() -> None:
    """Other Victory Conditions: playing until a player cannot play; 20 cards do not end it,
    the player who cannot place a card loses."""
    state = _kill_one_more(_pile(19, 0), opt_victory="until-cannot-play", decks=[[], ["Orc Butcher"]])
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    state.apply("place square=c4r4")
    assert len(state.piles[1]) == 20 and not state.is_terminal
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    while not state.is_terminal and state.current_player == 0:
        state.apply(state.legal_actions()[0])
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert "cannot play a card and loses" in log(state)[-1]


def test_turn_limit_decides_on_piles() -> None:
    """Ruling: at the turn limit the larger victory pile wins."""
    state = make([("c1r1", 1, "Dwarf Slugger#1"), ("c6r6", 2, "Orc Butcher")], (["Dwarf Slugger#2"], ["Goblin Spikeman#1"]),
                 turn=2, turns=9, opt_turn_limit=10, piles=[[], ["Dwarf Slugger#3"]])
    state.apply(f"play card={card(state, 2, 'Goblin Spikeman')}")
    state.apply("place square=c7r5")
    draw_until_turn_ends(state)
    assert state.is_terminal and state.winner == 1 and "turn limit 10" in log(state)[-1]


def test_turn_without_deployment_still_has_ranged_fire() -> None:
    """Ranged Combat Situations: ranged units may fire whenever their controller takes a turn,
    so a turn whose Deployment is skipped (empty hand, ruling 20) still has its Elimination
    with the ranged fire (ruling 29); the kill counts and the Catapult stays (condition 3)."""
    board = [("c4r5", 2, "Orc Catapult"), ("c3r3", 1, "Dwarf Slugger#1")]
    state = make(board, (["Krod Klouthammer"], []), turn=2, decks=[["Dwarf Slugger#2"], []])
    assert state.turn_player == 1 and state.placed_card == -1
    assert texts(state) == ["fire unit=c4r5 target=c3r3", "hold unit=c4r5"]
    state.apply("fire unit=c4r5 target=c3r3")
    assert names(state, state.piles[1]) == ["Dwarf Slugger"]
    assert state.current_player == 0 and state.hands[1] == [] and state.idle_turns == 0


def test_stuck_battle_ends_on_the_victory_piles() -> None:
    """Ruling 28 ("Until the Bitter End" cannot be reached): when a turn in which nothing could
    happen (no card to place or take, no unit able to fire) follows another such turn, the
    position would repeat for ever; the larger victory pile wins, equal piles draw."""
    state = make([], ([], []), turn=2, decks=[[], []], piles=[[], ["Dwarf Slugger#3"]])
    assert state.is_terminal and state.turns == 2 and state.winner == 1
    assert state.over_reason == ("neither player can place a card, fire or take a card: the battle is stuck: "
                                 "victory piles 0 to 1")
    even = make([], ([], []), turn=2, decks=[[], []])
    assert even.is_terminal and even.returns() == [0.0, 0.0]


def test_one_idle_turn_does_not_end_the_battle() -> None:
    """Ruling 28: one player's idle turn alone ends nothing; the opponent may still act, and
    any action resets the count."""
    state = make([("c1r1", 1, "Dwarf Slugger#1")], (["Dwarf Slugger#2"], []), turn=2, decks=[[], []])
    assert not state.is_terminal and state.idle_turns == 1 and state.current_player == 0
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    # P1 placed and withdrew (the refill); P2 again has nothing: one idle turn, no end.
    assert not state.is_terminal and state.idle_turns == 1 and state.current_player == 0


def test_rules_version_2() -> None:
    """The refill (ruling 18), the skipped Deployment (ruling 20) and the stuck battle (ruling
    28) change what a seed and actions give: records of rules version 1 are not replayed."""
    assert load("lords-of-war").rules_version == 2

"""Set Up, the adventure turn, prestige, movement, Monster Race, Temple, Village, event cards,
trading and the game end (rulebook sections named in each test)."""

from __future__ import annotations

import pytest

from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError, OptionError
from meeple.games.lineage2.adventure import race_payout
from meeple.games.lineage2.content import HUNT, TEMPLE, VILLAGE
from meeple.games.lineage2.phases import ANSWER, END, MOVE, OVER, PRICE, START, VILLAGE_DRAW
from meeple.games.lineage2.trading import MAX_OFFERS, MAX_PRICE
from meeple.games.lineage2.turns import begin_turn
from meeple.games.lineage2.victory import check_end
from tests.lineage2.helpers import Dice, card_with_item, fresh, space_named


def test_setup_gives_every_player_the_starting_possessions() -> None:
    """Set Up: 10 adena, 5 mercenaries, 2 event cards, 3 VP, all tokens in the Starting
    Village; the piles are shuffled; the chosen first player begins, then clockwise."""
    for n in (2, 3, 4, 5):
        state = fresh(n, seed=n, first_player=n - 1)
        content = state.game.content
        assert state.adena == [10] * n and state.mercs == [5] * n and state.vp == [3] * n
        assert all(len(h) == 2 for h in state.hand) and len(state.deck) == 29 - 2 * n
        assert state.pos == [content.start] * n
        assert sorted(map(len, state.piles)) == [15, 18, 22]
        assert state.player == n - 1 and state.phase == START
        state.apply(Action("roll"))
        while state.phase != END:
            state.apply(state.legal_actions()[0])
        state.apply(Action("end"))
        assert state.player == 0  # clockwise: the seat after the last is seat 0


def test_player_count_and_options_are_checked() -> None:
    with pytest.raises(OptionError, match="2 to 5 players"):
        fresh(6)
    with pytest.raises(OptionError, match="first_player"):
        fresh(3, first_player=3)
    with pytest.raises(OptionError, match="rerolls"):
        fresh(3, rerolls="twice")


@pytest.mark.parametrize(("roll", "change"), [(1, -6), (4, 0), (8, 8)])
def test_monster_race_examples(roll: int, change: int) -> None:
    """Monster Race examples: a 1 pays (4 - 1) x 2 = 6, a 4 neither pays nor receives, an 8
    receives (8 - 4) x 2 = 8."""
    state = fresh()
    state.adena[0] = 10
    assert race_payout(state, 0, roll) == change and state.adena[0] == 10 + change


def test_monster_race_pays_what_you_have() -> None:
    """Ruling R1: a player who cannot pay in full pays all their adena."""
    state = fresh()
    state.adena[0] = 3
    assert race_payout(state, 0, 1) == -3 and state.adena[0] == 0


def test_temple_gives_ten_adena() -> None:
    """Temple: 10 adena from the bank."""
    state = fresh()
    content = state.game.content
    p = state.player
    temple = content.space_type.index(TEMPLE)
    state.pos[p] = next(s for s in range(len(content.space_name)) if temple in content.moves[s][2])
    state.rng = Dice(2)
    state.apply(Action("roll"))
    if state.phase == MOVE:
        state.apply(Action("move", to=temple))
    assert state.adena[p] == 20 and state.phase == END


def test_prestige_example_third_chip_gives_three_adena() -> None:
    """Prestige example: with 2 chips, the owner's turn places the 3rd and takes 3 adena."""
    state = fresh()
    state.owner[1] = 2
    state.prestige[1] = 2
    before = state.adena[2]
    begin_turn(state, 2)
    assert state.prestige[1] == 3 and state.adena[2] == before + 3


def test_prestige_example_seventh_chip_then_one_vp_and_no_adena() -> None:
    """Prestige example: the 7th chip pays 7 adena; the next turn returns the 7 chips and gives
    1 VP and no adena; the turn after places the first chip again for 1 adena."""
    state = fresh()
    state.owner[0] = 1
    state.prestige[0] = 6
    adena, vp = state.adena[1], state.vp[1]
    begin_turn(state, 1)
    assert state.prestige[0] == 7 and state.adena[1] == adena + 7
    begin_turn(state, 1)
    assert state.prestige[0] == 0 and state.adena[1] == adena + 7 and state.vp[1] == vp + 1
    begin_turn(state, 1)
    assert state.prestige[0] == 1 and state.adena[1] == adena + 8


def test_no_prestige_in_the_claiming_turn() -> None:
    """Prestige: the turn in which the castle is claimed gives nothing; the next one the 1st chip."""
    state = fresh()
    p = state.player
    content = state.game.content
    castle = content.castles[0]
    state.pos[p] = 32  # N1, one step from Gludio Castle
    state.rng = Dice(1)
    state.apply(Action("roll"))
    if state.phase == MOVE:
        state.apply(Action("move", to=castle))
    assert state.owner[0] == p and state.prestige[0] == 0
    adena = state.adena[p]
    for _ in range(4):
        state.phase = END
        state.apply(Action("end"))
        if state.player == p:
            break
    assert state.prestige[0] == 1 and state.adena[p] == adena + 1


def test_movement_is_exact_and_clockwise_on_the_ring() -> None:
    """Roll and move: exactly the number rolled; the ring is clockwise only (the movement legend)."""
    state = fresh()
    content = state.game.content
    p = state.player
    state.pos[p] = 18
    state.rng = Dice(3, 4)  # the roll, then the Monster Race die
    state.apply(Action("roll"))
    assert state.pos[p] == 21  # only one way: three spaces clockwise, to the Monster Race


def test_movement_potion_any_distance_from_the_roll_to_twice_it_in_any_direction() -> None:
    """Movement potion example: a roll of 4 lets the token move 4 to 8 spaces, any direction."""
    state = fresh()
    content = state.game.content
    p = state.player
    potion = card_with_item(content, "c_haste_potion")
    state.bag[p] = [potion]
    state.pos[p] = 18
    state.rng = Dice(4)
    state.apply(Action("roll"))
    assert state.phase == MOVE
    with_potion = {a["to"] for a in state.legal_actions() if a.get("potion") == potion}
    assert {14, 10, 22, 26} <= with_potion  # 4 and 8 spaces back (anticlockwise) and forward
    assert 17 not in with_potion and 20 not in with_potion  # 1 and 2 steps away
    state.apply(Action("move", to=14, potion=potion))
    assert state.pos[p] == 14 and potion not in state.bag[p]


def test_village_draws_a_card_and_allows_hiring_and_selling() -> None:
    """Village: draw an event card; hire mercenaries; sell items to the bank at fixed prices."""
    state = fresh()
    content = state.game.content
    p = state.player
    village = content.space_type.index(VILLAGE)
    state.pos[p] = village - 2
    axe = card_with_item(content, "c_hand_axe")
    state.bag[p] = [axe]
    state.rng = Dice(2)
    state.apply(Action("roll"))
    if state.phase == MOVE:
        state.apply(Action("move", to=village))
    assert len(state.hand[p]) == 3 and state.village_ok and state.phase == END
    state.apply(Action("sell", item=axe))
    assert state.adena[p] == 12 and axe in state.used_monsters
    state.apply(Action("hire", n=4))
    assert state.mercs[p] == 9 and state.adena[p] == 12 - 4 * state.game.hire_price
    assert Action("hire", n=13) not in state.legal_actions()


def test_hand_limit_of_five_discard_before_drawing() -> None:
    """Event cards, Note: with 5 cards a player may discard one before drawing a new one."""
    state = fresh()
    p = state.player
    state.hand[p] = state.deck[-5:]
    del state.deck[-5:]
    state.pos[p] = space_named(state, "Town of Giran")
    state.failed[p] = True
    state.apply(Action("stay"))
    assert state.phase == VILLAGE_DRAW
    out = state.hand[p][0]
    state.apply(Action("discard", card=out))
    assert len(state.hand[p]) == 5 and out not in state.hand[p] and state.discard[-1] == out


def test_after_a_failed_hunt_the_next_turn_may_skip_the_roll() -> None:
    """Hunting Fails: next turn the player may skip the roll and act in the village."""
    state = fresh()
    p = state.player
    assert Action("stay") not in state.legal_actions()
    state.failed[p] = True
    assert Action("stay") in state.legal_actions()
    state.apply(Action("stay"))
    assert state.village_ok and not state.failed[p]


def test_one_event_card_per_adventure_turn() -> None:
    """Event cards: one event card per adventure turn (quests count, ruling Q1)."""
    state = fresh()
    content = state.game.content
    p = state.player
    pouches = [e for e in content.event_ids if content.event_effect[e] == "adena"]
    state.hand[p] = list(pouches)
    assert Action("play", card=pouches[0]) in state.legal_actions()
    state.apply(Action("play", card=pouches[0]))
    assert state.adena[p] == 15
    assert not any(a.kind in ("play", "quest") for a in state.legal_actions())


def test_quest_scores_vp_and_uses_paid_monster_cards() -> None:
    """Quest cards: VP when fulfilled; Trophy Hunter hands in two paid monster cards."""
    state = fresh()
    content = state.game.content
    p = state.player
    trophy = next(e for e in content.event_ids if content.event_effect[e] == "trophies")
    state.hand[p] = [trophy]
    paid = [m for m in content.pile_cards[2] if content.reward_adena[m]][:2]
    state.paid[p] = [paid[0]]
    assert Action("quest", card=trophy) not in state.legal_actions()
    state.paid[p].append(paid[1])
    state.apply(Action("quest", card=trophy))
    assert state.vp[p] == 4 and state.paid[p] == [] and state.used_monsters[-2:] == paid


def test_siege_action_cards_are_not_played_in_an_adventure_turn() -> None:
    state = fresh()
    content = state.game.content
    p = state.player
    state.hand[p] = [e for e in content.event_ids if content.event_kind[e] == 1][:3]
    assert not any(a.kind == "play" for a in state.legal_actions())


def test_trading_is_an_offer_the_buyer_answers_out_of_turn() -> None:
    """Selling Items: the active player offers an item to another player at a price; the buyer
    accepts or declines; every price from 1 to the buyer's adena (at most 30) is legal; at most
    two offers a turn (rulings T1, T2)."""
    state = fresh()
    content = state.game.content
    p = state.player
    cap = card_with_item(content, "c_leather_cap")
    state.worn[p] = [cap]
    state.adena[1] = 7
    state.apply(Action("offer", item=cap, buyer=1))
    assert state.phase == PRICE and state.current_player == p
    assert [a["adena"] for a in state.legal_actions()] == list(range(1, 8))
    state.apply(Action("price", adena=4))
    assert state.phase == ANSWER and state.current_player == 1
    state.apply(Action("accept"))
    assert state.bag[1] == [cap] and state.worn[p] == [] and state.adena[1] == 3 and state.adena[p] == 14
    assert state.phase == START and state.current_player == p
    state.bag[p] = [card_with_item(content, "c_dagger")]
    state.adena[2] = 99
    state.apply(Action("offer", item=state.bag[p][0], buyer=2))
    assert len(state.legal_actions()) == MAX_PRICE
    state.apply(Action("price", adena=30))
    state.apply(Action("decline"))
    assert state.bag[p] and state.adena[2] == 99
    assert state.offers == MAX_OFFERS and not any(a.kind == "offer" for a in state.legal_actions())


def test_game_ends_at_ten_vp_zero_vp_or_no_monsters() -> None:
    """Game End Condition: 10 VP, a player with no VP, or no monster left to hunt."""
    state = fresh()
    state.vp[2] = 10
    assert check_end(state) and state.phase == OVER and state.returns() == [-1.0, -1.0, 1.0, -1.0]
    state = fresh()
    state.vp = [0, 4, 3, 4]
    state.adena = [9, 5, 50, 6]
    assert check_end(state) and state.returns() == [-1.0, -1.0, -1.0, 1.0]  # VP tie: most adena
    state = fresh()
    state.piles = [[], [], []]
    state.vp = [5, 5, 3, 3]
    state.adena = [4, 4, 1, 1]
    assert check_end(state) and state.returns() == [0.0, 0.0, -1.0, -1.0]  # still tied: shared


def test_bad_actions_are_refused_with_the_reason() -> None:
    state = fresh()
    with pytest.raises(IllegalActionError, match="roll"):
        state.apply(Action("hunt", pile="A"))
    assert state.phase == START


def test_hunting_grounds_are_the_most_common_space() -> None:
    content = fresh().game.content
    assert content.space_type.count(HUNT) == 36 and len(content.space_name) == 45


def test_nearest_village_tie_is_the_players_choice() -> None:
    """Ruling M3: the nearest village counts steps whatever the direction; a tie is the player's choice."""
    state = fresh()
    content = state.game.content
    p = state.player
    assert content.nearest_villages[7] == (3, 11)
    state.pos[p] = 7
    state.phase = "hunt"
    state.adena[p] = 0
    state.rng = Dice("XXXXX")
    state.apply(Action("hunt", pile="C"))
    assert state.phase == "retreat" and {a["to"] for a in state.legal_actions()} == {3, 11}
    state.apply(Action("retreat", to=11))
    assert state.pos[p] == 11 and state.phase == END


def test_a_player_may_own_several_castles() -> None:
    """Ruling B2: nothing forbids owning two castles; each one gets its prestige chip."""
    state = fresh()
    state.owner[0] = state.owner[2] = 1
    before = state.adena[1]
    begin_turn(state, 1)
    assert state.prestige[0] == state.prestige[2] == 1 and state.adena[1] == before + 2


def test_empty_event_deck_is_rebuilt_from_the_discards() -> None:
    """Ruling V2: an empty event deck is the shuffled discard pile."""
    state = fresh()
    p = state.player
    state.discard = list(state.deck)
    state.deck = []
    state.failed[p] = True
    state.apply(Action("stay"))
    assert len(state.hand[p]) == 3 and state.discard == [] and len(state.deck) == 29 - 9


def test_spokes_go_both_ways_but_never_straight_back() -> None:
    """Ruling M1: a walk on a spoke may go either way, never straight back onto the space it
    just left; leaving a spoke at its junction continues clockwise; the centre leads into
    every other spoke."""
    moves = fresh().game.content.moves
    assert moves[32][1] == (0, 33)  # N1: out to the ring or on to Gludio Castle
    assert moves[32][2] == (1, 34)  # not back to N1; from O0 only clockwise
    assert moves[44][1] == (34, 37, 40, 43)  # the centre: every spoke
    assert moves[43][2] == (34, 37, 40, 41)  # W3: via the centre into another spoke, or out to W1; never back


def test_the_bag_holds_any_number_of_items() -> None:
    """Ruling I1: the bag is unlimited: a won item goes into it however many are there."""
    from meeple.games.lineage2.content import HUNT as HUNT_SPACE
    from tests.lineage2.helpers import on_top

    state = fresh()
    content = state.game.content
    p = state.player
    items = [m for m in range(55) if content.reward_item[m] >= 0]
    prize = next(m for m in items if content.monster_pile[m] == 2)
    state.bag[p] = [m for m in items if m != prize][:12]
    for pile in state.piles:
        for m in state.bag[p]:
            if m in pile:
                pile.remove(m)
    on_top(state, prize)
    state.pos[p] = content.space_type.index(HUNT_SPACE)
    state.phase = "hunt"
    state.rng = Dice("*****")
    state.apply(Action("hunt", pile="C"))
    assert len(state.bag[p]) == 13 and prize in state.bag[p]

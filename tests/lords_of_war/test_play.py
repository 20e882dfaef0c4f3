"""Whole games, the greedy agent, evaluation, rendering from a View and action descriptions."""

from __future__ import annotations

import random

from meeple.agents import make_agent
from meeple.core.actions import Action
from meeple.core.registry import load
from meeple.core.table import Table
from meeple.games.lords_of_war import summary
from tests.lords_of_war.conftest import make, render, rulebook_position, step, view


def test_random_games_terminate_with_results() -> None:
    game = load("lords-of-war")
    rng = random.Random(7)
    for seed in range(20):
        state = game.new_initial_state(seed)
        while not state.is_terminal:
            assert -1.0 <= state.evaluate()[0] <= 1.0
            state.apply_legal(rng.choice(state.legal_actions()))
        assert state.returns() in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])


def test_greedy_takes_the_killing_square() -> None:
    """GREEDY: one-ply best material outcome. Player 2's rear-facing Deathbringer (SE3 S5 SW3)
    kills the Marauder with its 5 from behind, where the Marauder has no arrow to strike back."""
    state = make([("c4r3", 1, "Dwarf Marauder#1")], (["Krod Klouthammer"], ["Orc Deathbringer#2", "Goblin Shanker#1"]),
                 turn=2)
    agent = make_agent("greedy", state.game, seed=1)
    play = step(agent, state)
    state.apply(play)
    place = step(agent, state)
    state.apply(place)
    assert (play.text(), place.text()) == ("play card=orcs-27", "place square=c4r2")
    assert state.piles[1] and not state.piles[0]


def test_greedy_fires_at_what_it_can_kill() -> None:
    state = rulebook_position("combined_attack")
    agent = make_agent("greedy", state.game, seed=3)
    state.apply("play card=orcs-15")
    state.apply("place square=c5r5")
    assert step(agent, state).text() == "fire unit=c5r5 target=c4r3"


def test_greedy_beats_random_mostly() -> None:
    """GREEDY decides from its seat's view and determinizations only, and still wins."""
    game = load("lords-of-war")
    wins = 0
    for seed in range(6):
        greedy_seat = seed % 2
        agents = {greedy_seat: make_agent("greedy", game, seed=seed), 1 - greedy_seat: make_agent("random", game, seed=seed)}
        table = Table(game, seed)
        while not table.is_terminal:
            (seat,) = table.acting()
            seen = table.view(seat)
            table.act(seat, agents[seat].step(seen, table.sampler(seat)), position=seen.position)
        wins += table.returns()[greedy_seat] > 0
    assert wins >= 5


def test_evaluate_favours_the_player_ahead() -> None:
    state = make([("c1r1", 1, "Dwarf Slugger#1"), ("c6r6", 2, "Orc Butcher")], (["Dwarf Slugger#2"], ["Goblin Spikeman#1"]),
                 turn=2, piles=[[], ["Krod Klouthammer", "Gordona Ironhelm", "Dwarf Dowager"]])
    value = state.evaluate()
    assert value[1] > 0 > value[0] and value[0] == -value[1]


def test_render_grid_hands_piles_turn() -> None:
    """render(viewer): the 7 x 6 map with arrows and defense, only the viewer's hand."""
    state = rulebook_position("one_against_one")
    text = render(state, 0)
    marauder = next(u for u in state.observation(0)["board"] if "Marauder" in u["name"])
    assert f"[{marauder['defense']}]" in text and "r6" in text and "c7" in text and "Player 1's edge" in text
    assert " your hand (" in text and "Deathbringer" not in text.split("P2 orcs")[1]
    assert "Turn 1, P2's: P2 to play a card" in text
    spectator = render(state, None)
    assert "your hand" not in spectator and "Deathbringer" not in spectator
    assert "known: Klouthammer" in spectator  # the general, known to all


def test_the_screen_fits_80_x_24_with_the_events_and_choices() -> None:
    """The map is 21 lines of at most 44 columns (so 35 columns stay beside it on an 80-column
    terminal), and what follows it is short enough for that column."""
    state = rulebook_position("one_against_one")
    for seat in (0, 1, None):
        lines = render(state, seat).splitlines()
        assert max(len(line) for line in lines[:21]) <= 44
        assert "Player" in lines[20] and all(len(line) <= 38 for line in lines[21:]), lines[21:]
    assert summary.MIN_SIZE == (80, 24)


def test_render_shows_the_viewers_hand_cards_with_their_arrows() -> None:
    """A human choosing a card must see what each hand card does: its arrows as they will lie
    on the map as that player sees it (N = up on their screen), defense and shot. Player 2
    sees the map turned, so their cards read as printed."""
    state = rulebook_position("one_against_one")
    p1 = render(state, 0)
    assert " Klouthammer N5 W3 NW4 d7" in p1
    p2 = render(state, 1)
    assert " Deathbringer N5 NE3 NW3 d2" in p2
    assert "Deathbringer N" not in p1  # the opponent's hand stays hidden


def test_render_without_limits() -> None:
    state = make([("c0r9", 1, "Dwarf Slugger#1")], (["Dwarf Slugger#2"], []), turn=1, opt_battle_map=False)
    assert "[" in render(state, 0) and "r9" in render(state, 0)


def test_evaluate_counts_a_doomed_unit_as_eliminated() -> None:
    """Search evaluation (docs/agents.md): a unit whose incoming damage already exceeds its
    defense ("Phase 2 - Elimination") counts as lost before the elimination is resolved."""
    hands = (["Dwarf Slugger#2"], ["Goblin Spikeman#1"])
    apart = make([("c3r3", 1, "Dwarf Slugger#1"), ("c6r6", 2, "Orc Butcher")], hands, turn=2)
    doomed = make([("c3r3", 1, "Dwarf Slugger#1"), ("c3r4", 2, "Orc Butcher")], hands, turn=2)
    assert doomed.evaluate()[1] > apart.evaluate()[1] + 0.05


def test_player_2_sees_the_map_from_their_side() -> None:
    """Setup: the map lies between the players, each at their own edge ("Setup: The Basic
    Game"); Player 2's view is turned 180 degrees, with the arrows turned with it."""
    state = rulebook_position("one_against_one")
    p1 = render(state, 0).splitlines()[:21]
    p2 = render(state, 1).splitlines()[:21]
    assert "Player 2's edge" in p1[0] and "Player 1's edge" in p1[-1]
    assert "Player 1's edge" in p2[0] and "Player 2's edge" in p2[-1]
    assert p1[-2].split() == [f"c{c}" for c in range(1, 8)]
    assert p2[-2].split() == [f"c{c}" for c in range(7, 0, -1)]
    assert render(state, None).splitlines()[:21] == p1


def test_render_is_drawn_from_the_view_alone() -> None:
    """Game.render reads only the View: the same observation gives the same screen, even with
    the state's hidden cards changed behind it (a determinization of the viewer's information
    set), and a saved view's JSON holds all the screen is drawn from."""
    state = rulebook_position("one_against_one")
    for seat in (0, 1, None):
        screen = render(state, seat)
        if seat is not None:
            other = state.determinize(seat, random.Random(3))
            assert render(other, seat) == screen
        seen = view(state, seat)
        assert seen.game.render(seen) == screen


def test_render_shows_a_finished_game() -> None:
    state = load("lords-of-war").new_initial_state(4)
    rng = random.Random(4)
    while not state.is_terminal:
        state.apply_legal(rng.choice(state.legal_actions()))
    assert "Game over: " + state.over_reason in render(state, 0)


def test_describe_action_in_words() -> None:
    """describe_action tells a person what an action does, from the acting seat's observation:
    the card's class, rank, arrows (as the seat reads them) and values, the units a placement
    strikes, the target of a shot."""
    state = rulebook_position("one_against_one")
    game = state.game
    obs = state.observation(1)
    assert game.describe_action(Action.parse("play card=orcs-25"), obs) == (
        "Orc Deathbringer (berserker regular, arrows N5 NE3 NW3, defense 2)")
    state.apply("play card=orcs-25")
    obs = state.observation(1)
    assert game.describe_action(Action.parse("place square=c4r4"), obs) == (
        "place Orc Deathbringer on c4r4, striking Dwarf Marauder on c4r3 for 5 (defense 4), "
        "Dwarf Slugger on c5r3 for 3 (defense 3)")
    fire = rulebook_position("ranged_attack")
    fire.apply("play card=orcs-15")
    fire.apply("place square=c4r5")
    described = dict(view(fire, 1).described)
    assert described[Action.parse("fire unit=c4r5 target=c3r3")] == (
        "Orc Catapult on c4r5 fires at Dwarf Slugger on c3r3 (shot 4, defense 3)")
    assert described[Action.parse("hold unit=c4r5")] == "Orc Catapult on c4r5 holds its fire"
    assert game.describe_action(Action.parse("draw"), obs) == "draw the top card of your army deck (" + \
        str(len(state.decks[1])) + " left)"

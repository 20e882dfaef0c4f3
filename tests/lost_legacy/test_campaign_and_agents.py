"""Campaign Games (Optional Rules) as one state running a sequence of games; the greedy agent."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.agents import make_agent
from meeple.core.table import Table
from meeple.games.lost_legacy.turn import campaign_target
from tests.lost_legacy.helpers import decide, play


@pytest.mark.parametrize(("players", "tokens"), [(2, 7), (3, 5), (4, 4), (5, 2), (6, 2)])
def test_campaign_tokens_by_player_count(players: int, tokens: int) -> None:
    assert campaign_target(players) == tokens


def _campaign(players=2, **data):
    game = meeple.load("lost-legacy", players=players, campaign=True)
    return game.state_from_json(data)


def test_campaign_winner_gets_a_token_and_starts_the_next_game() -> None:
    s = _campaign(hands=[["medusa", "vision"], ["prince"]], draw_pile=["miasma"], ruins=["quicksand"],
                  campaign={"tokens": [0, 3], "game": 4})
    play(s, "play card=medusa")
    assert not s.is_terminal
    assert s.tokens == [0, 4] and s.game_no == 5
    assert s.turn_player == 1 and s.first_player == 1 and all(s.alive)
    assert len(s.deck) == 16 - 1 - 2 - 1


def test_campaign_ends_when_a_player_reaches_the_target() -> None:
    s = _campaign(hands=[["medusa", "vision"], ["prince"]], draw_pile=["miasma"], ruins=["quicksand"],
                  campaign={"tokens": [2, 6]})
    play(s, "play card=medusa")
    assert s.is_terminal and s.campaign_winners == [1] and s.returns() == [-1.0, 1.0]


def test_campaign_game_without_a_winner_passes_the_start_clockwise() -> None:
    """Ruling R2/R21: nobody gains a token; the player left of the previous first player starts."""
    s = _campaign(players=3, phase="investigate", draw_pile=[], hands=[["prince"], ["vision"], ["quicksand"]],
                  ruins=["vorpal-sword"], first_player=2)
    play(s, "investigate player=1", "investigate player=0", "investigate player=2")
    assert s.tokens == [0, 0, 0] and s.first_player == 0 and s.game_no == 2


def test_shared_campaign_win() -> None:
    game = meeple.load("lost-legacy", deck="whitegold-spire", players=3, campaign=True)
    s = game.state_from_json({
        "phase": "investigate", "draw_pile": [], "hands": [["false-gold"], ["false-gold"], ["whitegold-spire"]],
        "discards": [["taxes", "guard"], ["taxes", "guard"], ["income"]], "ruins": ["alchemist"],
        "campaign": {"tokens": [4, 4, 0]},
    })
    play(s, "investigate ruins=0")
    assert s.is_terminal and s.campaign_winners == [0, 1] and s.returns() == [1.0, 1.0, -1.0]


def test_campaign_playout_ends() -> None:
    game = meeple.load("lost-legacy", players=4, campaign=True)
    s = game.new_initial_state(5)
    rng = random.Random(5)
    while not s.is_terminal:
        s.apply_legal(rng.choice(s.legal_actions()))
    assert max(s.tokens) == 4 and s.game_no >= 4


# ----------------------------------------------------------------------------- greedy
def _match(deck: str, games: int) -> float:
    """Greedy's win rate against random, seats alternating, played through a Table."""
    game = meeple.load("lost-legacy", deck=deck)
    wins = 0
    for i in range(games):
        seat = i % 2
        agents = [make_agent("greedy" if p == seat else "random", game, seed=i * 7 + p) for p in range(2)]
        t = Table(game, seed=i)
        while not t.is_terminal:
            (p,) = t.acting()
            view = t.view(p)
            t.act(p, agents[p].step(view, t.sampler(p)), position=view.position)
        wins += t.returns()[seat] > 0
    return wins / games


@pytest.mark.parametrize("deck", ["vorpal-sword", "whitegold-spire", "the-starship", "flying-garden"])
def test_greedy_beats_random(deck: str) -> None:
    assert _match(deck, 150) > 0.55


def test_greedy_investigates_where_it_saw_the_lost_legacy() -> None:
    game = meeple.load("lost-legacy", players=2)
    s = game.state_from_json({"phase": "investigate", "draw_pile": [], "hands": [["prince"], ["vision"]],
                              "ruins": ["miasma", "vorpal-sword", "quicksand"], "knowledge": {"0": ["ruins:1"]}})
    agent = make_agent("greedy", game, seed=1)
    assert decide(agent, s).text() == "investigate ruins=1"


def test_greedy_parks_medusa_with_quicksand_and_never_plays_her_by_choice() -> None:
    game = meeple.load("lost-legacy", players=2)
    agent = make_agent("greedy", game, seed=1)
    s = game.state_from_json({"hands": [["medusa", "quicksand"], ["vision"]], "draw_pile": ["prince"],
                              "ruins": ["miasma"]})
    assert decide(agent, s).text() == "play card=quicksand"
    s = game.state_from_json({"hands": [["quicksand", "vision"], ["prince"]], "draw_pile": ["medusa", "miasma"],
                              "ruins": ["intrusion"]})
    s.apply("play card=quicksand")
    assert decide(agent, s).text() == "park"


def test_greedy_plays_the_vorpal_sword_with_a_low_card_and_keeps_it_with_a_high_one() -> None:
    """With Medusa (1) left, almost any card the opponent holds is higher: the comparison wins."""
    game = meeple.load("lost-legacy", players=2)
    agent = make_agent("greedy", game, seed=1)
    s = game.state_from_json({"hands": [["medusa", "vorpal-sword"], ["vision"]], "draw_pile": ["prince", "miasma"],
                              "ruins": ["quicksand"]})
    assert decide(agent, s).text() == "play card=vorpal-sword"
    s = game.state_from_json({"hands": [["intrusion", "vorpal-sword"], ["vision"]], "draw_pile": ["prince"],
                              "ruins": ["quicksand"]})
    assert decide(agent, s).text() == "play card=intrusion"


def test_greedy_decides_from_its_information_set_only() -> None:
    """Two positions that differ only in what player 0 cannot see get the same choice from the
    same agent seed: the greedy never reads the true hidden cards."""
    game = meeple.load("lost-legacy", players=2)
    base = {"hands": [["vorpal-sword", "intrusion"], ["vision"]], "draw_pile": ["prince", "miasma", "quicksand"],
            "ruins": ["medusa"]}
    other = dict(base, hands=[["vorpal-sword", "intrusion"], ["miasma"]], draw_pile=["prince", "vision", "quicksand"])
    for seed in range(5):
        a = decide(make_agent("greedy", game, seed=seed), game.state_from_json(base))
        b = decide(make_agent("greedy", game, seed=seed), game.state_from_json(other))
        assert a == b

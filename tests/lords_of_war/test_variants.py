"""Berserker mods and Combat Without Limits (rulebook "What's Next?")."""

from __future__ import annotations

from meeple.core.registry import load
from tests.lords_of_war.conftest import card, draw_until_turn_ends, log, make, names, texts


def _deathbringer_kills_dowager(mod: str, extra_board=()):
    board = [("c4r3", 1, "Dwarf Dowager#2"), *extra_board]
    state = make(board, (["Krod Klouthammer"], ["Orc Deathbringer#1"]), turn=2, opt_berserker_mod=mod)
    state.apply(f"play card={card(state, 2, 'Orc Deathbringer')}")
    state.apply("place square=c4r4")
    return state


def test_raging_berserker_may_move_into_vacated_square() -> None:
    """Raging Berserkers: a berserker that eliminated an enemy may move onto its square."""
    state = _deathbringer_kills_dowager("raging")
    assert texts(state) == ["advance unit=c4r4 square=c4r3", "stay unit=c4r4"]
    state.apply("advance unit=c4r4 square=c4r3")
    assert names(state, [state.board[sq] for sq in state.board]) == ["Orc Deathbringer"]
    assert state.to_json()["board"][0]["square"] == "c4r3"
    assert "rages forward from c4r4 to c4r3" in log(state)[-2] or any("rages forward" in x for x in log(state))


def test_raging_berserker_may_stay() -> None:
    state = _deathbringer_kills_dowager("raging")
    state.apply("stay unit=c4r4")
    assert state.to_json()["board"][0]["square"] == "c4r4"


def test_raging_berserker_engaged_cannot_move() -> None:
    """Raging Berserkers: only a berserker not engaged in combat may move."""
    state = _deathbringer_kills_dowager("raging", [("c3r4", 1, "Dwarf Impaler#2")])
    assert all(not t.startswith(("advance", "stay")) for t in texts(state))


def test_raging_berserker_of_the_opponent_decides_out_of_turn() -> None:
    """Raging Berserkers: a berserker that kills on the opponent's turn also may move; its
    owner decides (current_player is then not the player whose turn it is)."""
    board = [("c3r3", 1, "Dwarf Berserker#1"), ("c5r3", 1, "Dwarf Slugger#1")]
    state = make(board, (["Krod Klouthammer"], ["Goblin Shanker#4"]), turn=2, opt_berserker_mod="raging")
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    state.apply("place square=c4r4")
    assert state.current_player == 0 and state.turn_player == 1
    assert texts(state) == ["advance unit=c3r3 square=c4r4", "stay unit=c3r3"]


def test_no_raging_without_the_mod() -> None:
    state = _deathbringer_kills_dowager("none")
    assert all(not t.startswith(("advance", "stay")) for t in texts(state))


def test_kamikaze_berserker_dies_at_end_of_turn() -> None:
    """Kamikaze Berserkers: a berserker dies at the end of the turn it was played; it goes
    to the opponent's victory pile."""
    state = _deathbringer_kills_dowager("kamikaze")
    assert state.current_player == 0  # P2's turn ended (automatic draw)
    assert names(state, state.piles[0]) == ["Orc Deathbringer"]
    assert any("dies at the end of the turn (kamikaze)" in line for line in log(state))
    assert state.board == {}


def test_support_tokens_add_defense() -> None:
    """Support for Berserkers: each turn a berserker stays on the map it gains a token worth
    +1 defense (a Deathbringer with 1 token survives 3 damage)."""
    board = [("c6r6", 2, "Orc Deathbringer#1"), ("c1r1", 1, "Dwarf Slugger#1")]
    state = make(board, (["Krod Klouthammer"], ["Goblin Spikeman#1"]), turn=2, opt_berserker_mod="support")
    state.apply(f"play card={card(state, 2, 'Goblin Spikeman')}")
    state.apply("place square=c7r5")
    draw_until_turn_ends(state)
    assert state.to_json()["board"][-1]["tokens"] == 1
    board = [("c4r4", 2, "Orc Deathbringer#2")]
    state = make(board, (["Dwarf Slugger#1"], []), turn=1, opt_berserker_mod="support")
    data = state.to_json()
    data["board"][0]["tokens"] = 1
    state = state.game.state_from_json(data)
    state.apply(f"play card={card(state, 1, 'Dwarf Slugger')}")
    state.apply("place square=c4r3")  # Slugger N3 onto the Deathbringer: 3 is not > 2 + 1
    assert state.piles[0] == []


def test_support_tokens_lost_on_withdrawal() -> None:
    """Support for Berserkers: a withdrawn berserker loses its tokens."""
    board = [("c6r6", 2, "Orc Deathbringer#1"), ("c1r1", 1, "Dwarf Slugger#1")]
    state = make(board, (["Krod Klouthammer"], ["Goblin Spikeman#1"]), turn=2, opt_berserker_mod="support")
    data = state.to_json()
    data["board"][1]["tokens"] = 3
    state = state.game.state_from_json(data)
    state.apply(f"play card={card(state, 2, 'Goblin Spikeman')}")
    state.apply("place square=c7r5")
    state.apply("withdraw square=c6r6")
    assert state.tokens == {}


def test_random_games_finish_with_every_variant() -> None:
    import random

    for options in ({"berserker_mod": "raging"}, {"berserker_mod": "kamikaze"}, {"berserker_mod": "support"},
                    {"cavalry_rule": True}, {"battle_map": False}, {"victory": "until-cannot-play"},
                    {"armies": ["orcs", "dwarves"]}, {"armies": ["elves", "elves"]}):
        game = load("lords-of-war", **options)
        rng = random.Random(1)
        for seed in range(3):
            state = game.new_initial_state(seed)
            while not state.is_terminal:
                state.apply(rng.choice(state.legal_actions()))
            assert sum(len(p) for p in state.piles) > 0, options

"""Options and their errors (rulebook "Victory", "What's Next?"; reference §7, §8.1)."""

from __future__ import annotations

import pytest

from meeple.core.errors import OptionError
from meeple.core.registry import load


def test_defaults() -> None:
    game = load("lords-of-war")
    o = game.options
    assert o.armies == ("elves", "lizardmen")
    assert o.start_squares == ("c3r3", "c5r4")
    assert (o.victory, o.victory_cards, o.victory_commands) == ("standard", 20, 4)
    assert (o.berserker_mod, o.cavalry_rule, o.battle_map) == ("none", False, True)
    assert game.goal == (20, 4)


def test_short_victory_preset() -> None:
    """Other Victory Conditions: the shorter game is 10 cards or 3 command cards."""
    assert load("lords-of-war", victory="short").goal == (10, 3)
    assert load("lords-of-war", victory="until-cannot-play").goal is None
    assert load("lords-of-war", victory_cards=12, victory_commands=2).goal == (12, 2)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"armies": ["elves", "goblins"]}, "armies"),
        ({"start_squares": ["c3r3", "c9r1"]}, r"start square 2 c9r1 is off the battle map; columns are 1-7 and rows 1-6"),
        ({"start_squares": ["c3r3", "c3r3"]}, "start squares 1 and 2 must differ"),
        ({"start_squares": ["x", "c3r3"]}, "squares are named like 'c3r3'"),
        ({"victory": "short", "victory_cards": 8}, "victory=short fixes the goal at 10 cards or 3 command cards"),
        ({"victory_cards": 0}, "victory_cards"),
        ({"victory_commands": 7}, "victory_commands"),
        ({"berserker_mod": "frenzy"}, "berserker_mod"),
        ({"armies": ["personal", "elves"]}, "personal_army is not given"),
        ({"personal_army": ["Elven Archer"]}, "no player plays it"),
        ({"players": 3}, "exactly 2 players|2 to 2 players"),
        ({"colour": "red"}, "unknown option 'colour'"),
    ],
)
def test_bad_options_say_what_is_allowed(options: dict, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        load("lords-of-war", **options)


def test_start_squares_anywhere_without_battle_map() -> None:
    """Combat Without Limits: there is no map edge, so any start squares are allowed."""
    game = load("lords-of-war", battle_map=False, start_squares=["c0r0", "c2r-1"])
    assert game.battle_map.bounded is False

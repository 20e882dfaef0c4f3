"""Rulebook: Choosing a Character, Setup, The Turn."""

from __future__ import annotations

import pytest

from meeple.core.errors import OptionError
from meeple.games.ni_no_kuni.phases import PLACE
from tests.ni_no_kuni.helpers import fresh, game


@pytest.mark.parametrize(("players", "higgledies"), [(1, 2), (2, 4), (3, 3), (4, 4)])
def test_choosing_a_character_higgledies_per_player(players: int, higgledies: int) -> None:
    """Choosing a Character: 2 Higgledies per player with 1-2 players, 1 with 3-4."""
    g = game(players)
    assert g.member_kind.count("higgledy") == higgledies
    assert len(g.members) == players + higgledies
    for p in range(players):
        assert sum(1 for owner, kind, _ in g.members if owner == p and kind != "higgledy") == 1
    assert all(fight == (1, 1, 1) for _, kind, fight in g.members if kind == "higgledy")


@pytest.mark.parametrize(("players", "quests"), [(1, 4), (2, 6), (3, 8), (4, 8)])
def test_setup_quests_and_enemies_by_player_count(players: int, quests: int) -> None:
    """Setup: 4/6/8/8 quests, each with one enemy face up on it; five kingdom cards face up."""
    s = fresh(players)
    on_board = [x for x in s.game.slots if s.quest[x] >= 0]
    assert len(on_board) == quests
    assert all(s.enemy[x] >= 0 for x in on_board)
    assert not any(s.face_down)
    assert len(s.quest_deck) == 40 - quests and len(s.enemy_deck) == 34 - quests
    assert len(s.market) == 5 and len(s.kingdom_deck) == 14
    assert set(s.market) | set(s.kingdom_deck) == set(s.game.content.basic_cards)


def test_setup_starts_turn_one_with_the_adventure_phase() -> None:
    """The Turn: five turns of Adventure, Resource and Kingdom; turn tokens start at 1."""
    s = fresh(2)
    assert (s.turn, s.phase, s.cursor) == (1, PLACE, 0)
    assert s.inv == [0, 0, 0, 0, 0] and s.built == []


def test_upgrades_are_not_dealt_but_always_available() -> None:
    """Setup / Upgraded Kingdom Cards: the nine upgrades stay in their own pile, available as
    soon as the basic card is built."""
    s = fresh(2)
    assert s.available_upgrades() == []
    ranch = s.game.content.card_index["sleepy-ranch"]
    s.built.append(ranch)
    assert s.available_upgrades() == [s.game.content.card_upgrade[ranch]]


def test_characters_option() -> None:
    g = game(2, characters="evan,bracken")
    assert g.member_kind == ("evan", "higgledy", "higgledy", "bracken", "higgledy", "higgledy")
    with pytest.raises(OptionError, match="characters"):
        game(2, characters="evan")
    with pytest.raises(OptionError, match="characters"):
        game(2, characters="evan,mario")
    with pytest.raises(OptionError):
        game(2, boss="mausinger")


def test_same_seed_same_setup() -> None:
    assert fresh(3, seed=7).to_json() == fresh(3, seed=7).to_json()
    assert fresh(3, seed=7).to_json() != fresh(3, seed=8).to_json()

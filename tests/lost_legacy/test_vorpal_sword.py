"""The Vorpal Sword card (reference addendum: a public review of the Japanese edition): it can be
played; compare hand cards with another player, the higher card is eliminated (X highest); the
Sword then goes on top of the deck. Rulings 33-37 settle what the source leaves open; option
``vorpal_sword=unplayable`` keeps the series convention (rules version 1)."""

from __future__ import annotations

import json
import shutil

import pytest

import meeple
from meeple.core.actions import Action
from meeple.core.errors import DataError, OptionError
from meeple.games.lost_legacy.cards import DATA_DIR, SETS
from tests.lost_legacy.helpers import draw_pile, hand, legal, pile, play, position


def _sword(game):
    return game.card_of["vorpal-sword"]


def test_the_playable_reading_is_the_default_with_its_provenance() -> None:
    """Ruling 33: the addendum's evidence is the default data; the convention is an option."""
    game = meeple.load("lost-legacy")
    sword = _sword(game)
    assert game.options.vorpal_sword == "playable" and game.rules_version == 2
    assert sword.playable and sword.lost_legacy and sword.effect == "vorpal_sword"
    assert sword.record.provenance == "public-transcription" and sword.record.confidence == "low"
    assert "kakepuro.com/lost_legacy2" in sword.record.source
    old = _sword(meeple.load("lost-legacy", vorpal_sword="unplayable"))
    assert not old.playable and old.effect == "lost_legacy" and old.record.confidence == "medium"
    assert "convention" in old.record.source


def test_the_option_is_validated() -> None:
    with pytest.raises(OptionError, match="vorpal_sword") as err:
        meeple.load("lost-legacy", vorpal_sword="sometimes")
    assert "playable" in str(err.value) and "unplayable" in str(err.value)


def test_the_option_reaches_the_sword_in_a_megamix_and_a_custom_set() -> None:
    mix = meeple.load("lost-legacy", deck="vorpal-sword+the-starship", players=5, vorpal_sword="unplayable")
    assert not _sword(mix).playable
    custom = "medusa,general,shadow-thief,swordsman,vorpal-sword,old-map,search,assault,sneak-attack"
    assert _sword(meeple.load("lost-legacy", custom=custom)).playable


def test_a_data_file_without_the_requested_reading_is_a_data_error(tmp_path) -> None:
    for name in SETS.values():
        shutil.copy(DATA_DIR / name, tmp_path / name)
    path = tmp_path / "vorpal_sword.json"
    doc = json.loads(path.read_text())
    del doc["readings"]
    path.write_text(json.dumps(doc))
    assert _sword(meeple.load("lost-legacy", data_dir=str(tmp_path))).playable
    with pytest.raises(DataError, match="no reading 'unplayable'"):
        meeple.load("lost-legacy", data_dir=str(tmp_path), vorpal_sword="unplayable")


def test_a_playable_sword_needs_its_own_effect(tmp_path) -> None:
    for name in SETS.values():
        shutil.copy(DATA_DIR / name, tmp_path / name)
    path = tmp_path / "vorpal_sword.json"
    doc = json.loads(path.read_text())
    doc["records"][4]["effect"] = "lost_legacy"
    path.write_text(json.dumps(doc))
    with pytest.raises(DataError, match="cannot be played"):
        meeple.load("lost-legacy", data_dir=str(tmp_path))


# ----------------------------------------------------------------------------- the comparison
def test_the_higher_card_is_eliminated_and_the_sword_goes_on_top_of_the_deck() -> None:
    s = position(players=3, hands=[["vorpal-sword", "medusa"], ["vision"], ["intrusion"]],
                 draw_pile=["prince", "miasma"], ruins=["quicksand"])
    assert legal(s) == ["play card=medusa", "play card=vorpal-sword"]
    play(s, "play card=vorpal-sword")
    assert legal(s) == ["compare player=1", "compare player=2"]  # ruling 34: another player only
    play(s, "compare player=1")
    assert s.alive == [True, False, True] and pile(s, 1) == ["vision"]
    assert pile(s, 0) == []  # the Sword is not discarded
    assert s.turn_player == 2 and hand(s, 2) == ["intrusion", "vorpal-sword"]  # drawn from the top
    assert s.observation(0)["hands"][2] == [None, "vorpal-sword"]  # everyone saw where it went


def test_your_own_higher_card_eliminates_you() -> None:
    s = position(players=3, hands=[["vorpal-sword", "intrusion"], ["prince"], ["vision"]],
                 draw_pile=["miasma", "quicksand"], ruins=["medusa"])
    play(s, "play card=vorpal-sword", "compare player=1")
    assert s.alive == [False, True, True] and pile(s, 0) == ["intrusion"]
    assert s.turn_player == 1 and hand(s, 1) == ["prince", "vorpal-sword"]


def test_the_last_player_standing_wins_and_the_sword_is_still_placed() -> None:
    s = position(hands=[["vorpal-sword", "prince"], ["vision"]], draw_pile=["miasma"], ruins=["medusa"])
    play(s, "play card=vorpal-sword", "compare player=1")
    assert s.is_terminal and s.winners == [0]
    assert draw_pile(s) == ["vorpal-sword", "miasma"] and s.limbo == -1


@pytest.mark.parametrize(("mine", "theirs", "alive"), [
    ("prince", "miasma", [True, False]),   # X counts highest
    ("miasma", "intrusion", [False, True]),
])
def test_x_counts_as_the_highest(mine: str, theirs: str, alive: list[bool]) -> None:
    s = position(hands=[["vorpal-sword", mine], [theirs]], draw_pile=["quicksand", "vision"], ruins=["medusa"])
    play(s, "play card=vorpal-sword", "compare player=1")
    assert s.alive == alive


def test_a_tie_eliminates_nobody_and_the_next_player_may_not_play_the_sword() -> None:
    """Rulings 34 and 36: equal cards (two X included) eliminate nobody; the player who draws the
    tied Sword must play their other card, so two players cannot pass it back and forth for ever."""
    s = position(players=3, hands=[["vorpal-sword", "miasma"], ["miasma"], ["vision"]],
                 draw_pile=["prince", "quicksand", "intrusion"], ruins=["medusa"])
    play(s, "play card=vorpal-sword", "compare player=1")
    assert s.alive == [True, True, True] and any("nobody is eliminated" in e for e in s.events_for(None))
    assert s.turn_player == 1 and hand(s, 1) == ["miasma", "vorpal-sword"]
    assert legal(s) == ["play card=miasma"]
    assert "drawn after a tie" in s.explain_illegal(Action("play", card="vorpal-sword"))
    play(s, "play card=miasma")  # Miasma: every hand passes clockwise; the lock ends with the turn
    assert s.turn_player == 2 and not s.sword_tied
    assert hand(s, 2) == ["vorpal-sword", "prince"]
    assert "play card=vorpal-sword" in legal(s)


def test_comparing_is_not_a_look_that_fires_held_triggers() -> None:
    """Ruling 35: a Sneak Attack (X) compared loses as the highest card; it does not spring."""
    s = position("vorpal-sword+the-starship", players=3, hands=[["vorpal-sword", "prince"], ["sneak-attack"], ["search"]],
                 draw_pile=["assault", "general"], ruins=["medusa"])
    play(s, "play card=vorpal-sword", "compare player=1")
    assert s.alive == [True, False, True] and pile(s, 1) == ["sneak-attack"] and hand(s, 0) == ["prince"]


def test_the_two_players_see_each_others_cards_and_no_one_else_does() -> None:
    s = position(players=3, hands=[["vorpal-sword", "quicksand"], ["vision"], ["quicksand"]],
                 draw_pile=["prince", "miasma", "intrusion"], ruins=["medusa"])
    play(s, "play card=vorpal-sword", "compare player=2")  # a tie: player 1 draws the Sword
    assert s.observation(0)["hands"][2] == ["quicksand"]
    assert s.observation(2)["hands"][0] == ["quicksand"]
    assert s.observation(1)["hands"][0] == [None] and s.observation(None)["hands"][2] == [None]
    assert "P1 sees Quicksand (6) in P3's hand." in s.events_for(0)
    assert not any("Quicksand (6) in" in e for e in s.events_for(1) + s.events_for(None))


def test_a_sword_played_on_the_last_card_keeps_play_going() -> None:
    """Ruling 36: the Sword on top of an otherwise empty deck is a deck that is not empty; the
    next player draws it (as R6 for a Lost Legacy shuffled into an empty deck)."""
    s = position(players=3, hands=[["vorpal-sword", "prince"], ["vision"], ["intrusion"]], draw_pile=[],
                 ruins=["medusa"])
    play(s, "play card=vorpal-sword", "compare player=1")
    assert s.phase == "play" and s.turn_player == 2 and hand(s, 2) == ["intrusion", "vorpal-sword"]
    play(s, "play card=intrusion", "swap ruins=0")  # player 2 now holds Medusa; the deck is empty
    assert s.phase == "investigate" and s.investigators == [2, 0]  # Medusa (1), Prince (3)


def test_the_prince_plays_the_sword_from_the_ruins() -> None:
    s = position(players=3, hands=[["prince", "medusa"], ["vision"], ["intrusion"]],
                 draw_pile=["quicksand", "miasma"], ruins=["vorpal-sword"])
    play(s, "play card=prince", "take ruins=0")
    assert s.pending[0] == "vorpal_sword" and s.limbo >= 0
    play(s, "compare player=2")
    assert s.alive == [True, True, False] and hand(s, 1) == ["vision", "vorpal-sword"]  # from the top


def test_the_dreamreader_does_not_place_the_sword() -> None:
    """Ruling 37: a Lost Legacy never goes to the discards; holding the Sword, the Dreamreader
    places the card it took."""
    s = position(players=2, hands=[["dreamreader", "vorpal-sword"], ["miasma"]], discards=[["prince"], []],
                 draw_pile=["quicksand"], ruins=["intrusion"])
    play(s, "play card=dreamreader", "take player=0 index=0")
    assert legal(s) == ["place card=prince"]


def test_the_alchemist_places_the_sword_as_played() -> None:
    """Speed 5 is odd: the Alchemist applies it as though played (Alchemist clarification)."""
    s = position("vorpal-sword+whitegold-spire", players=2, hands=[["alchemist", "prince"], ["guard"]],
                 draw_pile=["vorpal-sword", "income"], ruins=["medusa"])
    play(s, "play card=alchemist", "place card=vorpal-sword")
    assert s.pending[0] == "vorpal_sword"
    play(s, "compare player=1")
    assert s.winners == [0]


def test_the_unplayable_reading_keeps_rules_version_one_behaviour() -> None:
    s = position(sword="unplayable", hands=[["vorpal-sword", "medusa"], ["vision"]], draw_pile=["prince"],
                 ruins=["quicksand"])
    assert legal(s) == ["play card=medusa"]

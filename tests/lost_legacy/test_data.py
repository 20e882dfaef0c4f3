"""Deck data files, their schema, and deck selection (issue: decks as data; rulebook: Card
Anatomy, Optional Rules - Megamix Set and Custom Set)."""

from __future__ import annotations

import json
import shutil

import pytest

import meeple
from meeple.core.errors import DataError, OptionError
from meeple.games.lost_legacy.cards import DATA_DIR, SETS, load_set


@pytest.mark.parametrize("key", list(SETS))
def test_every_set_has_the_rulebook_structure(key: str) -> None:
    """Custom Set: 1 card at each speed 1-5, 2 at 6, 3 each at 7, 8 and X: 16 cards, 9 distinct."""
    s = load_set(key)
    assert len(s.cards) == 9
    assert sum(c.copies for c in s.cards) == 16
    assert [c.speed_text for c in s.cards] == ["1", "2", "3", "4", "5", "6", "7", "8", "X"]
    assert [c.lost_legacy for c in s.cards].count(True) == 1


def test_provenance_marks_reconstructed_and_transcribed_sets() -> None:
    vorpal = meeple.load("lost-legacy").provenance()
    assert vorpal["reconstructed"] == 8 and vorpal["public-transcription"] == 1
    assert "Medusa" in vorpal["reconstructed_cards"]
    starship = meeple.load("lost-legacy", deck="the-starship").provenance()
    assert starship["public-transcription"] == 9 and starship["reconstructed"] == 0
    assert any("aglab" in src for src in starship["sources"])
    spire = meeple.load("lost-legacy", deck="whitegold-spire").provenance()
    assert spire["rulebook"] == 1 and spire["reconstructed"] == 8


def _copy_data(tmp_path):
    for name in SETS.values():
        shutil.copy(DATA_DIR / name, tmp_path / name)
    return tmp_path


def _edit(path, index, field, value):
    doc = json.loads(path.read_text())
    doc["records"][index][field] = value
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize(("field", "value", "words"), [
    ("speed", 9, "speed"),
    ("speed", "Y", "speed"),
    ("copies", 0, "copies"),
    ("effect", "teleport", "unknown effect id"),
    ("provenance", "hearsay", "provenance"),
])
def test_bad_record_raises_data_error_naming_file_record_field(tmp_path, field, value, words) -> None:
    data = _copy_data(tmp_path)
    _edit(data / "vorpal_sword.json", 1, field, value)
    with pytest.raises(DataError) as err:
        meeple.load("lost-legacy", data_dir=str(data))
    text = str(err.value)
    assert "vorpal_sword.json" in text and "record 1" in text and "'Dreamreader'" in text and words in text


def test_broken_set_structure_is_a_data_error(tmp_path) -> None:
    data = _copy_data(tmp_path)
    _edit(data / "vorpal_sword.json", 6, "copies", 2)  # Vision x2: speed 7 would hold 2 cards
    with pytest.raises(DataError, match="speed 7 has 2 card"):
        meeple.load("lost-legacy", data_dir=str(data))


def test_data_dir_supplies_a_users_own_transcription(tmp_path) -> None:
    data = _copy_data(tmp_path)
    _edit(data / "vorpal_sword.json", 5, "name", "Sinking Sand")
    _edit(data / "vorpal_sword.json", 5, "provenance", "public-transcription")
    _edit(data / "vorpal_sword.json", 5, "source", "my own copy")
    game = meeple.load("lost-legacy", data_dir=str(data))
    assert "Sinking Sand" in game.names
    assert "my own copy" in game.provenance()["sources"]


@pytest.mark.parametrize("folder", ["missing", "empty"])
def test_data_dir_without_deck_files_is_a_data_error(tmp_path, folder) -> None:
    """A mistyped or empty data_dir is refused rather than silently using the bundled decks."""
    path = tmp_path / folder
    if folder == "empty":
        path.mkdir()
    with pytest.raises(DataError, match="no deck files found"):
        meeple.load("lost-legacy", data_dir=str(path))


def test_megamix_has_31_cards_one_lost_legacy_and_up_to_six_players() -> None:
    """Megamix Set: all 16 cards of two sets, minus one Lost Legacy; up to six players."""
    game = meeple.load("lost-legacy", deck="vorpal-sword+whitegold-spire", players=6)
    assert game.deck.size == 31
    assert [c.name for c in game.deck.cards if c.lost_legacy] == ["Vorpal Sword"]
    assert not game.deck.scoring
    state = game.new_initial_state(3)
    assert len(state.deck) + len(state.ruins) + sum(len(h) for h in state.hands) == 31


def test_megamix_rules_follow_the_lost_legacy_left_in_the_deck() -> None:
    """Ruling R15: the second-named set's Lost Legacy is removed; a Whitegold Spire left in the
    deck brings the scoring rules."""
    game = meeple.load("lost-legacy", deck="whitegold-spire+vorpal-sword", players=3)
    assert game.deck.scoring
    assert [c.name for c in game.deck.cards if c.lost_legacy] == ["Whitegold Spire"]


def test_single_sets_play_two_to_four() -> None:
    with pytest.raises(OptionError, match="Megamix"):
        meeple.load("lost-legacy", players=5)
    with pytest.raises(OptionError):
        meeple.load("lost-legacy", players=1)


@pytest.mark.parametrize("deck", ["excalibur", "vorpal-sword+vorpal-sword", "vorpal-sword+the-starship+flying-garden"])
def test_bad_deck_names_are_option_errors(deck: str) -> None:
    with pytest.raises(OptionError, match="vorpal-sword"):
        meeple.load("lost-legacy", deck=deck)


CUSTOM = "medusa,black-market-dealer,shadow-thief,windcaller,vorpal-sword,income,vision,curse,sneak-attack"


def test_custom_set_from_four_sets() -> None:
    """Custom Set: one card at each speed 1-5 from any set, and each of 6-8 and X from one set."""
    game = meeple.load("lost-legacy", custom=CUSTOM, players=3)
    assert game.deck.size == 16 and game.deck.label == "custom"
    state = game.new_initial_state(0)
    assert not state.is_terminal


def test_custom_set_from_a_json_file(tmp_path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"cards": CUSTOM.split(",")}))
    assert meeple.load("lost-legacy", custom=str(path)).deck.size == 16


@pytest.mark.parametrize(("custom", "words"), [
    (CUSTOM.replace("windcaller", "street-performer,lord-of-rot"), "speed 4 has 2"),
    (CUSTOM.replace("vision", "vision,search"), "speed 7 has 6"),
    (CUSTOM.replace(",income", ""), "speed 6 has 0"),
    (CUSTOM.replace("medusa", "gorgon"), "unknown card id"),
])
def test_custom_set_speed_rules_are_checked_with_clear_errors(custom: str, words: str) -> None:
    with pytest.raises(OptionError, match=words):
        meeple.load("lost-legacy", custom=custom)


def test_every_effect_id_has_a_rule_and_every_decision_a_name() -> None:
    """The rule tables cover the data schema's effect ids, and the screen names every decision."""
    from meeple.games.lost_legacy.cards import EFFECTS
    from meeple.games.lost_legacy.render import DECISION_NAMES
    from meeple.games.lost_legacy.rules import DECISIONS
    from meeple.games.lost_legacy.rules import EFFECTS as STARTERS

    assert set(STARTERS) == EFFECTS
    assert set(DECISIONS) == set(DECISION_NAMES)

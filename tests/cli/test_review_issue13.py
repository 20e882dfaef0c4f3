"""Review of issue 13 (terminal play): what a second reading of the play screen found."""

from __future__ import annotations

import io

import meeple
from rich.console import Console

from meeple.cli.screen import PlayScreen


def _screen() -> PlayScreen:
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    return PlayScreen(console, meeple.load("lost-legacy", players=2))


def test_a_long_message_is_shown_whole_not_cut_at_the_edge() -> None:
    """A refusal ("Cannot take back: ...", "Could not read ...: ...; enter a number ...") is
    what tells the person what is allowed: it must not end in an ellipsis at column 80."""
    message = ("Cannot take back: your last choice was announced (it showed something to someone); "
               "enter a number from 1 to 2, an action's text or its description")
    screen = _screen()
    lines = screen.compose("Lost Legacy: P1 to decide", "board\n" * 12, ["an event"] * 8,
                           ["Play Quicksand", "Play Vision"], message, "P1, your choice: ", size=(80, 24))
    plain = [line.plain for line in lines]
    assert len(plain) == 24 and all(len(line) <= 80 for line in plain)
    assert " ".join(" ".join(plain).split()).count(message) == 1, "\n".join(plain)
    assert plain[-2] == "P1, your choice: "  # the prompt keeps its row, where the cursor is put
    assert "Choices:" in "\n".join(plain) and "1. Play Quicksand" in "\n".join(plain)


def test_without_a_message_the_layout_is_as_before() -> None:
    screen = _screen()
    lines = screen.compose("head", "board", ["an event"], ["a", "b"], "", "prompt", size=(80, 24))
    plain = [line.plain for line in lines]
    assert len(plain) == 24 and plain[-2] == "prompt" and plain[-1] == ""


def test_lost_legacy_rules_page_lists_every_card_of_the_deck_with_its_text() -> None:
    """A card seen only in someone's discards (or only rumoured to be in the deck) must be
    readable on request too: the ``r`` page lists the deck, with speeds, copies and texts."""
    from meeple.cli.screen import screen_info

    for deck in ("vorpal-sword", "the-starship"):
        game = meeple.load("lost-legacy", players=3, deck=deck)
        rules = screen_info(game).rules
        assert "investigation" in rules
        for card in game.deck.cards:
            line = next((line for line in rules.splitlines() if line.startswith(f"- {card.name} ({card.speed_text})")),
                        None)
            assert line is not None, (card.name, rules)
            assert f"x{card.copies}" in line and " ".join(card.text.split()) in line

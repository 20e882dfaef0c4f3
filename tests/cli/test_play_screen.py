"""The play screen on a real terminal: ``meeple play`` driven through tmux, its screen read back.

Skipped when tmux is not installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


class Terminal:
    """``meeple COMMAND`` in a detached tmux session of ``cols`` x ``rows`` on a tmux server of
    its own (no user configuration, nothing shared with other tests or a user's tmux)."""

    def __init__(self, command: str, cols: int, rows: int, tmp: Path, env: str = "") -> None:
        self.name = f"meeple-{uuid.uuid4().hex[:8]}"
        self.tmux = ["tmux", "-L", self.name, "-f", "/dev/null"]
        env = f"MEEPLE_DB={tmp / 'g.sqlite3'} TERM=xterm-256color {env}"
        subprocess.run([*self.tmux, "new-session", "-d", "-s", self.name, "-x", str(cols), "-y", str(rows),
                        f"cd {ROOT} && {env} {sys.executable} -m meeple {command}; sleep 30"], check=True)
        size = subprocess.run([*self.tmux, "display-message", "-p", "-t", self.name,
                               "#{window_width}x#{window_height}"], capture_output=True, text=True).stdout.strip()
        if size != f"{cols}x{rows}":  # some tmux servers keep their own default size for detached sessions
            self.close()
            pytest.skip(f"tmux gave a {size} window, not the {cols}x{rows} this test needs")

    def screen(self, history: bool = False) -> str:
        args = [*self.tmux, "capture-pane", "-p", "-t", self.name] + (["-S", "-200"] if history else [])
        return subprocess.run(args, capture_output=True, text=True, check=True).stdout

    def wait_for(self, text: str, limit: float = 90.0) -> str:
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            screen = self.screen()
            if text in screen:
                return screen
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen:\n{self.screen()}")

    def wait_for_prompt(self, old: str, limit: float = 90.0) -> str:
        """The screen once it differs from ``old`` and ends in a fresh prompt, nothing typed at
        it yet (a screen caught while it is being redrawn still shows the old prompt with the
        keys typed at it)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            screen = self.screen()
            if screen != old and any(line.rstrip().endswith("q quit):") for line in screen.splitlines()):
                return screen
            time.sleep(0.2)
        raise AssertionError(f"no new prompt appeared; the screen:\n{self.screen()}")

    def type(self, keys: str) -> None:
        subprocess.run([*self.tmux, "send-keys", "-t", self.name, keys, "Enter"], check=True)

    def close(self) -> None:
        subprocess.run([*self.tmux, "kill-server"], capture_output=True)


@pytest.fixture
def terminal(tmp_path: Path):
    opened: list[Terminal] = []

    def open_(command: str, cols: int = 80, rows: int = 24, env: str = "") -> Terminal:
        opened.append(Terminal(command, cols, rows, tmp_path, env))
        return opened[-1]

    yield open_
    for t in opened:
        t.close()


def test_lost_legacy_fits_80x24_with_board_hand_events_and_choices_at_once(terminal) -> None:
    t = terminal("play lost-legacy --players human,greedy --seed 3")
    screen = t.wait_for("your choice")
    lines = screen.splitlines()
    assert len(lines) <= 24
    for part in ("P1 to decide", "Your cards:", "Recent events:", "Choices:", "1. Play", "P1, your choice"):
        assert part in screen, screen
    t.type("2")
    screen = t.wait_for("Look at")
    assert "Vision" in screen and screen.splitlines()[0].startswith("Lost Legacy")
    # redrawn in place: no earlier screen was printed into the scrollback
    assert t.screen(history=True).count("Choices:") == 1


def test_the_rules_summary_is_a_key_away(terminal) -> None:
    t = terminal("play lost-legacy --players human,greedy --seed 3")
    t.wait_for("your choice")
    t.type("r")
    screen = t.wait_for("rules summary")
    assert "Lost Legacy" in screen and "investigation" in screen.lower()
    assert "Enter: more, q: back to the game" in screen  # the deck's card list follows
    t.type("")
    screen = t.wait_for("Miasma (X) x3:")  # the last card of the deck list
    t.type("")
    t.wait_for("Choices:")


def test_a_small_terminal_is_named_on_start(terminal) -> None:
    t = terminal("play drakborgen --players human,greedy --seed 3")
    screen = " ".join(t.wait_for("Press Enter to start").split())
    assert "This terminal is 80 x 24" in screen and "needs at least 80 x 40" in screen


def test_lords_of_war_fits_80x24_with_map_hand_events_and_choices_and_takes_back_a_card(terminal) -> None:
    t = terminal("play lords-of-war --players human,greedy --seed 3")
    screen = t.wait_for("your choice")
    lines = screen.splitlines()
    assert len(lines) <= 24 and "Press Enter" not in screen
    for part in ("Player 2's edge", "r6", "c7", "Player 1's edge", "your hand (6):", "Aegis N3 NE4 E2 W2 NW4 d6",
                 "Recent events:", "Choices:", "P1, your choice"):
        assert part in screen, screen
    t.type("1")
    t.wait_for("to place")
    t.type("u")
    screen = t.wait_for("to play a card")
    time.sleep(0.5)
    assert "Cannot take back" not in t.screen()


def test_ni_no_kuni_fits_80x24_explains_its_codes_and_skips_the_hand_over(terminal) -> None:
    """Two humans at one keyboard in a cooperative game: no hand-over screen; the whole table,
    with the win condition's two totals, the Fight values and the codes in words, is shown
    with the events and the choices."""
    t = terminal("play ni-no-kuni --players human,human --seed 3")
    screen = t.wait_for("your choice")
    assert "Pass the keyboard" not in t.screen(history=True)
    for part in ("Kingdom Influence 0 > Enemy Influence 21", "(Experience, Kingsguilder, Supply)",
                 "Fight phys/rng/mag: Roland 3/2/1 (P1), Tani 2/3/1 (P2), 4 Higgledies 1/1/1",
                 "-1 die", "blocks next", "Market", "Kingdom 0/6", "Choices:", "P1, your choice"):
        assert part in screen, screen
    assert all(len(line) <= 80 for line in screen.splitlines())


@pytest.mark.parametrize("players", [3, 4])
def test_ni_no_kuni_fits_80x24_with_3_and_4_players(terminal, players: int) -> None:
    """Eight quests: the whole table (Fight values, both influence totals, the legend, every
    quest) with the recent events and the choices in 80 x 24, and no note that the terminal is
    too small; then, played on to the Kingdom phase, the market and the kingdom."""
    bots = ",greedy" * (players - 1)
    t = terminal(f"play ni-no-kuni --players human{bots} --seed 3")
    screen = t.wait_for("your choice")
    lines = screen.splitlines()
    assert len(lines) <= 24 and all(len(line) <= 80 for line in lines), screen
    assert "This terminal is" not in t.screen(history=True)
    characters = ["Roland 3/2/1 (P1)", "Tani 2/3/1 (P2)", "Evan 1/1/4 (P3)", "Bracken 2/2/2 (P4)"][:players]
    for part in ("Win at the end: Kingdom Influence 0 > Enemy Influence ", "(Experience, Kingsguilder, Supply)",
                 "Fight phys/rng/mag: ", *characters, f"{players} Higgledies 1/1/1",
                 "Quests: slot name places(p) pay: enemy, fight and strength to beat (influence)",
                 "Recent events:", "Choices:", " 1. Roland Crane goes on ", "P1, your choice"):
        assert part in screen, screen
    assert [line[:2] for line in lines if line[:1].isdigit() and line[1:2] == " "] == [f"{s} " for s in range(8)]
    for _ in range(40):  # the first choice each time, on to the Kingdom phase
        if "Kingdom phase" in screen:
            break
        t.type("1")
        screen = t.wait_for_prompt(screen)
    assert "Kingdom phase" in screen and all(len(line) <= 80 for line in screen.splitlines()), screen
    for part in ("Market: ", "Kingdom 0/6: nothing built", "Enemy Influence", *characters, "Recent events:",
                 "Choices:"):
        assert part in screen, screen
    if os.environ.get("MEEPLE_DEBUG_SCREEN"):
        print(screen)


def test_ni_no_kuni_names_a_terminal_smaller_than_80x24(terminal) -> None:
    t = terminal("play ni-no-kuni --players human,greedy,greedy,greedy --seed 3", rows=23)
    screen = " ".join(t.wait_for("Press Enter to start").split())
    assert "This terminal is 80 x 23" in screen and "needs at least 80 x 24" in screen


def test_lords_of_war_uses_a_large_terminal_whole_whatever_columns_and_lines_say(terminal) -> None:
    """The size is the terminal's own, not stale COLUMNS and LINES (which GNU readline exports,
    and which a tmux server started from a test run hands to every session)."""
    t = terminal("play lords-of-war --players human,greedy --seed 3", cols=130, rows=50, env="COLUMNS=80 LINES=24")
    screen = t.wait_for("your choice")
    assert "This terminal is" not in screen
    for part in ("Player 2's edge", "your hand (6):", "Recent events:", "Choices:", "P1, your choice"):
        assert part in screen, screen
    assert max(len(line) for line in screen.splitlines()) > 80  # the choices use the whole width


def test_hot_seat_clears_the_scrollback_at_the_hand_over(terminal) -> None:
    t = terminal("play lost-legacy --players human,human --seed 3")
    t.wait_for("Pass the keyboard to P1.")
    t.type("")
    t.wait_for("P1, your choice")
    for _ in range(5):  # P1's turn may take several choices
        t.type("1")
        try:
            t.wait_for("Pass the keyboard to P2.", limit=3)
            break
        except AssertionError:
            continue
    history = t.screen(history=True)
    assert "Your cards:" not in history and "Quicksand (6):" not in history
    if os.environ.get("MEEPLE_DEBUG_SCREEN"):
        print(history)

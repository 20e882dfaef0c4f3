"""Drakborgen II on a real terminal (issue 10): ``meeple play drakborgen --players
human,greedy,greedy`` (the expansion is the default) driven through tmux at the 80 x 40 the game
asks for. The setup offers the eight rings (``--option expansion=none``: the base game's four); a
hero in the catacombs shows his arrow on the map and in his badge with the UNDERJORDSKORT he drew,
and a new hero's badge shows its meters.

Skipped when tmux is not installed.
"""

from __future__ import annotations

import re
from pathlib import Path

import meeple
from meeple.agents.specs import make_agent
from meeple.core.table import Table
from tests.cli.test_play_screen import pytestmark, terminal  # noqa: F401 - the tmux fixture and its skip

def test_the_expansion_offers_the_eight_rings_at_setup(terminal) -> None:  # noqa: F811
    t = terminal("play drakborgen --players human,greedy,greedy --seed 5 --no-store", 80, 40)
    t.wait_for("your choice")
    t.type("1")
    screen = t.wait_for("Ring of Ascension")
    assert len(screen.splitlines()) <= 40
    for ring in ("Warning", "Blinding", "Healing", "Opening", "Rejection", "Fortune", "Seeking", "Ascension"):
        assert f"Ring of {ring}" in screen, screen
    assert "(1-8;" in screen


def test_the_base_game_offers_its_four_rings(terminal) -> None:  # noqa: F811
    t = terminal("play drakborgen --players human,greedy,greedy --option expansion=none --seed 5 --no-store",
                 80, 40)
    t.wait_for("your choice")
    t.type("1")
    screen = t.wait_for("chooses a magic ring")
    assert "Ring of" in screen and not any(f"Ring of {ring}" in screen for ring in (
        "Rejection", "Fortune", "Seeking", "Ascension")), screen


def test_a_new_heroes_badge_meters_show_once_in_a_tower(terminal) -> None:  # noqa: F811
    t = terminal("play drakborgen --players human,greedy,greedy --option heroes=durim,yubara,rohan --seed 5 "
                 "--no-store", 80, 40)
    t.wait_for("your choice")
    t.type("1")  # a tower: the badges show their full line from then on
    screen = t.wait_for("chooses a magic ring")
    flat = " ".join(screen.split())
    assert "P1 Durim (you): a1, KP 10/10" in flat and ", daggers 4" in flat, screen  # his badge's meter


def _below(path: Path) -> None:
    """A greedy game of Rohan, Yūbara and Durim saved at Rohan's turn in the catacombs with two
    UNDERJORDSKORT or more (the first seed that gets there)."""
    game = meeple.load("drakborgen", players=3, heroes="rohan,yubara,durim")  # the expansion: the default
    for seed in range(80):
        table = Table(game, seed)
        agents = [make_agent("greedy", game, seed=seed * 10 + i) for i in range(3)]
        while not table.is_terminal:
            s = table._state
            if s.phase == "turn" and s.hero == 0 and s.cat.below[0] and len(s.cat.pile[0]) >= 2 \
                    and s.status[1] == 0:
                table.save(path)
                return
            for seat in sorted(table.acting()):
                if seat in table.acting():
                    table.act(seat, agents[seat].step(table.view(seat), table.sampler(seat)))
    raise AssertionError("no greedy game of 80 seeds took Rohan into the catacombs with Yubara inside")


def test_the_catacomb_state_and_the_badge_meters_show(terminal, tmp_path: Path) -> None:  # noqa: F811
    saved = tmp_path / "below.json"
    _below(saved)
    t = terminal(f"play --resume {saved} --players human,greedy,greedy --no-store", 80, 40)
    screen = t.wait_for("your choice")
    lines = screen.splitlines()
    assert len(lines) <= 40
    badge = " ".join(" ".join(line.split()) for line in lines if "P1 Rohan" in line or line.startswith("    "))
    assert "P1 Rohan (you): in the catacombs, arrow " in badge, screen
    assert "UNDERJORDSKORT (" in badge, screen  # the cards drawn, by name
    arrow = badge.split("arrow ")[1].split()[0]  # e.g. c1
    row = next(line for line in lines if line.startswith(f"{int(arrow[1:]):>2} |"))
    cell = row[4 + 4 * (ord(arrow[0]) - ord("a")):][:3]
    assert any(mark in cell for mark in "^>v<"), (cell, screen)  # the arrow on the map
    assert re.search(r"shuriken \d, blowpipe \d", badge), screen  # Yūbara's badge meters
    assert "on into the dark" in screen


def test_the_rules_summary_tells_of_the_default_expansion(terminal) -> None:  # noqa: F811
    t = terminal("play drakborgen --players human,greedy,greedy --seed 5 --no-store", 80, 40)
    t.wait_for("your choice")
    t.type("r")
    screen = " ".join(t.wait_for("rules summary").split())
    assert "Drakborgen II (the default; --option expansion=none plays the base game alone)" in screen, screen

"""docs/adapters.md lists every game's action space and tensor layout as the code builds them,
and the example in examples/ runs."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

import meeple
from meeple.adapters.encoding import describe, encoding_for
from meeple.core import registry

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", list(registry.game_classes()))
def test_the_docs_hold_each_games_encoding(name: str) -> None:
    text = (ROOT / "docs" / "adapters.md").read_text(encoding="utf-8")
    assert describe(encoding_for(meeple.load(name))) in text, \
        f"docs/adapters.md is out of date for {name}: paste `python -m meeple.adapters.encoding {name}`"


def test_the_example_plays_masked_random_agents(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    monkeypatch.setattr(sys, "argv", ["pettingzoo_random.py", "lost-legacy", "--games", "3", "players=3"])
    runpy.run_path(str(ROOT / "examples" / "pettingzoo_random.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "player_2: mean reward" in out and "3 games" in out

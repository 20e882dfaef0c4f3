"""Fixtures for the command-line tests: a CliRunner bound to a temporary game database."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from meeple.cli import app


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def meeple(db: Path) -> Callable[..., Result]:
    """``meeple("play", "toy", ..., input="1\\n")`` runs the CLI with ``MEEPLE_DB`` pointing at ``db``."""
    runner = CliRunner(env={"MEEPLE_DB": str(db)})

    def run(*args: str, input: str | None = None) -> Result:
        return runner.invoke(app, list(args), input=input)

    return run


def flat(text: str) -> str:
    """``text`` with all runs of whitespace made single spaces (Rich wraps at the console width)."""
    return " ".join(text.split())


def assert_clear_error(result: Result, *fragments: str) -> None:
    """Exit status 2, one ``error:`` line naming every fragment, and no traceback."""
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(lines) == 1, result.output
    for fragment in fragments:
        assert fragment in lines[0], lines[0]

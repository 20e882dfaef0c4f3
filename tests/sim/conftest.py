"""Fixtures of the simulation tests: ``cli`` runs the meeple command with ``MEEPLE_DB`` in a
temporary folder."""

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
def cli(db: Path) -> Callable[..., Result]:
    """``cli("simulate", "lost-legacy", ...)`` runs the command with ``MEEPLE_DB`` at ``db``."""
    runner = CliRunner(env={"MEEPLE_DB": str(db)})

    def run(*args: str) -> Result:
        return runner.invoke(app, list(args))

    return run

"""The ``meeple`` command line (Typer + Rich). Entry point: ``meeple.cli:app``."""

from meeple.cli.app import app

__all__ = ["app"]

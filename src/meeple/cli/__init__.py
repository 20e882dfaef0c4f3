"""The ``meeple`` command line (Typer + Rich). Entry point: ``meeple.cli:app``."""

import atexit
import gc

from meeple.cli.app import app

# At exit the interpreter runs full garbage collections over every object while it tears the
# modules down: with pydantic, Rich, Typer and a game loaded, about 0.07 s of CPU, a fifth of
# a short command's serial time (and of `simulate --jobs 2`'s). Frozen, the objects alive at
# exit are left to the process's end (a command closes its files and database itself; objects
# that are not in reference cycles are still freed one by one). Registered at import, so it
# runs after the exit functions registered later (Python runs them last in, first out).
atexit.register(gc.freeze)

__all__ = ["app"]

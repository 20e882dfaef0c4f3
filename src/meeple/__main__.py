"""``python -m meeple``: the same command line as ``meeple``."""

from meeple.cli import app

if __name__ == "__main__":
    app(prog_name="meeple")

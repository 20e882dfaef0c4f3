"""meeple: tabletop games playable and simulable from their rulebooks.

The public entry point is :func:`load`, which returns a :class:`~meeple.core.game.Game`.
"""

from meeple.core.actions import Action
from meeple.core.errors import MeepleError
from meeple.core.game import Game
from meeple.core.registry import available_games, load
from meeple.core.state import State

__all__ = ["Action", "Game", "MeepleError", "State", "available_games", "load"]
__version__ = "0.1.0"

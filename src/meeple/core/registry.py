"""Game registry: every package under ``meeple.games`` exporting ``GAME`` is a game.

Adding a game needs no change here: drop a package in ``meeple/games/``.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from functools import cache
from typing import Any

import meeple.games
from meeple.core.errors import UnknownGameError
from meeple.core.game import Game


@cache
def _discover() -> tuple[dict[str, type[Game]], dict[str, str]]:
    found: dict[str, type[Game]] = {}
    broken: dict[str, str] = {}
    for mod in pkgutil.iter_modules(meeple.games.__path__):
        if mod.name.startswith("_"):
            continue
        # One broken package must not take the other games (and the CLI) down with it.
        try:
            module = importlib.import_module(f"meeple.games.{mod.name}")
        except Exception as err:  # noqa: BLE001 - reported by broken_games() and on load
            broken[mod.name.replace("_", "-")] = f"{type(err).__name__}: {err}"
            continue
        cls = getattr(module, "GAME", None)
        if cls is not None:
            found[cls.name] = cls
    return dict(sorted(found.items())), broken


def game_classes() -> dict[str, type[Game]]:
    """Registered game classes by CLI name (``"lords-of-war"``), in name order."""
    return _discover()[0]


def broken_games() -> dict[str, str]:
    """Game packages that failed to import, with the error (empty in a healthy install)."""
    return dict(_discover()[1])


def available_games() -> list[str]:
    """The names accepted by :func:`load`."""
    return list(game_classes())


@cache
def _from_own_package(key: str) -> type[Game] | None:
    """The game called ``key`` from the package of the same name (``lords-of-war`` from
    ``meeple.games.lords_of_war``) without importing the other games: loading one game then
    costs its own import only. None when there is no such package, it fails to import or it
    holds another game; the full discovery then decides (and reports a broken package)."""
    package = key.replace("-", "_")
    if not package.isidentifier() or package.startswith("_"):
        return None
    try:
        if importlib.util.find_spec(f"meeple.games.{package}") is None:
            return None
        module = importlib.import_module(f"meeple.games.{package}")
    except Exception:  # noqa: BLE001 - the discovery reports it
        return None
    cls = getattr(module, "GAME", None)
    return cls if isinstance(cls, type) and issubclass(cls, Game) and cls.name == key else None


def game_class(name: str) -> type[Game]:
    """The game class for ``name`` (underscores and case are forgiven)."""
    key = name.strip().lower().replace("_", "-")
    cls = _from_own_package(key)
    if cls is not None:
        return cls
    classes = game_classes()
    if key not in classes:
        if key in broken_games():
            raise UnknownGameError(f"game {key!r} is installed but failed to load: {broken_games()[key]}")
        raise UnknownGameError(f"unknown game {name!r}; available games: {', '.join(classes) or 'none'}")
    return classes[key]


def load(name: str, **options: Any) -> Game:
    """Load game ``name`` with validated ``options``.

    Raises :class:`UnknownGameError` or :class:`~meeple.core.errors.OptionError`.
    """
    return game_class(name)(**options)

"""Game options given on the command line as extra flags, for any game.

``--deck vorpal-sword``, ``--victory-cards 10``, ``--data-dir=PATH``, ``--cavalry-rule``
(a bare flag means true), ``--no-cavalry-rule`` (false) and ``--option key=value`` all name
a field of the game's ``Options`` model; dashes become underscores. Values stay strings
here: the game's pydantic model converts and validates them, so an error lists what is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, get_args, get_origin

from meeple.core.errors import OptionError
from meeple.core.game import Game


def parse_option_args(args: Sequence[str], pairs: Sequence[str] = ()) -> dict[str, Any]:
    """Options from extra flags ``args`` and ``key=value`` ``pairs``.

    Raises :class:`OptionError` for a stray word, a short flag or a pair without ``=``.
    """
    options: dict[str, Any] = {}
    i = 0
    while i < len(args):
        word = args[i]
        if not word.startswith("--") or len(word) == 2:
            raise OptionError(
                f"unexpected argument {word!r}; game options are given as --name value, "
                "--flag or --option name=value"
            )
        name, eq, value = word[2:].partition("=")
        if eq:
            options[_key(name)] = value
        elif i + 1 < len(args) and not args[i + 1].startswith("--"):
            options[_key(name)] = args[i + 1]
            i += 1
        elif name.startswith("no-"):
            options[_key(name[3:])] = False
        else:
            options[_key(name)] = True
        i += 1
    for pair in pairs:
        name, eq, value = pair.partition("=")
        if not eq or not name.strip():
            raise OptionError(f"--option needs name=value, got {pair!r}")
        options[_key(name.strip())] = value.strip()
    return options


def _key(name: str) -> str:
    return name.replace("-", "_")


def check_options(game_cls: type[Game], options: dict[str, Any]) -> dict[str, Any]:
    """Refuse ``players`` (the count comes from the agent list) and split comma-separated
    values of list-like options (``--armies elves,orcs``). Returns the options for the game."""
    if "players" in options:
        raise OptionError(
            f"the player count of {game_cls.name} is the number of agents given to --players; "
            "do not set it as an option"
        )
    fields = game_cls.Options.model_fields
    return {
        k: v.split(",") if isinstance(v, str) and k in fields and _is_sequence(fields[k].annotation) else v
        for k, v in options.items()
    }


def _is_sequence(annotation: Any) -> bool:
    """Whether an option's type is a list/tuple/set (possibly optional)."""
    if get_origin(annotation) in (list, tuple, set, frozenset):
        return True
    return any(get_origin(a) in (list, tuple, set, frozenset) for a in get_args(annotation))


def format_value(value: Any) -> str:
    """An option value as it is typed on the command line."""
    if isinstance(value, bool):
        return str(value).lower()
    if value is None:
        return "(none)"
    if isinstance(value, list | tuple | set | frozenset):
        return ",".join(map(str, value))
    return str(value)

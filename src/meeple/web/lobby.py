"""The lobby's catalogue: every registered game with its player counts and an options form
built from its options model (so a new game needs no server code).

Each option becomes one field: ``choice`` (a Literal: a select), ``flag`` (a bool), ``number``
(an int or float) or ``text`` (anything else; list options comma-separated, as on the command
line). The values come back as strings and are checked by the game's own model, so the
lobby refuses what the CLI refuses with the same messages.
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from meeple.agents.specs import agent_names
from meeple.cli.game_options import format_value
from meeple.core import registry

HIDDEN_OPTIONS = frozenset({"players", "data_dir"})
"""Options not on the form: the player count is the number of seats, and a data folder names
a path on the server."""


def _choices(annotation: Any) -> list[str] | None:
    if get_origin(annotation) is Literal:
        return [str(a) for a in get_args(annotation)]
    return None


def option_field(name: str, annotation: Any, default: Any) -> dict[str, Any]:
    """One form field: ``name``, ``kind``, ``default`` (as typed on the command line),
    ``choices`` (for a select, or the allowed values of each item of a list option)."""
    args = [a for a in get_args(annotation) if a is not type(None)]
    field: dict[str, Any] = {"name": name, "label": name.replace("_", " "), "default": format_value(default)
                             if default is not None else "", "optional": type(None) in get_args(annotation)}
    if annotation is bool:
        field["kind"] = "flag"
    elif (choices := _choices(annotation)) is not None:
        field["kind"], field["choices"] = "choice", choices
    elif annotation in (int, float) or (len(args) == 1 and args[0] in (int, float)):
        field["kind"] = "number"
    else:
        field["kind"] = "text"
        item_choices = sorted({c for a in get_args(annotation) for c in (_choices(a) or [])})
        if item_choices:
            field["choices"] = item_choices
            field["hint"] = "comma-separated, each one of: " + ", ".join(item_choices)
        elif get_origin(annotation) in (tuple, list) or any(get_origin(a) in (tuple, list) for a in args):
            field["hint"] = "comma-separated"
    return field


def catalog() -> dict[str, Any]:
    """The lobby's data: games (name, title, min/max players, default player count, option
    fields) and the agent names a bot seat may use."""
    games = []
    for name, cls in sorted(registry.game_classes().items()):
        fields = [option_field(k, f.annotation, f.default) for k, f in cls.Options.model_fields.items()
                  if k not in HIDDEN_OPTIONS]
        default_players = cls.Options.model_fields["players"].default
        games.append({"name": name, "title": cls.title, "min_players": cls.min_players,
                      "max_players": cls.max_players, "players": default_players, "options": fields,
                      "cooperative": cls.cooperative})
    return {"games": games, "agents": [a for a in agent_names() if a != "human"]}

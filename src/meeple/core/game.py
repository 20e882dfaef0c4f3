"""The Game: a rule set plus validated options; a factory of initial states.

A game package subclasses :class:`Game`, sets the class attributes below, declares its
options as a pydantic model (``Options``) and implements :meth:`Game.new_initial_state`
and :meth:`Game.state_from_json`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, get_args, get_origin

from pydantic import BaseModel, ConfigDict, ValidationError

from meeple.core.errors import OptionError

if TYPE_CHECKING:
    from meeple.core.state import State


class GameOptions(BaseModel):
    """Base of every game's options model. Unknown options are errors.

    ``players`` is the player count; every game has it.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    players: int = 2


def _fixed_length(field: Any) -> bool:
    """True if ``field`` is a fixed-length tuple option such as ``tuple[str, str]``."""
    if field is None:
        return False
    annotation = field.annotation
    return get_origin(annotation) is tuple and Ellipsis not in get_args(annotation)


def describe_option_error(game_name: str, options_cls: type[GameOptions], err: ValidationError) -> str:
    """Turn a pydantic error into one readable line per problem, listing what is allowed."""
    fields = options_cls.model_fields
    lines = []
    for problem in err.errors():
        name = ".".join(str(p) for p in problem["loc"]) or "options"
        loc = problem["loc"]
        if problem["type"] == "extra_forbidden":
            allowed = ", ".join(sorted(fields))
            lines.append(f"unknown option {name!r} for {game_name}; allowed options: {allowed}")
        elif problem["type"] == "missing" and len(loc) == 2 and _fixed_length(fields.get(str(loc[0]))):
            # A fixed-length list option given too few values (pydantic reports the first missing item).
            count = len(get_args(fields[str(loc[0])].annotation))
            lines.append(f"option {loc[0]!r} of {game_name} needs {count} values, comma-separated "
                         f"(got {problem.get('input')!r})")
        else:
            lines.append(f"bad value for option {name!r} of {game_name}: {problem['msg']} (got {problem.get('input')!r})")
    return "; ".join(lines)


class Game(ABC):
    """A game with validated options.

    Attributes: ``name`` (CLI name, e.g. ``"lords-of-war"``), ``title``, ``min_players``,
    ``max_players``, ``Options`` (pydantic model), ``options`` (validated instance).
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    cooperative: ClassVar[bool] = False
    search_defaults: ClassVar[dict[str, Any]] = {}
    """ISMCTS options tuned for this game (used where a spec leaves them out)."""
    Options: ClassVar[type[GameOptions]] = GameOptions

    def __init__(self, **options: Any) -> None:
        try:
            self.options = self.Options(**options)
        except ValidationError as err:
            raise OptionError(describe_option_error(self.name, self.Options, err)) from None
        n = self.options.players
        if not self.min_players <= n <= self.max_players:
            allowed = (
                f"exactly {self.min_players}"
                if self.min_players == self.max_players
                else f"{self.min_players} to {self.max_players}"
            )
            raise OptionError(f"{self.name} is for {allowed} players, not {n}")
        self.validate_options()

    def validate_options(self) -> None:
        """Cross-option checks beyond the schema; raise :class:`OptionError`. Default: none."""

    @property
    def num_players(self) -> int:
        return self.options.players

    @classmethod
    def option_defaults(cls) -> dict[str, Any]:
        """Every option with its default value."""
        return {k: f.default for k, f in cls.Options.model_fields.items()}

    @classmethod
    def variants(cls) -> list[str]:
        """Human-readable list of variants/options this game supports."""
        return [f"{k}={v}" for k, v in cls.option_defaults().items() if k != "players"]

    @abstractmethod
    def provenance(self) -> dict[str, Any]:
        """Summary of where the loaded content data comes from.

        Shape: ``{"rulebook": n, "public-transcription": n, "reconstructed": n,
        "sources": [str, ...], "files": [path, ...]}`` (counts of records).
        """

    @abstractmethod
    def new_initial_state(self, seed: int) -> State:
        """The state at the start of a game; all later randomness comes from ``seed``."""

    @abstractmethod
    def state_from_json(self, data: dict[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_json` output (a saved or hand-made position).

        Raises :class:`~meeple.core.errors.RecordError` when the data is malformed.
        """

    def options_json(self) -> dict[str, Any]:
        return self.options.model_dump(mode="json")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.options_json()})"

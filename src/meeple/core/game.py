"""The Game: a rule set plus validated options; a factory of initial states.

A game package subclasses :class:`Game`, sets the class attributes below, declares its
options as a pydantic model (``Options``) and implements :meth:`Game.new_initial_state`
and :meth:`Game.state_from_json`.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, get_args, get_origin

from pydantic import BaseModel, ConfigDict, ValidationError

from meeple.core.errors import OptionError

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.state import State
    from meeple.core.view import View


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
    ``max_players``, ``Options`` (pydantic model), ``options`` (validated instance),
    ``rules_version`` (raised whenever a rule change changes what a seed and actions give, so
    an older record is refused instead of replayed wrongly), ``hidden_information`` (a record
    of a game in progress holds secrets: its seed and actions rebuild every hand).
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    cooperative: ClassVar[bool] = False
    rules_version: ClassVar[int] = 1
    hidden_information: ClassVar[bool] = True
    search_defaults: ClassVar[dict[str, Any]] = {}
    """ISMCTS options tuned for this game (used where a spec leaves them out)."""
    human_defaults: ClassVar[dict[str, Any]] = {}
    """Options of the ``human`` agent that suit this game's screen (e.g. fewer recent events
    beside a large map), used where a spec leaves them out."""
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
    def _state_from_json(self, data: dict[str, Any]) -> State:
        """Rebuild a state from the game's own keys of :meth:`State.to_json` output.

        Raises :class:`~meeple.core.errors.RecordError` when the data is malformed.
        """

    def state_from_json(self, data: dict[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_json` output (a snapshot, which continues
        exactly, RNG included) or a hand-made position (which may leave out ``rng``,
        ``history`` and ``events``: it then starts with an RNG seeded 0 and no past).

        Raises :class:`~meeple.core.errors.RecordError` when the data is malformed.
        """
        from meeple.core.errors import RecordError
        from meeple.core.state import CORE_KEYS

        if not isinstance(data, dict):
            raise RecordError(f"a {self.name} position must be a JSON object, not {type(data).__name__}")
        state = self._state_from_json({k: v for k, v in data.items() if k not in CORE_KEYS})
        state._restore_core(data)
        return state

    def describe_action(self, action: Action, observation: dict[str, Any]) -> str:
        """What ``action`` means, for a person, from the acting seat's ``observation`` only
        ("Elven Archer to c3r4"). Default: the action's text form."""
        return action.text()

    def render(self, view: View) -> str:
        """Terminal text of a seat's :class:`~meeple.core.view.View`, built from the view alone
        (so the privacy checks on views cover everything a person sees)."""
        import json

        return json.dumps(view.observation, indent=1, sort_keys=True)

    def options_json(self) -> dict[str, Any]:
        """The validated options as JSON (a fresh dict; options are frozen, so it is cached)."""
        cached = self.__dict__.get("_options_json")
        if cached is None:
            cached = self.__dict__["_options_json"] = self.options.model_dump(mode="json")
        return dict(cached)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.options_json()})"


_COMPANIONS: dict[tuple[type, str], ModuleType | None] = {}


def companion_module(game: Game, name: str) -> ModuleType | None:
    """The optional module ``<game package>.<name>`` that a generic layer looks for (the web's
    ``drawing``, the adapters' ``encoding``), or None when the game has none. Cached per game
    class; an import error inside an existing module is raised, not hidden."""
    key = (type(game), name)
    if key not in _COMPANIONS:
        module = f"{type(game).__module__.rsplit('.', 1)[0]}.{name}"
        try:
            _COMPANIONS[key] = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            _COMPANIONS[key] = None
    return _COMPANIONS[key]

"""Agent spec strings: ``name`` or ``name:key=value,key=value``.

Known names: ``random``, ``greedy`` (the game's own one-ply policy), ``ismcts``, ``human``.
"""

from __future__ import annotations

import importlib
from functools import cache, lru_cache
from typing import Any

from meeple.agents.base import Agent, RandomAgent
from meeple.core.errors import AgentSpecError
from meeple.core.game import Game

# name -> "module:Class"; resolved lazily so that heavy agents cost nothing until used.
_GENERIC = {
    "random": "meeple.agents.base:RandomAgent",
    "ismcts": "meeple.agents.ismcts:ISMCTSAgent",
    "human": "meeple.agents.human:HumanAgent",
}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """Split ``"ismcts:iterations=500,time=1.5"`` into ``("ismcts", {"iterations": 500, "time": 1.5})``."""
    name, options = _parse_spec(spec)
    return name, dict(options)


@lru_cache(maxsize=256)
def _parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    name, _, rest = spec.strip().partition(":")
    name = name.strip().lower()
    if not name:
        raise AgentSpecError(f"empty agent spec {spec!r}; expected e.g. 'random' or 'ismcts:iterations=500'")
    options: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, sep, raw = part.partition("=")
        if not sep or not key.strip():
            raise AgentSpecError(f"malformed option {part!r} in agent spec {spec!r}; expected key=value")
        options[key.strip()] = _parse_value(raw.strip())
    return name, options


def _parse_value(raw: str) -> Any:
    for conv in (int, float):
        try:
            return conv(raw)
        except ValueError:
            pass
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    return raw


def agent_names() -> list[str]:
    return sorted([*_GENERIC, "greedy"])


@cache
def _resolve(path: str) -> type[Agent]:
    module, _, cls = path.partition(":")
    return getattr(importlib.import_module(module), cls)


def make_agent(spec: str, game: Game, seed: int | None = None) -> Agent:
    """Build the agent named by ``spec`` for ``game``.

    ``greedy`` resolves to the game package's ``GREEDY`` agent class. Raises
    :class:`AgentSpecError` for an unknown name or a bad option.
    """
    cls, options, spec_seed, name, text = _plan(spec, type(game))
    if spec_seed is not None:  # a seed in the spec wins over the caller's
        seed = spec_seed
    try:
        # agents are made for every game: no keyword arguments to pack when there are none
        agent = cls(game, seed, **options) if options else cls(game, seed)
    except TypeError as err:
        raise AgentSpecError(f"bad option for agent {name!r} in spec {spec!r}: {err}") from None
    agent.spec = text
    return agent


@lru_cache(maxsize=256)
def _plan(spec: str, game_type: type) -> tuple[type[Agent], dict[str, Any], int | None, str, str]:
    """What :func:`make_agent` builds for ``spec`` in a game of ``game_type``: the class, its
    options (without the seed), the spec's own seed, the agent's name and the spec as the
    agent keeps it (stripped). Cached: a tournament makes agents for every game from the
    same few specs."""
    name, options = parse_spec(spec)
    if name == "greedy":
        module = importlib.import_module(game_type.__module__.rpartition(".")[0] or game_type.__module__)
        cls = getattr(module, "GREEDY", None)
        if cls is None:
            game_name = getattr(game_type, "name", game_type.__name__)
            raise AgentSpecError(f"{game_name} has no greedy agent; known agents: {', '.join(agent_names())}")
    elif name in _GENERIC:
        cls = _resolve(_GENERIC[name])
    else:
        raise AgentSpecError(f"unknown agent {name!r} in spec {spec!r}; known agents: {', '.join(agent_names())}")
    seed = options.pop("seed", None)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise AgentSpecError(f"bad value {seed!r} for option 'seed' in spec {spec!r}; allowed: an integer")
    return cls, options, seed, name, spec.strip()


__all__ = ["RandomAgent", "agent_names", "make_agent", "parse_spec"]

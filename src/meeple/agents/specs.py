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
    name, options = parse_spec(spec)
    if name == "greedy":
        module = importlib.import_module(type(game).__module__.rpartition(".")[0] or type(game).__module__)
        cls = getattr(module, "GREEDY", None)
        if cls is None:
            raise AgentSpecError(f"{game.name} has no greedy agent; known agents: {', '.join(agent_names())}")
    elif name in _GENERIC:
        cls = _resolve(_GENERIC[name])
    else:
        raise AgentSpecError(f"unknown agent {name!r} in spec {spec!r}; known agents: {', '.join(agent_names())}")
    if "seed" in options:  # a seed in the spec wins over the caller's
        seed = options.pop("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise AgentSpecError(f"bad value {seed!r} for option 'seed' in spec {spec!r}; allowed: an integer")
    try:
        agent = cls(game, seed=seed, **options)
    except TypeError as err:
        raise AgentSpecError(f"bad option for agent {name!r} in spec {spec!r}: {err}") from None
    agent.spec = spec.strip()
    return agent


__all__ = ["RandomAgent", "agent_names", "make_agent", "parse_spec"]

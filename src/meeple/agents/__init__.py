"""Agents: random, greedy (per game), ismcts, human. Build one with :func:`make_agent`."""

from meeple.agents.base import Agent
from meeple.agents.specs import make_agent, parse_spec

__all__ = ["Agent", "make_agent", "parse_spec"]

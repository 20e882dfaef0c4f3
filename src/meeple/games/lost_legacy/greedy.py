"""Placeholder replaced below."""
from meeple.agents.base import RandomAgent


class LostLegacyGreedy(RandomAgent):
    name = "greedy"

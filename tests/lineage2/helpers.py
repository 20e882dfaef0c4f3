"""Shared helpers: a game, positions set by hand and scripted dice."""

from __future__ import annotations

from meeple.games.lineage2.content import Content
from meeple.games.lineage2.game import Lineage2Game
from meeple.games.lineage2.state import Lineage2State

FACE = {"G": 0, "Y": 2, "R": 4, "*": 6, "X": 7}
"""Index of a symbol on the default colored die (G G Y Y R R * X)."""


class Dice:
    """A stand-in RNG that returns scripted values: colored dice by symbol (``"GGYRG"``) and
    numbered dice by number; ``shuffle`` leaves lists as they are."""

    def __init__(self, *values: str | int) -> None:
        self.values: list[int] = []
        for v in values:
            if isinstance(v, str):
                self.values.extend(FACE[c] for c in v.replace(" ", ""))
            else:
                self.values.append(v - 1)

    def randrange(self, n: int) -> int:
        assert self.values, "the test did not script enough dice"
        return self.values.pop(0)

    def shuffle(self, items: list) -> None:
        pass

    def getrandbits(self, k: int) -> int:
        return 0


def game(players: int = 4, **options) -> Lineage2Game:
    return Lineage2Game(players=players, **options)


def fresh(players: int = 4, seed: int = 0, **options) -> Lineage2State:
    return game(players, **options).new_initial_state(seed)


def card_with_item(content: Content, item_id: str) -> int:
    """The monster card whose back shows item ``item_id``."""
    it = content.item_index[item_id]
    return content.reward_item.index(it)


def monster_named(content: Content, name: str) -> int:
    return content.monster_name.index(name)


def on_top(state: Lineage2State, m: int) -> None:
    """Put monster card ``m`` on top of its pile."""
    pile = state.piles[state.game.content.monster_pile[m]]
    if m in pile:
        pile.remove(m)
    pile.append(m)


def hunting_ground(state: Lineage2State) -> int:
    from meeple.games.lineage2.content import HUNT
    return state.game.content.space_type.index(HUNT)


def space_named(state: Lineage2State, name: str) -> int:
    return state.game.content.space_name.index(name)

"""Drakborgen II's new heroes in whole games: each choosable hero plays to the end under random
and greedy agents (the screen and the adapters' encoding read along the way), and the greedy
uses his abilities."""

from __future__ import annotations

from collections import Counter

import pytest

import meeple
from meeple.core.table import Table
from meeple.games.drakborgen.heroes_ii import PLAYABLE
from tests.drakborgen.helpers import play_to_end

II = {"expansion": "drakborgen-ii"}
BASE = ("rohan", "sigeir", "aelfric", "bardhor")


def _play(seed: int, spec: str, hero_list: list[str]) -> Table:
    game = meeple.load("drakborgen", players=len(hero_list), heroes=",".join(hero_list), **II)
    return play_to_end(game, seed, spec, check_every=5)


@pytest.mark.parametrize("hero", PLAYABLE)
def test_each_new_hero_plays_to_the_end(hero: str) -> None:
    """Each choosable new hero, 1-3 heroes, random and greedy agents, to the end."""
    for seed in range(4):
        others = [b for b in BASE if b != hero][: seed % 3]
        assert _play(seed, "random" if seed % 2 else "greedy", [hero, *others]).is_terminal


USES = {
    "thargrim": ("meditation", "invoke fear"),
    "yubara": ("hides in the shadows", "throws a shuriken", "blowpipe"),
    "durim": ("searches closely", "throws a dagger", "looks for his daggers"),
    "iril": ("leaps:", "slingshot"),
    "dzala": ("the oracaz hisses fiercely", "heeds the oracaz", "The oracaz fights", "healing salve",
              "have the oracaz destroy", "the oracaz's own roll"),
    "mrishnahk": ("becomes invisible", "he walks through a wall", "stops time", "throws a fireball",
                  "tries to scare", "healing herbs"),
}
"""The events that show the greedy using each ability (Yūshugom has none to use; Durim's
lockpicking is not a choice)."""


@pytest.mark.parametrize("hero", sorted(USES))
def test_the_greedy_uses_each_ability(hero: str) -> None:
    """The greedy agent uses each of the hero's abilities in some of 40 games."""
    seen: Counter[str] = Counter()
    for seed in range(40):
        table = _play(seed, "greedy", [hero, "rohan", "sigeir"][: 1 + seed % 3])
        for e in table._state.events:
            for word in USES[hero]:
                seen[word] += word in e.text
    assert all(seen[w] > 0 for w in USES[hero]), seen

"""Drakborgen II plays to the end (issue 10): 30 random seeds under random agents and a few
under greedy, 1-4 heroes, with the screen and the adapters' encoding read along the way; and
the expansion's new things show up in such games."""

from __future__ import annotations

from collections import Counter

import pytest

import meeple
from meeple.agents.specs import make_agent
from meeple.core.table import Table
from tests.drakborgen.helpers import play_to_end

II = {"expansion": "drakborgen-ii"}


def _play(seed: int, spec: str, players: int, check_every: int = 0) -> Table:
    return play_to_end(meeple.load("drakborgen", players=players, **II), seed, spec, check_every)


def test_thirty_random_seeds_play_to_the_end() -> None:
    """Issue 10 (helper A's brief): with expansion=drakborgen-ii the game plays to the end under
    random agents, 30 seeds, 1-4 heroes; the new cards turn up."""
    seen: Counter[str] = Counter()
    for seed in range(30):
        table = _play(seed, "random", 1 + seed % 4, check_every=7)
        assert table.returns() is not None
        for e in table._state.events:
            for word in ("Överrumpling", "ghouls", "teleport", "finds an amulet", "floor tile", "catacombs"):
                seen[word] += word in e.text
    assert all(seen[w] > 0 for w in ("Överrumpling", "ghouls", "teleport", "finds an amulet", "floor tile", "catacombs")), seen


@pytest.mark.parametrize("seed", range(6))
def test_greedy_plays_to_the_end(seed: int) -> None:
    """The greedy agent plays Drakborgen II to the end (its new decisions take the first legal
    action: wear the amulet, repair the halves, the first tile turn)."""
    table = _play(seed, "greedy", 2 + seed % 3, check_every=11)
    assert table.is_terminal


def test_tougher_plays_too() -> None:
    """``tougher=true`` keeps the seven base RUMSKORT and plays as well."""
    game = meeple.load("drakborgen", players=2, tougher=True, **II)
    table = Table(game, 5)
    agents = [make_agent("random", game, seed=i) for i in range(2)]
    while not table.is_terminal:
        for seat in sorted(table.acting()):
            if not table.is_terminal and seat in table.acting():
                table.act(seat, agents[seat].step(table.view(seat), table.sampler(seat)))
    assert len(game.content.deck_cards[0]) == 96

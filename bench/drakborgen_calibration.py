"""Drakborgen calibration: greedy heroes (who also play the monsters) over many seeded games;
the share of heroes who reach the treasure chamber, escape (with and without treasure), die (and
of what), and the share of games with a winner. Re-run: ``.venv/bin/python bench/drakborgen_calibration.py [games]``; the
figures are in docs/drakborgen_calibration.md. ``--push-on``: the same heroes never turning home
for the sun or their wounds (a sensitivity check)."""

from __future__ import annotations

import sys
from collections import Counter

import meeple
from meeple.sim.runner import play_game


def run(players: int, games: int) -> dict[str, float]:
    game = meeple.load("drakborgen", players=players)
    heroes = Counter()
    causes = Counter()
    winners = 0
    for seed in range(games):
        s = play_game(game, ["greedy"] * players, seed).table._state
        for h in range(players):
            name = game.hero_name(h)
            if any(e.text.startswith(name + " enters") and "treasure chamber" in e.text for e in s.events):
                heroes["reached the chamber"] += 1
            if s.status[h] == 1:
                heroes["escaped with gold" if s.gold(h) > 0 else "escaped empty-handed"] += 1
            else:
                heroes["died"] += 1
                cause = s.cause[h]
                causes["sunset" if "sunset" in cause else "monster" if "blow" in cause or "ambush" in cause
                       or "back" in cause or "spider" in cause else "dragon" if "dragon" in cause
                       else "bottomless pit" if "bottomless" in cause else "trapped" if "trapped" in cause
                       else "trap or room card"] += 1
        winners += s.winner() >= 0
    n = players * games
    out = {k: heroes[k] / n for k in ("reached the chamber", "escaped with gold", "escaped empty-handed", "died")}
    out.update({f"died: {k}": v / n for k, v in sorted(causes.items())})
    out["games with a winner"] = winners / games
    return out


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    if "--push-on" in sys.argv:
        # Sensitivity: heroes who never turn home for the sun or their wounds, only with
        # TARGET_GOLD: how far a 26-round sun lets a greedy hero get.
        from meeple.games.drakborgen import greedy

        greedy.DrakborgenGreedy._going_home = lambda self, s, h: s.gold(h) >= greedy.TARGET_GOLD  # type: ignore[method-assign]
    for players in (1, 2, 4):
        figures = run(players, games)
        print(f"{players} hero(es), {games} games: " + "; ".join(f"{k} {v:.0%}" for k, v in figures.items()))

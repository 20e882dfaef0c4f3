"""A pilot of issue 8's ISMCTS check (docs/lineage2_calibration.md): one search agent against
three greedy at four players, the search's seat rotating (game ``g`` seats it at ``g % 4``,
game seed ``seed * 1000 + g``). Per game it prints the search's result, the final VP, the
castles' owners, the rounds, its think time and how often it took each kind of action, so a
short run shows what the search does as well as how often it wins.

Re-run: ``.venv/bin/python -m tests.lineage2.ismcts_pilot --spec ismcts:iterations=1000 --games 10 --seed 7``
"""

from __future__ import annotations

import argparse
import collections
import time

from meeple.core.actions import Action
from meeple.core.table import Table
from meeple.games.lineage2.game import Lineage2Game
from meeple.sim.runner import play_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spec", default="ismcts:iterations=1000")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    wins = 0
    start = time.perf_counter()
    for g in range(args.games):
        seat = g % 4
        specs = ["greedy"] * 4
        specs[seat] = args.spec
        kinds: collections.Counter[str] = collections.Counter()

        def count(table: Table, s: int, action: Action | None, seat: int = seat) -> None:
            if s == seat and action is not None:
                kinds[action.kind] += 1

        played = play_game(Lineage2Game(players=4), specs, args.seed * 1000 + g, after_action=count)
        state = played.table._state
        won = state.returns()[seat] == 1.0
        wins += won
        print(f"game {g}: seat P{seat + 1} {'wins' if won else 'loses'}; VP {state.vp}, castle owners {state.owner}, "
              f"{state.rounds_played():.1f} rounds, think {played.think_seconds[seat]:.0f} s; {dict(kinds)}", flush=True)
    print(f"{args.spec}: {wins} of {args.games} won ({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()

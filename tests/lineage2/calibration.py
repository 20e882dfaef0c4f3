"""Calibration by simulation (docs/lineage2_calibration.md): greedy agents in every seat, and
per player count the share of games ending by 10 VP or 0 VP (not by the piles running out),
the rounds played, the monsters hunted per pile and the sieges fought.

Re-run: ``.venv/bin/python -m tests.lineage2.calibration --players 2,3,4,5 --games 200``
(``--hire-price N`` tries another price). :func:`measure` returns the figures for tests.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from statistics import median

from meeple.core.table import Table
from meeple.games.lineage2.game import Lineage2Game
from meeple.games.lineage2.greedy import Lineage2Greedy


@dataclass
class Figures:
    players: int
    games: int
    by_vp: int  # ended by 10 VP or 0 VP
    by_piles: int
    rounds: list[float]
    hunted: tuple[float, float, float]  # mean monsters taken per game from A, B, C
    sieges: float  # mean sieges per game
    first_seat_wins: float

    def line(self) -> str:
        r = sorted(self.rounds)
        return (f"{self.players} players, {self.games} games: by VP {self.by_vp / self.games:.1%}, by piles "
                f"{self.by_piles / self.games:.1%}; rounds median {median(r):.1f} (mean {sum(r) / len(r):.1f}, "
                f"10%-90% {r[len(r) // 10]:.1f}-{r[9 * len(r) // 10]:.1f}); hunted A {self.hunted[0]:.1f} "
                f"B {self.hunted[1]:.1f} C {self.hunted[2]:.1f}; sieges {self.sieges:.2f}; "
                f"first seat wins {self.first_seat_wins:.1%}")


def measure(players: int, games: int, seed: int = 0, **options: object) -> Figures:
    """Play ``games`` greedy games through a Table (seeds ``seed``, ``seed + 1``, ...)."""
    game = Lineage2Game(players=players, **options)
    by_vp = by_piles = first = sieges = 0
    rounds: list[float] = []
    hunted = [0, 0, 0]
    for k in range(games):
        table = Table(game, seed + k)
        agents = [Lineage2Greedy(game, seed=(seed + k) * 10 + i) for i in range(players)]
        while not table.is_terminal:
            for s in sorted(table.acting()):
                table.act(s, agents[s].step(table.view(s), table.sampler(s)))
        state = table._state
        if any(state.piles):
            by_vp += 1
        else:
            by_piles += 1
        rounds.append(state.rounds_played())
        for i in range(3):
            hunted[i] += len(game.content.pile_cards[i]) - len(state.piles[i])
        sieges += sum("lays siege" in e.text for e in state.events)
        first += state.returns()[0] == 1.0
    return Figures(players, games, by_vp, by_piles, rounds, tuple(h / games for h in hunted), sieges / games, first / games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hire-price", type=int, default=None)
    args = parser.parse_args()
    options = {} if args.hire_price is None else {"hire_price": args.hire_price}
    for n in (int(x) for x in args.players.split(",")):
        print(measure(n, args.games, args.seed, **options).line())


if __name__ == "__main__":
    main()

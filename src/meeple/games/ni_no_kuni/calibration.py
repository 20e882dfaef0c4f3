"""Calibration by simulation: win rates for every boss and player count with a given agent.

The reconstructed numbers (boss influence for the player counts the rulebook does not give,
card values) are tuned so that a strong agent wins between 40% and 70% of games in every
cell, with The Horned One's rulebook two-player 11 kept. Re-run with::

    python -m meeple.games.ni_no_kuni.calibration --agent greedy --games 400 --jobs 2

``suggested`` is the boss influence that would bring the cell closest to ``--target``, read
off the distribution of (kingdom influence - enemies left) over the games played.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from meeple.agents import make_agent
from meeple.games.ni_no_kuni.game import NiNoKuniGame
from meeple.sim.stats import wilson_interval

BOSSES = ("horned-one", "doloran")
PLAYERS = (1, 2, 3, 4)
BAND = (0.40, 0.70)


@dataclass
class Cell:
    """Results of one (agent, boss, players) cell. ``margins``: kingdom influence minus the
    influence of enemies left, per game (the boss number is then the bar to clear)."""

    agent: str
    boss: str
    players: int
    boss_influence: int
    wins: int
    games: int
    kingdoms: list[int]
    margins: list[int]

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def rate_with(self, boss_influence: int) -> float:
        return sum(1 for m in self.margins if m > boss_influence) / len(self.margins)

    def suggested(self, target: float = 0.55) -> int:
        """The boss influence whose win rate over these games is closest to ``target``."""
        return min(range(0, 60), key=lambda b: (abs(self.rate_with(b) - target), b))


def play_games(agent: str, players: int, boss: str, seeds: Sequence[int], data_dir: str | None = None) -> list[tuple[bool, int, int]]:
    """Play one game per seed with ``agent`` in every seat; returns (won, kingdom, enemies left)."""
    game = NiNoKuniGame(players=players, boss=boss, data_dir=data_dir)
    out = []
    for seed in seeds:
        agents = [make_agent(agent, game, seed=seed * 10 + i) for i in range(players)]
        state = game.new_initial_state(seed)
        while not state.is_terminal:
            state.apply_legal(agents[state.current_player].step(state))
        out.append((bool(state.result), state.kingdom_influence(), state.enemy_influence() - game.boss_influence))
    return out


def _task(args: tuple) -> list[tuple[bool, int, int]]:
    return play_games(*args)


def calibrate(agent: str = "greedy", games: int = 200, players: Sequence[int] = PLAYERS,
              bosses: Sequence[str] = BOSSES, jobs: int = 1, seed: int = 0,
              data_dir: str | None = None) -> list[Cell]:
    """Play ``games`` games per (boss, player count) cell; ``jobs`` worker processes."""
    cells = [(boss, n) for boss in bosses for n in players]
    chunk = max(1, games // max(1, jobs * 2))
    tasks = []
    for boss, n in cells:
        seeds = list(range(seed, seed + games))
        tasks.extend((agent, n, boss, seeds[i:i + chunk], data_dir) for i in range(0, games, chunk))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_task, tasks))
    else:
        results = [_task(t) for t in tasks]
    out = []
    for boss, n in cells:
        rows = [r for t, res in zip(tasks, results) if (t[2], t[1]) == (boss, n) for r in res]
        game = NiNoKuniGame(players=n, boss=boss, data_dir=data_dir)
        out.append(Cell(agent, boss, n, game.boss_influence, sum(r[0] for r in rows), len(rows),
                        [r[1] for r in rows], [r[1] - r[2] for r in rows]))
    return out


def format_table(cells: Sequence[Cell], target: float = 0.55) -> str:
    """A Markdown table of the cells."""
    lines = [
        "| agent | boss | players | boss influence | games | win rate | 95% interval | mean kingdom | median kingdom | mean enemies left | in band | boss for target |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for c in cells:
        low, high = c.interval
        kingdoms = sorted(c.kingdoms)
        enemies = [k - m for k, m in zip(c.kingdoms, c.margins)]
        lines.append(
            f"| {c.agent} | {c.boss} | {c.players} | {c.boss_influence} | {c.games} | {c.rate:.1%} | "
            f"{low:.1%}-{high:.1%} | {sum(kingdoms) / len(kingdoms):.1f} | {kingdoms[len(kingdoms) // 2]} | "
            f"{sum(enemies) / len(enemies):.1f} | {'yes' if BAND[0] <= c.rate <= BAND[1] else 'NO'} | {c.suggested(target)} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Ni no Kuni II calibration grid (boss x player count)")
    parser.add_argument("--agent", default="greedy", help="agent spec for every seat (default greedy)")
    parser.add_argument("--games", type=int, default=200, help="games per cell")
    parser.add_argument("--players", default="1,2,3,4", help="player counts, comma-separated")
    parser.add_argument("--bosses", default=",".join(BOSSES), help="bosses, comma-separated")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument("--target", type=float, default=0.55, help="win rate the suggested boss number aims at")
    parser.add_argument("--data-dir", default=None, help="content folder (default: the package's data)")
    args = parser.parse_args(argv)
    cells = calibrate(args.agent, args.games, [int(p) for p in args.players.split(",")],
                      args.bosses.split(","), args.jobs, args.seed, args.data_dir)
    print(format_table(cells, args.target))


if __name__ == "__main__":
    main()

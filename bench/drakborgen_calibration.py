"""Drakborgen calibration: greedy heroes (who also play each other's monsters) over many seeded
games; the share of heroes who reach the treasure chamber, get out with the chamber's treasure,
escape (with and without gold), die (and of what), and win, per hero and per player count.

Re-run: ``.venv/bin/python bench/drakborgen_calibration.py [games] [--aim win|gold]`` (default 200
games, ``--aim win``: the greedy that plays to the returns; ``gold``: heroes who want the
treasure itself, ``greedy:aim=gold``). The figures are in docs/drakborgen_calibration.md."""

from __future__ import annotations

import argparse
from collections import Counter

import meeple
from meeple.sim.runner import play_game


def cause_of(cause: str) -> str:
    if "sunset" in cause:
        return "sunset"
    if any(w in cause for w in ("blow", "ambush", "back", "spider")):
        return "monster"
    for key, name in (("dragon", "dragon"), ("bottomless", "bottomless pit"), ("trapped", "trapped")):
        if key in cause:
            return name
    return "trap or room card"


def run(players: int, games: int, spec: str) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """Shares of all heroes, and per hero id (who wins, escapes, dies)."""
    game = meeple.load("drakborgen", players=players)
    heroes: Counter[str] = Counter()
    per: dict[str, Counter[str]] = {hid: Counter() for hid in game.hero_ids}
    winners = 0
    for seed in range(games):
        s = play_game(game, [spec] * players, seed).table._state
        w = s.winner()
        winners += w >= 0
        for h in range(players):
            name, hid = game.hero_name(h), game.hero_ids[h]
            mine = [e.text for e in s.events if e.to is None and e.text.startswith(name)]
            if any(" enters " in t and "treasure chamber" in t for t in mine):
                heroes["reached the chamber"] += 1
            if s.status[h] == 1:
                heroes["escaped with gold" if s.gold(h) > 0 else "escaped empty-handed"] += 1
                if s.loot[h]:
                    heroes["out with chamber treasure"] += 1
                per[hid]["escaped"] += 1
            else:
                heroes["died"] += 1
                heroes["died: " + cause_of(s.cause[h])] += 1
                per[hid]["died"] += 1
            per[hid]["won"] += w == h
    n = players * games
    keys = ("reached the chamber", "out with chamber treasure", "escaped with gold", "escaped empty-handed", "died")
    out = {k: heroes[k] / n for k in keys}
    out.update({k: v / n for k, v in sorted(heroes.items()) if k.startswith("died: ")})
    out["games with a winner"] = winners / games
    return out, {hid: {k: c[k] / games for k in ("escaped", "died", "won")} for hid, c in per.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=200)
    parser.add_argument("--aim", choices=("win", "gold"), default="win")
    parser.add_argument("--players", default="1,2,4", help="comma-separated player counts")
    args = parser.parse_args()
    spec = "greedy" if args.aim == "win" else "greedy:aim=gold"
    for players in (int(x) for x in args.players.split(",")):
        figures, per = run(players, args.games, spec)
        print(f"{players} hero(es), {args.games} games, {spec}: " + "; ".join(f"{k} {v:.0%}" for k, v in figures.items()))
        for hid, f in per.items():
            print(f"    {hid}: " + "; ".join(f"{k} {v:.0%}" for k, v in f.items()))


if __name__ == "__main__":
    main()

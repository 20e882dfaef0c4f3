"""Drakborgen calibration: greedy heroes (who also play each other's monsters) over many seeded
games; the share of heroes who reach the treasure chamber, get out with the chamber's treasure,
escape (with and without gold), die (and of what), and win, per hero and per player count.

Re-run: ``.venv/bin/python bench/drakborgen_calibration.py [games] [--aim win|gold]`` (default 200
games, ``--aim win``: the greedy that plays to the returns; ``gold``: heroes who want the
treasure itself, ``greedy:aim=gold``). ``--versus FILE``: instead, the current greedy against
the ``DrakborgenGreedy`` of another greedy.py (an earlier commit's, from ``git show``), seats
alternated, with 95 % Wilson intervals; both play the base game (``expansion=none``, which the
script's ``--expansion`` defaults to, unlike the game). ``--expansion drakborgen-ii``: Drakborgen II (option
``expansion=drakborgen-ii``), the heroes drawn uniformly per game from ``--heroes`` (default the
four base heroes; ``all``: the 4 base and the 8 new), how often each new rule came up
(``ii_counts``), and at the end, over all player counts, each hero's games, win, escape and death
rates with 95 % Wilson intervals and how often he used each ability (``ABILITIES``). The figures
are in docs/drakborgen_calibration.md."""

from __future__ import annotations

import argparse
import importlib.util
import random
from collections import Counter
from pathlib import Path

import meeple
from meeple.games.drakborgen.game import DEFAULT_HEROES
from meeple.games.drakborgen.greedy import DrakborgenGreedy
from meeple.games.drakborgen.heroes_ii import PLAYABLE
from meeple.games.drakborgen.heroes_ii.state import START
from meeple.games.drakborgen.magic_rings import ring_ids
from meeple.sim.runner import play_game
from meeple.sim.stats import wilson_interval


def cause_of(cause: str) -> str:
    if "sunset" in cause:
        return "sunset"
    if any(w in cause for w in ("blow", "ambush", "back", "spider")):
        return "monster"
    for key, name in (("dragon", "dragon"), ("bottomless", "bottomless pit"), ("trapped", "trapped")):
        if key in cause:
            return name
    return "trap or room card"


II_EVENTS = (
    ("went below (any way)", "goes down into the catacombs"),
    ("fell below (trap, bridge, floor)", "ends up in the catacombs"),
    ("ascents", " comes up at "),
    ("UNDERJORDSKORT drawn", " draws UNDERJORDSKORT "),
    ("teleports", " is teleported to "),
    ("amulets found", " finds an amulet:"),
    ("amulet halves found", " finds an amulet half"),
    ("amulets worn", " puts the amulet on"),
    ("amulets read out", " reads out "),
    ("floor tiles laid", "A floor tile, "),
    ("Överrumpling", "Överrumpling!"),
    ("ghouls", " ghouls crawl up through"),
    ("Spellbook read", " reads from the Spellbook"),
    ("Spellbook left unread", " leaves the Spellbook unread"),
    ("Ring of Rejection used", " with the Ring of Rejection and draws"),
    ("Ring of Fortune used", "'s Ring of Fortune: "),
    ("Ring of Seeking used", " searches with the Ring of Seeking"),
    ("Ring of Ascension used", " turns the Ring of Ascension"),
)
"""Drakborgen II: what each new rule says in the public events when it comes up."""
II_ACTIONS = {"descend": "descend (by choice)", "ascend": "ascend by a way up", "lift": "lift (Ring of Ascension)",
              "read": "read (Spellbook)", "reject": "reject (Ring of Rejection)", "seek": "seek (Ring of Seeking)",
              "wear": "wear (amulet)", "throw": "throw (amulet)", "mend": "mend (amulet halves)"}
"""Drakborgen II: the decisions counted as they are taken (the greedy's choices)."""


ABILITIES: dict[str, tuple[str, ...]] = {
    "thargrim": ("meditate", "fear"),
    "yubara": ("hide", "conceal", "shuriken", "blowpipe"),
    "durim": ("spot", "hurl", "dart"),
    "iril": ("leap", "sling"),
    "charak-hai": ("incite",),
    "dzala": ("salve", "force", "enter", "heed"),
    "mrishnahk": ("vanish", "unseen", "appear", "walls", "walk", "stoptime", "fireball", "blast", "scare", "herbs"),
}
"""The decisions each new hero's abilities offer him (counted when his own seat takes them; not
``melee`` or ``wrestle``, facing a monster without them, nor the monster player's ``guess``)."""
ABILITY_METERS: dict[str, tuple[str, ...]] = {
    "yushugom": (),
    "charak-hai": ("rages",),
    "dzala": ("oracaz_fights", "orb", "warned", "entered", "heeded", "dodged", "broke"),
    "mrishnahk": tuple(f"cast_{x}" for x in ("invisibility", "walls", "time", "fireball", "scare", "herbs")),
}
"""The counters a hero's meters keep of his abilities' uses (``s.ii.heroes.meters``), read at the
end; besides, each expendable that starts on a badge (``START``) counts as used by how far it fell."""
ABILITY_EVENTS: dict[str, tuple[tuple[str, str], ...]] = {
    "durim": (("lockpick (door opens)", " picks the lock: the door opens"),),
    "charak-hai": (("berserk ended", "'s berserk ends"), ("lost control", " he loses control"),
                   ("berserk broke door/portcullis", "the berserk smashes the door open"),
                   ("berserk broke door/portcullis", "the berserk heaves the portcullis up")),
}
"""Passive abilities, counted from the hero's public events (the text starts with his name)."""


def hero_usage(s, usage: dict[str, Counter[str]]) -> None:
    """Add the ability counters and spent expendables of each new hero in the finished game ``s``."""
    for h, hid in enumerate(s.game.hero_ids):
        if hid not in PLAYABLE:
            continue
        m = s.ii.heroes.meters[h]
        for k in ABILITY_METERS.get(hid, ()):
            usage[hid][k] += m.get(k, 0)
        name = s.game.hero_name(h)
        for key, text in ABILITY_EVENTS.get(hid, ()):
            usage[hid][key] += sum(1 for e in s.events if e.to is None and e.text.startswith(name) and text in e.text)
        for k, start in START.get(hid, {}).items():
            if start > 0 and k != "oracaz":
                usage[hid][f"spent {k}"] += start - m.get(k, 0)


def ii_counts(s, counts: Counter[str]) -> None:
    """Add to ``counts`` how often each new rule came up in the finished game ``s`` (public
    events), and the rings taken and used."""
    for e in s.events:
        if e.to is None:
            for key, text in II_EVENTS:
                counts[key] += text in e.text
    for h, ring in enumerate(s.ring):
        if ring >= 0:
            rid = ring_ids(s.game)[ring]
            counts[f"ring taken: {rid}"] += 1
            counts[f"ring used: {rid}"] += s.ring_used[h]


def run(players: int, games: int, spec: str, expansion: str = "none", pool: tuple[str, ...] = (),
        counts: Counter[str] | None = None, tally: dict[str, Counter[str]] | None = None,
        usage: dict[str, Counter[str]] | None = None, first_seed: int = 0,
        ) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """Shares of all heroes, and per hero id (who wins, escapes, dies: shares of the games he
    played, ``games`` how many). With ``expansion`` on, each game's heroes are drawn from
    ``pool`` (uniformly, without repeats) and ``counts`` gathers :func:`ii_counts`; ``tally``
    (hero id -> counts of games, won, escaped, died) and ``usage`` (hero id -> ability -> uses,
    :data:`ABILITIES` and :func:`hero_usage`) gather raw counts across calls. Seeds run from
    ``first_seed``."""
    base = meeple.load("drakborgen", players=players, expansion="none")
    heroes: Counter[str] = Counter()
    per: dict[str, Counter[str]] = {hid: Counter() for hid in (pool or base.hero_ids)}
    winners = 0
    for seed in range(first_seed, first_seed + games):
        game = base
        if expansion != "none":
            ids = random.Random(seed).sample(pool, players)
            game = meeple.load("drakborgen", players=players, expansion=expansion, heroes=",".join(ids))
        hook = None
        if counts is not None or usage is not None:
            own = {h: ABILITIES.get(hid, ()) for h, hid in enumerate(game.hero_ids)}

            def hook(table, seat, action, counts: Counter[str] | None = counts, own=own, game=game) -> None:
                if action is None:
                    return
                if counts is not None and action.kind in II_ACTIONS:
                    counts[II_ACTIONS[action.kind]] += 1
                if usage is not None and action.kind in own[seat]:
                    usage[game.hero_ids[seat]][action.kind] += 1
        s = play_game(game, [spec] * players, seed, after_action=hook).table._state
        if counts is not None:
            ii_counts(s, counts)
        if usage is not None:
            hero_usage(s, usage)
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
            per[hid]["games"] += 1
    if tally is not None:
        for hid, c in per.items():
            tally.setdefault(hid, Counter()).update(c)
    n = players * games
    keys = ("reached the chamber", "out with chamber treasure", "escaped with gold", "escaped empty-handed", "died")
    out = {k: heroes[k] / n for k in keys}
    out.update({k: v / n for k, v in sorted(heroes.items()) if k.startswith("died: ")})
    out["games with a winner"] = winners / games
    return out, {hid: {**{k: c[k] / max(1, c["games"]) for k in ("escaped", "died", "won")}, "games": c["games"],
                       "won, 95 % Wilson": wilson_interval(c["won"], c["games"]) if c["games"] else (0.0, 0.0)}
                 for hid, c in per.items()}


def versus(players: int, games: int, path: Path) -> dict[str, tuple[float, float, float]]:
    """Win shares of the current greedy ("now") and the one in ``path`` ("other"), with their
    intervals; game ``g`` gives seat ``i`` to "now" when ``i + g`` is even."""
    spec = importlib.util.spec_from_file_location("other_greedy", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    game = meeple.load("drakborgen", players=players, expansion="none")  # the greedies' base game
    wins, seats = Counter(), Counter()
    for seed in range(games):
        kinds = ["now" if (i + seed) % 2 == 0 else "other" for i in range(players)]
        agents = [(DrakborgenGreedy if k == "now" else module.DrakborgenGreedy)(game, seed=seed * 10 + i)
                  for i, k in enumerate(kinds)]
        w = play_game(game, ["greedy"] * players, seed, agents=agents).table._state.winner()
        for i, k in enumerate(kinds):
            seats[k] += 1
            wins[k] += w == i
    return {k: (wins[k] / seats[k], *wilson_interval(wins[k], seats[k])) for k in ("now", "other")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=200)
    parser.add_argument("--aim", choices=("win", "gold"), default="win")
    parser.add_argument("--players", default="1,2,4", help="comma-separated player counts")
    parser.add_argument("--versus", type=Path, help="another greedy.py to play against")
    parser.add_argument("--expansion", choices=("none", "drakborgen-ii"), default="none")
    parser.add_argument("--heroes", default=",".join(DEFAULT_HEROES),
                        help="with the expansion: the heroes drawn from, comma-separated, or 'all' (the 12)")
    parser.add_argument("--first-seed", type=int, default=0, help="the first game's seed (to split a run)")
    args = parser.parse_args()
    if args.versus:
        for players in (int(x) for x in args.players.split(",")):
            shares = versus(players, args.games, args.versus)
            print(f"{players} hero(es), {args.games} games: " + "; ".join(
                f"{k} wins {p:.1%} ({lo:.1%}-{hi:.1%})" for k, (p, lo, hi) in shares.items()))
        return
    spec = "greedy" if args.aim == "win" else "greedy:aim=gold"
    names = (*DEFAULT_HEROES, *PLAYABLE) if args.heroes == "all" else args.heroes.split(",")
    pool = tuple(x.strip() for x in names if x.strip()) if args.expansion != "none" else ()
    tally: dict[str, Counter[str]] = {}
    usage: dict[str, Counter[str]] = {hid: Counter() for hid in pool}
    for players in (int(x) for x in args.players.split(",")):
        counts: Counter[str] = Counter()
        figures, per = run(players, args.games, spec, args.expansion, pool, counts, tally, usage, args.first_seed)
        print(f"{players} hero(es), {args.games} games, {spec}: " + "; ".join(f"{k} {v:.0%}" for k, v in figures.items()))
        for hid, f in per.items():
            lo, hi = f.pop("won, 95 % Wilson")
            games = f.pop("games")
            print(f"    {hid}: " + "; ".join(f"{k} {v:.0%}" for k, v in f.items())
                  + (f" ({games} games; won 95 % Wilson {lo:.1%}-{hi:.1%})" if pool else ""))
        if args.expansion != "none":
            print(f"    per game: " + "; ".join(f"{k} {v / args.games:.2f}" for k, v in sorted(counts.items())))
    if pool:
        print("all player counts: hero | games | won | escaped | died (95 % Wilson) | ability uses")
        for hid in pool:
            c = tally.get(hid, Counter())
            n = c["games"]
            rates = "; ".join(f"{k} {c[k]}/{n} = {c[k] / max(1, n):.1%} ({lo:.1%}-{hi:.1%})"
                              for k in ("won", "escaped", "died") for lo, hi in [wilson_interval(c[k], n)])
            shown = {**dict.fromkeys(ABILITIES.get(hid, ()), 0), **usage[hid]}  # an ability never used shows 0
            uses = ", ".join(f"{k} {v}" for k, v in shown.items()) or "-"
            print(f"    {hid}: {n} games; {rates}; uses: {uses}")


if __name__ == "__main__":
    main()

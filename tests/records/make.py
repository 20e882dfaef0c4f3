"""Write the kept records: seeded games of every registered game (random and greedy agents, a
few option sets), each with a digest of the state it ends in. ``tests/core/test_kept_records.py``
replays them and compares: a change that makes a seed and its actions end elsewhere changes the
rules, and must raise the game's ``rules_version`` (records of another version are skipped).

    .venv/bin/python tests/records/make.py [game ...]   # rewrites tests/records/<game>.json
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import meeple
from meeple.core.state import State
from meeple.sim.runner import play_game

HERE = Path(__file__).resolve().parent

OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "lords-of-war": [{}, {"armies": ("orcs", "dwarves"), "cavalry_rule": True},
                     {"battle_map": False, "armies": ("lizardmen", "orcs")},
                     {"berserker_mod": "raging", "armies": ("dwarves", "orcs")},
                     {"berserker_mod": "support", "armies": ("orcs", "elves")}],
    "lost-legacy": [{}, {"players": 4}],
    "ni-no-kuni": [{}, {"players": 3}],
    "lineage2": [{}],
    # the base game (its three records carried over from rules version 2, the options made explicit:
    # the same actions and final states but for the public "fled" rules version 3 adds) and
    # Drakborgen II, the default since rules version 3
    "drakborgen": [{"expansion": "none"}, {}],
}


def digest(state: State) -> str:
    """A digest of the whole final state but its narration (``events``: wording may change
    without changing the rules), RNG and history included."""
    data = state.to_json()
    data.pop("events", None)
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


def make(name: str) -> list[dict[str, Any]]:
    kept = []
    for options in OPTION_SETS.get(name, [{}]):
        game = meeple.load(name, **options)
        n = game.num_players
        for seed, specs in ((1, ["random"] * n), (2, ["random"] * n), (3, ["greedy"] + ["random"] * (n - 1))):
            played = play_game(game, specs, seed)
            record = played.table.record()
            kept.append({"record": record.model_dump(mode="json"), "final": digest(played.table._state)})
    return kept


def main() -> None:
    for name in sys.argv[1:] or meeple.available_games():
        path = HERE / f"{name}.json"
        path.write_text(json.dumps(make(name), indent=0) + "\n", encoding="utf-8")
        print(f"written {path}")


if __name__ == "__main__":
    main()

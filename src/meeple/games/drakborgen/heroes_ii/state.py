"""What the new heroes add to a position (``state.ii.heroes``): per hero a dict of counters,
``meters[h]`` (name -> int). The public ones (the badge's resource meter and expendable slots,
``METERS[hero id]``) go into the observation; the others are the hero's per-encounter marks,
cleared when an encounter ends (:func:`end_encounter`). No rule here."""

from __future__ import annotations

from typing import Any

START: dict[str, dict[str, int]] = {
    "yubara": {"shuriken": 4, "blowpipe": 1},
    "durim": {"daggers": 4},
    "dzala": {"oracaz": 14, "salve": 1},
    "mrishnahk": {"invisible": 0, "time": 0, "walls": 1, "herbs": 1},
    "charak-hai": {"berserk": 0, "rages": 0},
}
"""Each hero's meters at the start: Yūbara's four shuriken (ruling D2-HERO-SHURIKEN-COUNT) and
the blowpipe's one blue marker; Durim's four daggers; Chārāk-Hai's badge side (1: berserk) and
how often he became one."""

LASTING = frozenset({"spot", "spot_turn", "incite_turn", "control", "steer", "left_below"})
"""Marks that outlive an encounter (Durim's second search of the turn; Chārāk-Hai's incitement
of the turn, his movement decided by another, the ruby he left below)."""

LASTING |= {"turn", "upkeep", "walking", "timed", "blasted", "caught",
            *(f"cast_{x}" for x in ("invisibility", "walls", "time", "fireball", "scare", "herbs"))}
"""Mrishnahk's: his turn count, the invisibility's cost due, the turn he walks through walls, stops
time or threw a fireball, the överrumpling's skeleton, how often each spell and the herbs were used
(his badge: invisible, time stopped, and the blue markers of the walls and the herbs)."""

LASTING |= frozenset({"secret_turn", "heed_turn", "heed_sq", "revealing", "warn_to", "warn_src", "warn_d", "warn_how",
                      "warn_gate", "oracaz_fights", "orb", "ambush_warned", "warned", "entered", "heeded", "dodged",
                      "broke"})
"""Dzála's lasting marks: the turn she came through a secret door or heeded a warning, the way she
stands in while warned, and how often she used each ability; her face-down tiles (``fd@<square>``)
last too. Her meters: the oracaz's KP (14 as its data, 0 once dead) and the salve's blue marker."""

METERS = {hid: tuple(m) for hid, m in START.items()}
"""The public meters, by hero id, in badge order."""


class HeroesState:
    __slots__ = ("meters",)

    def __init__(self, hero_ids: tuple[str, ...]) -> None:
        self.meters: list[dict[str, int]] = [dict(START.get(hid, {})) for hid in hero_ids]

    def clone(self) -> HeroesState:
        c = HeroesState.__new__(HeroesState)
        c.meters = [dict(m) for m in self.meters]
        return c

    def to_json(self) -> list[dict[str, int]]:
        return [dict(m) for m in self.meters]

    def load(self, data: list[dict[str, Any]]) -> None:
        if len(data) != len(self.meters):
            raise ValueError(f"'ii' heroes needs {len(self.meters)} entries, one per hero")
        self.meters = [{str(k): int(v) for k, v in m.items()} for m in data]


def public(meters: dict[str, int], hid: str) -> dict[str, int]:
    """The meters of hero ``hid`` everyone sees on his badge."""
    return {k: meters[k] for k in METERS.get(hid, ())}


def end_encounter(meters: dict[str, int], hid: str) -> None:
    """The encounter is over: the marks that lasted for it go."""
    if not meters:
        return
    keep = METERS.get(hid, ())
    gone = []  # a plain loop: a comprehension costs a frame, and the hero's meters are few
    for k in meters:
        if k not in keep and k not in LASTING and not k.startswith("fd@"):
            gone.append(k)
    for k in gone:
        del meters[k]

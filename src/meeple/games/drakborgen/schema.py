"""Schemas of the content files (``data/*.json``), one pydantic model per kind of record.

Every record carries ``provenance`` (see :mod:`meeple.core.data`) and a free ``note`` saying
what is known and what is the project's (reference sections 2-13 and 17).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from meeple.core.data import Record

Side = Literal["N", "E", "S", "W"]
Attribute = Literal["SF", "VF", "RF", "TF"]
MonsterType = Literal["svartalv", "orch", "skelett", "bergstroll", "tva_orcher"]
TileType = Literal["room", "corridor", "portcullis", "trap", "rotating", "debris", "dark", "chasm", "pit", "web"]
Letter = Literal["A", "B", "C"]


class Noted(Record):
    """A record with a note on its sources."""

    note: str = ""


class Part(BaseModel):
    """A part of a record (it shares the record's provenance)."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Damage(Part):
    """A loss of KP (or a count of turns): ``T<die> + add - <attr>``, never below 0 (reference
    5.1). ``die`` 0 means no die: a fixed ``add``."""

    die: Literal[0, 6, 12] = 6
    add: int = Field(default=0, ge=-6, le=6)
    attr: Attribute | None = None


def _sides(text: str) -> str:
    if not text or any(ch not in "NESW" for ch in text) or len(set(text)) != len(text):
        raise ValueError(f"sides must be distinct letters among N, E, S, W, not {text!r}")
    return text


class BoardRecord(Noted):
    """One printed part of the board: the grid, a tower room, a chamber half, the sun track."""

    id: str
    kind: Literal["grid", "tower", "chamber", "sun"] = "grid"
    rows: int | None = Field(default=None, ge=2, le=20)
    cols: int | None = Field(default=None, ge=2, le=20)
    row: int | None = Field(default=None, ge=0)
    col: int | None = Field(default=None, ge=0)
    openings: str | None = None
    rounds: int | None = Field(default=None, ge=1, le=60)

    @model_validator(mode="after")
    def _fields_of_kind(self) -> BoardRecord:
        need = {"grid": ("rows", "cols"), "tower": ("row", "col", "openings"),
                "chamber": ("row", "col", "openings"), "sun": ("rounds",)}[self.kind]
        missing = [f for f in need if getattr(self, f) is None]
        if missing:
            raise ValueError(f"a {self.kind} record needs {', '.join(missing)}")
        if self.openings is not None:
            _sides(self.openings)
        return self


class TileRecord(Noted):
    """Room tiles of one kind: type, openings and printed doors in the tile's own frame, where
    S is the entry side (the dot placed towards the square the hero came from), and ``count``
    copies in the bag. A chasm lists its two ``halves`` (the openings on each side of it)."""

    id: str
    type: TileType
    openings: str
    doors: str = ""
    halves: list[str] | None = None
    count: int = Field(ge=1, le=40)

    @model_validator(mode="after")
    def _shape(self) -> TileRecord:
        _sides(self.openings)
        if "S" not in self.openings:
            raise ValueError("a tile needs an opening on its entry side S")
        if self.doors and (set(self.doors) - set(self.openings) or "S" in self.doors):
            raise ValueError("doors must be on openings other than the entry side S")
        if (self.type == "chasm") != (self.halves is not None):
            raise ValueError("a chasm, and only a chasm, lists its two halves")
        if self.halves is not None:
            if len(self.halves) != 2 or sorted("".join(self.halves)) != sorted(self.openings):
                raise ValueError("the two halves must split the openings between them")
        if self.type == "rotating" and self.openings != "S":
            raise ValueError("a rotating room has its single opening on the entry side S")
        return self


class HeroRecord(Noted):
    """A base hero: attributes (rolled against with T12), KP, the special-attack letter."""

    id: str
    name: str
    weapons: str
    SF: int = Field(ge=1, le=12)
    VF: int = Field(ge=1, le=12)
    RF: int = Field(ge=1, le=12)
    TF: int = Field(ge=1, le=12)
    KP: int = Field(ge=1, le=30)
    special: Letter
    crossbow: bool = False


Effect = Literal["nothing", "shuffle", "monster", "ambush", "spider", "damage", "torch", "corpse", "chest",
                 "cave_in", "trapdoor", "curse", "item", "gold", "secret_door", "trap", "gas", "explosion",
                 "open", "shut", "door_trap", "treasure", "sleeps", "wakes"]
_NEEDS: dict[str, tuple[str, ...]] = {
    "monster": ("monster",), "ambush": ("monster",), "damage": ("damage",), "cave_in": ("damage",),
    "trapdoor": ("damage",), "item": ("item",), "gold": ("gold",), "treasure": ("gold",),
    "gas": ("damage", "turns"), "explosion": ("damage", "turns"), "door_trap": ("damage",),
}


class CardRecord(Noted):
    """A card of one of the decks, ``count`` copies. ``effect`` says what it does; the fields it
    needs (``monster``, ``damage``, ``turns``, ``item``, ``gold``) must be given. ``trap``: a
    Ring of Warning can cancel it."""

    id: str
    name: str
    english: str
    count: int = Field(ge=1, le=40)
    effect: Effect
    monster: MonsterType | None = None
    damage: Damage | None = None
    turns: Damage | None = None
    item: Literal["potion", "rope"] | None = None
    gold: int = Field(default=0, ge=0, le=10000)
    trap: bool = False

    @model_validator(mode="after")
    def _effect_fields(self) -> CardRecord:
        missing = [f for f in _NEEDS.get(self.effect, ()) if not getattr(self, f)]
        if missing:
            raise ValueError(f"effect {self.effect!r} needs {', '.join(missing)}")
        return self


Reaction = Literal["flees", "passive", "attacks"]
FleeReaction = Literal["escape", "backstab", "follows"]


class MonsterRow(Part):
    """One monster type on a MONSTERKORT: its KP, its reaction to a waiting hero and to a
    fleeing one (a back-stab gives ``backstab`` damage)."""

    kp: int = Field(ge=1, le=12)
    wait: Reaction
    flee: FleeReaction
    backstab: Damage | None = None

    @model_validator(mode="after")
    def _stab(self) -> MonsterRow:
        if (self.flee == "backstab") != (self.backstab is not None):
            raise ValueError("a backstab reaction, and only that, gives its backstab damage")
        return self


class MonsterCardRecord(Noted):
    """A MONSTERKORT: one row per monster type."""

    id: str
    name: str
    reactions: dict[MonsterType, MonsterRow]

    @model_validator(mode="after")
    def _all_types(self) -> MonsterCardRecord:
        missing = sorted(set(MonsterType.__args__) - set(self.reactions))  # type: ignore[attr-defined]
        if missing:
            raise ValueError(f"reactions are missing for {', '.join(missing)}")
        return self


class CombatRecord(Noted):
    """A set of STRIDSKORT: the letters A, B, C of one hero or monster type and its special
    letter (a win with it costs the loser 2 KP), if any."""

    id: str
    owner: str
    letters: Literal["ABC"]
    special: Letter | None


class RingRecord(Noted):
    """A MAGISK RING, usable once."""

    id: Literal["warning", "blinding", "healing", "opening"]
    name: str
    english: str
    effect: Literal["warning", "blinding", "healing", "opening"]
    heal: int = Field(default=0, ge=0, le=20)


class Shot(Part):
    """One crossbow line: the T12 result needed to hit and the damage of a hit."""

    hit: int = Field(ge=1, le=12)
    damage: Damage


class ItemRecord(Noted):
    """The potion (``heal``), the rope, the crossbow (``shots`` per monster type: T12 at or
    above ``hit``), the giant spider (T6 at most ``kills_at_most`` kills it) and the torch (T6 at
    most ``relight_at_most`` relights it)."""

    id: Literal["potion", "rope", "crossbow", "spider", "torch"]
    name: str
    heal: Damage | None = None
    shots: dict[MonsterType, Shot] | None = None
    kills_at_most: int | None = Field(default=None, ge=1, le=6)
    relight_at_most: int | None = Field(default=None, ge=1, le=6)

    @model_validator(mode="after")
    def _fields(self) -> ItemRecord:
        need = {"potion": "heal", "crossbow": "shots", "spider": "kills_at_most", "torch": "relight_at_most"}.get(self.id)
        if need and getattr(self, need) is None:
            raise ValueError(f"the {self.id} record needs {need!r}")
        if self.shots is not None and set(self.shots) != set(MonsterType.__args__):  # type: ignore[attr-defined]
            raise ValueError("the crossbow needs a shot for every monster type")
        return self

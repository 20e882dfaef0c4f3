"""Schemas of the content files (``data/*.json``), one pydantic model per kind of record.

Every record carries ``provenance`` (see :mod:`meeple.core.data`) and a free ``note`` saying
what is known and what is the project's (reference sections 2-13 and 17). Checks that concern
one field are validators of that field, so that an error names it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

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
    """One printed part of the board: the grid, a tower room, a chamber half, the sun track, the
    compass (the board edge that is south: the one carrying the sun track)."""

    id: str
    kind: Literal["grid", "tower", "chamber", "sun", "compass"] = "grid"
    rows: int | None = Field(default=None, ge=2, le=20, validate_default=True)
    cols: int | None = Field(default=None, ge=2, le=20, validate_default=True)
    row: int | None = Field(default=None, ge=0, validate_default=True)
    col: int | None = Field(default=None, ge=0, validate_default=True)
    openings: str | None = Field(default=None, validate_default=True)
    rounds: int | None = Field(default=None, ge=1, le=60, validate_default=True)
    south: Literal["bottom"] | None = Field(default=None, validate_default=True)

    @field_validator("rows", "cols", "row", "col", "openings", "rounds", "south")
    @classmethod
    def _fields_of_kind(cls, value: object, info: ValidationInfo) -> object:
        kind = info.data.get("kind")
        need = {"grid": ("rows", "cols"), "tower": ("row", "col", "openings"),
                "chamber": ("row", "col", "openings"), "sun": ("rounds",), "compass": ("south",)}.get(str(kind), ())
        if value is None and info.field_name in need:
            raise ValueError(f"a {kind} record needs it")
        if info.field_name == "openings" and value is not None:
            _sides(str(value))
        return value


class TileRecord(Noted):
    """Room tiles of one kind: type, openings and printed doors in the tile's own frame, where
    S is the entry side (the dot placed towards the square the hero came from), and ``count``
    copies in the bag. A chasm lists its two ``halves`` (the openings on each side of it)."""

    id: str
    type: TileType
    openings: str
    doors: str = ""
    halves: list[str] | None = Field(default=None, validate_default=True)
    count: int = Field(ge=1, le=40)

    @field_validator("openings")
    @classmethod
    def _openings(cls, value: str, info: ValidationInfo) -> str:
        _sides(value)
        if "S" not in value:
            raise ValueError("a tile needs an opening on its entry side S")
        if info.data.get("type") == "rotating" and value != "S":
            raise ValueError("a rotating room has its single opening on the entry side S")
        return value

    @field_validator("doors")
    @classmethod
    def _doors(cls, value: str, info: ValidationInfo) -> str:
        openings = info.data.get("openings", "")
        if value and (set(value) - set(openings) or "S" in value):
            raise ValueError("doors must be on openings other than the entry side S")
        return value

    @field_validator("halves")
    @classmethod
    def _halves(cls, value: list[str] | None, info: ValidationInfo) -> list[str] | None:
        if (info.data.get("type") == "chasm") != (value is not None):
            raise ValueError("a chasm, and only a chasm, lists its two halves")
        if value is not None and (len(value) != 2 or sorted("".join(value)) != sorted(info.data.get("openings", ""))):
            raise ValueError("the two halves must split the openings between them")
        return value


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
    monster: MonsterType | None = Field(default=None, validate_default=True)
    damage: Damage | None = Field(default=None, validate_default=True)
    turns: Damage | None = Field(default=None, validate_default=True)
    item: Literal["potion", "rope"] | None = Field(default=None, validate_default=True)
    gold: int = Field(default=0, ge=0, le=10000, validate_default=True)
    trap: bool = False

    @field_validator("monster", "damage", "turns", "item", "gold")
    @classmethod
    def _effect_fields(cls, value: object, info: ValidationInfo) -> object:
        effect = info.data.get("effect")
        if not value and info.field_name in _NEEDS.get(str(effect), ()):
            raise ValueError(f"effect {effect!r} needs it")
        return value


Reaction = Literal["flees", "passive", "attacks"]
FleeReaction = Literal["escape", "backstab", "follows"]


class MonsterRow(Part):
    """One monster type on a MONSTERKORT: its KP, its reaction to a waiting hero and to a
    fleeing one (a back-stab gives ``backstab`` damage)."""

    kp: int = Field(ge=1, le=12)
    wait: Reaction
    flee: FleeReaction
    backstab: Damage | None = Field(default=None, validate_default=True)

    @field_validator("backstab")
    @classmethod
    def _stab(cls, value: Damage | None, info: ValidationInfo) -> Damage | None:
        if (info.data.get("flee") == "backstab") != (value is not None):
            raise ValueError("a backstab reaction, and only that, gives its backstab damage")
        return value


class MonsterCardRecord(Noted):
    """A MONSTERKORT: one row per monster type."""

    id: str
    name: str
    reactions: dict[MonsterType, MonsterRow]

    @field_validator("reactions")
    @classmethod
    def _all_types(cls, value: dict[str, MonsterRow]) -> dict[str, MonsterRow]:
        missing = sorted(set(MonsterType.__args__) - set(value))  # type: ignore[attr-defined]
        if missing:
            raise ValueError(f"reactions are missing for {', '.join(missing)}")
        return value


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
    heal: Damage | None = Field(default=None, validate_default=True)
    shots: dict[MonsterType, Shot] | None = Field(default=None, validate_default=True)
    kills_at_most: int | None = Field(default=None, ge=1, le=6, validate_default=True)
    relight_at_most: int | None = Field(default=None, ge=1, le=6, validate_default=True)

    @field_validator("heal", "shots", "kills_at_most", "relight_at_most")
    @classmethod
    def _fields(cls, value: object, info: ValidationInfo) -> object:
        need = {"potion": "heal", "crossbow": "shots", "spider": "kills_at_most", "torch": "relight_at_most"}
        if value is None and need.get(str(info.data.get("id"))) == info.field_name:
            raise ValueError(f"the {info.data.get('id')} record needs it")
        if info.field_name == "shots" and value is not None and set(value) != set(MonsterType.__args__):  # type: ignore[arg-type,attr-defined]
            raise ValueError("the crossbow needs a shot for every monster type")
        return value

"""Schemas of Drakborgen II's content files (``data/drakborgen_ii/*.json``), in the style of
:mod:`.schema`: one pydantic model per kind of record, every record with ``provenance``.

The rulebook's sections: "Cards" (the new cards of every deck, the seven base RUMSKORT sorted
out), "Room tiles", "Floor tiles", "Direction arrows", "Ten-sided die", "MAGISK RING",
"AMULETTKORT" and "The new heroes" (their stats: data only, not playable yet).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, ValidationInfo, field_validator

from meeple.games.drakborgen.schema import CardRecord, Effect, Noted, TileRecord

NewEffect = Literal["way_down", "overrumpling", "ghouls", "teleport", "amulet", "amulet_half", "fall_down", "spellbook"]
NEW_EFFECTS: tuple[str, ...] = NewEffect.__args__  # type: ignore[attr-defined]
IIEffect = Literal[Effect, NewEffect]  # type: ignore[valid-type]
"""The base effects and the new ones, as one list of allowed values."""

Classification = Literal["nedgang", "uppgang", "overrumpling", "likatare", "teleportera", "underjord", "amulett",
                         "magiskt_foremal", "foremal", "sarskild_plats", "besvarjelse", "falla"]
"""The rulebook's classifications ("New classifications of effects") and the base ones the new
cards carry: way down, way up, caught off guard, ghoul, teleport, catacombs, amulet, magic
item, item, special location, spell, trap."""

CLASS_OF = {"way_down": "nedgang", "overrumpling": "overrumpling", "ghouls": "likatare", "teleport": "teleportera",
            "amulet": "amulett", "amulet_half": "amulett", "fall_down": "falla"}
"""The classification each new effect stands for (rulebook "New classifications of effects")."""

Teleport = Literal["dice", "chamber", "tower"]
"""Where a teleportation leads: by the dice (T12 direction, T6 distance), the treasure
chamber, a tower room of the hero's choice."""


class IICardRecord(CardRecord):
    """A Drakborgen II card of one of the base decks. ``effect`` is a base effect or a new one
    (``NEW_EFFECTS``); ``floor`` names the floor tile a ``way_down`` card places; ``teleport``
    where a ``teleport`` card leads; ``classes`` its classifications, which must include the one
    its new effect stands for (``CLASS_OF``)."""

    effect: IIEffect  # type: ignore[assignment]
    floor: Literal["vag-ned"] | None = Field(default=None, validate_default=True)
    teleport: Teleport | None = Field(default=None, validate_default=True)
    classes: list[Classification] = []

    @field_validator("floor", "teleport")
    @classmethod
    def _new_fields(cls, value: object, info: ValidationInfo) -> object:
        need = {"way_down": "floor", "teleport": "teleport"}.get(str(info.data.get("effect")))
        if value is None and need == info.field_name:
            raise ValueError(f"effect {info.data.get('effect')!r} needs it")
        if value is not None and need != info.field_name:
            raise ValueError(f"only a {'way_down' if info.field_name == 'floor' else 'teleport'} card has it")
        return value

    @field_validator("classes")
    @classmethod
    def _classes(cls, value: list[str], info: ValidationInfo) -> list[str]:
        need = CLASS_OF.get(str(info.data.get("effect")))
        if need is not None and need not in value:
            raise ValueError(f"a card with effect {info.data.get('effect')!r} is classified {need!r}")
        return value

    @field_validator("damage")
    @classmethod
    def _fall_damage(cls, value: object, info: ValidationInfo) -> object:
        if value is None and info.data.get("effect") == "fall_down":
            raise ValueError("effect 'fall_down' needs it")
        return value


class RemovedCardRecord(Noted):
    """A base RUMSKORT sorted out with the expansion (``id`` of its base record, ``count``)."""

    id: str
    name: str
    count: int = Field(ge=1, le=10)


class IITileRecord(TileRecord):
    """A Drakborgen II room tile: the base kinds and the bridge (``bro``); ``way_down`` marks a
    chamber with a way down into the catacombs."""

    type: Literal["room", "corridor", "bridge"]  # type: ignore[assignment]
    way_down: bool = False

    @field_validator("way_down")
    @classmethod
    def _way_down(cls, value: bool, info: ValidationInfo) -> bool:
        if value and info.data.get("type") != "room":
            raise ValueError("only a chamber (type room) carries a way down")
        return value


class FloorTileRecord(Noted):
    """One floor tile (rulebook "Floor tiles"): ``kind`` is what a card names, ``way_down``
    whether it marks a way down."""

    id: str
    kind: Literal["vag-ned"]
    name: str
    english: str
    way_down: bool


class ComponentRecord(Noted):
    """A direction arrow or the T10."""

    id: str
    kind: Literal["arrow", "die"]
    sides: int | None = Field(default=None, validate_default=True)

    @field_validator("sides")
    @classmethod
    def _sides(cls, value: int | None, info: ValidationInfo) -> int | None:
        if (info.data.get("kind") == "die") != (value is not None):
            raise ValueError("a die, and only a die, has sides")
        if value is not None and value != 10:
            raise ValueError("Drakborgen II's new die is the T10")
        return value


Trigger = Literal["wounded", "dragon_fire", "fall", "dying", "turn_wounded", "monster", "ambush", "trap", "chamber", "torch"]
AmuletEffect = Literal["extra_wound", "no_dragon_fire", "no_fall", "save_life", "heal_one", "monster_flees",
                       "no_ambush_damage", "no_trap", "extra_treasure", "no_torch"]
_FITS: dict[str, str] = {"extra_wound": "wounded", "no_dragon_fire": "dragon_fire", "no_fall": "fall", "save_life": "dying",
                         "heal_one": "turn_wounded", "monster_flees": "monster", "no_ambush_damage": "ambush",
                         "no_trap": "trap", "extra_treasure": "chamber", "no_torch": "torch"}


class AmuletRecord(Noted):
    """An AMULETTKORT: the ``trigger`` the player on the finder's right watches for, the
    ``effect`` (read out when it triggers), and whether the wearer may throw it away once it
    is known (``throwable``: the rulebook's default unless the card says otherwise)."""

    id: str
    name: str
    english: str
    trigger: Trigger
    effect: AmuletEffect
    throwable: bool = True
    text: str

    @field_validator("effect")
    @classmethod
    def _fits(cls, value: str, info: ValidationInfo) -> str:
        if info.data.get("trigger") is not None and _FITS[value] != info.data["trigger"]:
            raise ValueError(f"effect {value!r} goes with the trigger {_FITS[value]!r}, not {info.data['trigger']!r}")
        return value


class IIRingRecord(Noted):
    """One of Drakborgen II's four MAGISK RING cards."""

    id: Literal["rejection", "fortune", "seeking", "ascension"]
    name: str
    english: str
    effect: Literal["reject_tile", "reroll", "search_four", "leave_catacombs"]


class IIHeroRecord(Noted):
    """A Drakborgen II hero's stats (or the oracaz, ``companion_of`` its master): data only."""

    id: str
    name: str
    SF: int = Field(ge=1, le=12)
    VF: int = Field(ge=1, le=12)
    RF: int = Field(ge=1, le=12)
    TF: int | None = Field(ge=1, le=12)
    KP: int = Field(ge=1, le=30)
    combat_cards: bool
    abilities: list[str]
    equipment: list[str]
    companion_of: str | None = None

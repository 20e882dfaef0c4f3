"""Schemas of the content data files (``data/*.json``), one pydantic model per card kind.

Each record carries ``provenance`` for the record as a whole (see ``meeple.core.data``). A record
built partly from a source and partly reconstructed is ``reconstructed`` overall and lists in
``sourced`` the fields that come from a source, with that source's provenance kind, so the
known values are visible field by field (e.g. Grimchilla Pranger's type and value are rulebook).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from meeple.core.data import Record

FightType = Literal["physical", "ranged", "magical"]
SourcedKind = Literal["rulebook", "public-transcription"]


class SourcedRecord(Record):
    """A record whose ``sourced`` map names fields taken from a source (rulebook or transcription)."""

    sourced: dict[str, SourcedKind] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _sourced_fields_exist(self) -> SourcedRecord:
        unknown = sorted(set(self.sourced) - set(type(self).model_fields))
        if unknown:
            raise ValueError(f"'sourced' names unknown field(s) {', '.join(unknown)}")
        return self


class CharacterRecord(SourcedRecord):
    """A character card: dice per enemy fight type and a special rule (``ability`` key)."""

    id: Literal["evan", "roland", "tani", "bracken"]
    name: str
    title: str
    physical: int = Field(ge=0, le=6)
    ranged: int = Field(ge=0, le=6)
    magical: int = Field(ge=0, le=6)
    ability: Literal["planning", "swordsman", "sky_pirate", "adaptable"]
    ability_text: str


QuestSpecial = Literal["none", "move_adjacent", "bonus_sweet", "bonus_tear", "exact_bonus_supply"]


class QuestRecord(SourcedRecord):
    """A quest card: minimum models (slots 1-3), resources gained, optional special rule."""

    id: int = Field(ge=0)
    name: str
    slots: int = Field(ge=1, le=3)
    experience: int = Field(ge=0, le=10)
    kingsguilder: int = Field(ge=0, le=10)
    supply: int = Field(ge=0, le=10)
    special: QuestSpecial = "none"


EnemySpecial = Literal["none", "kingdom_tax_supply", "minus_die", "blocks_adjacent"]


class EnemyRecord(SourcedRecord):
    """An enemy card: one fight type and value, end-game influence, special rule, extra rewards."""

    id: int = Field(ge=0)
    name: str
    type: FightType
    value: int = Field(ge=1, le=40)
    influence: int = Field(ge=0, le=10)
    special: EnemySpecial = "none"
    reward_experience: int = Field(default=0, ge=0, le=10)
    reward_kingsguilder: int = Field(default=0, ge=0, le=10)
    reward_supply: int = Field(default=0, ge=0, le=10)
    reward_sweet: int = Field(default=0, ge=0, le=5)
    reward_tear: int = Field(default=0, ge=0, le=5)


class KingdomRecord(SourcedRecord):
    """A kingdom card (basic or upgraded): cost, influence, per-turn income and fight bonus.

    ``upgrades`` (upgraded cards only) names the id of the basic card it replaces.
    ``dice_bonus`` adds that many dice to every fight of ``dice_type``.
    """

    id: str = Field(pattern=r"^[a-z0-9-]+$")
    name: str
    tier: Literal["basic", "upgraded"]
    upgrades: str | None = None
    cost_experience: int = Field(ge=0, le=10)
    cost_kingsguilder: int = Field(ge=0, le=10)
    cost_supply: int = Field(ge=0, le=10)
    influence: int = Field(ge=0, le=20)
    income_experience: int = Field(default=0, ge=0, le=5)
    income_kingsguilder: int = Field(default=0, ge=0, le=5)
    income_supply: int = Field(default=0, ge=0, le=5)
    dice_type: FightType | None = None
    dice_bonus: int = Field(default=0, ge=0, le=5)
    effect_text: str = ""

    @model_validator(mode="after")
    def _upgrade_link(self) -> KingdomRecord:
        if (self.tier == "upgraded") != (self.upgrades is not None):
            raise ValueError("'upgrades' is required for an upgraded card and forbidden for a basic one")
        if (self.dice_bonus > 0) != (self.dice_type is not None):
            raise ValueError("'dice_type' and 'dice_bonus' go together")
        return self


class BossRecord(SourcedRecord):
    """A boss card: influence number for 1, 2, 3 and 4 players, and its special rule."""

    id: Literal["doloran", "horned-one"]
    name: str
    influence: list[int] = Field(min_length=4, max_length=4)
    rule_text: str


class BoardRecord(SourcedRecord):
    """The Evermore board: quest slots with their adjacency, the slots used per player count
    (index 0 = one player), and the number of building slots."""

    id: Literal["evermore"]
    quest_slots: int = Field(ge=1, le=16)
    adjacency: list[list[int]]
    slots_by_players: list[list[int]] = Field(min_length=4, max_length=4)
    building_slots: int = Field(ge=1, le=20)

    @model_validator(mode="after")
    def _board_shape(self) -> BoardRecord:
        if len(self.adjacency) != self.quest_slots:
            raise ValueError("'adjacency' needs one list per quest slot")
        for i, adj in enumerate(self.adjacency):
            for j in adj:
                if not 0 <= j < self.quest_slots or j == i or i not in self.adjacency[j]:
                    raise ValueError(f"'adjacency' of slot {i} is not a symmetric link to another slot ({j})")
        for used in self.slots_by_players:
            if len(set(used)) != len(used) or any(not 0 <= s < self.quest_slots for s in used):
                raise ValueError("'slots_by_players' must list distinct existing slots")
        return self

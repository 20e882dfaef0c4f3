"""Schemas of the content files in ``data/`` (one pydantic model per kind of record).

Every record carries ``provenance`` (``meeple.core.data.Record``). Lineage II's card lists,
board map and die faces are not public (reference section 5), so most records are
``reconstructed``; the values the rulebook fixes (skull penalties, Temple, Monster Race,
starting money) are checked here or in :mod:`.content` whatever file is loaded.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from meeple.core.data import Record

Colour = Literal["G", "Y", "R"]
Face = Literal["G", "Y", "R", "*", "X"]
Pile = Literal["A", "B", "C"]
SpaceType = Literal["hunting_ground", "village", "starting_village", "temple", "monster_race", "castle"]
ItemKind = Literal["weapon1h", "weapon2h", "helmet", "suit", "shoes", "attack_potion", "move_potion"]
SKULL = {"A": 10, "B": 5, "C": 1}
"""Skull penalty per pile (rulebook, Monster Hunt: Hunting Fails)."""


class SpaceRecord(Record):
    """One space of the board: ``id`` (0-based, dense), its type and a name."""

    id: int = Field(ge=0)
    name: str
    type: SpaceType
    ring: bool = Field(description="on the outer ring (else on the inner paths)")


class EdgeRecord(Record):
    """A connection between spaces ``a`` and ``b``: ``free`` (either way) or ``clockwise``
    (only from ``a`` to ``b``; rulebook, Set Up: the movement legend)."""

    a: int = Field(ge=0)
    b: int = Field(ge=0)
    direction: Literal["free", "clockwise"]


class DieRecord(Record):
    """A die and its eight faces (reference 3.5: all seven dice are eight-sided). Colored dice
    show G, Y, R, ``*`` (joker) or ``X`` (miss); numbered dice show the numbers 1-8."""

    id: str
    kind: Literal["colored", "numbered"]
    faces: list[str] = Field(min_length=8, max_length=8)

    @model_validator(mode="after")
    def _faces_fit_the_kind(self) -> DieRecord:
        if self.kind == "colored":
            bad = [f for f in self.faces if f not in ("G", "Y", "R", "*", "X")]
            if bad:
                raise ValueError(f"a colored die's faces are G, Y, R, * or X, not {bad}")
        elif sorted(self.faces, key=lambda f: (len(f), f)) != [str(i) for i in range(1, 9)]:
            raise ValueError("a numbered die's faces are the numbers 1 to 8")
        return self


class ItemRecord(Record):
    """An item shown on the back of a monster card (rulebook, Using Items): a weapon with its
    colours, a piece of armour with its rerolls, an attack potion with its colours or a movement
    potion; ``sell`` is the bank's fixed price in adena."""

    id: str
    name: str
    kind: ItemKind
    grade: Pile
    colours: list[Colour] = Field(default_factory=list, max_length=3)
    rerolls: int = Field(default=0, ge=0, le=5)
    sell: int = Field(ge=0, le=30)

    @model_validator(mode="after")
    def _stats_fit_the_kind(self) -> ItemRecord:
        coloured = self.kind in ("weapon1h", "weapon2h", "attack_potion")
        if coloured and not self.colours:
            raise ValueError(f"a {self.kind} shows at least one colour")
        if not coloured and self.colours:
            raise ValueError(f"a {self.kind} shows no colours")
        armour = self.kind in ("helmet", "suit", "shoes")
        if armour and self.rerolls < 1:
            raise ValueError("a piece of armour gives at least 1 reroll")
        if not armour and self.rerolls:
            raise ValueError(f"a {self.kind} gives no rerolls")
        return self


class MonsterRecord(Record):
    """A monster card: its pile, the colours to roll, its skull penalty and the reward on the
    back (exactly one of ``reward_adena`` or ``reward_item``, an item id)."""

    id: int = Field(ge=0)
    name: str
    pile: Pile
    requires: list[Colour] = Field(min_length=1, max_length=5)
    skull: int
    reward_adena: int | None = Field(default=None, ge=1, le=30)
    reward_item: str | None = None

    @model_validator(mode="after")
    def _skull_and_one_reward(self) -> MonsterRecord:
        if self.skull != SKULL[self.pile]:
            raise ValueError(f"a pile {self.pile} monster's skull penalty is {SKULL[self.pile]} (rulebook), not {self.skull}")
        if (self.reward_adena is None) == (self.reward_item is None):
            raise ValueError("give exactly one of 'reward_adena' and 'reward_item'")
        return self


EventEffect = Literal[
    # Adventure actions
    "reroll", "joker", "escape", "teleport", "adena",
    # Castle Siege actions
    "reinforce", "ambush", "war_cry",
    # Quests
    "trophies", "a_trophy", "full_armour", "castle_lord", "pilgrim", "merchant", "captain",
]
ADVENTURE_EFFECTS = ("reroll", "joker", "escape", "teleport", "adena")
SIEGE_EFFECTS = ("reinforce", "ambush", "war_cry")
QUEST_EFFECTS = ("trophies", "a_trophy", "full_armour", "castle_lord", "pilgrim", "merchant", "captain")


class EventRecord(Record):
    """An event card (rulebook, Event cards): an Adventure action, a Castle Siege action or a
    Quest. ``effect`` names the rule; ``amount`` is its number (adena, mercenaries, roll bonus,
    cards, price); ``vp`` is a quest's reward."""

    id: int = Field(ge=1)
    name: str
    kind: Literal["adventure", "siege", "quest"]
    effect: EventEffect
    amount: int = Field(default=0, ge=0, le=30)
    vp: int = Field(default=0, ge=0, le=3)
    text: str

    @model_validator(mode="after")
    def _effect_fits_the_kind(self) -> EventRecord:
        allowed = {"adventure": ADVENTURE_EFFECTS, "siege": SIEGE_EFFECTS, "quest": QUEST_EFFECTS}[self.kind]
        if self.effect not in allowed:
            raise ValueError(f"a {self.kind} card's effect is one of {', '.join(allowed)}, not {self.effect!r}")
        if (self.kind == "quest") != (self.vp > 0):
            raise ValueError("quests, and only quests, give VP ('vp' >= 1)")
        return self


class MercenaryRecord(Record):
    """A size of mercenary token: its strength and how many tokens the box holds."""

    size: str
    strength: int = Field(ge=1)
    count: int = Field(ge=0)


class EconomyRecord(Record):
    """A number of the economy: ``hire_price`` (adena per mercenary), ``start_adena``,
    ``temple``, ``start_mercenaries``, ``start_vp``, ``start_events``, ``hand_limit``."""

    name: Literal["hire_price", "start_adena", "temple", "start_mercenaries", "start_vp", "start_events",
                  "hand_limit", "garrison"]
    value: int = Field(ge=0, le=100)

"""The Drakborgen II content of the catacombs and of the combat rules: the 32 UNDERJORDSKORT,
the Ascension Track, the Spellbook table and the dice of unarmed combat
(``data/drakborgen_ii/underjordskort.json``, ``ascension.json``, ``spellbook.json``,
``unarmed.json``), validated and turned into tuples.

Loaded only when the expansion is played, so the base game reads exactly the files it read
before. Errors are :class:`DataError` naming the file, the record and the field.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationInfo, field_validator

from meeple.core.data import Record, load_records, provenance_summary
from meeple.core.errors import DataError
from meeple.games.drakborgen.content import ATTRS, DEFAULT_DATA_DIR, MONSTERS, DamageT, _damage
from meeple.games.drakborgen.schema import Attribute, Damage, MonsterType, Noted

II_DIR = "drakborgen_ii"
"""The folder of the Drakborgen II data inside a data folder (as ``expansion.II_DIR``)."""

UNDER_EFFECTS = ("passage", "way_up", "monster", "torch", "damage", "chest", "gold")
U_PASSAGE, U_WAY_UP, U_MONSTER, U_TORCH, U_DAMAGE, U_CHEST, U_GOLD = range(len(UNDER_EFFECTS))
UNDER_DECK_SIZE = 32
"""The rulebook's component list: 32 UNDERJORDSKORT."""

SPELL_EFFECTS = ("dragon", "shock", "nothing", "perceptive", "healed", "out")
S_DRAGON, S_SHOCK, S_NOTHING, S_PERCEPTIVE, S_HEALED, S_OUT = range(len(SPELL_EFFECTS))

_UNDER_NEEDS = {"monster": "monster", "damage": "damage", "gold": "gold"}


class UnderjordRecord(Noted):
    """An UNDERJORDSKORT, ``count`` copies. ``effect``: a passage (nothing happens), a way up
    (``climb``: the attribute rolled against to use it, none for a simple one; ``rope``: a rope
    makes it sure), a monster (``monster``: the type it is, or with ``fights_as`` the type whose
    STRIDSKORT and table rows it uses; ``undead``), the torch going out, a loss of KP
    (``damage``), a chest (a KISTKORT), or a treasure worth ``gold`` gm (an item: kept on
    ascending)."""

    id: str
    name: str
    english: str
    count: int = Field(ge=1, le=32)
    effect: Literal["passage", "way_up", "monster", "torch", "damage", "chest", "gold"]
    climb: Attribute | None = None
    rope: bool = False
    monster: MonsterType | None = Field(default=None, validate_default=True)
    fights_as: bool = False
    undead: bool = False
    damage: Damage | None = Field(default=None, validate_default=True)
    gold: int = Field(default=0, ge=0, le=10000, validate_default=True)

    @field_validator("monster", "damage", "gold")
    @classmethod
    def _needs(cls, value: object, info: ValidationInfo) -> object:
        effect = info.data.get("effect")
        if not value and _UNDER_NEEDS.get(str(effect)) == info.field_name:
            raise ValueError(f"effect {effect!r} needs it")
        return value


class AscensionRow(Noted):
    """One row of the Ascension Track: with ``cards`` UNDERJORDSKORT drawn, T10 results 1..``left``
    deviate to the left and ``11 - right``..10 to the right, one square per result counted out
    from the centre column; the rest go straight on."""

    cards: int = Field(ge=1, le=12)
    left: int = Field(ge=0, le=4)
    right: int = Field(ge=0, le=4)


class SpellRow(Noted):
    """A line of the Spellbook table: T12 from ``low`` to ``high``."""

    id: str
    low: int = Field(ge=1, le=12)
    high: int = Field(ge=1, le=12)
    effect: Literal["dragon", "shock", "nothing", "perceptive", "healed", "out"]
    damage: Damage | None = None
    keep: int = Field(default=0, ge=0, le=10)


class UnarmedRecord(Noted):
    """The die the monster player rolls in unarmed combat against one monster type (``other``:
    every other monster); ``spider``: the hero's flight die and the results that get him away."""

    id: Literal["svartalv", "bergstroll", "skelett", "orch", "other", "spider"]
    die: Literal[6, 10, 12]
    flee_at_most: int | None = Field(default=None, ge=1, le=6)


class CatacombContent:
    """The expansion's catacomb and combat content as tuples.

    UNDERJORDSKORT per kind: ``under_id``, ``under_name``, ``under_english``, ``under_effect``
    (code), ``under_climb`` (attribute index, -1 none), ``under_rope``, ``under_monster`` (type
    index, -1), ``under_fights_as``, ``under_undead``, ``under_damage``, ``under_gold``;
    ``under_cards`` one kind per card (32). ``ascension[n]`` = ``(left, right)`` for ``n`` cards
    (1-12). ``spellbook[r]`` = ``(effect code, damage, keep)`` for T12 result ``r`` (1-12).
    ``unarmed_die[m]`` per monster type (``MONSTERS`` order; two orcs roll the other monsters'
    die), ``unarmed_other``, ``spider_flee`` (T6 at most this gets away).
    """

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.files: list[Path] = []
        self.records: list[Record] = []
        self._load_under()
        self._load_ascension()
        self._load_spellbook()
        self._load_unarmed()

    def _load(self, name: str, schema: type[Any]) -> list[Any]:
        path = self.data_dir / name
        records = load_records(path, schema)
        self.files.append(path)
        self.records.extend(records)
        return records

    def _fail(self, name: str, message: str) -> DataError:
        return DataError(f"{self.data_dir / name}: {message}")

    def _load_under(self) -> None:
        recs: list[UnderjordRecord] = self._load("underjordskort.json", UnderjordRecord)
        ids = [r.id for r in recs]
        if len(set(ids)) != len(ids):
            raise self._fail("underjordskort.json", "two records share an id")
        self.under_id = tuple(ids)
        self.under_name = tuple(r.name for r in recs)
        self.under_english = tuple(r.english for r in recs)
        self.under_effect = tuple(UNDER_EFFECTS.index(r.effect) for r in recs)
        self.under_climb = tuple(-1 if r.climb is None else ATTRS.index(r.climb) for r in recs)
        self.under_rope = tuple(r.rope for r in recs)
        self.under_monster = tuple(-1 if r.monster is None else MONSTERS.index(r.monster) for r in recs)
        self.under_fights_as = tuple(r.fights_as for r in recs)
        self.under_undead = tuple(r.undead for r in recs)
        self.under_damage: tuple[DamageT, ...] = tuple(_damage(r.damage) for r in recs)
        self.under_gold = tuple(r.gold for r in recs)
        self.under_cards = tuple(k for k, r in enumerate(recs) for _ in range(r.count))
        if len(self.under_cards) != UNDER_DECK_SIZE:
            raise self._fail("underjordskort.json", f"the UNDERJORDSKORT deck has {UNDER_DECK_SIZE} cards, "
                                                    f"these records give {len(self.under_cards)}")
        if U_WAY_UP not in self.under_effect:
            raise self._fail("underjordskort.json", "the deck needs at least one way up")

    def _load_ascension(self) -> None:
        rows: list[AscensionRow] = self._load("ascension.json", AscensionRow)
        if sorted(r.cards for r in rows) != list(range(1, 13)):
            raise self._fail("ascension.json", "needs one row for each number of cards 1 to 12")
        by = {r.cards: (r.left, r.right) for r in rows}
        for n, (left, right) in by.items():
            if left + right > 9:
                raise self._fail("ascension.json", f"row {n}: at least one T10 result must go straight on")
        self.ascension = (None, *(by[n] for n in range(1, 13)))

    def _load_spellbook(self) -> None:
        rows: list[SpellRow] = self._load("spellbook.json", SpellRow)
        table: list[tuple[int, DamageT, int] | None] = [None] * 13
        for r in rows:
            for t in range(r.low, r.high + 1):
                if table[t] is not None:
                    raise self._fail("spellbook.json", f"record {r.id!r}: T12 result {t} is already in another row")
                table[t] = (SPELL_EFFECTS.index(r.effect), _damage(r.damage), r.keep)
        if any(x is None for x in table[1:]):
            raise self._fail("spellbook.json", "every T12 result 1-12 needs a row")
        self.spellbook = tuple(table)

    def _load_unarmed(self) -> None:
        recs = {r.id: r for r in self._load("unarmed.json", UnarmedRecord)}
        missing = sorted({"svartalv", "bergstroll", "skelett", "orch", "other", "spider"} - set(recs))
        if missing:
            raise self._fail("unarmed.json", f"missing record(s) {', '.join(missing)}")
        self.unarmed_other = recs["other"].die
        self.unarmed_die = tuple(recs[m].die if m in recs else self.unarmed_other for m in MONSTERS)
        flee = recs["spider"].flee_at_most
        if flee is None:
            raise self._fail("unarmed.json", "record 'spider': field 'flee_at_most' is needed")
        self.spider_flee = flee

    def provenance(self) -> dict[str, Any]:
        return provenance_summary(self.records, self.files)


@lru_cache(maxsize=8)
def _cached(path: str) -> CatacombContent:
    return CatacombContent(Path(path))


def load_catacomb_content(data_dir: str | None = None) -> CatacombContent:
    """The catacomb content in ``data_dir``'s ``drakborgen_ii/`` folder (default: the
    package's ``data/``). Raises DataError."""
    path = (Path(data_dir) if data_dir else DEFAULT_DATA_DIR) / II_DIR
    if not path.is_dir():
        raise DataError(f"{path}: the Drakborgen II data folder is missing (option expansion=drakborgen-ii needs it)")
    return _cached(str(path.resolve()))

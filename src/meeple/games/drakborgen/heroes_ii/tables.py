"""The new heroes' tables, validated from ``data/drakborgen_ii/hero_tables.json``: Yūbara's
shuriken (rulebook "The new heroes", rows 5-6 reconstructed from reference 14.2) and Iril's
slingshot. Raises DataError naming the file, the record and the field."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from meeple.core.data import load_records
from meeple.core.errors import DataError
from meeple.games.drakborgen.content import MONSTERS, ORCH, TVA_ORCHER
from meeple.games.drakborgen.schema import Noted

Cell = int | Literal["miss", "dead"]
MISS, DEAD = -1, 99
"""A shuriken cell as a number: the KP lost, ``MISS`` (no hit), ``DEAD`` (slain at once)."""
TWO_ORCS_DEAD = 3
"""The rulebook's footnote: the orch column's kill counts as 3 KP against two orcs."""
SPIDER = len(MONSTERS)
"""The shuriken table's column for the giant spider (after the monster types)."""


class TableRecord(Noted):
    id: str
    table: Literal["shuriken", "slingshot"]
    roll: int | None = Field(default=None, ge=1, le=6)
    svartalv: Cell | None = None
    bergstroll: Cell | None = None
    orch: Cell | None = None
    skelett: Cell | None = None
    jattespindel: Cell | None = None
    monster: str | None = None
    hit: int | None = Field(default=None, ge=1, le=10)
    die: int | None = None
    minus: int | None = Field(default=None, ge=0)


class HeroTables:
    """``shuriken[t6 - 1][type]`` (a number, ``MISS`` or ``DEAD``; type ``SPIDER`` is the giant
    spider), ``slingshot[type]`` ((T10 needed, die, minus)), ``records``."""

    def __init__(self, path: Path) -> None:
        self.records = load_records(path, TableRecord)
        rows = sorted((r for r in self.records if r.table == "shuriken"), key=lambda r: r.roll or 0)
        if [r.roll for r in rows] != [1, 2, 3, 4, 5, 6]:
            raise DataError(f"{path}: the shuriken table needs one record for each T6 roll 1-6")

        def cell(r: TableRecord, col: str) -> int:
            v = getattr(r, col)
            if v is None:
                raise DataError(f"{path}: record {r.id!r}: field {col!r}: missing")
            return MISS if v == "miss" else DEAD if v == "dead" else int(v)

        self.shuriken = tuple(tuple(
            cell(r, "orch" if m == "tva_orcher" else m) for m in MONSTERS) + (cell(r, "jattespindel"),) for r in rows)
        if any(row[SPIDER] not in (MISS, DEAD) for row in self.shuriken):
            raise DataError(f"{path}: the shuriken table's jattespindel column takes only 'miss' or 'dead'")
        sling = {r.monster: r for r in self.records if r.table == "slingshot"}
        if set(sling) != set(MONSTERS):
            raise DataError(f"{path}: the slingshot table needs one record per monster type: {', '.join(MONSTERS)}")
        self.slingshot = tuple((sling[m].hit, sling[m].die, sling[m].minus) for m in MONSTERS)
        assert MONSTERS[ORCH] == "orch" and MONSTERS[TVA_ORCHER] == "tva_orcher"


@lru_cache(maxsize=4)
def hero_tables(data_dir: Path) -> HeroTables:
    return HeroTables(data_dir / "drakborgen_ii" / "hero_tables.json")

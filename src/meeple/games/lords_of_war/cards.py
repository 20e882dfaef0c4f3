"""Card data: the schema of one card layout, army files, and personal army decks.

Each army file ``data/<army>.json`` holds ``{"army", "title", "records": [...]}`` with one
record per distinct card layout and its number of ``copies`` (36 cards per army). Arrow
directions are from the owner's point of view (N = towards the opponent); see the
reference §3. Source: rulebook "The Cards", "Classes and Ranks", "Building a Personal Army".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from meeple.core.data import Record, load_records, read_json
from meeple.core.errors import DataError, OptionError

DATA_DIR = Path(__file__).parent / "data"
ARMIES = ("elves", "lizardmen", "orcs", "dwarves")
DIRECTIONS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
OPPOSITE = {d: DIRECTIONS[(i + 4) % 8] for i, d in enumerate(DIRECTIONS)}
"""The direction an arrow points to as the other player sees the map (turned half a circle)."""
CLASSES = ("infantry", "cavalry", "spear", "ranged", "berserker")
RANKS = ("general", "command", "special", "elite", "veteran", "regular", "recruit")
COMMAND_RANKS = ("general", "command")
"""The ranks of command cards (they count towards the command-card victory)."""
RANK_SPLIT = {"general": 1, "command": 5, "special": 4, "elite": 4, "veteran": 6, "regular": 8, "recruit": 8}
"""Cards of each rank in a basic (or personal) army deck; the rulebook calls "regular" "normal"."""
DECK_SIZE = sum(RANK_SPLIT.values())

Direction = Literal["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


class TargetGrid(BaseModel):
    """A ranged unit's target grid: three rows of three squares centred on the card's column.

    ``side``: ``front`` (towards the opponent) or ``behind``; ``rows``: farthest row first,
    each a 3-character string of ``X`` (can be targeted) and ``.``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    side: Literal["front", "behind"]
    rows: list[str] = Field(min_length=1, max_length=3)

    @field_validator("rows")
    @classmethod
    def _three_wide(cls, rows: list[str]) -> list[str]:
        for row in rows:
            if len(row) != 3 or set(row) - {"X", "."}:
                raise ValueError(f"each grid row must be 3 characters of 'X' or '.', got {row!r}")
        return rows

    def offsets(self) -> list[tuple[int, int]]:
        """Targetable squares as (dx, dy) from the card, owner's view (+dy = forward)."""
        sign = 1 if self.side == "front" else -1
        out = []
        n = len(self.rows)
        for i, row in enumerate(self.rows):
            distance = n - i
            for j, ch in enumerate(row):
                if ch == "X":
                    out.append((j - 1, sign * distance))
        return out


class CardRecord(Record):
    """One card layout. ``arrows`` maps direction (N..NW, owner's view) to attack strength."""

    name: str = Field(min_length=1)
    copies: int = Field(ge=1, le=36)
    class_: Literal["infantry", "cavalry", "spear", "ranged", "berserker"] = Field(alias="class")
    rank: Literal["general", "command", "special", "elite", "veteran", "regular", "recruit"]
    arrows: dict[Direction, int]
    defense: int = Field(ge=0, le=20)
    shot: int | None = Field(default=None, ge=1, le=20)
    target_grid: TargetGrid | None = None
    rulebook_checked: bool = False
    note: str | None = None

    @field_validator("arrows")
    @classmethod
    def _positive_arrows(cls, arrows: dict[str, int]) -> dict[str, int]:
        for d, s in arrows.items():
            if s < 1:
                raise ValueError(f"arrow {d} must have strength 1 or more, got {s}")
        return arrows

    @model_validator(mode="after")
    def _ranged_has_grid(self) -> CardRecord:
        if self.class_ == "ranged" and (self.shot is None or self.target_grid is None):
            raise ValueError("a ranged card needs both 'shot' and 'target_grid'")
        if self.class_ != "ranged" and (self.shot is not None or self.target_grid is not None):
            raise ValueError("only ranged cards have 'shot' and 'target_grid'")
        return self

    def layout_key(self) -> tuple:
        return (self.class_, self.rank, tuple(sorted(self.arrows.items())), self.defense, self.shot)


@dataclass(frozen=True)
class Army:
    """A validated army: its records in file order and the file it came from."""

    name: str
    title: str
    records: tuple[CardRecord, ...]
    path: Path

    def layouts(self, name: str) -> list[CardRecord]:
        """The layouts of the card called ``name`` (case-insensitive), in file order."""
        key = name.casefold()
        return [r for r in self.records if r.name.casefold() == key]


def army_path(army: str, data_dir: str | Path | None = None) -> Path:
    return Path(data_dir or DATA_DIR) / f"{army}.json"


def load_army(army: str, data_dir: str | Path | None = None) -> Army:
    """Load and validate ``<data_dir>/<army>.json``.

    Raises :class:`DataError` naming file, record and field; also checks the deck holds 36
    cards in the basic rank split and exactly one general.
    """
    return _load_army(army, str(Path(data_dir)) if data_dir else None)


@lru_cache(maxsize=32)
def _load_army(army: str, data_dir: str | None) -> Army:
    path = army_path(army, data_dir)
    raw = read_json(path)
    title = raw.get("title", army.title()) if isinstance(raw, dict) else army.title()
    records = tuple(load_records(path, CardRecord))
    check_rank_split(path.name, [(r.rank, r.copies) for r in records], DataError)
    return Army(army, str(title), records, path)


def check_rank_split(what: str, ranks: list[tuple[str, int]], error: type[Exception]) -> None:
    """Raise ``error`` unless ``ranks`` ((rank, copies) pairs) give the basic deck's split.

    Source: rulebook "Building a Personal Army" (6 command incl. the general, 4 special,
    4 elite, 6 veteran, 8 normal, 8 recruit).
    """
    counts: Counter[str] = Counter()
    for rank, copies in ranks:
        counts[rank] += copies
    wrong = [f"{rank}: {counts.get(rank, 0)} (needs {n})" for rank, n in RANK_SPLIT.items() if counts.get(rank, 0) != n]
    if wrong:
        split = ", ".join(f"{n} {rank}" for rank, n in RANK_SPLIT.items())
        raise error(f"{what}: wrong rank split: {'; '.join(wrong)}. An army deck needs {split} ({DECK_SIZE} cards)")


def all_armies(data_dir: str | Path | None = None) -> list[Army]:
    return [load_army(a, data_dir) for a in ARMIES]


def expand_army(army: Army) -> list[CardRecord]:
    """One entry per physical card (records repeated ``copies`` times), in file order."""
    return [r for r in army.records for _ in range(r.copies)]


def resolve_card_name(entry: str, armies: list[Army]) -> CardRecord:
    """The layout named by ``entry``: ``"Orc Catapult"`` or ``"Orc Ravager#2"`` (2nd layout).

    Raises :class:`OptionError` for an unknown name or layout number, listing what exists.
    """
    name, _, layout = entry.partition("#")
    layouts = [r for a in armies for r in a.layouts(name.strip())]
    if not layouts:
        known = sorted({r.name for a in armies for r in a.records})
        close = [k for k in known if name.strip().casefold()[:4] in k.casefold()]
        hint = f" (did you mean {', '.join(close[:5])}?)" if close else ""
        raise OptionError(f"personal_army: unknown card {entry!r}{hint}; cards are named as in the army files")
    if not layout:
        return layouts[0]
    if not layout.isdigit() or not 1 <= int(layout) <= len(layouts):
        raise OptionError(
            f"personal_army: {entry!r} names layout {layout!r}, but {name.strip()!r} has layouts 1 to {len(layouts)}"
        )
    return layouts[int(layout) - 1]


def build_personal_army(entries: list[str], data_dir: str | Path | None = None) -> list[CardRecord]:
    """The 36 cards of a personal army deck built from any cards of the four armies by name.

    Source: rulebook "Building a Personal Army": same rank distribution as a basic deck.
    Raises :class:`OptionError` naming unknown cards or the ranks that are off.
    """
    armies = all_armies(data_dir)
    cards = [resolve_card_name(e, armies) for e in entries]
    check_rank_split("personal_army", [(c.rank, 1) for c in cards], OptionError)
    return cards


def army_deck(army: str, personal: list[str] | None, data_dir: str | Path | None) -> list[CardRecord]:
    """The 36 physical cards of ``army`` (``"personal"`` uses the ``personal`` list)."""
    if army == "personal":
        if not personal:
            raise OptionError("army 'personal' needs the personal_army option (a list of 36 card names)")
        return build_personal_army(personal, data_dir)
    return expand_army(load_army(army, data_dir))


def short_name(name: str) -> str:
    """A label of at most 5 characters for the board: the last word of the name."""
    word = name.replace("'", "").split()[-1]
    return word[:5]

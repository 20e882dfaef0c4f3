"""Card content: the schema of a deck file, the four sets, Megamix and Custom set building.

A deck file (``data/<set>.json``) is ``{"deck": "vorpal-sword", "title": ..., "records": [...]}``;
each record is one distinct card with ``speed`` (1-8 or ``"X"``), ``copies`` (1-3), ``effect``
(an effect id the engine implements) and provenance. A set must have the rulebook's structure
(Custom Set section): one card each at speeds 1-5, two cards at speed 6, three each at 7, 8 and X,
and exactly one Lost Legacy. Bad files raise :class:`DataError` naming file, record and field.

A card whose sources disagree has *readings*: the record in ``records`` is the default reading
(its ``reading`` field names it) and ``readings`` holds the others, each a full record with the
same ``id``. A game option picks one (the Vorpal Sword: option ``vorpal_sword``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from pydantic import Field, field_validator, model_validator

from meeple.core.data import Record, load_records, read_json
from meeple.core.errors import DataError, OptionError

DATA_DIR = Path(__file__).parent / "data"

SETS = {
    "vorpal-sword": "vorpal_sword.json",
    "whitegold-spire": "whitegold_spire.json",
    "the-starship": "the_starship.json",
    "flying-garden": "flying_garden.json",
}
"""Deck option names and their data files."""

EFFECTS = frozenset({
    # Vorpal Sword (the Sword itself when it is played: compare hands, the higher is eliminated)
    "vorpal_sword", "medusa", "dreamreader", "prince", "lord_of_rot", "quicksand", "vision", "intrusion", "miasma",
    # Whitegold Spire
    "alchemist", "black_market_dealer", "phantom_thief", "street_performer", "income", "guard",
    "taxes", "false_gold",
    # The Starship
    "girl_of_fate", "general", "shadow_thief", "swordsman", "old_map", "search", "assault", "sneak_attack",
    # Flying Garden
    "gardener", "herbalist", "sky_pirate", "windcaller", "whirlwind", "falconer", "curse", "wound",
    # Lost Legacies: basic rules (reveal to win) or the Whitegold Spire's scoring rules
    "lost_legacy", "whitegold_spire",
})
"""Effect ids the engine implements; a card record must name one of them."""

UNPLAYABLE_LEGACY = frozenset({"lost_legacy", "whitegold_spire"})
"""Effects of Lost Legacies that cannot be played."""

LEGACY_EFFECTS = UNPLAYABLE_LEGACY | {"vorpal_sword"}
"""Effects a Lost Legacy card may have (the Vorpal Sword's can be played)."""

X = 0
"""Internal speed of an X card: not a number (never odd, even, lowest or highest)."""

SET_STRUCTURE = {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2, 7: 3, 8: 3, X: 3}
"""Cards per speed in one 16-card set (rulebook: Custom Set)."""


class CardRecord(Record):
    """One distinct card of a set."""

    id: Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]*$")]
    name: str
    speed: int | str
    copies: Annotated[int, Field(ge=1, le=3)]
    effect: str
    text: str
    playable: bool = True
    lost_legacy: bool = False
    name_from: str | None = None
    effect_from: str | None = None
    reading: str | None = None

    @field_validator("speed", mode="before")
    @classmethod
    def _speed_value(cls, value: object) -> object:
        if value == "X" or (isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 8):
            return value
        raise ValueError(f"speed must be a number from 1 to 8 or \"X\", got {value!r}")

    @field_validator("effect")
    @classmethod
    def _known_effect(cls, value: str) -> str:
        if value not in EFFECTS:
            raise ValueError(f"unknown effect id {value!r}; known effect ids: {', '.join(sorted(EFFECTS))}")
        return value

    @model_validator(mode="after")
    def _legacy_effects(self) -> CardRecord:
        if self.effect in UNPLAYABLE_LEGACY and self.playable:
            raise ValueError(f"a Lost Legacy with effect {self.effect!r} cannot be played: set 'playable' to false")
        if self.effect in LEGACY_EFFECTS and not self.lost_legacy:
            raise ValueError(f"effect {self.effect!r} belongs to a Lost Legacy card: set 'lost_legacy' to true")
        if self.lost_legacy and self.effect not in LEGACY_EFFECTS:
            raise ValueError(f"a Lost Legacy card needs one of the effects {', '.join(sorted(LEGACY_EFFECTS))}")
        return self


@dataclass(frozen=True, slots=True)
class Card:
    """A distinct card in play, with the set it came from."""

    id: str
    name: str
    speed: int  # 1-8, or X (0)
    copies: int
    effect: str
    playable: bool
    lost_legacy: bool
    set: str
    record: CardRecord

    @property
    def speed_text(self) -> str:
        return "X" if self.speed == X else str(self.speed)

    @property
    def text(self) -> str:
        """The paraphrased card text (never the printed wording)."""
        return self.record.text


@dataclass(frozen=True, slots=True)
class CardSet:
    """A loaded 16-card set."""

    key: str
    title: str
    path: Path
    cards: tuple[Card, ...]


def _speed(record: CardRecord) -> int:
    return X if record.speed == "X" else int(record.speed)


def set_path(key: str, data_dir: str | None) -> Path:
    """The file for set ``key``: in ``data_dir`` when one is given, else the bundled file.

    Raises :class:`DataError` when ``data_dir`` is not a folder holding at least one set file,
    or lacks the file of set ``key`` ("data file not found", as in the other games), so a
    mistyped path or a missing file is never silently replaced by the bundled data."""
    if data_dir is None:
        return DATA_DIR / SETS[key]
    folder = Path(data_dir)
    if not folder.is_dir() or not any((folder / name).is_file() for name in SETS.values()):
        raise DataError(
            f"{folder}: no deck files found; data_dir must be a folder holding one or more of "
            + ", ".join(sorted(SETS.values()))
        )
    own = folder / SETS[key]
    if not own.is_file():
        raise DataError(f"{own}: data file not found (the deck {key!r} needs it in data_dir; "
                        f"the bundled one is {DATA_DIR / SETS[key]})")
    return own


def load_set(key: str, data_dir: str | None = None, readings: dict[str, str] | None = None) -> CardSet:
    """Load and check one set. ``readings`` maps a card id to the reading to use (see the module
    docstring). Raises :class:`DataError` naming file, record and field, or when a file has no
    record of a requested reading."""
    path = set_path(key, data_dir)
    raw = read_json(path)
    title = raw.get("title", key) if isinstance(raw, dict) else key
    records = load_records(path, CardRecord)
    others = load_records(path, CardRecord, key="readings") if isinstance(raw, dict) and "readings" in raw else []
    if readings:
        records = _pick_readings(path, records, others, readings)
    cards = tuple(
        Card(r.id, r.name, _speed(r), r.copies, r.effect, r.playable, r.lost_legacy, key, r) for r in records
    )
    seen: set[str] = set()
    for i, c in enumerate(cards):
        if c.id in seen:
            raise DataError(f"{path}: record {i} ({c.id!r}): field 'id': duplicate card id {c.id!r}")
        seen.add(c.id)
    check_structure(cards, str(path))
    return CardSet(key, title, path, cards)


def _pick_readings(path: Path, records: list[CardRecord], others: list[CardRecord],
                   readings: dict[str, str]) -> list[CardRecord]:
    """Replace each record named in ``readings`` by the record of the requested reading."""
    out = []
    for record in records:
        want = readings.get(record.id)
        if want is None or record.reading in (want, None):
            out.append(record)  # no reading named in the file: the file's one reading stands
            continue
        found = [r for r in others if r.id == record.id and r.reading == want]
        if not found:
            have = sorted({record.reading, *(r.reading for r in others if r.id == record.id)} - {None})
            raise DataError(f"{path}: card {record.id!r} has no reading {want!r}; readings in the file: {', '.join(have)}")
        out.append(found[0])
    return out


def check_structure(cards: tuple[Card, ...] | list[Card], where: str) -> None:
    """The rulebook's 16-card structure and one Lost Legacy; raise :class:`DataError` otherwise."""
    per_speed: Counter[int] = Counter()
    for c in cards:
        per_speed[c.speed] += c.copies
    for speed, want in SET_STRUCTURE.items():
        have = per_speed.get(speed, 0)
        if have != want:
            holders = [f"{c.id} x{c.copies}" for c in cards if c.speed == speed]
            label = "X" if speed == X else str(speed)
            raise DataError(
                f"{where}: field 'copies': speed {label} has {have} card(s) ({', '.join(holders) or 'none'}); "
                f"a set needs 1 card at each speed 1-5, 2 at speed 6 and 3 each at 7, 8 and X"
            )
    legacies = [c.id for c in cards if c.lost_legacy]
    if len(legacies) != 1:
        raise DataError(f"{where}: field 'lost_legacy': a set needs exactly one Lost Legacy card, found {legacies or 'none'}")


@dataclass(frozen=True, slots=True)
class Deck:
    """What a game is played with: distinct cards with copy counts, the rules mode and sources."""

    label: str
    cards: tuple[Card, ...]
    scoring: bool  # True: Whitegold Spire scoring rules (ruling R15)
    megamix: bool
    files: tuple[Path, ...]

    @property
    def size(self) -> int:
        return sum(c.copies for c in self.cards)


def build_deck(deck: str, data_dir: str | None = None, custom: str | None = None,
               readings: dict[str, str] | None = None) -> Deck:
    """The deck named by the ``deck`` / ``custom`` options.

    ``deck``: a set name, or two names joined by ``+`` (Megamix: both sets, minus the Lost Legacy
    of the second-named set). ``custom``: comma-separated card ids, one per speed slot, or a path to
    a JSON file ``{"cards": [ids...]}``. ``readings``: card id -> reading (see :func:`load_set`).
    Raises :class:`OptionError` (bad names, custom rules) or :class:`DataError` (bad files).
    """
    names = [n.strip() for n in deck.split("+")]
    for n in names:
        if n not in SETS:
            raise OptionError(f"unknown deck {n!r}; choose from {', '.join(SETS)} or two joined by '+' (Megamix)")
    if custom is not None:
        return _custom_deck(custom, data_dir, readings)
    if len(names) == 1:
        s = load_set(names[0], data_dir, readings)
        return Deck(s.key, s.cards, _scoring(s.cards), False, (s.path,))
    if len(names) != 2 or names[0] == names[1]:
        raise OptionError(f"a Megamix joins two different sets with '+', e.g. 'vorpal-sword+whitegold-spire'; got {deck!r}")
    first, second = load_set(names[0], data_dir, readings), load_set(names[1], data_dir, readings)
    cards = first.cards + tuple(c for c in second.cards if not c.lost_legacy)
    return Deck(f"{first.key}+{second.key}", cards, _scoring(cards), True, (first.path, second.path))


def _scoring(cards: tuple[Card, ...]) -> bool:
    return any(c.lost_legacy and c.effect == "whitegold_spire" for c in cards)


def _custom_deck(custom: str, data_dir: str | None, readings: dict[str, str] | None) -> Deck:
    """A Custom Set (rulebook: Optional Rules, Custom Set) from card ids of the four sets."""
    files: list[Path] = []
    if custom.strip().endswith(".json"):
        path = Path(custom.strip())
        raw = read_json(path)
        ids = raw.get("cards") if isinstance(raw, dict) else None
        if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            raise DataError(f"{path}: field 'cards': expected a list of card ids")
        files.append(path)
    else:
        ids = [i.strip() for i in custom.split(",") if i.strip()]
    pool: dict[str, Card] = {}
    for key in SETS:
        s = load_set(key, data_dir, readings)
        files.append(s.path)
        for c in s.cards:
            pool[c.id] = c
    unknown = [i for i in ids if i not in pool]
    if unknown:
        raise OptionError(f"custom set: unknown card id(s) {', '.join(unknown)}; known ids: {', '.join(sorted(pool))}")
    if len(set(ids)) != len(ids):
        raise OptionError("custom set: each card id may appear once (its copies come with it)")
    cards = tuple(pool[i] for i in ids)
    try:
        check_structure(cards, "custom set")
    except DataError as err:
        raise OptionError(f"{err}; list one card id per speed 1-5, one speed-6 card and one card each at 7, 8 and X, "
                          "each bringing all its copies from a single set") from None
    return Deck("custom", cards, _scoring(cards), False, tuple(files))

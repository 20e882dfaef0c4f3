"""A variant of the toy game whose cards come from a data file, to test data errors end to end."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from meeple.core.data import Record, load_records, provenance_summary
from tests.toygame import ToyGame, ToyOptions


class Card(Record):
    name: str
    value: int


class DataToyOptions(ToyOptions):
    data_dir: str | None = None


class DataToyGame(ToyGame):
    """High Card with its nine cards listed in ``<data_dir>/cards.json``."""

    name = "toy-data"
    title = "High Card from a data file (test game)"
    Options = DataToyOptions

    def validate_options(self) -> None:
        self.path = Path(self.options.data_dir or ".") / "cards.json"
        self.cards = load_records(self.path, Card)

    def provenance(self) -> dict[str, Any]:
        return provenance_summary(self.cards, [self.path])


def write_cards(folder: Path, drop_field_of: int | None = None) -> Path:
    """Write a ``cards.json`` of nine cards; ``drop_field_of``: index of a card left without its value."""
    records = [{"name": f"card {v}", "value": v, "provenance": "reconstructed"} for v in range(1, 10)]
    if drop_field_of is not None:
        del records[drop_field_of]["value"]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards.json").write_text(json.dumps({"records": records}))
    return folder

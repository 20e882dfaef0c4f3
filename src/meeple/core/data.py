"""Content data files: JSON validated by pydantic schemas, each record with provenance.

A data file is a JSON object ``{"records": [...], ...}`` or a list of records. Every record
carries ``provenance``: ``rulebook``, ``public-transcription`` (with ``source``) or
``reconstructed``. Errors name the file, the record and the field.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from meeple.core.errors import DataError

ProvenanceKind = Literal["rulebook", "public-transcription", "reconstructed"]


class Record(BaseModel):
    """Base of every content record: provenance, source and confidence."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    provenance: ProvenanceKind
    source: str | None = None
    confidence: Literal["high", "medium", "low"] | None = None

    @model_validator(mode="after")
    def _source_for_transcriptions(self) -> Record:
        if self.provenance == "public-transcription" and not self.source:
            raise ValueError("a public-transcription record needs a 'source'")
        return self


R = TypeVar("R", bound=Record)


def read_json(path: Path) -> Any:
    """Parse a JSON file; raise :class:`DataError` naming the file on any failure."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(f"{path}: data file not found") from None
    except json.JSONDecodeError as err:
        raise DataError(f"{path}: not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except UnicodeDecodeError as err:
        raise DataError(f"{path}: not UTF-8 text (byte {err.start}); a data file is JSON saved as UTF-8") from None
    except OSError as err:
        raise DataError(f"{path}: cannot be read ({err.strerror})") from None


def _record_label(raw: Any, index: int) -> str:
    name = raw.get("name") or raw.get("id") if isinstance(raw, dict) else None
    return f"record {index}" + (f" ({name!r})" if name else "")


def load_records(path: Path, schema: type[R], key: str = "records") -> list[R]:
    """Load and validate every record of ``path`` against ``schema``.

    Raises :class:`DataError`: ``"<file>: record 3 ('Elven Archer'): field 'defense': ..."``.
    """
    data = read_json(path)
    raw_records = data.get(key) if isinstance(data, dict) else data
    if not isinstance(raw_records, list):
        raise DataError(f"{path}: expected a list of records under {key!r}")
    out: list[R] = []
    for i, raw in enumerate(raw_records):
        try:
            out.append(schema.model_validate(raw))
        except ValidationError as err:
            problems = []
            for p in err.errors():
                field = ".".join(str(x) for x in p["loc"]) or "(record)"
                msg = "missing" if p["type"] == "missing" else p["msg"]
                problems.append(f"field {field!r}: {msg}")
            raise DataError(f"{path}: {_record_label(raw, i)}: " + "; ".join(problems)) from None
    return out


def provenance_summary(records: Iterable[Record], files: Iterable[Path] = ()) -> dict[str, Any]:
    """Counts of records by provenance plus the distinct sources, for ``Game.provenance``."""
    records = list(records)
    counts = Counter(r.provenance for r in records)
    sources = sorted({r.source for r in records if r.source})
    return {
        "rulebook": counts.get("rulebook", 0),
        "public-transcription": counts.get("public-transcription", 0),
        "reconstructed": counts.get("reconstructed", 0),
        "sources": sources,
        "files": [str(f) for f in files],
    }

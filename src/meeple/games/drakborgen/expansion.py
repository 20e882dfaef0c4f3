"""Drakborgen II's components, loaded from ``data/drakborgen_ii/*.json`` on top of the base
content (rulebook "Components" and "Cards").

:func:`expansion_content` validates every file against :mod:`.ii_schema`, checks the
rulebook's counts (12 RUMSKORT, 8 SKATTKORT, 2 FÄLLKORT, 2 KISTKORT, 12 RUMSLETNINGSKORT,
15 STRIDSKORT, 11 AMULETTKORT, 4 MAGISK RING, 20 room tiles making 135 in the bag, 5 floor
tiles, 4 direction arrows, the T10, 8 heroes) and raises :class:`DataError` naming the file,
the record and the field. The new cards join their base decks ("shuffled into their
respective decks"); the seven base RUMSKORT the rulebook names are sorted out unless
``tougher``. The UNDERJORDSKORT and the Ascension Track are helper B's (catacombs).
"""

from __future__ import annotations

import copy
from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.core.data import load_records
from meeple.core.errors import DataError
from meeple.games.drakborgen.board import rotate_mask, side_mask
from meeple.games.drakborgen.content import (
    CHESTS,
    DECK_TITLES,
    DECKS,
    EFFECTS,
    ITEMS,
    MONSTERS,
    ROOMS,
    SEARCHES,
    TILE_NAMES,
    TRAPS,
    TREASURES,
    Content,
    _damage,
)
from meeple.games.drakborgen.ii_schema import (
    NEW_EFFECTS,
    AmuletRecord,
    ComponentRecord,
    FloorTileRecord,
    IICardRecord,
    IIHeroRecord,
    IIRingRecord,
    IITileRecord,
    RemovedCardRecord,
)
from meeple.games.drakborgen.schema import CombatRecord

EXPANSIONS = ("none", "drakborgen-ii")
"""Values of the option ``expansion``; ``none`` (the base game) stays the default until the
whole expansion plays."""

II_DIR = "drakborgen_ii"

II_EFFECTS = (*EFFECTS, *NEW_EFFECTS)
(E_WAY_DOWN, E_OVERRUMPLING, E_GHOULS, E_TELEPORT, E_AMULET, E_AMULET_HALF, E_FALL_DOWN,
 E_SPELLBOOK) = range(len(EFFECTS), len(II_EFFECTS))
"""Codes of the new card effects, after the base ones (whose codes do not change)."""


TELEPORTS = ("dice", "chamber", "tower")
T_DICE, T_CHAMBER, T_TOWER = range(3)

NEW_CARDS = {ROOMS: 12, TREASURES: 8, TRAPS: 2, CHESTS: 2, SEARCHES: 12}
"""The rulebook's count of new cards per base deck ("Components")."""
II_FILES = {ROOMS: "rumskort.json", TREASURES: "skattkort.json", TRAPS: "fallkort.json", CHESTS: "kistkort.json",
            SEARCHES: "rumsletningskort.json"}

AMULET_TRIGGERS = ("wounded", "dragon_fire", "fall", "dying", "turn_wounded", "monster", "ambush", "trap", "chamber", "torch")
AMULET_EFFECTS = ("extra_wound", "no_dragon_fire", "no_fall", "save_life", "heal_one", "monster_flees",
                  "no_ambush_damage", "no_trap", "extra_treasure", "no_torch")


class IIContent(Content):
    """The base content with Drakborgen II's added (see :class:`Content` for the shared
    fields, which keep their meaning; card and tile indices of the base stay as they are).

    Added: ``card_floor[d][k]`` (floor tile kind or ``None``), ``card_teleport[d][k]`` (a
    ``TELEPORTS`` code, -1), ``card_classes[d][k]`` (classifications);
    ``tile_way_down[k]``; ``floor_tiles`` (ids), ``arrows`` (count), ``t10`` (sides);
    ``amulet_*`` per AMULETTKORT (``id``, ``name``, ``english``, ``trigger`` and ``effect``
    codes, ``throwable``, ``text``) and ``amulet_deck``; ``ii_rings``, ``ii_heroes``,
    ``ii_combat`` (records); ``removed`` (base RUMSKORT ids sorted out, empty if tougher).
    """

    tougher: bool


def _fail(folder: Path, name: str, message: str) -> DataError:
    return DataError(f"{folder / name}: {message}")


def _load(content: IIContent, folder: Path, name: str, schema: type[Any]) -> list[Any]:
    path = folder / name
    records = load_records(path, schema)
    seen: dict[str, int] = {}
    for i, r in enumerate(records):
        if r.id in seen:
            raise _fail(folder, name, f"record {i} ({r.id!r}): field 'id': {r.id!r} is already the id of record {seen[r.id]}")
        seen[r.id] = i
    content.files.append(path)
    content.records.extend(records)
    return records


def _extend_decks(c: IIContent, folder: Path, tougher: bool) -> None:
    n = len(DECKS)
    base_rooms = c.card_id[ROOMS]
    fields = ("card_id", "card_name", "card_english", "card_effect", "card_monster", "card_damage", "card_turns",
              "card_item", "card_gold", "card_trap")
    for f in fields:
        setattr(c, f, list(getattr(c, f)))
    c.deck_cards = list(c.deck_cards)
    c.card_floor = [tuple(None for _ in c.card_id[d]) for d in range(n)]
    c.card_teleport = [tuple(-1 for _ in c.card_id[d]) for d in range(n)]
    c.card_classes = [tuple(() for _ in c.card_id[d]) for d in range(n)]
    for d, name in II_FILES.items():
        recs = _load(c, folder, name, IICardRecord)
        clash = set(c.card_id[d]) & {r.id for r in recs}
        if clash:
            raise _fail(folder, name, f"field 'id': {', '.join(sorted(clash))} already name base {DECK_TITLES[d]}")
        total = sum(r.count for r in recs)
        if total != NEW_CARDS[d]:
            raise _fail(folder, name, f"Drakborgen II adds {NEW_CARDS[d]} {DECK_TITLES[d]}, these records give {total}")
        if d == TREASURES and any(II_EFFECTS.index(r.effect) not in (EFFECTS.index("treasure"), E_SPELLBOOK) for r in recs):
            raise _fail(folder, name, "every SKATTKORT is a treasure or the Spellbook")
        base = len(c.card_id[d])
        c.card_id[d] += tuple(r.id for r in recs)
        c.card_name[d] += tuple(r.name for r in recs)
        c.card_english[d] += tuple(r.english for r in recs)
        c.card_effect[d] += tuple(II_EFFECTS.index(r.effect) for r in recs)
        c.card_monster[d] += tuple(-1 if r.monster is None else MONSTERS.index(r.monster) for r in recs)
        c.card_damage[d] += tuple(_damage(r.damage) for r in recs)
        c.card_turns[d] += tuple(_damage(r.turns) for r in recs)
        c.card_item[d] += tuple(-1 if r.item is None else ITEMS.index(r.item) for r in recs)
        c.card_gold[d] += tuple(r.gold for r in recs)
        c.card_trap[d] += tuple(r.trap for r in recs)
        c.card_floor[d] += tuple(r.floor for r in recs)
        c.card_teleport[d] += tuple(-1 if r.teleport is None else TELEPORTS.index(r.teleport) for r in recs)
        c.card_classes[d] += tuple(tuple(r.classes) for r in recs)
        c.deck_cards[d] = c.deck_cards[d] + tuple(base + i for i, r in enumerate(recs) for _ in range(r.count))
    removed = _load(c, folder, "removed_rumskort.json", RemovedCardRecord)
    if sum(r.count for r in removed) != 7:
        raise _fail(folder, "removed_rumskort.json", "the rulebook sorts out seven base RUMSKORT")
    c.removed = ()
    if not tougher:
        cards = list(c.deck_cards[ROOMS])
        for r in removed:
            if r.id not in base_rooms:
                raise _fail(folder, "removed_rumskort.json", f"record {r.id!r}: field 'id': no base RUMSKORT has it")
            k = c.card_id[ROOMS].index(r.id)
            for _ in range(r.count):
                if k not in cards:
                    raise _fail(folder, "removed_rumskort.json", f"record {r.id!r}: field 'count': the base deck has fewer")
                cards.remove(k)
        c.deck_cards[ROOMS] = tuple(cards)
        c.removed = tuple(r.id for r in removed for _ in range(r.count))
    for f in fields:
        setattr(c, f, tuple(getattr(c, f)))


def _extend_tiles(c: IIContent, folder: Path) -> None:
    recs = _load(c, folder, "tiles.json", IITileRecord)
    if set(c.tile_id) & {r.id for r in recs}:
        raise _fail(folder, "tiles.json", "field 'id': a Drakborgen II tile reuses a base tile id")
    base = len(c.tile_id)
    c.tile_way_down = tuple(False for _ in c.tile_id) + tuple(r.way_down for r in recs)
    c.tile_id = c.tile_id + tuple(r.id for r in recs)
    c.tile_type = c.tile_type + tuple(TILE_NAMES.index(r.type) for r in recs)
    c.tile_open = c.tile_open + tuple(tuple(rotate_mask(side_mask(r.openings), k) for k in range(4)) for r in recs)
    c.tile_doors = c.tile_doors + tuple(tuple(rotate_mask(side_mask(r.doors), k) for k in range(4)) for r in recs)
    c.tile_halves = c.tile_halves + tuple(None for _ in recs)
    new = tuple(base + i for i, r in enumerate(recs) for _ in range(r.count))
    if len(new) != 20:
        raise _fail(folder, "tiles.json", f"Drakborgen II adds 20 room tiles, these records give {len(new)}")
    c.bag = c.bag + new
    if len(c.bag) != 135:
        raise _fail(folder, "tiles.json", f"the bag holds 135 room tiles with Drakborgen II, not {len(c.bag)}")


def _load_rest(c: IIContent, folder: Path) -> None:
    floors = _load(c, folder, "floor_tiles.json", FloorTileRecord)
    if len(floors) != 5:
        raise _fail(folder, "floor_tiles.json", f"Drakborgen II has 5 floor tiles, these records give {len(floors)}")
    c.floor_tiles = tuple(r.kind for r in floors)
    parts = _load(c, folder, "components.json", ComponentRecord)
    c.arrows = sum(1 for r in parts if r.kind == "arrow")
    dice = [r for r in parts if r.kind == "die"]
    if c.arrows != 4 or len(dice) != 1:
        raise _fail(folder, "components.json", "Drakborgen II has 4 direction arrows and one T10")
    c.t10 = dice[0].sides
    amulets = _load(c, folder, "amulettkort.json", AmuletRecord)
    if len(amulets) != 11:
        raise _fail(folder, "amulettkort.json", f"there are 11 AMULETTKORT, these records give {len(amulets)}")
    c.amulet_id = tuple(r.id for r in amulets)
    c.amulet_name = tuple(r.name for r in amulets)
    c.amulet_english = tuple(r.english for r in amulets)
    c.amulet_trigger = tuple(AMULET_TRIGGERS.index(r.trigger) for r in amulets)
    c.amulet_effect = tuple(AMULET_EFFECTS.index(r.effect) for r in amulets)
    c.amulet_throwable = tuple(r.throwable for r in amulets)
    c.amulet_text = tuple(r.text for r in amulets)
    c.amulet_deck = tuple(range(len(amulets)))
    rings = _load(c, folder, "rings.json", IIRingRecord)
    if len(rings) != 4:
        raise _fail(folder, "rings.json", f"Drakborgen II has 4 MAGISK RING cards, these records give {len(rings)}")
    c.ii_rings = tuple(rings)
    heroes = _load(c, folder, "heroes.json", IIHeroRecord)
    eight = [r for r in heroes if r.companion_of is None]
    if len(eight) != 8:
        raise _fail(folder, "heroes.json", f"Drakborgen II has 8 heroes, these records give {len(eight)}")
    clash = {r.id for r in heroes} & set(c.hero_ids)
    if clash:
        raise _fail(folder, "heroes.json", f"field 'id': {', '.join(sorted(clash))} is a base hero")
    c.ii_heroes = {r.id: r for r in heroes}
    combat = _load(c, folder, "stridskort.json", CombatRecord)
    if 3 * len(combat) != 15:
        raise _fail(folder, "stridskort.json", f"Drakborgen II has 15 STRIDSKORT (sets of three), these records give {3 * len(combat)}")
    fighters = {r.id for r in eight if r.combat_cards}
    for r in combat:
        if r.owner not in fighters:
            raise _fail(folder, "stridskort.json", f"record {r.id!r}: field 'owner': {r.owner!r} is not a Drakborgen II hero with STRIDSKORT")
    if {r.owner for r in combat} != fighters:
        raise _fail(folder, "stridskort.json", f"every hero with STRIDSKORT needs a set: {', '.join(sorted(fighters))}")
    c.ii_combat = {r.owner: r for r in combat}


def _build(base: Content, tougher: bool) -> IIContent:
    folder = base.data_dir / II_DIR
    if not folder.is_dir():
        raise DataError(f"{folder}: the Drakborgen II data folder is missing (option expansion=drakborgen-ii needs it)")
    c = copy.copy(base)
    c.__class__ = IIContent
    c.files = list(base.files)
    c.records = list(base.records)
    c.tougher = tougher
    _extend_decks(c, folder, tougher)
    _extend_tiles(c, folder)
    _load_rest(c, folder)
    return c


@lru_cache(maxsize=8)
def _cached(base: Content, tougher: bool) -> IIContent:
    return _build(base, tougher)


def expansion_content(base: Content, tougher: bool) -> IIContent:
    """The base content with Drakborgen II's components (``tougher``: keep the seven base
    RUMSKORT). Raises DataError."""
    return _cached(base, tougher)

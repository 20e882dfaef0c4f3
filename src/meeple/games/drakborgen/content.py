"""The content, loaded from ``data/*.json`` into plain tuples for the hot path.

:func:`load_content` validates every file against :mod:`.schema`, checks the component counts of
the base box (reference section 2: 115 tiles, 84 RUMSKORT, 15 each of FÄLLKORT, SÖKNINGSKORT,
RUMSLETNINGSKORT, KISTKORT, DÖRRKORT and MONSTERKORT, 32 SKATTKORT, 8 DRAKKORT with one waking
dragon, 4 rings, 4 heroes with their STRIDSKORT) and raises :class:`DataError` naming the file,
the record and the field. Cards and tiles are referred to by their index in these tuples.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.core.data import Record, load_records, provenance_summary
from meeple.core.errors import DataError
from meeple.games.drakborgen.board import rotate_mask, side_mask
from meeple.games.drakborgen.schema import (
    BoardRecord,
    CardRecord,
    CombatRecord,
    Damage,
    HeroRecord,
    ItemRecord,
    MonsterCardRecord,
    RingRecord,
    TileRecord,
)

DEFAULT_DATA_DIR = Path(__file__).parent / "data"

TILE_TYPES = ("room", "corridor", "portcullis", "trap", "rotating", "debris", "dark", "chasm", "pit", "web")
ROOM, CORRIDOR, PORTCULLIS, TRAP, ROTATING, DEBRIS, DARK, CHASM, PIT, WEB = range(10)
TOWER, CHAMBER = 10, 11
"""Tile type codes; towers and the chamber halves are printed on the board."""
BRIDGE, FLOOR = 12, 13
"""Drakborgen II: a bridge (Bro), and a square whose contents a floor tile covers (its room tile
stays in ``tile``); see ``expansion.py`` and ``floor_tiles.py``."""
TILE_NAMES = (*TILE_TYPES, "tower", "chamber", "bridge", "floor")
"""The name of every tile type code."""

MONSTERS = ("svartalv", "orch", "skelett", "bergstroll", "tva_orcher")
SVARTALV, ORCH, SKELETT, BERGSTROLL, TVA_ORCHER = range(5)
MONSTER_NAMES = ("Svartalv", "Orch", "Skelett", "Bergstroll", "Två orcher")

ATTRS = ("SF", "VF", "RF", "TF")
SF, VF, RF, TF = range(4)

EFFECTS = ("nothing", "shuffle", "monster", "ambush", "spider", "damage", "torch", "corpse", "chest",
           "cave_in", "trapdoor", "curse", "item", "gold", "secret_door", "trap", "gas", "explosion",
           "open", "shut", "door_trap", "treasure", "sleeps", "wakes")
(E_NOTHING, E_SHUFFLE, E_MONSTER, E_AMBUSH, E_SPIDER, E_DAMAGE, E_TORCH, E_CORPSE, E_CHEST, E_CAVE_IN,
 E_TRAPDOOR, E_CURSE, E_ITEM, E_GOLD, E_SECRET_DOOR, E_TRAP, E_GAS, E_EXPLOSION, E_OPEN, E_SHUT,
 E_DOOR_TRAP, E_TREASURE, E_SLEEPS, E_WAKES) = range(len(EFFECTS))

DECKS = ("rumskort", "fallkort", "sokningskort", "rumsletningskort", "kistkort", "dorrkort", "skattkort", "drakkort")
ROOMS, TRAPS, CORPSES, SEARCHES, CHESTS, DOORS, TREASURES, DRAGONS = range(8)
DECK_TITLES = ("RUMSKORT", "FÄLLKORT", "SÖKNINGSKORT", "RUMSLETNINGSKORT", "KISTKORT", "DÖRRKORT", "SKATTKORT", "DRAKKORT")
DECK_SIZES = (84, 15, 15, 15, 15, 15, 32, 8)
"""Cards per deck in the base box (reference section 2)."""

WAIT_REACTIONS = ("flees", "passive", "attacks")
W_FLEES, W_PASSIVE, W_ATTACKS = range(3)
FLEE_REACTIONS = ("escape", "backstab", "follows")
F_ESCAPE, F_BACKSTAB, F_FOLLOWS = range(3)

RINGS = ("warning", "blinding", "healing", "opening")
R_WARNING, R_BLINDING, R_HEALING, R_OPENING = range(4)
ITEMS = ("potion", "rope")
I_POTION, I_ROPE = range(2)

DamageT = tuple[int, int, int]
"""``(die, add, attribute)``: T<die> + add - attribute (-1: none), never below 0."""

NO_DAMAGE: DamageT = (0, 0, -1)


def _damage(d: Damage | None) -> DamageT:
    if d is None:
        return NO_DAMAGE
    return (d.die, d.add, -1 if d.attr is None else ATTRS.index(d.attr))


class Content:
    """All content as tuples.

    Board: ``rows``, ``cols``, ``towers`` ((square, opening mask, id) per tower), ``chamber``
    ((square, opening mask) per half), ``sun_rounds``.
    Tiles: per tile kind ``tile_id``, ``tile_type`` (code), ``tile_open[k][rot]``,
    ``tile_doors[k][rot]`` (side masks in the board's frame after ``rot`` quarter turns
    clockwise), ``tile_halves[k][rot]`` (two masks, chasms only); ``bag`` lists one kind per
    physical tile.
    Decks: per deck ``card_*[deck][kind]`` (``id``, ``name``, ``english``, ``effect``, ``monster``,
    ``damage``, ``turns``, ``item``, ``gold``, ``trap``); ``deck_cards[deck]`` one kind per card.
    Monster cards: ``mon_kp[c][m]``, ``mon_wait[c][m]``, ``mon_flee[c][m]``, ``mon_stab[c][m]``.
    Heroes: ``hero_ids``, ``heroes`` (id -> record), ``hero_attrs[id]`` ((SF, VF, RF, TF)),
    ``hero_kp[id]``, ``hero_special[id]`` (0-2 for A-C), ``hero_crossbow[id]``.
    Monsters' special letters ``monster_special[m]`` (-1 none). Rings: ``ring_name``, ``ring_heal``.
    Items: ``potion_heal``, ``crossbow`` ((hit, damage) per monster type), ``spider_kills``,
    ``torch_relights``.
    """

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.files: list[Path] = []
        self.records: list[Record] = []
        self._load_board()
        self._load_tiles()
        self._load_decks()
        self._load_monsters()
        self._load_heroes()
        self._load_rings_items()

    def _load(self, name: str, schema: type[Any]) -> list[Any]:
        path = self.data_dir / name
        records = load_records(path, schema)
        seen: dict[str, int] = {}
        for i, r in enumerate(records):
            if r.id in seen:
                label = getattr(r, "name", None) or r.id
                raise self._fail(name, f"record {i} ({label!r}): field 'id': {r.id!r} is already the id of record {seen[r.id]}")
            seen[r.id] = i
        self.files.append(path)
        self.records.extend(records)
        return records

    def _fail(self, name: str, message: str) -> DataError:
        return DataError(f"{self.data_dir / name}: {message}")

    def _load_board(self) -> None:
        recs = self._load("board.json", BoardRecord)
        kinds = {k: [r for r in recs if r.kind == k] for k in ("grid", "tower", "chamber", "sun", "compass")}
        if (len(kinds["grid"]) != 1 or len(kinds["sun"]) != 1 or len(kinds["tower"]) != 4 or len(kinds["chamber"]) != 2
                or len(kinds["compass"]) != 1):
            raise self._fail("board.json", "needs one grid, four towers, two chamber halves, one sun and one compass record")
        grid = kinds["grid"][0]
        self.rows, self.cols = grid.rows, grid.cols
        self.sun_rounds = kinds["sun"][0].rounds

        def square(r: BoardRecord) -> int:
            if not (0 <= r.row < self.rows and 0 <= r.col < self.cols):
                raise self._fail("board.json", f"record {r.id!r}: field 'row'/'col' lies outside the {self.rows} x {self.cols} grid")
            return r.row * self.cols + r.col

        self.towers = tuple((square(r), side_mask(r.openings), r.id) for r in kinds["tower"])
        if any(self.towers[i][2] != f"tower-{t}" for i, t in enumerate(("nw", "ne", "sw", "se"))):
            raise self._fail("board.json", "the tower records are tower-nw, tower-ne, tower-sw and tower-se, in that order")
        self.chamber = tuple((square(r), side_mask(r.openings)) for r in kinds["chamber"])
        (a, _), (b, _) = self.chamber
        if b - a != self.cols:
            raise self._fail("board.json", "the two chamber halves must be vertically adjacent, north half first")
        for sq, mask, tid in self.towers:
            for side in range(4):
                r, c = divmod(sq, self.cols)
                rr, cc = r + (-1, 0, 1, 0)[side], c + (0, 1, 0, -1)[side]
                if mask >> side & 1 and not (0 <= rr < self.rows and 0 <= cc < self.cols):
                    raise self._fail("board.json", f"record {tid!r}: field 'openings': {'NESW'[side]} opens onto the outer wall")

    def _load_tiles(self) -> None:
        recs = self._load("tiles.json", TileRecord)
        self.tile_id = tuple(r.id for r in recs)
        self.tile_type = tuple(TILE_TYPES.index(r.type) for r in recs)
        self.tile_open = tuple(tuple(rotate_mask(side_mask(r.openings), k) for k in range(4)) for r in recs)
        self.tile_doors = tuple(tuple(rotate_mask(side_mask(r.doors), k) for k in range(4)) for r in recs)
        self.tile_halves = tuple(
            tuple(tuple(rotate_mask(side_mask(h), k) for h in r.halves) for k in range(4)) if r.halves else None
            for r in recs)
        self.bag = tuple(k for k, r in enumerate(recs) for _ in range(r.count))
        if len(self.bag) != 115:
            raise self._fail("tiles.json", f"the base bag holds 115 room tiles, these records give {len(self.bag)}")

    def _load_decks(self) -> None:
        self.card_id: list[tuple[str, ...]] = []
        self.card_name: list[tuple[str, ...]] = []
        self.card_english: list[tuple[str, ...]] = []
        self.card_effect: list[tuple[int, ...]] = []
        self.card_monster: list[tuple[int, ...]] = []
        self.card_damage: list[tuple[DamageT, ...]] = []
        self.card_turns: list[tuple[DamageT, ...]] = []
        self.card_item: list[tuple[int, ...]] = []
        self.card_gold: list[tuple[int, ...]] = []
        self.card_trap: list[tuple[bool, ...]] = []
        self.deck_cards: list[tuple[int, ...]] = []
        for d, deck in enumerate(DECKS):
            name = f"{deck}.json"
            recs = self._load(name, CardRecord)
            self.card_id.append(tuple(r.id for r in recs))
            self.card_name.append(tuple(r.name for r in recs))
            self.card_english.append(tuple(r.english for r in recs))
            self.card_effect.append(tuple(EFFECTS.index(r.effect) for r in recs))
            self.card_monster.append(tuple(-1 if r.monster is None else MONSTERS.index(r.monster) for r in recs))
            self.card_damage.append(tuple(_damage(r.damage) for r in recs))
            self.card_turns.append(tuple(_damage(r.turns) for r in recs))
            self.card_item.append(tuple(-1 if r.item is None else ITEMS.index(r.item) for r in recs))
            self.card_gold.append(tuple(r.gold for r in recs))
            self.card_trap.append(tuple(r.trap for r in recs))
            cards = tuple(k for k, r in enumerate(recs) for _ in range(r.count))
            if len(cards) != DECK_SIZES[d]:
                raise self._fail(name, f"the {DECK_TITLES[d]} deck has {DECK_SIZES[d]} cards in the base box, these records give {len(cards)}")
            self.deck_cards.append(cards)
        wakes = [k for k in self.deck_cards[DRAGONS] if self.card_effect[DRAGONS][k] == E_WAKES]
        if len(wakes) != 1 or set(self.card_effect[DRAGONS]) != {E_SLEEPS, E_WAKES}:
            raise self._fail("drakkort.json", "the DRAKKORT are sleeping dragons and exactly one waking dragon")
        if any(e not in (E_TREASURE,) for e in self.card_effect[TREASURES]):
            raise self._fail("skattkort.json", "every SKATTKORT is a treasure")
        door_effects = {E_OPEN, E_SHUT, E_DOOR_TRAP, E_SHUFFLE}
        if not set(self.card_effect[DOORS]) <= door_effects or E_OPEN not in self.card_effect[DOORS]:
            raise self._fail("dorrkort.json", "DÖRRKORT open, stay shut, are door traps or shuffle; some must open")

    def _load_monsters(self) -> None:
        recs = self._load("monsterkort.json", MonsterCardRecord)
        if len(recs) != 15:
            raise self._fail("monsterkort.json", f"there are 15 MONSTERKORT, these records give {len(recs)}")
        self.mon_name = tuple(r.name for r in recs)
        self.mon_kp = tuple(tuple(r.reactions[m].kp for m in MONSTERS) for r in recs)
        self.mon_wait = tuple(tuple(WAIT_REACTIONS.index(r.reactions[m].wait) for m in MONSTERS) for r in recs)
        self.mon_flee = tuple(tuple(FLEE_REACTIONS.index(r.reactions[m].flee) for m in MONSTERS) for r in recs)
        self.mon_stab = tuple(tuple(_damage(r.reactions[m].backstab) for m in MONSTERS) for r in recs)

    def _load_heroes(self) -> None:
        recs = self._load("heroes.json", HeroRecord)
        combat = self._load("stridskort.json", CombatRecord)
        self.hero_ids = tuple(r.id for r in recs)
        if len(set(self.hero_ids)) != len(recs) or len(recs) < 4:
            raise self._fail("heroes.json", "needs at least four heroes with distinct ids")
        self.heroes = {r.id: r for r in recs}
        self.hero_attrs = {r.id: (r.SF, r.VF, r.RF, r.TF) for r in recs}
        self.hero_kp = {r.id: r.KP for r in recs}
        sets = {c.owner: c for c in combat}
        self.monster_special = [-1] * len(MONSTERS)
        for m in ("svartalv", "orch", "skelett", "bergstroll"):
            if m not in sets:
                raise self._fail("stridskort.json", f"no STRIDSKORT for the {m}")
            sp = sets[m].special
            self.monster_special[MONSTERS.index(m)] = -1 if sp is None else "ABC".index(sp)
        self.monster_special[TVA_ORCHER] = self.monster_special[ORCH]  # they fight with the orch cards
        self.hero_special = {}
        for r in recs:
            if r.id not in sets or sets[r.id].special != r.special:
                raise self._fail("stridskort.json", f"hero {r.id!r} needs a STRIDSKORT set whose special letter is {r.special}")
            self.hero_special[r.id] = "ABC".index(r.special)
        self.hero_crossbow = {r.id: r.crossbow for r in recs}

    def _load_rings_items(self) -> None:
        rings = {r.id: r for r in self._load("rings.json", RingRecord)}
        if set(rings) != set(RINGS):
            raise self._fail("rings.json", f"needs the four rings {', '.join(RINGS)}")
        self.ring_name = tuple(rings[r].name for r in RINGS)
        self.ring_english = tuple(rings[r].english for r in RINGS)
        self.ring_heal = rings["healing"].heal
        items = {r.id: r for r in self._load("items.json", ItemRecord)}
        missing = sorted({"potion", "rope", "crossbow", "spider", "torch"} - set(items))
        if missing:
            raise self._fail("items.json", f"missing record(s) {', '.join(missing)}")
        self.potion_heal = _damage(items["potion"].heal)
        shots = items["crossbow"].shots
        self.crossbow = tuple((shots[m].hit, _damage(shots[m].damage)) for m in MONSTERS)
        self.spider_kills = items["spider"].kills_at_most
        self.torch_relights = items["torch"].relight_at_most

    def provenance(self) -> dict[str, Any]:
        return provenance_summary(self.records, self.files)


@lru_cache(maxsize=8)
def _cached(path: str) -> Content:
    return Content(Path(path))


def load_content(data_dir: str | None = None) -> Content:
    """The content in ``data_dir`` (default: the package's own ``data/``). Raises DataError."""
    path = Path(data_dir) if data_dir else DEFAULT_DATA_DIR
    if not path.is_dir():
        raise DataError(f"{path}: data_dir is not a folder (it must hold the {len(DECKS) + 7} data files)")
    return _cached(str(path.resolve()))


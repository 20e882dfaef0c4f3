"""The game's content, loaded from ``data/*.json`` into plain tuples for the hot path.

:func:`load_content` validates every file against :mod:`.schema`, checks the counts the rulebook
fixes (55 monsters in piles A, B and C, 29 event cards, 3 castles, 5 colored and 2 numbered
dice, 95 mercenary tokens) and the board constraints of the reference (C3-C8: one Starting
Village, at least two villages, every space reachable), and raises :class:`DataError` naming
the file, the record and the field. It also precomputes the movement tables.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.core.data import load_records, provenance_summary
from meeple.core.errors import DataError
from meeple.games.lineage2.schema import (
    DieRecord,
    EconomyRecord,
    EdgeRecord,
    EventRecord,
    ItemRecord,
    MercenaryRecord,
    MonsterRecord,
    SpaceRecord,
)

DEFAULT_DATA_DIR = Path(__file__).parent / "data"
FILES = ("board.json", "dice.json", "items.json", "monsters.json", "events.json", "mercenaries.json", "economy.json")

# Colored die faces as ints on the hot path.
G, Y, R, STAR, MISS = range(5)
FACE_CODE = {"G": G, "Y": Y, "R": R, "*": STAR, "X": MISS}
FACE_LETTER = "GYR*X"
PILES = "ABC"

# Space types.
HUNT, VILLAGE, START, TEMPLE, RACE, CASTLE = range(6)
SPACE_TYPES = ("hunting_ground", "village", "starting_village", "temple", "monster_race", "castle")

# Item kinds.
W1, W2, HELMET, SUIT, SHOES, ATTACK_POTION, MOVE_POTION = range(7)
ITEM_KINDS = ("weapon1h", "weapon2h", "helmet", "suit", "shoes", "attack_potion", "move_potion")
ARMOUR = (HELMET, SUIT, SHOES)

ADVENTURE, SIEGE_ACTION, QUEST = range(3)
EVENT_KINDS = ("adventure", "siege", "quest")

MAX_ROLL = 8


class Content:
    """All content as parallel tuples.

    Board: ``space_name``, ``space_type`` (codes above), ``space_ring``, ``moves[s][k]`` (the
    spaces a walk of exactly ``k`` steps from ``s`` can end on, following the direction rules),
    ``potion_moves[s][k]`` (ends of direction-free simple paths of ``k`` to ``2k`` steps),
    ``nearest_villages[s]`` (the villages at the fewest steps, direction ignored), ``castles``,
    ``castle_of`` (space -> castle index or -1), ``villages``, ``start``.
    Dice: ``colored`` (5 tuples of face codes), ``numbered`` (2 tuples of ints).
    Items (by index): ``item_id``, ``item_name``, ``item_kind``, ``item_grade`` (0 A, 1 B,
    2 C), ``item_colours`` ((g, y, r) counts), ``item_rerolls``, ``item_sell``.
    Monsters (by index, which is also the index of the reward printed on the back):
    ``monster_name``, ``monster_pile`` (0 A, 1 B, 2 C), ``monster_req`` ((g, y, r) counts) and
    ``monster_symbols`` (the same as text, ``"GGY"``),
    ``monster_skull``, ``reward_adena`` (0 for an item), ``reward_item`` (item index or -1),
    ``own_backs`` (each card's own reward: ``(0, 1, ..., 54)``).
    Events (by card id; index 0 unused): ``event_name``, ``event_kind``, ``event_effect``,
    ``event_amount``, ``event_vp``, ``event_text``. ``economy`` (name -> value),
    ``mercenary_tokens`` ((size, strength, count), ...), ``mercenary_supply`` (total strength).
    """

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.records: list[Any] = []
        self._load_board(data_dir / "board.json")
        self._load_dice(data_dir / "dice.json")
        self._load_items(data_dir / "items.json")
        self._load_monsters(data_dir / "monsters.json")
        self._load_events(data_dir / "events.json")
        self._load_rest(data_dir)

    # ---- board -------------------------------------------------------------------------
    def _load_board(self, path: Path) -> None:
        spaces = load_records(path, SpaceRecord, key="spaces")
        edges = load_records(path, EdgeRecord, key="edges")
        self.records += spaces + edges
        n = len(spaces)
        for i, s in enumerate(spaces):
            if s.id != i:
                raise DataError(f"{path}: record {i} ({s.name!r}): field 'id': spaces are numbered 0, 1, 2, ... in order; expected {i}, got {s.id}")
        for i, e in enumerate(edges):
            for f in ("a", "b"):
                if getattr(e, f) >= n:
                    raise DataError(f"{path}: edge {i}: field {f!r}: no space {getattr(e, f)} (there are {n})")
        self.space_name = tuple(s.name for s in spaces)
        self.space_type = tuple(SPACE_TYPES.index(s.type) for s in spaces)
        self.space_ring = tuple(s.ring for s in spaces)
        types = self.space_type
        if types.count(START) != 1:
            raise DataError(f"{path}: the board needs exactly one starting_village (rulebook, Set Up), found {types.count(START)}")
        self.start = types.index(START)
        self.villages = tuple(i for i, t in enumerate(types) if t in (VILLAGE, START))
        if len(self.villages) < 2:
            raise DataError(f"{path}: the board needs at least two villages (the 'nearest village' rule), found {len(self.villages)}")
        self.castles = tuple(i for i, t in enumerate(types) if t == CASTLE)
        if len(self.castles) != 3:
            raise DataError(f"{path}: the board has 3 castles (rulebook, Components: 3 castle markers), found {len(self.castles)}")
        if types.count(HUNT) <= max(types.count(t) for t in range(1, 6)):
            raise DataError(f"{path}: hunting grounds must be the most common space type (reference C4)")
        self.castle_of = tuple(self.castles.index(i) if i in self.castles else -1 for i in range(n))
        out: list[list[int]] = [[] for _ in range(n)]
        undirected: list[set[int]] = [set() for _ in range(n)]
        for e in edges:
            out[e.a].append(e.b)
            if e.direction == "free":
                out[e.b].append(e.a)
            undirected[e.a].add(e.b)
            undirected[e.b].add(e.a)
        self.out = tuple(tuple(sorted(set(o))) for o in out)
        self.neighbours = tuple(tuple(sorted(u)) for u in undirected)
        dist = [self._distances(s) for s in range(n)]
        for s in range(n):
            if len(dist[s]) != n:
                raise DataError(f"{path}: space {s} ({self.space_name[s]!r}) is not connected to every other space")
        self.nearest_villages = tuple(_nearest(dist[s], self.villages) for s in range(n))
        self.moves = tuple(tuple(self._walk_ends(s, k) for k in range(MAX_ROLL + 1)) for s in range(n))
        for s in range(n):
            if not self.moves[s][1]:
                raise DataError(f"{path}: space {s} ({self.space_name[s]!r}) has no way out under the direction rules")
        paths = [self._simple_path_ends(s, 2 * MAX_ROLL) for s in range(n)]
        self.potion_moves = tuple(
            tuple(tuple(sorted(set().union(*(paths[s][d] for d in range(k, 2 * k + 1))))) if k else ()
                  for k in range(MAX_ROLL + 1))
            for s in range(n))

    def _distances(self, s: int) -> dict[int, int]:
        dist = {s: 0}
        todo = deque([s])
        while todo:
            a = todo.popleft()
            for b in self.neighbours[a]:
                if b not in dist:
                    dist[b] = dist[a] + 1
                    todo.append(b)
        return dist

    def _walk_ends(self, s: int, k: int) -> tuple[int, ...]:
        """Ends of walks of exactly ``k`` steps along the allowed directions, never stepping
        straight back onto the space just left (ruling M1)."""
        if k == 0:
            return ()
        frontier = {(s, -1)}
        for _ in range(k):
            frontier = {(b, a) for a, prev in frontier for b in self.out[a] if b != prev}
        return tuple(sorted({a for a, _ in frontier}))

    def _simple_path_ends(self, s: int, limit: int) -> list[set[int]]:
        ends: list[set[int]] = [set() for _ in range(limit + 1)]

        def walk(a: int, depth: int, seen: set[int]) -> None:
            ends[depth].add(a)
            if depth == limit:
                return
            for b in self.neighbours[a]:
                if b not in seen:
                    seen.add(b)
                    walk(b, depth + 1, seen)
                    seen.discard(b)

        walk(s, 0, {s})
        return ends

    # ---- dice, items, monsters, events -------------------------------------------------
    def _load_dice(self, path: Path) -> None:
        dice = load_records(path, DieRecord)
        self.records += dice
        colored = [d for d in dice if d.kind == "colored"]
        numbered = [d for d in dice if d.kind == "numbered"]
        if len(colored) != 5 or len(numbered) != 2:
            raise DataError(f"{path}: the game has 5 colored and 2 numbered dice (rulebook, Components), found {len(colored)} and {len(numbered)}")
        self.colored = tuple(tuple(FACE_CODE[f] for f in d.faces) for d in colored)
        self.numbered = tuple(tuple(int(f) for f in d.faces) for d in numbered)

    def _load_items(self, path: Path) -> None:
        items = load_records(path, ItemRecord)
        self.records += items
        ids = [i.id for i in items]
        for k, iid in enumerate(ids):
            if iid in ids[:k]:
                raise DataError(f"{path}: record {k} ({items[k].name!r}): field 'id': {iid!r} is already the id of "
                                f"record {ids.index(iid)}; item ids must be distinct")
        self.item_index = {iid: k for k, iid in enumerate(ids)}
        self.item_id = tuple(ids)
        self.item_name = tuple(i.name for i in items)
        self.item_kind = tuple(ITEM_KINDS.index(i.kind) for i in items)
        self.item_grade = tuple(PILES.index(i.grade) for i in items)
        self.item_colours = tuple(tuple(i.colours.count(c) for c in "GYR") for i in items)
        self.item_rerolls = tuple(i.rerolls for i in items)
        self.item_sell = tuple(i.sell for i in items)

    def _load_monsters(self, path: Path) -> None:
        monsters = load_records(path, MonsterRecord)
        self.records += monsters
        if len(monsters) != 55:
            raise DataError(f"{path}: the game has 55 monster cards (rulebook, Components), found {len(monsters)}")
        for i, m in enumerate(monsters):
            if m.id != i:
                raise DataError(f"{path}: record {i} ({m.name!r}): field 'id': monsters are numbered 0 to 54 in order; expected {i}")
            if m.reward_item is not None and m.reward_item not in self.item_index:
                raise DataError(f"{path}: record {i} ({m.name!r}): field 'reward_item': no item {m.reward_item!r} in items.json")
        for p in PILES:
            if not any(m.pile == p for m in monsters):
                raise DataError(f"{path}: pile {p} has no monster (every pile needs one)")
        self.monster_name = tuple(m.name for m in monsters)
        self.monster_pile = tuple(PILES.index(m.pile) for m in monsters)
        self.monster_req = tuple(tuple(m.requires.count(c) for c in "GYR") for m in monsters)
        self.monster_symbols = tuple("".join(c * k for c, k in zip("GYR", req, strict=True)) for req in self.monster_req)
        self.monster_skull = tuple(m.skull for m in monsters)
        self.reward_adena = tuple(m.reward_adena or 0 for m in monsters)
        self.reward_item = tuple(-1 if m.reward_item is None else self.item_index[m.reward_item] for m in monsters)
        self.pile_cards = tuple(tuple(i for i, m in enumerate(monsters) if m.pile == p) for p in PILES)
        self.own_backs = tuple(range(len(monsters)))

    def _load_events(self, path: Path) -> None:
        events = load_records(path, EventRecord)
        self.records += events
        if len(events) != 29:
            raise DataError(f"{path}: the game has 29 event cards (rulebook, Components), found {len(events)}")
        for i, e in enumerate(events):
            if e.id != i + 1:
                raise DataError(f"{path}: record {i} ({e.name!r}): field 'id': event cards are numbered 1 to 29 in order; expected {i + 1}")
        self.event_name = ("",) + tuple(e.name for e in events)
        self.event_kind = (-1,) + tuple(EVENT_KINDS.index(e.kind) for e in events)
        self.event_effect = ("",) + tuple(e.effect for e in events)
        self.event_amount = (0,) + tuple(e.amount for e in events)
        self.event_vp = (0,) + tuple(e.vp for e in events)
        self.event_text = ("",) + tuple(e.text for e in events)
        self.event_ids = tuple(range(1, len(events) + 1))

    def _load_rest(self, data_dir: Path) -> None:
        path = data_dir / "mercenaries.json"
        tokens = load_records(path, MercenaryRecord)
        self.records += tokens
        if sum(t.count for t in tokens) != 95:
            raise DataError(f"{path}: the box holds 95 mercenary tokens (rulebook, Components), the records add up to {sum(t.count for t in tokens)}")
        if not any(t.strength == 1 for t in tokens):
            raise DataError(f"{path}: a small (strength 1) token is needed (the garrison and the starting mercenaries)")
        self.mercenary_tokens = tuple((t.size, t.strength, t.count) for t in sorted(tokens, key=lambda t: -t.strength))
        self.mercenary_supply = sum(t.strength * t.count for t in tokens)
        path = data_dir / "economy.json"
        economy = load_records(path, EconomyRecord)
        self.records += economy
        self.economy = {e.name: e.value for e in economy}
        needed = set(EconomyRecord.model_fields["name"].annotation.__args__)
        missing = sorted(needed - set(self.economy))
        if missing:
            raise DataError(f"{path}: missing record(s) for {', '.join(missing)}")

    def provenance(self) -> dict[str, Any]:
        return provenance_summary(self.records, [self.data_dir / f for f in FILES])


def _nearest(dist: dict[int, int], villages: tuple[int, ...]) -> tuple[int, ...]:
    best = min(dist[v] for v in villages)
    return tuple(v for v in villages if dist[v] == best)


@lru_cache(maxsize=8)
def load_content(data_dir: str | None = None) -> Content:
    """The content in ``data_dir`` (default: the package's ``data/``). Raises :class:`DataError`."""
    path = Path(data_dir) if data_dir else DEFAULT_DATA_DIR
    if not path.is_dir():
        raise DataError(f"{path}: not a folder; 'data_dir' must be a folder holding {', '.join(FILES)}")
    return Content(path)

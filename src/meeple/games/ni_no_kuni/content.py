"""The game's content, loaded from ``data/*.json`` into plain tuples for the hot path.

:func:`load_content` validates every file against :mod:`.schema`, checks the component counts
and cross-references the rulebook fixes (40 quests, 34 enemies, 19 + 9 kingdom cards, the nine
named upgrade pairs, 2 bosses, 4 characters) and raises :class:`DataError` naming the file,
record and field. Cards are referred to by their index in these tuples.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from meeple.core.data import Record, load_records, provenance_summary
from meeple.core.errors import DataError
from meeple.games.ni_no_kuni.schema import (
    BoardRecord,
    BossRecord,
    CharacterRecord,
    EnemyRecord,
    KingdomRecord,
    QuestRecord,
)

DEFAULT_DATA_DIR = Path(__file__).parent / "data"
FIGHT_TYPES = ("physical", "ranged", "magical")
RESOURCES = ("experience", "kingsguilder", "supply")

# Special-rule codes (ints on the hot path).
Q_NONE, Q_MOVE_ADJACENT, Q_BONUS_SWEET, Q_BONUS_TEAR, Q_EXACT_BONUS_SUPPLY = range(5)
QUEST_SPECIALS = ("none", "move_adjacent", "bonus_sweet", "bonus_tear", "exact_bonus_supply")
E_NONE, E_KINGDOM_TAX, E_MINUS_DIE, E_BLOCKS_ADJACENT = range(4)
ENEMY_SPECIALS = ("none", "kingdom_tax_supply", "minus_die", "blocks_adjacent")

COUNTS = {"characters.json": 4, "quests.json": 40, "enemies.json": 34, "bosses.json": 2, "board.json": 1}
UPGRADE_PAIRS = {
    "Evermore Barracks": "Evermore Elite Barracks",
    "Institute of Innovation": "Institute of Higher Innovation",
    "Basic Training Ground": "Officer's Training Ground",
    "Verdant Farm": "Full Fledged Farm",
    "Sleepy Ranch": "Raucous Ranch",
    "Humble Bazaar": "Wondrous Bazaar",
    "Mining Camp No.1": "Mining Camp No.5",
    "Fresh Fish Market": "Fabulous Fish Market",
    "Budding Lumberyard": "Towering Lumberyard",
}


class Content:
    """All card data as parallel tuples indexed by card number.

    Quests: ``quest_name``, ``quest_slots``, ``quest_res`` ((E, K, S)), ``quest_special``.
    Enemies: ``enemy_name``, ``enemy_type`` (0 physical, 1 ranged, 2 magical), ``enemy_value``,
    ``enemy_influence``, ``enemy_special``, ``enemy_reward`` ((E, K, S, sweets, tears)).
    Kingdom (basic cards first): ``card_id``, ``card_name``, ``card_basic``, ``card_upgrades``
    (index of the basic card an upgrade replaces, or -1), ``card_upgrade`` (index of a basic
    card's upgrade, or -1), ``card_cost`` ((E, K, S)), ``card_influence``, ``card_income``
    ((E, K, S)), ``card_dice`` ((physical, ranged, magical) extra dice), ``card_effect``.
    Characters: ``characters`` (id -> record). Bosses: ``boss_influence`` (id -> 4 ints).
    Board: ``adjacency``, ``slots_by_players``, ``building_slots``.
    """

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.files = [data_dir / f for f in ("characters.json", "quests.json", "enemies.json",
                                             "kingdom.json", "bosses.json", "board.json")]
        chars = self._load("characters.json", CharacterRecord)
        quests = self._load("quests.json", QuestRecord)
        enemies = self._load("enemies.json", EnemyRecord)
        cards = self._load("kingdom.json", KingdomRecord)
        bosses = self._load("bosses.json", BossRecord)
        board = self._load("board.json", BoardRecord)[0]
        self.records: list[Record] = [*chars, *quests, *enemies, *cards, *bosses, board]

        self._unique("characters.json", [c.id for c in chars])
        self.characters = {c.id: c for c in chars}

        self._unique("quests.json", [q.id for q in quests])
        quests = sorted(quests, key=lambda q: q.id)
        self.quest_name = tuple(q.name for q in quests)
        self.quest_slots = tuple(q.slots for q in quests)
        self.quest_res = tuple((q.experience, q.kingsguilder, q.supply) for q in quests)
        self.quest_special = tuple(QUEST_SPECIALS.index(q.special) for q in quests)

        self._unique("enemies.json", [e.id for e in enemies])
        enemies = sorted(enemies, key=lambda e: e.id)
        self.enemy_name = tuple(e.name for e in enemies)
        self.enemy_type = tuple(FIGHT_TYPES.index(e.type) for e in enemies)
        self.enemy_value = tuple(e.value for e in enemies)
        self.enemy_influence = tuple(e.influence for e in enemies)
        self.enemy_special = tuple(ENEMY_SPECIALS.index(e.special) for e in enemies)
        self.enemy_reward = tuple(
            (e.reward_experience, e.reward_kingsguilder, e.reward_supply, e.reward_sweet, e.reward_tear)
            for e in enemies
        )

        self._check_kingdom(cards)
        cards = [c for c in cards if c.tier == "basic"] + [c for c in cards if c.tier == "upgraded"]
        index = {c.id: i for i, c in enumerate(cards)}
        self.card_id = tuple(c.id for c in cards)
        self.card_name = tuple(c.name for c in cards)
        self.card_basic = tuple(c.tier == "basic" for c in cards)
        self.card_upgrades = tuple(index[c.upgrades] if c.upgrades else -1 for c in cards)
        upgrade_of = {index[c.upgrades]: i for i, c in enumerate(cards) if c.upgrades}
        self.card_upgrade = tuple(upgrade_of.get(i, -1) for i in range(len(cards)))
        self.card_cost = tuple((c.cost_experience, c.cost_kingsguilder, c.cost_supply) for c in cards)
        self.card_influence = tuple(c.influence for c in cards)
        self.card_income = tuple((c.income_experience, c.income_kingsguilder, c.income_supply) for c in cards)
        self.card_dice = tuple(
            tuple(c.dice_bonus if c.dice_type == t else 0 for t in FIGHT_TYPES) for c in cards
        )
        self.card_effect = tuple(c.effect_text for c in cards)
        self.basic_cards = tuple(i for i, b in enumerate(self.card_basic) if b)
        self.upgraded_cards = tuple(i for i, b in enumerate(self.card_basic) if not b)
        self.card_index = index

        self._unique("bosses.json", [b.id for b in bosses])
        self.boss_influence = {b.id: tuple(b.influence) for b in bosses}
        self.boss_name = {b.id: b.name for b in bosses}

        self.adjacency = tuple(tuple(a) for a in board.adjacency)
        self.slots_by_players = tuple(tuple(s) for s in board.slots_by_players)
        self.building_slots = board.building_slots
        expected = (4, 6, 8, 8)
        for n, used in enumerate(self.slots_by_players):
            if len(used) != expected[n]:
                raise DataError(
                    f"{data_dir / 'board.json'}: record 0 ('evermore'): field 'slots_by_players': "
                    f"{n + 1} player(s) use {expected[n]} quest slots (rulebook setup), not {len(used)}"
                )

    def _load(self, name: str, schema: type) -> list:
        path = self.data_dir / name
        records = load_records(path, schema)
        want = COUNTS.get(name)
        if want is not None and len(records) != want:
            raise DataError(f"{path}: expected {want} records (rulebook component count), found {len(records)}")
        return records

    def _unique(self, name: str, ids: list) -> None:
        seen = set()
        for i, x in enumerate(ids):
            if x in seen:
                raise DataError(f"{self.data_dir / name}: record {i}: field 'id': duplicate id {x!r}")
            seen.add(x)

    def _check_kingdom(self, cards: list[KingdomRecord]) -> None:
        path = self.data_dir / "kingdom.json"
        self._unique("kingdom.json", [c.id for c in cards])
        basics = [c for c in cards if c.tier == "basic"]
        upgrades = [c for c in cards if c.tier == "upgraded"]
        if len(basics) != 19 or len(upgrades) != 9:
            raise DataError(f"{path}: expected 19 basic and 9 upgraded cards (rulebook), found {len(basics)} and {len(upgrades)}")
        by_id = {c.id: c for c in cards}
        for i, c in enumerate(cards):
            if c.upgrades is None:
                continue
            base = by_id.get(c.upgrades)
            if base is None or base.tier != "basic":
                raise DataError(f"{path}: record {i} ({c.name!r}): field 'upgrades': {c.upgrades!r} is not a basic card id")
            if UPGRADE_PAIRS.get(base.name) != c.name:
                raise DataError(
                    f"{path}: record {i} ({c.name!r}): field 'upgrades': the rulebook pairs "
                    f"{base.name!r} with {UPGRADE_PAIRS.get(base.name)!r}"
                )
        if len({c.upgrades for c in upgrades}) != 9:
            raise DataError(f"{path}: two upgraded cards replace the same basic card")

    def provenance(self) -> dict:
        return provenance_summary(self.records, self.files)


@lru_cache(maxsize=8)
def load_content(data_dir: str | None = None) -> Content:
    """The content in ``data_dir`` (default: the package's own ``data/``); cached per folder."""
    return Content(Path(data_dir) if data_dir else DEFAULT_DATA_DIR)

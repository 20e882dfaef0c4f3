"""Drakborgen II, combat: each test names the rulebook section it pins ("Monsters without
STRIDSKORT", "The Spellbook Table", "Obeväpnad strid") or the ruling (D2-...) in
docs/rulings/drakborgen.md. Base heroes stand in for the expansion's heroes, whose rules come
later."""

from __future__ import annotations

import json

from meeple.core.actions import Action, JointAction
from meeple.games.drakborgen.below import encounter_name, encounter_undead
from meeple.games.drakborgen.board import E
from meeple.games.drakborgen.catacomb_content import load_catacomb_content
from meeple.games.drakborgen.content import DRAGONS, E_SLEEPS, BERGSTROLL, ORCH, ROOMS, SKELETT, SVARTALV, TREASURES, TVA_ORCHER
from meeple.games.drakborgen.expansion import E_SPELLBOOK
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, TURN
from meeple.games.drakborgen.unarmed import monster_die
from tests.drakborgen.helpers import Dice, on_top, playing, put, sq, stand, turn_of

II = {"expansion": "drakborgen-ii"}
CC = load_catacomb_content()


def ii(players: int = 2):
    return playing(players, **II)


def acts(s) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def below(s, h: int, arrow: str, d: int) -> None:
    stand(s, h, arrow)
    s.cat.below[h] = True
    s.cat.arrow[h] = sq(s, arrow)
    s.cat.arrow_dir[h] = d
    s.pos[h] = -1


def top_card(s, card_id: str) -> None:
    k = CC.under_id.index(card_id)
    s.cat.deck.remove(k)
    s.cat.deck.append(k)


def card_with(s, m: int, kp: int | None = None, wait: int | None = None) -> int:
    """A MONSTERKORT whose row for monster type ``m`` has these KP / wait reaction."""
    content = s.game.content
    return next(c for c in range(15) if (kp is None or content.mon_kp[c][m] == kp)
                and (wait is None or content.mon_wait[c][m] == wait))


# ---- monsters without STRIDSKORT -----------------------------------------------------------------

def test_fights_as_the_thargrim_and_rash_kharg_example() -> None:
    """Rulebook "Monsters without STRIDSKORT", the example: Thargrim (a base hero stands in) meets
    Rash-Kharg in the catacombs and is forced to fight; Rash-Kharg has no STRIDSKORT and fights
    as a skeleton: the monster player uses the skeleton's STRIDSKORT and reads the skeleton's row
    of the MONSTERKORT. It stays Rash-Kharg, and it is not undead (so Thargrim's invoke fear,
    which does not work on the undead, would work), though a skeleton is."""
    s = ii()
    below(s, 0, "c3", E)
    turn_of(s, 0)
    top_card(s, "rash_kharg")
    c = card_with(s, SKELETT)
    s.rng = Dice((c + 1, 15))
    s.apply("delve")
    assert s.phase == ENCOUNTER and s.enc_m == SKELETT and s.enc_card == c
    assert encounter_name(s) == "Rash-Kharg" and not encounter_undead(s)
    assert "flee" not in acts(s)  # forced to fight: no flight below (ruling D2-NO-FLIGHT-BELOW)
    mine = s.observation(1)["encounter"]
    assert mine["card"]["kp"] == s.game.content.mon_kp[c][SKELETT]  # the monster player reads the skeleton's row
    assert any("Rash-Kharg confronts" in e.text for e in s.events)
    s.apply("attack")
    assert s.phase == COMBAT
    special = s.game.content.monster_special[SKELETT]  # the skeleton's STRIDSKORT
    ml = special if special >= 0 else 0
    hl = (ml + 1) % 3  # the letter the monster's beats
    kp = s.kp[0]
    s.apply(JointAction({0: Action("strike", card="ABC"[hl]), 1: Action("strike", card="ABC"[ml])}))
    assert s.kp[0] == kp - (2 if special >= 0 else 1)
    assert any(f"the Rash-Kharg plays {'ABC'[ml]}" in e.text for e in s.events)
    s2 = ii()
    stand(s2, 0, "b1", "a1", 3)
    put(s2, "b1", "room-nesw")
    s2.rng = Dice((1, 15))
    on_top(s2, ROOMS, "skelett")
    from meeple.games.drakborgen.cards import room_card
    room_card(s2, 0)
    assert encounter_name(s2) is None and encounter_undead(s2)


def test_fights_as_uses_the_other_monsters_die_unarmed() -> None:
    """Rulebook "Monsters without STRIDSKORT": fighting as a monster does not mean rolling that
    monster's die in an unarmed fight: it rolls T12, the die of other monsters."""
    s = ii()
    s.enc_m = SKELETT
    assert monster_die(s) == 10
    s.cat.enc_who = CC.under_id.index("rash_kharg")
    assert monster_die(s) == 12


# ---- unarmed combat ------------------------------------------------------------------------------

def test_unarmed_the_monster_players_die_by_type() -> None:
    """Rulebook "Obeväpnad strid": the monster player rolls T6 for a svartalv or a bergstroll, T10
    for a skelett or an orch, T12 for the others (two orcs too: ruling D2-TWO-ORCS)."""
    s = ii()
    dice = {}
    for m in (SVARTALV, BERGSTROLL, SKELETT, ORCH, TVA_ORCHER):
        s.enc_m = m
        dice[m] = monster_die(s)
    assert dice == {SVARTALV: 6, BERGSTROLL: 6, SKELETT: 10, ORCH: 10, TVA_ORCHER: 12}
    raw = json.loads((CC.data_dir / "unarmed.json").read_text(encoding="utf-8"))["records"]
    assert {r["provenance"] for r in raw} == {"rulebook"}


def _unarmed_encounter(s, m: int, kp: int):
    """Hero 0, unarmed, meets monster type ``m`` with ``kp`` KP on his square b1."""
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", 3)
    s.cat.unarmed[0] = True
    c = card_with(s, m, kp=kp)
    s.rng = Dice((c + 1, 15))
    on_top(s, ROOMS, {SVARTALV: "svartalv", ORCH: "orch", SKELETT: "skelett", BERGSTROLL: "bergstroll"}[m])
    from meeple.games.drakborgen.cards import room_card
    room_card(s, 0)
    assert s.phase == ENCOUNTER
    return c


def test_unarmed_rounds_lowest_loses_a_tie_costs_both() -> None:
    """Rulebook "Obeväpnad strid": a hero forced into combat without STRIDSKORT rolls T6 each
    round, the monster player its die; the lower roll loses 1 KP, a tie costs both 1 KP; the
    rounds go on, in the same turn, until one is defeated. No STRIDSKORT are chosen."""
    s = ii()
    kp = min(s.game.content.mon_kp[c][SVARTALV] for c in range(15))
    _unarmed_encounter(s, SVARTALV, kp)
    hero_kp = s.kp[0]
    rolls = []
    for _ in range(kp - 1):
        rolls += [(4, 6), (4, 6)]  # ties: both lose 1
    rolls += [(2, 6), (5, 6)]  # the hero rolls lower: he loses 1
    rolls += [(6, 6), (1, 6)]  # the monster rolls lower: its last KP
    s.rng = Dice(*rolls)
    s.apply("attack")
    assert s.phase != COMBAT and s.enc_m == -1
    assert s.kp[0] == hero_kp - (kp - 1) - 1
    assert any("is slain" in e.text for e in s.events)
    assert any("unarmed: T6 against the monster's T6" in e.text for e in s.events)


def test_unarmed_against_a_skeleton_rolls_t10_and_can_kill_the_hero() -> None:
    """Rulebook "Obeväpnad strid": T10 for a skeleton; the hero who reaches 0 KP dies."""
    s = ii()
    kp = max(s.game.content.mon_kp[c][SKELETT] for c in range(15))
    _unarmed_encounter(s, SKELETT, kp)
    s.kp[0] = 2
    s.rng = Dice((1, 6), (9, 10), (3, 6), (10, 10))
    s.apply("attack")
    assert s.status[0] == 2 and any("T6 against the monster's T10" in e.text for e in s.events)


def test_unarmed_against_the_spider_only_flight() -> None:
    """Rulebook "Obeväpnad strid": unarmed against a spider the hero must flee: T6, 1-2 he gets
    away, 3-6 he loses 1 KP, again until he is away or dead; he cannot kill it. Away, he is
    back where he came from (ruling D2-SPIDER)."""
    s = ii()
    put(s, "b1", "room-nesw")
    put(s, "c1", "room-nesw")
    stand(s, 0, "c1", "d1", 1)
    turn_of(s, 0)
    s.cat.unarmed[0] = True
    on_top(s, ROOMS, "jattespindel")
    kp = s.kp[0]
    s.rng = Dice((3, 6), (6, 6), (2, 6))
    s.apply("move to=b1")
    assert s.kp[0] == kp - 2 and s.pos[0] == sq(s, "c1")
    assert any("gets away from the spider" in e.text for e in s.events)
    assert not any("spider dies" in e.text for e in s.events)


# ---- the Spellbook table -------------------------------------------------------------------------

def _with_spellbook(s, h: int = 0) -> None:
    k = next(k for k in range(len(s.game.content.card_id[TREASURES]))
             if s.game.content.card_effect[TREASURES][k] == E_SPELLBOOK)
    s.decks[TREASURES].remove(k)
    s.loot[h].append(k)


def _reader(t12: int, *more: tuple[int, int]):
    s = ii()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", 3)
    _with_spellbook(s)
    turn_of(s, 0)
    assert "read" in acts(s)
    s.rng = Dice((t12, 12), *more)
    s.apply("read")
    return s


def test_spellbook_table_rows() -> None:
    """Rulebook "The Spellbook Table": the T12 rows 1-2, 3-4, 5-9, 10, 11, 12 as data."""
    codes = [CC.spellbook[r][0] for r in range(1, 13)]
    assert codes == [0, 0, 1, 1, 2, 2, 2, 2, 2, 3, 4, 5]


def test_spellbook_read_at_the_start_then_thrown() -> None:
    """Rulebook "The Spellbook Table": read at the beginning of the turn, then the card is thrown;
    5-9 nothing is legible and the turn goes on."""
    s = _reader(7)
    assert s.phase == TURN and s.hero == 0 and "read" not in acts(s)
    assert not any(s.game.content.card_effect[TREASURES][k] == E_SPELLBOOK for k in s.loot[0])
    assert any("illegible" in e.text for e in s.events)


def test_spellbook_cannot_be_brought_along() -> None:
    """Rulebook "The Spellbook Table": a hero may not bring the Spellbook: moving throws it."""
    s = ii()
    put(s, "b1", "room-nesw")
    put(s, "c1", "room-nesw")
    stand(s, 0, "b1", "a1", 3)
    _with_spellbook(s)
    turn_of(s, 0)
    on_top(s, ROOMS, "tomt")
    s.apply("move to=c1")
    assert s.loot[0] == [] and any("unread" in e.text for e in s.events)


def test_spellbook_shock_healing_and_perception() -> None:
    """Rulebook "The Spellbook Table": 3-4 a shock, T6 KP; 11 all KP back; 10 from now on four
    SKATTKORT in the treasure chamber, two kept (the most valuable: ruling D2-SPELLBOOK)."""
    s = _reader(3, (4, 6))
    assert s.kp[0] == s.game.content.hero_kp["rohan"] - 4
    s = ii()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", 3)
    _with_spellbook(s)
    s.kp[0] = 3
    turn_of(s, 0)
    s.rng = Dice((11, 12))
    s.apply("read")
    assert s.kp[0] == s.game.content.hero_kp["rohan"]
    s = _reader(10)
    assert s.cat.perceptive[0]
    gold = s.game.content.card_gold[TREASURES]
    four = s.decks[TREASURES][-4:]
    best = sorted(four, key=lambda k: -gold[k])[:2]
    stand(s, 0, "g5")
    from meeple.games.drakborgen.treasure import chamber_draw
    sleeping = next(k for k in s.decks[DRAGONS] if s.game.content.card_effect[DRAGONS][k] == E_SLEEPS)
    s.decks[DRAGONS].remove(sleeping)
    s.decks[DRAGONS].append(sleeping)
    chamber_draw(s, 0)
    assert sorted(gold[k] for k in s.loot[0]) == sorted(gold[k] for k in best)


def test_spellbook_dragon_and_teleport_out() -> None:
    """Rulebook "The Spellbook Table": 1-2 the dragon wakes and snaps: a hero reading in the
    Treasure chamber dies, the others there meet the awakened dragon as normal; 12 he is out of
    Drakborgen at once, keeping two treasures (the most valuable) and throwing the rest."""
    s = ii()
    stand(s, 0, "g5")
    stand(s, 1, "g6")
    _with_spellbook(s)
    s.loot[1].append(s.decks[TREASURES].pop())
    turn_of(s, 0)
    s.rng = Dice((1, 12), (5, 12))  # the spell; the dragon's fire on the other hero, T12 5
    kp1 = s.kp[1]
    s.apply("read")
    assert s.status[0] == 2 and s.kp[1] == kp1 - 5 and s.loot[1] == []
    s = ii()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", 3)
    _with_spellbook(s)
    gold = s.game.content.card_gold[TREASURES]
    worth = sorted((k for k in s.decks[TREASURES] if gold[k] > 0), key=lambda k: -gold[k])
    three = [worth[0], worth[5], worth[10]]
    for k in three:
        s.decks[TREASURES].remove(k)
        s.loot[0].append(k)
    turn_of(s, 0)
    s.rng = Dice((12, 12))
    s.apply("read")
    assert s.status[0] == 1 and sorted(s.loot[0]) == sorted([worth[0], worth[5]])


def test_unarmed_overrumpling_resolves_as_normal() -> None:
    """Rulebook "Obeväpnad strid": an överrumpling goes as normal whether the hero is unarmed or
    not (T6 KP for the skeleton, T10 against SF each round): the same dice give the same end."""
    from meeple.games.drakborgen.floor_tiles import overrumpling

    ends = []
    for unarmed in (False, True):
        s = ii()
        put(s, "b1", "room-nesw")
        stand(s, 0, "b1", "a1", 3)
        s.cat.unarmed[0] = unarmed
        s.rng = Dice((2, 6), (1, 10), (10, 10), (1, 10))  # 2 KP; hit, miss, hit
        overrumpling(s, 0)
        ends.append((s.kp[0], [e.text for e in s.events if "unarmed: T6" in e.text]))
    assert ends[0] == ends[1] and ends[0][1] == []
    assert ends[0][0] == s.game.content.hero_kp["rohan"] - 1


def test_fights_as_on_the_screen() -> None:
    """Rulebook "Monsters without STRIDSKORT": the monster keeps its own name; the screen says
    which monster it fights as."""
    import random

    from meeple.core.table import Table

    s = ii()
    below(s, 0, "c3", E)
    turn_of(s, 0)
    top_card(s, "rash_kharg")
    s.rng = Dice((1, 15))
    s.apply("delve")
    s.rng = random.Random(1)
    text = Table(s.game, state=s).view(1).render()
    assert "RASH-KHARG" in text and "fights as Skelett" in text
    assert "Now: P1 Rohan meets the Rash-Kharg" in text

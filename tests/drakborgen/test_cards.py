"""The decks and what their cards do (reference sections 5.1, 6, 8-10; rulings D-CAVE-IN,
D-CURSE, D-WARN)."""

from __future__ import annotations

import random

from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.cards import resolve
from meeple.games.drakborgen.content import CHESTS, CORPSES, DOORS, ROOMS, SEARCHES, TRAPS
from meeple.games.drakborgen.decks import discard, draw
from meeple.games.drakborgen.flow import finish_turn
from meeple.games.drakborgen.phases import BODY, CHEST, ENCOUNTER, TURN, WARN
from tests.drakborgen.helpers import Dice, card, on_top, playing, put, sq, stand, turn_of


def _in_room(players: int = 1, **kw):
    s = playing(players, **kw)
    put(s, "b1", "room-nesw", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    return s


def _resolve(s, deck: int, cid: str, *rolls) -> None:
    s.rng = Dice(*rolls)
    resolve(s, 0, deck, card(s, deck, cid))


def test_the_shuffle_card_reshuffles_and_draws_again() -> None:
    """Reference 6: "Blanda igen" puts the whole deck, itself included, back and shuffled; the
    hero draws again. Discards go face up under the deck, so their order is public."""
    s = playing(1)
    on_top(s, DOORS, "blanda")
    discard(s, DOORS, s.decks[DOORS].pop(0))
    assert s.known[DOORS] == 1
    s.rng = random.Random(3)
    k = draw(s, DOORS)
    assert s.game.content.card_id[DOORS][k] != "blanda" and s.known[DOORS] == 0
    assert len(s.decks[DOORS]) == 14 and card(s, DOORS, "blanda") in s.decks[DOORS]
    discard(s, DOORS, k)
    assert s.decks[DOORS][0] == k and s.known[DOORS] == 1


def test_determinizing_keeps_the_face_up_discards() -> None:
    """Reference 6: the cards put under a deck were seen; only the cards above them are unknown."""
    s = playing(2)
    bottom = s.decks[ROOMS][:0]
    for _ in range(3):
        discard(s, ROOMS, s.decks[ROOMS].pop())
    bottom = s.decks[ROOMS][:3]
    d = s.determinize(0, random.Random(5))
    assert d.decks[ROOMS][:3] == bottom and sorted(d.decks[ROOMS]) == sorted(s.decks[ROOMS])
    assert d.decks[ROOMS] != s.decks[ROOMS]


def test_rolls_against_attributes_and_damage_never_below_zero() -> None:
    """Reference 5.1: a roll at or under the attribute succeeds; T12 - RF can be 0, never less."""
    s = _in_room()
    _resolve(s, ROOMS, "pilar", (5, 12))  # Rohan's RF is 9
    assert s.kp[0] == 17
    _resolve(s, ROOMS, "pilar", (12, 12))
    assert s.kp[0] == 14
    _resolve(s, ROOMS, "fladdermoss", (1, 6))  # T6-2
    assert s.kp[0] == 14


def test_the_cave_in_kills_on_one_face() -> None:
    """Reference 9 and ruling D-CAVE-IN: the guessed face of the T6 kills, another costs 2 KP."""
    s = _in_room()
    _resolve(s, ROOMS, "taket-rasar", (4, 6))
    assert s.kp[0] == 15
    _resolve(s, ROOMS, "taket-rasar", (1, 6))
    assert s.status[0] == 2


def test_the_trapdoor_and_the_pit() -> None:
    """Reference 10.1 and 10.8: a VF roll avoids the trapdoor; falling costs T6 and the hero is in
    a pit: with a rope he climbs out on his next turn, otherwise a VF roll each turn, and the
    climb takes the turn."""
    s = _in_room(2)
    _resolve(s, TRAPS, "fallucka", (4, 12))
    assert not s.pit[0] and s.kp[0] == 17
    s = _in_room(2)
    _resolve(s, TRAPS, "fallucka", (5, 12), (3, 6))
    assert s.pit[0] and s.kp[0] == 14 and s.hero == 1
    s.rng = Dice((9, 12))
    finish_turn(s)  # hero 1's turn ends; hero 0 fails the climb (VF 4)
    assert s.pit[0] and s.hero == 1
    s.items[0].append([CORPSES, card(s, CORPSES, "rep")])
    s.rng = Dice()
    finish_turn(s)
    assert not s.pit[0] and s.hero == 1


def test_poisonous_gas_and_explosion_cost_turns() -> None:
    """Reference 10.1: gas T6-3 KP and T6-3 turns unconscious; explosion 4 KP and a turn."""
    s = _in_room(2)
    _resolve(s, TRAPS, "giftig-dimma", (6, 6), (5, 6))
    assert s.kp[0] == 14 and s.skip[0] == 2
    s = _in_room(2)
    _resolve(s, TRAPS, "explosion")
    assert s.kp[0] == 13 and s.skip[0] == 1
    finish_turn(s)
    assert s.skip[0] == 0 and s.hero == 1 and s.round == 2


def test_the_torch_must_be_relit() -> None:
    """Reference 9, proposal: with the torch out, each later turn starts with a T6: 1-3 relights
    and the turn goes on, 4-6 ends it."""
    s = _in_room(2)
    _resolve(s, ROOMS, "facklan")
    assert s.torch[0] and s.hero == 1
    s.rng = Dice((5, 6))
    finish_turn(s)
    assert s.torch[0] and s.hero == 1 and s.round == 2
    s.rng = Dice((2, 6))
    finish_turn(s)
    assert not s.torch[0] and s.hero == 0 and s.phase == TURN


def test_the_dead_adventurer_and_the_chest() -> None:
    """Reference 9, 10.2, 10.3: the body may be searched (SÖKNINGSKORT), the chest opened
    (KISTKORT); a skeleton may rise from it."""
    s = _in_room()
    s.rng = Dice()
    resolve(s, 0, ROOMS, card(s, ROOMS, "stupad"))
    assert s.phase == BODY and {a.text() for a in s.legal_actions()} == {"loot", "leave"}
    on_top(s, CORPSES, "rep")
    s.apply("loot")
    assert s.has_rope(0)
    resolve(s, 0, ROOMS, card(s, ROOMS, "kista"))
    assert s.phase == CHEST
    on_top(s, CHESTS, "skelett")
    s.rng = Dice((1, 15))
    s.apply("open")
    assert s.phase == ENCOUNTER


def test_a_chest_trap_uses_the_errata_formula() -> None:
    """Reference 10.3: the second chest trap is T12 + 3 - TF."""
    s = _in_room()
    _resolve(s, CHESTS, "kistfalla-t12", (10, 12))
    assert s.kp[0] == 17 - (10 + 3 - 4)


def test_potions_one_at_a_time() -> None:
    """Reference 6 and 10.8: one potion carried at a time; drinking heals T6, never above the
    starting KP, and the turn goes on."""
    s = _in_room()
    _resolve(s, ROOMS, "dryck")
    _resolve(s, SEARCHES, "dryck")
    assert sum(1 for d, k in s.items[0] if s.game.content.card_item[d][k] == 0) == 1
    turn_of(s, 0)
    s.kp[0] = 15
    assert "drink" in {a.text() for a in s.legal_actions()}
    s.rng = Dice((6, 6))
    s.apply("drink")
    assert s.kp[0] == 17 and s.potion(0) == -1 and s.phase == TURN


def test_gold_found_in_rooms_counts() -> None:
    s = _in_room()
    _resolve(s, SEARCHES, "smycke")
    _resolve(s, CHESTS, "dolk")
    assert s.gold(0) == 450


def test_the_ring_of_warning_cancels_a_trap() -> None:
    """Reference 10.7 and the addendum (high): one trap is avoided; ruling D-WARN: the hero
    decides when the trap card is read."""
    s = _in_room(rings=("warning",))
    _resolve(s, TRAPS, "explosion")
    assert s.phase == WARN and s.observation(0)["trap"] == "explosion"
    s.apply("warn")
    assert s.kp[0] == 17 and s.ring_used[0]
    _resolve(s, TRAPS, "explosion")
    assert s.kp[0] == 13


def test_the_ring_of_healing_and_the_ring_of_opening() -> None:
    """Addendum: Healing gives 5 KP in a turn the hero does nothing else; Opening opens a door
    with no card."""
    s = _in_room(rings=("healing",))
    s.kp[0] = 5
    s.apply("heal")
    assert s.kp[0] == 10 and s.ring_used[0] and s.round == 2
    s = playing(1)
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", 2)
    turn_of(s, 0)
    doors = list(s.decks[DOORS])
    on_top(s, ROOMS, "tomt")
    s.apply("unlock to=b1")
    assert s.pos[0] == sq(s, "b1") and s.decks[DOORS] == doors and s.ring_used[0]


def test_the_curse_costs_a_turn() -> None:
    """Ruling D-CURSE: the wizard's curse makes the hero lose his next turn."""
    s = _in_room()
    _resolve(s, ROOMS, "forbannelse")
    assert s.round == 3 and s.phase == TURN


def test_secret_door_search_card() -> None:
    s = _in_room()
    _resolve(s, SEARCHES, "lonndorr")
    assert s.secret[0] == sq(s, "b1")

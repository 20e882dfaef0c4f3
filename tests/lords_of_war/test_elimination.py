"""Phase 2 - Elimination: the rulebook's worked examples and the ranged-fire rules
(rulebook "Phase 2 - Elimination", "Common Elimination Situations",
"Elimination With Ranged Units", "Ranged Combat Situations")."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.core.registry import load
from meeple.games.lords_of_war.phases import PLAY
from tests.lords_of_war.conftest import POSITIONS, card, log, make, names, rulebook_position, texts


def _play_example(name: str):
    state = rulebook_position(name)
    for action in json.loads((POSITIONS / f"{name}.json").read_text())["play"]:
        state.apply(action)
    return state


def test_example_one_against_one() -> None:
    """Example "One-against-one": the Deathbringer hits the Marauder for 5 > 4 (eliminated) and
    the Slugger for 3, not > 3 (survives); the Marauder hits the Deathbringer for 4 > 2."""
    state = _play_example("one_against_one")
    assert "P1 Dwarf Marauder on c4r3 eliminated: 5 from Orc Deathbringer = 5 > defense 4" in log(state)
    assert "P2 Orc Deathbringer on c4r4 eliminated: 4 from Dwarf Marauder = 4 > defense 2" in log(state)
    assert names(state, state.piles[1]) == ["Dwarf Marauder"]  # Marco's victory pile
    assert names(state, state.piles[0]) == ["Orc Deathbringer"]
    assert names(state, list(state.board.values())) == ["Dwarf Slugger"]


def test_example_two_against_one() -> None:
    """Example "Two-against-one": Shanker 4 + Ravager 2 = 6 > Marauder's 4; the Marauder hits the
    Ravager for 2 (not > 3) and the Shanker for 4 (> 3). Both eliminated units go to piles."""
    state = _play_example("two_against_one")
    assert ("P1 Dwarf Marauder on c4r3 eliminated: 4 from Goblin Shanker + 2 from Orc Ravager = 6 > defense 4"
            in log(state))
    assert "P2 Goblin Shanker on c4r4 eliminated: 4 from Dwarf Marauder = 4 > defense 3" in log(state)
    assert names(state, state.piles[1]) == ["Dwarf Marauder"]
    assert names(state, state.piles[0]) == ["Goblin Shanker"]
    assert names(state, list(state.board.values())) == ["Orc Ravager"]


def test_example_ranged_attack_catapult() -> None:
    """Example "Ranged attack": the Catapult, placed as a support unit behind the Shanker, hits
    the Slugger with shot value 4 > 3; Shanker and Slugger do not attack each other."""
    state = rulebook_position("ranged_attack")
    state.apply("play card=orcs-15")
    assert "place square=c4r5" in texts(state)  # support placement next to the Shanker
    state.apply("place square=c4r5")
    assert texts(state) == ["fire unit=c4r5 target=c3r3", "hold unit=c4r5"]
    state.apply("fire unit=c4r5 target=c3r3")
    assert "P1 Dwarf Slugger on c3r3 eliminated: 4 from Orc Catapult (shot) = 4 > defense 3" in log(state)
    assert names(state, state.piles[1]) == ["Dwarf Slugger"]


def test_example_combined_attack_with_ranged_fire() -> None:
    """Example "Combined attack with ranged fire": Deathbringer 3 + Catapult 4 = 7 > 4; the
    Marauder's 2 does not exceed the Deathbringer's defense 2."""
    state = _play_example("combined_attack")
    assert ("P1 Dwarf Marauder on c4r3 eliminated: 3 from Orc Deathbringer + 4 from Orc Catapult (shot) = 7 > defense 4"
            in log(state))
    assert names(state, state.piles[1]) == ["Dwarf Marauder"] and state.piles[0] == []


def test_holding_fire_leaves_the_marauder() -> None:
    """Elimination: 3 alone does not exceed 4, so without the shot the Marauder survives."""
    state = rulebook_position("combined_attack")
    state.apply("play card=orcs-15")
    state.apply("place square=c5r5")
    state.apply("hold unit=c5r5")
    assert state.piles == [[], []]


def test_allied_units_never_damage_each_other() -> None:
    """Elimination note: arrows pointing at allied units deal no damage (the new Deathbringer's
    3 onto the allied Deathbringer, defense 2, does nothing)."""
    board = [("c4r3", 1, "Dwarf Slugger#1"), ("c3r3", 2, "Orc Deathbringer#1")]
    state = make(board, ([], ["Orc Deathbringer#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Orc Deathbringer')}")
    state.apply("place square=c4r4")
    assert names(state, state.piles[1]) == ["Dwarf Slugger"]
    assert names(state, [state.board[k] for k in sorted(state.board)]) == ["Orc Deathbringer"]


def test_double_kill_and_sacrifice() -> None:
    """Common Elimination Situations: several enemy units and the newly placed unit may all be
    eliminated by one placement (double kill + sacrifice play)."""
    board = [("c3r3", 1, "Dwarf Slugger#1"), ("c5r3", 1, "Dwarf Slugger#1"), ("c4r3", 1, "Dwarf Marauder#1")]
    state = make(board, ([], ["Orc Deathbringer#1"]), turn=2)
    # Deathbringer at c4r4: N5 onto the Marauder (c4r3), NE3/NW3 onto both Sluggers (3, not > 3).
    state.apply(f"play card={card(state, 2, 'Orc Deathbringer')}")
    state.apply("place square=c4r4")
    assert names(state, state.piles[1]) == ["Dwarf Marauder"] and names(state, state.piles[0]) == ["Orc Deathbringer"]
    board = [("c3r3", 1, "Dwarf Dowager#1"), ("c5r3", 1, "Dwarf Dowager#2"), ("c4r2", 1, "Dwarf Slugger#1")]
    state = make(board, ([], ["Orc Deathbringer#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Orc Deathbringer')}")
    state.apply("place square=c4r4")
    assert sorted(names(state, state.piles[1])) == ["Dwarf Dowager", "Dwarf Dowager"]


def test_new_unit_destroyed_without_kill() -> None:
    """Common Elimination Situations: a newly placed unit may die without eliminating anything."""
    state = make([("c4r3", 1, "Gordona Ironhelm")], ([], ["Goblin Shanker#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Goblin Shanker')}")
    state.apply("place square=c4r4")
    assert names(state, state.piles[0]) == ["Goblin Shanker"] and state.piles[1] == []


def test_engaged_ranged_unit_cannot_fire() -> None:
    """Ranged Combat Situations: an enemy arrow pointing at a ranged unit stops it firing."""
    board = [("c4r4", 2, "Orc Catapult"), ("c4r3", 1, "Dwarf Slugger#1"), ("c3r1", 1, "Dwarf Marauder#1")]
    state = make(board, ([], ["Goblin Spikeman#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Goblin Spikeman')}")
    state.apply("place square=c5r5")
    assert all(not t.startswith(("fire", "hold")) for t in texts(state))
    assert state.piles == [[], []]


def test_ranged_unit_with_unanswered_arrow_may_fire() -> None:
    """Ranged Combat Situations: a ranged unit may fire when its own arrow points at an enemy
    that does not point back at it (the Catapult's side arrow hits the Slugger on c4r3)."""
    board = [("c3r3", 2, "Orc Catapult"), ("c4r3", 1, "Dwarf Slugger#1"), ("c3r1", 1, "Dwarf Slugger#1")]
    state = make(board, ([], ["Goblin Spikeman#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Goblin Spikeman')}")
    state.apply("place square=c2r4")
    assert texts(state) == ["fire unit=c3r3 target=c3r1", "hold unit=c3r3"]
    state.apply("fire unit=c3r3 target=c3r1")
    assert "P1 Dwarf Slugger on c3r1 eliminated: 4 from Orc Catapult (shot) = 4 > defense 3" in log(state)


def test_ranged_never_target_allies() -> None:
    """Ranged units can never target allied units (allies in the grid are not offered)."""
    state = rulebook_position("ranged_attack")
    state.apply("play card=orcs-15")
    state.apply("place square=c4r5")
    assert "fire unit=c4r5 target=c4r4" not in texts(state)


def test_ranged_fire_only_on_owners_turn() -> None:
    """Ranged units fire when their controller takes a turn: on Player 1's turn Player 2's
    Catapult does not shoot the Slugger in its grid."""
    board = [("c4r5", 2, "Orc Catapult"), ("c3r3", 1, "Dwarf Slugger#1"), ("c4r4", 2, "Goblin Shanker#4")]
    state = make(board, (["Dwarf Slugger#2"], []), turn=1, decks=[["Dwarf Slugger#3"], ["Orc Butcher"]])
    state.apply(f"play card={card(state, 1, 'Dwarf Slugger')}")
    state.apply("place square=c3r4")
    assert state.piles == [[], []] and texts(state)[0] == "draw"  # straight to Reinforcement


def test_two_ranged_units_combine_on_one_target() -> None:
    """Note to ranged fire: two allied ranged units may fire at the same enemy in one round:
    2 + 2 from two Goblin Bow Pests exceeds the Slugger's 3."""
    board = [("c4r5", 2, "Goblin Bow Pest"), ("c4r2", 1, "Dwarf Slugger#1")]
    state = make(board, ([], ["Goblin Bow Pest"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Goblin Bow Pest')}")
    state.apply("place square=c5r5")
    assert texts(state) == ["fire unit=c4r5 target=c4r2", "hold unit=c4r5"]
    state.apply("fire unit=c4r5 target=c4r2")
    assert texts(state) == ["fire unit=c5r5 target=c4r2", "hold unit=c5r5"]
    state.apply("fire unit=c5r5 target=c4r2")
    assert names(state, state.piles[1]) == ["Dwarf Slugger"]
    assert ("P1 Dwarf Slugger on c4r2 eliminated: 2 from Goblin Bow Pest (shot) + 2 from Goblin Bow Pest (shot)"
            " = 4 > defense 3") in log(state)


def test_fire_or_melee_same_enemy_counts_once() -> None:
    """Ruling (fire or melee): a ranged unit that shoots the enemy its own arrow points at deals
    the shot instead of the arrow: Elven Archer shot 3 (not 3 + 1) leaves a defense-3 unit."""
    board = [("c4r4", 1, "Elven Archer"), ("c4r5", 2, "Compy Dasher#3")]  # Dasher SE2 S2 SW2 turned: points away
    state = make(board, (["Elven Spearman#1"], ["Leatherback"]), turn=1, armies=("elves", "lizardmen"))
    state.apply(f"play card={card(state, 1, 'Elven Spearman')}")
    state.apply("place square=c3r3")  # support placement next to the Archer
    assert "fire unit=c4r4 target=c4r5" in texts(state)
    fired = state.clone()
    fired.apply("fire unit=c4r4 target=c4r5")
    assert fired.piles == [[], []]  # 3 is not > 3
    held = state.clone()
    held.apply("hold unit=c4r4")
    assert held.piles == [[], []]  # melee 1 only


def test_removal_after_all_checks() -> None:
    """Eliminated units are removed only after all combats are checked: the Shanker, itself
    eliminated, still adds its 4 against the Marauder (Two-against-one)."""
    state = _play_example("two_against_one")
    assert len(state.piles[0]) == 1 and len(state.piles[1]) == 1


def test_general_kill_gives_extra_turn_after_refill() -> None:
    """Eliminating the opposing general: the player refills, then takes another turn
    (Butcher 4 + Catapult 4 = 8 > Krod's 7)."""
    board = [("c4r3", 1, "Krod Klouthammer"), ("c4r5", 2, "Orc Catapult")]
    state = make(board, (["Dwarf Slugger#1"], ["Orc Butcher", "Goblin Shanker#1"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Orc Butcher')}")
    state.apply("place square=c4r4")
    state.apply("fire unit=c4r5 target=c4r3")
    assert names(state, state.piles[1]) == ["Krod Klouthammer"]
    # Neither unit may be withdrawn (both took part in the kill): the refill back up to six
    # comes from the deck, automatically; then the extra turn.
    assert len(state.hands[1]) == 6
    assert state.current_player == 1 and texts(state)[0].startswith("play")
    assert log(state)[-1] == "P2 takes an extra turn"


def test_both_generals_eliminated_no_extra_turn() -> None:
    """If both generals are eliminated at the same time, nobody gets an extra turn:
    Krod 5 + Gordona 4 = 9 > Gonke's 6, Gonke 5 + Catapult 4 = 9 > Krod's 7."""
    board = [("c4r3", 1, "Krod Klouthammer"), ("c4r5", 2, "Orc Catapult"), ("c5r4", 1, "Gordona Ironhelm")]
    state = make(board, (["Dwarf Slugger#1"], ["Gonke Longtooth"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Gonke Longtooth')}")
    state.apply("place square=c4r4")
    state.apply("fire unit=c4r5 target=c4r3")
    assert sorted(names(state, state.piles[0] + state.piles[1])) == ["Gonke Longtooth", "Krod Klouthammer"]
    assert "both generals were eliminated together: no extra turn" in log(state)
    assert state.bonus_turns == [0, 0] and state.current_player == 0


def test_general_lost_on_own_turn_gives_opponent_two_turns() -> None:
    """Ruling: a general eliminated on its owner's turn (Gordona 4 + Krod 4 = 8 > Gonke's 6)
    gives the opponent, its killer, an extra turn after their normal next turn."""
    board = [("c4r3", 1, "Gordona Ironhelm"), ("c5r3", 1, "Krod Klouthammer")]
    state = make(board, (["Dwarf Slugger#1", "Dwarf Slugger#1"], ["Gonke Longtooth"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Gonke Longtooth')}")
    state.apply("place square=c4r4")
    assert names(state, state.piles[0]) == ["Gonke Longtooth"]
    assert state.bonus_turns == [1, 0] and state.current_player == 0
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    while state.phase != PLAY:
        state.apply(state.legal_actions()[0])
    assert state.current_player == 0 and state.bonus_turns == [0, 0]


def test_ranged_fire_needs_no_line_of_sight() -> None:
    """Ranged Combat Situations: ranged units fire over and through any units; the Catapult on
    c4r6 shoots past two allies at the Slugger three rows ahead."""
    board = [("c4r5", 2, "Orc Butcher"), ("c4r4", 2, "Goblin Spikeman#1"), ("c4r3", 1, "Dwarf Slugger#3")]
    state = make(board, ([], ["Orc Catapult"]), turn=2)
    state.apply(f"play card={card(state, 2, 'Orc Catapult')}")
    state.apply("place square=c4r6")
    assert texts(state) == ["fire unit=c4r6 target=c4r3", "hold unit=c4r6"]
    state.apply("fire unit=c4r6 target=c4r3")
    assert "P1 Dwarf Slugger on c4r3 eliminated: 4 from Orc Catapult (shot) = 4 > defense 3" in log(state)


_STEPS = {"N": (0, 1), "NE": (1, 1), "E": (1, 0), "SE": (1, -1), "S": (0, -1), "SW": (-1, -1), "W": (-1, 0), "NW": (-1, 1)}


def _naive_melee(state) -> dict[str, int]:
    """Melee damage recomputed from the card records and square names alone."""
    t = state.table
    units = {u["square"]: u for u in state.to_json()["board"]}
    out: dict[str, int] = {}
    for sq, u in units.items():
        c, r = (int(x) for x in sq[1:].split("r"))
        record = t.records[t.index[u["card"]]]
        for direction, strength in record.arrows.items():
            dx, dy = _STEPS[direction]
            if u["owner"] == 2:
                dx, dy = -dx, -dy
            target = units.get(f"c{c + dx}r{r + dy}")
            if target is not None and target["owner"] != u["owner"]:
                out[target["square"]] = out.get(target["square"], 0) + strength
    return out


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(10, 200))
def test_melee_damage_matches_a_naive_count(seed: int, steps: int) -> None:
    """Phase 2 - Elimination: every arrow hits the enemy unit on the square it points at
    (Player 2's cards turned 180 degrees); the offset tables agree with a direct count."""
    import random

    from meeple.games.lords_of_war import elimination
    from meeple.games.lords_of_war.board import square_name

    state = load("lords-of-war", armies=["lizardmen", "dwarves"]).new_initial_state(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state.apply_legal(rng.choice(state.legal_actions()))
    saved = state.shots
    state.shots = []
    fast = {square_name(sq): d for sq, d in elimination.damage(state).items()}
    state.shots = saved
    assert fast == _naive_melee(state)

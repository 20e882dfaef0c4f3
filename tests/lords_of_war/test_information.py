"""Hidden information, events, snapshots and positions as JSON, illegal actions (rulebook
"Setup": hand cards are kept secret; "The Battle Begins" and "Phase 3 - Reinforcement": a card
is drawn without showing it to the opponent; "Phase 1": a forced placement reveals the hand)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError, RecordError
from meeple.core.registry import load
from meeple.core.table import Table
from tests.lords_of_war.conftest import log, make, rulebook_position


def _random_state(seed: int, steps: int, **options):
    game = load("lords-of-war", **options)
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def _cards_everywhere(state) -> list[int]:
    return sorted([*state.board.values(), *(g for p in (0, 1) for g in state.hands[p] + state.decks[p] + state.piles[p])])


def test_observation_hides_opponent_hand_and_decks() -> None:
    """Setup: hand cards are secret; the opponent's hand, deck contents and order never appear."""
    state = _random_state(4, 30)
    for p in (0, 1):
        obs = state.observation(p)
        text = json.dumps(obs)
        # The card being placed (phase "place") is face up already.
        shown = {state.chosen} if obs["phase"] == "place" else set()
        hidden = [g for g in state.hands[1 - p] if g not in state.known[1 - p] | shown] + state.decks[0] + state.decks[1]
        for g in hidden:
            assert f'"{state.table.ids[g]}"' not in text
        assert [c["card"] for c in obs["hand"]] == [state.table.ids[g] for g in state.hands[p]]
        assert obs["hand_sizes"] == [len(state.hands[0]), len(state.hands[1])]
        assert obs["deck_sizes"] == [len(state.decks[0]), len(state.decks[1])]


def test_opponent_general_known_in_hand_at_start() -> None:
    """Setup: everyone knows the general starts in hand, so it is shown as a known card."""
    obs = load("lords-of-war").new_initial_state(1).observation(0)
    assert [c["name"] for c in obs["known_cards"][1]] == ["Kai'itza of Xhotl"]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 150), player=st.integers(0, 1))
def test_determinize_resamples_only_hidden_cards(seed: int, steps: int, player: int) -> None:
    """determinize keeps the board, piles, own hand and the opponent's known cards; it
    reshuffles the opponent's other hand cards with both decks' orders, keeping all sizes."""
    state = _random_state(seed, steps)
    world = state.determinize(player, random.Random(seed))
    o = 1 - player
    assert world.board == state.board and world.piles == state.piles
    assert world.hands[player] == state.hands[player]
    assert sorted(world.decks[player]) == sorted(state.decks[player])
    assert len(world.hands[o]) == len(state.hands[o]) and len(world.decks[o]) == len(state.decks[o])
    assert state.known[o] & set(state.hands[o]) <= set(world.hands[o])
    assert sorted(world.hands[o] + world.decks[o]) == sorted(state.hands[o] + state.decks[o])
    assert world.observation(player) == state.observation(player)
    if not world.is_terminal:
        world.apply(world.legal_actions()[0])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250))
def test_json_round_trip_and_card_conservation(seed: int, steps: int) -> None:
    """to_json / state_from_json round-trips any position, mid-turn ones included; all 72
    cards are always somewhere (map, hands, decks, victory piles)."""
    state = _random_state(seed, steps, berserker_mod="raging")
    assert _cards_everywhere(state) == list(range(72))
    data = json.loads(json.dumps(state.to_json()))
    again = state.game.state_from_json(data)
    assert again.to_json() == data
    assert again.legal_actions() == state.legal_actions()


def test_illegal_action_leaves_state_unchanged() -> None:
    state = rulebook_position("engagement_rule")
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalActionError, match="not in the hand of P2"):
        state.apply("play card=orcs-1")
    state.apply("play card=orcs-19")
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalActionError, match="may not go on c4r2") as err:
        state.apply("place square=c4r2")
    assert "place square=c3r3" in str(err.value)
    with pytest.raises(IllegalActionError, match="phase 'place'"):
        state.apply("draw")
    assert json.dumps(state.to_json()) == before


def test_bad_position_errors() -> None:
    game = load("lords-of-war", armies=["dwarves", "orcs"])
    with pytest.raises(RecordError, match="board\\[0\\].*no card named 'Elven Archer'"):
        game.state_from_json({"board": [{"square": "c1r1", "owner": 1, "card": "Elven Archer"}]})
    with pytest.raises(RecordError, match="off the battle map"):
        game.state_from_json({"board": [{"square": "c9r1", "owner": 1, "card": "Dwarf Slugger"}]})
    with pytest.raises(RecordError, match="players are numbered 1 and 2"):
        game.state_from_json({"board": [{"square": "c1r1", "owner": 0, "card": "Dwarf Slugger"}]})
    with pytest.raises(RecordError, match="used twice"):
        game.state_from_json({"board": [{"square": "c1r1", "owner": 1, "card": "dwarves-1"}],
                              "hands": [["dwarves-1"], []]})


@pytest.mark.parametrize("fields, message", [
    ({"phase": "place"}, "chosen"),
    ({"phase": "place", "chosen": "orcs-30"}, "chosen"),
    ({"phase": "fire", "fire_queue": []}, "fire_queue"),
    ({"phase": "fire", "fire_queue": ["c1r1"]}, "fire_queue"),
    ({"phase": "fire", "fire_queue": ["c4r3"]}, "fire_queue"),
    ({"phase": "advance", "advance_queue": []}, "advance_queue"),
    ({"phase": "advance", "advance_queue": [["c1r1", ["c2r2"]]]}, "advance_queue"),
    ({"board": {"c4r3": "Dwarf Slugger"}}, "position"),
])
def test_inconsistent_mid_turn_position_is_refused(fields: dict, message: str) -> None:
    """A position whose mid-turn fields do not fit the phase is refused when loaded, instead
    of failing later in legal_actions or apply."""
    game = load("lords-of-war", armies=["dwarves", "orcs"])
    data = {"turn_player": 1, "board": [{"square": "c4r3", "owner": 1, "card": "Dwarf Slugger"},
                                        {"square": "c4r4", "owner": 2, "card": "Orc Catapult"}],
            "hands": [["Dwarf Marauder"], ["Gonke Longtooth"]], **fields}
    with pytest.raises(RecordError, match=message):
        game.state_from_json(data)


def test_game_record_replays_exactly() -> None:
    """A game played at a Table replays from its record (seed + actions) to the same state."""
    table = Table(load("lords-of-war"), seed=11)
    rng = random.Random(11)
    while not table.is_terminal:
        seat = next(iter(table.acting()))
        view = table.view(seat)
        table.act(seat, rng.choice(view.legal_actions), position=view.position)
    again = Table.from_record(table.record())
    assert again.to_json()["state"] == table.to_json()["state"]
    assert again.returns() == table.returns()


def test_log_explains_eliminations_in_words() -> None:
    """The log says what happened and why."""
    state = make([("c4r3", 1, "Dwarf Marauder#1")], ([], ["Orc Deathbringer#1"]), turn=2)
    state.apply(state.legal_actions()[0])
    state.apply("place square=c4r4")
    assert "P1 Dwarf Marauder on c4r3 eliminated: 5 from Orc Deathbringer = 5 > defense 4" in log(state)


def _same_future(state, actions) -> None:
    """A snapshot of ``state`` continued with ``actions`` stays identical to ``state``
    continued with them: JSON (RNG, history and events included), legal actions and both
    seats' observations, at every step."""
    copy = state.game.state_from_json(json.loads(json.dumps(state.to_json())))
    original = state.clone()
    for later in [None, *actions]:
        if later is not None:
            copy.apply(later)
            original.apply(later)
        where = f"after {later.text()}" if later is not None else "at the snapshot"
        assert copy.to_json() == original.to_json(), where
        assert copy.legal_actions() == original.legal_actions(), where
        for seat in (0, 1, None):
            assert copy.observation(seat) == original.observation(seat), where


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), mod=st.sampled_from(["none", "raging", "kamikaze", "support"]))
def test_snapshot_continues_identically(seed: int, mod: str) -> None:
    """A snapshot is complete: ``state_from_json(to_json())``, taken at every step of a game
    and continued with the same actions, stays identical to the original (a few steps ahead
    from every step, to the end from every twentieth)."""
    game = load("lords-of-war", berserker_mod=mod)
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    actions = []
    probe = state.clone()
    while not probe.is_terminal:
        actions.append(rng.choice(probe.legal_actions()))
        probe.apply(actions[-1])
    for i, action in enumerate(actions):
        _same_future(state, actions[i:] if i % 20 == 0 else actions[i:i + 4])
        state.apply(action)
    assert state.to_json() == probe.to_json()


def test_snapshot_mid_turn_keeps_shots_killers_and_revealed_cards() -> None:
    """Snapshots between the decisions of one turn keep what the rest of the turn depends
    on: a shot already fired (two Bow Pests combine), the units involved in a kill (not
    withdrawable), a forced placement's revealed hand, a late-game turn without a card."""
    pests = make([("c4r5", 2, "Goblin Bow Pest"), ("c4r2", 1, "Dwarf Slugger#1")], ([], ["Goblin Bow Pest"]), turn=2)
    pests.apply(pests.legal_actions()[0])
    pests.apply("place square=c5r5")
    pests.apply("fire unit=c4r5 target=c4r2")
    _same_future(pests, [Action.parse("fire unit=c5r5 target=c4r2")])
    board = [("c4r3", 1, "Dwarf Marauder#1"), ("c4r4", 2, "Goblin Shanker#1"), ("c7r6", 2, "Goblin Spikeman#2"),
             ("c1r1", 1, "Dwarf Slugger#1")]
    kill = make(board, (["Dwarf Slugger#1"], ["Orc Ravager#1"]), turn=2)
    kill.apply(kill.legal_actions()[0])
    kill.apply("place square=c5r4")
    assert kill.killers
    _same_future(kill, [Action.parse("draw")])
    forced = make([("c4r3", 1, "Elven Archer")], ([], ["Skink Dartspitter", "Skink Dartspitter"]),
                  turn=2, armies=("elves", "lizardmen"))
    forced.apply(forced.legal_actions()[0])
    _same_future(forced, [Action.parse("place square=c4r4")])
    late = make([("c4r5", 2, "Orc Catapult"), ("c3r3", 1, "Dwarf Slugger#1")], (["Krod Klouthammer"], []),
                turn=2, decks=[["Dwarf Slugger#2"], []])
    _same_future(late, [Action.parse("fire unit=c4r5 target=c3r3")])


def test_opponent_never_sees_a_drawn_cards_name() -> None:
    """"The Battle Begins" / "Phase 3 - Reinforcement": a card is drawn without showing it to
    the opponent. Everyone learns that P1 drew; only P1 learns which card."""
    state = load("lords-of-war").new_initial_state(2)
    table = state.table
    before = set(state.hands[0])
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])  # opening placement, then the automatic draw
    (drawn,) = set(state.hands[0]) - before
    naming = [e for e in state.events if table.ids[drawn] in e.text]
    assert naming and all(e.to == frozenset({0}) for e in naming)
    assert "P1 draws a card (29 left in the army deck)" in state.events_for(1)
    assert f"P1 draws {table.names[drawn]} ({table.ids[drawn]})" in state.events_for(0)
    for seat in (1, None):
        assert not any(table.ids[drawn] in text for text in state.events_for(seat))
    determinized = state.determinize(1, random.Random(0))
    assert not any(table.ids[drawn] in e.text for e in determinized.events)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 200))
def test_events_never_name_a_hidden_card(seed: int, steps: int) -> None:
    """No event the opponent (or a spectator) may see names a card hidden from them: the
    opponent's hand cards not seen face up, and every deck card."""
    state = _random_state(seed, steps)
    t = state.table
    for seat in (0, 1, None):
        seen = "\n".join(state.events_for(seat))
        others = [p for p in (0, 1) if p != seat]
        hidden = [g for p in others for g in state.hands[p] if g not in state.known[p]]
        hidden += [g for p in (0, 1) for g in state.decks[p]]
        for g in hidden:
            assert f"({t.ids[g]})" not in seen


def test_spectator_observation_shows_no_hand_card() -> None:
    """observation(None): a spectator sees the map, piles and sizes, and only the hand cards
    that were shown face up (the generals at the start), never a hidden one."""
    state = _random_state(5, 40)
    obs = state.observation(None)
    assert obs["player"] is None and obs["hand"] is None
    text = json.dumps(obs)
    t = state.table
    for p in (0, 1):
        for g in state.hands[p]:
            if g not in state.known[p] and not (obs["phase"] == "place" and g == state.chosen):
                assert f'"{t.ids[g]}"' not in text
        assert obs["known_cards"][p] == state.observation(1 - p)["known_cards"][p]
    assert obs["hand_sizes"] == [len(h) for h in state.hands]
    assert obs["board"] == state.observation(0)["board"]
    start = load("lords-of-war").new_initial_state(1).observation(None)
    assert [[c["name"] for c in k] for k in start["known_cards"]] == [["Erendrial Aegis"], ["Kai'itza of Xhotl"]]


def test_determinized_orders_are_uniform_and_drawn_as_shown() -> None:
    """A determinization orders each pool of unseen cards uniformly at random (the opponent's
    hand and deck, and the player's own deck); the cards then come off the decks in the order
    ``top_first`` shows (the one the position's JSON holds)."""
    from collections import Counter

    from meeple.games.lords_of_war.reinforcement import draw

    state = make([("c3r3", 1, "dwarves-10")], (["dwarves-11"], ["orcs-11", "orcs-12"]), turn=1,
                 decks=[["dwarves-12", "dwarves-13"], ["orcs-13", "orcs-14"]], known=[[], []])
    rng = random.Random(0)
    seen: Counter[tuple] = Counter()
    for _ in range(3600):
        world = state.determinize(0, rng)
        tops = [world.top_first(p) for p in (0, 1)]
        assert [world.table.ids[g] for g in tops[1]] == world.to_json()["decks"][1]
        seen[tuple(world.hands[1]), tuple(tops[1]), tuple(tops[0])] += 1
        for p in (0, 1):
            drawn = []
            while world.decks[p]:
                before = set(world.hands[p])
                draw(world, p)
                drawn += set(world.hands[p]) - before
            assert drawn == tops[p]
        assert {world.table.ids[g] for g in world.hands[1]} == {"orcs-11", "orcs-12", "orcs-13", "orcs-14"}
    # 6 ways to deal the hand x 2 orders of the opponent's deck x 2 of the own deck, 150 each.
    assert len(seen) == 24 and all(90 <= n <= 210 for n in seen.values()), seen

"""Players, hidden information, snapshots and presentation (the seat boundary, issue 7)."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from meeple.agents.base import RandomAgent
from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError, RecordError
from meeple.core.table import Table
from meeple.games.ni_no_kuni import GREEDY
from meeple.games.ni_no_kuni.end_of_turn import begin_end_of_turn
from meeple.games.ni_no_kuni.phases import FIGHT, PLACE
from tests.ni_no_kuni.helpers import calm_board, fresh, game, play_table, set_slot

ROLAND, H1, H2, TANI_M, H3, H4 = range(6)  # 2 players: Roland's party, then Tani's


def _advance(s, steps: int, seed: int = 0):
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal:
            break
        s.apply_legal(rng.choice(s.legal_actions()))
    return s


def _doloran_with_face_down_quests(players: int = 2, seed: int = 4):
    """A Doloran game played at random into turn 3, where some replacement quests lie face down."""
    s = fresh(players, "doloran", seed=seed)
    rng = random.Random(seed)
    while s.turn < 3 or s.phase != PLACE or not any(s.face_down):
        s.apply_legal(rng.choice(s.legal_actions()))
        assert not s.is_terminal
    return s


def test_decisions_rotate_through_the_players() -> None:
    """Placement is decided by each model's owner; the party's joint choices by the turn's
    lead player, which rotates every turn (ruling R2)."""
    s = fresh(3)
    owners = []
    while s.phase == PLACE:
        owners.append(s.current_player)
        s.apply("rest")
    assert owners == [0, 0, 1, 1, 2, 2]
    assert s.lead == 0
    s = fresh(3)
    s.turn = 2
    assert s.lead == 1


# ---- observations ---------------------------------------------------------------------------
def test_observation_is_shared_team_knowledge_without_deck_orders() -> None:
    s = _doloran_with_face_down_quests(3)
    views = [s.observation(p) for p in (0, 1, 2, None)]
    assert [v["player"] for v in views] == [0, 1, 2, None]
    assert all({k: v for k, v in view.items() if k != "player"} ==
               {k: v for k, v in views[0].items() if k != "player"} for view in views)
    text = json.dumps(views[0])
    names = s.game.content.quest_name
    for x in s.game.slots:
        if s.face_down[x]:
            assert names[s.quest[x]] not in text
    assert views[0]["deck_sizes"]["quests"] == len(s.quest_deck)
    d = s.determinize(1, random.Random(9))
    assert d.observation(1) == s.observation(1)
    assert d.quest_deck != s.quest_deck or d.enemy_deck != s.enemy_deck


def test_spectator_observation_is_public_and_plain_json() -> None:
    """``observation(None)``: a spectator sees what the party sees (everything public), as JSON."""
    s = _doloran_with_face_down_quests(2)
    spectator = s.observation(None)
    assert spectator["player"] is None
    assert json.loads(json.dumps(spectator)) == spectator
    assert {k: v for k, v in spectator.items() if k != "player"} == \
        {k: v for k, v in s.observation(0).items() if k != "player"}
    face_down = [e for e in spectator["board"] if e["face_down"]]
    assert face_down and all(e["quest"] is None and e["resources"] is None for e in face_down)


# ---- determinization ------------------------------------------------------------------------
def _hidden_reshuffled(s, seed: int):
    """A state in the same information set as ``s``: the decks in another order and the
    face-down quests exchanged with unseen ones."""
    t = s.clone()
    rng = random.Random(seed)
    down = [x for x in t.game.slots if t.face_down[x]]
    unseen = [t.quest[x] for x in down] + t.quest_deck
    rng.shuffle(unseen)
    for x in down:
        t.quest[x] = unseen.pop()
    t.quest_deck = unseen
    rng.shuffle(t.enemy_deck)
    rng.shuffle(t.kingdom_deck)
    return t


def test_determinization_depends_only_on_the_information_set() -> None:
    """Two positions the party cannot tell apart (same observation, same events) determinize
    to the same position for the same random stream: the hidden cards' true order and
    identity never reach the sample."""
    s = _doloran_with_face_down_quests(2)
    t = _hidden_reshuffled(s, 1)
    assert t.quest != s.quest and t.quest_deck != s.quest_deck
    assert t.observation(0) == s.observation(0) and t.events_for(0) == s.events_for(0)
    for k in range(5):
        a = s.determinize(0, random.Random(k)).to_json()
        b = t.determinize(0, random.Random(k)).to_json()
        assert a == b
    assert s.determinize(0, random.Random(1)).to_json() != s.determinize(0, random.Random(2)).to_json()


def test_determinization_keeps_the_seen_and_drops_history() -> None:
    s = _doloran_with_face_down_quests(2)
    d = s.determinize(1, random.Random(3))
    assert d.history == [] and d.events == s.events
    for x in s.game.slots:
        if not s.face_down[x]:
            assert d.quest[x] == s.quest[x]
        assert d.enemy[x] == s.enemy[x]
    assert sorted(d.enemy_deck) == sorted(s.enemy_deck) and sorted(d.kingdom_deck) == sorted(s.kingdom_deck)
    assert d.rng.getstate() != s.rng.getstate()


# ---- snapshots ------------------------------------------------------------------------------
@pytest.mark.parametrize("boss", ["horned-one", "doloran"])
def test_snapshot_continues_exactly_rng_included(boss: str) -> None:
    """``state_from_json(to_json())`` is the same game: continued with the same actions, the
    copy rolls the same dice, draws the same cards and writes the same JSON at every step."""
    g = game(3, boss)
    for seed in range(3):
        s = g.new_initial_state(seed)
        rng = random.Random(seed)
        step = 0
        while not s.is_terminal:
            if step % 15 == 0:
                copy = g.state_from_json(json.loads(json.dumps(s.to_json())))
                assert copy.to_json() == s.to_json()
                a, b = s.clone(), copy
                run = random.Random(step)
                while not a.is_terminal:
                    action = run.choice(a.legal_actions())
                    a.apply(action)
                    b.apply(action)
                    assert b.to_json() == a.to_json()  # dice, draws and shuffles included
                assert a.returns() == b.returns()
            s.apply_legal(rng.choice(s.legal_actions()))
            step += 1


def test_snapshot_holds_every_field() -> None:
    s = _advance(fresh(2, seed=3), 40)
    data = s.to_json()
    assert {"rng", "history", "events"} <= set(data)
    own = s._to_json()
    assert not {"rng", "history", "events", "log"} & set(own)
    for field in s.__slots__:
        assert field in own, field


def test_state_json_with_unknown_card_index_is_a_record_error() -> None:
    """A hand-made position naming a quest, enemy, kingdom card or model that does not exist is
    refused when loaded, not later by an IndexError in render or apply."""
    g = game(2, "horned-one")
    base = g.new_initial_state(3).to_json()
    for field, bad in (("quest", [999] + base["quest"][1:]), ("market", [base["market"][0], 999]),
                       ("enemy_deck", [-1]), ("placed", [[42]] + base["placed"][1:]), ("phase", 3)):
        with pytest.raises(RecordError, match=field):
            g.state_from_json(dict(base, **{field: bad}))


def test_hand_made_position_may_leave_out_the_core_keys() -> None:
    g = game(2, "horned-one")
    data = {k: v for k, v in g.new_initial_state(3).to_json().items() if k not in ("rng", "history", "events")}
    s = g.state_from_json(data)
    assert s.history == [] and s.events == [] and s.legal_actions()


# ---- narration, render, descriptions --------------------------------------------------------
def test_events_narrate_the_game_to_everyone() -> None:
    s = _advance(fresh(2, seed=1), 30)
    texts = s.events_for(None)
    assert texts == s.events_for(0) == s.events_for(1) == [e.text for e in s.events]
    assert any("turn 1 begins" in line for line in texts)
    assert any("rolled" in line or "defeats" in line or "stays behind" in line for line in texts)


def test_events_never_name_a_face_down_quest() -> None:
    s = fresh(2, "doloran", seed=1)
    s.quest_discard.append(s.quest[0])
    s.quest[0] = -1
    begin_end_of_turn(s)
    hidden = s.game.content.quest_name[s.quest[0]]
    assert s.face_down[0] and not any(hidden in e.text for e in s.events)
    view = Table(s.game, state=s).view(0)
    assert hidden not in s.game.render(view)


def test_render_is_drawn_from_the_view_alone() -> None:
    """``Game.render`` reads only the View's parts: an object that carries nothing but the
    observation, events, seat and legal actions renders the same screen."""
    g = game(2, "doloran")
    table = Table(g, 5)
    for seat in (0, None):
        view = table.view(seat)
        text = g.render(view)
        assert "Quests:" in text and "Inventory" in text and "Market" in text
        assert ("you are P1" if seat == 0 else "spectator") in text
        bare = SimpleNamespace(observation=view.observation, events=view.events, seat=view.seat,
                               legal_actions=view.legal_actions, described=view.described)
        assert g.render(bare) == text


def test_describe_action_says_what_it_means() -> None:
    """``describe_action`` explains an action from the acting seat's observation (Fighting
    example position: Roland and a Higgledy on Helena the Hearty Hunter)."""
    s = fresh(2, seed=1)
    calm_board(s)
    set_slot(s, 0, "Helena the Hearty Hunter", "Grimchilla Pranger")
    g = s.game
    obs = s.observation(0)
    assert g.describe_action(s.legal_actions()[0], obs) == (
        "Roland Crane goes on Helena the Hearty Hunter (slot 0: 2 slots, 1E+3K) "
        "against Grimchilla Pranger (physical 9): 3 dice so far")
    assert g.describe_action(Action.parse("swordsman quest=0"), obs).startswith(
        "Roland's Swordsman: defeat Grimchilla Pranger (physical 9)")
    # A hand-made fight decision: Roland and a Higgledy on Helena, Tani on a 1-slot quest.
    set_slot(s, 1, "Lost Lamb of Ding Dong Dell", "Tiddlefrog")
    s.placed[0], s.placed[1] = [ROLAND, H1], [TANI_M]
    s.cursor, s.phase = len(g.members), FIGHT
    s.inv[3] = 1  # a Soreaway Sweet: the roll becomes a decision
    obs = s.observation(s.current_player)
    assert g.describe_action(Action.parse("fight quest=0"), obs) == (
        "Fight Grimchilla Pranger (physical 9) on Helena the Hearty Hunter (slot 0) "
        "with Roland Crane and Higgledy of P1 (4 dice)")
    s.apply("fight quest=0")
    obs = s.observation(s.current_player)
    assert g.describe_action(Action.parse("roll sweet=1 adapt=0"), obs) == (
        "Roll 5 dice using a Soreaway Sweet against Grimchilla Pranger (physical 9): more than 9 wins")


def test_every_legal_action_has_a_description() -> None:
    for boss, players in (("horned-one", 2), ("doloran", 4), ("horned-one", 1)):
        g = game(players, boss, characters=None)
        s = g.new_initial_state(7)
        rng = random.Random(7)
        kinds = set()
        while not s.is_terminal:
            obs = s.observation(s.current_player)
            legal = s.legal_actions()
            for a in legal:
                d = g.describe_action(a, obs)
                assert d and d != a.text(), a
                kinds.add(a.kind)
            s.apply_legal(rng.choice(legal))
        assert {"place", "rest", "end"} <= kinds


# ---- agents ---------------------------------------------------------------------------------
def test_evaluate_is_a_shared_value_in_range() -> None:
    for steps in (0, 20, 60, 120):
        s = _advance(fresh(4, seed=2), steps)
        values = s.evaluate()
        assert len(values) == 4 and len(set(values)) == 1 and -1 <= values[0] <= 1


def test_one_agent_can_drive_the_whole_team() -> None:
    g = game(4, "doloran")
    table = play_table(g, [GREEDY(g, seed=0)], 11)
    assert len(set(table.returns())) == 1


def test_greedy_decides_on_a_determinization_only() -> None:
    """Greedy's choice is a function of the information set: two positions that differ only
    in hidden cards get the same choice from the same agent seed."""
    s = _doloran_with_face_down_quests(2)
    t = _hidden_reshuffled(s, 2)
    for k in range(4):
        a = GREEDY(s.game, seed=k)
        b = GREEDY(s.game, seed=k)
        legal = s.legal_actions()
        assert a.choose(s.determinize(0, a.rng), s.current_player, legal) == \
            b.choose(t.determinize(0, b.rng), t.current_player, legal)


def test_greedy_clearly_beats_random() -> None:
    g = game(2, "horned-one")
    greedy = sum(play_table(g, [GREEDY(g, seed=seed)], seed).returns()[0] > 0 for seed in range(16))
    rand = sum(play_table(g, [RandomAgent(g, seed=seed)], seed).returns()[0] > 0 for seed in range(16))
    assert greedy >= 5 and greedy >= rand + 5, (greedy, rand)


def test_illegal_actions_say_why() -> None:
    s = fresh(2)
    with pytest.raises(IllegalActionError, match="takes place, rest, swordsman actions"):
        s.apply("buy card=spellworks")
    with pytest.raises(IllegalActionError, match="quest slot is not a choice"):
        s.apply("place quest=7")

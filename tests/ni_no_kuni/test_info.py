"""Players, hidden information, persistence and presentation."""

from __future__ import annotations

import json
import random

import pytest

from meeple.core.errors import RecordError
from meeple.games.ni_no_kuni import GREEDY
from tests.ni_no_kuni.helpers import fresh, game


def _advance(s, steps: int, seed: int = 0):
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal:
            break
        s.apply_legal(rng.choice(s.legal_actions()))
    return s


def test_decisions_rotate_through_the_players() -> None:
    """Placement is decided by each model's owner; the party's joint choices by the turn's
    lead player, which rotates every turn."""
    s = fresh(3)
    owners = []
    while s.phase == 0:
        owners.append(s.current_player)
        s.apply("rest")
    assert owners == [0, 0, 1, 1, 2, 2]
    assert s.lead == 0
    s = fresh(3)
    s.turn = 2
    assert s.lead == 1


def test_observation_is_shared_team_knowledge_without_deck_orders() -> None:
    s = _advance(fresh(3, "doloran", seed=4), 60)
    views = [s.observation(p) for p in range(3)]
    assert all({k: v for k, v in view.items() if k != "player"} ==
               {k: v for k, v in views[0].items() if k != "player"} for view in views)
    text = json.dumps(views[0])
    assert "deck_sizes" in text
    d = s.determinize(1, random.Random(9))
    assert d.observation(1) == s.observation(1)
    assert d.quest_deck != s.quest_deck or d.enemy_deck != s.enemy_deck


def test_state_json_round_trip_mid_game() -> None:
    g = game(2, "horned-one")
    s = _advance(g.new_initial_state(3), 40)
    data = json.loads(json.dumps(s.to_json()))
    t = g.state_from_json(data)
    assert t.to_json() == s.to_json()
    assert t.legal_actions() == s.legal_actions()


def test_state_json_with_unknown_card_index_is_a_record_error() -> None:
    """A hand-made position naming a quest, enemy, kingdom card or model that does not exist is
    refused when loaded, not later by an IndexError in render or apply."""
    g = game(2, "horned-one")
    base = g.new_initial_state(3).to_json()
    for field, bad in (("quest", [999] + base["quest"][1:]), ("market", [base["market"][0], 999]),
                       ("enemy_deck", [-1]), ("placed", [[42]] + base["placed"][1:])):
        with pytest.raises(RecordError, match=field):
            g.state_from_json(dict(base, **{field: bad}))


def test_render_and_log_narrate_the_game() -> None:
    s = _advance(fresh(2, seed=1), 30)
    text = s.render(0)
    assert "Quests:" in text and "Inventory" in text and "Market" in text
    assert any("turn 1 begins" in line for line in s.log)
    assert any("rolled" in line or "defeats" in line or "stays behind" in line for line in s.log)


def test_log_never_names_a_face_down_quest() -> None:
    s = fresh(2, "doloran", seed=1)
    s.quest_discard.append(s.quest[0])
    s.quest[0] = -1
    from meeple.games.ni_no_kuni.end_of_turn import begin_end_of_turn

    begin_end_of_turn(s)
    hidden = s.game.content.quest_name[s.quest[0]]
    assert s.face_down[0] and not any(hidden in line for line in s.log)
    assert hidden not in s.render(0)


def test_evaluate_is_a_shared_value_in_range() -> None:
    for steps in (0, 20, 60, 120):
        s = _advance(fresh(4, seed=2), steps)
        values = s.evaluate()
        assert len(values) == 4 and len(set(values)) == 1 and -1 <= values[0] <= 1


def test_one_agent_can_drive_the_whole_team() -> None:
    g = game(4, "doloran")
    agent = GREEDY(g, seed=0)
    s = g.new_initial_state(11)
    while not s.is_terminal:
        s.apply(agent.step(s))
    assert len(set(s.returns())) == 1


def test_greedy_wins_some_games() -> None:
    g = game(2, "horned-one")
    agent = GREEDY(g, seed=0)
    wins = 0
    for seed in range(12):
        s = g.new_initial_state(seed)
        while not s.is_terminal:
            s.apply(agent.step(s))
        wins += s.returns()[0] > 0
    assert wins > 0


def test_illegal_actions_say_why() -> None:
    import pytest

    from meeple.core.errors import IllegalActionError

    s = fresh(2)
    with pytest.raises(IllegalActionError, match="takes place, rest, swordsman actions"):
        s.apply("buy card=spellworks")
    with pytest.raises(IllegalActionError, match="quest slot is not a choice"):
        s.apply("place quest=7")

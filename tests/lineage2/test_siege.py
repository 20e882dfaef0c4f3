"""Castles and the Castle Siege (rulebook: Castle; Castle Siege; Sharing VPs), with the
rulebook's five-player example: defenders A 5 + 1 garrison + B 3 = 9 against attackers
C 3 + D 4 + E 7 = 14; the first roll 5 against 3 removes 2 defenders."""

from __future__ import annotations

import random

import pytest

from meeple.core.actions import Action, JointAction
from meeple.core.errors import IllegalActionError
from meeple.core.table import Table
from meeple.games.lineage2.phases import BATTLE, END, SIEGE, SIEGE_HIRE, START
from meeple.games.lineage2.siege import land_on_castle, vp_shares
from tests.lineage2.helpers import Dice, fresh

A, B, C, D, E = range(5)
CASTLE = 0


def _five_player_siege(dice: Dice):
    """A owns the castle (with a garrison of 1 and 4 prestige chips); D lands on it."""
    state = fresh(5)
    state.owner[CASTLE] = A
    state.garrison[CASTLE] = 1
    state.prestige[CASTLE] = 4
    state.mercs = [5, 3, 3, 4, 7]
    state.hand = [[], [], [], [], []]
    state.player = D
    state.pos[D] = state.game.content.castles[CASTLE]
    state.rng = dice
    land_on_castle(state, CASTLE)
    assert state.phase == SIEGE_HIRE and state.current_player == A  # the owner may hire from anywhere
    state.apply(Action("hire", n=0))
    assert state.phase == SIEGE and state.simultaneous_seats() == frozenset(range(5))
    state.apply(JointAction({
        A: Action("commit", side="defend", n=5), B: Action("commit", side="defend", n=3),
        C: Action("commit", side="attack", n=3), D: Action("commit", side="attack", n=4),
        E: Action("commit", side="attack", n=7)}))
    return state


def test_siege_example_first_roll_removes_the_difference() -> None:
    """Example: 9 defenders (5 + 1 garrison + 3) against 14 attackers; E rolls 5 for the
    attackers and A rolls 3 for the defenders: 2 defenders are removed."""
    state = fresh(5)
    state.owner[CASTLE] = A
    state.garrison[CASTLE] = 1
    state.mercs = [5, 3, 3, 4, 7]
    state.hand = [[], [], [], [], []]
    state.player = D
    state.adena[A] = 0  # cannot hire: the choices open at once
    state.rng = Dice(5, 3, 4, 4)
    land_on_castle(state, CASTLE)
    assert state.phase == SIEGE
    events = len(state.events)
    state.rng = Dice(5, 3)
    with pytest.raises(AssertionError):  # the battle goes on after the first roll: more dice are asked for
        state.apply(JointAction({
            A: Action("commit", side="defend", n=5), B: Action("commit", side="defend", n=3),
            C: Action("commit", side="attack", n=3), D: Action("commit", side="attack", n=4),
            E: Action("commit", side="attack", n=7)}))
    texts = [e.text for e in state.events[events:]]
    assert "Attackers 14 against defenders 9 (with a garrison of 1)." in texts
    assert "The defenders lose 2: attackers 14, defenders 7." in texts


def test_siege_example_attackers_win() -> None:
    """When the attackers win: E (7) and D (4) take one of the defenders' two chips each; E gets
    3 VP, D 3 VP, C 2 VP (counting their own stakes); A and B lose their stakes; D owns the
    castle with a garrison of 1 and A's prestige chips; play goes on left of D."""
    state = _five_player_siege(Dice(5, 3, 8, 1))
    assert state.vp == [2, 2, 4, 5, 5]  # everyone started with 3 VP and staked 1
    got = {q: state.vp[q] - 2 for q in range(5)}
    assert (got[E], got[D], got[C], got[A], got[B]) == (3, 3, 2, 0, 0)
    assert state.owner[CASTLE] == D and state.garrison[CASTLE] == 1 and state.prestige[CASTLE] == 4
    assert state.mercs == [0, 0, 0, 0, 0]  # every mercenary that fought is discarded
    assert state.phase == START and state.player == E


def test_siege_example_defenders_win() -> None:
    """When the defenders win: A (5) takes 2 of the attackers' three chips and B (3) one; A gets
    4 VP, B 3 VP; the castle stays with A; the fighting garrison is gone (ruling S7)."""
    state = _five_player_siege(Dice(5, 3, 1, 8, 1, 8))
    got = {q: state.vp[q] - 2 for q in range(5)}
    assert (got[A], got[B], got[C], got[D], got[E]) == (4, 3, 0, 0, 0)
    assert state.owner[CASTLE] == A and state.garrison[CASTLE] == 0
    assert state.phase == START and state.player == E


def test_vp_shares_tie_rule() -> None:
    """Sharing VPs: round after round from the largest army; when tied armies and too few chips
    are left for all of them, the rest is discarded (ruling S6)."""
    assert vp_shares([(0, 5), (1, 3)], 3) == {0: 2, 1: 1}
    assert vp_shares([(4, 7), (3, 4), (2, 3)], 2) == {4: 1, 3: 1, 2: 0}
    assert vp_shares([(0, 4), (1, 4)], 1) == {0: 0, 1: 0}
    assert vp_shares([(0, 4), (1, 4)], 3) == {0: 1, 1: 1}
    assert vp_shares([(0, 6), (1, 4), (2, 4)], 2) == {0: 1, 1: 0, 2: 0}


def test_army_size_ignores_action_cards_and_the_garrison() -> None:
    """Sharing VPs: army sizes are fixed at the reveal; Reinforcements do not change the order."""
    state = fresh(3)
    content = state.game.content
    reinforce = next(e for e in content.event_ids if content.event_effect[e] == "reinforce")
    state.owner[CASTLE] = 0
    state.mercs = [4, 3, 2]
    state.hand = [[], [], [reinforce]]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, CASTLE)
    state.rng = Dice(8, 1)
    state.apply(JointAction({0: Action("commit", side="defend", n=4), 1: Action("commit", side="attack", n=3),
                             2: Action("commit", side="attack", n=2, card=reinforce)}))
    assert state.phase == BATTLE and state.current_player == 2
    assert state.totals == [5, 4] and state.battle_dice == [8, 1]
    state.apply(Action("use", card=reinforce))
    assert state.owner[CASTLE] == 1
    assert state.vp == [2, 5, 4]  # P2 (army 3) takes the only losing chip, not P3 (army 2, +2 by card)


def test_sides_are_forced_for_the_starter_and_the_owner_and_armies_are_at_least_one() -> None:
    """Taking sides: the starter plays offense, the owner defense; everyone with mercenaries
    sends at least 1 (ruling S2), one action card at most."""
    state = fresh(3)
    content = state.game.content
    siege_cards = [next(e for e in content.event_ids if content.event_effect[e] == f) for f in ("reinforce", "ambush")]
    state.owner[CASTLE] = 0
    state.mercs = [2, 3, 1]
    state.hand = [[], siege_cards, []]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, CASTLE)
    starter = state.legal_actions_for(1)
    assert {a["side"] for a in starter} == {"attack"} and {a["n"] for a in starter} == {1, 2, 3}
    assert {a.get("card") for a in starter} == {None, *siege_cards}
    assert {a["side"] for a in state.legal_actions_for(0)} == {"defend"}
    assert {a["side"] for a in state.legal_actions_for(2)} == {"attack", "defend"}
    with pytest.raises(IllegalActionError, match="started the siege attacks"):
        state.apply(JointAction({0: Action("commit", side="defend", n=1), 1: Action("commit", side="defend", n=1),
                                 2: Action("commit", side="attack", n=1)}))


def test_players_without_mercenaries_sit_out_but_the_owner_always_defends() -> None:
    """Ruling S1: every player with mercenaries takes part, and the owner even without any (his
    army is 0); ruling S4: a side with nobody left at the reveal loses at once."""
    state = fresh(3)
    state.owner[CASTLE] = 0
    state.mercs = [0, 2, 0]
    state.hand = [[], [], []]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, CASTLE)
    assert state.simultaneous_seats() == frozenset({0, 1})
    assert state.legal_actions_for(0) == [Action("commit", side="defend", n=0)]
    state.apply(JointAction({0: Action("commit", side="defend", n=0), 1: Action("commit", side="attack", n=2)}))
    assert state.owner[CASTLE] == 1 and state.vp[:2] == [2, 5]


def test_claiming_an_empty_castle_and_no_siege_without_mercenaries() -> None:
    """Castle: the first to stop on an empty castle owns it; an opponent's castle without
    mercenaries starts nothing (ruling S3)."""
    state = fresh(3)
    state.player = 1
    land_on_castle(state, CASTLE)
    assert state.owner[CASTLE] == 1 and state.phase == END and state.garrison[CASTLE] == 0
    state.player = 2
    state.mercs[2] = 0
    land_on_castle(state, CASTLE)
    assert state.owner[CASTLE] == 1 and state.phase == END


def test_passing_through_a_castle_does_nothing() -> None:
    """Ruling C1: only the space where the token stops counts."""
    state = fresh(3)
    content = state.game.content
    castle = content.castles[CASTLE]
    state.owner[CASTLE] = 1
    p = state.player
    start = 32  # N1, next to Gludio Castle on the north spoke
    state.pos[p] = start
    state.rng = Dice(2)
    state.apply(Action("roll"))
    assert castle not in content.moves[start][2]
    beyond = [a for a in state.legal_actions() if a.kind == "move"][0]
    state.apply(beyond)
    assert state.siege_castle == -1 and state.owner[CASTLE] == 1


def test_action_card_stays_hidden_until_used() -> None:
    """Use of action cards: after the reveal others see only that a face-down card lies there;
    the identity is resampled by a determinization for another seat."""
    state = fresh(3)
    content = state.game.content
    war_cry = next(e for e in content.event_ids if content.event_effect[e] == "war_cry")
    state.owner[CASTLE] = 0
    state.mercs = [3, 3, 3]
    state.hand[2] = [war_cry]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, CASTLE)
    state.rng = Dice(4, 6)
    state.apply(JointAction({0: Action("commit", side="defend", n=3), 1: Action("commit", side="attack", n=3),
                             2: Action("commit", side="attack", n=3, card=war_cry)}))
    assert state.phase == BATTLE
    for seat in (0, 1, None):
        obs = state.observation(seat)
        assert obs["siege"]["face_down_card"] == [False, False, True]
        assert "War Cry" not in str(obs) or any(c["name"] == "War Cry" for c in obs["discard"])
        assert not any("War Cry" in t for t in state.events_for(seat))
    assert state.observation(2)["my_action_card"]["name"] == "War Cry"
    seen = {state.determinize(0, random.Random(k)).committed[2] for k in range(30)}
    assert len(seen) > 1 and all(content.event_kind[e] == 1 for e in seen)


def test_unused_action_card_returns_to_the_hand() -> None:
    state = fresh(3)
    content = state.game.content
    ambush = next(e for e in content.event_ids if content.event_effect[e] == "ambush")
    state.owner[CASTLE] = 0
    state.mercs = [3, 3, 0]
    state.hand[1] = [ambush]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, CASTLE)
    state.rng = Dice(8, 1)
    state.apply(JointAction({0: Action("commit", side="defend", n=3), 1: Action("commit", side="attack", n=3, card=ambush)}))
    state.apply(Action("pass"))
    assert state.hand[1] == [ambush] and state.owner[CASTLE] == 1


def test_pending_siege_choice_shows_in_no_other_view() -> None:
    """The simultaneous node: a submitted choice is held by the Table and shows in no other
    seat's view, nor a spectator's, until every participant has chosen."""
    state = fresh(3)
    state.owner[CASTLE] = 0
    state.mercs = [2, 3, 1]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, CASTLE)
    table = Table(state.game, state=state)
    before = {s: table.view(s).observation for s in (0, 2, None)}
    table.act(1, Action("commit", side="attack", n=3))
    for s in (0, 2, None):
        assert table.view(s).observation == before[s]
        assert "n=3" not in table.view(s).render()
    table.act(0, Action("commit", side="defend", n=2))
    table.act(2, Action("commit", side="defend", n=1))
    assert table.view(None).observation.get("siege") is None or table.view(None).observation["siege"]["sides"]


def test_a_battle_tie_removes_nobody() -> None:
    """Ruling S5: equal rolls remove nothing; the sides roll again."""
    state = fresh(2)
    state.owner[CASTLE] = 0
    state.mercs = [3, 3]
    state.hand = [[], []]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, CASTLE)
    state.rng = Dice(4, 4, 8, 1)
    state.apply(JointAction({0: Action("commit", side="defend", n=3), 1: Action("commit", side="attack", n=3)}))
    texts = [e.text for e in state.events]
    assert "A tie: nobody falls; roll again." in texts and state.owner[CASTLE] == 1


def test_stopping_on_ones_own_castle_does_nothing() -> None:
    """Ruling C3: the owner who stops on their own castle neither claims nor besieges anything."""
    state = fresh(3)
    state.owner[CASTLE] = 1
    state.player = 1
    before = (list(state.adena), list(state.vp), list(state.mercs), list(state.prestige))
    land_on_castle(state, CASTLE)
    assert state.phase == END and state.siege_castle == -1 and state.owner[CASTLE] == 1
    assert (state.adena, state.vp, state.mercs, state.prestige) == before


def test_evaluate_counts_the_stakes_on_the_table_during_a_battle() -> None:
    """A depth-limited search scores a battle in progress by its odds: the staked VP are not
    simply lost. Attackers 10 against 1 with P3 out: P2 (attacking) is well ahead of P3, who
    has one VP more on hand, and P1 (defending) is behind."""
    state = fresh(3)
    content = state.game.content
    war_cry = next(e for e in content.event_ids if content.event_effect[e] == "war_cry")
    state.owner[CASTLE] = 0
    state.mercs = [1, 10, 0]
    state.hand = [[], [war_cry], []]
    state.adena = [0, 0, 0]
    state.player = 1
    land_on_castle(state, CASTLE)
    state.rng = Dice(4, 4)
    state.apply(JointAction({0: Action("commit", side="defend", n=1),
                             1: Action("commit", side="attack", n=10, card=war_cry)}))
    assert state.phase == BATTLE and state.vp == [2, 2, 3]
    value = state.evaluate()
    assert value[1] > value[2] > value[0]


def test_evaluate_counts_the_rolled_round_with_the_cards_used_in_it() -> None:
    """The round's dice are on the table while the face-down cards are answered: the search's
    value counts them as resolved, so P2's War Cry (a bonus to its roll, rulebook: Castle
    Siege action cards) raises its value at once, while P1 has still to answer with its own
    card and the round is not resolved."""
    state = fresh(3)
    content = state.game.content
    war_cry = next(e for e in content.event_ids if content.event_effect[e] == "war_cry")
    reinforcements = next(e for e in content.event_ids if content.event_effect[e] == "reinforce")
    state.owner[CASTLE] = 0
    state.mercs = [6, 6, 0]
    state.hand = [[reinforcements], [war_cry], []]
    state.adena = [0, 0, 0]
    state.player = 1
    land_on_castle(state, CASTLE)
    state.rng = Dice(4, 4)
    state.apply(JointAction({0: Action("commit", side="defend", n=6, card=reinforcements),
                             1: Action("commit", side="attack", n=6, card=war_cry)}))
    assert state.phase == BATTLE and state.battle_dice[0] == state.battle_dice[1]  # a tie so far
    assert state.queue == [1, 0]  # clockwise from the starter, P2
    before = state.evaluate()
    state.apply(Action("use", card=war_cry))
    assert state.phase == BATTLE and state.queue == [0] and state.bonus[0] == content.event_amount[war_cry] > 0
    after = state.evaluate()
    assert after[1] > before[1] and after[0] < before[0]

"""The screen at 80 columns and the words of the choices (issue 8: play in an 80-column
terminal; the board, your inventory and hand, and the siege table)."""

from __future__ import annotations

import random

from meeple.core.actions import Action
from meeple.core.table import Table
from meeple.games.lineage2.siege import land_on_castle
from tests.lineage2.helpers import Dice, card_with_item, fresh


def _lines(table: Table, seat: int | None) -> list[str]:
    return table.view(seat).render().splitlines()


def test_screen_fits_80_columns_and_shows_the_map_hand_and_gear() -> None:
    state = fresh(5)
    content = state.game.content
    state.worn[0] = [card_with_item(content, "c_dagger"), card_with_item(content, "c_leather_cap")]
    state.pos[1] = 11
    state.loot[5] = [3, []]
    state.deck.append(state.hand[1].pop())
    table = Table(state.game, state=state)
    lines = _lines(table, 0)
    text = "\n".join(lines)
    assert max(map(len, lines)) <= 80 and len(lines) <= 36
    # the map: O0 at the top middle, the ring round the edge, the spokes through the centre
    top = next(line for line in lines if "O28" in line)
    assert top.split() == ["O28", "O29", "O30", "O31", "O0", "O1", "O2", "V3", "O4"]
    centre = next(line for line in lines if "C44" in line)
    assert centre.split() == ["O24", "W1", "W2", "W3", "C44", "E3", "E2", "E1", "O8"]
    assert "S18 1345" in text and "V11 2" in text and "O5$" in text  # pawns by player number, $ loot
    assert "hunts with Y and 1 reroll" in text and " P2 at V11: 3 VP, 10 adena, 5 mercenaries, 1 card;" in text  # what the worn gear does in a hunt
    for card in state.hand[0]:  # the hand with what each card does
        assert f"{content.event_name[card]} ({('adventure', 'siege', 'quest')[content.event_kind[card]]}): " in text
    assert "Recent events" not in text  # the caller shows the events beside the screen
    assert "your chance" in text and "your chance" not in "\n".join(_lines(table, None))


def test_choices_say_where_a_move_leads_and_the_odds_of_a_hunt() -> None:
    state = fresh(3)
    p = state.player
    state.pos[p] = 8
    state.rng = Dice(3)
    state.apply(Action("roll"))
    state.rng = random.Random(0)
    table = Table(state.game, state=state)
    described = dict((a.text(), d) for a, d in table.view(p).described)
    assert described["move to=11"] == "move to Town of Dion (V11): draw an event card, hire, sell"
    assert described["move to=37"].startswith("move to hunting ground E3: hunt a monster")
    state.pos[p] = 0
    state.phase = "hunt"
    table = Table(state.game, state=state)
    hunts = [d for a, d in table.view(p).described if a.kind == "hunt"]
    assert all("% to win; a failure costs" in d for d in hunts) and len(hunts) == 3


def test_siege_table_before_and_after_the_reveal() -> None:
    state = fresh(3)
    content = state.game.content
    war_cry = next(e for e in content.event_ids if content.event_effect[e] == "war_cry")
    state.owner[0] = 0
    state.garrison[0] = 1
    state.mercs = [2, 3, 1]
    state.hand[1] = [war_cry]
    state.adena[0] = 0
    state.player = 1
    land_on_castle(state, 0)
    table = Table(state.game, state=state)
    text = "\n".join(_lines(table, 2))
    assert "Castle siege of Gludio Castle (C33): P2 attacks, P1 defends" in text
    assert "Taking part: P1, P2, P3" in text
    table.act(1, Action("commit", side="attack", n=3, card=war_cry))
    table.act(0, Action("commit", side="defend", n=2))
    table.act(2, Action("commit", side="defend", n=1))
    lines = _lines(table, 0)
    assert max(map(len, lines)) <= 80
    text = "\n".join(lines)
    assert "Offense: P2 3 +card = 3 sent, 3 left; 1 VP staked" in text
    assert "Defense: P1 2, P3 1, garrison 1 = 4 sent, 4 left; 2 VP staked" in text
    assert "Round 1: attackers roll" in text and "(before cards)" in text
    assert "War Cry" not in text and "War Cry" in "\n".join(_lines(table, 1))

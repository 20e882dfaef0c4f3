"""Drakborgen II: the magic amulets (rulebook "AMULETTKORT", "The magic amulets") and their
secrecy in views, events and determinizations (issue 10: only the player on the finder's right
sees an unrevealed amulet)."""

from __future__ import annotations

import random

from meeple.core.table import Table
from meeple.games.drakborgen.amulet_triggers import fires, wound
from meeple.games.drakborgen.amulets import AMULET, HALVES, REPAIR
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import BERGSTROLL, CHESTS, ROOMS, SEARCHES
from meeple.games.drakborgen.flow import hurt, start_turn
from meeple.games.drakborgen.phases import ENCOUNTER, TURN
from tests.drakborgen.helpers import Dice, card, on_top, playing, put, stand, turn_of

II = {"expansion": "drakborgen-ii"}


def _amulet(s, amulet_id: str) -> int:
    return s.game.content.amulet_id.index(amulet_id)


def _found(players: int = 3, amulet_id: str = "skrackens"):
    """Rohan (seat 0) searches b1 and finds an amulet; ``amulet_id`` is on top of the
    AMULETTKORT. The seat on his right is the last one."""
    s = playing(players, **II)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    a = _amulet(s, amulet_id)
    s.ii.amulets.remove(a)
    s.ii.amulets.append(a)
    on_top(s, SEARCHES, "amulett")
    s.apply("search")
    return s


def test_the_player_on_the_right_draws_and_reads_in_secret_the_finder_wears_or_throws() -> None:
    """"The magic amulets": the player sitting to the right draws the top AMULETTKORT and reads
    it without revealing it; the finder chooses to wear it or throw it away."""
    s = _found()
    assert s.phase == AMULET and s.current_player == 0
    assert {a.text() for a in s.legal_actions()} == {"wear", "throw"}
    right = s.monster_seat(0)
    assert right == 2
    assert s.observation(right)["pending_amulet"]["amulet"] == "Amulet of Terror"
    assert s.observation(0)["pending_amulet"] == {"finder": 0, "amulet": None}
    assert s.observation(1)["pending_amulet"]["amulet"] is None
    s.apply("wear")
    assert s.ii.amulet[0] == _amulet(s, "skrackens") and not s.ii.known[0]
    assert s.observation(0)["amulets"][0] == {"wears": True, "known": False, "amulet": None, "effect": None,
                                             "in_play": ["amulet"], "halves": 0}
    assert s.observation(2)["amulets"][0]["amulet"] == "Amulet of Terror"


def test_an_amulet_is_kept_only_if_worn() -> None:
    """"The magic amulets": an amulet may only be kept if it is used; thrown away, the
    AMULETTKORT goes back into its deck and the card that gave it under its own."""
    s = _found()
    s.apply("throw")
    assert s.ii.amulet[0] == -1 and len(s.ii.amulets) == 11 and s.items[0] == []
    assert s.phase == TURN and s.hero == 1


def test_it_triggers_the_right_hand_player_reads_it_out_and_it_is_public() -> None:
    """"The magic amulets": the player on the right reads it out when its requirements are met;
    then it is no longer secret, and the owner takes the AMULETTKORT (it is in play)."""
    s = _found()
    s.apply("wear")
    turn_of(s, 0)
    start_encounter(s, 0, BERGSTROLL, False)
    assert s.ii.known[0] and s.enc_m == -1  # the Amulet of Terror: the troll fled
    for seat in range(3):
        seen = s.observation(seat)["amulets"][0]
        assert seen["amulet"] == "Amulet of Terror" and seen["known"]
        assert "AMULETTKORT Amulet of Terror" in seen["in_play"]
    assert any("P3 reads out Rohan (P1)'s amulet" in e.text and e.to is None for e in s.events)


def test_one_amulet_at_a_time() -> None:
    """"The magic amulets": a hero wears one amulet at a time: wearing a new one, the old one
    is thrown away."""
    s = _found()
    s.apply("wear")
    old = s.ii.amulet[0]
    turn_of(s, 0)
    on_top(s, SEARCHES, "amulett")
    s.apply("search")
    s.apply("wear")
    assert s.ii.amulet[0] != old and old in s.ii.amulets
    assert sum(1 for d, k in s.items[0] if s.game.content.card_id[d][k] == "amulett") == 1


def test_a_worn_amulet_may_be_thrown_away_unless_its_card_forbids() -> None:
    """"The magic amulets": a hero may always throw away an amulet he uses, unless its
    instructions say otherwise (the Amulet of Death, once known)."""
    s = _found(amulet_id="dodens")
    s.apply("wear")
    turn_of(s, 0)
    assert "throw" in {a.text() for a in s.legal_actions()}  # not known yet: nothing forbids it
    s.rng = Dice((1, 12))
    hurt(s, 0, 2, "test")
    assert s.ii.known[0] and s.kp[0] == 17 - 3  # one more KP: the Amulet of Death
    turn_of(s, 0)
    assert "throw" not in {a.text() for a in s.legal_actions()}


def test_two_halves_repaired_draw_three_keep_one_public() -> None:
    """"The magic amulets": two amulet halves may be repaired: draw three AMULETTKORT, keep one;
    a repaired amulet is never secret."""
    s = playing(2, **II)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.items[0].append([CHESTS, card(s, CHESTS, "amuletthalva")])
    on_top(s, SEARCHES, "amuletthalva")
    s.apply("search")
    assert s.phase == HALVES and {a.text() for a in s.legal_actions()} == {"mend", "leave"}
    s.apply("mend")
    assert s.phase == REPAIR and len(s.ii.choices) == 3
    names = s.observation(0)["repair"]
    assert names == s.observation(1)["repair"] and len(names) == 3
    keep = s.legal_actions()[1]
    s.apply(keep)
    assert s.ii.known[0] and s.observation(1)["amulets"][0]["amulet"] == names[1]
    assert len(s.ii.amulets) == 11 - 1 and s.ii.choices == []


def test_secrecy_in_views_events_and_determinizations() -> None:
    """Issue 10: the finder's view never shows an unrevealed amulet, the view of the player on
    his right does; the events say so to that player alone; a determinization for the finder
    (or a third player) draws it again, one for the player on the right keeps it."""
    s = _found(players=3)
    s.apply("wear")
    a = s.ii.amulet[0]
    table = Table(s.game, state=s)
    name = s.game.content.amulet_english[a]
    for seat, sees in ((0, False), (1, False), (2, True)):
        view = table.view(seat)
        assert (name in repr(view.observation)) is sees
        assert any(name in e for e in view.events) is sees
        assert (name in view.render()) is sees
    rng = random.Random(1)
    finder = {table.view(0).determinize(rng).ii.amulet[0] for _ in range(40)}
    third = {table.view(1).determinize(rng).ii.amulet[0] for _ in range(40)}
    right = {table.view(2).determinize(rng).ii.amulet[0] for _ in range(40)}
    assert len(finder) > 3 and len(third) > 3 and right == {a}
    # the pending amulet too, before he has chosen
    s = _found(players=3)
    table = Table(s.game, state=s)
    assert len({table.view(0).determinize(rng).ii.pending for _ in range(40)}) > 3
    assert {table.view(2).determinize(rng).ii.pending for _ in range(40)} == {s.ii.pending}


def test_secrecy_with_one_hero_the_game_reads_it() -> None:
    """With one hero the game plays the right-hand player: the amulet stays hidden from him."""
    s = _found(players=1)
    assert s.observation(0)["pending_amulet"]["amulet"] is None
    s.apply("wear")
    assert s.observation(0)["amulets"][0]["amulet"] is None
    assert len({s.determinize(0, random.Random(i)).ii.amulet[0] for i in range(30)}) > 3


def test_amulets_from_rumskort_and_kistkort() -> None:
    """"AMULETTKORT": amulets are found on RUMSKORT, RUMSLETNINGSKORT and KISTKORT too."""
    s = playing(2, **II)
    put(s, "b1", "room-nesw")
    on_top(s, ROOMS, "amulett")
    s.apply("move to=b1")
    assert s.phase == AMULET
    s = playing(2, **II)
    put(s, "b1", "room-nesw")
    on_top(s, ROOMS, "kista")
    on_top(s, CHESTS, "amulett")
    s.apply("move to=b1")
    s.apply("open")
    assert s.phase == AMULET


def test_each_amulet_does_what_its_card_says() -> None:
    """The eleven AMULETTKORT (reconstructed): each trigger and effect, checked on one case."""
    s = playing(2, **II)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.ii.amulet[0] = _amulet(s, "livets")
    assert wound(s, 0, 30) == 16 and s.ii.amulet[0] == -1  # kept at 1 KP, then it crumbles
    s.ii.amulet[0] = _amulet(s, "vaksamhetens")
    start_encounter(s, 0, BERGSTROLL, True)
    assert s.kp[0] == 17 and s.phase == ENCOUNTER
    s.ii.amulet[0] = _amulet(s, "lakedomens")
    s.kp[0] = 10
    for _ in range(2):
        stand(s, 0, "b1", "a1", W)
        start_turn(s, 0)
    assert s.kp[0] == 12  # on every turn
    for aid, trig in (("drakeldens", "dragon_fire"), ("svavningens", "fall"), ("fallskyddets", "trap"),
                      ("girighetens", "chamber"), ("ljusets", "torch"), ("svaghetens", "wounded")):
        s.ii.amulet[0], s.ii.known[0] = _amulet(s, aid), False
        assert fires(s, 0, trig) and not fires(s, 0, "monster")

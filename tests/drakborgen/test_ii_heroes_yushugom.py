"""Drakborgen II, Yūshugom Bogd-Uul (rulebook "The new heroes", Yūshugom): each test names the
sentence it pins. Principled; three longswords (he fights with his STRIDSKORT, ruling
D2-HERO-LONGSWORDS)."""

from __future__ import annotations

import pytest

from meeple.core.errors import OptionError
from meeple.games.drakborgen.amulets import AMULET
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.content import CHESTS, ROOMS, SEARCHES
from meeple.games.drakborgen.game import DrakborgenGame
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, RING, TOWER, TURN
from tests.drakborgen.helpers import on_top, put, stand, turn_of
from tests.drakborgen.heroes_ii_helpers import II, heroes, kinds


def test_stats_and_choosable_only_with_the_expansion() -> None:
    """"The new heroes", Yūshugom: SF 6, VF 6, RF 6, TF 5, KP 19; a player may choose him with
    the expansion (option heroes), not in the base game."""
    s = heroes("yushugom", "rohan")
    assert s.kp[0] == 19 and s.game.content.hero_attrs["yushugom"] == (6, 6, 6, 5)
    obs = s.observation(0)["heroes"][0]
    assert obs["name"] == "Yūshugom Bogd-Uul" and obs["special"] == "A"
    with pytest.raises(OptionError, match="expansion=drakborgen-ii"):
        DrakborgenGame(players=2, heroes="yushugom,rohan", expansion="none")


def test_principled_no_magic_ring_at_the_start() -> None:
    """"Principled": he may not pick a MAGISK RING at the beginning of the game: after his
    tower room the next hero chooses, and he has no ring."""
    s = DrakborgenGame(players=2, heroes="yushugom,rohan", **II).new_initial_state(0)
    s.first = s.hero = 0
    s.apply("tower tower=nw")
    assert s.phase == TOWER and s.hero == 1 and s.ring[0] == -1
    assert any("takes no magic ring" in e.text for e in s.events)
    s.apply("tower tower=ne")
    assert s.phase == RING
    s.apply("ring ring=healing")
    assert s.phase == TURN and s.ring[0] == -1


@pytest.mark.parametrize("deck, card_id", [(SEARCHES, "amulett"), (SEARCHES, "amuletthalva")])
def test_principled_ignores_the_magic_items_he_finds_searching(deck: int, card_id: str) -> None:
    """"Principled": he may not pick up any magic items he finds: an amulet (or a half) in a
    search is ignored; no AMULETTKORT is drawn and the turn ends."""
    s = heroes("yushugom", "rohan")
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    amulets = list(s.ii.amulets)
    on_top(s, deck, card_id)
    s.apply("search")
    assert s.phase != AMULET and s.ii.amulets == amulets and s.ii.amulet[0] == -1
    assert s.hero == 1 and any("principled" in e.text for e in s.events)


def test_principled_ignores_amulets_in_rooms_and_chests() -> None:
    """"Principled": magic items in a RUMSKORT or a KISTKORT are ignored too."""
    s = heroes("yushugom", "rohan")
    put(s, "b1", "room-nesw")
    on_top(s, ROOMS, "amulett")
    s.apply("move to=b1")
    assert s.phase != AMULET and s.ii.amulet[0] == -1
    s = heroes("yushugom", "rohan")
    put(s, "b1", "room-nesw")
    on_top(s, ROOMS, "kista")
    on_top(s, CHESTS, "amulett")
    s.apply("move to=b1")
    s.apply("open")
    assert s.phase != AMULET and s.ii.amulet[0] == -1


def test_a_base_hero_still_finds_the_amulet() -> None:
    """Principled is his alone: Rohan, in the same game, picks up the amulet."""
    s = heroes("rohan", "yushugom")
    put(s, "b1", "room-nesw")
    on_top(s, ROOMS, "amulett")
    s.apply("move to=b1")
    assert s.phase == AMULET


def test_three_longswords_he_fights_with_stridskort() -> None:
    """Yūshugom's equipment, three longswords: he attacks and fights with STRIDSKORT like a base
    hero (ruling D2-HERO-LONGSWORDS); he has no ability in an encounter."""
    from meeple.games.drakborgen.combat import start_encounter
    from meeple.games.drakborgen.content import ORCH
    s = heroes("yushugom", "rohan")
    stand(s, 0, "b1", "a1", W)
    start_encounter(s, 0, ORCH, False)
    assert s.phase == ENCOUNTER and kinds(s) <= {"attack", "await", "flee"}
    s.apply("attack")
    assert s.phase == COMBAT
    assert {a.text() for a in s._simultaneous_legal(0)} == {"strike card=A", "strike card=B", "strike card=C"}

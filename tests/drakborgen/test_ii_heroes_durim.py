"""Drakborgen II, Durim Dolkspänne (rulebook "The new heroes", Durim): each test names the
sentence it pins. Lockpicking, Spot hidden things; four daggers (no STRIDSKORT)."""

from __future__ import annotations

from meeple.core.actions import Action, JointAction
from meeple.core.state import SIMULTANEOUS
from meeple.games.drakborgen.board import S, W
from meeple.games.drakborgen.combat import spider, start_encounter
from meeple.games.drakborgen.content import DOORS, ORCH, ROOMS, SEARCHES, SKELETT
from meeple.games.drakborgen.heroes_ii.greedy import choose, refine
from meeple.games.drakborgen.phases import COMBAT, DAGGER, ENCOUNTER, SPIDER, TURN, VOLLEY
from meeple.games.drakborgen.unarmed import is_unarmed
from tests.drakborgen.helpers import Dice, next_tile, on_top, put, sq, stand, turn_of
from tests.drakborgen.heroes_ii_helpers import heroes, kinds, rand


def _meters(s) -> dict:
    return s.ii.heroes.meters[0]


def _meet(m: int = ORCH, ambush: bool = False, players: int = 2, kp: int | None = None):
    s = heroes("durim", *("rohan", "sigeir")[:players - 1])
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice((1, 15), *(((12, 12),) if ambush else ()))  # the MONSTERKORT (the ambush's T12)
    start_encounter(s, 0, m, ambush)
    if kp is not None:
        c = s.game.content
        s.enc_card = next(k for k in range(len(c.mon_kp)) if c.mon_kp[k][m] == kp)
    return s


def _dart(s, letters: str, card: str) -> None:
    s.apply(JointAction({0: Action("dart", letters=letters), 1: Action("strike", card=card)}))


def test_stats_badge_and_no_stridskort() -> None:
    """"The new heroes", Durim: SF 3, VF 9, RF 4, TF 7, KP 10, no combat cards (no special
    letter); the badge's resource meter shows his four daggers."""
    s = heroes("durim", "rohan")
    assert s.kp[0] == 10 and s.game.content.hero_attrs["durim"] == (3, 9, 4, 7)
    hero = s.observation(1)["heroes"][0]
    assert hero["special"] is None and hero["meters"] == {"daggers": 4}


def test_lockpicking_a_door_that_stays_shut_opens() -> None:
    """"Lockpicking": the DÖRRKORT "Förblir stängd" counts as "Öppnar sig": he goes through."""
    s = heroes("durim", "rohan")
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, DOORS, "stangd")
    next_tile(s, "room-ns")
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b1") and any("picks the lock" in e.text for e in s.events)


def test_spot_hidden_things_two_cards_in_order() -> None:
    """"Spot hidden things": searching, he may draw one or two RUMSLETNINGSKORT in the same
    turn, both applied in order; still at most two searches in a row."""
    s = heroes("durim", "rohan")
    put(s, "b1", "room-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    assert {"search", "spot"} <= kinds(s)
    on_top(s, SEARCHES, "inget", "lonndorr")
    s.apply("spot")
    assert s.secret[0] == sq(s, "b1") and s.hero == 1 and s.searches[0] == 1
    turn_of(s, 0)
    s.apply("search")
    assert "spot" not in kinds(s) and "search" not in kinds(s)  # two in a row


def test_spot_the_second_card_in_order_and_only_if_still_there() -> None:
    """"Spot hidden things": the two cards are drawn one after the other; the second only while
    he is still in the room, alive, in the same turn (ruling D2-HERO-SPOT)."""
    from meeple.games.drakborgen.heroes_ii.durim import second_search
    s = heroes("durim", "rohan")
    put(s, "b1", "room-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    on_top(s, SEARCHES, "inget", "inget-ii")
    s.apply("spot")
    drawn = [e.text for e in s.events if "draws" in e.text]
    assert len(drawn) == 2 and s.hero == 1
    s = heroes("durim", "rohan")
    put(s, "b1", "room-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    s.ii.heroes.meters[0].update(spot=sq(s, "b1") + 1, spot_turn=s.round * 8 + s.turn_index)
    stand(s, 0, "a1")  # moved away by the first card
    assert not second_search(s) and "spot" not in s.ii.heroes.meters[0]


def test_daggers_in_close_combat_declared_letters() -> None:
    """"Daggers", close combat: with a dagger left he fights with letters A, B, C instead of
    STRIDSKORT (the monster player's card chosen at the same time); no special letter."""
    s = _meet(kp=4)
    s.apply("attack")
    assert s.phase == COMBAT
    assert {a.text() for a in s._simultaneous_legal(0)} == {"strike card=A", "strike card=B", "strike card=C"}
    s.apply(JointAction({0: Action("strike", card="A"), 1: Action("strike", card="B")}))
    assert s.enc_dmg == 1  # A beats B: 1 KP, never 2 (no letter of his own)


def test_throw_up_to_four_on_meeting_it_counts_as_an_attack() -> None:
    """"Throw dagger": on meeting a monster he may throw up to four, one at a time; each
    is an exchange: the monster player picks a STRIDSKORT in secret, he names two letters; a
    match costs the monster T6 KP; then combat (an attack). "Move the resource meter 1 step
    down for each dagger thrown"."""
    s = _meet(kp=5)
    assert "hurl" in kinds(s)
    s.apply("hurl")
    assert s.phase == DAGGER and s.current_player == SIMULTANEOUS
    assert {a.text() for a in s._simultaneous_legal(0)} == {"dart letters=AB", "dart letters=AC", "dart letters=BC"}
    s.rng = Dice((1, 6))
    _dart(s, "AB", "B")
    assert s.enc_dmg == 1 and _meters(s)["daggers"] == 3 and s.phase == VOLLEY
    assert kinds(s) == {"hurl", "attack"}
    s.apply("hurl")
    _dart(s, "AB", "C")  # a miss: 1 KP
    assert s.kp[0] == 9 and _meters(s)["daggers"] == 2 and s.phase == VOLLEY
    s.apply("attack")
    assert s.phase == COMBAT


def test_the_fourth_dagger_ends_the_volley() -> None:
    """"Throw dagger": at most four; with none left the fight is unarmed."""
    s = _meet(kp=5)
    s.rng = Dice(*[(6, 6), (1, 10)] * 5, *[(1, 6)] * 4)  # five unarmed rounds he wins; the search, odd
    for _ in range(4):
        s.apply("hurl")
        _dart(s, "AB", "C")
    assert s.kp[0] == 10 - 4 and s.enc_m == -1 and _meters(s)["daggers"] == 0
    assert any("falls" in e.text or "slain" in e.text for e in s.events[-8:])


def test_a_miss_costs_him_one_kp_and_the_skeleton_takes_t6_minus_2() -> None:
    """"Loss of KP": no match, he loses 1 KP; a skeleton loses T6-2 KP."""
    s = _meet(kp=4)
    s.apply("hurl")
    _dart(s, "AB", "C")
    assert s.kp[0] == 9
    s = _meet(SKELETT)
    s.apply("hurl")
    s.rng = Dice((2, 6))
    _dart(s, "BC", "C")
    assert s.enc_dmg == 0


def test_only_one_dagger_after_an_ambush() -> None:
    """"Throw dagger": after an överfall only one dagger, which counts as an attack."""
    s = _meet(ambush=True, kp=5)
    assert "hurl" in kinds(s)
    s.apply("hurl")
    _dart(s, "AB", "C")
    assert s.phase == COMBAT


def test_a_dagger_after_each_completed_round() -> None:
    """"Throw dagger": in close combat, one dagger after each completed round (not before the
    first, not twice in a row)."""
    s = _meet(kp=5)
    s.apply("attack")
    assert "dart letters=AB" not in {a.text() for a in s._simultaneous_legal(0)}
    s.apply(JointAction({0: Action("strike", card="A"), 1: Action("strike", card="A")}))  # a tie
    if s.phase != COMBAT:  # he wounded it: fight on or escape
        s.apply("fight")
    assert "dart letters=AB" in {a.text() for a in s._simultaneous_legal(0)}
    s.rng = Dice((1, 6))
    _dart(s, "AB", "A")
    assert s.phase == COMBAT and "dart letters=AB" not in {a.text() for a in s._simultaneous_legal(0)}


def test_alone_the_game_picks_the_card() -> None:
    """With one hero the monster's STRIDSKORT against a dagger is chance (as D-SOLO)."""
    s = _meet(players=1, kp=5)
    s.apply("hurl")
    assert s.phase == DAGGER and len(s.legal_actions()) == 3
    s.rng = Dice((1, 3), (2, 6))  # card A, then T6
    s.apply("dart letters=AB")
    assert s.enc_dmg == 2


def test_retrieval_even_t6_finds_the_dagger() -> None:
    """"Ammunition": once combat is over, T6 per thrown dagger: even, he gets it back; odd, lost."""
    s = _meet(kp=3)
    s.apply("hurl")
    s.rng = Dice((6, 6), (2, 6))  # T6 6 for the hit, then the search: even
    _dart(s, "AB", "A")
    assert s.enc_m == -1 and _meters(s)["daggers"] == 4
    s = _meet(kp=3)
    s.apply("hurl")
    s.rng = Dice((6, 6), (3, 6))
    _dart(s, "AB", "A")
    assert _meters(s)["daggers"] == 3


def test_daggers_thrown_in_the_catacombs_are_always_lost() -> None:
    """"Ammunition": daggers thrown in the catacombs are always lost."""
    s = _meet(kp=3)
    s.cat.below[0] = True
    s.apply("hurl")
    s.rng = Dice((6, 6))
    _dart(s, "AB", "A")
    assert _meters(s)["daggers"] == 3


def test_all_daggers_lost_he_fights_unarmed() -> None:
    """"Ammunition": with all his daggers lost he fights unarmed ("Obeväpnad strid"): his last
    dagger thrown, the fight is the unarmed dice; none found again, he stays unarmed."""
    s = _meet(kp=5)
    s.ii.heroes.meters[0]["daggers"] = 1
    s.apply("hurl")
    s.rng = Dice(*[(6, 6), (1, 10)] * 5, (1, 6))  # five unarmed rounds he wins; the search, odd
    _dart(s, "AB", "C")
    assert any("unarmed" in e.text.lower() for e in s.events[-10:]) and s.enc_m == -1
    assert _meters(s)["daggers"] == 0 and is_unarmed(s, 0)


def test_a_dagger_kills_the_giant_spider() -> None:
    """"Loss of KP", exceptions: a hit kills a spider at once."""
    s = heroes("durim", "rohan")
    spider(s, 0)
    assert s.phase == SPIDER and kinds(s) == {"hurl", "melee"}
    s.apply("hurl")
    s.rng = Dice((2, 6))  # the search for the dagger
    _dart(s, "AC", "C")
    assert s.hero == 1 and _meters(s)["daggers"] == 4 and s.kp[0] == 10


def test_greedy_uses_each() -> None:
    """The greedy searches closely whenever it searches, throws with two daggers or more (at
    a meeting, in combat, at the spider) and names letters at random."""
    s = heroes("durim", "rohan")
    put(s, "b1", "room-ns", 1)
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    assert refine(s, Action("search"), s.legal_actions()).text() == "spot"
    s = _meet(kp=5)
    assert choose(s, 0, s.legal_actions(), rand).text() == "hurl"
    s.apply("hurl")
    assert choose(s, 0, s._simultaneous_legal(0), rand).kind == "dart"
    assert choose(s, 1, s._simultaneous_legal(1), rand).kind == "strike"

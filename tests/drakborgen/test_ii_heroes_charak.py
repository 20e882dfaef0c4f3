"""Drakborgen II, Chārāk-Hai, wolf-killer (rulebook "The new heroes", Chārāk-Hai): each test
names the sentence it pins. Berserk; axe and war hammer (his STRIDSKORT)."""

from __future__ import annotations

from collections import Counter

import meeple
from meeple.games.drakborgen.board import N, S, W
from meeple.games.drakborgen.catacombs import fall
from meeple.games.drakborgen.combat import spider, start_encounter
from meeple.games.drakborgen.content import BERGSTROLL, DOORS, DRAGONS, E_WAKES, ORCH, ROOMS, TREASURES
from meeple.games.drakborgen.floor_tiles import ghouls
from meeple.games.drakborgen.heroes_ii.charak import INCITE, rage
from meeple.games.drakborgen.heroes_ii.greedy import choose, refine
from meeple.games.drakborgen.phases import ARROW, BODY, CHEST, COMBAT, ESCAPE, TURN
from meeple.games.drakborgen.state import DrakborgenState
from tests.drakborgen.helpers import Dice, card, next_tile, on_top, play_to_end, put, sq, stand, turn_of
from tests.drakborgen.heroes_ii_helpers import heroes, kinds, rand
from tests.drakborgen.test_ii_catacombs import below, kind, top_cards, way_up_now

TOP = 16


def _m(s: DrakborgenState) -> dict:
    return s.ii.heroes.meters[0]


def _hero(players: int = 2) -> DrakborgenState:
    return heroes("charak-hai", *("rohan", "sigeir")[:players - 1])


def _berserk(s: DrakborgenState, kp: int | None = None) -> None:
    rage(s, 0, 6, "(set up)")
    if kp is not None:
        s.kp[0] = kp


def _meet(s: DrakborgenState, m: int = ORCH) -> None:
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice((1, 15))  # the MONSTERKORT
    start_encounter(s, 0, m, False)
    c = s.game.content
    s.enc_card = max(range(len(c.mon_kp)), key=lambda k: c.mon_kp[k][m])  # the toughest card: it survives a round


def _said(s: DrakborgenState, text: str) -> bool:
    return any(text in e.text for e in s.events)


# ---- the hero ---------------------------------------------------------------------------------

def test_stats_equipment_and_the_badge() -> None:
    """"The new heroes", Chārāk-Hai: SF 8, VF 5, RF 6, TF 4, KP 16; axe and war hammer (his
    STRIDSKORT, ruling D2-HERO-AXE: a set of A, B, C with the special letter A); the badge shows
    its side (berserk 0/1) and how often he became a berserk."""
    s = _hero()
    assert s.kp[0] == TOP and s.game.content.hero_attrs["charak-hai"] == (8, 5, 6, 4)
    hero = s.observation(1)["heroes"][0]
    assert hero["special"] == "A" and hero["meters"] == {"berserk": 0, "rages": 0}
    assert "axe" in s.game.content.heroes["charak-hai"].weapons
    assert "war hammer" in s.game.content.heroes["charak-hai"].weapons


# ---- becoming a berserk -----------------------------------------------------------------------

def test_use_combat_begins_t6_five_or_six_makes_him_a_berserk() -> None:
    """"Berserk", Use: when he begins combat with a monster he rolls T6; 5-6 and he becomes a
    berserk (the badge turns); "Effects": 4 KP more."""
    for face, becomes in ((4, False), (5, True), (6, True)):
        s = _hero(1)
        _meet(s)
        s.kp[0] = 10
        s.rng = Dice((face, 6))
        s.apply("attack")
        assert s.phase == COMBAT
        assert _m(s)["berserk"] == becomes and _m(s)["rages"] == becomes
        assert s.kp[0] == (14 if becomes else 10)


def test_use_a_door_trap_that_costs_kp_t6_five_or_six() -> None:
    """"Berserk", Use: losing KP to a door trap, he rolls T6; 5-6 makes him a berserk. A door
    trap that costs no KP asks for no roll."""
    s = _hero(1)
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, DOORS, "dorrfalla-t6")
    s.rng = Dice((4, 6), (5, 6), (3, 6))  # the trap's T6, his T6, the next turn's T6 (solo)
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b2") and s.kp[0] == TOP - 4 + 4 and _m(s)["berserk"] == 1
    s = _hero(1)
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, DOORS, "dorrfalla-t12")
    s.rng = Dice((3, 12))  # T12 - TF 4: no KP lost, so no T6 (the Dice would run out)
    s.apply("move to=b1")
    assert s.kp[0] == TOP and _m(s)["berserk"] == 0


def test_incite_once_per_turn_t6_three_to_six() -> None:
    """"Berserk": he may incite himself, once per turn, by T6: 3-6 and he becomes a berserk (in
    his turn or on meeting a monster; ruling D2-HERO-BERSERK-INCITE)."""
    s = _hero()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    assert "incite" in kinds(s)
    s.rng = Dice((2, 6))
    s.apply("incite")
    assert _m(s)["berserk"] == 0 and s.phase == TURN and "incite" not in kinds(s)  # once this turn
    s.round += 1
    turn_of(s, 0)
    s.rng = Dice((3, 6))
    s.apply("incite")
    assert _m(s)["berserk"] == 1 and "incite" not in kinds(s)  # a berserk has nothing to incite
    s = _hero(1)
    _meet(s)
    assert "incite" in kinds(s)
    s.rng = Dice((6, 6))
    s.apply("incite")
    assert _m(s)["berserk"] == 1 and kinds(s) == {"attack"}


def test_effects_four_kp_more_but_not_beyond_the_maximum() -> None:
    """"Effects during berserk": his KP go up 4 steps, not beyond his maximum."""
    for kp, after in ((10, 14), (14, 16), (16, 16)):
        s = _hero()
        s.kp[0] = kp
        rage(s, 0, 5, "(test)")
        assert s.kp[0] == after


# ---- effects during berserk -------------------------------------------------------------------

def test_effects_double_kp_loss_with_stridskort() -> None:
    """"Effects during berserk": a hit with STRIDSKORT costs the monster double KP (his special
    letter A: 2, so 4; a tie's 1 KP: 2; ruling D2-HERO-BERSERK-DOUBLE)."""
    s = _hero(1)
    _meet(s, BERGSTROLL)
    _berserk(s)
    s.phase = COMBAT
    s.rng = Dice((2, 3))  # the game plays B
    s.apply("strike card=A")
    assert s.enc_dmg == 4
    s.phase = COMBAT
    s.rng = Dice((2, 3))
    s.apply("strike card=B")  # a tie
    assert s.enc_dmg == 6 and s.kp[0] == TOP - 1


def test_effects_the_giant_spider_dies_on_t6_two_to_six() -> None:
    """"Effects during berserk": he kills a spider by T6 2-6; a 1 costs him 1 KP (and he rolls
    again, as the spider's rounds go on)."""
    s = _hero()
    _berserk(s)
    s.rng = Dice((1, 6), (2, 6))
    spider(s, 0)
    assert s.kp[0] == TOP - 1 and _said(s, "cuts the giant spider down") and s.hero == 1


def test_effects_two_more_ghouls_each_round() -> None:
    """"Effects during berserk": he strikes down two ghouls more every combat round."""
    s = _hero()
    _berserk(s)
    s.rng = Dice((2, 6), (3, 12), (3, 12))  # 5 rise; T12 3 + 2 strikes all five down
    ghouls(s, 0)
    assert s.kp[0] == TOP and _said(s, "strikes down 5 ghouls: 0 left")


def test_effects_doors_and_portcullis_on_t12_two_to_twelve() -> None:
    """"Effects during berserk": he opens a door or lifts a portcullis by T12 2-12 (no DÖRRKORT,
    no SF roll); a 1 and it holds."""
    s = _hero(1)
    _berserk(s)
    put(s, "b2", "room-nesw-doorn", 0)
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    doors = list(s.decks[DOORS])
    s.rng = Dice((1, 12), (3, 6))  # holds; the next turn's T6 (solo)
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b2") and s.decks[DOORS] == doors
    turn_of(s, 0)
    next_tile(s, "room-ns")
    on_top(s, ROOMS, "tomt")
    s.rng = Dice((2, 12), (3, 6))
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b1") and s.decks[DOORS] == doors
    s = _hero(1)
    _berserk(s)
    put(s, "b2", "room-nesw")
    put(s, "b1", "room-ns")
    s.closed[sq(s, "b2")] |= 1 << N
    stand(s, 0, "b2", "b3", S)
    turn_of(s, 0)
    on_top(s, ROOMS, "tomt")
    s.rng = Dice((2, 12), (3, 6))
    s.apply("move to=b1")
    assert s.pos[0] == sq(s, "b1") and _said(s, "heaves the portcullis up")


def test_effects_always_attacks_and_never_escapes() -> None:
    """"Effects during berserk": he draws RUMSKORT and UNDERJORDSKORT as normal but always
    attacks monsters: attack is his only choice, and in combat he never announces an escape."""
    s = _hero(1)
    _meet(s)
    _berserk(s)
    assert kinds(s) == {"attack"}
    s.apply("attack")
    s.rng = Dice((2, 3))
    s.apply("strike card=A")
    assert s.phase == ESCAPE and kinds(s) == {"fight"}
    assert choose(s, 0, s.legal_actions(), rand).text() == "fight"


def _at_the_chamber(players: int = 2) -> DrakborgenState:
    s = _hero(players)
    put(s, "g4", "room-nesw")
    stand(s, 0, "g4", "g3", 0)
    turn_of(s, 0)
    return s


def _dragon_top(s: DrakborgenState, wakes: bool) -> None:
    deck = s.decks[DRAGONS]
    effect = s.game.content.card_effect[DRAGONS]
    k = next(c for c in deck if (effect[c] == E_WAKES) == wakes)
    deck.remove(k)
    deck.append(k)


def test_effects_no_skattkort_but_two_drakkort() -> None:
    """"Effects during berserk": in the treasure chamber no SKATTKORT, but two DRAKKORT (the
    second if the dragon slept through the first; ruling D2-HERO-BERSERK-CHAMBER)."""
    s = _at_the_chamber()
    _berserk(s)
    treasures = list(s.decks[TREASURES])
    _dragon_top(s, wakes=False)
    s.apply("move to=g5")
    assert s.loot[0] == [] and s.decks[TREASURES] == treasures and s.aside == 2 and s.hero == 1
    s = _at_the_chamber()
    _berserk(s)
    _dragon_top(s, wakes=True)
    s.rng = Dice((3, 12))
    s.apply("move to=g5")
    assert s.aside == 0 and _said(s, "THE DRAGON WAKES") and s.kp[0] == TOP - 3


def test_effects_ignores_items_found_keeps_those_carried() -> None:
    """"Effects during berserk": he ignores the items he finds (the card goes under its deck)
    but keeps those he carries."""
    s = _hero()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b2", "b3", S)
    s.items[0].append([ROOMS, card(s, ROOMS, "smycke")])
    _berserk(s)
    turn_of(s, 0)
    put(s, "b2", "room-nesw")
    on_top(s, ROOMS, "armband")
    s.apply("move to=b1")
    assert s.items[0] == [[ROOMS, card(s, ROOMS, "smycke")]] and _said(s, "pays it no heed")
    assert s.decks[ROOMS][0] == card(s, ROOMS, "armband")  # under its deck


def test_effects_no_kistkort_sokningskort_or_rumsletningskort() -> None:
    """"Effects during berserk": he draws no KISTKORT (a chest is passed by), no SÖKNINGSKORT (a
    body is passed by) and no RUMSLETNINGSKORT (no search); a chest below is left."""
    for cid in ("kista", "stupad"):
        s = _hero()
        put(s, "b2", "room-nesw")
        put(s, "b1", "room-nesw")
        stand(s, 0, "b2", "b3", S)
        _berserk(s)
        turn_of(s, 0)
        on_top(s, ROOMS, cid)
        s.apply("move to=b1")
        assert s.phase not in (CHEST, BODY) and s.hero == 1
    turn_of(s, 0)
    assert "search" not in kinds(s)
    s = _hero()
    below(s, 0, "c3", 1, "gang")
    _berserk(s)
    turn_of(s, 0)
    top_cards(s, "kista")
    s.rng = Dice((3, 6))
    s.apply("delve")
    assert s.phase == CHEST and kinds(s) == {"leave"}
    assert choose(s, 0, s.legal_actions(), rand).text() == "leave"


def test_effects_the_ruby_below_is_left() -> None:
    """"Effects during berserk": a treasure on an UNDERJORDSKORT is an item found: he leaves it,
    and it goes back into the deck when he comes up (ruling D2-HERO-BERSERK-RUBY)."""
    s = _hero()
    below(s, 0, "c3", 1, "gang")
    _berserk(s)
    turn_of(s, 0)
    top_cards(s, "jatterubin")
    s.rng = Dice((3, 6))
    s.apply("delve")
    assert _said(s, "leaves it")
    s.cat.pile[0].append(kind("trappa"))
    s.cat.deck.remove(kind("trappa"))
    way_up_now(s, 0)
    turn_of(s, 0)
    next_tile(s, "room-nesw")
    s.rng = Dice((3, 6), (5, 10))
    s.apply("ascend")
    assert s.cat.kept[0] == [] and kind("jatterubin") in s.cat.deck and s.gold(0) == 0


def test_effects_no_voluntary_descent_and_tries_to_ascend() -> None:
    """"Effects during berserk": he will not go down into the catacombs of his own will, but
    tries to come up when he may: a way up is always taken, and after a fall he tries to climb
    back (ruling D2-HERO-BERSERK-UP)."""
    s = _hero()
    put(s, "b1", "nedgang-nesw")
    stand(s, 0, "b1", "a1", W)
    turn_of(s, 0)
    assert "descend dir=N" in kinds(s)
    _berserk(s)
    assert not any(k.startswith("descend") for k in kinds(s))
    s = _hero()
    below(s, 0, "c3", 1, "gang", "trappa")
    way_up_now(s, 0)
    turn_of(s, 0)
    assert {"delve", "ascend"} <= kinds(s)
    _berserk(s)
    assert "ascend" in kinds(s) and "delve" not in kinds(s)
    s = _hero()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    _berserk(s)
    fall(s, 0, "a trapdoor")
    assert s.phase == ARROW and kinds(s) == {"climb"}
    assert choose(s, 0, s.legal_actions(), rand).text() == "climb"


def test_effects_facklan_slocknar_ends_it_but_not_morkerrum() -> None:
    """"Effects during berserk": "Facklan slocknar" (a RUMSKORT or an UNDERJORDSKORT) ends the
    berserk: the badge turns back and his KP drop 4; a Mörkerrum does not end it."""
    s = _hero()
    put(s, "b2", "room-nesw")
    put(s, "b1", "room-nesw")
    stand(s, 0, "b2", "b3", S)
    _berserk(s, kp=12)
    turn_of(s, 0)
    on_top(s, ROOMS, "facklan")
    s.apply("move to=b1")
    assert _m(s)["berserk"] == 0 and s.kp[0] == 8 and s.torch[0]
    s = _hero()
    below(s, 0, "c3", 1, "gang")
    _berserk(s, kp=12)
    turn_of(s, 0)
    top_cards(s, "facklan_slocknar")
    s.rng = Dice((3, 6))
    s.apply("delve")
    assert _m(s)["berserk"] == 0 and s.kp[0] == 8
    s = _hero()
    put(s, "b2", "dark-nesw")
    put(s, "b1", "room-nesw")
    stand(s, 0, "b2", "b3", S)
    _berserk(s, kp=12)
    turn_of(s, 0)
    assert kinds(s) == {"grope"}
    on_top(s, ROOMS, "tomt")
    s.rng = Dice((1, 4))
    s.apply("grope")
    assert _m(s)["berserk"] == 1 and s.kp[0] == 12


def test_footnote_ending_costs_four_kp_and_at_the_skull_he_dies() -> None:
    """"Berserk", the footnote: when the berserk ends his KP drop 4 steps; if that reaches the
    skull he dies of exhaustion at once (no amulet helps: it is no wound)."""
    s = _hero()
    _berserk(s, kp=4)
    s.turn_index = 1
    s.rng = Dice((6, 6))
    from meeple.games.drakborgen.flow import start_turn
    assert not start_turn(s, 0)
    assert s.status[0] == 2 and "exhaustion" in s.cause[0]


# ---- special: the start of his turn ------------------------------------------------------------

def _his_turn(s: DrakborgenState, face: int) -> None:
    """Seat 1's turn ends; seat 0's begins with T6 ``face``."""
    from meeple.games.drakborgen.flow import finish_turn
    s.hero = 1
    s.turn_index = 1
    s.rng = Dice((face, 6))
    finish_turn(s)
    assert s.hero == 0 and s.phase == TURN


def test_special_start_of_turn_six_ends_it() -> None:
    """"Special": berserk, he rolls T6 at the start of each turn; a 6 ends the berserk (the badge
    turns back, 4 KP go); 2-5 nothing happens."""
    s = _hero()
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    _berserk(s, kp=12)
    _his_turn(s, 3)
    assert _m(s)["berserk"] == 1 and s.kp[0] == 12 and s.current_player == 0
    _his_turn(s, 6)
    assert _m(s)["berserk"] == 0 and s.kp[0] == 8
    assert s.observation(1)["heroes"][0]["meters"] == {"berserk": 0, "rages": 1}


def test_special_start_of_turn_one_the_player_on_his_right_moves_him() -> None:
    """"Special": a 1 and he loses control: the player on his right decides his movement this
    turn (ruling D2-HERO-BERSERK-CONTROL: the seat before his, deciding for the dungeon; only
    his movement, not his potion or rings; control is his again when it is over)."""
    s = _hero(3)
    put(s, "b1", "room-nesw")
    put(s, "b2", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    _berserk(s, kp=12)
    s.turn_index = 2
    s.hero = 2
    s.rng = Dice((1, 6))
    from meeple.games.drakborgen.flow import finish_turn
    finish_turn(s)
    assert s.hero == 0 and s.current_player == 2
    assert s.scoring(2) == (0, -1.0) and s.scoring(0) == (0, 1.0)
    assert all(a.kind in ("move", "secret", "grope", "stay", "pass", "stop") for a in s.legal_actions())
    assert "incite" not in kinds(s) and "drink" not in kinds(s)
    on_top(s, ROOMS, "tomt")
    s.apply("move to=b2")
    assert s.hero == 1 and "control" not in _m(s)


def test_special_with_one_hero_the_game_moves_him() -> None:
    """"Special": with one hero nobody sits on his right: after a 1 the game picks one of his
    moves at random, and that move is all he may do (as D-SOLO)."""
    s = _hero(1)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    _berserk(s, kp=12)
    s.turn_index = 0
    s.rng = Dice((1, 6), (5, 1024))
    from meeple.games.drakborgen.flow import finish_turn
    finish_turn(s)
    assert s.current_player == 0 and len(s.legal_actions()) == 1 and s.legal_actions()[0].kind == "move"


# ---- the greedy, the meters, whole games -------------------------------------------------------

def test_the_greedy_incites_when_the_fury_pays_and_leaves_the_chamber() -> None:
    """The greedy incites himself against a monster once the fury's 4 KP come in full (or the
    monster is strong), not at full KP against an orc; berserk in the chamber it heads home
    instead of staying (no SKATTKORT there)."""
    s = _hero(1)
    _meet(s)
    assert choose(s, 0, s.legal_actions(), rand) is None  # full KP, an orc: as the base greedy
    s.kp[0] = 12
    assert choose(s, 0, s.legal_actions(), rand) == INCITE
    s = _at_the_chamber()
    _dragon_top(s, wakes=False)
    s.apply("move to=g5")
    turn_of(s, 0)
    _berserk(s)
    legal = s.legal_actions()
    assert refine(s, next(a for a in legal if a.kind == "stay"), legal).kind == "move"


def test_the_badge_counts_each_berserk_and_the_greedy_uses_it() -> None:
    """The badge's meters count his berserk entries (the calibration's count of the ability);
    they go with the position (clone, JSON). Greedy games: he becomes a berserk in some, by
    inciting among others."""
    s = _hero()
    rage(s, 0, 5, "(test)")
    s.kp[0] = 10
    from meeple.games.drakborgen.heroes_ii.charak import calm
    calm(s, 0, "(test)")
    rage(s, 0, 5, "(test)")
    assert _m(s)["rages"] == 2 and s.clone().ii.heroes.meters[0]["rages"] == 2
    back = type(s).from_json(s.game, s.to_json())
    assert back.ii.heroes.meters[0]["berserk"] == 1 and back.ii.heroes.meters[0]["rages"] == 2
    seen: Counter[str] = Counter()
    for seed in range(8):
        hl = ["charak-hai", "rohan", "sigeir"][: 1 + seed % 3]
        game = meeple.load("drakborgen", players=len(hl), heroes=",".join(hl), expansion="drakborgen-ii")
        t = play_to_end(game, seed, "greedy")
        seen["rages"] += t._state.ii.heroes.meters[0]["rages"]
        seen["incite"] += sum("works himself into a fury" in e.text for e in t._state.events)
    assert seen["rages"] > 0 and seen["incite"] > 0, seen


def test_the_screen_shows_the_badge_and_who_moves_him() -> None:
    """The badge on the screen shows his meters in words (turned: BERSERK); after a 1 the screen says
    which player decides his movement."""
    from meeple.games.drakborgen.flow import finish_turn
    from meeple.games.drakborgen.render import badge, now_line
    s = _hero(3)
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    _berserk(s, kp=12)
    obs = s.observation(2)
    assert "BERSERK, 1 berserk so far" in " ".join(" ".join(badge(obs["heroes"][0], 2)).split())  # in words, not "berserk 1"
    s.turn_index = 2
    s.hero = 2
    s.rng = Dice((1, 6))
    finish_turn(s)
    assert now_line(s.observation(2)).startswith("Now: P3 decides the movement of P1")

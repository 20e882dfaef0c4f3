"""Drakborgen II, Yūbara Tori-Jima (rulebook "The new heroes", Yūbara): each test names the
sentence it pins. Avoid surprise attacks, Remain hidden; curved sword (STRIDSKORT), shuriken,
blowpipe with poison."""

from __future__ import annotations

from meeple.core.actions import Action, JointAction
from meeple.core.state import SIMULTANEOUS
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.combat import start_encounter, spider
from meeple.games.drakborgen.content import BERGSTROLL, MONSTERS, ORCH, SKELETT, SVARTALV, TVA_ORCHER
from meeple.games.drakborgen.heroes_ii.greedy import choose
from meeple.games.drakborgen.heroes_ii.tables import hero_tables
from meeple.games.drakborgen.render import badge
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, HIDE, SPIDER, TURN
from tests.drakborgen.helpers import Dice, put, stand
from tests.drakborgen.heroes_ii_helpers import heroes, kinds, rand


def _meet(m: int, ambush: bool = False, players: int = 2, dice: tuple = ()):
    s = heroes("yubara", *("rohan", "sigeir", "aelfric")[:players - 1])
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice(*dice, (1, 15))  # (the avoidance T6,) the MONSTERKORT
    start_encounter(s, 0, m, ambush)
    return s


def _kp(s, kp: int) -> None:
    """The monster's MONSTERKORT gives it ``kp`` KP."""
    c = s.game.content
    s.enc_card = next(k for k in range(len(c.mon_kp)) if c.mon_kp[k][s.enc_m] == kp)


def _meters(s) -> dict:
    return s.observation(0)["heroes"][0]["meters"]


def test_stats_and_the_badge_meters() -> None:
    """"The new heroes", Yūbara: SF 4, VF 10, RF 4, TF 5, KP 10; her badge shows the shuriken
    left (resource meter, four: ruling D2-HERO-SHURIKEN-COUNT) and the blowpipe's marker."""
    s = heroes("yubara", "rohan")
    assert s.kp[0] == 10 and s.game.content.hero_attrs["yubara"] == (4, 10, 4, 5)
    assert _meters(s) == {"shuriken": 4, "blowpipe": 1}
    s.ii.heroes.meters[0]["shuriken"] = 3
    assert "shuriken 3, blowpipe 1" in "\n".join(badge(s.observation(0)["heroes"][0], 0))
    assert s.observation(1)["heroes"][1].get("meters") == {}


def test_avoid_surprise_attacks_even_reacts_in_time() -> None:
    """"Avoid surprise attacks": on an överfall she rolls T6; even, she ignores its effects and
    meets the monster as normal (no ambush KP, she may wait, shuriken and blowpipe allowed)."""
    s = _meet(ORCH, ambush=True, dice=((4, 6),))
    assert s.phase == ENCOUNTER and not s.enc_ambush and s.kp[0] == 10
    assert {"await", "blowpipe", "shuriken n=1"} <= kinds(s)


def test_avoid_surprise_attacks_odd_as_normal() -> None:
    """"Avoid surprise attacks": odd, the överfall as normal: T12-TF KP first; then no
    shuriken, no blowpipe, no hiding ("Limitations")."""
    s = heroes("yubara", "rohan")
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice((3, 6), (1, 15), (9, 12))  # the avoidance T6, the MONSTERKORT, the ambush's T12
    start_encounter(s, 0, ORCH, True)
    assert s.enc_ambush and s.kp[0] == 10 - 4
    assert kinds(s) <= {"attack", "flee"}
    s.apply("attack")
    assert {a.kind for a in s._simultaneous_legal(0)} == {"strike"}


def test_remain_hidden_offered_against_the_four_monsters_only_first() -> None:
    """"Remain hidden": against a bergstroll, an orch (or two), a svartalv or a skelett; the
    encounter's first choice (not after waiting: ruling D2-HERO-HIDE-WHEN)."""
    for m in (BERGSTROLL, ORCH, TVA_ORCHER, SVARTALV, SKELETT):
        assert "hide" in kinds(_meet(m))
    s = _meet(ORCH)
    _kp(s, 4)
    c = s.game.content
    s.enc_card = next(k for k in range(len(c.mon_kp)) if c.mon_wait[k][ORCH] == 1)  # stays passive
    s.apply("await")
    assert s.phase == ENCOUNTER and "hide" not in kinds(s)


def test_remain_hidden_two_numbers_or_three_in_secret_at_once() -> None:
    """"Remain hidden": she picks a T6 face in secret; the player on her right names two
    numbers (bergstroll, orch) or three (svartalv, skelett): both at once, as a combat round."""
    s = _meet(BERGSTROLL)
    s.apply("hide")
    assert s.phase == HIDE and s.current_player == SIMULTANEOUS and s.legal_actions() == []
    assert {a["face"] for a in s._simultaneous_legal(0)} == {1, 2, 3, 4, 5, 6}
    assert {len(str(a["faces"])) for a in s._simultaneous_legal(1)} == {2}
    assert len(s._simultaneous_legal(1)) == 15
    s = _meet(SKELETT)
    s.apply("hide")
    assert {len(str(a["faces"])) for a in s._simultaneous_legal(1)} == {3}


def test_remain_hidden_a_match_means_the_encounter_as_normal() -> None:
    """"Remain hidden": if a number matches her die, she meets the monster as normal."""
    s = _meet(ORCH)
    s.apply("hide")
    s.apply(JointAction({0: Action("conceal", face=3), 1: Action("guess", faces="35")}))
    assert s.phase == ENCOUNTER and s.enc_m == ORCH and "hide" not in kinds(s)


def test_remain_hidden_no_match_she_ignores_the_monster() -> None:
    """"Remain hidden": if none matches, she may ignore the monster: the encounter is over."""
    s = _meet(SVARTALV)
    s.apply("hide")
    s.apply(JointAction({0: Action("conceal", face=6), 1: Action("guess", faces="123")}))
    assert s.enc_m == -1 and s.hero == 1 and s.phase == TURN


def test_remain_hidden_alone_the_game_names_the_numbers() -> None:
    """"Remain hidden" with one hero: the game, as monster player, names numbers at random."""
    s = _meet(ORCH, players=1)
    s.apply("hide")
    assert s.phase == HIDE and len(s.legal_actions()) == 6
    s.rng = Dice((1, 15))  # the pair "12"
    s.apply("conceal face=5")
    assert s.enc_m == -1


def test_shuriken_table_as_printed_and_reconstructed() -> None:
    """"Shuriken", Attack: T6 on the table: rows 1-4 as printed, rows 5-6 from reference 14.2
    (labelled reconstructed in the data); the orch column's kill is -3 KP against two orcs."""
    t = hero_tables(heroes("yubara", "rohan").game.content.data_dir)
    col = {m: MONSTERS.index(m) for m in MONSTERS}
    assert [row[col["bergstroll"]] for row in t.shuriken] == [-1, 0, 1, 1, 2, 3]
    assert [row[col["orch"]] for row in t.shuriken] == [-1, -1, 1, 2, 3, 99]
    assert [row[col["svartalv"]] for row in t.shuriken] == [-1, -1, -1, 1, 2, 99]
    assert [row[col["skelett"]] for row in t.shuriken] == [-1, -1, 0, 0, 1, 1]
    assert [row[-1] for row in t.shuriken] == [-1] * 5 + [99]
    recs = {r.id: r.provenance for r in t.records if r.table == "shuriken"}
    assert recs["shuriken-4"] == "rulebook" and recs["shuriken-5"] == recs["shuriken-6"] == "reconstructed"


def test_shuriken_one_after_another_then_combat() -> None:
    """"Shuriken": she throws up to four in a row, one after another; each moves the meter
    down; it counts as an attack, so combat follows if the monster stands."""
    s = _meet(BERGSTROLL)
    _kp(s, max(s.game.content.mon_kp[k][BERGSTROLL] for k in range(15)))
    top = s.game.content.mon_kp[s.enc_card][BERGSTROLL]
    assert {"shuriken n=1", "shuriken n=2", "shuriken n=3", "shuriken n=4"} <= kinds(s)
    s.rng = Dice((1, 6), (3, 6))
    s.apply("shuriken n=2")
    assert _meters(s)["shuriken"] == 2 and s.enc_dmg == 1 and top > 1
    assert s.phase == COMBAT


def test_shuriken_stop_when_it_falls_and_two_orcs() -> None:
    """"Shuriken": the throws stop when the monster falls; a 6 slays an orch outright, but
    against two orcs it is -3 KP (the table's footnote)."""
    s = _meet(ORCH)
    s.rng = Dice((6, 6))
    s.apply("shuriken n=4")
    assert _meters(s)["shuriken"] == 3 and s.enc_m == -1
    s = _meet(TVA_ORCHER)
    _kp(s, max(s.game.content.mon_kp[k][TVA_ORCHER] for k in range(15)))
    s.rng = Dice((6, 6))
    s.apply("shuriken n=1")
    assert s.enc_dmg == 3 and s.phase == COMBAT


def test_shuriken_instead_of_a_combat_round_and_never_retrieved() -> None:
    """"Shuriken": she may also throw in case of combat: instead of a round (the monster
    player's STRIDSKORT is not played); thrown ones are gone ("Ammunition")."""
    s = _meet(BERGSTROLL)
    s.apply("attack")
    assert "shuriken n=4" in {a.text() for a in s._simultaneous_legal(0)}
    assert all(a.kind == "strike" for a in s._simultaneous_legal(1))
    kp = s.kp[0]
    s.rng = Dice((1, 6), (1, 6), (1, 6), (1, 6))
    s.apply(JointAction({0: Action("shuriken", n=4), 1: Action("strike", card="A")}))
    assert s.phase == COMBAT and s.kp[0] == kp and _meters(s)["shuriken"] == 0
    assert "shuriken n=1" not in {a.text() for a in s._simultaneous_legal(0)}


def test_shuriken_at_the_giant_spider() -> None:
    """"Shuriken", the table's Jättespindel column: a 6 kills it; otherwise its rounds as usual."""
    s = heroes("yubara", "rohan")
    spider(s, 0)
    assert s.phase == SPIDER and "melee" in kinds(s)
    s.rng = Dice((6, 6))
    s.apply("shuriken n=1")
    assert s.hero == 1 and s.kp[0] == 10
    s = heroes("yubara", "rohan")
    spider(s, 0)
    s.rng = Dice((5, 6), (1, 6))  # a miss, then the spider's own round: the sword kills it
    s.apply("shuriken n=1")
    assert s.hero == 1 and _meters(s)["shuriken"] == 3


def test_blowpipe_hits_except_on_a_one_once_a_game() -> None:
    """"Blowpipe": before combat, T12: 1 misses, otherwise the monster is defeated at once (two
    orcs as one); the blue marker goes: once a game."""
    s = _meet(TVA_ORCHER)
    s.rng = Dice((2, 12))
    s.apply("blowpipe")
    assert s.enc_m == -1 and _meters(s)["blowpipe"] == 0
    s2 = _meet(BERGSTROLL)
    s2.ii.heroes.meters[0]["blowpipe"] = 0
    assert "blowpipe" not in kinds(s2)


def test_blowpipe_miss_counts_as_an_attack() -> None:
    """"Blowpipe": it counts as an attack: a miss leads to combat; not once combat has begun."""
    s = _meet(ORCH)
    s.rng = Dice((1, 12))
    s.apply("blowpipe")
    assert s.phase == COMBAT and "blowpipe" not in {a.kind for a in s._simultaneous_legal(0)}


def test_blowpipe_not_against_the_undead() -> None:
    """"Blowpipe": not against odöd (the skeleton)."""
    assert "blowpipe" not in kinds(_meet(SKELETT))


def test_greedy_uses_each() -> None:
    """The greedy hides when it can, uses the blowpipe on strong monsters, throws two shuriken
    otherwise (an orch too), and throws at the spider; hidden faces and guesses come from its own dice."""
    s = _meet(BERGSTROLL)
    assert choose(s, 0, s.legal_actions(), rand).text() == "hide"
    s.ii.heroes.meters[0]["hid"] = 1
    assert choose(s, 0, s.legal_actions(), rand).text() == "blowpipe"
    s.ii.heroes.meters[0]["blowpipe"] = 0
    assert choose(s, 0, s.legal_actions(), rand).text() == "shuriken n=2"
    s = _meet(ORCH)
    s.apply("hide")
    assert choose(s, 1, s._simultaneous_legal(1), rand).kind == "guess"
    assert choose(s, 0, s._simultaneous_legal(0), rand).kind == "conceal"
    s = heroes("yubara", "rohan")
    spider(s, 0)
    assert choose(s, 0, s.legal_actions(), rand).text() == "shuriken n=1"

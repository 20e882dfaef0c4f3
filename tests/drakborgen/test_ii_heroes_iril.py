"""Drakborgen II, Iril Fëaneline (rulebook "The new heroes", Iril): each test names the
sentence it pins. Leap; longsword and shield (STRIDSKORT), slingshot."""

from __future__ import annotations

from meeple.core.actions import Action, JointAction
from meeple.games.drakborgen.board import W
from meeple.games.drakborgen.combat import start_encounter
from meeple.games.drakborgen.content import BERGSTROLL, ORCH, ROOMS, SKELETT, SVARTALV, TRAPS, TVA_ORCHER
from meeple.games.drakborgen.heroes_ii.greedy import choose, refine
from meeple.games.drakborgen.heroes_ii.tables import hero_tables
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, TURN
from tests.drakborgen.helpers import Dice, on_top, put, sq, stand
from tests.drakborgen.heroes_ii_helpers import heroes, kinds, rand


def _row(*tiles: str):
    """Iril in the NW tower (a1), the named tiles laid on b1, c1, ... eastwards."""
    s = heroes("iril", "rohan")
    for i, tile in enumerate(tiles):
        put(s, "bcdefg"[i] + "1", tile)
    return s


def test_stats() -> None:
    """"The new heroes", Iril: SF 4, VF 8, RF 5, TF 6, KP 12, with STRIDSKORT."""
    s = heroes("iril", "rohan")
    assert s.kp[0] == 12 and s.game.content.hero_attrs["iril"] == (4, 8, 5, 6)


def test_leap_two_moves_and_a_rumskort_only_in_the_first_room() -> None:
    """"Leap": declared at the start of her turn, two moves in the turn across revealed room
    tiles; she draws a RUMSKORT only in the first room."""
    s = _row("room-nesw", "room-nesw")
    assert "leap" in kinds(s)
    s.apply("leap")
    assert kinds(s) == {"move to=b1"}  # a2 is not revealed
    on_top(s, ROOMS, "tomt")
    rooms = len(s.decks[ROOMS])
    s.apply("move to=b1")
    assert s.phase == TURN and s.hero == 0 and s.free
    assert "move to=c1" in kinds(s) and "stop" in kinds(s)
    s.apply("move to=c1")
    assert s.pos[0] == sq(s, "c1") and s.hero == 1
    assert len(s.decks[ROOMS]) == rooms  # one RUMSKORT drawn (and put back under), none in c1
    assert any("no RUMSKORT here" in e.text for e in s.events)


def test_leap_only_at_the_start_of_the_turn_and_not_twice() -> None:
    """"Leap": declared at the beginning of the turn: not on a corridor's free move, not
    once she has moved."""
    s = _row("room-nesw")
    s.free = True
    assert "leap" not in kinds(s)


def test_leap_not_through_doors_portcullises_or_obstacles() -> None:
    """"Leap": not through a door, a portcullis or any obstacle (debris, a web): such ways
    are no leap's moves."""
    for tile in ("room-nesw-doorn", "portcullis-nesw", "debris-nesw", "web-nsw"):
        s = heroes("iril", "rohan")
        put(s, "b1", tile, 3 if tile == "room-nesw-doorn" else 0)  # the door on its west side
        put(s, "a2", "room-nesw")
        s.apply("leap")
        assert "move to=b1" not in kinds(s), tile
        assert "move to=a2" in kinds(s)


def test_leap_only_with_eight_items_at_most() -> None:
    """"Leap": only if she carries no more than eight items."""
    s = _row("room-nesw")
    s.items[0] = [[ROOMS, 0]] * 9
    assert "leap" not in kinds(s)
    s.items[0] = [[ROOMS, 0]] * 8
    assert "leap" in kinds(s)


def test_a_corridor_still_gives_a_free_turn() -> None:
    """"Leap": a corridor still gives her its free move (then her second move)."""
    s = _row("corridor-nesw", "room-nesw", "room-nesw")
    s.apply("leap")
    s.apply("move to=b1")
    assert s.free and s.phase == TURN
    on_top(s, ROOMS, "tomt")
    s.apply("move to=c1")  # the corridor's free move
    assert s.hero == 0 and s.free and "move to=d1" in kinds(s)  # the leap's second move
    s.apply("move to=d1")
    assert s.hero == 1


def test_she_stops_at_a_monster_and_may_not_use_the_slingshot() -> None:
    """"Leap", Limitations: she must stop when she meets a monster, and may not use her
    slingshot; the second move is lost."""
    s = _row("room-nesw", "room-nesw")
    s.apply("leap")
    on_top(s, ROOMS, "orch")
    s.rng = Dice((1, 15))
    s.apply("move to=b1")
    assert s.phase == ENCOUNTER and "sling" not in kinds(s)
    c = s.game.content
    s.enc_card = next(k for k in range(15) if c.mon_wait[k][ORCH] == 0)  # it flees from a wait
    s.apply("await")
    assert s.hero == 1 and s.pos[0] == sq(s, "b1")


def test_leaping_an_ambush_costs_t12_minus_4() -> None:
    """"Leap", Limitations: an överfall costs T12-4 (not T12-TF)."""
    s = _row("room-nesw")
    s.apply("leap")
    on_top(s, ROOMS, "overfall-orch")
    s.rng = Dice((1, 15), (10, 12))
    s.apply("move to=b1")
    assert s.kp[0] == 12 - 6


def test_leaping_a_trap_costs_two_more() -> None:
    """"Leap", Limitations: in a trap she loses 2 KP extra."""
    from meeple.games.drakborgen.cards import draw_trap
    lost = []
    for leap in (False, True):
        s = _row("trap-nesw")
        stand(s, 0, "b1", "a1", W)
        if leap:
            s.ii.heroes.meters[0].update(leap=1, leap_turn=s.round * 8 + s.turn_index)
        on_top(s, TRAPS, "pilar")
        s.rng = Dice(*[(3, 6)] * 20)
        draw_trap(s, 0)
        lost.append(12 - s.kp[0])
    assert lost[1] == lost[0] + 2


def test_leaping_she_ignores_items_bodies_and_chests() -> None:
    """"Leap", Limitations: she ignores all items, bodies and containers; events as normal."""
    for card_id in ("dryck", "stupad", "kista", "smycke"):
        s = _row("room-nesw", "room-nesw")
        s.apply("leap")
        on_top(s, ROOMS, card_id)
        s.apply("move to=b1")
        assert s.items[0] == [] and s.phase == TURN and s.free, card_id
        assert any("takes nothing" in e.text for e in s.events)


def test_leap_past_a_bridge_on_the_t12() -> None:
    """"Leap": past a bridge with VF on the T12 (not the T10); a bottomless well is the T12
    already."""
    from meeple.games.drakborgen.floor_tiles import cross_bridge
    s = _row("bro-es")
    stand(s, 0, "b1", "c1")
    s.ii.heroes.meters[0].update(leap=1, leap_turn=s.round * 8 + s.turn_index)
    s.rng = Dice((8, 12))  # the roll is read off a T12: 8, at or under VF 8, holds
    assert cross_bridge(s, 0)
    s.rng = Dice((9, 12), (1, 6))  # 9 fails: she falls (T6 KP)
    assert not cross_bridge(s, 0)
    assert any("leap past the bridge" in e.text for e in s.events)


def _meet(m: int, ambush: bool = False):
    s = heroes("iril", "rohan")
    put(s, "b1", "room-nesw")
    stand(s, 0, "b1", "a1", W)
    s.rng = Dice((1, 15), *(((12, 12),) if ambush else ()))
    start_encounter(s, 0, m, ambush)
    return s


def test_slingshot_table_as_printed() -> None:
    """"Slingshot", Attack: T10 at least 8 / 3 / 6 / 5 / 5 hits a svartalv / bergstroll / orch /
    skelett / two orcs; then T6, T6-3, T6-2, T6-3, T6-2 KP."""
    t = hero_tables(heroes("iril", "rohan").game.content.data_dir).slingshot
    assert [t[m] for m in (SVARTALV, BERGSTROLL, ORCH, SKELETT, TVA_ORCHER)] == \
        [(8, 6, 0), (3, 6, 3), (6, 6, 2), (5, 6, 3), (5, 6, 2)]


def test_slingshot_one_shot_an_attack_then_combat() -> None:
    """"Slingshot": one shot before combat; a hit costs the monster the table's KP; it counts
    as an attack, so combat follows; no second shot."""
    s = _meet(BERGSTROLL)
    assert "sling" in kinds(s)
    s.rng = Dice((3, 10), (5, 6))
    s.apply("sling")
    assert s.enc_dmg == 2 and s.phase == COMBAT
    assert "sling" not in {a.kind for a in s._simultaneous_legal(0)}
    s = _meet(SVARTALV)
    s.rng = Dice((7, 10))
    s.apply("sling")
    assert s.enc_dmg == 0 and s.phase == COMBAT


def test_slingshot_when_combat_begins_after_waiting() -> None:
    """"Slingshot": she may wait and fire when combat begins, then fight with STRIDSKORT; not
    after the first round."""
    s = _meet(ORCH)
    c = s.game.content
    s.enc_card = next(k for k in range(15) if c.mon_wait[k][ORCH] == 2 and c.mon_kp[k][ORCH] > 1)  # it attacks
    s.apply("await")
    assert s.phase == COMBAT and "sling" in {a.kind for a in s._simultaneous_legal(0)}
    s.rng = Dice((1, 10))
    s.apply(JointAction({0: Action("sling"), 1: Action("strike", card="A")}))
    assert s.phase == COMBAT and "sling" not in {a.kind for a in s._simultaneous_legal(0)}
    s = _meet(ORCH)
    s.apply("attack")
    s.apply(JointAction({0: Action("strike", card="B"), 1: Action("strike", card="A")}))  # she loses
    assert "sling" not in {a.kind for a in s._simultaneous_legal(0)}


def test_no_slingshot_after_an_ambush() -> None:
    """"Slingshot", Limitations: not before or after an överfall."""
    s = _meet(ORCH, ambush=True)
    assert "sling" not in kinds(s)


def test_greedy_uses_each() -> None:
    """The greedy leaps when its move is a leap's, and always fires its one shot."""
    s = _row("room-nesw", "room-nesw")
    assert refine(s, Action("move", to="b1"), s.legal_actions()).text() == "leap"
    s = _meet(ORCH)
    assert choose(s, 0, s.legal_actions(), rand).text() == "sling"

"""The greedy agent with Drakborgen II (issue 10): going down into the catacombs of its own will
when they are the better way to its goal, coming up when the pile has brought it near enough,
reading the Spellbook when its table's mean value beats leaving it, and the rings (setup order,
the Ring of Rejection's tile, the Ring of Seeking's searches and card, the Ring of Ascension).
The base game's greedy is pinned by test_greedy.py, unchanged."""

from __future__ import annotations

from meeple.core.table import Table
from meeple.games.drakborgen.below import mark_way_down
from meeple.games.drakborgen.catacomb_greedy import RING_ORDER_II, via_below
from meeple.games.drakborgen.content import SEARCHES, TREASURES
from meeple.games.drakborgen.greedy import DrakborgenGreedy
from meeple.games.drakborgen.magic_rings import R_ASCENSION, R_REJECTION, R_SEEKING
from meeple.games.drakborgen.phases import RING, TILE
from tests.drakborgen.helpers import card, fresh, next_tile, on_top, playing, put, sq, stand, turn_of
from tests.drakborgen.test_ii_catacombs import below, way_up_now
from tests.drakborgen.test_ii_combat import _with_spellbook

II = {"expansion": "drakborgen-ii"}


def _pick(s, seat: int = 0) -> str:
    table = Table(s.game, state=s)
    return DrakborgenGreedy(s.game, seed=1).step(table.view(seat), table.sampler(seat)).text()


def _rich(s, h: int = 0, treasure: str = "klenod-ii-2500") -> None:
    k = card(s, TREASURES, treasure)
    s.decks[TREASURES].remove(k)
    s.items[h].append([TREASURES, k])


def _on_a_way_down(name: str, round_: int, tile: str = "room-nesw"):
    """Rohan (seat 0) with 2 500 gm on ``name``, a ``tile`` with a way down, round ``round_``;
    the board around him unexplored."""
    s = playing(2, **II)
    put(s, name, tile)
    mark_way_down(s, sq(s, name))
    stand(s, 0, name)
    turn_of(s, 0)
    s.round = round_
    _rich(s)
    return s


def test_the_catacombs_way_in_turns() -> None:
    """From g3 to the a1 tower: the arrow west (the longer leg, six squares), a way up in every
    32 / 5 UNDERJORDSKORT; he takes one once the pile is at least the leg less half that, so he
    holds about 6 - 3.2 + 6.4 cards (the Ascension Track stops at the west wall); the turn down,
    one card a turn, the climb, then two squares north at two turns each."""
    s = _on_a_way_down("g3", 14)
    assert abs(via_below(s, 0, s.game.tower_squares) - (2 + (6 - 3.2 + 6.4) + 2 * 2)) < 1e-9


def test_goes_down_when_the_board_leads_nowhere() -> None:
    """His way down room's only way on leads into a dead end (g4, open only towards him): on the
    board he could go on only by a secret door, so he would make for the chamber (home is out of
    reach); through the catacombs it is a few cards south: he goes down, the arrow south, rather
    than search."""
    s = _on_a_way_down("g3", 8, "nedgang-s")
    put(s, "g4", "room-s", 2)
    assert {a.text() for a in s.legal_actions()} >= {"move to=g4", "search", "descend dir=S"}
    assert _pick(s) == "descend dir=S"


def test_stays_on_the_board_when_home_is_near() -> None:
    """Two squares from home the board is quicker: no descent, he walks."""
    s = _on_a_way_down("a3", 14)
    assert "descend dir=N" in {a.text() for a in s.legal_actions()}
    assert not _pick(s).startswith("descend")


def test_below_goes_on_while_far_and_comes_up_near() -> None:
    """Below, a way up after one card with the goal eight squares along the arrow: on into the
    dark (the next way up, about six cards on, brings him nearer); with seven cards held, up."""
    s = playing(2, **II)
    _rich(s)
    below(s, 0, "i1", 3, "trappa")  # arrow on i1 pointing west: a1 eight squares on
    way_up_now(s, 0)
    turn_of(s, 0)
    s.pos[0] = -1
    assert _pick(s) == "delve"
    s2 = playing(2, **II)
    _rich(s2)
    below(s2, 0, "i1", 3, "gang", "gang", "gang", "gang", "gang", "gang", "trappa")
    way_up_now(s2, 0)
    turn_of(s2, 0)
    s2.pos[0] = -1
    assert _pick(s2) == "ascend"


def test_ring_of_ascension_used_once_the_pile_covers_the_leg() -> None:
    """The Ring of Ascension: not with one card and the goal eight squares on; with eight cards."""
    s = playing(2, **II)
    s.ring[0] = R_ASCENSION
    _rich(s)
    below(s, 0, "i1", 3, "gang")
    turn_of(s, 0)
    s.pos[0] = -1
    assert _pick(s) == "delve"
    s.cat.pile[0] += [s.cat.deck.pop() for _ in range(7)]
    assert _pick(s) == "lift"


def _reading(round_: int) -> object:
    """Rohan in the treasure chamber (g5) with the Spellbook and 2 500 gm, his turn just begun,
    the board unexplored: home is about ten squares off."""
    s = playing(2, **II)
    stand(s, 0, "g5", "g4", 0)
    _with_spellbook(s)
    _rich(s)
    turn_of(s, 0)
    s.round = round_
    assert "read" in {a.text() for a in s.legal_actions()}
    return s


def test_reads_the_spellbook_when_home_is_out_of_reach() -> None:
    """The Spellbook's 12 takes him out at once with his two best treasures; with the sun too low
    to walk home in time that beats the dragon's 1 in 6."""
    assert _pick(_reading(20)) == "read"


def test_leaves_the_spellbook_when_home_is_in_reach() -> None:
    """Early, with time to walk home, a 1 in 6 of death in the chamber is not worth the 1 in 12."""
    assert _pick(_reading(3)) != "read"


def test_rings_at_setup_in_order_with_the_expansion() -> None:
    """The first hero takes the Ring of Blinding, the next the Ring of Fortune (RING_ORDER_II)."""
    s = fresh(2, **II)
    seen = []
    while s.phase != "turn":
        if s.phase == RING:
            seen.append(_pick(s, s.hero))
            s.apply(seen[-1])
        else:
            s.apply(s.legal_actions()[0])
    assert seen == [f"ring ring={r}" for r in RING_ORDER_II[:2]]


def test_ring_of_rejection_sends_back_a_tile_that_holds_him() -> None:
    """A new trap room is sent back; a plain room with ways on is kept."""
    s = playing(2, **II)
    s.ring[0] = R_REJECTION
    next_tile(s, "trap-nesw" if "trap-nesw" in s.game.content.tile_id else
              next(t for t in s.game.content.tile_id if t.startswith("trap")))
    s.apply("move to=b1")
    assert s.phase == TILE and _pick(s) == "reject"
    s2 = playing(2, **II)
    s2.ring[0] = R_REJECTION
    next_tile(s2, "room-nesw")
    s2.apply("move to=b1")
    assert s2.phase == TILE and _pick(s2) == "accept"


def test_ring_of_seeking_on_a_search_keeps_the_most_gold() -> None:
    """A hero who would search searches with the Ring of Seeking, and keeps the jewel."""
    s = playing(2, **II)
    s.ring[0] = R_SEEKING
    put(s, "c3", "room-nesw")
    stand(s, 0, "c3")
    turn_of(s, 0)
    s.round = 3
    assert _pick(s) == "seek"
    on_top(s, SEARCHES, "falla", "guld-10", "smycke", "inget")
    s.apply("seek")
    assert _pick(s) == "pick slot=2"

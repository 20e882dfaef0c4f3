"""What Drakborgen II's four MAGISK RING cards do (rulebook "MAGISK RING": the rule of each is
on its card; the effects are from the reference addendum, rings 5-8, medium confidence). Each
ring works once a game (``state.ring_used``), as the base rings do.

- Ring of Rejection: a hero who has just drawn a new room tile for the square he moves into
  may reject it; another is drawn, and that one he must take (phase TILE). The rejected tile
  goes back into the bag (ruling D2-RING-REJECT).
- Ring of Fortune: a failed roll against an attribute is rolled again at once and the second
  result stands (:func:`.dice.test`; automatic, ruling D2-RING-FORTUNE).
- Ring of Seeking: a search draws four RUMSLETNINGSKORT; the hero keeps one, which acts, and
  the others go under the deck (action ``seek``, phase SEEKING).
- Ring of Ascension: a hero below may leave the catacombs on his turn instead of drawing an
  UNDERJORDSKORT, coming up by the Ascension Track as by a way up, with no climbing roll
  (action ``lift``, ruling D2-RING-ASCEND).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.board import square_name
from meeple.games.drakborgen.cards import KEPT, card_name, resolve
from meeple.games.drakborgen.catacombs import ascend
from meeple.games.drakborgen.content import DECK_TITLES, SEARCHES, TILE_NAMES
from meeple.games.drakborgen.decks import discard, draw, take
from meeple.games.drakborgen.flow import resume
from meeple.games.drakborgen.magic_rings import ACCEPT, REJECT, SEEK_CARDS
from meeple.games.drakborgen.movement import arrive, place
from meeple.games.drakborgen.phases import SEEKING

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState


# ---- the Ring of Rejection ---------------------------------------------------------------------

def legal_tile(s: DrakborgenState) -> list[Action]:
    return [ACCEPT, REJECT]


def apply_accept(s: DrakborgenState, a: Action) -> None:
    """Keep the tile: the hero steps onto it and it acts; the ring stays unused."""
    _step(s)


def apply_reject(s: DrakborgenState, a: Action) -> None:
    """Another tile from the bag for the square, placed the same way; the rejected one goes back
    into the bag at a random place (after the new one is drawn, so it cannot come again)."""
    ii = s.ii
    assert ii is not None
    h, tgt, _, d, _, _ = ii.ring_way
    old = s.tile[tgt]
    _lift_tile(s, tgt)
    s.ring_used[h] = True
    place(s, tgt, take(s, s.bag), d)
    s.bag.insert(int(s.rng.random() * (len(s.bag) + 1)), old)
    cols = s.game.content.cols
    s.emit(f"{s.game.hero_names[h]} rejects the {TILE_NAMES[s.game.content.tile_type[old]]} with the Ring of "
           f"Rejection and draws another for {square_name(tgt, cols)}: {TILE_NAMES[s.ttype[tgt]]}")
    _step(s)


def _lift_tile(s: DrakborgenState, sq: int) -> None:
    """Square ``sq`` unexplored again (the tile just placed there taken away)."""
    s.ttype[sq] = s.game.printed_type[sq]
    s.tile[sq] = -1
    s.rot[sq] = 0
    s.open_[sq] = s.game.printed_open[sq]
    s.doors[sq] = 0
    s.closed[sq] = 0
    if s.cat is not None and sq in s.cat.down:
        s.cat.down.remove(sq)


def _step(s: DrakborgenState) -> None:
    ii = s.ii
    assert ii is not None
    h, tgt, src, d, how, gate = ii.ring_way
    ii.ring_way = []
    arrive(s, h, (tgt, src, d), how, bool(gate), True)


# ---- the Ring of Seeking -----------------------------------------------------------------------

def apply_seek(s: DrakborgenState, a: Action) -> None:
    """Search with the Ring of Seeking: up to four RUMSLETNINGSKORT, drawn face up."""
    ii = s.ii
    assert ii is not None
    h = s.hero
    s.searches[h] += 1
    s.ring_used[h] = True
    drawn: list[int] = []
    while len(drawn) < SEEK_CARDS:
        k = draw(s, SEARCHES)
        if k < 0:
            break
        drawn.append(k)
    name = s.game.hero_names[h]
    if not drawn:
        s.emit(f"{name} uses the Ring of Seeking, but no {DECK_TITLES[SEARCHES]} are left to draw")
        resume(s)
        return
    s.emit(f"{name} searches with the Ring of Seeking and draws "
           + ", ".join(card_name(s, SEARCHES, k) for k in drawn) + ": one to keep")
    if len(drawn) == 1:
        _keep(s, h, drawn[0])
        return
    ii.seek = drawn
    s.phase = SEEKING


def legal_seeking(s: DrakborgenState) -> list[Action]:
    assert s.ii is not None
    return [Action("pick", slot=i) for i in range(len(s.ii.seek))]


def apply_pick(s: DrakborgenState, a: Action) -> None:
    """Keep the card in slot ``slot``; the others go under the deck, in the order drawn."""
    ii = s.ii
    assert ii is not None
    i = int(a["slot"])  # type: ignore[arg-type]
    drawn, ii.seek = ii.seek, []
    for j, k in enumerate(drawn):
        if j != i:
            discard(s, SEARCHES, k)
    _keep(s, s.hero, drawn[i])


def _keep(s: DrakborgenState, h: int, k: int) -> None:
    s.emit(f"{s.game.hero_names[h]} keeps {card_name(s, SEARCHES, k)}")
    if s.game.content.card_effect[SEARCHES][k] not in KEPT:
        discard(s, SEARCHES, k)
    resolve(s, h, SEARCHES, k)


# ---- the Ring of Ascension ---------------------------------------------------------------------

def apply_lift(s: DrakborgenState, a: Action) -> None:
    """Up out of the catacombs by the ring: no way up needed and no climbing roll; the Ascension
    Track says where (with the pile he holds), as for a way up."""
    cat = s.cat
    assert cat is not None
    h = s.hero
    s.ring_used[h] = True
    cat.way_up[h] = -1
    s.emit(f"{s.game.hero_names[h]} turns the Ring of Ascension and rises out of the catacombs")
    ascend(s, h)


MOVES = {"accept": apply_accept, "reject": apply_reject, "seek": apply_seek, "pick": apply_pick,
         "lift": apply_lift}
"""The rings' actions (the game's table, ``rules.II_MOVES``)."""

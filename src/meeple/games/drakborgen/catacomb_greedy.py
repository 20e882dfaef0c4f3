"""The greedy agent's choices in the catacombs, with the Spellbook and with the rings (Drakborgen
II; the base game never comes here).

A plain rule of thumb, on top of :mod:`.greedy`: the arrow points towards the hero's goal (home
once he carries gold, else the treasure chamber) along the longer leg of the way there; coming up
by ways down he takes the one nearest the goal; a new tile is turned to open most towards the
board and the goal.

- Going down of his own will: on a way down, he goes down when the catacombs reach his goal with
  a better chance of getting there in time and alive (:func:`.heuristics.in_time` times
  :func:`.heuristics.survival`) than the way on the board: below, one UNDERJORDSKORT a turn, a
  way up in every ``len(deck) / ways up`` cards, coming up about one square along the arrow per
  card held (the Ascension Track), the rest of the way on unexplored squares (:func:`via_below`).
- Below, he takes a way up once the pile has brought him as near his goal as going on would on
  average (the pile at least the arrow's leg less half the cards to the next way up), or when
  hurt or short of time; the Ring of Ascension once the pile covers the leg, or when time runs
  short.
- The Spellbook: read when the mean value of its T12 (:func:`read_value`) beats leaving it, the
  value being the chance of getting home in time and alive times what the gold is worth.
- Rings at setup: ``RING_ORDER_II``; the Ring of Rejection sends back a new tile he could not go
  on from or that holds him (a trap room, a well, debris, a web, a dark room); the Ring of
  Seeking on his searches, keeping the card with the most gold (else a potion, a secret door,
  nothing; a trap or a monster last).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import DRINK, SEARCH
from meeple.games.drakborgen.below import ARROW as ARROW_ACTIONS
from meeple.games.drakborgen.below import ASCEND, DELVE, READ, SIDES, catacomb_content, is_below
from meeple.games.drakborgen.board import opposite, parse_square, rotate_mask
from meeple.games.drakborgen.catacomb_content import U_WAY_UP
from meeple.games.drakborgen.content import (
    DARK,
    DEBRIS,
    E_AMBUSH,
    E_ITEM,
    E_MONSTER,
    E_SECRET_DOOR,
    E_TRAP,
    PIT,
    ROTATING,
    SEARCHES,
    TRAP,
    TREASURES,
    WEB,
)
from meeple.games.drakborgen.heuristics import in_time, survival
from meeple.games.drakborgen.magic_rings import ACCEPT, LIFT, R_ASCENSION, REJECT, SEEK, usable
from meeple.games.drakborgen.phases import ARROW, EMERGE, RING, SEEKING, TILE, TURN

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

READ_ABOVE_KP = 6
"""Without an outlook (:class:`Outlook`): the Spellbook's shock costs up to 6 KP, read it only
with more."""
SURFACE_STEP = 2.0
"""Turns an unexplored square costs on the board (as ``greedy.UNEXPLORED``)."""
DESCEND_MARGIN = 0.03
"""Going down must beat the board's chance by this much (the estimate is rough)."""
HURT_KP = 3
"""Below, a hero with this many KP or fewer takes the first way up."""
RING_ORDER_II = ("blinding", "fortune", "healing", "seeking", "warning", "rejection", "opening", "ascension")
"""The rings at setup with the expansion, best first: a monster beaten, a failed roll (a well, a
bridge, a portcullis) rolled again, KP back, a search four times as likely to find gold, a trap."""
HOLDS = (TRAP, PIT, DEBRIS, WEB, DARK)
"""New tiles the Ring of Rejection sends back: a trap springs, a well or debris to cross, a web
to tear, the dark to grope through."""


class Outlook(Protocol):
    """What the greedy agent tells these rules about the way on the board (:mod:`.greedy`)."""

    def heading(self, s: DrakborgenState, h: int) -> tuple[bool, float]:
        """Whether hero ``h`` heads home (else for the chamber), and the turns of his way there."""
        ...

    def home_turns(self, s: DrakborgenState, h: int) -> float:
        """The turns of hero ``h``'s way home on the board."""
        ...

    def worth(self, s: DrakborgenState, h: int, gold: float) -> float:
        """What getting out with ``gold`` gm is worth to hero ``h``, in [0, 1]."""
        ...


def _goal(s: DrakborgenState, h: int) -> tuple[int, ...]:
    return s.game.tower_squares if s.gold(h) > 0 else tuple(sq for sq, _ in s.game.content.chamber)


def _goals(s: DrakborgenState, home: bool) -> tuple[int, ...]:
    return s.game.tower_squares if home else tuple(sq for sq, _ in s.game.content.chamber)


def _offset(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> tuple[int, int]:
    """Rows and columns from ``sq`` to the nearest of ``goals``."""
    cols = s.game.content.cols
    r, c = divmod(sq, cols)
    g = min(goals, key=lambda g: abs(g // cols - r) + abs(g % cols - c))
    return g // cols - r, g % cols - c


def toward(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> int:
    """The side (N, E, S, W) of the longer leg from ``sq`` to the nearest goal."""
    dr, dc = _offset(s, sq, goals)
    if abs(dr) >= abs(dc) and dr:
        return 0 if dr < 0 else 2
    return 1 if dc >= 0 else 3


def _distance(s: DrakborgenState, sq: int, goals: tuple[int, ...]) -> int:
    dr, dc = _offset(s, sq, goals)
    return abs(dr) + abs(dc)


def _legs(s: DrakborgenState, sq: int, side: int, goals: tuple[int, ...]) -> tuple[int, int, bool]:
    """Squares from ``sq`` along ``side`` (0 if behind) and across it to the nearest goal ahead
    (one behind only if none is ahead), and whether that goal lies against the outer wall on
    that side (a tower: the Ascension Track stops at the wall, so a longer pile costs nothing)."""
    rows, cols = s.game.content.rows, s.game.content.cols
    r, c = divmod(sq, cols)

    def legs(g: int) -> tuple[int, int]:
        dr, dc = g // cols - r, g % cols - c
        return (-dr, dc, dr, -dc)[side], abs(dc) if side in (0, 2) else abs(dr)

    g = min(goals, key=lambda g: (legs(g)[0] < 0, abs(legs(g)[0]) + legs(g)[1]))
    along, across = legs(g)
    gr, gc = divmod(g, cols)
    walled = (gr == 0, gc == cols - 1, gr == rows - 1, gc == 0)[side]
    return max(0, along), across, walled


def _short(leg: int, pile: float, walled: bool) -> float:
    """Squares the pile leaves to go along the arrow (past the goal too, unless walled)."""
    return max(0.0, leg - pile) if walled else abs(leg - pile)


def way_up_gap(s: DrakborgenState) -> float:
    """UNDERJORDSKORT drawn, on average, for one way up: the deck's cards per way up in it."""
    cat = s.cat
    assert cat is not None
    effect = catacomb_content(s.game).under_effect
    ups = sum(1 for k in cat.deck if effect[k] == U_WAY_UP)
    return len(cat.deck) / ups if ups else float("inf")


def via_below(s: DrakborgenState, h: int, goals: tuple[int, ...]) -> float:
    """The turns from hero ``h``'s square to ``goals`` through the catacombs: the turn going down,
    one card a turn until he takes a way up (:func:`_up_now`: the pile about the leg less half a
    way up's cards, then a way up in ``way_up_gap`` cards; with the Ring of Ascension the leg
    itself), the climb, and from where the pile brings him (one square along the arrow a card)
    the rest over unexplored squares."""
    leg, across, walled = _legs(s, s.pos[h], toward(s, s.pos[h], goals), goals)
    gap = way_up_gap(s)
    if usable(s, h, R_ASCENSION):
        pile = float(max(1, leg))
    elif gap == float("inf"):
        return gap
    else:
        pile = max(0.0, leg - gap / 2) + gap
    return 2 + pile + (across + _short(leg, pile, walled)) * SURFACE_STEP


def _reach(s: DrakborgenState, h: int, turns: float) -> float:
    left = s.game.content.sun_rounds - s.round + 1
    return in_time(turns, left) * survival(turns, s.kp[h])


def choose(s: DrakborgenState, legal: list[Action], agent: Outlook | None = None) -> Action | None:
    """The greedy's action in a catacomb, Spellbook or ring decision, or None when it is not one
    (the base greedy then decides). ``agent`` gives the board's way (the voluntary descent and
    the Spellbook's value need it)."""
    cat = s.cat
    if cat is None:
        return None
    phase = s.phase
    if phase == ARROW:
        h = cat.chooser
        return ARROW_ACTIONS[toward(s, s.pos[h], _goal(s, h))]
    if phase == EMERGE:
        h = cat.chooser
        goals = _goal(s, h)
        if cat.em_choices:
            rows, cols = s.game.content.rows, s.game.content.cols
            return min(legal, key=lambda a: _distance(s, parse_square(str(a["to"]), rows, cols), goals))
        return max(legal, key=lambda a: _open_score(s, cat.em_sq, cat.em_tile, int(a["rot"]), goals))  # type: ignore[arg-type]
    if phase == RING:
        offered = {str(a["ring"]): a for a in legal}
        return next(offered[r] for r in RING_ORDER_II if r in offered)
    if phase == TILE:
        return REJECT if holds(s) else ACCEPT
    if phase == SEEKING:
        ii = s.ii
        assert ii is not None
        return max(legal, key=lambda a: _find_score(s, ii.seek[int(a["slot"])]))  # type: ignore[arg-type]
    if phase != TURN:
        return None
    h = s.hero
    if is_below(s, h):
        return _below(s, h, legal)
    if READ in legal and (read_value(s, h, agent) if agent is not None
                          else not s.in_chamber(h) and s.kp[h] > READ_ABOVE_KP):
        return READ
    if legal and all(a.kind == "descend" for a in legal):  # come up into a hopeless spot
        return next(a for a in legal if a["dir"] == SIDES[toward(s, s.pos[h], _goal(s, h))])
    downs = [a for a in legal if a.kind == "descend"]
    if downs and agent is not None:
        home, board = agent.heading(s, h)
        goals = _goals(s, home)
        if _reach(s, h, via_below(s, h, goals)) > _reach(s, h, board) + DESCEND_MARGIN:
            side = SIDES[toward(s, s.pos[h], goals)]
            return next((a for a in downs if a["dir"] == side), downs[0])
    return None


def refine(choice: Action, legal: list[Action]) -> Action:
    """The base greedy's ``choice`` with the rings: a search with the Ring of Seeking."""
    if choice == SEARCH and SEEK in legal:
        return SEEK
    return choice


def _below(s: DrakborgenState, h: int, legal: list[Action]) -> Action:
    """On in the dark, or up (:func:`_up_now`); the potion when badly hurt."""
    top = s.game.content.hero_kp[s.game.hero_ids[h]]
    if DRINK in legal and s.kp[h] <= top - 4:
        return DRINK
    if ASCEND in legal and _up_now(s, h, way_up_gap(s) / 2):
        return ASCEND
    if LIFT in legal and _up_now(s, h, 0.0):
        return LIFT
    return DELVE if DELVE in legal else legal[0]


def _up_now(s: DrakborgenState, h: int, slack: float) -> bool:
    """Whether hero ``h`` comes up now: his pile covers the arrow's leg to his goal less
    ``slack`` cards, or he is badly hurt, or the sun leaves no time to go on (one more card, then
    the way from where the pile brings him)."""
    cat = s.cat
    assert cat is not None
    goals = _goal(s, h)
    leg, across, walled = _legs(s, cat.arrow[h], cat.arrow_dir[h], goals)
    pile = len(cat.pile[h])
    left = s.game.content.sun_rounds - s.round + 1
    rest = 1 + (across + _short(leg, pile, walled)) * SURFACE_STEP
    return pile >= leg - slack or s.kp[h] <= HURT_KP or left <= rest + 2


def read_value(s: DrakborgenState, h: int, agent: Outlook) -> bool:
    """Whether reading the Spellbook beats leaving it unread: the mean over its T12 of the value
    of getting home (in time, alive, times the gold's worth) against that value now. 1-2 the
    dragon (death in the chamber, nothing to him elsewhere), 3-4 T6 KP, 5-10 nothing for him
    (the better chamber draws not counted), 11 all KP back, 12 out at once with his two best
    treasures."""
    content = s.game.content
    kp, top = s.kp[h], content.hero_kp[s.game.hero_ids[h]]
    t = agent.home_turns(s, h)
    left = content.sun_rounds - s.round + 1
    worth = agent.worth(s, h, s.gold(h))

    def home(k: int) -> float:
        return in_time(t, left) * survival(t, k) * worth if k > 0 else 0.0

    now = home(kp)
    dragon = 0.0 if s.in_chamber(h) else now
    shock = sum(home(kp - d) for d in range(1, 7)) / 6
    out = agent.worth(s, h, sum(_best_two(s, h)))
    value = (2 * dragon + 2 * shock + 6 * now + home(top) + out) / 12
    return value > now


def _best_two(s: DrakborgenState, h: int) -> list[int]:
    """The gold of hero ``h``'s two most valuable treasures (the Spellbook's 12 keeps them)."""
    content = s.game.content
    golds = [content.card_gold[d][k] for d, k in s.items[h]]
    golds += [content.card_gold[TREASURES][k] for k in s.loot[h]]
    if s.cat is not None:
        golds += [catacomb_content(s.game).under_gold[k] for k in s.cat.kept[h]]
    return sorted(golds, reverse=True)[:2]


def holds(s: DrakborgenState) -> bool:
    """Whether the new tile of the Ring of Rejection's pending move is one to send back: it holds
    him (``HOLDS``) or leads nowhere but back."""
    ii = s.ii
    assert ii is not None
    _, tgt, _, d, _, _ = ii.ring_way
    if s.ttype[tgt] in HOLDS:
        return True
    entry = opposite(d)
    nb = s.game.nb[tgt]
    return not any(s.open_[tgt] >> side & 1 and nb[side] >= 0 for side in range(4) if side != entry)


def _find_score(s: DrakborgenState, k: int) -> tuple[int, int]:
    """How good RUMSLETNINGSKORT ``k`` is to keep: its gold, then a potion, a secret door,
    anything harmless, a trap or a monster last."""
    content = s.game.content
    effect = content.card_effect[SEARCHES][k]
    rank = {E_ITEM: 3, E_SECRET_DOOR: 2, E_TRAP: 0, E_MONSTER: 0, E_AMBUSH: 0}.get(effect, 1)
    return content.card_gold[SEARCHES][k], rank


def _open_score(s: DrakborgenState, sq: int, k: int, rot: int, goals: tuple[int, ...]) -> int:
    """How well tile ``k`` turned ``rot`` on ``sq`` leads on: its openings onto the board, twice
    for the one towards the goal (a rotating room turns half round as he comes in)."""
    content = s.game.content
    mask = content.tile_open[k][rot]
    if content.tile_type[k] == ROTATING:
        mask = rotate_mask(mask, 2)
    best = toward(s, sq, goals)
    nb = s.game.nb[sq]
    return sum((2 if d == best else 1) for d in range(4) if mask >> d & 1 and nb[d] >= 0)

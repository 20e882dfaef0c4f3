"""What the catacombs add to a position (Drakborgen II, rulebook "The Catacombs"), and the
queries the base rules ask of it. No rule here draws a card or rolls a die: those are in
:mod:`.catacombs`, which imports this module (this one imports no rule module, so the base
rules may ask it).

A hero in the catacombs has no square (``pos`` -1): his figure is off the board and his
direction arrow lies on the square he went down from, pointing the way he goes (rulebook
"Keeping track of directions"). His UNDERJORDSKORT lie in a pile by his base until he comes up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import DRINK, HEAL
from meeple.games.drakborgen.board import mask_text, square_name
from meeple.games.drakborgen.catacomb_content import CatacombContent, load_catacomb_content
from meeple.games.drakborgen.content import FLOOR, R_HEALING, SKELETT, TILE_NAMES, TREASURES
from meeple.games.drakborgen.expansion import E_SPELLBOOK
from meeple.games.drakborgen.magic_rings import LIFT, R_ASCENSION
from meeple.games.drakborgen.phases import ARROW as ARROW_PHASE
from meeple.games.drakborgen.phases import TURN

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

EXPANSION = "drakborgen-ii"
"""The value of the game's ``expansion`` option that plays Drakborgen II."""

SIDES = "NESW"
DELVE = Action("delve")  # go on in the dark: the next UNDERJORDSKORT
ASCEND = Action("ascend")  # climb the way up found by the last UNDERJORDSKORT
CLIMB = Action("climb")  # after a fall: climb back up instead of going on below
READ = Action("read")  # read from the Spellbook of Ishanti
DESCEND = tuple(Action("descend", dir=d) for d in SIDES)  # take the way down, the arrow pointing dir
ARROW = tuple(Action("arrow", dir=d) for d in SIDES)  # set the arrow after an involuntary descent
ORIENT = tuple(Action("orient", rot=r) for r in range(4))  # turn the tile drawn on coming up


def expansion_on(game: Any) -> bool:
    """Whether ``game`` plays Drakborgen II (its ``expansion`` option)."""
    return getattr(game.options, "expansion", None) == EXPANSION


class Catacombs:
    """The catacomb part of a position.

    Per hero (lists by seat): ``below`` (in the catacombs), ``arrow`` (square of his arrow, -1)
    and ``arrow_dir`` (side 0-3 it points, -1), ``pile`` (the UNDERJORDSKORT kinds drawn since he
    went down, in order), ``kept`` (catacomb treasures he brought up), ``way_up`` (the kind of
    the way up his last card showed, usable on his next turn only, -1), ``came_up`` (the square
    he came up onto, -1), ``unarmed`` (he has no STRIDSKORT: unarmed combat), ``perceptive``
    (the Spellbook's 10: four SKATTKORT, two kept).
    Shared: ``deck`` (the UNDERJORDSKORT, top at the end, order hidden), ``down`` (squares
    holding a way down, sorted), ``chooser`` (the seat deciding in the arrow or emerge phase),
    ``climbable`` (the arrow decision offers climbing back up), ``em_sq`` / ``em_tile`` (the
    square a hero comes up onto and the tile drawn for it, -1), ``em_choices`` (squares with a
    way down he may choose among), ``enc_who`` (the UNDERJORDSKORT kind of the monster met, -1:
    the encounter's own type).
    """

    __slots__ = ("below", "arrow", "arrow_dir", "pile", "kept", "way_up", "came_up", "unarmed", "perceptive",
                 "deck", "down", "chooser", "climbable", "em_sq", "em_tile", "em_choices", "enc_who")
    _PER_HERO = ("below", "arrow", "arrow_dir", "way_up", "came_up", "unarmed", "perceptive")
    _NESTED = ("pile", "kept")
    _LISTS = ("deck", "down", "em_choices")
    _SCALARS = ("chooser", "climbable", "em_sq", "em_tile", "enc_who")

    def __init__(self, n: int, deck: list[int]) -> None:
        self.below = [False] * n
        self.arrow = [-1] * n
        self.arrow_dir = [-1] * n
        self.pile: list[list[int]] = [[] for _ in range(n)]
        self.kept: list[list[int]] = [[] for _ in range(n)]
        self.way_up = [-1] * n
        self.came_up = [-1] * n
        self.unarmed = [False] * n
        self.perceptive = [False] * n
        self.deck = list(deck)
        self.down: list[int] = []
        self.chooser = -1
        self.climbable = False
        self.em_sq = -1
        self.em_tile = -1
        self.em_choices: list[int] = []
        self.enc_who = -1

    def clone(self) -> Catacombs:
        c = Catacombs.__new__(Catacombs)
        for f in (*self._PER_HERO, *self._LISTS):
            setattr(c, f, list(getattr(self, f)))
        for f in self._NESTED:
            setattr(c, f, [list(x) for x in getattr(self, f)])
        for f in self._SCALARS:
            setattr(c, f, getattr(self, f))
        return c

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {f: list(getattr(self, f)) for f in (*self._PER_HERO, *self._LISTS)}
        for f in self._NESTED:
            data[f] = [list(x) for x in getattr(self, f)]
        for f in self._SCALARS:
            data[f] = getattr(self, f)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any], n: int) -> Catacombs:
        """Raises KeyError/TypeError/ValueError on a malformed record (the State turns them into
        a RecordError)."""
        c = cls(n, [])
        for f in (*cls._PER_HERO, *cls._LISTS):
            if f in data:
                setattr(c, f, list(data[f]))
        for f in cls._NESTED:
            if f in data:
                setattr(c, f, [[int(k) for k in x] for x in data[f]])
        for f in cls._SCALARS:
            if f in data:
                setattr(c, f, data[f])
        for f in (*cls._PER_HERO, *cls._NESTED):
            if len(getattr(c, f)) != n:
                raise ValueError(f"catacombs {f!r} needs {n} entries, one per hero")
        return c


def catacomb_content(game: Any) -> CatacombContent:
    """The expansion's catacomb content for ``game`` (from its ``data_dir``), loaded on the first
    ask and then held on the game: the hot paths ask it at every step below, and the load resolves
    the folder's path (file system calls) before its cache."""
    try:
        return game._catacomb_content
    except AttributeError:
        cc = game._catacomb_content = load_catacomb_content(game.options.data_dir)
        return cc


UNDEAD = frozenset((SKELETT,))
"""Monster types that are odöd (undead): the skeleton. The rulebook's Rash-Kharg example rests
on it: fighting as a skeleton does not make Rash-Kharg undead."""


def encounter_name(s: DrakborgenState) -> str | None:
    """The name of a monster met that fights as another type (Rash-Kharg), else None: the
    encounter's type names it."""
    cat = s.cat
    if cat is None or cat.enc_who < 0:
        return None
    return catacomb_content(s.game).under_name[cat.enc_who]


def encounter_undead(s: DrakborgenState) -> bool:
    """Whether the monster met is undead (odöd): its own classification, not that of the type
    it fights as (rulebook "Monsters without STRIDSKORT")."""
    cat = s.cat
    if cat is not None and cat.enc_who >= 0:
        return catacomb_content(s.game).under_undead[cat.enc_who]
    return s.enc_m in UNDEAD


def down_again(s: DrakborgenState, h: int) -> None:
    """Hero ``h`` flees back down into the catacombs from the square he came up onto: he sets a
    new arrow there, with an empty pile (rulebook "Ascend onto a faceup room tile")."""
    cat = s.cat
    assert cat is not None
    s.emit(f"{s.game.hero_names[h]} flees back down into the catacombs")
    cat.chooser = h
    cat.climbable = False
    s.phase = ARROW_PHASE


def is_below(s: DrakborgenState, h: int) -> bool:
    """Hero ``h`` is in the catacombs (alive: a dead hero's pile and arrow are out of play)."""
    cat = s.cat
    return cat is not None and cat.below[h] and s.status[h] == 0


def way_down(s: DrakborgenState, sq: int) -> bool:
    """Whether ``sq`` holds a way down (a nedgång): a room tile that says so and that no floor
    tile covers, or a way down marked there (:func:`mark_way_down`: a floor tile, a card)."""
    cat = s.cat
    if cat is None:
        return False
    if sq in cat.down:
        return True
    k = s.tile[sq]
    marks = getattr(s.game.content, "tile_way_down", None)
    return k >= 0 and marks is not None and marks[k] and s.ttype[sq] != FLOOR


def mark_way_down(s: DrakborgenState, sq: int) -> None:
    """A way down now lies on ``sq`` (a tile or floor tile placed there says so); it stays for
    the rest of the game (rulebook "New classifications": nedgång)."""
    cat = s.cat
    if cat is not None and sq not in cat.down:
        cat.down.append(sq)
        cat.down.sort()


def flee_down(s: DrakborgenState, h: int) -> bool:
    """A hero who came up onto this square and has not left it yet can flee only back down
    (rulebook "Ascend onto a faceup room tile": the only way is back into the catacombs)."""
    cat = s.cat
    return (cat is not None and not cat.below[h] and s.pos[h] >= 0 and cat.came_up[h] == s.pos[h]
            and s.prev[h] < 0)


def below_actions(s: DrakborgenState) -> list[Action]:
    """The turn of a hero in the catacombs: on into the dark (the next UNDERJORDSKORT) or up
    the way up his last card showed; the potion or the Ring of Healing when hurt (rulebook
    "Movement in the catacombs", "Ascend from the catacombs"); the Ring of Ascension's way out."""
    h = s.hero
    cat = s.cat
    assert cat is not None
    acts = [DELVE]
    if cat.way_up[h] >= 0:
        acts.append(ASCEND)
    if s.ring[h] == R_ASCENSION and not s.ring_used[h] and cat.pile[h]:  # usable; the Ascension Track reads a card
        acts.append(LIFT)
    if s.kp[h] < s.game.top_kp[h]:  # heal_actions' own first test: none at full KP
        acts += heal_actions(s, h)
    return acts


def heal_actions(s: DrakborgenState, h: int) -> list[Action]:
    """The ways hero ``h`` may get KP back in his turn, on the board or below: DRINK with a
    potion held, HEAL with an unused Ring of Healing; none while he has his full KP. Here
    rather than in :mod:`ways` so that both it and this module's catacomb turn can use it."""
    if s.kp[h] >= s.game.top_kp[h]:
        return []
    acts: list[Action] = []
    if s.items[h] and s.potion(h) >= 0:
        acts.append(DRINK)
    if s.ring[h] == R_HEALING and not s.ring_used[h]:
        acts.append(HEAL)
    return acts


def held(s: DrakborgenState, h: int) -> int:
    """Index in ``loot[h]`` of a Spellbook of Ishanti that hero ``h`` holds, -1 none."""
    if s.cat is None:
        return -1
    effect = s.game.content.card_effect[TREASURES]
    for i, k in enumerate(s.loot[h]):
        if effect[k] == E_SPELLBOOK:
            return i
    return -1


def can_read(s: DrakborgenState) -> bool:
    """The hero whose turn it is holds the Spellbook (found before this turn) and has done
    nothing yet this turn: he may read from it (rulebook "The Spellbook Table")."""
    h = s.hero
    return s.phase == TURN and not s.free and s.trail == [s.pos[h]] and held(s, h) >= 0


def hopeless_redescent(s: DrakborgenState, h: int) -> list[Action]:
    """A hero who came up into a hopeless spot (no way on at all) may go down again there,
    without a roll (rulebook "Ascend from the catacombs"): the four arrow directions."""
    cat = s.cat
    if cat is None or cat.below[h] or s.pos[h] < 0 or cat.came_up[h] != s.pos[h] or s.prev[h] >= 0:
        return []
    return list(DESCEND)




def observation(s: DrakborgenState) -> dict[str, Any]:
    """The public catacomb state (ruling D2-CATACOMB-PUBLIC): per hero whether he is below, his
    arrow (square and direction), the UNDERJORDSKORT in his pile, the way up he may take, the
    catacomb treasure he brought up; the deck's size; the ways down; a pending emergence (the
    square, the tile drawn for it and its openings for each way it can be turned)."""
    cat = s.cat
    assert cat is not None
    game = s.game
    cc = catacomb_content(game)
    cols = game.content.cols
    heroes = []
    for h in range(game.num_players):
        shown = cat.arrow[h] >= 0 and s.status[h] == 0  # a dead hero's arrow is gone (ruling D2-DEAD-BELOW)
        heroes.append({
            "below": cat.below[h] and s.status[h] == 0,
            "arrow": square_name(cat.arrow[h], cols) if shown else None,
            "arrow_dir": SIDES[cat.arrow_dir[h]] if shown else None,
            "cards": [cc.under_english[k] for k in cat.pile[h]],
            "way_up": cc.under_english[cat.way_up[h]] if cat.way_up[h] >= 0 else None,
            "kept": [f"{cc.under_english[k]} ({cc.under_gold[k]} gm)" for k in cat.kept[h]],
            "unarmed": cat.unarmed[h],
            "spellbook": held(s, h) >= 0,
            "perceptive": cat.perceptive[h],
        })
    return {
        "heroes": heroes,
        "deck": len(cat.deck),
        "ways_down": [square_name(q, cols) for q in cat.down],
        "emerging": square_name(cat.em_sq, cols) if cat.em_sq >= 0 else None,
        "emerge_tile": None if cat.em_tile < 0 else {
            "type": TILE_NAMES[game.content.tile_type[cat.em_tile]],
            "open": [mask_text(game.content.tile_open[cat.em_tile][r]) for r in range(4)]},
        "emerge_choices": [square_name(q, cols) for q in cat.em_choices],
        "monster": cc.under_name[cat.enc_who] if cat.enc_who >= 0 else None,
        "chooser": cat.chooser,
        "climbable": cat.climbable,
    }

"""What Drakborgen II's floor tiles, teleportation and amulets add to a position (``state.ii``;
``None`` in the base game, so the base position, its JSON and its digest stay as they were).
The catacombs keep their own part (``state.cat``, :mod:`.below`).

No rule here: the rules are in :mod:`.floor_tiles`, :mod:`.teleport`, :mod:`.amulets`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.rng import shuffle_as_random
from meeple.games.drakborgen.heroes_ii.state import HeroesState

if TYPE_CHECKING:
    from meeple.games.drakborgen.game import DrakborgenGame


class IIState:
    """Per square: ``floor`` (index of the floor tile lying there, -1). Shared: ``floors``
    (floor tiles still in the box), ``drew_room`` (a RUMSKORT was drawn this turn: a hero
    teleported now draws none), ``amulets`` (the AMULETTKORT deck, top at the end, order
    hidden from all). Per hero: ``amulet`` (the AMULETTKORT he wears, -1), ``known`` (its
    effect has been read out: public), ``src`` (the (deck, card) items that gave it: the card
    and the amulet count as one item). A pending choice: ``pending`` (the AMULETTKORT drawn
    for the finder, who wears or throws it; -1), ``pending_src`` (the card that gave it),
    ``choices`` (three AMULETTKORT drawn for a repaired amulet, public), ``tele`` (a teleported
    hero's new square whose fresh tile he turns, -1) and ``tele_tile`` (that tile); the rings'
    ``ring_way`` and ``seek`` (:mod:`.ring_effects`)."""

    __slots__ = ("floor", "floors", "drew_room", "amulets", "amulet", "known", "src", "pending", "pending_src",
                 "choices", "tele", "tele_tile", "heroes", "ring_way", "seek")
    _LISTS = ("floor", "amulets", "amulet", "known", "pending_src", "choices", "ring_way", "seek")
    _SCALARS = ("floors", "drew_room", "pending", "tele", "tele_tile")

    def __init__(self, game: DrakborgenGame) -> None:
        content = game.content
        n = game.num_players
        self.floor = [-1] * (content.rows * content.cols)
        self.floors = len(content.floor_tiles)
        self.drew_room = False
        self.amulets = list(content.amulet_deck)
        self.amulet = [-1] * n
        self.known = [False] * n
        self.src: list[list[list[int]]] = [[] for _ in range(n)]
        self.pending = -1
        self.pending_src: list[int] = []
        self.choices: list[int] = []
        self.tele = -1
        self.tele_tile = -1
        self.ring_way: list[int] = []
        """The Ring of Rejection's pending move: hero, square, from, side, how, through a gate."""
        self.seek: list[int] = []
        """The RUMSLETNINGSKORT drawn with the Ring of Seeking, one to keep (public)."""
        self.heroes = HeroesState(game.hero_ids)
        """The new heroes' meters (:mod:`.heroes_ii.state`)."""

    def clone(self) -> IIState:
        c = IIState.__new__(IIState)
        for f in self._LISTS:
            setattr(c, f, list(getattr(self, f)))
        for f in self._SCALARS:
            setattr(c, f, getattr(self, f))
        c.src = [[list(x) for x in hs] for hs in self.src]
        c.heroes = self.heroes.clone()
        return c

    def shuffle(self, rng: random.Random) -> None:
        shuffle_as_random(self.amulets, rng)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {f: list(getattr(self, f)) for f in self._LISTS}
        data.update({f: getattr(self, f) for f in self._SCALARS})
        data["src"] = [[list(x) for x in hs] for hs in self.src]
        data["heroes"] = self.heroes.to_json()
        return data

    def load(self, data: dict[str, Any]) -> None:
        """The fields ``data`` gives (a hand-made position may leave some out). Raises
        KeyError/TypeError/ValueError on a malformed one (the state makes it a RecordError)."""
        n = len(self.amulet)
        for f in self._LISTS:
            if f in data:
                setattr(self, f, [int(x) if not isinstance(x, bool) else x for x in data[f]])
        for f in self._SCALARS:
            if f in data:
                setattr(self, f, data[f])
        if "heroes" in data:
            self.heroes.load(data["heroes"])
        if "src" in data:
            self.src = [[[int(d), int(k)] for d, k in hs] for hs in data["src"]]
        if len(self.amulet) != n or len(self.known) != n or len(self.src) != n:
            raise ValueError(f"'ii' amulet, known and src need {n} entries, one per hero")

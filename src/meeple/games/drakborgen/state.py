"""The position: the board as explored, the heroes, the decks and the pending decision.

Squares are ``row * cols + col``; ``ttype[sq]`` is the tile type code (-1 unexplored, see
:mod:`.content`), ``tile[sq]`` the tile kind (-1 none or printed), ``rot[sq]`` its quarter turns,
``open_[sq]`` / ``doors[sq]`` / ``closed[sq]`` side masks on the board (openings, printed
doors, portcullises down). Heroes are indexed by seat. Decks are lists of card kinds, the top
at the end; the first ``known[d]`` cards at the bottom were discarded face up since the last
shuffle, so their order is public.

This module holds the data and what can be read off it; the rules live in the chapter modules
and are reached through ``self.game.MOVES`` / ``self.game.LEGAL`` (see ``rules.py``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action, JointAction
from meeple.core.errors import RecordError
from meeple.core.state import SIMULTANEOUS, TERMINAL, State
from meeple.games.drakborgen.below import Catacombs, catacomb_content, expansion_on
from meeple.games.drakborgen.below import observation as catacomb_observation
from meeple.games.drakborgen.board import mask_text, square_name
from meeple.games.drakborgen.content import (
    CHAMBER,
    DECK_TITLES,
    DECKS,
    DRAGONS,
    FLEE_REACTIONS,
    I_POTION,
    I_ROPE,
    MONSTER_NAMES,
    SEARCHES,
    TILE_NAMES,
    TOWER,
    WAIT_REACTIONS,
)
from meeple.games.drakborgen.actions import STRIKES
from meeple.games.drakborgen.amulet_triggers import determinize as amulet_determinize
from meeple.games.drakborgen.amulet_triggers import observation as amulet_observation
from meeple.games.drakborgen.heuristics import position_values
from meeple.games.drakborgen.ii_state import IIState
from meeple.games.drakborgen.magic_rings import ring_ids
from meeple.games.drakborgen.heroes_ii.state import public as hero_meters
from meeple.games.drakborgen.phases import ARROW, COMBAT, EMERGE, II_PHASES, OVER, PHASES, SECRET
from meeple.games.drakborgen.phases import TURN

if TYPE_CHECKING:
    from meeple.games.drakborgen.game import DrakborgenGame

INSIDE, ESCAPED, DEAD = 0, 1, 2
STATUS = ("inside", "escaped", "dead")

_BOARD = ("ttype", "tile", "rot", "open_", "doors", "closed")
_HEROES = ("pos", "prev", "side", "kp", "status", "ring", "ring_used", "torch", "pit", "skip", "secret",
           "searches", "hard", "start", "cause")
_NESTED = ("items", "loot", "decks", "enc_seen")
_LISTS = ("known", "bag", "escapes", "dragon_queue", "trail")
_SCALARS = ("round", "first", "turn_index", "hero", "phase", "free", "setup_index", "aside",
            "enc_m", "enc_card", "enc_dmg", "enc_ambush", "enc_wounded", "enc_shot", "enc_waited", "enc_escaping",
            "warn_deck", "warn_card", "in_dragon", "fleer", "fled")


class DrakborgenState(State):
    """One position. Per hero: ``pos`` (square, -1 off the board), ``prev`` (the square he
    came from, where a flight leads), ``side`` (the side of ``pos`` he entered by), ``kp``,
    ``status`` (INSIDE, ESCAPED, DEAD), ``items`` ((deck, card) pairs carried: potions,
    ropes, valuables), ``loot`` (SKATTKORT taken in the chamber), ``ring`` / ``ring_used``,
    ``torch`` (out), ``pit`` (in a trapdoor pit), ``skip`` (turns to miss), ``secret`` (square
    where he found a secret door), ``searches`` (in a row), ``hard`` (came in through a
    portcullis or a secret door: no fleeing), ``start`` (tower index), ``cause`` of death.
    ``trail``: the squares the hero whose turn it is has stood on this turn (a corridor's free
    move never leads back onto one).
    The encounter: ``enc_m`` (monster type, -1 none), ``enc_card`` (the MONSTERKORT, hidden
    from all but the monster player), ``enc_dmg`` (KP it has lost), ``enc_seen`` (the
    reactions read out so far), ``enc_wounded`` (the hero hit it in the last round),
    ``enc_escaping`` (he announced an escape for the coming round). ``fled``: the reaction the
    MONSTERKORT gave, read out aloud, when a flight ended the last encounter (``F_ESCAPE`` or
    ``F_BACKSTAB``; -1 none, or another encounter since): public once the card is put away."""

    __slots__ = (*_BOARD, *_HEROES, *_NESTED, *_LISTS, *_SCALARS, "cat", "ii", "unordered", "_hidden")

    game: DrakborgenGame

    def __init__(self, game: DrakborgenGame, rng: random.Random) -> None:
        self._init_core(game, rng)
        n = game.num_players
        squares = game.content.rows * game.content.cols
        self.ttype = list(game.printed_type)
        self.tile = [-1] * squares
        self.rot = [0] * squares
        self.open_ = list(game.printed_open)
        self.doors = [0] * squares
        self.closed = [0] * squares
        self.pos = [-1] * n
        self.prev = [-1] * n
        self.side = [-1] * n
        self.kp = [game.content.hero_kp[h] for h in game.hero_ids]
        self.status = [INSIDE] * n
        self.ring = [-1] * n
        self.ring_used = [False] * n
        self.torch = [False] * n
        self.pit = [False] * n
        self.skip = [0] * n
        self.secret = [-1] * n
        self.searches = [0] * n
        self.hard = [False] * n
        self.start = [-1] * n
        self.cause = [""] * n
        self.items: list[list[list[int]]] = [[] for _ in range(n)]
        self.loot: list[list[int]] = [[] for _ in range(n)]
        self.decks: list[list[int]] = [list(c) for c in game.content.deck_cards]
        self.enc_seen: list[list[int]] = []
        self.known = [0] * len(DECKS)
        self.bag = list(game.content.bag)
        self.escapes: list[int] = []
        self.dragon_queue: list[int] = []
        self.trail: list[int] = []
        self.round = 0
        self.first = 0
        self.turn_index = -1
        self.hero = 0
        self.phase = PHASES[0]
        self.free = False
        self.setup_index = 0
        self.aside = 0
        self.enc_m = -1
        self.enc_card = -1
        self.enc_dmg = 0
        self.enc_ambush = False
        self.enc_wounded = False
        self.enc_shot = False
        self.enc_waited = False
        self.enc_escaping = False
        self.warn_deck = -1
        self.warn_card = -1
        self.in_dragon = False
        self.fleer = -1
        self.fled = -1
        self.cat: Catacombs | None = (Catacombs(n, list(catacomb_content(game).under_cards))
                                      if expansion_on(game) else None)
        """Drakborgen II's catacombs (:mod:`.below`); None in the base game."""
        self.ii: IIState | None = IIState(game) if expansion_on(game) else None
        """Drakborgen II's floor tiles, teleportation and amulets (:mod:`.ii_state`); None in
        the base game."""
        self.unordered = 0
        """0, or a determinization's position: the hidden cards of the decks, the bag and the
        UNDERJORDSKORT have no order yet, and this odd 128-bit number is the state of the
        generator that draws them (:func:`.decks.take`, :meth:`_determinize`)."""
        self._hidden: tuple[Any, ...] | None = None  # see _hidden_in_order

    # ---- core API -------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == TURN:  # the commonest decision first (the phases below are other strings)
            if self.game.new_hero[self.hero]:  # Drakborgen II: a berserk who lost control (heroes_ii)
                c = self.game.HERO_CONTROL(self)
                if c >= 0:
                    return c
            return self.hero
        if phase == OVER:
            return TERMINAL
        if (phase == COMBAT or phase in SECRET) and len(self.pos) > 1:  # one entry per hero
            return SIMULTANEOUS
        if phase == "dragon":
            return self.fleer
        if phase == ARROW or phase == EMERGE:
            return self.cat.chooser  # type: ignore[union-attr]
        return self.hero

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def monster_seat(self, hero: int) -> int:
        """The monster player of ``hero``: the seat on his right, the previous seat (seats sit
        clockwise in seat order); -1 with one hero, when the game plays the monsters."""
        n = len(self.pos)
        return (hero - 1) % n if n > 1 else -1

    def scoring(self, seat: int) -> tuple[int, float]:
        """The monster player decides for the dungeon: his STRIDSKORT serves the opposite of the
        hero's return, whatever his own standing (issue 9, ruling D-INTEREST); so does the player
        on a berserk's right deciding his movement (ruling D2-HERO-BERSERK-CONTROL). Every other
        decision serves the seat's own hero."""
        if (self.phase == COMBAT or self.phase in SECRET) and seat != self.hero:
            return self.hero, -1.0
        if self.phase == TURN and seat != self.hero and seat == self.current_player:
            return self.hero, -1.0
        return seat, 1.0

    def simultaneous_seats(self) -> frozenset[int]:
        h, n = self.hero, len(self.pos)
        return frozenset((h, (h - 1) % n if n > 1 else -1))  # the hero and his monster player

    def legal_actions(self) -> list[Action]:
        return self.game.SEAT_LEGAL[self.phase](self)  # none at a simultaneous node (game.SEAT_LEGAL)

    def legal_actions_for(self, seat: int) -> list[Action]:
        """As :meth:`State.legal_actions_for`, with the simultaneous node's test read off the
        phase (one call where the core's asks ``current_player`` and ``simultaneous_seats``)."""
        phase = self.phase
        n = len(self.pos)
        if (phase == COMBAT or phase in SECRET) and n > 1:
            h = self.hero
            if seat == h or seat == (h - 1) % n:  # the hero and his monster player
                if phase == COMBAT and (seat != h or not self.game.new_hero[h]):
                    return list(STRIKES)  # combat.combat_legal's answer: the three STRIDSKORT
                return self.game.COMBAT_LEGAL(self, seat)
            return []
        if self.current_player == seat:
            return self.game.LEGAL[phase](self)
        return []

    def apply_legal(self, action: Action | JointAction) -> None:
        """As :meth:`State.apply_legal`, the game's rule called here (one call less a decision)."""
        if type(action) is JointAction:
            self.game.COMBAT_JOINT(self, action)
        else:
            self.game.MOVES[action.kind](self, action)
        self.history.append(action)

    def _simultaneous_legal(self, seat: int) -> list[Action]:
        return self.game.COMBAT_LEGAL(self, seat)

    def _apply(self, action: Action) -> None:
        self.game.MOVES[action.kind](self, action)

    def _apply_joint(self, joint: JointAction) -> None:
        self.game.COMBAT_JOINT(self, joint)

    def explain_illegal(self, action: Action) -> str:
        if self.current_player == SIMULTANEOUS:  # combat: hero and monster player choose in secret
            seats = sorted(self.simultaneous_seats())
            kinds = sorted({a.kind for s in seats for a in self._simultaneous_legal(s)})
            where = (f"the secret {self.phase} choice of players {' and '.join(map(str, seats))} "
                     f"(round {self.round})")
        else:
            kinds = sorted({a.kind for a in self.legal_actions()})
            where = f"the {self.phase} decision (round {self.round})"
        if not kinds:
            return f"{where} is not a decision of one seat"
        if action.kind not in kinds:
            return f"{where} takes {', '.join(kinds)} actions, not {action.kind!r}"
        return f"{where}: those parameters are not among the allowed ones"

    # ---- outcome ----------------------------------------------------------------------------
    def gold(self, h: int) -> int:
        """Gold (gm) that hero ``h`` carries: valuables found in rooms plus chamber treasure."""
        content = self.game.content
        g = sum(content.card_gold[d][k] for d, k in self.items[h])
        if self.cat is not None:
            gold = catacomb_content(self.game).under_gold
            g += sum(gold[k] for k in self.cat.kept[h])
        return g + sum(content.card_gold[6][k] for k in self.loot[h])

    def best_item(self, h: int) -> int:
        content = self.game.content
        values = [content.card_gold[d][k] for d, k in self.items[h]] + [content.card_gold[6][k] for k in self.loot[h]]
        if self.cat is not None:
            values += [catacomb_content(self.game).under_gold[k] for k in self.cat.kept[h]]
        return max(values, default=0)

    def winner(self) -> int:
        """The hero who got out with the most gold (more than 0 gm); ties go to the most
        valuable single treasure, then to the first one out (ruling D-WIN). -1: nobody."""
        best, key = -1, None
        for order, h in enumerate(self.escapes):
            g = self.gold(h)
            if g <= 0:
                continue
            k = (g, self.best_item(h), -order)
            if key is None or k > key:
                best, key = h, k
        return best

    def returns(self) -> list[float]:
        n = self.game.num_players
        if self.phase != OVER:
            return [0.0] * n
        w = self.winner()
        return [1.0 if h == w else -1.0 for h in range(n)]

    def evaluate(self) -> list[float]:
        if self.phase == OVER:
            return self.returns()
        return position_values(self)

    # ---- what can be read off ---------------------------------------------------------------
    def potion(self, h: int) -> int:
        """Index in ``items[h]`` of a potion, or -1."""
        item = self.game.content.card_item
        for i, (d, k) in enumerate(self.items[h]):
            if item[d][k] == I_POTION:
                return i
        return -1

    def has_rope(self, h: int) -> bool:
        item = self.game.content.card_item
        return any(item[d][k] == I_ROPE for d, k in self.items[h])

    def in_chamber(self, h: int) -> bool:
        return self.status[h] == INSIDE and self.pos[h] >= 0 and self.ttype[self.pos[h]] == CHAMBER

    # ---- copies -----------------------------------------------------------------------------
    def clone(self) -> DrakborgenState:
        c = self._copy()
        self._copy_core(c)
        return c

    def _copy(self, decks: list[list[int]] | None = None, bag: list[int] | None = None) -> DrakborgenState:
        """A copy of the game's own fields (not the core's): every list the rules change in
        place is copied. The (deck, card) pairs in ``items`` and the reactions in ``enc_seen``
        are only ever added or removed whole, never changed, so the copies share them. With
        ``decks`` and ``bag``, the copy gets copies of those instead of this position's."""
        c = DrakborgenState.__new__(DrakborgenState)
        copy = list.copy  # map(copy, ...) runs in C; a comprehension costs a frame in 3.11
        c.ttype = self.ttype[:]
        c.tile = self.tile[:]
        c.rot = self.rot[:]
        c.open_ = self.open_[:]
        c.doors = self.doors[:]
        c.closed = self.closed[:]
        c.pos = self.pos[:]
        c.prev = self.prev[:]
        c.side = self.side[:]
        c.kp = self.kp[:]
        c.status = self.status[:]
        c.ring = self.ring[:]
        c.ring_used = self.ring_used[:]
        c.torch = self.torch[:]
        c.pit = self.pit[:]
        c.skip = self.skip[:]
        c.secret = self.secret[:]
        c.searches = self.searches[:]
        c.hard = self.hard[:]
        c.start = self.start[:]
        c.cause = self.cause[:]
        c.items = list(map(copy, self.items))
        c.loot = list(map(copy, self.loot))
        c.decks = list(map(copy, self.decks if decks is None else decks))
        c.enc_seen = self.enc_seen[:]
        c.known = self.known[:]
        c.bag = self.bag[:] if bag is None else bag[:]
        c.escapes = self.escapes[:]
        c.dragon_queue = self.dragon_queue[:]
        c.trail = self.trail[:]
        c.round = self.round
        c.first = self.first
        c.turn_index = self.turn_index
        c.hero = self.hero
        c.phase = self.phase
        c.free = self.free
        c.setup_index = self.setup_index
        c.aside = self.aside
        c.enc_m = self.enc_m
        c.enc_card = self.enc_card
        c.enc_dmg = self.enc_dmg
        c.enc_ambush = self.enc_ambush
        c.enc_wounded = self.enc_wounded
        c.enc_shot = self.enc_shot
        c.enc_waited = self.enc_waited
        c.enc_escaping = self.enc_escaping
        c.warn_deck = self.warn_deck
        c.warn_card = self.warn_card
        c.in_dragon = self.in_dragon
        c.fleer = self.fleer
        c.fled = self.fled
        c.cat = self.cat.clone() if self.cat is not None else None
        c.ii = self.ii.clone() if self.ii is not None else None
        c.unordered = self.unordered
        c._hidden = None
        return c

    def observation(self, player: int | None) -> dict[str, Any]:
        """All that is public: the explored tiles with their openings, doors and portcullises,
        the heroes (KP, attributes, carried treasure, rings, conditions), the sun, deck and bag
        sizes, the dragon cards set aside, the encounter as far as it has been read out. The
        monster player of the hero in an encounter (``player`` = that seat) also sees the
        MONSTERKORT: the monster's KP and its reactions. The ``discards`` are the cards under
        each deck, face up, bottom first (read when drawn). Hidden from everyone: the order
        of the rest of the decks and the bag."""
        game = self.game
        content = game.content
        cols = content.cols
        tiles = []
        for sq, t in enumerate(self.ttype):
            if t < 0:
                continue
            entry = {"square": square_name(sq, cols), "type": "tower" if t == TOWER else
                     "chamber" if t == CHAMBER else TILE_NAMES[t], "open": mask_text(self.open_[sq])}
            if self.doors[sq]:
                entry["doors"] = mask_text(self.doors[sq])
            if self.closed[sq]:
                entry["portcullis"] = mask_text(self.closed[sq])
            k = self.tile[sq]
            if k >= 0 and content.tile_halves[k] is not None:
                entry["halves"] = [mask_text(m) for m in content.tile_halves[k][self.rot[sq]]]
            tiles.append(entry)
        heroes = []
        for h, hid in enumerate(game.hero_ids):
            rec = content.heroes[hid]
            pos = self.pos[h]
            heroes.append({
                "seat": h, "id": hid, "name": rec.name, "status": STATUS[self.status[h]],
                "square": square_name(pos, cols) if pos >= 0 else None,
                "came_from": square_name(self.prev[h], cols) if self.prev[h] >= 0 else None,
                "entered": "NESW"[self.side[h]] if self.side[h] >= 0 and pos >= 0 else None,
                "kp": self.kp[h], "max_kp": rec.KP, "SF": rec.SF, "VF": rec.VF, "RF": rec.RF, "TF": rec.TF,
                "special": rec.special, "crossbow": rec.crossbow,
                "gold": self.gold(h),
                "items": [content.card_english[d][k] + (f" ({content.card_gold[d][k]} gm)" if content.card_gold[d][k] else "")
                          for d, k in self.items[h]],
                "treasure": [content.card_gold[6][k] for k in self.loot[h]],
                "ring": ring_ids(self.game)[self.ring[h]] if self.ring[h] >= 0 else None, "ring_used": self.ring_used[h],
                "torch_out": self.torch[h], "in_pit": self.pit[h], "skip": self.skip[h],
                "secret_door": self.secret[h] >= 0 and self.secret[h] == pos, "searches": self.searches[h],
                "no_flight": self.hard[h], "tower": self.start[h], "cause": self.cause[h] or None,
            })
        enc: dict[str, Any] | None = None
        if self.enc_m >= 0:
            enc = {"monster": MONSTER_NAMES[self.enc_m], "ambush": self.enc_ambush, "kp_lost": self.enc_dmg,
                   "read": [["wait" if a == 0 else "flee", WAIT_REACTIONS[r] if a == 0 else FLEE_REACTIONS[r]]
                            for a, r in self.enc_seen],
                   "wounded_last_round": self.enc_wounded, "shot": self.enc_shot, "waited": self.enc_waited,
                   "escaping": self.enc_escaping,
                   "monster_player": self.monster_seat(self.hero)}
            if player is not None and player == self.monster_seat(self.hero) and self.enc_card >= 0:
                c, m = self.enc_card, self.enc_m
                enc["card"] = {"name": content.mon_name[c], "kp": content.mon_kp[c][m],
                               "wait": WAIT_REACTIONS[content.mon_wait[c][m]],
                               "flee": FLEE_REACTIONS[content.mon_flee[c][m]]}
        out = {
            "player": player,
            "phase": self.phase,
            "round": self.round,
            "sun_rounds": content.sun_rounds,
            "rows": content.rows,
            "cols": cols,
            "first": self.first,
            "hero": self.hero,
            "free_move": self.free,
            "current_player": self.current_player,
            "tiles": tiles,
            "heroes": heroes,
            "encounter": enc,
            "decks": {DECK_TITLES[d]: len(self.decks[d]) for d in range(len(DECKS))},
            "discards": {DECK_TITLES[d]: [content.card_english[d][k] for k in self.decks[d][:self.known[d]]]
                         for d in range(len(DECKS)) if d != DRAGONS},
            "dragon_cards_aside": self.aside,
            "bag": len(self.bag),
            "trap": content.card_english[self.warn_deck][self.warn_card] if self.warn_deck >= 0 else None,
            "fleeing": self.fleer if self.phase == "dragon" else None,
            "fled": FLEE_REACTIONS[self.fled] if self.fled >= 0 else None,
            "escaped": list(self.escapes),
            "winner": self.winner() if self.phase == OVER else None,
        }
        if self.cat is not None:
            out["catacombs"] = catacomb_observation(self)
            for hero, cat in zip(heroes, out["catacombs"]["heroes"]):
                hero["catacombs"] = cat
        if self.ii is not None:
            out.update(amulet_observation(self, player))
            for hero, amulet in zip(heroes, out["amulets"]):
                hero["amulet"] = amulet
            for hero, meters in zip(heroes, self.ii.heroes.meters):  # a new hero's meters (badge)
                hero["meters"] = hero_meters(meters, hero["id"])
            game.HERO_OBSERVE(self, player, heroes)  # Dzála's face-down tiles, their kinds to who drew them
            out["floor_tiles"] = {square_name(sq, cols): content.floor_tiles[i] for sq, i in enumerate(self.ii.floor) if i >= 0}
            if self.ii.seek:  # the Ring of Seeking's cards, drawn face up, one to keep
                out["seeking"] = [content.card_english[SEARCHES][k] for k in self.ii.seek]
        return out

    def _determinize(self, player: int, rng: random.Random) -> DrakborgenState:
        """Resample what ``player`` cannot see: the unknown top of every deck (the cards above
        the face-up discards), the DRAKKORT left, the bag, the UNDERJORDSKORT, the AMULETTKORT
        he has not seen, and the MONSTERKORT in play unless ``player`` is its monster player:
        drawn again among the cards that fit what was read out (the reactions seen, more KP
        than the monster has lost).

        The orders of the piles are left *unordered* (``unordered``, the seed of their own
        generator, drawn from ``rng``): their hidden cards are kept sorted, and every draw from
        them takes a uniformly random one (:func:`.decks.take`), the same as shuffling them
        now, at no cost now. So the sample depends on the information set alone."""
        decks, bag, under = self._hidden_in_order()
        c = self._copy(decks, bag)
        # History and events: the core's determinize replaces them (and the RNG).
        c._init_core(self.game, self._rng)
        c._rng_shared = self._rng_shared = True
        c.unordered = rng.getrandbits(128) | 1
        if c.cat is not None:  # the UNDERJORDSKORT deck: its order is never seen
            c.cat.deck = under[:]
        if c.ii is not None:  # the AMULETTKORT ``player`` has not seen (Drakborgen II)
            amulet_determinize(self, c, player, rng)
            self.game.HERO_DETERMINIZE(self, c, player, rng)  # the face-down tiles ``player`` did not draw
        if c.enc_card >= 0 and player != self.monster_seat(self.hero):
            content = self.game.content
            m = c.enc_m
            fits = [card for card in range(len(content.mon_kp)) if content.mon_kp[card][m] > c.enc_dmg
                    and all((content.mon_wait if a == 0 else content.mon_flee)[card][m] == r for a, r in c.enc_seen)]
            c.enc_card = fits[int(rng.random() * len(fits))]
        return c

    def _hidden_in_order(self) -> tuple[list[list[int]], list[int], list[int]]:
        """The decks with the cards above their face-up discards sorted (every DRAKKORT: none
        is seen), the bag sorted and the UNDERJORDSKORT sorted ([] in the base game): what a
        determinization starts from. Kept until the piles change, since a search samples one
        position many times (the caller copies the lists)."""
        kept = self._hidden
        under = self.cat.deck if self.cat is not None else []
        if kept is not None and kept[0] == self.decks and kept[1] == self.known and kept[2] == self.bag \
                and kept[3] == under:
            return kept[4], kept[5], kept[6]
        decks = []
        for d, deck in enumerate(self.decks):
            k = 0 if d == DRAGONS else self.known[d]
            top = deck[k:]
            top.sort()
            decks.append(deck[:k] + top)
        bag = sorted(self.bag)
        hidden = sorted(under)
        self._hidden = (list(map(list.copy, self.decks)), self.known[:], self.bag[:], under[:], decks, bag, hidden)
        return decks, bag, hidden

    # ---- JSON -------------------------------------------------------------------------------
    def _to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": self.game.name}
        for f in (*_BOARD, *_HEROES, *_LISTS):
            data[f] = list(getattr(self, f))
        data["items"] = [[list(x) for x in hs] for hs in self.items]
        data["loot"] = [list(x) for x in self.loot]
        data["decks"] = [list(x) for x in self.decks]
        data["enc_seen"] = [list(x) for x in self.enc_seen]
        for f in _SCALARS:
            data[f] = getattr(self, f)
        if self.cat is not None:
            data["catacombs"] = self.cat.to_json()
        if self.ii is not None:
            data["ii"] = self.ii.to_json()
        if self.unordered:
            data["unordered"] = self.unordered
        return data

    @classmethod
    def from_json(cls, game: DrakborgenGame, data: dict[str, Any]) -> DrakborgenState:
        """The position in ``data`` (a snapshot's own keys; a hand-made position may leave
        fields out, which keep their initial values). Raises :class:`RecordError`."""
        try:
            s = cls(game, random.Random(0))
            for f in (*_BOARD, *_HEROES, *_LISTS):
                if f in data:
                    setattr(s, f, list(data[f]))
            if "items" in data:
                s.items = [[[int(d), int(k)] for d, k in hs] for hs in data["items"]]
            for f in ("loot", "decks", "enc_seen"):
                if f in data:
                    setattr(s, f, [list(x) for x in data[f]])
            for f in _SCALARS:
                if f in data:
                    setattr(s, f, data[f])
            unordered = data.get("unordered", 0)
            if isinstance(unordered, bool) or not isinstance(unordered, int) or not 0 <= unordered < 1 << 128 \
                    or unordered and not unordered & 1:
                raise ValueError(f"'unordered' must be 0 or an odd 128-bit number, not {unordered!r}")
            s.unordered = unordered
            if "catacombs" in data:
                if s.cat is None:
                    raise ValueError("'catacombs' belong to Drakborgen II: load it with expansion=drakborgen-ii")
                s.cat = Catacombs.from_json(data["catacombs"], game.num_players)
            if "ii" in data:
                if s.ii is None:
                    raise ValueError("'ii' belongs to Drakborgen II: load it with expansion=drakborgen-ii")
                s.ii.load(data["ii"])
            _check(s)
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"bad drakborgen position: {err}") from None
        return s


def _check(s: DrakborgenState) -> None:
    game = s.game
    squares = game.content.rows * game.content.cols
    n = game.num_players
    for f in _BOARD:
        if len(getattr(s, f)) != squares:
            raise ValueError(f"{f!r} needs {squares} entries, one per square")
    for f in _HEROES:
        if len(getattr(s, f)) != n:
            raise ValueError(f"{f!r} needs {n} entries, one per hero")
    if len(s.items) != n or len(s.loot) != n:
        raise ValueError(f"'items' and 'loot' need {n} lists, one per hero")
    if len(s.decks) != len(DECKS) or len(s.known) != len(DECKS):
        raise ValueError(f"'decks' and 'known' need {len(DECKS)} entries")
    content = game.content
    for d, deck in enumerate(s.decks):
        if any(not (isinstance(k, int) and 0 <= k < len(content.card_name[d])) for k in deck):
            raise ValueError(f"deck {DECKS[d]!r} holds a card outside 0-{len(content.card_name[d]) - 1}")
    if any(not (isinstance(k, int) and 0 <= k < len(content.tile_id)) for k in s.bag):
        raise ValueError(f"'bag' holds a tile outside 0-{len(content.tile_id) - 1}")
    phases = II_PHASES if s.cat is not None else PHASES
    if s.phase not in phases:
        raise ValueError(f"'phase' must be one of {', '.join(phases)}, not {s.phase!r}")
    if not 0 <= s.hero < n:
        raise ValueError(f"'hero' must be a seat 0-{n - 1}")
    if s.enc_card >= len(content.mon_kp):
        raise ValueError(f"'enc_card' must be -1 or a MONSTERKORT 0-{len(content.mon_kp) - 1}")

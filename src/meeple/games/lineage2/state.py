"""The position: the players' pieces and possessions, the board, the piles and decks, the
turn's progress and a siege in progress.

Cards are ints: a monster card is its index in the content (0-54; an item a player holds is
the monster card it came on), an event card its id (1-29). ``back[m]`` is the reward printed
on monster card ``m`` (the index of a monster record whose reward it is): it is the content's
own pairing in a real game and is resampled among the cards still in a pile by
``determinize``, because nobody knows a reward until the card is won.

This module holds the data and what can be read off it; the rules live in the chapter
modules and are reached through ``self.game.MOVES`` / ``self.game.LEGAL`` (see ``rules.py``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action, JointAction
from meeple.core.errors import RecordError
from meeple.core.state import SIMULTANEOUS, TERMINAL, State
from meeple.games.lineage2.content import (
    ARMOUR,
    ATTACK_POTION,
    EVENT_KINDS,
    FACE_LETTER,
    ITEM_KINDS,
    MOVE_POTION,
    PILES,
    SIEGE_ACTION,
    W1,
    W2,
)
from meeple.games.lineage2 import evaluation
from meeple.games.lineage2.phases import ANSWER, OVER, PHASES, SIEGE, SIEGE_HIRE

if TYPE_CHECKING:
    from meeple.games.lineage2.game import Lineage2Game

ATTACK_SIDE, DEFEND_SIDE = 0, 1
"""Values of ``side`` for a siege's attackers and defenders (-1: not taking part)."""

SPACE_LETTERS = "HVSTMC"
"""Hunting ground, Village, Starting Village, Temple, Monster race, Castle."""

_PLAYER_FIELDS = ("pos", "adena", "vp", "mercs", "failed")
_NESTED_FIELDS = ("hand", "worn", "bag", "paid")
_LIST_FIELDS = ("used_monsters", "deck", "discard", "owner", "prestige", "garrison", "hunt_dice",
                "side", "army", "committed", "card_live", "totals", "battle_dice", "bonus", "queue", "result")
_SCALAR_FIELDS = ("player", "phase", "resume", "turn", "card_used", "changes", "offers", "village_ok", "roll",
                  "mod_rerolls", "mod_jokers", "mod_escape", "hunt_monster", "offer_item", "offer_buyer",
                  "offer_price", "siege_castle", "siege_starter", "supply", "rounds")


class Lineage2State(State):
    """One position.

    Per player (lists indexed by seat): ``pos`` (space), ``adena``, ``vp``, ``mercs``
    (mercenary strength held), ``failed`` (failed a hunt last turn: may stay in the village),
    ``hand`` (event card ids), ``worn`` and ``bag`` (monster cards whose item is worn or in the
    bag), ``paid`` (monster cards kept monster side up after an adena reward).

    Board and supply: ``piles`` (three lists, A B C, top last), ``back``, ``used_monsters``,
    ``loot`` (space -> [adena, [items]] dropped there), ``deck`` (top last), ``discard``,
    ``owner``/``prestige``/``garrison`` per castle, ``supply`` (mercenary strength left in the
    bank). ``unordered``: a determinization's position, where the cards below each pile's top
    and the event deck have no order yet (drawn at random when revealed; ``_determinize``).

    Turn: ``player`` (whose adventure turn), ``phase``, ``turn`` (adventure turns begun),
    ``card_used`` (an event card was used this turn), ``changes`` (gear changes), ``offers``,
    ``village_ok`` (village actions allowed now), ``roll``, the hunt's modifiers and dice, the
    pending offer. Siege: ``siege_castle``, ``siege_starter``, ``side`` (-1 out, 0 attack,
    1 defend), ``army`` (mercenaries sent), ``committed`` (face-down action card or 0),
    ``card_live``, ``totals`` and ``battle_dice`` (attack, defence), ``bonus``, ``queue``
    (players still to answer after a roll), ``rounds`` (battle rounds). ``result``: returns
    once over.
    """

    __slots__ = ("piles", "back", "loot", "unordered", "_hidden", *_PLAYER_FIELDS, *_NESTED_FIELDS, *_LIST_FIELDS,
                 *_SCALAR_FIELDS)

    game: Lineage2Game

    def __init__(self, game: Lineage2Game, rng: random.Random) -> None:
        self._init_core(game, rng)
        n = game.num_players
        content = game.content
        self.pos = [content.start] * n
        self.adena = [0] * n
        self.vp = [0] * n
        self.mercs = [0] * n
        self.failed = [False] * n
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.worn: list[list[int]] = [[] for _ in range(n)]
        self.bag: list[list[int]] = [[] for _ in range(n)]
        self.paid: list[list[int]] = [[] for _ in range(n)]
        self.piles: list[list[int]] = [[], [], []]
        self.back: tuple[int, ...] = content.own_backs
        self.loot: dict[int, list[Any]] = {}
        self.used_monsters: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.owner = [-1, -1, -1]
        self.prestige = [0, 0, 0]
        self.garrison = [0, 0, 0]
        self.hunt_dice: list[int] = []
        self.side = [-1] * n
        self.army = [0] * n
        self.committed = [0] * n
        self.card_live = [False] * n
        self.totals = [0, 0]
        self.battle_dice = [0, 0]
        self.bonus = [0, 0]
        self.queue: list[int] = []
        self.result: list[float] = []
        self.player = 0
        self.phase = OVER
        self.resume = OVER
        self.turn = 0
        self.card_used = False
        self.changes = 0
        self.offers = 0
        self.village_ok = False
        self.roll = 0
        self.mod_rerolls = 0
        self.mod_jokers = 0
        self.mod_escape = False
        self.hunt_monster = -1
        self.offer_item = -1
        self.offer_buyer = -1
        self.offer_price = 0
        self.siege_castle = -1
        self.siege_starter = -1
        self.supply = content.mercenary_supply
        self.rounds = 0
        self.unordered = False
        self._hidden: tuple[Any, ...] | None = None  # see _hidden_in_order

    # ---- core API -------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == SIEGE:
            return SIMULTANEOUS
        if phase == ANSWER:
            return self.offer_buyer
        if phase == SIEGE_HIRE:
            return self.owner[self.siege_castle]
        if self.queue:
            return self.queue[0]
        return self.player

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        if self.phase == SIEGE or self.phase == OVER:
            return []
        return self.game.LEGAL[self.phase](self)

    def simultaneous_seats(self) -> frozenset[int]:
        return frozenset(s for s, side in enumerate(self.side) if side >= 0) if self.phase == SIEGE else frozenset()

    def _simultaneous_legal(self, seat: int) -> list[Action]:
        return self.game.SIMULTANEOUS_LEGAL(self, seat)

    def _apply(self, action: Action) -> None:
        self.game.MOVES[action.kind](self, action)

    def _apply_joint(self, joint: JointAction) -> None:
        self.game.JOINT(self, joint)

    def explain_illegal(self, action: Action) -> str:
        if self.phase == SIEGE:
            return ("a siege choice is 'commit side=attack|defend n=<mercenaries>' with an optional "
                    "'card=<a Castle Siege card in your hand>'; the player who started the siege attacks, "
                    "the owner defends, and anyone with mercenaries sends at least 1")
        kinds = sorted({a.kind for a in self.legal_actions()})
        where = f"the {self.phase} decision of P{self.current_player + 1}"
        if action.kind not in kinds:
            return f"{where} takes {', '.join(kinds) or 'no'} actions, not {action.kind!r}"
        return f"{where}: those parameters are not among the allowed ones (see the legal actions)"

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.game.num_players
        return list(self.result)

    def evaluate(self) -> list[float]:
        """Heuristic values for depth-limited search: each player's expected return by a
        conditional logit of the standings, whose weights were fitted to greedy self-play, a
        hunt or a siege under way scored by its odds (:mod:`.evaluation`)."""
        if self.phase == OVER:
            return self.returns()
        return evaluation.win_values(evaluation.standings(self))

    # ---- what can be read off the table -----------------------------------------------------
    def item_of(self, m: int) -> int:
        """The item index on the back of held monster card ``m``."""
        return self.game.content.reward_item[self.back[m]]

    def items_of(self, p: int) -> list[int]:
        """All the monster cards whose item ``p`` holds (worn, then in the bag)."""
        return self.worn[p] + self.bag[p]

    def worn_kinds(self, p: int) -> list[int]:
        kind = self.game.content.item_kind
        return [kind[self.item_of(m)] for m in self.worn[p]]

    def weapon_hands(self, p: int) -> int:
        """Hands used by ``p``'s worn weapons (a 2-handed weapon uses both)."""
        return sum(1 if k == W1 else 2 if k == W2 else 0 for k in self.worn_kinds(p))

    def hunt_gear(self, p: int) -> tuple[tuple[int, int, int], int]:
        """Colours of ``p``'s worn weapons ((g, y, r)) and the rerolls of the worn armour
        (rulebook, Using Items: only worn items count; rerolls add up)."""
        content = self.game.content
        g = y = r = rerolls = 0
        for m in self.worn[p]:
            it = self.item_of(m)
            cg, cy, cr = content.item_colours[it]
            g += cg
            y += cy
            r += cr
            rerolls += content.item_rerolls[it]
        return (g, y, r), rerolls

    def potions(self, p: int, kind: int) -> list[int]:
        """``p``'s potions of ``kind`` (attack or movement), lowest card first."""
        k = self.game.content.item_kind
        return sorted(m for m in self.bag[p] if k[self.item_of(m)] == kind)

    def castles_of(self, p: int) -> list[int]:
        return [c for c in range(3) if self.owner[c] == p]

    def rounds_played(self) -> float:
        """Adventure turns begun divided by the player count (the rounds of the calibration)."""
        return self.turn / self.game.num_players

    # ---- copies -----------------------------------------------------------------------------
    def clone(self) -> Lineage2State:
        c = self._copy()
        self._copy_core(c)
        return c

    def _copy(self) -> Lineage2State:
        """A copy of the game's own fields (not the core's). Lists the rules change in place
        are copied; ``back``, ``hunt_dice``, ``battle_dice`` and ``result`` are only ever
        replaced, so they are shared, and so are the siege lists while no siege is on (a siege
        starts them anew, ``siege.open_choices``)."""
        c = Lineage2State.__new__(Lineage2State)
        copy = list.copy  # map(copy, ...) runs in C; a comprehension costs a frame in 3.11
        c.piles = list(map(copy, self.piles))
        c.back = self.back
        loot = self.loot
        c.loot = {s: [a, items[:]] for s, (a, items) in loot.items()} if loot else {}
        c.pos = self.pos[:]
        c.adena = self.adena[:]
        c.vp = self.vp[:]
        c.mercs = self.mercs[:]
        c.failed = self.failed[:]
        c.hand = list(map(copy, self.hand))
        c.worn = list(map(copy, self.worn))
        c.bag = list(map(copy, self.bag))
        c.paid = list(map(copy, self.paid))
        c.used_monsters = self.used_monsters[:]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.owner = self.owner[:]
        c.prestige = self.prestige[:]
        c.garrison = self.garrison[:]
        c.hunt_dice = self.hunt_dice
        c.battle_dice = self.battle_dice
        c.result = self.result
        if self.siege_castle >= 0:
            c.side = self.side[:]
            c.army = self.army[:]
            c.committed = self.committed[:]
            c.card_live = self.card_live[:]
            c.totals = self.totals[:]
            c.bonus = self.bonus[:]
            c.queue = self.queue[:]
        else:
            c.side = self.side
            c.army = self.army
            c.committed = self.committed
            c.card_live = self.card_live
            c.totals = self.totals
            c.bonus = self.bonus
            c.queue = self.queue
        c.player = self.player
        c.phase = self.phase
        c.resume = self.resume
        c.turn = self.turn
        c.card_used = self.card_used
        c.changes = self.changes
        c.offers = self.offers
        c.village_ok = self.village_ok
        c.roll = self.roll
        c.mod_rerolls = self.mod_rerolls
        c.mod_jokers = self.mod_jokers
        c.mod_escape = self.mod_escape
        c.hunt_monster = self.hunt_monster
        c.offer_item = self.offer_item
        c.offer_buyer = self.offer_buyer
        c.offer_price = self.offer_price
        c.siege_castle = self.siege_castle
        c.siege_starter = self.siege_starter
        c.supply = self.supply
        c.rounds = self.rounds
        c.unordered = self.unordered
        c._hidden = None
        return c

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (None: a spectator): everything on the table (pieces, adena,
        VP, mercenaries, items worn and in bags, paid monster cards, castles with owner, prestige
        and garrison, loot on the spaces, the top monster of each pile without its reward, the
        used piles, hand sizes, a siege's revealed sides and armies, which players hold a
        face-down action card), plus ``player``'s own hand and own face-down action card.
        Hidden: other hands, the event deck's order, the rewards and order of the monsters
        still in the piles, other players' face-down action cards."""
        game = self.game
        content = game.content
        n = game.num_players

        def item(m: int) -> dict[str, Any]:
            it = self.item_of(m)
            out: dict[str, Any] = {"card": m, "name": content.item_name[it], "kind": ITEM_KINDS[content.item_kind[it]],
                                   "grade": PILES[content.item_grade[it]], "sell": content.item_sell[it]}
            colours = content.item_colours[it]
            if any(colours):
                out["colours"] = "".join(c * k for c, k in zip("GYR", colours))
            if content.item_rerolls[it]:
                out["rerolls"] = content.item_rerolls[it]
            return out

        def card(e: int) -> dict[str, Any]:
            return {"id": e, "name": content.event_name[e], "kind": EVENT_KINDS[content.event_kind[e]],
                    "text": content.event_text[e]}

        def monster(m: int) -> dict[str, Any]:
            return {"card": m, "name": content.monster_name[m], "pile": PILES[content.monster_pile[m]],
                    "requires": "".join(c * k for c, k in zip("GYR", content.monster_req[m])),
                    "skull": content.monster_skull[m]}

        players = []
        for p in range(n):
            colours, rerolls = self.hunt_gear(p)
            players.append({
                "seat": p, "space": self.pos[p], "adena": self.adena[p], "vp": self.vp[p],
                "mercenaries": self.mercs[p], "failed_hunt": self.failed[p],
                "worn": [item(m) for m in self.worn[p]], "bag": [item(m) for m in self.bag[p]],
                "paid": [monster(m) for m in self.paid[p]], "hand_size": len(self.hand[p]),
                "weapon_colours": "".join(c * k for c, k in zip("GYR", colours)), "rerolls": rerolls,
            })
        obs: dict[str, Any] = {
            "player": player,
            "current_player": self.current_player,
            "turn_player": self.player,
            "phase": self.phase,
            "turn": self.turn,
            "players": players,
            "castles": [{"space": content.castles[c], "name": content.space_name[content.castles[c]],
                         "owner": self.owner[c], "prestige": self.prestige[c], "garrison": self.garrison[c]}
                        for c in range(3)],
            "piles": [{"pile": PILES[i], "size": len(self.piles[i]),
                       "top": monster(self.piles[i][-1]) if self.piles[i] else None} for i in range(3)],
            "loot": [{"space": s, "adena": a, "items": [item(m) for m in items]} for s, (a, items) in sorted(self.loot.items())],
            "used_monsters": [content.monster_name[m] for m in self.used_monsters],
            "deck_size": len(self.deck),
            "discard": [card(e) for e in self.discard],
            "roll": self.roll,
            "card_used": self.card_used,
            "village_actions": self.village_ok,
            "hunt": {"monster": monster(self.hunt_monster) if self.hunt_monster >= 0 else None,
                     "dice": "".join(FACE_LETTER[f] for f in self.hunt_dice),
                     "extra_rerolls": self.mod_rerolls, "jokers": self.mod_jokers, "escape": self.mod_escape},
            "offer": None if self.offer_item < 0 else {"item": item(self.offer_item), "buyer": self.offer_buyer,
                                                       "price": self.offer_price, "seller": self.player},
            "mercenary_supply": self.supply,
            "hire_price": game.hire_price,
            "spaces": [[content.space_name[i], SPACE_LETTERS[content.space_type[i]]] for i in range(len(content.space_name))],
            "result": list(self.result),
        }
        if self.siege_castle >= 0:
            revealed = self.phase != SIEGE
            obs["siege"] = {
                "castle": self.siege_castle, "starter": self.siege_starter, "owner": self.owner[self.siege_castle],
                "seats": [p for p in range(n) if self.side[p] >= 0],
                "sides": ["attack" if s == 0 else "defend" for s in self.side if s >= 0] if revealed else None,
                "armies": [self.army[p] for p in range(n) if self.side[p] >= 0] if revealed else None,
                "face_down_card": [self.card_live[p] for p in range(n) if self.side[p] >= 0] if revealed else None,
                "totals": list(self.totals), "dice": list(self.battle_dice), "bonus": list(self.bonus),
                "rounds": self.rounds,
            }
        if player is not None:
            obs["hand"] = [card(e) for e in self.hand[player]]
            obs["my_action_card"] = card(self.committed[player]) if self.card_live[player] else None
        return obs

    def _determinize(self, player: int, rng: random.Random) -> Lineage2State:
        """Resample what ``player`` cannot see: the rewards on the backs of the monsters still
        in the piles, the other players' hands and face-down action cards (Castle Siege cards
        only), and the order of the event deck and of the monsters below each pile's top.

        The two orders are left *unordered* (``unordered``): the cards below a top are kept in
        id order, and the rules draw a uniformly random one when one is revealed (the next top
        when a monster is won, ``hunting.reveal_top``; the card a player draws,
        ``village.draw``), which is the same as shuffling them now, at no cost now. A pile's
        rewards are dealt in id order onto its cards in id order, and the top's is swapped
        with a uniformly random card's of the pile (a revealed top gets the same). The other
        players' hands (and face-down cards) are drawn at random from the unseen event cards
        in id order. So the sample depends only on ``player``'s information set."""
        c = self._copy()
        # History and events: the core's determinize replaces them (and the RNG).
        c._init_core(self.game, self._rng)
        c._rng_shared = self._rng_shared = True
        c.unordered = True
        content = self.game.content
        piles, unseen = self._hidden_in_order(player)
        c.piles = piles = list(map(list.copy, piles))
        unseen = unseen[:]
        hands = c.hand
        dealt = sum(map(len, hands)) - len(hands[player])
        # Every pick below is a digit of base n <= 64 taken off ``r``; the 64 spare bits keep
        # the digits uniform to within 2^-64.
        r = rng.getrandbits(64 + 6 * (3 + dealt))
        # A real game's backs are the content's own pairing (the same tuple), so a pile's
        # rewards in id order already sit on its cards in id order; a determinization's are
        # dealt so again.
        own = self.back is content.own_backs
        back = list(self.back)
        for pile in piles:
            n = len(pile)
            if n > 1:
                if not own:
                    for m, reward in zip(sorted(pile), sorted([back[m] for m in pile])):
                        back[m] = reward
                top = pile[-1]
                r, j = divmod(r, n)
                x = pile[j]
                back[top], back[x] = back[x], back[top]
        c.back = tuple(back)
        seats = range(len(hands))
        live = c.card_live
        if any(live):
            kind = content.event_kind
            committed = c.committed = c.committed[:]
            for q in seats:
                if q != player and live[q]:
                    siege_cards = [i for i, e in enumerate(unseen) if kind[e] == SIEGE_ACTION]
                    committed[q] = unseen.pop(siege_cards[rng.randrange(len(siege_cards))])
        # A partial Fisher-Yates shuffle: the first ``dealt`` cards become the hands.
        n = len(unseen)
        for k in range(dealt):
            r, j = divmod(r, n - k)
            j += k
            unseen[k], unseen[j] = unseen[j], unseen[k]
        at = 0
        for q in seats:
            k = len(hands[q])
            if k and q != player:
                hands[q] = unseen[at:at + k]
                at += k
        c.deck = unseen[at:]
        return c

    def _hidden_in_order(self, player: int) -> tuple[list[list[int]], list[int]]:
        """The piles with the cards below each top in id order, and the event cards ``player``
        cannot see (the deck, the other players' hands and face-down action cards) in id
        order: what a determinization deals from. Kept until the position changes, since a
        search samples one position many times (the caller copies the lists)."""
        kept = self._hidden
        if kept is not None and kept[0] == player and kept[1] == self.piles and kept[2] == self.deck \
                and kept[3] == self.hand and kept[4] == self.card_live and kept[5] == self.committed:
            return kept[6], kept[7]
        piles = []
        for pile in self.piles:
            below = sorted(pile[:-1])
            below += pile[-1:]
            piles.append(below)
        unseen = self.deck[:]
        for q, hand in enumerate(self.hand):
            if q != player:
                unseen += hand
                if self.card_live[q]:
                    unseen.append(self.committed[q])
        unseen.sort()
        self._hidden = (player, list(map(list.copy, self.piles)), self.deck[:], list(map(list.copy, self.hand)),
                        self.card_live[:], self.committed[:], piles, unseen)
        return piles, unseen

    # ---- JSON -------------------------------------------------------------------------------
    def _to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": self.game.name}
        for f in _SCALAR_FIELDS:
            data[f] = getattr(self, f)
        for f in (*_PLAYER_FIELDS, *_LIST_FIELDS):
            data[f] = list(getattr(self, f))
        for f in _NESTED_FIELDS:
            data[f] = [list(x) for x in getattr(self, f)]
        data["piles"] = [list(p) for p in self.piles]
        data["back"] = list(self.back)
        data["loot"] = [[s, a, list(items)] for s, (a, items) in sorted(self.loot.items())]
        if self.unordered:
            data["unordered"] = True
        return data

    @classmethod
    def from_json(cls, game: Lineage2Game, data: dict[str, Any]) -> Lineage2State:
        """The position in ``data`` (the game's own keys of a snapshot; a hand-made position may
        leave fields out, which keep their initial values). Raises :class:`RecordError`."""
        try:
            state = cls(game, random.Random(0))
            for f in _SCALAR_FIELDS:
                if f in data:
                    setattr(state, f, data[f])
            for f in (*_PLAYER_FIELDS, *_LIST_FIELDS):
                if f in data:
                    setattr(state, f, list(data[f]))
            for f in _NESTED_FIELDS:
                if f in data:
                    setattr(state, f, [list(x) for x in data[f]])
            if "piles" in data:
                state.piles = [list(p) for p in data["piles"]]
            if "back" in data:
                back = tuple(int(x) for x in data["back"])
                state.back = game.content.own_backs if back == game.content.own_backs else back
            if "loot" in data:
                state.loot = {int(s): [int(a), list(items)] for s, a, items in data["loot"]}
            state.unordered = bool(data.get("unordered", False))
            _check(state)
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"bad lineage2 state: {err}") from None
        return state


def _check(state: Lineage2State) -> None:
    """The loaded position is well formed: list lengths, phases and card numbers."""
    game = state.game
    n = game.num_players
    content = game.content
    for f in (*_PLAYER_FIELDS, *_NESTED_FIELDS, "side", "army", "committed", "card_live"):
        if len(getattr(state, f)) != n:
            raise ValueError(f"{f!r} needs {n} entries (one per player)")
    for f in ("owner", "prestige", "garrison"):
        if len(getattr(state, f)) != 3:
            raise ValueError(f"{f!r} needs 3 entries (one per castle)")
    if state.phase not in PHASES:
        raise ValueError(f"'phase' must be one of {', '.join(PHASES)}, not {state.phase!r}")
    if len(state.piles) != 3 or len(state.back) != len(content.monster_name):
        raise ValueError("'piles' needs 3 lists and 'back' one reward per monster card")
    monsters = [m for pile in state.piles for m in pile] + state.used_monsters
    monsters += [m for q in range(n) for m in state.worn[q] + state.bag[q] + state.paid[q]]
    monsters += [m for _, items in state.loot.values() for m in items]
    for m in monsters + list(state.back):
        if not (isinstance(m, int) and 0 <= m < len(content.monster_name)):
            raise ValueError(f"no monster card {m!r}; monster cards are 0 to {len(content.monster_name) - 1}")
    for e in state.deck + state.discard + [e for h in state.hand for e in h]:
        if not (isinstance(e, int) and 1 <= e < len(content.event_name)):
            raise ValueError(f"no event card {e!r}; event cards are 1 to {len(content.event_name) - 1}")
    for s in state.pos + list(state.loot):
        if not (isinstance(s, int) and 0 <= s < len(content.space_name)):
            raise ValueError(f"no space {s!r}; spaces are 0 to {len(content.space_name) - 1}")
    for p in range(n):
        kinds = [content.item_kind[state.item_of(m)] for m in state.worn[p]]
        if sum(1 if k == W1 else 2 if k == W2 else 0 for k in kinds) > 2 or any(kinds.count(k) > 1 for k in ARMOUR) \
                or any(k in (ATTACK_POTION, MOVE_POTION) for k in kinds):
            raise ValueError(f"P{p + 1} wears more than the five slots allow (two hands, helmet, suit, shoes; potions stay in the bag)")


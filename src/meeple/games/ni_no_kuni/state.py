"""The position: board, party, inventory, decks and the pending decision.

Slots are the board's physical quest slots (only ``game.slots`` are in play); cards are
indices into :class:`~meeple.games.ni_no_kuni.content.Content`. ``inv`` is the shared
inventory ``[experience, kingsguilder, supply, sweets, tears]``.

This module holds the data and what can be read off it; the rules live in the chapter
modules and are reached through ``self.game.moves`` / ``self.game.legal`` (the game's ``MOVES`` /
``LEGAL``, see ``rules.py``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.errors import RecordError
from meeple.core.state import TERMINAL, Event, State
from meeple.games.ni_no_kuni.content import (
    E_BLOCKS_ADJACENT,
    E_KINGDOM_TAX,
    E_MINUS_DIE,
    ENEMY_SPECIALS,
    FIGHT_TYPES,
    QUEST_SPECIALS,
)
from meeple.games.ni_no_kuni.heuristics import position_value
from meeple.games.ni_no_kuni.phases import OVER, PHASES, PLACE, PREROLL, TANI, TEAR

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.game import NiNoKuniGame

# Every mutable field, in the order clone/_to_json handle them.
_LIST_FIELDS = ("quest", "face_down", "enemy", "resolved", "inv", "quest_deck", "quest_discard",
                "enemy_deck", "enemy_discard", "kingdom_deck", "kingdom_discard", "market", "built",
                "dice", "defeated")
_SCALAR_FIELDS = ("turn", "phase", "cursor", "basics_bought", "swordsman_used", "adapt_used", "tani_used",
                  "plan_used", "fight_slot", "fight_sweet", "fight_adapt", "move_slot", "pending_buy", "result")


class _Remembered(State):
    """What a position holds that is not in its snapshot: ``is_terminal``, read off the phase
    (a plain field, read before every decision: set with the phase ``over`` when the game is
    scored, and when a position is loaded); ``_sorted_decks``, the decks last sorted for a
    determinization, each beside the deck it was sorted from (a search samples one position
    many times; see ``_determinize``); ``fights``, the quests the party can resolve now
    beside the fight under way (None: not known; see ``adventure.next_fight``; never changed
    in place, so copies share it)."""

    __slots__ = ("is_terminal", "_sorted_decks", "fights")


class NiNoKuniState(_Remembered):
    """One position. ``placed[s]``: members on slot ``s``; ``completed``: ``(slot, quest,
    models on it)`` for the quests completed this turn; ``defeated``: enemies defeated this
    turn (their rewards come in the Resource phase)."""

    __slots__ = ("placed", "completed", *_LIST_FIELDS, *_SCALAR_FIELDS)

    unordered = False
    """True on a determinization (:class:`UnorderedState`): the decks' orders are not fixed."""

    game: NiNoKuniGame

    def __init__(self, game: NiNoKuniGame, rng: random.Random) -> None:
        self._init_core(game, rng)
        nslots = len(game.content.adjacency)
        self.quest = [-1] * nslots
        self.face_down = [False] * nslots
        self.enemy = [-1] * nslots
        self.placed: list[list[int]] = [[] for _ in range(nslots)]
        self.resolved = [False] * nslots
        self.completed: list[tuple[int, int, int]] = []
        self.defeated: list[int] = []
        self.inv = [0, 0, 0, 0, 0]
        self.quest_deck: list[int] = []
        self.quest_discard: list[int] = []
        self.enemy_deck: list[int] = []
        self.enemy_discard: list[int] = []
        self.kingdom_deck: list[int] = []
        self.kingdom_discard: list[int] = []
        self.market: list[int] = []
        self.built: list[int] = []
        self.dice: list[int] = []
        self.turn = 1
        self.phase = PLACE
        self.cursor = 0
        self.basics_bought = 0
        self.swordsman_used = False
        self.adapt_used = False
        self.tani_used = False
        self.plan_used = False
        self.fight_slot = -1
        self.fight_sweet = False
        self.fight_adapt = False
        self.move_slot = -1
        self.pending_buy = -1
        self.result: bool | None = None
        self.is_terminal = False
        self._sorted_decks: tuple[list[int], ...] | None = None
        self.fights: list[int] | tuple[int, ...] | None = None

    # ---- core API -------------------------------------------------------------------------
    @property
    def lead(self) -> int:
        """The player speaking for the party this turn (rotates each turn, ruling R2)."""
        return (self.turn - 1) % self.game.seats

    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        game = self.game
        if phase == PLACE:
            return game.member_owner[self.cursor]
        if phase == PREROLL or phase == TEAR:
            return game.member_owner[self.placed[self.fight_slot][0]]
        if phase == TANI:
            return game.member_owner[game.member_of["tani"]]
        return (self.turn - 1) % game.seats  # self.lead, inline (no property calls)

    def legal_actions(self) -> list[Action]:
        return self.game.legal[self.phase](self)

    def _apply(self, action: Action) -> None:
        self.game.moves[action.kind](self, action)

    def apply_legal(self, action: Action) -> None:  # type: ignore[override]
        """As :meth:`State.apply_legal` (this game has no simultaneous nodes), one call
        shorter: random playouts and search rollouts apply every action through it."""
        self.game.moves[action.kind](self, action)
        self.history.append(action)

    def emit(self, text: str, to: Any = None) -> None:
        """As :meth:`State.emit`; the party shares its knowledge, so narration is public
        (a direct append: every action tells something)."""
        if to is None:
            self.events.append(Event(text))
        else:
            State.emit(self, text, to)

    def explain_illegal(self, action: Action) -> str:
        kinds = sorted({a.kind for a in self.legal_actions()})
        where = f"the {self.phase} decision of turn {self.turn}"
        if action.kind not in kinds:
            return f"{where} takes {', '.join(kinds) or 'no'} actions, not {action.kind!r}"
        if action.kind in ("buy", "upgrade"):
            return f"{where}: that card is not on offer, or the inventory cannot pay for it"
        if "quest" in dict(action.params):
            return f"{where}: that quest slot is not a choice now (not in play, already resolved, blocked or without enemy)"
        return f"{where}: those parameters are not among the allowed ones"

    def returns(self) -> list[float]:
        n = self.game.num_players
        if self.result is None:
            return [0.0] * n
        return [1.0 if self.result else -1.0] * n

    def evaluate(self) -> list[float]:
        if self.result is not None:
            return self.returns()
        return [position_value(self)] * self.game.num_players

    # ---- what can be read off the table -----------------------------------------------------
    def kingdom_influence(self) -> int:
        infl = self.game.content.card_influence
        return sum(infl[c] for c in self.built)

    def enemy_influence(self) -> int:
        """The boss's number for this player count plus every enemy still on the board."""
        infl = self.game.content.enemy_influence
        return self.game.boss_influence + sum(infl[self.enemy[s]] for s in self.game.slots if self.enemy[s] >= 0)

    def fight_dice(self, s: int) -> int:
        """Dice for the fight on slot ``s`` before consumables: summed fight values of the
        enemy's type, plus kingdom dice bonuses, minus 1 for a ``minus_die`` enemy (never
        below 0; ruling R6). Rulebook: Fighting."""
        content = self.game.content
        e = self.enemy[s]
        t = content.enemy_type[e]
        fight = self.game.member_fight
        n = 0
        for m in self.placed[s]:
            n += fight[m][t]
        card_dice = content.card_dice
        for c in self.built:
            n += card_dice[c][t]
        if content.enemy_special[e] == E_MINUS_DIE:
            n -= 1
        return n if n > 0 else 0

    def supply_tax(self) -> int:
        """+1 Supply on every kingdom card per tax enemy on the board (rulebook's Abnormal card;
        upgrades too, ruling A12)."""
        special = self.game.content.enemy_special
        enemy = self.enemy
        tax = 0
        for s in self.game.slots:
            e = enemy[s]
            if e >= 0 and special[e] == E_KINGDOM_TAX:
                tax += 1
        return tax

    def available_upgrades(self) -> list[int]:
        """Upgraded cards whose basic card is built and that are neither built nor discarded
        (rulebook: Upgraded Kingdom Cards; ruling R8)."""
        content = self.game.content
        built = self.built
        return [u for u in content.upgraded_cards
                if content.card_upgrades[u] in built and u not in self.kingdom_discard]

    def blocked(self, s: int) -> bool:
        """An enemy with ``blocks_adjacent`` forbids attempting the quests next to it until it is
        defeated; a quest whose own enemy blocks is not blocked by its neighbours (ruling R5)."""
        special = self.game.content.enemy_special
        enemy = self.enemy
        if enemy[s] >= 0 and special[enemy[s]] == E_BLOCKS_ADJACENT:
            return False
        for t in self.game.adjacent[s]:
            if enemy[t] >= 0 and special[enemy[t]] == E_BLOCKS_ADJACENT:
                return True
        return False

    def take(self, deck: list[int]) -> int:
        """Draw from ``deck`` (not empty): its top card, or in a determinization (``unordered``,
        :meth:`UnorderedState.take`) a uniformly random one, the same chance as the top card of
        a shuffled deck."""
        return deck.pop()

    # ---- copies -----------------------------------------------------------------------------
    def clone(self) -> NiNoKuniState:
        c = self._copy(type(self))
        self._copy_core(c)
        return c

    def _copy(self, cls: type[NiNoKuniState], decks: bool = True) -> NiNoKuniState:
        """A ``cls`` with this position's own fields copied but no core fields (clone adds
        them; a determinization gets its own). ``decks`` False leaves the three decks out (a
        determinization sets its own)."""
        # Field by field (the hot path): every field of _LIST_FIELDS and _SCALAR_FIELDS;
        # list.copy() costs about a third less than a [:] slice.
        c = _new(cls)
        c.placed = list(map(_copy_list, self.placed))
        c.completed = self.completed.copy()
        c.quest = self.quest.copy()
        c.face_down = self.face_down.copy()
        c.enemy = self.enemy.copy()
        c.resolved = self.resolved.copy()
        c.inv = self.inv.copy()
        if decks:
            c.quest_deck = self.quest_deck.copy()
            c.enemy_deck = self.enemy_deck.copy()
            c.kingdom_deck = self.kingdom_deck.copy()
        c.quest_discard = self.quest_discard.copy()
        c.enemy_discard = self.enemy_discard.copy()
        c.kingdom_discard = self.kingdom_discard.copy()
        c.market = self.market.copy()
        c.built = self.built.copy()
        c.dice = self.dice.copy()
        c.defeated = self.defeated.copy()
        c.turn = self.turn
        c.phase = self.phase
        c.cursor = self.cursor
        c.basics_bought = self.basics_bought
        c.swordsman_used = self.swordsman_used
        c.adapt_used = self.adapt_used
        c.tani_used = self.tani_used
        c.plan_used = self.plan_used
        c.fight_slot = self.fight_slot
        c.fight_sweet = self.fight_sweet
        c.fight_adapt = self.fight_adapt
        c.move_slot = self.move_slot
        c.pending_buy = self.pending_buy
        c.result = self.result
        c.is_terminal = self.is_terminal
        c._sorted_decks = None
        c.fights = self.fights
        return c

    def observation(self, player: int | None) -> dict[str, Any]:
        """All the party knows: the board (face-down quests without their identity), enemies,
        party, inventory, market, kingdom, discard piles and deck sizes; plus what is read off
        them (dice per fight, costs with the Abnormal tax, influence totals). The party shares
        its knowledge, so every seat's observation (and a spectator's, ``player`` None) is the
        same but for ``player``. Hidden: the order of the three decks and the face-down quests."""
        game = self.game
        content = game.content
        board = []
        for s in game.slots:
            q, e = self.quest[s], self.enemy[s]
            hidden = q < 0 or self.face_down[s]
            entry: dict[str, Any] = {
                "slot": s,
                "quest": None if hidden else content.quest_name[q],
                "face_down": self.face_down[s] and q >= 0,
                "slots": None if hidden else content.quest_slots[q],
                "resources": None if hidden else list(content.quest_res[q]),
                "special": None if hidden else QUEST_SPECIALS[content.quest_special[q]],
                "enemy": None,
                "placed": list(self.placed[s]),
                "resolved": self.resolved[s],
                "blocked": self.blocked(s),
                "adjacent": list(game.adjacent[s]),
            }
            if e >= 0:
                entry["enemy"] = content.enemy_name[e]
                entry["enemy_type"] = FIGHT_TYPES[content.enemy_type[e]]
                entry["enemy_value"] = content.enemy_value[e]
                entry["enemy_influence"] = content.enemy_influence[e]
                entry["enemy_special"] = ENEMY_SPECIALS[content.enemy_special[e]]
                entry["enemy_reward"] = list(content.enemy_reward[e])
                entry["dice"] = self.fight_dice(s)
                t = content.enemy_type[e]
                entry["dice_bonus"] = (sum(content.card_dice[c][t] for c in self.built)
                                       - (content.enemy_special[e] == E_MINUS_DIE))
            board.append(entry)
        tax = self.supply_tax()

        def card(c: int) -> dict[str, Any]:
            e, k, su = content.card_cost[c]
            out = {"id": content.card_id[c], "name": content.card_name[c], "cost": [e, k, su + tax],
                   "influence": content.card_influence[c], "effect": content.card_effect[c]}
            if content.card_upgrades[c] >= 0:
                out["replaces"] = content.card_name[content.card_upgrades[c]]
            return out

        party = [{"member": m, "owner": game.member_owner[m], "kind": game.member_kind[m],
                  "name": game.member_label(m), "fight": list(game.member_fight[m])}
                 for m in range(len(game.members))]
        name = content.card_name
        return {
            "player": player,
            "current_player": self.current_player,
            "turn": self.turn,
            "phase": self.phase,
            "lead": self.lead,
            "boss": game.options.boss,
            "boss_name": content.boss_name[game.options.boss],
            "boss_influence": game.boss_influence,
            "party": party,
            "board": board,
            "next_member": self.cursor,
            "inventory": {"experience": self.inv[0], "kingsguilder": self.inv[1], "supply": self.inv[2],
                          "sweets": self.inv[3], "tears": self.inv[4]},
            "market": [card(c) for c in self.market],
            "upgrades": [card(u) for u in self.available_upgrades()],
            "built": [card(c) for c in self.built],
            "building_slots": content.building_slots,
            "kingdom_discard": [name[c] for c in self.kingdom_discard],
            "quest_discard": [content.quest_name[q] for q in self.quest_discard],
            "enemy_discard": [content.enemy_name[e] for e in self.enemy_discard],
            "deck_sizes": {"quests": len(self.quest_deck), "enemies": len(self.enemy_deck),
                           "kingdom": len(self.kingdom_deck)},
            "completed": [content.quest_name[q] for _, q, _ in self.completed],
            "defeated": [content.enemy_name[e] for e in self.defeated],
            "fight": {"slot": self.fight_slot, "dice": list(self.dice), "sweet": self.fight_sweet,
                      "adapt": self.fight_adapt},
            "move_slot": self.move_slot,
            "pending_buy": card(self.pending_buy) if self.pending_buy >= 0 else None,
            "used": {"swordsman": self.swordsman_used, "adaptable": self.adapt_used,
                     "sky_pirate": self.tani_used, "planning": self.plan_used},
            "kingdom_influence": self.kingdom_influence(),
            "enemy_influence": self.enemy_influence(),
            "result": self.result,
        }

    def _determinize(self, player: int, rng: random.Random) -> NiNoKuniState:
        """Resample what the party cannot see: Doloran's face-down quests are drawn again from
        the quests not yet seen (ruling R10), and the three decks are left unordered (sorted,
        ``unordered`` set): each card is drawn at random when the rules draw it, which samples
        the deck orders as a shuffle would, paying only for the cards a search reaches. The
        unseen cards are gathered sorted, so the sample depends on the information set alone.
        The position keeps its decks sorted beside the decks they were sorted from, so a search
        sampling one position many times sorts them once."""
        c = self._copy(UnorderedState, decks=False)
        c.game = self.game  # the core gives it its history, events and RNG (State.determinize)
        canon = self._sorted_decks
        quest_deck, enemy_deck, kingdom_deck = self.quest_deck, self.enemy_deck, self.kingdom_deck
        if canon is None or canon[0] != quest_deck or canon[2] != enemy_deck or canon[4] != kingdom_deck:
            canon = self._sorted_decks = (quest_deck.copy(), sorted(quest_deck), enemy_deck.copy(), sorted(enemy_deck),
                                          kingdom_deck.copy(), sorted(kingdom_deck))
        c.enemy_deck = canon[3].copy()
        c.kingdom_deck = canon[5].copy()
        # Face-down quests are Doloran's only (one look at the whole list when there are none).
        down = [s for s in self.game.slots if c.face_down[s] and c.quest[s] >= 0] if True in c.face_down else None
        if not down:
            c.quest_deck = canon[1].copy()
            return c
        unseen = sorted([c.quest[s] for s in down] + quest_deck)
        for s in down:
            i = int(rng.random() * len(unseen))
            unseen[i], unseen[-1] = unseen[-1], unseen[i]
            c.quest[s] = unseen.pop()
        unseen.sort()
        c.quest_deck = unseen
        return c

    # ---- JSON -------------------------------------------------------------------------------
    def _to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": self.game.name}
        for f in _SCALAR_FIELDS:
            data[f] = getattr(self, f)
        for f in _LIST_FIELDS:
            data[f] = list(getattr(self, f))
        data["placed"] = [list(p) for p in self.placed]
        data["completed"] = [list(c) for c in self.completed]
        if self.unordered:  # a determinization (real games never have the key)
            data["unordered"] = True
        return data

    @classmethod
    def from_json(cls, game: NiNoKuniGame, data: dict[str, Any]) -> NiNoKuniState:
        """The position in ``data`` (the game's own keys of a snapshot; a hand-made position
        may leave fields out, which keep their initial values). Raises :class:`RecordError`."""
        try:
            state = cls(game, random.Random(0))
            for f in _SCALAR_FIELDS:
                if f in data:
                    setattr(state, f, data[f])
            for f in _LIST_FIELDS:
                if f in data:
                    setattr(state, f, list(data[f]))
            if "placed" in data:
                state.placed = [list(p) for p in data["placed"]]
            state.completed = [tuple(c) for c in data.get("completed", [])]
            if data.get("unordered"):
                state.__class__ = UnorderedState
            nslots = len(game.content.adjacency)
            for f in ("quest", "face_down", "enemy", "resolved"):
                if len(getattr(state, f)) != nslots:
                    raise ValueError(f"{f!r} needs {nslots} entries (one per quest slot)")
            if len(state.placed) != nslots or len(state.inv) != 5:
                raise ValueError("'placed' needs one list per quest slot and 'inv' 5 numbers")
            if state.phase not in PHASES:
                raise ValueError(f"'phase' must be one of {', '.join(PHASES)}, not {state.phase!r}")
            state.is_terminal = state.phase == OVER
            _check_ids(state)
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"bad ni-no-kuni state: {err}") from None
        return state


class UnorderedState(NiNoKuniState):
    """A determinization: the same position with the three decks' orders not fixed. Each card
    is drawn at random when the rules draw it (:meth:`NiNoKuniState.take`), which gives every
    order of the unseen cards the chance a shuffle gives it. Its snapshots say so
    (``"unordered": true``); the real game's never have the key."""

    __slots__ = ()

    unordered = True

    def take(self, deck: list[int]) -> int:
        """A uniformly random card of ``deck`` (not empty), drawn from the state's RNG (read
        without the property once it is this state's own: a rollout draws about ten)."""
        rng = self.rng if self._rng_shared else self._rng
        i = int(rng.random() * len(deck))
        deck[i], deck[-1] = deck[-1], deck[i]
        return deck.pop()


_new = object.__new__
_copy_list = list.copy


def _check_ids(state: NiNoKuniState) -> None:
    """Every card and model index in a loaded position names a real one (-1 = none on a slot)."""
    content = state.game.content
    counts = {"quest": len(content.quest_name), "enemy": len(content.enemy_name),
              "card": len(content.card_name), "member": len(state.game.members)}
    fields = {"quest": ("quest", "quest_deck", "quest_discard"),
              "enemy": ("enemy", "enemy_deck", "enemy_discard", "defeated"),
              "card": ("kingdom_deck", "kingdom_discard", "market", "built")}
    for kind, names in fields.items():
        for f in names:
            low = -1 if f in ("quest", "enemy") else 0
            for x in getattr(state, f):
                if not (isinstance(x, int) and low <= x < counts[kind]):
                    raise ValueError(f"{f!r} holds {x!r}; {kind} indexes run from {low} to {counts[kind] - 1}")
    for p in state.placed:
        for m in p:
            if not (isinstance(m, int) and 0 <= m < counts["member"]):
                raise ValueError(f"'placed' holds {m!r}; party members are 0 to {counts['member'] - 1}")
    if not 0 <= state.cursor <= len(state.game.members):
        raise ValueError(f"'cursor' must be 0 to {len(state.game.members)}")

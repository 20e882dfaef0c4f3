"""The state of a game of Lords of War: its data, copies, snapshots and what each seat sees.

A turn (rulebook "Sequence of Battle") is a sequence of decisions:

* ``play card=<id>``: choose a hand card (Deployment);
* ``place square=<cXrY>``: choose its square;
* for each of the active player's ranged units able to fire, in square order:
  ``fire unit=<sq> target=<sq>`` or ``hold unit=<sq>`` (Elimination);
* Raging Berserkers only: ``advance unit=<sq> square=<sq>`` or ``stay unit=<sq>``;
* ``draw`` or ``withdraw square=<sq>``, once per card taken back up to 6 (Reinforcement).

Decisions with a single possible choice (e.g. drawing when no unit may be withdrawn) are
carried out automatically and are not part of the history. The rules themselves live in the
chapter modules; this module reaches them only through the Game's tables
(``game.MOVES``, ``game.LEGAL``, ``game.EVALUATE``, see rules.py).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.state import TERMINAL, State
from meeple.games.lords_of_war.board import square_name
from meeple.games.lords_of_war.phases import ADVANCE, FIRE, OVER, PLACE, PLAY, REINFORCE

if TYPE_CHECKING:
    from meeple.games.lords_of_war.deployment import PlacementMap
    from meeple.games.lords_of_war.game import LordsOfWarGame
    from meeple.games.lords_of_war.setup import CardTable

_FACTORIAL = [math.factorial(n) for n in range(73)]
"""n! for every deck or pool size (at most the 72 cards of the game)."""
_PICKS = [[_FACTORIAL[n] // _FACTORIAL[n - k] if k <= n else 0 for k in range(73)] for n in range(73)]
"""``_PICKS[n][k]``: the ways to pick k of n cards in order."""


def _below(rng: random.Random, n: int) -> int:
    """A number uniform in [0, n) (``rng.randrange(n)`` without its argument checks)."""
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r


_EXPECTED = {
    PLAY: "'play card=<hand card id>'",
    PLACE: "'place square=<cXrY>'",
    FIRE: "'fire unit=<sq> target=<sq>' or 'hold unit=<sq>'",
    ADVANCE: "'advance unit=<sq> square=<sq>' or 'stay unit=<sq>'",
    REINFORCE: "'draw' or 'withdraw square=<sq>'",
}


class LordsOfWarState(State):
    """A position. Cards are ints indexing ``table`` (0-35 Player 1's, 36-71 Player 2's);
    squares are ints (see board.py). ``decks[p]`` has its top card last, unless
    ``draws[p]`` is not None: a determinization leaves a resampled deck in card order with the
    number ``draws[p]``, uniform over the deck's orders, that says which card comes next (see
    :meth:`top_first`); shuffling a whole deck in every determinization would cost more than
    a search ever draws. ``piles[p]`` is
    the victory pile of player ``p`` (enemy cards ``p`` eliminated); ``known[p]`` are cards
    in ``p``'s hand that the opponent has seen (general, withdrawn or revealed cards).

    ``hit``, ``bits``, ``engaged`` and ``threatened`` follow the board (units.py: the map changes only through
    ``units.put`` and ``units.take``). Caches, rebuilt from the rest whenever they are missing:
    ``placements`` (legal squares per hand card at Deployment, None = not computed yet: a turn
    starts without them, see ``deployment.start_deployment``), ``forced`` (it is a forced placement;
    valid once ``placements`` is not None), ``withdraw_options``, ``piles_checked`` (the victory
    piles' total length at the last check that found no winner, -1 = none, see
    ``victory.check_victory``) and ``_legal``. ``acted`` says whether something happened or could
    happen this turn (a card placed or taken, a ranged unit able to fire); ``idle_turns``
    counts the turns in a row in which nothing did (a stuck battle ends, see victory.py).
    ``current_player`` and ``is_terminal`` are plain fields set with the phase (see
    :meth:`seat_to_act`).
    """

    __slots__ = (
        "table", "map", "board", "hit", "bits", "engaged", "threatened", "tokens", "hands", "decks", "draws", "piles", "known", "opened", "start",
        "turn_player", "phase", "chosen", "forced", "placements", "placed_sq", "placed_card",
        "fire_queue", "shots", "killers", "advance_queue", "withdraw_options", "bonus_turns",
        "turns", "winner", "over_reason", "goal", "turn_limit", "mod", "cavalry_rule", "acted",
        "idle_turns", "piles_checked", "_legal", "_pools", "current_player", "is_terminal",
    )

    game: LordsOfWarGame

    def __init__(self, game: LordsOfWarGame, rng: random.Random) -> None:
        self._init_core(game, rng)
        self.table: CardTable = game.table
        self.map = game.battle_map
        self.board: dict[int, int] = {}
        self.hit: dict[int, int] = {}  # kept by units.put/take, see units.py
        self.bits = [0, 0, 0, 0]
        self.engaged = 0  # the squares of ``hit`` as bits (bounded map), see units.py
        self.threatened = 0  # units that may be eliminated, as bits (bounded map), see units.py
        self.tokens: dict[int, int] = {}
        self.hands: list[list[int]] = [[], []]
        self.decks: list[list[int]] = [[], []]
        self.draws: list[int | None] = [None, None]
        self.piles: list[list[int]] = [[], []]
        self.known: list[set[int]] = [set(), set()]
        self.opened = [False, False]
        self.start = game.start
        self.turn_player = 0
        self.phase = PLAY
        self.current_player = 0  # see seat_to_act
        self.is_terminal = False  # phase OVER
        self.chosen = -1
        self.forced = False
        self.placements: PlacementMap | None = None  # see deployment.compute_placements
        self.placed_sq = -1
        self.placed_card = -1
        self.fire_queue: list[int] = []
        self.shots: list[tuple[int, int]] = []
        self.killers: set[int] = set()
        self.advance_queue: list[tuple[int, tuple[int, ...]]] = []
        self.withdraw_options: list[int] = []
        self.bonus_turns = [0, 0]
        self.turns = 0
        self.winner: int | None = None
        self.over_reason = ""
        self.goal = game.goal
        self.turn_limit = game.options.turn_limit
        self.mod = game.options.berserker_mod
        self.cavalry_rule = game.options.cavalry_rule
        self.acted = False
        self.idle_turns = 0
        self.piles_checked = -1  # see victory.check_victory
        self._legal: list[Action] | None = None
        self._pools: tuple | None = None  # see _unseen

    # ----------------------------------------------------------------- core API

    def seat_to_act(self) -> int:
        """Who decides now, worked out from the phase: TERMINAL at the end, the owner of the
        first berserker in the queue at ``advance``, else the turn player. The moves keep
        ``current_player`` equal to it (plain fields are read faster than properties: the
        driver loop reads them at every decision)."""
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == ADVANCE:
            return self.table.owner[self.board[self.advance_queue[0][0]]]
        return self.turn_player

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self.game.LEGAL[self.phase](self)
        return list(legal)

    def _apply(self, action: Action) -> None:
        self._legal = self._pools = None
        self.game.MOVES[action.kind](self, action)

    def explain_illegal(self, action: Action) -> str:
        p = self.turn_player
        if action.kind == "play" and action.get("card") in self.table.index:
            g = self.table.index[str(action["card"])]
            if g not in self.hands[p]:
                return f"{action['card']} is not in the hand of P{p + 1}"
            if self.phase == PLAY:
                return f"{self.table.names[g]} has no square where the Engagement Rule or its exceptions allow it"
        if action.kind == "place" and self.phase == PLACE:
            return (f"{self.table.names[self.chosen]} may not go on {action.get('square')}: the square must be empty "
                    "and an arrow must point at an enemy unit (or, for spear/ranged units, next to an ally)")
        return f"the game is in phase {self.phase!r}, which expects {_EXPECTED.get(self.phase, 'nothing')}"

    def returns(self) -> list[float]:
        if self.phase != OVER or self.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def evaluate(self) -> list[float]:
        return self.game.EVALUATE(self)

    def clone(self) -> LordsOfWarState:
        c = self._copy_public()
        self._copy_core(c)
        c.hands = [list(self.hands[0]), list(self.hands[1])]
        c.decks = [list(self.decks[0]), list(self.decks[1])]
        c.draws = list(self.draws)
        return c

    def _copy_public(self) -> LordsOfWarState:
        """A copy of everything but the core's fields (history, events, RNG), the hands, the
        decks and ``draws``: what a clone and a determinization share."""
        c = LordsOfWarState.__new__(LordsOfWarState)
        c.table, c.map, c.start = self.table, self.map, self.start
        c.board = dict(self.board)
        c.hit = dict(self.hit)
        c.bits = list(self.bits)
        c.engaged, c.threatened = self.engaged, self.threatened
        c.tokens = dict(self.tokens)
        c.piles = [list(self.piles[0]), list(self.piles[1])]
        c.known = [set(self.known[0]), set(self.known[1])]
        c.opened = list(self.opened)
        c.turn_player, c.phase, c.chosen, c.forced = self.turn_player, self.phase, self.chosen, self.forced
        c.current_player, c.is_terminal = self.current_player, self.is_terminal
        c.placements = self.placements  # replaced, never mutated
        c.placed_sq, c.placed_card = self.placed_sq, self.placed_card
        c.fire_queue = list(self.fire_queue)
        c.shots = list(self.shots)
        c.killers = set(self.killers)
        c.advance_queue = list(self.advance_queue)
        c.withdraw_options = self.withdraw_options  # replaced, never mutated
        c.bonus_turns = list(self.bonus_turns)
        c.turns, c.winner, c.over_reason = self.turns, self.winner, self.over_reason
        c.goal, c.turn_limit, c.mod, c.cavalry_rule = self.goal, self.turn_limit, self.mod, self.cavalry_rule
        c.acted, c.idle_turns, c.piles_checked = self.acted, self.idle_turns, self.piles_checked
        c._legal = self._legal
        c._pools = None
        return c

    # ----------------------------------------------------------------- information

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (None: a spectator, who sees no hand card).

        Shape: ``player``, ``turn_player``, ``current_player`` (engine indices 0/1),
        ``armies``, ``bounded`` (the 7 x 6 map, else Combat Without Limits), ``phase``,
        ``turns``, ``board`` (units: square, owner 1/2, card, name, class, rank, arrows as they
        lie on the map with N towards Player 2's edge, defense, shot, tokens), ``hand`` (the
        player's own cards, same fields without square and owner; None for a spectator),
        ``known_cards`` (per player, hand cards seen face up: general, withdrawn, revealed),
        ``hand_sizes``, ``deck_sizes``, ``victory_piles`` (cards), ``bonus_turns``; by phase
        ``chosen`` (the card being placed, face up), ``fire_queue`` and ``shots``,
        ``advance_queue``, and at the end ``winner`` and ``result``.
        """
        hands = self.hands
        obs: dict[str, Any] = {
            "player": player,
            "turn_player": self.turn_player,
            "current_player": self.current_player,
            "armies": list(self.game.options.armies),
            "bounded": self.map.bounded,
            "phase": self.phase,
            "turns": self.turns,
            "board": [self._unit_json(s, g) for s, g in sorted(self.board.items())],
            "hand": None if player is None else [self._card_json(g) for g in hands[player]],
            "known_cards": [[self._card_json(g) for g in sorted(self.known[p] & set(hands[p]))] for p in (0, 1)],
            "hand_sizes": [len(hands[0]), len(hands[1])],
            "deck_sizes": [len(d) for d in self.decks],
            "victory_piles": [[self._card_json(g) for g in p] for p in self.piles],
            "bonus_turns": list(self.bonus_turns),
        }
        phase = self.phase
        if phase == PLACE:
            obs["chosen"] = self._card_json(self.chosen)
        elif phase == FIRE:
            obs["fire_queue"] = [square_name(s) for s in self.fire_queue]
            obs["shots"] = [[square_name(a), square_name(b)] for a, b in self.shots]
        elif phase == ADVANCE:
            obs["advance_queue"] = [[square_name(s), [square_name(d) for d in ds]] for s, ds in self.advance_queue]
        elif phase == OVER:
            obs["winner"] = self.winner
            obs["result"] = self.over_reason
        return obs

    def _card_json(self, g: int) -> dict[str, Any]:
        t = self.table
        card: dict[str, Any] = {
            "card": t.ids[g], "name": t.names[g], "class": t.cls[g], "rank": t.rank[g],
            "arrows": dict(t.board_arrows[g]), "defense": t.defense[g],  # a copy: the card table is shared
        }
        if t.shot[g]:
            card["shot"] = t.shot[g]
        return card

    def _unit_json(self, sq: int, g: int) -> dict[str, Any]:
        t = self.table
        unit = {"square": square_name(sq), "owner": t.owner[g] + 1, **self._card_json(g)}
        if self.tokens.get(sq):
            unit["tokens"] = self.tokens[sq]
        return unit

    def _unseen(self, player: int) -> tuple[list[int], list[int], list[int]]:
        """What a determinization for ``player`` starts from: the opponent's hand cards
        ``player`` has seen, the opponent's other cards (unseen hand cards and deck) and
        ``player``'s own deck, both in card order. Read-only lists, kept for the next call
        for the same player until the position changes (``_apply`` drops them: a search
        samples one position many times)."""
        cached = self._pools
        if cached is not None and cached[0] == player:
            return cached[1]
        o = 1 - player
        hand = self.hands[o]
        known = self.known[o]
        decks = self.decks
        draws = self.draws
        if self.phase == PLACE and self.turn_player == o:
            known = known | {self.chosen}  # being placed face up
        kept = [g for g in hand if g in known]
        pool = [g for g in hand if g not in known]
        pool += decks[o]
        pool.sort()
        # A resampled deck is already in card order (see ``draws``).
        own = decks[player] if draws[player] is not None else sorted(decks[player])
        unseen = (kept, pool, own)
        self._pools = (player, unseen)
        return unseen

    def _determinize(self, player: int, rng: random.Random) -> LordsOfWarState:
        """Resample what ``player`` cannot see: the opponent's unknown hand cards and deck
        (pooled in card order, then ordered at random: the first cards to the hand, the rest
        the deck), and the order of ``player``'s own deck. One number drawn from ``rng``,
        uniform over the orders of both pools, gives the orders (``draws``): the cards of the
        hand are taken now, the decks' cards as they are drawn. The copy gets its history,
        events and RNG from ``State.determinize``."""
        c = self._copy_public()
        c.game = self.game
        kept, pool, own = self._unseen(player)
        kept = list(kept)
        pool = list(pool)
        n = len(pool)
        k = len(self.hands[1 - player]) - len(kept)
        if k:  # the unseen hand cards: k distinct picks, one small number for all of them
            deal = _below(rng, _PICKS[n][k])
            take, add = pool.pop, kept.append
            for _ in range(k):
                deal, i = divmod(deal, n)
                add(take(i))
                n -= 1
            kept.sort()
        own_orders = _FACTORIAL[len(own)]
        order, own_order = divmod(_below(rng, _FACTORIAL[n] * own_orders), own_orders)
        hands = c.hands = [kept, kept]
        hands[player] = list(self.hands[player])
        decks = c.decks = [pool, pool]
        decks[player] = list(own)
        draws = c.draws = [order, order]
        draws[player] = own_order
        if c.phase == PLAY and c.turn_player == 1 - player:
            # The squares the opponent may use depend on the hand just resampled.
            c.placements = None
            c._legal = None
        return c

    def top_first(self, p: int) -> list[int]:
        """Player ``p``'s army deck from the top card down."""
        deck = self.decks[p]
        order = self.draws[p]
        if order is None:
            return deck[::-1]
        rest = list(deck)
        out = []
        while rest:
            order, i = divmod(order, len(rest))
            out.append(rest.pop(i))
        return out

    # ----------------------------------------------------------------- snapshots

    def _to_json(self) -> dict[str, Any]:
        """The position as readable JSON (format: positions.py), hidden information included.

        Caches (placements, withdrawal options) are left out: they follow from the rest.
        """
        t = self.table
        ids = t.ids
        sq = square_name
        return {
            "game": self.game.name,
            "options": self.game.options_json(),
            "turn_player": self.turn_player + 1,
            "phase": self.phase,
            "board": [self._unit_json(s, g) for s, g in sorted(self.board.items())],
            "hands": [[ids[g] for g in h] for h in self.hands],
            "decks": [[ids[g] for g in self.top_first(p)] for p in (0, 1)],
            "piles": [[ids[g] for g in p] for p in self.piles],
            "known": [sorted(ids[g] for g in k) for k in self.known],
            "opened": list(self.opened),
            "bonus_turns": list(self.bonus_turns),
            "turns": self.turns,
            "acted": self.acted,
            "idle_turns": self.idle_turns,
            "chosen": ids[self.chosen] if self.chosen >= 0 else None,
            "placed": sq(self.placed_sq) if self.placed_sq >= 0 and self.placed_card >= 0 else None,
            "placed_card": ids[self.placed_card] if self.placed_card >= 0 else None,
            "fire_queue": [sq(s) for s in self.fire_queue],
            "shots": [[sq(a), sq(b)] for a, b in self.shots],
            "killers": sorted(sq(s) for s in self.killers),
            "advance_queue": [[sq(s), [sq(d) for d in ds]] for s, ds in self.advance_queue],
            "winner": None if self.winner is None else self.winner + 1,
            "over_reason": self.over_reason,
        }

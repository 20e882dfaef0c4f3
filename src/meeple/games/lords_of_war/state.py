"""The state of a game of Lords of War and its decision points.

A turn (rulebook "Sequence of Battle") is a sequence of decisions:

* ``play card=<id>``: choose a hand card (Deployment);
* ``place square=<cXrY>``: choose its square;
* for each of the active player's ranged units able to fire, in square order:
  ``fire unit=<sq> target=<sq>`` or ``hold unit=<sq>`` (Elimination);
* Raging Berserkers only: ``advance unit=<sq> square=<sq>`` or ``stay unit=<sq>``;
* ``draw``, ``withdraw square=<sq>`` or (empty deck) ``pass`` (Reinforcement).

Decisions with a single possible choice (e.g. drawing when no unit may be withdrawn) are
carried out automatically and are not part of the history.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.state import TERMINAL, State, clone_rng
from meeple.games.lords_of_war import deployment, elimination, reinforcement, variants, victory
from meeple.games.lords_of_war.board import parse_square, square_name

if TYPE_CHECKING:
    from meeple.games.lords_of_war.game import LordsOfWarGame
    from meeple.games.lords_of_war.setup import CardTable

PLAY, PLACE, FIRE, ADVANCE, REINFORCE, OVER = range(6)
PHASE_NAMES = ("play", "place", "fire", "advance", "reinforce", "over")

_ACTIONS: dict[tuple, Action] = {}


def _action(kind: str, *values: str) -> Action:
    """A cached Action with parameters named by its kind (actions are immutable; the hot
    path builds the same ones over and over)."""
    key = (kind, *values)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(kind, **dict(zip(_PARAMS[kind], values)))
    return a


_PLACE: dict[int, Action] = {}


def _place_action(sq: int) -> Action:
    a = _PLACE.get(sq)
    if a is None:
        a = _PLACE[sq] = Action("place", square=square_name(sq))
    return a


_PARAMS = {
    "play": ("card",), "place": ("square",), "fire": ("unit", "target"), "hold": ("unit",),
    "advance": ("unit", "square"), "stay": ("unit",), "draw": (), "pass": (), "withdraw": ("square",),
}


class LordsOfWarState(State):
    """A position. Cards are ints indexing ``table`` (0-35 Player 1's, 36-71 Player 2's);
    squares are ints (see board.py). ``decks[p]`` has its top card last; ``piles[p]`` is
    the victory pile of player ``p`` (enemy cards ``p`` eliminated); ``known[p]`` are cards
    in ``p``'s hand that the opponent has seen (general, withdrawn or revealed cards)."""

    __slots__ = (
        "game", "table", "map", "_rng", "_rng_shared", "history", "board", "tokens", "hands", "decks", "piles",
        "known", "opened", "start", "turn_player", "phase", "chosen", "forced", "placements",
        "placed_sq", "placed_card", "fire_queue", "shots", "killers", "berserker_kills",
        "advance_queue", "withdraw_options", "bonus_turns", "turns", "winner", "over_reason",
        "goal", "turn_limit", "mod", "cavalry_rule", "_log", "_legal",
    )

    def __init__(self, game: LordsOfWarGame, rng: random.Random) -> None:
        self.game = game
        self.table: CardTable = game.table
        self.map = game.battle_map
        self._rng = rng
        self._rng_shared = False
        self.history: list[Action] = []
        self.board: dict[int, int] = {}
        self.tokens: dict[int, int] = {}
        self.hands: list[list[int]] = [[], []]
        self.decks: list[list[int]] = [[], []]
        self.piles: list[list[int]] = [[], []]
        self.known: list[set[int]] = [set(), set()]
        self.opened = [False, False]
        self.start = game.start
        self.turn_player = 0
        self.phase = PLAY
        self.chosen = -1
        self.forced = False
        self.placements: dict[int, list[int]] = {}
        self.placed_sq = -1
        self.placed_card = -1
        self.fire_queue: list[int] = []
        self.shots: list[tuple[int, int]] = []
        self.killers: set[int] = set()
        self.berserker_kills: dict[int, list[int]] = {}
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
        self._log: list[str] = []
        self._legal: list[Action] | None = None

    # ----------------------------------------------------------------- core API

    @property
    def rng(self) -> random.Random:  # type: ignore[override]
        """The state's RNG. Clones share it copy-on-access: the rules draw from it only while
        dealing, so most clones never pay for copying the Mersenne Twister state."""
        if self._rng_shared:
            self._rng = clone_rng(self._rng)
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase == ADVANCE:
            return self.table.owner[self.board[self.advance_queue[0][0]]]
        return self.turn_player

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY:
            play = self.table.play_actions
            return [play[g] for g in sorted(self.placements)]
        if phase == PLACE:
            return [_place_action(sq) for sq in self.placements[self.chosen]]
        if phase == FIRE:
            sq = self.fire_queue[0]
            unit = square_name(sq)
            acts = [_action("fire", unit, square_name(t)) for t in elimination.fire_targets(self, sq)]
            acts.append(_action("hold", unit))
            return acts
        if phase == ADVANCE:
            sq, dests = self.advance_queue[0]
            unit = square_name(sq)
            acts = [_action("advance", unit, square_name(t)) for t in dests if t not in self.board]
            acts.append(_action("stay", unit))
            return acts
        if phase == REINFORCE:
            p = self.turn_player
            acts = [_action("draw") if self.decks[p] else _action("pass")]
            acts.extend(_action("withdraw", square_name(sq)) for sq in self.withdraw_options)
            return acts
        return []

    def _apply(self, action: Action) -> None:
        self._legal = None
        kind = action.kind
        p = self.turn_player
        if kind == "play":
            self.chosen = self.table.index[str(action["card"])]
            if self.forced:
                self._reveal_hand(p)
            self.phase = PLACE
        elif kind == "place":
            self._deploy(p, self.chosen, parse_square(str(action["square"])))
        elif kind == "fire" or kind == "hold":
            shooter = self.fire_queue.pop(0)
            who = f"{self.table.describe(self.board[shooter])} on {square_name(shooter)}"
            if kind == "fire":
                target = parse_square(str(action["target"]))
                self.shots.append((shooter, target))
                self.say(f"{who} fires at {self.table.describe(self.board[target])} on {square_name(target)}")
            else:
                self.say(f"{who} holds its fire")
            if not self.fire_queue:
                self._finish_elimination()
        elif kind == "advance" or kind == "stay":
            sq, _ = self.advance_queue.pop(0)
            if kind == "advance":
                variants.advance(self, sq, parse_square(str(action["square"])))
            self._next_advance()
        elif kind == "draw":
            reinforcement.draw(self, p)
            self._end_turn()
        elif kind == "withdraw":
            reinforcement.withdraw(self, p, parse_square(str(action["square"])))
            self._end_turn()
        elif kind == "pass":
            self.say(f"P{p + 1} takes no card (army deck empty)")
            self._end_turn()
        else:
            raise ValueError(f"unknown action kind {kind!r}")

    def explain_illegal(self, action: Action) -> str:
        phase = PHASE_NAMES[self.phase]
        expected = {
            PLAY: "'play card=<hand card id>'",
            PLACE: "'place square=<cXrY>'",
            FIRE: "'fire unit=<sq> target=<sq>' or 'hold unit=<sq>'",
            ADVANCE: "'advance unit=<sq> square=<sq>' or 'stay unit=<sq>'",
            REINFORCE: "'draw', 'pass' or 'withdraw square=<sq>'",
        }.get(self.phase, "nothing")
        if action.kind == "play" and action.get("card") in self.table.index:
            g = self.table.index[str(action["card"])]
            if g not in self.hands[self.turn_player]:
                return f"{action['card']} is not in the hand of P{self.turn_player + 1}"
            if self.phase == PLAY:
                return f"{self.table.names[g]} has no square where the Engagement Rule or its exceptions allow it"
        if action.kind == "place" and self.phase == PLACE:
            return (f"{self.table.names[self.chosen]} may not go on {action.get('square')}: the square must be empty "
                    "and an arrow must point at an enemy unit (or, for spear/ranged units, next to an ally)")
        return f"the game is in phase {phase!r}, which expects {expected}"

    def returns(self) -> list[float]:
        if self.phase != OVER or self.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def evaluate(self) -> list[float]:
        return victory.evaluate(self)

    def clone(self) -> LordsOfWarState:
        c = LordsOfWarState.__new__(LordsOfWarState)
        c.game, c.table, c.map, c.start = self.game, self.table, self.map, self.start
        c._rng = self._rng
        c._rng_shared = self._rng_shared = True
        c.history = list(self.history)
        c.board = dict(self.board)
        c.tokens = dict(self.tokens)
        c.hands = [list(self.hands[0]), list(self.hands[1])]
        c.decks = [list(self.decks[0]), list(self.decks[1])]
        c.piles = [list(self.piles[0]), list(self.piles[1])]
        c.known = [set(self.known[0]), set(self.known[1])]
        c.opened = list(self.opened)
        c.turn_player, c.phase, c.chosen, c.forced = self.turn_player, self.phase, self.chosen, self.forced
        c.placements = self.placements  # replaced, never mutated
        c.placed_sq, c.placed_card = self.placed_sq, self.placed_card
        c.fire_queue = list(self.fire_queue)
        c.shots = list(self.shots)
        c.killers = set(self.killers)
        c.berserker_kills = dict(self.berserker_kills)
        c.advance_queue = list(self.advance_queue)
        c.withdraw_options = self.withdraw_options
        c.bonus_turns = list(self.bonus_turns)
        c.turns, c.winner, c.over_reason = self.turns, self.winner, self.over_reason
        c.goal, c.turn_limit, c.mod, c.cavalry_rule = self.goal, self.turn_limit, self.mod, self.cavalry_rule
        c._log = list(self._log)
        c._legal = self._legal
        return c

    def observation(self, player: int) -> dict[str, Any]:
        from meeple.games.lords_of_war.state_json import observation

        return observation(self, player)

    def determinize(self, player: int, rng: random.Random) -> LordsOfWarState:
        """Resample what ``player`` cannot see: the opponent's unknown hand cards and deck
        (pooled and reshuffled), and the order of ``player``'s own deck."""
        c = self.clone()
        o = 1 - player
        known = set(c.known[o])
        if c.phase == PLACE and c.turn_player == o:
            known.add(c.chosen)  # being placed face up
        kept = [g for g in c.hands[o] if g in known]
        pool = [g for g in c.hands[o] if g not in known] + c.decks[o]
        pool.sort()
        rng.shuffle(pool)
        k = len(c.hands[o]) - len(kept)
        c.hands[o] = sorted(kept + pool[:k])
        c.decks[o] = pool[k:]
        own = sorted(c.decks[player])
        rng.shuffle(own)
        c.decks[player] = own
        if c.phase == PLAY and c.turn_player == o:
            c.placements, c.forced = deployment.compute_placements(c, o)
            c._legal = None
        c.rng = random.Random(rng.getrandbits(63))
        return c

    def to_json(self) -> dict[str, Any]:
        from meeple.games.lords_of_war.state_json import state_to_json

        return state_to_json(self)

    def render(self, viewer: int | None = None) -> str:
        from meeple.games.lords_of_war.render import render

        return render(self, viewer)

    @property
    def log(self) -> list[str]:
        return list(self._log)

    # ------------------------------------------------------------ turn sequence

    def say(self, line: str) -> None:
        self._log.append(line)

    def finish(self, winner: int | None, reason: str) -> None:
        """End the game (winner None = draw)."""
        self.phase = OVER
        self.winner = winner
        self.over_reason = reason
        self._legal = None
        self.say("Game over: " + reason)

    def start_turn(self, player: int) -> None:
        """Begin ``player``'s turn at Deployment; a player with no card to place loses."""
        self.turn_player = player
        self.placed_sq = self.placed_card = self.chosen = -1
        self.killers = set()
        self.shots = []
        self._legal = None
        self.placements, self.forced = deployment.compute_placements(self, player)
        if not self.placements:
            victory.cannot_play(self, player)
            return
        self.phase = PLAY

    def _reveal_hand(self, p: int) -> None:
        hand = self.hands[p]
        self.known[p].update(hand)
        names = ", ".join(self.table.names[g] for g in hand)
        self.say(f"P{p + 1} cannot place a card under the Engagement Rule: forced placement next to an enemy; "
                 f"hand revealed: {names}")

    def _deploy(self, p: int, g: int, sq: int) -> None:
        """Phase 1: put card ``g`` on ``sq``, then start Phase 2."""
        self.hands[p].remove(g)
        self.known[p].discard(g)
        self.board[sq] = g
        self.placed_sq, self.placed_card = sq, g
        opening = not self.opened[p]
        self.opened[p] = True
        self.say(f"{self.table.describe(g)} placed on {square_name(sq)}{' (opening placement)' if opening else ''}")
        self.fire_queue = elimination.ready_to_fire(self, p)
        self.phase = FIRE
        if not self.fire_queue:
            self._finish_elimination()

    def _finish_elimination(self) -> None:
        elimination.resolve_elimination(self)
        if victory.check_victory(self):
            return
        if self.mod == "raging" and self.berserker_kills:
            self.advance_queue = variants.raging_advances(self)
            self._next_advance()
        else:
            self.berserker_kills = {}
            self._begin_reinforcement()

    def _next_advance(self) -> None:
        while self.advance_queue and not any(t not in self.board for t in self.advance_queue[0][1]):
            self.advance_queue.pop(0)
        if self.advance_queue:
            self.phase = ADVANCE
        else:
            self._begin_reinforcement()

    def _begin_reinforcement(self) -> None:
        """Phase 3: draw or withdraw; decided automatically when there is only one choice."""
        p = self.turn_player
        self.withdraw_options = reinforcement.withdrawable(self, p)
        if self.withdraw_options:
            self.phase = REINFORCE
            return
        if self.decks[p]:
            reinforcement.draw(self, p)
        self._end_turn()

    def _end_turn(self) -> None:
        p = self.turn_player
        if self.mod == "kamikaze":
            variants.kamikaze(self)
            if victory.check_victory(self):
                return
        elif self.mod == "support":
            variants.add_support_tokens(self)
        self.turns += 1
        if self.turns >= self.turn_limit:
            victory.turn_limit_reached(self)
            return
        if self.bonus_turns[p]:
            self.bonus_turns[p] -= 1
            self.say(f"P{p + 1} takes an extra turn")
            self.start_turn(p)
        else:
            self.start_turn(1 - p)

"""The position: board, party, inventory, decks and the pending decision.

Slots are the board's physical quest slots (only ``game.slots`` are in play); cards are
indices into :class:`~meeple.games.ni_no_kuni.content.Content`. ``inv`` is the shared
inventory ``[experience, kingsguilder, supply, sweets, tears]``.
"""

from __future__ import annotations

import random
from typing import Any

from meeple.core.actions import Action
from meeple.core.errors import RecordError
from meeple.core.state import TERMINAL, State, clone_rng
from meeple.games.ni_no_kuni import adventure, end_of_turn, kingdom_phase, resource_phase
from meeple.games.ni_no_kuni.phases import (
    DEMOLISH,
    FIGHT,
    KINGDOM,
    MOVE,
    OVER,
    PHASE_NAMES,
    PLACE,
    PREROLL,
    REMOVE,
    TANI,
    TEAR,
)

# Every mutable field, in the order clone/to_json handle them.
_LIST_FIELDS = ("quest", "face_down", "enemy", "resolved", "inv", "quest_deck", "quest_discard",
                "enemy_deck", "enemy_discard", "kingdom_deck", "kingdom_discard", "market", "built",
                "dice", "defeated")
_SCALAR_FIELDS = ("turn", "phase", "cursor", "basics_bought", "swordsman_used", "adapt_used", "tani_used",
                  "plan_used", "fight_slot", "fight_sweet", "fight_adapt", "move_slot", "pending_buy", "result")


class NiNoKuniState(State):
    __slots__ = ("game", "rng", "history", "_log", "placed", "completed", *_LIST_FIELDS, *_SCALAR_FIELDS)

    def __init__(self, game: Any, rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.history: list[Action] = []
        self._log: list[str] = []
        nslots = len(game.content.adjacency)
        self.quest = [-1] * nslots
        self.face_down = [False] * nslots
        self.enemy = [-1] * nslots
        self.placed: list[list[int]] = [[] for _ in range(nslots)]
        self.resolved = [False] * nslots
        self.completed: list[tuple[int, int, int]] = []  # (slot, quest, models on it) this turn
        self.defeated: list[int] = []  # enemies defeated this turn (their rewards come in the Resource phase)
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

    # ---- core API -------------------------------------------------------------------------
    @property
    def lead(self) -> int:
        """The player speaking for the party this turn (rotates each turn)."""
        return (self.turn - 1) % self.game.num_players

    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        game = self.game
        if phase == PLACE:
            return game.member_owner[self.cursor]
        if phase in (PREROLL, TEAR):
            return game.member_owner[self.placed[self.fight_slot][0]]
        if phase == TANI:
            return game.member_owner[game.member_of["tani"]]
        return self.lead

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        return _LEGAL[self.phase](self)

    def _apply(self, action: Action) -> None:
        _APPLY[action.kind](self, action)

    def explain_illegal(self, action: Action) -> str:
        kinds = sorted({a.kind for a in self.legal_actions()})
        where = f"the {PHASE_NAMES[self.phase]} decision of turn {self.turn}"
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
        from meeple.games.ni_no_kuni.heuristics import position_value

        return [position_value(self)] * self.game.num_players

    @property
    def log(self) -> list[str]:
        return self._log

    def say(self, text: str) -> None:
        self._log.append(f"T{self.turn} {text}")

    # ---- scoring helpers --------------------------------------------------------------------
    def kingdom_influence(self) -> int:
        infl = self.game.content.card_influence
        return sum(infl[c] for c in self.built)

    def enemy_influence(self) -> int:
        """The boss's number for this player count plus every enemy still on the board."""
        infl = self.game.content.enemy_influence
        return self.game.boss_influence + sum(infl[self.enemy[s]] for s in self.game.slots if self.enemy[s] >= 0)

    # ---- copies -----------------------------------------------------------------------------
    def clone(self) -> NiNoKuniState:
        c = NiNoKuniState.__new__(NiNoKuniState)
        c.game = self.game
        c.rng = clone_rng(self.rng)
        c.history = list(self.history)
        c._log = list(self._log)
        c.placed = [list(p) for p in self.placed]
        c.completed = list(self.completed)
        for f in _LIST_FIELDS:
            setattr(c, f, list(getattr(self, f)))
        for f in _SCALAR_FIELDS:
            setattr(c, f, getattr(self, f))
        return c

    def observation(self, player: int) -> dict[str, Any]:
        """All the party knows (shared by every player): the board with face-down quests
        hidden, enemies, inventory, market, kingdom, discard piles and deck sizes."""
        from meeple.games.ni_no_kuni.view import observe

        return observe(self, player)

    def determinize(self, player: int, rng: random.Random) -> NiNoKuniState:
        """Reshuffle what the party cannot see: the three deck orders and Doloran's face-down
        quests (drawn again from the quests not yet seen)."""
        c = self.clone()
        down = [s for s in self.game.slots if c.face_down[s] and c.quest[s] >= 0]
        unseen = [c.quest[s] for s in down] + c.quest_deck
        rng.shuffle(unseen)
        for s in down:
            c.quest[s] = unseen.pop()
        c.quest_deck = unseen
        rng.shuffle(c.enemy_deck)
        rng.shuffle(c.kingdom_deck)
        c.rng = random.Random(rng.getrandbits(63))
        return c

    def render(self, viewer: int | None = None) -> str:
        from meeple.games.ni_no_kuni.view import render

        return render(self, viewer)

    # ---- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        data: dict[str, Any] = {"game": self.game.name, "options": self.game.options_json()}
        for f in _SCALAR_FIELDS:
            data[f] = getattr(self, f)
        for f in _LIST_FIELDS:
            data[f] = list(getattr(self, f))
        data["placed"] = [list(p) for p in self.placed]
        data["completed"] = [list(c) for c in self.completed]
        data["log"] = list(self._log)
        data["history"] = [a.text() for a in self.history]
        data["rng"] = [version, list(internal), gauss]
        return data

    @classmethod
    def from_json(cls, game: Any, data: dict[str, Any]) -> NiNoKuniState:
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
            state._log = list(data.get("log", []))
            state.history = [Action.parse(t) for t in data.get("history", [])]
            if "rng" in data:
                version, internal, gauss = data["rng"]
                state.rng.setstate((version, tuple(internal), gauss))
            nslots = len(game.content.adjacency)
            for f in ("quest", "face_down", "enemy", "resolved"):
                if len(getattr(state, f)) != nslots:
                    raise ValueError(f"{f!r} needs {nslots} entries (one per quest slot)")
            if len(state.placed) != nslots or len(state.inv) != 5:
                raise ValueError("'placed' needs one list per quest slot and 'inv' 5 numbers")
            if not 0 <= state.phase <= OVER:
                raise ValueError(f"'phase' must be 0..{OVER}")
            _check_ids(state)
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"bad ni-no-kuni state: {err}") from None
        return state


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


_LEGAL = {
    PLACE: adventure.legal_place,
    FIGHT: adventure.legal_fight,
    PREROLL: adventure.legal_preroll,
    TEAR: adventure.legal_tear,
    MOVE: adventure.legal_move,
    TANI: resource_phase.legal_tani,
    KINGDOM: kingdom_phase.legal_kingdom,
    DEMOLISH: kingdom_phase.legal_demolish,
    REMOVE: end_of_turn.legal_remove,
    OVER: lambda s: [],
}
_APPLY = {
    "place": adventure.apply_place,
    "rest": adventure.apply_rest,
    "swordsman": adventure.apply_swordsman,
    "fight": adventure.apply_fight,
    "roll": adventure.apply_roll,
    "tear": adventure.apply_tear,
    "accept": adventure.apply_accept,
    "move": adventure.apply_move,
    "stay": adventure.apply_stay,
    "take": resource_phase.apply_take,
    "buy": kingdom_phase.apply_buy,
    "upgrade": kingdom_phase.apply_upgrade,
    "plan": kingdom_phase.apply_plan,
    "end": kingdom_phase.apply_end,
    "demolish": kingdom_phase.apply_demolish,
    "remove": end_of_turn.apply_remove,
}

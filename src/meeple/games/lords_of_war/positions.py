"""Reading positions: the JSON that ``LordsOfWarState.to_json`` writes, or a hand-made subset.

Position format (players are numbered 1 and 2 as in the rulebook; squares ``c<col>r<row>``
from Player 1's edge; cards by instance id ``"orcs-17"`` or by name ``"Orc Ravager"``, with
``"#2"`` for the second layout of a name; a bare name takes any unused copy)::

    {"options": {"armies": ["dwarves", "orcs"]},          # only read by load_position
     "turn_player": 2, "phase": "play",
     "board": [{"square": "c4r3", "owner": 1, "card": "Dwarf Marauder#1"}],
     "hands": [[], ["Orc Deathbringer#1"]],
     "decks": [[...], [...]],   # top card first; omitted = the unused cards, shuffled by "seed"
     "piles": [[], []],         # victory pile of each player (enemy cards they eliminated)
     "known": [[], []], "opened": [true, true], "bonus_turns": [0, 0], "turns": 0,
     "acted": false, "idle_turns": 0}

Mid-turn fields (``chosen``, ``placed``, ``placed_card``, ``fire_queue``, ``shots``,
``killers``, ``advance_queue``, ``winner``, ``over_reason``) are written by ``to_json``, so a
snapshot continues exactly; caches (legal squares, withdrawal options) are recomputed. Phase
``play`` starts the turn of ``turn_player`` (a player with no card to place skips Deployment).
The core keys ``rng``, ``history`` and ``events`` are read by the core.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.errors import RecordError
from meeple.games.lords_of_war import deployment, reinforcement, turn, units
from meeple.games.lords_of_war.board import parse_square, square_name
from meeple.games.lords_of_war.phases import ADVANCE, FIRE, OVER, PHASES, PLACE, PLAY, REINFORCE
from meeple.games.lords_of_war.setup import HAND_SIZE
from meeple.games.lords_of_war.state import LordsOfWarState

if TYPE_CHECKING:
    from meeple.games.lords_of_war.game import LordsOfWarGame


class _CardResolver:
    """Turns card references of a position into unused card instances of the right owner."""

    def __init__(self, state: LordsOfWarState) -> None:
        self.table = state.table
        self.used: set[int] = set()

    def __call__(self, ref: Any, owner: int, where: str) -> int:
        t = self.table
        if not isinstance(ref, str):
            raise RecordError(f"{where}: a card must be an id like 'elves-17' or a name, got {ref!r}")
        if ref in t.index:
            g = t.index[ref]
            if t.owner[g] != owner:
                raise RecordError(f"{where}: {ref} belongs to player {t.owner[g] + 1}, not player {owner + 1}")
        else:
            g = self._by_name(ref, owner, where)
        if g in self.used:
            raise RecordError(f"{where}: card {t.ids[g]} ({t.names[g]}) is used twice")
        self.used.add(g)
        return g

    def _by_name(self, ref: str, owner: int, where: str) -> int:
        t = self.table
        name, _, layout = ref.partition("#")
        key = name.strip().casefold()
        mine = [g for g in range(t.size) if t.owner[g] == owner and t.names[g].casefold() == key]
        if not mine:
            raise RecordError(f"{where}: player {owner + 1}'s army has no card named {name.strip()!r}")
        layouts: list[Any] = []
        for g in mine:
            if not any(t.records[g] is r for r in layouts):
                layouts.append(t.records[g])
        if layout:
            k = int(layout) if layout.isdigit() else 0
            if not 1 <= k <= len(layouts):
                raise RecordError(f"{where}: {name.strip()!r} has layouts #1 to #{len(layouts)}, not {layout!r}")
            mine = [g for g in mine if t.records[g] is layouts[k - 1]]
        free = [g for g in mine if g not in self.used]
        if not free:
            raise RecordError(f"{where}: no unused copy of {ref!r} is left in player {owner + 1}'s army")
        return free[0]


def _square(text: Any, where: str) -> int:
    try:
        return parse_square(str(text))
    except ValueError as err:
        raise RecordError(f"{where}: {err}") from None


def _player(value: Any, where: str) -> int:
    if value not in (1, 2):
        raise RecordError(f"{where}: players are numbered 1 and 2, got {value!r}")
    return int(value) - 1


def state_from_json(game: LordsOfWarGame, data: dict[str, Any]) -> LordsOfWarState:
    """Build a position from ``to_json`` output (without the core keys) or a hand-written
    subset of it.

    Raises :class:`RecordError` naming the bad field.
    """
    if not isinstance(data, dict):
        raise RecordError(f"a position must be a JSON object, got {type(data).__name__}")
    try:
        return _build(game, data)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
        raise RecordError(f"bad lords-of-war position: {err!r}") from None


def _build(game: LordsOfWarGame, data: dict[str, Any]) -> LordsOfWarState:
    state = LordsOfWarState(game, random.Random(data.get("seed", 0)))
    resolve = _CardResolver(state)
    for i, unit in enumerate(data.get("board", [])):
        where = f"board[{i}]"
        owner = _player(unit.get("owner"), where + ".owner")
        sq = _square(unit.get("square"), where + ".square")
        if not game.battle_map.contains(sq):
            raise RecordError(f"{where}: {square_name(sq)} is off the battle map")
        if sq in state.board:
            raise RecordError(f"{where}: two units on {square_name(sq)}")
        units.put(state, sq, resolve(unit.get("card"), owner, where))
        if unit.get("tokens"):
            state.tokens[sq] = int(unit["tokens"])
    for field in ("hands", "piles"):
        lists = data.get(field, [[], []])
        target = state.hands if field == "hands" else state.piles
        for p in (0, 1):
            # A victory pile holds the opponent's cards.
            owner = p if field == "hands" else 1 - p
            target[p] = [resolve(ref, owner, f"{field}[{p}][{j}]") for j, ref in enumerate(lists[p])]
        if field == "hands":
            state.hands = [sorted(h) for h in state.hands]
    if "decks" in data:
        for p in (0, 1):
            deck = [resolve(ref, p, f"decks[{p}][{j}]") for j, ref in enumerate(data["decks"][p])]
            state.decks[p] = deck[::-1]
    else:
        for p in (0, 1):
            rest = [g for g in range(state.table.size) if state.table.owner[g] == p and g not in resolve.used]
            state.rng.shuffle(rest)
            state.decks[p] = rest
    index = state.table.index
    for p in (0, 1):
        state.known[p] = {index[c] for c in data.get("known", [[], []])[p]} & set(state.hands[p])
        if "known" not in data:
            state.known[p] = {g for g in state.hands[p] if state.table.is_general[g]}
    state.opened = [bool(x) for x in data.get("opened", [True, True])]
    state.bonus_turns = [int(x) for x in data.get("bonus_turns", [0, 0])]
    state.turns = int(data.get("turns", 0))
    state.idle_turns = int(data.get("idle_turns", 0))
    p = _player(data.get("turn_player", 1), "turn_player")
    phase = data.get("phase", PLAY)
    if phase not in PHASES:
        raise RecordError(f"phase must be one of {', '.join(PHASES)}, got {phase!r}")
    if phase == PLAY:
        turn.start_turn(state, p)
        if state.phase == PLAY:
            deployment.ensure_placements(state)  # a loaded position has its caches filled
        return state
    state.turn_player = p
    state.phase = phase
    state.acted = bool(data.get("acted", False))
    state.placed_card = index[data["placed_card"]] if data.get("placed_card") else -1
    state.placed_sq = _square(data["placed"], "placed") if data.get("placed") else -1
    state.killers = {_square(s, "killers") for s in data.get("killers", [])}
    state.chosen = index[data["chosen"]] if data.get("chosen") else -1
    if state.phase == PLACE:
        state.placements, state.forced = deployment.compute_placements(state, p)
    elif state.phase == FIRE:
        state.fire_queue = [_square(s, "fire_queue") for s in data["fire_queue"]]
        state.shots = [(_square(a, "shots"), _square(b, "shots")) for a, b in data.get("shots", [])]
    elif state.phase == ADVANCE:
        state.advance_queue = [(_square(s, "advance_queue"), tuple(_square(d, "advance_queue") for d in ds))
                               for s, ds in data["advance_queue"]]
    elif state.phase == REINFORCE:
        state.withdraw_options = reinforcement.withdrawable(state, p)
    elif state.phase == OVER:
        winner = data.get("winner")
        state.winner = None if winner is None else _player(winner, "winner")
        state.over_reason = str(data.get("over_reason", ""))
    _check_mid_turn(state, p)
    state.current_player = state.seat_to_act()
    state.is_terminal = state.phase == OVER
    return state


def _check_mid_turn(state: LordsOfWarState, p: int) -> None:
    """Refuse mid-turn fields that do not fit the phase (they would fail later, in
    ``legal_actions`` or ``apply``)."""
    t = state.table
    board = state.board
    if state.phase == PLACE and state.chosen not in (state.placements or {}):
        raise RecordError(f"phase 'place' needs 'chosen': a card in player {p + 1}'s hand with a square to go on")
    if state.phase == FIRE:
        if not state.fire_queue:
            raise RecordError("phase 'fire' needs a non-empty 'fire_queue'")
        for sq in state.fire_queue:
            g = board.get(sq)
            if g is None or not t.is_ranged[g] or t.owner[g] != p:
                raise RecordError(f"fire_queue: {square_name(sq)} does not hold a ranged unit of player {p + 1}")
    if state.phase == ADVANCE:
        if not state.advance_queue:
            raise RecordError("phase 'advance' needs a non-empty 'advance_queue'")
        for sq, _ in state.advance_queue:
            g = board.get(sq)
            if g is None or not t.is_berserker[g]:
                raise RecordError(f"advance_queue: {square_name(sq)} does not hold a berserker")
    if state.phase == REINFORCE and (len(state.hands[p]) >= HAND_SIZE or not state.legal_actions()):
        raise RecordError(f"phase 'reinforce' needs player {p + 1} to lack hand cards and have a card to take "
                          "(an army deck card or a unit that may be withdrawn)")

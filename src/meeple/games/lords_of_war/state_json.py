"""Readable JSON of positions (``to_json`` / ``state_from_json``) and player observations.

Position format (players are numbered 1 and 2 as in the rulebook; squares ``c<col>r<row>``
from Player 1's edge; cards by instance id ``"orcs-17"`` or by name ``"Orc Ravager"``, with
``"#2"`` for the second layout of a name; a bare name takes any unused copy)::

    {"options": {"armies": ["dwarves", "orcs"]},          # only read by load_position
     "turn_player": 2, "phase": "play",
     "board": [{"square": "c4r3", "owner": 1, "card": "Dwarf Marauder#1"}],
     "hands": [[], ["Orc Deathbringer#1"]],
     "decks": [[...], [...]],   # top card first; omitted = the unused cards, shuffled by "seed"
     "piles": [[], []],         # victory pile of each player (enemy cards they eliminated)
     "known": [[], []], "opened": [true, true], "bonus_turns": [0, 0], "turns": 0}

Mid-turn fields (``chosen``, ``placed``, ``fire_queue``, ``shots``, ``killers``,
``advance_queue``, ``winner``) are written by ``to_json`` so a position round-trips exactly.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from meeple.core.errors import RecordError
from meeple.games.lords_of_war import deployment, reinforcement
from meeple.games.lords_of_war.board import parse_square, square_name
from meeple.games.lords_of_war.state import ADVANCE, FIRE, OVER, PHASE_NAMES, PLACE, REINFORCE, LordsOfWarState

if TYPE_CHECKING:
    from meeple.games.lords_of_war.game import LordsOfWarGame


def _card_json(state: LordsOfWarState, g: int) -> dict[str, Any]:
    return {"card": state.table.ids[g], "name": state.table.names[g]}


def _unit_json(state: LordsOfWarState, sq: int, g: int) -> dict[str, Any]:
    t = state.table
    unit = {
        "square": square_name(sq),
        "owner": t.owner[g] + 1,
        "card": t.ids[g],
        "name": t.names[g],
        "class": t.cls[g],
        "rank": t.rank[g],
        "arrows": t.board_arrows[g],
        "defense": t.defense[g],
    }
    if t.shot[g]:
        unit["shot"] = t.shot[g]
    if state.tokens.get(sq):
        unit["tokens"] = state.tokens[sq]
    return unit


def state_to_json(state: LordsOfWarState) -> dict[str, Any]:
    """The whole state (hidden information included) as readable JSON."""
    t = state.table
    ids = t.ids
    sq = square_name
    return {
        "game": state.game.name,
        "options": state.game.options_json(),
        "turn_player": state.turn_player + 1,
        "phase": PHASE_NAMES[state.phase],
        "board": [_unit_json(state, s, g) for s, g in sorted(state.board.items())],
        "hands": [[ids[g] for g in h] for h in state.hands],
        "decks": [[ids[g] for g in reversed(d)] for d in state.decks],
        "piles": [[ids[g] for g in p] for p in state.piles],
        "known": [sorted(ids[g] for g in k) for k in state.known],
        "opened": list(state.opened),
        "bonus_turns": list(state.bonus_turns),
        "turns": state.turns,
        "chosen": ids[state.chosen] if state.chosen >= 0 else None,
        "forced": state.forced,
        "placed": sq(state.placed_sq) if state.placed_sq >= 0 and state.placed_card >= 0 else None,
        "placed_card": ids[state.placed_card] if state.placed_card >= 0 else None,
        "fire_queue": [sq(s) for s in state.fire_queue],
        "shots": [[sq(a), sq(b)] for a, b in state.shots],
        "killers": sorted(sq(s) for s in state.killers),
        "advance_queue": [[sq(s), [sq(d) for d in ds]] for s, ds in state.advance_queue],
        "winner": None if state.winner is None else state.winner + 1,
        "over_reason": state.over_reason,
        "log": list(state._log),
    }


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
    """Build a position from :func:`state_to_json` output or a hand-written subset of it.

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
        state.board[sq] = resolve(unit.get("card"), owner, where)
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
    state._log = [str(x) for x in data.get("log", [])]
    p = _player(data.get("turn_player", 1), "turn_player")
    phase = data.get("phase", "play")
    if phase not in PHASE_NAMES:
        raise RecordError(f"phase must be one of {', '.join(PHASE_NAMES)}, got {phase!r}")
    if phase == "play":
        state.start_turn(p)
        return state
    state.turn_player = p
    state.phase = PHASE_NAMES.index(phase)
    state.placed_card = index[data["placed_card"]] if data.get("placed_card") else -1
    state.placed_sq = _square(data["placed"], "placed") if data.get("placed") else -1
    state.killers = {_square(s, "killers") for s in data.get("killers", [])}
    state.chosen = index[data["chosen"]] if data.get("chosen") else -1
    state.forced = bool(data.get("forced", False))
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
    return state


def _check_mid_turn(state: LordsOfWarState, p: int) -> None:
    """Refuse mid-turn fields that do not fit the phase (they would fail later, in
    ``legal_actions`` or ``apply``)."""
    t = state.table
    board = state.board
    if state.phase == PLACE and state.chosen not in state.placements:
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


def load_position(path: str | Path, **overrides: Any) -> LordsOfWarState:
    """Load a position file whose ``options`` say which armies (and variants) it uses."""
    from meeple.games.lords_of_war.game import LordsOfWarGame

    data = json.loads(Path(path).read_text(encoding="utf-8"))
    options = {**data.get("options", {}), **overrides}
    return LordsOfWarGame(**options).state_from_json(data)


def observation(state: LordsOfWarState, player: int) -> dict[str, Any]:
    """What ``player`` may know: own hand, the public map and piles, deck and hand sizes, the
    opponent's hand cards seen face up (general, withdrawn or revealed), and the public log.

    ``player``, ``turn_player`` and ``current_player`` are engine indices (0, 1); a unit's
    ``owner`` is 1 or 2 as in the rulebook and the position format.
    """
    t = state.table
    o = 1 - player
    obs: dict[str, Any] = {
        "player": player,
        "turn_player": state.turn_player,
        "current_player": state.current_player,
        "phase": PHASE_NAMES[state.phase],
        "board": [_unit_json(state, s, g) for s, g in sorted(state.board.items())],
        "hand": [_card_json(state, g) for g in state.hands[player]],
        "opponent_hand_size": len(state.hands[o]),
        "opponent_known_cards": [_card_json(state, g) for g in sorted(state.known[o] & set(state.hands[o]))],
        "deck_sizes": [len(d) for d in state.decks],
        "victory_piles": [[_card_json(state, g) for g in p] for p in state.piles],
        "bonus_turns": list(state.bonus_turns),
        "turns": state.turns,
        "log": list(state._log),
    }
    if state.phase == PLACE:
        obs["chosen"] = _card_json(state, state.chosen)
    if state.phase == FIRE:
        obs["fire_queue"] = [square_name(s) for s in state.fire_queue]
        obs["shots"] = [[square_name(a), square_name(b)] for a, b in state.shots]
    if state.phase == OVER:
        obs["winner"] = state.winner
        obs["result"] = state.over_reason
    if state.current_player == player:
        obs["legal_actions"] = [a.text() for a in state.legal_actions()]
    return obs

"""Phase 2 - Elimination: melee arrows, ranged fire, simultaneous removal, victory piles.

Source: rulebook "Phase 2 - Elimination" and "Elimination With Ranged Units". Every arrow of
every unit on the map hits the enemy unit it points at; ranged units of the player whose turn
it is may each fire one shot at an enemy unit in their target grid, unless an enemy arrow
points at them. A unit whose total damage exceeds its defense is eliminated; all results are
checked before any unit is removed. Eliminated units go to the opponent's victory pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.core.state import LazyEvent
from meeple.games.lords_of_war import narration
from meeple.games.lords_of_war.actions import fire_action, hold_action
from meeple.games.lords_of_war.board import NEIGHBOUR_OFFSETS
from meeple.games.lords_of_war.units import BIT, WINDOW, WINDOWS, squares_of, take

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState


def is_engaged(state: LordsOfWarState, sq: int) -> bool:
    """True if an arrow of an enemy unit points at the unit on ``sq`` (see units.py)."""
    return sq in state.hit


def engaging_units(state: LordsOfWarState, sq: int) -> list[int]:
    """Squares of the enemy units whose arrows point at the unit on ``sq``."""
    board = state.board
    table = state.table
    me = table.owner[board[sq]]
    out = []
    for off in NEIGHBOUR_OFFSETS:
        n = board.get(sq + off)
        if n is not None and table.owner[n] != me and -off in table.hits[n]:
            out.append(sq + off)
    return out


def fire_targets(state: LordsOfWarState, sq: int) -> list[int]:
    """Squares of enemy units inside the target grid of the ranged unit on ``sq`` (sorted)."""
    board = state.board
    table = state.table
    g = board[sq]
    me = table.owner[g]
    if state.map.bounded:  # the grid's squares on the map, sorted, with their bits
        enemies = state.bits[1 - me]
        return [t for t, b in table.sights[g][sq] if enemies & b]
    owner = table.owner
    out = []
    for off in table.grid[g]:
        t = board.get(sq + off)
        if t is not None and owner[t] != me:
            out.append(sq + off)
    out.sort()
    return out


def ready_to_fire(state: LordsOfWarState, player: int) -> list[int]:
    """Squares of ``player``'s ranged units that can fire now: not engaged by an enemy arrow
    and with at least one enemy unit in their grid. Source: "Ranged Combat Situations"."""
    if state.map.bounded:  # the ranged units no enemy arrow points at, from the bits
        free = state.bits[2 + player] & ~state.engaged
        if not free:
            return []
        board, sight_masks, enemies = state.board, state.table.sight_masks, state.bits[1 - player]
        return [sq for sq in squares_of(free) if sight_masks[board[sq]][sq] & enemies]
    hit = state.hit
    mine = state.table.ranged_of[player]
    out = [sq for sq, g in state.board.items() if mine[g] and sq not in hit and fire_targets(state, sq)]
    out.sort()
    return out


def damage(state: LordsOfWarState) -> dict[int, int]:
    """Total damage per attacked square: enemy arrows plus the chosen shots (a new dict).

    A ranged unit that fires at a unit its own arrow also points at deals the shot instead of
    the arrow to it (fire or melee against one enemy; see docs/rulings).
    """
    dmg = dict(state.hit)
    shots = state.shots
    if shots:
        board = state.board
        table = state.table
        hits, shot = table.hits, table.shot
        for s, t in shots:
            g = board[s]
            dmg[t] = dmg.get(t, 0) - hits[g].get(t - s, 0) + shot[g]
    return dmg


def doomed(state: LordsOfWarState, dmg: dict[int, int]) -> list[int]:
    """Squares whose damage exceeds the unit's defense (plus any support tokens), sorted."""
    board = state.board
    defense = state.table.defense
    tokens = state.tokens
    out = [t for t, d in dmg.items() if d > defense[board[t]] + (tokens.get(t, 0) if tokens else 0)]
    out.sort()
    return out


def _doomed_of_threatened(state: LordsOfWarState) -> list[int]:
    """:func:`doomed` without shots on the bounded map, from ``state.threatened`` (see
    units.py): only these units can have more arrow damage than defense. Keeps the bits of
    the ones that still do but survive on their support tokens, drops the others."""
    threatened = state.threatened
    if not threatened:
        return []
    board, hit, tokens = state.board, state.hit, state.tokens
    defense = state.table.defense
    dead = []
    keep = 0
    for t in squares_of(threatened):
        d = hit.get(t, 0)
        room = defense[board[t]]
        if d > room:
            if tokens and d <= room + tokens.get(t, 0):
                keep |= BIT[t]
            else:
                dead.append(t)
    state.threatened = keep
    return dead


def attackers_of(state: LordsOfWarState, target: int) -> list[tuple[int, int, str]]:
    """(square, strength, "melee"/"shot") of every attack on ``target`` this elimination."""
    board = state.board
    table = state.table
    me = table.owner[board[target]]
    shots = state.shots  # a shot replaces the shooter's arrow at its target
    out = []
    if state.map.bounded:  # the neighbours holding an enemy, from the bits
        strike = table.strike
        p, around = WINDOWS[target]
        for i, n, _ in around[(state.bits[1 - me] << 9 >> p) & WINDOW]:
            s = strike[board[n]][i]
            if s and not (shots and (n, target) in shots):
                out.append((n, s, "melee"))
    else:
        for off in NEIGHBOUR_OFFSETS:
            n = target + off
            g = board.get(n)
            if g is not None and table.owner[g] != me:
                s = table.hits[g].get(-off)
                if s and (n, target) not in shots:
                    out.append((n, s, "melee"))
    for s, t in shots:
        if t == target:
            out.append((s, table.shot[board[s]], "shot"))
    return out


def resolve_elimination(state: LordsOfWarState) -> dict[int, list[int]] | None:
    """Check all combats, then remove every eliminated unit at once.

    Updates victory piles, ``state.killers`` (squares of the active player's units involved
    in a kill this turn, for withdrawal condition 3) and the general-kill extra turn. Returns
    the berserker kills: {berserker square: squares of the units it helped eliminate}, for the
    Raging Berserkers mod (only berserkers still on the map), or None if no unit was eliminated.
    """
    if state.shots or not state.map.bounded:
        dmg = damage(state) if state.shots else state.hit  # read before any unit is taken off
        dead = doomed(state, dmg)
    else:
        dmg = state.hit
        dead = _doomed_of_threatened(state)
    if not dead:
        state.shots = []
        return None
    table = state.table
    board = state.board
    active = state.turn_player
    generals_lost = []
    berserker_kills: dict[int, list[int]] = {}
    owner, is_berserker, killers, events = table.owner, table.is_berserker, state.killers, state.events
    for t in dead:
        g = board[t]
        attacks = attackers_of(state, t)
        cards = []
        for src, _, _ in attacks:
            src_card = board[src]
            cards.append(src_card)
            if owner[src_card] == active:
                killers.add(src)
            if is_berserker[src_card]:
                berserker_kills.setdefault(src, []).append(t)
        bonus = state.tokens.get(t, 0) if state.tokens else 0
        events.append(LazyEvent(narration.eliminated, (table.names, table.described[g], t, attacks, cards, dmg[t],
                                                       table.defense[g], bonus)))
    state.shots = []
    for t in dead:
        g = take(state, t)
        if state.tokens:
            state.tokens.pop(t, None)
        state.killers.discard(t)
        loser = table.owner[g]
        state.piles[1 - loser].append(g)
        if table.is_general[g]:
            generals_lost.append(loser)
    if len(generals_lost) == 1:
        # Rulebook: the player who eliminates the enemy general takes another turn after
        # refilling; not when both generals fall together.
        killer = 1 - generals_lost[0]
        state.bonus_turns[killer] += 1
        state.emit(f"P{killer + 1} eliminated the enemy general and will take an extra turn")
    elif len(generals_lost) == 2:
        state.emit("both generals were eliminated together: no extra turn")
    if not berserker_kills:
        return berserker_kills
    return {sq: ts for sq, ts in berserker_kills.items() if sq in board}


def legal_fire(state: LordsOfWarState) -> list[Action]:
    """Phase ``fire``: the next ranged unit fires at an enemy in its grid, or holds."""
    sq = state.fire_queue[0]
    acts = [fire_action(sq, t) for t in fire_targets(state, sq)]
    acts.append(hold_action(sq))
    return acts


def shoot(state: LordsOfWarState, shooter: int, target: int | None) -> None:
    """The ranged unit on ``shooter`` (first in the queue) fires at ``target`` (None: holds)."""
    state.fire_queue.pop(0)
    described, board = state.table.described, state.board
    if target is None:
        state.events.append(LazyEvent(narration.holds, (described[board[shooter]], shooter)))
    else:
        state.shots.append((shooter, target))
        state.events.append(LazyEvent(narration.fires, (described[board[shooter]], shooter,
                                                        described[board[target]], target)))

"""Phase 1 - Deployment: where each hand card may be placed.

Source: rulebook "Phase 1 - Deployment": the Engagement Rule (an arrow of the new unit must
point at an enemy unit), exception 1 (a spear or ranged unit may instead go next to an ally),
exception 2 (no enemy units: any unit next to an ally; an empty map: any square), and the
forced placement next to any enemy unit, which reveals the hand. Opening placements go on
the player's numbered start square ("The Battle Begins").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lords_of_war.actions import place_action
from meeple.games.lords_of_war.board import NEIGHBOUR_OFFSETS, square_name

TOWARDS = tuple((1 << ((i + 4) % 8), off) for i, off in enumerate(NEIGHBOUR_OFFSETS))
"""For each neighbour ``unit + off`` of a unit: (the bit of the direction in which that square
sees the unit, ``off``). Seen from ``unit + NEIGHBOUR_OFFSETS[i]`` the unit lies at the
opposite offset, ``NEIGHBOUR_OFFSETS[(i + 4) % 8]``."""

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState


def empty_squares_next_to(state: LordsOfWarState, units: list[int]) -> set[int]:
    """Empty squares on the map that touch (edge or corner) any of the squares ``units``."""
    board = state.board
    near = {sq + off for sq in units for off in NEIGHBOUR_OFFSETS}
    near.difference_update(board)
    if state.map.bounded:
        near &= state.map.squares
    return near


def engagement_masks(state: LordsOfWarState, enemies: list[int]) -> dict[int, int]:
    """For every empty map square next to an enemy unit, the directions (a bit per entry of
    ``NEIGHBOUR_OFFSETS``) in which an enemy lies: a card may go there under the Engagement
    Rule if one of its arrows points that way (``mask & table.arrow_mask[card]``)."""
    board = state.board
    bounded = state.map.bounded
    on_map = state.map.squares
    masks: dict[int, int] = {}
    get = masks.get
    for e in enemies:
        for bit, off in TOWARDS:
            sq = e + off
            if sq in board or (bounded and sq not in on_map):
                continue
            masks[sq] = get(sq, 0) | bit
    return masks


def compute_placements(state: LordsOfWarState, player: int) -> tuple[dict[int, list[int]], bool]:
    """Legal squares per hand card of ``player`` at the start of Deployment, and whether the
    placement is forced (no card had a legal square, so any card goes next to any enemy).

    Returns ``({card: [squares sorted]}, forced)``; an empty dict means the player cannot play.
    """
    hand = state.hands[player]
    if not hand:
        return {}, False
    board = state.board
    if not state.opened[player]:
        start = state.start[player]
        return ({g: [start] for g in hand} if start not in board else {}), False
    if not board:
        squares = sorted(state.map.squares) if state.map.bounded else [state.start[player]]
        return {g: squares for g in hand}, False
    table = state.table
    owner = table.owner
    enemies = [sq for sq, g in board.items() if owner[g] != player]
    allies = [sq for sq, g in board.items() if owner[g] == player]
    masks = engagement_masks(state, enemies) if enemies else {}
    near_allies = empty_squares_next_to(state, allies) if allies else set()
    is_support, arrow_mask = table.is_support, table.arrow_mask
    placements: dict[int, list[int]] = {}
    for g in hand:
        am = arrow_mask[g]
        if is_support[g] or not enemies:
            squares = near_allies.union([sq for sq, m in masks.items() if m & am])
            if squares:
                placements[g] = sorted(squares)
        else:
            engaged = [sq for sq, m in masks.items() if m & am]
            if engaged:
                engaged.sort()
                placements[g] = engaged
    if placements:
        return placements, False
    return forced_placements(state, hand, set(masks)), True


def forced_placements(state: LordsOfWarState, hand: list[int], near_enemies: set[int]) -> dict[int, list[int]]:
    """Any hand card next to any enemy unit (rulebook note to Deployment).

    If no empty square touches an enemy (ruling 11), any empty square of the map; with no
    empty square at all, no card can be placed (ruling 20: Deployment is skipped).
    """
    squares = near_enemies
    if not squares and state.map.bounded:
        squares = set(state.map.squares) - set(state.board)
    if not squares:
        return {}
    ordered = sorted(squares)
    return {g: ordered for g in hand}


def ensure_placements(state: LordsOfWarState) -> dict[int, list[int]]:
    """``state.placements`` of the player to deploy, computed if missing (a determinization
    drops them when it resamples that player's hand)."""
    placements = state.placements
    if placements is None:
        placements, state.forced = compute_placements(state, state.turn_player)
        state.placements = placements
    return placements


def legal_play(state: LordsOfWarState) -> list[Action]:
    """Phase ``play``: ``play card=<id>`` for every hand card that has a square."""
    play = state.table.play_actions
    return [play[g] for g in sorted(state.placements or ensure_placements(state))]


def legal_place(state: LordsOfWarState) -> list[Action]:
    """Phase ``place``: ``place square=<sq>`` for every square the chosen card may go on."""
    return [place_action(sq) for sq in (state.placements or ensure_placements(state))[state.chosen]]


def choose(state: LordsOfWarState, g: int) -> None:
    """The player picks hand card ``g`` to deploy; a forced placement shows the hand."""
    p = state.turn_player
    if state.placements is None:
        ensure_placements(state)
    state.chosen = g
    if state.forced:
        hand = state.hands[p]
        state.known[p].update(hand)
        names = ", ".join(state.table.names[c] for c in hand)
        state.emit(f"P{p + 1} cannot place a card under the Engagement Rule: forced placement next to an enemy; "
                   f"hand revealed: {names}")


def deploy(state: LordsOfWarState, p: int, g: int, sq: int) -> None:
    """Put hand card ``g`` of ``p`` face up on ``sq`` (the opening placement on the first)."""
    state.hands[p].remove(g)
    state.known[p].discard(g)
    state.board[sq] = g
    state.placed_sq, state.placed_card = sq, g
    opening = not state.opened[p]
    state.opened[p] = True
    state.acted = True
    state.emit(f"{state.table.describe(g)} placed on {square_name(sq)}{' (opening placement)' if opening else ''}")

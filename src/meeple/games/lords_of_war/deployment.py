"""Phase 1 - Deployment: where each hand card may be placed.

Source: rulebook "Phase 1 - Deployment": the Engagement Rule (an arrow of the new unit must
point at an enemy unit), exception 1 (a spear or ranged unit may instead go next to an ally),
exception 2 (no enemy units: any unit next to an ally; an empty map: any square), and the
forced placement next to any enemy unit, which reveals the hand. Opening placements go on
the player's numbered start square ("The Battle Begins").
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.core.state import LazyEvent
from meeple.games.lords_of_war import narration
from meeple.games.lords_of_war.actions import place_action
from meeple.games.lords_of_war.board import DIRECTION_STEPS, NEIGHBOUR_OFFSETS
from meeple.games.lords_of_war.units import ON_MAP, ROW_SQUARES, put, squares_of

TOWARDS = tuple((1 << ((i + 4) % 8), off) for i, off in enumerate(NEIGHBOUR_OFFSETS))
"""For each neighbour ``unit + off`` of a unit: (the bit of the direction in which that square
sees the unit, ``off``). Seen from ``unit + NEIGHBOUR_OFFSETS[i]`` the unit lies at the
opposite offset, ``NEIGHBOUR_OFFSETS[(i + 4) % 8]``."""

if TYPE_CHECKING:
    from meeple.games.lords_of_war.setup import CardTable
    from meeple.games.lords_of_war.state import LordsOfWarState

SHIFTS = tuple(dx + 8 * dy for dx, dy in DIRECTION_STEPS)
"""The bit shift of each direction of ``NEIGHBOUR_OFFSETS``."""
ARROW_DIRECTIONS = tuple(tuple(j for j in range(8) if am >> j & 1) for am in range(256))
"""The directions (indices of ``NEIGHBOUR_OFFSETS``) of each arrow mask."""


_ROW_ACTIONS = tuple(tuple([place_action(sq) for sq in row] for row in rows) for rows in ROW_SQUARES)
"""The same as ``place square=<sq>`` actions."""

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


def can_place(state: LordsOfWarState, player: int) -> bool:
    """Whether ``player`` has a card to place (:func:`compute_placements` is not empty).

    On the bounded map this needs no squares: a player with hand cards can always place one
    (a forced placement at worst) unless the map is full or, before the opening placement,
    the start square is taken.
    """
    if not state.map.bounded:
        return bool(compute_placements(state, player)[0])
    if not state.hands[player]:
        return False
    if not state.opened[player]:
        return state.start[player] not in state.board
    bits = state.bits
    return bits[0] | bits[1] != ON_MAP


def start_deployment(state: LordsOfWarState, player: int) -> bool:
    """Begin ``player``'s Deployment; False if there is no card to place. On the bounded map
    the squares are computed only when they are asked for (:func:`ensure_placements`;
    ``state.placements`` stays None until then), on the unbounded map at once."""
    if state.map.bounded:
        state.placements = None
        if not state.hands[player]:  # can_place, inlined
            return False
        if not state.opened[player]:
            return state.start[player] not in state.board
        bits = state.bits
        return bits[0] | bits[1] != ON_MAP
    state.placements, state.forced = compute_placements(state, player)
    return bool(state.placements)


def compute_placements(state: LordsOfWarState, player: int) -> tuple[PlacementMap, bool]:
    """Legal squares per hand card of ``player`` at the start of Deployment, and whether the
    placement is forced (no card had a legal square, so any card goes next to any enemy).

    Returns ``({card: squares}, forced)``, the cards in hand order, the squares of a card a
    sorted list or, on the bounded map, a bit mask (read them with :func:`squares`; a
    :class:`Placements` works them out when asked); an empty mapping means the player
    cannot play.
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
    if state.map.bounded:
        return placements_on_map(state, player, hand)
    return placements_by_squares(state, player, hand)


def placements_by_squares(state: LordsOfWarState, player: int, hand: list[int]) -> tuple[dict[int, list[int]], bool]:
    """:func:`compute_placements` square by square, on any map (the only way on the unbounded
    map of Combat Without Limits; on the bounded map the reference for the masks)."""
    board = state.board
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


class Placements(Mapping[int, int]):
    """The legal squares of a Deployment on the bounded map, read lazily (a mapping
    ``{card: bit mask of its squares}`` in hand order, the same squares as
    :func:`placements_by_squares`).

    Which hand cards have a square follows from the directions in which an empty square sees
    an enemy unit; ``plays`` holds their ``play`` actions (the legal actions of the ``play``
    phase, in hand order). A card's squares are worked out only when asked for
    (``placements[card]``, :meth:`mask`): a turn places one card. Immutable, so copies of a
    position share it.
    """

    __slots__ = ("plays", "toward", "near_allies", "table", "lone")

    def __init__(self, plays: list[Action], toward: tuple[int, ...], near_allies: int, table: CardTable,
                 lone: bool) -> None:
        self.plays = plays  # hand order
        self.toward = toward  # see placements_on_map
        self.near_allies = near_allies
        self.table = table
        self.lone = lone  # no enemy unit on the map: every card may go next to an ally

    @property
    def cards(self) -> list[int]:
        """The cards that have a square, in hand order."""
        play_card = self.table.play_card
        return [play_card[id(a)] for a in self.plays]

    def mask(self, g: int) -> int:
        """The squares of card ``g`` (one of ``cards``) as a bit mask."""
        table = self.table
        toward = self.toward
        engaged = 0
        for j in ARROW_DIRECTIONS[table.arrow_mask[g]]:
            engaged |= toward[j]
        return (engaged | self.near_allies) if (self.lone or table.is_support[g]) else engaged

    def __getitem__(self, g: int) -> int:
        if g not in self.cards:
            raise KeyError(g)
        return self.mask(g)

    def __iter__(self) -> Iterator[int]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.plays)

    def __contains__(self, g: object) -> bool:
        return g in self.cards


PlacementMap = Mapping[int, list[int] | int]
"""What :func:`compute_placements` gives: a dict, or :class:`Placements` on the bounded map."""


def placements_on_map(state: LordsOfWarState, player: int,
                      hand: list[int]) -> tuple[Placements | dict[int, int], bool]:
    """:func:`compute_placements` on the bounded map, with bit masks: a :class:`Placements`,
    or for a forced placement ``{card: mask of its squares}`` (the same squares as
    :func:`placements_by_squares`, checked on random positions in the tests; :func:`squares`
    reads either form)."""
    table = state.table
    allies = state.bits[player]
    enemies = state.bits[1 - player]
    empty = ON_MAP ^ (enemies | allies)
    e = enemies
    # toward[j]: empty squares with an enemy unit in direction j (NEIGHBOUR_OFFSETS[j]:
    # N, NE, E, SE, S, SW, W, NW, shifts 8, 9, 1, -7, -8, -9, -1, 7).
    toward = (t0, t1, t2, t3, t4, t5, t6, t7) = (
        e >> 8 & empty, e >> 9 & empty, e >> 1 & empty, e << 7 & empty,
        e << 8 & empty, e << 9 & empty, e << 1 & empty, e >> 7 & empty)
    near_allies = 0
    if allies:
        h = allies | allies << 1 | allies >> 1  # the guard column catches the row ends
        near_allies = (h | h << 8 | h >> 8) & empty
    play = table.play_actions
    if enemies:
        # A card has a square iff one of its arrows points a way some empty square sees an
        # enemy (``seen``: a bit per direction), or it may join an ally who has an empty
        # square next to it (bit 8 of ``seen`` and of ``table.reach``).
        seen = ((t0 and 1) | (t1 and 2) | (t2 and 4) | (t3 and 8) | (t4 and 16) | (t5 and 32) | (t6 and 64)
                | (t7 and 128) | (near_allies and 256))
        if seen == 511 and table.all_reach or (seen & 255) == 255 and table.all_arrowed:
            # Every card has a square (the usual case): all directions see an enemy, and an ally
            # has an empty square next to it or every card has an arrow.
            plays = list(map(play.__getitem__, hand))
        else:
            reach = table.reach
            plays = [play[g] for g in hand if reach[g] & seen]
    else:
        plays = [play[g] for g in hand] if near_allies else []
    if plays:
        return Placements(plays, toward, near_allies, table, not enemies), False
    mask = (t0 | t1 | t2 | t3 | t4 | t5 | t6 | t7) or empty
    return ({g: mask for g in hand} if mask else {}), True


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


def ensure_placements(state: LordsOfWarState) -> PlacementMap:
    """``state.placements`` of the player to deploy, computed if missing (a determinization
    drops them when it resamples that player's hand)."""
    placements = state.placements
    if placements is None:
        placements, state.forced = compute_placements(state, state.turn_player)
        state.placements = placements
    return placements


def legal_play(state: LordsOfWarState) -> list[Action]:
    """Phase ``play``: ``play card=<id>`` for every hand card that has a square (in card
    order: hands are kept sorted)."""
    placements = state.placements
    if placements is None:
        placements, state.forced = compute_placements(state, state.turn_player)
        state.placements = placements
    if type(placements) is Placements:
        return placements.plays  # read only: State.legal_actions hands out copies
    play = state.table.play_actions
    return [play[g] for g in placements]


def legal_place(state: LordsOfWarState) -> list[Action]:
    """Phase ``place``: ``place square=<sq>`` for every square the chosen card may go on."""
    placements = state.placements
    if placements is None:
        placements = ensure_placements(state)
    sqs = placements.mask(state.chosen) if type(placements) is Placements else placements[state.chosen]
    if type(sqs) is int:  # a mask: its actions row by row, in square order (as units.squares_of)
        r = _ROW_ACTIONS
        lo = sqs & 16777215
        hi = sqs >> 24
        return (r[0][lo & 127] + r[1][lo >> 8 & 127] + r[2][lo >> 16]
                + r[3][hi & 127] + r[4][hi >> 8 & 127] + r[5][hi >> 16])
    return [place_action(sq) for sq in sqs]


def squares(placements: PlacementMap, g: int) -> list[int]:
    """The squares where card ``g`` may go, from ``placements`` (on the bounded map a bit mask
    per card, made into squares only for the card chosen; on the unbounded map a list)."""
    sqs = placements[g]
    return squares_of(sqs) if type(sqs) is int else sqs


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
    put(state, sq, g)
    state.placed_sq, state.placed_card = sq, g
    opening = not state.opened[p]
    state.opened[p] = True
    state.acted = True
    state.events.append(LazyEvent(narration.placed, (state.table.described[g], sq, opening)))

"""Setup of the basic game, and the table of card instances both players' decks are made of.

Source: rulebook "Setup: The Basic Game" (general set aside, shuffle, 5 cards + general = a
6-card starting hand) and "The Battle Begins" (opening placements on spaces 1 and 2).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from meeple.core.rng import shuffle_as_random
from meeple.core.actions import Action
from meeple.core.state import Event
from meeple.games.lords_of_war.board import DIRECTION_STEPS, NEIGHBOUR_OFFSETS, BattleMap, offset, parse_square
from meeple.games.lords_of_war.cards import COMMAND_RANKS, DIRECTIONS, CardRecord, army_deck, short_name
from meeple.games.lords_of_war.units import sight_table

if TYPE_CHECKING:
    from meeple.games.lords_of_war.options import LordsOfWarOptions
    from meeple.games.lords_of_war.state import LordsOfWarState

HAND_SIZE = 6
OPENING_DRAW = 5


class CardTable:
    """Every card instance of a game, indexed 0..71 (Player 1's 36, then Player 2's 36).

    Per-instance lists (plain lists for the hot path): ``ids`` (``"elves-17"``), ``owner``,
    ``names``, ``records``, ``defense``, ``shot`` (0 if none), ``arrows`` (tuple of
    (board offset, strength) in the owner's orientation), ``hits`` (board offset -> strength),
    ``arrow_offsets``, ``arrow_mask`` (a bit per entry of ``NEIGHBOUR_OFFSETS`` an arrow points
    to), ``reach`` (``arrow_mask`` with bit 8 for a spear or ranged unit), ``play_actions``
    and ``play_card`` (the ``play`` action of each card and back, by the action's id),
    ``described`` and ``draw_texts`` (narration), ``ranged_of[p]`` (a ranged unit
    of player p), ``strike`` (for each direction i of ``NEIGHBOUR_OFFSETS``: the strength with
    which the card hits a unit it lies in direction i of, 0 if no arrow points back there),
    ``aims`` (the strength of the card's arrow in each direction i, 0 if none),
    ``grid`` (board offsets of the target grid), ``sights`` (its squares from each square of
    the bounded map, see ``units.sight_table``) and ``sight_masks`` (the same as bit masks),
    ``draw_events`` (the owner's event of drawing each card), ``all_arrowed`` (every card
    has an arrow), ``all_reach`` (every card has an arrow or is a spear or ranged unit),
    ``generals_of[p]`` and ``army_of[p]`` (player p's general and other cards), and class/rank
    flags.
    """

    def __init__(self, decks: list[list[CardRecord]], prefixes: list[str]) -> None:
        self.ids: list[str] = []
        self.owner: list[int] = []
        self.records: list[CardRecord] = []
        for p, deck in enumerate(decks):
            for i, rec in enumerate(deck):
                self.ids.append(f"{prefixes[p]}-{i + 1}")
                self.owner.append(p)
                self.records.append(rec)
        self.index = {cid: g for g, cid in enumerate(self.ids)}
        self.size = len(self.ids)
        self.names = [r.name for r in self.records]
        self.short = [short_name(r.name) for r in self.records]
        self.cls = [r.class_ for r in self.records]
        self.rank = [r.rank for r in self.records]
        self.defense = [r.defense for r in self.records]
        self.shot = [r.shot or 0 for r in self.records]
        self.is_general = [r.rank == "general" for r in self.records]
        self.is_command = [r.rank in COMMAND_RANKS for r in self.records]
        self.is_support = [r.class_ in ("spear", "ranged") for r in self.records]
        self.is_ranged = [r.class_ == "ranged" for r in self.records]
        self.ranged_of = [[r and o == p for r, o in zip(self.is_ranged, self.owner)] for p in (0, 1)]
        self.is_berserker = [r.class_ == "berserker" for r in self.records]
        self.is_cavalry = [r.class_ == "cavalry" for r in self.records]
        self.is_spear = [r.class_ == "spear" for r in self.records]
        self.arrows: list[tuple[tuple[int, int], ...]] = []
        self.hits: list[dict[int, int]] = []
        self.arrow_offsets: list[tuple[int, ...]] = []
        self.arrow_mask: list[int] = []
        self.strike: list[tuple[int, ...]] = []
        self.aims: list[tuple[int, ...]] = []
        self.grid: list[tuple[int, ...]] = []
        self.sights: list[dict[int, tuple[tuple[int, int], ...]]] = []
        self.sight_masks: list[dict[int, int]] = []
        self.board_arrows: list[dict[str, int]] = []
        for g, rec in enumerate(self.records):
            p = self.owner[g]
            arrows = tuple(
                (offset(*DIRECTION_STEPS[d], p), rec.arrows[name])
                for d, name in enumerate(DIRECTIONS)
                if name in rec.arrows
            )
            self.arrows.append(arrows)
            self.hits.append(dict(arrows))
            self.arrow_offsets.append(tuple(off for off, _ in arrows))
            self.arrow_mask.append(sum(1 << NEIGHBOUR_OFFSETS.index(off) for off, _ in arrows))
            self.strike.append(tuple(self.hits[g].get(-off, 0) for off in NEIGHBOUR_OFFSETS))
            self.aims.append(tuple(self.hits[g].get(off, 0) for off in NEIGHBOUR_OFFSETS))
            grid = rec.target_grid.offsets() if rec.target_grid else []
            self.grid.append(tuple(offset(dx, dy, p) for dx, dy in grid))
            self.sights.append(sight_table(self.grid[g]) if grid else {})
            self.sight_masks.append({sq: sum(b for _, b in seen) for sq, seen in self.sights[g].items()})
            # Arrows as they appear on the board (Player 2's cards turned 180 degrees).
            self.board_arrows.append(
                {DIRECTIONS[NEIGHBOUR_OFFSETS.index(off)]: s for off, s in arrows}
            )
        # The arrow mask with bit 8 set for spear and ranged units, which may also join an ally
        # (read by deployment.placements_on_map).
        self.reach = [m | (256 if s else 0) for m, s in zip(self.arrow_mask, self.is_support)]
        self.all_arrowed = all(self.arrow_mask)  # every card has an arrow
        self.all_reach = all(self.reach)  # every card has an arrow or may join an ally
        # Each player's general(s) and other cards, in card order (what setup.deal deals from).
        self.generals_of = [[g for g in range(self.size) if self.owner[g] == p and self.is_general[g]]
                            for p in (0, 1)]
        self.army_of = [[g for g in range(self.size) if self.owner[g] == p and not self.is_general[g]]
                        for p in (0, 1)]
        self.value = [card_value(r) for r in self.records]
        self.play_actions = [Action("play", card=cid) for cid in self.ids]
        self.play_card = {id(a): g for g, a in enumerate(self.play_actions)}  # by id, as actions.PLACE_SQUARE
        self.described = [f"P{self.owner[g] + 1} {self.names[g]}" for g in range(self.size)]
        self.draw_texts = [f"P{self.owner[g] + 1} draws {self.names[g]} ({self.ids[g]})" for g in range(self.size)]
        # Events are never changed once made: every draw of card g may share one.
        self.draw_events = [Event(text, frozenset((self.owner[g],))) for g, text in enumerate(self.draw_texts)]

    def describe(self, g: int) -> str:
        return self.described[g]


def card_value(rec: CardRecord) -> float:
    """Material value of a card for evaluation and the greedy agent: command cards count
    more (4 of them win the game), the general most (its loss also gives an extra turn)."""
    if rec.rank == "general":
        return 6.0
    if rec.rank == "command":
        return 4.0
    return 1.0 + (rec.defense + sum(rec.arrows.values()) + (rec.shot or 0)) / 20.0


def build_table(options: LordsOfWarOptions) -> CardTable:
    """The card instances for ``options.armies``; ids are ``<army>-<n>`` in file order
    (``<army>1-<n>`` / ``<army>2-<n>`` when both players field the same army)."""
    personal = list(options.personal_army) if options.personal_army else None
    decks = [army_deck(a, personal, options.data_dir) for a in options.armies]
    a, b = options.armies
    prefixes = [f"{a}1", f"{b}2"] if a == b else [a, b]
    return CardTable(decks, prefixes)


def start_squares(options: LordsOfWarOptions) -> tuple[int, int]:
    """The int squares of spaces 1 and 2 (reference §7; configurable)."""
    return parse_square(options.start_squares[0]), parse_square(options.start_squares[1])


def deal(state: LordsOfWarState, rng: random.Random) -> None:
    """Each player sets the general aside, shuffles, draws 5, and takes the general into hand.

    The general is public knowledge in hand (everyone knows it starts there), so it is
    marked as known to the opponent. Decks are stored with the top card last.
    """
    table = state.table
    for p in (0, 1):
        generals = table.generals_of[p]
        deck = list(table.army_of[p])
        shuffle_as_random(deck, rng)  # rng.shuffle's draws, so the same deal
        hand = [deck.pop() for _ in range(OPENING_DRAW)] + generals
        state.hands[p] = sorted(hand)
        state.decks[p] = deck
        state.known[p] = set(generals)


def new_battle_map(options: LordsOfWarOptions) -> BattleMap:
    return BattleMap(options.battle_map)

"""Preparations (reference sections 4-6 and the rulebook's "Preparations"): the first player
is drawn (the highest T12, ties rolled again: every seat as likely); from him, clockwise,
each hero picks the tower room he starts in (several may share one) and one of the magic rings
still on the table. Then the first round begins."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from meeple.core.rng import shuffle_as_random
from meeple.core.actions import Action
from meeple.games.drakborgen.flow import finish_turn
from meeple.games.drakborgen.heroes_ii import UNARMED, principled
from meeple.games.drakborgen.magic_rings import ring_ids
from meeple.games.drakborgen.phases import RING, TOWER
from meeple.games.drakborgen.state import DrakborgenState

if TYPE_CHECKING:
    from meeple.games.drakborgen.game import DrakborgenGame

TOWER_IDS = ("nw", "ne", "sw", "se")


def new_game(game: DrakborgenGame, seed: int) -> DrakborgenState:
    s = DrakborgenState(game, random.Random(seed))
    n = game.num_players
    for deck in s.decks:
        shuffle_as_random(deck, s.rng)
    shuffle_as_random(s.bag, s.rng)
    if s.cat is not None:
        shuffle_as_random(s.cat.deck, s.rng)
        s.cat.unarmed = [hid in UNARMED for hid in game.hero_ids]  # Drakborgen II: heroes with no weapon
    if s.ii is not None:
        s.ii.shuffle(s.rng)
    s.first = int(s.rng.random() * n)
    s.hero = s.first
    s.phase = TOWER
    s.emit(f"{game.hero_names[s.first]} rolls highest and goes first")
    return s


def legal_tower(s: DrakborgenState) -> list[Action]:
    return list(s.game.tower_actions)


def apply_tower(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    i = TOWER_IDS.index(a["tower"])  # type: ignore[arg-type]
    s.start[h] = i
    s.pos[h] = s.game.tower_squares[i]
    s.events.append(s.game.said.starts[h, TOWER_IDS[i]])  # shared, formatted when read (narration.py)
    if principled(s, h):  # Drakborgen II: a principfast hero picks no MAGISK RING
        s.emit(f"{s.game.hero_names[h]} is principled and takes no magic ring")
        _next_hero(s)
        return
    s.phase = RING


def legal_ring(s: DrakborgenState) -> list[Action]:
    """The rings still on the table (with Drakborgen II, its four too: ruling D2-RINGS)."""
    taken = s.ring
    return [a for i, a in enumerate(s.game.ring_actions) if i not in taken]


def apply_ring(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    s.ring[h] = ring_ids(s.game).index(a["ring"])  # type: ignore[arg-type]
    s.events.append(s.game.said.takes[h, s.ring[h]])  # shared, formatted when read (narration.py)
    _next_hero(s)


def _next_hero(s: DrakborgenState) -> None:
    """The next hero picks his tower room, or the first round begins."""
    s.setup_index += 1
    n = s.game.num_players
    if s.setup_index < n:
        s.hero = (s.first + s.setup_index) % n
        s.phase = TOWER
        return
    s.round = 0
    s.turn_index = n - 1
    finish_turn(s)

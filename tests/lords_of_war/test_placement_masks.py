"""Deployment's fast placements (bit masks on the bounded map, ``units`` tables kept in step
with the board: arrow damage, the squares of each player's units and of their ranged units)
give exactly the squares of a plain reading of the rules, kept here: every empty square, every
card, arrow by arrow, on the positions of random games and on random positions (crowded maps,
full maps, no enemies, forced placements), for both players."""

from __future__ import annotations

import random

import meeple
from meeple.games.lords_of_war import deployment, positions
from meeple.games.lords_of_war.board import DIRECTION_STEPS, NEIGHBOUR_OFFSETS, offset, square_name
from meeple.games.lords_of_war.cards import DIRECTIONS
from meeple.games.lords_of_war.state import LordsOfWarState
from meeple.games.lords_of_war.units import BIT

OPTION_SETS = [{}, {"armies": ("orcs", "dwarves"), "cavalry_rule": True}, {"armies": ("dwarves", "elves")},
               {"berserker_mod": "raging", "armies": ("dwarves", "orcs")}, {"berserker_mod": "support"},
               {"battle_map": False}]


def reference_placements(state: LordsOfWarState, player: int) -> tuple[dict[int, list[int]], bool]:
    """Rulebook "Phase 1 - Deployment", square by square: ({card: sorted squares}, forced)."""
    hand, board, table = state.hands[player], state.board, state.table
    if not hand:
        return {}, False
    if not state.opened[player]:  # "The Battle Begins": the opening placement
        start = state.start[player]
        return ({g: [start] for g in hand} if start not in board else {}), False
    bounded = state.map.bounded
    if not board:  # exception 2: an empty map, any square
        return {g: sorted(state.map.squares) if bounded else [state.start[player]] for g in hand}, False

    def unit_of(sq: int, enemy: bool) -> bool:
        g = board.get(sq)
        return g is not None and (table.owner[g] != player) == enemy

    candidates = state.map.squares if bounded else {sq + off for sq in board for off in NEIGHBOUR_OFFSETS}
    empty = sorted(sq for sq in candidates if sq not in board)
    any_enemy = any(table.owner[g] != player for g in board.values())
    placements = {}
    for g in hand:
        rec = table.records[g]
        arrows = [offset(*DIRECTION_STEPS[DIRECTIONS.index(d)], player) for d in rec.arrows]
        may_join_ally = rec.class_ in ("spear", "ranged") or not any_enemy  # exceptions 1 and 2
        ok = [sq for sq in empty
              if any(unit_of(sq + a, True) for a in arrows)  # the Engagement Rule
              or (may_join_ally and any(unit_of(sq + off, False) for off in NEIGHBOUR_OFFSETS))]
        if ok:
            placements[g] = ok
    if placements:
        return placements, False
    # The forced placement: next to any enemy; else any empty square of the map (ruling 11).
    near = [sq for sq in empty if any(unit_of(sq + off, True) for off in NEIGHBOUR_OFFSETS)]
    squares = near or (empty if bounded else [])
    return ({g: squares for g in hand} if squares else {}), True


def fast_placements(state: LordsOfWarState, player: int) -> tuple[dict[int, list[int]], bool]:
    found, forced = deployment.compute_placements(state, player)
    return {g: deployment.squares(found, g) for g in found}, forced


def check(state: LordsOfWarState, where: str) -> None:
    for p in (0, 1):
        fast, slow = fast_placements(state, p), reference_placements(state, p)
        assert fast == slow, (where, p, state.to_json())
        assert list(fast[0]) == list(slow[0])  # the same cards in the same order
        assert deployment.can_place(state, p) == bool(slow[0]), (where, p)
    # The tables kept in step with the board.
    t = state.table
    hit: dict[int, int] = {}
    for sq, g in state.board.items():
        for off, strength in t.arrows[g]:
            target = state.board.get(sq + off)
            if target is not None and t.owner[target] != t.owner[g]:
                hit[sq + off] = hit.get(sq + off, 0) + strength
    assert state.hit == hit, where
    if state.map.bounded:
        bits = [0, 0, 0, 0]
        for sq, g in state.board.items():
            b = BIT[sq]
            bits[t.owner[g]] |= b
            if t.is_ranged[g]:
                bits[2 + t.owner[g]] |= b
        assert state.bits == bits, where


def compare_on_random_games(games: int, seed: int = 0) -> int:
    """Play ``games`` random games per option set, comparing at every decision; returns the
    number of positions compared."""
    rng = random.Random(seed)
    compared = 0
    for options in OPTION_SETS:
        game = meeple.load("lords-of-war", **options)
        for s in range(games):
            state = game.new_initial_state(rng.getrandbits(31))
            while not state.is_terminal:
                check(state, f"{options} game {s}")
                compared += 1
                legal = state.legal_actions()
                state.apply_legal(legal[rng.randrange(len(legal))])
    return compared


def random_position(game: meeple.Game, rng: random.Random) -> LordsOfWarState:
    """Random units on random squares (from none to a full map), random hands, either player."""
    table = game.table
    cards = list(range(table.size))
    rng.shuffle(cards)
    squares = sorted(game.battle_map.squares)
    rng.shuffle(squares)
    units = rng.choice([0, 1, 2, 5, 10, 20, 30, 38, 41, 42])
    board = [{"square": square_name(sq), "owner": table.owner[g] + 1, "card": table.ids[g]}
             for sq, g in zip(squares[:units], cards)]
    rest = cards[units:]
    hands = [[table.ids[g] for g in rest if table.owner[g] == p][: rng.randrange(7)] for p in (0, 1)]
    data = {"board": board, "hands": hands, "turn_player": rng.choice([1, 2]),
            "opened": [rng.random() < 0.9, rng.random() < 0.9]}
    return positions.state_from_json(game, data)


def compare_on_random_positions(count: int, seed: int = 0) -> int:
    rng = random.Random(seed)
    games = [meeple.load("lords-of-war", **o) for o in OPTION_SETS if o.get("battle_map", True)]
    for i in range(count):
        check(random_position(games[i % len(games)], rng), f"random position {i}")
    return count


def test_placements_match_the_plain_rules_in_random_games() -> None:
    assert compare_on_random_games(3) > 500


def test_placements_match_the_plain_rules_on_random_positions() -> None:
    assert compare_on_random_positions(1500) == 1500


if __name__ == "__main__":
    print(compare_on_random_games(300, seed=1) + compare_on_random_positions(30000, seed=1),
          "positions compared, all identical")

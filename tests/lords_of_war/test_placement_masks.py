"""Deployment's bit masks on the bounded map give exactly the squares of the square-by-square
rules (``deployment.placements_by_squares``), for both players, on every position of random games
of several armies and variants, forced placements included."""

from __future__ import annotations

import random

import meeple
from meeple.games.lords_of_war import deployment

OPTION_SETS = [{}, {"armies": ("orcs", "dwarves"), "cavalry_rule": True}, {"armies": ("dwarves", "elves")},
               {"berserker_mod": "raging", "armies": ("dwarves", "orcs")}, {"berserker_mod": "support"}]


def compare_on_random_games(games: int, seed: int = 0) -> int:
    """Play ``games`` random games per option set, comparing at every decision; returns the
    number of comparisons made."""
    rng = random.Random(seed)
    compared = 0
    for options in OPTION_SETS:
        game = meeple.load("lords-of-war", **options)
        for s in range(games):
            state = game.new_initial_state(rng.getrandbits(31))
            while not state.is_terminal:
                for p in (0, 1):
                    hand = state.hands[p]
                    if hand and state.opened[p] and state.board:
                        masks, forced = deployment.placements_on_map(state, p, hand)
                        fast = ({g: deployment.squares(masks, g) for g in masks}, forced)
                        slow = deployment.placements_by_squares(state, p, hand)
                        assert fast == slow, (options, s, p, state.to_json())
                        assert list(fast[0]) == list(slow[0])  # the same cards in the same order
                        compared += 1
                legal = state.legal_actions()
                state.apply_legal(legal[rng.randrange(len(legal))])
    return compared


def test_masks_match_the_square_by_square_rules() -> None:
    assert compare_on_random_games(8) > 1000


if __name__ == "__main__":
    print(compare_on_random_games(400, seed=1), "positions compared, all identical")

"""Victory: 20 eliminated cards or 4 eliminated command cards (the general counts as one),
the shorter 10/3 game, and the longer game played until a player cannot play.

Source: rulebook "Victory", "Until the Bitter End", "Other Victory Conditions", "Classes and
Ranks" (four lost command cards make an army collapse). Rulings on simultaneous victory, a
player who cannot play, a stuck battle and the turn limit are in docs/rulings/lords_of_war.md.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.core.state import TERMINAL
from meeple.games.lords_of_war import elimination
from meeple.games.lords_of_war.phases import OVER

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState


def finish(state: LordsOfWarState, winner: int | None, reason: str) -> None:
    """End the game (winner None = draw)."""
    state.phase = OVER
    state.current_player = TERMINAL
    state.is_terminal = True
    state.winner = winner
    state.over_reason = reason
    state._legal = None
    state.emit("Game over: " + reason)


def commands_in(state: LordsOfWarState, pile: list[int]) -> int:
    return sum(map(state.table.is_command.__getitem__, pile))


def check_victory(state: LordsOfWarState) -> bool:
    """End the game if a victory goal is met; both at once is a draw. Returns True if over.

    Victory piles only grow, so piles as long in all as at the last check that found no
    winner (``state.piles_checked``) are the same piles: nothing to count."""
    goal = state.goal
    if goal is None:
        return False
    a, b = state.piles
    n, m = len(a), len(b)
    if n + m == state.piles_checked:
        return False
    cards, commands = goal
    is_command = state.table.is_command.__getitem__
    # A pile shorter than the command goal cannot hold enough command cards.
    won_a = n >= cards or (n >= commands and sum(map(is_command, a)) >= commands)
    won_b = m >= cards or (m >= commands and sum(map(is_command, b)) >= commands)
    if not (won_a or won_b):
        state.piles_checked = n + m
        return False
    if won_a and won_b:
        finish(state, None, "both players reached the victory goal in the same elimination: a draw")
    else:
        p = 0 if won_a else 1
        pile = state.piles[p]
        finish(state, p, f"P{p + 1} wins with {len(pile)} eliminated cards, {commands_in(state, pile)} of them command cards")
    return True


def cannot_play(state: LordsOfWarState, player: int) -> None:
    """"Other Victory Conditions", the longer game (``victory=until-cannot-play``): the first
    player unable to play a card loses (ruling 20)."""
    finish(state, 1 - player, f"P{player + 1} cannot play a card and loses")


def _on_piles(state: LordsOfWarState, why: str) -> None:
    a, b = len(state.piles[0]), len(state.piles[1])
    winner = 0 if a > b else 1 if b > a else None
    finish(state, winner, f"{why}: victory piles {a} to {b}")


def battle_stuck(state: LordsOfWarState) -> None:
    """Two turns in a row in which nothing could change (ruling 28): the goal can no longer
    be reached, so the larger victory pile wins, as at the turn limit; equal piles draw."""
    _on_piles(state, "neither player can place a card, fire or take a card: the battle is stuck")


def turn_limit_reached(state: LordsOfWarState) -> None:
    """Safety limit for simulations: the larger victory pile wins, equal piles draw."""
    _on_piles(state, f"turn limit {state.turn_limit} reached")


def progress(state: LordsOfWarState, player: int) -> float:
    """How far ``player`` is towards victory, in [0, 1]."""
    goal = state.goal or (36, 6)
    pile = state.piles[player]
    return min(1.0, max(len(pile) / goal[0], commands_in(state, pile) / goal[1]))


def evaluate(state: LordsOfWarState) -> list[float]:
    """Heuristic value per player in [-1, 1] for search: ``tanh`` of the victory-progress
    difference plus a little of the material difference on the map.

    Progress counts the units that are already doomed (a placement whose elimination is not
    resolved yet) as eliminated, and blends the card goal and the command goal smoothly so that
    every kill counts, not only the one nearest to its goal. ``tanh`` spreads small material
    swings over the reward range that tree search works with.
    """
    if state.is_terminal:
        return state.returns()
    table = state.table
    owner, value, is_command = table.owner, table.value, table.is_command
    goal_cards, goal_commands = state.goal or (36, 6)
    kills = [len(state.piles[0]), len(state.piles[1])]
    commands = [commands_in(state, state.piles[0]), commands_in(state, state.piles[1])]
    for sq in elimination.doomed(state, elimination.damage(state) if state.shots else state.hit):
        g = state.board[sq]
        kills[1 - owner[g]] += 1
        commands[1 - owner[g]] += is_command[g]
    progress = []
    for p in (0, 1):
        a, b = kills[p] / goal_cards, commands[p] / goal_commands
        progress.append(0.5 * (a + b) + 0.5 * max(a, b))
    material = [0.0, 0.0]
    for g in state.board.values():
        material[owner[g]] += value[g]
    total = material[0] + material[1] or 1.0
    diff = math.tanh(4.0 * (progress[0] - progress[1]) + 0.3 * (material[0] - material[1]) / total)
    return [diff, -diff]

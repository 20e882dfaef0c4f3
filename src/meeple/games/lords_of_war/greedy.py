"""GREEDY: a one-ply agent that picks the best immediate material outcome.

A ``DeterminizedAgent``: it decides on a determinization of the deciding seat's information
set (never the true hidden state). Deployment: tries every (card, square) pair, lets its own ranged units fire greedily,
resolves the elimination and scores value of enemy cards eliminated minus own cards lost
(command cards count more, the enemy general most). Fire: the shot that adds the most value
to the eliminations (ties: the most damage towards a kill). Reinforcement: draws; with an
empty deck withdraws its most valuable free unit first. Raging Berserkers stay put (moving gains
no material at once). Ties are broken by the agent's rng.
"""

from __future__ import annotations

from meeple.agents.base import DeterminizedAgent
from meeple.core.actions import Action
from meeple.core.state import State
from meeple.games.lords_of_war import elimination
from meeple.games.lords_of_war.board import parse_square
from meeple.games.lords_of_war.phases import FIRE, PLACE, PLAY, REINFORCE
from meeple.games.lords_of_war.state import LordsOfWarState

GENERAL_BONUS = 4.0


def material(state: LordsOfWarState, player: int) -> float:
    """Value of the enemy cards in ``player``'s victory pile minus that of their own lost cards."""
    t = state.table
    score = 0.0
    for p, sign in ((player, 1.0), (1 - player, -1.0)):
        for g in state.piles[p]:
            score += sign * (t.value[g] + (GENERAL_BONUS if t.is_general[g] else 0.0))
    return score


def shot_score(state: LordsOfWarState, action: Action, player: int) -> tuple[float, float]:
    """(value of eliminations if the remaining shooters hold, damage ratio on the target)."""
    t = state.table
    shots = list(state.shots)
    target = -1
    if action.kind == "fire":
        target = parse_square(str(action["target"]))
        shots.append((parse_square(str(action["unit"])), target))
    saved = state.shots
    state.shots = shots
    dmg = elimination.damage(state)
    dead = elimination.doomed(state, dmg)
    state.shots = saved
    value = 0.0
    for sq in dead:
        g = state.board[sq]
        sign = 1.0 if t.owner[g] != player else -1.0
        value += sign * (t.value[g] + (GENERAL_BONUS if t.is_general[g] else 0.0))
    ratio = 0.0
    if target >= 0 and target not in dead:
        ratio = dmg.get(target, 0) / (t.defense[state.board[target]] + 1)
    return value, ratio


class GreedyAgent(DeterminizedAgent):
    """One-ply greedy player for Lords of War (``make_agent("greedy", game)``)."""

    name = "greedy"

    def choose(self, state: State, seat: int, legal: list[Action]) -> Action:
        """One of ``legal``, scored on ``state``, a determinization of ``seat``'s information set."""
        assert isinstance(state, LordsOfWarState)
        world, player = state, seat
        if world.phase in (PLAY, PLACE):
            scores = [self._deployment_score(world, a, player) for a in legal]
        elif world.phase == FIRE:
            scores = [shot_score(world, a, player) for a in legal]
        elif world.phase == REINFORCE:
            scores = [self._reinforcement_score(world, a) for a in legal]
        else:
            scores = [(1.0 if a.kind == "stay" else 0.0, 0.0) for a in legal]
        best = max(scores)
        return self.rng.choice([a for a, s in zip(legal, scores) if s == best])

    def _deployment_score(self, world: LordsOfWarState, action: Action, player: int) -> tuple[float, float]:
        """Best outcome over the squares (after ``play``) or of this square (``place``)."""
        before = material(world, player)
        sim = world.clone()
        sim.apply_legal(action)
        if action.kind == "play":
            return max(self._deployment_score(sim, a, player) for a in sim.legal_actions())
        while sim.phase == FIRE and sim.current_player == player:
            options = sim.legal_actions()
            scores = [shot_score(sim, a, player) for a in options]
            sim.apply_legal(options[scores.index(max(scores))])
        # Prefer placements where the new unit is not attacked (it survives to fight on).
        exposed = 0.0
        if sim.placed_card >= 0 and sim.board.get(sim.placed_sq) == sim.placed_card:
            exposed = -float(elimination.is_engaged(sim, sim.placed_sq))
        return material(sim, player) - before, exposed

    @staticmethod
    def _reinforcement_score(world: LordsOfWarState, action: Action) -> tuple[float, float]:
        if action.kind == "draw":
            return 1.0, 0.0
        g = world.board[parse_square(str(action["square"]))]
        return 0.5, world.table.value[g]

"""Game end and the winner (rulebook: Victory Conditions; Game End Condition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lineage2.phases import OVER

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

WIN_VP = 10


def check_end(state: Lineage2State) -> bool:
    """End the game at once if a player has 10 VP, a player has no VP left, or no monster is
    left in piles A, B and C (rulebook, Game End Condition). Returns True if it ended."""
    vp = state.vp
    if max(vp) >= WIN_VP:
        reason = f"P{vp.index(max(vp)) + 1} has {max(vp)} VP"
    elif min(vp) <= 0:
        reason = f"P{vp.index(min(vp)) + 1} has no VP left"
    elif not any(state.piles):
        reason = "no monster is left to hunt"
    else:
        return False
    finish(state, reason)
    return True


def finish(state: Lineage2State, reason: str) -> None:
    """The player with the most VP wins; a tie goes to the most adena among them; players
    still tied share the win with 0.0 each (ruling E1). Others get -1.0."""
    vp, adena = state.vp, state.adena
    best = max(vp)
    top = [p for p, v in enumerate(vp) if v == best]
    richest = max(adena[p] for p in top)
    top = [p for p in top if adena[p] == richest]
    win = 1.0 if len(top) == 1 else 0.0
    state.result = [win if p in top else -1.0 for p in range(state.game.num_players)]
    state.phase = OVER
    state.queue = []
    names = " and ".join(f"P{p + 1}" for p in top)
    state.emit(f"The game ends: {reason}. {names} {'wins' if len(top) == 1 else 'share the win'} with {best} VP.")

"""A test-only variant of the toy High Card game in which decisions matter.

Each round every player plays one card in seat order; the highest card of the round wins
that trick. Most tricks wins (a tie for most is a draw). A player seeing earlier cards of
the round can win cheaply or throw away a low card, so good play beats random play.
"""

from __future__ import annotations

from tests.toygame import ToyGame, ToyState


class TrickGame(ToyGame):
    name = "toy-tricks"
    title = "High Card tricks (test game)"

    def new_initial_state(self, seed: int) -> TrickState:
        state = super().new_initial_state(seed)
        state.__class__ = TrickState
        return state


class TrickState(ToyState):
    __slots__ = ()

    def returns(self) -> list[float]:
        n = self.game.num_players
        if not self.is_terminal:
            return [0.0] * n
        tricks = [0] * n
        for cards in zip(*self.played, strict=True):
            tricks[max(range(n), key=cards.__getitem__)] += 1
        best = max(tricks)
        if tricks.count(best) > 1:
            return [0.0] * n
        return [1.0 if t == best else -1.0 for t in tricks]

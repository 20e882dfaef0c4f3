"""Secret simultaneous commitments as a sequence of hidden decisions.

Players commit one after another (each is ``current_player`` in turn), but nobody's
observation shows another player's commitment until everyone has committed; then all are
revealed at once. Used by games where everyone picks in secret and then reveals (for example
Lineage II's sieges: a side card and a mercenary count each).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence


class SecretCommitments:
    """Collects one hidden commitment per player in ``order``; ``revealed`` once all are in.

    Shapes: ``order`` a sequence of player indices; a commitment is any hashable value (usually
    an Action's params). :meth:`visible_to` gives what one player may see.
    """

    __slots__ = ("order", "choices")

    def __init__(self, order: Sequence[int]) -> None:
        self.order: tuple[int, ...] = tuple(order)
        self.choices: dict[int, Hashable] = {}

    @property
    def pending(self) -> int | None:
        """The next player to commit, or None when everyone has."""
        for p in self.order:
            if p not in self.choices:
                return p
        return None

    @property
    def revealed(self) -> bool:
        return len(self.choices) == len(self.order)

    def commit(self, player: int, choice: Hashable) -> None:
        """Record ``player``'s secret choice. Raises ValueError out of order (a rules bug)."""
        if player != self.pending:
            raise ValueError(f"player {player} cannot commit now; waiting for {self.pending}")
        self.choices[player] = choice

    def visible_to(self, player: int) -> dict[int, Hashable | bool]:
        """Before the reveal: own choice, and for others only *whether* they committed.
        After: every choice."""
        if self.revealed:
            return dict(self.choices)
        return {p: (c if p == player else True) for p, c in self.choices.items()}

    def copy(self) -> SecretCommitments:
        c = SecretCommitments(self.order)
        c.choices = dict(self.choices)
        return c

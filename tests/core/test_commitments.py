"""Secret simultaneous commitments (docs/architecture.md, 'Secret simultaneous commitments')."""

from __future__ import annotations

import pytest

from meeple.core.commitments import SecretCommitments


def test_commitments_stay_hidden_until_all_are_in() -> None:
    c = SecretCommitments([1, 2, 0])
    c.commit(1, ("side", "attack", 3))
    assert c.pending == 2 and not c.revealed
    assert c.visible_to(2) == {1: True}
    assert c.visible_to(1) == {1: ("side", "attack", 3)}
    c.commit(2, ("side", "defend", 0))
    c.commit(0, ("side", "attack", 1))
    assert c.revealed and c.visible_to(2)[1] == ("side", "attack", 3)


def test_commit_out_of_order_is_refused() -> None:
    c = SecretCommitments([0, 1])
    with pytest.raises(ValueError, match="waiting for 0"):
        c.commit(1, "x")
    assert c.copy().choices == {}

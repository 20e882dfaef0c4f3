"""Shared fixtures. ``toy_registered`` makes the test-only High Card game loadable by name."""

from __future__ import annotations

import pytest

from meeple.core import registry
from tests.toygame import ToyGame


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> type[ToyGame]:
    classes = {**registry.game_classes(), ToyGame.name: ToyGame}
    monkeypatch.setattr(registry, "game_classes", lambda: classes)
    return ToyGame

"""Temporary: the conformance suite on the unregistered game (removed once GAME is exported)."""
import pytest

from meeple.games.drakborgen.game import DrakborgenGame
from tests.conformance import test_conformance as C


@pytest.fixture(params=[1, 2, 4], ids=lambda n: f"players={n}")
def game(request):
    from meeple.core import registry
    registry.game_classes()["drakborgen"] = DrakborgenGame
    return DrakborgenGame(players=request.param)


for _name in dir(C):
    if _name.startswith("test_"):
        globals()[_name] = getattr(C, _name)

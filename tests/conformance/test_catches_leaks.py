"""The conformance checks are not vacuous: deliberately leaky variants of the toy game fail
them (an event, a screen or a determinization that gives away what a seat cannot know)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.conformance import test_conformance as suite
from tests.toygame import ToyGame, ToyState


class EventLeakState(ToyState):
    __slots__ = ()

    def _apply(self, action: Any) -> None:
        super()._apply(action)
        self.emit(f"hands now {self.hands}")  # to everyone: the other hands leak


class EventLeakGame(ToyGame):
    name = "toy-leaky-events"

    def new_initial_state(self, seed: int) -> ToyState:
        state = super().new_initial_state(seed)
        state.__class__ = EventLeakState
        return state


class ScreenLeakGame(ToyGame):
    name = "toy-leaky-screen"

    def render(self, view: Any) -> str:
        # A screen drawn from somewhere other than the view: the true state behind the table.
        return repr(view._table._state.hands)


class OrderLeakState(ToyState):
    __slots__ = ()

    def _determinize(self, player: int, rng: random.Random) -> ToyState:
        c = self.clone()
        unseen = [card for i, h in enumerate(c.hands) if i != player for card in h] + c.deck  # true order
        rng.shuffle(unseen)
        for i, h in enumerate(c.hands):
            if i != player:
                c.hands[i], unseen = sorted(unseen[: len(h)]), unseen[len(h):]
        c.deck = unseen
        return c


class OrderLeakGame(ToyGame):
    name = "toy-leaky-order"

    def new_initial_state(self, seed: int) -> ToyState:
        state = super().new_initial_state(seed)
        state.__class__ = OrderLeakState
        return state


def test_a_leaking_screen_is_caught() -> None:
    with pytest.raises(AssertionError, match="reveals hidden information"):
        suite.test_views_depend_only_on_the_information_set(ScreenLeakGame())


def test_a_leaking_event_is_caught() -> None:
    with pytest.raises(AssertionError, match="an event reveals hidden information"):
        suite.test_events_tell_a_seat_no_more_than_its_observation(EventLeakGame())


def test_a_determinization_that_reads_the_true_order_is_caught() -> None:
    with pytest.raises(AssertionError, match="different determinizations"):
        suite.test_determinization_depends_only_on_the_information_set(OrderLeakGame())


def test_the_honest_toy_passes() -> None:
    suite.test_views_depend_only_on_the_information_set(ToyGame())
    suite.test_determinization_depends_only_on_the_information_set(ToyGame())
    suite.test_events_tell_a_seat_no_more_than_its_observation(ToyGame())

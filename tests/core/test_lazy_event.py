"""core.state.LazyEvent: an event whose text is made on first read, and is an Event everywhere."""

from __future__ import annotations

import pickle

from meeple.core.state import Event, LazyEvent


def test_text_is_made_once_on_first_read() -> None:
    calls = []

    def fmt(a: int, b: str) -> str:
        calls.append((a, b))
        return f"{b} x{a}"

    e = LazyEvent(fmt, (2, "gold"), frozenset((1,)))
    assert calls == []
    assert e.text == "gold x2" and e.text == "gold x2"
    assert calls == [(2, "gold")]
    assert e.visible_to(1) and not e.visible_to(0) and not e.visible_to(None)


def test_it_equals_pickles_and_serialises_as_the_plain_event() -> None:
    plain = Event("gold x2", frozenset((0, 1)))
    lazy = LazyEvent("{} x{}".format, ("gold", 2), frozenset((0, 1)))
    assert lazy == plain and hash(lazy) == hash(plain) and lazy.to_json() == plain.to_json()
    back = pickle.loads(pickle.dumps(LazyEvent("{} x{}".format, ("gold", 2))))
    assert type(back) is Event and back == Event("gold x2")

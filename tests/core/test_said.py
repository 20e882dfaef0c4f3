"""core.state.Said: a game's shared events by their values (Lost Legacy's and Ni no Kuni's
narration)."""

from __future__ import annotations

from meeple.core.state import Event, LazyEvent, Said


def test_an_event_is_made_once_per_values_and_shared() -> None:
    said = Said(lambda p, k: f"P{p + 1} draws {k}.", private=True)
    first = said[1, "Medusa"]
    assert first is said[1, "Medusa"]
    assert type(first) is Event and first.text == "P2 draws Medusa." and first.to == frozenset((1,))
    public = Said(lambda p: f"P{p + 1} passes.")
    assert public[0].to is None and public[0].text == "P1 passes."


def test_a_lazy_line_formats_its_head_and_values_only_when_read() -> None:
    calls = []

    def text(game: str, s: int) -> str:
        calls.append(s)
        return f"{game}: slot {s}"

    said = Said(text, ("NnK",), lazy=True)
    event = said[3]
    assert isinstance(event, LazyEvent) and calls == []
    assert event.text == "NnK: slot 3" and calls == [3]


def test_at_most_kept_events_are_kept() -> None:
    class Small(Said):
        KEPT = 2

    said = Small(str)
    events = [said[i] for i in range(5)]
    assert len(said) == 2 and [e.text for e in events] == ["0", "1", "2", "3", "4"]
    assert said[4] is not events[4]

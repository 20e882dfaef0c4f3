"""Copies of a position (issue 14): a clone copies every field, the expansion's too, and shares
no list the rules change; a determinization leaves the hidden piles unordered and draws from
them uniformly, from its own generator, and its JSON continues as it would."""

from __future__ import annotations

import random
from collections import Counter

from meeple.core.actions import JointAction
from meeple.core.state import SIMULTANEOUS
from meeple.games.drakborgen.content import DRAGONS, ROOMS
from meeple.games.drakborgen.decks import take
from meeple.games.drakborgen.state import DrakborgenState
from tests.drakborgen.helpers import fresh


def _step(s: DrakborgenState, rng: random.Random) -> None:
    """One uniformly random decision (a joint choice at a simultaneous node)."""
    if s.current_player == SIMULTANEOUS:
        s.apply_legal(JointAction({q: rng.choice(s.legal_actions_for(q)) for q in sorted(s.acting())}))
    else:
        s.apply_legal(rng.choice(s.legal_actions()))


def _played(players: int, steps: int, seed: int = 3, **options) -> DrakborgenState:
    s = fresh(players, seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal:
            break
        _step(s, rng)
    return s


def _lists(x: object, path: str) -> list[tuple[str, list]]:
    """Every list reachable from ``x`` (through lists, dicts and slotted objects), by path."""
    out: list[tuple[str, list]] = []
    if isinstance(x, list):
        out.append((path, x))
        for i, v in enumerate(x):
            out += _lists(v, f"{path}[{i}]")
    elif isinstance(x, dict):
        for k, v in x.items():
            out += _lists(v, f"{path}[{k!r}]")
    elif hasattr(type(x), "__slots__") and not isinstance(x, (str, int, float, bool)):
        for f in type(x).__slots__:
            if hasattr(x, f):
                out += _lists(getattr(x, f), f"{path}.{f}")
    return out


def test_a_clone_copies_every_field_and_shares_no_list_the_rules_change() -> None:
    for options in ({}, {"expansion": "drakborgen-ii", "players": 3}):
        s = _played(options.get("players", 2), 40, **{k: v for k, v in options.items() if k != "players"})
        c = s.clone()
        slots = [f for f in DrakborgenState.__slots__ if f != "_hidden"]
        for f in slots:
            assert getattr(c, f) == getattr(s, f) or f in ("cat", "ii"), f
        assert c.to_json() == s.to_json()
        shared = {id(v) for _, v in _lists([getattr(c, f) for f in slots], "c")}
        # Only the (deck, card) pairs of items and the reactions read out are shared: never changed in place.
        allowed = {id(p) for hs in s.items for p in hs} | {id(p) for p in s.enc_seen}
        for path, v in _lists([getattr(s, f) for f in slots], "s"):
            assert id(v) not in shared or id(v) in allowed, path


def test_a_determinization_draws_the_hidden_cards_uniformly_from_its_own_generator() -> None:
    s = fresh(2, 1)
    rooms = Counter(s.decks[ROOMS])
    firsts: Counter[int] = Counter()
    same = 0
    for i in range(3000):
        d = s.determinize(0, random.Random(i))
        assert d.unordered and sorted(d.decks[ROOMS]) == d.decks[ROOMS]
        d.rng = random.Random(0)  # the position's chance does not order the piles
        first = take(d, d.decks[ROOMS])
        firsts[first] += 1
        same += take(d, d.decks[ROOMS]) == first
    total = sum(rooms.values())
    for k, n in rooms.items():  # each kind as often as its copies (about 4.5 sigma)
        expected = 3000 * n / total
        assert abs(firsts[k] - expected) < 4.5 * expected ** 0.5 + 1, (k, firsts[k], expected)
    # The second card is drawn afresh: as often of the first one's kind as the copies left say.
    expected = 3000 * sum(n * (n - 1) for n in rooms.values()) / (total * (total - 1))
    assert abs(same - expected) < 4.5 * expected ** 0.5 + 1, (same, expected)
    order = []
    d = s.determinize(0, random.Random(7))
    e = d.clone()
    for _ in range(5):
        order.append(take(d, d.decks[DRAGONS]))
    assert [take(e, e.decks[DRAGONS]) for _ in range(5)] == order  # a clone keeps the sample's order
    assert not s.unordered and s.clone().unordered == 0


def test_an_unordered_position_saved_and_loaded_plays_on_the_same() -> None:
    s = _played(2, 12)
    d = s.determinize(s.current_player if s.current_player >= 0 else 0, random.Random(4))
    loaded = d.game.state_from_json(d.to_json())
    assert loaded.unordered == d.unordered and loaded.to_json() == d.to_json()
    for state in (d, loaded):
        rng = random.Random(9)
        while not state.is_terminal:
            _step(state, rng)
    assert loaded.to_json() == d.to_json()

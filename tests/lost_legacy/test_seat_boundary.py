"""The seat boundary (issue 7): private events, the spectator's view, determinizations that
read only the information set, complete snapshots, and the screens drawn from a View."""

from __future__ import annotations

import json
import random

import pytest

import meeple
from meeple.core.state import State
from meeple.games.lost_legacy.state import LostLegacyState
from tests.lost_legacy.helpers import play, position, table

CONFIGS = [
    {"deck": "vorpal-sword", "players": 2},
    {"deck": "vorpal-sword", "players": 3, "vorpal_sword": "unplayable"},
    {"deck": "whitegold-spire", "players": 3},
    {"deck": "the-starship", "players": 2},
    {"deck": "flying-garden", "players": 3},
    {"deck": "vorpal-sword+the-starship", "players": 4},
    {"deck": "whitegold-spire+vorpal-sword", "players": 5},
    {"deck": "vorpal-sword", "players": 2, "campaign": True},
]
IDS = ["-".join(f"{k}={v}" for k, v in c.items()) for c in CONFIGS]


def _playout(options: dict, seed: int) -> tuple[LostLegacyState, list]:
    """A seeded random playout: the initial state and the actions taken."""
    game = meeple.load("lost-legacy", **options)
    s = game.new_initial_state(seed)
    rng = random.Random(seed)
    actions = []
    while not s.is_terminal:
        a = rng.choice(s.legal_actions())
        actions.append(a)
        s.apply_legal(a)
    return game.new_initial_state(seed), actions


def _states(options: dict, seeds: range):
    """Every position along a few random playouts (fresh copies)."""
    for seed in seeds:
        s, actions = _playout(options, seed)
        for a in actions:
            yield s.clone()
            s.apply_legal(a)
        yield s


# ----------------------------------------------------------------------------- events
def test_a_look_at_a_hand_is_told_to_the_looker_only() -> None:
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]],
                 draw_pile=["miasma", "intrusion"], ruins=["vorpal-sword"])
    play(s, "play card=vision", "look player=1")
    seen = "P1 sees Medusa (1) in P2's hand."
    assert seen in s.events_for(0)
    assert all(seen not in s.events_for(v) for v in (1, 2, None))
    assert "P1 looks at P2's hand." in s.events_for(None)


def test_a_human_who_looked_is_shown_the_card() -> None:
    """Through the Table, the looker's view (events, observation, screen) shows the card; the
    other seats' and a spectator's do not."""
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]],
                 draw_pile=["miasma", "intrusion"], ruins=["vorpal-sword"])
    t = table(s)
    t.act(0, "play card=vision")
    t.act(0, "look player=1")
    mine = t.view(0)
    assert any("Medusa" in e for e in mine.events)
    assert mine.observation["hands"][1][0] == "medusa"
    assert "Medusa (1)" in mine.render()
    for seat in (2, None):
        view = t.view(seat)
        assert not any("Medusa" in e for e in view.events)
        assert "Medusa" not in view.render()


def test_draws_and_exchanges_are_told_to_the_receiver_only() -> None:
    s = position(players=2, hands=[["intrusion", "prince"], ["vision"]], draw_pile=["medusa", "miasma"],
                 ruins=["quicksand"])
    play(s, "play card=intrusion", "swap deck=top")
    assert "P1 takes Medusa (1) from the top of the deck." in s.events_for(0)
    assert "P2 draws Prince (3)." in s.events_for(1)  # the card player 0 put on top
    assert not any("Medusa" in e for e in s.events_for(1))
    assert not any("Prince" in e for e in s.events_for(None) if "plays" not in e)


def _names_known(s: LostLegacyState, seat: int) -> set[str]:
    """Card names ``seat`` (the spectator's index for public) knows a card of right now."""
    known = s.known[seat]
    return {s.name(t) for t in range(len(s.kind)) if known >> t & 1}


@pytest.mark.parametrize("options", CONFIGS, ids=IDS)
def test_no_event_names_a_card_its_audience_does_not_know(options: dict, monkeypatch) -> None:
    """When an event is emitted, every card it names is one its audience (each seat it goes to,
    and the public for a public event) knows; a private event goes to one seat."""
    game = meeple.load("lost-legacy", **options)
    names = sorted({c.name for c in game.deck.cards}, key=len, reverse=True)
    n = game.num_players
    emit = State.emit

    def checked(self: LostLegacyState, text: str, to=None) -> None:
        audience = [n] if to is None else [to] if isinstance(to, int) else list(to)
        assert len(audience) == 1, text
        rest, named = text, set()
        for name in names:  # longest first, so "Swordsman" is not read as a sword
            if name in rest:
                named.add(name)
                rest = rest.replace(name, "")
        for seat in audience:
            missing = named - _names_known(self, seat)
            assert not missing, f"{text!r} names {missing}, unknown to {'public' if seat == n else seat}"
        emit(self, text, to)

    monkeypatch.setattr(LostLegacyState, "emit", checked)
    for seed in range(8):
        s = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            s.apply_legal(rng.choice(s.legal_actions()))


# ----------------------------------------------------------------------------- the spectator
def test_spectator_observation_holds_public_information_only() -> None:
    s = position(players=2, hands=[["vision", "prince"], ["medusa"]], draw_pile=["quicksand", "miasma"],
                 ruins=["vorpal-sword"], discards=[["intrusion"], []])
    obs = s.observation(None)
    assert obs["player"] is None and obs["hand"] == []
    assert obs["hands"] == [[None, None], [None]] and obs["ruins"] == [None]
    assert obs["discards"][0] == [{"card": "intrusion", "face": "up"}]
    play(s, "play card=vision", "look ruins=0")
    assert s.observation(None)["ruins"] == [None] and s.observation(0)["ruins"] == ["vorpal-sword"]
    play(s, "pass", "play card=medusa")  # player 1 plays Medusa: public
    assert s.observation(None)["discards"][1][0]["card"] == "medusa"


@pytest.mark.parametrize("options", CONFIGS, ids=IDS)
def test_public_knowledge_is_known_to_every_player(options: dict) -> None:
    """The spectator's knowledge is part of every seat's, so the spectator never sees more than
    a player does."""
    for s in _states(options, range(8)):
        spectator = s.known[s.game.num_players]
        for p in range(s.game.num_players):
            assert spectator & ~s.known[p] == 0


# ----------------------------------------------------------------------------- determinization
def _det(s: State, p: int, seed: int) -> str:
    return json.dumps(s.determinize(p, random.Random(seed)).to_json(), sort_keys=True)


def test_determinization_does_not_depend_on_the_true_order_of_unseen_cards() -> None:
    """Issue 7: the unseen cards used to be listed in their true order before the shuffle, so the
    sample told the deck order. Two decks in a different order, the same for player 0."""
    a = position(players=2, hands=[["vision", "prince"], ["medusa"]], draw_pile=["quicksand", "miasma", "intrusion"],
                 ruins=["vorpal-sword"])
    b = position(players=2, hands=[["vision", "prince"], ["intrusion"]], draw_pile=["miasma", "medusa", "quicksand"],
                 ruins=["vorpal-sword"])
    assert a.observation(0) == b.observation(0) and a.to_json() != b.to_json()
    for seed in range(10):
        assert _det(a, 0, seed) == _det(b, 0, seed)


def test_determinization_of_shuffled_known_cards_does_not_depend_on_their_true_places() -> None:
    """P2 knows the Starship and the Sneak Attack are in the Ruins, not which is where."""
    def shuffled(seed: int) -> LostLegacyState:
        s = position("the-starship", hands=[["old-map", "search"], ["assault"]], ruins=["the-starship"],
                     draw_pile=["sneak-attack", "general", "search", "assault"], knowledge={"1": ["ruins:0", "deck:0"]},
                     seed=seed)
        return play(s, "play card=old-map", "shuffle")

    states = [shuffled(seed) for seed in range(12)]
    orders = {tuple(s.card_id(t) for t in s.ruins) for s in states}
    assert len(orders) == 2
    first, second = (next(s for s in states if tuple(s.card_id(t) for t in s.ruins) == o) for o in sorted(orders))
    assert first.observation(1) == second.observation(1)
    for seed in range(10):
        assert _det(first, 1, seed) == _det(second, 1, seed)


@pytest.mark.parametrize("options", CONFIGS, ids=IDS)
def test_determinization_depends_only_on_the_information_set(options: dict) -> None:
    """A determinization ``d`` of ``s`` for ``p`` is in ``p``'s information set (same observation),
    and ``s`` and ``d`` determinize alike for the same RNG."""
    for i, s in enumerate(_states(options, range(4))):
        if i % 3:
            continue
        for p in range(s.game.num_players):
            d = s.determinize(p, random.Random(i))
            assert d.observation(p) == s.observation(p)
            assert d.events_for(p) == s.events_for(p)
            assert _det(s, p, 100 + i) == _det(d, p, 100 + i)


def test_determinization_resamples_what_is_unseen() -> None:
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]],
                 draw_pile=["miasma", "intrusion", "vision", "quicksand", "miasma", "intrusion"], ruins=["vorpal-sword"])
    d = s.determinize(0, random.Random(3))
    assert d.history == [] and all(e.visible_to(0) for e in d.events)
    samples = {json.dumps(s.determinize(0, random.Random(k)).to_json()["hands"]) for k in range(30)}
    assert len(samples) > 5


def test_determinization_resamples_speeds_nobody_called_out() -> None:
    """Investigation phase: player 1 (Vision) and player 2 (Vision) share a speed, so they do
    not investigate; their true speeds must not survive in player 0's determinization."""
    s = position(players=3, phase="investigate", draw_pile=[], hands=[["prince"], ["vision"], ["vision"]],
                 ruins=["miasma", "miasma", "vorpal-sword", "intrusion", "intrusion"])
    assert s.investigators == [0]
    speeds = set()
    for k in range(30):
        d = s.determinize(0, random.Random(k))
        assert d.inv_speed[0] == 3
        assert d.inv_speed[1:] == [d.speed(d.hands[1][0]), d.speed(d.hands[2][0])]
        speeds.add(tuple(d.inv_speed[1:]))
    assert len(speeds) > 1


# ----------------------------------------------------------------------------- snapshots
@pytest.mark.parametrize("options", CONFIGS, ids=IDS)
def test_a_snapshot_continues_exactly(options: dict) -> None:
    """``state_from_json(to_json())`` at any point, continued with the same actions, gives the
    same ``to_json()`` (RNG, history and events included), legal actions and every seat's
    observation at every later step."""
    seats = [None, *range(options["players"])]
    for seed in range(3):
        s, actions = _playout(options, seed)
        for i in range(len(actions) + 1):
            if i % 2 == 0:
                loaded = s.game.state_from_json(json.loads(json.dumps(s.to_json())))
                assert loaded.to_json() == s.to_json()
                twin = s.clone()
                for a in actions[i:]:
                    twin.apply(a)
                    loaded.apply(a)
                    assert loaded.to_json() == twin.to_json()
                    assert loaded.legal_actions() == twin.legal_actions()
                    assert all(loaded.observation(v) == twin.observation(v) for v in seats)
                assert loaded.returns() == twin.returns()
            if i < len(actions):
                s.apply(actions[i])


def test_a_campaign_keeps_how_the_last_game_ended_in_view() -> None:
    """The events that end a campaign game name its last cards; the next game's observation
    keeps that game's end as each seat saw it (a determinization keeps only the public view of
    the others')."""
    game = meeple.load("lost-legacy", players=2, campaign=True)
    s = game.state_from_json({"hands": [["medusa", "vision"], ["prince"]], "draw_pile": ["miasma"],
                              "ruins": ["quicksand"], "campaign": {"tokens": [0, 1]}})
    s.apply("play card=medusa")
    assert s.game_no == 2
    last = s.observation(0)["campaign"]["last_game"]
    assert last["result"]["winners"] == [1] and last["discards"][0] == [
        {"card": "medusa", "face": "up"}, {"card": "vision", "face": "up"}]
    assert s.observation(1)["campaign"]["last_game"]["hand"] == ["prince"]
    d = s.determinize(0, random.Random(1))
    assert d.observation(0) == s.observation(0)
    assert d.last_game[1] == s.last_game[2] != s.last_game[1]


def test_snapshot_keeps_history_events_and_the_rng() -> None:
    game = meeple.load("lost-legacy", players=3)
    s = game.new_initial_state(4)
    s.apply(s.legal_actions()[0])
    data = s.to_json()
    assert {"rng", "history", "events"} <= set(data)
    loaded = game.state_from_json(data)
    assert loaded.history == s.history and loaded.events == s.events
    assert loaded.rng.getstate() == s.rng.getstate()


# ----------------------------------------------------------------------------- screens
@pytest.mark.parametrize("options", CONFIGS[:6], ids=IDS[:6])
def test_render_and_descriptions_come_from_the_view(options: dict) -> None:
    """Every seat's screen and action descriptions can be drawn at every step; a seat's screen
    is the same on a determinization of its information set (it shows nothing hidden); the
    descriptions of the legal actions are distinct (a person can type one)."""
    game = meeple.load("lost-legacy", **options)
    s, actions = _playout(options, 1)
    for i, a in enumerate([*actions, None]):
        t = table(s.clone())
        for seat in [None, *range(game.num_players)]:
            view = t.view(seat)
            screen = view.render()
            if seat is not None and i % 4 == 0:
                twin = table(s.determinize(seat, random.Random(i)))
                assert twin.view(seat).render() == screen
            described = [d for _, d in view.described]
            assert len(set(described)) == len(described), described
        if a is not None:
            s.apply(a)


def test_describe_play_shows_the_card_name_and_effect_text() -> None:
    s = position(hands=[["vorpal-sword", "vision"], ["prince"]], draw_pile=["miasma"], ruins=["quicksand"])
    view = table(s).view(0)
    text = dict((a.text(), d) for a, d in view.described)["play card=vorpal-sword"]
    assert text.startswith("Play Vorpal Sword (5): ") and "compare hand cards" in text
    play(s, "play card=vision")
    described = dict((a.text(), d) for a, d in table(s).view(0).described)
    assert described["look player=1"] == "Look at P2's hand card (?)"
    assert described["look ruins=0"] == "Look at Ruins card 0 (?)"

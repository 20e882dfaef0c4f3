"""What each player knows (observation), consistent resampling (determinize), render, JSON."""

from __future__ import annotations

import json
import math
import random
from collections import Counter

from meeple.core.rng import shuffle
from tests.lost_legacy.helpers import hand, play, position


def test_observation_holds_own_hand_public_discards_and_counts_only() -> None:
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]], draw_pile=["miasma", "intrusion"],
                 ruins=["vorpal-sword"], discards=[["miasma:down"], [], ["intrusion"]])
    obs = s.observation(0)
    assert obs["hand"] == ["vision", "prince"]
    assert obs["hands"] == [["vision", "prince"], [None], [None]]
    assert obs["draw_pile"] == {"count": 2, "known": {}} and obs["ruins"] == [None]
    assert obs["discards"][0] == [{"card": "miasma", "face": "down"}]
    assert "medusa" not in json.dumps(obs)


def test_a_look_at_a_hand_is_remembered_until_the_card_moves() -> None:
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]],
                 draw_pile=["miasma", "intrusion", "vision", "quicksand"], ruins=["vorpal-sword"])
    play(s, "play card=vision", "look player=1")
    assert s.observation(0)["hands"][1] == ["medusa", None]  # player 1 has drawn for their turn
    assert s.observation(2)["hands"][1] == [None, None]
    play(s, "play card=miasma")  # player 1 held Medusa and drew Miasma: all hands pass clockwise
    assert s.observation(0)["hands"][2] == ["medusa", None]  # the seen card moved to player 2
    assert hand(s, 2)[0] == "medusa"


def test_knowledge_survives_when_the_other_card_is_played() -> None:
    """Seen Medusa; its holder draws and plays a different card, so Medusa is still there."""
    s = position(players=2, hands=[["vision", "prince"], ["medusa"]], draw_pile=["quicksand", "intrusion"],
                 ruins=["vorpal-sword"])
    play(s, "play card=vision", "look player=1", "play card=quicksand", "pass")
    assert s.observation(0)["hands"][1] == ["medusa"]


def test_knowledge_is_lost_when_a_card_of_the_same_kind_is_played() -> None:
    """Seen Vision; its holder draws and plays a Vision: nobody else can tell which one was kept."""
    s = position(players=2, hands=[["vision", "prince"], ["vision"]], draw_pile=["vision", "intrusion"],
                 ruins=["vorpal-sword"])
    play(s, "play card=vision", "look player=1", "play card=vision", "look ruins=0", "pass")
    assert s.observation(0)["hands"][1] == [None]


def test_determinize_keeps_every_seen_card_where_it_is() -> None:
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]],
                 draw_pile=["miasma", "intrusion", "vision", "quicksand", "miasma", "intrusion"], ruins=["vorpal-sword"])
    play(s, "play card=vision", "look player=1")
    rng = random.Random(4)
    others = set()
    for _ in range(60):
        d = s.determinize(0, rng)
        assert d.card_id(d.hands[1][0]) == "medusa"
        assert [d.card_id(t) for t in d.hands[0]] == ["prince"]
        assert d.observation(0) == s.observation(0)
        others.add(d.card_id(d.hands[2][0]))
    assert len(others) > 2  # the unseen hand is resampled


def test_determinize_during_investigation_respects_called_speeds() -> None:
    s = position(players=3, phase="investigate", draw_pile=[], hands=[["prince"], ["dreamreader"], ["vision"]],
                 ruins=["miasma", "vorpal-sword"])
    rng = random.Random(1)
    for _ in range(20):
        d = s.determinize(2, rng)
        assert d.speed(d.hands[0][0]) == 3 and d.speed(d.hands[1][0]) == 2


def test_shuffled_ruins_positions_are_resampled() -> None:
    s = position("the-starship", hands=[["old-map", "search"], ["assault"]], ruins=["the-starship"],
                 draw_pile=["sneak-attack", "general", "search", "assault"], knowledge={"1": ["ruins:0"]})
    play(s, "play card=old-map", "shuffle")
    rng = random.Random(2)
    spots = {[d.card_id(t) for t in d.ruins].index("the-starship") for d in (s.determinize(1, rng) for _ in range(40))}
    assert spots == {0, 1}


def test_face_down_discards_keep_their_identity_public() -> None:
    """Ruling R13: every face-down discard was public before it was turned over."""
    s = position("whitegold-spire", hands=[["guard", "alchemist"], ["taxes"]], discards=[[], ["guard", "income"]],
                 draw_pile=["income"], ruins=["whitegold-spire"])
    play(s, "play card=guard", "guard parity=odd")
    assert s.observation(0)["discards"][1] == [{"card": "guard", "face": "down"}, {"card": "income", "face": "up"}]


def test_json_round_trip_keeps_knowledge_and_pending_decisions() -> None:
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]],
                 draw_pile=["miasma", "intrusion"], ruins=["vorpal-sword", "miasma"])
    play(s, "play card=vision", "look ruins=0")
    data = json.loads(json.dumps(s.to_json()))
    t = s.game.state_from_json(data)
    assert t.to_json() == s.to_json() and t.observation(0) == s.observation(0)
    assert t.pending == ("vision_swap", 0, 0)
    t.apply("exchange")
    assert t.observation(0)["hand"] == ["vorpal-sword"]


def test_determinize_deals_the_unseen_cards_uniformly() -> None:
    """Every unseen card is as likely in the unseen hand, the Ruins and any deck position:
    the frequencies over 3,000 samples stay within 5 standard deviations of count / unseen."""
    s = position(players=3, hands=[["vision", "prince"], ["medusa"], ["quicksand"]],
                 draw_pile=["miasma", "intrusion", "vision", "quicksand", "miasma", "intrusion"], ruins=["vorpal-sword"])
    unseen = Counter(["medusa", "quicksand", "miasma", "intrusion", "vision", "quicksand", "miasma", "intrusion",
                      "vorpal-sword"])
    rng = random.Random(7)
    samples = 3000
    where = {"hand 1": Counter(), "ruins": Counter(), "top": Counter(), "bottom": Counter()}
    for _ in range(samples):
        d = s.determinize(0, rng)
        where["hand 1"][d.card_id(d.hands[1][0])] += 1
        where["ruins"][d.card_id(d.ruins[0])] += 1
        where["top"][d.card_id(d.deck[-1])] += 1
        where["bottom"][d.card_id(d.deck[0])] += 1
    total = sum(unseen.values())
    for place, seen in where.items():
        assert set(seen) == set(unseen), place
        for card, count in unseen.items():
            p = count / total
            sigma = math.sqrt(samples * p * (1 - p))
            assert abs(seen[card] - samples * p) < 5 * sigma, (place, card, seen[card], samples * p)


def test_the_shuffle_gives_every_order_equally_often() -> None:
    items = "abcd"
    counts = Counter()
    rng = random.Random(3)
    for _ in range(12000):
        order = list(items)
        shuffle(order, rng)
        counts["".join(order)] += 1
    assert len(counts) == 24
    expected = 12000 / 24
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 60  # 23 degrees of freedom: p < 1e-4 above 55

"""The Starship (public transcription) and the reconstructed Flying Garden: cards that trigger
while held and looked at (Sneak Attack, the speed-1 card), and every look effect that fires them."""

from __future__ import annotations

import pytest

from tests.lost_legacy.helpers import draw_pile, hand, legal, pile, play, position

SS = "the-starship"


@pytest.mark.parametrize(("deck", "card", "actions"), [
    (SS, "assault", ["look player=1"]),
    (SS, "shadow-thief", ["look player=1"]),
    ("the-starship+vorpal-sword", "vision", ["look player=1"]),
    ("the-starship+whitegold-spire", "black-market-dealer", ["look player=1"]),
    ("the-starship+flying-garden", "falconer", ["look player=1"]),
    ("the-starship+flying-garden", "curse", ["curse player=1 number=3"]),
])
def test_every_look_at_a_hand_fires_sneak_attack(deck: str, card: str, actions: list[str]) -> None:
    """Sneak Attack: when another player looks at it in your hand, you discard it, take the
    looker's hand card, and the looker is eliminated."""
    s = position(deck, players=3, hands=[[card, "search"], ["sneak-attack"], ["old-map"]],
                 draw_pile=["assault", "general"], ruins=["the-starship"])
    play(s, f"play card={card}", *actions)
    assert not s.alive[0]
    assert pile(s, 1) == ["sneak-attack"]
    assert s.turn_player == 1 and hand(s, 1) == ["search", "assault"]  # the looker's card, then a draw
    assert pile(s, 0) == [card]


def test_swordsman_cancels_sneak_attack_and_eliminates_its_holder() -> None:
    s = position(SS, players=3, hands=[["swordsman", "search"], ["sneak-attack"], ["old-map"]],
                 draw_pile=["assault", "general"], ruins=["the-starship"])
    play(s, "play card=swordsman", "look player=1")
    assert s.alive == [True, False, True] and pile(s, 1) == ["sneak-attack"] and hand(s, 0) == ["search"]


def test_swordsman_on_a_numbered_card_only_looks() -> None:
    s = position(SS, players=2, hands=[["swordsman", "search"], ["old-map"]], draw_pile=["assault"],
                 ruins=["the-starship"])
    play(s, "play card=swordsman", "look player=1")
    assert s.alive == [True, True] and s.observation(0)["hands"][1] == ["old-map", None]  # then drew


def test_speed_one_card_eliminates_its_holder_when_looked_at() -> None:
    """Reference §1a (low confidence): the speed-1 card eliminates its holder when another
    player looks at it in hand."""
    s = position(SS, players=3, hands=[["assault", "search"], ["girl-of-fate"], ["old-map"]],
                 draw_pile=["assault", "general"], ruins=["the-starship"])
    play(s, "play card=assault", "look player=1")
    assert s.alive == [True, False, True] and pile(s, 1) == ["girl-of-fate"]


def test_sneak_attack_does_not_fire_on_blind_exchanges() -> None:
    """Exchanges without a look (False Gold, Miasma) do not fire it."""
    s = position("the-starship+whitegold-spire", players=2, hands=[["false-gold", "search"], ["sneak-attack"]],
                 draw_pile=["assault"], ruins=["the-starship"])
    play(s, "play card=false-gold", "swap player=1")
    assert s.alive == [True, True] and hand(s, 0) == ["sneak-attack"]


def test_sneak_attack_does_not_fire_when_revealed_in_investigation() -> None:
    """Ruling: investigating is revealing, not a card effect's look."""
    s = position(SS, players=2, phase="investigate", draw_pile=[], hands=[["sneak-attack"], ["general"]],
                 ruins=["the-starship"])
    play(s, "investigate player=0")
    assert s.alive == [True, True] and s.current_player == -1 and s.winners == []


def test_shadow_thief_finding_the_lost_legacy_wins_at_once() -> None:
    s = position(SS, players=3, hands=[["shadow-thief", "search"], ["assault"], ["old-map"]],
                 draw_pile=["assault", "general"], ruins=["the-starship"])
    play(s, "play card=shadow-thief", "look ruins=0")
    assert s.is_terminal and s.winners == [0]


def test_general_looks_at_the_top_card_and_may_exchange() -> None:
    s = position(SS, hands=[["general", "the-starship"], ["assault"]], draw_pile=["search", "old-map"],
                 ruins=["sneak-attack"])
    play(s, "play card=general")
    assert s.observation(0)["draw_pile"]["known"] == {"0": "search"}
    play(s, "exchange")
    assert hand(s, 0) == ["search"] and hand(s, 1) == ["assault", "the-starship"]


def test_assault_may_exchange_after_looking() -> None:
    s = position(SS, hands=[["assault", "old-map"], ["the-starship"]], draw_pile=["search"], ruins=["general"])
    play(s, "play card=assault", "look player=1", "exchange")
    assert hand(s, 0) == ["the-starship"] and hand(s, 1) == ["old-map", "search"]


def test_search_looks_at_a_ruins_card_and_may_exchange() -> None:
    s = position(SS, hands=[["search", "old-map"], ["assault"]], draw_pile=["search"],
                 ruins=["general", "the-starship"])
    play(s, "play card=search", "look ruins=1", "exchange")
    assert hand(s, 0) == ["the-starship"] and [s.card_id(t) for t in s.ruins] == ["general", "old-map"]


# ----------------------------------------------------------------------------- Flying Garden
FG = "flying-garden"


def test_wound_two_face_up_wounds_eliminate() -> None:
    s = position(FG, players=3, hands=[["wound", "falconer"], ["curse"], ["whirlwind"]], discards=[["wound"], [], []],
                 draw_pile=["falconer"], ruins=["flying-garden"])
    play(s, "play card=wound")
    assert not s.alive[0]


def test_herbalist_removes_a_wound_to_the_ruins() -> None:
    s = position(FG, players=2, hands=[["herbalist", "falconer"], ["curse"]], discards=[[], ["wound"]],
                 draw_pile=["falconer"], ruins=["flying-garden"])
    play(s, "play card=herbalist", "take player=1 index=0")
    assert pile(s, 1) == [] and [s.card_id(t) for t in s.ruins] == ["flying-garden", "wound"]


def test_curse_naming_the_speed_eliminates_and_x_never_matches() -> None:
    s = position(FG, players=3, hands=[["curse", "falconer"], ["flying-garden"], ["wound"]],
                 draw_pile=["falconer", "curse"], ruins=["gardener"])
    play(s, "play card=curse", "curse player=1 number=5")
    assert not s.alive[1] and "flying-garden" in draw_pile(s) + hand(s, 2)
    assert len(legal(s)) > 0


def test_windcaller_makes_the_chosen_player_decide() -> None:
    """Effects that make another player decide hand ``current_player`` to that player."""
    s = position(FG, players=2, hands=[["windcaller", "falconer"], ["flying-garden"]], draw_pile=["curse"],
                 ruins=["gardener"])
    play(s, "play card=windcaller", "target player=1")
    assert s.current_player == 1 and legal(s) == ["take ruins=0", "take ruins=1"]
    play(s, "take ruins=0")
    assert s.turn_player == 1 and len(hand(s, 1)) == 2


def test_gardener_sees_every_ruins_card() -> None:
    s = position(FG, players=2, hands=[["gardener", "falconer"], ["curse"]], draw_pile=["curse"],
                 ruins=["flying-garden", "wound"])
    play(s, "play card=gardener")
    assert s.observation(0)["ruins"] == ["flying-garden", "wound"]
    assert s.observation(1)["ruins"] == [None, None]


def test_sky_pirate_exchanges_hands() -> None:
    s = position(FG, players=2, hands=[["sky-pirate", "falconer"], ["flying-garden"]], draw_pile=["curse"],
                 ruins=["wound"])
    play(s, "play card=sky-pirate", "target player=1")
    assert hand(s, 0) == ["flying-garden"]

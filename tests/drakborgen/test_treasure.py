"""The treasure chamber and the dragon (reference section 12, rulings D-DRAGON-RESET,
D-FLIGHT, D-DEAD)."""

from __future__ import annotations

from meeple.games.drakborgen.content import DRAGONS, E_WAKES, TREASURES
from meeple.games.drakborgen.flow import finish_turn
from meeple.games.drakborgen.phases import DRAGON, TURN
from tests.drakborgen.helpers import Dice, card, on_top, playing, put, sq, stand, turn_of


def _dragon_top(s, wakes: bool) -> None:
    deck = s.decks[DRAGONS]
    effect = s.game.content.card_effect[DRAGONS]
    k = next(c for c in deck if (effect[c] == E_WAKES) == wakes)
    deck.remove(k)
    deck.append(k)


def _at_the_door(players: int = 2):
    s = playing(players)
    put(s, "g4", "room-nesw")
    stand(s, 0, "g4", "g3", 0)
    turn_of(s, 0)
    return s


def test_entering_draws_two_treasures_and_a_dragon_card() -> None:
    """Reference 12: no RUMSKORT in the chamber; two SKATTKORT, then one DRAKKORT; a sleeping
    dragon is set aside, so the next draw is riskier."""
    s = _at_the_door()
    on_top(s, TREASURES, "klenod-4500", "guldsack-100")
    _dragon_top(s, wakes=False)
    s.apply("move to=g5")
    assert s.gold(0) == 4600 and s.aside == 1 and len(s.decks[DRAGONS]) == 7
    assert s.hero == 1


def test_staying_draws_again_and_heroes_share_the_chamber() -> None:
    """Reference 12: next turn the hero may stay and draw again; any number of heroes may be in
    the chamber."""
    s = _at_the_door()
    stand(s, 1, "g6", "g7", 2)
    _dragon_top(s, wakes=False)
    s.apply("move to=g5")
    turn_of(s, 0)
    assert "stay" in {a.text() for a in s.legal_actions()}
    assert {"move to=f5", "move to=h6", "move to=g7"} <= {a.text() for a in s.legal_actions()}
    _dragon_top(s, wakes=False)
    s.apply("stay")
    assert len(s.loot[0]) == 4 and s.aside == 2


def test_the_dragon_cards_come_back_when_the_chamber_is_empty() -> None:
    """Ruling D-DRAGON-RESET: at the start of a round with nobody in the chamber the DRAKKORT are
    shuffled together again."""
    s = _at_the_door()
    _dragon_top(s, wakes=False)
    s.apply("move to=g5")
    assert s.aside == 1
    stand(s, 0, "g4", "g3", 0)
    finish_turn(s)  # hero 1's turn ends: a new round
    assert s.round == 2 and s.aside == 0 and len(s.decks[DRAGONS]) == 8


def test_the_dragon_wakes() -> None:
    """Reference 12: every hero in the chamber takes T12 dragon fire, loses the treasure taken
    there (not what he found elsewhere) and must flee at once, from the drawer clockwise; the
    DRAKKORT are shuffled together again."""
    s = _at_the_door(3)
    stand(s, 2, "g6", "g7", 2)
    s.loot[2] = [card(s, TREASURES, "klenod-500")]
    s.decks[TREASURES].remove(s.loot[2][0])
    s.items[2] = [[4, card(s, 4, "dolk")]]
    on_top(s, TREASURES, "klenod-4000", "guldsack-100")
    _dragon_top(s, wakes=True)
    s.rng = Dice((3, 12), (5, 12))
    s.apply("move to=g5")
    assert s.kp[0] == 14 and s.kp[2] == 15 - 5
    assert s.loot[0] == [] and s.loot[2] == [] and s.gold(2) == 250
    assert s.decks[TREASURES][:3] == [card(s, TREASURES, c) for c in ("klenod-500", "guldsack-100", "klenod-4000")]
    assert s.known[TREASURES] == 3
    assert len(s.decks[DRAGONS]) == 8 and s.aside == 0
    assert s.phase == DRAGON and s.current_player == 0
    flights = {a.text() for a in s.legal_actions()}
    assert "flight to=g4" in flights
    put(s, "f5", "room-nesw")
    on_top(s, 0, "tomt")
    s.apply("flight to=f5")
    assert s.pos[0] == sq(s, "f5") and s.current_player == 2
    s.apply("flight to=g4")
    assert s.pos[2] == sq(s, "g4") and s.phase == TURN and s.hero == 1


def test_no_way_out_from_the_dragon_is_death() -> None:
    """Reference 12: a hero with no way out of the chamber when the dragon wakes dies."""
    s = _at_the_door(2)
    for name in ("f5", "h5", "f6", "h6", "g7"):
        put(s, name, "room-s")  # their single opening faces south: away from the chamber
    stand(s, 0, "g5", "g4", 0)
    stand(s, 1, "g4", "g3", 0)
    turn_of(s, 0)
    _dragon_top(s, wakes=True)
    s.rng = Dice((1, 12))
    s.apply("stay")
    assert s.status[0] == 2 and s.cause[0] == "no way out from the dragon"
    assert s.phase == TURN and s.hero == 1

"""Monster Hunt and Using Items (rulebook: Monster Hunt, Using Items), with the rulebook's
worked examples: G G G against G G Y R G, and the armour example (Y Y Y Y Y)."""

from __future__ import annotations

import random

import pytest

from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError
from meeple.games.lineage2.hunting import deficit, useless
from meeple.games.lineage2.phases import DROP, END, HUNT, POTION
from tests.lineage2.helpers import Dice, card_with_item, fresh, hunting_ground, monster_named, on_top, space_named


def _at_hunt(players: int = 4, **options):
    state = fresh(players, **options)
    p = state.player
    state.pos[p] = hunting_ground(state)
    state.phase = HUNT
    return state, p


def test_hunt_example_ggg_with_ggyrg_succeeds() -> None:
    """Monster Hunt example: a monster of G G G, rolled G G Y R G: success, the card is won."""
    state, p = _at_hunt()
    content = state.game.content
    m = monster_named(content, "Gremlin")
    assert content.monster_req[m] == (3, 0, 0)
    on_top(state, m)
    before = len(state.piles[2])
    state.rng = Dice("GGYRG")
    state.apply(Action("hunt", pile="C"))
    assert len(state.piles[2]) == before - 1 and m not in state.piles[2]
    assert m in state.bag[p] or m in state.paid[p]
    assert state.phase == END


def test_star_is_a_joker_and_x_misses() -> None:
    """Monster Hunt: a star counts as any colour, an X as nothing."""
    g, y, r, star, miss = range(5)
    assert deficit([g, g, star, r, miss], [3, 0, 0], 0) == 0  # two greens and a star make G G G
    assert deficit([g, g, r, r, miss], [3, 0, 0], 0) == 1
    assert deficit([g, g, r, r, miss], [3, 0, 0], 1) == 0  # a Blessing of Eva joker
    assert useless([g, r, star, miss, y], [1, 1, 0]) == [1, 3]  # the surplus red and the miss


def test_armour_example_rerolls_the_dice_that_cannot_help() -> None:
    """Armour example: Y Y Y G R against Y Y Y Y Y with a Y weapon and 3 rerolls (a C helmet
    and a B suit): the G and the R are rolled again, and one yellow among them wins."""
    state, p = _at_hunt()
    content = state.game.content
    m = monster_named(content, "Dragon Whelp")
    assert content.monster_req[m] == (0, 5, 0) and content.monster_pile[m] == 0
    on_top(state, m)
    state.worn[p] = [card_with_item(content, "c_dagger"), card_with_item(content, "c_leather_cap"),
                     card_with_item(content, "b_mail")]
    colours, rerolls = state.hunt_gear(p)
    assert colours == (0, 1, 0) and rerolls == 3  # rerolls add up: C helmet 1 + B suit 2
    state.rng = Dice("YYYGR", "XY")
    state.apply(Action("hunt", pile="A"))
    assert m in state.bag[p] + state.paid[p]
    assert any("rerolls 2 dice" in e.text for e in state.events)


def test_armour_example_without_a_yellow_fails() -> None:
    state, p = _at_hunt()
    content = state.game.content
    m = monster_named(content, "Dragon Whelp")
    on_top(state, m)
    state.worn[p] = [card_with_item(content, "c_dagger"), card_with_item(content, "c_leather_cap"),
                     card_with_item(content, "b_mail")]
    state.adena[p] = 12
    state.rng = Dice("YYYGR", "XG")
    state.apply(Action("hunt", pile="A"))
    assert state.piles[0][-1] == m  # the monster stays on top of its pile
    assert state.adena[p] == 2  # skull penalty of an A monster: 10
    assert state.failed[p]


def test_one_die_at_a_time_reading_is_an_option() -> None:
    """Ruling H1: with ``rerolls=one-at-a-time`` each reroll is one die, seen before the next."""
    state, p = _at_hunt(rerolls="one-at-a-time")
    content = state.game.content
    m = monster_named(content, "Dragon Whelp")
    on_top(state, m)
    state.worn[p] = [card_with_item(content, "c_dagger"), card_with_item(content, "c_leather_cap"),
                     card_with_item(content, "b_mail")]
    state.rng = Dice("YYYGR", "X", "X", "Y")  # three single rerolls, the last one yellow
    state.apply(Action("hunt", pile="A"))
    assert m in state.bag[p] + state.paid[p]
    assert any("rerolls 3 times" in e.text for e in state.events)


def test_weapon_colours_count_as_rolled_dice() -> None:
    """Using Items, Weapons: a weapon's colour counts as one die of that colour."""
    state, p = _at_hunt()
    content = state.game.content
    m = monster_named(content, "Gremlin")  # G G G
    on_top(state, m)
    state.worn[p] = [card_with_item(content, "c_club")]  # G
    state.rng = Dice("GGYYX")
    state.apply(Action("hunt", pile="C"))
    assert m not in state.piles[2]


def test_success_pays_adena_and_keeps_the_card_monster_side_up() -> None:
    """Hunting Succeeds: an adena reward is paid and the card is kept, monster side up."""
    state, p = _at_hunt()
    content = state.game.content
    m = next(i for i in content.pile_cards[2] if content.reward_adena[i])
    on_top(state, m)
    state.rng = Dice("*****")
    before = state.adena[p]
    state.apply(Action("hunt", pile="C"))
    assert state.adena[p] == before + content.reward_adena[m] and state.paid[p] == [m]


def test_failure_drops_the_skull_or_all_adena_or_an_item_and_goes_to_the_nearest_village() -> None:
    """Hunting Fails: drop the skull's adena (or what you have; or, with no adena, an item) on
    the space; move to the nearest village with no village action this turn."""
    content = fresh().game.content
    for adena, dropped in ((10, 5), (3, 3)):
        state, p = _at_hunt()
        m = content.pile_cards[1][0]
        on_top(state, m)
        state.adena[p] = adena
        ground = state.pos[p]
        state.rng = Dice("XXXXX")
        state.apply(Action("hunt", pile="B"))
        assert state.adena[p] == adena - dropped and state.loot[ground] == [dropped, []]
        assert state.pos[p] in content.nearest_villages[ground] and not state.village_ok
        assert state.phase == END and Action("hire", n=1) not in state.legal_actions()
    state, p = _at_hunt()
    state.adena[p] = 0
    axe, cap = card_with_item(content, "c_hand_axe"), card_with_item(content, "c_leather_cap")
    state.bag[p] = [axe, cap]
    ground = state.pos[p]
    state.rng = Dice("XXXXX")
    state.apply(Action("hunt", pile="B"))
    assert state.phase == DROP
    state.apply(Action("drop", item=cap))
    assert state.loot[ground] == [0, [cap]] and state.bag[p] == [axe]


def test_failure_with_nothing_to_drop_just_retreats() -> None:
    """Ruling H3: no adena and no items: nothing is dropped."""
    state, p = _at_hunt()
    state.adena[p] = 0
    ground = state.pos[p]
    state.rng = Dice("XXXXX")
    state.apply(Action("hunt", pile="A"))
    assert ground not in state.loot and state.failed[p]


def test_the_next_visitor_collects_the_loot_before_hunting() -> None:
    """Hunting Fails, Note: dropped adena and items stay until someone stops there and collects
    them before hunting."""
    state = fresh()
    content = state.game.content
    p = state.player
    ground = hunting_ground(state)
    cap = card_with_item(content, "c_leather_cap")
    state.loot[ground] = [7, [cap]]
    start = state.pos[p]
    target = next(s for s in range(len(content.space_name)) if ground in content.moves[s][3])
    state.pos[p] = target
    state.rng = Dice(3)
    before = state.adena[p]
    state.apply(Action("roll"))
    if state.phase == "move":
        state.apply(Action("move", to=ground))
    assert state.phase == HUNT and ground not in state.loot
    assert state.adena[p] == before + 7 and cap in state.bag[p]
    assert start != ground


def test_the_hunt_is_compulsory() -> None:
    """Monster Hunt: a player on a hunting ground must hunt (no end of turn before it)."""
    state, _ = _at_hunt()
    kinds = {a.kind for a in state.legal_actions()}
    assert "hunt" in kinds and "end" not in kinds
    with pytest.raises(IllegalActionError, match="hunt"):
        state.apply(Action("end"))


def test_attack_potion_is_a_colour_used_once() -> None:
    """Potions: an attack potion counts as its colour, then is discarded."""
    state, p = _at_hunt()
    content = state.game.content
    m = monster_named(content, "Kobold")  # G G
    on_top(state, m)
    potion = card_with_item(content, "c_green_potion")
    assert potion != m
    state.bag[p] = [potion]
    state.rng = Dice("GRRYX")
    state.apply(Action("hunt", pile="C"))
    assert state.phase == POTION
    state.apply(Action("drink"))
    assert potion not in state.bag[p] and potion in state.used_monsters and m not in state.piles[2]


def test_declining_the_potion_fails_the_hunt() -> None:
    state, p = _at_hunt()
    content = state.game.content
    on_top(state, monster_named(content, "Kobold"))
    potion = card_with_item(content, "c_green_potion")
    state.bag[p] = [potion]
    state.rng = Dice("GRRYX")
    state.apply(Action("hunt", pile="C"))
    state.apply(Action("fail"))
    assert potion in state.bag[p] and state.failed[p]


def test_only_two_one_handed_or_one_two_handed_weapon_are_worn() -> None:
    """Using Items: two 1-handed weapons or one 2-handed weapon; armour swaps in its slot."""
    state, p = _at_hunt()
    content = state.game.content
    a, b, c = (card_with_item(content, i) for i in ("c_short_sword", "c_dagger", "c_club"))
    bow = card_with_item(content, "c_long_bow")
    state.bag[p] = [a, b, c, bow]
    state.apply(Action("wear", item=a))
    assert Action("wear", item=bow) not in state.legal_actions()
    state.apply(Action("wear", item=b))
    assert Action("wear", item=c) not in state.legal_actions()
    state.apply(Action("unwear", item=a))
    state.apply(Action("unwear", item=b))
    state.apply(Action("wear", item=bow))
    assert state.weapon_hands(p) == 2 and Action("wear", item=c) not in state.legal_actions()
    cap, hood = card_with_item(content, "c_leather_cap"), card_with_item(content, "b_hood")
    state.bag[p] += [cap, hood]
    state.changes = 0
    state.apply(Action("wear", item=cap))
    state.apply(Action("wear", item=hood))
    assert hood in state.worn[p] and cap in state.bag[p]


def test_gear_changes_are_capped_per_turn() -> None:
    """Ruling I2: at most six gear changes a turn, so a turn always ends."""
    state, p = _at_hunt()
    content = state.game.content
    cap = card_with_item(content, "c_leather_cap")
    state.bag[p] = [cap]
    for _ in range(3):
        state.apply(Action("wear", item=cap))
        state.apply(Action("unwear", item=cap))
    assert not any(a.kind in ("wear", "unwear") for a in state.legal_actions())


def test_reward_is_hidden_until_won() -> None:
    """Information: the top monster of each pile is public, its reward is not; a
    determinization deals the backs of the cards still in a pile again."""
    state = fresh()
    obs = state.observation(0)
    top = obs["piles"][0]["top"]
    assert set(top) == {"card", "name", "pile", "requires", "skull"}
    backs = set()
    for k in range(20):
        det = state.determinize(1, random.Random(k))
        m = det.piles[0][-1]
        assert m == state.piles[0][-1]
        backs.add(det.back[m])
        assert sorted(det.back[x] for x in det.piles[0]) == sorted(state.back[x] for x in state.piles[0])
    assert len(backs) > 1


def test_starting_village_space_name() -> None:
    state = fresh()
    assert state.pos == [space_named(state, "Town of Giran")] * 4

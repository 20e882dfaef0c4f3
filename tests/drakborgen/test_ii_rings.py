"""Drakborgen II's four MAGISK RING cards (rulebook "MAGISK RING": chosen from at setup with the
base rings, "Preparations"; each card's rule from the reference addendum, rings 5-8) and the
rulings D2-RINGS, D2-RING-REJECT, D2-RING-FORTUNE, D2-RING-ASCEND in docs/rulings/drakborgen.md."""

from __future__ import annotations

from collections import Counter

from meeple.core.table import Table
from meeple.games.drakborgen.board import E
from meeple.games.drakborgen.content import RINGS, ROOMS, SEARCHES, SF
from meeple.games.drakborgen.dice import test as attribute_test
from meeple.games.drakborgen.magic_rings import II_RINGS, LIFT, R_ASCENSION, R_FORTUNE, R_REJECTION, R_SEEKING, REJECT
from meeple.games.drakborgen.phases import EMERGE, RING, SEEKING, TILE
from meeple.games.drakborgen.render import describe
from tests.drakborgen.helpers import Dice, card, fresh, next_tile, on_top, playing, put, sq, stand, tile_kind, turn_of
from tests.drakborgen.test_ii_catacombs import below
from tests.drakborgen.test_ii_play import _play

II = {"expansion": "drakborgen-ii"}


def acts(s) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def test_the_four_new_rings_are_chosen_from_at_setup_with_the_base_four() -> None:
    """"MAGISK RING": the four new rings are chosen from before the game starts, with the base
    rings; a ring taken is no longer on the table (ruling D2-RINGS). The base game offers its four."""
    assert [r.id for r in fresh(2, **II).game.content.ii_rings] == list(II_RINGS)
    s = fresh(2, **II)
    s.apply("tower tower=nw")
    assert s.phase == RING and acts(s) == {f"ring ring={r}" for r in (*RINGS, *II_RINGS)}
    s.apply("ring ring=fortune")
    s.apply("tower tower=ne")
    assert "ring ring=fortune" not in acts(s) and len(acts(s)) == 7
    s.apply("ring ring=seeking")
    assert {h["ring"] for h in s.observation(0)["heroes"]} == {"fortune", "seeking"}
    base = fresh(2)
    base.apply("tower tower=nw")
    assert acts(base) == {f"ring ring={r}" for r in RINGS}


def _rejecting():
    s = playing(2, **II)
    s.ring[0] = R_REJECTION
    next_tile(s, "room-nesw")
    next_tile(s, "dark-nesw")  # drawn first
    s.apply("move to=b1")
    return s


def test_ring_of_rejection_sends_the_new_tile_back_and_the_next_must_be_taken() -> None:
    """Ring 5 (rulebook "MAGISK RING", the card's rule): a freshly drawn room tile may be
    rejected and another drawn, which must be accepted; the rejected tile goes back into the bag
    (ruling D2-RING-REJECT), and the ring is spent."""
    s = _rejecting()
    b1 = sq(s, "b1")
    assert s.phase == TILE and acts(s) == {"accept", "reject"} and s.pos[0] != b1
    assert s.tile[b1] == tile_kind(s, "dark-nesw")
    bag = len(s.bag)
    on_top(s, ROOMS, "tomt")
    s.apply("reject")
    assert s.tile[b1] == tile_kind(s, "room-nesw") and s.pos[0] == b1 and s.ring_used[0]
    assert tile_kind(s, "dark-nesw") in s.bag and len(s.bag) == bag
    assert s.hero == 1  # the RUMSKORT drawn in the new room, the turn is over
    turn_of(s, 0)
    s.pos[0] = sq(s, "b1")
    next_tile(s, "dark-nesw")
    s.apply("move to=c1")
    assert s.phase != TILE  # used once


def test_ring_of_rejection_kept_unused_when_the_tile_is_accepted() -> None:
    """Ring 5: keeping the tile leaves the ring for later; the hero enters the tile as drawn."""
    s = _rejecting()
    s.apply("accept")
    assert s.pos[0] == sq(s, "b1") and s.tile[sq(s, "b1")] == tile_kind(s, "dark-nesw") and not s.ring_used[0]


def test_ring_of_fortune_rolls_a_failed_attribute_roll_again_once() -> None:
    """Ring 6: one roll is rolled again at once and the second result stands; used on the first
    failed roll against an attribute (ruling D2-RING-FORTUNE)."""
    s = playing(2, **II)
    s.ring[0] = R_FORTUNE
    s.rng = Dice((12, 12), (2, 12))
    assert attribute_test(s, 0, SF, "lift the portcullis") and s.ring_used[0]
    s.rng = Dice((12, 12))
    assert not attribute_test(s, 0, SF, "lift the portcullis")
    s.ring_used[0], s.rng = False, Dice((1, 12))
    assert attribute_test(s, 0, SF, "lift it") and not s.ring_used[0]  # a success keeps the ring
    s.ring_used[0], s.rng = False, Dice((12, 12), (12, 12))
    assert not attribute_test(s, 0, SF, "lift it") and s.ring_used[0]  # the second result stands


def test_ring_of_seeking_draws_four_search_cards_and_keeps_one() -> None:
    """Ring 7: a search draws four RUMSLETNINGSKORT; the hero keeps one (it acts), the others go
    under the deck."""
    s = playing(2, **II)
    s.ring[0] = R_SEEKING
    put(s, "c3", "room-nesw")
    stand(s, 0, "c3")
    turn_of(s, 0)
    assert {"search", "seek"} <= acts(s)
    on_top(s, SEARCHES, "inget", "guld-10", "smycke", "falla")
    s.apply("seek")
    assert s.phase == SEEKING and acts(s) == {f"pick slot={i}" for i in range(4)} and s.ring_used[0]
    assert s.observation(1)["seeking"][2] == s.game.content.card_english[SEARCHES][card(s, SEARCHES, "smycke")]
    s.apply("pick slot=2")
    assert s.gold(0) == 200 and s.searches[0] == 1 and s.hero == 1
    bottom = {s.game.content.card_id[SEARCHES][k] for k in s.decks[SEARCHES][:3]}
    assert bottom == {"inget", "guld-10", "falla"}
    turn_of(s, 0)
    assert "seek" not in acts(s) and "search" in acts(s)


def test_ring_of_ascension_leaves_the_catacombs_without_a_way_up() -> None:
    """Ring 8: out of the catacombs at any time, coming up by the catacomb rules (the Ascension
    Track with the pile held, as the Durim example: six cards and T10 2 from c3 east is i2);
    on his turn, instead of drawing, with no climbing roll (ruling D2-RING-ASCEND)."""
    s = playing(2, **II)
    s.ring[0] = R_ASCENSION
    below(s, 0, "c3", E)
    turn_of(s, 0)
    assert acts(s) == {"delve"}  # fallen in, no card yet: the track has no row for none
    s = playing(2, **II)
    s.ring[0] = R_ASCENSION
    below(s, 0, "c3", E, "gang", "gang", "jatterubin", "gang", "gang", "gang")
    turn_of(s, 0)
    assert acts(s) == {"delve", "lift"}
    s.rng = Dice((2, 10))
    next_tile(s, "dark-nesw")
    s.apply("lift")
    assert s.phase == EMERGE and s.pos[0] == sq(s, "i2") and s.ring_used[0]
    s.apply("orient rot=1")
    assert not s.cat.below[0] and s.cat.pile[0] == []


def test_random_games_with_the_new_rings_play_to_the_end() -> None:
    """The rings in whole games: random agents (who pick any of the eight rings) play to the end
    with the screen and the encoding read along the way, and the new rings' effects come up."""
    seen: Counter[str] = Counter()
    for seed in range(16):
        table = _play(100 + seed, "random", 4, check_every=5)
        for e in table._state.events:
            for word in ("Ring of Rejection", "Ring of Fortune", "Ring of Seeking", "Ring of Ascension"):
                seen[word] += word in e.text
    assert all(seen[w] > 0 for w in ("Ring of Rejection", "Ring of Fortune", "Ring of Seeking")), seen


def test_the_screen_says_what_each_ring_decision_is() -> None:
    """The play screen names the pending ring decision and its choices; a hero below shows his
    ring in his badge (the Ring of Ascension matters there)."""
    s = _rejecting()
    screen = " ".join(Table(s.game, state=s).view(0).render().split())
    assert "keep it, or send it back with the Ring of Rejection" in screen
    assert "the next one drawn must be taken" in describe(REJECT, s.observation(0))
    s = playing(2, **II)
    s.ring[0] = R_ASCENSION
    below(s, 0, "c3", E, "gang")
    turn_of(s, 0)
    screen = " ".join(Table(s.game, state=s).view(0).render().split())
    assert "ascension ring" in screen and "rise out of the catacombs" in describe(LIFT, s.observation(0))

"""The treasure chamber and the dragon (reference section 12, proposal 17.7).

Entering or staying in the chamber draws two SKATTKORT, then one DRAKKORT. A sleeping dragon is
set aside, so each later draw is riskier; the waking dragon burns every hero in the chamber
(T12 KP), who drops what he took there and must flee at once, clockwise from the drawer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.amulet_triggers import fires
from meeple.games.drakborgen.content import DRAGONS, E_SLEEPS, TREASURES
from meeple.games.drakborgen.decks import discard, draw, take
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.flow import finish_turn, hurt, next_flight, reset_dragon
from meeple.games.drakborgen.ways import ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState


def chamber_draw(s: DrakborgenState, h: int) -> None:
    content = s.game.content
    name = s.game.hero_names[h]
    if s.ii is not None and s.game.HERO_CHAMBER(s, h):  # Drakborgen II: a berserk draws two DRAKKORT (heroes_ii)
        return
    greed = s.ii is not None and fires(s, h, "chamber")
    if s.cat is not None and s.cat.perceptive[h]:
        perceive(s, h, 3 if greed else 2)
        return
    for _ in range(3 if greed else 2):
        k = draw(s, TREASURES)
        if k >= 0:
            s.loot[h].append(k)
            s.emit(f"{name} takes a SKATTKORT: {content.card_english[TREASURES][k]}, {content.card_gold[TREASURES][k]} gm")
    dragon_card(s, h)


def perceive(s: DrakborgenState, h: int, keep: int) -> None:
    """Drakborgen II, the Spellbook's 10: the hero draws two SKATTKORT more than he keeps and
    keeps the most valuable (ruling D2-SPELLBOOK); the others go under the deck. Then the
    DRAKKORT."""
    content = s.game.content
    gold = content.card_gold[TREASURES]
    drawn = [k for k in (draw(s, TREASURES) for _ in range(keep + 2)) if k >= 0]
    ranked = sorted(range(len(drawn)), key=lambda i: (-gold[drawn[i]], i))
    for i in sorted(ranked[:keep]):
        s.loot[h].append(drawn[i])
        s.emit(f"{s.game.hero_names[h]} keeps a SKATTKORT: {content.card_english[TREASURES][drawn[i]]}, {gold[drawn[i]]} gm")
    for i in sorted(ranked[keep:]):
        discard(s, TREASURES, drawn[i])
    dragon_card(s, h)


def chamber_dragon(s: DrakborgenState, h: int) -> None:
    """Hero ``h`` is put in the treasure chamber other than by walking in (come up from the
    catacombs, ruling D2-UP-TILE; teleported, :mod:`.teleport`): no SKATTKORT this turn, a
    DRAKKORT at once (:func:`dragon_card`)."""
    if s.game.HERO_CHAMBER(s, h):  # a berserk: two DRAKKORT (heroes_ii)
        return
    s.emit(f"{s.game.hero_names[h]} is in the treasure chamber: no SKATTKORT this turn, a DRAKKORT at once")
    dragon_card(s, h)


def dragon_card(s: DrakborgenState, h: int) -> None:
    """Hero ``h`` draws a DRAKKORT: a sleeping dragon is set aside and the turn ends; the
    waking one burns the chamber."""
    content = s.game.content
    name = s.game.hero_names[h]
    k = take(s, s.decks[DRAGONS])
    if content.card_effect[DRAGONS][k] == E_SLEEPS:
        s.aside += 1
        s.emit(f"{name} draws a DRAKKORT: the dragon sleeps ({len(s.decks[DRAGONS])} DRAKKORT left)")
        finish_turn(s)
        return
    wake(s, h)


def wake(s: DrakborgenState, drawer: int) -> None:
    """Dragon fire for every hero in the chamber, from the drawer clockwise; the survivors
    drop the chamber's treasure and flee in that order."""
    n = s.game.num_players
    s.emit(f"{s.game.hero_names[drawer]} draws a DRAKKORT: THE DRAGON WAKES!")
    reset_dragon(s)
    queue = []
    for i in range(n):
        g = (drawer + i) % n
        if not s.in_chamber(g):
            continue
        for k in s.loot[g]:
            discard(s, TREASURES, k)
        s.loot[g] = []
        if s.ii is not None and fires(s, g, "dragon_fire"):
            s.emit(f"The dragon's fire passes {s.game.hero_names[g]} by: his amulet shields him")
            queue.append(g)
        elif hurt(s, g, roll(s, 12), "dragon fire, T12"):
            queue.append(g)
    s.dragon_queue = queue
    s.in_dragon = True
    next_flight(s)


def legal_dragon(s: DrakborgenState) -> list[Action]:
    """The fleeing hero's ways out of the chamber."""
    flight = s.game.to_actions["flight"]
    return [flight[tgt] for tgt, _, _ in ways(s, s.fleer)[0]]

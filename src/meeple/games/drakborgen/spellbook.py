"""The Spellbook of Ishanti (Drakborgen II, rulebook "The Spellbook Table").

A SKATTKORT worth no gold, and not magic. Its finder may read from it at the beginning of one of
his turns, and then throws the card; he cannot carry it on: the first thing he does on a later
turn other than reading throws it (ruling D2-SPELLBOOK). Reading is a T12 on the table
(``data/drakborgen_ii/spellbook.json``): 1-2 the dragon wakes and snaps at him (death in the
Treasure chamber; the others there meet the waking dragon as normal); 3-4 a shock, T6 KP;
5-9 nothing can be read; 10 from now on four SKATTKORT in the chamber, two kept; 11 all KP back;
12 out of Drakborgen at once with two treasures, the rest thrown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.below import can_read, catacomb_content, held
from meeple.games.drakborgen.catacomb_content import S_DRAGON, S_HEALED, S_OUT, S_PERCEPTIVE, S_SHOCK
from meeple.games.drakborgen.content import TREASURES
from meeple.games.drakborgen.decks import discard
from meeple.games.drakborgen.dice import amount, formula, roll
from meeple.games.drakborgen.flow import escape, heal, hurt, kill, resume
from meeple.games.drakborgen.movement import PLAIN, _way_to, go
from meeple.games.drakborgen.phases import TURN
from meeple.games.drakborgen.treasure import wake

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

Rule = Callable[["DrakborgenState", Action], None]


def throw(s: DrakborgenState, h: int) -> None:
    """The Spellbook goes under the SKATTKORT deck."""
    i = held(s, h)
    if i >= 0:
        discard(s, TREASURES, s.loot[h].pop(i))


def unread(rule: Rule) -> Rule:
    """``rule`` for a turn action other than reading: a Spellbook the hero held when his turn
    began is thrown first (he may not bring it along)."""

    def apply(s: DrakborgenState, a: Action) -> None:
        if s.loot[s.hero] and can_read(s):  # the Spellbook is loot
            s.emit(f"{s.game.hero_names[s.hero]} leaves the Spellbook unread")
            throw(s, s.hero)
        rule(s, a)

    apply.__doc__ = rule.__doc__
    return apply


def apply_move(s: DrakborgenState, a: Action) -> None:
    """``unread(movement.apply_move)`` in one frame: a move is most of the turn actions."""
    h = s.hero
    if s.loot[h] and can_read(s):
        s.emit(f"{s.game.hero_names[h]} leaves the Spellbook unread")
        throw(s, h)
    go(s, h, _way_to(s, h, a), PLAIN)


def apply_read(s: DrakborgenState, a: Action) -> None:
    """Read from the Spellbook: T12 on its table, then the card is thrown. The turn goes on
    after a shock, an illegible page, the new perception or the healing."""
    h = s.hero
    throw(s, h)
    r = roll(s, 12)
    effect, damage, keep = catacomb_content(s.game).spellbook[r]
    name = s.game.hero_names[h]
    s.emit(f"{name} reads from the Spellbook and rolls {r}")
    if effect == S_DRAGON:
        s.emit("The dragon wakes and snaps at him")
        if s.in_chamber(h):
            kill(s, h, "the dragon woke from the Spellbook's spell")
        wake(s, h)
        return
    if effect == S_SHOCK:
        if not hurt(s, h, amount(s, h, damage), f"the spell's shock, {formula(damage)}"):
            resume(s)
            return
    elif effect == S_PERCEPTIVE:
        s.cat.perceptive[h] = True  # type: ignore[union-attr]
        s.emit(f"{name} is very perceptive now: four SKATTKORT in the chamber, two kept")
    elif effect == S_HEALED:
        heal(s, h, s.game.content.hero_kp[s.game.hero_ids[h]], "the Spellbook")
    elif effect == S_OUT:
        keep_best(s, h, keep)
        escape(s, h)
        resume(s)
        return
    else:
        s.emit("The spells are illegible")
    s.phase = TURN


def keep_best(s: DrakborgenState, h: int, n: int) -> None:
    """Hero ``h`` keeps his ``n`` most valuable treasures (the choice nobody would make
    otherwise, ruling D2-SPELLBOOK) and throws the rest under their decks."""
    content = s.game.content
    cc = catacomb_content(s.game)
    cat = s.cat
    assert cat is not None
    owned = ([(content.card_gold[d][k], 0, i) for i, (d, k) in enumerate(s.items[h]) if content.card_gold[d][k]]
             + [(content.card_gold[TREASURES][k], 1, i) for i, k in enumerate(s.loot[h])]
             + [(cc.under_gold[k], 2, i) for i, k in enumerate(cat.kept[h])])
    owned.sort(key=lambda x: (-x[0], x[1], x[2]))
    drop = {(src, i) for _, src, i in owned[n:]}
    for i in sorted((i for src, i in drop if src == 0), reverse=True):
        d, k = s.items[h].pop(i)
        discard(s, d, k)
    for i in sorted((i for src, i in drop if src == 1), reverse=True):
        discard(s, TREASURES, s.loot[h].pop(i))
    for i in sorted((i for src, i in drop if src == 2), reverse=True):
        cat.deck.insert(0, cat.kept[h].pop(i))
    if drop:
        s.emit(f"{s.game.hero_names[h]} keeps two treasures and throws {len(drop)}")

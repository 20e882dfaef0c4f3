"""The texts of the game's events, made only when someone reads them (core.state.LazyEvent).

Random playouts and searches narrate every step and read nothing, so the rules keep a
formatter and the values it needs (fixed at the time of the event: indices, names, numbers)
instead of the text. Each function here gives the text the event had when it was written at
once. ``q < 0`` in a quest label means the quest was face down then.

The same values always tell the same thing, so each game keeps its events in a
:class:`Narrator` (a :class:`~meeple.core.state.Said` per formatter, lazy), one per values, made on first use and then shared by every
position that tells it (an event is a fixed value; clones share theirs already). A fight's
line is the exception: its values (slot, quest, dice, consumables, enemy, total) seldom come
again, so each roll makes its own :class:`~meeple.core.state.LazyEvent` (``Narrator.fight_event``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from meeple.core.state import Event, LazyEvent, Said
from meeple.games.ni_no_kuni.content import FIGHT_TYPES

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.game import NiNoKuniGame

def quest_label(game: NiNoKuniGame, s: int, q: int) -> str:
    """The quest on slot ``s``: its name, or ``q < 0`` for one face down."""
    return f"the face-down quest on slot {s}" if q < 0 else game.content.quest_name[q]


def placed(game: NiNoKuniGame, m: int, s: int, q: int) -> str:
    return f"{game.member_labels[m]} goes on {game.content.quest_name[q]} (slot {s})"


def turned_up(game: NiNoKuniGame, m: int, s: int, q: int) -> str:
    return f"{game.member_labels[m]} goes to slot {s} and turns up {game.content.quest_name[q]}"


def rests(game: NiNoKuniGame, m: int) -> str:
    return f"{game.member_labels[m]} stays behind"


def swordsman(game: NiNoKuniGame, e: int, s: int) -> str:
    return f"Roland's Swordsman defeats {game.content.enemy_name[e]} on slot {s} without a roll"


def no_enemy(game: NiNoKuniGame, s: int, q: int) -> str:
    return f"{quest_label(game, s, q)} has no enemy left: completed without a fight"


def fight(game: NiNoKuniGame, s: int, q: int, n: int, sweet: int, adapt: int, e: int, total: int) -> str:
    content = game.content
    extra = (" with a Soreaway Sweet" if sweet else "") + (" and Adaptable" if adapt else "")
    return (f"fight on {quest_label(game, s, q)}: {n} dice{extra} vs {content.enemy_name[e]} "
            f"({FIGHT_TYPES[content.enemy_type[e]]} {content.enemy_value[e]}): rolled {total}")


def tear(old: int, new: int, total: int) -> str:
    return f"Angel's Tear rerolls a {old} into a {new}: total {total}"


def defeated(game: NiNoKuniGame, e: int) -> str:
    return f"{game.content.enemy_name[e]} is defeated"


def fails(game: NiNoKuniGame, s: int, q: int) -> str:
    return f"the party fails {quest_label(game, s, q)}; its models go home"


def completed(game: NiNoKuniGame, q: int) -> str:
    return f"{game.content.quest_name[q]} is completed"


def dashes(game: NiNoKuniGame, m: int, t: int, q: int) -> str:
    return f"{game.member_labels[m]} dashes on to {quest_label(game, t, q)} (slot {t})"


def no_fight(s: int) -> str:
    return f"no fight possible on slot {s} (too few models or blocked); its models go home"


def resources(xp: int, kg: int, supply: int, sweets: int, tears: int) -> str:
    return (f"Resource phase: the party holds {xp} Experience, {kg} Kingsguilder, {supply} Supply, "
            f"{sweets} sweet{'s' * (sweets != 1)} and {tears} tear{'s' * (tears != 1)}")


def builds(game: NiNoKuniGame, c: int) -> str:
    content = game.content
    return f"the party builds {content.card_name[c]} (+{content.card_influence[c]} influence)"


def refilled(game: NiNoKuniGame, *cards: int) -> str:
    names = game.content.card_name
    return "the market is refilled with " + ", ".join(names[c] for c in cards)


def removes(game: NiNoKuniGame, q: int, e: int) -> str:
    content = game.content
    msg = f"The Horned One removes {content.quest_name[q]}"
    return msg + f" and its {content.enemy_name[e]}" if e >= 0 else msg


def guards(game: NiNoKuniGame, e: int, s: int, q: int) -> str:
    """A new enemy on a quest that stayed (``q < 0``: face down)."""
    enemy = game.content.enemy_name[e] if e >= 0 else "no enemy"
    quest = "the face-down quest" if q < 0 else game.content.quest_name[q]
    return f"{enemy} comes to guard {quest} (slot {s})"


def dealt(game: NiNoKuniGame, s: int, q: int, e: int) -> str:
    """A new quest and its enemy on slot ``s`` (``q < 0``: face down)."""
    quest = "a face-down quest" if q < 0 else game.content.quest_name[q]
    enemy = game.content.enemy_name[e] if e >= 0 else "no enemy"
    return f"slot {s} gets {quest} guarded by {enemy}"


def turn_begins(turn: int) -> str:
    return f"turn {turn} begins"


class Narrator:
    """One game's events, a :class:`Said` per formatter above, by the same name
    (``narrator.turned_up[m, s, q]``), but for placements: ``placed_on[m][s][q]``, a Said per
    member and slot. ``sky_pirate[resource]`` is Tani's line; ``fight_event(values)`` makes a
    fight's line afresh (a kept store of them would nearly always miss, and grow)."""

    def __init__(self, game: NiNoKuniGame) -> None:
        self.game = game
        head = (game,)
        # placed_on[m][s][q]: a Said per member and slot, keyed by the quest alone (a placement
        # is half the decisions: an int key is looked up faster than a tuple of three).
        nslots = len(game.content.adjacency)
        self.placed_on = tuple(tuple(Said(placed, (game, m, s), lazy=True) for s in range(nslots))
                               for m in range(len(game.members)))
        self.turned_up = Said(turned_up, head, lazy=True)
        self.rests = Said(rests, head, lazy=True)
        self.swordsman = Said(swordsman, head, lazy=True)
        self.no_enemy = Said(no_enemy, head, lazy=True)
        self.fight_event = partial(LazyEvent, fight)
        self.tear = Said(tear, lazy=True)
        self.defeated = Said(defeated, head, lazy=True)
        self.fails = Said(fails, head, lazy=True)
        self.completed = Said(completed, head, lazy=True)
        self.dashes = Said(dashes, head, lazy=True)
        self.no_fight = Said(no_fight, lazy=True)
        self.resources = Said(resources, lazy=True)
        self.builds = Said(builds, head, lazy=True)
        self.refilled = Said(refilled, head, lazy=True)
        self.removes = Said(removes, head, lazy=True)
        self.guards = Said(guards, head, lazy=True)
        self.dealt = Said(dealt, head, lazy=True)
        self.turn_begins = Said(turn_begins, lazy=True)
        self.sky_pirate = {r: Event(f"Tani's Sky Pirate adds 1 {r}") for r in ("kingsguilder", "supply")}

    def __reduce__(self) -> tuple[type[Narrator], tuple[NiNoKuniGame]]:
        return Narrator, (self.game,)  # a copy starts empty: its events are made again when told

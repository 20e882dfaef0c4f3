"""Where the new heroes' rules join the game's: the game reaches them through its tables
(``rules.HERO_*``, attached to the Game; the moves join ``rules.II_MOVES``, the phases
``rules.LEGAL``), by hero id. A base hero adds nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action, JointAction
from meeple.games.drakborgen.heroes_ii import thargrim, yubara
from meeple.games.drakborgen.heroes_ii.state import end_encounter
from meeple.games.drakborgen.phases import COMBAT, HIDE, SPIDER

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

Adds = Callable[["DrakborgenState", int], list[Action]]

_TURN: dict[str, Adds] = {thargrim.HERO: thargrim.turn_actions}
_ENCOUNTER: dict[str, Adds] = {thargrim.HERO: thargrim.encounter_actions, yubara.HERO: yubara.encounter_actions}
_COMBAT: dict[str, Adds] = {yubara.HERO: yubara.combat_actions}
_AMBUSH: dict[str, Callable[[DrakborgenState, int], bool]] = {yubara.HERO: yubara.avoid}
_SPIDER: dict[str, Callable[[DrakborgenState, int], bool]] = {yubara.HERO: yubara.spider}
_SECRET: dict[str, Callable[[DrakborgenState, int], list[Action]]] = {HIDE: yubara.secret_actions}
_JOINT: dict[str, Callable[[DrakborgenState, JointAction], None]] = {HIDE: yubara.joint_hide}
_JOINT_COMBAT: dict[str, Callable[[DrakborgenState, JointAction], None]] = {yubara.HERO: yubara.joint_combat}

MOVES: dict[str, Callable[[DrakborgenState, Action], None]] = {
    "meditate": thargrim.apply_meditate,
    "fear": thargrim.apply_fear,
    "hide": yubara.apply_hide,
    "conceal": yubara.apply_conceal,
    "shuriken": yubara.apply_shuriken,
    "blowpipe": yubara.apply_blowpipe,
    "melee": yubara.apply_melee,
}
"""The new heroes' actions and their rules."""

LEGAL: dict[str, Callable[[DrakborgenState], list[Action]]] = {
    HIDE: yubara.legal_hide,
    SPIDER: yubara.legal_spider,
}
"""The new heroes' phases (with one hero the secret ones are his decision alone)."""


def _id(s: DrakborgenState) -> str:
    return s.game.hero_ids[s.hero]


def turn_actions(s: DrakborgenState) -> list[Action]:
    """What the hero whose turn it is adds to his turn's choices."""
    add = _TURN.get(_id(s))
    return add(s, s.hero) if add is not None else []


def encounter_actions(s: DrakborgenState) -> list[Action]:
    """What the hero in the encounter adds to attack, wait and flee."""
    add = _ENCOUNTER.get(_id(s))
    return add(s, s.hero) if add is not None else []


def combat_actions(s: DrakborgenState) -> list[Action]:
    """What the hero adds to his three STRIDSKORT in a combat round."""
    add = _COMBAT.get(_id(s))
    return add(s, s.hero) if add is not None else []


def ambush(s: DrakborgenState, h: int) -> bool:
    """Whether the överfall hero ``h`` triggered stands (a new hero may avoid it)."""
    avoid = _AMBUSH.get(s.game.hero_ids[h])
    return avoid(s, h) if avoid is not None else True


def spider(s: DrakborgenState, h: int) -> bool:
    """A new hero decides first against the giant spider (True: a decision is pending)."""
    first = _SPIDER.get(s.game.hero_ids[h])
    return first(s, h) if first is not None else False


def secret_actions(s: DrakborgenState, seat: int) -> list[Action]:
    """A seat's choices at a new hero's secret phase."""
    return _SECRET[s.phase](s, seat)


def joint(s: DrakborgenState, choices: JointAction) -> None:
    """The secret choices revealed: a new hero's secret phase, or his own action in a round."""
    if s.phase == COMBAT:
        _JOINT_COMBAT[_id(s)](s, choices)
    else:
        _JOINT[s.phase](s, choices)


def encounter_over(s: DrakborgenState) -> None:
    """The encounter ended: the hero's marks for it go."""
    end_encounter(s.ii.heroes.meters[s.hero], _id(s))  # type: ignore[union-attr]

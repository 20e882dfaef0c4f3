"""Where the new heroes' rules join the game's: the game reaches them through its tables
(``rules.HERO_*``, attached to the Game; the moves join ``rules.II_MOVES``, the phases
``rules.II_LEGAL``), by hero id. A base hero adds nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action, JointAction
from meeple.games.drakborgen.combat import apply_solo_round
from meeple.games.drakborgen.heroes_ii import charak, durim, iril, thargrim, yubara
from meeple.games.drakborgen.heroes_ii import mrishnahk
from meeple.games.drakborgen.heroes_ii import dzala, dzala_warn
from meeple.games.drakborgen.movement import apply_secret
from meeple.games.drakborgen.heroes_ii.state import end_encounter
from meeple.games.drakborgen.phases import CAUGHT, COMBAT, DAGGER, HIDE, SPIDER, VOLLEY
from meeple.games.drakborgen.phases import ARROW, CHEST, ENCOUNTER, ESCAPE, TURN
from meeple.games.drakborgen.ways import turn_actions as base_turn

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

Adds = Callable[["DrakborgenState", int], list[Action]]
Check = Callable[["DrakborgenState", int], bool]

_TURN: dict[str, Adds] = {thargrim.HERO: thargrim.turn_actions, durim.HERO: durim.turn_actions,
                          iril.HERO: iril.turn_actions}
_ENCOUNTER: dict[str, Adds] = {thargrim.HERO: thargrim.encounter_actions, yubara.HERO: yubara.encounter_actions,
                               durim.HERO: durim.encounter_actions, iril.HERO: iril.encounter_actions,
                               charak.HERO: charak.encounter_actions}
_COMBAT: dict[str, Adds] = {yubara.HERO: yubara.combat_actions, durim.HERO: durim.combat_actions,
                            iril.HERO: iril.combat_actions}
_AMBUSH: dict[str, Check] = {yubara.HERO: yubara.avoid}
_SPIDER: dict[str, Check] = {yubara.HERO: yubara.spider, durim.HERO: durim.spider, charak.HERO: charak.spider}
_SPIDER_LEGAL: dict[str, Callable[[DrakborgenState], list[Action]]] = {
    yubara.HERO: yubara.legal_spider, durim.HERO: durim.legal_spider}
_LOCKPICK: dict[str, Check] = {durim.HERO: durim.picks_lock}
_RESUME: dict[str, Callable[[DrakborgenState], bool]] = {durim.HERO: durim.second_search, iril.HERO: iril.second_move,
                                                         charak.HERO: charak.resumed}
_OVER: dict[str, Callable[[DrakborgenState, int], None]] = {durim.HERO: durim.encounter_over}
_SECRET: dict[str, Callable[[DrakborgenState, int], list[Action]]] = {
    HIDE: yubara.secret_actions, DAGGER: durim.secret_actions}
_JOINT: dict[str, Callable[[DrakborgenState, JointAction], None]] = {
    HIDE: yubara.joint_hide, DAGGER: durim.joint_dagger}
_JOINT_COMBAT: dict[str, Callable[[DrakborgenState, JointAction], bool]] = {
    yubara.HERO: yubara.joint_combat, durim.HERO: durim.joint_round, iril.HERO: iril.joint_combat}


def _count_round(s: DrakborgenState) -> None:
    """A round of letters is fought: counted (Durim's dagger after each, Iril's shot before the first)."""
    m = s.ii.heroes.meters[s.hero]  # type: ignore[union-attr]
    m["rounds"] = m.get("rounds", 0) + 1


def _strike(s: DrakborgenState, a: Action) -> None:
    """One hero's combat round, counted."""
    _count_round(s)
    apply_solo_round(s, a)


def _legal_spider(s: DrakborgenState) -> list[Action]:
    return _SPIDER_LEGAL[s.game.hero_ids[s.hero]](s)


MOVES: dict[str, Callable[[DrakborgenState, Action], None]] = {
    "meditate": thargrim.apply_meditate,
    "fear": thargrim.apply_fear,
    "hide": yubara.apply_hide,
    "conceal": yubara.apply_conceal,
    "shuriken": yubara.apply_shuriken,
    "blowpipe": yubara.apply_blowpipe,
    "melee": yubara.apply_melee,
    "spot": durim.apply_spot,
    "hurl": durim.apply_throw,
    "dart": durim.apply_dart,
    "strike": _strike,
    "leap": iril.apply_leap,
    "sling": iril.apply_sling,
    "incite": charak.apply_incite,
}
"""The new heroes' actions and their rules (and the solo combat round, which Durim counts)."""

LEGAL: dict[str, Callable[[DrakborgenState], list[Action]]] = {
    HIDE: yubara.legal_hide,
    DAGGER: durim.legal_dagger,
    SPIDER: _legal_spider,
    VOLLEY: durim.legal_volley,
    TURN: lambda s: _legal_turn(s),
    ENCOUNTER: charak.legal_encounter,
    ESCAPE: charak.legal_escape,
    CHEST: charak.legal_chest,
    ARROW: charak.legal_arrow,
}
"""The new heroes' phases (with one hero the secret ones are his decision alone), and the base
phases as a berserk Chārāk-Hai may choose in them (the others' choices unchanged)."""


def turn_actions(s: DrakborgenState) -> list[Action]:
    """What the hero whose turn it is adds to his turn's choices."""
    add = _TURN.get(s.game.hero_ids[s.hero])
    return add(s, s.hero) if add is not None else []


def encounter_actions(s: DrakborgenState) -> list[Action]:
    """What the hero in the encounter adds to attack, wait and flee."""
    add = _ENCOUNTER.get(s.game.hero_ids[s.hero])
    return add(s, s.hero) if add is not None else []


def combat_actions(s: DrakborgenState) -> list[Action]:
    """What the hero adds to his three STRIDSKORT in a combat round."""
    add = _COMBAT.get(s.game.hero_ids[s.hero])
    return add(s, s.hero) if add is not None else []


def ambush(s: DrakborgenState, h: int) -> bool:
    """Whether the överfall hero ``h`` triggered stands (a new hero may avoid it)."""
    avoid = _AMBUSH.get(s.game.hero_ids[h])
    return avoid(s, h) if avoid is not None else True


def spider(s: DrakborgenState, h: int) -> bool:
    """A new hero decides first against the giant spider (True: a decision is pending)."""
    first = _SPIDER.get(s.game.hero_ids[h])
    return first(s, h) if first is not None else False


def lockpick(s: DrakborgenState, h: int) -> bool:
    """A DÖRRKORT that stays shut opens for hero ``h`` (True)."""
    picks = _LOCKPICK.get(s.game.hero_ids[h])
    return picks(s, h) if picks is not None else False


def resumed(s: DrakborgenState) -> bool:
    """A resolution is complete: the hero whose turn it is goes on (True) instead of the turn
    ending (Durim's second RUMSLETNINGSKORT)."""
    more = _RESUME.get(s.game.hero_ids[s.hero])
    return more(s) if more is not None else False


def secret_actions(s: DrakborgenState, seat: int) -> list[Action]:
    """A seat's choices at a new hero's secret phase."""
    return _SECRET[s.phase](s, seat)


def joint(s: DrakborgenState, choices: JointAction) -> bool:
    """The secret choices revealed: a new hero's secret phase, or his own action instead of a
    combat round (True: done; False: a round of letters, the base game's)."""
    if s.phase != COMBAT:
        _JOINT[s.phase](s, choices)
        return True
    own = _JOINT_COMBAT.get(s.game.hero_ids[s.hero])
    if own is not None and own(s, choices):
        return True
    m = s.ii.heroes.meters[s.hero]  # type: ignore[union-attr]  # _count_round, inline
    m["rounds"] = m.get("rounds", 0) + 1
    return False


def encounter_over(s: DrakborgenState) -> None:
    """The encounter ended: the hero's own last step (Durim looks for his daggers), then his
    marks for it go."""
    over = _OVER.get(s.game.hero_ids[s.hero])
    if over is not None:
        over(s, s.hero)
    end_encounter(s.ii.heroes.meters[s.hero], s.game.hero_ids[s.hero])  # type: ignore[union-attr]


_LEAPER = iril.HERO
_CHARAK = charak.HERO


def filter_turn(s: DrakborgenState, acts: list[Action]) -> list[Action]:
    """The turn's choices as the hero's state allows them (Iril leaping: the leap's moves;
    Mrishnahk's spells)."""
    if s.game.hero_ids[s.hero] == _MAGICIAN:
        return mrishnahk.filter_turn(s, acts)
    if s.game.hero_ids[s.hero] == _DZALA:  # having heeded her oracaz: another passage or nothing
        return dzala_warn.filter_turn(s, acts)
    return iril.filter_turn(s, acts) if s.game.hero_ids[s.hero] == _LEAPER else acts


TURN_FILTERED = frozenset((mrishnahk.HERO, dzala.HERO, iril.HERO))
"""The heroes whose turn choices :func:`filter_turn` may cut (for every other hero it gives
them unchanged: the start of a turn's trapped check may stop at the first way out)."""


def no_room_card(s: DrakborgenState, h: int) -> bool:
    """Hero ``h`` draws no RUMSKORT on entering this room (Iril's leap past the first)."""
    return s.game.hero_ids[h] == _LEAPER and iril.no_room_card(s, h)


def ignores(s: DrakborgenState, h: int, d: int, k: int) -> bool:
    """Hero ``h`` ignores card ``k`` of deck ``d`` (Iril leaping: items, bodies, chests)."""
    hid = s.game.hero_ids[h]
    if hid == _CHARAK:
        return charak.ignores(s, h, d, k)
    if hid == _MAGICIAN:  # time stopped: the RUMSKORT's dangers
        return mrishnahk.ignores(s, h, d, k)
    return hid == _LEAPER and iril.ignores(s, h, d, k)


def ambush_damage(s: DrakborgenState, h: int, damage: tuple[int, int, int]) -> tuple[int, int, int]:
    """What an överfall costs hero ``h`` (Iril leaping: T12-4)."""
    own = iril.ambush_damage(s, h) if s.game.hero_ids[h] == _LEAPER else None
    return own if own is not None else damage


def trap_extra(s: DrakborgenState, h: int) -> int:
    """KP a trap costs hero ``h`` on top of its card (Iril leaping: 2)."""
    return iril.trap_extra(s, h) if s.game.hero_ids[h] == _LEAPER else 0


def bridge(s: DrakborgenState, h: int) -> bool | None:
    """Hero ``h`` crossing a bridge his own way (True/False: across or not); None: as usual."""
    return iril.bridge_t12(s, h) if s.game.hero_ids[h] == _LEAPER else None


# ---- Chārāk-Hai's berserk (:mod:`.charak`) ------------------------------------------------------

def _legal_turn(s: DrakborgenState) -> list[Action]:
    """The turn's choices (Chārāk-Hai's as his berserk allows, above and below)."""
    acts = base_turn(s)
    return charak.filter_turn(s, acts) if s.game.hero_ids[s.hero] == _CHARAK else acts


def turn_start(s: DrakborgenState, h: int) -> bool:
    """Hero ``h``'s turn begins: Chārāk-Hai's berserk T6 first. False if he died of it."""
    return charak.start(s, h) if s.game.hero_ids[h] == _CHARAK else True


def control(s: DrakborgenState) -> int:
    """The seat deciding the turn of the hero whose turn it is if not his own (a berserk who
    lost control), else -1."""
    return charak.controller(s) if s.game.hero_ids[s.hero] == _CHARAK else -1


def combat_begins(s: DrakborgenState) -> None:
    """Combat with a monster begins (Chārāk-Hai's T6 to become a berserk)."""
    if s.game.hero_ids[s.hero] == _CHARAK:
        charak.fight(s)


def deals(s: DrakborgenState, n: int) -> int:
    """The KP the hero's STRIDSKORT round costs the monster (a berserk's: double)."""
    return charak.deals(s, n) if s.game.hero_ids[s.hero] == _CHARAK else n


def door(s: DrakborgenState, h: int, doors: int, gate: bool) -> bool | None:
    """Hero ``h`` through an edge's doors and portcullis his own way (a berserk's T12); None: as usual."""
    return charak.door(s, h, doors, gate) if s.game.hero_ids[h] == _CHARAK else None


def door_trap(s: DrakborgenState, h: int) -> None:
    """A door trap cost hero ``h`` KP (Chārāk-Hai's T6 to become a berserk)."""
    if s.game.hero_ids[h] == _CHARAK:
        charak.door_trap(s, h)


def chamber(s: DrakborgenState, h: int) -> bool:
    """Hero ``h``'s draw in the treasure chamber his own way (True: done; a berserk's two DRAKKORT)."""
    return s.game.hero_ids[h] == _CHARAK and charak.chamber(s, h)


def ghouls(s: DrakborgenState, h: int) -> int:
    """Ghouls hero ``h`` strikes down each round on top of the T12 (a berserk: two)."""
    return charak.ghouls(s, h) if s.game.hero_ids[h] == _CHARAK else 0


def torch(s: DrakborgenState, h: int) -> None:
    """Hero ``h`` meets "Facklan slocknar" (a berserk's fury ends)."""
    if s.game.hero_ids[h] == _CHARAK:
        charak.torch(s, h)


def ruby(s: DrakborgenState, h: int) -> bool:
    """Hero ``h`` leaves the treasure on the UNDERJORDSKORT just drawn (True; a berserk)."""
    return s.game.hero_ids[h] == _CHARAK and charak.ruby(s, h)


def left_below(s: DrakborgenState, h: int) -> int:
    """Bits of hero ``h``'s pile whose treasure he left, as he comes up."""
    return charak.left_below(s, h)


# ---- Mrishnahk the Magician (mrishnahk) ------------------------------------------------------

_MAGICIAN = mrishnahk.HERO
_TURN[_MAGICIAN] = mrishnahk.turn_actions
_ENCOUNTER[_MAGICIAN] = mrishnahk.encounter_actions
_AMBUSH[_MAGICIAN] = mrishnahk.ambush
_SPIDER[_MAGICIAN] = mrishnahk.spider
_SPIDER_LEGAL[_MAGICIAN] = mrishnahk.legal_spider
MOVES.update({"vanish": mrishnahk.apply_vanish, "unseen": mrishnahk.apply_unseen, "appear": mrishnahk.apply_appear,
              "walls": mrishnahk.apply_walls, "walk": mrishnahk.apply_walk, "stoptime": mrishnahk.apply_stop_time,
              "fireball": mrishnahk.apply_fireball, "blast": mrishnahk.apply_blast, "scare": mrishnahk.apply_scare,
              "wrestle": mrishnahk.apply_wrestle, "herbs": mrishnahk.apply_herbs})
LEGAL[CAUGHT] = mrishnahk.legal_caught


def turn_begins(s: DrakborgenState, h: int) -> None:
    """Hero ``h``'s turn begins (Mrishnahk: counted; invisible, he decides first whether he stays so)."""
    if s.game.hero_ids[h] == _MAGICIAN:
        mrishnahk.turn_start(s, h)


def turn_again(s: DrakborgenState) -> bool:
    """The turn is over: the same hero takes another at once, the sundial still (Mrishnahk's
    stopped time; True: he decides now)."""
    return s.game.hero_ids[s.hero] == _MAGICIAN and mrishnahk.again(s)


def time_still(s: DrakborgenState, h: int) -> bool:
    """Time stands still for hero ``h`` (Mrishnahk): rotating rooms do not turn, corridors give no free move."""
    return s.game.hero_ids[h] == _MAGICIAN and mrishnahk.still(s, h)


def caught_off_guard(s: DrakborgenState, h: int) -> bool:
    """An överrumpling on hero ``h`` taken by his own rules (Mrishnahk: True); False: as usual."""
    if s.game.hero_ids[h] != _MAGICIAN or h != s.hero:
        return False
    mrishnahk.caught(s, h)
    return True


# ---- Dzála and her oracaz (:mod:`.dzala`, :mod:`.dzala_warn`) -----------------------------------

_DZALA = dzala.HERO
_TURN[_DZALA] = dzala.turn_actions
_AMBUSH[_DZALA] = dzala.ambush
_SPIDER[_DZALA] = dzala.spider
LEGAL[dzala_warn.HISS] = dzala_warn.legal_hiss


def _secret(s: DrakborgenState, a: Action) -> None:
    """Through a secret door (Dzála: her oracaz has no time to warn her there)."""
    if s.game.hero_ids[s.hero] == _DZALA:
        dzala.mark_secret(s, s.hero)
    apply_secret(s, a)


MOVES.update({"salve": dzala.apply_salve, "force": dzala.apply_force, "enter": dzala_warn.apply_enter,
              "heed": dzala_warn.apply_heed, "secret": _secret})


def attr(s: DrakborgenState, h: int, a: int, value: int) -> int:
    """Hero ``h``'s attribute ``a`` (printed ``value``) as his companions change it (Dzála's oracaz)."""
    return dzala.attr(s, h, a, value) if s.game.hero_ids[h] == _DZALA else value


def fight(s: DrakborgenState) -> bool | None:
    """Combat fought for the hero in the encounter (Dzála's oracaz): True won, False she died;
    None: the hero fights as usual."""
    return dzala.fight(s) if s.game.hero_ids[s.hero] == _DZALA else None


def filter_encounter(s: DrakborgenState, acts: list[Action]) -> list[Action]:
    """The encounter's choices as the hero may make them (Dzála's oracaz never flees)."""
    return dzala.encounter_filter(s, acts) if s.game.hero_ids[s.hero] == _DZALA else acts


def sees(s: DrakborgenState, h: int, what: str) -> bool:
    """Hero ``h`` ignores the dark: a torch going out (``what`` "torch"), a dark room ("dark")
    (Dzála's light orb)."""
    return s.game.hero_ids[h] == _DZALA and dzala.orb(s, h, what)


def also_hurt(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """Card ``k`` of deck ``d`` that cost hero ``h`` KP strikes his companion too (Dzála's oracaz)."""
    if s.game.hero_ids[h] == _DZALA:
        dzala.also_hurt(s, h, d, k)


def also_below(s: DrakborgenState, h: int, damage: tuple[int, int, int], why: str) -> None:
    """An UNDERJORDSKORT's damage strikes hero ``h``'s companion too (Dzála's oracaz)."""
    if s.game.hero_ids[h] == _DZALA:
        dzala.also_below(s, h, damage, why)


def falls(s: DrakborgenState, h: int, what: str) -> bool:
    """Hero ``h`` got past the well or across the bridge (``what``); his companion rolls too
    (Dzála's oracaz). True: it fell off the bridge alive and he climbs down after it."""
    return s.game.hero_ids[h] == _DZALA and dzala.beast_falls(s, h, what)


def breaks(s: DrakborgenState, h: int, what: str) -> bool | None:
    """A door or portcullis in hero ``h``'s way destroyed (True) or not (False) by his companion
    (Dzála's oracaz); None: as usual."""
    return dzala.breaks(s, h, what) if s.game.hero_ids[h] == _DZALA else None


def warns(s: DrakborgenState, h: int, way: tuple[int, int, int], how: int, gate: bool) -> bool:
    """Hero ``h`` steps towards an empty space: warned first (True, Dzála's oracaz)."""
    return dzala_warn.warns(s, h, way, how, gate)


def tile_for(s: DrakborgenState, sq: int) -> int:
    """The room tile for the empty space ``sq`` (one laid face down there, else the bag's)."""
    return dzala_warn.tile_for(s, sq)


def dodge(s: DrakborgenState, h: int) -> bool:
    """A FÄLLKORT on hero ``h`` is ignored (Dzála's oracaz, an even T12)."""
    return dzala_warn.dodge(s, h)


observe = dzala_warn.observe
determinize = dzala_warn.determinize

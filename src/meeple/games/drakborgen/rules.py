"""The tables of the game: action kind -> the rule that carries it out, phase -> the legal
actions there (docs/game_package.md), and the simultaneous combat round. ``game.py`` attaches
them to the Game, so the state reaches them without importing a rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen import (
    amulets,
    cards,
    catacombs,
    combat,
    ii_cards,
    movement,
    preparations,
    ring_effects,
    spellbook,
    teleport,
    treasure,
    ways,
)
from meeple.games.drakborgen.heroes_ii import hooks as heroes_ii
from meeple.games.drakborgen.phases import (
    AMULET,
    ARROW,
    BODY,
    CHEST,
    COMBAT,
    DRAGON,
    EMERGE,
    ENCOUNTER,
    ESCAPE,
    HALVES,
    LAY,
    OVER,
    PORTAL,
    REPAIR,
    RING,
    SEEKING,
    TILE,
    TOWER,
    TURN,
    WARN,
)

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState


def no_actions(state: DrakborgenState) -> list[Action]:
    """No decision here (the game is over; a simultaneous phase, for one seat's ``legal_actions``)."""
    return []


LEGAL: dict[str, Callable[[DrakborgenState], list[Action]]] = {
    TOWER: preparations.legal_tower,
    RING: preparations.legal_ring,
    TURN: ways.turn_actions,
    BODY: cards.legal_body,
    CHEST: cards.legal_chest,
    WARN: cards.legal_warn,
    ENCOUNTER: combat.legal_encounter,
    COMBAT: combat.legal_combat,
    ESCAPE: combat.legal_escape,
    DRAGON: treasure.legal_dragon,
    OVER: no_actions,
    ARROW: catacombs.legal_arrow,
    EMERGE: catacombs.legal_emerge,
    AMULET: amulets.legal_amulet,
    HALVES: amulets.legal_halves,
    REPAIR: amulets.legal_repair,
    LAY: teleport.legal_lay,
    PORTAL: teleport.legal_portal,
}

MOVES: dict[str, Callable[[DrakborgenState, Action], None]] = {
    "tower": preparations.apply_tower,
    "ring": preparations.apply_ring,
    "move": movement.apply_move,
    "unlock": movement.apply_unlock,
    "secret": movement.apply_secret,
    "grope": movement.apply_grope,
    "stay": movement.apply_stay,
    "pass": movement.apply_pass,
    "stop": movement.apply_stop,
    "flight": movement.apply_flight,
    "search": cards.apply_search,
    "drink": cards.apply_drink,
    "heal": cards.apply_heal,
    "loot": cards.apply_loot,
    "open": cards.apply_open,
    "leave": cards.apply_leave,
    "warn": cards.apply_warn,
    "endure": cards.apply_endure,
    "attack": combat.apply_attack,
    "await": combat.apply_await,
    "flee": combat.apply_flee,
    "blind": combat.apply_blind,
    "shoot": combat.apply_shoot,
    "strike": combat.apply_solo_round,
    "fight": combat.apply_fight,
    "escape": combat.apply_escape,
    "descend": catacombs.apply_descend,
    "arrow": catacombs.apply_arrow,
    "climb": catacombs.apply_climb,
    "delve": catacombs.apply_delve,
    "ascend": catacombs.apply_ascend,
    "surface": catacombs.apply_surface,
    "orient": catacombs.apply_orient,
    "wear": amulets.apply_wear,
    "throw": amulets.apply_throw,
    "mend": amulets.apply_mend,
    "keep": amulets.apply_keep,
    "lay": teleport.apply_lay,
    "portal": teleport.apply_portal,
    "read": spellbook.apply_read,
}

SPELLBOOK_THROWN_BY = ("move", "unlock", "secret", "grope", "stay", "pass", "search", "heal", "descend", "seek")
"""The turn actions that throw an unread Spellbook (drinking the potion is no move: ruling
D2-SPELLBOOK)."""
II_MOVES = {**MOVES, **heroes_ii.MOVES, **ring_effects.MOVES}
II_MOVES.update({kind: spellbook.unread(II_MOVES[kind]) for kind in (*SPELLBOOK_THROWN_BY, "meditate")})
II_MOVES["move"] = spellbook.apply_move  # the same as unread(movement.apply_move), a frame less
"""Drakborgen II's table: the base one and the new heroes' actions, with an unread Spellbook
thrown by a move (or a turn spent meditating)."""
II_LEGAL = {**LEGAL, **heroes_ii.LEGAL, TILE: ring_effects.legal_tile, SEEKING: ring_effects.legal_seeking}
"""Drakborgen II's phases: the base ones and the new heroes'."""
HERO_TURN = heroes_ii.turn_actions
HERO_ENCOUNTER = heroes_ii.encounter_actions
HERO_COMBAT = heroes_ii.combat_actions
HERO_AMBUSH = heroes_ii.ambush
HERO_SPIDER = heroes_ii.spider
HERO_SECRET = heroes_ii.secret_actions
HERO_JOINT = heroes_ii.joint
HERO_END = heroes_ii.encounter_over
HERO_LOCKPICK = heroes_ii.lockpick
HERO_RESUME = heroes_ii.resumed
HERO_FILTER = heroes_ii.filter_turn
HERO_NO_ROOM = heroes_ii.no_room_card
HERO_IGNORES = heroes_ii.ignores
HERO_AMBUSH_DAMAGE = heroes_ii.ambush_damage
HERO_TRAP = heroes_ii.trap_extra
HERO_BRIDGE = heroes_ii.bridge
HERO_ATTR = heroes_ii.attr
HERO_FIGHT = heroes_ii.fight
HERO_ENCOUNTER_FILTER = heroes_ii.filter_encounter
HERO_SEES = heroes_ii.sees
HERO_ALSO = heroes_ii.also_hurt
HERO_ALSO_BELOW = heroes_ii.also_below
HERO_FALLS = heroes_ii.falls
HERO_BREAKS = heroes_ii.breaks
HERO_WARNS = heroes_ii.warns
HERO_TILE = heroes_ii.tile_for
HERO_DODGE = heroes_ii.dodge
HERO_OBSERVE = heroes_ii.observe
HERO_DETERMINIZE = heroes_ii.determinize
HERO_TURN_START = heroes_ii.turn_start
HERO_CONTROL = heroes_ii.control
HERO_BEGINS = heroes_ii.combat_begins
HERO_DEALS = heroes_ii.deals
HERO_DOOR = heroes_ii.door
HERO_DOOR_TRAP = heroes_ii.door_trap
HERO_CHAMBER = heroes_ii.chamber
HERO_GHOULS = heroes_ii.ghouls
HERO_TORCH = heroes_ii.torch
HERO_RUBY = heroes_ii.ruby
HERO_LEFT_BELOW = heroes_ii.left_below
"""Drakborgen II: where a new hero's rules join (:mod:`.heroes_ii.hooks`)."""

RESOLVE_II = ii_cards.resolve
"""Drakborgen II: what a new card effect does (``cards.resolve`` reaches it through the game)."""
FALL = catacombs.fall
"""Drakborgen II: a hero falls into the catacombs (the floor tiles' and bridges' falls)."""

COMBAT_LEGAL = combat.combat_legal
COMBAT_JOINT = combat.apply_joint_round

HERO_TURN_BEGINS = heroes_ii.turn_begins
HERO_AGAIN = heroes_ii.turn_again
HERO_STILL = heroes_ii.time_still
HERO_CAUGHT = heroes_ii.caught_off_guard
"""Drakborgen II, Mrishnahk (:mod:`.heroes_ii.hooks`): a turn begins; another turn while time stands
still; a rotating room and a corridor in stopped time; an överrumpling."""

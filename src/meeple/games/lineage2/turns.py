"""The start and the end of an adventure turn (rulebook: Types of game turn; Prestige chips and
receiving adenas from the castle; End your turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lineage2.phases import START
from meeple.games.lineage2.victory import check_end

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

PRESTIGE_CYCLE = 7


def begin_turn(state: Lineage2State, p: int) -> None:
    """``p``'s adventure turn begins: every castle ``p`` owns gets a prestige chip and pays as
    many adena as it has chips; a castle that already holds 7 instead returns them all and
    gives 1 VP, with no adena this turn. Then ``p`` decides in the START phase."""
    state.player = p
    state.turn += 1
    state.card_used = False
    state.changes = 0
    state.offers = 0
    state.village_ok = False
    state.roll = 0
    state.mod_rerolls = state.mod_jokers = 0
    state.mod_escape = False
    state.hunt_monster = -1
    state.hunt_dice = []
    state.phase = START
    for c in state.castles_of(p):
        prestige_turn(state, c)
    check_end(state)


def prestige_turn(state: Lineage2State, c: int) -> None:
    """One castle's prestige at its owner's turn start (rulebook examples: the 3rd chip pays 3
    adena; after the 7th chip, the next turn gives 1 VP and no adena)."""
    p = state.owner[c]
    name = state.game.content.space_name[state.game.content.castles[c]]
    if state.prestige[c] >= PRESTIGE_CYCLE:
        state.prestige[c] = 0
        state.vp[p] += 1
        state.emit(f"P{p + 1} returns the 7 prestige chips of {name} and gains 1 VP (no adena this turn).")
        return
    state.prestige[c] += 1
    state.adena[p] += state.prestige[c]
    state.emit(f"P{p + 1} places prestige chip {state.prestige[c]} at {name} and takes {state.prestige[c]} adena.")


def next_turn(state: Lineage2State, after: int) -> None:
    """The player to the left of ``after`` begins an adventure turn (rulebook, End your turn:
    after a siege, the player to the left of the one who started it)."""
    begin_turn(state, (after + 1) % state.game.num_players)

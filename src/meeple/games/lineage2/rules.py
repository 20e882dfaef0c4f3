"""The tables of the game (docs/game_package.md): action kind -> the rule that carries it out,
phase -> the legal actions there, and the simultaneous node of the siege. ``game.py``
attaches them to the Game, so the state reaches them without importing a rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2 import adventure, cards, hunting, inventory, siege, trading, village
from meeple.games.lineage2.phases import (
    ANSWER,
    BATTLE,
    DROP,
    END,
    HUNT,
    MOVE,
    POTION,
    PRICE,
    RETREAT,
    SIEGE_HIRE,
    START,
    VILLAGE_DRAW,
)

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

LEGAL: dict[str, Callable[[Lineage2State], list[Action]]] = {
    START: adventure.legal_start,
    MOVE: adventure.legal_move,
    RETREAT: hunting.legal_retreat,
    HUNT: hunting.legal_hunt,
    POTION: hunting.legal_potion,
    DROP: hunting.legal_drop,
    VILLAGE_DRAW: village.legal_village_draw,
    END: adventure.legal_end,
    PRICE: trading.legal_price,
    ANSWER: trading.legal_answer,
    SIEGE_HIRE: siege.legal_siege_hire,
    BATTLE: siege.legal_battle,
}

MOVES: dict[str, Callable[[Lineage2State, Action], None]] = {
    "roll": adventure.apply_roll,
    "stay": adventure.apply_stay,
    "move": adventure.apply_move,
    "end": adventure.apply_end,
    "play": cards.apply_play,
    "quest": cards.apply_quest,
    "wear": inventory.apply_wear,
    "unwear": inventory.apply_unwear,
    "hunt": hunting.apply_hunt,
    "drink": hunting.apply_drink,
    "fail": hunting.apply_fail,
    "drop": hunting.apply_drop,
    "retreat": hunting.apply_retreat,
    "skip": village.apply_skip,
    "discard": village.apply_discard,
    "sell": village.apply_sell,
    "offer": trading.apply_offer,
    "price": trading.apply_price,
    "accept": trading.apply_accept,
    "decline": trading.apply_decline,
    "use": siege.apply_use,
    "pass": siege.apply_pass,
}


def _hire(state: Lineage2State, action: Action) -> None:
    """``hire`` is a village action of the active player, or the owner's hiring when a siege begins."""
    if state.phase == SIEGE_HIRE:
        siege.apply_siege_hire(state, action)
    else:
        village.apply_hire(state, action)


MOVES["hire"] = _hire

SIMULTANEOUS_LEGAL: Callable[[Lineage2State, int], list[Action]] = siege.legal_commit
JOINT = siege.apply_commit

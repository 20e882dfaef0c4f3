"""Tokens (rulebook: Game Contents, Tokens): the inventory holds at most the box's tokens,
10 of each resource and 5 of each consumable; anything beyond is lost (ruling A5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState

CAPS = (10, 10, 10, 5, 5)  # Experience, Kingsguilder, Supply, Soreaway Sweets, Angel's Tears


def gain(state: NiNoKuniState, amounts: tuple[int, ...] | list[int]) -> None:
    """Add ``amounts`` (E, K, S[, sweets, tears]) to the inventory, capped by the token counts."""
    inv = state.inv
    i = 0
    for a in amounts:
        if a:
            v = inv[i] + a
            cap = CAPS[i]
            inv[i] = v if v < cap else cap
        i += 1

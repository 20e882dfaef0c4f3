"""Dice and attribute rolls (reference section 5.1): T6 and T12; a roll against an attribute
succeeds at or under it; a loss of KP ``T<die> + add - attribute`` never goes below 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.drakborgen.content import ATTRS, DamageT
from meeple.games.drakborgen.magic_rings import R_FORTUNE, usable

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState


def roll(s: DrakborgenState, die: int) -> int:
    """One die: 1 to ``die``. The state's own RNG is read without the property once it has one
    (``rng`` copies a shared one on first use)."""
    return int((s.rng if s._rng_shared else s._rng).random() * die) + 1


def attr(s: DrakborgenState, h: int, a: int) -> int:
    value = s.game.content.hero_attrs[s.game.hero_ids[h]][a]
    return s.game.HERO_ATTR(s, h, a, value) if s.game.new_hero[h] else value  # Drakborgen II: Dzála's oracaz


def test(s: DrakborgenState, h: int, a: int, label: str) -> bool:
    """Roll T12 against attribute ``a`` of hero ``h`` (success at or under it), narrated; a
    failure rolled again once by an unused Ring of Fortune (Drakborgen II)."""
    value = attr(s, h, a)
    r = roll(s, 12)
    ok = r <= value
    s.events.append(s.game.said.rolls[h, r, a, value, label, ok])  # shared, formatted when read (narration.py)
    if not ok and usable(s, h, R_FORTUNE):  # Drakborgen II: the second roll stands (ruling D2-RING-FORTUNE)
        s.ring_used[h] = True
        r = roll(s, 12)
        ok = r <= value
        s.emit(f"{s.game.hero_names[h]}'s Ring of Fortune: he rolls again, {r}: {'success' if ok else 'failure'}")
    return ok


def amount(s: DrakborgenState, h: int, damage: DamageT) -> int:
    """The value of ``T<die> + add - attribute`` for hero ``h``, at least 0."""
    die, add, a = damage
    value = (roll(s, die) if die else 0) + add - (attr(s, h, a) if a >= 0 else 0)
    return value if value > 0 else 0


def formula(damage: DamageT) -> str:
    """``(12, 0, RF)`` -> ``T12-RF``."""
    die, add, a = damage
    text = f"T{die}" if die else ""
    if add:
        text += f"{add:+d}" if text else str(add)
    if a >= 0:
        text += f"-{ATTRS[a]}"
    return text or "0"

"""The texts of the hottest events, written only when an event is read (``LazyEvent``: random
playouts and searches never read most of them). Each formatter takes values fixed when the
event happens (names, squares, numbers) and gives the text ``state.emit`` would have."""

from __future__ import annotations

from meeple.games.lords_of_war.board import square_name


def placed(who: str, sq: int, opening: bool) -> str:
    return f"{who} placed on {square_name(sq)}{' (opening placement)' if opening else ''}"


def eliminated(names: list[str], who: str, sq: int, attacks: list[tuple[int, int, str]], cards: list[int],
               total: int, defense: int, bonus: int) -> str:
    """``attacks``: (square, strength, "melee"/"shot") as ``elimination.attackers_of`` gives
    them, ``cards`` the attacking cards in the same order."""
    parts = " + ".join(f"{s} from {names[g]}{' (shot)' if kind == 'shot' else ''}"
                       for (_, s, kind), g in zip(attacks, cards))
    shown = f"{defense + bonus} ({defense} + {bonus} support tokens)" if bonus else defense
    return f"{who} on {square_name(sq)} eliminated: {parts} = {total} > defense {shown}"


def holds(who: str, sq: int) -> str:
    return f"{who} on {square_name(sq)} holds its fire"


def fires(who: str, sq: int, whom: str, target: int) -> str:
    return f"{who} on {square_name(sq)} fires at {whom} on {square_name(target)}"


def withdrawn(who: str, sq: int) -> str:
    return f"{who} withdrawn from {square_name(sq)} into the hand"

"""Game options of Lords of War, and their cross-field checks.

Sources: rulebook "Victory", "What's Next?" (Combat Without Limits, Other Victory Conditions,
Berserker Mods, Building a Personal Army); reference §7 (start squares), §8.1 (cavalry rule).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from meeple.core.errors import OptionError
from meeple.core.game import GameOptions
from meeple.games.lords_of_war.board import BattleMap, parse_square
from meeple.games.lords_of_war.cards import ARMIES, build_personal_army, load_army

ArmyName = Literal["elves", "lizardmen", "orcs", "dwarves", "personal"]
SHORT_VICTORY = (10, 3)
"""The rulebook's suggested shorter game: 10 cards or 3 command cards."""


class LordsOfWarOptions(GameOptions):
    """Options. ``armies``: Player 1's and Player 2's army (``personal`` = the ``personal_army``
    deck); ``start_squares``: squares 1 and 2 (``c3r3`` = column 3, row 3 from Player 1's edge);
    ``victory``: ``standard`` (``victory_cards`` / ``victory_commands``), ``short`` (10 / 3) or
    ``until-cannot-play``; ``turn_limit``: turns after which the game is decided on victory piles.
    """

    armies: tuple[ArmyName, ArmyName] = ("elves", "lizardmen")
    start_squares: tuple[str, str] = ("c3r3", "c5r4")
    victory: Literal["standard", "short", "until-cannot-play"] = "standard"
    victory_cards: int = Field(default=20, ge=1, le=36)
    victory_commands: int = Field(default=4, ge=1, le=6)
    berserker_mod: Literal["none", "raging", "kamikaze", "support"] = "none"
    cavalry_rule: bool = False
    battle_map: bool = True
    personal_army: tuple[str, ...] | None = None
    data_dir: str | None = None
    turn_limit: int = Field(default=400, ge=2)


def validate_options(options: LordsOfWarOptions) -> None:
    """Cross-field checks; raise :class:`OptionError` saying what is allowed."""
    if options.players != 2:
        raise OptionError(f"lords-of-war is for exactly 2 players, not {options.players}")
    battle_map = BattleMap(options.battle_map)
    squares = []
    for i, text in enumerate(options.start_squares):
        try:
            sq = parse_square(text)
        except ValueError as err:
            raise OptionError(f"start_squares[{i}]: {err}") from None
        battle_map.check(sq, f"start square {i + 1}")
        squares.append(sq)
    if squares[0] == squares[1]:
        raise OptionError(f"start squares 1 and 2 must differ, both are {options.start_squares[0]}")
    if options.victory == "short" and (options.victory_cards, options.victory_commands) != (20, 4):
        raise OptionError(
            "victory=short fixes the goal at 10 cards or 3 command cards; to choose your own numbers "
            "use victory=standard with victory_cards and victory_commands"
        )
    uses_personal = "personal" in options.armies
    if uses_personal and options.personal_army is None:
        raise OptionError("armies names 'personal' but personal_army is not given (a list of 36 card names)")
    if options.personal_army is not None and not uses_personal:
        raise OptionError("personal_army is given but no player plays it; set an army in armies to 'personal'")
    # Bad card data raises DataError (naming file, record and field) from here.
    for army in ARMIES:
        if army in options.armies or uses_personal:
            load_army(army, options.data_dir)
    if options.personal_army is not None:
        build_personal_army(list(options.personal_army), options.data_dir)


def victory_goal(options: LordsOfWarOptions) -> tuple[int, int] | None:
    """(cards, command cards) a player must eliminate to win, or None (until-cannot-play)."""
    if options.victory == "until-cannot-play":
        return None
    if options.victory == "short":
        return SHORT_VICTORY
    return options.victory_cards, options.victory_commands

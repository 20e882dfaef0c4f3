"""The narration of the hot paths, made once per game: the commonest lines (a round begins, a
hero enters a square, draws a card, rolls against an attribute, loses KP, plays a STRIDSKORT,
draws an UNDERJORDSKORT, meets a monster) are shared :class:`~meeple.core.state.Event` objects
looked up by their values (:class:`~meeple.core.state.Said`), made and formatted on first read,
instead of a text or a lazy event built on every step. Random playouts and searches never read
the narration; building it was about a tenth of a random playout's instructions.

An Event is never changed, so every state of a game can hold the same one. The texts are the ones
the rules modules wrote before; rarer lines are still formatted where they happen (``State.emit``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.state import Said
from meeple.games.drakborgen.actions import LETTERS
from meeple.games.drakborgen.below import catacomb_content
from meeple.games.drakborgen.combat import FLEE_SAID, WAIT_SAID
from meeple.games.drakborgen.content import ATTRS, CHAMBER, DECK_TITLES, SF, TILE_NAMES, TOWER
from meeple.games.drakborgen.magic_rings import ring_english

if TYPE_CHECKING:
    from meeple.games.drakborgen.game import DrakborgenGame

def _round_begins(rounds: int, r: int) -> str:
    return f"Round {r} of {rounds}: the sun moves on"


def _enters(game: DrakborgenGame, h: int, tgt: int, new: bool, t: int) -> str:
    kind = "a tower room" if t == TOWER else "the treasure chamber" if t == CHAMBER else TILE_NAMES[t]
    return f"{game.hero_names[h]} enters {game.square_names[tgt]}: {'new tile, ' if new else ''}{kind}"


def _draws(game: DrakborgenGame, h: int, d: int, k: int) -> str:
    content = game.content
    return f"{game.hero_names[h]} draws {DECK_TITLES[d]} {content.card_name[d][k]} ({content.card_english[d][k]})"


def _loses(game: DrakborgenGame, h: int, n: int, why: str, left: int) -> str:
    return f"{game.hero_names[h]} loses {n} KP ({why}): {left} left"


def _rolls(game: DrakborgenGame, h: int, r: int, a: int, value: int, label: str, ok: bool) -> str:
    return f"{game.hero_names[h]} rolls {r} against {ATTRS[a]} {value} to {label}: {'success' if ok else 'failure'}"


def _plays(game: DrakborgenGame, h: int, hl: int, monster: str, ml: int, lost: int) -> str:
    return (f"{game.hero_names[h]} plays {LETTERS[hl]}, the {monster} plays {LETTERS[ml]}: "
            f"the monster loses {lost} KP")


def _under(game: DrakborgenGame, h: int, k: int, n: int) -> str:
    cc = catacomb_content(game)
    return f"{game.hero_names[h]} draws UNDERJORDSKORT {cc.under_name[k]} ({cc.under_english[k]}); {n} in his pile"


def _confronts(game: DrakborgenGame, monster: str, ambush: bool, h: int, ms: int) -> str:
    who = f"P{ms + 1}" if ms >= 0 else "the dungeon"
    return (f"{monster} {'springs an ambush on' if ambush else 'confronts'} {game.hero_names[h]}; "
            f"{who} draws a MONSTERKORT")


def _card(game: DrakborgenGame, ms: int, c: int, m: int) -> str:
    content = game.content
    return (f"Your {content.mon_name[c]}: {content.mon_kp[c][m]} KP; wait: {WAIT_SAID[content.mon_wait[c][m]]}; "
            f"flee: {FLEE_SAID[content.mon_flee[c][m]]}")


def _combat(game: DrakborgenGame, h: int, monster: str) -> str:
    return f"Combat: {game.hero_names[h]} against the {monster}"


def _t10(game: DrakborgenGame, h: int, r: int, a: int, value: int, label: str, ok: bool) -> str:
    return (f"{game.hero_names[h]} rolls {r} on the T10 against {'SF' if a == SF else 'VF'} {value} to {label}: "
            f"{'success' if ok else 'failure'}")


def _escapes(game: DrakborgenGame, h: int, gold: int) -> str:
    return f"{game.hero_names[h]} escapes from Drakborgen with {gold} gm"


def _dies(game: DrakborgenGame, h: int, cause: str) -> str:
    return f"{game.hero_names[h]} dies: {cause}"


def _starts(game: DrakborgenGame, h: int, tower: str) -> str:
    return f"{game.content.heroes[game.hero_ids[h]].name} (P{h + 1}) starts in the {tower.upper()} tower"


def _line(template: str, *values: object) -> str:
    return template.format(*values)


def _takes(game: DrakborgenGame, h: int, ring: int) -> str:
    return f"{game.hero_names[h]} takes the {ring_english(game, ring)}"


class Narration:
    """The shared lines of one game (``game.said``), each looked up by the values after the game:
    ``round_begins[r]``, ``enters[h, square, new, tile type]``, ``draws[h, deck, card]``,
    ``loses[h, n, why, left]``, ``rolls[h, roll, attribute, value, label, ok]``,
    ``plays[h, hero's letter, monster, monster's letter, KP lost]``, ``under[h, card, pile size]``,
    ``confronts[monster, ambush, h, monster seat]``, ``card[monster seat, card, type]`` (the
    MONSTERKORT, to its monster player only), ``combat[h, monster]``; Drakborgen II's T10 rolls,
    ``t10[h, roll, attribute, value, label, ok]``; ``escapes[h, gold]``, ``dies[h, cause]``, and the
    setup's ``starts[h, tower id]`` and ``takes[h, ring]``; ``line[template, *values]`` (``template.format(*values)``)
    for the commoner lines whose values have few cases (a hero's name, a monster's, a square)."""

    __slots__ = ("round_begins", "enters", "draws", "loses", "rolls", "plays", "under", "confronts", "card",
                 "combat", "t10", "escapes", "dies", "starts", "takes", "line")

    def __init__(self, game: DrakborgenGame) -> None:
        self.round_begins = Said(_round_begins, (game.content.sun_rounds,), lazy=True)
        self.enters = Said(_enters, (game,), lazy=True)
        self.draws = Said(_draws, (game,), lazy=True)
        self.loses = Said(_loses, (game,), lazy=True)
        self.rolls = Said(_rolls, (game,), lazy=True)
        self.plays = Said(_plays, (game,), lazy=True)
        self.under = Said(_under, (game,), lazy=True)
        self.confronts = Said(_confronts, (game,), lazy=True)
        self.card = Said(_card, (game,), private=True, lazy=True)
        self.combat = Said(_combat, (game,), lazy=True)
        self.t10 = Said(_t10, (game,), lazy=True)
        self.escapes = Said(_escapes, (game,), lazy=True)
        self.dies = Said(_dies, (game,), lazy=True)
        self.starts = Said(_starts, (game,), lazy=True)
        self.takes = Said(_takes, (game,), lazy=True)
        self.line = Said(_line, lazy=True)


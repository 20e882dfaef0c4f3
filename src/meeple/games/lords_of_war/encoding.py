"""Integer actions and the observation tensor of Lords of War (docs/adapters.md).

Actions: ``play card=<id>`` for every card id of the two armies in play (so the space follows
``armies`` and ``personal_army``), then ``place``, ``withdraw``, ``hold`` and ``stay`` on each of
the 42 squares, ``fire unit= target=`` and ``advance unit= square=`` on each pair of squares,
and ``draw``. Squares run column by column (``c1r1``, ``c1r2``, ...). Combat Without Limits
(``battle_map=False``) has no bounded square list, so it has no integer action space.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.adapters.encoding import ActionSpace, EncodingError, Form, Layout, Writer, cached, one_hot_index
from meeple.games.lords_of_war.board import DEPTH, WIDTH
from meeple.games.lords_of_war.phases import PHASES

if TYPE_CHECKING:
    from meeple.core.view import View
    from meeple.games.lords_of_war.game import LordsOfWarGame

SQUARES = tuple(f"c{c}r{r}" for c in range(1, WIDTH + 1) for r in range(1, DEPTH + 1))
_SQUARE_INDEX = {s: i for i, s in enumerate(SQUARES)}
ARMY_SIZE = 36


def _bounded(game: LordsOfWarGame) -> None:
    if not game.options.battle_map:
        raise EncodingError("lords-of-war with battle_map=False (Combat Without Limits) has no integer action "
                            "space: its map has no edge, so the squares cannot be listed; use the 7 x 6 battle map")


def card_ids(game: LordsOfWarGame) -> tuple[str, ...]:
    """The card ids of both armies in play, in the game's card-table order."""
    return tuple(game.table.ids)


def action_space(game: LordsOfWarGame) -> ActionSpace:
    _bounded(game)
    sq = SQUARES
    return ActionSpace([
        Form("play", card=card_ids(game)),
        Form("place", square=sq),
        Form("fire", unit=sq, target=sq),
        Form("hold", unit=sq),
        Form("advance", unit=sq, square=sq),
        Form("stay", unit=sq),
        Form("draw"),
        Form("withdraw", square=sq),
    ])


def observation_layout(game: LordsOfWarGame) -> Layout:
    _bounded(game)
    k = len(card_ids(game))
    n = len(SQUARES)
    return (Layout()
            .add("me", 2, "the observing seat, one-hot")
            .add("turn_player", 2, "whose turn it is, one-hot")
            .add("current_player", 2, "who decides now, one-hot (all 0 at the end)")
            .add("phase", len(PHASES), f"the phase, one-hot over {', '.join(PHASES)}")
            .add("turns", 1, "turns played / turn_limit")
            .add("board_owner", 2 * n, "per square (column by column), the owner of its unit, one-hot over seats")
            .add("board_card", k * n, f"per square, the card on it, one-hot over the {k} card ids")
            .add("hand", k, "the observer's hand cards, multi-hot over card ids")
            .add("chosen", k, "the card being placed (phase place), one-hot")
            .add("known", 2 * k, "per seat, its hand cards seen face up, multi-hot")
            .add("victory", 2 * k, "per seat, its victory pile, multi-hot")
            .add("sizes", 6, "hand sizes / 6, deck sizes / 36, bonus turns (seat 0, seat 1 each)")
            .add("fire_queue", n, "ranged units still to fire (phase fire), multi-hot over squares")
            .add("advance_queue", n, "berserkers still to advance (phase advance), multi-hot over squares"))


def write_observation(out: Writer, view: View) -> None:
    obs = view.observation
    game = view.game
    ids = cached(game, "ids", lambda: {c: i for i, c in enumerate(card_ids(game))})
    k = len(ids)
    squares = _SQUARE_INDEX
    out.set("me", view.seat)
    out.set("turn_player", obs["turn_player"])
    if obs["current_player"] >= 0:
        out.set("current_player", obs["current_player"])
    out.set("phase", one_hot_index(PHASES, obs["phase"], "phase"))
    out.set("turns", 0, obs["turns"] / game.options.turn_limit)
    for unit in obs["board"]:
        i = squares[unit["square"]]
        out.set("board_owner", 2 * i + unit["owner"] - 1)
        out.set("board_card", k * i + ids[unit["card"]])
    for card in obs["hand"]:
        out.set("hand", ids[card["card"]])
    if obs.get("chosen"):
        out.set("chosen", ids[obs["chosen"]["card"]])
    for p in (0, 1):
        for card in obs["known_cards"][p]:
            out.set("known", p * k + ids[card["card"]])
        for card in obs["victory_piles"][p]:
            out.set("victory", p * k + ids[card["card"]])
    out.put("sizes", [obs["hand_sizes"][0] / 6, obs["hand_sizes"][1] / 6, obs["deck_sizes"][0] / ARMY_SIZE,
                      obs["deck_sizes"][1] / ARMY_SIZE, *obs["bonus_turns"]])
    for s in obs.get("fire_queue", ()):
        out.set("fire_queue", squares[s])
    for s, _ in obs.get("advance_queue", ()):
        out.set("advance_queue", squares[s])

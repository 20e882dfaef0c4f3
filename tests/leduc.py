"""Leduc poker on meeple: a test-only game (not registered) for comparing meeple's ISMCTS with
OpenSpiel's ISMCTSBot on the same game (``bench/run.py``).

The rules are OpenSpiel's ``leduc_poker`` with its default parameters (Southey et al. 2005):
six cards, J J Q Q K K (card ``c`` has rank ``c // 2``); two players ante 1 chip each and get one
private card; two betting rounds, raises of 2 in the first and 4 in the second, at most two
raises per round; player 0 opens both rounds. ``call`` checks or calls, ``raise`` bets or raises,
``fold`` is legal only when facing a bet. A round ends with a call that is not its first
action. After the first round one public card is dealt. At the showdown a private card that
pairs the public card wins, otherwise the higher rank; equal ranks split the pot. A fold loses
what one put in. Returns are the chips won or lost divided by 13 (the most one can put in), so
they lie in [-1, 1]; OpenSpiel's are the chips.
"""

from __future__ import annotations

import random
from typing import Any

from meeple.core.actions import Action
from meeple.core.errors import RecordError
from meeple.core.game import Game, GameOptions
from meeple.core.state import TERMINAL, State

FOLD, CALL, RAISE = Action("fold"), Action("call"), Action("raise")
KINDS = {"fold": 0, "call": 1, "raise": 2}
"""OpenSpiel's action ids of the three actions."""
RANKS = "JQK"
MAX_STAKE = 13
_OPEN = [CALL, RAISE]
_FACING = [FOLD, CALL, RAISE]
_FACING_CAPPED = [FOLD, CALL]


class LeducOptions(GameOptions):
    pass


class LeducGame(Game):
    name = "leduc"
    title = "Leduc poker (test game)"
    min_players = 2
    max_players = 2
    Options = LeducOptions

    def provenance(self) -> dict[str, Any]:
        return {"rulebook": 0, "public-transcription": 0, "reconstructed": 6, "sources": [], "files": []}

    def new_initial_state(self, seed: int) -> LeducState:
        state = LeducState(self, random.Random(seed))
        first, second = state.rng.sample(range(6), 2)
        state.cards = [first, second]
        state.emit("cards dealt")
        state.emit(f"you hold {card_name(first)}", to=0)
        state.emit(f"you hold {card_name(second)}", to=1)
        return state

    def _state_from_json(self, data: dict[str, Any]) -> LeducState:
        try:
            state = LeducState(self, random.Random(0))
            state.cards = [int(c) for c in data["cards"]]
            state.public = int(data["public"])
            state.stakes = [int(s) for s in data["stakes"]]
            state.round, state.player = int(data["round"]), int(data["player"])
            state.raises, state.acted = int(data["raises"]), int(data["acted"])
            state.folded = int(data["folded"])
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"bad leduc state: {err}") from None
        return state


def card_name(card: int) -> str:
    return RANKS[card // 2] + "sh"[card % 2]


class LeducState(State):
    """``cards`` the private cards; ``public`` the public card (-1 before it is dealt);
    ``stakes`` what each player put in; ``round`` 1 or 2 (3 = over); ``player`` to act;
    ``raises`` and ``acted`` in this round; ``folded`` the player who folded (-1: none)."""

    __slots__ = ("cards", "public", "stakes", "round", "player", "raises", "acted", "folded")

    def __init__(self, game: LeducGame, rng: random.Random) -> None:
        self._init_core(game, rng)
        self.cards = [0, 1]
        self.public = -1
        self.stakes = [1, 1]
        self.round = 1
        self.player = 0
        self.raises = 0
        self.acted = 0
        self.folded = -1

    @property
    def current_player(self) -> int:
        return TERMINAL if self.round == 3 else self.player

    @property
    def is_terminal(self) -> bool:
        return self.round == 3

    def legal_actions(self) -> list[Action]:
        if self.round == 3:
            return []
        stakes = self.stakes
        if stakes[0] == stakes[1]:
            return list(_OPEN) if self.raises < 2 else [CALL]
        return list(_FACING) if self.raises < 2 else list(_FACING_CAPPED)

    def _apply(self, action: Action) -> None:
        p = self.player
        kind = action.kind
        stakes = self.stakes
        if kind == "fold":
            self.folded = p
            self.round = 3
            self.emit(f"P{p} folds")
            return
        if kind == "raise":
            stakes[p] = stakes[1 - p] + (2 if self.round == 1 else 4)
            self.raises += 1
            self.acted += 1
            self.player = 1 - p
            self.emit(f"P{p} raises")
            return
        stakes[p] = stakes[1 - p]
        self.acted += 1
        self.emit(f"P{p} calls")
        if self.acted == 1:
            self.player = 1 - p
            return
        if self.round == 2:
            self.round = 3
            return
        rest = [c for c in range(6) if c not in self.cards]
        self.public = rest[self.rng.randrange(4)]
        self.emit(f"public card {card_name(self.public)}")
        self.round, self.player, self.raises, self.acted = 2, 0, 0, 0

    def returns(self) -> list[float]:
        if self.round != 3:
            return [0.0, 0.0]
        if self.folded >= 0:
            loser = self.folded
        else:
            r0, r1 = self.cards[0] // 2, self.cards[1] // 2
            pr = self.public // 2
            s0 = 10 + r0 if r0 == pr else r0
            s1 = 10 + r1 if r1 == pr else r1
            if s0 == s1:
                return [0.0, 0.0]
            loser = 0 if s0 < s1 else 1
        won = self.stakes[loser] / MAX_STAKE
        return [-won, won] if loser == 0 else [won, -won]

    def clone(self) -> LeducState:
        c = LeducState.__new__(LeducState)
        self._copy_core(c)
        c.cards = list(self.cards)
        c.public = self.public
        c.stakes = list(self.stakes)
        c.round, c.player, c.raises, c.acted, c.folded = self.round, self.player, self.raises, self.acted, self.folded
        return c

    def observation(self, player: int | None) -> dict[str, Any]:
        return {
            "player": player,
            "card": None if player is None else card_name(self.cards[player]),
            "public": None if self.public < 0 else card_name(self.public),
            "stakes": list(self.stakes),
            "round": self.round,
            "current_player": self.current_player,
            "raises": self.raises,
            "acted": self.acted,
            "showdown": [card_name(c) for c in self.cards] if self.round == 3 and self.folded < 0 else None,
        }

    def _determinize(self, player: int, rng: random.Random) -> LeducState:
        c = self.clone()
        if self.round != 3 or self.folded >= 0:
            unseen = [x for x in range(6) if x != self.cards[player] and x != self.public]
            c.cards[1 - player] = unseen[rng.randrange(len(unseen))]
        return c

    def _to_json(self) -> dict[str, Any]:
        return {"game": self.game.name, "cards": list(self.cards), "public": self.public, "stakes": list(self.stakes),
                "round": self.round, "player": self.player, "raises": self.raises, "acted": self.acted,
                "folded": self.folded}

"""The Lost Legacy position: zones of physical cards, what each player knows, and the
primitive moves every rule is built from (draw, discard, eliminate, Ruins, deck).

Cards are *tokens* ``0..n-1`` (one per physical card); ``kind[token]`` indexes the game's card
table. Zones: ``deck`` (top card LAST), ``ruins`` (left to right), ``hands[p]``, ``discards[p]``
(oldest first) with face-down cards in the ``down`` bitmask.

Knowledge (reconstruction §1.12: every movement between zones and positions is public, card
identities are not): ``known[p]`` is a bitmask of the tokens whose identity player ``p`` knows
and follows as it moves; ``loose[p]`` (a subset) marks known tokens whose exact position inside
the deck or the Ruins ``p`` lost to a shuffle. Discards are public.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.state import TERMINAL, State, clone_rng

if TYPE_CHECKING:
    from meeple.games.lost_legacy.game import LostLegacyGame

PLAY, EFFECT, INVESTIGATE, OVER = "play", "effect", "investigate", "over"
"""Phases: a player's Play step, an effect awaiting a decision, the Investigation phase, game over."""


class LostLegacyState(State):
    """One position. See the module docstring for the representation."""

    def __init__(self, game: LostLegacyGame, rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.history: list[Action] = []
        n = game.num_players
        self._log: list[str] = []
        self.kind: list[int] = []
        self.deck: list[int] = []
        self.ruins: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.down = 0
        self.alive = [True] * n
        self.bonus = [0] * n
        self.known = [0] * n
        self.loose = [0] * n
        self.phase = PLAY
        self.turn_player = 0
        self.first_player = 0
        self.pending: tuple | None = None
        self.limbo = -1  # a Phantom Thief resolving before it is placed
        # Investigation phase (rulebook: Investigation Phase; Whitegold Spire Rules)
        self.investigators: list[int] = []
        self.inv_index = 0
        self.inv_speed: list[int] = [-1] * n  # hand speed at the start of the phase; X = 0, none = -1
        self.fg_count = [0] * n
        self.fg_value = [0] * n
        self.scores: list[int] | None = None
        self.winners: list[int] | None = None
        self.end_reason = ""
        # Campaign (rulebook: Optional Rules, Campaign Games)
        self.tokens = [0] * n
        self.game_no = 1
        self.campaign_winners: list[int] | None = None

    # ----------------------------------------------------------------- OpenSpiel API
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == PLAY:
            return self.turn_player
        if phase == EFFECT:
            return self.pending[1] if self.pending else self.turn_player
        if phase == INVESTIGATE:
            return self.investigators[self.inv_index]
        return TERMINAL

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        from meeple.games.lost_legacy.turn import legal_actions

        return legal_actions(self)

    def _apply(self, action: Action) -> None:
        from meeple.games.lost_legacy.turn import apply_action

        apply_action(self, action)

    def explain_illegal(self, action: Action) -> str:
        from meeple.games.lost_legacy.turn import explain_illegal

        return explain_illegal(self, action)

    def returns(self) -> list[float]:
        n = self.game.num_players
        if self.phase != OVER:
            return [0.0] * n
        winners = self.campaign_winners if self.game.options.campaign else self.winners
        if not winners:
            return [-1.0] * n  # nobody found the Lost Legacy: everybody loses
        return [1.0 if p in winners else -1.0 for p in range(n)]

    def evaluate(self) -> list[float]:
        from meeple.games.lost_legacy.information import evaluate

        return evaluate(self)

    def clone(self) -> LostLegacyState:
        c = LostLegacyState.__new__(LostLegacyState)
        c.game = self.game
        c.rng = clone_rng(self.rng)
        c.history = list(self.history)
        c._log = list(self._log)
        c.kind = list(self.kind)
        c.deck = list(self.deck)
        c.ruins = list(self.ruins)
        c.hands = [list(h) for h in self.hands]
        c.discards = [list(d) for d in self.discards]
        c.down = self.down
        c.alive = list(self.alive)
        c.bonus = list(self.bonus)
        c.known = list(self.known)
        c.loose = list(self.loose)
        c.phase = self.phase
        c.turn_player = self.turn_player
        c.first_player = self.first_player
        c.pending = self.pending
        c.limbo = self.limbo
        c.investigators = list(self.investigators)
        c.inv_index = self.inv_index
        c.inv_speed = list(self.inv_speed)
        c.fg_count = list(self.fg_count)
        c.fg_value = list(self.fg_value)
        c.scores = list(self.scores) if self.scores is not None else None
        c.winners = list(self.winners) if self.winners is not None else None
        c.end_reason = self.end_reason
        c.tokens = list(self.tokens)
        c.game_no = self.game_no
        c.campaign_winners = list(self.campaign_winners) if self.campaign_winners is not None else None
        return c

    def observation(self, player: int) -> dict[str, Any]:
        from meeple.games.lost_legacy.information import observation

        return observation(self, player)

    def determinize(self, player: int, rng: random.Random) -> LostLegacyState:
        from meeple.games.lost_legacy.information import determinize

        return determinize(self, player, rng)

    def to_json(self) -> dict[str, Any]:
        from meeple.games.lost_legacy.serial import state_to_json

        return state_to_json(self)

    def render(self, viewer: int | None = None) -> str:
        from meeple.games.lost_legacy.render import render

        return render(self, viewer)

    @property
    def log(self) -> list[str]:
        return self._log

    def say(self, text: str) -> None:
        """Add a public line of narration."""
        self._log.append(text)

    # ----------------------------------------------------------------- card facts
    def card_id(self, token: int) -> str:
        return self.game.card_ids[self.kind[token]]

    def name(self, token: int) -> str:
        return self.game.names[self.kind[token]]

    def speed(self, token: int) -> int:
        """Printed speed of a token (X = 0), regardless of orientation."""
        return self.game.speeds[self.kind[token]]

    def effect(self, token: int) -> str:
        return self.game.effects[self.kind[token]]

    def is_up(self, token: int) -> bool:
        return not (self.down >> token) & 1

    def discard_total(self, p: int) -> int:
        """Sum of the speeds of the face-up cards in ``p``'s discards (X and face-down count 0)."""
        speeds, kind, down = self.game.speeds, self.kind, self.down
        return sum(speeds[kind[t]] for t in self.discards[p] if not (down >> t) & 1)

    def alive_players(self) -> list[int]:
        return [p for p in range(self.game.num_players) if self.alive[p]]

    def others_with_hand(self, p: int) -> list[int]:
        """Non-eliminated players other than ``p`` holding a card (targets of hand effects, R22)."""
        return [q for q in range(self.game.num_players) if q != p and self.alive[q] and self.hands[q]]

    def next_alive(self, p: int) -> int:
        n = self.game.num_players
        for step in range(1, n + 1):
            q = (p + step) % n
            if self.alive[q]:
                return q
        return p

    # ----------------------------------------------------------------- knowledge
    def learn(self, p: int, token: int) -> None:
        """``p`` now knows ``token`` and where it is."""
        b = 1 << token
        self.known[p] |= b
        self.loose[p] &= ~b

    def publish(self, token: int) -> None:
        """Every player now knows ``token`` and where it is."""
        b = 1 << token
        nb = ~b
        known, loose = self.known, self.loose
        for p in range(len(known)):
            known[p] |= b
            loose[p] &= nb

    def _zone_mask(self, zone: list[int]) -> int:
        m = 0
        for t in zone:
            m |= 1 << t
        return m

    def _removed_unseen(self, zone: list[int], seers: tuple[int, ...]) -> None:
        """A card leaves ``zone`` (deck or Ruins) seen only by ``seers``: players who had lost
        track of positions in that zone can no longer tell which card left, so they forget the
        cards whose position they had lost (ruling: knowledge after shuffles)."""
        zmask = None
        known, loose = self.known, self.loose
        for p in range(len(known)):
            if loose[p] and p not in seers:
                if zmask is None:
                    zmask = self._zone_mask(zone)
                lost = loose[p] & zmask
                if lost:
                    known[p] &= ~lost
                    loose[p] &= ~lost

    def _lose_positions(self, zone: list[int]) -> None:
        """After a hidden reordering of ``zone``, known cards in it have unknown positions."""
        zmask = self._zone_mask(zone)
        for p in range(len(self.known)):
            self.loose[p] |= self.known[p] & zmask

    # ----------------------------------------------------------------- deck and Ruins
    def top(self) -> int:
        """The top card of the deck (the deck must not be empty)."""
        return self.deck[-1]

    def draw(self, p: int) -> int:
        """``p`` draws the top card into their hand and sees it."""
        self._removed_unseen(self.deck, (p,))
        t = self.deck.pop()
        self.hands[p].append(t)
        self.learn(p, t)
        return t

    def take_top(self, seers: tuple[int, ...]) -> int:
        """Remove the top card of the deck, seen by ``seers`` only."""
        self._removed_unseen(self.deck, seers)
        t = self.deck.pop()
        for p in seers:
            self.learn(p, t)
        return t

    def put_on_deck(self, token: int) -> None:
        """Put a card face-down on top of the deck (its position is public)."""
        self.deck.append(token)

    def shuffle_into_deck(self, token: int) -> None:
        """A Lost Legacy goes to a random position of the deck: the fact is public, the position
        is not (reconstruction R7)."""
        self.deck.insert(self.rng.randint(0, len(self.deck)), token)
        self.publish(token)
        self._lose_positions(self.deck)

    def take_ruins(self, index: int, seers: tuple[int, ...]) -> int:
        """Remove the Ruins card at ``index`` (the gap closes), seen by ``seers`` only."""
        self._removed_unseen(self.ruins, seers)
        t = self.ruins.pop(index)
        for p in seers:
            self.learn(p, t)
        return t

    def add_ruins(self, token: int) -> None:
        """A card enters the Ruins face-down at the right end (rulebook: Exploring the Ruins)."""
        self.ruins.append(token)

    def shuffle_ruins(self) -> None:
        """Mix the Ruins unseen and lay them out in a row again (rulebook: Exploring the Ruins)."""
        if len(self.ruins) > 1:
            self.rng.shuffle(self.ruins)
            self._lose_positions(self.ruins)

    # ----------------------------------------------------------------- hands and discards
    def take_from_hand(self, p: int, k: int) -> int:
        """Remove a card of kind ``k`` from ``p``'s two-card hand.

        Others see which card was chosen but not whether it was the newer or the older copy: an
        observer who knew only the remaining card, of the same kind, can no longer tell it was kept.
        """
        hand = self.hands[p]
        kind = self.kind
        t = next(x for x in hand if kind[x] == k)
        hand.remove(t)
        if len(hand) == 1:
            r = hand[0]
            if kind[r] == k:
                rb, tb = 1 << r, 1 << t
                for q in range(len(self.known)):
                    if q != p and self.known[q] & rb and not self.known[q] & tb:
                        self.known[q] &= ~rb
        return t

    def discard(self, p: int, token: int, up: bool = True, triggers: bool = True) -> None:
        """Add ``token`` to ``p``'s discards (public). A face-up arrival fires the cards that work
        from the discards: Medusa and Wound (reconstruction §1.3)."""
        self.discards[p].append(token)
        self.publish(token)
        if up:
            self.down &= ~(1 << token)
        else:
            self.down |= 1 << token
        if up and triggers:
            self.check_triggers(p, (token,))

    def check_triggers(self, p: int, arrived: tuple[int, ...]) -> None:
        """Medusa or a second face-up Wound arriving in ``p``'s discards eliminates ``p``."""
        if not self.alive[p]:
            return
        effects = self.game.effects
        kind = self.kind
        for t in arrived:
            e = effects[kind[t]]
            if e == "medusa" and self.is_up(t):
                self.eliminate(p, f"{self.name(t)} reached their discards face-up")
                return
            if e == "wound" and self.is_up(t):
                wounds = sum(1 for x in self.discards[p] if effects[kind[x]] == "wound" and self.is_up(x))
                if wounds >= 2:
                    self.eliminate(p, f"{wounds} face-up {self.name(t)}s are in their discards")
                    return

    def flip_down(self, token: int) -> None:
        self.down |= 1 << token

    # ----------------------------------------------------------------- elimination
    def eliminate(self, p: int, why: str) -> None:
        """Rulebook, Elimination: the hand is discarded face-up without effect; a Lost Legacy goes
        into the deck instead. With one player left, that player wins at once (R16)."""
        if not self.alive[p]:
            return
        self.alive[p] = False
        self.say(f"Player {p} is eliminated: {why}.")
        hand, self.hands[p] = self.hands[p], []
        for t in hand:
            if self.game.legacy[self.kind[t]]:
                self.shuffle_into_deck(t)
                self.say(f"Player {p} held {self.name(t)}: it is shuffled into the deck.")
            else:
                self.discard(p, t, up=True, triggers=False)
                self.say(f"Player {p} discards {self.name(t)} from their hand.")
        if self.phase != OVER:
            survivors = self.alive_players()
            if len(survivors) == 1:
                self.game_over(survivors, f"player {survivors[0]} is the last player standing")

    def game_over(self, winners: list[int], reason: str) -> None:
        """End this game with ``winners`` (empty: everybody loses)."""
        self.phase = OVER
        self.pending = None
        self.winners = sorted(winners)
        self.end_reason = reason
        self.say(f"Game over: {reason}.")

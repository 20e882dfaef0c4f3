"""Lost Legacy: Second Chronicle (Vorpal Sword & Whitegold Spire), with The Starship and a
reconstructed Flying Garden, Megamix, Custom sets and Campaign games (rulebook: Optional Rules).

Options:

- ``players``: 2-4 with one set or a Custom set; 2-6 with a Megamix (rulebook: Megamix Set).
- ``deck``: ``vorpal-sword`` (default), ``whitegold-spire``, ``the-starship``, ``flying-garden``,
  or two names joined by ``+`` for a Megamix (the second set's Lost Legacy is removed; the Lost
  Legacy left decides the rules, R15).
- ``custom``: a Custom set instead of ``deck``: comma-separated card ids (one per speed slot) or
  a path to ``{"cards": [...]}``; the rulebook's speed rules are checked.
- ``data_dir``: a directory with the user's own deck files (same names as ``data/``).
- ``first_player``: seat that starts; default random (R2).
- ``campaign``: play a Campaign: one state runs games until a player has enough tokens.
- ``vorpal_sword``: how the Vorpal Sword card reads, wherever it is in the deck: ``playable``
  (default; a public review of the Japanese edition: compare hands, the higher card is
  eliminated, the Sword goes on top of the deck) or ``unplayable`` (the series convention for
  Lost Legacies, rules version 1's reading). See ruling 33.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from meeple.core.actions import Action
from meeple.core.data import provenance_summary
from meeple.core.errors import OptionError
from meeple.core.game import Game, GameOptions
from meeple.core.view import View
from meeple.games.lost_legacy import rules
from meeple.games.lost_legacy.cards import X, build_deck
from meeple.games.lost_legacy.elimination import FIRE_IN_DISCARDS
from meeple.games.lost_legacy.narration import Narration
from meeple.games.lost_legacy.render import describe, render
from meeple.games.lost_legacy.serial import state_from_json
from meeple.games.lost_legacy.state import LostLegacyState
from meeple.games.lost_legacy.turn import explain_illegal, new_game

SINGLE_SET_MAX_PLAYERS = 4


class LostLegacyOptions(GameOptions):
    players: int = 2
    deck: str = "vorpal-sword"
    custom: str | None = None
    data_dir: str | None = None
    first_player: int | None = None
    campaign: bool = False
    vorpal_sword: Literal["playable", "unplayable"] = "playable"


class LostLegacyGame(Game):
    name = "lost-legacy"
    title = "Lost Legacy: Second Chronicle - Vorpal Sword & Whitegold Spire"
    min_players = 2
    max_players = 6
    rules_version = 2
    """2: the Vorpal Sword can be played (option ``vorpal_sword``); determinizations read only the
    information set."""
    Options = LostLegacyOptions

    MOVES: ClassVar[dict] = rules.MOVES
    LEGAL: ClassVar[dict] = rules.LEGAL
    EFFECTS: ClassVar[dict] = rules.EFFECTS
    DECISIONS: ClassVar[dict] = rules.DECISIONS

    def validate_options(self) -> None:
        o = self.options
        self.deck = build_deck(o.deck, o.data_dir, o.custom, readings={"vorpal-sword": o.vorpal_sword})
        limit = 6 if self.deck.megamix else SINGLE_SET_MAX_PLAYERS
        if o.players > limit:
            raise OptionError(
                f"deck {self.deck.label!r} plays 2 to {SINGLE_SET_MAX_PLAYERS} players; "
                f"5 or 6 players need a Megamix deck such as 'vorpal-sword+whitegold-spire'"
            )
        if o.first_player is not None and not 0 <= o.first_player < o.players:
            raise OptionError(f"first_player must be a seat from 0 to {o.players - 1}, not {o.first_player}")
        cards = self.deck.cards
        self.card_ids = [c.id for c in cards]
        self.names = [c.name for c in cards]
        self.speeds = [c.speed for c in cards]
        self.effects = [c.effect for c in cards]
        self.playable = [c.playable for c in cards]
        self.legacy = [c.lost_legacy for c in cards]
        self.kind_of = {c.id: k for k, c in enumerate(cards)}
        self.card_of = {c.id: c for c in cards}
        # Read on every decision: built once.
        self.labels = [f"{c.name} ({'X' if c.speed == X else c.speed})" for c in cards]
        self.playable_tied = [c.playable and c.effect != "vorpal_sword" for c in cards]
        """Playable while a tied Vorpal Sword is locked in its drawer's hand (ruling 36)."""
        self.fires_in_discards = [c.effect in FIRE_IN_DISCARDS for c in cards]
        self.play_actions = tuple(Action("play", card=c.id) for c in cards)
        self.place_actions = tuple(Action("place", card=c.id) for c in cards)
        self.deck_kinds = tuple(k for k, c in enumerate(cards) for _ in range(c.copies))
        """The kind of every card of a full deck, before the shuffle of the deal."""
        self.said = Narration(self.deck.label, len(self.deck_kinds), self.labels, self.names)

    def provenance(self) -> dict[str, Any]:
        summary = provenance_summary((c.record for c in self.deck.cards), self.deck.files)
        summary["reconstructed_cards"] = [c.name for c in self.deck.cards if c.record.provenance == "reconstructed"]
        return summary

    def new_initial_state(self, seed: int) -> LostLegacyState:
        return new_game(self, seed)

    def _state_from_json(self, data: dict[str, Any]) -> LostLegacyState:
        return state_from_json(self, data)

    def explain_illegal(self, state: LostLegacyState, action: Action) -> str:
        return explain_illegal(state, action)

    def render(self, view: View) -> str:
        return render(view)

    def describe_action(self, action: Action, observation: dict[str, Any]) -> str:
        return describe(self, action, observation)

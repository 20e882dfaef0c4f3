"""Positions as JSON: ``state_from_json`` reads what ``LostLegacyState._to_json`` writes (the
core adds and reads ``rng``, ``history`` and ``events``), and small hand-written positions set up
from the rulebook's examples.

Shape (every key optional on input except ``hands``)::

    {"draw_pile": ["vision", ...],            # top card FIRST
     "ruins": ["miasma"],                     # left to right
     "hands": [["medusa", "vorpal-sword"], ["prince"]],
     "discards": [["miasma", "income:down"], []],   # oldest first; ":down" = face-down
     "eliminated": [], "bonus": [0, 0],
     "phase": "play" | "effect" | "investigate" | "over",
     "turn_player": 0, "first_player": 0,
     "pending": ["vision_swap", 0, 2] | null,  # decision name, decider, data
     "limbo": null,                           # a Phantom Thief or Vorpal Sword resolving
     "sword_tied": false,                     # a tied Vorpal Sword's drawer may not play it
     "knowledge": {"1": ["hand:0:0", "ruins:2", "deck:0"], "public": ["deck:0"]},  # see below
     "loose": {"1": ["ruins:0"]},             # known cards whose position was shuffled
     "investigation": {...}, "result": {...}, "campaign": {...}, "seed": 0}

Knowledge is listed by location: ``deck:i`` (from the top), ``ruins:i``, ``hand:p:i``; the key
``"public"`` is what everyone (a spectator too) knows. By default each player knows their own
hand; discards and the limbo card are public. ``seed`` seeds the RNG of a hand-made position
that has no ``rng``. A position in the Investigation phase without its ``order`` starts the
phase (which may end the game at once: then its result is computed, not read).
Raises :class:`RecordError` for malformed data.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from meeple.core.errors import RecordError
from meeple.games.lost_legacy.investigation import start_investigation
from meeple.games.lost_legacy.phases import EFFECT, INVESTIGATE, PHASES, PLAY
from meeple.games.lost_legacy.state import LostLegacyState

if TYPE_CHECKING:
    from meeple.games.lost_legacy.game import LostLegacyGame


def state_from_json(game: LostLegacyGame, data: dict[str, Any]) -> LostLegacyState:
    try:
        return _build(game, data)
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
        raise RecordError(f"malformed lost-legacy position: {type(err).__name__}: {err}") from None


def _build(game: LostLegacyGame, data: dict[str, Any]) -> LostLegacyState:
    n = game.num_players
    if not isinstance(data, dict):
        raise RecordError("a lost-legacy position must be a JSON object")
    s = LostLegacyState(game, random.Random(int(data.get("seed", 0))))
    hands_in = data["hands"]
    if len(hands_in) != n:
        raise RecordError(f"'hands' has {len(hands_in)} entries but the game has {n} players")
    discards_in = data.get("discards") or [[] for _ in range(n)]
    if len(discards_in) != n:
        raise RecordError(f"'discards' has {len(discards_in)} entries but the game has {n} players")

    counts: Counter[str] = Counter()

    def token(card: str) -> int:
        if card not in game.kind_of:
            raise RecordError(f"unknown card {card!r}; cards of this deck: {', '.join(game.card_ids)}")
        counts[card] += 1
        s.kind.append(game.kind_of[card])
        return len(s.kind) - 1

    draw = [token(c) for c in data.get("draw_pile", [])]
    s.deck = list(reversed(draw))
    s.ruins = [token(c) for c in data.get("ruins", [])]
    s.hands = [[token(c) for c in h] for h in hands_in]
    s.discards = [[] for _ in range(n)]
    for p, pile in enumerate(discards_in):
        for entry in pile:
            card, _, face = entry.partition(":")
            if face not in ("", "up", "down"):
                raise RecordError(f"discard entry {entry!r}: the orientation must be ':up' or ':down'")
            t = token(card)
            s.discards[p].append(t)
            if face == "down":
                s.down |= 1 << t
    s.limbo = token(data["limbo"]) if data.get("limbo") else -1
    for card, c in counts.items():
        allowed = game.deck.cards[game.kind_of[card]].copies
        if c > allowed:
            raise RecordError(f"the position has {c} x {card!r} but the deck holds {allowed}")

    s.alive = [p not in data.get("eliminated", []) for p in range(n)]
    s.bonus = list(data.get("bonus", [0] * n))
    s.phase = data.get("phase", PLAY)
    if s.phase not in PHASES:
        raise RecordError(f"unknown phase {s.phase!r}; phases: {', '.join(PHASES)}")
    s.turn_player = int(data.get("turn_player", 0))
    s.first_player = int(data.get("first_player", s.turn_player))
    s.pending = tuple(data["pending"]) if data.get("pending") else None
    if s.phase == EFFECT and (s.pending is None or s.pending[0] not in game.DECISIONS):
        known = ", ".join(sorted(game.DECISIONS))
        raise RecordError(f"phase 'effect' needs a 'pending' decision, one of: {known}")
    s.sword_tied = bool(data.get("sword_tied", False))

    # knowledge: own hand, public discards and limbo, then what each player saw
    where = {loc: t for t, loc in s.locations().items()}
    public = 0
    for pile in s.discards:
        for t in pile:
            public |= 1 << t
    if s.limbo >= 0:
        public |= 1 << s.limbo
    for p in range(n + 1):
        s.known[p] = public
        if p < n:
            for t in s.hands[p]:
                s.known[p] |= 1 << t
    for field, masks in (("knowledge", (s.known,)), ("loose", (s.known, s.loose))):
        for key, locs in (data.get(field) or {}).items():
            seat = _seat(key, n, field)
            for loc in locs:
                if loc not in where:
                    raise RecordError(f"{field} of {key!r}: no card at location {loc!r}")
                for mask in masks:
                    mask[seat] |= 1 << where[loc]
    s.lost_track = any(s.loose)

    inv = data.get("investigation") or {}
    s.investigators = list(inv.get("order", []))
    s.inv_index = int(inv.get("index", 0))
    s.inv_speed = list(inv.get("speeds", [-1] * n))
    s.fg_count = list(inv.get("false_gold", [0] * n))
    s.fg_value = list(inv.get("values", [0] * n))
    result = data.get("result") or {}
    s.scores = result.get("scores")
    s.winners = result.get("winners")
    s.end_reason = result.get("reason", "")
    camp = data.get("campaign") or {}
    s.tokens = list(camp.get("tokens", [0] * n))
    s.game_no = int(camp.get("game", 1))
    s.campaign_winners = camp.get("winners")
    last = camp.get("last_game")
    if last is not None and (not isinstance(last, list) or len(last) != n + 1):
        raise RecordError(f"campaign 'last_game' must list {n + 1} observations (each seat, then a spectator)")
    s.last_game = last
    # Last, so that a phase that ends at once (nobody can investigate) keeps its computed result
    # instead of the input's empty one (issue 7).
    if s.phase == INVESTIGATE and not s.investigators:
        start_investigation(s)
    return s


def _seat(key: str, n: int, field: str) -> int:
    """The ``known``/``loose`` index of a knowledge key: a seat number or ``"public"``."""
    if key == "public":
        return n
    seat = int(key)
    if not 0 <= seat < n:
        raise RecordError(f"{field}: no player {key!r}; players are 0 to {n - 1} (or 'public')")
    return seat

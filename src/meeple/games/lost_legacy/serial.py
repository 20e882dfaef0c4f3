"""Positions as JSON: ``state_to_json`` and ``state_from_json`` (round trip), also used to set up
rulebook positions from small hand-written dicts.

Shape (every key optional on input except ``hands``)::

    {"draw_pile": ["vision", ...],            # top card FIRST
     "ruins": ["miasma"],                     # left to right
     "hands": [["medusa", "vorpal-sword"], ["prince"]],
     "discards": [["miasma", "income:down"], []],   # oldest first; ":down" = face-down
     "eliminated": [], "bonus": [0, 0],
     "phase": "play" | "effect" | "investigate" | "over",
     "turn_player": 0, "first_player": 0,
     "pending": ["vision_swap", 0, 2] | null,  # decision name, decider, data
     "limbo": null,                           # a Phantom Thief resolving before it is placed
     "knowledge": {"1": ["hand:0:0", "ruins:2", "deck:0"]},  # what each player saw (see below)
     "loose": {"1": ["ruins:0"]},             # known cards whose position was shuffled
     "investigation": {...}, "result": {...}, "campaign": {...}, "rng": [...] | "seed": 0}

Knowledge is listed by location: ``deck:i`` (from the top), ``ruins:i``, ``hand:p:i``. By default
each player knows their own hand; discards and the limbo card are public.
Raises :class:`RecordError` for malformed data.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from meeple.core.errors import RecordError
from meeple.games.lost_legacy.state import EFFECT, INVESTIGATE, OVER, PLAY, LostLegacyState

if TYPE_CHECKING:
    from meeple.games.lost_legacy.game import LostLegacyGame

PHASES = (PLAY, EFFECT, INVESTIGATE, OVER)


def _locations(s: LostLegacyState) -> dict[int, str]:
    """Token -> location code for the hidden zones."""
    out: dict[int, str] = {}
    for i, t in enumerate(reversed(s.deck)):
        out[t] = f"deck:{i}"
    for i, t in enumerate(s.ruins):
        out[t] = f"ruins:{i}"
    for p, hand in enumerate(s.hands):
        for i, t in enumerate(hand):
            out[t] = f"hand:{p}:{i}"
    return out


def state_to_json(s: LostLegacyState) -> dict[str, Any]:
    n = s.game.num_players
    ids = s.card_id
    where = _locations(s)
    knowledge: dict[str, list[str]] = {}
    loose: dict[str, list[str]] = {}
    for p in range(n):
        own = {t for t in s.hands[p]}
        seen = [where[t] for t in sorted(where, key=lambda t: where[t]) if s.known[p] >> t & 1 and t not in own]
        if seen:
            knowledge[str(p)] = seen
        lost = [where[t] for t in sorted(where, key=lambda t: where[t]) if s.loose[p] >> t & 1]
        if lost:
            loose[str(p)] = lost
    return {
        "game": s.game.name,
        "options": s.game.options_json(),
        "draw_pile": [ids(t) for t in reversed(s.deck)],
        "ruins": [ids(t) for t in s.ruins],
        "hands": [[ids(t) for t in h] for h in s.hands],
        "discards": [[ids(t) + ("" if s.is_up(t) else ":down") for t in pile] for pile in s.discards],
        "eliminated": [p for p in range(n) if not s.alive[p]],
        "bonus": list(s.bonus),
        "phase": s.phase,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "pending": list(s.pending) if s.pending else None,
        "limbo": ids(s.limbo) if s.limbo >= 0 else None,
        "knowledge": knowledge,
        "loose": loose,
        "investigation": {
            "order": list(s.investigators), "index": s.inv_index, "speeds": list(s.inv_speed),
            "false_gold": list(s.fg_count), "values": list(s.fg_value),
        },
        "result": {"scores": s.scores, "winners": s.winners, "reason": s.end_reason},
        "campaign": {"tokens": list(s.tokens), "game": s.game_no, "winners": s.campaign_winners},
        "rng": _rng_to_json(s.rng),
    }


def _rng_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


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
    rng = random.Random(int(data.get("seed", 0)))
    if data.get("rng") is not None:
        version, internal, gauss = data["rng"]
        rng.setstate((version, tuple(internal), gauss))
    s = LostLegacyState(game, rng)
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
    if s.phase == EFFECT and s.pending is None:
        raise RecordError("phase 'effect' needs a 'pending' decision")

    # knowledge: own hand, public discards and limbo, then what each player saw
    where = {loc: t for t, loc in _locations(s).items()}
    public = 0
    for pile in s.discards:
        for t in pile:
            public |= 1 << t
    if s.limbo >= 0:
        public |= 1 << s.limbo
    for p in range(n):
        s.known[p] = public
        for t in s.hands[p]:
            s.known[p] |= 1 << t
    for key, locs in (data.get("knowledge") or {}).items():
        for loc in locs:
            if loc not in where:
                raise RecordError(f"knowledge of player {key}: no card at location {loc!r}")
            s.known[int(key)] |= 1 << where[loc]
    for key, locs in (data.get("loose") or {}).items():
        for loc in locs:
            if loc not in where:
                raise RecordError(f"loose knowledge of player {key}: no card at location {loc!r}")
            s.known[int(key)] |= 1 << where[loc]
            s.loose[int(key)] |= 1 << where[loc]

    inv = data.get("investigation") or {}
    s.investigators = list(inv.get("order", []))
    s.inv_index = int(inv.get("index", 0))
    s.inv_speed = list(inv.get("speeds", [-1] * n))
    s.fg_count = list(inv.get("false_gold", [0] * n))
    s.fg_value = list(inv.get("values", [0] * n))
    if s.phase == INVESTIGATE and not s.investigators:
        from meeple.games.lost_legacy.investigation import start_investigation

        start_investigation(s)
    result = data.get("result") or {}
    s.scores = result.get("scores")
    s.winners = result.get("winners")
    s.end_reason = result.get("reason", "")
    camp = data.get("campaign") or {}
    s.tokens = list(camp.get("tokens", [0] * n))
    s.game_no = int(camp.get("game", 1))
    s.campaign_winners = camp.get("winners")
    return s

"""What each player knows: ``observation``, ``determinize`` and the ``evaluate`` heuristic.

A player knows: their own hand; every discard and its orientation (face-down cards were face-up
and public first, R13); every card an effect showed them, followed as it moves (all movements
are public); positions lost to shuffles (``loose``); counts of deck and Ruins; everything the
Investigation phase made public (speeds called out, revealed cards).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.state import INVESTIGATE, OVER

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


def observation(s: LostLegacyState, p: int) -> dict[str, Any]:
    """JSON view of exactly what player ``p`` knows (see module docstring)."""
    ids = s.card_id
    kp, lp = s.known[p], s.loose[p]

    def exact(t: int) -> bool:
        return bool(kp >> t & 1) and not lp >> t & 1

    top_first = list(reversed(s.deck))
    obs: dict[str, Any] = {
        "player": p,
        "deck": s.game.deck.label,
        "rules": "scoring" if s.game.deck.scoring else "basic",
        "game_no": s.game_no,
        "phase": s.phase,
        "turn_player": s.turn_player,
        "current_player": s.current_player,
        "hand": [ids(t) for t in s.hands[p]],
        "draw_pile": {"count": len(s.deck), "known": {str(i): ids(t) for i, t in enumerate(top_first) if exact(t)}},
        "ruins": [ids(t) if exact(t) else None for t in s.ruins],
        "somewhere": {
            "draw_pile": sorted(ids(t) for t in s.deck if lp >> t & 1),
            "ruins": sorted(ids(t) for t in s.ruins if lp >> t & 1),
        },
        "hands": [
            {"count": len(h), "known": [ids(t) for t in h if kp >> t & 1]} for h in s.hands
        ],
        "discards": [[{"card": ids(t), "face": "up" if s.is_up(t) else "down"} for t in pile] for pile in s.discards],
        "discard_totals": [s.discard_total(q) for q in range(s.game.num_players)],
        "eliminated": [q for q in range(s.game.num_players) if not s.alive[q]],
        "bonus": list(s.bonus),
        "limbo": ids(s.limbo) if s.limbo >= 0 else None,
        "pending": {"decision": s.pending[0], "player": s.pending[1], "data": list(s.pending[2:])} if s.pending else None,
    }
    if s.phase in (INVESTIGATE, OVER) and s.investigators:
        obs["investigation"] = {
            "order": list(s.investigators),
            "speeds": {str(q): s.inv_speed[q] for q in s.investigators},
            "index": s.inv_index,
        }
    if s.phase == OVER:
        obs["result"] = {"winners": s.winners, "scores": s.scores, "reason": s.end_reason}
    if s.game.options.campaign:
        obs["campaign"] = {"tokens": list(s.tokens), "winners": s.campaign_winners}
    return obs


def determinize(s: LostLegacyState, p: int, rng: random.Random) -> LostLegacyState:
    """A copy where every card ``p`` does not know is dealt again at random from the cards ``p``
    cannot place, cards whose position ``p`` lost are shuffled within their zone, and the future
    (deck order included) uses a fresh RNG. Known cards stay exactly where they are. During the
    Investigation phase the called-out speeds are respected (ruling 32)."""
    c = s.clone()
    kp, lp = c.known[p], c.loose[p]
    unknown = [t for t in range(len(c.kind)) if not kp >> t & 1]
    kinds = [c.kind[t] for t in unknown]
    if s.phase == INVESTIGATE:
        assign = _deal_to_called_speeds(s, c, unknown, kinds, rng)
    else:
        rng.shuffle(kinds)
        assign = dict(zip(unknown, kinds))
    for t, k in assign.items():
        c.kind[t] = k
    for zone in (c.deck, c.ruins):
        slots = [i for i, t in enumerate(zone) if not kp >> t & 1 or lp >> t & 1]
        if len(slots) > 1:
            tokens = [zone[i] for i in slots]
            rng.shuffle(tokens)
            for i, t in zip(slots, tokens):
                zone[i] = t
    c.rng = random.Random(rng.getrandbits(63))
    return c


def _deal_to_called_speeds(
    s: LostLegacyState, c: LostLegacyState, unknown: list[int], kinds: list[int], rng: random.Random
) -> dict[int, int]:
    """Deal ``kinds`` to the ``unknown`` tokens so that the hands give the investigation order and
    speeds that were called out: each investigator first gets a card of their speed, the rest is
    dealt at random until nobody else would have investigated (50 tries)."""
    speeds = s.game.speeds
    pool = list(kinds)
    unknown_set = set(unknown)
    forced: dict[int, int] = {}
    for q in s.investigators:
        t = s.hands[q][0]
        if t in unknown_set:
            fits = [i for i, k in enumerate(pool) if speeds[k] == s.inv_speed[q]]
            forced[t] = pool.pop(rng.choice(fits))
    rest = [t for t in unknown if t not in forced]
    for _attempt in range(50):
        rng.shuffle(pool)
        assign = dict(zip(rest, pool))
        assign.update(forced)
        if _speeds_match(s, c, assign):
            break
    return assign


def _speeds_match(s: LostLegacyState, c: LostLegacyState, assign: dict[int, int]) -> bool:
    """The dealt hands give the same investigation order and speeds as were called out."""
    speeds = s.game.speeds
    hand_speed = {}
    for q in s.alive_players():
        if s.hands[q]:
            t = s.hands[q][0]
            hand_speed[q] = speeds[assign.get(t, c.kind[t])]
    count = Counter(v for v in hand_speed.values() if v != X)
    order = sorted((q for q, v in hand_speed.items() if v != X and count[v] == 1), key=lambda q: hand_speed[q])
    return order == s.investigators


def evaluate(s: LostLegacyState) -> list[float]:
    """Heuristic value per player in [-1, 1] before the end: eliminated players -1; survivors
    share the rest by how well their hand card investigates (low unique speed, knowing where the
    Lost Legacy is) or, under scoring rules, by projected points."""
    n = s.game.num_players
    if s.phase == OVER:
        return s.returns()
    legacy = s.game.legacy
    where_legacy = next((t for t in range(len(s.kind)) if legacy[s.kind[t]]), -1)
    weights = [0.0] * n
    for p in s.alive_players():
        hand_speed = s.speed(s.hands[p][0]) if s.hands[p] else X
        if s.game.deck.scoring:
            weights[p] = 1.0 + s.discard_total(p) + s.bonus[p] + hand_speed
        else:
            weights[p] = 0.3 + ((9 - hand_speed) / 8 if hand_speed != X else 0.0)
            if where_legacy >= 0 and s.known[p] >> where_legacy & 1:
                weights[p] += 0.5
    total = sum(weights) or 1.0
    return [max(-1.0, min(1.0, weights[p] / total * n - 1.0)) if s.alive[p] else -1.0 for p in range(n)]

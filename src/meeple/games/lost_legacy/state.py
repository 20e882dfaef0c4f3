"""The Lost Legacy position: zones of physical cards, what each player knows, and the
primitive moves every rule is built from (draw, discard, Ruins, deck).

Cards are *tokens* ``0..n-1`` (one per physical card); ``kind[token]`` indexes the game's card
table. Zones: ``deck`` (top card LAST), ``ruins`` (left to right), ``hands[p]`` (older card
first), ``discards[p]`` (oldest first) with face-down cards in the ``down`` bitmask; ``limbo``
holds a played card that is not in a zone while it resolves (Phantom Thief, Vorpal Sword).

Knowledge (reconstruction §1.12: every movement between zones and positions is public, card
identities are not): ``known[p]`` is a bitmask of the tokens whose identity player ``p`` knows
and follows as they move; ``loose[p]`` (a subset) marks known tokens whose exact position inside
the deck or the Ruins ``p`` lost to a shuffle. The last entry of both lists (index
``num_players``) is the spectator's: what is public. Discards are public. ``lost_track`` is
False while every ``loose`` mask is 0 (set by a hidden reordering; the hot paths read it instead
of the masks).

The rules live in the chapter modules; this module imports none of them: ``legal_actions`` and
``_apply`` go through the tables the Game carries (``game.LEGAL``, ``game.MOVES``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.core.rng import shuffle, shuffle_bits
from meeple.core.state import TERMINAL, Event, State
from meeple.games.lost_legacy.arrange import dealer
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.phases import EFFECT, INVESTIGATE, OVER, PLAY

if TYPE_CHECKING:
    from meeple.games.lost_legacy.game import LostLegacyGame

COMPARE_X = 9
"""An X card's value in the Vorpal Sword's comparison: the highest (reference addendum)."""

_ONLY = tuple(frozenset((p,)) for p in range(8))
"""The audience of an event told to one seat (most private events are), built once."""


class LostLegacyState(State):
    """One position. See the module docstring for the representation."""

    __slots__ = (
        "kind", "deck", "ruins", "hands", "discards", "down", "alive", "bonus", "known", "loose",
        "phase", "turn_player", "first_player", "pending", "limbo", "sword_tied",
        "investigators", "inv_index", "inv_speed", "fg_count", "fg_value", "scores", "winners",
        "end_reason", "tokens", "game_no", "campaign_winners", "last_game", "lost_track", "_dealt",
    )

    game: LostLegacyGame

    def __init__(self, game: LostLegacyGame, rng: random.Random) -> None:
        self._init_core(game, rng)
        n = game.num_players
        self.kind: list[int] = []
        self.deck: list[int] = []
        self.ruins: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.down = 0
        self.alive = [True] * n
        self.bonus = [0] * n
        self.known = [0] * (n + 1)  # last entry: the spectator (public knowledge)
        self.loose = [0] * (n + 1)
        self.lost_track = False  # False: every loose mask is 0 (the hot paths skip them)
        self.phase = PLAY
        self.turn_player = 0
        self.first_player = 0
        self.pending: tuple | None = None  # (decision name, decider, *data): see effects.common
        self.limbo = -1
        self.sword_tied = False  # a tied Vorpal Sword went on top: its drawer may not play it
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
        # How the previous campaign game ended, as each seat (and, last, a spectator) saw it.
        self.last_game: list[dict[str, Any]] | None = None
        # Per seat, what a redeal needs (see _redeal_plan); reset by every action.
        self._dealt: dict[int, tuple] | None = None

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
        return self.game.LEGAL[self.phase](self)

    def _apply(self, action: Action) -> None:
        self._dealt = None
        self.game.MOVES[action.kind](self, action)

    def explain_illegal(self, action: Action) -> str:
        return self.game.explain_illegal(self, action)

    def returns(self) -> list[float]:
        n = self.game.num_players
        if self.phase != OVER:
            return [0.0] * n
        winners = self.campaign_winners if self.game.options.campaign else self.winners
        if not winners:
            return [-1.0] * n  # nobody found the Lost Legacy: everybody loses
        return [1.0 if p in winners else -1.0 for p in range(n)]

    def evaluate(self) -> list[float]:
        """Heuristic value per player in [-1, 1] before the end: eliminated players -1; survivors
        share the rest by how well their hand card investigates (low unique speed, knowing where the
        Lost Legacy is) or, under scoring rules, by projected points."""
        n = self.game.num_players
        if self.phase == OVER:
            return self.returns()
        legacy = self.game.legacy
        where_legacy = next((t for t in range(len(self.kind)) if legacy[self.kind[t]]), -1)
        weights = [0.0] * n
        for p in self.alive_players():
            hand_speed = self.speed(self.hands[p][0]) if self.hands[p] else X
            if self.game.deck.scoring:
                weights[p] = 1.0 + self.discard_total(p) + self.bonus[p] + hand_speed
            else:
                weights[p] = 0.3 + ((9 - hand_speed) / 8 if hand_speed != X else 0.0)
                if where_legacy >= 0 and self.known[p] >> where_legacy & 1:
                    weights[p] += 0.5
        total = sum(weights) or 1.0
        return [max(-1.0, min(1.0, weights[p] / total * n - 1.0)) if self.alive[p] else -1.0 for p in range(n)]

    def clone(self) -> LostLegacyState:
        c = self._copy(list(self.kind))
        self._copy_core(c)
        return c

    def _copy(self, kind: list[int]) -> LostLegacyState:
        """A copy of the game's own fields with ``kind`` for the kinds of the tokens (the core's
        fields are left unset: see :meth:`clone`)."""
        c = LostLegacyState.__new__(LostLegacyState)
        c.kind = kind
        c.deck = list(self.deck)
        c.ruins = list(self.ruins)
        c.hands = [list(h) for h in self.hands]
        c.discards = [list(d) for d in self.discards]
        c.down = self.down
        c.alive = list(self.alive)
        c.bonus = list(self.bonus)
        c.known = list(self.known)
        c.loose = list(self.loose)
        c.lost_track = self.lost_track
        c.phase = self.phase
        c.turn_player = self.turn_player
        c.first_player = self.first_player
        c.pending = self.pending
        c.limbo = self.limbo
        c.sword_tied = self.sword_tied
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
        c.last_game = self.last_game  # never changed in place: replaced when a game ends
        c._dealt = None
        return c

    def emit(self, text: str, to: int | Iterable[int] | None = None) -> None:
        """As :meth:`State.emit`, with the one-seat audiences built once (narration is on the
        hot path: every action tells something)."""
        if to is None:
            self.events.append(Event(text))
        elif type(to) is int:
            self.events.append(Event(text, _ONLY[to]))
        else:
            State.emit(self, text, to)

    # ----------------------------------------------------------------- information
    def _seat(self, player: int | None) -> int:
        """Index into ``known``/``loose``: the player, or the spectator's entry for None."""
        return self.game.num_players if player is None else player

    def observation(self, player: int | None) -> dict[str, Any]:
        """JSON view of exactly what ``player`` knows (None: a spectator, public facts only).

        Shape: ``hand`` (own cards, older first), ``hands`` (per player, each card's id or None,
        by position), ``draw_pile`` (``count`` and ``known``: position from the top -> id),
        ``ruins`` (id or None by position), ``somewhere`` (known cards whose position in the deck
        or the Ruins was shuffled), ``discards`` (id and face), totals, eliminated players,
        bonuses, the card resolving (``limbo``), the pending decision, and the investigation,
        result and campaign when they apply.
        """
        ids = self.card_id
        seat = self._seat(player)
        kp, lp = self.known[seat], self.loose[seat]

        def shown(t: int) -> str | None:
            return ids(t) if kp >> t & 1 and not lp >> t & 1 else None

        top_first = list(reversed(self.deck))
        n = self.game.num_players
        obs: dict[str, Any] = {
            "player": player,
            "deck": self.game.deck.label,
            "rules": "scoring" if self.game.deck.scoring else "basic",
            "game_no": self.game_no,
            "phase": self.phase,
            "turn_player": self.turn_player,
            "current_player": self.current_player,
            "hand": [] if player is None else [ids(t) for t in self.hands[player]],
            "hands": [[shown(t) for t in h] for h in self.hands],
            "draw_pile": {"count": len(self.deck),
                          "known": {str(i): ids(t) for i, t in enumerate(top_first) if shown(t)}},
            "ruins": [shown(t) for t in self.ruins],
            "somewhere": {
                "draw_pile": sorted(ids(t) for t in self.deck if lp >> t & 1),
                "ruins": sorted(ids(t) for t in self.ruins if lp >> t & 1),
            },
            "discards": [[{"card": ids(t), "face": "up" if self.is_up(t) else "down"} for t in pile]
                         for pile in self.discards],
            "discard_totals": [self.discard_total(q) for q in range(n)],
            "eliminated": [q for q in range(n) if not self.alive[q]],
            "bonus": list(self.bonus),
            "limbo": ids(self.limbo) if self.limbo >= 0 else None,
            "sword_tied": self.sword_tied,
            "pending": ({"decision": self.pending[0], "player": self.pending[1], "data": list(self.pending[2:])}
                        if self.pending else None),
        }
        if self.phase in (INVESTIGATE, OVER) and self.investigators:
            obs["investigation"] = {
                "order": list(self.investigators),
                "speeds": {str(q): self.inv_speed[q] for q in self.investigators},
                "index": self.inv_index,
            }
        if self.phase == OVER:
            obs["result"] = {"winners": self.winners, "scores": self.scores, "reason": self.end_reason}
        if self.game.options.campaign:
            obs["campaign"] = {"tokens": list(self.tokens), "winners": self.campaign_winners,
                               "last_game": self.last_game[seat] if self.last_game else None}
        return obs

    def _unseen(self, player: int) -> list[int]:
        """The tokens ``player`` does not know, in an order their information set fixes: the
        other hands by seat and position (public), then the deck's and the Ruins' unseen cards by
        who else knows them only loosely (their positions there are shuffled again anyway)."""
        kp = self.known[player]
        loose = self.loose
        if not any(loose):  # nobody lost track of a position: every zone in its own order
            return [t for zone in (*self.hands, self.deck, self.ruins) for t in zone if not kp >> t & 1]
        out = [t for h in self.hands for t in h if not kp >> t & 1]
        others = [q for q in range(len(loose)) if q != player and loose[q]]
        for zone in (self.deck, self.ruins):
            unseen = [t for t in zone if not kp >> t & 1]
            if others:
                unseen.sort(key=lambda t: [loose[q] >> t & 1 for q in others])
            out.extend(unseen)
        return out

    def _redeal_plan(self, player: int) -> tuple:
        """What a redeal for ``player`` needs: for :meth:`determinize`'s short way, the events
        list, its length and the events ``player`` sees (None, 0, None unless the redeal is all
        there is to do); the random bits for the order of the unseen cards
        (:func:`~meeple.core.rng.shuffle_bits`) and their deal to the unseen tokens
        (:func:`.arrange.dealer`: every token's kind, as bytes, from the random bits; None with
        fewer than two unseen tokens); the unseen tokens (:meth:`_unseen`) and their kinds
        sorted."""
        unknown = self._unseen(player)
        kind = self.kind
        kinds = sorted([kind[t] for t in unknown])
        if len(unknown) < 2:
            return None, 0, None, 0, None, unknown, kinds
        events = self.events
        if self.phase != INVESTIGATE and not (self.lost_track and any(self.loose)) and not self.last_game:
            short = events, len(events), self._events_seen_by(player)
        else:
            short = None, 0, None
        return (*short, shuffle_bits(len(unknown)), dealer(kinds, kind, unknown), unknown, kinds)

    def determinize(self, player: int, rng: random.Random) -> State:
        """:meth:`State.determinize`, the same copy from the same draws of ``rng``, in one step
        when this seat's redeal plan is made and the redeal is all there is to do (a search
        determinizes its root on every iteration)."""
        dealt = self._dealt
        plan = dealt.get(player) if dealt is not None else None
        if plan is None or plan[0] is not self.events or plan[1] != len(self.events):
            return State.determinize(self, player, rng)
        c = self._copy(list(plan[4](rng.getrandbits(plan[3]))))
        c.game = self.game
        c.history = []
        c.events = list(plan[2])
        c._rng = rng.getrandbits(63)
        c._rng_shared = True
        return c

    def _determinize(self, player: int, rng: random.Random) -> LostLegacyState:
        """A copy where every card ``player`` does not know is dealt again at random from the
        cards they cannot place, and the known cards whose position they lost are shuffled
        within their zone. Known cards stay where they are. During the Investigation phase the
        called-out speeds are respected (ruling 32).

        Only the information set is read: the unseen cards are gathered in an order it fixes
        (:meth:`_unseen`) and their identities sorted before shuffling, so two positions
        ``player`` cannot tell apart give the same copy for the same ``rng``.

        A zone where nobody lost track of a position needs no mixing: its unseen cards were just
        dealt at random, position by position (knowledge stays with the position there).
        """
        # What ``player`` cannot place is the same until the next action: kept per seat (a
        # search determinizes its root once per iteration).
        dealt = self._dealt
        if dealt is None:
            dealt = self._dealt = {}
        plan = dealt.get(player)
        if plan is None:
            plan = dealt[player] = self._redeal_plan(player)
        if self.phase == INVESTIGATE:
            ckind = list(self.kind)
            for t, k in self._deal_to_called_speeds(plan[5], plan[6], rng).items():
                ckind[t] = k
        elif plan[4] is None:  # at most one unseen card: it stays what it is
            ckind = list(self.kind)
        else:
            # The unseen kinds in a random order, one to each unseen token in turn.
            ckind = list(plan[4](rng.getrandbits(plan[3])))
        c = self._copy(ckind)
        c.game = self.game  # the core's determinize gives the copy its history, events and RNG
        if self.lost_track and any(self.loose):
            lost = 0
            for x in self.loose:
                lost |= x
            kp, lp = self.known[player], self.loose[player]
            for zone in (c.deck, c.ruins):
                if lost & self._zone_mask(zone):
                    c._mix_unplaced(zone, player, kp, lp, rng)
        if self.last_game:
            # How the last campaign game ended for the others is theirs: keep the public view.
            public = self.last_game[-1]
            c.last_game = [g if q == player else public for q, g in enumerate(self.last_game[:-1])] + [public]
        if self.phase == INVESTIGATE:
            # Speeds nobody called out are hidden: take them from the dealt hands.
            speeds = self.game.speeds
            for q in c.alive_players():
                if c.hands[q]:
                    c.inv_speed[q] = speeds[ckind[c.hands[q][0]]]
        return c

    def _mix_unplaced(self, zone: list[int], player: int, kp: int, lp: int, rng: random.Random) -> None:
        """Shuffle the tokens of ``zone`` whose position ``player`` cannot pin (unknown, or known
        but loose).

        Knowledge moves with a card when it is about the card (``player``'s, and anyone's
        "somewhere in this zone") and stays with the position when it is about the position
        (another player who looked at that position after a shuffle: who looked where is public).
        A card someone knows only loosely never lands where that player looks exactly: such
        clashes are undone by swaps, so the sample stays a position the others could be in.
        """
        slots = [i for i, t in enumerate(zone) if not kp >> t & 1 or lp >> t & 1]
        if len(slots) < 2:
            return
        before = [zone[i] for i in slots]
        mask = 0
        for t in before:
            mask |= 1 << t
        known, loose, kind = self.known, self.loose, self.kind
        others = [q for q in range(len(known)) if q != player and known[q] & mask]
        exact = [(q, known[q] & ~loose[q] & mask) for q in others]
        exact = [(q, e) for q, e in exact if e]

        def loose_by(t: int) -> int:
            return sum(1 << i for i, q in enumerate(others) if loose[q] >> t & 1)

        # Canonical order first (tokens with equal keys are interchangeable), then the shuffle.
        after = sorted(before, key=lambda t: (kind[t], kp >> t & 1, loose_by(t)))
        shuffle(after, rng)
        if exact:
            _undo_clashes(before, after, exact, loose)
        for i, t in zip(slots, after):
            zone[i] = t
        for q in others:
            exact_q = known[q] & ~loose[q]
            kq = known[q] & ~(exact_q & mask)
            for old, new in zip(before, after):
                if exact_q >> old & 1:
                    kq |= 1 << new
            known[q] = kq

    def _deal_to_called_speeds(self, unknown: list[int], kinds: list[int], rng: random.Random) -> dict[int, int]:
        """Deal ``kinds`` to the ``unknown`` tokens so that the hands give the investigation order
        and speeds that were called out: each investigator first gets a card of their speed, the
        rest is dealt at random until nobody else would have investigated (50 tries)."""
        speeds = self.game.speeds
        pool = list(kinds)
        unknown_set = set(unknown)
        forced: dict[int, int] = {}
        for q in self.investigators:
            t = self.hands[q][0]
            if t in unknown_set:
                fits = [i for i, k in enumerate(pool) if speeds[k] == self.inv_speed[q]]
                forced[t] = pool.pop(rng.choice(fits))
        rest = [t for t in unknown if t not in forced]
        assign: dict[int, int] = {}
        for _attempt in range(50):
            shuffle(pool, rng)
            assign = dict(zip(rest, pool))
            assign.update(forced)
            if self._speeds_match(assign):
                break
        return assign

    def _speeds_match(self, assign: dict[int, int]) -> bool:
        """The dealt hands give the same investigation order and speeds as were called out."""
        speeds = self.game.speeds
        hand_speed = {}
        for q in self.alive_players():
            if self.hands[q]:
                t = self.hands[q][0]
                hand_speed[q] = speeds[assign.get(t, self.kind[t])]
        count = Counter(v for v in hand_speed.values() if v != X)
        order = sorted((q for q, v in hand_speed.items() if v != X and count[v] == 1), key=lambda q: hand_speed[q])
        return order == self.investigators

    # ----------------------------------------------------------------- snapshots
    def locations(self) -> dict[int, str]:
        """Token -> location code for the hidden zones: ``deck:i`` (from the top), ``ruins:i``,
        ``hand:p:i``."""
        out: dict[int, str] = {}
        for i, t in enumerate(reversed(self.deck)):
            out[t] = f"deck:{i}"
        for i, t in enumerate(self.ruins):
            out[t] = f"ruins:{i}"
        for p, hand in enumerate(self.hands):
            for i, t in enumerate(hand):
                out[t] = f"hand:{p}:{i}"
        return out

    def _to_json(self) -> dict[str, Any]:
        """The position in the format :mod:`.serial` reads (see there). Knowledge is listed by
        location per player (key ``"public"``: the spectator's); own hands, discards and the
        card in limbo are known by default and left out."""
        n = self.game.num_players
        ids = self.card_id
        where = self.locations()
        order = sorted(where, key=lambda t: where[t])
        knowledge: dict[str, list[str]] = {}
        loose: dict[str, list[str]] = {}
        for seat in range(n + 1):
            key = "public" if seat == n else str(seat)
            own = set(self.hands[seat]) if seat < n else set()
            seen = [where[t] for t in order if self.known[seat] >> t & 1 and t not in own]
            if seen:
                knowledge[key] = seen
            lost = [where[t] for t in order if self.loose[seat] >> t & 1]
            if lost:
                loose[key] = lost
        return {
            "game": self.game.name,
            "options": self.game.options_json(),
            "draw_pile": [ids(t) for t in reversed(self.deck)],
            "ruins": [ids(t) for t in self.ruins],
            "hands": [[ids(t) for t in h] for h in self.hands],
            "discards": [[ids(t) + ("" if self.is_up(t) else ":down") for t in pile] for pile in self.discards],
            "eliminated": [p for p in range(n) if not self.alive[p]],
            "bonus": list(self.bonus),
            "phase": self.phase,
            "turn_player": self.turn_player,
            "first_player": self.first_player,
            "pending": list(self.pending) if self.pending else None,
            "limbo": ids(self.limbo) if self.limbo >= 0 else None,
            "sword_tied": self.sword_tied,
            "knowledge": knowledge,
            "loose": loose,
            "investigation": {
                "order": list(self.investigators), "index": self.inv_index, "speeds": list(self.inv_speed),
                "false_gold": list(self.fg_count), "values": list(self.fg_value),
            },
            "result": {"scores": self.scores, "winners": self.winners, "reason": self.end_reason},
            "campaign": {"tokens": list(self.tokens), "game": self.game_no, "winners": self.campaign_winners,
                         "last_game": self.last_game},
        }

    # ----------------------------------------------------------------- card facts
    def card_id(self, token: int) -> str:
        return self.game.card_ids[self.kind[token]]

    def name(self, token: int) -> str:
        return self.game.names[self.kind[token]]

    def label(self, token: int) -> str:
        """``"Medusa (1)"``: the name and speed, for narration."""
        return self.game.labels[self.kind[token]]

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
        alive = self.alive
        return [p for p in range(len(alive)) if alive[p]]

    def others_with_hand(self, p: int) -> list[int]:
        """Non-eliminated players other than ``p`` holding a card (targets of hand effects, R22)."""
        alive, hands = self.alive, self.hands
        return [q for q in range(len(alive)) if q != p and alive[q] and hands[q]]

    def next_alive(self, p: int) -> int:
        alive = self.alive
        n = len(alive)
        q = p + 1
        while q < n:
            if alive[q]:
                return q
            q += 1
        q = 0
        while q <= p:
            if alive[q]:
                return q
            q += 1
        return p

    # ----------------------------------------------------------------- knowledge
    def learn(self, p: int, token: int) -> None:
        """``p`` now knows ``token`` and where it is."""
        b = 1 << token
        self.known[p] |= b
        self.loose[p] &= ~b

    def publish(self, token: int) -> None:
        """Every player (and any spectator) now knows ``token`` and where it is."""
        b = 1 << token
        known = self.known
        for i, k in enumerate(known):
            known[i] = k | b
        if self.lost_track:
            loose = self.loose
            nb = ~b
            loose[:] = [x & nb for x in loose]

    def _zone_mask(self, zone: list[int]) -> int:
        m = 0
        for t in zone:
            m |= 1 << t
        return m

    def _removed_unseen(self, zone: list[int], seers: tuple[int, ...]) -> None:
        """A card leaves ``zone`` (deck or Ruins) seen only by ``seers``: players who had lost
        track of positions in that zone can no longer tell which card left, so they forget the
        cards whose position they had lost (ruling 31)."""
        loose = self.loose
        if not any(loose):
            return
        zmask = None
        known = self.known
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
        self.lost_track = True
        zmask = self._zone_mask(zone)
        for p in range(len(self.known)):
            self.loose[p] |= self.known[p] & zmask

    # ----------------------------------------------------------------- deck and Ruins
    def top(self) -> int:
        """The top card of the deck (the deck must not be empty)."""
        return self.deck[-1]

    def draw(self, p: int) -> int:
        """``p`` draws the top card into their hand and sees it."""
        if self.lost_track:
            self._removed_unseen(self.deck, (p,))
        t = self.deck.pop()
        self.hands[p].append(t)
        b = 1 << t
        self.known[p] |= b
        self.loose[p] &= ~b
        return t

    def take_top(self, seers: tuple[int, ...]) -> int:
        """Remove the top card of the deck, seen by ``seers`` only."""
        if self.lost_track:
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
        for t in hand:
            if kind[t] == k:
                break
        else:
            raise ValueError(f"P{p + 1} holds no {self.game.names[k]}")
        hand.remove(t)
        if len(hand) == 1:
            r = hand[0]
            if kind[r] == k:
                rb, tb = 1 << r, 1 << t
                known = self.known
                for q in range(len(known)):
                    if q != p and known[q] & rb and not known[q] & tb:
                        known[q] &= ~rb
        return t

    def to_discards(self, p: int, token: int, up: bool = True) -> None:
        """Put ``token`` in ``p``'s discards (public), face-up or face-down. Nothing triggers here:
        the rules that fire Medusa and Wound are in :mod:`.elimination`."""
        self.discards[p].append(token)
        self.publish(token)
        if up:
            if self.down >> token & 1:
                self.down &= ~(1 << token)
        else:
            self.down |= 1 << token

    def flip_down(self, token: int) -> None:
        self.down |= 1 << token


"""Random bits for a uniform shuffle of n items (n! outcomes, bias below 2**-64); a deck has at
most 31 cards, the table goes to 64."""




def _undo_clashes(before: list[int], after: list[int], exact: list[tuple[int, int]], loose: list[int]) -> None:
    """Swap within ``after`` until no slot holds a card that a player knows only loosely while
    that player knows the slot (``before``'s token there) exactly."""

    def clash(k: int, t: int) -> bool:
        old = before[k]
        return any(e >> old & 1 and loose[q] >> t & 1 for q, e in exact)

    for k in range(len(after)):
        if clash(k, after[k]):
            for j in range(len(after)):
                if j != k and not clash(k, after[j]) and not clash(j, after[k]):
                    after[k], after[j] = after[j], after[k]
                    break

"""The greedy Lost Legacy agent: one-step rules of thumb decided from what its seat knows.

It is a :class:`~meeple.agents.base.DeterminizedAgent`: it gets a determinization of its
information set and reads only ``state.observation(seat)`` from it (own hand, public discards and
everything its effects showed it, remembered as cards move), never the sampled hidden cards.

- Play: keep the card that investigates best (a low unique speed; never an X), never play
  Medusa while another card can be played, never fire a Lord of Rot that would strike itself;
  under scoring rules play the card worth more points.
- Look at unknown cards; exchange when the seen card is better to keep; park Medusa or the
  Lost Legacy with Quicksand; steal the highest face-up card; bank the highest card.
- Play the Vorpal Sword when the other card is likely the lower in the comparison (from the
  target's card when known, else from the speeds it cannot place); compare with the player most
  likely to hold a higher card.
- Investigate the Lost Legacy where it is known to be, else an unknown hand or Ruins card.
"""

from __future__ import annotations

from typing import Any

from meeple.agents.base import DeterminizedAgent
from meeple.core.actions import Action
from meeple.core.state import State
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.state import COMPARE_X


class LostLegacyGreedy(DeterminizedAgent):
    name = "greedy"

    def choose(self, state: State, seat: int, legal: list[Action]) -> Action:
        """One of ``legal`` for ``seat``, from ``state.observation(seat)`` only."""
        obs = state.observation(seat)
        self._game = state.game
        self._obs = obs
        self._p = seat
        decision = obs["pending"]["decision"] if obs["pending"] else obs["phase"]
        chooser = getattr(self, f"_{decision}", None)
        scored = [(chooser(a) if chooser else 0.0, i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        return legal[self.rng.choice([i for s, i in scored if s == best])]

    # ------------------------------------------------------------------ card values
    def _speed(self, card: str | None) -> int:
        return self._game.speeds[self._game.kind_of[card]] if card else -1

    def _is_legacy(self, card: str | None) -> bool:
        return bool(card) and self._game.legacy[self._game.kind_of[card]]

    def _effect(self, card: str | None) -> str:
        return self._game.effects[self._game.kind_of[card]] if card else ""

    def keep_value(self, card: str | None) -> float:
        """How good ``card`` is to hold into the Investigation phase (higher is better)."""
        if card is None:
            return 3.0  # an unknown card: about average
        s = self._speed(card)
        if s == X:
            return -1.0
        value = 9.0 - s
        if self._is_legacy(card):
            value += 1.0
        if self._effect(card) in ("girl_of_fate", "sneak_attack"):
            value -= 3.0
        if self._effect(card) == "street_performer" and self._obs["rules"] == "scoring":
            value += 3.0
        return value

    def _my_card(self) -> str | None:
        hand = self._obs["hand"]
        return hand[0] if len(hand) == 1 else None

    def _known_hand(self, q: int) -> str | None:
        hand = self._obs["hands"][q]
        return hand[0] if len(hand) == 1 else None

    # ------------------------------------------------------------------ Play step
    def _play(self, action: Action) -> float:
        card = str(action["card"])
        hand = list(self._obs["hand"])
        hand.remove(card)
        kept = hand[0]
        e = self._effect(card)
        if e in ("medusa",) or (e == "wound" and self._face_up_count(self._p, "wound") >= 1):
            return -100.0
        if e == "lord_of_rot" and self._rot_hits_me():
            return -100.0
        if e == "vorpal_sword":
            win, lose = self._sword_odds(kept)
            return 20.0 * (win - lose) + self.keep_value(kept) * 0.5
        if self._obs["rules"] == "scoring":
            return self._speed(card) + (0.0 if self._speed(card) != X else 2.0) - self._speed(kept) * 0.5
        return self.keep_value(kept) - self.keep_value(card) * 0.1

    def _compare_value(self, card: str) -> int:
        s = self._speed(card)
        return COMPARE_X if s == X else s

    def _odds_against(self, mine: str, q: int) -> tuple[float, float]:
        """(P(q's card is higher: q is out), P(q's card is lower: I am out)) in a comparison."""
        a = self._compare_value(mine)
        known = self._known_hand(q)
        if known is not None:
            b = self._compare_value(known)
            return float(b > a), float(b < a)
        counts = self._unseen_speeds()
        total = sum(max(c, 0) for c in counts.values()) or 1
        higher = sum(max(c, 0) for s, c in counts.items() if (COMPARE_X if s == X else s) > a)
        lower = sum(max(c, 0) for s, c in counts.items() if (COMPARE_X if s == X else s) < a)
        return higher / total, lower / total

    def _sword_odds(self, kept: str) -> tuple[float, float]:
        """The best comparison's odds over the other survivors holding a card."""
        n = len(self._obs["hands"])
        targets = [q for q in range(n) if q != self._p and q not in self._obs["eliminated"] and self._obs["hands"][q]]
        if not targets:
            return 0.0, 0.0
        return max((self._odds_against(kept, q) for q in targets), key=lambda wl: wl[0] - wl[1])

    def _compare(self, action: Action) -> float:
        win, lose = self._odds_against(self._obs["hand"][0], int(action["player"]))
        return win - lose

    _vorpal_sword = _compare

    def _face_up_count(self, q: int, effect: str) -> int:
        return sum(1 for c in self._obs["discards"][q] if c["face"] == "up" and self._effect(c["card"]) == effect)

    def _x_up(self, q: int) -> int:
        return sum(1 for c in self._obs["discards"][q] if c["face"] == "up" and self._speed(c["card"]) == X)

    def _rot_hits_me(self) -> bool:
        n = len(self._obs["discards"])
        if sum(self._x_up(q) for q in range(n)) < 3:
            return False
        alive = [q for q in range(n) if q not in self._obs["eliminated"]]
        most = max(self._x_up(q) for q in alive)
        return most > 0 and self._x_up(self._p) == most

    # ------------------------------------------------------------------ looks and exchanges
    def _look(self, action: Action) -> float:
        q = action.get("player")
        if q is not None:
            known = self._known_hand(int(q))
            if self._obs["pending"]["decision"] == "swordsman":
                return 5.0 if known and self._speed(known) == X else (1.0 if known is None else 0.0)
            if known and self._effect(known) in ("sneak_attack", "girl_of_fate"):
                return -10.0
            if self._is_legacy(known) and self._obs["pending"]["decision"] == "shadow_thief":
                return 100.0
            return 1.0 if known is None else 0.0
        card = self._obs["ruins"][int(action["ruins"])]
        if self._is_legacy(card) and self._obs["pending"]["decision"] == "shadow_thief":
            return 100.0
        return 1.0 if card is None else 0.0

    _vision = _dealer = _shadow_thief = _swordsman = _search = _assault = _falconer = _look

    def _seen_card(self) -> str | None:
        pending = self._obs["pending"]
        decision, data = pending["decision"], pending["data"]
        if decision in ("vision_swap", "search_swap"):
            return self._obs["ruins"][data[0]]
        if decision == "general":
            return self._obs["draw_pile"]["known"].get("0")
        return self._known_hand(data[0])

    def _exchange(self, action: Action) -> float:
        gain = self.keep_value(self._seen_card()) - self.keep_value(self._my_card())
        return gain if action.kind == "exchange" else 0.0

    def _vision_swap(self, action: Action) -> float:
        return self._exchange(action)

    _search_swap = _general = _assault_swap = _vision_swap

    def _dealer_swap(self, action: Action) -> float:
        return self._exchange(action) - (2.0 if action.kind == "exchange" else 0.0)

    def _quicksand(self, action: Action) -> float:
        top = self._obs["draw_pile"]["known"].get("0")
        park = self._effect(top) == "medusa" or self._is_legacy(top)
        return 1.0 if (action.kind == "park") == park else 0.0

    def _swap_target(self, action: Action) -> float:
        q = action.get("player")
        if q is not None:
            seen = self._known_hand(int(q))
        elif action.get("ruins") is not None:
            seen = self._obs["ruins"][int(action["ruins"])]
        else:
            seen = self._obs["draw_pile"]["known"].get("0")
        return self.keep_value(seen)

    _intrusion = _false_gold = _swap_target

    def _sky_pirate(self, action: Action) -> float:
        return self.keep_value(self._known_hand(int(action["player"])))

    # ------------------------------------------------------------------ discards
    def _dreamreader(self, action: Action) -> float:
        card = self._obs["discards"][int(action["player"])][int(action["index"])]["card"]
        return -100.0 if self._effect(card) == "medusa" else self.keep_value(card)

    def _dreamreader_place(self, action: Action) -> float:
        card = str(action["card"])
        if self._effect(card) == "medusa":
            return -100.0
        return -self.keep_value(card)

    def _alchemist(self, action: Action) -> float:
        card = str(action["card"])
        if self._effect(card) == "medusa":
            return -100.0
        return self._speed(card) - 0.5 * self.keep_value(card)

    def _street_performer(self, action: Action) -> float:
        c = self._obs["discards"][int(action["player"])][int(action["index"])]
        if c["face"] == "down" or self._effect(c["card"]) == "medusa":
            return -1.0
        return float(self._speed(c["card"]))

    def _income(self, action: Action) -> float:
        return float(self._speed(self._obs["discards"][self._p][int(action["index"])]["card"]))

    def _guard(self, action: Action) -> float:
        odd = action["parity"] == "odd"
        score = 0.0
        for q, pile in enumerate(self._obs["discards"]):
            best = 0
            for c in pile[:-1] if q == self._p else pile:
                s = self._speed(c["card"])
                if c["face"] == "up" and s != X and (s % 2 == 1) == odd:
                    best = max(best, s)
            score += -best * (len(self._obs["discards"]) - 1) if q == self._p else best
        return score

    # ------------------------------------------------------------------ targets
    def _target(self, action: Action) -> float:
        q = int(action["player"])
        decision = self._obs["pending"]["decision"]
        if decision == "windcaller":
            return 1.0 if q == self._p and self.keep_value(self._my_card()) < 3 else 0.0
        if q == self._p:
            return -100.0
        return float(self._obs["discard_totals"][q])

    _lord_of_rot = _phantom_thief = _windcaller = _target

    def _prince(self, action: Action) -> float:
        return -10.0 if self._is_legacy(self._obs["ruins"][int(action["ruins"])]) else 0.0

    def _curse(self, action: Action) -> float:
        known = self._known_hand(int(action["player"]))
        n = int(action["number"])
        if known is not None:
            return 10.0 if self._speed(known) == n else -1.0
        return float(self._unseen_speeds().get(n, 0))

    def _unseen_speeds(self) -> dict[int, int]:
        """Copies of each speed among the cards this player cannot locate."""
        count: dict[int, int] = {}
        for card in self._game.deck.cards:
            count[card.speed] = count.get(card.speed, 0) + card.copies
        seen: list[str] = list(self._obs["hand"])
        for pile in self._obs["discards"]:
            seen.extend(c["card"] for c in pile)
        for q, h in enumerate(self._obs["hands"]):
            if q != self._p:
                seen.extend(c for c in h if c)
        seen.extend(self._obs["draw_pile"]["known"].values())
        seen.extend(self._obs["somewhere"]["draw_pile"] + self._obs["somewhere"]["ruins"])
        if self._obs["limbo"]:
            seen.append(self._obs["limbo"])
        seen.extend(c for c in self._obs["ruins"] if c)
        for c in seen:
            count[self._speed(c)] -= 1
        return count

    # ------------------------------------------------------------------ investigation
    def _investigate(self, action: Action) -> float:
        q = action.get("player")
        card: Any
        if q is not None:
            q = int(q)
            card = self._obs["hand"][0] if q == self._p else self._known_hand(q)
        else:
            card = self._obs["ruins"][int(action["ruins"])]
        if card is None:
            return 1.0
        if self._is_legacy(card):
            return 100.0
        return -1.0 if self._obs["rules"] == "basic" else self._speed(card) * 0.1 - 1.0

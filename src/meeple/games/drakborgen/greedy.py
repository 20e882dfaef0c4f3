"""GREEDY: a one-ply policy for the hero and for the monster player.

It decides on a determinization (``DeterminizedAgent``) and reads only what its seat may know.

- Where to go: it weighs going home now against the way through the treasure chamber, each
  as the chance of getting out in time and alive times what the gold carried out is worth
  (``aim=win``, the default: the chance that it beats the others' by their public standing,
  :func:`heuristics.winning_chance`; ``aim=gold``: the gold itself, concave). The chance in
  time compares the rounds left with the turns of the way (:func:`heuristics.in_time`); the
  way is measured along real paths (:func:`way_costs`, Dijkstra over the explored tiles'
  openings, unexplored squares counted as open but dearer: rooms are drawn as tiles on
  entry): a door costs the turns a DÖRRKORT takes to open, a portcullis the SF rolls, a
  bottomless pit ``RISKY`` steps per chance of falling. A hero with nothing found yet does
  not walk out while the sun leaves turns: he searches rooms (3 RUMSLETNINGSKORT in 15 give
  gold) and tries the next ones. Among the moves it takes the one whose way is cheapest; a
  corridor's free move only when it gets closer; it never steps into a tower unless going home.
- In the chamber it draws again while the value of one more draw (two SKATTKORT on average,
  the dragon's risk 1 in the DRAKKORT left, its T12 fire, one turn less) beats leaving; a
  potion or the Ring of Healing when hurt.
- Monsters: the Ring of Blinding against strong ones, the crossbow first, flight when weak,
  otherwise waiting (a third of the monsters flee from it) before attacking; an escape when
  nearly dead.
- Combat letters: alone against the dungeon's uniform chance (ruling D-SOLO) the hero plays
  his special letter; otherwise either side plays the round's zero-sum equilibrium (KP dealt
  minus KP taken) until the other's revealed letters this game lean far from it, and then
  answers them. The monster player thus plays against the hero whatever its own standing
  (issue 9: the monster player acts for the dungeon).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from meeple.agents.base import DeterminizedAgent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError
from meeple.games.drakborgen.actions import (
    ATTACK,
    AWAIT,
    BLIND,
    DRINK,
    ENDURE,
    ESCAPE,
    FIGHT,
    FLEE,
    HEAL,
    LEAVE,
    LETTERS,
    LOOT,
    OPEN,
    PASS,
    SEARCH,
    SHOOT,
    STAY,
    STOP,
    WARN,
)
from meeple.games.drakborgen.board import parse_square
from meeple.games.drakborgen.catacomb_greedy import choose as catacomb_choice
from meeple.games.drakborgen.catacomb_greedy import refine as catacomb_refine
from meeple.games.drakborgen.heroes_ii.greedy import choose as hero_choice
from meeple.games.drakborgen.heroes_ii.greedy import refine as hero_refine
from meeple.games.drakborgen.content import (
    BERGSTROLL,
    CHAMBER,
    DRAGONS,
    RINGS,
    ROTATING,
    SF,
    TOWER,
    TREASURES,
    TVA_ORCHER,
)
from meeple.games.drakborgen.phases import BODY, CHEST, COMBAT, DRAGON, ENCOUNTER, RING, TURN
from meeple.games.drakborgen.phases import ESCAPE as ESCAPE_PHASE
from meeple.games.drakborgen.phases import TOWER as TOWER_PHASE
from meeple.games.drakborgen.phases import WARN as WARN_PHASE
from meeple.games.drakborgen.paths import (
    INF,
    UNEXPLORED,
    blocking_heroes,
    crow_distance,
    edge_cost,
    goal_squares,
    step_cost,
    step_into,
    way_costs,
    way_out,
)
from meeple.games.drakborgen.heuristics import EMPTY, ROOM_FIND, in_time, survival, winning_chance
from meeple.games.drakborgen.state import DrakborgenState
from meeple.games.drakborgen.ways import can_search, secret_ways, ways

if TYPE_CHECKING:
    from meeple.games.drakborgen.game import DrakborgenGame

AHEAD = 1.6
"""The turns an unexplored square costs on the way to the chamber: measured on greedy heroes,
the way there takes about 0.8 of its estimate at ``UNEXPLORED`` (docs/drakborgen_calibration.md)."""
SECRET_TURNS, SECRET_FIND = 2.0, 0.55
"""A hero with no way on searches for a secret door: about 2 turns, found in 55 % of the cases
(1 in 3 a search, at most two in a row)."""
ROOM_GOLD, SEARCH_GOLD = 0.05, 0.2
"""The chance that entering a room gives gold (a valuable, a chest's or a body's find among the
RUMSKORT), and that a search does (3 RUMSLETNINGSKORT of 15)."""
SEARCHES, SEARCH_MARGIN = 6.0, 3.0
"""A hero with nothing searches on his way home (at most ``SEARCHES`` turns counted) while the
turns left exceed the way home by ``SEARCH_MARGIN``."""
GOLD_SCALE = 1000.0
"""With ``aim=gold``: the gold at which getting out counts as half the best."""
RING_ORDER = ("blinding", "healing", "warning", "opening")


@lru_cache(maxsize=16)
def equilibrium(hero_special: int, monster_special: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Both sides' mixed strategies over A, B, C for one combat round, by fictitious play on
    the hero's payoff (KP dealt minus KP taken)."""
    def pay(h: int, m: int) -> int:
        return _pay(h, m, hero_special, monster_special)

    hc, mc = [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]
    for _ in range(3000):
        hb = max(range(3), key=lambda h: sum(pay(h, m) * mc[m] for m in range(3)))
        mb = min(range(3), key=lambda m: sum(pay(h, m) * hc[h] for h in range(3)))
        hc[hb] += 1
        mc[mb] += 1
    return tuple(x / sum(hc) for x in hc), tuple(x / sum(mc) for x in mc)


class DrakborgenGreedy(DeterminizedAgent):
    """The greedy policy; one agent can play every seat."""

    name = "greedy"
    AIMS = ("win", "gold")

    def __init__(self, game: DrakborgenGame, seed: int | None = None, **options: object) -> None:
        """``aim``: ``win`` (default) weighs gold by the chance of winning with it (the
        returns: the richest one out wins); ``gold`` by ``gold / (gold + GOLD_SCALE)``, a hero
        who wants the treasure itself (a calibration figure: how the chamber's big treasures
        change the odds)."""
        aim = options.pop("aim", "win")
        if options:
            raise AgentSpecError(f"agent 'greedy' takes no option(s) {', '.join(sorted(options))}; "
                                 "allowed options: aim, seed")
        super().__init__(game, seed=seed)
        if aim not in self.AIMS:
            raise AgentSpecError(f"option 'aim' of agent 'greedy' must be one of {', '.join(self.AIMS)}; got {aim!r}")
        self.aim = str(aim)
        if aim != "win":
            self.spec = f"greedy:aim={aim}"

    def _worth(self, s: DrakborgenState, h: int, gold: float) -> float:
        """What getting out with ``gold`` gm is worth to the hero, in [0, 1] (see ``aim``)."""
        if self.aim == "win":
            return winning_chance(s, h, gold)
        return gold / (gold + GOLD_SCALE) if gold > 0 else EMPTY

    def choose(self, state: DrakborgenState, seat: int, legal: list[Action]) -> Action:  # type: ignore[override]
        phase = state.phase
        if state.cat is not None:  # Drakborgen II: the catacombs and the Spellbook
            choice = catacomb_choice(state, legal, self)
            if choice is not None and choice in legal:  # (a berserk's fall leaves only the climb)
                return choice
            choice = hero_choice(state, seat, legal, self.rng.random)  # the new heroes' abilities
            if choice is not None:
                return choice
        if phase == TOWER_PHASE:
            return legal[seat % len(legal)]
        if phase == RING:
            offered = {str(a["ring"]): a for a in legal}
            return next(offered[r] for r in RING_ORDER if r in offered)
        if phase == TURN:
            choice = self._turn(state, legal)
            return hero_refine(state, catacomb_refine(choice, legal), legal) if state.ii is not None else choice
        if phase == BODY:
            return LOOT if state.kp[state.hero] > 4 else LEAVE
        if phase == CHEST:
            return OPEN if state.kp[state.hero] > 5 else LEAVE
        if phase == WARN_PHASE:
            return WARN if WARN in legal else ENDURE
        if phase == ENCOUNTER:
            return self._encounter(state, legal)
        if phase == COMBAT:
            return self._letter(state, seat, legal)
        if phase == ESCAPE_PHASE:
            return ESCAPE if state.kp[state.hero] <= 3 else FIGHT
        if phase == DRAGON:
            return self._best_way(state, state.fleer, legal, home=True)[0] or legal[0]
        return legal[0]

    # ---- Drakborgen II: what catacomb_greedy asks (its Outlook) ----------------------------
    def heading(self, s: DrakborgenState, h: int) -> tuple[bool, float]:
        """Whether hero ``h`` heads home (else for the chamber), and the turns of that way."""
        home = s.ttype[s.pos[h]] == CHAMBER or self._heading_home(s, h)
        return home, way_out(s, h, way_costs(s, h, home), home)

    def home_turns(self, s: DrakborgenState, h: int) -> float:
        return way_out(s, h, way_costs(s, h, True), True)

    def worth(self, s: DrakborgenState, h: int, gold: float) -> float:
        return self._worth(s, h, gold)

    # ---- where to go ---------------------------------------------------------------------
    def _heading_home(self, s: DrakborgenState, h: int) -> bool:
        """Whether to head home (else for the treasure chamber): whether the value of going home
        now beats that of the way through the chamber, each the chance of getting out in time and
        alive (:func:`in_time`, :func:`survival` over the way's turns) times what the gold
        carried out is worth (:meth:`_worth`). The chamber's way is there,
        one draw (two SKATTKORT, the dragon's risk: 1 in the DRAKKORT left) and back."""
        content = s.game.content
        kp = s.kp[h]
        left = content.sun_rounds - s.round + 1  # this turn included
        gold = s.gold(h)
        home_costs = way_costs(s, h, True)
        t_home = way_out(s, h, home_costs, True)
        v_home = in_time(t_home, left) * survival(t_home, kp) * self._home_value(s, h, gold, t_home, left)
        there = way_costs(s, h, False, AHEAD)
        t_there, find = way_out(s, h, there, False, AHEAD), 1.0
        if t_there == INF and can_search(s, h):
            # no way on from here: a search may find a secret door (5 RUMSLETNINGSKORT of 15)
            t_there = SECRET_TURNS + min((there[v] + UNEXPLORED for v in s.game.nb[s.pos[h]]
                                          if v >= 0 and s.ttype[v] != TOWER), default=INF)
            find = SECRET_FIND
        if t_there == INF:
            return True
        # Back from the chamber: at worst the way there, then explored, and home from here.
        trip = t_there + min(min(home_costs[sq] for sq, _ in content.chamber), t_there + t_home)
        v_chamber = find * in_time(trip, left) * survival(trip, kp) * self._draw_value(s, h, gold, gold)
        return v_home >= v_chamber

    def _home_value(self, s: DrakborgenState, h: int, gold: float, t_home: float, left: float) -> float:
        """What getting out by the way home is worth (:meth:`_worth`). A hero with nothing yet may still
        find something on it: a room's card, or a search in the turns the sun leaves spare."""
        if gold > 0:
            return self._worth(s, h, gold)
        spare = max(0.0, min(SEARCHES, left - t_home - SEARCH_MARGIN))
        nothing = (1.0 - ROOM_GOLD) ** t_home * (1.0 - SEARCH_GOLD) ** spare
        return self._worth(s, h, 0) + (1.0 - nothing) * self._worth(s, h, ROOM_FIND)

    def _foraging(self, s: DrakborgenState, h: int) -> bool:
        """A hero with nothing yet does not walk out while the sun leaves turns to look for
        something: he searches the rooms he is in and tries the next ones."""
        if s.gold(h) > 0 or s.ttype[s.pos[h]] == CHAMBER:
            return False
        left = s.game.content.sun_rounds - s.round + 1
        t_home = way_out(s, h, way_costs(s, h, True), True)
        return t_home + SEARCH_MARGIN < left

    def _draw_value(self, s: DrakborgenState, h: int, gold: float, kept: float) -> float:
        """The chance of winning after one more chamber draw, once out: two SKATTKORT on
        average if the dragon sleeps; if it wakes, its fire (T12, survived below the KP) and
        only ``kept`` gm (what was found outside the chamber)."""
        deck = s.decks[DRAGONS]
        nobody = not any(s.in_chamber(g) for g in range(len(s.pos)) if g != h)
        cards = len(deck) + (s.aside if nobody and not s.in_chamber(h) else 0)
        risk = 1.0 / max(1, cards)
        fire = max(0.0, min(1.0, (s.kp[h] - 1) / 12))
        return ((1.0 - risk) * self._worth(s, h, gold + 2 * _mean_treasure(s))
                + risk * fire * self._worth(s, h, kept))

    def _stay(self, s: DrakborgenState, h: int) -> bool:
        """In the chamber: draw again when the chance of winning after one more draw and the
        way home from the next turn beats going home now."""
        content = s.game.content
        left = content.sun_rounds - s.round + 1
        gold = s.gold(h)
        kept = gold - sum(content.card_gold[TREASURES][k] for k in s.loot[h])
        t_home = way_out(s, h, way_costs(s, h, True), True)
        reach = survival(t_home, s.kp[h])
        v_leave = in_time(t_home, left) * reach * self._worth(s, h, gold)
        v_stay = in_time(t_home + 1, left) * reach * self._draw_value(s, h, gold, kept)
        return v_stay > v_leave

    def _turn(self, s: DrakborgenState, legal: list[Action]) -> Action:
        h = s.hero
        top = s.game.content.hero_kp[s.game.hero_ids[h]]
        if DRINK in legal and s.kp[h] <= top - 4:
            return DRINK
        if HEAL in legal and s.kp[h] * 2 <= top:
            return HEAL
        if STAY in legal and self._stay(s, h):
            return STAY
        home = s.ttype[s.pos[h]] == CHAMBER or self._heading_home(s, h)
        if home and self._foraging(s, h):  # nothing found yet: search, or try the next room
            if SEARCH in legal:
                return SEARCH
            home = False
        costs = way_costs(s, h, home)
        best, after = self._best_way(s, h, legal, home, costs)
        if STOP in legal and (best is None or after >= costs[s.pos[h]]):
            return STOP
        if best is not None and after < INF:
            return best
        if SEARCH in legal:  # no way to the goal from here: look for a secret door
            return SEARCH
        if best is not None:
            return best
        return PASS if PASS in legal else legal[0]

    def _best_way(self, s: DrakborgenState, h: int, legal: list[Action], home: bool,
                  costs: list[float] | None = None) -> tuple[Action | None, float]:
        """The cheapest way on (a tower only on the way home), and the turns left after taking
        it (INF: no way)."""
        content = s.game.content
        if costs is None:
            costs = way_costs(s, h, home)
        attrs = content.hero_attrs[s.game.hero_ids[h]]
        goals, others = goal_squares(s, home), blocking_heroes(s, h)
        found = {tgt: (src, d) for tgt, src, d in ways(s, h)[0]}
        secret = {tgt: (src, d) for tgt, src, d in secret_ways(s, h)}
        best, score, after = None, (INF, 0), INF
        for a in legal:
            if a.kind not in ("move", "unlock", "secret", "flight"):
                continue
            tgt = parse_square(a["to"], content.rows, content.cols)
            if s.ttype[tgt] == TOWER and not home:
                continue
            src, d = (secret if a.kind == "secret" else found)[tgt]
            rest = step_cost(s, h, src, d, tgt, doors=a.kind in ("move", "flight"))
            if s.ttype[tgt] == ROTATING:  # it turns as he enters: its one way on is straight ahead
                beyond = s.game.nb[tgt][d]
                edge = INF if beyond < 0 else edge_cost(s, tgt, d, beyond, attrs, turned=True)
                rest += INF if edge == INF else edge + step_into(s, beyond, attrs, goals, others) + costs[beyond]
            else:
                rest += costs[tgt]
            cost = rest + step_into(s, tgt, attrs, goals, others) + (0.5 if a.kind == "unlock" else 0.0)
            key = (cost, crow_distance(s, tgt, goals))
            if best is None or key < score:
                best, score, after = a, key, rest
        return best, after

    # ---- monsters ------------------------------------------------------------------------
    def _encounter(self, s: DrakborgenState, legal: list[Action]) -> Action:
        h = s.hero
        strong = s.enc_m in (BERGSTROLL, TVA_ORCHER)
        if BLIND in legal and (strong or s.kp[h] <= 6):
            return BLIND
        if SHOOT in legal:
            return SHOOT
        if FLEE in legal and s.kp[h] <= 4:
            return FLEE
        if AWAIT in legal:
            return AWAIT
        return ATTACK

    def _letter(self, s: DrakborgenState, seat: int, legal: list[Action]) -> Action:
        """A STRIDSKORT for the hero or his monster player. With one hero the dungeon's letter
        is uniform chance (ruling D-SOLO), so the hero plays the best letter against it: his
        special letter (2 KP a win instead of 1). Otherwise each side starts from the round's equilibrium and, once the
        other's revealed letters this game (public events) lean far enough from it, plays the
        best answer to them."""
        content = s.game.content
        h = s.hero
        special = content.hero_special[s.game.hero_ids[h]]
        m_special = content.monster_special[s.enc_m]
        mine, theirs = equilibrium(special, m_special)
        ms = s.monster_seat(h)
        if ms < 0:
            best = max(range(3), key=lambda x: sum(_pay(x, y, special, m_special) for y in range(3)))
            return Action("strike", card=LETTERS[best])
        as_hero = seat == h
        seen = letters_seen(s, h, ms, of_hero=not as_hero)
        n = sum(seen)
        prior = theirs if as_hero else mine
        est = [(seen[i] + TRUST * prior[i]) / (n + TRUST) for i in range(3)]
        sign = 1 if as_hero else -1  # the monster player minimises the hero's payoff

        def gain(x: int) -> float:
            return sign * sum(est[y] * (_pay(x, y, special, m_special) if as_hero
                                        else _pay(y, x, special, m_special)) for y in range(3))

        best = max(range(3), key=gain)
        own = mine if as_hero else theirs
        value = sum(own[x] * gain(x) for x in range(3))
        return Action("strike", card=LETTERS[best]) if gain(best) > value + EXPLOIT else self._mixed(own)

    def _mixed(self, probs: tuple[float, ...]) -> Action:
        r = self.rng.random()
        for i, p in enumerate(probs):
            r -= p
            if r <= 0:
                return Action("strike", card=LETTERS[i])
        return Action("strike", card=LETTERS[2])


TRUST = 9.0
"""Pseudo-counts of the equilibrium in the estimate of the other side's letters."""
EXPLOIT = 0.15
"""KP a round the best answer to the other's letters must gain over the equilibrium."""
ROUND = re.compile(r"^(.+) plays ([ABC]), the .+ plays ([ABC]): ")
"""The public event of a combat round (``combat.resolve_round``)."""


def _pay(h: int, m: int, hero_special: int, monster_special: int) -> int:
    """The hero's payoff of one round, KP dealt minus KP taken (a tie costs both 1)."""
    if h == m:
        return 0
    if (m - h) % 3 == 1:
        return 2 if h == hero_special else 1
    return -(2 if m == monster_special else 1)


def letters_seen(s: DrakborgenState, hero: int, monster_seat: int, of_hero: bool) -> list[int]:
    """How often each letter was revealed this game (in the events the deciding seat saw): by
    ``hero`` in his combats (``of_hero``), or by ``monster_seat`` playing monsters for anyone."""
    names = {s.game.hero_names[g]: g for g in range(len(s.pos))}
    counts = [0, 0, 0]
    for e in s.events:
        m = ROUND.match(e.text)
        if m is None or m.group(1) not in names:
            continue
        g = names[m.group(1)]
        if of_hero and g == hero:
            counts[LETTERS.index(m.group(2))] += 1
        elif not of_hero and s.monster_seat(g) == monster_seat:
            counts[LETTERS.index(m.group(3))] += 1
    return counts


def _mean_treasure(s: DrakborgenState) -> float:
    """The mean gold of a SKATTKORT still in the deck (which ones are taken is public)."""
    gold = s.game.content.card_gold[TREASURES]
    deck = s.decks[TREASURES]
    return sum(gold[k] for k in deck) / len(deck) if deck else 0.0


__all__ = ["RINGS", "DrakborgenGreedy"]

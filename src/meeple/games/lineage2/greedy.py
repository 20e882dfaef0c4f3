"""GREEDY: a one-ply policy on expected values, deciding on a determinization of its
information set (``DeterminizedAgent``) and reading only what its seat may know there (the
board, the public possessions, its own hand; a pile's reward is valued by the pile's average,
never by the sampled back).

- Movement: each reachable space is valued in adena: a hunt by the best pile's expected value
  with the best gear (exact odds, :mod:`.odds`), loot, the Temple's 10, the Monster Race's +1,
  a village by the card and the hiring it allows, an empty castle highly, an opponent's castle
  by the chance that its mercenaries win the siege.
- Hunting: the pile with the best expected value for its gear; it changes gear towards the
  best loadout first, and plays a Scroll of Focus, a Blessing of Eva or a Scroll of Escape on a
  hard hunt.
- Villages: hires mercenaries up to a target that grows with the castles worth taking or
  holding; sells to the bank items it cannot use better than what it wears.
- Trading: offers spare items to players who can wear them, never below the bank price; buys
  only items it would wear or use, at most at their worth to it.
- Sieges: the owner hires to defend; others join the stronger side by the public mercenary
  counts; everyone sends all their mercenaries and a Castle Siege card; cards are used when they
  help the current roll.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from meeple.agents.base import DeterminizedAgent
from meeple.core.actions import Action
from meeple.games.lineage2.content import (
    ARMOUR,
    ATTACK_POTION,
    CASTLE,
    HUNT,
    MOVE_POTION,
    RACE,
    SIEGE_ACTION,
    TEMPLE,
    W1,
    W2,
)
from meeple.games.lineage2.odds import p_attack_wins, p_success
from meeple.games.lineage2.phases import (
    ANSWER,
    BATTLE,
    DROP,
    END,
    MOVE,
    POTION,
    PRICE,
    RETREAT,
    SIEGE,
    SIEGE_HIRE,
    START,
    VILLAGE_DRAW,
)
from meeple.games.lineage2.phases import HUNT as HUNT_PHASE
from meeple.games.lineage2.state import Lineage2State

if TYPE_CHECKING:
    from meeple.games.lineage2.content import Content

VP = 18.0  # adena a VP is worth
CASTLE_VALUE = 30.0  # an empty castle: prestige income, quests and a VP every eight turns
MERC_TARGET = 8
RESERVE = 2  # adena kept when hiring


def _item_value(content: Content, it: int) -> float:
    """Worth of an item to a hunter, in adena (above its bank price for gear)."""
    kind = content.item_kind[it]
    if kind in ARMOUR:
        return 3.0 * content.item_rerolls[it] + content.item_sell[it]
    if kind in (W1, W2):
        return 3.0 * sum(content.item_colours[it]) + content.item_sell[it]
    return 2.0 + content.item_sell[it]


def _pile_reward(state: Lineage2State, pile: int) -> float:
    """Average worth of the rewards still unseen in ``pile`` (the backs are not known)."""
    content = state.game.content
    cards = state.piles[pile]
    total = 0.0
    for m in cards:
        r = state.back[m]
        it = content.reward_item[r]
        total += _item_value(content, it) if it >= 0 else content.reward_adena[r]
    return total / len(cards) if cards else 0.0


def _win_chance(attack: int, defence: int) -> float:
    """The attackers' chance in a battle, the armies scaled down to at most 60 (the odds
    depend almost only on the ratio there)."""
    big = max(attack, defence)
    if big > 60:
        attack, defence = round(attack * 60 / big), round(defence * 60 / big)
    return p_attack_wins(attack, defence)


class Lineage2Greedy(DeterminizedAgent):
    """The one-ply greedy policy described in the module docstring."""

    name = "greedy"

    def choose(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        phase = state.phase
        handler = {
            START: self._start, MOVE: self._move, HUNT_PHASE: self._hunt, POTION: self._potion,
            DROP: self._drop, RETREAT: self._first, VILLAGE_DRAW: self._village_draw, END: self._end,
            PRICE: self._price, ANSWER: self._answer, SIEGE_HIRE: self._siege_hire, SIEGE: self._commit,
            BATTLE: self._battle,
        }[phase]
        return handler(state, seat, legal)

    # ---- helpers --------------------------------------------------------------------------
    @staticmethod
    def _first(state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        return legal[0]

    @staticmethod
    def _kinds(legal: list[Action], kind: str) -> list[Action]:
        return [a for a in legal if a.kind == kind]

    def _free_action(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action | None:
        """Quests first, then a Lucky Pouch; else an offer worth making."""
        quests = self._kinds(legal, "quest")
        if quests:
            return quests[0]
        content = state.game.content
        for a in self._kinds(legal, "play"):
            if content.event_effect[int(a["card"])] == "adena":
                return a
        return self._offer(state, seat, legal)

    def _offer(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action | None:
        content = state.game.content
        for a in self._kinds(legal, "offer"):
            m, q = int(a["item"]), int(a["buyer"])
            it = state.item_of(m)
            if m in state.worn[seat] or not self._spare(state, seat, m):
                continue
            if state.adena[q] > content.item_sell[it] and self._upgrade(state, q, m) > content.item_sell[it]:
                return a
        return None

    def _spare(self, state: Lineage2State, p: int, m: int) -> bool:
        """An item in ``p``'s bag that is no better than what ``p`` wears (or a spare potion)."""
        content = state.game.content
        it = state.item_of(m)
        kind = content.item_kind[it]
        if kind in (ATTACK_POTION, MOVE_POTION):
            return len(state.potions(p, kind)) > 2
        return self._upgrade(state, p, m) <= 0

    def _upgrade(self, state: Lineage2State, p: int, m: int) -> float:
        """How much ``p`` would gain by owning the item on card ``m`` (0: none)."""
        content = state.game.content
        it = state.item_of(m)
        kind = content.item_kind[it]
        mine = [x for x in state.items_of(p) if x != m]
        if kind in ARMOUR:
            best = max((content.item_rerolls[state.item_of(x)] for x in mine if content.item_kind[state.item_of(x)] == kind), default=0)
            return 3.0 * (content.item_rerolls[it] - best)
        if kind in (W1, W2):
            best = max((sum(content.item_colours[state.item_of(x)]) for x in mine
                        if content.item_kind[state.item_of(x)] in (W1, W2)), default=0)
            return 3.0 * (sum(content.item_colours[it]) - best) + (1.0 if kind == W1 else 0.0)
        return 2.0 + content.item_sell[it] if len(state.potions(p, kind)) < 2 else 0.0

    def _loadout(self, state: Lineage2State, p: int, m: int, jokers: int = 0, extra_rerolls: int = 0) -> tuple[float, list[int]]:
        """The best chance against monster ``m`` and the cards to wear for it (best armour per
        slot; the best weapons for this monster)."""
        content = state.game.content
        item = state.item_of
        owned = state.items_of(p)
        armour = []
        for kind in ARMOUR:
            pieces = [x for x in owned if content.item_kind[item(x)] == kind]
            if pieces:
                armour.append(max(pieces, key=lambda x: (content.item_rerolls[item(x)], -x)))
        rerolls = sum(content.item_rerolls[item(x)] for x in armour) + extra_rerolls
        one_hand = sorted(x for x in owned if content.item_kind[item(x)] == W1)
        two_hand = sorted(x for x in owned if content.item_kind[item(x)] == W2)
        options: list[tuple[int, ...]] = [()]
        options += [(x,) for x in one_hand + two_hand] + list(combinations(one_hand, 2))
        potions = state.potions(p, ATTACK_POTION)
        req = content.monster_req[m]
        faces = content.colored[0]
        one_step = state.game.options.rerolls == "one-step"
        best = (-1.0, [])
        for weapons in options:
            colours = [0, 0, 0]
            for x in list(weapons) + potions:
                for c, k in enumerate(content.item_colours[item(x)]):
                    colours[c] += k
            need = tuple(max(0, req[c] - colours[c]) for c in range(3))
            prob = p_success(need, jokers, rerolls, faces, one_step)
            if prob > best[0]:
                best = (prob, [*weapons, *armour])
        return best

    def _hunt_value(self, state: Lineage2State, p: int) -> tuple[float, int]:
        """Expected adena of the best hunt now and the pile it is in."""
        content = state.game.content
        best = (-99.0, -1)
        for pile in range(3):
            if not state.piles[pile]:
                continue
            m = state.piles[pile][-1]
            prob, _ = self._loadout(state, p, m)
            loss = min(content.monster_skull[m], state.adena[p]) + 2.0
            value = prob * _pile_reward(state, pile) - (1 - prob) * loss
            if value > best[0]:
                best = (value, pile)
        return best

    def _castle_value(self, state: Lineage2State, p: int, c: int) -> float:
        """An empty castle's worth; for an opponent's, the siege's expected VP: win the bank's
        VP, a losing stake and the castle, or lose the stake (the owner may hire first)."""
        owner = state.owner[c]
        if owner < 0:
            return CASTLE_VALUE
        if owner == p or state.mercs[p] == 0:
            return -1.0
        hire = min(state.supply, max(0, state.adena[owner] - RESERVE) // state.game.hire_price)
        prob = _win_chance(state.mercs[p], state.mercs[owner] + state.garrison[c] + hire)
        return prob * (2.0 * VP + CASTLE_VALUE) - (1.0 - prob) * VP

    def _space_value(self, state: Lineage2State, p: int, s: int) -> float:
        content = state.game.content
        kind = content.space_type[s]
        if kind == HUNT:
            loot = state.loot.get(s)
            extra = loot[0] + sum(_item_value(content, state.item_of(x)) for x in loot[1]) if loot else 0.0
            return self._hunt_value(state, p)[0] + extra
        if kind == TEMPLE:
            return 10.0
        if kind == RACE:
            return 1.0
        if kind == CASTLE:
            return self._castle_value(state, p, content.castle_of[s])
        value = 3.0 if len(state.hand[p]) < 5 else 0.5
        if state.mercs[p] < self._merc_target(state, p) and state.adena[p] > RESERVE:
            value += 4.0
        return value

    def _merc_target(self, state: Lineage2State, p: int) -> int:
        """Enough to take the weakest opponent's castle (its owner's mercenaries, garrison and
        what the owner could hire), or to hold its own castles."""
        price = state.game.hire_price
        others = [state.mercs[q] + state.garrison[c] + max(0, state.adena[q] - RESERVE) // price
                  for c in range(3) for q in [state.owner[c]] if q >= 0 and q != p]
        return max(MERC_TARGET, min(others, default=0) + 4) + 3 * len(state.castles_of(p))

    # ---- phases ---------------------------------------------------------------------------
    def _start(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        free = self._free_action(state, seat, legal)
        if free is not None:
            return free
        stay = Action("stay")
        if stay in legal and self._space_value(state, seat, state.pos[seat]) > 4.0:
            return stay
        return Action("roll")

    def _move(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        def score(a: Action) -> float:
            value = self._space_value(state, seat, int(a["to"]))
            return value - (4.0 if a.get("potion") is not None else 0.0)
        return max(legal, key=lambda a: (score(a), -int(a["to"]), a.get("potion") is None))

    def _hunt(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        content = state.game.content
        _, pile = self._hunt_value(state, seat)
        m = state.piles[pile][-1]
        prob, wear = self._loadout(state, seat, m, state.mod_jokers, state.mod_rerolls)
        for a in self._kinds(legal, "unwear"):
            if int(a["item"]) not in wear:
                return a
        for a in self._kinds(legal, "wear"):
            if int(a["item"]) in wear:
                return a
        for x in wear:  # a piece of the same kind of item as one offered: wear that one
            if x in state.bag[seat]:
                same = [a for a in self._kinds(legal, "wear") if state.item_of(int(a["item"])) == state.item_of(x)]
                if same:
                    return same[0]
        if pile < 2 and prob < 0.8:
            for a in self._kinds(legal, "play"):
                effect = content.event_effect[int(a["card"])]
                if effect in ("reroll", "joker") or (effect == "escape" and prob < 0.6 and state.adena[seat] >= 5):
                    return a
        return Action("hunt", pile="ABC"[pile])

    def _potion(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        return Action("drink")

    def _drop(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        content = state.game.content
        return min(legal, key=lambda a: (_item_value(content, state.item_of(int(a["item"]))), int(a["item"])))

    def _village_draw(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        from meeple.games.lineage2.cards import fulfilled
        content = state.game.content

        def keep(a: Action) -> float:
            e = int(a["card"])
            if content.event_kind[e] == 2:
                return 3.0 if fulfilled(state, seat, e) else 1.0
            return 2.0 if content.event_kind[e] == SIEGE_ACTION else 1.5
        discards = self._kinds(legal, "discard")
        return min(discards, key=lambda a: (keep(a), int(a["card"]))) if discards else legal[0]

    def _end(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        free = self._free_action(state, seat, legal)
        if free is not None:
            return free
        content = state.game.content
        for a in self._kinds(legal, "sell"):
            m = int(a["item"])
            if m in state.bag[seat] and self._spare(state, seat, m) and \
                    content.item_kind[state.item_of(m)] not in (ATTACK_POTION, MOVE_POTION):
                return a
        hires = self._kinds(legal, "hire")
        if hires:
            want = self._merc_target(state, seat) - state.mercs[seat]
            afford = (state.adena[seat] - RESERVE) // state.game.hire_price
            k = min(want, afford, max(int(a["n"]) for a in hires))
            if k > 0:
                return Action("hire", n=k)
        return Action("end")

    def _price(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        content = state.game.content
        it = state.item_of(state.offer_item)
        floor = content.item_sell[it] + 1
        worth = self._upgrade(state, state.offer_buyer, state.offer_item)
        target = max(floor, int(min(worth, content.item_sell[it] * 2)))
        prices = [int(a["adena"]) for a in legal]
        return Action("price", adena=min(max(target, floor, prices[0]), prices[-1]))

    def _answer(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        worth = self._upgrade(state, seat, state.offer_item)
        if worth > 0 and state.offer_price <= worth and state.adena[seat] - state.offer_price >= RESERVE:
            return Action("accept")
        return Action("decline")

    def _siege_hire(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        attack = state.mercs[state.siege_starter]
        need = attack + 2 - state.mercs[seat] - state.garrison[state.siege_castle]
        most = max(int(a["n"]) for a in legal)
        return Action("hire", n=max(0, min(need, most, (state.adena[seat] - RESERVE) // state.game.hire_price)))

    def _commit(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        """The starter and the owner send everything; another player joins the side the public
        mercenary counts favour, with everything if it is favoured, else with the minimum."""
        c = state.siege_castle
        owner = state.owner[c]
        prob = _win_chance(state.mercs[state.siege_starter], state.mercs[owner] + state.garrison[c])
        if seat in (state.siege_starter, owner):
            side = "attack" if seat == state.siege_starter else "defend"
            all_in = True
        else:
            side = "attack" if prob > 0.5 else "defend"
            all_in = abs(prob - 0.5) > 0.1
        mine = [a for a in legal if a["side"] == side]
        most = max(int(a["n"]) for a in mine) if all_in else min(int(a["n"]) for a in mine)
        with_card = [a for a in mine if int(a["n"]) == most and a.get("card") is not None]
        return with_card[0] if with_card else Action("commit", side=side, n=most)

    def _battle(self, state: Lineage2State, seat: int, legal: list[Action]) -> Action:
        content = state.game.content
        e = state.committed[seat]
        own = state.side[seat]
        effect = content.event_effect[e]
        if effect in ("reinforce", "ambush"):
            return Action("use", card=e)
        mine = state.battle_dice[own] + state.bonus[own]
        theirs = state.battle_dice[1 - own] + state.bonus[1 - own]
        return Action("use", card=e) if mine <= theirs else Action("pass")

"""GREEDY: a one-ply policy built on expected values.

It decides on a determinization of the party's information set (``DeterminizedAgent``) and
reads only what the party can see there: a face-down quest is valued as an average quest
needing 2 models, whatever identity the determinization gave it.

- Placement: plans the remaining members onto quests, adding the group of members with the
  best expected gain per member (P(win) x quest value) until no group pays; Roland compares
  that plan with using Swordsman on each enemy (an enemy that leaves a quest which is not
  completed that turn is replaced at the End of the Turn, ruling A1). The current member follows the plan.
- Fights: blockers first, then quests whose completion moves a model, then the most valuable.
- Consumables and Adaptable when they raise the odds enough; Angel's Tear whenever a reroll
  can still win.
- Kingdom: chooses the affordable set of cards (with at most one Planning swap) of highest
  value, counting influence, income and dice for the turns left, less a price per token
  spent before the last turn; buys it one card at a time.
"""

from __future__ import annotations

from itertools import combinations

from meeple.agents.base import DeterminizedAgent
from meeple.core.actions import Action
from meeple.games.ni_no_kuni.actions import (
    ACCEPT,
    END,
    LETTERS,
    PLACE_A,
    PLAN_A,
    PLAN_SWAPS,
    REST,
    ROLL_A,
    STAY,
    SWORD_A,
    TAKE_A,
    TEAR_A,
    card_action,
)
from meeple.games.ni_no_kuni.content import (
    E_BLOCKS_ADJACENT,
    E_KINGDOM_TAX,
    E_MINUS_DIE,
    Q_BONUS_SWEET,
    Q_BONUS_TEAR,
    Q_EXACT_BONUS_SUPPLY,
    Q_MOVE_ADJACENT,
)
from meeple.games.ni_no_kuni.dice import p_beat
from meeple.games.ni_no_kuni.phases import DEMOLISH, FIGHT, KINGDOM, MOVE, PLACE, PREROLL, REMOVE, TANI, TEAR
from meeple.games.ni_no_kuni.state import NiNoKuniState

# Weights tuned by simulation (greedy in every seat, all bosses and player counts); the last
# re-tune followed ruling A1's change in rules version 2 (docs/ni_no_kuni_calibration.md).
TOKEN = 0.6  # influence one resource token is worth
CONSUMABLE = 0.4
MIN_GAIN_PER_MEMBER = 0.05
PRICE_PER_TOKEN = 0.35  # a token spent before the last turn could have bought something later
FACE_DOWN_VALUE = 1.65  # an unseen quest: about 3.3 tokens at the first tuning's 0.5 a token
SURVIVAL = 0.9  # chance that an enemy on the board before the last turn is still there at the end
AVERAGE_ENEMY_INFLUENCE = 1.1


class NiNoKuniGreedy(DeterminizedAgent):
    """The greedy policy; one agent can play every seat (the party shares everything)."""

    name = "greedy"

    def choose(self, state: NiNoKuniState, seat: int, legal: list[Action]) -> Action:  # type: ignore[override]
        chooser = CHOOSERS.get(state.phase)
        return chooser(state, legal) if chooser is not None else legal[0]


# ---- valuing quests -----------------------------------------------------------------------
def enemy_value(state: NiNoKuniState, e: int) -> float:
    """What defeating enemy ``e`` is worth: its rewards, plus its influence (in full on the
    last turn; earlier it might have been defeated later anyway)."""
    content = state.game.content
    r = content.enemy_reward[e]
    worth = (r[0] + r[1] + r[2]) * TOKEN + (r[3] + r[4]) * CONSUMABLE
    worth += content.enemy_influence[e] * (1.0 if state.turn == 5 else SURVIVAL)
    if content.enemy_special[e] == E_KINGDOM_TAX:
        worth += 1.0
    return worth


def replacement_cost(state: NiNoKuniState) -> float:
    """A completed quest is replaced at the end of turns 1-4, with a new enemy on it."""
    return 0.0 if state.turn == 5 else AVERAGE_ENEMY_INFLUENCE * SURVIVAL


def quest_value(state: NiNoKuniState, s: int, models: int) -> float:
    content = state.game.content
    if state.face_down[s]:
        return FACE_DOWN_VALUE
    q = state.quest[s]
    worth = sum(content.quest_res[q]) * TOKEN
    special = content.quest_special[q]
    if special in (Q_BONUS_SWEET, Q_BONUS_TEAR):
        worth += CONSUMABLE
    elif special == Q_EXACT_BONUS_SUPPLY and models == content.quest_slots[q]:
        worth += TOKEN
    return worth


def slots_needed(state: NiNoKuniState, s: int) -> int:
    return 2 if state.face_down[s] else state.game.content.quest_slots[state.quest[s]]


def group_dice(state: NiNoKuniState, s: int, group: list[int]) -> int:
    content = state.game.content
    e = state.enemy[s]
    t = content.enemy_type[e]
    fight = state.game.member_fight
    n = sum(fight[m][t] for m in group) + sum(content.card_dice[c][t] for c in state.built)
    if content.enemy_special[e] == E_MINUS_DIE:
        n -= 1
    return n


def p_group(state: NiNoKuniState, s: int, group: list[int]) -> float:
    if len(group) < slots_needed(state, s):
        return 0.0
    e = state.enemy[s]
    if e < 0:
        return 1.0
    return p_beat(group_dice(state, s, group), state.game.content.enemy_value[e])


def _blockers(state: NiNoKuniState, s: int) -> list[int]:
    content = state.game.content
    enemy = state.enemy
    if enemy[s] >= 0 and content.enemy_special[enemy[s]] == E_BLOCKS_ADJACENT:
        return []
    return [t for t in state.game.adjacent[s]
            if enemy[t] >= 0 and content.enemy_special[enemy[t]] == E_BLOCKS_ADJACENT]


def expected(state: NiNoKuniState, s: int, groups: dict[int, list[int]]) -> float:
    """Expected value of the quest on slot ``s`` with ``groups[s]`` on it."""
    group = groups[s]
    if not group or state.resolved[s]:
        return 0.0
    p = p_group(state, s, group)
    for t in _blockers(state, s):
        p *= p_group(state, t, groups[t])
    worth = quest_value(state, s, len(group))
    if state.enemy[s] >= 0:
        # Completing brings a new quest with a new enemy; a quest already without an enemy
        # gets one at the End of the Turn anyway (ruling A1), so that cost is not counted here.
        worth += enemy_value(state, state.enemy[s]) - replacement_cost(state)
    return p * worth


def plan(state: NiNoKuniState, free: list[int]) -> tuple[dict[int, list[int]], float]:
    """Greedy assignment of the ``free`` members onto the quests; returns (groups, total EV)."""
    slots = [s for s in state.game.slots if state.quest[s] >= 0 and not state.resolved[s]]
    groups = {s: list(state.placed[s]) for s in state.game.slots}
    free = list(free)
    fight = state.game.member_fight
    content = state.game.content
    while free:
        best_score, best = MIN_GAIN_PER_MEMBER, None
        for s in slots:
            cur = groups[s]
            base = expected(state, s, groups)
            e = state.enemy[s]
            t = content.enemy_type[e] if e >= 0 else 0
            ranked = sorted(free, key=lambda m: (-fight[m][t], sum(fight[m])))
            kmin = max(1, slots_needed(state, s) - len(cur))
            for k in range(kmin, min(len(free), kmin + 2) + 1):
                add = ranked[:k]
                groups[s] = cur + add
                gain = expected(state, s, groups) - base
                groups[s] = cur
                score = gain / k
                if score > best_score:
                    best_score, best = score, (s, add)
        if best is None:
            break
        s, add = best
        groups[s] = groups[s] + add
        for m in add:
            free.remove(m)
    total = sum(expected(state, s, groups) for s in slots)
    return groups, total


def choose_place(state: NiNoKuniState, legal: list[Action]) -> Action:
    m = state.cursor
    free = list(range(m, len(state.game.members)))
    groups, total = plan(state, free)
    action = REST
    for s, group in groups.items():
        if m in group:
            action = PLACE_A[s]
    if state.game.member_kind[m] == "roland" and not state.swordsman_used:
        for s in state.game.slots:
            e = state.enemy[s]
            if e < 0:
                continue
            trial = state.clone()
            trial.enemy[s] = -1
            _, sword_total = plan(trial, free[1:])
            sword_total += enemy_value(state, e) - replacement_cost(state)
            if sword_total > total:
                total, action = sword_total, SWORD_A[s]
    return action


# ---- fights -------------------------------------------------------------------------------
def choose_fight(state: NiNoKuniState, legal: list[Action]) -> Action:
    content = state.game.content
    groups = {s: list(state.placed[s]) for s in state.game.slots}

    def key(a: Action) -> tuple:
        s = a["quest"]
        e = state.enemy[s]
        blocks = e >= 0 and content.enemy_special[e] == E_BLOCKS_ADJACENT
        mover = not state.face_down[s] and content.quest_special[state.quest[s]] == Q_MOVE_ADJACENT
        return (blocks, mover, expected(state, s, groups))

    return max(legal, key=key)


def choose_preroll(state: NiNoKuniState, legal: list[Action]) -> Action:
    s = state.fight_slot
    value = state.game.content.enemy_value[state.enemy[s]]
    n = state.fight_dice(s)
    adapt = 1 if ROLL_A[(0, 1)] in legal and p_beat(n, value) < 0.97 else 0
    p = p_beat(n + adapt, value)
    sweet = 1 if ROLL_A[(1, adapt)] in legal and p < 0.75 and p_beat(n + adapt + 1, value) - p > 0.15 else 0
    return ROLL_A[(sweet, adapt)]


def choose_tear(state: NiNoKuniState, legal: list[Action]) -> Action:
    dice = state.dice
    value = state.game.content.enemy_value[state.enemy[state.fight_slot]]
    needed = value - (sum(dice) - min(dice))  # the new die must beat this
    return TEAR_A if needed < 6 else ACCEPT


def choose_move(state: NiNoKuniState, legal: list[Action]) -> Action:
    groups = {s: list(state.placed[s]) for s in state.game.slots}
    best_gain, best = 0.05, STAY
    for a in legal:
        if a == STAY:
            continue
        t, m = a["quest"], a["member"]
        before = expected(state, t, groups)
        groups[t].append(m)
        gain = expected(state, t, groups) - before
        groups[t].pop()
        if gain > best_gain:
            best_gain, best = gain, a
    return best


# ---- resources and kingdom ----------------------------------------------------------------
def choose_tani(state: NiNoKuniState, legal: list[Action]) -> Action:
    return TAKE_A["kingsguilder"] if state.inv[1] < state.inv[2] else TAKE_A["supply"]


def card_value(state: NiNoKuniState, c: int) -> float:
    """Influence plus what the card's income and dice bring over the turns left."""
    content = state.game.content
    turns_left = 5 - state.turn
    return (content.card_influence[c] + sum(content.card_income[c]) * TOKEN * turns_left
            + sum(content.card_dice[c]) * 0.6 * turns_left)


def _options(state: NiNoKuniState) -> list[tuple[int, int]]:
    """(card, basic it replaces or -1) for every market card and available upgrade."""
    content = state.game.content
    opts = [(c, -1) for c in state.market]
    opts.extend((u, content.card_upgrades[u]) for u in state.available_upgrades())
    # An upgrade whose basic is in the market can be bought the same turn after it.
    for c in state.market:
        u = content.card_upgrade[c]
        if u >= 0 and u not in state.kingdom_discard:
            opts.append((u, c))
    return opts


def best_purchase(state: NiNoKuniState) -> tuple[float, list[tuple[int, int]], tuple[str, str] | None]:
    """The best affordable set of purchases: (score, [(card, replaced)], Planning swap or None)."""
    content = state.game.content
    tax = state.supply_tax()
    opts = _options(state)
    last = state.turn == 5
    price = 0.0 if last else PRICE_PER_TOKEN
    inv = state.inv[:3]
    swaps: list[tuple[str, str] | None] = [None]
    if "evan" in state.game.member_of and not state.plan_used:
        swaps.extend(PLAN_SWAPS)
    room = content.building_slots - len(state.built)
    built_values = sorted(content.card_influence[c] for c in state.built)
    best: tuple[float, list[tuple[int, int]], tuple[str, str] | None] = (0.0, [], None)
    for k in range(1, min(len(opts), 4) + 1):
        for combo in combinations(opts, k):
            cards = [c for c, _ in combo]
            if len(set(cards)) < k:
                continue
            ok = True
            for c, base in combo:
                if base >= 0 and base not in state.built and base not in cards:
                    ok = False
            if not ok:
                continue
            need = [0, 0, 0]
            score = 0.0
            basics = 0
            for c, base in combo:
                e, kg, s = content.card_cost[c]
                need[0] += e
                need[1] += kg
                need[2] += s + tax
                score += card_value(state, c) - (card_value(state, base) if base >= 0 else 0.0)
                if base < 0:
                    basics += 1
            overflow = basics - room
            if overflow > 0:
                score -= sum(built_values[:overflow]) if overflow <= len(built_values) else 99
            score -= price * (need[0] + need[1] + need[2])
            if score <= best[0]:
                continue
            for swap in swaps:
                have = list(inv)
                if swap is not None:
                    give, get = swap
                    for ch in give:
                        have[LETTERS.index(ch)] -= 1
                    for ch in get:
                        have[LETTERS.index(ch)] += 1
                    if min(have) < 0:
                        continue
                if all(have[i] >= need[i] for i in range(3)):
                    # order: basics before the upgrades that replace them
                    ordered = sorted(combo, key=lambda cb: cb[1] >= 0)
                    best = (score, ordered, swap)
                    break
    return best


def choose_kingdom(state: NiNoKuniState, legal: list[Action]) -> Action:
    score, combo, swap = best_purchase(state)
    if not combo:
        return END
    if swap is not None:
        return PLAN_A[swap]
    content = state.game.content
    for c, _ in combo:
        a = card_action("buy" if content.card_basic[c] else "upgrade", content.card_id[c])
        if a in legal:
            return a
    return END


def choose_demolish(state: NiNoKuniState, legal: list[Action]) -> Action:
    content = state.game.content
    return min(legal, key=lambda a: card_value(state, content.card_index[a["card"]]))


def choose_remove(state: NiNoKuniState, legal: list[Action]) -> Action:
    content = state.game.content

    def key(a: Action) -> tuple:
        e = state.enemy[a["quest"]]
        return (content.enemy_influence[e], content.enemy_value[e]) if e >= 0 else (-1, -1)

    return max(legal, key=key)


CHOOSERS = {
    PLACE: choose_place, FIGHT: choose_fight, PREROLL: choose_preroll, TEAR: choose_tear,
    MOVE: choose_move, TANI: choose_tani, KINGDOM: choose_kingdom, DEMOLISH: choose_demolish,
    REMOVE: choose_remove,
}
"""The greedy choice for each decision phase."""

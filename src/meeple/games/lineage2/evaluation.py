"""The heuristic value of a position for depth-limited search (``Lineage2State.evaluate``).

Each player's *standing* is a linear score of public features (:func:`features`: VP, the
last VP before 10, adena, mercenaries, castles and their prestige, worn weapons and armour,
spare gear, potions, cards in hand, whose turn it is). Every player's chance to win is the
softmax of the standings (a conditional logit), and the value is the expected return,
``2 * P(win) - 1``, on the scale of ``returns()`` (a win 1, a loss -1).

The weights (:data:`WEIGHTS`) were fitted by maximum likelihood to who won greedy self-play
games from the positions along the way (``python -m tests.lineage2.fit_evaluate``;
docs/lineage2_calibration.md), so the search weighs adena against mercenaries against VP the
way they turn into wins.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from meeple.games.lineage2.content import ARMOUR, ATTACK_POTION, MOVE_POTION, SIEGE_ACTION, W1, W2
from meeple.games.lineage2.odds import p_attack_wins, p_success
from meeple.games.lineage2.phases import ANSWER, BATTLE, HUNT, PRICE, SIEGE, SIEGE_HIRE

RESERVE = 2
"""Adena an owner keeps when hiring to defend (as the greedy does)."""

POTION_GEAR, W1_GEAR, W2_GEAR, ARMOUR_GEAR = 0, 1, 2, 3
"""Gear codes in :func:`_tables` (armour: ``ARMOUR_GEAR`` plus its slot, 0-2)."""

if TYPE_CHECKING:
    from meeple.games.lineage2.content import Content
    from meeple.games.lineage2.state import Lineage2State

FEATURES = ("vp", "vp_above_7", "adena", "mercenaries", "castles", "prestige", "weapon_colours", "rerolls",
            "spare_gear", "potions", "hand", "siege_cards", "paid_monsters", "to_move", "hunt_odds")
"""The names of :func:`features`, in order."""

WEIGHTS = (0.515, 0.600, 0.115, 0.113, 0.848, 0.529, -0.054, -0.016, 0.120, 0.014, 0.144, -0.197, 0.040, -0.014,
           0.527)
"""One weight per feature (a standing is their dot product with the features): the fit of
``python -m tests.lineage2.fit_evaluate --players 3,4,5 --games 300 --seed 0`` (75,286 positions)."""


def features(state: Lineage2State, p: int) -> list[float]:
    """Player ``p``'s features (see :data:`FEATURES`); adena in tens (capped at 50), mercenary
    strength in fives, prestige chips in sevens.

    Gear is counted as owned, worn or in the bag alike, since a player may change it before
    every hunt's roll (rulebook, Using Items): ``weapon_colours`` is the most colour one legal
    set of weapons gives (two 1-handed or one 2-handed), ``rerolls`` those of the best piece
    in each armour slot, ``spare_gear`` the bank price, in tens, of the other gear, and
    ``hunt_odds`` the best chance, over the piles' top monsters and the weapon sets, of a hunt
    with the best armour and the attack potions. A position therefore does not change with a
    wear or an unwear; which gear is worn counts only in a hunt being chosen
    (:func:`hunt_outlook`)."""
    content = state.game.content
    gear, siege_card = _tables(content)
    back, reward_item = state.back, content.reward_item
    best_armour = [0, 0, 0]  # rerolls of the best helmet, suit and shoes
    armour_price = [0, 0, 0]  # the bank price of the dearest piece with those rerolls
    one_hand: list[tuple[int, int, int, int]] = []  # (g, y, r, bank price) per weapon
    two_hand: list[tuple[int, int, int, int]] = []
    pg = py = pr = 0  # attack potions' colours
    spare = potions = 0
    for m in (*state.worn[p], *state.bag[p]):
        kind, cg, cy, cr, k, sell = gear[reward_item[back[m]]]
        if kind == POTION_GEAR:
            potions += 1
            pg, py, pr = pg + cg, py + cy, pr + cr  # a movement potion has no colour
        elif kind == W1_GEAR:
            one_hand.append((cg, cy, cr, sell))
            spare += sell
        elif kind == W2_GEAR:
            two_hand.append((cg, cy, cr, sell))
            spare += sell
        else:
            slot = kind - ARMOUR_GEAR
            spare += sell
            if k > best_armour[slot] or k and k == best_armour[slot] and sell > armour_price[slot]:
                best_armour[slot], armour_price[slot] = k, sell
    rerolls = sum(best_armour)
    sets: list[tuple[int, int, int, int]] = [(0, 0, 0, 0), *one_hand, *two_hand]
    sets += [(a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]) for i, a in enumerate(one_hand) for b in one_hand[i + 1:]]
    piles = state.piles
    tops = tuple(pile[-1] for pile in piles if pile)
    one_step = state.game.options.rerolls == "one-step"
    hunt = colours = kept = 0
    for g, y, r, sell in sets:
        odds = _best_odds(g + pg, y + py, r + pr, rerolls, 0, tops, content, one_step)
        if odds > hunt:
            hunt = odds
        if g + y + r > colours or (g + y + r == colours and sell > kept):
            colours, kept = g + y + r, sell
    spare -= kept + sum(armour_price)
    castles = prestige = 0
    for c, q in enumerate(state.owner):
        if q == p:
            castles += 1
            prestige += state.prestige[c]
    hand = state.hand[p]
    vp = state.vp[p]
    adena = state.adena[p]
    return [
        float(vp), float(vp - 7 if vp > 7 else 0), (adena if adena < 50 else 50) / 10.0, state.mercs[p] / 5.0,
        float(castles), prestige / 7.0, float(colours), float(rerolls), spare / 10.0, float(potions),
        float(len(hand)), float(sum(map(siege_card.__getitem__, hand))), float(len(state.paid[p])),
        1.0 if state.player == p else 0.0, hunt,
    ]


@lru_cache(maxsize=8)
def _tables(content: Content) -> tuple[tuple[tuple[int, int, int, int, int, int], ...], tuple[int, ...]]:
    """Per item: (its gear code: :data:`POTION_GEAR`, :data:`W1_GEAR`, :data:`W2_GEAR` or
    :data:`ARMOUR_GEAR` plus the armour slot; its colours g, y, r, rerolls, bank price); per
    event card id: 1 for a Castle Siege action."""
    def code(kind: int) -> int:
        if kind in (ATTACK_POTION, MOVE_POTION):
            return POTION_GEAR
        return W1_GEAR if kind == W1 else W2_GEAR if kind == W2 else ARMOUR_GEAR + ARMOUR.index(kind)
    gear = tuple((code(content.item_kind[it]), *content.item_colours[it], content.item_rerolls[it],
                  content.item_sell[it]) for it in range(len(content.item_kind)))
    return gear, tuple(1 if k == SIEGE_ACTION else 0 for k in content.event_kind)


@lru_cache(maxsize=1 << 16)
def _best_odds(g: int, y: int, r: int, rerolls: int, jokers: int, tops: tuple[int, ...], content: Content,
               one_step: bool) -> float:
    """The best chance of a hunt against the monsters ``tops`` with weapon and potion colours
    (g, y, r), ``rerolls`` and ``jokers``."""
    faces = content.colored[0]
    best = 0.0
    for m in tops:
        need = content.monster_req[m]
        odds = p_success((max(0, need[0] - g), max(0, need[1] - y), max(0, need[2] - r)), jokers, rerolls, faces, one_step)
        if odds > best:
            best = odds
    return best


def win_chance(attack: int, defence: int) -> float:
    """The attackers' chance in a battle, the armies scaled down to at most 60 (the odds
    depend almost only on the ratio there)."""
    if attack <= 0:
        return 0.0
    big = max(attack, defence)
    if big > 60:
        attack, defence = round(attack * 60 / big), round(defence * 60 / big)
    return p_attack_wins(attack, defence)


def standings(state: Lineage2State) -> list[float]:
    """Every player's standing: the dot product of :data:`WEIGHTS` with its features, with
    the siege its mercenaries could win (:func:`siege_option`) and what a hunt or a siege
    under way is expected to bring (:func:`hunt_outlook`, :func:`siege_outlook`)."""
    w = WEIGHTS
    scores = []
    for p in range(state.game.num_players):
        f = features(state, p)
        scores.append(sum(map(float.__mul__, w, f)))
    siege_option(state, scores)
    phase = state.phase
    search_costs(state, scores)
    if phase == HUNT:
        hunt_outlook(state, scores)
    elif phase in (BATTLE, SIEGE, SIEGE_HIRE):
        siege_outlook(state, scores)
    return scores


OPTION = 0.5
"""The share of the best siege's expected gain a player's standing gets (:func:`siege_option`)."""


def siege_option(state: Lineage2State, scores: list[float]) -> None:
    """Mercenaries are worth the castle they could take: each player with mercenaries gets
    :data:`OPTION` times the best expected gain of attacking a castle an opponent holds with
    all of them (against its owner's mercenaries and garrison): the castle and 2 VP with the
    attackers' chance, against the staked VP (as the greedy's castle value). The fit alone
    prices mercenaries at about their cost (greedy self-play does not show what a player
    without them misses), and a search that seldom hired seldom took a castle."""
    owner, mercs, garrison = state.owner, state.mercs, state.garrison
    vp = WEIGHTS[0]
    for p in range(len(scores)):
        if mercs[p] > 0:
            best = 0.0
            for c in range(3):
                q = owner[c]
                if q >= 0 and q != p:
                    odds = win_chance(mercs[p], mercs[q] + garrison[c])
                    gain = odds * (castle_worth(state.prestige[c]) + 2 * vp) - (1.0 - odds) * vp
                    if gain > best:
                        best = gain
            scores[p] += OPTION * best


OFFER_COST = 0.05
"""What an open offer (its price still to name, or the buyer's answer pending) takes off the
seller's standing, about a tenth of a VP (:func:`search_costs`)."""

CHANGE_COST = 0.02
"""What each gear change made this turn takes off the standing of the player whose turn it is
(:func:`search_costs`)."""


def search_costs(state: Lineage2State, scores: list[float]) -> None:
    """Small costs that tip a search's priors away from moves that change nothing by
    themselves: an open offer (most are declined, and each is a price decision and an answer to
    search through) and gear changes back and forth (``changes``, counted over the turn). A
    trade or a gear change that helps still shows in the positions after it (the adena of the
    sale, the odds of the hunt); the rules' legal actions are untouched. Larger costs, per offer
    made this turn (0.1) and per change (0.04), cut the offers but lost more games
    (docs/lineage2_calibration.md)."""
    if state.phase in (PRICE, ANSWER):
        scores[state.player] -= OFFER_COST
    if state.changes:
        scores[state.player] -= CHANGE_COST * state.changes


def hunt_outlook(state: Lineage2State, scores: list[float]) -> None:
    """A hunt about to be chosen: the hunter's standing gets the best pile's expected gain with
    the gear worn now and this hunt's cards (jokers, rerolls): the chance times the pile's
    average reward (adena, or an item at its bank price) against the adena the skull costs."""
    p = state.player
    content = state.game.content
    g = y = r = rerolls = 0
    for m in state.worn[p]:
        it = state.item_of(m)
        cg, cy, cr = content.item_colours[it]
        g, y, r = g + cg, y + cy, r + cr
        rerolls += content.item_rerolls[it]
    for m in state.potions(p, ATTACK_POTION):
        cg, cy, cr = content.item_colours[state.item_of(m)]
        g, y, r = g + cg, y + cy, r + cr
    faces = content.colored[0]
    one_step = state.game.options.rerolls == "one-step"
    back, sell, adena, item = state.back, content.item_sell, content.reward_adena, content.reward_item
    rate = WEIGHTS[2] / 10.0
    best = None
    for pile in state.piles:
        if not pile:
            continue
        m = pile[-1]
        need = content.monster_req[m]
        odds = p_success((max(0, need[0] - g), max(0, need[1] - y), max(0, need[2] - r)), state.mod_jokers,
                         rerolls + state.mod_rerolls, faces, one_step)
        reward = sum(adena[back[x]] or sell[item[back[x]]] for x in pile) / len(pile)
        loss = min(content.monster_skull[m], state.adena[p])
        gain = rate * (odds * reward - (1.0 - odds) * loss)
        if best is None or gain > best:
            best = gain
    if best is not None:
        scores[p] += best


def siege_outlook(state: Lineage2State, scores: list[float]) -> None:
    """A siege under way is scored by its odds rather than by the VP on the table. Each side's
    chance comes from the armies (in a battle, the mercenaries left after the round rolled,
    with the cards used in it; before the reveal, every
    mercenary of the starter against the owner's, the garrison and, before the owner has
    hired, what the owner can hire to answer). A participant expects its stake back (in a
    battle it is off its VP; before, it is still counted) and 1 VP with its share of the
    losers' stakes, the castle (with its prestige) goes to the starter with the attackers'
    chance. Before the reveal the other players with mercenaries are counted on the side the
    odds favour."""
    c = state.siege_castle
    starter, owner = state.siege_starter, state.owner[c]
    if state.phase == BATTLE:
        # The round's dice are rolled and wait only for the face-down cards: count them, and
        # the bonuses played so far, as if the round were resolved (a War Cry shows at once).
        a, d = state.totals
        rolled_a = state.battle_dice[0] + state.bonus[0]
        rolled_d = state.battle_dice[1] + state.bonus[1]
        if rolled_a > rolled_d:
            d = max(0, d - (rolled_a - rolled_d))
        elif rolled_d > rolled_a:
            a = max(0, a - (rolled_d - rolled_a))
        sides = state.side
        staked = 1.0
    else:
        a = state.mercs[starter]
        d = state.mercs[owner] + state.garrison[c]
        if state.phase == SIEGE_HIRE:
            price = state.game.hire_price
            afford = min(state.supply, max(0, state.adena[owner] - RESERVE) // price)
            d += min(afford, max(0, a + 2 - d))
        favoured = 0 if win_chance(a, d) > 0.5 else 1
        sides = [0 if q == starter else 1 if q == owner else favoured if state.mercs[q] > 0 else -1
                 for q in range(state.game.num_players)]
        staked = 0.0
    p_attack = win_chance(a, d) if d > 0 else 1.0
    count = [sides.count(0), sides.count(1)]
    vp = WEIGHTS[0]
    for q, side in enumerate(sides):
        if side >= 0:
            p_win = p_attack if side == 0 else 1.0 - p_attack
            scores[q] += vp * (p_win * (1.0 + staked + count[1 - side] / count[side]) - (1.0 - staked) * (1.0 - p_win))
    worth = castle_worth(state.prestige[c])
    scores[starter] += p_attack * worth
    scores[owner] -= p_attack * worth


def castle_worth(prestige: int) -> float:
    """What owning a castle with ``prestige`` chips adds to a standing."""
    return WEIGHTS[4] + WEIGHTS[5] * prestige / 7.0


def win_values(scores: list[float]) -> list[float]:
    """Expected returns ``2 * softmax(scores) - 1``."""
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [2.0 * e / total - 1.0 for e in exps]


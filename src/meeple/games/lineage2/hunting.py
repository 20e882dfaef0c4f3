"""Monster hunting (rulebook: Monster Hunt; Using Items; Monster Hunting Ground).

On a hunting ground the player first collects the loot dropped there, then must hunt: choose
pile A, B or C (the top monster of each is public, its reward is not), change gear and play an
Adventure card if wished, then roll the five colored dice. Worn weapons count as the colours
they show, stars are jokers, X misses; worn armour gives rerolls, which are spent on the dice
that cannot help (ruling H1: one step of up to N dice by default, or one die at a time with
the ``rerolls`` option); attack potions may then make up the rest. Success takes the card (an
item into the bag, or adena with the card kept monster side up); failure drops the skull
penalty on the space and sends the player to the nearest village.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.lineage2.actions import DRINK, DROP as DROP_ACTION, FAIL, HUNT as HUNT_ACTION, RETREAT as RETREAT_ACTION
from meeple.games.lineage2.cards import card_actions
from meeple.games.lineage2.content import ATTACK_POTION, FACE_LETTER, MISS, PILES, STAR
from meeple.games.lineage2.inventory import gear_actions, remove_item
from meeple.games.lineage2.phases import DROP, END, HUNT, POTION, RETREAT
from meeple.games.lineage2.victory import check_end

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State


def collect_loot(state: Lineage2State) -> None:
    """Take what earlier hunters dropped on this space (rulebook, Hunting Fails: Note)."""
    p = state.player
    s = state.pos[p]
    if s not in state.loot:
        return
    adena, items = state.loot.pop(s)
    state.adena[p] += adena
    state.bag[p].extend(items)
    names = [state.game.content.item_name[state.item_of(m)] for m in items]
    got = ", ".join(([f"{adena} adena"] if adena else []) + names)
    state.emit(f"P{p + 1} collects the loot here: {got}.")


def legal_hunt(state: Lineage2State) -> list[Action]:
    piles = state.piles
    out = []
    for i in range(3):
        if piles[i]:
            out.append(HUNT_ACTION[i])
    out += gear_actions(state)
    out += card_actions(state)
    return out


def need_after_gear(req: tuple[int, int, int], colours: tuple[int, int, int]) -> list[int]:
    g, y, r = req
    cg, cy, cr = colours
    return [g - cg if g > cg else 0, y - cy if y > cy else 0, r - cr if r > cr else 0]


def deficit(dice: list[int], need: list[int], jokers: int) -> int:
    """How many symbols are still missing once the dice, the stars and the jokers count."""
    counts = [0, 0, 0, 0, 0]
    for f in dice:
        counts[f] += 1
    short = 0
    for c in range(3):
        if need[c] > counts[c]:
            short += need[c] - counts[c]
    short -= counts[STAR] + jokers
    return short if short > 0 else 0


def useless(dice: list[int], need: list[int]) -> list[int]:
    """Indices of the dice that cannot help: misses and colours beyond the need (stars always
    help while something is missing)."""
    left = list(need)
    out = []
    for i, f in enumerate(dice):
        if f == MISS:
            out.append(i)
        elif f != STAR:
            if left[f] > 0:
                left[f] -= 1
            else:
                out.append(i)
    return out


def roll_die(state: Lineage2State, i: int) -> int:
    faces = state.game.content.colored[i]
    return faces[state.rng.randrange(len(faces))]


def apply_hunt(state: Lineage2State, action: Action) -> None:
    p = state.player
    content = state.game.content
    pile = PILES.index(str(action["pile"]))
    m = state.piles[pile][-1]
    state.hunt_monster = m
    req = content.monster_req[m]
    colours, rerolls = state.hunt_gear(p)
    rerolls += state.mod_rerolls
    need = need_after_gear(req, colours)
    randrange = state.rng.randrange
    dice = []
    for faces in content.colored:  # as roll_die, die after die
        dice.append(faces[randrange(len(faces))])
    state.emit(f"P{p + 1} hunts {content.monster_name[m]} ({PILES[pile]}: "
               f"{content.monster_symbols[m]}) and rolls {_faces(dice)}.")
    if rerolls and deficit(dice, need, state.mod_jokers):
        if state.game.options.rerolls == "one-step":
            spare = useless(dice, need)[:rerolls]
            for i in spare:
                dice[i] = roll_die(state, i)
            if spare:
                state.emit(f"P{p + 1} rerolls {len(spare)} di{'e' if len(spare) == 1 else 'ce'}: {_faces(dice)}.")
        else:
            used = 0
            while used < rerolls and deficit(dice, need, state.mod_jokers):
                spare = useless(dice, need)
                if not spare:
                    break
                dice[spare[0]] = roll_die(state, spare[0])
                used += 1
            if used:
                state.emit(f"P{p + 1} rerolls {used} time{'s' if used > 1 else ''}: {_faces(dice)}.")
    state.hunt_dice = dice
    if not deficit(dice, need, state.mod_jokers):
        win(state)
    elif potion_set(state) is not None:
        state.phase = POTION
    else:
        fail(state)


def _faces(dice: list[int]) -> str:
    return " ".join(map(FACE_LETTER.__getitem__, dice))


def potion_set(state: Lineage2State) -> list[int] | None:
    """The cheapest set of the hunter's attack potions that makes up what the dice miss (fewest
    potions, then lowest bank value, then lowest cards), or None if none does."""
    p = state.player
    content = state.game.content
    potions = state.potions(p, ATTACK_POTION)
    if not potions:
        return None
    colours, _ = state.hunt_gear(p)
    req = content.monster_req[state.hunt_monster]
    best = None
    for k in range(1, len(potions) + 1):
        for combo in combinations(potions, k):
            extra = list(colours)
            for m in combo:
                for c, x in enumerate(content.item_colours[state.item_of(m)]):
                    extra[c] += x
            if not deficit(state.hunt_dice, need_after_gear(req, tuple(extra)), state.mod_jokers):
                cost = sum(content.item_sell[state.item_of(m)] for m in combo)
                if best is None or cost < best[0]:
                    best = (cost, list(combo))
        if best is not None:
            return best[1]
    return None


def legal_potion(state: Lineage2State) -> list[Action]:
    return [DRINK, FAIL]


def apply_drink(state: Lineage2State, action: Action) -> None:
    p = state.player
    combo = potion_set(state)
    assert combo is not None
    for m in combo:
        remove_item(state, p, m)
        state.used_monsters.append(m)
    names = ", ".join(state.game.content.item_name[state.item_of(m)] for m in combo)
    state.emit(f"P{p + 1} drinks {names}.")
    win(state)


def apply_fail(state: Lineage2State, action: Action) -> None:
    fail(state)


def win(state: Lineage2State) -> None:
    """The hunt succeeds: the card is taken; its reward is revealed and received."""
    p = state.player
    content = state.game.content
    m = state.hunt_monster
    pile = state.piles[content.monster_pile[m]]
    pile.pop()
    if state.unordered and len(pile) > 1:
        reveal_top(state, pile)
    r = state.back[m]
    item = content.reward_item[r]
    if item >= 0:
        state.bag[p].append(m)
        state.emit(f"P{p + 1} defeats {content.monster_name[m]} and finds {content.item_name[item]}.")
    else:
        state.adena[p] += content.reward_adena[r]
        state.paid[p].append(m)
        state.emit(f"P{p + 1} defeats {content.monster_name[m]} and receives {content.reward_adena[r]} adena.")
    state.hunt_monster = -1
    state.phase = END
    check_end(state)


def reveal_top(state: Lineage2State, pile: list[int]) -> None:
    """In a determinization's position (``state.unordered``) the cards below a top have no
    order and their rewards no place: the new top is a uniformly random card of the pile, and
    its reward a uniformly random one of the pile's (swapped with the card that had it)."""
    rng = state.rng
    n = len(pile)
    j = rng.randrange(n)
    pile[j], pile[-1] = pile[-1], pile[j]
    top, x = pile[-1], pile[rng.randrange(n)]
    if x != top:
        back = list(state.back)
        back[top], back[x] = back[x], back[top]
        state.back = tuple(back)


def fail(state: Lineage2State) -> None:
    """The hunt fails: the monster stays on its pile; drop the skull penalty here (or all your
    adena, or with none an item; nothing with neither, ruling H3), then go to the nearest village."""
    p = state.player
    content = state.game.content
    m = state.hunt_monster
    state.emit(f"P{p + 1} fails to defeat {content.monster_name[m]}.")
    if state.mod_escape:
        state.emit(f"The Scroll of Escape saves P{p + 1} from dropping anything.")
    elif state.adena[p] > 0:
        amount = min(content.monster_skull[m], state.adena[p])
        state.adena[p] -= amount
        _drop(state, amount, None)
    else:
        items = state.items_of(p)
        if len(items) > 1:
            state.phase = DROP
            return
        if items:
            remove_item(state, p, items[0])
            _drop(state, 0, items[0])
    retreat(state)


def _drop(state: Lineage2State, adena: int, item: int | None) -> None:
    p = state.player
    s = state.pos[p]
    pile = state.loot.setdefault(s, [0, []])
    pile[0] += adena
    if item is not None:
        pile[1].append(item)
        state.emit(f"P{p + 1} drops {state.game.content.item_name[state.item_of(item)]} here.")
    else:
        state.emit(f"P{p + 1} drops {adena} adena here.")


def legal_drop(state: Lineage2State) -> list[Action]:
    p = state.player
    seen = set()
    out = []
    for m in sorted(state.items_of(p)):
        if state.item_of(m) not in seen:
            seen.add(state.item_of(m))
            out.append(DROP_ACTION[m])
    return out


def apply_drop(state: Lineage2State, action: Action) -> None:
    m = int(action["item"])
    remove_item(state, state.player, m)
    _drop(state, 0, m)
    retreat(state)


def retreat(state: Lineage2State) -> None:
    """Go to the nearest village (fewest steps, direction ignored; a tie is the player's
    choice, ruling M3), with no village action this turn; next turn the player may stay."""
    p = state.player
    state.failed[p] = True
    state.hunt_monster = -1
    options = state.game.content.nearest_villages[state.pos[p]]
    if len(options) > 1:
        state.phase = RETREAT
        return
    _go(state, options[0])


def _go(state: Lineage2State, v: int) -> None:
    p = state.player
    state.pos[p] = v
    state.emit(f"P{p + 1} retreats to {state.game.content.space_name[v]}.")
    state.village_ok = False
    state.phase = END


def legal_retreat(state: Lineage2State) -> list[Action]:
    return [RETREAT_ACTION(v) for v in state.game.content.nearest_villages[state.pos[state.player]]]


def apply_retreat(state: Lineage2State, action: Action) -> None:
    _go(state, int(action["to"]))

"""Adventure phase (rulebook: Adventure Phase, Fighting, Consumables, Dice; Roland's and
Bracken's special rules; quest and enemy special rules).

Placement goes member by member in party order (each player's character, then their
Higgledies); each member goes on a quest or rests (Roland may use Swordsman instead). Then the
party resolves its quests one at a time in the order it chooses. A fight rolls as many dice as
the summed fight values of the enemy's type; the total must be strictly higher than the
enemy's value. Failure sends the models home and leaves quest and enemy on the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action, cached_action
from meeple.games.ni_no_kuni.actions import ACCEPT, FIGHT_A, PLACE_A, REST, ROLL_A, STAY, SWORD_A, TEAR_A
from meeple.games.ni_no_kuni.content import Q_MOVE_ADJACENT
from meeple.games.ni_no_kuni.phases import FIGHT, MOVE, PLACE, PREROLL, TEAR
from meeple.games.ni_no_kuni.resource_phase import begin_resource_phase

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState


def begin_adventure(state: NiNoKuniState) -> None:
    """Start a turn's Adventure phase: the first member's placement decision."""
    state.phase = PLACE
    state.cursor = 0


# ---- placement ---------------------------------------------------------------------------
def legal_place(state: NiNoKuniState) -> list[Action]:
    game = state.game
    on_slots = game.on_slots
    if -1 in on_slots(state.quest):
        quest = state.quest
        out = [PLACE_A[s] for s in game.slots if quest[s] >= 0]
        out.append(REST)
    else:
        out = list(game.place_all)
    if state.cursor == game.roland and not state.swordsman_used:
        enemy = state.enemy
        if -1 in on_slots(enemy):
            out += [SWORD_A[s] for s in game.slots if enemy[s] >= 0]
        else:
            out += game.sword_all
    return out


def apply_place(state: NiNoKuniState, action: Action) -> None:
    s = action.params[0][1]  # the quest: a legal placement has that one parameter (half the decisions)
    m = state.cursor
    state.placed[s].append(m)
    game = state.game
    if state.face_down[s]:
        # Doloran: a face-down quest is turned face up when a model is placed on it (ruling A4).
        state.face_down[s] = False
        state.events.append(game.narrator.turned_up[m, s, state.quest[s]])
    else:
        state.events.append(game.narrator.placed_on[m][s][state.quest[s]])
    state.cursor = m = m + 1
    if m >= game.party_size:
        _placed_all(state)


def apply_rest(state: NiNoKuniState, action: Action) -> None:
    state.events.append(state.game.narrator.rests[state.cursor])
    _next_member(state)


def apply_swordsman(state: NiNoKuniState, action: Action) -> None:
    """Roland's Swordsman (ruling A1): instead of questing, defeat one enemy on the board. Its
    extra rewards come in the Resource phase. The quest stays, without an enemy, until it is
    completed or the End of the Turn puts a new enemy on it."""
    s = action.params[0][1]  # the quest: its one parameter
    e = state.enemy[s]
    state.enemy[s] = -1
    state.enemy_discard.append(e)
    state.defeated.append(e)
    state.swordsman_used = True
    state.events.append(state.game.narrator.swordsman[e, s])
    _next_member(state)


def _next_member(state: NiNoKuniState) -> None:
    state.cursor += 1
    if state.cursor >= state.game.party_size:
        _placed_all(state)


def _placed_all(state: NiNoKuniState) -> None:
    state.phase = FIGHT
    state.fights = None  # the first fight of the turn: every quest is looked at
    next_fight(state)


# ---- choosing the next fight -------------------------------------------------------------
def fightable(state: NiNoKuniState) -> list[int]:
    """Quests the party can resolve now: enough models on them, not yet resolved, not blocked."""
    game = state.game
    needed = game.quest_needed
    quest, resolved, placed = state.quest, state.resolved, state.placed
    out = []
    for s in game.slots:
        models = placed[s]
        if models and not resolved[s]:
            q = quest[s]
            if q >= 0 and len(models) >= needed[q]:
                out.append(s)
    if out:
        blockers = game.blockers
        enemy = state.enemy
        if not blockers.isdisjoint(enemy):  # only then can a quest be blocked
            return [s for s in out if not state.blocked(s)]
    return out


def legal_fight(state: NiNoKuniState) -> list[Action]:
    candidates = state.fights
    if candidates is None:  # a loaded position
        candidates = fightable(state)
    out = []
    for s in candidates:
        out.append(FIGHT_A[s])
    return out


def next_fight(state: NiNoKuniState) -> None:
    """Offer the next fight; a single candidate is resolved without asking; none ends the phase.

    ``state.fights`` (when not None) holds what :func:`fightable` would give now: the
    candidates left beside the fight just resolved. A fight changes no other quest's models
    or resolution, and its enemy's defeat unblocks quests only for a blocking enemy, which
    (like a High Speed Hot Streaks! move and a new turn) clears it, so the quests are looked
    at again only then."""
    candidates = state.fights
    if candidates is None:
        candidates = fightable(state)
    if len(candidates) > 1:
        state.phase = FIGHT
        state.fights = candidates
    elif candidates:
        state.fights = _NONE_LEFT
        _start_fight(state, candidates[0])
    else:
        _end_adventure(state)


def apply_fight(state: NiNoKuniState, action: Action) -> None:
    s = action.params[0][1]  # the quest: a fight's one parameter
    candidates = state.fights
    if candidates is None:  # a loaded position
        candidates = fightable(state)
    left = []  # a new list: clones share the old one
    for t in candidates:
        if t != s:
            left.append(t)
    state.fights = left
    _start_fight(state, s)


_NONE_LEFT: tuple[int, ...] = ()


def adapt_available(state: NiNoKuniState, s: int) -> bool:
    """Bracken's Adaptable (ruling A2): once per turn, +1 to Bracken's or a Higgledy's fight
    value, so +1 die in a fight where Bracken or a Higgledy takes part."""
    return not state.adapt_used and not state.game.adaptable.isdisjoint(state.placed[s])


def _start_fight(state: NiNoKuniState, s: int) -> None:
    state.fight_slot = s
    if state.enemy[s] < 0:
        state.events.append(state.game.narrator.no_enemy[s, _shown_quest(state, s)])
        _complete(state, s)
        return
    # a Soreaway Sweet or Bracken's Adaptable (adapt_available, inline) asks before the roll
    if state.inv[3] > 0 or (not state.adapt_used and not state.game.adaptable.isdisjoint(state.placed[s])):
        state.phase = PREROLL
    else:
        _roll(state, s, 0, 0)


def legal_preroll(state: NiNoKuniState) -> list[Action]:
    out = [ROLL_A[(0, 0)]]
    sweet = state.inv[3] > 0
    adapt = adapt_available(state, state.fight_slot)
    if sweet:
        out.append(ROLL_A[(1, 0)])
    if adapt:
        out.append(ROLL_A[(0, 1)])
    if sweet and adapt:
        out.append(ROLL_A[(1, 1)])
    return out


def apply_roll(state: NiNoKuniState, action: Action) -> None:
    _roll(state, state.fight_slot, action["sweet"], action["adapt"])


def _roll(state: NiNoKuniState, s: int, sweet: int, adapt: int) -> None:
    if sweet:
        state.inv[3] -= 1
    if adapt:
        state.adapt_used = True
    state.fight_sweet = sweet != 0  # each is 0 or 1
    state.fight_adapt = adapt != 0
    game = state.game
    content = game.content
    e = state.enemy[s]
    n = state.fight_dice(s) + sweet + adapt
    # the state's own RNG without the property once it has one (copy on use, State.rng)
    rand = (state.rng if state._rng_shared else state._rng).random
    state.dice = dice = []  # a plain loop: no comprehension's call for a handful of dice
    for _ in range(n):
        dice.append(int(rand() * 6) + 1)  # the symbol face is the 6
    total = sum(dice)
    shown = -1 if state.face_down[s] else state.quest[s]
    state.events.append(game.narrator.fight_event((game, s, shown, n, sweet, adapt, e, total)))
    if total > content.enemy_value[e]:
        _win(state, s)
    elif state.inv[4] > 0 and not sweet and dice:
        state.phase = TEAR  # only one consumable per roll (ruling A8)
    else:
        _fail(state, s)


def legal_tear(state: NiNoKuniState) -> list[Action]:
    return [TEAR_A, ACCEPT]


def apply_tear(state: NiNoKuniState, action: Action) -> None:
    """Angel's Tear: reroll one die; the lowest, the only sensible choice (ruling)."""
    s = state.fight_slot
    state.inv[4] -= 1
    dice = state.dice
    i = dice.index(min(dice))
    old = dice[i]
    dice[i] = int((state.rng if state._rng_shared else state._rng).random() * 6) + 1
    total = sum(dice)
    state.events.append(state.game.narrator.tear[old, dice[i], total])
    if total > state.game.content.enemy_value[state.enemy[s]]:
        _win(state, s)
    else:
        _fail(state, s)


def apply_accept(state: NiNoKuniState, action: Action) -> None:
    _fail(state, state.fight_slot)


def _win(state: NiNoKuniState, s: int) -> None:
    e = state.enemy[s]
    state.enemy[s] = -1
    state.enemy_discard.append(e)
    state.defeated.append(e)
    state.events.append(state.game.narrator.defeated[e])
    if e in state.game.blockers:  # its neighbours may be free now (see next_fight)
        state.fights = None
    _complete(state, s)


def _fail(state: NiNoKuniState, s: int) -> None:
    state.events.append(state.game.narrator.fails[s, -1 if state.face_down[s] else state.quest[s]])  # _shown_quest
    state.placed[s] = []
    state.resolved[s] = True
    state.fight_slot = -1
    next_fight(state)


def _complete(state: NiNoKuniState, s: int) -> None:
    q = state.quest[s]
    state.resolved[s] = True
    state.completed.append((s, q, len(state.placed[s])))
    state.events.append(state.game.narrator.completed[q])
    state.fight_slot = -1
    if state.game.content.quest_special[q] == Q_MOVE_ADJACENT and _move_targets(state, s):
        state.move_slot = s
        state.phase = MOVE
    else:
        next_fight(state)


# ---- High Speed Hot Streaks! -------------------------------------------------------------
def _move_targets(state: NiNoKuniState, s: int) -> list[int]:
    return [t for t in state.game.adjacent[s] if state.quest[t] >= 0 and not state.resolved[t]]


def legal_move(state: NiNoKuniState) -> list[Action]:
    """Move one model (one per kind: Higgledies are interchangeable) to an adjacent quest not
    yet resolved this turn, or stay."""
    s = state.move_slot
    kinds = state.game.member_kind
    seen: set[str] = set()
    out = []
    targets = _move_targets(state, s)
    for m in state.placed[s]:
        if kinds[m] in seen:
            continue
        seen.add(kinds[m])
        out.extend(cached_action("move", member=m, quest=t) for t in targets)
    out.append(STAY)
    return out


def apply_move(state: NiNoKuniState, action: Action) -> None:
    s, m, t = state.move_slot, action["member"], action["quest"]
    state.placed[s].remove(m)
    state.placed[t].append(m)
    if state.face_down[t]:
        state.face_down[t] = False
    state.events.append(state.game.narrator.dashes[m, t, state.quest[t]])
    state.move_slot = -1
    state.fights = None  # the models changed (see next_fight)
    next_fight(state)


def apply_stay(state: NiNoKuniState, action: Action) -> None:
    state.move_slot = -1
    next_fight(state)


def _end_adventure(state: NiNoKuniState) -> None:
    placed, resolved = state.placed, state.resolved
    for s in state.game.slots:
        if placed[s] and not resolved[s]:
            state.events.append(state.game.narrator.no_fight[s])
    begin_resource_phase(state)


def _shown_quest(state: NiNoKuniState, s: int) -> int:
    """The quest on slot ``s`` as narration names it: -1 while it is face down."""
    return -1 if state.face_down[s] else state.quest[s]

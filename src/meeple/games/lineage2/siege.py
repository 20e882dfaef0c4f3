"""Castles and castle sieges (rulebook: Castle; Castle Siege; Sharing VPs).

Landing on an empty castle claims it; landing on an opponent's castle with mercenaries starts
a siege (passing through a castle does nothing, ruling C1). The owner may first hire
mercenaries from anywhere (SIEGE_HIRE). Then every player who owns mercenaries, and the owner
(ruling S1), chooses in secret, as one action of a simultaneous node: a side, how many
mercenaries to send (at least 1 for a player who has any, ruling S2) and at most one Castle
Siege action card, which stays face down until its owner uses it after a battle roll. All
choices are revealed together, everyone stakes 1 VP, and the sides roll the numbered dice
until one side has no mercenaries left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action, JointAction
from meeple.games.lineage2.actions import COMMIT, COMMIT_CARD, PASS, USE
from meeple.games.lineage2.content import SIEGE_ACTION
from meeple.games.lineage2.phases import BATTLE, END, SIEGE, SIEGE_HIRE
from meeple.games.lineage2.turns import next_turn
from meeple.games.lineage2.victory import check_end
from meeple.games.lineage2.village import hire, hire_actions

if TYPE_CHECKING:
    from meeple.games.lineage2.state import Lineage2State

ATTACK, DEFEND, CHOOSING = 0, 1, 2
SIDES = ("attack", "defend")


def land_on_castle(state: Lineage2State, c: int) -> None:
    """The race token stops on castle ``c``."""
    p = state.player
    content = state.game.content
    name = content.space_name[content.castles[c]]
    owner = state.owner[c]
    state.phase = END
    if owner < 0:
        state.owner[c] = p
        state.emit(f"P{p + 1} claims {name}.")
    elif owner == p:
        state.emit(f"P{p + 1} visits their own {name}.")
    elif state.mercs[p] == 0:
        state.emit(f"P{p + 1} has no mercenaries: no siege of {name} (ruling S3).")
    else:
        state.siege_castle = c
        state.siege_starter = p
        state.emit(f"P{p + 1} lays siege to {name}, the castle of P{owner + 1}!")
        if hire_actions(state, owner):
            state.phase = SIEGE_HIRE
        else:
            open_choices(state)


def legal_siege_hire(state: Lineage2State) -> list[Action]:
    return hire_actions(state, state.owner[state.siege_castle], minimum=0)


def apply_siege_hire(state: Lineage2State, action: Action) -> None:
    k = int(action["n"])
    if k:
        hire(state, state.owner[state.siege_castle], k)
    open_choices(state)


def open_choices(state: Lineage2State) -> None:
    """Every player with mercenaries, and the owner, takes part: the simultaneous node."""
    owner = state.owner[state.siege_castle]
    n = state.game.num_players
    # New lists: a clone shares the siege lists while no siege is on (Lineage2State.clone).
    state.side = [CHOOSING if state.mercs[q] > 0 or q == owner else -1 for q in range(n)]
    state.army = [0] * n
    state.committed = [0] * n
    state.card_live = [False] * n
    state.phase = SIEGE


def legal_commit(state: Lineage2State, seat: int) -> list[Action]:
    """``commit side=<attack|defend> n=<mercenaries>`` with an optional ``card=<id>``: the
    starter attacks, the owner defends; ``n`` runs from 1 to all one's mercenaries (0 for an
    owner who has none); cards: one per name of the seat's Castle Siege actions."""
    if seat == state.siege_starter:
        sides = ("attack",)
    elif seat == state.owner[state.siege_castle]:
        sides = ("defend",)
    else:
        sides = SIDES
    mercs = state.mercs[seat]
    counts = range(1, mercs + 1) if mercs else (0,)
    content = state.game.content
    cards: list[int] = []
    names = set()
    for e in sorted(state.hand[seat]):
        if content.event_kind[e] == SIEGE_ACTION and content.event_name[e] not in names:
            names.add(content.event_name[e])
            cards.append(e)
    out = []
    for side in sides:
        for n in counts:
            out.append(COMMIT(side, n))
            out.extend(COMMIT_CARD(side, n, e) for e in cards)
    return out


def apply_commit(state: Lineage2State, joint: JointAction) -> None:
    """Reveal every choice at once: sides and armies are public, an action card only as a face-down
    card. Each participant stakes 1 VP; the garrison joins the defence; the battle begins."""
    c = state.siege_castle
    content = state.game.content
    parts = []
    for seat, action in joint.choices:
        side = SIDES.index(str(action["side"]))
        n = int(action["n"])
        e = int(action.get("card", 0) or 0)
        state.side[seat] = side
        state.army[seat] = n
        state.mercs[seat] -= n
        state.committed[seat] = e
        state.card_live[seat] = e > 0
        if e:
            state.hand[seat].remove(e)
        state.vp[seat] -= 1
        parts.append(f"P{seat + 1} {SIDES[side]}s with {n}" + (" and a face-down action card" if e else ""))
    state.totals = [sum(state.army[q] for q in range(len(state.side)) if state.side[q] == ATTACK),
                    sum(state.army[q] for q in range(len(state.side)) if state.side[q] == DEFEND) + state.garrison[c]]
    state.emit("Siege cards revealed: " + "; ".join(parts) + ". Everyone stakes 1 VP.")
    garrison = f" (with a garrison of {state.garrison[c]})" if state.garrison[c] else ""
    state.emit(f"Attackers {state.totals[0]} against defenders {state.totals[1]}{garrison}.")
    for seat in joint.seats:
        if state.committed[seat]:
            state.emit(f"Your face-down card is {content.event_name[state.committed[seat]]}.", to=seat)
    battle(state)


def battle(state: Lineage2State) -> None:
    """Battle rounds until a side has no mercenaries: both sides roll a numbered die; players
    with a face-down card may use it (clockwise from the starter); then the higher roll removes
    the difference from the other side (a tie removes nothing, ruling S5)."""
    while state.totals[0] > 0 and state.totals[1] > 0:
        state.rounds += 1
        dice = state.game.content.numbered
        state.battle_dice = [dice[0][state.rng.randrange(8)], dice[1][state.rng.randrange(8)]]
        state.bonus = [0, 0]
        state.emit(f"Battle round {state.rounds}: attackers roll {state.battle_dice[0]}, defenders roll {state.battle_dice[1]}.")
        n = state.game.num_players
        start = state.siege_starter
        state.queue = [q for q in ((start + k) % n for k in range(n)) if state.card_live[q]]
        if state.queue:
            state.phase = BATTLE
            return
        resolve_round(state)
    share(state)


def resolve_round(state: Lineage2State) -> None:
    a = state.battle_dice[0] + state.bonus[0]
    d = state.battle_dice[1] + state.bonus[1]
    if a > d:
        state.totals[1] = max(0, state.totals[1] - (a - d))
        state.emit(f"The defenders lose {a - d}: attackers {state.totals[0]}, defenders {state.totals[1]}.")
    elif d > a:
        state.totals[0] = max(0, state.totals[0] - (d - a))
        state.emit(f"The attackers lose {d - a}: attackers {state.totals[0]}, defenders {state.totals[1]}.")
    else:
        state.emit("A tie: nobody falls; roll again.")


def legal_battle(state: Lineage2State) -> list[Action]:
    return [USE[state.committed[state.queue[0]]], PASS]


def apply_use(state: Lineage2State, action: Action) -> None:
    """Reveal and use the face-down Castle Siege card: Reinforcements add mercenaries to your
    side, Ambush removes some of the other side's, War Cry raises your side's roll."""
    seat = state.queue.pop(0)
    e = state.committed[seat]
    content = state.game.content
    own = state.side[seat]
    other = 1 - own
    amount = content.event_amount[e]
    effect = content.event_effect[e]
    if effect == "reinforce":
        state.totals[own] += amount
    elif effect == "ambush":
        state.totals[other] = max(0, state.totals[other] - amount)
    else:
        state.bonus[own] += amount
    state.card_live[seat] = False
    state.discard.append(e)
    state.emit(f"P{seat + 1} reveals {content.event_name[e]}: attackers {state.totals[0]}"
               f"{f' (+{state.bonus[0]})' if state.bonus[0] else ''}, defenders {state.totals[1]}"
               f"{f' (+{state.bonus[1]})' if state.bonus[1] else ''}.")
    _after_answer(state)


def apply_pass(state: Lineage2State, action: Action) -> None:
    state.queue.pop(0)
    _after_answer(state)


def _after_answer(state: Lineage2State) -> None:
    if state.queue:
        return
    if state.totals[0] > 0 and state.totals[1] > 0:
        resolve_round(state)
    battle(state)


def vp_shares(armies: list[tuple[int, int]], chips: int) -> dict[int, int]:
    """How the losers' staked chips are dealt among the winners: ``armies`` is
    ``[(seat, army size)]``; one chip each, from the largest army down, round after round; a
    group of equal armies that cannot all get one lets the remaining chips be discarded
    (rulebook: Sharing VPs, the tie rule; ruling S6). Returns seat -> chips won."""
    got = {seat: 0 for seat, _ in armies}
    sizes = sorted({a for _, a in armies}, reverse=True)
    groups = [[seat for seat, a in armies if a == size] for size in sizes]
    while chips > 0:
        for group in groups:
            if chips < len(group):
                return got
            for seat in group:
                got[seat] += 1
            chips -= len(group)
            if chips == 0:
                break
    return got


def share(state: Lineage2State) -> None:
    """Sharing VPs, the castle and the end of the siege (rulebook: Sharing VPs): every winner
    takes back their stake and gains 1 VP from the bank, the losers' stakes are dealt by army
    size (fixed at the reveal; card changes and the garrison do not count); attackers who win
    give the castle to the starter with a small garrison token; every mercenary that fought is
    discarded; unused face-down cards go back to their owners' hands."""
    c = state.siege_castle
    n = state.game.num_players
    content = state.game.content
    winner = ATTACK if state.totals[1] <= 0 < state.totals[0] else DEFEND
    winners = [(q, state.army[q]) for q in range(n) if state.side[q] == winner]
    losers = [q for q in range(n) if state.side[q] == 1 - winner]
    got = vp_shares(winners, len(losers))
    for q, _ in winners:
        state.vp[q] += 2 + got[q]
    state.emit(f"The {'attackers' if winner == ATTACK else 'defenders'} win: "
               + ", ".join(f"P{q + 1} +{2 + got[q]} VP" for q, _ in winners)
               + (f"; P{', P'.join(str(q + 1) for q in losers)} lose{'s' if len(losers) == 1 else ''} the staked VP" if losers else "")
               + ".")
    state.supply += sum(state.army) + state.garrison[c]
    state.garrison[c] = 0
    name = content.space_name[content.castles[c]]
    if winner == ATTACK:
        state.owner[c] = state.siege_starter
        garrison = min(content.economy["garrison"], state.supply)
        state.garrison[c] = garrison
        state.supply -= garrison
        state.emit(f"P{state.siege_starter + 1} takes {name} and leaves a garrison of {garrison}; "
                   f"its {state.prestige[c]} prestige chips stay.")
    for q in range(n):
        if state.card_live[q]:
            state.hand[q].append(state.committed[q])
    starter = state.siege_starter
    state.side = [-1] * n
    state.army = [0] * n
    state.committed = [0] * n
    state.card_live = [False] * n
    state.totals = [0, 0]
    state.battle_dice = [0, 0]
    state.bonus = [0, 0]
    state.queue = []
    state.rounds = 0
    state.siege_castle = state.siege_starter = -1
    if not check_end(state):
        next_turn(state, starter)

"""Sequence of Battle: a turn's three phases in order, and the moves that carry each decision.

Source: rulebook "Sequence of Battle", "The Battle Begins" and "Until the Bitter End". A turn
is Deployment, Elimination (with the active player's ranged fire) and Reinforcement; then the
Berserker mods' end-of-turn effects, the extra turn for a killed general, and the next turn.
Each move function (``MOVES`` in rules.py) applies one decision and runs the automatic steps
up to the next decision. The phases' own rules are in the chapter modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lords_of_war import deployment, elimination, reinforcement, variants, victory
from meeple.games.lords_of_war.actions import PLACE_SQUARE, SHOT_SQUARES, WITHDRAW_SQUARE
from meeple.games.lords_of_war.board import parse_square
from meeple.games.lords_of_war.phases import ADVANCE, FIRE, PLACE, PLAY, REINFORCE
from meeple.games.lords_of_war.setup import HAND_SIZE

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.games.lords_of_war.state import LordsOfWarState


# ----------------------------------------------------------------- the turn, step by step


def start_turn(state: LordsOfWarState, player: int) -> None:
    """Begin ``player``'s turn at Deployment.

    A player with no card to place (empty hand, or a full map) skips Deployment and goes on
    with Elimination and Reinforcement (ruling 20); in the longer game
    (``victory=until-cannot-play``) that player loses instead.
    """
    state.turn_player = state.current_player = player
    state.placed_sq = state.placed_card = state.chosen = -1
    if state.killers:
        state.killers = set()
    state.shots = []
    state.acted = False
    state._legal = None
    if deployment.start_deployment(state, player):
        state.phase = PLAY
        return
    if state.goal is None:
        victory.cannot_play(state, player)
        return
    why = "the hand is empty" if not state.hands[player] else "no square is free"
    state.emit(f"P{player + 1} cannot place a card ({why}): no Deployment this turn")
    begin_elimination(state)


def begin_elimination(state: LordsOfWarState) -> None:
    """Phase 2: the active player's ranged units able to fire decide one by one."""
    state.fire_queue = elimination.ready_to_fire(state, state.turn_player)
    if state.fire_queue:
        state.acted = True
        state.phase = FIRE
    else:
        finish_elimination(state)


def finish_elimination(state: LordsOfWarState) -> None:
    """Resolve the combats and check victory. Combat is checked when a unit is placed or a
    shot fired; a turn with neither changes nothing, so it checks nothing."""
    kills = None
    if state.placed_card >= 0 or state.shots:
        kills = elimination.resolve_elimination(state)
        if kills is not None and victory.check_victory(state):  # a unit was eliminated
            return
    if kills and state.mod == "raging":
        state.advance_queue = variants.raging_advances(state, kills)
        next_advance(state)
    else:
        begin_reinforcement(state)


def next_advance(state: LordsOfWarState) -> None:
    """Raging Berserkers: the next berserker with a free vacated square decides, if any."""
    queue = state.advance_queue
    board = state.board
    while queue and all(t in board for t in queue[0][1]):
        queue.pop(0)
    if queue:
        state.phase = ADVANCE
        state.current_player = state.table.owner[board[queue[0][0]]]  # the berserker's owner
    else:
        begin_reinforcement(state)


def begin_reinforcement(state: LordsOfWarState, options: list[int] | None = None) -> None:
    """Phase 3: refill the hand back up to 6, one card at a time (ruling 18).

    Each card comes from the top of the army deck or from a withdrawal; the player decides
    only when there is a choice. The refill stops short of 6 only when the deck is empty and
    no unit may be withdrawn. ``options``: the units that may be withdrawn, when known (they
    stay the same during the refill, but for the ones taken: drawing or withdrawing one's own
    unit changes no withdrawal condition of the others).
    """
    p = state.turn_player
    hand, deck = state.hands[p], state.decks[p]
    if options is None:
        options = reinforcement.withdrawable(state, p)
    while len(hand) < HAND_SIZE:
        if not options:
            if not deck:
                break
            reinforcement.draw(state, p)
        elif not deck and len(options) == 1:
            reinforcement.withdraw(state, p, options[0])
            options = []
        else:
            state.withdraw_options = options
            state.phase = REINFORCE
            state.current_player = p  # after Raging Berserkers the other player may have decided
            return
    end_turn(state)


def end_turn(state: LordsOfWarState) -> None:
    """End of turn: Berserker mods, the turn count, a stuck battle, then the next turn (the
    same player again for an extra turn earned by killing the enemy general)."""
    p = state.turn_player
    state.withdraw_options = []
    mod = state.mod
    if mod == "none":
        pass
    elif mod == "kamikaze":
        variants.kamikaze(state)
        if victory.check_victory(state):
            return
    elif mod == "support":
        variants.add_support_tokens(state)
    state.turns += 1
    if state.turns >= state.turn_limit:
        victory.turn_limit_reached(state)
        return
    # A turn in which nothing could happen, after another such turn of the opponent, leaves
    # the position as it was: it would repeat for ever (ruling 28).
    state.idle_turns = 0 if state.acted else state.idle_turns + 1
    if state.idle_turns >= 2:
        victory.battle_stuck(state)
        return
    if state.bonus_turns[p]:
        state.bonus_turns[p] -= 1
        state.emit(f"P{p + 1} takes an extra turn")
        start_turn(state, p)
    else:
        start_turn(state, 1 - p)


# ----------------------------------------------------------------- moves (one per action kind)


def play(state: LordsOfWarState, action: Action) -> None:
    """``play card=<id>``: the card to deploy."""
    table = state.table
    g = table.play_card.get(id(action))
    deployment.choose(state, table.index[str(action["card"])] if g is None else g)
    state.phase = PLACE


def place(state: LordsOfWarState, action: Action) -> None:
    """``place square=<sq>``: the chosen card goes on the map; Elimination follows."""
    sq = PLACE_SQUARE.get(id(action))
    if sq is None:
        sq = parse_square(str(action["square"]))
    deployment.deploy(state, state.turn_player, state.chosen, sq)
    begin_elimination(state)


def fire(state: LordsOfWarState, action: Action) -> None:
    """``fire unit=<sq> target=<sq>``: the first ranged unit in the queue shoots."""
    squares = SHOT_SQUARES.get(id(action))
    if squares is None:
        elimination.shoot(state, parse_square(str(action["unit"])), parse_square(str(action["target"])))
    else:
        elimination.shoot(state, *squares)
    if not state.fire_queue:
        finish_elimination(state)


def hold(state: LordsOfWarState, action: Action) -> None:
    """``hold unit=<sq>``: the first ranged unit in the queue does not shoot."""
    squares = SHOT_SQUARES.get(id(action))
    elimination.shoot(state, parse_square(str(action["unit"])) if squares is None else squares[0], None)
    if not state.fire_queue:
        finish_elimination(state)


def advance(state: LordsOfWarState, action: Action) -> None:
    """``advance unit=<sq> square=<sq>``: a raging berserker moves onto a vacated square."""
    sq, _ = state.advance_queue.pop(0)
    variants.advance(state, sq, parse_square(str(action["square"])))
    next_advance(state)


def stay(state: LordsOfWarState, action: Action) -> None:
    """``stay unit=<sq>``: a raging berserker stays where it is."""
    state.advance_queue.pop(0)
    next_advance(state)


def draw(state: LordsOfWarState, action: Action) -> None:
    """``draw``: one card of the refill from the top of the army deck."""
    reinforcement.draw(state, state.turn_player)
    begin_reinforcement(state, state.withdraw_options)


def withdraw(state: LordsOfWarState, action: Action) -> None:
    """``withdraw square=<sq>``: one card of the refill taken back from the map."""
    sq = WITHDRAW_SQUARE.get(id(action))
    if sq is None:
        sq = parse_square(str(action["square"]))
    reinforcement.withdraw(state, state.turn_player, sq)
    options = list(state.withdraw_options)
    options.remove(sq)
    begin_reinforcement(state, options)

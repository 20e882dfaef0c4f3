"""Setup and turn structure (rulebook: Setup, How to Play, Taking a Turn) and the Campaign
Games sequence (Optional Rules).

A turn is Draw (automatic) -> Play (``play card=<id>``) -> Effect (zero or more decision points,
each an Action of whoever must decide) -> End. Effects live in :mod:`.effects`; the functions
here that end in ``_move`` and ``_legal`` are the entries of the tables in :mod:`.rules`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from meeple.core.rng import shuffle_as_random
from meeple.core.actions import Action
from meeple.games.lost_legacy.effects.common import play_card, play_options
from meeple.games.lost_legacy.investigation import investigate, investigation_actions, start_investigation
from meeple.games.lost_legacy.phases import EFFECT, INVESTIGATE, OVER, PLAY
from meeple.games.lost_legacy.state import LostLegacyState

if TYPE_CHECKING:
    from meeple.games.lost_legacy.game import LostLegacyGame

CAMPAIGN_TOKENS = {2: 7, 3: 5, 4: 4}
"""Tokens a player needs to win a campaign, by player count; 5+ players need 2 (rulebook)."""


def campaign_target(players: int) -> int:
    return CAMPAIGN_TOKENS.get(players, 2)


# ------------------------------------------------------------------------- setup
def new_game(game: LostLegacyGame, seed: int) -> LostLegacyState:
    """A fresh state: shuffled deck, one Ruins card, one card each (rulebook: Setup; R1)."""
    state = LostLegacyState(game, random.Random(seed))
    first = game.options.first_player
    deal(state, first if first is not None else below(state.rng, game.num_players))
    return state


def below(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n > 0``, drawing the same bits (one Python call fewer)."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def deal(state: LostLegacyState, first: int) -> None:
    """Shuffle all cards into the deck, put the top card in the Ruins, deal one card to each
    player starting with ``first`` (R1), and begin ``first``'s turn. The other zones and
    fields are those of a new state (:func:`next_campaign_game` clears them)."""
    game = state.game
    n = game.num_players
    kinds = list(game.deck_kinds)
    shuffle_as_random(kinds, state.rng)  # random.Random.shuffle's draws, so the same deal
    state.kind = kinds
    deck = state.deck = list(range(len(kinds)))  # top card is last
    state.ruins.append(deck.pop())  # nobody sees it (no position is lost yet)
    said = game.said
    events = state.events
    events.append(said.game_starts[state.game_no, first])
    for i in range(n):
        p = (first + i) % n
        t = state.draw(p)
        events.append(said.dealt[p, kinds[t]])
    state.first_player = first
    start_turn(state, first)


# ------------------------------------------------------------------------- turns
def start_turn(state: LostLegacyState, p: int) -> None:
    """Draw step: ``p`` draws the top card and must now play one of two (Taking a Turn)."""
    state.turn_player = p
    state.phase = PLAY
    state.pending = None
    t = state.draw(p)
    k = state.kind[t]
    if state.sword_tied and state.game.effects[k] != "vorpal_sword":
        state.sword_tied = False  # the lock lasts only for the turn that draws the tied Sword
    state.events.append(state.game.said.draws[p, k])


def play_legal(state: LostLegacyState) -> list[Action]:
    """Play step: ``play card=<id>`` for each distinct playable card in hand."""
    actions = state.game.play_actions
    return [actions[k] for k in play_options(state, state.turn_player)]


def effect_legal(state: LostLegacyState) -> list[Action]:
    """The choices of the pending decision of an effect (see :mod:`.effects.common`)."""
    return state.game.DECISIONS[state.pending[0]].legal(state)


def investigate_legal(state: LostLegacyState) -> list[Action]:
    return investigation_actions(state)


def over_legal(state: LostLegacyState) -> list[Action]:
    return []


def play_move(state: LostLegacyState, action: Action) -> None:
    """Play step: discard the chosen card face-up, then apply its effect (Taking a Turn)."""
    p = state.turn_player
    k = state.game.kind_of[action.params[0][1]]  # card=<id>, its one parameter
    token = state.take_from_hand(p, k)
    state.phase = EFFECT
    state.events.append(state.game.said.plays[p, k])
    play_card(state, p, token)  # which shows the card to all first
    settle(state)


def decide_move(state: LostLegacyState, action: Action) -> None:
    """A decision of the pending effect (``look``, ``exchange``, ``target`` ...)."""
    pending, state.pending = state.pending, None
    state.game.DECISIONS[pending[0]].apply(state, action, pending)
    settle(state)


def investigate_move(state: LostLegacyState, action: Action) -> None:
    investigate(state, action)
    settle(state)


def settle(state: LostLegacyState) -> None:
    """After every action: finish the turn when its effect is done or its player is out (R17);
    in a campaign, start the next game when one ends."""
    if state.phase == EFFECT and (state.pending is None or not state.alive[state.turn_player]):
        state.pending = None
        end_turn(state)
    if state.phase == OVER and state.game.options.campaign and state.campaign_winners is None:
        next_campaign_game(state)


def end_turn(state: LostLegacyState) -> None:
    """End step: next surviving player clockwise, or the Investigation phase when the deck is
    empty (an emptied deck refilled by a Lost Legacy keeps play going, R6)."""
    if state.phase == OVER:
        return
    if not state.deck:
        start_investigation(state)
        return
    start_turn(state, state.next_alive(state.turn_player))


# ------------------------------------------------------------------------- campaign
def next_campaign_game(state: LostLegacyState) -> None:
    """Campaign Games: each winner gains a token; at the target the campaign ends, otherwise a new
    game is dealt and the winner starts (R2 for shared wins and games nobody won; R21)."""
    n = state.game.num_players
    winners = state.winners or []
    for w in winners:
        state.tokens[w] += 1
    target = campaign_target(n)
    champions = [p for p in range(n) if state.tokens[p] >= target]
    state.emit(f"Campaign tokens: {state.tokens} (target {target}).")
    if champions:
        state.campaign_winners = champions
        state.emit(f"Campaign won by player(s) {champions}.")
        return
    # The end of this game stays in view (it is what the last events told each seat).
    state.last_game = None
    ends = [state.observation(p) for p in range(n)] + [state.observation(None)]
    for end in ends:
        del end["campaign"]
    state.last_game = ends
    prev = state.first_player
    if winners:
        first = min(winners, key=lambda w: (w - prev) % n)
    else:
        first = (prev + 1) % n
    state.game_no += 1
    _clear_table(state)
    deal(state, first)


def _clear_table(state: LostLegacyState) -> None:
    """Every zone and field of one game as in a new state, for the next campaign game."""
    n = state.game.num_players
    state.ruins, state.hands = [], [[] for _ in range(n)]
    state.discards = [[] for _ in range(n)]
    state.down, state.limbo, state.pending, state.sword_tied = 0, -1, None, False
    state.alive, state.bonus = [True] * n, [0] * n
    state.known, state.loose, state.lost_track = [0] * (n + 1), [0] * (n + 1), False
    state.investigators, state.inv_index = [], 0
    state.inv_speed, state.fg_count, state.fg_value = [-1] * n, [0] * n, [0] * n
    state.scores, state.winners, state.end_reason = None, None, ""


def explain_illegal(state: LostLegacyState, action: Action) -> str:
    """Why ``action`` is not legal now, for :class:`~meeple.core.errors.IllegalActionError`."""
    phase = state.phase
    if phase == PLAY and action.kind == "play":
        game = state.game
        k = game.kind_of.get(str(action.get("card")))
        if k is None:
            return f"there is no card {action.get('card')!r} in this deck"
        if not any(state.kind[t] == k for t in state.hands[state.turn_player]):
            return f"P{state.turn_player + 1} does not hold {game.names[k]}"
        if not game.playable[k]:
            return f"{game.names[k]} cannot be played (rulebook: Unplayable Cards)"
        if state.sword_tied and game.effects[k] == "vorpal_sword":
            return f"the {game.names[k]} was drawn after a tie and cannot be played this turn (ruling 36)"
    if phase == EFFECT:
        return f"the pending decision is {state.pending[0]!r} for P{state.pending[1] + 1}"
    if phase == INVESTIGATE:
        return "an investigator reveals one hand card (any surviving player's, own included) or one Ruins card"
    return "it is not one of the legal actions now"

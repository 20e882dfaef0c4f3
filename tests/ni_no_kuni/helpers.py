"""Shared helpers: games, positions arranged by hand, and dice that roll what a test says."""

from __future__ import annotations

from meeple.games.ni_no_kuni import GAME
from meeple.games.ni_no_kuni.phases import PLACE
from meeple.games.ni_no_kuni.state import NiNoKuniState


def game(players: int = 2, boss: str = "horned-one", **options):
    return GAME(players=players, boss=boss, **options)


def fresh(players: int = 2, boss: str = "horned-one", seed: int = 0, **options) -> NiNoKuniState:
    return game(players, boss, **options).new_initial_state(seed)


class LoadedDice:
    """Stands in for ``state.rng``: dice come out as listed (``int(random() * 6) + 1``)."""

    def __init__(self, faces: list[int]) -> None:
        self.faces = list(faces)

    def random(self) -> float:
        return (self.faces.pop(0) - 1) / 6 + 0.01

    def shuffle(self, seq: list) -> None:
        pass


def quest_id(state: NiNoKuniState, name: str) -> int:
    return state.game.content.quest_name.index(name)


def enemy_id(state: NiNoKuniState, name: str) -> int:
    return state.game.content.enemy_name.index(name)


def card(state: NiNoKuniState, card_id: str) -> int:
    return state.game.content.card_index[card_id]


def set_slot(state: NiNoKuniState, slot: int, quest: str, enemy: str | None) -> None:
    """Put a named quest (and enemy, or none) on ``slot``, taking them out of the decks."""
    q = quest_id(state, quest)
    for pile in (state.quest_deck, state.quest_discard):
        if q in pile:
            pile.remove(q)
    for s in state.game.slots:
        if state.quest[s] == q and s != slot:
            state.quest[s] = state.quest_deck.pop(0)
    state.quest[slot] = q
    state.face_down[slot] = False
    if enemy is None:
        state.enemy[slot] = -1
        return
    e = enemy_id(state, enemy)
    if e in state.enemy_deck:
        state.enemy_deck.remove(e)
    for s in state.game.slots:
        if state.enemy[s] == e and s != slot:
            state.enemy[s] = state.enemy_deck.pop(0)
    state.enemy[slot] = e


def calm_board(state: NiNoKuniState) -> None:
    """Replace every enemy special rule on the board by plain enemies (tests of one rule)."""
    content = state.game.content
    plain = [e for e in range(len(content.enemy_name)) if content.enemy_special[e] == 0]
    for s in state.game.slots:
        if state.enemy[s] >= 0 and content.enemy_special[state.enemy[s]] != 0:
            for e in plain:
                if e in state.enemy_deck:
                    state.enemy_deck.remove(e)
                    state.enemy[s] = e
                    break


def place_all(state: NiNoKuniState, where: dict[int, int | None]) -> None:
    """Place members by index onto slots (None or missing: rest), in placement order."""
    while state.phase == PLACE:
        s = where.get(state.cursor)
        state.apply(f"place quest={s}" if s is not None else "rest")


def play_table(g, agents, seed: int):
    """Play one game at a Table, each seat's agent deciding from its View and sampler (one
    agent may sit in every seat); returns the table at the end."""
    from meeple.core.table import Table

    table = Table(g, seed)
    while not table.is_terminal:
        (seat,) = table.acting()
        agent = agents[seat % len(agents)]
        table.act(seat, agent.step(table.view(seat), table.sampler(seat)))
    return table

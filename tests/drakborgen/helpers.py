"""Shared helpers: positions arranged by hand, dice that roll what a test says, and whole games
played to the end."""

from __future__ import annotations

from meeple.adapters.encoding import encoding_for, observation_tensor
from meeple.agents.specs import make_agent
from meeple.core.game import Game
from meeple.core.table import Table
from meeple.games.drakborgen.board import parse_square
from meeple.games.drakborgen.content import DECKS
from meeple.games.drakborgen.game import DrakborgenGame
from meeple.games.drakborgen.movement import place
from meeple.games.drakborgen.phases import TURN
from meeple.games.drakborgen.state import DrakborgenState


class Dice:
    """Stands in for ``state.rng``: each ``random()`` gives the next listed result, as
    ``(face, die)`` (a die roll) or ``(index, count)`` for a choice among ``count``."""

    def __init__(self, *results: tuple[int, int]) -> None:
        self.results = list(results)

    def random(self) -> float:
        face, die = self.results.pop(0)
        return (face - 0.5) / die

    def shuffle(self, seq: list) -> None:
        pass


def game(players: int = 2, **options) -> DrakborgenGame:
    """The base game (``expansion=none``) unless ``options`` name the expansion: these helpers'
    tests are about the base rules, which Drakborgen II (the game's default) extends."""
    return DrakborgenGame(players=players, **{"expansion": "none", **options})


def fresh(players: int = 2, seed: int = 0, **options) -> DrakborgenState:
    return game(players, **options).new_initial_state(seed)


def sq(s: DrakborgenState, name: str) -> int:
    out = parse_square(name, s.game.content.rows, s.game.content.cols)
    assert out >= 0, name
    return out


def tile_kind(s: DrakborgenState, tile_id: str) -> int:
    return s.game.content.tile_id.index(tile_id)


def put(s: DrakborgenState, name: str, tile_id: str, rot: int = 0) -> int:
    """Tile ``tile_id`` on square ``name``, turned ``rot`` (taken out of the bag)."""
    k = tile_kind(s, tile_id)
    s.bag.remove(k)
    place(s, sq(s, name), k, rot)
    return sq(s, name)


def card(s: DrakborgenState, deck: int, card_id: str) -> int:
    return s.game.content.card_id[deck].index(card_id)


def on_top(s: DrakborgenState, deck: int, *card_ids: str) -> None:
    """The named cards on top of ``deck``, the first one drawn first."""
    for cid in reversed(card_ids):
        k = card(s, deck, cid)
        s.decks[deck].remove(k)
        s.decks[deck].append(k)
    s.known[deck] = 0


def next_tile(s: DrakborgenState, tile_id: str) -> None:
    k = tile_kind(s, tile_id)
    s.bag.remove(k)
    s.bag.append(k)


def playing(players: int = 2, seed: int = 0, rings: tuple[str, ...] = ("opening", "blinding", "healing", "warning"),
            **options) -> DrakborgenState:
    """A game after the preparations (seat h in tower h: nw, ne, sw, se; ``rings[h]``),
    rearranged so that seat 0 is first and its turn of round 1 is on."""
    s = fresh(players, seed, **options)
    s.first = 0
    s.hero = 0
    towers = ("nw", "ne", "sw", "se")
    for h in range(players):
        s.apply(f"tower tower={towers[h]}")
        s.apply(f"ring ring={rings[h]}")
    assert s.phase == TURN and s.hero == 0 and s.round == 1
    return s


def stand(s: DrakborgenState, h: int, name: str, came_from: str | None = None, side: int = -1) -> None:
    """Hero ``h`` on ``name`` (entered from ``came_from`` through side ``side``)."""
    s.pos[h] = sq(s, name)
    s.prev[h] = sq(s, came_from) if came_from else -1
    s.side[h] = side
    s.trail = [s.pos[h]]


def turn_of(s: DrakborgenState, h: int) -> None:
    s.hero = h
    s.turn_index = (h - s.first) % s.game.num_players
    s.phase = TURN
    s.free = False
    s.trail = [s.pos[h]]


def deck(name: str) -> int:
    return DECKS.index(name)


def play_to_end(game: Game, seed: int, spec: str, check_every: int = 0) -> Table:
    """Plays ``game`` from ``seed`` to the end, every seat an agent of ``spec`` ("random",
    "greedy"; seat i seeded ``seed * 10 + i``), and returns the finished table. With
    ``check_every`` > 0, every so many steps the acting seat's view must render, its tensor have
    the encoding's size, and each legal action encode, decode back and have a description.
    Fails if the game has not ended after 20,000 steps."""
    table = Table(game, seed)
    agents = [make_agent(spec, game, seed=seed * 10 + i) for i in range(game.num_players)]
    encoding = encoding_for(game) if check_every else None
    steps = 0
    while not table.is_terminal:
        for seat in sorted(table.acting()):
            if table.is_terminal or seat not in table.acting():
                continue
            view = table.view(seat)
            if encoding is not None and steps % check_every == 0:
                assert view.render()
                assert observation_tensor(view).shape == (encoding.observation_size,)
                assert all(encoding.action(encoding.index(a)) == a for a in view.legal_actions)
                assert all(game.describe_action(a, view.observation) for a in view.legal_actions)
            table.act(seat, agents[seat].step(view, table.sampler(seat)))
            steps += 1
        assert steps < 20000, "the game does not end"
    return table

"""Every registered game draws its board (issue 11, "The page a player sees"): for every seat and
the spectator, over seeded random playouts through the Table, the drawing is one well-formed
``<svg>``, its clickable element ids are unique, and every id a legal action names is drawn."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import meeple
from meeple.core import registry
from meeple.core.table import Table
from meeple.core.view import View
from meeple.web.drawing import board_for, drawing_module
from tests.conformance.conftest import CONFIGS, _config_id

SVG = "{http://www.w3.org/2000/svg}svg"
GAMES = [c for c in CONFIGS if c[0] in registry.game_classes()]
SEEDS = (11, 12, 13)
CHECKS = 25
"""Positions checked per playout (spread evenly over it)."""


SHAPES = {f"{{http://www.w3.org/2000/svg}}{t}" for t in ("text", "rect", "circle", "polygon", "line")}


def check_strokes(svg: str) -> None:
    """Every shape inside a clickable element sets its own stroke (and width), so a page that
    styles clickable groups (say a thick outline) does not restyle the text and shapes in them."""
    for group in ET.fromstring(svg).iter():
        if group.get("data-el") is None:
            continue
        for shape in group.iter():
            if shape.tag in SHAPES:
                stroke = shape.get("stroke")
                assert stroke is not None and (stroke == "none" or shape.get("stroke-width")), (
                    f"a <{shape.tag.split('}')[1]}> in {group.get('data-el')} inherits its stroke")


def drawn_ids(svg: str) -> list[str]:
    """The ``data-el`` ids of a drawing, in document order; fails unless it is one SVG element."""
    root = ET.fromstring(svg)
    assert root.tag == SVG, f"the drawing is a <{root.tag}>, not an <svg>"
    assert root.get("viewBox"), "the drawing has no viewBox, so the page cannot scale it"
    return [e.get("data-el") for e in root.iter() if e.get("data-el") is not None]


def check_view(view: View) -> int:
    """The checks on one view's board; returns how many legal actions name an element."""
    board = board_for(view)
    ids = drawn_ids(board.svg)
    check_strokes(board.svg)
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    assert not dupes, f"element ids drawn more than once: {dupes}"
    legal = view.legal_actions
    assert len(board.action_elements) == len(legal)
    drawn = set(ids)
    for action, named in zip(legal, board.action_elements):
        missing = [el for el in named if el not in drawn]
        assert not missing, f"{action.text()} names {missing}, which are not drawn"
        assert len(set(named)) == len(named), f"{action.text()} names an element twice: {named}"
    return sum(1 for named in board.action_elements if named)


def test_every_registered_game_has_a_drawing() -> None:
    for name in registry.game_classes():
        assert drawing_module(meeple.load(name)) is not None, f"{name} has no drawing module"


@pytest.mark.parametrize("config", GAMES, ids=[_config_id(*c) for c in GAMES])
def test_drawings_are_well_formed_for_every_seat(config) -> None:
    name, options = config
    game = meeple.load(name, **options)
    seats = [*range(game.num_players), None]
    clickable = offered = 0
    for seed in SEEDS:
        table = Table(game, seed)
        rng = random.Random(seed)
        positions = []
        while not table.is_terminal:
            positions.append(table.position)
            for seat in sorted(table.acting()):
                table.act(seat, rng.choice(table.view(seat).legal_actions))
        stride = max(1, len(positions) // CHECKS)
        replay = Table(game, seed)
        rng = random.Random(seed)
        step = 0
        while True:
            if step % stride == 0 or replay.is_terminal:
                for seat in seats:
                    view = replay.view(seat)
                    clickable += check_view(view)
                    offered += len(view.legal_actions)
                    if seat is not None and seat not in replay.acting():
                        assert not view.legal_actions and not board_for(view).action_elements
            if replay.is_terminal:
                break
            for seat in sorted(replay.acting()):
                replay.act(seat, rng.choice(replay.view(seat).legal_actions))
            step += 1
    assert offered and clickable > 0, f"{name}: no legal action ever named a drawn element"


def test_lords_of_war_map_is_turned_for_player_2() -> None:
    """Each seat sees its own edge at the bottom: squares are drawn row by row from the top
    left, so Player 1 (and a spectator) starts at c1r6 and Player 2 at c7r1."""
    table = Table(meeple.load("lords-of-war"), 1)
    for seat, first, last in ((0, "sq-c1r6", "sq-c7r1"), (None, "sq-c1r6", "sq-c7r1"), (1, "sq-c7r1", "sq-c1r6")):
        squares = [i for i in drawn_ids(board_for(table.view(seat)).svg) if i.startswith("sq-")]
        assert len(squares) == 42 and (squares[0], squares[-1]) == (first, last), seat

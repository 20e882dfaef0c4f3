"""A seat's board as server-side SVG, and which drawn elements each legal action names.

A game draws its board in an optional module ``<game package>.drawing`` with two functions:

- ``draw(view) -> str``: one ``<svg>`` element, made from the :class:`~meeple.core.view.View`
  alone (never the raw state, so the privacy checks on views cover the picture). Every element
  a player may click carries ``data-el="<id>"``; ids are stable within one position.
- ``elements(action, view) -> tuple[str, ...]``: the ids of the drawn elements that a legal
  action refers to (a card, a square). Empty for actions shown only as buttons or in the list.

A click on an element offers exactly the legal actions whose ``elements`` contain its id. A game
without a drawing module is shown as its terminal text in a ``<pre>``, so adding a game needs no
server code.
"""

from __future__ import annotations

import html
import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from meeple.core.game import Game
    from meeple.core.view import View

_MODULES: dict[type, ModuleType | None] = {}


def drawing_module(game: Game) -> ModuleType | None:
    """The game's ``drawing`` module, or None when it has none (cached per game class)."""
    cls = type(game)
    if cls not in _MODULES:
        package = cls.__module__.rsplit(".", 1)[0]
        try:
            _MODULES[cls] = importlib.import_module(f"{package}.drawing")
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.drawing":
                raise
            _MODULES[cls] = None
    return _MODULES[cls]


@dataclass(frozen=True)
class Board:
    """What the page shows of a board: ``svg`` (markup) and, per legal action in the view's
    order, the element ids it names (``action_elements[i]`` belongs to
    ``view.legal_actions[i]``)."""

    svg: str
    action_elements: tuple[tuple[str, ...], ...]

    def to_json(self) -> dict[str, Any]:
        return {"svg": self.svg, "action_elements": [list(ids) for ids in self.action_elements]}


def board_for(view: View) -> Board:
    """The :class:`Board` of ``view``: the game's drawing, or its terminal text as a fallback."""
    module = drawing_module(view.game)
    if module is None:
        text = html.escape(view.game.render(view))
        svg = f'<pre class="board-text">{text}</pre>'
        return Board(svg, tuple(() for _ in view.legal_actions))
    svg = module.draw(view)
    return Board(svg, tuple(tuple(module.elements(a, view)) for a in view.legal_actions))

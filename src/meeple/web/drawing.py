"""A seat's board as server-side SVG, and which drawn elements each legal action names.

A game draws its board in an optional module ``<game package>.drawing`` with two functions:

- ``draw(view) -> str``: one ``<svg>`` element, made from the :class:`~meeple.core.view.View`
  alone (never the raw state, so the privacy checks on views cover the picture). Every element
  a player may click carries ``data-el="<id>"``; ids are stable within one position.
- ``elements(action, view) -> tuple[str, ...]``: the ids of the drawn elements that a legal
  action refers to (a card, a square). Empty for actions shown only as buttons or in the list.

A click on an element offers exactly the legal actions whose ``elements`` contain its id. A game
without a drawing module is shown as its terminal text in a ``<pre>``, so adding a game needs no
server code. The helpers at the end (``svg``, ``rect``, ``text``, ``element``, ...) build the
markup as plain strings, every text escaped; docs/web.md says how a game draws its board.
"""

from __future__ import annotations

import html
import textwrap
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from meeple.core.game import companion_module

if TYPE_CHECKING:
    from meeple.core.game import Game
    from meeple.core.view import View

def drawing_module(game: Game) -> ModuleType | None:
    """The game's ``drawing`` module, or None when it has none (cached per game class)."""
    return companion_module(game, "drawing")


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


# --- Helpers for the games' drawings: SVG markup as plain strings (drawing runs on every update,
# so no DOM library). Every text goes through ``esc``; coordinates are user units of the viewBox.


def esc(value: object) -> str:
    """``value`` as text safe inside an SVG element or a quoted attribute."""
    return html.escape(str(value), quote=True)


def svg(width: float, height: float, parts: list[str], label: str) -> str:
    """The ``<svg>`` element of a ``width`` x ``height`` drawing (scaled by the page through its
    viewBox) holding ``parts``; ``label`` is its accessible name."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
            f'role="img" aria-label="{esc(label)}" font-family="sans-serif">'
            f'<rect width="{width:g}" height="{height:g}" fill="#fbf8f1"/>{"".join(parts)}</svg>')


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "#555", width: float = 1,
         rx: float = 3, dash: str | None = None) -> str:
    d = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{width:g}"{d}/>')


def text(x: float, y: float, value: object, size: float = 12, anchor: str = "start", fill: str = "#222",
         bold: bool = False) -> str:
    """One line of text with its baseline at ``y`` (``anchor``: start, middle or end)."""
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" fill="{fill}"'
            f' stroke="none"{weight}>{esc(value)}</text>')


def lines(x: float, y: float, rows: list[str], size: float = 11, leading: float = 1.25, fill: str = "#222") -> str:
    """Several lines of text, the first baseline at ``y``."""
    step = size * leading
    return "".join(text(x, y + i * step, row, size, fill=fill) for i, row in enumerate(rows))


def wrap(value: str, chars: int) -> list[str]:
    """``value`` broken into lines of at most ``chars`` characters (words kept whole)."""
    return textwrap.wrap(value, chars, break_on_hyphens=False) or [""]


def element(el: str, body: str, tip: str | None = None) -> str:
    """A clickable element: a group carrying ``data-el`` (and a hover text ``tip``)."""
    title = f"<title>{esc(tip)}</title>" if tip else ""
    return f'<g data-el="{esc(el)}" class="el" cursor="pointer">{title}{body}</g>'


LEGAL_MARK = "#e8a317"
"""The outline colour of an element some legal action of the view names."""

"""The board as SVG for the browser (see meeple.web.drawing), from a seat's View alone.

The battle map with every unit's arrows and strengths, turned for the seat (Player 2 sees their
own edge at the bottom, as the terminal screen does); the seat's hand below it; each player's
deck, hand and victory pile beside it. Element ids: ``sq-<square>`` (every drawn square, named
as in the actions, e.g. ``sq-c3r4``), ``hand-<i>`` (the seat's i-th hand card), ``deck`` (the
seat's own army deck, for ``draw``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.lords_of_war.board import DEPTH, DIRECTION_STEPS, WIDTH, coords, parse_square
from meeple.games.lords_of_war.cards import COMMAND_RANKS, DIRECTIONS, OPPOSITE
from meeple.web.drawing import LEGAL_MARK, element, lines, rect, svg, text, wrap

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View

CELL = 96
MARGIN = 42
PANEL = 300
OWNER_FILL = ("#dce7fb", "#fbe0d8")
OWNER_LINE = ("#2a58a8", "#a8402a")
STEP = dict(zip(DIRECTIONS, DIRECTION_STEPS))
SQUARE_PARAMS = ("square", "unit", "target")


def _arrows(cx: float, cy: float, half: float, arrows: dict[str, int], turned: bool, colour: str) -> list[str]:
    """A wedge and the strength for each arrow, at the edge or corner it points to on screen
    (for a turned view, an arrow pointing N on the map points down)."""
    out = []
    for d, strength in arrows.items():
        dx, dy = STEP[OPPOSITE[d] if turned else d]
        diagonal = dx and dy
        reach = (half - 3) * (1.3 if diagonal else 1.0)
        norm = 2 ** 0.5 if diagonal else 1.0
        ux, uy = dx / norm, -dy / norm
        tip = (cx + ux * reach, cy + uy * reach)
        base = (cx + ux * (reach - 8), cy + uy * (reach - 8))
        px, py = -uy * 5, ux * 5
        out.append(f'<polygon points="{tip[0]:.1f},{tip[1]:.1f} {base[0] + px:.1f},{base[1] + py:.1f} '
                   f'{base[0] - px:.1f},{base[1] - py:.1f}" fill="{colour}" stroke="none"/>')
        if dy == 0:  # east and west: above the wedge, clear of the name
            nx, ny = cx + ux * (reach - 6), cy - 9
        else:
            at = reach - (17 if diagonal else 15)
            nx, ny = cx + ux * at, cy + uy * at + 4
        out.append(text(nx, ny, strength, 11, "middle", colour, bold=True))
    return out


def _face(cx: float, cy: float, card: dict[str, Any], owner: int, turned: bool, tokens: int = 0) -> list[str]:
    """A card's face on a square of side CELL centred on (cx, cy): arrows, name, defense, shot."""
    colour = OWNER_LINE[owner]
    out = _arrows(cx, cy, CELL / 2, card["arrows"], turned, colour)
    name = wrap(card["name"], 12)[:2]
    y0 = cy - 4 if len(name) == 2 else cy + 1
    for i, row in enumerate(name):
        out.append(text(cx, y0 + i * 10, row, 9, "middle", "#222", bold=card["rank"] in COMMAND_RANKS))
    stats = f"d{card['defense']}" + (f"+{tokens}" if tokens else "") + (f" s{card['shot']}" if card.get("shot") else "")
    out.append(text(cx, cy + 18, stats, 9, "middle", "#444"))
    return out


def _tip(card: dict[str, Any]) -> str:
    shot = f", shot {card['shot']}" if card.get("shot") else ""
    return f"{card['name']} ({card['class']} {card['rank']}), defense {card['defense']}{shot}"


def _extent(obs: dict[str, Any], legal: list[Action]) -> tuple[list[int], list[int]]:
    """The columns and rows drawn: the battle map, or (Combat Without Limits) one square around
    every unit and every square an action names."""
    if obs["bounded"]:
        return list(range(1, WIDTH + 1)), list(range(DEPTH, 0, -1))
    squares = [parse_square(u["square"]) for u in obs["board"]]
    squares += [parse_square(str(a[p])) for a in legal for p in SQUARE_PARAMS if a.get(p) is not None]
    placed = [coords(sq) for sq in squares] or [(1, 1)]
    cs, rs = [c for c, _ in placed], [r for _, r in placed]
    return list(range(min(cs) - 1, max(cs) + 2)), list(range(max(rs) + 1, min(rs) - 2, -1))


def _named(action: Action) -> list[str]:
    return [f"sq-{action[p]}" for p in SQUARE_PARAMS if action.get(p) is not None]


def draw(view: View) -> str:
    """The map, hand and piles as ``view.seat`` sees them (a spectator sees Player 1's side)."""
    obs = view.observation
    seat = view.seat
    turned = seat == 1
    legal = view.legal_actions
    cols, rows = _extent(obs, legal)
    if turned:
        cols.reverse()
        rows.reverse()
    marked = {el for a in legal for el in elements(a, view)}
    units = {u["square"]: u for u in obs["board"]}
    map_w, map_h = len(cols) * CELL, len(rows) * CELL
    x0, y0 = MARGIN, MARGIN + 8
    far, near = ("Player 1's edge", "Player 2's edge") if turned else ("Player 2's edge", "Player 1's edge")
    parts = [text(x0 + map_w / 2, y0 - 14, far, 12, "middle", "#555"),
             text(x0 + map_w / 2, y0 + map_h + 34, near, 12, "middle", "#555")]
    focus = set(obs.get("fire_queue", [])[:1]) | {q[0] for q in obs.get("advance_queue", [])[:1]}
    for j, r in enumerate(rows):
        parts.append(text(x0 - 8, y0 + j * CELL + CELL / 2 + 4, f"r{r}", 10, "end", "#777"))
        for i, c in enumerate(cols):
            sq = f"c{c}r{r}"
            x, y = x0 + i * CELL, y0 + j * CELL
            unit = units.get(sq)
            el = f"sq-{sq}"
            body = [rect(x, y, CELL, CELL, OWNER_FILL[unit["owner"] - 1] if unit else "#efe9da", "#9a927e", 1, 0)]
            if unit is None:
                body.append(text(x + CELL / 2, y + CELL / 2 + 4, sq, 10, "middle", "#b0a890"))
            else:
                body += _face(x + CELL / 2, y + CELL / 2, unit, unit["owner"] - 1, turned, unit.get("tokens", 0))
            if sq in focus:
                body.append(rect(x + 2, y + 2, CELL - 4, CELL - 4, "none", "#222", 2, 2, "4 3"))
            if el in marked:
                body.append(rect(x + 3, y + 3, CELL - 6, CELL - 6, "none", LEGAL_MARK, 3, 2))
            parts.append(element(el, "".join(body), _tip(unit) + f" on {sq}" if unit else sq))
    for i, c in enumerate(cols):
        parts.append(text(x0 + i * CELL + CELL / 2, y0 + map_h + 14, f"c{c}", 10, "middle", "#777"))
    hand_y = y0 + map_h + 62
    parts += _hand(obs, seat, turned, x0, hand_y, marked)
    width = x0 + max(map_w, 6 * (CELL + 10)) + 24
    side = _panel(obs, view, width, y0, turned, marked)
    height = max(hand_y + CELL + 40, side[1])
    return svg(width + PANEL, height, parts + side[0], f"Lords of War as {_who(seat)} sees it")


def _who(seat: int | None) -> str:
    return "a spectator" if seat is None else f"P{seat + 1}"


def _hand(obs: dict[str, Any], seat: int | None, turned: bool, x0: float, y: float, marked: set[str]) -> list[str]:
    if seat is None or obs["hand"] is None:
        return [text(x0, y + 14, "A spectator sees no hand.", 12, fill="#555")]
    out = [text(x0, y - 6, "Your hand", 12, bold=True)]
    if not obs["hand"]:
        out.append(text(x0, y + 14, "empty", 11, fill="#555"))
    for i, card in enumerate(obs["hand"]):
        x = x0 + i * (CELL + 10)
        el = f"hand-{i}"
        body = rect(x, y, CELL, CELL, OWNER_FILL[seat], OWNER_LINE[seat], 1.5, 6)
        body += "".join(_face(x + CELL / 2, y + CELL / 2, card, seat, turned))
        if el in marked:
            body += rect(x + 3, y + 3, CELL - 6, CELL - 6, "none", LEGAL_MARK, 3, 4)
        out.append(element(el, body, _tip(card)))
    return out


def _panel(obs: dict[str, Any], view: View, x: float, y: float, turned: bool,
           marked: set[str]) -> tuple[list[str], float]:
    """Beside the map: the turn, each player's deck, hand and victory pile, the card being
    placed, the result. Returns the parts and the lowest y used."""
    seat = view.seat
    out = []
    if obs["phase"] == "over":
        out.append(text(x, y + 4, "Game over", 15, bold=True))
        out += [lines(x, y + 24, wrap(obs["result"], 40), 11)]
        y += 24 + 14 * len(wrap(obs["result"], 40))
    else:
        out.append(text(x, y + 4, f"Turn {obs['turns'] + 1}: P{obs['turn_player'] + 1}'s turn", 15, bold=True))
        out.append(text(x, y + 22, f"phase {obs['phase']}; P{obs['current_player'] + 1} to decide", 11, fill="#444"))
        y += 34
    for p in (0, 1):
        pile = obs["victory_piles"][p]
        commands = sum(1 for c in pile if c["rank"] in COMMAND_RANKS)
        you = " (you)" if seat == p else ""
        known = obs["known_cards"][p]
        known_rows = wrap("known in hand: " + ", ".join(c["name"] for c in known), 46) if known else []
        box = 74 + 13 * len(known_rows) + (4 if known else 0)
        out.append(rect(x, y, PANEL - 30, box, OWNER_FILL[p], OWNER_LINE[p], 1.5, 6))
        out.append(text(x + 10, y + 18, f"P{p + 1} {obs['armies'][p]}{you}", 13, fill=OWNER_LINE[p], bold=True))
        deck = f"deck {obs['deck_sizes'][p]}"
        if seat == p:
            body = rect(x + 10, y + 26, 70, 20, "#fff", OWNER_LINE[p], 1, 3)
            if "deck" in marked:
                body += rect(x + 10, y + 26, 70, 20, "none", LEGAL_MARK, 3, 3)
            out.append(element("deck", body + text(x + 45, y + 40, deck, 11, "middle"), "your army deck"))
        else:
            out.append(text(x + 10, y + 40, deck, 11))
        out.append(text(x + 90, y + 40, f"hand {obs['hand_sizes'][p]}", 11))
        bonus = f", {obs['bonus_turns'][p]} bonus turn(s)" if obs["bonus_turns"][p] else ""
        out.append(text(x + 10, y + 62, f"victory pile {len(pile)} cards / {commands} command{bonus}", 11))
        out.append(lines(x + 10, y + 80, known_rows, 10, 1.3, "#444"))
        y += box + 10
    chosen = obs.get("chosen")
    if chosen is not None:
        owner = obs["turn_player"]
        out.append(text(x, y + 14, "Being placed:", 12, bold=True))
        out.append(rect(x, y + 22, CELL, CELL, OWNER_FILL[owner], OWNER_LINE[owner], 1.5, 6))
        out += _face(x + CELL / 2, y + 22 + CELL / 2, chosen, owner, turned)
        out.append(lines(x + CELL + 10, y + 40, wrap(_tip(chosen), 26), 10))
        y += CELL + 32
    out.append(lines(x, y + 14, ["Arrows point where the card strikes;", "d = defense (+ support tokens),",
                                 "s = shot value of ranged units.", "Bold name: general or command card."], 10, fill="#666"))
    return out, y + 70


def elements(action: Action, view: View) -> tuple[str, ...]:
    """``play`` names the hand card, ``draw`` the deck, the others the squares they name (a
    ranged unit and its target, a berserker and where it rages to, a unit to withdraw)."""
    if action.kind == "play":
        hand = view.observation["hand"] or []
        return tuple(f"hand-{i}" for i, c in enumerate(hand) if c["card"] == action["card"])
    if action.kind == "draw":
        return ("deck",)
    return tuple(_named(action))


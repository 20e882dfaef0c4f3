"""The dungeon as SVG for the browser (see meeple.web.drawing), from a seat's View alone.

The 10 x 13 board with the explored tiles (their kind, walls, openings, doors and
portcullises; unexplored squares dark) and the heroes on it; beside it the sun track, what is
decided now, the encounter as far as it is known, the heroes' badges, and in a combat round
the three STRIDSKORT to pick from. Element ids: ``sq-<square>`` (every square, named as in the
actions, e.g. ``sq-m9``; a tower action names its tower's square), ``strike-<A|B|C>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.drakborgen.render import BEATEN_BY, BEATS, KINDS, encounter_lines, now_line
from meeple.web.drawing import LEGAL_MARK, element, lines, rect, svg, text, wrap

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View

CELL = 52
X0, Y0 = 30, 30
PANEL_W = 420
FILL = {"room": "#e9e2cf", "corridor": "#d9d3c3", "portcullis": "#d6d9e0", "trap": "#f0cfc4", "rotating": "#d8e6f0",
        "debris": "#cfc6b4", "dark": "#8f8a80", "chasm": "#bcd0d8", "pit": "#6e6a64", "web": "#e6e6ee",
        "tower": "#bfd9b5", "chamber": "#f2d36b"}
SEAT_COLOURS = ("#2a58a8", "#a8402a", "#2e7d32", "#7b3fa0")
SIDES = {"N": (0, 0, 1, 0), "S": (0, 1, 1, 1), "W": (0, 0, 0, 1), "E": (1, 0, 1, 1)}
"""Each side of a square as (x1, y1, x2, y2) in cell units."""
SHORT = {"chamber": "treasure", "pit": "pit", "portcullis": "portcullis", "rotating": "rotating"}
"""Square labels where the tile's kind name is too long for a square."""
OFFSETS = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}
TOWERS = {"nw": (0, 0), "ne": (-1, 0), "sw": (0, -1), "se": (-1, -1)}
"""Each tower's corner as (column, row), -1 being the last."""


def _name(col: int, row: int) -> str:
    return f"{chr(ord('a') + col)}{row + 1}"


def _tower_square(tower: str, obs: dict[str, Any]) -> str:
    c, r = TOWERS[tower]
    return _name(c % obs["cols"], r % obs["rows"])


def _square(tile: dict[str, Any] | None, x: float, y: float, heroes: list[int],
            chamber_sides: str) -> list[str]:
    """One square; ``chamber_sides``: the sides on which this chamber half meets the other
    (no wall between them)."""
    if tile is None:
        out = [rect(x, y, CELL, CELL, "#5e5a52", "#6c685f", 0.5, 0)]
    else:
        t = tile["type"]
        out = [rect(x, y, CELL, CELL, FILL.get(t, "#ddd"), "#b9b09a", 0.5, 0),
               text(x + CELL / 2, y + 13, SHORT.get(t, t), 8, "middle", "#fff" if t in ("dark", "pit") else "#444")]
        for side, (a, b, c, d) in SIDES.items():
            if side in chamber_sides:
                continue
            x1, y1, x2, y2 = x + a * CELL, y + b * CELL, x + c * CELL, y + d * CELL
            if side in tile.get("portcullis", ""):
                out.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="#4d5566" stroke-width="5" '
                           f'stroke-dasharray="3 3"/>')
            elif side in tile.get("doors", ""):
                out.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="#2a241c" stroke-width="3"/>')
                mx, my = (x1 + x2) / 2, (y1 + y2) / 2
                w, h = (18, 7) if side in "NS" else (7, 18)
                out.append(rect(mx - w / 2, my - h / 2, w, h, "#8a5a2b", "#4a2f12", 1, 1))
            elif side not in tile["open"]:
                out.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="#2a241c" stroke-width="3"/>')
    for k, seat in enumerate(heroes):
        hx = x + CELL / 2 - (len(heroes) - 1) * 8 + k * 16
        out.append(f'<circle cx="{hx:g}" cy="{y + CELL / 2 + 8:g}" r="9" fill="{SEAT_COLOURS[seat % 4]}" stroke="#fff" '
                   f'stroke-width="1.5"/>')
        out.append(text(hx, y + CELL / 2 + 12, seat + 1, 11, "middle", "#fff", bold=True))
    return out


def _badge(hero: dict[str, Any], seat: int | None, x: float, y: float, acting: bool) -> tuple[list[str], float]:
    colour = SEAT_COLOURS[hero["seat"] % 4]
    you = " (you)" if seat == hero["seat"] else ""
    rows: list[str] = []
    if hero["status"] == "escaped":
        rows.append(f"escaped with {hero['gold']} gm")
    elif hero["status"] == "dead":
        rows.append(f"dead ({hero['cause']})")
    else:
        where = hero["square"] or "not in a tower yet"
        rows.append(f"at {where}; SF{hero['SF']} VF{hero['VF']} RF{hero['RF']} TF{hero['TF']}, letter {hero['special']}, "
                    f"{hero['gold']} gm")
        extra = []
        if hero["ring"]:
            extra.append("ring used" if hero["ring_used"] else f"{hero['ring']} ring")
        extra += [i for i in hero["items"] if not i.endswith(" gm)")]
        extra += [label for label, on in (("torch out", hero["torch_out"]), ("in a pit", hero["in_pit"]),
                                          (f"skips {hero['skip']} turn(s)", hero["skip"]),
                                          ("secret door", hero["secret_door"])) if on]
        if extra:
            rows += wrap(", ".join(extra), 62)
    h = 40 + 13 * len(rows)
    out = [rect(x, y, PANEL_W, h, "#f6f2e8", colour, 2.5 if acting else 1.2, 6),
           text(x + 8, y + 16, f"P{hero['seat'] + 1} {hero['name']}{you}", 12, fill=colour, bold=True)]
    if hero["status"] not in ("escaped", "dead"):
        share = max(0, hero["kp"]) / max(hero["max_kp"], 1)
        out += [rect(x + 250, y + 6, 150, 12, "#eee", "#999", 1, 3),
                rect(x + 250, y + 6, 150 * share, 12, "#c0392b", "#c0392b", 0.5, 3),
                text(x + 325, y + 16, f"KP {hero['kp']}/{hero['max_kp']}", 9.5, "middle", "#222", bold=True)]
    out.append(lines(x + 8, y + 32, rows, 10, 1.3, "#333"))
    return out, y + h + 6


def draw(view: View) -> str:
    """The dungeon, the sun, the heroes and the encounter as ``view.seat`` may know them."""
    obs = view.observation
    marked = {el for a in view.legal_actions for el in elements(a, view)}
    rows, cols = obs["rows"], obs["cols"]
    tiles = {t["square"]: t for t in obs["tiles"]}
    here: dict[str, list[int]] = {}
    for hero in obs["heroes"]:
        if hero["square"]:
            here.setdefault(hero["square"], []).append(hero["seat"])
    parts = []
    for c in range(cols):
        parts.append(text(X0 + c * CELL + CELL / 2, Y0 - 8, chr(ord("a") + c), 11, "middle", "#666"))
    for r in range(rows):
        parts.append(text(X0 - 8, Y0 + r * CELL + CELL / 2 + 4, r + 1, 11, "end", "#666"))
        for c in range(cols):
            sq = _name(c, r)
            x, y = X0 + c * CELL, Y0 + r * CELL
            tile = tiles.get(sq)
            joined = ""
            if tile is not None and tile["type"] == "chamber":
                joined = "".join(side for side, (dc, dr) in OFFSETS.items()
                                 if tiles.get(_name(c + dc, r + dr), {}).get("type") == "chamber")
            body = _square(tile, x, y, here.get(sq, []), joined)
            el = f"sq-{sq}"
            if el in marked:
                body.append(rect(x + 3, y + 3, CELL - 6, CELL - 6, "none", LEGAL_MARK, 3, 3))
            parts.append(element(el, "".join(body), f"{sq}: {KINDS[tile['type']] if tile else 'unexplored'}"))
    map_w, map_h = cols * CELL, rows * CELL
    parts.append(rect(X0, Y0, map_w, map_h, "none", "#2a241c", 3, 0))
    # The panel: the sun, what is decided now, the STRIDSKORT, the encounter, the heroes.
    x, y = X0 + map_w + 30, Y0
    total, now = obs["sun_rounds"], obs["round"]
    parts.append(text(x, y + 4, f"Sun: round {now} of {total}, {total - now} to sunset", 12, bold=True))
    half = (total + 1) // 2
    for i in range(total):
        cx, cy = x + 10 + (i % half) * 22, y + 20 + (i // half) * 22
        parts.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="8" fill="{"#e0b81c" if i < now else "#fff"}" '
                     f'stroke="#8a6d00"/>')
    y += 20 + 22 * ((total + half - 1) // half) + 4
    parts.append(text(x, y, f"DRAKKORT left: {8 - obs['dragon_cards_aside']}; room tiles left: {obs['bag']}", 10.5,
                      fill="#444"))
    y += 14
    status = wrap(now_line(obs), 64)
    parts.append(lines(x, y + 12, status, 12, 1.3, "#222"))
    y += 16 * len(status) + 8
    strikes = [a for a in view.legal_actions if a.kind == "strike"]
    if strikes:
        parts.append(text(x, y + 10, "Pick a STRIDSKORT (A beats B, B beats C, C beats A)", 11, bold=True))
        y += 18
        for k, a in enumerate(strikes):
            card = str(a["card"])
            el = f"strike-{card}"
            bx = x + k * 90
            body = [rect(bx, y, 80, 56, "#fffdf6", "#8a7a50", 1.5, 6), text(bx + 40, y + 30, card, 22, "middle", bold=True),
                    text(bx + 40, y + 48, f"beats {BEATS[card]}", 9.5, "middle", "#555")]
            if el in marked:
                body.append(rect(bx + 2, y + 2, 76, 52, "none", LEGAL_MARK, 3, 5))
            parts.append(element(el, "".join(body), f"{card} beats {BEATS[card]}, loses to {BEATEN_BY[card]}"))
        y += 66
    if obs["encounter"]:
        told = encounter_lines(obs)  # the terminal panel's lines; its rule text re-wrapped to this width
        cut = told.index("") if "" in told else len(told)
        enc = told[:cut] + wrap(" ".join(told[cut + 1:]), 70)
        h = 14 + 13 * len(enc)
        parts += [rect(x, y, PANEL_W, h, "#fbeee9", "#a8402a", 1.5, 6), lines(x + 8, y + 16, enc, 10.5, 1.25, "#222")]
        y += h + 8
    current = obs["fleeing"] if obs["phase"] == "dragon" else obs["hero"]
    for hero in obs["heroes"]:
        badge, y = _badge(hero, view.seat, x, y, hero["seat"] == current and obs["phase"] != "over")
        parts += badge
    legend = ["Thick lines are walls, gaps are openings; brown bars are doors, dashed bars portcullises that are",
              "down; dark squares are unexplored. The towers in the corners are the ways out."]
    parts.append(lines(X0, Y0 + map_h + 22, legend, 10, 1.3, "#555"))
    who = "a spectator" if view.seat is None else f"P{view.seat + 1}"
    return svg(x + PANEL_W + 20, max(y, Y0 + map_h + 50) + 10, parts, f"Drakborgen as {who} sees it")


def elements(action: Action, view: View) -> tuple[str, ...]:
    """A square (``move``, ``unlock``, ``secret``, ``flight``; ``tower`` names its tower's
    square) or a STRIDSKORT (``strike``). The rest (search, rings, fight or flee, ...) are
    buttons."""
    kind = action.kind
    if action.get("to") is not None:
        return (f"sq-{action['to']}",)
    if kind == "tower":
        return (f"sq-{_tower_square(str(action['tower']), view.observation)}",)
    if kind == "strike":
        return (f"strike-{action['card']}",)
    return ()

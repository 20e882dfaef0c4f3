"""The board as SVG for the browser (see meeple.web.drawing), from a seat's View alone.

The board graph (the ring and the spokes as the terminal map lays them out, one-way steps
marked with a wedge) with the pawns, dropped loot and the castles' owners; beside it the
monster piles, the castles, every player's possessions, the siege table of a siege in progress
and the seat's hand with the card texts. Element ids: ``space-<s>``, ``pile-<A|B|C>``,
``player-<seat>``, ``item-<card>`` (an item worn or in a bag), ``card-<id>`` (a card in the
seat's hand), ``siege-card`` (the seat's face-down Castle Siege card).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from meeple.games.lineage2.render import _GRID, _default_board, _item, _pct, hunt_odds, label
from meeple.web.drawing import LEGAL_MARK, element, lines, rect, svg, text, wrap

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View

STEP = 68
SPACE_W, SPACE_H = 56, 40
BOARD = 9 * STEP
PANEL_X = BOARD + 40
PANEL_W = 560
SPACE_FILL = {"H": "#dcebd2", "V": "#f6e7a8", "S": "#f2d36b", "T": "#ffffff", "M": "#e3d3f0", "C": "#c9c4bb"}
SEAT_COLOURS = ("#2a58a8", "#a8402a", "#2e7d32", "#7b3fa0", "#b07a00")
DICE = {"G": "#3d8b3d", "Y": "#e0b81c", "R": "#c0392b", "*": "#777"}


def _positions(obs: dict[str, Any], ring: tuple[bool, ...]) -> dict[int, tuple[float, float]]:
    """The centre of each space: the terminal map's 9 x 9 layout for the default board, else
    the ring on a circle and the other spaces on a smaller one."""
    if _default_board(obs):
        return {s: (20 + c * STEP + STEP / 2, 20 + r * STEP + STEP / 2) for s, (r, c) in _GRID.items()}
    n = len(obs["spaces"])
    outer = [s for s in range(n) if ring[s]]
    inner = [s for s in range(n) if not ring[s]]
    centre, out = 20 + BOARD / 2, {}
    for group, radius in ((outer, BOARD / 2 - 30), (inner, BOARD / 4)):
        for k, s in enumerate(group):
            a = 2 * math.pi * k / max(len(group), 1) - math.pi / 2
            out[s] = (centre + radius * math.cos(a), centre + radius * math.sin(a))
    return out


def _board(obs: dict[str, Any], view: View, marked: set[str]) -> list[str]:
    content = view.game.content  # type: ignore[attr-defined]
    pos = _positions(obs, content.space_ring)
    parts = []
    for a, nbrs in enumerate(content.neighbours):
        for b in nbrs:
            if b <= a and a in content.neighbours[b]:
                continue
            (x1, y1), (x2, y2) = pos[a], pos[b]
            parts.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#a39b86" stroke-width="3"/>')
            one_way = (b in content.out[a]) != (a in content.out[b])
            if one_way:
                src, dst = ((x1, y1), (x2, y2)) if b in content.out[a] else ((x2, y2), (x1, y1))
                dx, dy = dst[0] - src[0], dst[1] - src[1]
                d = math.hypot(dx, dy) or 1
                ux, uy = dx / d, dy / d
                mx, my = (src[0] + dst[0]) / 2, (src[1] + dst[1]) / 2
                parts.append(f'<polygon points="{mx + ux * 6:.1f},{my + uy * 6:.1f} {mx - ux * 5 - uy * 5:.1f},'
                             f'{my - uy * 5 + ux * 5:.1f} {mx - ux * 5 + uy * 5:.1f},{my - uy * 5 - ux * 5:.1f}" fill="#6d6655" '
                             f'stroke="none"/>')
    castles = {c["space"]: c for c in obs["castles"]}
    loot = {e["space"]: e for e in obs["loot"]}
    pawns: dict[int, list[int]] = {}
    for p in obs["players"]:
        pawns.setdefault(p["space"], []).append(p["seat"])
    for s, (name, letter) in enumerate(obs["spaces"]):
        cx, cy = pos[s]
        x, y = cx - SPACE_W / 2, cy - SPACE_H / 2
        el = f"space-{s}"
        castle = castles.get(s)
        stroke, width = "#6d6655", 1.2
        if castle is not None and castle["owner"] >= 0:
            stroke, width = SEAT_COLOURS[castle["owner"] % len(SEAT_COLOURS)], 3.5
        body = [rect(x, y, SPACE_W, SPACE_H, SPACE_FILL.get(letter, "#eee"), stroke, width, 8),
                text(cx, y + 13, label(obs, s), 10.5, "middle", "#222", bold=letter != "H")]
        if castle is not None:
            body.append(text(cx, y + 25, f"prestige {castle['prestige']}", 8, "middle", "#333"))
        if s in loot:
            body.append(f'<circle cx="{x + SPACE_W - 7:g}" cy="{y + 7:g}" r="6" fill="#e0b81c" stroke="#8a6d00" stroke-width="1"/>')
            body.append(text(x + SPACE_W - 7, y + 10.5, "$", 9, "middle", "#5a4500", bold=True))
        for k, seat in enumerate(pawns.get(s, [])):
            px = cx - (len(pawns[s]) - 1) * 7 + k * 14
            body.append(f'<circle cx="{px:g}" cy="{y + SPACE_H - 8:g}" r="7" fill="{SEAT_COLOURS[seat % 5]}" '
                        f'stroke="#fff" stroke-width="1"/>')
            body.append(text(px, y + SPACE_H - 4.5, seat + 1, 9, "middle", "#fff", bold=True))
        if el in marked:
            body.append(rect(x - 3, y - 3, SPACE_W + 6, SPACE_H + 6, "none", LEGAL_MARK, 3, 9))
        tip = name
        if s in loot:
            e = loot[s]
            tip += ": loot " + ", ".join(([f"{e['adena']} adena"] if e["adena"] else []) + [_item(i) for i in e["items"]])
        parts.append(element(el, "".join(body), tip))
    legend = ["H hunting ground (green), V village, S the start, T the Temple, M the Monster Race, C castle;",
              "the ring runs one way (wedges), the spokes both ways; $ dropped loot; a castle's border is its owner's colour."]
    parts.append(lines(20, 20 + BOARD + 18, legend, 10, 1.3, "#555"))
    return parts


def _dice(x: float, y: float, colours: str) -> str:
    return "".join(f'<rect x="{x + i * 14:g}" y="{y:g}" width="11" height="11" rx="2" fill="{DICE.get(c, "#999")}" stroke="none"/>'
                   for i, c in enumerate(colours))


def _panel(obs: dict[str, Any], view: View, marked: set[str]) -> tuple[list[str], float]:
    x, y = PANEL_X, 20
    out = []
    seat = view.seat
    odds = [_pct(hunt_odds(view.game, obs, i)) for i in range(3)] if seat is not None and not view.is_terminal else None
    out.append(text(x, y + 12, "Monster piles (the top card; its reward is hidden until won)", 12, bold=True))
    y += 20
    for i, pile in enumerate(obs["piles"]):
        bx = x + i * 184
        el = f"pile-{pile['pile']}"
        top = pile["top"]
        body = [rect(bx, y, 176, 66, "#fffdf6", "#8a7a50", 1.2, 5),
                text(bx + 8, y + 15, f"{pile['pile']} ({pile['size']} cards)", 11, bold=True)]
        if top:
            body += [text(bx + 8, y + 30, top["name"][:26], 10.5), _dice(bx + 8, y + 36, top["requires"]),
                     text(bx + 168, y + 46, f"skull {top['skull']}", 10, "end")]
            if odds:
                body.append(text(bx + 8, y + 61, f"your chance {odds[i]}", 10, fill="#3d3a60", bold=True))
        else:
            body.append(text(bx + 8, y + 34, "empty", 10.5, fill="#777"))
        if el in marked:
            body.append(rect(bx + 2, y + 2, 172, 62, "none", LEGAL_MARK, 3, 4))
        out.append(element(el, "".join(body), f"monster pile {pile['pile']}"))
    y += 78
    out.append(text(x, y + 12, "Castles", 12, bold=True))
    y += 16
    for c in obs["castles"]:
        owner = f"P{c['owner'] + 1}" if c["owner"] >= 0 else "nobody (stop there to claim it)"
        out.append(text(x, y + 12, f"{label(obs, c['space'])} {c['name']}: owner {owner}, prestige {c['prestige']}/7, "
                                   f"garrison {c['garrison']}", 10.5))
        y += 15
    y += 10
    out.append(text(x, y + 12, "Players (10 VP wins)", 12, bold=True))
    y += 18
    for p in obs["players"]:
        q = p["seat"]
        colour = SEAT_COLOURS[q % 5]
        gear = ([("worn", it) for it in p["worn"]] + [("bag", it) for it in p["bag"]])
        h = 44 + (24 if gear else 0) + (14 if p["paid"] else 0)
        el = f"player-{q}"
        you = " (you)" if q == seat else ""
        turn = q == obs["turn_player"]
        plate = [rect(x, y, PANEL_W, h, "#f6f2e8", colour, 2.5 if turn else 1.2, 6),
                 text(x + 8, y + 16, f"P{q + 1}{you} at {label(obs, p['space'])}", 12, fill=colour, bold=True),
                 text(x + 8, y + 33, f"{p['vp']} VP, {p['adena']} adena, {p['mercenaries']} mercenaries, "
                                      f"{p['hand_size']} card(s)" + (", failed a hunt" if p["failed_hunt"] else ""), 10.5)]
        if el in marked:
            plate.append(rect(x + 2, y + 2, PANEL_W - 4, h - 4, "none", LEGAL_MARK, 3, 5))
        out.append(element(el, "".join(plate), f"P{q + 1}"))
        ix = x + 8
        for where, it in gear:
            tag = _item(it) + (" (bag)" if where == "bag" else "")
            w = 7 * len(tag) + 10
            iel = f"item-{it['card']}"
            body = rect(ix, y + 40, w, 18, "#fff" if where == "worn" else "#e6e1d6", "#8a7a50", 1, 9)
            body += text(ix + w / 2, y + 53, tag, 9.5, "middle")
            if iel in marked:
                body += rect(ix, y + 40, w, 18, "none", LEGAL_MARK, 3, 9)
            out.append(element(iel, body, f"{it['name']} ({it['kind']}, grade {it['grade']}, sells for {it['sell']})"))
            ix += w + 6
        if p["paid"]:
            out.append(text(x + 8, y + h - 6, "paid monsters: " + ", ".join(f"{m['name']} ({m['pile']})" for m in p["paid"]),
                            9.5, fill="#555"))
        y += h + 6
    y = _siege(obs, out, x, y + 6)
    if obs["hunt"]["dice"]:
        hunt = obs["hunt"]
        against = f" against {hunt['monster']['name']}" if hunt["monster"] else ""
        out.append(text(x, y + 12, f"Hunt dice{against}:", 11, bold=True))
        out.append(_dice(x + 210, y + 3, hunt["dice"]))
        y += 22
    if obs["offer"]:
        o = obs["offer"]
        out.append(text(x, y + 12, f"Offer: P{o['seller'] + 1} sells {_item(o['item'])} to P{o['buyer'] + 1} "
                                   f"for {o['price']} adena", 11, bold=True))
        y += 22
    return out, y


def _siege(obs: dict[str, Any], out: list[str], x: float, y: float) -> float:
    siege = obs.get("siege")
    if not siege:
        return y
    castle = obs["castles"][siege["castle"]]
    rows = [f"P{siege['starter'] + 1} attacks {castle['name']}, P{siege['owner'] + 1} defends"]
    if siege["sides"] is None:
        rows.append("Taking part: " + ", ".join(f"P{q + 1}" for q in siege["seats"])
                    + "; each picks in secret a side, mercenaries and at most one card.")
    elif siege["seats"]:
        for side in ("attack", "defend"):
            who = [f"P{q + 1} with {n}" + (" + a card" if card else "")
                   for q, s, n, card in zip(siege["seats"], siege["sides"], siege["armies"], siege["face_down_card"])
                   if s == side]
            rows.append(f"{'Offense' if side == 'attack' else 'Defense'}: {', '.join(who) or 'nobody'}")
        rows.append(f"Left: attackers {siege['totals'][0]}, defenders {siege['totals'][1]} (garrison {castle['garrison']})")
        if siege["rounds"]:
            rows.append(f"Round {siege['rounds']}: attackers rolled {siege['dice'][0]}+{siege['bonus'][0]}, "
                        f"defenders {siege['dice'][1]}+{siege['bonus'][1]}")
    else:
        rows.append("The owner may first hire mercenaries.")
    h = 26 + 14 * len(rows)
    out.append(rect(x, y, PANEL_W, h, "#fbeee9", "#a8402a", 1.5, 6))
    out.append(text(x + 8, y + 16, "Castle siege", 12, fill="#a8402a", bold=True))
    out.append(lines(x + 8, y + 32, rows, 10.5, 1.3))
    return y + h + 10


def _hand(obs: dict[str, Any], marked: set[str], x: float, y: float) -> tuple[list[str], float]:
    if "hand" not in obs:
        return [], y
    out = [text(x, y + 14, "Your hand", 12, bold=True)]
    y += 22
    cards = list(obs["hand"])
    if not cards:
        out.append(text(x, y + 10, "no cards", 10.5, fill="#777"))
        y += 18
    mine = obs.get("my_action_card")
    for card, el in [(c, f"card-{c['id']}") for c in cards] + ([(mine, "siege-card")] if mine else []):
        rows = wrap(card["text"], 80)
        h = 22 + 13 * len(rows)
        head = f"{card['name']} ({card['kind']})" + (": your face-down siege card" if el == "siege-card" else "")
        body = [rect(x, y, PANEL_W, h, "#fffdf6", "#8a7a50", 1.2, 5), text(x + 8, y + 15, head, 11, bold=True),
                lines(x + 8, y + 29, rows, 10, 1.3, "#333")]
        if el in marked:
            body.append(rect(x + 2, y + 2, PANEL_W - 4, h - 4, "none", LEGAL_MARK, 3, 4))
        out.append(element(el, "".join(body), card["text"]))
        y += h + 6
    return out, y


def draw(view: View) -> str:
    """The board graph, piles, castles, players, a siege and the seat's hand."""
    obs = view.observation
    marked = {el for a in view.legal_actions for el in elements(a, view)}
    who = "a spectator" if view.seat is None else f"P{view.seat + 1}"
    parts = _board(obs, view, marked)
    panel, y = _panel(obs, view, marked)
    hand, y = _hand(obs, marked, PANEL_X, y)
    if view.is_terminal:
        result = ", ".join(f"P{i + 1} {r:+.0f}" for i, r in enumerate(obs["result"]))
        hand.append(text(20, 20 + BOARD + 64, f"Game over: {result}", 15, bold=True))
    else:
        acting = "the participants" if obs["phase"] == "siege" else f"P{obs['current_player'] + 1}"
        hand.append(text(20, 20 + BOARD + 64, f"Turn {obs['turn']}: {acting} to act ({obs['phase'].replace('_', ' ')})",
                         14, bold=True))
    return svg(PANEL_X + PANEL_W + 20, max(y, BOARD + 90) + 14, parts + panel + hand, f"Lineage II as {who} sees it")


def elements(action: Action, view: View) -> tuple[str, ...]:
    """A space (``move``, ``retreat``, a teleport's village), a monster pile (``hunt``), a card
    of the hand (``play``, ``discard``, ``quest``, ``commit`` with a card) or the face-down
    siege card (``use``), an item (``wear``, ``unwear``, ``sell``, ``drop``, ``offer`` with its
    buyer). Prices, hiring, rolls and answers are buttons."""
    named = []
    card = action.get("card")
    if card is not None:
        obs = view.observation
        mine = obs.get("my_action_card")
        if any(c["id"] == card for c in obs.get("hand", [])):
            named.append(f"card-{card}")
        elif mine and mine["id"] == card:
            named.append("siege-card")
    for key in ("to", "village"):
        if action.get(key) is not None:
            named.append(f"space-{action[key]}")
    if action.get("pile") is not None:
        named.append(f"pile-{action['pile']}")
    if action.get("item") is not None:
        named.append(f"item-{action['item']}")
    if action.get("buyer") is not None:
        named.append(f"player-{action['buyer']}")
    return tuple(named)

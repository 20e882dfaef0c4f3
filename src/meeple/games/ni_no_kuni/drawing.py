"""The table as SVG for the browser (see meeple.web.drawing), from a seat's View alone.

The influence race at the top; the quest slots in board order, each with its quest, its enemy
and the models placed on it; the party; the inventory; the market, the upgrades on offer and
the kingdom built. Element ids: ``quest-<slot>``, ``member-<m>`` (a party model),
``inv-<resource>`` (``experience``, ``kingsguilder``, ``supply``, ``sweets``, ``tears``),
``market-<i>``, ``upgrade-<i>``, ``built-<i>`` (the i-th card of that row).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.ni_no_kuni.render import _DECISION, res
from meeple.web.drawing import LEGAL_MARK, element, lines, rect, svg, text, wrap

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View

SLOT_W, SLOT_H = 178, 266
CARD_W, CARD_H = 178, 118
GAP = 10
TYPE_COLOURS = {"physical": "#b5523b", "ranged": "#2f6fa8", "magical": "#7d3aa8"}
RESOURCES = (("experience", "E", "#3d8b3d"), ("kingsguilder", "K", "#b8901c"), ("supply", "S", "#8a5a2b"),
             ("sweets", "sweets", "#c2417a"), ("tears", "tears", "#3a9fb0"))
SEAT_COLOURS = ("#2a58a8", "#a8402a", "#2e7d32", "#7b3fa0")


def _mark(el: str, marked: set[str], x: float, y: float, w: float, h: float) -> str:
    return rect(x + 2, y + 2, w - 4, h - 4, "none", LEGAL_MARK, 3, 5) if el in marked else ""


def _slot(obs: dict[str, Any], entry: dict[str, Any], x: float, y: float, marked: set[str]) -> str:
    s = entry["slot"]
    party = obs["party"]
    fighting = obs["fight"]["slot"] == s
    out = [rect(x, y, SLOT_W, SLOT_H, "#f4efe2" if not entry["resolved"] else "#e2e2e2",
                "#222" if fighting else "#9a927e", 2.5 if fighting else 1.2, 6),
           text(x + 8, y + 16, f"slot {s}", 10, fill="#777")]
    flags = [f for f, on in (("BLOCKED", entry["blocked"]), ("done", entry["resolved"]), ("fighting", fighting)) if on]
    if flags:
        out.append(text(x + SLOT_W - 8, y + 16, ", ".join(flags), 10, "end", "#a8402a", bold=True))
    # The quest card.
    qy = y + 24
    out.append(rect(x + 6, qy, SLOT_W - 12, 92, "#fffdf6", "#b7a77a", 1, 4))
    if entry["face_down"]:
        out.append(text(x + SLOT_W / 2, qy + 50, "face-down quest", 12, "middle", "#666", bold=True))
    elif entry["quest"] is None:
        out.append(text(x + SLOT_W / 2, qy + 50, "(no quest)", 12, "middle", "#888"))
    else:
        name = wrap(entry["quest"], 24)[:2]
        out += [text(x + 12, qy + 16 + i * 13, row, 11, bold=True) for i, row in enumerate(name)]
        out.append(text(x + 12, qy + 50, f"{entry['slots']} slot{'s' if entry['slots'] > 1 else ''}", 10.5))
        rx = x + 12
        for n, (_, letter, colour) in zip(entry["resources"], RESOURCES):
            if n:
                out.append(rect(rx, qy + 58, 34, 18, colour, colour, 1, 9))
                out.append(text(rx + 17, qy + 71, f"{n}{letter}", 11, "middle", "#fff", bold=True))
                rx += 40
        if entry["special"] not in (None, "none"):
            out.append(text(x + 12, qy + 88, entry["special"].replace("_", " "), 9.5, fill="#555"))
    # The enemy.
    ey = qy + 98
    if entry["enemy"] is None:
        out.append(text(x + SLOT_W / 2, ey + 36, "no enemy", 11, "middle", "#888"))
    else:
        colour = TYPE_COLOURS.get(entry["enemy_type"], "#555")
        out.append(rect(x + 6, ey, SLOT_W - 12, 82, "#fff", colour, 2, 4))
        out += [text(x + 12, ey + 16 + i * 12, row, 10.5, bold=True) for i, row in enumerate(wrap(entry["enemy"], 22)[:2])]
        out.append(text(x + SLOT_W - 12, ey + 50, entry["enemy_value"], 22, "end", colour, bold=True))
        out.append(text(x + 12, ey + 46, entry["enemy_type"], 10.5, fill=colour, bold=True))
        out.append(text(x + 12, ey + 60, f"influence {entry['enemy_influence']}", 10))
        extra = [] if entry["enemy_special"] == "none" else [entry["enemy_special"].replace("_", " ")]
        reward = entry["enemy_reward"]
        bits = ([res(reward[:3])] if any(reward[:3]) else []) + [
            f"{n} {w}" for n, w in zip(reward[3:], ("sweet", "tear")) if n]
        if bits:
            extra.append("reward " + "+".join(bits))
        out.append(text(x + 12, ey + 74, "; ".join(extra)[:34], 9, fill="#555"))
    # The models on it.
    my = ey + 90
    if entry["placed"]:
        out.append(text(x + 8, my + 12, "placed:", 10, fill="#555"))
        out += [text(x + 12, my + 26 + i * 12, party[m]["name"], 10) for i, m in enumerate(entry["placed"][:4])]
        if entry["enemy"] is not None:
            out.append(text(x + SLOT_W - 8, my + 12, f"{entry['dice']} dice", 11, "end", bold=True))
    out.append(_mark(f"quest-{s}", marked, x, y, SLOT_W, SLOT_H))
    tip = "face-down quest" if entry["face_down"] else str(entry["quest"])
    return element(f"quest-{s}", "".join(out), f"slot {s}: {tip}")


def _card(card: dict[str, Any], x: float, y: float, el: str, marked: set[str], note: str = "") -> str:
    out = [rect(x, y, CARD_W, CARD_H, "#fffdf6", "#8a7a50", 1.2, 5)]
    out += [text(x + 8, y + 16 + i * 12, row, 10.5, bold=True) for i, row in enumerate(wrap(card["name"], 24)[:2])]
    out.append(text(x + 8, y + 44, f"cost {res(card['cost'])}", 10))
    out.append(text(x + CARD_W - 8, y + 44, f"influence {card['influence']}", 10, "end", "#3d3a60", bold=True))
    body = ([note] if note else []) + wrap(card.get("effect") or "", 30)
    out.append(lines(x + 8, y + 60, body[:4], 9.5, 1.25, "#444"))
    out.append(_mark(el, marked, x, y, CARD_W, CARD_H))
    return element(el, "".join(out), card.get("effect") or card["name"])


def _row(title: str, cards: list[dict[str, Any]], prefix: str, x: float, y: float, marked: set[str],
         per_row: int) -> tuple[list[str], float]:
    out = [text(x, y + 12, title, 12, bold=True)]
    y += 20
    for i, card in enumerate(cards):
        cx = x + (i % per_row) * (CARD_W + GAP)
        cy = y + (i // per_row) * (CARD_H + GAP)
        note = f"replaces {card['replaces']}" if prefix == "upgrade" and card.get("replaces") else ""
        out.append(_card(card, cx, cy, f"{prefix}-{i}", marked, note))
    rows = (len(cards) + per_row - 1) // per_row if cards else 0
    if not cards:
        out.append(text(x, y + 14, "(none)", 11, fill="#777"))
        rows = 0
    return out, y + max(rows * (CARD_H + GAP), 24) + 6


def draw(view: View) -> str:
    """Quests, enemies, party, inventory, market and kingdom, as the party knows them."""
    obs = view.observation
    marked = {el for a in view.legal_actions for el in elements(a, view)}
    slots = len(obs["board"])
    width = max(16 + slots * (SLOT_W + GAP) + 6, 16 + 6 * (CARD_W + GAP) + 6)
    if obs["result"] is None:
        decides = "" if obs["current_player"] < 0 else f", P{obs['current_player'] + 1} decides"
        head = f"Turn {obs['turn']} of 5: {_DECISION.get(obs['phase'], obs['phase'])}{decides}"
    else:
        head = f"Game over: the party {'wins' if obs['result'] else 'loses'}"
    who = "a spectator" if view.seat is None else f"P{view.seat + 1}"
    parts = [text(16, 24, f"Ni no Kuni II vs {obs['boss_name']}, as {who} sees it", 16, bold=True),
             text(16, 44, f"{head}; P{obs['lead'] + 1} leads this turn", 12, fill="#333")]
    # The influence race.
    k, e = obs["kingdom_influence"], obs["enemy_influence"]
    total = max(k + e, 1)
    bar = min(width - 32, 700)
    parts += [rect(16, 54, bar, 18, "#efe9da", "#9a927e", 1, 4),
              rect(16, 54, bar * k / total, 18, "#3d8b3d", "#3d8b3d", 1, 4),
              text(22, 67, f"kingdom {k}", 11, fill="#fff" if k else "#222", bold=True),
              text(16 + bar - 6, 67, f"enemy {e} (boss {obs['boss_influence']} + the board)", 11, "end", bold=True)]
    y = 84
    for i, entry in enumerate(obs["board"]):
        parts.append(_slot(obs, entry, 16 + i * (SLOT_W + GAP), y, marked))
    y += SLOT_H + 16
    # The party.
    parts.append(text(16, y + 12, "Party (physical / ranged / magical)", 12, bold=True))
    y += 20
    placing = obs["phase"] == "place"
    for i, m in enumerate(obs["party"]):
        x = 16 + i * 128
        el = f"member-{m['member']}"
        colour = SEAT_COLOURS[m["owner"] % len(SEAT_COLOURS)]
        nxt = placing and m["member"] == obs["next_member"]
        body = [rect(x, y, 120, 46, "#fff", colour, 2.5 if nxt else 1.2, 23),
                text(x + 60, y + 18, m["name"][:20], 10, "middle", colour, bold=True),
                text(x + 60, y + 36, " / ".join(map(str, m["fight"])), 11, "middle")]
        if nxt:
            body.append(text(x + 60, y + 58, "placing now", 9.5, "middle", "#a8402a", bold=True))
        body.append(_mark(el, marked, x, y, 120, 46))
        parts.append(element(el, "".join(body), f"{m['name']} (P{m['owner'] + 1})"))
    y += 72
    # The inventory, decks and the last roll.
    parts.append(text(16, y + 12, "Inventory", 12, bold=True))
    y += 20
    inv = obs["inventory"]
    for i, (key, letter, colour) in enumerate(RESOURCES):
        x = 16 + i * 112
        el = f"inv-{key}"
        body = [rect(x, y, 104, 30, colour, colour, 1, 15),
                text(x + 52, y + 20, f"{inv[key]} {key if len(letter) > 1 else key.capitalize()}", 11, "middle", "#fff", bold=True),
                _mark(el, marked, x, y, 104, 30)]
        parts.append(element(el, "".join(body), key))
    decks = obs["deck_sizes"]
    info = [f"Decks: {decks['quests']} quests, {decks['enemies']} enemies, {decks['kingdom']} kingdom cards"]
    if obs["fight"]["dice"]:
        info.append(f"Last roll: {' + '.join(map(str, obs['fight']['dice']))} = {sum(obs['fight']['dice'])}")
    if obs["pending_buy"]:
        info.append(f"Building {obs['pending_buy']['name']}: pull down a building to make room")
    parts.append(lines(16 + 5 * 112 + 10, y + 10, info, 11, 1.3, "#333"))
    y += 46
    per_row = max(1, int((width - 16) // (CARD_W + GAP)))
    for title, key, prefix in (("Market", "market", "market"), ("Upgrades on offer", "upgrades", "upgrade"),
                               (f"Kingdom ({len(obs['built'])} of {obs['building_slots']} building slots)", "built", "built")):
        if key == "upgrades" and not obs["upgrades"]:
            continue
        row, y = _row(title, obs[key], prefix, 16, y, marked, per_row)
        parts += row
    return svg(width, y + 10, parts, f"Ni no Kuni II as {who} sees it")


def elements(action: Action, view: View) -> tuple[str, ...]:
    """A quest slot (``place``, ``swordsman``, ``fight``, ``remove``, ``move`` with its model);
    a market, upgrade or kingdom card (``buy``, ``upgrade``, ``demolish``); an inventory token
    (Tani's ``take``, a ``roll`` with a sweet, a ``tear``). Other actions are buttons."""
    kind = action.kind
    if action.get("quest") is not None:
        named = [f"quest-{action['quest']}"]
        if kind == "move":
            named.insert(0, f"member-{action['member']}")
        return tuple(named)
    if kind in ("buy", "upgrade", "demolish"):
        row = {"buy": "market", "upgrade": "upgrades", "demolish": "built"}[kind]
        prefix = {"buy": "market", "upgrade": "upgrade", "demolish": "built"}[kind]
        return tuple(f"{prefix}-{i}" for i, c in enumerate(view.observation[row]) if c["id"] == action["card"])
    if kind == "take":
        return (f"inv-{action['resource']}",)
    if kind == "roll" and action["sweet"]:
        return ("inv-sweets",)
    if kind == "tear":
        return ("inv-tears",)
    return ()

"""The table as SVG for the browser (see meeple.web.drawing), from a seat's View alone.

The deck and the Ruins at the top; one row per player: their hand (the seat's own cards face
up with their texts, the others face down unless the seat has seen them) and their discards in
the order they were placed, face-down ones greyed; the texts of the cards that lie only in the
discards underneath. Element ids: ``deck``, ``ruins-<i>``, ``player-<p>`` (the player's name
plate), ``hand-<p>-<i>`` (player p's i-th hand card), ``discard-<p>-<i>``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from meeple.games.lost_legacy.phases import OVER
from meeple.games.lost_legacy.render import DECISION_NAMES, label
from meeple.web.drawing import LEGAL_MARK, element, lines, rect, svg, text, wrap

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View
    from meeple.games.lost_legacy.game import LostLegacyGame

CARD_W = 176
CHARS = 33
"""Characters per line of a card's text at the width CARD_W."""
SMALL_W, SMALL_H = 92, 56
PLATE_W = 130
GAP = 10
SEAT_COLOURS = ("#2a58a8", "#a8402a", "#2e7d32", "#7b3fa0", "#b07a00", "#00838f")


@lru_cache(maxsize=64)
def _text_rows(texts: tuple[str, ...]) -> int:
    return max((len(wrap(t, CHARS)) for t in texts), default=1)


def _card_h(game: LostLegacyGame) -> float:
    """One height for every big card of this deck: the longest text fits."""
    return 44 + 12.5 * _text_rows(tuple(sorted(c.text for c in game.card_of.values())))


def _face(game: LostLegacyGame, card: str, x: float, y: float, h: float, marked: bool) -> str:
    c = game.card_of[card]
    out = [rect(x, y, CARD_W, h, "#fffdf6", "#8a7a50", 1.5, 6),
           f'<circle cx="{x + CARD_W - 16:g}" cy="{y + 17:g}" r="12" fill="#3d3a60" stroke="none"/>',
           text(x + CARD_W - 16, y + 22, c.speed_text, 13, "middle", "#fff", bold=True)]
    out += [text(x + 8, y + 16 + i * 13, row, 11, bold=True) for i, row in enumerate(wrap(c.name, 20)[:2])]
    out.append(f'<line x1="{x + 6:g}" y1="{y + 38:g}" x2="{x + CARD_W - 6:g}" y2="{y + 38:g}" stroke="#c8b98e" stroke-width="1"/>')
    out.append(lines(x + 7, y + 52, wrap(c.text, CHARS), 9.5, 1.3, "#333"))
    if marked:
        out.append(rect(x + 2, y + 2, CARD_W - 4, h - 4, "none", LEGAL_MARK, 3, 5))
    return "".join(out)


def _back(x: float, y: float, w: float, h: float, marked: bool, note: str = "?") -> str:
    out = rect(x, y, w, h, "#3d3a60", "#22203a", 1.5, 6) + rect(x + 6, y + 6, w - 12, h - 12, "none", "#8d89c0", 1, 4)
    out += text(x + w / 2, y + h / 2 + 6, note, 18 if note == "?" else 11, "middle", "#d9d6f5", bold=True)
    if marked:
        out += rect(x + 2, y + 2, w - 4, h - 4, "none", LEGAL_MARK, 3, 5)
    return out


def _small(game: LostLegacyGame, entry: dict[str, Any], x: float, y: float, marked: bool) -> str:
    c = game.card_of[entry["card"]]
    up = entry["face"] == "up"
    out = [rect(x, y, SMALL_W, SMALL_H, "#fffdf6" if up else "#d8d4cc", "#8a7a50" if up else "#888", 1.2, 5)]
    out += [text(x + 6, y + 15 + i * 11, row, 9.5, fill="#222" if up else "#666", bold=True)
            for i, row in enumerate(wrap(c.name, 15)[:2])]
    out.append(text(x + SMALL_W - 8, y + SMALL_H - 8, c.speed_text, 13, "end", "#3d3a60" if up else "#777", bold=True))
    if not up:
        out.append(text(x + 6, y + SMALL_H - 8, "face-down", 8.5, fill="#666"))
    if marked:
        out.append(rect(x + 2, y + 2, SMALL_W - 4, SMALL_H - 4, "none", LEGAL_MARK, 3, 4))
    return "".join(out)


def _status(obs: dict[str, Any], view: View) -> list[str]:
    who = "a spectator" if view.seat is None else f"P{view.seat + 1}"
    rows = [f"Lost Legacy - {obs['deck']} ({obs['rules']} rules), as {who} sees it"]
    camp = obs.get("campaign")
    if camp:
        rows.append(f"Campaign game {obs['game_no']}: tokens " + ", ".join(
            f"P{q + 1} {t}" for q, t in enumerate(camp["tokens"])))
    if obs["phase"] == OVER:
        result = obs["result"]
        winners = ", ".join(f"P{q + 1}" for q in result["winners"]) or "nobody"
        scores = f"; scores {result['scores']}" if result["scores"] else ""
        rows.append(f"Game over: {winners} won ({result['reason']}){scores}")
    elif obs["pending"]:
        pending = obs["pending"]
        rows.append(f"Waiting for P{pending['player'] + 1}: "
                    f"{DECISION_NAMES.get(pending['decision'], pending['decision'])}")
    else:
        rows.append(f"Phase: {obs['phase']}, P{obs['current_player'] + 1} to act")
    inv = obs.get("investigation")
    if inv:
        rows.append("Investigation order: " + ", ".join(
            f"P{q + 1} (speed {inv['speeds'][str(q)]})" for q in inv["order"]))
    if obs["sword_tied"]:
        rows.append("The Vorpal Sword was tied: whoever draws it may not play it this turn.")
    return rows


def draw(view: View) -> str:
    """The deck, the Ruins, every hand and every discard pile as ``view.seat`` knows them."""
    obs = view.observation
    game: LostLegacyGame = view.game  # type: ignore[assignment]
    marked = {el for a in view.legal_actions for el in elements(a, view)}
    card_h = _card_h(game)
    status = _status(obs, view)
    parts = [text(16, 24, status[0], 16, bold=True), lines(16, 44, status[1:], 12, 1.35, "#333")]
    y = 44 + 16 * len(status[1:]) + 6
    # The deck, the Ruins, the card being resolved.
    known = obs["draw_pile"]["known"]
    top = known.get("0")
    deck_note = f"Deck {obs['draw_pile']['count']}"
    body = _face(game, top, 16, y + 16, card_h, "deck" in marked) if top else _back(
        16, y + 16, CARD_W, card_h, "deck" in marked, deck_note)
    parts.append(text(16, y + 10, f"Deck: {obs['draw_pile']['count']} card(s)" + (", top card known" if top else ""),
                      11, bold=True))
    parts.append(element("deck", body, "the draw pile"))
    x = 16 + CARD_W + 3 * GAP
    parts.append(text(x, y + 10, "Ruins", 11, bold=True))
    for i, card in enumerate(obs["ruins"]):
        el = f"ruins-{i}"
        body = _face(game, card, x, y + 16, card_h, el in marked) if card else _back(x, y + 16, CARD_W, card_h, el in marked)
        parts.append(element(el, body, f"Ruins card {i}: {label(game, card)}"))
        x += CARD_W + GAP
    if not obs["ruins"]:
        parts.append(text(x, y + 40, "empty", 11, fill="#666"))
        x += CARD_W
    if obs["limbo"]:
        x += 2 * GAP
        parts.append(text(x, y + 10, "Being resolved", 11, bold=True))
        parts.append(_face(game, obs["limbo"], x, y + 16, card_h, False))
        x += CARD_W + GAP
    notes = []
    for zone, where in (("draw_pile", "the deck"), ("ruins", "the Ruins")):
        if obs["somewhere"][zone]:
            notes.append(f"Somewhere in {where}: " + ", ".join(label(game, c) for c in obs["somewhere"][zone]))
    more = [f"#{int(i) + 1} from the top: {label(game, c)}" for i, c in sorted(known.items(), key=lambda kv: int(kv[0]))
            if i != "0"]
    if notes or more:
        parts.append(lines(x + GAP, y + 30, [r for n in notes + more for r in wrap(n, 44)], 10.5, 1.3, "#333"))
    width = x + 320
    y += 16 + card_h + 24
    # One row per player.
    discard_only: dict[str, None] = {}
    shown = set(obs["ruins"]) | set(known.values()) | {obs["limbo"]}
    hand_cols = max(len(h) for h in obs["hands"]) or 1
    for p, hand in enumerate(obs["hands"]):
        colour = SEAT_COLOURS[p % len(SEAT_COLOURS)]
        you = " (you)" if p == view.seat else ""
        out = p in obs["eliminated"]
        plate = [rect(16, y, PLATE_W, card_h, "#f1ece0" if not out else "#ddd", colour, 2.5 if p == obs["current_player"] else 1.2, 6),
                 text(26, y + 22, f"P{p + 1}{you}", 15, fill=colour, bold=True),
                 text(26, y + 42, f"discards total {obs['discard_totals'][p]}", 10.5)]
        if obs["bonus"][p]:
            plate.append(text(26, y + 58, f"bonus {obs['bonus'][p]}", 10.5))
        if out:
            plate.append(text(26, y + 76, "eliminated", 12, fill="#a8402a", bold=True))
        if p == obs["current_player"] and obs["phase"] != OVER:
            plate.append(text(26, y + card_h - 12, "to act", 11, fill=colour, bold=True))
        el = f"player-{p}"
        if el in marked:
            plate.append(rect(18, y + 2, PLATE_W - 4, card_h - 4, "none", LEGAL_MARK, 3, 5))
        parts.append(element(el, "".join(plate), f"P{p + 1}"))
        x = 16 + PLATE_W + GAP
        for i, card in enumerate(hand):
            el = f"hand-{p}-{i}"
            body = _face(game, card, x, y, card_h, el in marked) if card else _back(x, y, CARD_W, card_h, el in marked)
            parts.append(element(el, body, f"P{p + 1}'s hand card: {label(game, card)}"))
            shown.add(card)
            x += CARD_W + GAP
        x = 16 + PLATE_W + GAP + hand_cols * (CARD_W + GAP) + GAP
        parts.append(text(x, y + 10, "discards, in order", 10, fill="#666"))
        for i, entry in enumerate(obs["discards"][p]):
            el = f"discard-{p}-{i}"
            cx = x + (i % 8) * (SMALL_W + 6)
            cy = y + 16 + (i // 8) * (SMALL_H + 6)
            c = game.card_of[entry["card"]]
            parts.append(element(el, _small(game, entry, cx, cy, el in marked),
                                 f"{c.name} ({c.speed_text}), {entry['face']}: {c.text}"))
            discard_only[entry["card"]] = None
        width = max(width, x + 8 * (SMALL_W + 6) + 10)
        y += max(card_h, 16 + ((len(obs["discards"][p]) + 7) // 8) * (SMALL_H + 6)) + GAP
    # The texts of the cards seen only in the discards.
    rest = [c for c in discard_only if c not in shown]
    if rest:
        y += 8
        parts.append(text(16, y + 8, "Cards in the discards", 12, bold=True))
        y += 26
        for card in rest:
            c = game.card_of[card]
            rows = wrap(f"{c.name} ({c.speed_text}): {c.text}", 150)
            parts.append(lines(16, y, rows, 10.5, 1.3, "#333"))
            y += 14 * len(rows) + 2
    return svg(width, y + 16, parts, f"Lost Legacy as {'a spectator' if view.seat is None else f'P{view.seat + 1}'} sees it")


def elements(action: Action, view: View) -> tuple[str, ...]:
    """A card in hand (``play``, ``place``); a player's hand card or name plate (``look``,
    ``swap``, ``investigate``, ``compare``, ``target``, ``curse``, an exchange with a player);
    a Ruins card; a discard (``take`` from a pile, ``bank``); the deck (``swap deck=top``,
    ``park``, the General's exchange). ``pass``, ``shuffle`` and ``guard`` name nothing."""
    obs = view.observation
    kind = action.kind
    me = obs["player"]
    if kind in ("play", "place"):
        return tuple(f"hand-{me}-{i}" for i, c in enumerate(obs["hand"]) if c == action["card"])
    if kind == "bank":
        return (f"discard-{me}-{action['index']}",)
    if action.get("ruins") is not None:
        return (f"ruins-{action['ruins']}",)
    if action.get("deck") is not None or kind == "park":
        return ("deck",)
    if kind == "take":
        return (f"discard-{action['player']}-{action['index']}",)
    q = action.get("player")
    if kind == "exchange":
        pending = obs["pending"] or {}
        decision, data = pending.get("decision"), pending.get("data", [])
        if decision in ("vision_swap", "search_swap"):
            return (f"ruins-{data[0]}",)
        if decision == "general":
            return ("deck",)
        q = data[0] if data else None
    if q is None:
        return ()
    q = int(q)
    return (f"player-{q}", *(f"hand-{q}-{i}" for i in range(len(obs["hands"][q]))))

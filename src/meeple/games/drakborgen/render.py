"""The terminal view and the action descriptions, from a seat's View / observation only.

The map draws every square as three characters between walls: the tile's mark and the seat
numbers of the heroes on it. Walls are ``|`` and ``---``, openings blank, printed doors ``D``,
a portcullis that is down ``#``. It needs a terminal of 80 x 40.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action

if TYPE_CHECKING:
    from meeple.core.view import View

MARKS = {"room": "o", "corridor": "=", "portcullis": "p", "trap": "t", "rotating": "r", "debris": "d",
         "dark": "x", "chasm": "/", "pit": "O", "web": "w", "tower": "T", "chamber": "$"}
LEGEND = ("o room  = corridor  p portcullis  t trap room  r rotating room  d debris  x dark room\n"
          "/ chasm  O bottomless pit  w spider web  T tower  $ treasure chamber  D door  # portcullis down")
SIDE_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _name(col: int, row: int) -> str:
    return f"{chr(ord('a') + col)}{row + 1}"


def _edge(a: dict[str, Any] | None, sa: str, b: dict[str, Any] | None, sb: str, wall: str, gap: str) -> str:
    """The edge between tile ``a`` (its side ``sa``) and tile ``b`` (side ``sb``)."""
    if a is None and b is None or a is not None and b is not None and a["type"] == b["type"] == "chamber":
        return gap
    for t, side in ((a, sa), (b, sb)):
        if t is not None and side in t.get("portcullis", ""):
            return "#" if len(wall) == 1 else "-#-"
    for t, side in ((a, sa), (b, sb)):
        if t is not None and side in t.get("doors", ""):
            return "D" if len(wall) == 1 else "-D-"
    if all(t is None or side in t["open"] for t, side in ((a, sa), (b, sb))):
        return gap
    return wall


def map_lines(obs: dict[str, Any]) -> list[str]:
    rows, cols = obs["rows"], obs["cols"]
    tiles = {t["square"]: t for t in obs["tiles"]}
    here: dict[str, str] = {}
    for hero in obs["heroes"]:
        if hero["square"]:
            here[hero["square"]] = here.get(hero["square"], "") + str(hero["seat"] + 1)
    out = ["   " + "".join(f"  {chr(ord('a') + c)} " for c in range(cols))]

    def tile(r: int, c: int) -> dict[str, Any] | None:
        return tiles.get(_name(c, r)) if 0 <= r < rows and 0 <= c < cols else None

    for r in range(rows):
        line = "   "
        for c in range(cols):
            above, me = tile(r - 1, c), tile(r, c)
            edge = "---" if (r == 0 and me) or (above is None and me is None and r == 0) else \
                _edge(above, "S", me, "N", "---", "   ")
            line += "+" + edge
        out.append(line + "+")
        line = f"{r + 1:>2} "
        for c in range(cols):
            left, me = tile(r, c - 1), tile(r, c)
            wall = "|" if c == 0 else _edge(left, "E", me, "W", "|", " ")
            mark = MARKS[me["type"]] if me else " "
            line += wall + (mark + here.get(_name(c, r), "")).ljust(3)[:3]
        out.append(line + "|")
    out.append("   " + "+---" * cols + "+")
    return out


def render(view: View) -> str:
    obs = view.observation
    lines = map_lines(obs)
    lines.append(LEGEND)
    total, now = obs["sun_rounds"], obs["round"]
    lines.append(f"Sun: [{'#' * now}{'.' * (total - now)}] round {now} of {total}; "
                 f"DRAKKORT left {8 - obs['dragon_cards_aside']} ({obs['dragon_cards_aside']} set aside); "
                 f"tiles in the bag {obs['bag']}")
    for hero in obs["heroes"]:
        you = " (you)" if view.seat == hero["seat"] else ""
        where = hero["square"] or hero["status"]
        marks = [m for m, on in (("torch out", hero["torch_out"]), ("in a pit", hero["in_pit"]),
                                 (f"loses {hero['skip']} turn(s)", hero["skip"]), ("secret door", hero["secret_door"]),
                                 ("no flight", hero["no_flight"])) if on]
        ring = f"{hero['ring']}{' (used)' if hero['ring_used'] else ''}" if hero["ring"] else "-"
        lines.append(f"P{hero['seat'] + 1}{you} {hero['name']} [{where}] KP {hero['kp']}/{hero['max_kp']} "
                     f"SF {hero['SF']} VF {hero['VF']} RF {hero['RF']} TF {hero['TF']} special {hero['special']} "
                     f"gold {hero['gold']} gm ring {ring}" + (f" | {', '.join(marks)}" if marks else "")
                     + (f" | died: {hero['cause']}" if hero["cause"] else ""))
        if hero["items"] or hero["treasure"]:
            lines.append("     carries: " + ", ".join(hero["items"] + [f"treasure {g} gm" for g in hero["treasure"]]))
    enc = obs["encounter"]
    if enc:
        read = "; ".join(f"{a}: {r}" for a, r in enc["read"])
        lines.append(f"Encounter: {enc['monster']}{' (ambush)' if enc['ambush'] else ''}, it has lost {enc['kp_lost']} KP"
                     + (f"; read out: {read}" if read else "") + f"; monster player P{enc['monster_player'] + 1}"
                     if enc["monster_player"] >= 0 else
                     f"Encounter: {enc['monster']}{' (ambush)' if enc['ambush'] else ''}, it has lost {enc['kp_lost']} KP"
                     + (f"; read out: {read}" if read else "") + "; the game plays the monster")
        if "card" in enc:
            card = enc["card"]
            lines.append(f"Your MONSTERKORT ({card['name']}): {card['kp']} KP; waiting: {card['wait']}; fleeing: {card['flee']}")
    if obs["trap"]:
        lines.append(f"A trap: {obs['trap']}")
    if obs["phase"] == "over":
        w = obs["winner"]
        lines.append("Game over: " + (f"P{w + 1} wins" if w is not None and w >= 0 else "Drakborgen wins, nobody got out with treasure"))
    else:
        lines.append(f"Now: {obs['phase']} of P{obs['hero'] + 1}" + (" (free move)" if obs["free_move"] else ""))
    return "\n".join(lines)


def _hero(obs: dict[str, Any]) -> dict[str, Any]:
    seat = obs["fleeing"] if obs["fleeing"] is not None else obs["hero"]
    return obs["heroes"][seat]


def _towards(obs: dict[str, Any], target: str) -> str:
    hero = _hero(obs)
    tiles = {t["square"]: t for t in obs["tiles"]}
    kind = tiles[target]["type"] if target in tiles else "unexplored: a new room tile"
    here = hero["square"]
    if here:
        dc = ord(target[0]) - ord(here[0])
        dr = int(target[1:]) - int(here[1:])
        if abs(dc) + abs(dr) == 1:
            side = "E" if dc > 0 else "W" if dc < 0 else "S" if dr > 0 else "N"
            return f"{SIDE_NAMES[side]} to {target} ({kind})"
    return f"to {target} ({kind})"


_PLAIN = {
    "grope": "grope for a way out of the dark room (the die picks the opening)",
    "search": "search the room (draw a RUMSLETNINGSKORT)",
    "stay": "stay in the treasure chamber: 2 SKATTKORT and a DRAKKORT",
    "pass": "wait: every way out is taken by another hero",
    "stop": "end the turn here",
    "drink": "drink the potion (T6 KP)",
    "heal": "use the Ring of Healing and rest this turn",
    "loot": "search the dead adventurer (SÖKNINGSKORT)",
    "open": "open the chest (KISTKORT)",
    "leave": "leave it alone",
    "warn": "use the Ring of Warning: the trap does nothing",
    "endure": "keep the ring and take the trap",
    "attack": "attack the monster",
    "await": "wait and see what the monster does",
    "flee": "flee back the way you came",
    "blind": "use the Ring of Blinding: the monster is defeated",
    "shoot": "shoot the crossbow before the melee",
}


def describe(action: Action, obs: dict[str, Any]) -> str:
    """What ``action`` means for the acting seat, from its observation."""
    kind = action.kind
    if kind in _PLAIN:
        return _PLAIN[kind]
    if kind == "tower":
        return f"start in the {str(action['tower']).upper()} tower room"
    if kind == "ring":
        return f"take the ring of {action['ring']}"
    if kind in ("move", "unlock", "secret", "flight"):
        where = _towards(obs, str(action["to"]))
        return {"move": "move ", "unlock": "Ring of Opening: move ", "secret": "through the secret door ",
                "flight": "flee from the dragon "}[kind] + where
    if kind in ("strike", "escape"):
        card = action["card"]
        hero = obs["heroes"][obs["hero"]]
        mine = obs["player"] == obs["hero"]
        special = " (your special letter: a win costs 2 KP)" if mine and card == hero["special"] else ""
        return (f"play STRIDSKORT {card}{special}" + (" and try to escape" if kind == "escape" else "")
                if mine else f"the monster plays STRIDSKORT {card}")
    return action.text()

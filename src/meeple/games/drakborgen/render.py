"""The terminal view and the action descriptions, from a seat's View / observation only.

The map draws every square as three characters between walls: the tile's mark and the seat
numbers of the heroes on it. Walls are ``|`` and ``---``, openings blank, printed doors ``D``,
a portcullis that is down ``#``; unexplored squares are blank. Beside the map: the sun track
(26 marks, one per round), the legend, the DRAKKORT and the tiles left. Below it: one badge per
hero, the encounter, and what is being decided. Every line fits in 80 columns, and the screen
with the human player's recent events and choices fits in 40 lines (``SCREEN``).
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.games.drakborgen.heroes_ii import describe as hero_describe

if TYPE_CHECKING:
    from meeple.core.view import View

SCREEN = (80, 40)
"""The smallest terminal the game needs (columns, lines)."""

WIDTH = SCREEN[0] - 1
PANEL = 21
"""Columns beside the map (56 wide, then two blanks)."""

MARKS = {"room": "o", "corridor": "=", "portcullis": "p", "trap": "t", "rotating": "r", "debris": "d",
         "dark": "x", "chasm": "/", "pit": "O", "web": "w", "tower": "T", "chamber": "$", "bridge": "b", "floor": "v"}
LEGEND = ("o room", "= corridor: move on", "p portcullis room", "t trap room", "r rotating room",
          "d debris", "x dark room", "/ chasm", "O bottomless pit", "w spider web", "T tower: the way out",
          "$ treasure chamber", "D door  # portcullis", "1-4 heroes P1-P4")
KINDS = {"room": "room", "corridor": "corridor", "portcullis": "portcullis room", "trap": "trap room",
         "rotating": "rotating room", "debris": "debris", "dark": "dark room", "chasm": "chasm",
         "pit": "bottomless pit", "web": "spider web", "tower": "tower: out", "chamber": "treasure chamber",
         "bridge": "bridge", "floor": "floor tile"}
SIDE_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
BEATS = {"A": "B", "B": "C", "C": "A"}
SAID = {"flees": "flees", "passive": "stays passive", "attacks": "attacks",
        "escape": "lets him go", "backstab": "stabs his back", "follows": "follows him"}
"""The MONSTERKORT reactions (``content.WAIT_REACTIONS``, ``FLEE_REACTIONS``) in words."""
RING_USES = {"warning": "Ring of Warning: one trap does you no harm",
             "blinding": "Ring of Blinding: defeats one monster, not an ambush",
             "healing": "Ring of Healing: KP back, in a turn of rest",
             "opening": "Ring of Opening: opens one door or portcullis",
             "rejection": "Ring of Rejection: refuse one new room tile, draw another",
             "fortune": "Ring of Fortune: a failed attribute roll is rolled again",
             "seeking": "Ring of Seeking: one search draws four cards, keep one",
             "ascension": "Ring of Ascension: up out of the catacombs once, no way up needed"}
SEARCHABLE = ("room", "portcullis", "trap", "debris", "chasm")
"""Tile types a hero may search (ruling D-SEARCH, as ``ways.SEARCHABLE``)."""
BEATEN_BY = {v: k for k, v in BEATS.items()}
ARROWS = {"N": "^", "E": ">", "S": "v", "W": "<"}
"""Drakborgen II: a direction arrow on the map, the way its hero goes below."""


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


def _cell(mark: str, seats: str) -> str:
    """Three characters: the tile's mark and up to two heroes, or three heroes and no mark."""
    return (mark + seats if len(seats) <= 2 else seats).ljust(3)[:3]


def map_lines(obs: dict[str, Any]) -> list[str]:
    """The board: a top border naming the columns, then two lines per row."""
    rows, cols = obs["rows"], obs["cols"]
    tiles = {t["square"]: t for t in obs["tiles"]}
    here: dict[str, str] = {}
    for hero in obs["heroes"]:
        if hero["square"]:
            here[hero["square"]] = here.get(hero["square"], "") + str(hero["seat"] + 1)
    for cat in obs["catacombs"]["heroes"] if "catacombs" in obs else ():
        if cat["arrow"]:
            here[cat["arrow"]] = here.get(cat["arrow"], "") + ARROWS[cat["arrow_dir"]]
    out = ["   +" + "".join(f"-{chr(ord('a') + c)}-+" for c in range(cols))]

    def tile(r: int, c: int) -> dict[str, Any] | None:
        return tiles.get(_name(c, r)) if 0 <= r < rows and 0 <= c < cols else None

    for r in range(rows):
        if r:
            line = "   "
            for c in range(cols):
                line += "+" + _edge(tile(r - 1, c), "S", tile(r, c), "N", "---", "   ")
            out.append(line + "+")
        line = f"{r + 1:>2} "
        for c in range(cols):
            me = tile(r, c)
            wall = "|" if c == 0 else _edge(tile(r, c - 1), "E", me, "W", "|", " ")
            line += wall + _cell(MARKS[me["type"]] if me else " ", here.get(_name(c, r), ""))
        out.append(line + "|")
    out.append("   " + "+---" * cols + "+")
    return out


def panel_lines(obs: dict[str, Any]) -> list[str]:
    """Beside the map: the sun track; then the legend, the DRAKKORT and the tiles left, or during
    an encounter what is known of the monster and how a combat round goes."""
    total, now = obs["sun_rounds"], obs["round"]
    half = (total + 1) // 2
    track = "#" * now + "." * (total - now)
    sun = [f"Sun: round {now} of {total}", track[:half], track[half:], f"{total - now} rounds to sunset", ""]
    if obs["encounter"]:
        return sun + encounter_lines(obs)
    left = 8 - obs["dragon_cards_aside"]
    legend = [*LEGEND[:-1], "1-4 heroes ^>v< arrow"] if "catacombs" in obs else list(LEGEND)
    if "floor_tiles" in obs:  # Drakborgen II's bridge and floor tile, in the same number of lines
        legend[0:2] = ["o room  = corridor"]
        legend.insert(-2, "b bridge v floor tile")
    return sun + [*legend, f"DRAKKORT left: {left}", f"Room tiles left: {obs['bag']}"]


def _short(hero: dict[str, Any]) -> str:
    """``Rohan`` for Riddar Rohan: the hero's id, as the narration names him."""
    return str(hero["id"]).capitalize()


def _wrap(text: str) -> list[str]:
    return textwrap.wrap(text, WIDTH, subsequent_indent="    ", break_on_hyphens=False)


def badge(hero: dict[str, Any], seat: int | None) -> list[str]:
    """One hero, on one line when it fits: where, KP, attributes, special letter, gold, ring,
    potion and rope, conditions. What he carries item by item is in the observation."""
    name = f"P{hero['seat'] + 1} {_short(hero)}{' (you)' if seat == hero['seat'] else ''}"
    if hero["status"] == "escaped":
        return _wrap(f"{name}: escaped with {hero['gold']} gm")
    if hero["status"] == "dead":
        return _wrap(f"{name}: dead ({hero['cause']})")
    cat = hero.get("catacombs")
    if cat is not None and cat["below"]:
        return catacomb_badge(hero, name, cat)
    if hero["square"] is None:
        return _wrap(f"{name}: KP {hero['kp']}, SF{hero['SF']} VF{hero['VF']} RF{hero['RF']} TF{hero['TF']}, "
                     f"letter {hero['special'] or '-'}; not in a tower yet")
    parts = [f"{name}: {hero['square']}", f"KP {hero['kp']}/{hero['max_kp']}",
             f"SF{hero['SF']} VF{hero['VF']} RF{hero['RF']} TF{hero['TF']}", f"letter {hero['special'] or '-'}",
             f"{hero['gold']} gm"]
    if hero["ring"]:
        parts.append("ring used" if hero["ring_used"] else f"{hero['ring']} ring")
    parts += [meter(k, v) for k, v in hero.get("meters", {}).items()]  # a new hero's meters
    for t in hero.get("face_down", ()):  # Dzála's oracaz: the tile's kind only for the seat that drew it
        parts.append(f"face down {t['square']}: {'hissed' if t['hissed'] else 'silent'}"
                     + (f" ({t['tile']})" if "tile" in t else ""))
    amulet = hero.get("amulet")
    if amulet is not None and amulet["wears"]:  # Drakborgen II: the name only as far as this seat may know
        parts.append(f"wears the {amulet['amulet']}" if amulet["amulet"] else "wears an unknown amulet")
    parts += [x for x in hero["items"] if not x.endswith(" gm)")]
    for label, on in (("torch out", hero["torch_out"]), ("in a pit", hero["in_pit"]),
                      (f"skips {hero['skip']} turn{'s' if hero['skip'] > 1 else ''}", hero["skip"]),
                      ("secret door", hero["secret_door"])):
        if on:
            parts.append(label)
    return _wrap(", ".join(parts))


METER_WORDS: dict[str, tuple[str, str]] = {
    "berserk": ("calm", "BERSERK"),
    "salve": ("salve used", "salve ready"),
    "invisible": ("visible", "INVISIBLE"),
    "time": ("time runs", "TIME STOPPED"),
    "walls": ("walls used", "walls ready"),
    "herbs": ("herbs used", "herbs ready"),
}
"""Chārāk-Hai's, Dzála's and Mrishnahk's on/off badge meters in words (0, 1)."""


def meter(name: str, value: int) -> str:
    """A new hero's badge meter as the screen shows it: an on/off one in words (the badge's
    side, the spell in use, a blue marker left), the oracaz's KP, Chārāk-Hai's count of
    berserks; any other as its name and number (shuriken 4)."""
    if name in METER_WORDS:
        return METER_WORDS[name][1 if value else 0]
    if name == "oracaz":
        return f"oracaz KP {value}" if value else "oracaz dead"
    if name == "rages":
        return f"{value} berserk{'' if value == 1 else 's'} so far"
    return f"{name} {value}"


def catacomb_badge(hero: dict[str, Any], name: str, cat: dict[str, Any]) -> list[str]:
    """Drakborgen II: a hero in the catacombs: his arrow (square and direction), KP, the
    UNDERJORDSKORT in his pile (how many, and which), the way up he may take, his ring and a new
    hero's meters."""
    counts: dict[str, int] = {}
    for card in cat["cards"]:
        counts[card] = counts.get(card, 0) + 1
    pile = ", ".join(f"{card} x{n}" if n > 1 else card for card, n in counts.items())
    parts = [f"{name}: in the catacombs, arrow {cat['arrow']} {SIDE_NAMES[cat['arrow_dir']].lower()}",
             f"KP {hero['kp']}/{hero['max_kp']}", f"{hero['gold']} gm",
             f"{len(cat['cards'])} UNDERJORDSKORT" + (f" ({pile})" if pile else "")]
    if cat["way_up"]:
        parts.append(f"may climb {cat['way_up']}")
    if hero["ring"]:
        parts.append("ring used" if hero["ring_used"] else f"{hero['ring']} ring")
    parts += [meter(k, v) for k, v in hero.get("meters", {}).items()]  # a new hero's meters
    if hero["torch_out"]:
        parts.append("torch out")
    return _wrap(", ".join(parts))


def encounter_lines(obs: dict[str, Any]) -> list[str]:
    """The encounter for the panel: the monster, who plays it, what has been read out of the
    MONSTERKORT; the card itself for the monster player; the combat rule."""
    enc = obs["encounter"]
    hero = obs["heroes"][obs["hero"]]
    own = obs["catacombs"]["monster"] if "catacombs" in obs else None  # fights as enc["monster"]
    lines = [f"{(own or enc['monster']).upper()}{' AMBUSH' if enc['ambush'] else ''}",
             *([f"fights as {enc['monster']}"] if own else []), f"against P{hero['seat'] + 1} {_short(hero)}",
             f"played by P{enc['monster_player'] + 1}" if enc["monster_player"] >= 0 else "played by the game",
             f"it has lost {enc['kp_lost']} KP"]
    lines += [f"{'waited' if a == 'wait' else 'fled'}: {SAID[r]}" for a, r in enc["read"]]
    if enc["escaping"]:
        lines.append("he tries to escape")
    if "card" in enc:
        card = enc["card"]
        lines += [f"Your {card['name']}:", f" {card['kp']} KP", f" wait: {SAID[card['wait']]}", f" flee: {SAID[card['flee']]}"]
    lines.append("")
    lines += textwrap.wrap("Combat: A beats B, B beats C, C beats A. The loser loses 1 KP (2 to a special "
                           "letter); a tie costs both 1.", PANEL)
    return lines


def now_line(obs: dict[str, Any]) -> str:
    phase = obs["phase"]
    if phase == "over":
        w = obs["winner"]
        return "Game over: " + (f"P{w + 1} wins" if w is not None and w >= 0
                                else "Drakborgen wins, nobody got out with treasure")
    p = obs["fleeing"] if phase == "dragon" else obs["hero"]
    hero = obs["heroes"][p]
    name = f"P{p + 1} {_short(hero)}"
    enc = obs["encounter"]
    cats = obs["catacombs"] if "catacombs" in obs else None
    monster = (cats and cats["monster"]) or (enc["monster"] if enc else "monster")  # Rash-Kharg fights as one
    if phase in ("arrow", "emerge") and cats is not None:
        who = obs["heroes"][cats["chooser"]]
        name = f"P{who['seat'] + 1} {_short(who)}"
        if phase == "arrow":
            return (f"Now: {name} is in the catacombs: point the direction arrow"
                    + (", or climb back up" if cats["climbable"] else ""))
        if cats["emerge_choices"]:
            return f"Now: {name} comes up by a way down: choose among {', '.join(cats['emerge_choices'])}"
        return f"Now: {name} comes up at {cats['emerging']}: turn the new tile as you like"
    if phase == "turn" and obs["current_player"] != p:  # Drakborgen II: a berserk who lost control
        return f"Now: P{obs['current_player'] + 1} decides the movement of {name}, a berserk out of control"
    if phase == "turn" and cats is not None and cats["heroes"][p]["below"]:
        up = cats["heroes"][p]["way_up"]
        return f"Now: {name} in the catacombs: on into the dark (an UNDERJORDSKORT)" + (
            f", or up {up}" if up else "")
    if phase == "turn":
        where = next((t["type"] for t in obs["tiles"] if t["square"] == hero["square"]), "")
        if obs["free_move"]:
            return f"Now: {name} is in a corridor: a free move on, or stop"
        if where == "chamber":
            return f"Now: {name} in the treasure chamber: stay and draw again, or leave"
        search = where in SEARCHABLE and hero["searches"] < 2
        return f"Now: {name}'s turn: move one square" + (" or search the room" if search else "")
    if phase == "combat":
        if enc["monster_player"] < 0:
            return f"Now: combat round: {name} chooses a STRIDSKORT, the game plays the {monster}"
        return f"Now: combat round: {name} and P{enc['monster_player'] + 1} (the monster) pick STRIDSKORT in secret"
    return "Now: " + {
        "tower": f"{name} chooses the tower room to start in",
        "ring": f"{name} chooses a magic ring (each can be used once)",
        "body": f"{name} finds a dead adventurer: search the body?",
        "chest": f"{name} finds a chest: open it?",
        "warn": f"a trap springs on {name}: {obs['trap']}; use the Ring of Warning?",
        "encounter": f"{name} meets the {monster}: attack, wait or flee",
        "escape": f"{name} wounded the {monster}: fight on, or try to escape",
        "dragon": f"{name} must flee the dragon through one of the chamber's openings",
        "amulet": f"{name} found an amulet: wear it or throw it away",
        "halves": f"{name} holds two amulet halves: repair them?",
        "repair": f"{name} keeps one of the three AMULETTKORT: {', '.join(obs.get('repair', ()))}",
        "lay": f"{name} was teleported onto a new tile: turn it as he likes",
        "portal": f"{name} is teleported: choose the tower room",
        "tile": f"{name} drew a new tile: keep it, or send it back with the Ring of Rejection",
        "seeking": f"{name} searched with the Ring of Seeking: keep one of {', '.join(obs.get('seeking', ()))}",
        "hiss": f"{name} stands in the passage before a face-down tile: step onto it, or heed the oracaz",
        "caught": f"{name} is caught off guard by a skeleton: wrestle it, or a spell",
        "spider": f"{name} meets the giant spider: a throw or a spell first, or not",
    }.get(phase, f"{phase} of {name}")


def render(view: View) -> str:
    obs = view.observation
    board = map_lines(obs)
    panel = panel_lines(obs)
    lines = [b + "  " + panel[i] if i < len(panel) else b for i, b in enumerate(board)]
    for hero in obs["heroes"]:
        lines += badge(hero, view.seat)
    lines += _wrap(now_line(obs))
    return "\n".join(lines)


# ---- descriptions -----------------------------------------------------------------------------

def _hero(obs: dict[str, Any]) -> dict[str, Any]:
    seat = obs["fleeing"] if obs["fleeing"] is not None else obs["hero"]
    return obs["heroes"][seat]


def _side(frm: str, to: str) -> str | None:
    dc = ord(to[0]) - ord(frm[0])
    dr = int(to[1:]) - int(frm[1:])
    if abs(dc) + abs(dr) != 1:
        return None
    return "E" if dc > 0 else "W" if dc < 0 else "S" if dr > 0 else "N"


def _towards(obs: dict[str, Any], target: str, kind: str) -> str:
    """``east to b1 (a room; a door: one DÖRRKORT)``: where the way leads and what it costs."""
    hero = _hero(obs)
    tiles = {t["square"]: t for t in obs["tiles"]}
    here = hero["square"]
    mine = tiles.get(here)
    src, side = here, _side(here, target) if here else None
    if side is None and mine is not None and mine["type"] == "chamber":  # the other half's openings
        for t in obs["tiles"]:
            if t["type"] == "chamber" and t["square"] != here and _side(t["square"], target):
                src, side = t["square"], _side(t["square"], target)
    there = tiles.get(target)
    what = [KINDS[there["type"]] if there else "new tile"]
    if side is not None:
        far = OPPOSITE[side]
        src_tile = tiles.get(src)
        doors = sum(1 for t, s in ((src_tile, side), (there, far)) if t is not None and s in t.get("doors", ""))
        gate = any(t is not None and s in t.get("portcullis", "") for t, s in ((src_tile, side), (there, far)))
        if kind != "unlock":
            if doors:
                what.append("door: 1 DÖRRKORT" if doors == 1 else "2 doors: 2 DÖRRKORT")
            if gate:
                what.append("portcullis: SF roll")
        way_in = side == hero["entered"]
        if mine is not None and not way_in:
            if mine["type"] == "pit":
                what.append("leap the pit: VF roll or die")
            elif mine["type"] == "debris":
                what.append("climb the debris: VF roll")
        if mine is not None and mine["type"] == "web":
            what.append("tear the web: SF roll" if way_in else "tear the web: 2 SF rolls")
        return f"{SIDE_NAMES[side]} to {target} ({'; '.join(what)})"
    return f"to {target} ({'; '.join(what)})"


_PLAIN = {
    "grope": "grope for a way out (the die picks the opening)",
    "pass": "wait: every way out is taken by another hero",
    "stop": "stop here and end the turn",
    "drink": "drink the potion (T6 KP back)",
    "heal": "Ring of Healing: 5 KP back, and do nothing else",
    "loot": "search the body (a SÖKNINGSKORT)",
    "open": "open the chest (a KISTKORT)",
    "leave": "leave it alone",
    "warn": "use the Ring of Warning: the trap does nothing",
    "endure": "keep the ring and take the trap",
    "attack": "attack: fight it with STRIDSKORT",
    "fight": "fight on",
    "wear": "wear the amulet (the player on your right knows what it does)",
    "throw": "throw the amulet away",
    "mend": "repair the two amulet halves: draw three AMULETTKORT, keep one",
    "await": "wait and see: it may flee, stay passive or attack",
    "blind": "Ring of Blinding: the monster is defeated at once",
    "shoot": "shoot the crossbow once before the melee",
    "delve": "on into the dark: draw an UNDERJORDSKORT",
    "ascend": "climb the way up: the Ascension Track says where you come up",
    "climb": "climb back up instead (a rope, or a VF roll each turn)",
    "read": "read from the Spellbook: T12, 1-2 wakes the dragon; then it is thrown",
    "accept": "keep the new tile and go in",
    "reject": "Ring of Rejection: send the tile back, the next one drawn must be taken",
    "seek": "search with the Ring of Seeking: four RUMSLETNINGSKORT, keep one",
    "lift": "Ring of Ascension: rise out of the catacombs (the Ascension Track says where)",
}


def describe(action: Action, obs: dict[str, Any]) -> str:
    """What ``action`` means for the acting seat, from its observation."""
    kind = action.kind
    if kind in _PLAIN:
        return _PLAIN[kind]
    hero_said = hero_describe(kind, dict(action.params))  # Drakborgen II: a new hero's action
    if hero_said is not None:
        return hero_said
    hero = _hero(obs)
    if kind == "search":
        return f"search the room (a RUMSLETNINGSKORT; {hero['searches'] + 1} of 2 in a row)"
    if kind == "stay":
        left = 8 - obs["dragon_cards_aside"]
        return f"stay: 2 more SKATTKORT, then a DRAKKORT (it wakes 1 in {left})"
    if kind == "escape":
        back = hero["came_from"]
        return f"try to escape{' to ' + back if back else ''}: deal no damage, get away if unhurt"
    if kind == "flee":
        back = hero["came_from"]
        return f"flee back to {back}: it may let you go, strike or follow" if back else "flee back the way you came"
    if kind == "tower":
        return f"start in the {str(action['tower']).upper()} tower room"
    if kind == "portal":
        return f"be teleported to the {str(action['tower']).upper()} tower room (and out)"
    if kind == "lay":
        return f"lay the new tile with its entry side facing {SIDE_NAMES['NESW'[(2 + int(str(action['rot']))) % 4]]}"
    if kind == "keep":
        return f"keep and wear the {action['amulet']} amulet"
    if kind == "pick":
        return f"keep {obs['seeking'][int(str(action['slot']))]}, the others go under the deck"
    if kind == "ring":
        return RING_USES.get(str(action["ring"]), f"take the ring of {action['ring']}")
    if kind in ("move", "unlock", "secret", "flight"):
        where = _towards(obs, str(action["to"]), kind)
        return {"move": "go ", "unlock": "Ring of Opening, ", "secret": "secret door, ",
                "flight": "flee "}[kind] + where
    if kind == "descend":
        return f"go down into the catacombs, the arrow pointing {SIDE_NAMES[str(action['dir'])]}"
    if kind == "arrow":
        return f"point the direction arrow {SIDE_NAMES[str(action['dir'])]}"
    if kind == "surface":
        return f"come up by the way down at {action['to']}"
    if kind == "orient":
        rot = int(action["rot"])  # type: ignore[arg-type]
        tile = obs["catacombs"]["emerge_tile"] if "catacombs" in obs else None
        if tile is None:
            return f"turn the new tile {rot} quarter turn{'s' if rot != 1 else ''} clockwise"
        sides = " ".join(SIDE_NAMES[c] for c in tile["open"][rot])
        return f"lay the {KINDS.get(tile['type'], tile['type'])} open to the {sides}"
    if kind == "strike":
        card = str(action["card"])
        hero = obs["heroes"][obs["hero"]]
        if obs["player"] != obs["hero"]:
            return f"the monster plays {card}: beats {BEATS[card]}, loses to {BEATEN_BY[card]}"
        special = " (2 KP: your letter)" if card == hero["special"] else ""
        return f"play {card}: beats {BEATS[card]}{special}, loses to {BEATEN_BY[card]}"
    return action.text()

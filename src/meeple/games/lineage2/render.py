"""The terminal screen (80 columns) and the action descriptions, from a seat's View /
observation only, so a screen never shows what the seat may not know."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.games.lineage2.odds import p_success

if TYPE_CHECKING:
    from meeple.core.view import View

WIDTH = 80
_DECISION = {
    "start": "start of the turn", "move": "moving", "retreat": "retreating after a failed hunt",
    "hunt": "hunting", "potion": "the dice fell short", "drop": "a failed hunt without adena",
    "village_draw": "a full hand in the village", "end": "after the adventure", "price": "naming a price",
    "answer": "an offer", "siege_hire": "a siege begins: the owner may hire", "siege": "secret siege choices",
    "battle": "a battle roll: use your face-down card?", "over": "the game is over",
}
_WHAT = {"H": "hunting ground", "V": "village", "S": "village (the start)", "T": "Temple", "M": "Monster Race",
         "C": "castle"}
CELL = 8
_GRID: dict[int, tuple[int, int]] = {}
"""Where each space of the default 45-space board stands on a 9 x 9 map (row, column): the
ring runs clockwise round the edge with O0 at the top middle, the four spokes meet in the
centre."""
for _c, _s in enumerate((28, 29, 30, 31, 0, 1, 2, 3, 4)):
    _GRID[_s] = (0, _c)
for _r in range(9):
    _GRID[4 + _r] = (_r, 8)
    _GRID[(28 - _r) % 32] = (_r, 0)
for _c in range(9):
    _GRID[20 - _c] = (8, _c)
for _k in range(3):
    _GRID[32 + _k] = (1 + _k, 4)  # N1 N2 N3
    _GRID[35 + _k] = (4, 7 - _k)  # E1 E2 E3
    _GRID[38 + _k] = (7 - _k, 4)  # S1 S2 S3
    _GRID[41 + _k] = (4, 1 + _k)  # W1 W2 W3
_GRID[44] = (4, 4)


def _item(it: dict[str, Any]) -> str:
    extra = it.get("colours") or (f"+{it['rerolls']}" if it.get("rerolls") else "")
    return f"{it['name']}({extra})" if extra else it["name"]


def label(obs: dict[str, Any], s: int) -> str:
    """The space's mark on the map: a hunting ground's own code (``O17``, ``N1``), else its
    type letter and number (``V11`` a village, ``C33`` a castle)."""
    name, letter = obs["spaces"][s]
    if letter == "H" and name.startswith("Hunting ground "):
        return name[len("Hunting ground "):]
    return f"{letter}{s}"


def place(obs: dict[str, Any], s: int) -> str:
    """A space as a person reads it: ``Town of Dion (V11)``, ``hunting ground O17``."""
    name, letter = obs["spaces"][s]
    if letter == "H" and name.startswith("Hunting ground "):
        return "hunting ground " + label(obs, s)
    return f"{name} ({label(obs, s)})"


def _cell(obs: dict[str, Any], s: int) -> str:
    pawns = "".join(str(p["seat"] + 1) for p in obs["players"] if p["space"] == s)
    if len(pawns) > 4:
        pawns = "all"
    loot = "$" if any(entry["space"] == s for entry in obs["loot"]) else " "
    return (label(obs, s) + loot + pawns).rstrip()


def _default_board(obs: dict[str, Any]) -> bool:
    spaces = obs["spaces"]
    return len(spaces) == 45 and all(spaces[s][1] == "C" for s in (33, 39, 44))


def _board(obs: dict[str, Any]) -> list[str]:
    lines = ["Board: the ring runs clockwise only (left to right along the top); the spokes to",
             "the centre go both ways. Digits are pawns (1 = P1), $ marks dropped loot."]
    if _default_board(obs):
        grid = [[""] * 9 for _ in range(9)]
        for s, (r, c) in _GRID.items():
            grid[r][c] = _cell(obs, s)
        lines += [" " + "".join(f"{cell:<{CELL}}" for cell in row).rstrip() for row in grid]
    else:
        n = len(obs["spaces"])
        for row in range(0, n, 9):
            lines.append(" " + "".join(f"{_cell(obs, s):<{CELL}}" for s in range(row, min(n, row + 9))).rstrip())
    specials = [f"{label(obs, s)} {name}" for s, (name, letter) in enumerate(obs["spaces"]) if letter in "VSTM"]
    lines += textwrap.wrap(", ".join(specials) + "; C castles (below); the other marks are hunting grounds.",
                           WIDTH, initial_indent=" ", subsequent_indent=" ")
    return lines


def _castles(obs: dict[str, Any]) -> list[str]:
    out = []
    for c in obs["castles"]:
        owner = f"owner P{c['owner'] + 1}" if c["owner"] >= 0 else "empty (stop here to claim it)"
        out.append(f" {label(obs, c['space'])} {c['name']}: {owner}, prestige {c['prestige']}/7, garrison {c['garrison']}")
    return out


def _piles(obs: dict[str, Any], odds: list[str] | None) -> list[str]:
    out = []
    for i, pile in enumerate(obs["piles"]):
        top = pile["top"]
        shown = f"{top['name']} needs {top['requires']}, skull {top['skull']}" if top else "empty"
        if top and odds:
            shown += f"; your chance {odds[i]}"
        out.append(f" {pile['pile']} ({pile['size']:>2} cards): {shown}")
    return out


def _players(obs: dict[str, Any]) -> list[str]:
    out = []
    for p in obs["players"]:
        mark = ">" if p["seat"] == obs["turn_player"] else " "
        you = " (you)" if p["seat"] == obs["player"] else ""
        head = (f"{mark}P{p['seat'] + 1}{you} at {label(obs, p['space'])}: {p['vp']} VP, {p['adena']} adena, "
                f"{p['mercenaries']} mercenaries, {p['hand_size']} card{'s' * (p['hand_size'] != 1)}")
        if p["failed_hunt"]:
            head += ", failed a hunt"
        gear = "worn: " + (", ".join(_item(i) for i in p["worn"]) or "-")
        bonus = [x for x in (p["weapon_colours"], f"{p['rerolls']} reroll{'s' * (p['rerolls'] != 1)}"
                             if p["rerolls"] else "") if x]
        if bonus:
            gear += " (hunts with " + " and ".join(bonus) + ")"
        if p["bag"]:
            gear += "; bag: " + ", ".join(_item(i) for i in p["bag"])
        if p["paid"]:
            gear += "; paid: " + ", ".join(f"{m['name']}({m['pile']})" for m in p["paid"])
        if len(head) + 2 + len(gear) <= WIDTH:
            out.append(f"{head}; {gear}")
        else:
            out.append(head)
            out.extend(textwrap.wrap(gear, WIDTH, initial_indent="    ", subsequent_indent="      "))
    return out


def _siege(obs: dict[str, Any]) -> list[str]:
    siege = obs.get("siege")
    if not siege:
        return []
    castle = obs["castles"][siege["castle"]]
    lines = [f"Castle siege of {castle['name']} ({label(obs, castle['space'])}): P{siege['starter'] + 1} attacks, "
             f"P{siege['owner'] + 1} defends"]
    if obs["phase"] == "siege_hire":
        lines.append(f"  P{siege['owner'] + 1} may first hire mercenaries, wherever their pawn is; then everyone")
        lines.append("  with mercenaries (and the owner) takes part.")
        return lines
    if siege["sides"] is None:
        lines.append("  Taking part: " + ", ".join(f"P{q + 1}" for q in siege["seats"]) + ". Each picks in secret a side,")
        lines.append("  how many mercenaries to send (at least 1) and at most one Castle Siege card;")
        lines.append("  all are revealed together and everyone stakes 1 VP.")
        return lines
    rows: dict[str, list[str]] = {"attack": [], "defend": []}
    sent = [0, castle["garrison"]]
    for q, side, army, card in zip(siege["seats"], siege["sides"], siege["armies"], siege["face_down_card"]):
        rows[side].append(f"P{q + 1} {army}" + (" +card" if card else ""))
        sent[0 if side == "attack" else 1] += army
    garrison = f", garrison {castle['garrison']}" if castle["garrison"] else ""
    lines.append(f"  Offense: {', '.join(rows['attack'])} = {sent[0]} sent, {siege['totals'][0]} left;"
                 f" {len(rows['attack'])} VP staked")
    lines.append(f"  Defense: {', '.join(rows['defend']) or 'nobody'}{garrison} = {sent[1]} sent,"
                 f" {siege['totals'][1]} left; {len(rows['defend'])} VP staked")
    if siege["rounds"]:
        a = siege["dice"][0] + siege["bonus"][0]
        d = siege["dice"][1] + siege["bonus"][1]
        bonus = [f"+{b}" if b else "" for b in siege["bonus"]]
        left = siege["totals"]
        outcome = (f"the defenders lose {min(a - d, left[1])}" if a > d else
                   f"the attackers lose {min(d - a, left[0])}" if d > a else "a tie")
        lines.append(f"  Round {siege['rounds']}: attackers roll {siege['dice'][0]}{bonus[0]}, defenders "
                     f"{siege['dice'][1]}{bonus[1]}: {outcome} (before cards)")
    lines.append("  Winners get their stake back, +1 VP each and the losers' stakes, big armies first.")
    return lines


def hunt_odds(view_game: Any, obs: dict[str, Any], pile: int) -> float | None:
    """The seat's chance to defeat the top monster of ``pile`` with its worn gear, this
    turn's card bonuses and its armour rerolls (attack potions not counted), or None."""
    seat = obs.get("player")
    top = obs["piles"][pile]["top"]
    if seat is None or top is None:
        return None
    me = obs["players"][seat]
    need = tuple(max(0, top["requires"].count(c) - me["weapon_colours"].count(c)) for c in "GYR")
    hunt = obs["hunt"]
    faces = view_game.content.colored[0]
    one_step = view_game.options.rerolls == "one-step"
    return p_success(need, hunt["jokers"], me["rerolls"] + hunt["extra_rerolls"], faces, one_step)


def _pct(p: float | None) -> str:
    if p is None:
        return "?"
    return "<1%" if 0 < p < 0.005 else f"{round(100 * p)}%"


def render(view: View) -> str:
    """The board, the castles, the piles, every player's possessions, the seat's hand and a
    siege in progress (the recent events and the choices are shown beside it by the caller)."""
    obs = view.observation
    who = "a spectator" if view.seat is None else f"P{view.seat + 1}"
    if view.is_terminal:
        head = "Game over: " + ", ".join(f"P{i + 1} {r:+.0f}" for i, r in enumerate(obs["result"]))
    else:
        # At the siege node the screen must not change when one seat submits, so it names the
        # participants (from the observation), not the seats still to choose.
        acting = "the participants" if obs["phase"] == "siege" else f"P{obs['current_player'] + 1}"
        head = f"Turn {obs['turn']}: {acting} to act ({_DECISION[obs['phase']]})"
    odds = None
    if view.seat is not None and not view.is_terminal:
        odds = [_pct(hunt_odds(view.game, obs, i)) for i in range(3)]
    lines = [f"Lineage II (reconstructed board and cards), as {who} sees it", head, *_board(obs), "Castles:", *_castles(obs),
             "Monster piles (top card shown, its reward hidden until won):", *_piles(obs, odds),
             "Players (10 VP wins):", *_players(obs)]
    hunt = obs["hunt"]
    if hunt["dice"]:
        lines.append(f"Hunt dice: {' '.join(hunt['dice'])}" + (f" against {hunt['monster']['name']} ({hunt['monster']['requires']})"
                                                      if hunt["monster"] else ""))
    if obs["offer"]:
        o = obs["offer"]
        lines.append(f"Offer: P{o['seller'] + 1} sells {_item(o['item'])} to P{o['buyer'] + 1} for {o['price']} adena")
    lines += _siege(obs)
    if "hand" in obs:
        if obs["hand"]:
            lines.append("Your hand:")
            for c in obs["hand"]:
                lines.extend(textwrap.wrap(f"{c['name']} ({c['kind']}): {c['text']}", WIDTH,
                                           initial_indent="  ", subsequent_indent="    "))
        else:
            lines.append("Your hand: no cards")
        if obs.get("my_action_card"):
            lines.append(f"Your face-down siege card: {obs['my_action_card']['name']}")
    return "\n".join(line[:WIDTH] for line in lines)


def _find_item(obs: dict[str, Any], card: int) -> dict[str, Any] | None:
    for p in obs["players"]:
        for it in p["worn"] + p["bag"]:
            if it["card"] == card:
                return it
    return None


def _card(obs: dict[str, Any], e: int) -> str:
    for c in obs.get("hand", []):
        if c["id"] == e:
            return f"{c['name']} ({c['text']})"
    if obs.get("my_action_card") and obs["my_action_card"]["id"] == e:
        return obs["my_action_card"]["name"]
    return f"card {e}"


def _arrival(obs: dict[str, Any], s: int) -> str:
    """What stopping on space ``s`` does, for the acting seat."""
    letter = obs["spaces"][s][1]
    if letter == "H":
        loot = next((e for e in obs["loot"] if e["space"] == s), None)
        got = ""
        if loot:
            got = ", ".join(([f"{loot['adena']} adena"] if loot["adena"] else []) + [_item(i) for i in loot["items"]])
            got = f", collect {got} dropped there"
        return f"hunt a monster{got}"
    if letter in "VS":
        return "draw an event card, hire, sell"
    if letter == "T":
        return "take 10 adena"
    if letter == "M":
        return "roll: 2 adena per pip above 4, pay 2 per pip below"
    castle = next(c for c in obs["castles"] if c["space"] == s)
    if castle["owner"] < 0:
        return "claim the empty castle"
    if castle["owner"] == obs.get("player"):
        return "your own castle: nothing happens"
    me = obs["players"][obs["player"]] if obs.get("player") is not None else None
    if me is not None and me["mercenaries"] == 0:
        return f"castle of P{castle['owner'] + 1}: no siege without mercenaries"
    return f"lay siege to the castle of P{castle['owner'] + 1}"


def describe(action: Action, obs: dict[str, Any], game: Any = None) -> str:
    """What ``action`` means for a person, from the acting seat's observation (and the
    game's public content, for the hunting odds)."""
    kind = action.kind
    p = dict(action.params)
    space = obs.get("spaces", [])
    item = _find_item(obs, int(p["item"])) if "item" in p else None
    name = _item(item) if item else ""
    if kind == "roll":
        return "roll the numbered die and move"
    if kind == "stay":
        return "skip the roll and act in this village (after your failed hunt)"
    if kind == "move":
        if not space:
            return f"move to space {p['to']}"
        potion = " with a movement potion" if "potion" in p else ""
        return f"move to {place(obs, p['to'])}{potion}: {_arrival(obs, p['to'])}"
    if kind == "hunt":
        i = "ABC".index(p["pile"])
        top = obs["piles"][i]["top"]
        odds = f", {_pct(hunt_odds(game, obs, i))} to win" if game is not None else ""
        return f"hunt pile {p['pile']}: {top['name']} (needs {top['requires']}{odds}; a failure costs {top['skull']} adena)"
    if kind == "wear":
        return f"wear {name}"
    if kind == "unwear":
        return f"put {name} in the bag"
    if kind == "play":
        text = f"play {_card(obs, p['card'])}"
        return text + (f" to {place(obs, p['village'])}" if "village" in p and space else "")
    if kind == "quest":
        return f"fulfil the quest {_card(obs, p['card'])}"
    if kind == "offer":
        buyer = obs["players"][p["buyer"]]
        return f"offer {name} to P{p['buyer'] + 1} (who has {buyer['adena']} adena); the price comes next"
    if kind == "price":
        o = obs.get("offer") or {}
        return f"ask {p['adena']} adena" + (f" for {_item(o['item'])}" if o else "")
    if kind in ("accept", "decline"):
        o = obs["offer"]
        verb = "buy" if kind == "accept" else "refuse to buy"
        return f"{verb} {_item(o['item'])} from P{o['seller'] + 1} for {o['price']} adena"
    if kind == "hire":
        return f"hire {p['n']} mercenar{'y' if p['n'] == 1 else 'ies'} for {p['n'] * obs['hire_price']} adena" if p["n"] else "hire nobody"
    if kind == "sell":
        return f"sell {name} to the bank for {item['sell'] if item else '?'} adena"
    if kind == "end":
        return "end your turn"
    if kind == "drink":
        return "drink attack potions to complete the hunt"
    if kind == "fail":
        return "keep the potions and let the hunt fail"
    if kind == "drop":
        return f"drop {name} on this hunting ground"
    if kind == "retreat":
        return f"retreat to {place(obs, p['to'])}" if space else f"retreat to space {p['to']}"
    if kind == "skip":
        return "keep your five cards and draw none"
    if kind == "discard":
        return f"discard {_card(obs, p['card'])} and draw a new card"
    if kind == "commit":
        card = f" and {_card(obs, p['card']).split(' (')[0]} face down" if "card" in p else ""
        return f"{p['side']} with {p['n']} mercenar{'y' if p['n'] == 1 else 'ies'}{card}"
    if kind == "use":
        return f"reveal and use {_card(obs, p['card'])}"
    if kind == "pass":
        return "keep your face-down card for a later roll"
    return action.text()

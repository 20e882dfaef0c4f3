"""The terminal screen (80 columns) and the action descriptions, from a seat's View /
observation only, so a screen never shows what the seat may not know."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action

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
_SPOKES = (("N", 0), ("E", 8), ("S", 16), ("W", 24))


def _item(it: dict[str, Any]) -> str:
    extra = it.get("colours") or (f"+{it['rerolls']}" if it.get("rerolls") else "")
    return f"{it['name']}({extra})" if extra else it["name"]


def _cell(obs: dict[str, Any], s: int) -> str:
    letter = obs["spaces"][s][1]
    pawns = "".join(str(p["seat"] + 1) for p in obs["players"] if p["space"] == s)
    loot = "$" if any(entry["space"] == s for entry in obs["loot"]) else ""
    return f"{letter}{pawns}{loot}"


def _board(obs: dict[str, Any]) -> list[str]:
    lines = ["Ring, clockwise (H hunt V village S start T temple M race C castle, $ loot):"]
    for row in range(4):
        cells = "".join(f"{_cell(obs, s):<7}" for s in range(8 * row, 8 * row + 8))
        lines.append(f" O{8 * row:<2}-{8 * row + 7:<2} {cells}".rstrip())
    centre = len(obs["spaces"]) - 1
    for k, (name, junction) in enumerate(_SPOKES):
        cells = [_cell(obs, 32 + 3 * k + i) for i in range(3)]
        lines.append(f" {name} spoke: O{junction} - " + " - ".join(f"{c:<6}" for c in cells) + f" - centre {_cell(obs, centre)}")
    return lines


def _castles(obs: dict[str, Any]) -> list[str]:
    out = []
    for c in obs["castles"]:
        owner = f"P{c['owner'] + 1}" if c["owner"] >= 0 else "nobody"
        out.append(f" {c['name']} (space {c['space']}): {owner}, prestige {c['prestige']}/7, garrison {c['garrison']}")
    return out


def _players(obs: dict[str, Any]) -> list[str]:
    out = []
    for p in obs["players"]:
        mark = ">" if p["seat"] == obs["turn_player"] else " "
        you = " (you)" if p["seat"] == obs["player"] else ""
        head = (f"{mark}P{p['seat'] + 1}{you}: {obs['spaces'][p['space']][0]}; {p['vp']} VP, {p['adena']} adena, "
                f"{p['mercenaries']} mercenaries, {p['hand_size']} cards")
        if p["failed_hunt"]:
            head += ", failed a hunt"
        gear = "worn: " + (", ".join(_item(i) for i in p["worn"]) or "-")
        if p["bag"]:
            gear += "; bag: " + ", ".join(_item(i) for i in p["bag"])
        if p["paid"]:
            gear += "; paid: " + ", ".join(f"{m['name']}({m['pile']})" for m in p["paid"])
        out.append(head)
        out.extend(textwrap.wrap(gear, WIDTH, initial_indent="    ", subsequent_indent="      "))
    return out


def _piles(obs: dict[str, Any]) -> list[str]:
    out = []
    for pile in obs["piles"]:
        top = pile["top"]
        shown = f"{top['name']} needs {top['requires']}, skull {top['skull']}" if top else "empty"
        out.append(f" {pile['pile']} ({pile['size']:>2}): {shown}")
    return out


def _siege(obs: dict[str, Any]) -> list[str]:
    siege = obs.get("siege")
    if not siege:
        return []
    castle = obs["castles"][siege["castle"]]["name"]
    lines = [f"Siege of {castle}: P{siege['starter'] + 1} attacks P{siege['owner'] + 1}"]
    if siege["sides"] is None:
        lines.append("  taking part: " + ", ".join(f"P{q + 1}" for q in siege["seats"]) + " (choosing in secret)")
        return lines
    rows = {"attack": [], "defend": []}
    for q, side, army, card in zip(siege["seats"], siege["sides"], siege["armies"], siege["face_down_card"]):
        rows[side].append(f"P{q + 1} {army}" + ("+card" if card else ""))
    lines.append(f"  Offense: {', '.join(rows['attack'])} = {siege['totals'][0]} left")
    lines.append(f"  Defense: {', '.join(rows['defend'])}, garrison {obs['castles'][siege['castle']]['garrison']}"
                 f" = {siege['totals'][1]} left")
    if siege["rounds"]:
        lines.append(f"  Round {siege['rounds']}: attackers roll {siege['dice'][0]}+{siege['bonus'][0]},"
                     f" defenders {siege['dice'][1]}+{siege['bonus'][1]}")
    return lines


def render(view: View) -> str:
    """The board, the castles, the piles, every player's possessions, the seat's hand, a siege
    in progress and the recent events."""
    obs = view.observation
    who = "a spectator" if view.seat is None else f"P{view.seat + 1}"
    if view.is_terminal:
        head = "Game over: " + ", ".join(f"P{i + 1} {r:+.0f}" for i, r in enumerate(obs["result"]))
    else:
        # At the siege node the screen must not change when one seat submits, so it names the
        # participants (from the observation), not the seats still to choose.
        acting = "the participants" if obs["phase"] == "siege" else f"P{obs['current_player'] + 1}"
        head = f"Turn {obs['turn']}: {acting} to act ({_DECISION[obs['phase']]})"
    lines = [f"Lineage II (reconstructed board and cards) - {who}", head, *_board(obs), "Castles:", *_castles(obs),
             "Monster piles (top card shown, reward hidden):", *_piles(obs), "Players:", *_players(obs)]
    hunt = obs["hunt"]
    if hunt["dice"]:
        lines.append(f"Hunt dice: {hunt['dice']}" + (f" against {hunt['monster']['name']} ({hunt['monster']['requires']})"
                                                      if hunt["monster"] else ""))
    if obs["offer"]:
        o = obs["offer"]
        lines.append(f"Offer: P{o['seller'] + 1} sells {_item(o['item'])} to P{o['buyer'] + 1} for {o['price']} adena")
    lines += _siege(obs)
    if "hand" in obs:
        hand = "; ".join(f"{c['name']} [{c['kind']}]" for c in obs["hand"]) or "no cards"
        lines.extend(textwrap.wrap("Your hand: " + hand, WIDTH, subsequent_indent="  "))
        if obs.get("my_action_card"):
            lines.append(f"Your face-down siege card: {obs['my_action_card']['name']}")
    lines.append("Recent events:")
    for text in view.events[-6:]:
        lines.extend(textwrap.wrap(text, WIDTH, initial_indent="  ", subsequent_indent="    "))
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


def describe(action: Action, obs: dict[str, Any]) -> str:
    """What ``action`` means for a person, from the acting seat's observation."""
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
        where = f"move to {space[p['to']][0]}" if space else f"move to space {p['to']}"
        return where + (" with a movement potion" if "potion" in p else "")
    if kind == "hunt":
        pile = next(x for x in obs["piles"] if x["pile"] == p["pile"])
        top = pile["top"]
        return f"hunt pile {p['pile']}: {top['name']} (needs {top['requires']}, skull {top['skull']})"
    if kind == "wear":
        return f"wear {name}"
    if kind == "unwear":
        return f"put {name} in the bag"
    if kind == "play":
        text = f"play {_card(obs, p['card'])}"
        return text + (f" to {space[p['village']][0]}" if "village" in p and space else "")
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
        return f"retreat to {space[p['to']][0]}"
    if kind == "skip":
        return "keep your five cards and draw none"
    if kind == "discard":
        return f"discard {_card(obs, p['card'])} and draw a new card"
    if kind == "commit":
        card = f" with {_card(obs, p['card'])} face down" if "card" in p else ""
        return f"{p['side']} with {p['n']} mercenar{'y' if p['n'] == 1 else 'ies'}{card}"
    if kind == "use":
        return f"reveal and use {_card(obs, p['card'])}"
    if kind == "pass":
        return "keep your face-down card for a later roll"
    return action.text()

"""The terminal view and the action descriptions, from a seat's View / observation only.

Everything shown comes from ``view.observation`` (see ``NiNoKuniState.observation``), so a
screen can never show what the party does not know (a face-down quest, a deck's order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action

if TYPE_CHECKING:
    from meeple.core.view import View

_DECISION = {
    "place": "placing the party",
    "fight": "choosing the next fight",
    "preroll": "before the roll",
    "tear": "after a failed roll",
    "move": "High Speed Hot Streaks! move",
    "tani": "Tani's Sky Pirate",
    "kingdom": "Kingdom phase",
    "demolish": "the board is full",
    "remove": "The Horned One's tie",
}
_RESOURCE_NAMES = ("Experience", "Kingsguilder", "Supply")


def res(t: list[int] | tuple[int, ...]) -> str:
    """``[1, 3, 0]`` -> ``1E+3K``; nothing -> ``0``."""
    parts = [f"{n}{letter}" for n, letter in zip(t, "EKS") if n]
    return "+".join(parts) or "0"


def _slot(obs: dict[str, Any], s: int) -> dict[str, Any]:
    for entry in obs["board"]:
        if entry["slot"] == s:
            return entry
    raise KeyError(s)


def _quest(entry: dict[str, Any]) -> str:
    if entry["face_down"]:
        return f"the face-down quest on slot {entry['slot']}"
    return f"{entry['quest']} (slot {entry['slot']})"


def _enemy(entry: dict[str, Any]) -> str:
    if entry["enemy"] is None:
        return "no enemy"
    return f"{entry['enemy']} ({entry['enemy_type']} {entry['enemy_value']})"


def _names(obs: dict[str, Any], members: list[int]) -> str:
    party = obs["party"]
    names = [party[m]["name"] for m in members]
    return " and ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " and " + names[-1]


def _reward(r: list[int]) -> str:
    """An enemy's extra reward ``[E, K, S, sweets, tears]`` as ``, reward 1K+1 tear`` (or nothing)."""
    parts = [res(r[:3])] if any(r[:3]) else []
    parts += [f"{n} {what}{'s' if n > 1 else ''}" for n, what in zip(r[3:], ("sweet", "tear")) if n]
    return f", reward {'+'.join(parts)}" if parts else ""


def _count(n: int, what: str) -> str:
    return f"{n} {what}" if n == 1 else f"{n} {what}s"


def _dice(n: int) -> str:
    return f"{n} die" if n == 1 else f"{n} dice"


def _card(card: dict[str, Any]) -> str:
    effect = f"; {card['effect']}" if card.get("effect") else ""
    return f"{card['name']} (cost {res(card['cost'])}, influence {card['influence']}{effect})"


def _find(cards: list[dict[str, Any]], card_id: Any) -> dict[str, Any] | None:
    return next((c for c in cards if c["id"] == card_id), None)


def describe(action: Action, obs: dict[str, Any]) -> str:  # noqa: C901 - one case per action kind
    """What ``action`` means for a person, from the acting seat's observation ``obs``."""
    kind = action.kind
    party = obs["party"]
    if kind in ("place", "rest", "swordsman"):
        member = party[obs["next_member"]]
        if kind == "rest":
            return f"{member['name']} stays behind this turn"
        entry = _slot(obs, action["quest"])
        if kind == "swordsman":
            return (f"Roland's Swordsman: defeat {_enemy(entry)}, influence {entry['enemy_influence']}, "
                    f"on {_quest(entry)} without a roll")
        if entry["face_down"]:
            text = f"{member['name']} goes on {_quest(entry)}"
        else:
            text = (f"{member['name']} goes on {entry['quest']} (slot {entry['slot']}: {entry['slots']} "
                    f"slot{'s' if entry['slots'] > 1 else ''}, {res(entry['resources'])})")
        if entry["enemy"] is not None:
            t = ("physical", "ranged", "magical").index(entry["enemy_type"])
            group = [party[m]["fight"][t] for m in entry["placed"]] + [member["fight"][t]]
            dice = max(0, sum(group) + entry["dice_bonus"])
            text += f" against {_enemy(entry)}: {_dice(dice)} so far"
        else:
            text += ", which has no enemy left"
        if entry["placed"]:
            text += f", with {_names(obs, entry['placed'])}"
        if entry["blocked"]:
            text += " (blocked by a neighbouring enemy)"
        return text
    if kind == "fight":
        entry = _slot(obs, action["quest"])
        if entry["enemy"] is None:
            return f"Complete {_quest(entry)} with {_names(obs, entry['placed'])}: no enemy left to fight"
        return (f"Fight {_enemy(entry)} on {_quest(entry)} with {_names(obs, entry['placed'])} "
                f"({_dice(entry['dice'])})")
    if kind == "roll":
        entry = _slot(obs, obs["fight"]["slot"])
        n = entry["dice"] + action["sweet"] + action["adapt"]
        extra = [x for x, on in (("a Soreaway Sweet", action["sweet"]), ("Bracken's Adaptable", action["adapt"])) if on]
        using = f" using {' and '.join(extra)}" if extra else ""
        return f"Roll {_dice(n)}{using} against {_enemy(entry)}: more than {entry['enemy_value']} wins"
    if kind in ("tear", "accept"):
        entry = _slot(obs, obs["fight"]["slot"])
        dice = obs["fight"]["dice"]
        if kind == "accept":
            return f"Keep the roll of {sum(dice)} against {entry['enemy_value']}: the fight is lost, models go home"
        return (f"Use an Angel's Tear: reroll the lowest die (a {min(dice)}); the roll of {sum(dice)} "
                f"needs more than {entry['enemy_value']}")
    if kind == "move":
        entry = _slot(obs, action["quest"])
        return f"Move {party[action['member']]['name']} on to {_quest(entry)} against {_enemy(entry)}"
    if kind == "stay":
        return "Leave every model where it is"
    if kind == "take":
        return f"Tani's Sky Pirate: add 1 {str(action['resource']).capitalize()} to the inventory"
    if kind == "buy":
        card = _find(obs["market"], action["card"])
        return f"Buy {_card(card)}" if card else action.text()
    if kind == "upgrade":
        card = _find(obs["upgrades"], action["card"])
        if card is None:
            return action.text()
        return f"Upgrade {card.get('replaces', 'its basic card')} to {_card(card)}"
    if kind == "demolish":
        card = _find(obs["built"], action["card"])
        new = obs["pending_buy"]
        target = f" to make room for {new['name']}" if new else ""
        return f"Pull down {card['name']} (influence {card['influence']}){target}" if card else action.text()
    if kind == "plan":
        def tokens(letters: str) -> str:
            counts = [letters.count(ch) for ch in "EKS"]
            return " and ".join(f"{n} {name}" for n, name in zip(counts, _RESOURCE_NAMES) if n)

        return f"Evan's Planning: give {tokens(str(action['give']))}, get {tokens(str(action['get']))}"
    if kind == "end":
        last = obs["turn"] >= 5
        return "End the Kingdom phase and score the game" if last else "End the Kingdom phase (the turn ends)"
    if kind == "remove":
        entry = _slot(obs, action["quest"])
        return f"The Horned One takes {_quest(entry)}, worth {res(entry['resources'] or [])}, with {_enemy(entry)}"
    return action.text()


WIDTH = 80
"""Columns of the table: every line fits an 80-column terminal."""
BOARD_LINES = 14
"""The most lines the table takes. At 80 x 24 the play screen (``meeple.cli.screen``) has 21
lines under its header for the table, the recent events and the choices; a table of 14 leaves
the events' heading with the latest event, and the choices' heading with the first three."""
_CELL = WIDTH // 2 - 1
"""Columns of a quest in the two-column quest list of the Kingdom phase."""
QUEST_LEGEND = "Quests: slot name places(p) pay: enemy, fight and strength to beat (influence)"


_KINGDOM_PHASES = ("kingdom", "demolish")
_TYPE = {"physical": "phys", "ranged": "rng", "magical": "mag"}
QUEST_WORDS = {
    "move_adjacent": "winners move on",
    "bonus_sweet": "+1 sweet",
    "bonus_tear": "+1 tear",
    "exact_bonus_supply": "+1S if full",
}
"""Quest special rules in words (``exact_bonus_supply``: one Supply more when exactly as many
models as the quest has places work it)."""
ENEMY_WORDS = {
    "kingdom_tax_supply": "builds +1S",
    "minus_die": "-1 die",
    "blocks_adjacent": "blocks next",
}
"""Enemy special rules in words (``minus_die``: a fight against it rolls one die fewer;
``blocks_adjacent``: the quests beside it are blocked until it is beaten;
``kingdom_tax_supply``: kingdom cards cost one Supply more while it stays)."""


def _flow(groups: list[tuple[str, list[str]]], width: int = WIDTH, sep: str = "; ") -> list[str]:
    """Each group's head then its items joined by ``sep``, in lines of at most ``width``
    columns where the items allow (continued lines are indented); a group starts on the line
    where the one before ends, after `` | ``, when it fits there."""
    tokens = []  # (what joins it to the text before, text)
    for g, (head, items) in enumerate(groups):
        tokens.append((" | " if g else "", f"{head} {items[0]}" if items else head))
        tokens += [(sep, item) for item in items[1:]]
    lines: list[str] = []
    for i, (join, text) in enumerate(tokens):
        mark = len(sep.rstrip()) if i + 1 < len(tokens) and tokens[i + 1][0] == sep else 0  # a line may end in it
        if not lines:
            lines.append(text)
        elif len(lines[-1]) + len(join) + len(text) + mark <= width:
            lines[-1] += join + text
        elif join == sep:
            lines[-1] += sep.rstrip()
            lines.append("  " + text)
        else:
            lines.append(text)
    return lines


def _packed(head: str, items: list[str], width: int = WIDTH, sep: str = "; ") -> list[str]:
    """``head`` then ``items`` joined by ``sep`` (see ``_flow``)."""
    return _flow([(head, items)], width, sep)


def _short(obs: dict[str, Any], m: int) -> str:
    """A model's short name: ``Roland``, ``Tani``, ``H1`` (a Higgledy of P1)."""
    member = obs["party"][m]
    if member["kind"] == "higgledy":
        return f"H{member['owner'] + 1}"
    return member["name"].split()[0]


def _fighters(obs: dict[str, Any]) -> str:
    """Each character's Fight values with its player, then the Higgledies grouped by values."""
    chars = [f"{_short(obs, m['member'])} {'/'.join(map(str, m['fight']))} (P{m['owner'] + 1})"
             for m in obs["party"] if m["kind"] != "higgledy"]
    groups: dict[str, int] = {}
    for m in obs["party"]:
        if m["kind"] == "higgledy":
            key = "/".join(map(str, m["fight"]))
            groups[key] = groups.get(key, 0) + 1
    higgledies = [f"{n} Higgledies {values}" if n > 1 else f"a Higgledy {values}" for values, n in groups.items()]
    return "\n".join(_packed("Fight phys/rng/mag:", chars + higgledies, sep=", "))


def _shorten(name: str, by: int, keep: int) -> str:
    """``name`` less ``by`` characters (ending in an ellipsis), but never under ``keep``."""
    if by <= 0 or len(name) <= keep:
        return name
    return name[:max(len(name) - by - 1, keep - 1)].rstrip() + "…"


def _fitted(parts: list[str], names: dict[int, int], width: int) -> str:
    """``parts`` joined, in at most ``width`` columns where the names allow: the names
    (``names``: the index of a part that may be shortened and the fewest characters it keeps,
    in the order to try them) are shortened as little as it takes."""
    parts = list(parts)
    for i, keep in names.items():
        parts[i] = _shorten(parts[i], sum(map(len, parts)) - width, keep)
    return "".join(parts)


def _cropped(line: str, width: int) -> str:
    return line if len(line) <= width else line[:width - 1] + "…"


def _enemy_parts(entry: dict[str, Any], rules: bool = True) -> tuple[str, str]:
    """The enemy on a quest: its name, then its fight type, the strength a roll must beat,
    its Enemy Influence and (``rules``) its special rule and reward in words."""
    if entry["enemy"] is None:
        return "no enemy", ""
    rest = f" {_TYPE[entry['enemy_type']]} {entry['enemy_value']} ({entry['enemy_influence']})"
    if rules:
        special = ENEMY_WORDS.get(entry["enemy_special"], "")
        rest += (f" {special}" if special else "") + _reward(entry["enemy_reward"]).replace(", reward ", ", +")
    return entry["enemy"], rest


def _quest_line(obs: dict[str, Any], entry: dict[str, Any]) -> str:
    """``1 Rebuild the Ruined Bridge 3p 1E1K3S: Cursed Knight phys 13 (2) blocks next
    <- Roland, 3 dice``: the quest (places for models, what it pays, its special rule), then
    its enemy (fight type, the strength a roll must beat, its Enemy Influence, its rule and
    reward), the models on it and their dice; a line too long for ``WIDTH`` shortens the
    quest's name, then a long enemy name, then names the models without commas, then counts
    them."""
    if entry["quest"] is None and not entry["face_down"]:
        return f"{entry['slot']} (empty)"
    if entry["face_down"]:
        name, about = "(face-down quest)", ""
    else:
        special = QUEST_WORDS.get(entry["special"] or "none", "")
        pay = res(entry["resources"]).replace("+", "")
        name, about = entry["quest"], f" {entry['slots']}p {pay}" + (f", {special}" if special else "")
    flags = (" BLOCKED" if entry["blocked"] else "") + (" done" if entry["resolved"] else "")
    dice = f", {_dice(entry['dice'])}" if entry["enemy"] is not None else ""
    names = [_short(obs, m) for m in entry["placed"]]
    named, tight, counted = ", ".join(names), " ".join(names), _count(len(names), "model")
    for who, keeps in ((named, (10, 12)), (tight, (10, 12)), (counted, (10, 12)), (counted, (10, 8)),
                       (counted, (2, 6))):
        placed = f" <- {who}{dice}" if entry["placed"] else ""
        parts = [f"{entry['slot']} ", name, about, ": ", *_enemy_parts(entry), placed + flags]
        line = _fitted(parts, {1: keeps[0], 4: keeps[1]}, WIDTH)
        if len(line) <= WIDTH:
            break
    return _cropped(line, WIDTH)


def _quest_cell(entry: dict[str, Any]) -> str:
    """A quest in half a line, for the Kingdom phase (no fight is fought then): its enemy
    (fight type, strength, influence), ``done`` once resolved this turn, and its name as far as
    it fits."""
    if entry["quest"] is None and not entry["face_down"]:
        return f"{entry['slot']} (empty)"
    name = "(face-down quest)" if entry["face_down"] else entry["quest"]
    enemy, rest = _enemy_parts(entry, rules=False)
    cell = _cropped(_fitted([f"{entry['slot']} ", enemy, rest, " done" if entry["resolved"] else ""], {1: 8}, _CELL), _CELL)
    room = _CELL - len(cell) - 2
    return cell + f": {_shorten(name, len(name) - room, 1)}" if room >= min(len(name), 8) else cell


def _two_columns(cells: list[str]) -> list[str]:
    """``cells`` in two columns, the first half down the left."""
    half = (len(cells) + 1) // 2
    rows = []
    for i in range(half):
        right = cells[i + half] if i + half < len(cells) else ""
        rows.append(f"{cells[i]:<{_CELL}}  {right}".rstrip())
    return rows


def _quest_summary(obs: dict[str, Any]) -> str:
    """The quests in one line: how many enemies of each fight type, their influence, how many
    quests are done or empty."""
    enemies = [e for e in obs["board"] if e["enemy"] is not None]
    kinds = [f"{n} {short}" for kind, short in _TYPE.items() if (n := sum(e["enemy_type"] == kind for e in enemies))]
    done = sum(e["resolved"] for e in obs["board"])
    empty = sum(e["quest"] is None and not e["face_down"] for e in obs["board"])
    return (f"Quests: {len(enemies)} enemies ({', '.join(kinds) or 'none'}) of influence "
            f"{sum(e['enemy_influence'] for e in enemies)}; {done} done, {empty} empty")


def _top(view: View) -> list[str]:
    """The turn and decision, the win condition with both totals, the inventory with its
    letters explained and every model's Fight values."""
    obs = view.observation
    party = obs["party"]
    seat = "a spectator" if view.seat is None else f"you are P{view.seat + 1}"
    if obs["result"] is None:
        doing = _DECISION.get(obs["phase"], obs["phase"])
        if obs["phase"] == "place":
            doing = f"placing {party[obs['next_member']]['name']}"
        head = f"{obs['boss_name']}, turn {obs['turn']}/5: {doing}; P{obs['lead'] + 1} leads ({seat})"
    else:
        head = f"{obs['boss_name']}: game over, the party {'WINS' if obs['result'] else 'loses'} ({seat})"
    board_enemies = obs["enemy_influence"] - obs["boss_influence"]
    inv = obs["inventory"]
    return [
        head,
        f"Win at the end: Kingdom Influence {obs['kingdom_influence']} > Enemy Influence "
        f"{obs['enemy_influence']} (boss {obs['boss_influence']} + enemies {board_enemies})",
        f"Inventory: {inv['experience']}E {inv['kingsguilder']}K {inv['supply']}S (Experience, Kingsguilder, "
        f"Supply), {_count(inv['sweets'], 'sweet')}, {_count(inv['tears'], 'tear')}",
        *_fighters(obs).splitlines(),
    ]


def _kingdom(obs: dict[str, Any], upgrades: bool, built: bool, decks: bool) -> list[str]:
    """The market (cost as ``2E2K3S``, influence in brackets), then with ``upgrades`` the
    upgrades open to the kingdom, with ``built`` the kingdom built and with ``decks`` the
    decks' sizes."""
    def card(c: dict[str, Any]) -> str:
        return f"{c['name']} {res(c['cost']).replace('+', '')} ({c['influence']})"

    groups = [("Market:", [card(c) for c in obs["market"]] or ["empty"])]
    if upgrades and obs["upgrades"]:
        groups.append(("Upgrades:", [f"{c.get('replaces')} -> {card(c)}" for c in obs["upgrades"]]))
    if built:
        sizes = obs["deck_sizes"]
        deck = [f"decks {sizes['quests']} quests, {sizes['enemies']} enemies, {sizes['kingdom']} kingdom"]
        cards = [f"{c['name']} ({c['influence']})" for c in obs["built"]] or ["nothing built"]
        groups.append((f"Kingdom {len(obs['built'])}/{obs['building_slots']}:", cards + (deck if decks else [])))
    return _flow(groups)


_ADVENTURE_LAYOUTS = (("lines", True, True, True, True), ("lines", True, False, True, False),
                      ("lines", True, False, False, False), ("lines", False, False, False, False))
_KINGDOM_LAYOUTS = (("lines", True, True, True, True), ("cells", True, True, True, True),
                    ("cells", True, True, True, False), ("summary", True, True, True, False),
                    ("summary", True, False, True, False))
"""What the table holds, from the most to the least, in a phase of the Adventure or the
Kingdom: the quests (a line each; two columns of enemies and names; a line for all), whether
the market, the upgrades, the kingdom built and the decks' sizes are shown."""


def render(view: View) -> str:
    """The table for ``view.seat`` in at most ``BOARD_LINES`` lines of at most ``WIDTH``
    columns, so the play screen fits 80 x 24 with the recent events and the choices, at 1 to
    4 players: the turn and decision, the win condition with both totals, the inventory with
    its letters explained, every model's Fight values, the quests (under their legend) with
    their enemies and models (special rules in words), the market, the upgrades, the kingdom
    and the decks.

    When all of it is taller, what the phase needs least gives way, a step at a time. In the
    Adventure (and Resource) phases: the decks and upgrades, then the kingdom, then the market
    (with 3 or 4 players' eight quests), all shown again in the Kingdom phase. In the Kingdom
    phase (and at the end): the quests go to two columns of enemies and names, the decks give
    way, the quests shrink to one line that counts the enemies, then the upgrades give way
    (an affordable upgrade is among the choices)."""
    obs = view.observation
    kingdom_phase = obs["result"] is not None or obs["phase"] in _KINGDOM_PHASES
    legend = [QUEST_LEGEND]
    quests = {"lines": legend + [_quest_line(obs, entry) for entry in obs["board"]],
              "cells": legend + _two_columns([_quest_cell(entry) for entry in obs["board"]]),
              "summary": [_quest_summary(obs)]}
    building = [f"Building {obs['pending_buy']['name']}: choose a building to pull down"] if obs["pending_buy"] else []
    top = _top(view)
    for board, market, upgrades, built, decks in _KINGDOM_LAYOUTS if kingdom_phase else _ADVENTURE_LAYOUTS:
        lines = top + quests[board] + (_kingdom(obs, upgrades, built, decks) if market else []) + building
        if len(lines) <= BOARD_LINES:
            break
    return "\n".join(lines)

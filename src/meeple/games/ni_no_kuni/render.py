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


_TYPE = {"physical": "phys", "ranged": "rng", "magical": "mag"}
QUEST_WORDS = {
    "move_adjacent": "winners may move on",
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


def _packed(head: str, items: list[str], width: int = 80, sep: str = "; ") -> list[str]:
    """``head`` then ``items`` joined by ``sep``, in lines of at most ``width`` columns where
    the items allow; continued lines are indented."""
    lines = [head]
    for i, item in enumerate(items):
        join = " " if i == 0 else sep
        if i and len(lines[-1]) + len(join) + len(item) > width:
            lines[-1] += sep.rstrip()
            lines.append("  " + item)
        else:
            lines[-1] += join + item
    return lines


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


def _quest_line(obs: dict[str, Any], entry: dict[str, Any]) -> str:
    """``1 Rebuild the Ruined Bridge 3p 1E1K3S: Cursed Knight phys 13 (2) blocks next
    <- Roland, 3 dice``: the quest (places for models, what it pays, its special rule), then
    its enemy (fight type, the strength a roll must beat, its Enemy Influence, its rule and
    reward), the models on it and their dice."""
    if entry["face_down"]:
        quest = "(face-down quest)"
    elif entry["quest"] is None:
        return f"{entry['slot']} (empty)"
    else:
        special = QUEST_WORDS.get(entry["special"] or "none", "")
        pay = res(entry["resources"]).replace("+", "")
        quest = f"{entry['quest']} {entry['slots']}p {pay}" + (f", {special}" if special else "")
    if entry["enemy"] is not None:
        special = ENEMY_WORDS.get(entry["enemy_special"], "")
        enemy = (f"{entry['enemy']} {_TYPE[entry['enemy_type']]} {entry['enemy_value']} ({entry['enemy_influence']})"
                 + (f" {special}" if special else "") + _reward(entry["enemy_reward"]).replace(", reward", ", +"))
    else:
        enemy = "no enemy"
    placed = ""
    if entry["placed"]:
        names = ", ".join(_short(obs, m) for m in entry["placed"])
        placed = f" <- {names}" + (f", {_dice(entry['dice'])}" if entry["enemy"] is not None else "")
    flags = (" BLOCKED" if entry["blocked"] else "") + (" done" if entry["resolved"] else "")
    return f"{entry['slot']} {quest}: {enemy}{placed}{flags}"


def render(view: View) -> str:
    """The table for ``view.seat`` in about 13 lines of at most 80 columns (so the play
    screen fits 80 x 24 with the events and choices): the turn and decision, the win
    condition with both totals, the inventory with its letters explained, every model's
    Fight values, the quests with their enemies and models (special rules in words), the
    market, the kingdom and the decks."""
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
    lines = [
        head,
        f"Win at the end: Kingdom Influence {obs['kingdom_influence']} > Enemy Influence "
        f"{obs['enemy_influence']} (boss {obs['boss_influence']} + enemies {board_enemies})",
        f"Inventory: {inv['experience']}E {inv['kingsguilder']}K {inv['supply']}S (Experience, Kingsguilder, "
        f"Supply), {inv['sweets']} sweets, {inv['tears']} tears",
        "Quests: slot name places(p) pay: enemy, fight and strength to beat (influence)",
        _fighters(obs),
    ]
    lines += [_quest_line(obs, entry) for entry in obs["board"]]
    market = [f"{c['name']} {res(c['cost']).replace('+', '')} ({c['influence']})" for c in obs["market"]]
    built = [f"{c['name']} ({c['influence']})" for c in obs["built"]] or ["nothing built"]
    upgrades = [f"{c['name']} {res(c['cost']).replace('+', '')} ({c['influence']}) over {c.get('replaces')}"
                for c in obs["upgrades"]]
    decks = obs["deck_sizes"]
    lines.extend(_packed("Market, cost (influence):", market or ["empty"]))
    if upgrades:
        lines.extend(_packed("Upgrades:", upgrades))
    lines.extend(_packed(f"Kingdom {len(obs['built'])}/{obs['building_slots']}:", built
                         + [f"decks {decks['quests']} quests, {decks['enemies']} enemies, {decks['kingdom']} kingdom"]))
    if obs["pending_buy"]:
        lines.append(f"Building {obs['pending_buy']['name']}: choose a building to pull down")
    return "\n".join(lines)

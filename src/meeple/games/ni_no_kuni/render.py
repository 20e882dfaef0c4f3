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


def render(view: View) -> str:
    """The table for ``view.seat``: influence, inventory, quests with their enemies and the
    models on them, market, upgrades, kingdom and the decision at hand."""
    obs = view.observation
    party = obs["party"]
    if obs["result"] is None:
        decides = "" if obs["current_player"] < 0 else f" (P{obs['current_player'] + 1} decides)"
        head = (f"Ni no Kuni II vs {obs['boss_name']} - turn {obs['turn']}/5, "
                f"{_DECISION.get(obs['phase'], obs['phase'])}{decides}")
    else:
        head = f"Ni no Kuni II vs {obs['boss_name']} - game over: the party {'WINS' if obs['result'] else 'loses'}"
    seat = "spectator" if view.seat is None else f"you are P{view.seat + 1}"
    inv = obs["inventory"]
    lines = [
        f"{head}   [{seat}; P{obs['lead'] + 1} leads this turn]",
        f"Influence: kingdom {obs['kingdom_influence']} vs enemy {obs['enemy_influence']} "
        f"(boss {obs['boss_influence']} + enemies on the board)",
        f"Inventory: E{inv['experience']} K{inv['kingsguilder']} S{inv['supply']}  "
        f"sweets {inv['sweets']}  tears {inv['tears']}",
        "Party (physical/ranged/magical): " + ", ".join(
            f"{m['name']} {'/'.join(map(str, m['fight']))}" + ("" if m["kind"] == "higgledy" else f" [P{m['owner'] + 1}]")
            for m in party),
        "Quests:",
    ]
    for entry in obs["board"]:
        if entry["face_down"]:
            quest = "(face-down quest)"
        elif entry["quest"] is None:
            quest = "(empty)"
        else:
            special = f", {entry['special']}" if entry["special"] not in (None, "none") else ""
            quest = f"{entry['quest']} [{entry['slots']} slot(s), {res(entry['resources'])}{special}]"
        if entry["enemy"] is not None:
            special = f", {entry['enemy_special']}" if entry["enemy_special"] != "none" else ""
            reward = _reward(entry["enemy_reward"])
            enemy = f"{_enemy(entry)[:-1]}, influence {entry['enemy_influence']}{special}{reward})"
        else:
            enemy = "no enemy"
        flags = (" BLOCKED" if entry["blocked"] else "") + (" done" if entry["resolved"] else "")
        who = f" <- {_names(obs, entry['placed'])}" if entry["placed"] else ""
        dice = f" [{_dice(entry['dice'])}]" if entry["placed"] and entry["enemy"] is not None else ""
        lines.append(f"  [{entry['slot']}] {quest} vs {enemy}{who}{dice}{flags}")
    lines.append("Market: " + ("; ".join(_card(c) for c in obs["market"]) or "(empty)"))
    if obs["upgrades"]:
        lines.append("Upgrades: " + "; ".join(f"{_card(c)} over {c.get('replaces')}" for c in obs["upgrades"]))
    built = "; ".join(f"{c['name']} ({c['influence']})" for c in obs["built"]) or "(nothing built)"
    lines.append(f"Kingdom ({len(obs['built'])}/{obs['building_slots']} building slots): {built}")
    decks = obs["deck_sizes"]
    lines.append(f"Decks: {decks['quests']} quests, {decks['enemies']} enemies, {decks['kingdom']} kingdom cards")
    if obs["phase"] == "place":
        lines.append(f"Placing: {party[obs['next_member']]['name']}")
    if obs["fight"]["dice"]:
        lines.append(f"Last roll: {obs['fight']['dice']} = {sum(obs['fight']['dice'])}")
    if obs["pending_buy"]:
        lines.append(f"Building {obs['pending_buy']['name']}: choose a building to pull down")
    return "\n".join(lines)

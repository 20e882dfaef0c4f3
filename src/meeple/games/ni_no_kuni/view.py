"""What the party sees (``observation``) and the terminal view (``render``).

The party shares all its knowledge, so every player's observation is the same: everything
on the table except the order of the three decks and the identity of face-down quests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.ni_no_kuni.content import ENEMY_SPECIALS, FIGHT_TYPES, QUEST_SPECIALS
from meeple.games.ni_no_kuni.phases import PHASE_NAMES

if TYPE_CHECKING:
    from meeple.games.ni_no_kuni.state import NiNoKuniState


def observe(state: NiNoKuniState, player: int) -> dict[str, Any]:
    content = state.game.content
    board = []
    for s in state.game.slots:
        q = state.quest[s]
        board.append({
            "slot": s,
            "quest": None if q < 0 or state.face_down[s] else content.quest_name[q],
            "face_down": state.face_down[s] and q >= 0,
            "enemy": content.enemy_name[state.enemy[s]] if state.enemy[s] >= 0 else None,
            "placed": list(state.placed[s]),
            "resolved": state.resolved[s],
        })
    name = content.card_name
    return {
        "player": player,
        "current_player": state.current_player,
        "turn": state.turn,
        "phase": PHASE_NAMES[state.phase],
        "lead": state.lead,
        "boss": state.game.options.boss,
        "board": board,
        "next_member": state.cursor,
        "inventory": {"experience": state.inv[0], "kingsguilder": state.inv[1], "supply": state.inv[2],
                      "sweets": state.inv[3], "tears": state.inv[4]},
        "market": [name[c] for c in state.market],
        "built": [name[c] for c in state.built],
        "kingdom_discard": [name[c] for c in state.kingdom_discard],
        "quest_discard": [content.quest_name[q] for q in state.quest_discard],
        "enemy_discard": [content.enemy_name[e] for e in state.enemy_discard],
        "deck_sizes": {"quests": len(state.quest_deck), "enemies": len(state.enemy_deck),
                       "kingdom": len(state.kingdom_deck)},
        "completed": [content.quest_name[q] for _, q, _ in state.completed],
        "defeated": [content.enemy_name[e] for e in state.defeated],
        "fight": {"slot": state.fight_slot, "dice": list(state.dice), "sweet": state.fight_sweet,
                  "adapt": state.fight_adapt},
        "move_slot": state.move_slot,
        "pending_buy": name[state.pending_buy] if state.pending_buy >= 0 else None,
        "used": {"swordsman": state.swordsman_used, "adaptable": state.adapt_used,
                 "sky_pirate": state.tani_used, "planning": state.plan_used},
        "kingdom_influence": state.kingdom_influence(),
        "enemy_influence": state.enemy_influence(),
        "result": state.result,
    }


def _res(t: tuple[int, ...]) -> str:
    parts = [f"{n}{letter}" for n, letter in zip(t, "EKS") if n]
    return "+".join(parts) or "0"


def render(state: NiNoKuniState, viewer: int | None = None) -> str:
    game = state.game
    content = game.content
    lines = [
        f"Ni no Kuni II vs {content.boss_name[game.options.boss]} — turn {state.turn}/5, "
        f"{PHASE_NAMES[state.phase]} (P{state.current_player + 1} decides)" if state.result is None
        else f"Ni no Kuni II — game over: the party {'WINS' if state.result else 'loses'}",
        f"Influence: kingdom {state.kingdom_influence()} vs enemy {state.enemy_influence()} "
        f"(boss {game.boss_influence})",
        f"Inventory: E{state.inv[0]} K{state.inv[1]} S{state.inv[2]}  sweets {state.inv[3]}  tears {state.inv[4]}",
        "Quests:",
    ]
    for s in game.slots:
        q, e = state.quest[s], state.enemy[s]
        if q < 0:
            quest = "(empty)"
        elif state.face_down[s]:
            quest = "(face-down quest)"
        else:
            special = QUEST_SPECIALS[content.quest_special[q]]
            quest = (f"{content.quest_name[q]} [{content.quest_slots[q]} slot(s), {_res(content.quest_res[q])}"
                     + (f", {special}" if special != "none" else "") + "]")
        if e >= 0:
            special = ENEMY_SPECIALS[content.enemy_special[e]]
            enemy = (f"{content.enemy_name[e]} ({FIGHT_TYPES[content.enemy_type[e]]} {content.enemy_value[e]}, "
                     f"infl {content.enemy_influence[e]}" + (f", {special}" if special != "none" else "") + ")")
        else:
            enemy = "no enemy"
        who = ", ".join(game.member_label(m) for m in state.placed[s])
        flag = " done" if state.resolved[s] else ""
        lines.append(f"  [{s}] {quest} vs {enemy}" + (f" <- {who}" if who else "") + flag)
    lines.append("Market: " + "; ".join(
        f"{content.card_name[c]} ({_res(content.card_cost[c])}, infl {content.card_influence[c]})" for c in state.market))
    lines.append("Kingdom: " + ("; ".join(f"{content.card_name[c]} ({content.card_influence[c]})" for c in state.built)
                                or "(nothing built)"))
    if state.phase == 0:
        lines.append(f"Placing: {game.member_label(state.cursor)}")
    if state.dice:
        lines.append(f"Last roll: {state.dice}")
    return "\n".join(lines)

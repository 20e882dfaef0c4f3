"""Integer actions and the observation tensor of Ni no Kuni II (docs/adapters.md).

The space follows the player count (the board's quest slots, the party's members) and the
content (kingdom card ids for ``buy``, ``upgrade`` and ``demolish``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.adapters.encoding import ActionSpace, Form, Layout, Writer, cached, one_hot_index
from meeple.games.ni_no_kuni.actions import PAIRS
from meeple.games.ni_no_kuni.phases import PHASES

if TYPE_CHECKING:
    from meeple.core.view import View
    from meeple.games.ni_no_kuni.game import NiNoKuniGame

INVENTORY = ("experience", "kingsguilder", "supply", "sweets", "tears")
USED = ("swordsman", "adaptable", "sky_pirate", "planning")


def action_space(game: NiNoKuniGame) -> ActionSpace:
    slots = tuple(game.slots)
    cards = tuple(game.content.card_id)
    return ActionSpace([
        Form("place", quest=slots),
        Form("swordsman", quest=slots),
        Form("rest"),
        Form("fight", quest=slots),
        Form("roll", sweet=(0, 1), adapt=(0, 1)),
        Form("tear"),
        Form("accept"),
        Form("move", member=tuple(range(len(game.member_kind))), quest=slots),
        Form("stay"),
        Form("take", resource=("kingsguilder", "supply")),
        Form("buy", card=cards),
        Form("upgrade", card=cards),
        Form("plan", give=PAIRS, get=PAIRS),
        Form("end"),
        Form("demolish", card=cards),
        Form("remove", quest=slots),
    ])


def _sizes(game: NiNoKuniGame) -> tuple[int, int, int, int, int, int]:
    c = game.content
    return (game.num_players, len(game.slots), len(c.quest_name), len(c.enemy_name), len(c.card_id),
            len(game.member_kind))


def observation_layout(game: NiNoKuniGame) -> Layout:
    p, s, q, e, c, m = _sizes(game)
    return (Layout()
            .add("me", p, "the observing seat, one-hot")
            .add("current_player", p, "who decides now, one-hot (all 0 at the end)")
            .add("lead", p, "the lead player, one-hot")
            .add("phase", len(PHASES), f"one-hot over {', '.join(PHASES)}")
            .add("turn", 1, "turn / 30")
            .add("boss", 2, "Doloran, The Horned One, one-hot")
            .add("slot_quest", s * q, "per quest slot, its face-up quest, one-hot over the quests")
            .add("slot_flags", s * 4, "per slot: holds a quest, face down, resolved, blocked")
            .add("slot_enemy", s * e, "per slot, its enemy, one-hot over the enemies")
            .add("slot_members", s * m, "per slot, the party members placed there, multi-hot")
            .add("slot_dice", s * 2, "per slot: fight dice / 10, dice bonus / 5")
            .add("inventory", len(INVENTORY), f"{', '.join(INVENTORY)}, each / 10")
            .add("market", c, "kingdom cards in the market, multi-hot over card ids")
            .add("upgrades", c, "upgrades on offer, multi-hot")
            .add("built", c, "buildings in the kingdom, multi-hot")
            .add("pending_buy", c, "the card being bought onto a full board, one-hot")
            .add("kingdom_discard", c, "discarded kingdom cards, counts")
            .add("quest_discard", q, "discarded quests, counts")
            .add("enemy_discard", e, "discarded enemies, counts")
            .add("completed", q, "completed quests, counts")
            .add("defeated", e, "defeated enemies, counts")
            .add("decks", 3, "quest, enemy and kingdom deck sizes / 40")
            .add("fight_slot", s, "the slot being fought, one-hot")
            .add("fight_dice", 6, "the dice rolled: counts of faces 1-6, each / 6")
            .add("fight_flags", 2, "a Soreaway Sweet and Bracken's Adaptable added to this fight")
            .add("move_slot", s, "the slot a move starts from, one-hot")
            .add("next_member", m, "the next member to place, one-hot")
            .add("used", len(USED), f"{', '.join(USED)} used this turn")
            .add("influence", 3, "boss, kingdom and enemy influence, each / 30")
            .add("result", 2, "won, lost"))


def _first_index(names: tuple[str, ...]) -> dict[str, int]:
    return {name: i for i, name in reversed(list(enumerate(names)))}


def _lookup(game: NiNoKuniGame) -> tuple[dict, ...]:
    """Slot -> section row, and quest, enemy and card (by name) -> index (names shared by
    several cards count as the first)."""
    c = game.content
    return ({slot: i for i, slot in enumerate(game.slots)}, _first_index(c.quest_name), _first_index(c.enemy_name),
            {cid: i for i, cid in enumerate(c.card_id)}, _first_index(c.card_name))


def write_observation(out: Writer, view: View) -> None:
    obs = view.observation
    game = view.game
    content = game.content
    p, s, q, e, c, m = _sizes(game)
    slot_of, quest, enemy, card, card_by_name = cached(game, "lookup", lambda: _lookup(game))
    out.set("me", view.seat)
    if obs["current_player"] >= 0:
        out.set("current_player", obs["current_player"])
    out.set("lead", obs["lead"])
    out.set("phase", one_hot_index(PHASES, obs["phase"], "phase"))
    out.set("turn", 0, obs["turn"] / 30)
    out.set("boss", one_hot_index(("doloran", "horned-one"), obs["boss"], "boss"))
    for entry in obs["board"]:
        i = slot_of[entry["slot"]]
        if entry["quest"] is not None:
            out.set("slot_quest", i * q + quest[entry["quest"]])
        flags = [entry["quest"] is not None or entry["face_down"], entry["face_down"], entry["resolved"], entry["blocked"]]
        out.put("slot_flags", [float(f) for f in flags], 4 * i)
        if entry["enemy"] is not None:
            out.set("slot_enemy", i * e + enemy[entry["enemy"]])
            out.put("slot_dice", [entry["dice"] / 10, entry.get("dice_bonus", 0) / 5], 2 * i)
        for member in entry["placed"]:
            out.set("slot_members", i * m + member)
    out.put("inventory", [obs["inventory"][k] / 10 for k in INVENTORY])
    for section in ("market", "upgrades", "built"):
        for entry in obs[section]:
            out.set(section, card[entry["id"]])
    if obs["pending_buy"] is not None:
        out.set("pending_buy", card[obs["pending_buy"]["id"]])
    for name in obs["kingdom_discard"]:
        out.add("kingdom_discard", card_by_name[name])
    for section, index in (("quest_discard", quest), ("completed", quest), ("enemy_discard", enemy),
                           ("defeated", enemy)):
        for name in obs[section]:
            out.add(section, index[name])
    decks = obs["deck_sizes"]
    out.put("decks", [decks["quests"] / 40, decks["enemies"] / 40, decks["kingdom"] / 40])
    fight = obs["fight"]
    if fight["slot"] >= 0:
        out.set("fight_slot", slot_of[fight["slot"]])
    for die in fight["dice"]:
        if 1 <= die <= 6:
            out.add("fight_dice", die - 1, 1 / 6)
    out.put("fight_flags", [float(fight["sweet"]), float(fight["adapt"])])
    if obs["move_slot"] >= 0:
        out.set("move_slot", slot_of[obs["move_slot"]])
    if 0 <= obs["next_member"] < m:
        out.set("next_member", obs["next_member"])
    out.put("used", [float(obs["used"][k]) for k in USED])
    out.put("influence", [obs["boss_influence"] / 30, obs["kingdom_influence"] / 30, obs["enemy_influence"] / 30])
    if obs["result"] is not None:
        out.set("result", 0 if obs["result"] else 1)

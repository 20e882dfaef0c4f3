"""Integer actions and the observation tensor of Lineage II (docs/adapters.md).

The space follows the player count and the content: board spaces for ``move``, villages for
``retreat`` and ``play card= village=``, monster cards (whose backs are the items) for
``wear``, ``unwear``, ``sell``, ``drop``, ``offer`` and the movement potion of ``move``,
event cards for ``play``, ``quest`` and ``discard``, the Castle Siege action cards for
``commit ... card=`` and ``use``, 0 to 20 for ``hire`` (the most one hire buys), 1 to 30 for
``price`` and 0 to the box's mercenary strength for ``commit n=``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.adapters.encoding import ActionSpace, Form, Layout, Writer, cached, one_hot_index
from meeple.games.lineage2.content import FACE_LETTER, SIEGE_ACTION
from meeple.games.lineage2.phases import PHASES
from meeple.games.lineage2.trading import MAX_PRICE
from meeple.games.lineage2.village import MAX_HIRE

if TYPE_CHECKING:
    from meeple.core.view import View
    from meeple.games.lineage2.game import Lineage2Game

PILES = ("A", "B", "C")
SIDES = ("attack", "defend")


def siege_cards(game: Lineage2Game) -> tuple[int, ...]:
    content = game.content
    return tuple(e for e in content.event_ids if content.event_kind[e] == SIEGE_ACTION)


def action_space(game: Lineage2Game) -> ActionSpace:
    c = game.content
    spaces = tuple(range(len(c.space_name)))
    monsters = tuple(range(len(c.monster_name)))
    events = tuple(c.event_ids)
    seats = tuple(range(game.num_players))
    mercs = tuple(range(c.mercenary_supply + 1))
    return ActionSpace([
        Form("roll"), Form("stay"), Form("end"),
        Form("move", to=spaces),
        Form("move", to=spaces, potion=monsters),
        Form("retreat", to=tuple(c.villages)),
        Form("hunt", pile=PILES),
        Form("drink"), Form("fail"),
        Form("drop", item=monsters),
        Form("skip"),
        Form("discard", card=events),
        Form("play", card=events),
        Form("play", card=events, village=tuple(c.villages)),
        Form("quest", card=events),
        Form("wear", item=monsters),
        Form("unwear", item=monsters),
        Form("sell", item=monsters),
        Form("hire", n=tuple(range(MAX_HIRE + 1))),
        Form("offer", item=monsters, buyer=seats),
        Form("price", adena=tuple(range(1, MAX_PRICE + 1))),
        Form("accept"), Form("decline"),
        Form("commit", side=SIDES, n=mercs),
        Form("commit", side=SIDES, n=mercs, card=siege_cards(game)),
        Form("use", card=siege_cards(game)),
        Form("pass"),
    ])


def _sizes(game: Lineage2Game) -> tuple[int, int, int, int, int]:
    c = game.content
    return game.num_players, len(c.space_name), len(c.monster_name), len(c.item_name), len(c.event_name)


def observation_layout(game: Lineage2Game) -> Layout:
    p, s, m, i, e = _sizes(game)
    return (Layout()
            .add("me", p, "the observing seat, one-hot")
            .add("current_player", p, "who decides now, one-hot (all 0 at the end)")
            .add("turn_player", p, "whose turn it is, one-hot")
            .add("phase", len(PHASES), f"one-hot over {', '.join(PHASES)}")
            .add("turn", 1, "turn / 100")
            .add("space", p * s, "per seat, its race token's space, one-hot over the board's spaces")
            .add("counters", p * 9, "per seat: adena / 50, VP / 10, mercenaries / 50, failed hunt, hand size / 10, "
                                    "rerolls / 5, weapon colours G, Y, R / 5")
            .add("worn", p * i, "per seat, items worn, counts over the item list")
            .add("bag", p * i, "per seat, items in the bag, counts")
            .add("paid", p * m, "per seat, paid monster cards, multi-hot over monster cards")
            .add("castles", 3 * (p + 2), "per castle: owner one-hot over seats (all 0: none), prestige / 10, garrison / 10")
            .add("piles", 3 * (1 + m), "per monster pile: size / 20, top card one-hot over monster cards")
            .add("loot", 2 * s, "per space: loot adena / 20, items lying there")
            .add("used_monsters", m, "monsters used up, counts over monster names")
            .add("deck", 1, "event deck size / 30")
            .add("discard", e, "discarded event cards, multi-hot over event ids")
            .add("hand", e, "the observer's event cards, counts")
            .add("my_action_card", e, "the observer's face-down siege action card, one-hot")
            .add("turn_flags", 3, "roll / 8, card used, village actions open")
            .add("hunt_monster", m, "the monster being hunted, one-hot")
            .add("hunt", len(FACE_LETTER) + 3, f"hunt dice faces {', '.join(FACE_LETTER)} / 5, extra rerolls, jokers, escape")
            .add("offer_item", i, "the item offered, one-hot over items")
            .add("offer", 2 * p + 1, "the offer's buyer, seller (one-hot each), price / 30")
            .add("bank", 2, "mercenary supply / 350, hire price / 5")
            .add("result", p, "the final result per seat (1 win, 0 shared win, -1 loss)")
            .add("siege", 4 + 5 * p + 7, "a siege under way: flag; castle one-hot (3); starter, owner, seats taking "
                                         "part, attacking, defending (p each; the sides once revealed); totals / 30, "
                                         "dice / 12, bonus / 10 (2 each); rounds / 10")
            .add("siege_armies", 2 * p, "per seat: army / 50, a live face-down card (once revealed)"))


def write_observation(out: Writer, view: View) -> None:
    obs = view.observation
    game = view.game
    c = game.content
    p, s, m, i, e = _sizes(game)
    item, monster = cached(game, "lookup", lambda: ({name: k for k, name in reversed(list(enumerate(c.item_name)))},
                                                    {name: k for k, name in reversed(list(enumerate(c.monster_name)))}))
    out.set("me", view.seat)
    if obs["current_player"] >= 0:
        out.set("current_player", obs["current_player"])
    out.set("turn_player", obs["turn_player"])
    out.set("phase", one_hot_index(PHASES, obs["phase"], "phase"))
    out.set("turn", 0, obs["turn"] / 100)
    for q, pl in enumerate(obs["players"]):
        out.set("space", q * s + pl["space"])
        colours = pl["weapon_colours"]
        out.put("counters", [pl["adena"] / 50, pl["vp"] / 10, pl["mercenaries"] / 50, float(pl["failed_hunt"]),
                             pl["hand_size"] / 10, pl["rerolls"] / 5, colours.count("G") / 5, colours.count("Y") / 5,
                             colours.count("R") / 5], 9 * q)
        for it in pl["worn"]:
            out.add("worn", q * i + item[it["name"]])
        for it in pl["bag"]:
            out.add("bag", q * i + item[it["name"]])
        for mon in pl["paid"]:
            out.set("paid", q * m + mon["card"])
    for k, castle in enumerate(obs["castles"]):
        if castle["owner"] >= 0:
            out.set("castles", k * (p + 2) + castle["owner"])
        out.put("castles", [castle["prestige"] / 10, castle["garrison"] / 10], k * (p + 2) + p)
    for k, pile in enumerate(obs["piles"]):
        out.set("piles", k * (1 + m), pile["size"] / 20)
        if pile["top"] is not None:
            out.set("piles", k * (1 + m) + 1 + pile["top"]["card"])
    for loot in obs["loot"]:
        out.set("loot", 2 * loot["space"], loot["adena"] / 20)
        out.set("loot", 2 * loot["space"] + 1, len(loot["items"]))
    for name in obs["used_monsters"]:
        out.add("used_monsters", monster[name])
    out.set("deck", 0, obs["deck_size"] / 30)
    for card in obs["discard"]:
        out.set("discard", card["id"])
    for card in obs.get("hand", ()):
        out.add("hand", card["id"])
    if obs.get("my_action_card"):
        out.set("my_action_card", obs["my_action_card"]["id"])
    out.put("turn_flags", [obs["roll"] / 8, float(obs["card_used"]), float(obs["village_actions"])])
    hunt = obs["hunt"]
    if hunt["monster"] is not None:
        out.set("hunt_monster", hunt["monster"]["card"])
    faces = [hunt["dice"].count(f) / 5 for f in FACE_LETTER]
    out.put("hunt", [*faces, hunt["extra_rerolls"], hunt["jokers"], float(hunt["escape"])])
    offer = obs["offer"]
    if offer is not None:
        out.set("offer_item", item[offer["item"]["name"]])
        out.set("offer", offer["buyer"])
        out.set("offer", p + offer["seller"])
        out.set("offer", 2 * p, offer["price"] / 30)
    out.put("bank", [obs["mercenary_supply"] / 350, obs["hire_price"] / 5])
    for q, r in enumerate(obs["result"]):
        out.set("result", q, r)
    siege = obs.get("siege")
    if siege is not None:
        out.set("siege", 0)
        out.set("siege", 1 + siege["castle"])
        out.set("siege", 4 + siege["starter"])
        if siege["owner"] >= 0:
            out.set("siege", 4 + p + siege["owner"])
        for k, q in enumerate(siege["seats"]):
            out.set("siege", 4 + 2 * p + q)
            if siege["sides"] is not None:
                out.set("siege", 4 + (3 if siege["sides"][k] == "attack" else 4) * p + q)
                out.set("siege_armies", 2 * q, siege["armies"][k] / 50)
                out.set("siege_armies", 2 * q + 1, float(siege["face_down_card"][k]))
        base = 4 + 5 * p
        out.put("siege", [t / 30 for t in siege["totals"]] + [d / 12 for d in siege["dice"]]
                + [b / 10 for b in siege["bonus"]] + [siege["rounds"] / 10], base)

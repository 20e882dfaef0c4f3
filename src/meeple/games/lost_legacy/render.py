"""The terminal text of a seat's View (``render``) and what an action means for a person
(``describe``), both built from the observation alone and the deck's card texts (public), so a
screen never shows what the seat may not know. The card texts matter: most Second Chronicle cards
are reconstructed, and nobody can know them from the printed game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action
from meeple.games.lost_legacy.cards import X
from meeple.games.lost_legacy.phases import OVER

if TYPE_CHECKING:
    from meeple.core.view import View
    from meeple.games.lost_legacy.game import LostLegacyGame

DECISION_NAMES = {
    "dreamreader": "Dreamreader: take a card", "dreamreader_place": "Dreamreader: place a card",
    "prince": "Prince: take a Ruins card", "lord_of_rot": "Lord of Rot: choose who is struck",
    "vorpal_sword": "Vorpal Sword: choose whom to compare with", "quicksand": "Quicksand: move the top card?",
    "vision": "Vision: look at a card", "vision_swap": "Vision: exchange?", "intrusion": "Intrusion: exchange with",
    "alchemist": "Alchemist: place a card", "dealer": "Black Market Dealer: look at a hand",
    "dealer_swap": "Black Market Dealer: exchange?", "phantom_thief": "Phantom Thief: choose the target",
    "street_performer": "Street Performer: take a discard", "income": "Income: bank a card",
    "guard": "Guard: name odd or even", "false_gold": "False Gold: exchange with",
    "general": "General: exchange with the top card?", "shadow_thief": "Shadow Thief: look at a card",
    "swordsman": "Swordsman: look at a hand", "old_map": "Old Map: shuffle the Ruins?",
    "search": "Search: look at a Ruins card", "search_swap": "Search: exchange?", "assault": "Assault: look at a hand",
    "assault_swap": "Assault: exchange?", "herbalist": "Herbalist: remove a Wound",
    "sky_pirate": "Sky Pirate: exchange with", "windcaller": "Windcaller: choose a player",
    "windcaller_take": "Windcaller: take a Ruins card", "whirlwind": "Whirlwind: shuffle the Ruins?",
    "falconer": "Falconer: look at a hand", "curse": "Curse: choose a player and a number",
}


def label(game: LostLegacyGame, card: str | None) -> str:
    """``"Vorpal Sword (5)"``, or ``"?"`` for a card the viewer does not know."""
    if card is None:
        return "?"
    c = game.card_of[card]
    return f"{c.name} ({c.speed_text})"


def _speed(game: LostLegacyGame, card: str) -> int:
    return game.card_of[card].speed


def render(view: View) -> str:
    """The position as ``view.seat`` knows it (None: a spectator's public view)."""
    obs: dict[str, Any] = view.observation
    game: LostLegacyGame = view.game  # type: ignore[assignment]
    seat = view.seat
    who = "spectator's view" if seat is None else f"P{seat + 1}'s view"
    lines = [f"Lost Legacy - {obs['deck']} ({obs['rules']} rules), {who}"]
    camp = obs.get("campaign")
    if camp:
        lines.append(f"Campaign game {obs['game_no']}: tokens {camp['tokens']}")
        last = camp.get("last_game")
        if last and obs["phase"] != OVER:
            lines.append(f"Last game: {last['result']['reason']}; final discards: " + "; ".join(
                f"P{q + 1} [{', '.join(label(game, d['card']) for d in pile) or '-'}]"
                for q, pile in enumerate(last["discards"])))
    known = obs["draw_pile"]["known"]
    deck = f"Deck: {obs['draw_pile']['count']} card(s)"
    if known:
        deck += "; known from the top: " + ", ".join(f"#{int(i) + 1} {label(game, c)}" for i, c in sorted(
            known.items(), key=lambda kv: int(kv[0])))
    lines.append(deck)
    lines.append("Ruins: " + (", ".join(f"[{i}] {label(game, c)}" for i, c in enumerate(obs["ruins"])) or "empty"))
    somewhere = obs["somewhere"]
    for zone, text in (("draw_pile", "the deck"), ("ruins", "the Ruins")):
        if somewhere[zone]:
            lines.append(f"Somewhere in {text}: {', '.join(label(game, c) for c in somewhere[zone])}")
    current = obs["current_player"]
    for p, hand in enumerate(obs["hands"]):
        mark = ">" if p == current else " "
        you = " (you)" if p == seat else ""
        status = " [eliminated]" if p in obs["eliminated"] else ""
        cards = ", ".join(label(game, c) for c in hand) or "-"
        pile = ", ".join(label(game, d["card"]) + ("" if d["face"] == "up" else " face-down")
                         for d in obs["discards"][p]) or "-"
        bonus = f"; bonus {obs['bonus'][p]}" if obs["bonus"][p] else ""
        lines.append(f"{mark} P{p + 1}{you}{status}: hand [{cards}]; discards [{pile}] "
                     f"total {obs['discard_totals'][p]}{bonus}")
    if obs["limbo"]:
        lines.append(f"Resolving: {label(game, obs['limbo'])}")
    inv = obs.get("investigation")
    if inv:
        order = ", ".join(f"P{q + 1} (speed {inv['speeds'][str(q)]})" for q in inv["order"])
        lines.append(f"Investigation order: {order}")
    if obs["phase"] == OVER:
        result = obs["result"]
        scores = f"; scores {result['scores']}" if result["scores"] else ""
        lines.append(f"Game over: {result['reason']}{scores}")
    elif obs["pending"]:
        pending = obs["pending"]
        lines.append(f"Waiting for P{pending['player'] + 1}: {DECISION_NAMES.get(pending['decision'], pending['decision'])}")
    else:
        lines.append(f"Phase: {obs['phase']}, P{current + 1} to act")
    if obs["sword_tied"]:
        lines.append("The Vorpal Sword was tied: whoever draws it may not play it this turn.")
    if obs["hand"]:
        lines.append("Your cards:")
        for card in dict.fromkeys(obs["hand"]):
            lines.append(f"  {label(game, card)}: {game.card_of[card].text}")
    return "\n".join(lines)


# ----------------------------------------------------------------------------- actions
def describe(game: LostLegacyGame, action: Action, obs: dict[str, Any]) -> str:
    """What ``action`` means for the acting seat, from its observation ``obs`` only: each card by
    name, speed and (when played) its text, e.g. ``"Play Vorpal Sword (5): <text>"``."""
    kind = action.kind
    pending = obs.get("pending") or {}
    decision = pending.get("decision", "")
    data = pending.get("data", [])
    if kind == "play":
        card = str(action["card"])
        return f"Play {label(game, card)}: {game.card_of[card].text}"
    if kind == "place":
        card = str(action["card"])
        s = _speed(game, card)
        if decision == "alchemist" and s != X and s % 2 == 1:
            return f"Place {label(game, card)}: odd, so it is played: {game.card_of[card].text}"
        return f"Place {label(game, card)} in your discards without its effect"
    if kind == "investigate":
        return "Reveal " + _where(game, action, obs)
    if kind in ("look", "swap") or (kind == "target" and decision == "sky_pirate"):
        verb = {"look": "Look at", "swap": "Exchange your hand card, unseen, with"}.get(kind, "Exchange hands with")
        if kind == "target":
            return f"{verb} P{action['player'] + 1} ({label(game, _hand_card(obs, int(action['player'])))})"
        return f"{verb} {_where(game, action, obs)}"
    if kind == "compare":
        q = int(action["player"])
        return (f"Compare your {label(game, obs['hand'][0] if obs['hand'] else None)} with P{q + 1}'s "
                f"{label(game, _hand_card(obs, q))}: the higher card is eliminated (X is highest)")
    if kind == "exchange":
        if decision in ("vision_swap", "search_swap"):
            i = data[0]
            return f"Exchange your hand card with Ruins card {i} ({label(game, obs['ruins'][i])})"
        if decision == "general":
            return f"Exchange your hand card with the top card ({label(game, obs['draw_pile']['known'].get('0'))})"
        q = data[0]
        pay = ", paying this Dealer into their discards" if decision == "dealer_swap" else ""
        return f"Exchange hands with P{q + 1} ({label(game, _hand_card(obs, q))}){pay}"
    if kind == "pass":
        return {"quicksand": "Leave the top card on the deck", "old_map": "Leave the Ruins as they are",
                "whirlwind": "Leave the Ruins as they are"}.get(decision, "Keep your hand card")
    if kind == "park":
        return f"Move the top card ({label(game, obs['draw_pile']['known'].get('0'))}) to the Ruins"
    if kind == "shuffle":
        return "Shuffle the Ruins"
    if kind == "take":
        return _describe_take(game, action, obs, decision)
    if kind == "target":
        q = int(action["player"])
        return {"lord_of_rot": f"The Lord of Rot strikes P{q + 1}",
                "phantom_thief": f"P{q + 1} turns their discards face-down",
                "windcaller": f"P{q + 1} puts their hand card in the Ruins, shuffles them and takes one back",
                }.get(decision, f"Choose P{q + 1}")
    if kind == "bank":
        card = obs["discards"][obs["player"]][int(action["index"])]["card"]
        return f"Turn your {label(game, card)} face-down and bank {_speed(game, card)}"
    if kind == "guard":
        parity = action["parity"]
        return f"Name {parity}: every player's highest face-up {parity} card is turned face-down"
    if kind == "curse":
        q = int(action["player"])
        return f"Curse P{q + 1} ({label(game, _hand_card(obs, q))}), naming {action['number']}"
    return action.text()


def _hand_card(obs: dict[str, Any], q: int) -> str | None:
    hand = obs["hands"][q]
    return hand[0] if len(hand) == 1 else None


def _where(game: LostLegacyGame, action: Action, obs: dict[str, Any]) -> str:
    """``player q's hand card (...)``, ``Ruins card i (...)`` or ``the top card of the deck``."""
    q = action.get("player")
    if q is not None:
        q = int(q)
        whose = "your own hand card" if q == obs["player"] else f"P{q + 1}'s hand card"
        return f"{whose} ({label(game, _hand_card(obs, q))})"
    if action.get("ruins") is not None:
        i = int(action["ruins"])
        return f"Ruins card {i} ({label(game, obs['ruins'][i])})"
    return f"the top card of the deck ({label(game, obs['draw_pile']['known'].get('0'))})"


def _describe_take(game: LostLegacyGame, action: Action, obs: dict[str, Any], decision: str) -> str:
    if action.get("ruins") is not None:
        i = int(action["ruins"])
        card = label(game, obs["ruins"][i])
        if decision == "prince":
            return f"Take Ruins card {i} ({card}) and play it (an unplayable card goes back)"
        return f"Take Ruins card {i} ({card}) into your hand"
    q, i = int(action["player"]), int(action["index"])
    entry = obs["discards"][q][i]
    card = label(game, entry["card"]) + ("" if entry["face"] == "up" else " face-down")
    where = {"dreamreader": "into your hand", "street_performer": "into your discards, as it lies",
             "herbalist": "to the Ruins"}.get(decision, "")
    return f"Take {card} from P{q + 1}'s discards {where}".rstrip()

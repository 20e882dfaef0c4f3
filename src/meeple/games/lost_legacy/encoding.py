"""Integer actions and the observation tensor of Lost Legacy (docs/adapters.md).

The space follows the deck (``deck``, ``custom``, ``data_dir``: the card ids) and the player
count: with P players, K card ids and T cards in the deck, ``play card=`` and ``place card=``
take the K ids, ``player=`` the P seats, and ``ruins=``/``index=`` a position in the Ruins, a
hand or a discard pile (0 to T-1, T bounding every pile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.adapters.encoding import ActionSpace, Form, Layout, Writer, cached, one_hot_index
from meeple.games.lost_legacy.phases import PHASES

if TYPE_CHECKING:
    from meeple.core.view import View
    from meeple.games.lost_legacy.game import LostLegacyGame

CURSE_NUMBERS = tuple(range(1, 9))
"""The numbers a Curse may name (Flying Garden)."""


def deck_size(game: LostLegacyGame) -> int:
    """T: the number of cards in the deck (every pile holds fewer)."""
    cached = game.__dict__.get("_deck_size")
    if cached is None:
        cached = game.__dict__["_deck_size"] = len(game.new_initial_state(0).kind)
    return cached


def decisions(game: LostLegacyGame) -> tuple[str, ...]:
    """The names of the effect decisions, sorted (the tensor's ``pending`` one-hot)."""
    return tuple(sorted(game.DECISIONS))


def action_space(game: LostLegacyGame) -> ActionSpace:
    ids = tuple(game.card_ids)
    seats = tuple(range(game.num_players))
    pos = tuple(range(deck_size(game)))
    return ActionSpace([
        Form("play", card=ids),
        Form("place", card=ids),
        Form("investigate", player=seats),
        Form("investigate", ruins=pos),
        Form("look", player=seats),
        Form("look", ruins=pos),
        Form("take", player=seats, index=pos),
        Form("take", ruins=pos),
        Form("swap", deck=("top",)),
        Form("swap", ruins=pos),
        Form("swap", player=seats),
        Form("target", player=seats),
        Form("compare", player=seats),
        Form("curse", player=seats, number=CURSE_NUMBERS),
        Form("bank", index=pos),
        Form("guard", parity=("odd", "even")),
        Form("exchange"),
        Form("pass"),
        Form("park"),
        Form("shuffle"),
    ])


def observation_layout(game: LostLegacyGame) -> Layout:
    p, k = game.num_players, len(game.card_ids)
    return (Layout()
            .add("me", p, "the observing seat, one-hot")
            .add("turn_player", p, "whose turn it is, one-hot")
            .add("current_player", p, "who decides now, one-hot (all 0 at the end)")
            .add("phase", len(PHASES), f"one-hot over {', '.join(PHASES)}")
            .add("game", 2, "game number in the campaign / 10; 1 under the scoring rules")
            .add("hand", k, "the observer's hand, counts per card id")
            .add("hand_sizes", p, "per seat, cards in hand")
            .add("hands_known", p * k, "per seat, its hand cards the observer knows, counts per card id")
            .add("draw_pile", 1, "cards in the draw pile / T")
            .add("draw_known", k, "draw-pile cards the observer knows the place of, counts per card id")
            .add("draw_top", k, "the top card of the draw pile when the observer knows it, one-hot")
            .add("ruins", 1, "cards in the Ruins / T")
            .add("ruins_known", k, "Ruins cards the observer knows the place of, counts per card id")
            .add("somewhere", 2 * k, "known cards shuffled into the draw pile, then into the Ruins, counts")
            .add("discards_up", p * k, "per seat, face-up discards, counts per card id")
            .add("discards_down", p * k, "per seat, face-down discards, counts per card id")
            .add("totals", 3 * p, "per seat: discard total / 30, eliminated, bonus / 10")
            .add("limbo", k, "the card resolving, one-hot")
            .add("sword_tied", 1, "the Vorpal Sword tie flag")
            .add("pending", len(decisions(game)), "the effect decision waiting, one-hot over decision names")
            .add("pending_player", p, "who makes that decision, one-hot")
            .add("campaign", p, "campaign tokens per seat (0 outside a campaign)")
            .add("investigation", 3 * p, "per seat in the Investigation phase: investigating, its speed / 10, "
                                         "already revealed"))


def write_observation(out: Writer, view: View) -> None:
    obs = view.observation
    game = view.game
    ids = cached(game, "ids", lambda: {c: i for i, c in enumerate(game.card_ids)})
    k, t = len(ids), deck_size(game)
    out.set("me", view.seat)
    out.set("turn_player", obs["turn_player"])
    if obs["current_player"] >= 0:
        out.set("current_player", obs["current_player"])
    out.set("phase", one_hot_index(PHASES, obs["phase"], "phase"))
    out.put("game", [obs["game_no"] / 10, float(obs["rules"] == "scoring")])
    for c in obs["hand"]:
        out.add("hand", ids[c])
    for q, hand in enumerate(obs["hands"]):
        out.set("hand_sizes", q, len(hand))
        for c in hand:
            if c is not None:
                out.add("hands_known", q * k + ids[c])
    pile = obs["draw_pile"]
    out.set("draw_pile", 0, pile["count"] / t)
    for place, c in pile["known"].items():
        out.add("draw_known", ids[c])
        if place == "0":
            out.set("draw_top", ids[c])
    out.set("ruins", 0, len(obs["ruins"]) / t)
    for c in obs["ruins"]:
        if c is not None:
            out.add("ruins_known", ids[c])
    for zone, base in (("draw_pile", 0), ("ruins", k)):
        for c in obs["somewhere"][zone]:
            out.add("somewhere", base + ids[c])
    for q, discards in enumerate(obs["discards"]):
        for d in discards:
            out.add("discards_up" if d["face"] == "up" else "discards_down", q * k + ids[d["card"]])
    p = game.num_players
    for q in range(p):
        out.set("totals", q, obs["discard_totals"][q] / 30)
        out.set("totals", 2 * p + q, obs["bonus"][q] / 10)
    for q in obs["eliminated"]:
        out.set("totals", p + q)
    if obs["limbo"] is not None:
        out.set("limbo", ids[obs["limbo"]])
    out.set("sword_tied", 0, float(obs["sword_tied"]))
    if obs["pending"]:
        out.set("pending", one_hot_index(decisions(game), obs["pending"]["decision"], "decision"))
        out.set("pending_player", obs["pending"]["player"])
    if "campaign" in obs:
        out.put("campaign", obs["campaign"]["tokens"])
    inv = obs.get("investigation")
    if inv is not None:
        for k, q in enumerate(inv["order"]):
            out.put("investigation", [1.0, inv["speeds"][str(q)] / 10, float(k < inv["index"])], 3 * q)

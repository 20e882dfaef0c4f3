"""Terminal text of a seat's View: the battle map, the hands that seat may see, piles, turn;
and what an action means, in words. Built from the observation alone (state.py documents its
shape), never from the state.

The screen fits 80 x 24 with the play screen's events and choices: the map is 21 lines of 44
columns, and what follows it (turn, players, hands) is short enough to stand beside it. Each
unit is a 5 x 3 block: its arrow strengths at the edges and corners in the direction they point
on the map (Player 2's cards are shown turned, as they lie), and in the middle its defense in
its owner's brackets, ``[6]`` for Player 1 and ``(6)`` for Player 2 (a ranged unit's shot value
is in the hand and in the choices that fire). Player 2 sees the map from their own side of the
table: turned 180 degrees, their edge at the bottom::

    4 3 4      NW, N, NE arrows
    2[6]2      W arrow, defense in the owner's brackets, E arrow
    5   1      SW, S, SE arrows
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.lords_of_war.board import DEPTH, DIRECTION_STEPS, WIDTH, coords, parse_square
from meeple.games.lords_of_war.cards import COMMAND_RANKS, DIRECTIONS, OPPOSITE

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View

CELL = 5
"""Columns of a square on the map (one more between squares)."""
MARKS = ("[]", "()")
"""Owner marks around a unit's defense: ``[6]`` Player 1, ``(6)`` Player 2."""
LEGEND = ("[d] P1's unit, (d) P2's", "d defense, arrows around")
"""How to read the map, written on its edges."""

STEP = dict(zip(DIRECTIONS, DIRECTION_STEPS))


def _cell(unit: dict[str, Any] | None, turned: bool) -> list[str]:
    if unit is None:
        return [" " * CELL, "  .  ", " " * CELL]
    a = unit["arrows"]

    def s(d: str) -> str:  # d is a direction on the screen; turned, it is the opposite on the map
        d = OPPOSITE[d] if turned else d
        return str(a[d]) if d in a else " "

    mark = MARKS[unit["owner"] - 1]
    middle = f"{mark[0]}{unit['defense']}{mark[1]}"
    return [f"{s('NW')} {s('N')} {s('NE')}", f"{s('W')}{middle}{s('E')}", f"{s('SW')} {s('S')} {s('SE')}"]


def render_map(obs: dict[str, Any], turned: bool = False) -> str:
    """The map as text: Player 2's edge at the top, or (``turned``, Player 2's view) at the
    bottom; rows labelled on the left, columns under the map (squares are ``c<col>r<row>``)."""
    units = {u["square"]: u for u in obs["board"]}
    if obs["bounded"]:
        cols, rows = list(range(1, WIDTH + 1)), list(range(DEPTH, 0, -1))
    else:
        placed = [coords(parse_square(sq)) for sq in units] or [(1, 1)]
        cs = [c for c, _ in placed]
        rs = [r for _, r in placed]
        cols, rows = list(range(min(cs) - 1, max(cs) + 2)), list(range(max(rs) + 1, min(rs) - 2, -1))
    far, near = "Player 2's edge", "Player 1's edge"
    if turned:
        cols.reverse()
        rows.reverse()
        far, near = near, far
    far, near = f"{far}: {LEGEND[0]}", f"{near}: {LEGEND[1]}"
    label = max(len(f"r{r}") for r in rows)
    width = label + 1 + len(cols) * (CELL + 1) - 1
    lines = [far.center(width)]
    for r in rows:
        cells = [_cell(units.get(f"c{c}r{r}"), turned) for c in cols]
        for i in range(3):
            tag = f"r{r}" if i == 1 else ""
            lines.append(f"{tag:>{label}} " + " ".join(cell[i] for cell in cells))
    lines.append(" " * (label + 1) + " ".join(f"{'c' + str(c):^{CELL}}" for c in cols))
    lines.append(near.center(width))
    return "\n".join(lines)


def arrows_text(card: dict[str, Any], turned: bool = False) -> str:
    """``N5 NE3 E1``: a card's arrows as they lie on the map as the viewer sees it (N = up)."""
    arrows = card["arrows"]
    if turned:
        arrows = {OPPOSITE[d]: v for d, v in arrows.items()}
    return " ".join(f"{d}{arrows[d]}" for d in DIRECTIONS if d in arrows) or "no arrows"


def _unit_at(obs: dict[str, Any], sq: str) -> dict[str, Any] | None:
    for unit in obs["board"]:
        if unit["square"] == sq:
            return unit
    return None


def _pending(obs: dict[str, Any]) -> str:
    """What the current decision is about, in words."""
    phase = obs["phase"]
    if phase == "place":
        return f"place {obs['chosen']['name']}"
    if phase == "fire":
        sq = obs["fire_queue"][0]
        unit = _unit_at(obs, sq)
        return f"fire {unit['name'].split()[-1] if unit else 'the unit'} on {sq}?"
    if phase == "advance":
        sq = obs["advance_queue"][0][0]
        unit = _unit_at(obs, sq)
        return f"advance {unit['name'].split()[-1] if unit else 'the berserker'} on {sq}?"
    if phase == "reinforce":
        return "draw or withdraw"
    return "play a card"


def hand_card(card: dict[str, Any], turned: bool = False) -> str:
    """``Aegis N3 NE4 E2 W2 NW4 d6``: a hand card in one short line (the last word of its
    name, its arrows as they will lie, defense and shot)."""
    shot = f" s{card['shot']}" if card.get("shot") else ""
    word = card["name"].split()[-1]
    return f"{word} {arrows_text(card, turned)} d{card['defense']}{shot}"


def render(view: View) -> str:
    """Text of the position as ``view.seat`` sees it: the map (Player 2's turned to their
    side), the decision, then each player's deck, hand and victory pile with the own hand
    (a spectator sees none) and the opponent's cards seen face up."""
    obs = view.observation
    seat = view.seat
    turned = seat == 1
    out = [render_map(obs, turned)]
    if obs["phase"] == "over":
        out.append("Game over: " + obs["result"])
    else:
        out.append(f"Turn {obs['turns'] + 1}, P{obs['turn_player'] + 1}'s: "
                   f"P{obs['current_player'] + 1} to {_pending(obs)}")
    for p in (0, 1):
        pile = obs["victory_piles"][p]
        commands = sum(1 for c in pile if c["rank"] in COMMAND_RANKS)
        out.append(f"P{p + 1} {obs['armies'][p]}: won {len(pile)}, {commands} cmd, deck {obs['deck_sizes'][p]}")
        if seat == p and obs["hand"] is not None:
            out.append(f" your hand ({len(obs['hand'])}):" if obs["hand"] else " your hand: empty")
            out.extend(" " + hand_card(c, turned) for c in obs["hand"])
        elif obs["known_cards"][p]:
            known = ", ".join(c["name"].split()[-1] for c in obs["known_cards"][p])
            out.append(f" hand {obs['hand_sizes'][p]}, known: {known}")
        else:
            out.append(f" hand {obs['hand_sizes'][p]}")
    return "\n".join(out)


def _hits(obs: dict[str, Any], card: dict[str, Any], sq: str, me: int) -> list[str]:
    """The enemy units ``card``'s arrows would strike from ``sq`` (``me``: owner 1 or 2)."""
    c, r = coords(parse_square(sq))
    out = []
    for d, strength in card["arrows"].items():
        dx, dy = STEP[d]
        unit = _unit_at(obs, f"c{c + dx}r{r + dy}")
        if unit is not None and unit["owner"] != me:
            out.append(f"{unit['name']} on {unit['square']} for {strength} (defense {unit['defense']})")
    return out


def describe_action(action: Action, obs: dict[str, Any]) -> str:
    """What ``action`` means for the acting seat, from that seat's observation only:
    ``"Elven Archer (ranged veteran, arrows N1 NE1 E1 W1 NW1, defense 4, shot 3)"`` for a
    ``play``, ``"place Orc Deathbringer on c4r4, striking Dwarf Marauder on c4r3 for 5
    (defense 4)"``, ``"Orc Catapult on c4r5 fires at Dwarf Slugger on c3r3 (shot 4, defense
    3)"``. Falls back to the action's text when the observation lacks what it names."""
    kind = action.kind
    seat = obs.get("player")
    turned = seat == 1
    try:
        if kind == "play":
            card = next(c for c in obs["hand"] or [] if c["card"] == action["card"])
            shot = f", shot {card['shot']}" if card.get("shot") else ""
            return (f"{card['name']} ({card['class']} {card['rank']}, arrows {arrows_text(card, turned)}, "
                    f"defense {card['defense']}{shot})")
        if kind == "place":
            card, sq = obs["chosen"], str(action["square"])
            hits = _hits(obs, card, sq, (seat or 0) + 1)
            return f"place {card['name']} on {sq}" + (", striking " + ", ".join(hits) if hits else "")
        if kind in ("fire", "hold", "advance", "stay"):
            sq = str(action["unit"])
            unit = _unit_at(obs, sq)
            name = f"{unit['name']} on {sq}" if unit else sq
            if kind == "fire":
                target = _unit_at(obs, str(action["target"]))
                if unit is None or target is None:
                    return action.text()
                return (f"{name} fires at {target['name']} on {target['square']} "
                        f"(shot {unit.get('shot')}, defense {target['defense']})")
            if kind == "hold":
                return f"{name} holds its fire"
            if kind == "advance":
                return f"{name} rages forward to {action['square']}"
            return f"{name} stays where it is"
        if kind == "draw":
            return f"draw the top card of your army deck ({obs['deck_sizes'][seat or 0]} left)"
        if kind == "withdraw":
            unit = _unit_at(obs, str(action["square"]))
            if unit is None:
                return action.text()
            return f"withdraw {unit['name']} from {unit['square']} into your hand"
    except (KeyError, StopIteration, TypeError, IndexError):
        pass
    return action.text()

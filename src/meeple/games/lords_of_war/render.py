"""Terminal text of a seat's View: the battle map, the hands that seat may see, piles, turn;
and what an action means, in words. Built from the observation alone (state.py documents its
shape), never from the state.

Each unit takes a 4-line cell, 10 characters wide so that the map fits 80 columns; the arrow
strengths sit at the edges and corners in the direction they point on the map (Player 2's
cards are shown turned, as they lie). Player 2 sees the map from their own side of the table:
turned 180 degrees, their edge at the bottom::

    4   3    4      NW, N, NE arrows
    2 +Aegis  2     W arrow, owner mark + short name, E arrow
       d6           defense (+ support tokens), shot value of ranged units
                    SW, S, SE arrows
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.lords_of_war.board import DEPTH, DIRECTION_STEPS, WIDTH, coords, parse_square
from meeple.games.lords_of_war.cards import DIRECTIONS, short_name

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View

CELL = 10
MARKS = ("+", "*")
"""Owner marks: ``+`` Player 1, ``*`` Player 2."""

OPPOSITE = {d: DIRECTIONS[(i + 4) % 8] for i, d in enumerate(DIRECTIONS)}
STEP = dict(zip(DIRECTIONS, DIRECTION_STEPS))
COMMAND_RANKS = ("general", "command")


def _cell(unit: dict[str, Any] | None, name: str, turned: bool) -> list[str]:
    blank = " " * CELL
    if unit is None:
        return [blank, f"{name:^{CELL}}", blank, blank]
    a = unit["arrows"]

    def s(d: str) -> str:  # d is a direction on the screen; turned, it is the opposite on the map
        d = OPPOSITE[d] if turned else d
        return str(a[d]) if d in a else " "

    mark = MARKS[unit["owner"] - 1]
    tokens = unit.get("tokens", 0)
    stats = f"d{unit['defense']}" + (f"+{tokens}" if tokens else "") + (f" s{unit['shot']}" if unit.get("shot") else "")
    return [
        f"{s('NW')}{s('N'):^8}{s('NE')}",
        f"{s('W')}{mark + short_name(unit['name']):^8}{s('E')}",
        f" {stats:^8} ",
        f"{s('SW')}{s('S'):^8}{s('SE')}",
    ]


def render_map(obs: dict[str, Any], turned: bool = False) -> str:
    """The map as text: Player 2's edge at the top, or (``turned``, Player 2's view) at the bottom."""
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
    sep = "+" + "+".join("-" * CELL for _ in cols) + "+"
    lines = [far.center(len(sep)), sep]
    for r in rows:
        cells = [_cell(units.get(f"c{c}r{r}"), f"c{c}r{r}", turned) for c in cols]
        for i in range(4):
            lines.append("|" + "|".join(cell[i] for cell in cells) + f"|{'r' + str(r) if i == 1 else ''}")
        lines.append(sep)
    lines.append(" " + " ".join(f"{'c' + str(c):^{CELL}}" for c in cols))
    lines.append(near.center(len(sep)))
    return "\n".join(lines)


def arrows_text(card: dict[str, Any], turned: bool = False) -> str:
    """``N5 NE3 E1``: a card's arrows as they lie on the map as the viewer sees it (N = up)."""
    arrows = card["arrows"]
    if turned:
        arrows = {OPPOSITE[d]: v for d, v in arrows.items()}
    return " ".join(f"{d}{arrows[d]}" for d in DIRECTIONS if d in arrows) or "no arrows"


def describe_card(card: dict[str, Any], turned: bool = False) -> str:
    """``elves-3 Beladir Stormrider (cavalry command): N5 NE3 E1 ..., defense 5[, shot 4]``."""
    shot = f", shot {card['shot']}" if card.get("shot") else ""
    return (f"{card['card']} {card['name']} ({card['class']} {card['rank']}): {arrows_text(card, turned)}, "
            f"defense {card['defense']}{shot}")


def _unit_at(obs: dict[str, Any], sq: str) -> dict[str, Any] | None:
    for unit in obs["board"]:
        if unit["square"] == sq:
            return unit
    return None


def _pending(obs: dict[str, Any]) -> str:
    """What the current decision is about, in words."""
    phase = obs["phase"]
    if phase == "place":
        return f" where to place {obs['chosen']['name']}"
    if phase == "fire":
        sq = obs["fire_queue"][0]
        unit = _unit_at(obs, sq)
        return f" whether {unit['name'] if unit else 'the unit'} on {sq} fires"
    if phase == "advance":
        sq = obs["advance_queue"][0][0]
        unit = _unit_at(obs, sq)
        return f" whether {unit['name'] if unit else 'the berserker'} on {sq} rages forward"
    if phase == "reinforce":
        return " how to refill the hand"
    return ""


def render(view: View) -> str:
    """Text of the position as ``view.seat`` sees it: the own hand only (a spectator none),
    the opponent's cards seen face up, Player 2's map turned to their side."""
    obs = view.observation
    seat = view.seat
    turned = seat == 1
    out = [render_map(obs, turned), f"Marks: {MARKS[0]} Player 1, {MARKS[1]} Player 2; dN = defense, sN = shot value"]
    for p in (0, 1):
        pile = obs["victory_piles"][p]
        commands = sum(1 for c in pile if c["rank"] in COMMAND_RANKS)
        you = " - you" if seat == p else ""
        out.append(
            f"P{p + 1} ({obs['armies'][p]}{you}): deck {obs['deck_sizes'][p]}, hand {obs['hand_sizes'][p]}, "
            f"victory pile {len(pile)} cards / {commands} command"
        )
        if seat == p and obs["hand"] is not None:
            cards = [describe_card(c, turned) for c in obs["hand"]]
            out.append("  hand: " + "\n        ".join(cards) if cards else "  hand: empty")
        elif obs["known_cards"][p]:
            out.append("  known in hand: " + ", ".join(f"{c['card']} {c['name']}" for c in obs["known_cards"][p]))
    units = obs["board"]
    if units:
        out.append("Units: " + "; ".join(f"{u['square']} {MARKS[u['owner'] - 1]}{u['name']}" for u in units))
    if obs["phase"] == "over":
        out.append("Game over: " + obs["result"])
    else:
        out.append(f"Turn {obs['turns'] + 1}: P{obs['turn_player'] + 1}'s turn, phase {obs['phase']}; "
                   f"P{obs['current_player'] + 1} to decide{_pending(obs)}")
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

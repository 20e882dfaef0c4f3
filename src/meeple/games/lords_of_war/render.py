"""Terminal rendering of a position: the battle map, hands (the viewer's only), piles, turn.

Each unit takes a 4-line cell, 10 characters wide so that the map fits 80 columns; the arrow strengths sit at the edges and corners in the
direction they point on the map (Player 2's cards are shown turned, as they lie). Player 2 sees
the map from their own side of the table: turned 180 degrees, their edge at the bottom::

    4   3    4      NW, N, NE arrows
    2 +Aegis  2     W arrow, owner mark + short name, E arrow
       d6           defense (+ support tokens), shot value of ranged units
                    SW, S, SE arrows
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lords_of_war.board import DEPTH, WIDTH, coords, square, square_name

if TYPE_CHECKING:
    from meeple.games.lords_of_war.state import LordsOfWarState

CELL = 10
MARKS = ("+", "*")
"""Owner marks: ``+`` Player 1, ``*`` Player 2."""


DIRECTIONS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
OPPOSITE = {d: DIRECTIONS[(i + 4) % 8] for i, d in enumerate(DIRECTIONS)}


def _cell(state: LordsOfWarState, sq: int, turned: bool) -> list[str]:
    g = state.board.get(sq)
    blank = " " * CELL
    if g is None:
        return [blank, f"{square_name(sq):^{CELL}}", blank, blank]
    t = state.table
    a = t.board_arrows[g]

    def s(d: str) -> str:  # d is a direction on the screen; turned, it is the opposite on the map
        d = OPPOSITE[d] if turned else d
        return str(a[d]) if d in a else " "

    mark = MARKS[t.owner[g]]
    tokens = state.tokens.get(sq, 0)
    stats = f"d{t.defense[g]}" + (f"+{tokens}" if tokens else "") + (f" s{t.shot[g]}" if t.shot[g] else "")
    return [
        f"{s('NW')}{s('N'):^8}{s('NE')}",
        f"{s('W')}{mark + t.short[g]:^8}{s('E')}",
        f" {stats:^8} ",
        f"{s('SW')}{s('S'):^8}{s('SE')}",
    ]


def render_map(state: LordsOfWarState, turned: bool = False) -> str:
    """The map as text: Player 2's edge at the top, or (``turned``, Player 2's view) at the bottom."""
    if state.map.bounded:
        cols, rows = list(range(1, WIDTH + 1)), list(range(DEPTH, 0, -1))
    else:
        placed = [coords(sq) for sq in state.board] or [(1, 1)]
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
        cells = [_cell(state, square(c, r), turned) for c in cols]
        for i in range(4):
            lines.append("|" + "|".join(cell[i] for cell in cells) + f"|{'r' + str(r) if i == 1 else ''}")
        lines.append(sep)
    lines.append(" " + " ".join(f"{'c' + str(c):^{CELL}}" for c in cols))
    lines.append(near.center(len(sep)))
    return "\n".join(lines)


def describe_card(state: LordsOfWarState, g: int, turned: bool = False) -> str:
    """``elves-3 Beladir Stormrider (cavalry command): N5 NE3 E1 ..., defense 5[, shot 4]``:
    a hand card with its arrows as they will lie on the map as the viewer sees it (N = up)."""
    t = state.table
    arrows = t.board_arrows[g]
    if turned:
        arrows = {OPPOSITE[d]: v for d, v in arrows.items()}
    text = " ".join(f"{d}{arrows[d]}" for d in DIRECTIONS if d in arrows) or "no arrows"
    shot = f", shot {t.shot[g]}" if t.shot[g] else ""
    return f"{t.ids[g]} {t.names[g]} ({t.cls[g]} {t.rank[g]}): {text}, defense {t.defense[g]}{shot}"


def _pending(state: LordsOfWarState) -> str:
    """What the current decision is about, in words."""
    from meeple.games.lords_of_war.state import ADVANCE, FIRE, PLACE

    if state.phase == PLACE:
        return f" where to place {state.table.names[state.chosen]}"
    if state.phase == FIRE:
        sq = state.fire_queue[0]
        return f" whether {state.table.names[state.board[sq]]} on {square_name(sq)} fires"
    if state.phase == ADVANCE:
        sq = state.advance_queue[0][0]
        return f" whether {state.table.names[state.board[sq]]} on {square_name(sq)} rages forward"
    return ""


def render(state: LordsOfWarState, viewer: int | None = None) -> str:
    """Text of the position as ``viewer`` sees it (None: everything, both hands)."""
    from meeple.games.lords_of_war.state import PHASE_NAMES
    from meeple.games.lords_of_war.victory import commands_in

    t = state.table
    turned = viewer == 1
    out = [render_map(state, turned), f"Marks: {MARKS[0]} Player 1, {MARKS[1]} Player 2; dN = defense, sN = shot value"]
    for p in (0, 1):
        pile = state.piles[p]
        out.append(
            f"P{p + 1} ({state.game.options.armies[p]}): deck {len(state.decks[p])}, hand {len(state.hands[p])}, "
            f"victory pile {len(pile)} cards / {commands_in(state, pile)} command"
        )
        if viewer is None or viewer == p:
            cards = [describe_card(state, g, turned) for g in state.hands[p]]
            out.append("  hand: " + "\n        ".join(cards))
        else:
            known = [g for g in state.hands[p] if g in state.known[p]]
            if known:
                out.append("  known in hand: " + ", ".join(f"{t.ids[g]} {t.names[g]}" for g in known))
    units = sorted(state.board.items())
    if units:
        out.append("Units: " + "; ".join(f"{square_name(sq)} {MARKS[t.owner[g]]}{t.names[g]}" for sq, g in units))
    if state.is_terminal:
        out.append("Game over: " + state.over_reason)
    else:
        out.append(f"Turn {state.turns + 1}: P{state.turn_player + 1}'s turn, phase {PHASE_NAMES[state.phase]}; "
                   f"P{state.current_player + 1} to decide{_pending(state)}")
    return "\n".join(out)

"""Terminal view of a position as one seat knows it (``render(viewer)``); ``viewer=None`` shows
everything (for replays and debugging)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.lost_legacy.state import OVER

if TYPE_CHECKING:
    from meeple.games.lost_legacy.state import LostLegacyState


def _label(s: LostLegacyState, t: int) -> str:
    return f"{s.name(t)} ({'X' if s.speed(t) == 0 else s.speed(t)})"


def render(s: LostLegacyState, viewer: int | None = None) -> str:
    n = s.game.num_players
    all_known = (1 << len(s.kind)) - 1
    kp = all_known if viewer is None else s.known[viewer]
    lp = 0 if viewer is None else s.loose[viewer]

    def show(t: int) -> str:
        if kp >> t & 1 and not lp >> t & 1:
            return _label(s, t)
        return "?"

    who = "everything" if viewer is None else f"player {viewer}'s view"
    lines = [f"Lost Legacy - {s.game.deck.label} ({'scoring' if s.game.deck.scoring else 'basic'} rules), {who}"]
    if s.game.options.campaign:
        lines.append(f"Campaign game {s.game_no}: tokens {s.tokens}")
    top = [show(t) for t in reversed(s.deck)]
    lines.append(f"Deck: {len(s.deck)} card(s)" + (f", from the top: {', '.join(top)}" if any(x != '?' for x in top) else ""))
    ruins = ", ".join(f"[{i}] {show(t)}" for i, t in enumerate(s.ruins)) or "empty"
    lines.append(f"Ruins: {ruins}")
    lost = [_label(s, t) for t in s.deck + s.ruins if lp >> t & 1]
    if lost:
        lines.append(f"Somewhere in the deck or Ruins: {', '.join(lost)}")
    for p in range(n):
        mark = ">" if p == s.current_player else " "
        status = "" if s.alive[p] else " [eliminated]"
        hand = ", ".join(show(t) for t in s.hands[p]) or "-"
        pile = ", ".join(_label(s, t) + ("" if s.is_up(t) else " face-down") for t in s.discards[p]) or "-"
        extra = f"; bonus {s.bonus[p]}" if s.bonus[p] else ""
        lines.append(f"{mark} Player {p}{status}: hand [{hand}]; discards [{pile}] total {s.discard_total(p)}{extra}")
    if s.limbo >= 0:
        lines.append(f"Resolving: {_label(s, s.limbo)}")
    if s.phase == OVER:
        lines.append(f"Game over: {s.end_reason}" + (f"; scores {s.scores}" if s.scores else ""))
    elif s.pending:
        lines.append(f"Waiting for player {s.pending[1]}: {s.pending[0].replace('_', ' ')}")
    else:
        lines.append(f"Phase: {s.phase}, player {s.current_player} to act")
    return "\n".join(lines)

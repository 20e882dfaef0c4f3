"""A human player at the terminal.

Each decision shows the deciding seat's :class:`~meeple.core.view.View` only: the position as
the game draws it from the view (``view.render()``), the seat's most recent events and the
numbered legal actions with what they mean (``view.described``). A choice is the action's
number, its text form (``play card=3``, parameters in any order) or its description
(``play the 3``), matched case-insensitively. Bad input gets a message saying what was wrong
and what is allowed, and a new prompt; nothing is applied. ``?`` or ``help`` lists the
actions again with the keys, ``r`` shows the game's rules summary, ``u`` takes back the
seat's previous choice of its turn when the table allows it (:class:`TakeBack`), ``quit``
raises :class:`HumanQuit`.

Players are P1..Pn for a person (seat 0 is P1); the API stays 0-based. On a terminal the
command line gives the agent a full-screen ``screen`` (``meeple.cli.screen.PlayScreen``),
redrawn in place; without one everything is printed in turn (tests, pipes).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.text import Text

from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError, IllegalActionError, MeepleError
from meeple.core.game import Game
from meeple.core.state import SIMULTANEOUS
from meeple.core.table import Sampler
from meeple.core.view import View

HELP_WORDS = ("?", "help", "h")
QUIT_WORDS = ("quit", "exit", "q")
RULES_WORDS = ("r", "rules")
LIST_WORDS = ("l", "list")
UNDO_WORDS = ("u", "undo", "back")
LOG_WORDS = ("e", "events", "log")
KEYS = "? help, r rules, l list, e log, u take back, q quit"


def who(seat: int | None) -> str:
    """A seat as a person reads it: ``P1`` for seat 0 (None: a spectator)."""
    return "spectator" if seat is None else f"P{seat + 1}"


class TakeBack(Exception):  # noqa: N818 - a request, not an error
    """The human asked to take back their previous choice; the driver calls ``table.undo``."""


class HumanQuit(SystemExit):
    """The human asked to stop. Exits cleanly (status 0) unless a caller catches it,
    e.g. to save the unfinished game first."""

    def __init__(self) -> None:
        super().__init__(0)


def _key(action: Action) -> tuple[str, tuple[tuple[str, str], ...]]:
    """An action's identity with case ignored (parameter order is ignored anyway)."""
    return action.kind.lower(), tuple(sorted((k.lower(), str(v).lower()) for k, v in action.params))


def _canonical(text: str) -> str:
    return " ".join(text.lower().split())


class HumanAgent(Agent):
    """Players are shown as P1..Pn (seat 0 is P1), as in the rulebooks.

    Options: ``log`` (int >= 0, default 8, or the game's ``human_defaults``): how many recent
    events to show.

    For tests and embedding, ``console`` (a Rich console) and ``input_fn`` (called with the
    prompt text, returns one line; EOF counts as ``quit``) replace the terminal.
    """

    name = "human"

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        console: Console | None = None,
        input_fn: Callable[[str], str] | None = None,
        **options: Any,
    ) -> None:
        log_lines = options.pop("log", game.human_defaults.get("log", 8))
        super().__init__(game, seed=seed, **options)
        if isinstance(log_lines, bool) or not isinstance(log_lines, int) or log_lines < 0:
            raise AgentSpecError(f"bad value {log_lines!r} for human option 'log'; allowed: an integer >= 0")
        self.log_lines = log_lines
        self.console = console or Console(highlight=False)
        self.input_fn = input_fn or input

    screen: Any = None
    """A full-screen display (set by the command line on a terminal), else None: printed."""
    rules: str = ""
    """The game's rules summary, shown on ``r``."""
    _undo_reason: Callable[[], str | None] | None = None

    def offer_undo(self, reason: Callable[[], str | None]) -> None:
        """The driver's check for a take-back: returns None when allowed, else why not."""
        self._undo_reason = reason

    def step(self, view: View, sampler: Sampler) -> Action:
        seat = view.seat
        described = view.described
        together = _secret_note(view, sampler)
        title = f"{self.game.title}: {who(seat)} to decide{together}"
        recent = view.events[-self.log_lines:] if self.log_lines else []
        prompt = f"{who(seat)}, your choice (1-{len(described)}; {KEYS}): "
        if self.screen is None:
            out = self.console
            out.rule(title)
            out.print(Text(view.render()), soft_wrap=True)
            if recent:
                out.print(Text("Recent events:", style="bold"))
                for line in recent:
                    out.print(Text("  " + line), soft_wrap=True)
            self._show_actions(described)
        board = view.render()
        choices = [_choice_line(a, d) for a, d in described]
        message = ""
        while True:
            try:
                if self.screen is not None:
                    raw = self.screen.ask(self.screen.compose(title, board, recent, choices, message, prompt))
                else:
                    raw = self.input_fn(prompt)
            except EOFError:
                raise HumanQuit() from None
            word = raw.strip().lower()
            if word in UNDO_WORDS:
                reason = self._undo_reason() if self._undo_reason is not None else "taking back is not offered here"
                if reason is None:
                    raise TakeBack()
                message = f"Cannot take back: {reason}."
                self._say(message)
                continue
            if word in RULES_WORDS:
                self._page(f"{self.game.title}: rules summary", self.rules or "No rules summary for this game.")
                message = ""
                continue
            if word in LOG_WORDS:  # every event this seat has seen: a busy round scrolls the screen's few away
                events = view.events
                self._page(f"{who(seat)}: the {len(events)} events you have seen, oldest first",
                           "\n".join(events) if events else "Nothing has happened yet.")
                message = ""
                continue
            if word in LIST_WORDS or (word in HELP_WORDS and self.screen is not None):
                self._page(f"{who(seat)}: all {len(described)} choices", self._help_text(described))
                message = ""
                continue
            action, problem = self._interpret(raw.strip(), described, sampler)
            if action is not None:
                return action
            message = problem
            if problem:
                self._say(problem)

    def _say(self, message: str) -> None:
        if self.screen is None:
            self.console.print(Text(message, style="red"), soft_wrap=True)

    def _page(self, title: str, text: str) -> None:
        if self.screen is not None:
            self.screen.page(title, text)
        else:
            self.console.rule(title)
            self.console.print(Text(text), soft_wrap=True)

    def _help_text(self, described: list[tuple[Action, str]]) -> str:
        width = len(str(len(described)))
        lines = ["Type a choice's number, its text or its description (any case). Keys: " + KEYS + ".",
                 "u takes back your previous choice of this turn when it showed nothing to anyone and drew "
                 "no card or die.", ""]
        for i, (action, description) in enumerate(described, 1):
            text = action.text()
            lines.append(f"{i:>{width}}. {text}" + ("" if _canonical(description) == _canonical(text)
                                                     else f"  ({description})"))
        return "\n".join(lines)

    def _show_actions(self, described: list[tuple[Action, str]]) -> None:
        self.console.print(Text("Legal actions:", style="bold"))
        width = len(str(len(described)))
        for i, (action, description) in enumerate(described, 1):
            text = action.text()
            line = f"  {i:>{width}}. {text}" + ("" if _canonical(description) == _canonical(text) else f"  ({description})")
            self.console.print(Text(line), soft_wrap=True)

    def _interpret(self, raw: str, described: list[tuple[Action, str]],
                   sampler: Sampler) -> tuple[Action | None, str]:
        """The chosen action, or None and what was wrong (empty after a help request)."""
        legal = [a for a, _ in described]
        allowed = (f"enter a number from 1 to {len(legal)}, an action's text (e.g. '{legal[0].text()}') "
                   "or its description, ? or quit")
        word = raw.lower()
        if word in QUIT_WORDS:
            raise HumanQuit()
        if word in HELP_WORDS:
            self._show_actions(described)
            self.console.print(Text(f"To choose, {allowed}.", style="dim"))
            return None, ""
        if not raw:
            return None, f"Nothing entered; {allowed}."
        if raw.lstrip("-").isdigit():
            number = int(raw)
            if 1 <= number <= len(legal):
                return legal[number - 1], ""
            return None, f"There is no action number {number}; {allowed}."
        wanted = _canonical(raw)
        by_description = [a for a, d in described if _canonical(d) == wanted]
        if len(by_description) == 1:
            return by_description[0], ""
        try:
            action = Action.parse(raw)
        except IllegalActionError as err:
            if len(by_description) > 1:
                return None, f"{raw!r} describes {len(by_description)} actions; give its number or text; {allowed}."
            return None, f"Could not read {raw!r}: {err}; {allowed}."
        key = _key(action)
        matches = [a for a in legal if _key(a) == key]
        if len(matches) == 1:  # return the canonical action (as the game spells it)
            return matches[0], ""
        if matches:
            return None, f"{raw!r} matches {len(matches)} actions that differ only in case; give its number; {allowed}."
        return None, f"{action.text()!r} is not legal now: {self._why(action, sampler)}; {allowed}."

    def _why(self, action: Action, sampler: Sampler) -> str:
        """The game's reason, asked of a state drawn from this seat's information set (the
        agent never holds the true state; the seat's own options are the same in every draw)."""
        try:
            return sampler(random.Random(0)).explain_illegal(action)
        except (MeepleError, NotImplementedError):
            return "it is not one of the legal actions now"


def _secret_note(view: View, sampler: Sampler) -> str:
    """`` (choosing in secret with P2)`` at a simultaneous node (`` (choosing in secret; P1 has
    chosen)`` once others have chosen), else empty. The seats that
    have chosen already are no longer acting, so the node's seats are read from a state of
    this seat's information set (who chooses together is public): the last to choose is told
    too that its choice stays secret until all are in."""
    seat = view.seat
    if len(view.acting) > 1:
        seats = view.acting
    else:
        state = sampler(random.Random(0))
        if state.current_player != SIMULTANEOUS:
            return ""
        seats = state.simultaneous_seats()
    others = sorted(s for s in seats if s != seat)
    if not others:
        return ""
    chosen = [s for s in others if s not in view.acting]
    if not chosen:
        return f" (choosing in secret with {', '.join(who(s) for s in others)})"
    return f" (choosing in secret; {', '.join(who(s) for s in chosen)} {'has' if len(chosen) == 1 else 'have'} chosen)"


def _choice_line(action: Action, description: str) -> str:
    """A choice for the play screen: its description, with its text when that says more."""
    text = action.text()
    if _canonical(description) == _canonical(text):
        return text
    return description

"""A human player at the terminal.

Each decision shows the deciding seat's :class:`~meeple.core.view.View` only: the position as
the game draws it from the view (``view.render()``), the seat's most recent events and the
numbered legal actions with what they mean (``view.described``). A choice is the action's
number, its text form (``play card=3``, parameters in any order) or its description
(``play the 3``), matched case-insensitively. Bad input gets a message saying what was wrong
and what is allowed, and a new prompt; nothing is applied. ``?`` or ``help`` lists the
actions again; ``quit`` raises :class:`HumanQuit`.
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
from meeple.core.table import Sampler
from meeple.core.view import View

HELP_WORDS = ("?", "help")
QUIT_WORDS = ("quit", "exit", "q")


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
    """Players are shown by their engine index (0-based), as in action parameters.

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

    def step(self, view: View, sampler: Sampler) -> Action:
        seat = view.seat
        described = view.described
        out = self.console
        secret = len(view.acting) > 1
        together = f" (choosing in secret with {_others(view.acting, seat)})" if secret else ""
        out.rule(f"{self.game.title}: player {seat} to decide{together}")
        out.print(Text(view.render()), soft_wrap=True)
        recent = view.events[-self.log_lines:] if self.log_lines else []
        if recent:
            out.print(Text("Recent events:", style="bold"))
            for line in recent:
                out.print(Text("  " + line), soft_wrap=True)
        self._show_actions(described)
        while True:
            try:
                raw = self.input_fn(f"Player {seat}, your choice (1-{len(described)}, ? for help): ")
            except EOFError:
                raise HumanQuit() from None
            action, problem = self._interpret(raw.strip(), described, sampler)
            if action is not None:
                return action
            if problem:
                out.print(Text(problem, style="red"), soft_wrap=True)

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


def _others(acting: frozenset[int], seat: int | None) -> str:
    others = sorted(s for s in acting if s != seat)
    return "player " + ", ".join(map(str, others)) if len(others) == 1 else "players " + ", ".join(map(str, others))

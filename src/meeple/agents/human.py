"""A human player at the terminal.

Each decision shows the position as the deciding player sees it (``state.render(player)``),
the last lines of the game log and the numbered legal actions, then reads a choice: the
action's number or its text form (``play card=3``). Bad input gets a message saying what was
wrong and what is allowed, and a new prompt; the state is never touched. ``?`` or ``help``
lists the actions again; ``quit`` raises :class:`HumanQuit`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.text import Text

from meeple.agents.base import Agent
from meeple.core.actions import Action
from meeple.core.errors import AgentSpecError, IllegalActionError
from meeple.core.game import Game
from meeple.core.state import State

HELP_WORDS = ("?", "help")
QUIT_WORDS = ("quit", "exit", "q")


class HumanQuit(SystemExit):
    """The human asked to stop. Exits cleanly (status 0) unless a caller catches it,
    e.g. to save the unfinished game first."""

    def __init__(self) -> None:
        super().__init__(0)


class HumanAgent(Agent):
    """Players are shown by their engine index (0-based), as in action parameters.

    Options: ``log`` (int >= 0, default 8): how many recent log lines to show.

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
        log_lines = options.pop("log", 8)
        super().__init__(game, seed=seed, **options)
        if isinstance(log_lines, bool) or not isinstance(log_lines, int) or log_lines < 0:
            raise AgentSpecError(f"bad value {log_lines!r} for human option 'log'; allowed: an integer >= 0")
        self.log_lines = log_lines
        self.console = console or Console()
        self.input_fn = input_fn or input

    def step(self, state: State) -> Action:
        player = state.current_player
        legal = state.legal_actions()
        out = self.console
        out.rule(f"{state.game.title}: player {player} to decide")
        out.print(Text(state.render(player)))
        recent = state.log[-self.log_lines:] if self.log_lines else []
        if recent:
            out.print(Text("Recent events:", style="bold"))
            for line in recent:
                out.print(Text("  " + line))
        self._show_actions(legal)
        while True:
            try:
                raw = self.input_fn(f"Player {player}, your choice (1-{len(legal)}, ? for help): ")
            except EOFError:
                raise HumanQuit() from None
            action, problem = self._interpret(raw.strip(), state, legal)
            if action is not None:
                return action
            if problem:
                out.print(Text(problem, style="red"))

    def _show_actions(self, legal: list[Action]) -> None:
        self.console.print(Text("Legal actions:", style="bold"))
        width = len(str(len(legal)))
        for i, action in enumerate(legal, 1):
            self.console.print(Text(f"  {i:>{width}}. {action.text()}"))

    def _interpret(self, raw: str, state: State, legal: list[Action]) -> tuple[Action | None, str]:
        """The chosen action, or None and what was wrong (empty after a help request)."""
        allowed = f"enter a number from 1 to {len(legal)}, an action's text (e.g. '{legal[0].text()}'), ? or quit"
        word = raw.lower()
        if word in QUIT_WORDS:
            raise HumanQuit()
        if word in HELP_WORDS:
            self._show_actions(legal)
            self.console.print(Text(f"To choose, {allowed}.", style="dim"))
            return None, ""
        if not raw:
            return None, f"Nothing entered; {allowed}."
        if raw.lstrip("-").isdigit():
            number = int(raw)
            if 1 <= number <= len(legal):
                return legal[number - 1], ""
            return None, f"There is no action number {number}; {allowed}."
        try:
            action = Action.parse(raw)
        except IllegalActionError as err:
            return None, f"Could not read {raw!r}: {err}; {allowed}."
        for candidate in legal:  # equality ignores parameter order; return the canonical one
            if candidate == action:
                return candidate, ""
        return None, f"{action.text()!r} is not legal now: {state.explain_illegal(action)}; {allowed}."

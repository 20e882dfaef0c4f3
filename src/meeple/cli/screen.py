"""The play screen: one full-screen layout redrawn in place (Rich's Live display).

While a person plays (``meeple play`` with a human, on a terminal) the terminal shows one
screen, redrawn after every action: a header line (the game, who decides, the keys), the
game's own screen for the watching seat (``view.render()``: board and hand), the most recent
events, the numbered choices, and at the bottom the prompt with the last message. It lives on
the terminal's alternate screen, so nothing scrolls away and nothing is left in the
scrollback when the keyboard is handed over. Pages (help, the rules summary, the whole list
of choices) replace the screen until Enter is pressed.

When the terminal is wide enough the game's screen stands on the left and the events and
choices on the right (what of the game's screen is below the terminal's height, such as the
hands under a tall map, continues at the top of the right column); otherwise they are
stacked. Every game states the smallest terminal
that shows all of it at once (``summary.MIN_SIZE`` in its package, or ``summary.min_size(game)``
when it depends on the options); a smaller one is named on start.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console, Group
from rich.control import Control
from rich.live import Live
from rich.text import Text

from meeple.core.game import Game

SIDE_MIN = 34
"""Columns the events and choices need beside the game's screen."""
CHOICES_MIN = 5
"""Lines the choices get at least when stacked under a tall screen: the heading, the first
three and a line saying how many more there are (``l`` lists them all)."""
MESSAGE_MAX = 3
"""Lines a message above the prompt may take (a longer one ends in an ellipsis)."""


@dataclass(frozen=True)
class ScreenInfo:
    """What the play screen knows of a game: the smallest terminal (columns, rows) that shows
    its whole screen with the events and choices, and a rules summary in plain words."""

    min_size: tuple[int, int]
    rules: str


def screen_info(game: Game) -> ScreenInfo:
    """The game's ``summary`` module (``MIN_SIZE`` or ``min_size(game)``, ``RULES`` or
    ``rules(game)`` when the text depends on the options, such as a deck's card list), or
    defaults when it has none."""
    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        module = importlib.import_module(package + ".summary")
    except ImportError:
        return ScreenInfo((80, 24), f"{game.title}: no rules summary is written for this game yet.")
    sized = getattr(module, "min_size", None)  # a size that depends on the options (player count)
    size = sized(game) if sized is not None else getattr(module, "MIN_SIZE", (80, 24))
    written = getattr(module, "rules", None)
    return ScreenInfo(tuple(size), reflow(written(game) if written is not None else getattr(module, "RULES", "")))


def reflow(text: str) -> str:
    """Join the lines of each paragraph (a numbered or dashed line starts a new one), so the
    text wraps to whatever width the screen has."""
    out: list[str] = []
    for line in text.strip().splitlines():
        line = line.strip()
        starts = not line or line[:1] in "-*" or line.split(".")[0].isdigit()
        if out and out[-1] and not starts:
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


def _wrap(console: Console, text: str, width: int) -> list[Text]:
    """``text`` (several lines) folded to ``width`` columns, one Text per screen line."""
    lines: list[Text] = []
    for line in text.splitlines() or [""]:
        wrapped = Text(line).wrap(console, max(width, 1), overflow="fold")
        lines.extend(wrapped or [Text("")])
    return lines


def _crop(line: str | Text, width: int, style: str = "") -> Text:
    text = line.copy() if isinstance(line, Text) else Text(line, style=style)
    text.truncate(max(width, 1), overflow="ellipsis", pad=False)
    return text


def screen_console(console: Console) -> Console:
    """A console on ``console``'s terminal that takes its size from the terminal itself, on
    every read (so it follows a resize). Rich believes the COLUMNS and LINES variables first,
    and those are often stale: GNU readline exports them for the size it saw, and a program
    started from another window (a tmux server, a parent shell) inherits that window's. A
    console that is not on a terminal (tests) is kept as it is."""
    try:
        os.get_terminal_size(console.file.fileno())
    except (AttributeError, ValueError, OSError):
        return console
    environ = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    return Console(file=console.file, highlight=False, force_terminal=True,
                   color_system=console.color_system, _environ=environ)  # type: ignore[arg-type]


class PlayScreen:
    """The full-screen play display on ``console`` (a terminal). ``input_fn`` reads a line."""

    def __init__(self, console: Console, game: Game, input_fn: Callable[[str], str] = input) -> None:
        self.console = screen_console(console)
        self.game = game
        self.info = screen_info(game)
        self.input_fn = input_fn
        self.live: Live | None = None

    # -- life cycle --------------------------------------------------------------------------

    def too_small(self) -> str | None:
        """A note when the terminal is smaller than the game needs, else None."""
        width, height = self.console.size
        need_w, need_h = self.info.min_size
        if width >= need_w and height >= need_h:
            return None
        return (f"This terminal is {width} x {height}; {self.game.title} needs at least {need_w} x {need_h} "
                "to show the board, your hand, the recent events and the choices at once. Enlarge the window "
                "(or make the font smaller); otherwise parts of the screen are cut off.")

    def start(self) -> None:
        """Say so when the terminal is too small (and wait for Enter), then take the screen."""
        note = self.too_small()
        if note:
            self.console.print(Text(note, style="yellow"))
            self._read("Press Enter to start: ")
        self.live = Live(Text(""), console=self.console, screen=True, auto_refresh=False,
                         redirect_stdout=False, redirect_stderr=False, transient=True)
        self.live.start()

    def stop(self) -> None:
        if self.live is not None:
            self.live.stop()
            self.live = None

    def clear_scrollback(self) -> None:
        """Clear the screen and the terminal's scrollback (hot seat)."""
        self.console.file.write("\x1b[H\x1b[2J\x1b[3J")
        self.console.file.flush()

    # -- drawing -----------------------------------------------------------------------------

    def compose(self, header: str, board: str, events: list[str], choices: list[str],
                message: str = "", prompt: str = "", size: tuple[int, int] | None = None) -> list[Text]:
        """The screen as lines (at most the terminal's height, each at most its width). A
        message (a refusal saying what is allowed) is wrapped whole, up to ``MESSAGE_MAX``
        lines, just above the prompt; the prompt stays on the second last line."""
        width, height = size or self.console.size
        console = self.console
        head = _crop(header, width, "bold reverse")
        head.pad_right(width - head.cell_len)
        lines = [head]
        said = [Text(line.plain, style="red") for line in _wrap(console, message, width)] if message else []
        if len(said) > MESSAGE_MAX:
            said = said[:MESSAGE_MAX]
            said[-1] = _crop(said[-1].plain + "…" * width, width, "red")
        body_h = max(height - 3 - len(said), 1)  # header, message, prompt and the last line
        board_lines = board.splitlines()
        board_w = max((len(line) for line in board_lines[:body_h]), default=0)
        if width >= board_w + 1 + SIDE_MIN and board_w:
            side_w = width - board_w - 1
            rest = [w for line in board_lines[body_h:] for w in _wrap(console, line, side_w)]
            right = rest[:body_h] + self._side(events, choices, side_w, body_h - len(rest))
            left = [_crop(line, board_w) for line in board_lines[:body_h]]
            for i in range(max(len(left), len(right))):
                row = left[i].copy() if i < len(left) else Text("")
                row.pad_right(board_w + 1 - row.cell_len)
                if i < len(right):
                    row.append_text(right[i])
                lines.append(row)
        else:
            wrapped = _wrap(console, board, width)
            ev = [w for e in events for w in _wrap(console, "  " + e, width)]
            want_choices = len(choices) + 1
            # at least two events, or one when two would cut the game's screen
            ev_floor = min(len(ev), 2 if body_h - len(wrapped) - min(want_choices, CHOICES_MIN) - 3 >= 0 else 1)
            n_choices = min(want_choices, max(body_h - len(wrapped) - ev_floor - 1, min(want_choices, CHOICES_MIN)))
            n_events = min(len(ev), max(body_h - len(wrapped) - n_choices - 1, ev_floor))
            # the events' heading is left out (the events marked instead) when it would cut the screen
            titled = n_events and len(wrapped) + n_choices + n_events + 1 <= body_h
            n_board = max(body_h - n_choices - n_events - (1 if titled else 0), 0)
            lines.extend(wrapped[:n_board])
            if titled:
                lines.append(Text("Recent events:", style="bold"))
            for line in ev[-n_events:] if n_events else []:
                lines.append(line if titled else Text("> ", style="bold") + line[2:])
            lines.extend(self._choices(choices, width, n_choices))
        lines = lines[: max(height - 2 - len(said), 1)]
        while len(lines) < height - 2 - len(said):
            lines.append(Text(""))
        lines.extend(said)
        lines.append(_crop(prompt, width, "bold"))
        lines.append(Text(""))
        return lines

    def _side(self, events: list[str], choices: list[str], width: int, height: int) -> list[Text]:
        ev = [w for e in events for w in _wrap(self.console, "  " + e, width)]
        n_choices = min(len(choices) + 1, max(height - min(len(ev), 3) - 1, 2))
        n_events = min(len(ev), max(height - n_choices - 1, 0))
        out: list[Text] = []
        if n_events:
            out.append(Text("Recent events:" if n_events == len(ev) else "Recent events: (e shows all)", style="bold"))
            out.extend(ev[-n_events:])
        out.extend(self._choices(choices, width, height - len(out)))
        return out

    @staticmethod
    def _choices(choices: list[str], width: int, room: int) -> list[Text]:
        if not choices or room <= 0:
            return []
        out = [Text("Choices:", style="bold")]
        room -= 1
        digits = len(str(len(choices)))
        shown = choices if len(choices) <= room else choices[: max(room - 1, 0)]
        for i, choice in enumerate(shown, 1):
            line = Text(f"{i:>{digits}}. ", style="bold")
            line.append(choice)
            out.append(_crop(line, width))
        if len(shown) < len(choices):
            out.append(_crop(f"... and {len(choices) - len(shown)} more: type l to list them all", width, "dim"))
        return out

    def draw(self, lines: list[Text]) -> None:
        if self.live is None:
            for line in lines:
                self.console.print(line, soft_wrap=True)
            return
        self.live.update(Group(*lines), refresh=True)

    def ask(self, lines: list[Text]) -> str:
        """Draw ``lines`` (whose second last is the prompt) and read the answer there."""
        self.draw(lines)
        if self.live is None:
            return self._read("")
        height = self.console.size.height
        self.console.control(Control.move_to(lines[-2].cell_len, max(height - 2, 0)), Control.show_cursor(True))
        return self._read("")

    def _read(self, prompt: str) -> str:
        return self.input_fn(prompt)

    def page(self, title: str, text: str) -> None:
        """Show ``text`` a screenful at a time; Enter goes on, q (or the end) goes back."""
        width, height = self.console.size
        body = _wrap(self.console, text, width)
        room = max(height - 3, 1)
        start = 0
        while True:
            chunk = body[start:start + room]
            more = start + room < len(body)
            prompt = ("Enter: more, q: back to the game " if more else "Enter: back to the game ")
            head = f"{title} ({start + 1}-{start + len(chunk)} of {len(body)} lines)" if len(body) > room else title
            lines = [_crop(head, width, "bold reverse"), *chunk]
            lines.extend(Text("") for _ in range(height - 2 - len(lines)))
            lines = lines[: height - 2] + [_crop(prompt, width, "bold"), Text("")]
            try:
                answer = self.ask(lines) if self.live is not None else self._print_page(lines)
            except EOFError:
                return
            if not more or answer.strip().lower() in ("q", "b", "back"):
                return
            start += room

    def _print_page(self, lines: list[Text]) -> str:
        for line in lines[:-2]:
            self.console.print(line, soft_wrap=True)
        return "q"

    def hand_over(self, who: str) -> None:
        """Hot seat: an empty screen asking to pass the keyboard to ``who`` (e.g. "P2")."""
        self.clear_scrollback()
        width, height = self.console.size
        lines = [_crop(self.game.title, width, "bold reverse"), Text(""),
                 _crop(f"Pass the keyboard to {who}.", width, "bold")]
        lines.extend(Text("") for _ in range(height - 5))
        lines.append(_crop(f"{who}, press Enter when the others cannot see the screen: ", width, "bold"))
        lines.append(Text(""))
        self.ask(lines)
        self.clear_scrollback()

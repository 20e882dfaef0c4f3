"""Game records: everything needed to replay a finished game exactly.

A record is (game, options, seed, agents, actions, result). It is saved as JSON and
replayed by re-applying its actions to ``game.new_initial_state(seed)``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from meeple.core.actions import Action
from meeple.core.errors import IllegalActionError, MeepleError, RecordError
from meeple.core.registry import load
from meeple.core.state import State

RECORD_FORMAT = 1


class GameRecord(BaseModel):
    """A finished (or abandoned) game: ``actions`` are text forms in order."""

    model_config = ConfigDict(extra="forbid")
    format: int = RECORD_FORMAT
    game: str
    options: dict[str, Any]
    seed: int
    agents: list[str]
    actions: list[str]
    returns: list[float] | None = None
    length: int = 0
    seconds: float | None = None

    @classmethod
    def from_state(cls, state: State, seed: int, agents: list[str], seconds: float | None = None) -> GameRecord:
        return cls(
            game=state.game.name,
            options=state.game.options_json(),
            seed=seed,
            agents=agents,
            actions=[a.text() for a in state.history],
            returns=state.returns() if state.is_terminal else None,
            length=len(state.history),
            seconds=seconds,
        )

    def save(self, path: Path | str) -> None:
        Path(path).write_text(self.model_dump_json(indent=1), encoding="utf-8")

    @classmethod
    def read(cls, path: Path | str) -> GameRecord:
        """Read a record file. Raises :class:`RecordError` for a missing, corrupt or truncated file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as err:
            raise RecordError(f"{path}: cannot read the record ({err.strerror})") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise RecordError(
                f"{path}: not a valid record: the JSON is corrupt or truncated "
                f"(line {err.lineno}, column {err.colno}: {err.msg})"
            ) from None
        try:
            record = cls.model_validate(data)
        except ValidationError as err:
            problems = "; ".join(
                f"{'.'.join(map(str, p['loc'])) or '(record)'}: {p['msg']}" for p in err.errors()
            )
            raise RecordError(f"{path}: not a valid record: {problems}") from None
        if record.format != RECORD_FORMAT:
            raise RecordError(f"{path}: record format {record.format} is not supported (expected {RECORD_FORMAT})")
        if record.length and record.length != len(record.actions):
            raise RecordError(
                f"{path}: not a valid record: it says the game took {record.length} actions but holds "
                f"{len(record.actions)} (the action list is truncated or was edited)"
            )
        return record

    def states(self) -> Iterator[tuple[Action | None, State]]:
        """Replay: yields ``(None, initial)`` then ``(action, state after it)`` for each action.

        The same state object is mutated; clone it to keep one. Raises :class:`RecordError`
        when an action is malformed or illegal at its point, or when the actions of a finished
        record do not end the game with its stored returns (a record that does not replay).
        """
        try:
            game = load(self.game, **self.options)
        except MeepleError as err:
            raise RecordError(f"record names an unusable game or options: {err}") from None
        state = game.new_initial_state(self.seed)
        yield None, state
        for i, text in enumerate(self.actions):
            try:
                action = Action.parse(text)
                state.apply(action)
            except IllegalActionError as err:
                raise RecordError(f"record does not replay: action {i + 1} ({text!r}) failed: {err}") from None
            yield action, state
        if self.returns is not None and (not state.is_terminal or list(state.returns()) != list(self.returns)):
            got = state.returns() if state.is_terminal else "an unfinished game"
            raise RecordError(f"record does not replay: it ends with returns {self.returns}, its actions give {got}")

    def replay(self) -> State:
        """The final state of the replayed record (see :meth:`states`)."""
        state: State | None = None
        for _, state in self.states():
            pass
        assert state is not None
        return state

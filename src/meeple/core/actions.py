"""Actions: small immutable values with a stable text form and a JSON form.

An action is a kind (``"place"``) plus ordered parameters (``card=12 square=c3r3``).
Text form: ``place card=12 square=c3r3``; JSON form: ``{"kind": "place", "card": 12,
"square": "c3r3"}``. Parameter values are ints or strings without spaces.
"""

from __future__ import annotations

from typing import Any

from meeple.core.errors import IllegalActionError

ParamValue = int | str


class Action:
    """One decision of one player. Hashable, comparable, immutable.

    ``Action("place", card=12, square="c3r3")``; ``action.kind``; ``action["card"]``.
    Equality ignores the order of the parameters (JSON objects have none); the text form
    keeps the order they were given in.
    """

    __slots__ = ("kind", "params", "_key", "_hash", "_text")

    kind: str
    params: tuple[tuple[str, ParamValue], ...]

    def __init__(self, kind: str, **params: ParamValue) -> None:
        # The slots are written through their descriptors (``__setattr__`` refuses): about
        # a third cheaper than object.__setattr__, which looks each descriptor up by name.
        p = tuple(params.items())
        key = (kind, p if len(p) < 2 else tuple(sorted(p)))
        _SET_KIND(self, kind)
        _SET_PARAMS(self, p)
        _SET_KEY(self, key)
        _SET_HASH(self, hash(key))
        _SET_TEXT(self, None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __getitem__(self, key: str) -> ParamValue:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: ParamValue | None = None) -> ParamValue | None:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self._hash == other._hash and self._key == other._key

    def __hash__(self) -> int:
        return self._hash

    def __lt__(self, other: Action) -> bool:
        return self.text() < other.text()

    def __repr__(self) -> str:
        return f"Action({self.text()!r})"

    def __str__(self) -> str:
        return self.text()

    def text(self) -> str:
        """The stable text form: ``kind k=v k=v`` (computed once: games reuse their actions)."""
        text = self._text
        if text is None:
            text = self.kind if not self.params else self.kind + " " + " ".join(f"{k}={v}" for k, v in self.params)
            _SET_TEXT(self, text)
        return text

    def to_json(self) -> dict[str, ParamValue]:
        """The JSON form: ``{"kind": ..., **params}``."""
        out: dict[str, ParamValue] = {"kind": self.kind}
        out.update(self.params)
        return out

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Parse the JSON form. Raises :class:`IllegalActionError` on a malformed value."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise IllegalActionError(f"an action must be an object with a string 'kind', got {data!r}")
        params = {k: v for k, v in data.items() if k != "kind"}
        for k, v in params.items():
            if not isinstance(v, (int, str)) or isinstance(v, bool):
                raise IllegalActionError(f"action parameter {k!r} must be an int or a string, got {v!r}")
            if isinstance(v, str) and (not v or any(c.isspace() for c in v)):
                raise IllegalActionError(f"action parameter {k!r} must be a non-empty string without spaces, got {v!r}")
            if isinstance(v, str) and v.lstrip("-").isdigit():
                params[k] = int(v)  # as the text form reads it, so both forms give the same action
        return cls(data["kind"], **params)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the text form. Raises :class:`IllegalActionError` on malformed text."""
        words = text.split()
        if not words:
            raise IllegalActionError("empty action text; expected 'kind key=value ...'")
        params: dict[str, ParamValue] = {}
        for word in words[1:]:
            key, sep, raw = word.partition("=")
            if not sep or not key:
                raise IllegalActionError(f"malformed action parameter {word!r} in {text!r}; expected key=value")
            if key in params:
                raise IllegalActionError(f"parameter {key!r} is given twice in {text!r}; give each key once")
            params[key] = int(raw) if raw.lstrip("-").isdigit() else raw
        return cls(words[0], **params)


_SET_KIND, _SET_PARAMS, _SET_KEY, _SET_HASH, _SET_TEXT = (
    Action.__dict__[slot].__set__ for slot in ("kind", "params", "_key", "_hash", "_text"))

_CACHED: dict[tuple[Any, ...], Action] = {}


def cached_action(kind: str, **params: ParamValue) -> Action:
    """``Action(kind, **params)``, built once and then reused (actions are immutable; legal
    actions are offered over and over, and a lookup costs a fraction of building one)."""
    key = (kind, *params.items())
    a = _CACHED.get(key)
    if a is None:
        a = Action(kind, **params)
        if len(_CACHED) < 1 << 16:
            _CACHED[key] = a
    return a


class JointAction:
    """The choices of every seat at a simultaneous node, applied together.

    ``JointAction({0: Action("bid", n=2), 1: Action("bid", n=1)})``; ``joint[0]``;
    ``joint.seats``. Kept in seat order whatever order the seats chose in, so a record does
    not depend on who submitted first. Text form: ``@0 bid n=2 ; @1 bid n=1``.
    """

    __slots__ = ("choices", "_hash")

    choices: tuple[tuple[int, Action], ...]

    def __init__(self, choices: dict[int, Action]) -> None:
        object.__setattr__(self, "choices", tuple(sorted(choices.items())))
        object.__setattr__(self, "_hash", hash(self.choices))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("JointAction is immutable")

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, _ in self.choices)

    def __getitem__(self, seat: int) -> Action:
        for s, a in self.choices:
            if s == seat:
                return a
        raise KeyError(seat)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, JointAction):
            return NotImplemented
        return self._hash == other._hash and self.choices == other.choices

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"JointAction({self.text()!r})"

    def __str__(self) -> str:
        return self.text()

    def text(self) -> str:
        """``@seat action ; @seat action`` in seat order."""
        return " ; ".join(f"@{seat} {action.text()}" for seat, action in self.choices)

    def to_json(self) -> dict[str, dict[str, ParamValue]]:
        return {str(seat): action.to_json() for seat, action in self.choices}

    @classmethod
    def parse(cls, text: str) -> JointAction:
        """Parse the text form. Raises :class:`IllegalActionError` on malformed text."""
        choices: dict[int, Action] = {}
        for part in text.split(";"):
            seat_word, _, rest = part.strip().partition(" ")
            if not seat_word.startswith("@") or not seat_word[1:].isdigit() or not rest.strip():
                raise IllegalActionError(
                    f"malformed simultaneous choice {part.strip()!r} in {text!r}; expected '@<seat> <action>'")
            seat = int(seat_word[1:])
            if seat in choices:
                raise IllegalActionError(f"seat {seat} is given twice in {text!r}; give each seat once")
            choices[seat] = Action.parse(rest)
        return cls(choices)


def parse_any(text: str) -> Action | JointAction:
    """An Action, or a JointAction when the text starts with ``@``."""
    return JointAction.parse(text) if text.lstrip().startswith("@") else Action.parse(text)

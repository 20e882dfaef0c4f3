"""Integer actions and observation tensors for every registered game (the adapters' base).

A game declares its encoding in an optional module ``<game package>.encoding`` with three
functions (found by convention, as ``web/drawing.py`` finds drawings):

- ``action_space(game) -> ActionSpace``: every action the game can offer under these options
  and this content, each with a fixed index in ``0..size-1`` (see :class:`ActionSpace`);
- ``observation_layout(game) -> Layout``: the named sections of the observation tensor;
- ``write_observation(out: Writer, view) -> None``: fill the tensor from one seat's
  :class:`~meeple.core.view.View` (its ``seat`` and ``observation`` only), so the tensor tells
  no more than the view does.

:func:`encoding_for` returns the game's :class:`Encoding` (cached on the game object):
``num_distinct_actions``, ``index(action)``, ``action(i)``, ``legal_actions_mask(view or
table, seat)`` and ``observation_tensor(view)``. docs/adapters.md lists every game's space and
layout.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import product
from types import ModuleType
from typing import TYPE_CHECKING, Any

import numpy as np

from meeple.core.actions import Action, ParamValue
from meeple.core.errors import MeepleError
from meeple.core.game import companion_module

if TYPE_CHECKING:
    from meeple.core.game import Game
    from meeple.core.table import Table
    from meeple.core.view import View


class EncodingError(MeepleError):
    """An action outside a game's action space, an index out of range, a game without an
    encoding module, or a tensor section written out of bounds (the message says which)."""


class Form:
    """One shape of action: a kind with named parameters, each from a fixed list of values.

    ``Form("fire", unit=squares, target=squares)`` covers ``fire unit=<sq> target=<sq>`` for
    every pair; ``Form("draw")`` is the one action ``draw``. A kind may have several forms
    (``look player=<p>`` and ``look ruins=<i>``) as long as their parameter names differ.
    """

    __slots__ = ("kind", "names", "domains", "lookup", "size", "offset")

    def __init__(self, kind: str, **domains: Iterable[ParamValue]) -> None:
        self.kind = kind
        self.names = tuple(domains)
        self.domains = tuple(tuple(values) for values in domains.values())
        self.lookup = tuple({v: i for i, v in enumerate(values)} for values in self.domains)
        for name, values, lookup in zip(self.names, self.domains, self.lookup):
            if len(lookup) != len(values):
                raise EncodingError(f"form {kind!r}: parameter {name!r} lists a value twice")
        self.size = 1
        for values in self.domains:
            self.size *= len(values)
        self.offset = 0

    def __repr__(self) -> str:
        params = " ".join(f"{n}=<{len(d)}>" for n, d in zip(self.names, self.domains))
        return f"Form({self.kind} {params})".replace(" )", ")")


class ActionSpace:
    """A bijection between a game's actions and ``0..size-1``.

    The forms are laid end to end in the order given; inside a form the index runs over the
    parameters' value lists like the digits of a number (the last parameter fastest). So an
    index depends only on the forms, which depend only on the game, its options and its
    content: the same in every position and every run.
    """

    def __init__(self, forms: Sequence[Form]) -> None:
        self.forms = tuple(forms)
        self._by_key: dict[tuple[str, frozenset[str]], Form] = {}
        offset = 0
        for form in self.forms:
            key = (form.kind, frozenset(form.names))
            if key in self._by_key:
                raise EncodingError(f"two forms of {form.kind!r} with parameters {sorted(form.names)}")
            self._by_key[key] = form
            form.offset = offset
            offset += form.size
        self.size = offset
        self._index: dict[Action, int] = {}
        self._actions: dict[int, Action] = {}

    def index(self, action: Action) -> int:
        """The index of ``action``. Raises :class:`EncodingError` for an action outside the space."""
        i = self._index.get(action)
        if i is not None:
            return i
        params = dict(action.params)
        form = self._by_key.get((action.kind, frozenset(params)))
        if form is None:
            raise EncodingError(f"action {action.text()!r} has no form in this game's action space "
                                f"(forms: {', '.join(map(repr, self.forms))})")
        i = 0
        for name, lookup in zip(form.names, form.lookup):
            digit = lookup.get(params[name])
            if digit is None:
                raise EncodingError(f"action {action.text()!r}: {name}={params[name]!r} is not among the "
                                    f"{len(lookup)} values of this game's action space")
            i = i * len(lookup) + digit
        i += form.offset
        self._index[action] = i
        return i

    def action(self, index: int) -> Action:
        """The action of ``index`` (an int or a numpy integer). Raises :class:`EncodingError`
        for anything else (a float, a string or a bool is refused, not rounded or parsed) and
        outside ``0..size-1``."""
        if type(index) is not int:
            if not isinstance(index, np.integer):
                raise EncodingError(f"an integer action index is needed, not {index!r} ({type(index).__name__}); "
                                    f"this game's actions are 0 to {self.size - 1}")
            index = int(index)
        a = self._actions.get(index)
        if a is not None:
            return a
        if not 0 <= index < self.size:
            raise EncodingError(f"action index {index!r} is out of range; this game's actions are 0 to {self.size - 1}")
        for form in self.forms:
            if index < form.offset + form.size:
                break
        rest = index - form.offset
        values: list[ParamValue] = []
        for values_of in reversed(form.domains):
            rest, digit = divmod(rest, len(values_of))
            values.append(values_of[digit])
        a = Action(form.kind, **dict(zip(form.names, reversed(values))))
        self._actions[index] = a
        return a

    def all_actions(self) -> Iterable[Action]:
        """Every action of the space, in index order."""
        for form in self.forms:
            for values in product(*form.domains):
                yield Action(form.kind, **dict(zip(form.names, values)))


class Layout:
    """The named sections of an observation tensor, end to end: ``add(name, length, doc)``."""

    def __init__(self) -> None:
        self.sections: dict[str, tuple[int, int, str]] = {}
        self.size = 0

    def add(self, name: str, length: int, doc: str) -> Layout:
        if name in self.sections:
            raise EncodingError(f"tensor section {name!r} is declared twice")
        self.sections[name] = (self.size, length, doc)
        self.size += length
        return self

    def rows(self) -> list[tuple[str, int, int, str]]:
        """``(name, offset, length, doc)`` per section, for documentation."""
        return [(name, off, n, doc) for name, (off, n, doc) in self.sections.items()]


class Writer:
    """Fills one tensor of a :class:`Layout`; every write is checked against its section.
    Writes are gathered and put into the array at once by :meth:`finish` (one vectorised
    assignment costs less than many single ones)."""

    __slots__ = ("layout", "_values", "_sections")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self._values: dict[int, float] = {}
        self._sections = layout.sections

    def _at(self, name: str, i: int) -> int:
        off, n, _ = self._sections[name]
        if not 0 <= i < n:
            raise EncodingError(f"tensor section {name!r} has {n} entries; entry {i} is outside it")
        return off + i

    def set(self, name: str, i: int, value: float = 1.0) -> None:
        """Entry ``i`` of section ``name`` := ``value`` (1: a one-hot or multi-hot mark)."""
        self._values[self._at(name, i)] = value

    def add(self, name: str, i: int, value: float = 1.0) -> None:
        """Entry ``i`` of section ``name`` += ``value`` (counts of a multiset)."""
        k = self._at(name, i)
        self._values[k] = self._values.get(k, 0.0) + value

    def put(self, name: str, values: Sequence[float], start: int = 0) -> None:
        """Entries ``start..`` of section ``name`` := ``values``."""
        off, n, _ = self._sections[name]
        if start < 0 or start + len(values) > n:
            raise EncodingError(f"tensor section {name!r} has {n} entries; entries {start} to "
                                f"{start + len(values) - 1} are outside it")
        for k, v in enumerate(values, off + start):
            self._values[k] = v

    def finish(self) -> np.ndarray:
        """The tensor: ``float32[layout.size]``, zero where nothing was written."""
        tensor = np.zeros(self.layout.size, dtype=np.float32)
        if self._values:
            tensor[list(self._values)] = list(self._values.values())
        return tensor


def encoding_module(game: Game) -> ModuleType | None:
    """The game's ``encoding`` module, or None when it has none (cached per game class)."""
    return companion_module(game, "encoding")


class Encoding:
    """One game's (with its options and content) integer actions and observation tensor."""

    def __init__(self, game: Game, module: ModuleType) -> None:
        self.game = game
        self.actions: ActionSpace = module.action_space(game)
        self.layout: Layout = module.observation_layout(game)
        self._write = module.write_observation

    @property
    def num_distinct_actions(self) -> int:
        return self.actions.size

    @property
    def observation_size(self) -> int:
        return self.layout.size

    def index(self, action: Action) -> int:
        return self.actions.index(action)

    def action(self, index: int) -> Action:
        return self.actions.action(index)

    def legal_actions_mask(self, source: View | Table, seat: int | None = None) -> np.ndarray:
        """``int8[num_distinct_actions]``: 1 at the index of each legal action of the seat
        (a View's own seat, or ``seat`` at a Table), 0 elsewhere (all 0 when it does not act)."""
        from meeple.core.view import View

        legal = source.legal_actions if isinstance(source, View) else source.legal_actions(seat)
        mask = np.zeros(self.actions.size, dtype=np.int8)
        index = self.actions.index
        for a in legal:
            mask[index(a)] = 1
        return mask

    def legal_indices(self, source: View | Table, seat: int | None = None) -> list[int]:
        """The sorted indices of the seat's legal actions."""
        from meeple.core.view import View

        legal = source.legal_actions if isinstance(source, View) else source.legal_actions(seat)
        return sorted(map(self.actions.index, legal))

    def observation_tensor(self, view: Any) -> np.ndarray:
        """``float32[observation_size]`` of one seat's view (layout: :attr:`layout`)."""
        if view.seat is None:
            raise EncodingError("a spectator has no observation tensor; give a seat's view")
        out = Writer(self.layout)
        self._write(out, view)
        return out.finish()


def encoding_for(game: Game) -> Encoding:
    """The :class:`Encoding` of ``game`` (built once per game object). Raises
    :class:`EncodingError` for a game whose package has no ``encoding`` module."""
    cached = game.__dict__.get("_encoding")
    if cached is None:
        module = encoding_module(game)
        if module is None:
            raise EncodingError(f"game {game.name!r} declares no integer action space (its package has no "
                                "'encoding' module; see docs/adapters.md)")
        cached = game.__dict__["_encoding"] = Encoding(game, module)
    return cached


def legal_actions_mask(source: View | Table, seat: int | None = None) -> np.ndarray:
    """The legal-action mask of a View (its seat) or of ``seat`` at a Table."""
    return encoding_for(source.game).legal_actions_mask(source, seat)


def observation_tensor(view: View) -> np.ndarray:
    """The observation tensor of one seat's View."""
    return encoding_for(view.game).observation_tensor(view)


def cached(game: Game, key: str, build: Any) -> Any:
    """``build()``, computed once per game object and kept on it (the encoding modules' lookup
    tables: card id -> index and the like)."""
    slot = f"_encoding_{key}"
    value = game.__dict__.get(slot)
    if value is None:
        value = game.__dict__[slot] = build()
    return value


def one_hot_index(values: Sequence[Any], value: Any, what: str) -> int:
    """``values.index(value)`` with an :class:`EncodingError` naming ``what`` when absent."""
    try:
        return values.index(value)
    except ValueError:
        raise EncodingError(f"{what} {value!r} is not among the {len(values)} values the tensor knows") from None


def describe(encoding: Encoding) -> str:
    """The encoding as Markdown: the action forms with their index ranges, then the tensor's
    sections (docs/adapters.md holds this for every game at its default options)."""
    enc = encoding
    lines = [f"Actions: {enc.num_distinct_actions}; observation tensor: {enc.observation_size} floats.", "",
             "| indices | action form |", "|---|---|"]
    for form in enc.actions.forms:
        params = "".join(f" {n}=<{len(d)}: {_values(d)}>" for n, d in zip(form.names, form.domains))
        span = str(form.offset) if form.size == 1 else f"{form.offset}-{form.offset + form.size - 1}"
        lines.append(f"| {span} | `{form.kind}`{params} |")
    lines += ["", "| offset | length | section | holds |", "|---|---|---|---|"]
    for name, off, n, doc in enc.layout.rows():
        lines.append(f"| {off} | {n} | `{name}` | {doc} |")
    return "\n".join(lines)


def _values(values: Sequence[Any]) -> str:
    shown = ", ".join(map(str, values[:3]))
    return shown + (f", ..., {values[-1]}" if len(values) > 3 else "")


if __name__ == "__main__":  # python -m meeple.adapters.encoding GAME: the Markdown of docs/adapters.md
    import sys

    import meeple

    print(describe(encoding_for(meeple.load(sys.argv[1]))))

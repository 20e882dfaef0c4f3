"""The terminal screen and the action descriptions, from a seat's View / observation only."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.actions import Action

if TYPE_CHECKING:
    from meeple.core.view import View


def render(view: View) -> str:
    import json
    return json.dumps(view.observation)


def describe(action: Action, obs: dict[str, Any]) -> str:
    return action.text()

"""The terminal agent (agents/human.py) driven by scripted input."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from rich.console import Console

from meeple.agents import make_agent
from meeple.agents.human import HumanAgent, HumanQuit
from meeple.core.actions import Action
from tests.toygame import ToyGame, ToyState


def _human(lines: list[str], state: ToyState) -> tuple[HumanAgent, io.StringIO, list[str]]:
    out = io.StringIO()
    script: Iterator[str] = iter(lines)
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        try:
            return next(script)
        except StopIteration:
            raise EOFError from None

    agent = HumanAgent(state.game, console=Console(file=out, width=120), input_fn=read)
    return agent, out, prompts


def test_shows_the_deciders_view_and_numbered_actions() -> None:
    state = ToyGame().new_initial_state(1)
    agent, out, _ = _human(["2"], state)
    assert agent.step(state) == state.legal_actions()[1]
    text = out.getvalue()
    assert state.render(0) in text
    assert str(state.hands[1]) not in text  # the opponent's hand is not shown
    for i, action in enumerate(state.legal_actions(), 1):
        assert f"{i}. {action.text()}" in text


def test_bad_input_is_explained_and_asked_again() -> None:
    state = ToyGame().new_initial_state(1)
    before = state.to_json()
    hand = state.hands[0]
    missing = next(c for c in range(1, 10) if c not in hand)
    lines = ["", "7 =", "0", "12", f"play card={missing}", "?", f"play card={hand[2]}"]
    agent, out, prompts = _human(lines, state)
    assert agent.step(state) == Action("play", card=hand[2])
    text = out.getvalue()
    assert "Nothing entered" in text
    assert "Could not read '7 ='" in text
    assert "There is no action number 0" in text and "There is no action number 12" in text
    assert f"'play card={missing}' is not legal now" in text
    assert "enter a number from 1 to 3" in text
    assert text.count("Legal actions:") == 2  # shown first, then again on '?'
    assert len(prompts) == len(lines)
    assert state.to_json() == before and state.history == []


@pytest.mark.parametrize("line", ["quit", "QUIT", None])
def test_quit_and_end_of_input_exit_cleanly(line: str | None) -> None:
    state = ToyGame().new_initial_state(1)
    agent, _, _ = _human([line] if line else [], state)
    with pytest.raises(HumanQuit) as exit_info:
        agent.step(state)
    assert exit_info.value.code == 0
    assert state.history == []


def test_spec_builds_a_human_with_a_log_length() -> None:
    agent = make_agent("human:log=3", ToyGame())
    assert isinstance(agent, HumanAgent) and agent.log_lines == 3


class _NarratedState(ToyState):
    @property
    def log(self) -> list[str]:
        return [f"event {i}" for i in range(1, 6)]


def test_shows_only_the_most_recent_log_lines() -> None:
    state = ToyGame().new_initial_state(1)
    state.__class__ = _NarratedState
    out = io.StringIO()
    agent = HumanAgent(state.game, console=Console(file=out, width=120), input_fn=lambda _: "1", log=2)
    agent.step(state)
    text = out.getvalue()
    assert "event 4" in text and "event 5" in text and "event 3" not in text



class _TwoParamState(ToyState):
    def legal_actions(self) -> list[Action]:
        return [Action("play", card=c, face="up") for c in self.hands[self.current_player]]


def test_text_input_may_give_parameters_in_any_order() -> None:
    state = ToyGame().new_initial_state(1)
    state.__class__ = _TwoParamState
    card = state.hands[0][1]
    agent, _, _ = _human([f"play face=up card={card}"], state)
    assert agent.step(state) == Action("play", card=card, face="up")

"""The terminal agent (agents/human.py) driven by scripted input, seated at a Table."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from rich.console import Console

from meeple.agents import make_agent
from meeple.agents.human import HumanAgent, HumanQuit
from meeple.core.actions import Action
from meeple.core.table import Table
from tests.toygame import ToyGame, ToyState


def _human(lines: list[str], game: ToyGame, **options) -> tuple[HumanAgent, io.StringIO, list[str]]:
    out = io.StringIO()
    script: Iterator[str] = iter(lines)
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        try:
            return next(script)
        except StopIteration:
            raise EOFError from None

    agent = HumanAgent(game, console=Console(file=out, width=120), input_fn=read, **options)
    return agent, out, prompts


def _step(agent: HumanAgent, table: Table, seat: int = 0) -> Action:
    return agent.step(table.view(seat), table.sampler(seat))


def test_shows_the_seats_view_and_numbered_described_actions() -> None:
    table = Table(ToyGame(), 1)
    agent, out, _ = _human(["2"], table.game)
    view = table.view(0)
    assert _step(agent, table) == view.legal_actions[1]
    text = out.getvalue()
    assert view.render() in text
    hands = table.to_json()["state"]["hands"]
    assert f"you hold {hands[0]}" in text
    assert str(hands[1]) not in text  # the opponent's hand is not shown
    for i, (action, description) in enumerate(view.described, 1):
        assert f"{i}. {action.text()}  ({description})" in text


def test_bad_input_is_explained_and_asked_again() -> None:
    table = Table(ToyGame(), 1)
    before = table.to_json()
    hand = before["state"]["hands"][0]
    missing = next(c for c in range(1, 10) if c not in hand)
    lines = ["", "7 =", "0", "12", f"play card={missing}", "?", f"play card={hand[2]}"]
    agent, out, prompts = _human(lines, table.game)
    assert _step(agent, table) == Action("play", card=hand[2])
    text = out.getvalue()
    assert "Nothing entered" in text
    assert "Could not read '7 ='" in text
    assert "There is no action number 0" in text and "There is no action number 12" in text
    assert f"'play card={missing}' is not legal now: it is not one of the legal actions" in text
    assert "enter a number from 1 to 3" in text
    assert text.count("Legal actions:") == 2  # shown first, then again on '?'
    assert len(prompts) == len(lines)
    assert table.to_json() == before and table.actions == []


def test_action_text_and_description_match_case_insensitively() -> None:
    table = Table(ToyGame(), 1)
    hand = table.to_json()["state"]["hands"][0]
    agent, _, _ = _human([f"PLAY Card={hand[1]}"], table.game)
    assert _step(agent, table) == Action("play", card=hand[1])
    agent, _, _ = _human([f"  Play THE   {hand[2]} "], table.game)
    assert _step(agent, table) == Action("play", card=hand[2])


@pytest.mark.parametrize("line", ["quit", "QUIT", None])
def test_quit_and_end_of_input_exit_cleanly(line: str | None) -> None:
    table = Table(ToyGame(), 1)
    agent, _, _ = _human([line] if line else [], table.game)
    with pytest.raises(HumanQuit) as exit_info:
        _step(agent, table)
    assert exit_info.value.code == 0
    assert table.actions == [] and table.position == 0


def test_spec_builds_a_human_with_a_log_length() -> None:
    agent = make_agent("human:log=3", ToyGame())
    assert isinstance(agent, HumanAgent) and agent.log_lines == 3


def test_shows_only_the_most_recent_events() -> None:
    table = Table(ToyGame(), 1)
    for _ in range(4):
        seat = min(table.acting())
        table.act(seat, table.view(seat).legal_actions[0])
    agent, out, _ = _human(["1"], table.game, log=2)
    _step(agent, table)
    recent = out.getvalue().split("Recent events:")[1].split("Legal actions:")[0]
    events = table.view(0).events
    assert [line.strip() for line in recent.strip().splitlines()] == events[-2:]


def test_a_secret_choice_says_who_else_chooses() -> None:
    table = Table(ToyGame(players=3, simultaneous=True), 2)
    agent, out, _ = _human(["1"], table.game)
    _step(agent, table, seat=1)
    assert "P2 to decide (choosing in secret with P1, P3)" in out.getvalue()


class _TwoParamState(ToyState):
    __slots__ = ()

    def legal_actions(self) -> list[Action]:
        return [Action("play", card=c, face="up") for c in self.hands[self.current_player]]


def test_text_input_may_give_parameters_in_any_order() -> None:
    state = ToyGame().new_initial_state(1)
    state.__class__ = _TwoParamState
    table = Table(state.game, state=state)
    card = state.hands[0][1]
    agent, _, _ = _human([f"play face=up card={card}"], state.game)
    assert _step(agent, table) == Action("play", card=card, face="up")


def test_e_pages_every_event_the_seat_has_seen() -> None:
    """Issue 13 (review): at 4-6 players a Vision look may scroll off the few recent events;
    ``e`` pages the seat's whole narration (its view's events), and the prompt names the key."""
    table = Table(ToyGame(), 1)
    for _ in range(4):
        seat = min(table.acting())
        table.act(seat, table.view(seat).legal_actions[0])
    agent, out, prompts = _human(["e", "1"], table.game, log=1)
    _step(agent, table)
    page = out.getvalue().split("events you have seen, oldest first")[1]
    events = table.view(0).events
    assert len(events) > 1 and all(line in page for line in events)
    assert "e log" in prompts[0]

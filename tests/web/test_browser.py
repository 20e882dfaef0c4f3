"""Two people play whole games in a real browser (Chromium through Playwright), clicking only,
while a third browser context watches as a spectator (issue 11, "Tests, in a real browser").

Each player's page is driven only by clicks: a drawn board element that a legal action names
(then the action in the menu it opens) or, where the board names none, a button of the plain
list. Screenshots of every page go to tests/web/artifacts/ (ignored by git)."""

from __future__ import annotations

import random
import shutil
import time
from pathlib import Path

import pytest

from tests.web.conftest import ARTIFACTS, CHROMIUM_ARGS, LiveServer

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(shutil.which(CHROMIUM) is None, reason="Chromium is not installed (make test installs it)")


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


def _click_a_move(page, rng: random.Random) -> str:
    """Make one legal move on ``page`` by clicking; returns how ('board' or 'button')."""
    page.wait_for_function("!document.querySelector('#actions button:disabled')")
    drawn = page.locator("#board .clickable")
    if drawn.count() and rng.random() < 0.8:
        drawn.nth(rng.randrange(drawn.count())).click()
        menu = page.locator("#menu:not([hidden]) button[data-action]")
        menu.first.wait_for(timeout=5000)
        menu.nth(rng.randrange(menu.count())).click()
        return "board"
    buttons = page.locator("#actions button[data-action]")
    buttons.nth(rng.randrange(buttons.count())).click()
    return "button"


def _play_through_pages(server: LiveServer, browser, game: str, seed: int, options: dict, name: str,
                        max_moves: int) -> dict[str, int]:
    links = server.create(game, ["human", "human"], seed=seed, options=options)
    contexts = [browser.new_context(viewport={"width": 1400, "height": 900}) for _ in range(3)]
    pages = [c.new_page() for c in contexts]
    try:
        for page, path in zip(pages, [links["seats"][0]["link"], links["seats"][1]["link"], links["spectator"]],
                              strict=True):
            page.goto(server.url + path)
            page.wait_for_function("document.body.dataset.position !== undefined")
        players, spectator = pages[:2], pages[2]
        rng = random.Random(seed)
        how = {"board": 0, "button": 0}
        shot = False
        for _ in range(max_moves):
            for page in players:
                page.wait_for_function(
                    "['yours', 'waiting', 'over'].includes(document.body.dataset.state)")
            states = [p.evaluate("document.body.dataset.state") for p in players]
            if "over" in states:
                break
            page = players[states.index("yours")] if "yours" in states else None
            if page is None:
                players[0].wait_for_timeout(50)
                continue
            before = int(page.evaluate("document.body.dataset.position"))
            how[_click_a_move(page, rng)] += 1
            page.wait_for_function(f"Number(document.body.dataset.position) > {before}", timeout=10000)
            if not shot and sum(how.values()) == 3:
                for i, p in enumerate(pages):
                    p.screenshot(path=str(ARTIFACTS / f"{name}-midgame-{i}.png"), full_page=True)
                shot = True
        else:
            pytest.fail(f"{game} did not end within {max_moves} moves")
        for p in pages:
            p.wait_for_function("document.body.dataset.state === 'over'")
            assert "Result:" in p.locator("#result").inner_text()
        for i, p in enumerate(pages):
            p.screenshot(path=str(ARTIFACTS / f"{name}-end-{['p1', 'p2', 'spectator'][i]}.png"), full_page=True)
        assert spectator.locator("#actions button[data-action]").count() == 0
        game_id = links["id"]
        assert server.hub.games[game_id].table.is_terminal
        return how
    finally:
        for c in contexts:
            c.close()


def test_two_browsers_play_lost_legacy_and_a_spectator_watches(live_server: LiveServer, browser) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    how = _play_through_pages(live_server, browser, "lost-legacy", 4, {}, "lost-legacy", 80)
    assert how["board"] > 0  # the drawn cards were clicked


def test_two_browsers_play_lords_of_war_and_a_spectator_watches(live_server: LiveServer, browser) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    # the whole game, to a smaller goal than the rulebook's (3 destroyed cards or 1 command card)
    how = _play_through_pages(live_server, browser, "lords-of-war", 2, {"victory_cards": "3", "victory_commands": "1"},
                              "lords-of-war", 200)
    assert how["board"] > 0  # the drawn hand and squares were clicked


def test_the_lobby_creates_a_game_and_shows_its_links(live_server: LiveServer, browser) -> None:
    page = browser.new_page()
    try:
        page.goto(live_server.url + "/")
        page.select_option("#game", "lords-of-war")
        page.fill("[data-option=armies]", "elves,unicorns")
        page.click("#create")
        page.wait_for_function("document.getElementById('error').textContent.length > 0")
        assert "armies" in page.locator("#error").inner_text()  # the CLI's message
        page.fill("[data-option=armies]", "elves,orcs")
        page.fill("[data-seat='1']", "random")
        page.click("#create")
        page.locator("[data-link=P1]").wait_for()
        link = page.locator("[data-link=P1]").input_value()
        assert "/game/" in link and "t=" in link
        assert page.locator("[data-link=P2]").count() == 0  # a bot's seat has no link
        page.goto(link)
        page.wait_for_function("document.body.dataset.state === 'yours'")
        page.screenshot(path=str(ARTIFACTS / "lobby-game.png"))
    finally:
        page.close()


def test_replay_in_the_browser_steps_through_a_finished_game(live_server: LiveServer, browser) -> None:
    links = live_server.create("lost-legacy", ["random", "random"], seed=9)
    hub = live_server.hub
    for _ in range(500):  # the game is stored just after its last action: wait for the store
        if hub.games[links["id"]].stored_id is not None:
            break
        time.sleep(0.02)
    stored = hub.games[links["id"]].stored_id
    assert stored is not None
    page = browser.new_page()
    try:
        page.goto(f"{live_server.url}/history")
        page.click(f"a[href='/replay/{stored}']")
        page.wait_for_function("document.body.dataset.step === '0'")
        page.click("#next")
        page.wait_for_function("document.body.dataset.step === '1'")
        page.click("#last")
        page.wait_for_function("document.getElementById('result').textContent.startsWith('Result')")
        page.screenshot(path=str(ARTIFACTS / "replay.png"))
    finally:
        page.close()


def test_artifacts_are_ignored_by_git() -> None:
    assert (Path(__file__).parent / "artifacts" / ".gitignore").read_text().startswith("*")

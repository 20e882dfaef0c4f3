"""The table on a terminal (issue 13): at 1 to 4 players it fits the 14 lines of 80 columns that
the play screen gives it at 80 x 24, with the win condition, the inventory, every model's Fight
values, the legend and the quests always shown, and the market and kingdom when they matter."""

from __future__ import annotations

import random
import re

import pytest

from meeple.core.table import Table
from meeple.games.ni_no_kuni import GREEDY
from meeple.games.ni_no_kuni.phases import DEMOLISH, FIGHT, KINGDOM, PLACE
from meeple.games.ni_no_kuni.render import BOARD_LINES, QUEST_LEGEND, WIDTH
from meeple.sim.runner import play_game
from tests.ni_no_kuni.helpers import fresh, game, set_slot


def _check(text: str, obs: dict) -> None:
    """What every screen holds, within ``BOARD_LINES`` x ``WIDTH``."""
    lines = text.splitlines()
    assert len(lines) <= BOARD_LINES and max(map(len, lines)) <= WIDTH, text
    assert (f"Kingdom Influence {obs['kingdom_influence']} > Enemy Influence {obs['enemy_influence']} "
            f"(boss {obs['boss_influence']} + ") in text, text
    assert "(Experience, Kingsguilder, Supply)" in text and "Fight phys/rng/mag:" in text
    for m in obs["party"]:
        values = "/".join(map(str, m["fight"]))
        if m["kind"] == "higgledy":
            assert f"Higgledies {values}" in text or f"a Higgledy {values}" in text
        else:
            assert f"{m['name'].split()[0]} {values} (P{m['owner'] + 1})" in text, text
    if obs["result"] is None and obs["phase"] not in (KINGDOM, DEMOLISH):
        # the Adventure: the legend, and every quest on a line of its own
        assert QUEST_LEGEND in lines
        assert [line.split(" ", 1)[0] for line in lines[lines.index(QUEST_LEGEND) + 1:][:len(obs["board"])]] == [
            str(entry["slot"]) for entry in obs["board"]], text
    else:
        assert "Market:" in text and f"Kingdom {len(obs['built'])}/6:" in text, text


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("boss", ["horned-one", "doloran"])
def test_every_screen_of_a_random_game_fits_80x24_with_what_it_must_show(players: int, boss: str) -> None:
    s = fresh(players, boss, seed=players)
    rng = random.Random(players)
    while True:
        for seat in (0, None):
            view = Table(s.game, state=s).view(seat)
            _check(s.game.render(view), view.observation)
        if s.is_terminal:
            break
        s.apply_legal(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("players", [3, 4])
def test_the_screens_of_a_greedy_party_that_builds_fit_too(players: int) -> None:
    """Greedy players build more than random ones: long kingdoms and upgrades."""
    g = game(players)
    table = Table(g, 2)
    agents = [GREEDY(g, seed=k) for k in range(players)]
    built = 0
    while not table.is_terminal:
        view = table.view(0)
        _check(g.render(view), view.observation)
        built = max(built, len(view.observation["built"]))
        (seat,) = table.acting()
        table.act(seat, agents[seat].step(table.view(seat), table.sampler(seat)))
    assert built >= 3


def test_eight_quests_keep_every_line_and_the_kingdom_phase_shows_the_market() -> None:
    """Four players: in the Adventure the eight quests and their models take the room of the
    market; in the Kingdom phase the market and the kingdom are back, the quests in two
    columns."""
    s = fresh(4, seed=3)
    text = s.game.render(Table(s.game, state=s).view(0))
    assert "Market" not in text and text.count("\n") + 1 == BOARD_LINES
    while s.phase != KINGDOM:
        s.apply_legal(s.legal_actions()[0])
    text = s.game.render(Table(s.game, state=s).view(0))
    names = [c["name"] for c in s.observation(0)["market"]]
    assert all(name in text for name in names) and "Kingdom 0/6: nothing built" in text, text
    assert QUEST_LEGEND in text and sum(line[:1].isdigit() for line in text.splitlines()) == 4, text


def test_a_crowded_quest_shortens_names_counts_its_models_and_keeps_the_fight() -> None:
    """Every model on the quest with the longest name: the line keeps 80 columns by shortening
    the names and counting the models, never dropping the strength to beat or the dice."""
    s = fresh(4, seed=0)
    set_slot(s, 0, "Lost Lamb of Ding Dong Dell", "Spitfire Salamander")
    s.placed[0] = list(range(len(s.game.members)))
    s.cursor, s.phase = len(s.game.members), FIGHT
    line = next(x for x in s.game.render(Table(s.game, state=s).view(0)).splitlines() if x.startswith("0 "))
    assert len(line) <= WIDTH and line.startswith("0 Lost Lamb") and "…" in line, line
    assert "mag 9 (1)" in line and line.endswith("<- 8 models, 12 dice"), line  # 1+1+1+1+4+1+2+1 magic


def test_a_full_kingdom_with_every_upgrade_and_the_longest_market_still_fits() -> None:
    """The tallest Kingdom phase: six built cards that all have an upgrade open, the five
    longest-named cards in the market and a seventh waiting for a building to be pulled down."""
    s = fresh(4, seed=1)
    content = s.game.content
    basics = sorted((c for c in range(len(content.card_name)) if c not in content.upgraded_cards),
                    key=lambda c: -len(content.card_name[c]))
    upgradable = {content.card_upgrades[u] for u in content.upgraded_cards}
    built = [c for c in basics if c in upgradable][:6]
    market = [c for c in basics if c not in built][:6]
    s.kingdom_deck = [c for c in s.kingdom_deck if c not in built + market]
    s.built, s.market, s.pending_buy, s.phase = built, market[:5], market[5], DEMOLISH
    view = Table(s.game, state=s).view(0)
    text = s.game.render(view)
    _check(text, view.observation)
    assert len(view.observation["upgrades"]) == 6 and f"Building {content.card_name[market[5]]}" in text
    assert all(content.card_name[c] in text for c in built + market[:5]), text


def test_a_placing_screen_starts_with_the_turn_and_the_model_to_place() -> None:
    s = fresh(3, seed=0)
    assert s.phase == PLACE
    first = s.game.render(Table(s.game, state=s).view(None)).splitlines()[0]
    assert first == "The Horned One, turn 1/5: placing Roland Crane; P1 leads (a spectator)"


def test_the_resource_phase_event_names_the_resources_in_words() -> None:
    """Issue 13: the narration says what the party holds in words, not in codes like E0 K0 S0."""
    played = play_game(game(2), ["random", "random"], seed=4)
    texts = [e.text for e in played.table._state.events if e.text.startswith("Resource phase")]
    assert texts and all("Experience" in t and "Kingsguilder" in t and "Supply" in t for t in texts)
    assert not any(re.search(r"\b[EKS]\d+\b", t) for t in texts)

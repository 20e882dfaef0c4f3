"""The balance report of every game: the numbers on the page equal those of report.json, which
equal the numbers counted here from the per-game rows of the results files; every image exists
and is a PNG; a report drawn from the results files is the same report."""

from __future__ import annotations

import json
from collections import defaultdict
from html.parser import HTMLParser
from pathlib import Path
from statistics import fmean, median

import pytest

import meeple
from meeple.sim.report import format_figure
from meeple.sim.stats import wilson_interval
from tests.cli.conftest import assert_clear_error

GAMES = ["lords-of-war", "lost-legacy", "ni-no-kuni", "lineage2", "drakborgen"]
BALANCE_IMAGE = {"lords-of-war": "matchup.png", "lost-legacy": "by_deck.png", "ni-no-kuni": "by_boss.png",
                 "lineage2": None, "drakborgen": "heroes.png"}


class _Page(HTMLParser):
    """The page's images and its marked numbers (``data-key`` -> text)."""

    def __init__(self) -> None:
        super().__init__()
        self.images: list[str] = []
        self.numbers: dict[str, str] = {}
        self._key: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "img":
            self.images.append(a["src"] or "")
        if "data-key" in a:
            self._key = a["data-key"]

    def handle_data(self, data: str) -> None:
        if self._key is not None:
            self.numbers[self._key] = data
            self._key = None


def _rate(out: dict[str, float], key: str, wins: int, games: int) -> None:
    low, high = wilson_interval(wins, games)
    out.update({f"{key}/wins": wins, f"{key}/games": games, f"{key}/rate": wins / games if games else 0.0,
                f"{key}/low": low, f"{key}/high": high})


def _counted(game: str, folder: Path) -> dict[str, float]:
    """The report's main numbers counted from the rows of the results files."""
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    lengths: dict[int, list[int]] = defaultdict(list)
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        n = len(data["specs"])
        options = data["options"]
        for row in data["rows"]:
            if row["returns"] is None:
                continue
            won = [v > 0 for v in row["returns"]]
            for s in range(n):
                for key in (f"agent/{row['agents'][s]}", f"seat/{n}p/P{s + 1}"):
                    tally[key][0] += won[s]
                    tally[key][1] += 1
            tally[f"first/{n}p"][0] += won[row["first_player"]]
            tally[f"first/{n}p"][1] += 1
            lengths[n].append(row["length"])
            if game == "lords-of-war":
                for s, (side, other) in enumerate((options["armies"], options["armies"][::-1])):
                    tally[f"matchup/{side}/{other}"][0] += won[s]
                    tally[f"matchup/{side}/{other}"][1] += 1
            if game == "drakborgen":
                for s, hero in enumerate(options["heroes"].split(",")):
                    tally[f"hero/{n}p/{hero}"][0] += won[s]
                    tally[f"hero/{n}p/{hero}"][1] += 1
    out: dict[str, float] = {}
    for key, (wins, games) in tally.items():
        _rate(out, key, wins, games)
    for n, xs in lengths.items():
        out[f"length/{n}p/mean"] = fmean(xs)
        out[f"length/{n}p/median"] = median(xs)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_report_shows_the_numbers_of_its_results(cli, tmp_path: Path, game: str) -> None:
    out = tmp_path / "report"
    result = cli("report", game, "--players", "random", "--games", "2", "--seed", "5", "--no-store",
                 "--out", str(out))
    assert result.exit_code == 0, result.output
    data = json.loads((out / "report.json").read_text(encoding="utf-8"))
    figures = data["figures"]
    counted = _counted(game, out / "results")
    assert counted.keys() <= figures.keys()
    for key, value in counted.items():
        assert figures[key] == pytest.approx(value), key

    page = _Page()
    page.feed((out / "report.html").read_text(encoding="utf-8"))
    assert page.numbers, "no marked numbers on the page"
    for key, text in page.numbers.items():
        assert text == format_figure(key, figures[key]), key
    shown = {k.rsplit("/", 1)[0] for k in page.numbers}
    assert {k.rsplit("/", 1)[0] for k in counted if not k.startswith("length/")} <= shown

    expected = {"agents.png", "seats.png", "first_player.png", "game_length.png"}
    if BALANCE_IMAGE[game]:
        expected.add(BALANCE_IMAGE[game])
    assert set(page.images) == expected == set(data["images"]) == {p.name for p in out.glob("*.png")}
    for name in page.images:
        image = (out / name).read_bytes()
        assert len(image) > 1000 and image.startswith(b"\x89PNG\r\n\x1a\n"), name
    cls = meeple.core.registry.game_class(game)
    assert cls.title.split(":")[0] in (out / "report.html").read_text(encoding="utf-8")


def test_a_report_from_results_files_is_the_same_report(cli, tmp_path: Path) -> None:
    first = tmp_path / "first"
    assert cli("report", "ni-no-kuni", "--players", "random", "--games", "3", "--counts", "1,2", "--seed", "1",
               "--no-store", "--out", str(first)).exit_code == 0
    again = tmp_path / "again"
    result = cli("report", "ni-no-kuni", "--results", str(first / "results"), "--out", str(again))
    assert result.exit_code == 0, result.output
    a, b = (json.loads((d / "report.json").read_text(encoding="utf-8")) for d in (first, again))
    assert a["figures"] == b["figures"] and len(a["cells"]) == 4
    assert "team" in "".join(a["figures"])  # a cooperative game: the team's rate per cell


def test_simulate_out_files_make_a_report_and_mixing_is_refused(cli, tmp_path: Path) -> None:
    files = tmp_path / "cells"
    files.mkdir()
    for boss in ("horned-one", "doloran"):
        assert cli("simulate", "ni-no-kuni", "--players", "random,random", "--boss", boss, "-n", "3", "--seed", "1",
                   "--no-store", "--out", str(files / f"{boss}.json")).exit_code == 0
    result = cli("report", "ni-no-kuni", "--results", str(files), "--out", str(tmp_path / "r"))
    assert result.exit_code == 0, result.output
    labels = [c["label"] for c in json.loads((tmp_path / "r" / "report.json").read_text(encoding="utf-8"))["cells"]]
    assert sorted(labels) == ["boss=doloran players=2", "boss=horned-one players=2"]
    assert_clear_error(cli("report", "ni-no-kuni", "--results", str(files), "--games", "5", "--out",
                           str(tmp_path / "x")), "--results reads finished simulations; --games")
    assert_clear_error(cli("report", "lost-legacy", "--results", str(files), "--out", str(tmp_path / "x")),
                       "results of ni-no-kuni, not lost-legacy")
    assert_clear_error(cli("report", "ni-no-kuni", "--counts", "7", "--out", str(tmp_path / "x")),
                       "--counts must be player counts from 1 to 4")


def test_the_report_stores_its_games(cli, db: Path, tmp_path: Path) -> None:
    from meeple.sim.store import GameStore
    result = cli("report", "lost-legacy", "--players", "random", "--games", "2", "--counts", "2", "--deck",
                 "vorpal-sword", "--seed", "3", "--out", str(tmp_path / "r"))
    assert result.exit_code == 0, result.output
    with GameStore(db) as store:
        stored = store.list("lost-legacy", 10)
    assert len(stored) == 2 and {s.source for s in stored} == {"report"} and {s.master_seed for s in stored} == {3}


def test_more_agents_than_seats_are_refused(cli, tmp_path: Path) -> None:
    assert_clear_error(cli("report", "lords-of-war", "--players", "greedy,random,random", "--out", str(tmp_path)),
                       "3 agents given but the largest table of this grid has 2 seat(s)")

"""The grid runner: cells from axes, agents filling the seats, each cell equal to the
'meeple simulate' command it prints, results read back from --out files; the games' balance
grids (Ni no Kuni's calibration grid, Drakborgen's hero rotations)."""

from __future__ import annotations

import json
import shlex
from collections import Counter
from pathlib import Path

import pytest

from meeple.core.errors import AgentSpecError, OptionError, RecordError
from meeple.sim import balance
from meeple.sim.grid import Cell, product_cells, read_result, run_grid, seat_specs, write_result


def test_agents_repeat_in_turn_to_fill_the_seats() -> None:
    assert seat_specs(["greedy", "random"], 3) == ("greedy", "random", "greedy")
    assert seat_specs(["greedy", "random"], 1) == ("greedy",)
    with pytest.raises(AgentSpecError, match="no agents"):
        seat_specs([], 2)


def test_cells_are_the_product_of_the_axes_with_the_fixed_options() -> None:
    cells = product_cells({"boss": ["a", "b"], "players": [1, 2]}, ["greedy"], {"characters": "x"})
    assert [dict(c.options) for c in cells] == [
        {"characters": "x", "boss": b, "players": n} for b in ("a", "b") for n in (1, 2)]
    assert [c.specs for c in cells][:2] == [("greedy",), ("greedy", "greedy")]


def test_ni_no_kuni_calibration_grid_is_boss_by_player_count() -> None:
    cells = balance.cells("ni-no-kuni", ["greedy"])
    assert [(c.options["boss"], c.players) for c in cells] == [
        (b, n) for b in ("horned-one", "doloran") for n in (1, 2, 3, 4)]
    assert all(set(c.specs) == {"greedy"} for c in cells)
    fixed = balance.cells("ni-no-kuni", ["greedy"], {"boss": "doloran"}, counts=[2])
    assert [dict(c.options) for c in fixed] == [{"boss": "doloran", "players": 2}]


def test_lords_of_war_grid_pairs_every_two_armies_both_ways() -> None:
    pairs = [tuple(c.options["armies"]) for c in balance.cells("lords-of-war", ["greedy"])]
    assert len(pairs) == 12 and len(set(pairs)) == 12 and all(a != b for a, b in pairs)
    assert {a for a, _ in pairs} == {"elves", "lizardmen", "orcs", "dwarves"}


def test_drakborgen_rotations_put_every_hero_in_every_seat() -> None:
    cells = balance.cells("drakborgen", ["greedy"], counts=[2, 4])
    for n in (2, 4):
        seats = Counter((seat, hero) for c in cells if c.players == n
                        for seat, hero in enumerate(c.options["heroes"].split(",")))
        assert len({h for _, h in seats}) == 4 and set(seats.values()) == {1}
        assert len(seats) == 4 * n


def test_a_game_without_a_question_is_asked_per_seat_at_each_player_count() -> None:
    from meeple.sim.balance import QUESTIONS, question
    assert question("lineage2").kind == "per-seat" and question("lineage2").counts == (2, 3, 4, 5)
    assert set(QUESTIONS) == {"lords-of-war", "lost-legacy", "ni-no-kuni", "lineage2", "drakborgen"}


def test_each_cell_is_the_simulate_command_it_prints(cli, tmp_path: Path) -> None:
    cells = balance.cells("lost-legacy", ["greedy", "random"], {"deck": "the-starship"}, counts=[3])
    grid = run_grid("lost-legacy", cells, 4, seed=11)
    command = shlex.split(cells[0].command("lost-legacy", 4, 11))
    assert command[:2] == ["meeple", "simulate"]
    out = tmp_path / "cell.json"
    result = cli(*command[1:], "--no-store", "--out", str(out))
    assert result.exit_code == 0, result.output
    rows = json.loads(out.read_text(encoding="utf-8"))["rows"]
    assert [(r["seed"], r["agents"], r["actions"], r["returns"]) for r in rows] == \
        [(r.seed, r.agents, r.actions, r.returns) for r in grid.results[0].rows]


def test_results_written_are_read_back_the_same(tmp_path: Path) -> None:
    grid = run_grid("lost-legacy", [Cell({"players": 2}, ("greedy", "random"))], 5, seed=2)
    path = tmp_path / "r.json"
    write_result(grid.results[0], path)
    again = read_result(path)
    assert again.summary_json() == grid.results[0].summary_json()
    assert [r.actions for r in again.rows] == [r.actions for r in grid.results[0].rows]


def test_a_bad_cell_or_file_is_refused_before_any_game(tmp_path: Path) -> None:
    played: list[object] = []
    with pytest.raises(OptionError):
        run_grid("ni-no-kuni", [Cell({"players": 2}, ("greedy",) * 2), Cell({"boss": "nobody", "players": 2},
                 ("greedy",) * 2)], 2, on_cell=played.append)
    assert played == []
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "lost-legacy"}', encoding="utf-8")
    with pytest.raises(RecordError, match="not a 'meeple simulate --out' results file"):
        read_result(bad)

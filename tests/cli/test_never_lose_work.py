"""Issue 13 on the command line: set-up conventions, one player numbering, take-backs, and
never losing work (games stored as they finish, Ctrl-C, store checks, clean errors)."""

from __future__ import annotations

import json
import os
import signal
import threading
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

import meeple
from meeple.agents import make_agent
from meeple.agents.human import HumanAgent
from meeple.core.table import CannotUndoError, Table
from meeple.sim.runner import play_game
from meeple.sim.store import GameStore
from tests.cli.conftest import assert_clear_error, flat
from tests.cli.datagame import write_cards
from tests.cli.test_errors import data_toy_registered  # noqa: F401 - a fixture

ROOT = Path(__file__).resolve().parents[2]


def _meeple_process(*args: str, db: Path) -> subprocess.Popen:
    env = {**os.environ, "MEEPLE_DB": str(db), "COLUMNS": "100"}
    # Ctrl-C as at a terminal, even when this test run was started with SIGINT ignored (a
    # background job), which the child would inherit
    return subprocess.Popen([sys.executable, "-m", "meeple", *args], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


# -- set-up and conventions -----------------------------------------------------------------


def test_version_help_completion_and_python_m(meeple) -> None:
    assert meeple("--version").output.strip() == f"meeple {meeple_version()}"
    assert "Usage: meeple" in meeple("-h").output
    assert "Usage: meeple play" in meeple("play", "-h").output
    assert "--install-completion" in meeple("--help").output
    done = subprocess.run([sys.executable, "-m", "meeple", "--version"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and done.stdout.strip() == f"meeple {meeple_version()}"


def meeple_version() -> str:
    return meeple.__version__


def test_readme_says_how_to_run_the_commands_and_how_to_install_with_pipx() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "source .venv/bin/activate" in readme and "pipx install" in readme
    assert "P1..Pn" in readme and "from 0" in readme


def test_players_are_p1_to_pn_in_the_play_output_and_results(meeple, toy_registered) -> None:
    result = meeple("play", "toy", "--players", "random,random", "--seed", "11", "--no-store")
    assert result.exit_code == 0, result.output
    assert "P1: random" in result.output and "P2: random" in result.output
    assert "player 0" not in result.output.lower()


def test_bots_in_play_answer_within_about_two_seconds_by_default() -> None:
    for name in ("lords-of-war", "lost-legacy", "ni-no-kuni"):
        agent = make_agent("ismcts", meeple.load(name))
        assert agent.iterations is None and agent.time_limit is not None and agent.time_limit <= 2.0


# -- taking a choice back -------------------------------------------------------------------


def test_a_card_chosen_may_be_taken_back_until_its_square_is_chosen() -> None:
    table = Table(meeple.load("lords-of-war"), 3)
    before = table.to_json()["state"]
    assert table.undo_refusal(0) == "there is no earlier choice to take back"
    chosen = table.view(0).legal_actions[1]
    table.act(0, chosen)
    assert table.undo_refusal(1) is not None  # not P2's choice to take back
    assert table.undo_refusal(0) is None
    position = table.position
    table.undo(0)
    assert table.to_json()["state"] == before and table.position == position + 1
    table.act(0, chosen)
    table.act(0, table.view(0).legal_actions[0])  # the square: announced to everyone
    assert table.acting() == {1}
    with pytest.raises(CannotUndoError):
        table.undo(0)


def test_a_choice_that_drew_a_card_may_not_be_taken_back() -> None:
    table = Table(meeple.load("lords-of-war"), 3)
    for _ in range(60):  # until P1 draws a card in Reinforcement
        seat = min(table.acting())
        legal = table.view(seat).legal_actions
        draw = [a for a in legal if a.kind == "draw"]
        table.act(seat, draw[0] if draw else legal[0])
        if draw and table.acting() == {seat}:
            assert table.undo_refusal(seat) is not None
            return
    pytest.skip("no draw followed by the same seat's decision in this game")


def test_a_human_takes_back_a_choice_through_the_table() -> None:
    game = meeple.load("lords-of-war")
    answers = iter(["1", "u", "2", "1"] + ["1"] * 2000)
    human = HumanAgent(game, input_fn=lambda prompt: next(answers))
    human.console.quiet = True
    table = Table(game, 3, agents=["human", "greedy"])
    agents = [human, make_agent("greedy", game, seed=1)]
    seen: list[str] = []

    def after(t: Table, seat: int, action) -> None:
        seen.append("undo" if action is None else action.text())
        if len(seen) == 4:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        play_game(game, ["human", "greedy"], 3, agents=agents, table=table, after_action=after)
    assert seen[1] == "undo" and seen[0] != seen[2] and seen[0].startswith("play") and seen[2].startswith("play")
    assert [a.text() for a in table.actions][:2] == [seen[2], seen[3]]


# -- never lose work ------------------------------------------------------------------------


def _count(db: Path) -> int:
    try:
        with sqlite3.connect(db, timeout=5) as conn:
            return conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    except sqlite3.Error:
        return 0


def _wait_for_games(db: Path, proc: subprocess.Popen, at_least: int = 1, limit: float = 60.0) -> int:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        n = _count(db) if db.exists() else 0
        if n >= at_least:
            return n
        time.sleep(0.2)
    raise AssertionError("no game was stored while the simulation ran")


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _alive(pid: int) -> bool:
    try:  # a zombie (state Z) has exited; its new parent may not have reaped it yet
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        return False


def test_simulate_stores_games_as_they_finish_and_a_kill_keeps_them(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    proc = _meeple_process("simulate", "lost-legacy", "--players", "random,random", "-n", "50000",
                           "--seed", "1", "--jobs", "2", db=db)
    workers: list[int] = []
    try:
        _wait_for_games(db, proc)
        time.sleep(1.5)
        before_kill = _count(db)
        workers = _children(proc.pid)
        proc.kill()  # kill -9: no chance to flush or to shut the pool down
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert before_kill > 0 and _count(db) >= before_kill
    assert workers, "the simulation ran without worker processes"
    # the pool's workers notice that their parent is gone and exit
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(w) for w in workers):
        time.sleep(0.2)
    left = [w for w in workers if _alive(w)]
    for w in left:
        os.kill(w, signal.SIGKILL)
    assert not left, f"worker processes {left} outlived their parent"


def test_ctrl_c_keeps_the_finished_games_and_writes_their_summary(tmp_path: Path) -> None:
    db, out = tmp_path / "g.sqlite3", tmp_path / "out.json"
    proc = _meeple_process("simulate", "lost-legacy", "--players", "random,greedy", "-n", "50000",
                           "--seed", "2", "--jobs", "2", "--out", str(out), db=db)
    _wait_for_games(db, proc)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert "Interrupted" in stderr and "win rate" in stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["interrupted"] is True and data["games"] == len(data["rows"]) == _count(db) > 0


def test_simulate_progress_ticks_while_no_game_has_finished(toy_registered) -> None:
    from meeple.sim.tournament import run_tournament
    ticks: list[float] = []
    game = meeple.load("lords-of-war")
    run_tournament(game, ["ismcts:time=0.05", "greedy"], 1, seed=1, on_tick=lambda: ticks.append(1),
                   tick_seconds=0.05)
    assert ticks  # the clock moved during the one game


def test_a_locked_database_is_named_as_held_by_another_program(meeple, toy_registered, db: Path) -> None:
    GameStore(db).close()
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        result = meeple("play", "toy", "--players", "random,random", "--seed", "1")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert_clear_error(result, "another program holds it")
    assert "move the file away" not in result.output and "Result:" not in result.output


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True, reason="root writes read-only files")
def test_a_read_only_database_is_refused_before_playing(meeple, toy_registered, db: Path) -> None:
    GameStore(db).close()
    db.chmod(0o444)
    result = meeple("play", "toy", "--players", "random,random", "--seed", "1")
    assert_clear_error(result, "cannot write to the game database")
    assert "Result:" not in result.output


def test_an_unstorable_human_game_is_saved_to_a_named_file(meeple, toy_registered, monkeypatch, tmp_path) -> None:
    import importlib

    cli_app = importlib.import_module("meeple.cli.app")
    from meeple.sim.store import StoreError

    def refuse(*args, **kwargs):
        raise StoreError("disk full")

    monkeypatch.setattr(cli_app, "_store", refuse)
    result = meeple("play", "toy", "--players", "human,random", "--seed", "3", input="1\n1\n1\n")
    assert result.exit_code == 2 and "disk full" in result.output
    saved = list((tmp_path / "saved").glob("*.json"))  # beside the database (MEEPLE_DB)
    assert len(saved) == 1 and saved[0].name in flat(result.output).replace(" ", "")


def test_a_quit_human_game_without_save_is_kept(meeple, toy_registered, tmp_path) -> None:
    result = meeple("play", "toy", "--players", "human,random", "--seed", "3", input="quit\n")
    assert result.exit_code == 0 and "meeple play --resume" in flat(result.output)
    saved = list((tmp_path / "saved").glob("*.json"))
    assert len(saved) == 1 and Table.load(saved[0]).actions == []


def test_a_data_file_that_is_not_utf8_is_a_clean_error(meeple, data_toy_registered, tmp_path: Path) -> None:
    folder = write_cards(tmp_path / "cards")
    (folder / "cards.json").write_bytes(b'{"records": ["\xff"]}')
    result = meeple("play", "toy-data", "--players", "random,random", "--data-dir", str(folder))
    assert_clear_error(result, "cards.json", "not UTF-8")


def test_jobs_are_capped_at_the_games_and_cores(meeple, toy_registered) -> None:
    result = meeple("simulate", "toy", "--players", "random,random", "-n", "3", "--jobs", "999", "--no-store")
    assert result.exit_code == 0, result.output
    assert "--jobs 999: using" in flat(result.output)


def test_every_game_capped_warns_and_exits_non_zero(meeple, toy_registered) -> None:
    result = meeple("simulate", "toy", "--players", "random,random", "-n", "2", "--max-steps", "1", "--no-store")
    assert result.exit_code == 1
    assert "every game hit the step cap" in flat(result.output)


def test_a_long_agent_spec_is_shortened_in_the_error(meeple, toy_registered) -> None:
    spec = "ismcts:" + "x" * 100_000 + "=1"
    result = meeple("simulate", "toy", "--players", f"{spec},random", "-n", "1", "--no-store")
    assert_clear_error(result, "characters)")
    assert len(result.output) < 2_000


def test_replay_of_a_file_and_an_id_is_refused(meeple, tmp_path: Path) -> None:
    assert_clear_error(meeple("replay", str(tmp_path / "g.json"), "--id", "3"), "not both")


def test_lost_legacy_design_notes_are_in_docs_and_cited() -> None:
    notes = ROOT / "docs" / "lost_legacy_reconstruction.md"
    assert notes.exists()
    data = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "src/meeple/games/lost_legacy/data").glob("*.json"))
    assert "docs/lost_legacy_reconstruction.md" in data


def test_lost_legacy_data_dir_without_the_deck_file_is_data_file_not_found(meeple, tmp_path: Path) -> None:
    """As in the other games, a --data-dir that lacks the deck's file is refused, naming the
    file; the bundled deck is not used in its place."""
    folder = tmp_path / "decks"
    folder.mkdir()
    bundled = Path(meeple_module_dir(), "games", "lost_legacy", "data")
    (folder / "whitegold_spire.json").write_bytes((bundled / "whitegold_spire.json").read_bytes())
    result = meeple("play", "lost-legacy", "--players", "random,random", "--deck", "vorpal-sword",
                    "--data-dir", str(folder), "--no-store")
    assert_clear_error(result, str(folder / "vorpal_sword.json"), "data file not found")
    ok = meeple("play", "lost-legacy", "--players", "random,random", "--deck", "whitegold-spire",
                "--data-dir", str(folder), "--no-store")
    assert ok.exit_code == 0, ok.output


def meeple_module_dir() -> Path:
    return Path(meeple.__file__).parent


def test_ctrl_c_during_a_games_storing_keeps_summary_and_store_equal() -> None:
    """A Ctrl-C that arrives while a finished game is being handed to the store is raised
    after it is stored, so the summary and the database hold the same games."""
    from meeple.sim.tournament import run_tournament

    stored: list[int] = []

    def on_row(row) -> None:
        if len(stored) == 2:
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C in the middle of storing game 3
        stored.append(row.index)

    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signals reach the main thread only")
    # Python's own Ctrl-C handler, as in a terminal (the test run may have inherited SIGINT ignored)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        result = run_tournament(meeple.load("lost-legacy"), ["random", "random"], 20, seed=1, on_row=on_row)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert result.interrupted and len(result.rows) == len(stored) == 3

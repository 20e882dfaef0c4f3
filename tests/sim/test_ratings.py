"""OpenSkill ratings from a temporary store: the agent that wins more is rated higher, with an
uncertainty that shrinks with games; games that rank nobody are left out and counted."""

from __future__ import annotations

from pathlib import Path

from meeple.core.records import GameRecord
from meeple.sim.ratings import rate, ranks
from meeple.sim.store import GameStore
from tests.cli.conftest import flat


def _record(game: str, agents: list[str], returns: list[float] | None) -> GameRecord:
    return GameRecord(game=game, rules_version=1, options={}, seed=1, agents=agents, actions=[],
                      returns=returns, length=0, seconds=0.0, secret=True)


def _store(db: Path, records: list[GameRecord]) -> None:
    with GameStore(db) as store:
        store.add_many(records, "simulate")


def test_ranks_follow_the_returns_and_ties_share() -> None:
    assert ranks([1.0, -1.0]) == [1, 2]
    assert ranks([0.0, 1.0, 0.0]) == [2, 1, 2]


def test_the_stronger_agent_is_rated_higher_and_surer_with_more_games() -> None:
    games = [_record("lost-legacy", ["strong", "weak"] if i % 2 else ["weak", "strong"],
                     [1.0, -1.0] if i % 2 else [-1.0, 1.0]) for i in range(4)]
    few = rate(games)["lost-legacy"]
    many = rate(games * 10)["lost-legacy"]
    assert [r.spec for r in many.ratings] == ["strong", "weak"]
    strong, weak = many.ratings
    assert strong.mu > weak.mu and strong.low > weak.high  # 40 straight wins: the intervals part
    assert many.ratings[0].sigma < few.ratings[0].sigma and strong.games == 40 and many.rated == 40


def test_games_that_rank_nobody_are_left_out_and_counted() -> None:
    records = [
        _record("lost-legacy", ["greedy", "random"], [1.0, -1.0]),
        _record("lost-legacy", ["greedy", "greedy"], [1.0, -1.0]),  # one spec in every seat
        _record("lost-legacy", ["greedy", "random"], None),  # unfinished
        _record("ni-no-kuni", ["greedy", "random"], [1.0, 1.0]),  # cooperative
        _record("drakborgen", ["greedy"], [1.0]),  # one player
    ]
    out = rate(records)
    assert out["lost-legacy"].rated == 1
    assert out["lost-legacy"].skipped == {"one spec in every seat": 1, "unfinished": 1}
    assert out["ni-no-kuni"].skipped == {"cooperative": 1} and out["ni-no-kuni"].ratings == []
    assert out["drakborgen"].skipped == {"one player": 1}


def test_a_spec_in_several_seats_moves_once_per_game() -> None:
    out = rate([_record("lineage2", ["greedy", "random", "greedy"], [1.0, -1.0, -1.0])])["lineage2"]
    greedy = next(r for r in out.ratings if r.spec == "greedy")
    assert greedy.games == 1


def test_ratings_command_on_a_temporary_store(cli, db: Path) -> None:
    _store(db, [_record("lost-legacy", ["greedy", "random"], [1.0, -1.0]) for _ in range(6)]
           + [_record("lineage2", ["random", "greedy"], [-1.0, 1.0]) for _ in range(3)])
    result = cli("ratings")
    assert result.exit_code == 0, result.output
    text = flat(result.output)
    assert "lost-legacy: agent ratings (OpenSkill)" in text and "lineage2: agent ratings" in text
    assert "6 game(s) rated" in text and "95% interval" in text
    only = flat(cli("ratings", "--game", "lost-legacy").output)
    assert "lineage2" not in only and only.index("greedy") < only.index("random")


def test_ratings_without_a_database_create_none(cli, db: Path) -> None:
    result = cli("ratings")
    assert result.exit_code == 0 and "nothing to rate" in result.output and not db.exists()

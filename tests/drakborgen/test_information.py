"""What each seat may know, played through the Table (issue 9, Information; ruling D-HIDDEN):
the MONSTERKORT is the monster player's alone until it is read out, and nothing a seat is shown
(observation, choices and their descriptions, events, screen) depends on it."""

from __future__ import annotations

import json

from meeple.core.table import Table
from meeple.games.drakborgen.greedy import DrakborgenGreedy
from tests.drakborgen.helpers import game


def _shown(table: Table, seat: int | None) -> tuple:
    view = table.view(seat)
    return (json.dumps(view.observation, sort_keys=True), [(a.text(), d) for a, d in view.described],
            list(view.events), view.render())


def test_the_monsterkort_shows_nowhere_but_to_the_monster_player() -> None:
    """Along whole greedy games of three heroes: at every position with a MONSTERKORT in play,
    putting another card that fits what was read out changes nothing that the hero, the third
    seat or a spectator is shown; the monster player does see his card."""
    g = game(3)
    content = g.content
    checked = 0
    for seed in range(3):
        table = Table(g, seed)
        agents = [DrakborgenGreedy(g, seed=i) for i in range(3)]
        while not table.is_terminal:
            s = table._state
            if s.enc_card >= 0:
                ms, m = s.monster_seat(s.hero), s.enc_m
                others = [p for p in (None, 0, 1, 2) if p != ms]
                fits = [c for c in range(len(content.mon_kp)) if c != s.enc_card and content.mon_kp[c][m] > s.enc_dmg
                        and all((content.mon_wait if a == 0 else content.mon_flee)[c][m] == r for a, r in s.enc_seen)]
                base = {p: _shown(table, p) for p in others}
                for c in fits[:2]:
                    alt = s.clone()
                    alt.enc_card = c
                    twin = Table(g, seed, state=alt)
                    assert {p: _shown(twin, p) for p in others} == base
                    assert _shown(twin, ms)[0] != _shown(table, ms)[0]
                    checked += 1
            for seat in sorted(table.acting()):
                view = table.view(seat)
                table.act(seat, agents[seat].step(view, table.sampler(seat)), position=view.position)
    assert checked > 20

"""Yūbara Tori-Jima (rulebook "The new heroes", Yūbara): Avoid surprise attacks, Remain hidden;
curved sword (her STRIDSKORT), shuriken (resource meter), blowpipe with poison (expendable).

- Avoid surprise attacks: an överfall she triggers, T6: even, she reacts in time and meets the
  monster as normal; odd, the överfall as normal (:func:`avoid`).
- Remain hidden (``hide``, the encounter's first choice, not after an överfall: ruling
  D2-HERO-HIDE-WHEN): against a bergstroll, an orch or two orcs, a svartalv or a skelett she
  picks a T6 face in secret while the player on her right names two numbers (bergstroll, orcs)
  or three (svartalv, skelett), both at once (phase ``hide``; with one hero the game names them
  at random). A match: the encounter as normal; none: she ignores the monster.
- Shuriken (``shuriken n=k``): up to four in a row, one after another, each a T6 on the table
  (:mod:`.tables`), until the monster falls; before combat (it counts as an attack: combat
  follows) or instead of a combat round; also against the giant spider (phase ``spider``). Not
  in an encounter that began with an överfall she did not avoid. Thrown ones are gone.
- Blowpipe (``blowpipe``): once a game, before combat, not against the undead: T12, 1 misses
  (then combat: it counts as an attack), otherwise the monster is defeated (two orcs as one).
  Not after an överfall she did not avoid. No monster here is immune to magic.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from meeple.core.actions import Action, JointAction
from meeple.games.drakborgen.below import encounter_name, encounter_undead
from meeple.games.drakborgen.combat import end_encounter, label, resolve_spider, spider_missiles, start_fight, wound_monster
from meeple.games.drakborgen.content import BERGSTROLL, MONSTERS, ORCH, SKELETT, SVARTALV, TVA_ORCHER
from meeple.games.drakborgen.dice import roll
from meeple.games.drakborgen.flow import resume
from meeple.games.drakborgen.heroes_ii.tables import DEAD, MISS, SPIDER, TWO_ORCS_DEAD, hero_tables
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, HIDE, SPIDER as SPIDER_PHASE

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

HERO = "yubara"
HIDE_ACTION = Action("hide")
BLOWPIPE = Action("blowpipe")
MELEE = Action("melee")
CONCEAL = tuple(Action("conceal", face=f) for f in range(1, 7))
GUESSES = {n: tuple(Action("guess", faces="".join(map(str, c))) for c in combinations(range(1, 7), n)) for n in (2, 3)}
ALL_GUESSES = (*GUESSES[2], *GUESSES[3])
NAMED = {BERGSTROLL: 2, ORCH: 2, TVA_ORCHER: 2, SVARTALV: 3, SKELETT: 3}
"""The numbers the player on her right names against each monster she may hide from."""
VOLLEY = 4
"""She may always throw up to four shuriken in a row."""


def _meters(s: DrakborgenState, h: int) -> dict[str, int]:
    return s.ii.heroes.meters[h]  # type: ignore[union-attr]


def avoid(s: DrakborgenState, h: int) -> bool:
    """The överfall stands (True) or she avoided it (False): T6, even avoids."""
    r = roll(s, 6)
    if r % 2 == 0:
        s.emit(f"{s.game.hero_names[h]} rolls {r}: she reacts in time, no surprise attack")
        return False
    s.emit(f"{s.game.hero_names[h]} rolls {r}: too slow, the surprise attack strikes")
    return True


def _shuriken(s: DrakborgenState, h: int) -> list[Action]:
    n = min(VOLLEY, _meters(s, h)["shuriken"])
    return [Action("shuriken", n=k) for k in range(1, n + 1)]


def encounter_actions(s: DrakborgenState, h: int) -> list[Action]:
    if s.enc_ambush:  # an överfall she did not avoid: no hiding, no shuriken, no blowpipe
        return []
    m = _meters(s, h)
    acts: list[Action] = []
    first = not s.enc_waited and not s.enc_seen and "hid" not in m
    if first and s.enc_m in NAMED and encounter_name(s) is None:
        acts.append(HIDE_ACTION)
    acts += _shuriken(s, h)
    if m["blowpipe"] and not encounter_undead(s):
        acts.append(BLOWPIPE)
    return acts


def combat_actions(s: DrakborgenState, h: int) -> list[Action]:
    """Instead of a combat round: shuriken (not in an encounter begun by an överfall)."""
    return [] if s.enc_ambush else _shuriken(s, h)


# ---- remain hidden -------------------------------------------------------------------------

def apply_hide(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    _meters(s, h)["hid"] = 1
    n = NAMED[s.enc_m]
    s.emit(f"{s.game.hero_names[h]} hides in the shadows: she picks a T6 face in secret, "
           f"the player on her right names {n} numbers")
    s.phase = HIDE


def secret_actions(s: DrakborgenState, seat: int) -> list[Action]:
    """Her hidden face, or the right-hand player's numbers."""
    return list(CONCEAL) if seat == s.hero else list(GUESSES[NAMED[s.enc_m]])


def legal_hide(s: DrakborgenState) -> list[Action]:
    """One hero: she picks her face; the game names the numbers at random."""
    return list(CONCEAL)


def apply_conceal(s: DrakborgenState, a: Action) -> None:
    """One hero: the game's numbers, uniform among the sets of that size."""
    sets = GUESSES[NAMED[s.enc_m]]
    _seek(s, int(a["face"]), str(sets[int(s.rng.random() * len(sets))]["faces"]))  # type: ignore[arg-type]


def joint_hide(s: DrakborgenState, joint: JointAction) -> None:
    h = s.hero
    _seek(s, int(joint[h]["face"]), str(joint[s.monster_seat(h)]["faces"]))  # type: ignore[arg-type]


def _seek(s: DrakborgenState, face: int, faces: str) -> None:
    name = s.game.hero_names[s.hero]
    said = ", ".join(faces)
    if str(face) in faces:
        s.emit(f"Her die shows {face}; {said} named: the {label(s)} finds {name}")
        s.phase = ENCOUNTER
        return
    s.emit(f"Her die shows {face}; {said} named: {name} stays hidden and the {label(s)} passes by")
    end_encounter(s)
    resume(s)


# ---- shuriken ------------------------------------------------------------------------------

def _throw(s: DrakborgenState, h: int, n: int, column: int) -> bool:
    """Up to ``n`` shuriken at the monster of ``column``, one after another; True if it falls."""
    table = hero_tables(s.game.content.data_dir).shuriken
    m = _meters(s, h)
    name = s.game.hero_names[h]
    what = "giant spider" if column == SPIDER else label(s)
    for _ in range(n):
        m["shuriken"] -= 1
        r = roll(s, 6)
        cell = table[r - 1][column]
        if cell == MISS:
            s.emit(f"{name} throws a shuriken ({r}): it misses; {m['shuriken']} left")
            continue
        if cell == DEAD and column != TVA_ORCHER:
            s.emit(f"{name} throws a shuriken ({r}): the {what} is slain; {m['shuriken']} left")
            return True
        lost = TWO_ORCS_DEAD if cell == DEAD else cell
        said = f"{name} throws a shuriken ({r}): the {what} loses {lost} KP; {m['shuriken']} left"
        if wound_monster(s, lost, said, f"The {what} falls to her shuriken"):
            return True
    return False


def apply_shuriken(s: DrakborgenState, a: Action) -> None:
    """Shuriken before combat (then combat: an attack) or instead of a round; at the spider."""
    h = s.hero
    n = int(a["n"])  # type: ignore[arg-type]
    if s.phase == SPIDER_PHASE:
        if _throw(s, h, n, SPIDER):
            resume(s)
        else:
            resolve_spider(s, h)
        return
    if _throw(s, h, n, s.enc_m):
        end_encounter(s)
        resume(s)
        return
    if s.phase == ENCOUNTER:
        start_fight(s)
    else:
        s.phase = COMBAT


def joint_combat(s: DrakborgenState, joint: JointAction) -> bool:
    """Shuriken instead of a combat round: the monster player's card is not played (True:
    done here; False: a round of letters, the base game's)."""
    if joint[s.hero].kind != "shuriken":
        return False
    apply_shuriken(s, joint[s.hero])
    return True


# ---- the giant spider ----------------------------------------------------------------------

def spider(s: DrakborgenState, h: int) -> bool:
    """The giant spider: with shuriken left she decides first (True: phase ``spider``)."""
    return spider_missiles(s, h, _meters(s, h)["shuriken"], "shuriken")


def legal_spider(s: DrakborgenState) -> list[Action]:
    return [*_shuriken(s, s.hero), MELEE]


def apply_melee(s: DrakborgenState, a: Action) -> None:
    resolve_spider(s, s.hero)


# ---- the blowpipe --------------------------------------------------------------------------

def apply_blowpipe(s: DrakborgenState, a: Action) -> None:
    h = s.hero
    _meters(s, h)["blowpipe"] = 0
    r = roll(s, 12)
    if r == 1:
        s.emit(f"{s.game.hero_names[h]} uses her blowpipe ({r}): the dart misses")
        start_fight(s)
        return
    s.emit(f"{s.game.hero_names[h]} uses her blowpipe ({r}): the poison fells the {label(s)}")
    end_encounter(s)
    resume(s)


assert MONSTERS[SPIDER - 1] == "tva_orcher"

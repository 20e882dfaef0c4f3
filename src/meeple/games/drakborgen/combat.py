"""Monsters: the encounter and the combat rounds (reference section 11, proposals 17.1 and 17.4).

The monster player (the seat on the hero's right; the game itself with one hero) draws a
MONSTERKORT in secret. The hero attacks, waits or flees; the card says how the monster reacts
and how many KP it has. Combat is fought in rounds with STRIDSKORT chosen in secret by both
sides: A beats B, B beats C, C beats A; the loser loses 1 KP, 2 if the winner played its special
letter; a tie costs both 1 KP. After a round in which he wounded the monster the hero may announce
an escape: in the next round he deals no damage, and if he is not wounded in it he gets away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action, JointAction
from meeple.games.drakborgen.actions import ATTACK, AWAIT, BLIND, ESCAPE, FIGHT, FLEE, LETTERS, SHOOT, STRIKES
from meeple.games.drakborgen.content import (
    F_BACKSTAB,
    F_ESCAPE,
    MONSTER_NAMES,
    R_BLINDING,
    TF,
    W_FLEES,
    W_PASSIVE,
)
from meeple.games.drakborgen.amulet_triggers import fires
from meeple.games.drakborgen.dice import amount, formula, roll
from meeple.games.drakborgen.below import catacomb_content, down_again, flee_down
from meeple.games.drakborgen.flow import flee_back, hurt, resume
from meeple.games.drakborgen.phases import COMBAT, ENCOUNTER, ESCAPE as ESCAPE_PHASE, SPIDER as SPIDER_PHASE
from meeple.games.drakborgen.unarmed import fight as unarmed_fight
from meeple.games.drakborgen.unarmed import is_unarmed, spider_flight
from meeple.games.drakborgen.ways import can_flee

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

WAIT_SAID = ("flees", "stays passive", "attacks")
FLEE_SAID = ("lets him go", "strikes at his back", "follows him")

AMBUSH_DAMAGE = (12, 0, TF)
"""An överfall costs T12 - TF before anything else (reference 11.3)."""


def start_encounter(s: DrakborgenState, h: int, m: int, ambush: bool) -> None:
    """Monster type ``m`` meets hero ``h``; the monster player draws a MONSTERKORT (the deck is
    shuffled before every draw, ruling D-MONSTERKORT). An ambush strikes first."""
    content = s.game.content
    if ambush and s.ii is not None:  # Drakborgen II: a new hero may avoid the överfall (heroes_ii)
        ambush = s.game.HERO_AMBUSH(s, h)
    s.enc_m = m
    s.enc_card = int((s.rng if s._rng_shared else s._rng).random() * len(content.mon_kp))  # as dice.roll reads it
    s.enc_dmg = 0
    s.enc_ambush = ambush
    s.enc_seen = []
    s.enc_wounded = s.enc_shot = s.enc_waited = s.enc_escaping = False
    s.fled = -1
    ms = s.monster_seat(h)
    said = s.game.said  # shared lines, formatted when read (narration.py)
    s.events.append(said.confronts[label(s), ambush, h, ms])
    if ms >= 0:
        s.events.append(said.card[ms, s.enc_card, m])  # the MONSTERKORT, to its monster player only
    s.phase = ENCOUNTER
    if s.ii is not None and s.ii.amulet[h] >= 0:  # Drakborgen II: an amulet against monsters or ambushes
        if not ambush and fires(s, h, "monster"):
            _defeated(s, "flees from the amulet")
            return
        if ambush and fires(s, h, "ambush"):
            s.emit("The amulet warns him: the ambush costs no KP")
            return
    damage = AMBUSH_DAMAGE if s.ii is None else s.game.HERO_AMBUSH_DAMAGE(s, h, AMBUSH_DAMAGE)  # Drakborgen II
    if ambush and not hurt(s, h, amount(s, h, damage), f"ambush, {formula(damage)}"):
        end_encounter(s)
        resume(s)


def label(s: DrakborgenState) -> str:
    """The monster met, by name: its type's, or its own when it fights as that type."""
    cat = s.cat  # below.encounter_name, inline
    if cat is not None and cat.enc_who >= 0:
        return catacomb_content(s.game).under_name[cat.enc_who] or MONSTER_NAMES[s.enc_m]
    return MONSTER_NAMES[s.enc_m]


def wound_monster(s: DrakborgenState, lost: int, said: str, fallen: str) -> bool:
    """The monster met loses ``lost`` KP to a hero's missile (``said`` tells it); True, with
    ``fallen`` told as well, if that was the last of its KP. Ending the encounter is the
    caller's (Drakborgen II: Durim's daggers, Iril's slingshot, Yūbara's shuriken)."""
    s.enc_dmg += lost
    s.emit(said)
    if s.enc_dmg >= s.game.content.mon_kp[s.enc_card][s.enc_m]:
        s.emit(fallen)
        return True
    return False


def run_away(s: DrakborgenState, h: int) -> bool:
    """The hero gets away: back where he came from, or, just come up from the catacombs, back
    down (then he sets his arrow: False, the caller must not resume)."""
    if flee_down(s, h):
        down_again(s, h)
        return False
    flee_back(s, h)
    return True


def end_encounter(s: DrakborgenState) -> None:
    if s.cat is not None:
        s.cat.enc_who = -1
    if s.ii is not None:  # Drakborgen II: a new hero's marks for this encounter go
        s.game.HERO_END(s)
    s.enc_m = s.enc_card = -1
    s.enc_dmg = 0
    s.enc_seen = []
    s.enc_ambush = s.enc_wounded = s.enc_shot = s.enc_waited = s.enc_escaping = False


def legal_encounter(s: DrakborgenState) -> list[Action]:
    """Attack always; wait, not after an ambush nor twice; flee when the way back is open;
    the Ring of Blinding and the crossbow, not after an ambush."""
    h = s.hero
    acts = [ATTACK]
    if not s.enc_ambush and not s.enc_waited:
        acts.append(AWAIT)
    if can_flee(s, h) or flee_down(s, h):
        acts.append(FLEE)
    if not s.enc_ambush:
        if s.ring[h] == R_BLINDING and not s.ring_used[h]:
            acts.append(BLIND)
        if s.game.content.hero_crossbow[s.game.hero_ids[h]] and not s.enc_shot:
            acts.append(SHOOT)
    if s.game.new_hero[s.hero]:  # Drakborgen II: a new hero's abilities (heroes_ii), as he may use them
        acts += s.game.HERO_ENCOUNTER(s)
        return s.game.HERO_ENCOUNTER_FILTER(s, acts)
    return acts


def _defeated(s: DrakborgenState, how: str) -> None:
    s.events.append(s.game.said.line["The {} {}", label(s), how])
    end_encounter(s)
    resume(s)


def _fight(s: DrakborgenState) -> None:
    """Combat begins: with STRIDSKORT, or for a hero without them the unarmed dice rounds to
    the end (Drakborgen II, :mod:`.unarmed`); Dzála's oracaz fights its own dice rounds."""
    if s.game.new_hero[s.hero]:  # Drakborgen II: Chārāk-Hai's T6 as combat begins (heroes_ii)
        s.game.HERO_BEGINS(s)
    won = s.game.HERO_FIGHT(s) if s.game.new_hero[s.hero] else None  # Dzála's oracaz
    if won is not None:
        if won:
            _defeated(s, "is slain")
        else:
            end_encounter(s)
            resume(s)
        return
    if is_unarmed(s, s.hero):
        if unarmed_fight(s):
            _defeated(s, "is slain")
        else:
            end_encounter(s)
            resume(s)
        return
    s.phase = COMBAT
    s.events.append(s.game.said.combat[s.hero, label(s)])


start_fight = _fight
"""Combat begins (for a new hero's attack that did not end the encounter, :mod:`.heroes_ii`)."""


def apply_attack(s: DrakborgenState, a: Action) -> None:
    _fight(s)


def apply_await(s: DrakborgenState, a: Action) -> None:
    """The MONSTERKORT's reaction to a waiting hero: it flees, stays passive (the hero chooses
    again, but may not wait again: ruling D-PASSIVE) or attacks."""
    content = s.game.content
    r = content.mon_wait[s.enc_card][s.enc_m]
    s.enc_waited = True
    s.events.append(s.game.said.line["{} waits; the {} {}", s.game.hero_names[s.hero], label(s), WAIT_SAID[r]])
    if r == W_FLEES:
        end_encounter(s)
        resume(s)
        return
    s.enc_seen.append([0, r])
    if r == W_PASSIVE:
        s.phase = ENCOUNTER
    else:
        _fight(s)


def apply_flee(s: DrakborgenState, a: Action) -> None:
    """The MONSTERKORT's reaction to a fleeing hero: he gets away, is struck in the back as he
    goes, or the monster follows and fights."""
    content = s.game.content
    h, c, m = s.hero, s.enc_card, s.enc_m
    r = content.mon_flee[c][m]
    s.events.append(s.game.said.line["{} flees; the {} {}", s.game.hero_names[h], label(s), FLEE_SAID[r]])
    if r == F_ESCAPE or r == F_BACKSTAB:
        end_encounter(s)
        s.fled = r  # read out: public once the card is put away (a 0-KP stab looks like an escape)
        if (r == F_ESCAPE or hurt(s, h, amount(s, h, content.mon_stab[c][m]), "struck in the back")) \
                and not run_away(s, h):
            return
        resume(s)
        return
    s.enc_seen.append([1, r])
    _fight(s)


def apply_blind(s: DrakborgenState, a: Action) -> None:
    s.ring_used[s.hero] = True
    _defeated(s, "is blinded by the ring and defeated")


def apply_shoot(s: DrakborgenState, a: Action) -> None:
    """Bardhor's crossbow: one shot before melee; it counts as an attack (ruling D-CROSSBOW)."""
    content = s.game.content
    m = s.enc_m
    hit, damage = content.crossbow[m]
    s.enc_shot = True
    r = roll(s, 12)
    if r >= hit:
        n = amount(s, s.hero, (damage[0], damage[1], -1))
        s.enc_dmg += n
        s.emit(f"The crossbow bolt hits ({r}, {hit} needed): the {label(s)} loses {n} KP")
        if s.enc_dmg >= content.mon_kp[s.enc_card][m]:
            _defeated(s, "falls to the crossbow")
            return
    else:
        s.emit(f"The crossbow bolt misses ({r}, {hit} needed)")
    _fight(s)


def combat_legal(s: DrakborgenState, seat: int) -> list[Action]:
    """A seat's choices at the simultaneous combat round: the hero's or the monster player's
    three STRIDSKORT (Drakborgen II: a new hero's other choices, and the new heroes' secret
    choices, :mod:`.heroes_ii`)."""
    if s.ii is not None:
        if s.phase != COMBAT:
            return s.game.HERO_SECRET(s, seat)
        if seat == s.hero and s.game.new_hero[seat]:
            return [*STRIKES, *s.game.HERO_COMBAT(s)]
    return list(STRIKES)


def legal_combat(s: DrakborgenState) -> list[Action]:
    """With one hero the round is the hero's decision alone; the monster's card is chance."""
    if s.game.new_hero[s.hero]:
        return [*STRIKES, *s.game.HERO_COMBAT(s)]
    return list(STRIKES)


def legal_escape(s: DrakborgenState) -> list[Action]:
    """After a round in which he wounded the monster: fight on, or announce an escape."""
    return [FIGHT, ESCAPE]


def apply_fight(s: DrakborgenState, a: Action) -> None:
    s.phase = COMBAT


def apply_escape(s: DrakborgenState, a: Action) -> None:
    """The hero announces an escape (reference 11.4, ruling D-ESCAPE): this round he deals no
    damage; if he is not wounded in it, he runs back where he came from."""
    s.enc_escaping = True
    s.events.append(s.game.said.line["{} tries to escape: this round he deals no damage", s.game.hero_names[s.hero]])
    s.phase = COMBAT


def apply_solo_round(s: DrakborgenState, a: Action) -> None:
    """One hero: the game plays the monster, whose STRIDSKORT is drawn at random (ruling
    D-SOLO)."""
    resolve_round(s, LETTERS.index(a["card"]), int(s.rng.random() * 3))


def apply_joint_round(s: DrakborgenState, joint: JointAction) -> None:
    h = s.hero
    ii = s.ii
    if ii is not None:  # Drakborgen II: a new hero's secret choice, or the round counted (heroes_ii.hooks.joint)
        if s.phase == COMBAT and not s.game.new_hero[h]:  # no own combat choice: joint's count, inline
            m = ii.heroes.meters[h]
            m["rounds"] = m.get("rounds", 0) + 1
        elif s.game.HERO_JOINT(s, joint):
            return
    (first, a), (_, b) = joint.choices  # the hero and his monster player, in seat order: both STRIDSKORT
    if first != h:
        a, b = b, a
    resolve_round(s, _LETTER[a.params[0][1]], _LETTER[b.params[0][1]])


_LETTER = {L: i for i, L in enumerate(LETTERS)}
"""A STRIDSKORT's letter (a ``strike`` action's one parameter, ``card``) -> its index."""


def resolve_round(s: DrakborgenState, hl: int, ml: int) -> None:
    """Both cards revealed: damage as the letters say; an escaping hero deals none and gets
    away if he was not wounded in the round. After a round in which he wounded the monster and
    while the way back is open, the hero decides whether to try to escape."""
    content = s.game.content
    h, m = s.hero, s.enc_m
    escaping = s.enc_escaping
    s.enc_escaping = False
    special = content.hero_special[s.game.hero_ids[h]]
    if hl == ml:
        to_hero, to_monster = 1, 1
    elif (ml - hl) % 3 == 1:
        to_hero, to_monster = 0, (2 if hl == special else 1)
    else:
        to_hero, to_monster = (2 if ml == content.monster_special[m] else 1), 0
    if escaping:
        to_monster = 0
    elif to_monster and s.game.new_hero[s.hero]:  # Drakborgen II: a berserk's blows cost double (heroes_ii)
        to_monster = s.game.HERO_DEALS(s, to_monster)
    monster = label(s)
    s.events.append(s.game.said.plays[h, hl, monster, ml, to_monster])  # shared, formatted when read (narration.py)
    s.enc_dmg += to_monster
    s.enc_wounded = to_monster > 0
    if to_hero and not hurt(s, h, to_hero, f"the {monster}'s blow"):
        end_encounter(s)
        resume(s)
        return
    if s.enc_dmg >= content.mon_kp[s.enc_card][m]:
        _defeated(s, "is slain")
        return
    if escaping and not to_hero:
        end_encounter(s)
        if run_away(s, h):
            resume(s)
        return
    if s.enc_wounded and (can_flee(s, h) or flee_down(s, h)):
        s.phase = ESCAPE_PHASE


def spider(s: DrakborgenState, h: int) -> None:
    """Jättespindel: each round T6, low enough kills it, otherwise the hero loses 1 KP
    (reference 9, proposal). Unarmed (Drakborgen II) the hero cannot kill it: he can only get
    away (:func:`.unarmed.spider_flight`), back where he came from if that way is open, and
    otherwise clear of it where he stands (ruling D2-SPIDER)."""
    if s.ii is not None and s.game.HERO_SPIDER(s, h):  # Drakborgen II: a new hero's choice first
        return
    resolve_spider(s, h)


def spider_missiles(s: DrakborgenState, h: int, left: int, what: str) -> bool:
    """Drakborgen II: hero ``h`` with ``left`` missiles (``what``, plural: "daggers",
    "shuriken") decides first whether to throw them at the giant spider. True: he decides now
    (phase ``spider``); False: he has none left and the spider is fought as usual."""
    if not left:
        return False
    s.emit(f"{s.game.hero_names[h]} may throw {what} at the giant spider")
    s.phase = SPIDER_PHASE
    return True


def resolve_spider(s: DrakborgenState, h: int) -> None:
    """The giant spider's rounds (see :func:`spider`)."""
    if is_unarmed(s, h):
        if spider_flight(s, h) and s.status[h] == 0:
            if can_flee(s, h) or flee_down(s, h):
                if not run_away(s, h):
                    return
        resume(s)
        return
    kills = s.game.content.spider_kills
    while True:
        r = roll(s, 6)
        if r <= kills:
            s.emit(f"{s.game.hero_names[h]} rolls {r}: the giant spider dies")
            break
        if not hurt(s, h, 1, f"the giant spider bites ({r})"):
            break
    resume(s)

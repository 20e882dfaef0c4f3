"""What the cards do (reference sections 8-10): RUMSKORT, FÄLLKORT, SÖKNINGSKORT,
RUMSLETNINGSKORT, KISTKORT, the searches that draw them, the items found and the Ring of
Warning."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.actions import Action
from meeple.games.drakborgen.actions import ENDURE, LEAVE, LOOT, OPEN, WARN
from meeple.games.drakborgen.amulet_triggers import fires
from meeple.games.drakborgen.combat import spider, start_encounter
from meeple.games.drakborgen.content import (
    CHESTS,
    CORPSES,
    DECK_TITLES,
    E_AMBUSH,
    E_CAVE_IN,
    E_CHEST,
    E_CORPSE,
    E_CURSE,
    E_DAMAGE,
    E_EXPLOSION,
    E_GAS,
    E_GOLD,
    E_ITEM,
    E_MONSTER,
    E_SECRET_DOOR,
    E_SHUFFLE,
    E_SPIDER,
    E_TORCH,
    E_TRAP,
    E_TRAPDOOR,
    I_POTION,
    R_WARNING,
    ROOMS,
    SEARCHES,
    TRAPS,
    VF,
)
from meeple.games.drakborgen.decks import discard, draw
from meeple.games.drakborgen.expansion import E_AMULET, E_AMULET_HALF, E_WAY_DOWN
from meeple.games.drakborgen.dice import amount, formula, roll, test
from meeple.games.drakborgen.flow import heal, hurt, kill, resume
from meeple.games.drakborgen.phases import BODY, CHEST, WARN as WARN_PHASE

if TYPE_CHECKING:
    from meeple.games.drakborgen.state import DrakborgenState

KEPT = frozenset((E_ITEM, E_GOLD, E_AMULET, E_AMULET_HALF))
"""Cards the hero keeps (Drakborgen II: an amulet found, an amulet half); all others go to the
bottom of their deck once read."""


def card_name(s: DrakborgenState, d: int, k: int) -> str:
    content = s.game.content
    return f"{DECK_TITLES[d]} {content.card_name[d][k]} ({content.card_english[d][k]})"


def draw_and_resolve(s: DrakborgenState, h: int, d: int) -> None:
    """Hero ``h`` draws from deck ``d`` and the card takes effect."""
    k = draw(s, d)
    if k < 0:
        s.emit(f"No {DECK_TITLES[d]} are left to draw")
        resume(s)
        return
    s.events.append(s.game.said.draws[h, d, k])  # shared, formatted when read (narration.py)
    if s.game.content.card_effect[d][k] not in KEPT:  # decks.discard, inline: face up to the bottom
        s.decks[d].insert(0, k)
        s.known[d] += 1
    resolve(s, h, d, k)


def room_card(s: DrakborgenState, h: int) -> None:
    """A RUMSKORT, on entering an ordinary room (also on re-entry; reference section 6)."""
    if s.ii is not None:
        s.ii.drew_room = True  # a teleportation later this turn draws none (Drakborgen II)
    draw_and_resolve(s, h, ROOMS)


def draw_trap(s: DrakborgenState, h: int) -> None:
    """A FÄLLKORT: a new trap room, or a search that springs a trap."""
    extra = s.game.HERO_TRAP(s, h) if s.game.new_hero[h] else 0  # Drakborgen II: a new hero's extra KP
    if extra and not hurt(s, h, extra, "caught leaping"):
        resume(s)
        return
    draw_and_resolve(s, h, TRAPS)


def resolve(s: DrakborgenState, h: int, d: int, k: int) -> None:
    content = s.game.content
    effect = content.card_effect[d][k]
    if s.game.new_hero[h] and s.game.HERO_IGNORES(s, h, d, k):  # Drakborgen II: a new hero passes it by
        resume(s)
        return
    if d == TRAPS and effect != E_SHUFFLE and s.game.face_down and s.game.HERO_DODGE(s, h):  # Dzála's oracaz
        resume(s)
        return
    if effect >= E_WAY_DOWN:  # Drakborgen II's new effects (:mod:`.ii_cards`, through the game's table)
        s.game.RESOLVE_II(s, h, d, k)
        return
    if effect == E_MONSTER or effect == E_AMBUSH:
        start_encounter(s, h, content.card_monster[d][k], effect == E_AMBUSH)
        return
    if effect == E_SPIDER:
        spider(s, h)
        return
    if effect == E_CORPSE:
        s.phase = BODY
        return
    if effect == E_CHEST:
        s.phase = CHEST
        return
    if effect == E_TRAP:
        draw_trap(s, h)
        return
    if d == TRAPS and s.ii is not None and s.ii.amulet[h] >= 0 and fires(s, h, "trap"):
        s.emit(f"The amulet keeps {s.game.hero_names[h]} from the trap")
        resume(s)
        return
    if content.card_trap[d][k] and s.ring[h] == R_WARNING and not s.ring_used[h]:
        s.warn_deck, s.warn_card = d, k
        s.phase = WARN_PHASE
        return
    effect_now(s, h, d, k)
    resume(s)


def effect_now(s: DrakborgenState, h: int, d: int, k: int) -> None:
    """The effects that need no decision."""
    content = s.game.content
    effect = content.card_effect[d][k]
    name = s.game.hero_names[h]
    damage = content.card_damage[d][k]
    if effect == E_TORCH and s.ii is not None:  # Drakborgen II: "Facklan slocknar" ends a berserk (heroes_ii)
        s.game.HERO_TORCH(s, h)
    if effect == E_DAMAGE:
        hurt(s, h, amount(s, h, damage), f"{content.card_english[d][k]}, {formula(damage)}")
    elif effect == E_TORCH and s.game.new_hero[h] and s.game.HERO_SEES(s, h, "torch"):  # Dzála's light orb
        pass
    elif effect == E_TORCH and s.ii is not None and fires(s, h, "torch"):
        s.emit(f"{name}'s amulet shines: the torch stays lit")
    elif effect == E_TORCH:
        s.torch[h] = True
        s.events.append(s.game.said.line["{}'s torch goes out: he must relight it before he can go on", name])
    elif effect == E_CAVE_IN:
        # The hero's guess is irrelevant to the odds (ruling D-CAVE-IN): one face in six kills.
        r = roll(s, 6)
        if r == 1:
            kill(s, h, "crushed by the falling roof")
        else:
            hurt(s, h, amount(s, h, damage), f"falling stones ({r})")
    elif effect == E_TRAPDOOR:
        if not test(s, h, VF, "jump clear of the trapdoor"):
            if s.ii is not None and fires(s, h, "fall"):
                s.emit(f"{name} floats over the trapdoor: the amulet keeps him from falling")
            elif hurt(s, h, amount(s, h, damage), "falls into the pit"):
                s.pit[h] = True
    elif effect == E_GAS or effect == E_EXPLOSION:
        if hurt(s, h, amount(s, h, damage), f"{content.card_english[d][k]}, {formula(damage)}"):
            turns = amount(s, h, content.card_turns[d][k])
            s.skip[h] += turns
            s.emit(f"{name} will lose {turns} turn(s)")
    elif effect == E_CURSE:
        s.skip[h] += 1
        s.emit(f"{name} is cursed and will lose his next turn")
    elif effect == E_ITEM:
        if content.card_item[d][k] == I_POTION and s.potion(h) >= 0:
            discard(s, d, k)
            s.emit(f"{name} can carry only one potion and leaves this one")
        else:
            s.items[h].append([d, k])
    elif effect == E_GOLD:
        s.items[h].append([d, k])
        s.emit(f"{name} takes it: {content.card_gold[d][k]} gm")
    elif effect == E_SECRET_DOOR:
        s.secret[h] = s.pos[h]
        s.emit(f"{name} finds a secret door: he may leave through any wall of this room")
    if s.ii is not None and effect in (E_DAMAGE, E_CAVE_IN, E_GAS, E_EXPLOSION) and s.status[h] == 0:
        s.game.HERO_ALSO(s, h, d, k)  # Drakborgen II: Dzála's oracaz rolls too


def legal_body(s: DrakborgenState) -> list[Action]:
    return [LOOT, LEAVE]


def legal_chest(s: DrakborgenState) -> list[Action]:
    return [OPEN, LEAVE]


def legal_warn(s: DrakborgenState) -> list[Action]:
    return [WARN, ENDURE]


def apply_loot(s: DrakborgenState, a: Action) -> None:
    """Search the dead adventurer: a SÖKNINGSKORT."""
    draw_and_resolve(s, s.hero, CORPSES)


def apply_open(s: DrakborgenState, a: Action) -> None:
    """Open the chest: a KISTKORT."""
    draw_and_resolve(s, s.hero, CHESTS)


def apply_leave(s: DrakborgenState, a: Action) -> None:
    resume(s)


def apply_warn(s: DrakborgenState, a: Action) -> None:
    """The Ring of Warning: the trap on the card does nothing; the ring is spent."""
    h = s.hero
    s.ring_used[h] = True
    s.emit(f"{s.game.hero_names[h]}'s Ring of Warning glows: the trap does him no harm")
    s.warn_deck = s.warn_card = -1
    resume(s)


def apply_endure(s: DrakborgenState, a: Action) -> None:
    d, k = s.warn_deck, s.warn_card
    s.warn_deck = s.warn_card = -1
    effect_now(s, s.hero, d, k)
    resume(s)


def apply_search(s: DrakborgenState, a: Action) -> None:
    """Search the room instead of moving: a RUMSLETNINGSKORT (reference 8.4)."""
    h = s.hero
    s.searches[h] += 1
    draw_and_resolve(s, h, SEARCHES)


def apply_drink(s: DrakborgenState, a: Action) -> None:
    """Drink the potion: T6 KP back; the card goes under its deck. The turn goes on."""
    h = s.hero
    d, k = s.items[h].pop(s.potion(h))
    discard(s, d, k)
    heal(s, h, amount(s, h, s.game.content.potion_heal), "potion")


def apply_heal(s: DrakborgenState, a: Action) -> None:
    """The Ring of Healing: KP back, and the hero does nothing else this turn."""
    h = s.hero
    s.ring_used[h] = True
    heal(s, h, s.game.content.ring_heal, "Ring of Healing")
    resume(s)

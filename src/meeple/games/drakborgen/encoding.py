"""Integer actions and the observation tensor of Drakborgen (docs/adapters.md).

The space follows the content's board (``move``, ``unlock``, ``secret`` and ``flight`` to
every square, row by row from ``a1``), the towers, the four rings and the three STRIDSKORT.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.adapters.encoding import ActionSpace, Form, Layout, Writer, cached, one_hot_index
from meeple.games.drakborgen import actions as A
from meeple.games.drakborgen.board import square_name
from meeple.games.drakborgen.heroes_ii import BASE_HEROES
from meeple.games.drakborgen.heroes_ii import FORMS as HERO_FORMS
from meeple.games.drakborgen.heroes_ii.state import START as HERO_START
from meeple.games.drakborgen.content import DECK_SIZES, DECK_TITLES, FLEE_REACTIONS, MONSTER_NAMES, RINGS, TILE_TYPES, WAIT_REACTIONS
from meeple.games.drakborgen.magic_rings import II_RINGS, SEEK_CARDS, ring_ids
from meeple.games.drakborgen.phases import II_PHASES, PHASES
from meeple.games.drakborgen.preparations import TOWER_IDS

if TYPE_CHECKING:
    from meeple.core.view import View
    from meeple.games.drakborgen.game import DrakborgenGame

SIMPLE = ("grope", "search", "stay", "pass", "stop", "drink", "heal", "loot", "open", "leave", "warn", "endure",
          "attack", "await", "flee", "blind", "shoot", "fight", "escape")
"""The actions without parameters (drakborgen/actions.py)."""
TILE_KINDS = (*TILE_TYPES, "tower", "chamber")
II_TILE_KINDS = (*TILE_KINDS, "bridge", "floor")
"""With Drakborgen II: the bridge and the floor tile (see ``content.TILE_NAMES``)."""


def tile_kinds(game: DrakborgenGame) -> tuple[str, ...]:
    return II_TILE_KINDS if getattr(game, "expansion", False) else TILE_KINDS


def phases(game: DrakborgenGame) -> tuple[str, ...]:
    return II_PHASES if getattr(game, "expansion", False) else PHASES


def ii_forms(game: DrakborgenGame) -> list[Form]:
    """Drakborgen II's actions (the catacombs' and the amulets' and teleportation's)."""
    if not getattr(game, "expansion", False):
        return []
    return [Form("descend", dir=SIDES), Form("arrow", dir=SIDES), Form("orient", rot=range(4)),
            Form("surface", to=squares(game)), Form("lay", rot=range(4)), Form("portal", tower=TOWER_IDS),
            Form("keep", amulet=game.content.amulet_id), Form("force", to=squares(game)),
            *(Form(name) for name in ("climb", "delve", "ascend", "read", "wear", "throw", "mend")),
            *(Form(name) for name in ("accept", "reject", "seek", "lift")), Form("pick", slot=range(SEEK_CARDS)),
            *(Form(name, **params) for name, params in HERO_FORMS.items())]
STATUS = ("inside", "escaped", "dead")
SIDES = "NESW"
HERO = 40
"""Tensor entries per hero besides its square (see the layout)."""
NEW_HERO = 8 + 4
"""Drakborgen II: tensor entries per hero for the new heroes (which one, four meters)."""
CATACOMB_HERO = 7
"""Drakborgen II: tensor entries per hero for the catacombs besides the arrow's square."""


def squares(game: DrakborgenGame) -> tuple[str, ...]:
    """The board's squares, row by row from ``a1``."""
    c = game.content
    return cached(game, "squares", lambda: tuple(square_name(sq, c.cols) for sq in range(c.rows * c.cols)))


def action_space(game: DrakborgenGame) -> ActionSpace:
    assert all(getattr(A, name.upper()).kind == name for name in SIMPLE)
    sq = squares(game)
    return ActionSpace([
        Form("tower", tower=TOWER_IDS),
        Form("ring", ring=ring_ids(game)),
        Form("move", to=sq),
        Form("unlock", to=sq),
        Form("secret", to=sq),
        Form("flight", to=sq),
        Form("strike", card=A.LETTERS),
        *(Form(name) for name in SIMPLE),
        *ii_forms(game),
    ])


def observation_layout(game: DrakborgenGame) -> Layout:
    p, q = game.num_players, len(squares(game))
    kinds = tile_kinds(game)
    layout = (Layout()
              .add("me", p, "the observing seat, one-hot")
              .add("current_player", p, "who decides now, one-hot (all 0 at the end)")
              .add("hero", p, "whose turn it is, one-hot")
              .add("first", p, "the first player, one-hot")
              .add("phase", len(phases(game)), f"one-hot over {', '.join(phases(game))}")
              .add("clock", 2, "round / sun rounds, the corridor's free move")
              .add("tiles", q * (1 + len(kinds) + 12),
                   f"per square (row by row): explored, kind one-hot over {', '.join(kinds)}, "
                   "openings N E S W, doors N E S W, portcullises N E S W")
              .add("hero_square", p * q, "per hero, its square, one-hot")
              .add("heroes", p * HERO, "per hero: status one-hot (inside, escaped, dead) 3, KP / 20, max KP / 20, "
                                       "SF VF RF TF / 10 (4), gold / 500, items / 10, treasure cards / 10, ring one-hot 4, "
                                       "ring used, torch out, in a pit, turns to skip, at its secret door, searches / 3, "
                                       "no flight, tower one-hot 4, hero one-hot 4, crossbow, special A, entered from "
                                       "N E S W (4), came from a square (1), cause of death known (1)")
              .add("encounter", 1 + len(MONSTER_NAMES) + 7 + p + 7 + 6,
                   "a monster met: flag; monster one-hot; ambush, KP lost / 20, wounded last round, shot, waited, "
                   "escaping, card known; monster player one-hot; the card's KP / 20, wait reaction one-hot (3), flee "
                   "reaction one-hot (3) when known; reactions read out, counts: wait flees/passive/attacks, flee "
                   "escape/backstab/follows")
              .add("decks", 2 * len(DECK_TITLES), "per deck: cards left / its size, face-up discards / its size")
              .add("misc", 3 + 3 * p, "DRAKKORT aside / 8, bag / 115, a trap pending; fleeing hero one-hot, "
                                      "escaped heroes, winner one-hot"))
    if getattr(game, "expansion", False):
        layout.add("catacombs", p * (q + CATACOMB_HERO) + 1,
                   "Drakborgen II, per hero: below, arrow square one-hot, arrow direction N E S W (4), "
                   "UNDERJORDSKORT in the pile / 12, a way up to take; then the UNDERJORDSKORT deck / 32")
        layout.add("new_heroes", p * NEW_HERO, "Drakborgen II, per hero: which of the eight new heroes, one-hot "
                                               "(data order; all 0 for a base hero), then up to four badge meters in "
                                               "badge order, each / its starting value")
        layout.add("rings", p * len(II_RINGS), "Drakborgen II, per hero: which of its four MAGISK RING he took, "
                                               f"one-hot over {', '.join(II_RINGS)} (a base ring: the heroes section)")
    return layout


def write_observation(out: Writer, view: View) -> None:
    obs = view.observation
    game = view.game
    p = game.num_players
    names = squares(game)
    index = cached(game, "square_index", lambda: {s: i for i, s in enumerate(names)})
    kinds = tile_kinds(game)
    tile = 1 + len(kinds) + 12
    out.set("me", view.seat)
    if obs["current_player"] >= 0:
        out.set("current_player", obs["current_player"])
    if obs["hero"] is not None and obs["hero"] >= 0:
        out.set("hero", obs["hero"])
    out.set("first", obs["first"])
    out.set("phase", one_hot_index(phases(game), obs["phase"], "phase"))
    out.put("clock", [obs["round"] / obs["sun_rounds"], float(obs["free_move"])])
    for t in obs["tiles"]:
        base = index[t["square"]] * tile
        out.set("tiles", base)
        out.set("tiles", base + 1 + one_hot_index(kinds, t["type"], "tile type"))
        for k, key in enumerate(("open", "doors", "portcullis")):
            for side in t.get(key, ""):
                out.set("tiles", base + 1 + len(kinds) + 4 * k + SIDES.index(side))
    for h in obs["heroes"]:
        s = h["seat"]
        if h["square"] is not None:
            out.set("hero_square", s * len(names) + index[h["square"]])
        v = [0.0] * HERO
        v[STATUS.index(h["status"])] = 1
        v[3:5] = h["kp"] / 20, h["max_kp"] / 20
        v[5:9] = h["SF"] / 10, h["VF"] / 10, h["RF"] / 10, h["TF"] / 10
        v[9:12] = h["gold"] / 500, len(h["items"]) / 10, len(h["treasure"]) / 10
        if h["ring"] in RINGS:  # Drakborgen II's rings: the rings section
            v[12 + RINGS.index(h["ring"])] = 1
        v[16:23] = (float(h["ring_used"]), float(h["torch_out"]), float(h["in_pit"]), float(h["skip"]),
                    float(h["secret_door"]), h["searches"] / 3, float(h["no_flight"]))
        if h["tower"] is not None and h["tower"] >= 0:
            v[23 + h["tower"]] = 1
        i = game.content.hero_ids.index(h["id"])
        if i < BASE_HEROES:  # a Drakborgen II hero: the new_heroes section
            v[27 + i] = 1
        v[31:33] = float(h["crossbow"]), float(h["special"] == "A")
        if h["entered"]:
            v[33 + SIDES.index(h["entered"])] = 1
        v[37:39] = float(h["came_from"] is not None), float(h["cause"] is not None)
        out.put("heroes", v, s * HERO)
    enc = obs["encounter"]
    if enc is not None:
        m = len(MONSTER_NAMES)
        out.set("encounter", 0)
        out.set("encounter", 1 + one_hot_index(MONSTER_NAMES, enc["monster"], "monster"))
        card = enc.get("card")
        out.put("encounter", [float(enc["ambush"]), enc["kp_lost"] / 20, float(enc["wounded_last_round"]),
                              float(enc["shot"]), float(enc["waited"]), float(enc["escaping"]), float(card is not None)],
                1 + m)
        if enc["monster_player"] is not None and enc["monster_player"] >= 0:
            out.set("encounter", 8 + m + enc["monster_player"])
        base = 8 + m + p
        if card is not None:
            out.set("encounter", base, card["kp"] / 20)
            out.set("encounter", base + 1 + WAIT_REACTIONS.index(card["wait"]))
            out.set("encounter", base + 4 + FLEE_REACTIONS.index(card["flee"]))
        for what, reaction in enc["read"]:
            k = WAIT_REACTIONS.index(reaction) if what == "wait" else 3 + FLEE_REACTIONS.index(reaction)
            out.add("encounter", base + 7 + k)
    for d, title in enumerate(DECK_TITLES):
        out.set("decks", 2 * d, obs["decks"][title] / DECK_SIZES[d])
        out.set("decks", 2 * d + 1, len(obs["discards"].get(title, ())) / DECK_SIZES[d])
    out.put("misc", [obs["dragon_cards_aside"] / 8, obs["bag"] / 115, float(obs["trap"] is not None)])
    if obs["fleeing"] is not None and obs["fleeing"] >= 0:
        out.set("misc", 3 + obs["fleeing"])
    for h in obs["escaped"]:
        out.set("misc", 3 + p + h)
    if obs["winner"] is not None and obs["winner"] >= 0:
        out.set("misc", 3 + 2 * p + obs["winner"])
    if "catacombs" in obs:
        write_catacombs(out, obs["catacombs"], index, len(names))
    if getattr(game, "expansion", False):
        new = cached(game, "new_heroes", lambda: tuple(r.id for r in game.content.ii_heroes.values() if r.companion_of is None))
        for h in obs["heroes"]:
            if h["ring"] in II_RINGS:
                out.set("rings", h["seat"] * len(II_RINGS) + II_RINGS.index(h["ring"]))
            if h["id"] in new:
                out.set("new_heroes", h["seat"] * NEW_HERO + new.index(h["id"]))
                start = HERO_START.get(h["id"], {})
                for j, (name, value) in enumerate(h["meters"].items()):
                    out.set("new_heroes", h["seat"] * NEW_HERO + 8 + j, value / max(1, start.get(name, 1)))


def write_catacombs(out: Writer, cats: dict, index: dict[str, int], q: int) -> None:
    """Drakborgen II: each hero's catacomb state (public, ruling D2-CATACOMB-PUBLIC) and the deck."""
    block = q + CATACOMB_HERO
    for h, cat in enumerate(cats["heroes"]):
        base = h * block
        if cat["below"]:
            out.set("catacombs", base)
        if cat["arrow"] is not None:
            out.set("catacombs", base + 1 + index[cat["arrow"]])
            out.set("catacombs", base + 1 + q + SIDES.index(cat["arrow_dir"]))
        out.set("catacombs", base + 5 + q, len(cat["cards"]) / 12)
        if cat["way_up"] is not None:
            out.set("catacombs", base + 6 + q)
    out.set("catacombs", len(cats["heroes"]) * block, cats["deck"] / 32)

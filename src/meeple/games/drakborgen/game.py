"""The Game class: options, the heroes in play, the content and the printed board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from meeple.core.errors import OptionError
from meeple.core.game import Game, GameOptions
from meeple.games.drakborgen import render, rules
from meeple.core.actions import Action
from meeple.games.drakborgen.board import neighbours, square_name
from meeple.games.drakborgen.content import CHAMBER, TOWER, Content, load_content
from meeple.games.drakborgen.expansion import expansion_content
from meeple.games.drakborgen.heroes_ii import PLAYABLE, hero_content
from meeple.games.drakborgen.heroes_ii.charak import HERO as CHARAK
from meeple.games.drakborgen.heroes_ii.dzala import HERO as DZALA
from meeple.games.drakborgen.heroes_ii.hooks import TURN_FILTERED
from meeple.games.drakborgen.phases import ARROW, CHEST, COMBAT, ENCOUNTER, ESCAPE, SECRET, TURN
from meeple.games.drakborgen.ways import turn_actions
from meeple.games.drakborgen.magic_rings import ring_ids
from meeple.games.drakborgen.narration import Narration
from meeple.games.drakborgen.preparations import TOWER_IDS, new_game
from meeple.games.drakborgen.state import DrakborgenState

if TYPE_CHECKING:
    from meeple.core.view import View

DEFAULT_HEROES = ("rohan", "sigeir", "aelfric", "bardhor")


class DrakborgenOptions(GameOptions):
    """``heroes``: comma-separated hero ids, one per player in seat order (default
    ``rohan,sigeir,aelfric,bardhor`` cut to the player count). ``data_dir``: a folder with the
    data files, to play with your own transcription. ``expansion``: ``drakborgen-ii`` (the
    default: its cards, tiles, heroes and rules join the base game, see ``expansion.py``) or
    ``none`` (the base game alone, as before the expansion). ``tougher``: with the expansion, keep the seven base RUMSKORT the
    rulebook sorts out."""

    players: int = 2
    heroes: str | None = None
    data_dir: str | None = None
    expansion: Literal["none", "drakborgen-ii"] = "drakborgen-ii"
    tougher: bool = False


class DrakborgenGame(Game):
    """Drakborgen (Alga 1985) with Drakborgen II (the default; ``expansion=none``: the base game
    alone), for 1-4 heroes: into the dragon's castle for its treasure and out through a tower
    before the sun sets.

    Seat ``h`` plays hero ``h`` and is the monster player of hero ``h + 1`` (the seat on his
    right is the previous one). Attributes: ``content``, ``hero_ids``, ``nb`` (neighbours per
    square and side), ``printed_type`` / ``printed_open`` (the towers and the chamber),
    ``tower_squares`` (in ``TOWER_IDS`` order), ``tower_cells`` ((row, col) of each),
    ``to_actions[kind][sq]`` (the ``move``/``unlock``/``secret``/``flight`` action to each square,
    built once); built once for the hot paths as well: ``square_names`` / ``square_at`` (square
    <-> name), ``hero_names`` (see :meth:`hero_name`), ``chamber_edges`` ((square, side) of the
    chamber's openings), ``tower_actions`` and ``ring_actions`` (in ``ring_ids`` order),
    ``steps[sq][mask]`` (the ways ``(target, sq, side)`` through the sides in ``mask`` that
    lead onto the board) and ``step_to[sq][mask]`` (the same by target: one way into each), ``turn_filtered`` (per seat: a new hero whose turn choices the expansion's filter may cut),
    ``new_hero`` (per seat: a Drakborgen II hero, whose rules join through ``HERO_*``) and
    ``top_kp`` (per seat: the hero's full KP).
    """

    name = "drakborgen"
    title = "Drakborgen"
    min_players = 1
    max_players = 4
    rules_version = 3
    """3: ``expansion`` defaults to ``drakborgen-ii``, so a record without the option (made under 2,
    when the base game was the default) would replay as another game: it is refused, naming both
    versions. The base game's play did not change (``expansion=none`` replays 2's actions to the
    same ends); its state and observation gained the public ``fled`` (ruling D-HIDDEN)."""
    Options = DrakborgenOptions
    MOVES: ClassVar[dict] = rules.MOVES
    LEGAL: ClassVar[dict] = rules.LEGAL
    COMBAT_LEGAL = staticmethod(rules.COMBAT_LEGAL)
    COMBAT_JOINT = staticmethod(rules.COMBAT_JOINT)
    RESOLVE_II = staticmethod(rules.RESOLVE_II)
    FALL = staticmethod(rules.FALL)
    HERO_TURN = staticmethod(rules.HERO_TURN)
    HERO_ENCOUNTER = staticmethod(rules.HERO_ENCOUNTER)
    HERO_COMBAT = staticmethod(rules.HERO_COMBAT)
    HERO_AMBUSH = staticmethod(rules.HERO_AMBUSH)
    HERO_SPIDER = staticmethod(rules.HERO_SPIDER)
    HERO_SECRET = staticmethod(rules.HERO_SECRET)
    HERO_JOINT = staticmethod(rules.HERO_JOINT)
    HERO_END = staticmethod(rules.HERO_END)
    HERO_LOCKPICK = staticmethod(rules.HERO_LOCKPICK)
    HERO_RESUME = staticmethod(rules.HERO_RESUME)
    HERO_FILTER = staticmethod(rules.HERO_FILTER)
    HERO_NO_ROOM = staticmethod(rules.HERO_NO_ROOM)
    HERO_IGNORES = staticmethod(rules.HERO_IGNORES)
    HERO_AMBUSH_DAMAGE = staticmethod(rules.HERO_AMBUSH_DAMAGE)
    HERO_TRAP = staticmethod(rules.HERO_TRAP)
    HERO_BRIDGE = staticmethod(rules.HERO_BRIDGE)
    HERO_ATTR = staticmethod(rules.HERO_ATTR)
    HERO_FIGHT = staticmethod(rules.HERO_FIGHT)
    HERO_ENCOUNTER_FILTER = staticmethod(rules.HERO_ENCOUNTER_FILTER)
    HERO_SEES = staticmethod(rules.HERO_SEES)
    HERO_ALSO = staticmethod(rules.HERO_ALSO)
    HERO_ALSO_BELOW = staticmethod(rules.HERO_ALSO_BELOW)
    HERO_FALLS = staticmethod(rules.HERO_FALLS)
    HERO_BREAKS = staticmethod(rules.HERO_BREAKS)
    HERO_WARNS = staticmethod(rules.HERO_WARNS)
    HERO_TILE = staticmethod(rules.HERO_TILE)
    HERO_DODGE = staticmethod(rules.HERO_DODGE)
    HERO_OBSERVE = staticmethod(rules.HERO_OBSERVE)
    HERO_DETERMINIZE = staticmethod(rules.HERO_DETERMINIZE)
    HERO_TURN_START = staticmethod(rules.HERO_TURN_START)
    HERO_CONTROL = staticmethod(rules.HERO_CONTROL)
    HERO_BEGINS = staticmethod(rules.HERO_BEGINS)
    HERO_DEALS = staticmethod(rules.HERO_DEALS)
    HERO_DOOR = staticmethod(rules.HERO_DOOR)
    HERO_DOOR_TRAP = staticmethod(rules.HERO_DOOR_TRAP)
    HERO_CHAMBER = staticmethod(rules.HERO_CHAMBER)
    HERO_GHOULS = staticmethod(rules.HERO_GHOULS)
    HERO_TORCH = staticmethod(rules.HERO_TORCH)
    HERO_RUBY = staticmethod(rules.HERO_RUBY)
    HERO_LEFT_BELOW = staticmethod(rules.HERO_LEFT_BELOW)
    HERO_TURN_BEGINS = staticmethod(rules.HERO_TURN_BEGINS)
    HERO_AGAIN = staticmethod(rules.HERO_AGAIN)
    HERO_STILL = staticmethod(rules.HERO_STILL)
    HERO_CAUGHT = staticmethod(rules.HERO_CAUGHT)
    search_defaults: ClassVar[dict[str, Any]] = {"rollout_depth": 40}
    human_defaults: ClassVar[dict[str, Any]] = {"log": 4}
    """Four recent events: with the map, the badges and the choices the screen fits 80 x 40."""

    def validate_options(self) -> None:
        opts = self.options
        n = opts.players
        content = load_content(opts.data_dir)
        self.expansion = opts.expansion != "none"
        if opts.tougher and not self.expansion:
            raise OptionError("option 'tougher' keeps base RUMSKORT that Drakborgen II sorts out: it needs "
                              "expansion=drakborgen-ii (allowed values of 'expansion': none, drakborgen-ii)")
        if self.expansion:
            content = hero_content(expansion_content(content, opts.tougher))
            self.MOVES = rules.II_MOVES
            self.LEGAL = rules.II_LEGAL
        if opts.heroes is None:
            ids = list(DEFAULT_HEROES[:n])
        else:
            ids = [x.strip().lower() for x in opts.heroes.split(",") if x.strip()]
            if not self.expansion and set(ids) & set(PLAYABLE):
                raise OptionError(
                    f"option 'heroes': {', '.join(sorted(set(ids) & set(PLAYABLE)))} belong to Drakborgen II: "
                    f"choose them with expansion=drakborgen-ii; base heroes: {', '.join(content.hero_ids)}")
            companions = {r.id: r.companion_of for r in getattr(content, "ii_heroes", {}).values() if r.companion_of}
            if set(ids) & set(companions):
                raise OptionError(
                    f"option 'heroes': {', '.join(sorted(set(ids) & set(companions)))} is no hero of its own: it comes "
                    f"with {', '.join(sorted({companions[x] for x in set(ids) & set(companions)}))}; "
                    f"playable heroes: {', '.join(content.hero_ids)}")
            later = sorted(set(ids) & (set(getattr(content, "ii_heroes", {})) - set(PLAYABLE)))
            if later:
                raise OptionError(
                    f"option 'heroes': {', '.join(later)} {'is a Drakborgen II hero' if len(later) == 1 else 'are Drakborgen II heroes'}"
                    f" whose rules are not built yet (their stats are data only); playable heroes: {', '.join(content.hero_ids)}")
            if len(ids) != n or len(set(ids)) != n or not set(ids) <= set(content.hero_ids):
                raise OptionError(
                    f"option 'heroes' must name {n} distinct heroes (one per player) among "
                    f"{', '.join(content.hero_ids)}; got {opts.heroes!r}")
        self.content: Content = content
        self.hero_ids = tuple(ids)
        if self.expansion and CHARAK not in ids:  # the base phases as only his berserk changes them (heroes_ii)
            self.LEGAL = {**rules.II_LEGAL, TURN: turn_actions,
                          **{phase: rules.LEGAL[phase] for phase in (ENCOUNTER, ESCAPE, CHEST, ARROW)}}
        self.turn_filtered = tuple(self.expansion and hid in TURN_FILTERED for hid in ids)
        self.new_hero = tuple(self.expansion and hid in PLAYABLE for hid in ids)
        self.face_down = self.expansion and DZALA in ids
        """Dzála's oracaz may lay tiles face down (a new tile may come from her meters, not the bag)."""
        self.top_kp = tuple(content.hero_kp[hid] for hid in ids)
        self.nb = neighbours(content.rows, content.cols)
        self.steps = tuple(tuple(tuple((row[d], sq, d) for d in range(4) if mask >> d & 1 and row[d] >= 0)
                                 for mask in range(16)) for sq, row in enumerate(self.nb))
        self.step_to = tuple(tuple({way[0]: way for way in by_mask} for by_mask in row) for row in self.steps)
        squares = content.rows * content.cols
        printed_type = [-1] * squares
        printed_open = [0] * squares
        by_id = {tid: (sq, mask) for sq, mask, tid in content.towers}
        self.tower_squares = tuple(by_id[f"tower-{t}"][0] for t in TOWER_IDS)
        self.tower_cells = tuple(divmod(sq, content.cols) for sq in self.tower_squares)
        for sq, mask, _ in content.towers:
            printed_type[sq], printed_open[sq] = TOWER, mask
        for sq, mask in content.chamber:
            printed_type[sq], printed_open[sq] = CHAMBER, mask
        self.printed_type = tuple(printed_type)
        self.printed_open = tuple(printed_open)
        names = [square_name(sq, content.cols) for sq in range(squares)]
        self.to_actions = {kind: tuple(Action(kind, to=name) for name in names)
                           for kind in ("move", "unlock", "secret", "flight")}
        self.square_names = tuple(names)
        self.square_at = {name: sq for sq, name in enumerate(names)}
        self.hero_names = tuple(f"{hid.capitalize()} (P{h + 1})" for h, hid in enumerate(self.hero_ids))
        self.chamber_edges = tuple((sq, d) for sq, mask in content.chamber for d in range(4) if mask >> d & 1)
        self.tower_actions = tuple(Action("tower", tower=t) for t in TOWER_IDS)
        self.ring_actions = tuple(Action("ring", ring=r) for r in ring_ids(self))
        self.said = Narration(self)
        self.SEAT_LEGAL = {**self.LEGAL, **{phase: rules.no_actions for phase in ((COMBAT, *SECRET) if n > 1 else ())}}
        """``LEGAL`` as :meth:`DrakborgenState.legal_actions` reads it: with more than one hero, a combat
        round and the new heroes' secret choices are simultaneous, no one seat's decision (none)."""

    def hero_name(self, h: int) -> str:
        """``Rohan (P1)``: the hero's id, capitalised, and his seat as the narration counts it."""
        return self.hero_names[h]

    def provenance(self) -> dict[str, Any]:
        return self.content.provenance()

    def new_initial_state(self, seed: int) -> DrakborgenState:
        return new_game(self, seed)

    def _state_from_json(self, data: dict[str, Any]) -> DrakborgenState:
        return DrakborgenState.from_json(self, data)

    def render(self, view: View) -> str:
        """The explored dungeon, the sun track, the hero badges and the decision, from the
        view alone (see ``render.py``)."""
        return render.render(view)

    def describe_action(self, action: Action, observation: dict[str, Any]) -> str:
        return render.describe(action, observation)

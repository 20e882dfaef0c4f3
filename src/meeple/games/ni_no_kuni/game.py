"""The Game class: options, the party (characters and Higgledies) and the content in use."""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from meeple.core.errors import OptionError
from meeple.core.game import Game, GameOptions
from meeple.games.ni_no_kuni import render as screen
from meeple.games.ni_no_kuni import rules
from meeple.games.ni_no_kuni.actions import PLACE_A, REST, SWORD_A, card_action
from meeple.games.ni_no_kuni.content import (
    E_BLOCKS_ADJACENT,
    E_KINGDOM_TAX,
    Q_BONUS_SWEET,
    Q_BONUS_TEAR,
    Q_EXACT_BONUS_SUPPLY,
    Content,
    load_content,
)
from meeple.games.ni_no_kuni.narration import Narrator
from meeple.games.ni_no_kuni.setup import setup_game
from meeple.games.ni_no_kuni.state import NiNoKuniState

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View

DEFAULT_CHARACTERS = ("roland", "tani", "evan", "bracken")
HIGGLEDY_FIGHT = (1, 1, 1)  # rulebook, Higgledy / Player Card Reverse


class NiNoKuniOptions(GameOptions):
    """``boss``: ``horned-one`` or ``doloran``. ``characters``: comma-separated character ids,
    one per player in seat order (default ``roland,tani,evan,bracken`` cut to the player count).
    ``data_dir``: a folder with the six data files, to play with your own transcription."""

    players: int = 2
    boss: Literal["horned-one", "doloran"] = "horned-one"
    characters: str | None = None
    data_dir: str | None = None


class NiNoKuniGame(Game):
    """Ni no Kuni II: The Board Game (Steamforged Games, 2019): the party against a boss.

    ``members`` lists the party in placement order: each player's character, then that
    player's Higgledies (2 each with 1-2 players, 1 each with 3-4; rulebook, Choosing a
    Character). Each member is ``(owner, kind, (physical, ranged, magical))``.
    """

    name = "ni-no-kuni"
    title = "Ni no Kuni II: The Board Game"
    min_players = 1
    max_players = 4
    cooperative = True
    rules_version = 2  # 2: a quest left without an enemy gets one at the End of the Turn (ruling A1)
    Options = NiNoKuniOptions
    MOVES: ClassVar[dict] = rules.MOVES
    LEGAL: ClassVar[dict] = rules.LEGAL

    def validate_options(self) -> None:
        opts = self.options
        n = opts.players
        if opts.characters is None:
            chars = list(DEFAULT_CHARACTERS[:n])
        else:
            chars = [c.strip().lower() for c in opts.characters.split(",") if c.strip()]
            if len(chars) != n or len(set(chars)) != n or not set(chars) <= set(DEFAULT_CHARACTERS):
                raise OptionError(
                    f"option 'characters' must name {n} distinct characters (one per player) among "
                    f"{', '.join(DEFAULT_CHARACTERS)}; got {opts.characters!r}"
                )
        self.content: Content = load_content(opts.data_dir)
        self.character_ids = tuple(chars)
        higgledies = 2 if n <= 2 else 1
        members: list[tuple[int, str, tuple[int, int, int]]] = []
        for p, cid in enumerate(chars):
            rec = self.content.characters[cid]
            members.append((p, cid, (rec.physical, rec.ranged, rec.magical)))
            members.extend((p, "higgledy", HIGGLEDY_FIGHT) for _ in range(higgledies))
        self.members = tuple(members)
        self.member_owner = tuple(m[0] for m in members)
        self.member_kind = tuple(m[1] for m in members)
        self.member_fight = tuple(m[2] for m in members)
        self.member_of = {cid: i for i, cid in enumerate(self.member_kind) if cid != "higgledy"}
        self.slots = self.content.slots_by_players[n - 1]
        self.boss_influence = self.content.boss_influence[opts.boss][n - 1]
        # Adjacency restricted to the slots in use (a slot outside play is no neighbour).
        used = set(self.slots)
        self.adjacent = {s: tuple(t for t in self.content.adjacency[s] if t in used) for s in self.slots}
        self.member_labels = tuple(self._label(m) for m in range(len(members)))
        self.party_size = len(members)
        # The rule tables as instance fields: the state reads one per decision, and an instance
        # field is read faster than a class attribute through the instance.
        self.moves = self.MOVES
        self.legal = self.LEGAL
        self.narrator = Narrator(self)
        # Read off the tables above on the hot path (legal actions, fights, the End of the Turn).
        self.roland = self.member_of.get("roland", -1)
        self.seats = n  # num_players as a plain field (the lead's turn rotation reads it)
        slots = self.slots
        # slot_quests(state.quest): the quests on the slots in play, as a tuple; place_all: the
        # placements when every slot in play holds a quest (the usual case), then resting.
        self.slot_quests = itemgetter(*slots) if len(slots) > 1 else (lambda quest: (quest[slots[0]],))
        self.place_all = (*(PLACE_A[s] for s in slots), REST)
        # on_slots(values): a per-slot list's values on the slots in play (slot_quests, by its use);
        # sword_all: Roland's Swordsman on every slot in play (each holds an enemy, the usual case).
        self.on_slots = self.slot_quests
        self.sword_all = tuple(SWORD_A[s] for s in slots)
        content = self.content
        self.blockers = frozenset(e for e, sp in enumerate(content.enemy_special) if sp == E_BLOCKS_ADJACENT)
        self.quest_total = tuple(sum(r) for r in content.quest_res)
        self.quest_needed = content.quest_slots
        self.horned_one = opts.boss == "horned-one"
        self.doloran = opts.boss == "doloran"
        # What a completed quest gives in the Resource phase (E, K, S, sweets, tears): its
        # resources and its special's bonus; quest_gain_exact with exactly as many models as
        # it has slots (the exact-models quests give +1 Supply then).
        self.quest_gain = tuple((e, k, su, int(sp == Q_BONUS_SWEET), int(sp == Q_BONUS_TEAR))
                                for (e, k, su), sp in zip(content.quest_res, content.quest_special))
        self.quest_gain_exact = tuple((e, k, su + (sp == Q_EXACT_BONUS_SUPPLY), int(sp == Q_BONUS_SWEET),
                                       int(sp == Q_BONUS_TEAR))
                                      for (e, k, su), sp in zip(content.quest_res, content.quest_special))
        # The Kingdom phase's actions by card, the tax enemies, and whether Evan can plan.
        self.buy_actions = tuple(card_action("buy", i) for i in content.card_id)
        self.upgrade_actions = tuple(card_action("upgrade", i) for i in content.card_id)
        self.upgrade_pairs = tuple((u, content.card_upgrades[u]) for u in content.upgraded_cards)
        # upgrades_of[basic]: its upgrades as (place in upgrade_pairs, upgrade), so the Kingdom
        # phase looks only at the built cards' upgrades and offers them in upgrade_pairs' order.
        upgrades_of: dict[int, tuple[tuple[int, int], ...]] = {}
        for rank, (u, basic) in enumerate(self.upgrade_pairs):
            upgrades_of[basic] = (*upgrades_of.get(basic, ()), (rank, u))
        self.upgrades_of = upgrades_of
        self.demolish_actions = tuple(card_action("demolish", i) for i in content.card_id)
        self.taxers = frozenset(e for e, sp in enumerate(content.enemy_special) if sp == E_KINGDOM_TAX)
        self.planner = "evan" in self.member_of
        # The members Bracken's Adaptable can help (none without Bracken; ruling A2).
        self.adaptable = frozenset(m for m, kind in enumerate(self.member_kind) if kind in ("bracken", "higgledy")
                                   ) if "bracken" in self.member_of else frozenset()

    def member_label(self, m: int) -> str:
        return self.member_labels[m]

    def _label(self, m: int) -> str:
        kind = self.member_kind[m]
        if kind == "higgledy":
            return f"Higgledy of P{self.member_owner[m] + 1}"
        return self.content.characters[kind].name

    def provenance(self) -> dict[str, Any]:
        return self.content.provenance()

    def new_initial_state(self, seed: int) -> NiNoKuniState:
        return setup_game(self, seed)

    def _state_from_json(self, data: dict[str, Any]) -> NiNoKuniState:
        return NiNoKuniState.from_json(self, data)

    def render(self, view: View) -> str:
        """The table as ``view.seat`` sees it, from the view alone (see ``render.py``)."""
        return screen.render(view)

    def describe_action(self, action: Action, observation: dict[str, Any]) -> str:
        """What ``action`` means, from the acting seat's observation ("Roland goes on Helena
        the Hearty Hunter (slot 0) against Grimchilla Pranger (physical 9): 3 dice")."""
        return screen.describe(action, observation)

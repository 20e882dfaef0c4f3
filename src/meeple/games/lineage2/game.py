"""The Game class: options, the content in use, setup, the screen and action descriptions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from meeple.core.errors import OptionError
from meeple.core.game import Game, GameOptions
from meeple.games.lineage2 import render, rules
from meeple.games.lineage2.actions import board_moves
from meeple.games.lineage2.cards import CardTable
from meeple.games.lineage2.content import Content, load_content
from meeple.games.lineage2.search import search_actions
from meeple.games.lineage2.setup import setup_game
from meeple.games.lineage2.state import Lineage2State

if TYPE_CHECKING:
    from meeple.core.actions import Action
    from meeple.core.view import View


class Lineage2Options(GameOptions):
    """``first_player``: the seat that begins (the rulebook's youngest player), 0-based.
    ``rerolls``: how armour's "N rerolls" reads: ``one-step`` (one reroll of up to N dice, the
    default) or ``one-at-a-time`` (N one-die rerolls, each after seeing the last; ruling H1).
    ``hire_price``: adena per mercenary (default: ``economy.json``). ``data_dir``: a folder
    holding the seven data files, to play with your own transcription."""

    players: int = 4
    first_player: int = 0
    rerolls: Literal["one-step", "one-at-a-time"] = "one-step"
    hire_price: int | None = None
    data_dir: str | None = None


class Lineage2Game(Game):
    """Lineage II: The Boardgame (Dagoy, 2005), 2-5 players. Most content is reconstructed
    (``data/``; docs/rulings/lineage2.md)."""

    name = "lineage2"
    title = "Lineage II: The Boardgame"
    min_players = 2
    max_players = 5
    rules_version = 1
    Options = Lineage2Options
    search_defaults: ClassVar[dict[str, Any]] = {"rollout_depth": 0, "prior_visits": 5}
    MOVES: ClassVar[dict] = rules.MOVES
    LEGAL: ClassVar[dict] = rules.LEGAL
    SIMULTANEOUS_LEGAL = staticmethod(rules.SIMULTANEOUS_LEGAL)
    JOINT = staticmethod(rules.JOINT)

    def validate_options(self) -> None:
        opts = self.options
        if not 0 <= opts.first_player < opts.players:
            raise OptionError(f"option 'first_player' must be a seat from 0 to {opts.players - 1}, not {opts.first_player}")
        self.content: Content = load_content(opts.data_dir)
        self.move_actions = board_moves(self.content)
        self.card_table = CardTable(self.content)
        price = self.content.economy["hire_price"] if opts.hire_price is None else opts.hire_price
        if not 1 <= price <= 20:
            raise OptionError(f"option 'hire_price' must be 1 to 20 adena per mercenary, not {price}")
        self.hire_price = price

    def search_preference(self, state: Lineage2State, legal: list[Action]) -> Action | None:
        """The greedy policy's choice in ``state`` (a determinization inside a search), for
        ISMCTS's ``prior_bias`` and ``opponent_bias`` (agents/ismcts.py): the search starts
        from the greedy's play, at its own decisions or the opponents', and departs where its
        tree finds better. Off by default: in the pilots it made the search weaker
        (docs/lineage2_calibration.md)."""
        greedy = self.__dict__.get("_greedy")
        if greedy is None:
            from meeple.games.lineage2.greedy import Lineage2Greedy  # greedy imports the state
            greedy = self.__dict__["_greedy"] = Lineage2Greedy(self, seed=0)
        return greedy.choose(state, state.current_player, legal)

    def search_actions(self, state: Lineage2State, seat: int, legal: list[Action]) -> list[Action]:
        """The actions of ``legal`` a search considers at ``seat``'s decision (ISMCTS reads it):
        offers a bot would take, a few prices and hires, three army sizes per siege choice
        (``search.py``)."""
        return search_actions(state, seat, legal)

    def provenance(self) -> dict[str, Any]:
        return self.content.provenance()

    def new_initial_state(self, seed: int) -> Lineage2State:
        return setup_game(self, seed)

    def _state_from_json(self, data: dict[str, Any]) -> Lineage2State:
        return Lineage2State.from_json(self, data)

    def render(self, view: View) -> str:
        """The table as ``view.seat`` sees it, from the view alone (see ``render.py``)."""
        return render.render(view)

    def describe_action(self, action: Action, observation: dict[str, Any]) -> str:
        """What ``action`` means, from the acting seat's observation ("hunt pile B: Ol Mahum
        (GGY, skull 5)")."""
        return render.describe(action, observation, self)

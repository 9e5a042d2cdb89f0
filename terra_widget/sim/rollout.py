"""Playing a game to its end with strategies: the inner loop of simulations and rollouts.

Two ways to show a strategy the table:

* ``play_out`` builds the real ``PlayerView`` (``state.view(seat)``) at every decision;
  this is what ``simulate`` uses, so every strategy -- bundled or written by a student --
  sees exactly what the rules let its seat see (R7.5).
* ``play_out_light`` is for the risk meter's many short rollouts on *sampled* states.
  Building a full view costs more than the whole decision of a bundled strategy, so
  strategies that declare ``light_view = True`` get a ``LightSight`` instead: a stand-in
  that computes, on demand, only the fields listed in ``terra_widget.bots.tactics.
  SIGHT_FIELDS`` -- from the same public state attributes a view is made of, and only
  the seat's own hand. ``tests/sim/test_rollout.py`` checks that a light sight and the
  real view give the same fields and the same decisions.

In both loops a move with only one legal action (drawing, a pass with no card of the
crisis's colour, ending a turn with nothing to play) is played without asking the
strategy: there is nothing to decide, and skipping it saves building a view.
"""

from __future__ import annotations

from terra_widget.rules import GameState, Phase


class LightSight:
    """What ``seat`` may see of ``state``, computed on demand: the fields of
    ``SIGHT_FIELDS`` with the same values a ``PlayerView`` would hold (hand_sizes and
    full_blown are the state's lists, read-only by convention)."""

    __slots__ = ("state", "seat")

    def __init__(self, state: GameState, seat: int):
        self.state = state
        self.seat = seat

    @property
    def phase(self):
        return self.state.phase

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def current(self) -> int:
        return self.state.current

    @property
    def hand(self):
        return self.state.hand(self.seat)

    @property
    def hand_sizes(self):
        return self.state.hand_sizes

    @property
    def impending(self):
        return self.state.impending

    @property
    def impending_plays(self):
        return self.state.impending_plays

    @property
    def responses_left(self) -> int:
        """Seats still to answer the impending crisis, this one included (R3.1); 0 when
        no crisis is being answered."""
        state = self.state
        if state.phase is not Phase.RESPOND:
            return 0
        n = state.n_players
        return n - (state.responder - state.current) % n

    @property
    def full_blown(self):
        return self.state.full_blown

    @property
    def pile_size(self) -> int:
        return len(self.state.pile)

    @property
    def played_full_blown(self) -> bool:
        return self.state.played_full_blown


def play_out(state: GameState, players, *, light: bool = False) -> GameState:
    """Play ``state`` to the end, asking ``players[seat]`` (strategies) with real views.

    ``light=True``: strategies with ``light_view = True`` get a ``LightSight`` (built
    once per seat) instead of a freshly built ``PlayerView`` (the risk meter's rollouts).
    """
    sights = [LightSight(state, seat) if light and getattr(p, "light_view", False) else None
              for seat, p in enumerate(players)]
    legal_actions = state.legal_actions
    apply = state.apply
    view = state.view
    while True:
        legal = legal_actions()  # empty once the game is over
        if len(legal) == 1:
            apply(legal[0])
        elif legal:
            seat = legal[0].seat  # every legal action belongs to the seat to act
            sight = sights[seat]
            apply(players[seat].choose(sight if sight is not None else view(seat), legal))
        else:
            return state


def play_out_light(state: GameState, players) -> GameState:
    """``play_out`` with light sights for the strategies that declare ``light_view``."""
    return play_out(state, players, light=True)

"""Playing a game to its end with strategies: the inner loop of simulations and rollouts.

Two ways to show a strategy the table, both from the engine (which alone decides what a
seat may see, R7.5):

* ``play_out`` builds the frozen ``PlayerView`` (``state.view(seat)``) at every decision,
  which a strategy may keep;
* with ``light=True`` (``simulate`` and the risk meter's rollouts), strategies that
  declare ``light_view = True`` -- they only read the view during ``choose``, as the
  bundled ones do -- get the engine's ``state.live_view(seat)`` instead: the same fields
  and privacy (R7.5), computed only when read. A strategy written by a student gets
  frozen views unless it declares otherwise. ``tests/sim/test_rollout.py`` checks both
  ways give the same games.

In both loops a move with only one legal action (drawing, a pass with no card of the
crisis's colour, ending a turn with nothing to play) is played without asking the
strategy -- by the engine's ``state.advance()``, which keeps them in the history: there
is nothing to decide, and skipping it saves building a view.
"""

from __future__ import annotations

from terra_widget.rules import GameState, IllegalActionError


def play_out(state: GameState, players, *, light: bool = False) -> GameState:
    """Play ``state`` to the end, asking ``players[seat]`` (strategies) with real views.

    ``light=True``: strategies with ``light_view = True`` get a live view (built once
    per seat) instead of a freshly built ``PlayerView`` (the risk meter's rollouts).
    """
    # per seat: the strategy's choose, and its live view (None: build a frozen view)
    seats = [(p.choose, state.live_view(seat) if light and getattr(p, "light_view", False)
              else None) for seat, p in enumerate(players)]
    advance = state.advance  # plays the forced moves (R7.4: still in the history)
    apply = state.apply
    view = state.view
    while True:
        legal = advance()  # the next real choice; empty once the game is over
        if not legal:
            return state
        seat = legal[0].seat  # every legal action belongs to the seat to act
        choose, sight = seats[seat]
        action = choose(sight if sight is not None else view(seat), legal)
        try:
            apply(action)
        except IllegalActionError as err:  # say whose strategy it was (state unchanged)
            raise IllegalActionError(err.rule, f"the strategy {players[seat]} in seat "
                                               f"{seat + 1} chose {action!r}, which the "
                                               f"rules do not allow now: {err.reason}"
                                     ) from err


def play_out_light(state: GameState, players) -> GameState:
    """``play_out`` with live views for the strategies that declare ``light_view``."""
    return play_out(state, players, light=True)

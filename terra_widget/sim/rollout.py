"""Playing a game to its end with strategies: the inner loop of simulations and rollouts.

Two ways, one set of rules:

* ``play_out`` plays a ``GameState`` through its public API: at every real choice the
  strategy in the seat to act gets a fresh ``PlayerView`` (``state.view(seat)``, R7.5) and
  the legal actions -- or, if it has a flat policy, the same decision is taken on the flat
  table its seat sees (``FlatGame.from_state``), without building a view -- and the
  choice is checked by ``state.apply`` (R7.3). Moves with one
  legal action (a draw, a pass without a card of the crisis's colour, ending a turn with
  nothing to play) are played by ``state.advance()`` without asking: nothing to decide.
* ``flat_policies`` + ``terra_widget.rules.core.flat``: when every seat's strategy has a flat
  policy (the bundled ones do), simulations and the risk meter play the same game on
  the engine's flat play-out -- plain ints, nothing re-checked -- several times faster.
  ``GameState`` plays the same transition, so both ways give the same games (the
  fingerprint of 100,000 seeded games, ``tests/rules/test_fingerprint.py``, shows it).
"""

from __future__ import annotations

from terra_widget.fast_twins import answer
from terra_widget.rules import FlatGame, GameState, IllegalActionError

from . import strategy_errors
from .records import GameRecord, threshold_key


def play_out(state: GameState, players, *, light: bool = False) -> GameState:
    """Play ``state`` to the end, asking ``players[seat]`` (strategies).

    A strategy with a flat policy (the bundled ones) is asked on the flat table its seat
    sees (``FlatGame.from_state``: its own hand and the public table, R7.5) -- the very
    decision its ``choose`` makes on a view, without building one. Any other strategy (a
    student's) gets a fresh ``PlayerView`` and the legal actions. Either way the choice is
    checked by ``state.apply`` (R7.3). ``light`` is accepted for compatibility and changes
    nothing.
    """
    advance = state.advance  # plays the forced moves (R7.4: still in the history)
    apply = state.apply
    view = state.view
    policies = [p.flat_policy() for p in players]
    while True:
        legal = advance()  # the next real choice; empty once the game is over
        if not legal:
            return state
        seat = legal[0].seat  # every legal action belongs to the seat to act
        policy = policies[seat]
        if policy is not None:
            action = answer(policy, FlatGame.from_state(state, seat), state.phase,
                            state.full_blown, legal)
        else:
            seen = view(seat)
            try:
                action = players[seat].choose(seen, legal)
            except Exception as err:  # told at the student's own line (strategy_errors.py)
                raise strategy_errors.crashed(players[seat], seat, err) from err
        try:
            apply(action)
        except IllegalActionError as err:  # whose strategy, what, where (state unchanged)
            raise strategy_errors.refused(players[seat], seat, action, view(seat), legal,
                                          err) from err


def play_out_light(state: GameState, players) -> GameState:
    """``play_out`` (kept for callers of the former light mode)."""
    return play_out(state, players)


def flat_policies(players) -> list | None:
    """Each strategy's flat policy, or None if one of them has none (then play the
    ``GameState`` way)."""
    policies = [p.flat_policy() for p in players]
    return None if None in policies else policies


def loss_keys(game: FlatGame) -> tuple[str, ...]:
    """``cause_key`` of every R6.1 threshold a flat game broke (empty if not lost)."""
    return tuple(map(threshold_key, game.causes))


def flat_record(index: int, seed: int, strategies: tuple[str, ...], game: FlatGame
                ) -> GameRecord:
    """The ``GameRecord`` of a finished flat game: what ``GameRecord.from_state`` gives
    for the same game played as a ``GameState``. (One per simulated game when records
    are kept: its fields are filled in one go, as ``views.make_view`` fills a view,
    instead of one ``object.__setattr__`` per field of the frozen dataclass.)"""
    record = _new(GameRecord)
    _set(record, "__dict__", {
        "index": index, "seed": seed, "strategies": strategies, "teams": game.teams,
        "lost": bool(game.causes), "causes": loss_keys(game) if game.causes else (),
        "turns": game.turn, "points": tuple(game.points),
        "hoard_points": tuple(game.hoard_values), "final_scores": game.final_scores(),
        "contributed": tuple(map(tuple, game.contributed)), "winners": game.winners()})
    return record


_new, _set = object.__new__, object.__setattr__

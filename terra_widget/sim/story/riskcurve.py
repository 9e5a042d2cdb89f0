"""The risk of collective loss (R6.1) along the game, by rollouts from the public table.

Each estimate is ``estimate_risk(state, observer=None)``: the public view, with every
hidden card dealt again at random (``sim.risk``), so the curve reveals nothing a
spectator could not see (R7.5), even during the game. To stay cheap it is estimated only
where the public table changed in a way that moves the risk: at the start, after each
crisis is drawn, goes full-blown or is solved, after each card under a full-blown crisis
and at the end of each turn (the pile is one turn shorter). Between two estimates the risk
is taken as the earlier one (a step curve).

Estimates are kept (``_ESTIMATES``, the most recent ``CACHE_SIZE``), keyed by the game's
set-up, seed and actions up to that position: the story of a game still going, drawn
again after each move ("Story so far"), estimates only the positions that are new."""

from __future__ import annotations

from collections import OrderedDict

from terra_widget.rules import EventKind, GameState, replay

from ..risk import estimate_risk

#: Event kinds after which the risk is estimated again.
_MOVES_RISK = {EventKind.DREW_CRISIS, EventKind.CRISIS_FULL_BLOWN, EventKind.CRISIS_SOLVED,
               EventKind.FULL_BLOWN_SOLVED, EventKind.PLAYED_FULL_BLOWN,
               EventKind.TURN_ENDED, EventKind.WORLD_LOST, EventKind.GAME_WON}
#: At most this many estimates per game; beyond it, turn ends without a crisis event are
#: left out first.
MAX_POINTS = 90
#: Estimates kept for later stories (a few whole games' worth).
CACHE_SIZE = 2000
_ESTIMATES: OrderedDict = OrderedDict()


def risk_positions(game: GameState) -> list[int]:
    """The positions where the curve is estimated (see the module docstring)."""
    state = replay(game.config, game.seed, [])
    seen = len(state.events)
    crisis_points, turn_points = [0], []
    for i, action in enumerate(game.history):
        state.apply(action)
        events = state.events[seen:]
        seen += len(events)
        kinds = {e.kind for e in events}
        if kinds & _MOVES_RISK - {EventKind.TURN_ENDED}:
            crisis_points.append(i + 1)
        elif EventKind.TURN_ENDED in kinds:
            turn_points.append(i + 1)
    room = max(0, MAX_POINTS - len(crisis_points))
    if len(turn_points) > room:
        stride = len(turn_points) / room if room else float("inf")
        turn_points = [turn_points[int(k * stride)] for k in range(room)]
    return sorted(set(crisis_points) | set(turn_points) | {len(game.history)})


def risk_curve(game: GameState, steps, *, rollouts: int = 200, seed: int = 0,
               progress=None) -> list[tuple[int, float]]:
    """``[(position, probability), ...]`` of the world being lost by the end, estimated
    from the public view at ``risk_positions``; ``progress(done, total)`` after each."""
    positions = risk_positions(game)
    wanted = set(positions)
    total = len(positions)
    out = []
    state = None
    if progress is not None:
        progress(0, total)
    prefix = hash((game.config, game.seed))  # the actions so far, hashed one by one
    for i in range(len(game.history) + 1):
        if i:
            prefix = hash((prefix, game.history[i - 1]))
        if i not in wanted:
            continue
        key = (game.config, game.seed, i, prefix, rollouts, seed)
        probability = _ESTIMATES.get(key)
        if probability is None:
            if state is None:
                state = replay(game.config, game.seed, game.history[:i], log_events=False)
            else:
                for action in game.history[len(state.history):i]:
                    state.apply(action)
            probability = estimate_risk(state, observer=None, rollouts=rollouts,
                                        seed=seed + i).probability
            _ESTIMATES[key] = probability
            if len(_ESTIMATES) > CACHE_SIZE:
                _ESTIMATES.popitem(last=False)
        else:
            _ESTIMATES.move_to_end(key)
        out.append((i, probability))
        if progress is not None:
            progress(len(out), total)
    return out

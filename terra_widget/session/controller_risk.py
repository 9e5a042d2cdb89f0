"""The risk meter's measures for ``GameController``: the probability that the world is
lost from the position on screen, measured on the public view only, kept per move for
the debrief's chart. No widgets."""

from __future__ import annotations

from ..sim.seeding import risk_seed


class RiskMeasures:
    """Held by ``GameController`` (``ctrl.risk``). ``fn``: callable(view, rollouts=, seed=)
    -> estimate, or None (no meter); ``where()``: the state on screen and its position;
    ``guard`` wraps a deferred measure so its error is said in words; ``on_measured()``
    is told after a deferred measure."""

    def __init__(self, fn, rollouts: int, scheduler, *, where, guard, on_measured):
        self.fn = fn
        self.rollouts = rollouts
        self.history: dict[int, object] = {}
        self.scheduler = scheduler
        self._where = where
        self._guard = guard
        self._on_measured = on_measured
        self._pending = False

    def request(self) -> None:
        """Measure the risk of the position on screen; with a clock, just after the
        click's updates have been sent (the rollouts take a while)."""
        if self.fn is None or self._pending:
            return
        state, pos = self._where()
        if state.is_over or pos in self.history:
            return
        self._pending = True
        if self.scheduler.call_soon(self._guard(self._compute)) is None:
            self._compute()

    def _compute(self) -> None:
        self._pending = False
        if self.measure():
            self._on_measured()

    def measure(self, rollouts: int | None = None) -> bool:
        state, pos = self._where()
        if self.fn is None or state.is_over or pos in self.history:
            return False
        seed = risk_seed(state.seed, pos)  # the one place seeds are derived
        # the public view: the gauge on the projector never looks at hidden cards
        self.history[pos] = self.fn(state.view(None), rollouts=rollouts or self.rollouts,
                                    seed=seed)
        return True

    def points(self) -> list[tuple[int, float, float, float]]:
        """The estimates up to the position on screen; at the end of the game, its outcome
        as the last point, known for certain: 1 if the world is lost (R6.1), 0 if it is
        saved (R6.3) -- a chart that stopped at the last estimate would leave a class
        wondering how a world at 5 % was lost."""
        state, pos = self._where()
        points = [(m, float(r.probability), float(r.low), float(r.high))
                  for m, r in sorted(self.history.items()) if m <= pos]
        if points and state.is_over:
            end = 1.0 if state.outcome.lost else 0.0
            points.append((pos, end, end, end))
        return points

"""The risk meter's measures for ``GameController``: the probability that the world is
lost from the position on screen, measured on the public view only, kept per move for
the debrief's chart. No widgets."""

from __future__ import annotations

from ..sim.seeding import risk_seed


class RiskMeasures:
    """Mixed into ``GameController`` (it provides ``risk_fn``, ``scheduler``, ``emit``...)."""

    def request_risk(self) -> None:
        """Measure the risk of the position on screen; with a clock, just after the
        click's updates have been sent (the rollouts take a while)."""
        if self.risk_fn is None or self._risk_pending:
            return
        if self.state.is_over or self.session.position in self.risk_history:
            return
        self._risk_pending = True
        if self.scheduler.call_soon(self.guard(self._compute_risk)) is None:
            self._compute_risk()

    def _compute_risk(self) -> None:
        self._risk_pending = False
        if self.measure_risk():
            self.emit("risk")

    def measure_risk(self, rollouts: int | None = None) -> bool:
        state, pos = self.state, self.session.position
        if self.risk_fn is None or state.is_over or pos in self.risk_history:
            return False
        seed = risk_seed(state.seed, pos)  # the one place seeds are derived
        # the public view: the gauge on the projector never looks at hidden cards
        self.risk_history[pos] = self.risk_fn(
            state.view(None), rollouts=rollouts or self.risk_rollouts, seed=seed)
        return True

    def risk_points(self) -> list[tuple[int, float, float, float]]:
        pos = self.session.position
        return [(m, float(r.probability), float(r.low), float(r.high))
                for m, r in sorted(self.risk_history.items()) if m <= pos]

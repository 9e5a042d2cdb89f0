"""The risk meter: how likely is the world to be lost from here? (R6.1)

``estimate_risk`` looks at the table as an observer sees it (a seat, or the public
projector view) and plays the rest of the game many times ("rollouts"). Each rollout
starts from ``sample_state(view, rng)``: the cards the observer cannot see -- other
hands, face-down hoards, the draw pile -- dealt again at random, consistently with what
is visible. The true hidden cards and the true order of the pile are never used: the
function only ever receives the observer's view.

A rollout needs only whether the world is lost, and how: it stops as soon as the crises
still in the game could no longer break any threshold of R6.1 even if all of them went
full-blown (only a crisis drawn from the pile can go full-blown). In a calm game that is
often halfway through the pile, and the answer is the same as playing on to the end.

The default rollout policy is **every seat plays Cooperative**. Why:

* it answers the question a class can act on: "if we all do our best for the world from
  now on, how likely are we to lose anyway?" -- the danger already on the table;
* it gives the gauge a useful range: a fresh 4-player game sits near 8% (four
  Cooperative bots lose about that often), a table one crisis from disaster near 100%,
  whereas random play loses ~89% of games from the start and would pin the needle;
* it is deterministic given the deal, so the spread of the estimate comes only from the
  unknown cards, and it is the cheapest policy per decision.

Pass ``policy="balanced:0.5"`` (or one strategy per seat, e.g. the bots actually seated
and a guess for each human) to ask "if everyone keeps playing like this" instead.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from terra_widget.bots import Strategy, make_strategy
from terra_widget.checks import is_whole
from terra_widget.rules import GameState, PlayerView, Sampler

from .records import cause_key, cause_label
from .rollout import loss_keys
from .runner import seat_policy
from .seeding import derive_seed  # stream 2: a rollout's strategies
from .stats import wilson_interval

#: Default rollout policy (see the module docstring for why).
DEFAULT_POLICY = "cooperative"
#: Rollouts for a live gauge redrawn after every move (see ``live_risk``).
LIVE_ROLLOUTS = 200


@dataclass(frozen=True)
class RiskEstimate:
    """Estimated probability that the world is lost by the end of the game.

    ``low``/``high``: 95% (Wilson) confidence interval from the rollouts.
    ``likely_cause``: the most frequent way the rollouts were lost (``"colour:red"``,
    ``"region:africa"``, ``"total"``), None if none was lost. ``causes``: how many lost
    rollouts broke each threshold. ``rollouts``: how many were played.
    """

    probability: float
    low: float
    high: float
    likely_cause: str | None
    rollouts: int
    causes: dict = field(default_factory=dict, compare=True)
    policy: str = DEFAULT_POLICY

    @property
    def likely_cause_text(self) -> str | None:
        """The most likely cause in plain English, e.g. '4 full-blown red crises'."""
        return None if self.likely_cause is None else cause_label(self.likely_cause)

    def __str__(self) -> str:
        text = (f"risk of losing the world: {100 * self.probability:.0f}% "
                f"(95% CI {100 * self.low:.0f}-{100 * self.high:.0f}%, "
                f"{self.rollouts} rollouts)")
        if self.likely_cause:
            text += f"; most likely: {self.likely_cause_text}"
        return text

    def to_dict(self) -> dict:
        return {"probability": self.probability, "low": self.low, "high": self.high,
                "likely_cause": self.likely_cause, "rollouts": self.rollouts,
                "causes": dict(self.causes), "policy": self.policy}


def _observer_view(state_or_view, observer) -> PlayerView:
    if isinstance(state_or_view, GameState):
        return state_or_view.view(observer)
    if isinstance(state_or_view, PlayerView):
        if observer is not None and observer != state_or_view.seat:
            raise ValueError(f"this view belongs to seat {state_or_view.seat}; pass the "
                             f"game state to estimate the risk as seen by seat {observer}")
        return state_or_view
    raise ValueError("estimate_risk needs a GameState or a PlayerView, not "
                     f"{type(state_or_view).__name__}")


def _policy_players(policy, n: int, seed: int) -> tuple[list[Strategy], str]:
    if policy is None:
        policy = DEFAULT_POLICY
    if isinstance(policy, (str, Strategy)):
        specs = [policy] * n
    elif isinstance(policy, Sequence) and len(policy) == n:
        specs = list(policy)
    else:
        raise ValueError(f"policy must be a strategy name, a Strategy, or a list of {n} of "
                         "them (one per seat)")
    players = [make_strategy(s, seed=derive_seed(seed, 2, seat))
               for seat, s in enumerate(specs)]
    names = [p.spec for p in players]
    label = names[0] if len(set(names)) == 1 else ",".join(names)
    return players, label


def estimate_risk(state_or_view, *, observer: int | None = None, rollouts: int = 1000,
                  seed: int = 0, policy=None, time_budget: float | None = None
                  ) -> RiskEstimate:
    """Estimate the chance that the world is lost (R6.1) before the game ends.

    ``state_or_view``: a ``GameState`` (seen through ``observer``'s eyes: a seat, or
    None for the public view) or a ``PlayerView``. ``rollouts``: games played out from
    re-dealt hidden cards. ``seed``: same seed + same view = same estimate.
    ``policy``: how the seats play in rollouts (default ``DEFAULT_POLICY``; a name, a
    Strategy, or one per seat). ``time_budget``: optional seconds; when given, rollouts
    stop once it is spent (after at least 20) and ``rollouts`` in the result says how
    many were played -- the answer is then no longer reproducible from the seed alone.
    """
    if not is_whole(rollouts) or rollouts < 1:
        raise ValueError(f"rollouts must be a whole number >= 1, not {rollouts!r}")
    if not is_whole(seed):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if time_budget is not None and not (isinstance(time_budget, (int, float))
                                        and time_budget > 0):
        raise ValueError(f"time_budget must be a positive number of seconds, not "
                         f"{time_budget!r}")
    view = _observer_view(state_or_view, observer)
    players, label = _policy_players(policy, view.n_players, seed)
    if view.is_over:  # nothing left to estimate: report what happened
        lost = view.outcome.lost
        p = 1.0 if lost else 0.0
        causes = Counter(cause_key(c) for c in view.outcome.causes)
        return RiskEstimate(p, p, p, _most_common(causes), 0, dict(causes), label)

    rng = random.Random(seed)
    deadline = None if time_budget is None else time.perf_counter() + time_budget
    # Only a strategy with memory (one that overrides ``reset``, e.g. Balanced's mood of
    # the turn) needs to forget the last rollout; the others' ``reset`` does nothing.
    resets = [p.reset for p in players
              if getattr(p.reset, "__func__", None) is not Strategy.reset]
    # every rollout on the flat engine; a strategy without a flat policy reads views
    # made from it (``runner.seat_policy``)
    seated = [seat_policy(p, view.config) for p in players]
    policies = [policy for policy, _ in seated]
    views = any(reads for _, reads in seated)
    sampler = Sampler(view)
    # Stop once the world is safe (R6.1) -- only lost or not matters here -- unless a
    # strategy reads views: it then plays on to the end, as through ``GameState``, so its
    # own random numbers and memory, and so the estimate, stay what they were.
    reach = None if views else sampler.reach
    rand = rng.random
    # lost rollouts counted per set of broken thresholds (a handful of distinct ones),
    # each set named (its cause keys) the first time it comes up
    broke: dict[tuple, list] = {}  # thresholds -> [their cause keys, rollouts]
    played = 0
    while played < rollouts:
        for reset in resets:
            reset()
        game = sampler.sample(rand, track=views).play(policies, reach=reach)
        broken = game.causes
        if broken:
            seen = broke.get(broken)
            if seen is None:
                broke[broken] = [loss_keys(game), 1]
            else:
                seen[1] += 1
        played += 1
        if deadline is not None and played >= 20 and time.perf_counter() > deadline:
            break
    lost = 0
    causes: Counter = Counter()
    for keys, times in broke.values():  # in the order they first came up
        lost += times
        for key in keys:
            causes[key] += times
    low, high = wilson_interval(lost, played)
    return RiskEstimate(lost / played, low, high, _most_common(causes), played,
                        dict(causes), label)


def live_risk(state_or_view, *, observer: int | None = None, seed: int = 0,
              policy=None) -> RiskEstimate:
    """``estimate_risk`` with ``LIVE_ROLLOUTS`` (200) rollouts: a gauge that can be
    redrawn after every move. Its 95% interval is about +/-4 points at 10% risk and
    +/-7 points at 50%, against +/-2 and +/-3 for 1,000 rollouts."""
    return estimate_risk(state_or_view, observer=observer, rollouts=LIVE_ROLLOUTS,
                         seed=seed, policy=policy)


def _most_common(causes: Counter) -> str | None:
    if not causes:
        return None
    # ties broken by name so the answer does not depend on dictionary order
    return min(causes.items(), key=lambda kv: (-kv[1], kv[0]))[0]

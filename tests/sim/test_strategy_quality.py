"""Seeded experiments: the strategies are good players of their kind.

A few thousand games each (a few seconds): the loss rates are far enough apart that the
95% intervals do not touch, so these are not coin flips that pass by luck.
"""

from __future__ import annotations

import pytest

from terra_widget.sim import simulate


@pytest.fixture(scope="module")
def rates():
    runs = {
        "random": simulate(["random"] * 4, 1500, seed=101),
        "cooperative": simulate(["cooperative"] * 4, 2000, seed=102),
        "balanced:0.5": simulate(["balanced:0.5"] * 4, 800, seed=103),
        "balanced:0.8": simulate(["balanced:0.8"] * 4, 800, seed=104),
        "selfish": simulate(["selfish"] * 4, 300, seed=105),
    }
    return {k: v.summary() for k, v in runs.items()}


def test_cooperative_saves_the_world_far_more_often_than_random(rates):
    coop, rand = rates["cooperative"], rates["random"]
    assert coop["loss_rate"] <= rand["loss_rate"] - 0.5  # a clear margin, not a nudge
    assert coop["loss_rate_ci95"][1] < rand["loss_rate_ci95"][0]


def test_greed_costs_the_world(rates):
    """Loss rate rises from Cooperative through Balanced(0.5), Balanced(0.8) to Selfish."""
    order = ["cooperative", "balanced:0.5", "balanced:0.8", "selfish"]
    for kinder, greedier in zip(order, order[1:], strict=False):
        assert rates[kinder]["loss_rate_ci95"][1] < rates[greedier]["loss_rate_ci95"][0], \
            (kinder, greedier)


def test_greed_pays_the_greedy_when_the_world_survives():
    """Head to head, Balanced(0.8) outscores its Cooperative neighbours in saved games,
    and Selfish outscores Balanced(0.8)."""
    res = simulate(["cooperative", "balanced:0.8", "cooperative", "selfish"], 600, seed=106)
    st = res.summary()["by_strategy"]
    mean = {k: v["final_score_on_success"]["mean"] for k, v in st.items()}
    assert mean["cooperative"] < mean["balanced:0.8"] < mean["selfish"]

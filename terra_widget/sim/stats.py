"""Small statistics helpers (standard library only)."""

from __future__ import annotations

from fractions import Fraction
from math import sqrt

CONFIDENCE = 0.95  # the level of every interval of a simulation's summary and report
Z95 = 1.959963984540054  # two-sided 95% normal quantile (CONFIDENCE)


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion: a 95% confidence interval that stays
    inside [0, 1] and behaves at 0 and n successes (unlike the plain normal one)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def describe(values) -> dict:
    """count, mean, sd, min, quartiles, max of a list of numbers (empty-safe)."""
    xs = sorted(values)
    n = len(xs)
    if n == 0:
        return {"count": 0, "mean": None, "sd": None, "min": None, "p25": None,
                "median": None, "p75": None, "max": None}
    mean = sum(xs) / n
    sd = sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0

    def q(f: float) -> float:
        pos = f * (n - 1)
        lo = int(pos)
        hi = min(lo + 1, n - 1)
        return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)

    return {"count": n, "mean": mean, "sd": sd, "min": xs[0], "p25": q(0.25),
            "median": q(0.5), "p75": q(0.75), "max": xs[-1]}


def describe_counts(histogram) -> dict:
    """``describe`` of the numbers a histogram ``{value: how many times}`` stands for,
    without listing them: the same count, mean, min, quartiles and max as
    ``describe(values)``; the standard deviation is computed exactly from whole-number
    sums (so it does not depend on the order values were counted in)."""
    items = sorted((x, c) for x, c in histogram.items() if c)
    n = sum(c for _, c in items)
    if n == 0:
        return describe(())
    total = sum(x * c for x, c in items)
    mean = total / n
    if n > 1:
        squares = sum(x * x * c for x, c in items)
        sd = sqrt(Fraction(n * squares - total * total, n * (n - 1)))
    else:
        sd = 0.0

    def at(rank: int):  # the value at 0-based rank in the sorted list
        seen = 0
        for x, c in items:
            seen += c
            if rank < seen:
                return x
        raise IndexError(rank)

    def q(f: float) -> float:
        pos = f * (n - 1)
        lo = int(pos)
        hi = min(lo + 1, n - 1)
        low = at(lo)
        return low + (at(hi) - low) * (pos - lo)

    return {"count": n, "mean": mean, "sd": sd, "min": items[0][0], "p25": q(0.25),
            "median": q(0.5), "p75": q(0.75), "max": items[-1][0]}


def mean_interval(total: int, squares: int, n: int, z: float = Z95
                  ) -> tuple[float | None, tuple[float | None, float | None]]:
    """The mean of ``n`` whole numbers and its normal interval (95% by default), from their
    sum and the sum of their squares: sums merge in any order, so the figures do not
    depend on which worker counted which game. ``(None, (None, None))`` for no number."""
    if n == 0:
        return None, (None, None)
    mean = total / n
    if n == 1:
        return mean, (mean, mean)
    var = max(0.0, (squares - total * total / n) / (n - 1))
    half = z * sqrt(var / n)
    return mean, (mean - half, mean + half)

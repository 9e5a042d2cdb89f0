"""Small statistics helpers (standard library only)."""

from __future__ import annotations

from math import sqrt

Z95 = 1.959963984540054  # two-sided 95% normal quantile


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

"""The story's sentences: one per moment and per turning point, in the five languages
(the ``story.*`` keys of ``terra_widget.i18n``). Each colour is written with its symbol
and its name (``Translator.colour``), never by hue alone."""

from __future__ import annotations

from terra_widget.i18n import translator
from terra_widget.rules import COLOURS, REGIONS, Solution

from .moments import LIMITS

_COLOUR = {c.value: c for c in COLOURS}
_REGION = {r.value: r for r in REGIONS}


def colour_words(t, value: str) -> str:
    """'▲ green' (symbol and name)."""
    return t.colour(_COLOUR[value])


def region_words(t, value: str) -> str:
    return t.region(_REGION[value])


def card_words(t, code: str) -> str:
    return t.card(Solution.parse(code))


def moment_text(t, names, m: dict) -> str:
    """One sentence for a raw moment (``moments.analyse``), already filtered for the
    observer: a hoard without ``points`` is told without its cards."""
    kind = m["kind"]
    values = {"turn": m["turn"]}
    if m.get("seat") is not None:
        values["player"] = names[m["seat"]]
    if m.get("_crisis") is not None:
        values["crisis"] = t.crisis(m["_crisis"])
        values["threat"] = m["_crisis"].threat
    if m.get("total") is not None:
        values["total"] = m["total"]
    if kind == "gave":
        values["card"] = card_words(t, m["cards"][0])
        key = f"story.gave.{m['target']}" + ("_solved" if m.get("solved") else "")
        return t(key, **values)
    if kind == "hoarded":
        if m.get("points") is None:
            return t("story.hoarded_hidden", **values)
        return t("story.hoarded", points=m["points"], cards=t.cards(
            [Solution.parse(c) for c in m["cards"]]), **values)
    if kind == "discarded":
        return t("story.discarded", card=card_words(t, m["cards"][0]), **values)
    if kind in ("held_back", "could_have_solved"):
        values["colour"] = colour_words(t, m["colour"])
        values["best"] = m["best"]
        return t(f"story.{kind}.{m['target']}", **values)
    if kind == "full_blown":
        return t("story.full_blown", **values)
    if kind == "solved":
        return t("story.solved", **values)
    if kind == "near_limit":
        return t(f"story.near_limit.{m['limit']}", **_limit_values(t, m), **values)
    if kind == "lost":
        return t("story.lost", cause=t.cause(m["_cause"]), **values)
    if kind == "saved":
        return t("story.saved", **values)
    raise ValueError(f"unknown moment kind {kind!r}")


def _limit_values(t, m: dict) -> dict:
    out = {"n": m["count"], "limit": LIMITS[m["limit"]]}
    if m.get("region"):
        out["region"] = region_words(t, m["region"])
    if m.get("colour"):
        out["colour"] = colour_words(t, m["colour"])
    return out


def percent(p: float) -> str:
    return f"{round(100 * p)} %"


def labels(lang: str) -> dict:
    """The picture's fixed words in ``lang``."""
    t = translator(lang)
    keys = ("title", "regions", "colours", "total", "lanes", "risk", "turn", "legend",
            "lost", "saved", "going", "risk_none")
    out = {k: t("story.label." + k) for k in keys}
    out["limit"] = {kind: t("story.label.limit", limit=n) for kind, n in LIMITS.items()}
    out["kinds"] = {k: t("story.kind." + k) for k in
                    ("gave", "solved", "hoarded", "discarded", "held_back",
                     "could_have_solved", "full_blown", "crisis_solved", "near_limit",
                     "lost", "saved")}
    out["colours_named"] = {c.value: t.colour(c) for c in COLOURS}
    out["regions_named"] = {r.value: t.region(r) for r in REGIONS}
    return out

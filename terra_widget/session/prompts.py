"""Discussion prompts: which question a moment of the game raises (no widgets).

Where a prompt sits over the board is drawing, not the session: ``ui/prompt_place.py``.

A prompt is ``(i18n key, raw values)``; the raw values are engine objects (a crisis, a
seat, the loss limits one crisis away, R6.1), put into words only when shown, so a
change of language re-words the prompt on screen.
"""

from __future__ import annotations

from ..rules import COLOURS, REGIONS, EventKind


def limits_one_away(view) -> tuple:
    """The loss limits (R6.1) that one more full-blown crisis would break, as
    ("region", Region) / ("colour", Colour) / ("total", None): only the total when it is
    one away (then any crisis would break it), else every region and colour that is."""
    m_region, m_colour, m_total = view.loss_margins()
    if m_total <= 1:
        return (("total", None),)
    return (tuple(("region", r) for r in REGIONS if m_region[r] <= 1)
            + tuple(("colour", c) for c in COLOURS if m_colour[c] <= 1))


def prompt_for(events, view) -> tuple[str, dict] | None:
    """The question these events raise for the class, or None."""
    kinds = {e.kind for e in events}
    if EventKind.WORLD_LOST in kinds:
        return ("prompt.lost", {})
    if EventKind.GAME_WON in kinds:
        return ("prompt.won", {})
    if EventKind.CRISIS_FULL_BLOWN in kinds:
        limits = limits_one_away(view)
        if limits:
            return ("prompt.one_from_collapse", {"limits": limits})
        crisis = [e.crisis for e in events if e.kind is EventKind.CRISIS_FULL_BLOWN][-1]
        return ("prompt.full_blown", {"crisis": crisis})
    if EventKind.HOARDED in kinds and view.full_blown:
        seat = [e.seat for e in events if e.kind is EventKind.HOARDED][-1]
        return ("prompt.hoard_burning", {"seat": seat})
    return None


def prompt_values(t, prompt, players) -> dict:
    """The prompt's values in words (language ``t``)."""
    _key, raw = prompt
    values = {}
    if "crisis" in raw:
        values["crisis"] = t.crisis(raw["crisis"])
    if "seat" in raw:
        values["player"] = players[raw["seat"]]
    if "limits" in raw:
        dangers = []
        for kind, what in raw["limits"]:
            if kind == "region":
                dangers.append(t("prompt.danger_region", region=t.region(what)))
            elif kind == "colour":
                dangers.append(t("prompt.danger_colour", colour=t.colour(what)))
            else:
                dangers.append(t("prompt.danger_total"))
        values["dangers"] = t.join(dangers, last="list.or")
    return values


def prompt_text(t, prompt, players) -> str:
    return t(prompt[0], **prompt_values(t, prompt, players))

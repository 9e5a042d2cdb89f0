"""Discussion prompts: which question a moment of the game raises (no widgets).

A prompt is ``(i18n key, raw values)``; the raw values are engine objects (a crisis, a
seat, the loss limits one crisis away, R6.1), put into words only when shown, so a
change of language re-words the prompt on screen.
"""

from __future__ import annotations

from ..rules import COLOURS, REGIONS, EventKind
from . import board


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


# -- where the prompt sits over the board ------------------------------------------------
#: The prompt's room over the board (board units): as wide as the panel under the map, and
#: at most this tall (the longest question, German with two dangers, is about 140).
PROMPT_W, PROMPT_H = board.PANEL_W, 150
#: Where it may sit, best first: over the panel under the map (empty while a prompt shows,
#: the impending crisis is settled, R3.4), else in another corner of the board.
CORNERS = {
    "bottom-left": (board.PANEL_X, board.HEIGHT - 4 - PROMPT_H),
    "top-left": (4, 4),
    "bottom-right": (board.WIDTH - 4 - PROMPT_W, board.HEIGHT - 4 - PROMPT_H),
    "top-right": (board.WIDTH - 4 - PROMPT_W, 4),
}


def prompt_regions(prompt) -> set:
    """The regions a prompt talks about: the crisis's region, the regions one crisis from
    their limit (R6.1)."""
    _key, raw = prompt
    regions = {raw["crisis"].region} if "crisis" in raw else set()
    regions.update(what for kind, what in raw.get("limits", ()) if kind == "region")
    return regions


def prompt_corner(prompt, view, lang: str = "en") -> str:
    """The corner of the board (a key of :data:`CORNERS`) where the prompt covers none of
    the regions it talks about -- their counters and full-blown crises as ``board.boxes``
    draws them -- and, among those, the fewest other crises; the first such corner."""
    named = prompt_regions(prompt)
    region_of = {fb.crisis.id: fb.crisis.region for fb in view.full_blown}
    drawn = []
    for key, rect in board.boxes(view, lang=lang).items():
        if key.startswith("counter-"):
            drawn.append((key[len("counter-"):], False, rect))
        elif key in region_of:
            drawn.append((region_of[key].value, True, rect))
    names = {r.value for r in named}

    def cost(corner):
        x, y = CORNERS[corner]
        covered_named = covered_crises = 0
        for region, is_crisis, (bx, by, bw, bh) in drawn:
            if bx < x + PROMPT_W and x < bx + bw and by < y + PROMPT_H and y < by + bh:
                covered_named += region in names
                covered_crises += is_crisis
        return covered_named, covered_crises

    return min(CORNERS, key=cost)

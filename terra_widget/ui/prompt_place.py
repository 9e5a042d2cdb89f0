"""Where a discussion prompt sits over the board: never over the regions it talks about,
which the class must see to answer it. The question itself comes from
``terra_widget.session.prompts``; this part needs the board's geometry, so it lives with
the drawing."""

from __future__ import annotations

from . import board

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


#: The prompt's place when every corner would cover something it must leave in view: off
#: the board, in the side column (``TableView.place_prompt``).
OUTSIDE = "side"


def impending_panel(view):
    """The panel under the map while a crisis is impending (its card, what has been put on
    it and who still answers, R3.1): the decision the class watches, never covered."""
    if view.impending is None:
        return None
    top = board.map_bottom()
    return (board.PANEL_X, top, board.PANEL_W, board.HEIGHT - top)


def prompt_corner(prompt, view, lang: str = "en") -> str:
    """Where the prompt goes: a corner of the board (a key of :data:`CORNERS`) that covers
    no region's counter (R6.1), not the impending crisis's panel, and none of the regions
    it talks about (their full-blown crises as ``board.boxes`` draws them) -- among those,
    the one covering the fewest other crises, the first such corner; :data:`OUTSIDE` when
    no corner is free (a teacher's question stays up while the game goes on, so it can
    meet the next impending crisis)."""
    named = prompt_regions(prompt)
    region_of = {fb.crisis.id: fb.crisis.region for fb in view.full_blown}
    drawn = []  # (region, kind, rect): kind "counter", "crisis" or "impending"
    for key, rect in board.boxes(view, lang=lang).items():
        if key.startswith("counter-"):
            drawn.append((key[len("counter-"):], "counter", rect))
        elif key in region_of:
            drawn.append((region_of[key].value, "crisis", rect))
    panel = impending_panel(view)
    if panel is not None:
        drawn.append(("", "impending", panel))
    names = {r.value for r in named}

    def cost(corner):
        x, y = CORNERS[corner]
        blocked = covered_named = covered_crises = 0
        for region, kind, (bx, by, bw, bh) in drawn:
            if bx < x + PROMPT_W and x < bx + bw and by < y + PROMPT_H and y < by + bh:
                blocked += kind in ("counter", "impending")
                covered_named += region in names
                covered_crises += kind == "crisis"
        return blocked, covered_named, covered_crises

    best = min(CORNERS, key=cost)
    blocked, covered_named, _ = cost(best)
    return OUTSIDE if blocked or covered_named else best

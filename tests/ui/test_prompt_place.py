"""The discussion prompt never covers the region it talks about. It
sits in a corner of the board (``prompts.prompt_corner``): over the panel under the map
when that leaves the region's counter and crises (R6.1's count) in view, else elsewhere."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from terra_widget.rules import DEFAULT_CRISES, Region
from terra_widget.ui import board
from terra_widget.ui.prompt_place import CORNERS, PROMPT_H, PROMPT_W, prompt_corner


def _view(region: Region, n: int):
    crises = [c for c in DEFAULT_CRISES if c.region is region][:n]
    return SimpleNamespace(full_blown=[SimpleNamespace(crisis=c, total=0) for c in crises],
                           impending=None)


def _covered(corner, view, region, lang):
    x, y = CORNERS[corner]
    ids = {fb.crisis.id for fb in view.full_blown}
    hits = []
    for key, (bx, by, bw, bh) in board.boxes(view, lang=lang).items():
        if key == f"counter-{region.value}" or key in ids:
            if bx < x + PROMPT_W and x < bx + bw and by < y + PROMPT_H and y < by + bh:
                hits.append(key)
    return hits


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("region", list(Region))
def test_the_prompt_leaves_the_region_it_talks_about_in_view(region, lang):
    view = _view(region, 2)  # one more and the world is lost (R6.1)
    prompt = ("prompt.one_from_collapse", {"limits": (("region", region),)})
    corner = prompt_corner(prompt, view, lang)
    assert _covered(corner, view, region, lang) == []


def test_a_southern_region_moves_the_prompt_off_the_panel():
    """South America's block reaches the panel's height with two crises: the prompt's
    usual place would cover them, so it goes elsewhere."""
    view = _view(Region.SOUTH_AMERICA, 2)
    assert _covered("bottom-left", view, Region.SOUTH_AMERICA, "de")  # the usual place
    prompt = ("prompt.full_blown", {"crisis": view.full_blown[-1].crisis})
    assert prompt_corner(prompt, view, "de") != "bottom-left"

"""How the story picture marks a limit and the end of the game (R6.1, R6.3): the vertical
line of a limit come within one (or broken) runs over the counters' rows and never across
a heading; the saved world's mark is not the mark of a limit come within one (a tick
inside it), and the legend names the mark of the way this game ended."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from test_story_record import ENDINGS, random_game

from terra_widget.rules import COLOURS, REGIONS
from terra_widget.sim.story import story
from terra_widget.sim.story.draw import MIN_WIDTH, WIDTH
from terra_widget.sim.story.words import labels

SVG = "{http://www.w3.org/2000/svg}"


def headings(root, words) -> list[float]:
    """The baselines of the three counters' headings (bold, and starting with a title)."""
    titles = (words["regions"], words["colours"], words["total"])
    return [float(t.get("y")) for t in root.iter(f"{SVG}text")
            if t.get("font-weight") == "bold" and (t.text or "").startswith(titles)]


def limit_lines(root) -> list[tuple[float, float]]:
    """The vertical lines drawn where a limit came within one, broke, or the game ended."""
    return [(float(line.get("y1")), float(line.get("y2"))) for line in root.iter(f"{SVG}line")
            if line.get("x1") == line.get("x2") and line.get("stroke-width") == "1.5"]


@pytest.mark.parametrize("width", [MIN_WIDTH, WIDTH])
@pytest.mark.parametrize("seed", sorted(ENDINGS))
def test_a_limits_line_crosses_no_heading(seed, width):
    made = story(random_game(seed), lang="en", risk=False)
    root = ET.fromstring(made.svg(width=width))
    words = labels("en")
    font = 14
    lines = limit_lines(root)
    marked = [m for m in made.moments if m.kind in ("near_limit", "lost", "saved")]
    assert lines and marked  # every ending here came near a limit first, or broke one
    found = headings(root, words)
    assert len(found) == 3
    for baseline in found:  # the heading's text stands between baseline - font and baseline
        for y1, y2 in lines:
            assert y2 <= baseline - font or y1 >= baseline + 2, (seed, width, baseline, y1, y2)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", sorted(ENDINGS))
def test_the_legend_names_how_the_game_ended_and_saved_is_not_near_a_limit(seed, lang):
    made = story(random_game(seed), lang=lang, risk=False)
    root = ET.fromstring(made.svg())
    words = labels(lang)
    texts = [t.text for t in root.iter(f"{SVG}text")]
    ending = "saved" if ENDINGS[seed] == "saved" else "lost"
    assert made.outcome == ending
    assert words["kinds"][ending] in texts  # R6.1 / R6.3, in the legend
    other = "lost" if ending == "saved" else "saved"
    assert words["kinds"][other] not in texts
    drawn = {g.get("data-kind"): g for g in root.iter(f"{SVG}g") if g.get("data-kind")}
    assert ending in drawn
    if ending == "saved":  # a tick in its circle: the near-limit circle has none
        assert drawn["saved"].find(f"{SVG}path") is not None
        assert "near_limit" in drawn and drawn["near_limit"].find(f"{SVG}path") is None


def bands(root) -> list[list[tuple[float, float]]]:
    """The corners of each counter's band, in the order drawn: the regions, the colours,
    the total (each band is one path, filled at 0.85)."""
    out = []
    for path in root.iter(f"{SVG}path"):
        if path.get("fill-opacity") == "0.85":
            out.append([tuple(map(float, xy.split(",")))
                        for xy in re.findall(r"[ML]([-\d.]+,[-\d.]+)", path.get("d"))])
    return out


@pytest.mark.parametrize("width", [MIN_WIDTH, WIDTH])
@pytest.mark.parametrize("seed", [s for s, end in sorted(ENDINGS.items()) if end != "saved"])
def test_the_band_of_the_broken_limit_shows_the_crisis_that_broke_it(seed, width):
    """R6.1: the last action broke a limit; its band reaches that limit's line and stays
    there a text's size wide, right of the line marking the loss."""
    made = story(random_game(seed), lang="en", risk=False)
    root = ET.fromstring(made.svg(width=width))
    (lost,) = [m for m in made.moments if m.kind == "lost"]
    order = ([r.value for r in REGIONS] if lost.limit == "region" else
             [c.value for c in COLOURS] if lost.limit == "colour" else [None])
    offset = {"region": 0, "colour": len(REGIONS), "total": len(REGIONS) + len(COLOURS)}
    row = offset[lost.limit] + order.index(lost.region or lost.colour)
    limit_lines = [float(line.get("y1")) for line in root.iter(f"{SVG}line")
                   if line.get("stroke-dasharray") == "6 3"]
    top = limit_lines[row]  # the dashed line of that row's limit
    at_limit = [x for x, y in bands(root)[row] if abs(y - top) < 0.11]
    assert at_limit and max(at_limit) - min(at_limit) >= 14 - 0.2, (seed, width, at_limit)

"""The story picture in a narrower box (JupyterLab with its file browser open, a teacher's
page beside other panels): the time axis gets shorter and the text keeps its size (at
least 14 px), and nothing is drawn past the picture's right edge."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from test_story_record import random_game

from terra_widget.sim.story import story
from terra_widget.sim.story.draw import MIN_WIDTH

SVG = "{http://www.w3.org/2000/svg}"
#: DejaVu Sans averages under 0.62 em per character; a generous bound for the check.
EM_PER_CHARACTER = 0.62


def right_edges(svg: str):
    """(text, font size, estimated right edge) of every text in the picture."""
    for el in ET.fromstring(svg).iter(f"{SVG}text"):
        words = "".join(el.itertext())
        size = float(el.get("font-size"))
        x = float(el.get("x"))
        width = len(words) * size * EM_PER_CHARACTER
        anchor = el.get("text-anchor", "start")
        yield words, size, x + {"start": width, "middle": width / 2, "end": 0}[anchor]


@pytest.mark.parametrize("width, lang", [(MIN_WIDTH, "fr"), (860, "de"), (1200, "en")])
def test_a_narrower_picture_keeps_its_text_size_and_draws_nothing_past_its_edge(width, lang):
    made = story(random_game(4), lang=lang, risk=False)
    svg = made.svg(width=width)
    root = ET.fromstring(svg)
    assert root.get("viewBox").split()[2] == str(width) and root.get("width") == str(width)
    for words, size, right in right_edges(svg):
        assert size >= 14, words
        assert right <= width + 2, (words, right, width)
    # every moment is still there, with its position for time travel
    assert svg.count('class="terra-story-moment') == made.svg().count(
        'class="terra-story-moment')


@pytest.mark.parametrize("width", [MIN_WIDTH - 1, 99999, 800.5, True, "900"])
def test_a_width_outside_the_range_is_refused_with_what_is_allowed(width):
    made = story(random_game(4), risk=False)
    with pytest.raises(ValueError, match=f"from {MIN_WIDTH} to"):
        made.svg(width=width)


def test_a_notebook_shows_the_picture_at_the_width_of_labs_output_with_the_file_browser():
    """``story(game)`` as a cell's last line: at 1280 px with JupyterLab's file browser
    open the output area is about 880 px wide, and the picture must not scroll there."""
    from terra_widget.sim.story.draw import NOTEBOOK_WIDTH

    html = story(random_game(4), risk=False)._repr_html_()
    svg = html[html.index("<svg"):html.index("</svg>") + 6]
    assert NOTEBOOK_WIDTH <= 880 and ET.fromstring(svg).get("width") == str(NOTEBOOK_WIDTH)

"""R0.2 on screen: under the counters' title, one line says what each colour stands for
(symbol, colour name and meaning), in words a projector shows -- not in a tooltip -- and
in the language chosen."""

from __future__ import annotations

import html
import re

import ipywidgets as W
import pytest
from ui_support import make_app, visible, widget_texts

from terra_widget.i18n import COLOUR_SYMBOLS, LANGUAGES, translator
from terra_widget.rules import COLOURS, new_game
from terra_widget.ui import palette

PLAYERS = ["Ana", "Ben", "Chloé"]
ENGLISH = "▲ green: environment · ● blue: society and economy · ■ red: peace and security"
FRENCH = "▲ vert : environnement · ● bleu : société et économie · ■ rouge : paix et sécurité"


def plain(value: str) -> str:
    """What the browser shows of an HTML value: no tags, entities decoded."""
    return html.unescape(re.sub("<[^>]+>", "", value))


def shown_lines(app) -> list[str]:
    """The text of every HTML widget on screen (values only: a tooltip needs a hover,
    which a projector does not have)."""
    return [plain(text) for w, field, text in widget_texts(app)
            if isinstance(w, W.HTML) and field == "value" and visible(w, app)]


def legend_of(app) -> str:
    """The one line on screen that names the three colours' meanings."""
    t = app.t
    meanings = [t(f"colour.{c.value}.meaning") for c in COLOURS]
    lines = [line for line in shown_lines(app) if all(m in line for m in meanings)]
    assert len(lines) == 1, lines
    return lines[0]


def test_the_legend_says_what_each_colour_stands_for_in_english():
    app = make_app(new_game(PLAYERS, seed=1))
    assert legend_of(app) == ENGLISH
    assert app.table.colour_legend.tooltip in (None, "")  # the words are on screen, not on hover
    # in the gauges beside the board: right under the colour gauges it explains
    order = list(app.table.gauges.children)
    assert order.index(app.table.counter_box) == order.index(app.table.counters_title) + 1
    assert order.index(app.table.colour_legend) == order.index(app.table.counter_box) + 1
    assert not app.errors


def test_the_legend_follows_a_change_of_language():
    app = make_app(new_game(PLAYERS, seed=1))
    app.secondary.lang_select.value = "fr"
    assert legend_of(app) == FRENCH
    everything = "\n".join(shown_lines(app))
    for english in ("environment", "society and economy", "peace and security"):
        assert english not in everything
    app.secondary.lang_select.value = "en"
    assert legend_of(app) == ENGLISH
    assert not app.errors


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_names_symbol_colour_and_meaning_in_that_order(lang):
    app = make_app(new_game(PLAYERS, seed=1), lang=lang)
    t = translator(lang)
    line = legend_of(app)
    pieces = []
    for c in COLOURS:  # green, blue, red: the order of the counters
        pieces += [COLOUR_SYMBOLS[c], t.colour_name(c), t(f"colour.{c.value}.meaning")]
    positions = [line.find(piece) for piece in pieces]
    assert -1 not in positions and positions == sorted(positions), (line, pieces)
    # the symbol is followed by its name, as everywhere else ("▲ green")
    for c in COLOURS:
        assert t.colour(c) in line


def test_the_legend_shows_each_colour_as_on_the_board_and_survives_projector_mode():
    """Each symbol sits on a chip of its colour (the fills of the board and the cards,
    with their readable text colour), so the legend ties the colours to their meaning."""
    app = make_app(new_game(PLAYERS, seed=1), projector=True)
    value = app.table.colour_legend.value
    chips = re.findall(r'<span class="terra-colour-chip" style="background:(#[0-9A-F]{6});'
                       r'color:(#[0-9A-F]{6})">(.)</span>', value)
    assert chips == [(palette.FILL[c], palette.TEXT_ON[c], COLOUR_SYMBOLS[c])
                     for c in COLOURS]
    app.secondary.projector_toggle.value = False
    assert legend_of(app) == ENGLISH

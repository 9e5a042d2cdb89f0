"""The gauges (R6.1) wrap beside the board in a narrow notebook (JupyterLab with its file
browser open): a count never lands on a line of its own, nor a colour's symbol apart from
its name ("rouge" over "4/4", "■" over "vermell 0/4" read as nonsense); the text a reader
or a screen reader gets is unchanged."""

from __future__ import annotations

import html as H
import re

import pytest

from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import new_game
from terra_widget.ui import text as T


def _kept(html: str) -> str:
    (kept,) = re.findall(r'<span class="terra-nowrap">([^<]*)</span>', html)
    return H.unescape(kept)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_gauge_keeps_its_count_with_its_words(lang):
    t = translator(lang)
    view = new_game(["Ana", "Ben", "Chloé"], seed=3).view(None)
    for css_id, text, level, _ in T.counter_items(t, view):
        html = T.counter_html(text, level)
        assert H.unescape(re.sub("<[^>]+>", "", html)).endswith(text)
        kept = _kept(html)
        assert re.search(r"\S \d+/\d+$", kept), (css_id, kept)  # a word and its count
        if css_id.startswith("colour-"):
            assert kept == text  # "▲ green 1/4": the symbol, the name and the count


def test_a_sign_may_wrap_before_the_gauge():
    html = T.counter_html("■ vermell 4/4", "broken")
    assert html.startswith('<div class="terra-counter-inner">✖ <span')
    assert _kept(html) == "■ vermell 4/4"

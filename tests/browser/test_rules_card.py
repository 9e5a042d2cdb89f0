"""The printable rules card (docs/rules_card/<lang>.html, written by tools/rules_card.py)
prints on ONE page, A4 and Letter, in every language: Chromium's own PDF of it is counted."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import pytest

from terra_widget.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / "docs" / "rules_card"
#: a page object of the PDF (not the /Pages tree that lists them)
PAGE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def test_the_committed_cards_are_what_the_tool_writes():
    tool = runpy.run_path(str(ROOT / "tools" / "rules_card.py"), run_name="rules_card")
    for lang in LANGUAGES:
        assert (CARD / f"{lang}.html").read_text("utf-8") == tool["page"](lang), (
            f"run: python tools/rules_card.py ({lang} is out of date)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_card_names_the_rules_a_class_asks_about(lang):
    text = (CARD / f"{lang}.html").read_text("utf-8")
    for rule in ("R4.4", "R4.7", "R4.8", "R6.1"):
        assert rule in text, (lang, rule)
    for kind in ("(a)", "(b)", "(c)", "(d)"):  # the four kinds of set, R4.5
        assert kind in text
    for limit in ("<b>3</b>", "<b>4</b>", "<b>7</b>", "<b>8</b>"):
        assert limit in text
    for symbol in "▲●■":  # never colour alone
        assert symbol in text


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_prints_on_one_page(browser_page, lang, paper):
    browser_page.goto((CARD / f"{lang}.html").as_uri())
    pdf = browser_page.pdf(format=paper)
    assert pdf[:5] == b"%PDF-"
    pages = len(PAGE.findall(pdf))
    assert pages == 1, f"{lang} on {paper}: {pages} pages"


def test_the_page_count_sees_a_second_page(browser_page):
    """Guards the count: a card twice as long prints on two pages."""
    text = (CARD / "en.html").read_text("utf-8")
    body = text[text.index("<body>") + 6:text.index("</body>")]
    browser_page.set_content(text.replace("</body>", body + body + "</body>"))
    assert len(PAGE.findall(browser_page.pdf(format="A4"))) >= 2

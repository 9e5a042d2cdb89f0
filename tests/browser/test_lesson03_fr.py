"""Lesson 03 (the tragedy of the commons) in French in JupyterLab: predict, then reveal.

``notebooks/fr/03_tragedy_of_the_commons.ipynb`` is opened at 1280 px wide. Before any
cell runs, the page shows none of the lesson's findings (``terra_widget.lessons``). A
student types a guess into the first prediction cell, then runs everything from the
menu: the reveal puts that guess beside the result, in French, and each finding appears
in the output of its cell. Screenshots: ``test-artifacts/lesson03-fr-before.png`` and
``lesson03-fr-reveal.png``.
"""

from __future__ import annotations

import re

import pytest
from harness import open_notebook, run_all_cells, save_element_screenshot
from playwright.sync_api import expect

from terra_widget.lessons import findings

pytestmark = pytest.mark.browser

NOTEBOOK = "notebooks/fr/03_tragedy_of_the_commons.ipynb"
WAIT_MS = 240_000


def opening(finding: str) -> str:
    """A finding's words before its first field or colon (as the page shows them)."""
    return re.split(r"\{|:", findings("fr")[finding])[0].strip()


def test_lesson_03_in_french_reveals_each_result_beside_the_guess(jupyter_lab, browser_page):
    page = browser_page
    open_notebook(page, jupyter_lab, NOTEBOOK)
    notebook = page.locator(".jp-NotebookPanel").first
    expect(page.locator(".jp-MarkdownCell").first).to_be_visible(timeout=WAIT_MS)
    before = notebook.inner_text()
    for name in ("greedy_table", "greed_curve", "mix_loss", "commons"):
        assert opening(name) not in before, name
    save_element_screenshot(notebook, "lesson03-fr-before")

    # the student's guess: 30 worlds saved out of 100 for four greedy players
    cell = page.locator(".jp-CodeCell").filter(has_text="my_guess_greedy = None").first
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.type("my_guess_greedy = 30\nmy_guess_cooperative = 60\n")
    run_all_cells(page, timeout=WAIT_MS / 1000)

    reveal = page.locator(".jp-OutputArea-output").filter(has_text="Votre prédiction : 30 sur 100")
    expect(reveal).to_have_count(1, timeout=WAIT_MS)
    reveal.scroll_into_view_if_needed()
    text = reveal.text_content()
    assert "Le résultat : 0,0\u00a0%" in text and "trop haute de 30 points" in text
    assert opening("greedy_table") in text
    outputs = "\n".join(page.locator(".jp-OutputArea-output").all_text_contents())
    for name in ("cooperative_table", "greed_curve", "greed_winner", "mix_loss", "mix_wins",
                 "commons"):
        assert opening(name) in outputs, name
    assert "Votre prédiction : 60 sur 100" in outputs
    reveal.scroll_into_view_if_needed()
    save_element_screenshot(notebook, "lesson03-fr-reveal")

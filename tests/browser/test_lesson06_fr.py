"""Lesson 06 (the class tournament) in French in JupyterLab at 1280 px wide: the
report and the chart come out in French and large enough for a projector.

``notebooks/fr/06_class_tournament.ipynb`` is opened and run from the menu. Then:

* the report (``TournamentResult`` shown as an HTML table) has the French headings and the
  bundled strategies' French names, none of the English ones, and its text is at least
  14 px;
* the chart is an image drawn with FONT_POINTS text at least: shown at its width on the
  page, that text is at least 14 px (a lower bound: the figure is CHART_SIZE wide, cropped
  at most); its French axis titles are checked in ``tests/sim/test_tournament.py``.

A screenshot goes to ``test-artifacts/lesson06-fr.png``.
"""

from __future__ import annotations

import pytest
from harness import open_notebook, run_all_cells, save_element_screenshot
from playwright.sync_api import expect

from terra_widget.i18n import translator
from terra_widget.sim.charts import FONT_POINTS
from terra_widget.sim.tournament import CHART_SIZE

pytestmark = pytest.mark.browser

NOTEBOOK = "notebooks/fr/06_class_tournament.ipynb"
WAIT_MS = 120_000
FR, EN = translator("fr"), translator("en")
SMALLEST_PT = FONT_POINTS  # the chart's smallest text (TournamentResult.plot)
FIGURE_PT_WIDE = CHART_SIZE[0] * 72


def test_lesson_06_in_french_reads_on_a_projector(jupyter_lab, browser_page):
    page = browser_page
    assert page.viewport_size["width"] == 1280
    open_notebook(page, jupyter_lab, NOTEBOOK)
    run_all_cells(page, timeout=WAIT_MS / 1000)

    report = page.locator(".terra-tournament")
    expect(report).to_have_count(1, timeout=WAIT_MS)
    # a long notebook: JupyterLab renders only the cells near the view, so look at it there
    report.scroll_into_view_if_needed()
    expect(report).to_be_visible(timeout=WAIT_MS)
    text = report.text_content()
    assert FR("tournament.col.saved") in text and FR("tournament.col.points") in text
    assert "Tournoi de la classe" in text
    for name in ("cooperative", "selfish"):
        assert FR.strategy(name) in text and EN.strategy(name) not in text
    assert EN("tournament.col.points") not in text
    sizes = report.evaluate("""(root) => Array.from(root.querySelectorAll('td, th, p'))
        .map((el) => parseFloat(getComputedStyle(el).fontSize))""")
    assert sizes and min(sizes) >= 14, sizes
    # every figure and interval on one line ("62 %–88 %", not "62 %–" over "88 %")
    broken = report.evaluate("""(root) => Array.from(root.querySelectorAll('td'))
        .filter((td) => td.cellIndex > 0).filter((td) => {
            const range = document.createRange();
            range.selectNodeContents(td);  // the lines its text takes, by their tops
            const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
            return tops.size > 1;
        }).map((td) => td.textContent)""")
    assert broken == [], f"figures broken over two lines: {broken}"

    chart = page.locator(".jp-OutputArea-output img").last
    expect(chart).to_be_visible(timeout=WAIT_MS)
    shown = chart.evaluate("(img) => img.getBoundingClientRect().width")
    smallest_px = SMALLEST_PT * shown / FIGURE_PT_WIDE
    assert smallest_px >= 14, (shown, smallest_px)
    chart.scroll_into_view_if_needed()
    save_element_screenshot(page.locator(".jp-NotebookPanel").first, "lesson06-fr")

    # the predictions come back: the cell after the report sets them beside the results
    reveal = page.locator(".jp-OutputArea-output").filter(has_text="Meilleur score quand")
    expect(reveal).to_have_count(1, timeout=WAIT_MS)
    reveal.scroll_into_view_if_needed()
    assert "La réponse : égoïste" in reveal.text_content()
    # "everyone copies the winner": the guesses beside the rounds, then its chart
    rounds = page.locator(".jp-OutputArea-output").filter(has_text="La pire manche")
    expect(rounds).to_have_count(1, timeout=WAIT_MS)
    rounds.scroll_into_view_if_needed()
    assert "Après 8 manches où tout le monde copie le gagnant" in rounds.text_content()
    save_element_screenshot(page.locator(".jp-NotebookPanel").first, "lesson06-fr-evolution")
    # and the course closes with its synthesis and an exit question
    closing = page.locator(".jp-MarkdownCell").filter(has_text="Question de sortie")
    expect(closing).to_have_count(1)
    reveal.scroll_into_view_if_needed()
    save_element_screenshot(page.locator(".jp-NotebookPanel").first, "lesson06-fr-reveal")

"""After Run All a teacher must see the game, not the lesson's intro above it.
When the app is first displayed in JupyterLab, the page is asked (once, by scrolling, the
keyboard focus untouched) to bring the game's top into view (``ui/app.py``)."""

from __future__ import annotations

import pytest
from harness import APP_SELECTOR, FIXTURES_DIR, open_notebook, run_all_cells, save_screenshot
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

#: An intro of 30 paragraphs (far taller than 720 px), then ``play(...)``.
NOTEBOOK = FIXTURES_DIR / "run_all_tall_intro.ipynb"
STATUS = f"{APP_SELECTOR} .terra-status"
#: The game in view: its status line and its whole board together (as every decision of the
#: layout tests). JupyterLab alone scrolls to the last cell's input: the status line shows
#: at the window's foot and the board is under the fold.
GAME = (STATUS, f"{APP_SELECTOR} canvas.terra-board, {APP_SELECTOR} .terra-board canvas")

#: Whether each element is inside the notebook panel's visible part (under Lab's toolbar,
#: above its status bar) and the window.
IN_VIEW_JS = """(sels) => sels.every((sel) => {
  const el = document.querySelector(sel);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  if (r.height === 0) return false;
  const panel = el.closest('.jp-WindowedPanel-outer, .jp-Notebook');
  const p = panel ? panel.getBoundingClientRect() : {top: 0, bottom: innerHeight};
  return r.top >= Math.max(0, p.top) - 1 && r.bottom <= Math.min(innerHeight, p.bottom) + 1;
})"""


def test_run_all_brings_the_game_into_view(jupyter_lab, browser_page):
    page = browser_page
    page.set_viewport_size({"width": 1280, "height": 720})
    open_notebook(page, jupyter_lab, NOTEBOOK)
    focused_before = page.evaluate("() => document.activeElement && "
                                   "document.activeElement.className")
    run_all_cells(page)
    expect(page.locator(STATUS).first).not_to_have_text("", timeout=30_000)
    try:  # a condition, not a sleep; on time-out the assertion below says what was seen
        page.wait_for_function(IN_VIEW_JS, arg=list(GAME), timeout=10_000)
    except PlaywrightTimeout:
        pass
    save_screenshot(page, "run-all-scrolled", full_page=False)
    seen = {sel: page.locator(sel).first.bounding_box() for sel in GAME}
    assert page.evaluate(IN_VIEW_JS, list(GAME)), f"the game is not in view: {seen}"
    # scrolled, not focused: the keyboard focus is not inside the game
    in_game = page.evaluate(f"() => !!(document.activeElement && "
                            f"document.activeElement.closest('{APP_SELECTOR}'))")
    assert not in_game, f"the game took the keyboard focus (before: {focused_before})"

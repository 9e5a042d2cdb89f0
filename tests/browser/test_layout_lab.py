"""Every decision on one screen in JupyterLab, in a real browser.

JupyterLab at 1280x720 and 1366x768 with real scrollbars, normal mode, its file browser
closed (the notebook has the window's width) or open (as JupyterLab and Binder open a
notebook): for each phase of a scripted seeded game, the decision -- status line, hand,
enabled buttons, the whole board -- is on one screen, no text overflows and the smallest
font is >= 14 px (``phase_driver.py`` says what is measured and where the artifacts go).
The mouse wheel over the board scrolls the notebook.
"""

from __future__ import annotations

import pytest
from harness import save_screenshot
from phase_driver import (
    APP,
    BOARD_CSS,
    LAB_VIEWPORT,
    SCREENS,
    WAIT_MS,
    open_in_lab,
    request_phase,
    run_phases,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "ca"])
def test_lab_every_phase_on_one_screen(jupyter_lab, browser_page, lang, screen):
    """JupyterLab, 1280x720 and 1366x768 with real scrollbars, normal mode: each phase's
    decision -- status, hand, enabled buttons and the whole board -- on one screen."""
    page = browser_page
    open_in_lab(jupyter_lab, page, SCREENS[screen], file_browser=False)
    expect(page.locator(".uitest-phase input")).to_be_visible(timeout=WAIT_MS)
    where = "lab1280" if screen == "1280" else f"lab{screen}"
    failures = run_phases(page, where, lang, projector=False)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "ca"])
def test_lab_with_its_file_browser_open_still_shows_each_decision(jupyter_lab, browser_page,
                                                                   lang, screen):
    """JupyterLab opens a notebook with its file browser beside it (Binder does too): the
    game then has 833 px at 1280x720 with real scrollbars, 919 px at 1366x768.
    The hand goes above the board at full width, the buttons and the gauges beside it,
    so nothing is cut and each phase's decision -- with the whole board -- is still on
    one screen."""
    page = browser_page
    open_in_lab(jupyter_lab, page, SCREENS[screen], file_browser=True)
    expect(page.locator(".uitest-phase input")).to_be_visible(timeout=WAIT_MS)
    failures = run_phases(page, f"lab{screen}-files", lang, projector=False)
    assert not failures, "\n".join(failures)


# --------------------------------------------------------------------------- scrolling

def _scroller_top(page) -> float:
    """How far the page is scrolled: the scrollTop of the widget's nearest scrolling
    ancestor (JupyterLab's notebook panel), or of the document."""
    return page.locator(APP).first.evaluate(
        """(el) => { for (let a = el.parentElement; a; a = a.parentElement) {
              const s = getComputedStyle(a);
              if (/(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight)
                return a.scrollTop; }
            return document.scrollingElement.scrollTop; }""")


def test_the_mouse_wheel_over_the_board_scrolls_the_notebook(jupyter_lab, browser_page):
    """ipycanvas cancels wheel events on its canvas; the board is half
    the screen, so a class could not scroll the notebook from there. Roll the wheel over
    the middle of the board: the notebook scrolls."""
    page = browser_page
    open_in_lab(jupyter_lab, page, LAB_VIEWPORT, file_browser=False)
    request_phase(page, "draw", "en", False)
    page.locator(APP).first.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    rect = page.locator(BOARD_CSS).first.bounding_box()
    x, y = rect["x"] + rect["width"] / 2, rect["y"] + min(rect["height"] / 2, 200)
    # nothing else is under the mouse there: the wheel goes to the board
    hit = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                        " return e.closest('.terra-board-area') !== null; }", [x, y])
    assert hit, "the point rolled over is not on the board"
    before = _scroller_top(page)
    page.mouse.move(x, y)
    page.mouse.wheel(0, 240)
    try:  # a condition, not a sleep; on time-out the assertion below says what was seen
        page.wait_for_function(
            """([app, before]) => { const el = document.querySelector(app);
                 for (let a = el.parentElement; a; a = a.parentElement) {
                   const s = getComputedStyle(a);
                   if (/(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight)
                     return a.scrollTop > before + 50; }
                 return document.scrollingElement.scrollTop > before + 50; }""",
            arg=[APP, before], timeout=5_000)
    except PlaywrightTimeout:
        pass
    after = _scroller_top(page)
    save_screenshot(page, "layout-wheel-over-board", full_page=False)
    assert after > before + 50, f"the notebook did not scroll: scrollTop {before} -> {after}"

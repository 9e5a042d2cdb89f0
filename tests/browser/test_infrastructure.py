"""Smoke test of the browser infrastructure on the reference notebook (no game code).

If these fail, the problem is the machine / Jupyter stack / harness, not the game.
"""

from __future__ import annotations

import pytest
from harness import (
    REFERENCE_NOTEBOOK,
    axe_scan,
    canvas_painted_fraction,
    canvas_pixel,
    format_violations,
    open_notebook,
    run_all_cells,
    save_screenshot,
    wait_canvas_painted,
    widget_errors,
)

pytestmark = pytest.mark.browser

BUTTON = ".terra-ref-button"
LABEL = ".terra-ref-label"
CANVAS = "canvas.terra-ref-canvas, .terra-ref-canvas canvas"
# What reference_widgets.ipynb paints: a green background and a yellow disc in the middle.
GREEN = (31, 111, 80, 255)
YELLOW = (242, 193, 78, 255)


def _canvas_selector(page) -> str:
    """The <canvas> of the reference Canvas widget, whichever element got the CSS class."""
    for selector in ("canvas.terra-ref-canvas", ".terra-ref-canvas canvas"):
        if page.locator(selector).count():
            return selector
    raise AssertionError(f"no canvas matching {CANVAS!r}; page text: {page.inner_text('body')}")


def _check_reference_widgets(page, name: str) -> None:
    """Shared by Lab and Voila: canvas painted, button updates label, no widget errors."""
    page.locator(BUTTON).first.wait_for(state="visible", timeout=30_000)
    selector = _canvas_selector(page)
    wait_canvas_painted(page, selector=selector)
    assert canvas_painted_fraction(page, selector=selector) > 0.99
    assert canvas_pixel(page, 4, 4, selector=selector) == GREEN
    assert canvas_pixel(page, 120, 60, selector=selector) == YELLOW

    label = page.locator(LABEL).first
    assert label.inner_text() == "clicks: 0"
    page.locator(BUTTON).first.click()
    page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent === 'clicks: 1'", arg=LABEL
    )
    page.locator(BUTTON).first.click()
    page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent === 'clicks: 2'", arg=LABEL
    )
    save_screenshot(page, name)
    assert widget_errors(page) == []


def test_jupyterlab_runs_reference_notebook(jupyter_lab, browser_page):
    page = browser_page
    open_notebook(page, jupyter_lab, REFERENCE_NOTEBOOK)
    save_screenshot(page, "lab-reference-opened")
    run_all_cells(page)
    _check_reference_widgets(page, "lab-reference-ran")

    # JupyterLab's own chrome has known axe findings (CodeMirror, toolbar buttons): scan
    # only what our notebook puts on the page, keep the full report as an artifact.
    axe_scan(page, save_as="lab-reference-full-page")
    violations = axe_scan(page, ".jp-OutputArea-output", save_as="lab-reference-outputs")
    assert violations == [], format_violations(violations)


def test_voila_renders_reference_notebook(voila_server, browser_page):
    server = voila_server(REFERENCE_NOTEBOOK)
    page = browser_page
    page.goto(server.url, wait_until="domcontentloaded")
    _check_reference_widgets(page, "voila-reference")

    violations = axe_scan(page, save_as="voila-reference")
    assert violations == [], format_violations(violations)


def test_failure_message_when_chromium_missing(monkeypatch):
    """The browser fixtures fail (not skip) with an actionable message without Chromium."""
    import harness

    monkeypatch.setattr(harness, "CHROMIUM", "/nonexistent/chromium")
    message = harness.chromium_missing_message()
    assert message and "make browser" in message and "playwright install" in message
    with pytest.raises(harness.HarnessError, match="make browser"):
        harness.launch_chromium(playwright=None)

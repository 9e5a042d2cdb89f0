"""Browser benchmarks' harness: JupyterLab + Debian's Chromium, started exactly as the
browser tests start them (the code lives in ``tests/browser/harness.py``; this module only
adds benchmark-shaped helpers on top).

    from browser_harness import LatencyCase, measure_cases, text_state_js
    results = measure_cases([LatencyCase("mine", "notebooks/x.ipynb", ".my-button",
                                         text_state_js(".my-label"))])

Run with the project venv (``make venv browser``; ``.venv/bin/python ...``).
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "tests" / "browser"))

from harness import (  # noqa: E402
    BOARD_SELECTOR,
    FIXTURES_DIR,
    REFERENCE_NOTEBOOK,
    LabServer,
    LatencyResult,
    canvas_state_js,
    launch_chromium,
    measure_click_latency,
    new_page,
    open_notebook,
    run_all_cells,
    save_screenshot,
    start_jupyter_lab,
    text_state_js,
    widget_errors,
)

__all__ = [
    "BOARD_SELECTOR",
    "FIXTURES_DIR",
    "REFERENCE_CASE",
    "LatencyCase",
    "LatencyResult",
    "canvas_state_js",
    "lab_and_browser",
    "measure_case",
    "measure_cases",
    "measure_reference_latency",
    "text_state_js",
]


@dataclass(frozen=True)
class LatencyCase:
    """One click -> update measurement in a notebook.

    ``target``: selector clicked (``position`` = {"x": .., "y": ..} clicks a point inside it,
    e.g. a cell of a canvas board). ``state_js``: JS function source returning a value that
    changes when the click's effect is on screen (:func:`text_state_js`,
    :func:`canvas_state_js`). ``ready_selector``: wait for it after Run All (default:
    ``target``). ``measure``: a custom measurement ``measure(page, case, clicks=, warmup=)
    -> LatencyResult`` run on the ready page instead of :func:`measure_click_latency`
    (for clicks whose visible effect differs from one click to the next).
    """

    name: str
    notebook: str | Path
    target: str
    state_js: str
    position: dict | None = None
    ready_selector: str | None = None
    measure: Callable[..., LatencyResult] | None = None


#: The trivial ipywidgets Button -> Label round trip: the yardstick for every other case.
REFERENCE_CASE = LatencyCase(
    name="reference Button->Label",
    notebook=REFERENCE_NOTEBOOK,
    target=".terra-ref-button",
    state_js=text_state_js(".terra-ref-label"),
)


@contextmanager
def lab_and_browser(*, headless: bool = True) -> Iterator[tuple[LabServer, object]]:
    """A JupyterLab server on the repo root and a Chromium browser; both stopped on exit."""
    try:
        from playwright.sync_api import sync_playwright
    except ModuleNotFoundError as exc:
        raise SystemExit(
            f"{exc}: run this with the project's venv (`make venv browser`, then "
            "`.venv/bin/python benchmarks/...`)"
        ) from exc

    with tempfile.TemporaryDirectory(prefix="terra-bench-") as work:
        with start_jupyter_lab(Path(work) / "jupyter") as server:
            with sync_playwright() as playwright:
                browser = launch_chromium(playwright, headless=headless)
                try:
                    yield server, browser
                finally:
                    browser.close()


def measure_case(
    server: LabServer, browser, case: LatencyCase, *, clicks: int = 20, warmup: int = 2
) -> LatencyResult:
    """Open ``case.notebook`` in a fresh page, Run All, then time ``clicks`` clicks."""
    page = new_page(browser)
    try:
        open_notebook(page, server, case.notebook)
        run_all_cells(page)
        page.locator(case.ready_selector or case.target).first.wait_for(
            state="visible", timeout=60_000
        )
        errors = widget_errors(page)
        if errors:
            save_screenshot(page, f"bench-{case.name}-widget-error")
            raise RuntimeError(f"{case.name}: the notebook shows {errors}")
        if case.measure is not None:
            return case.measure(page, case, clicks=clicks, warmup=warmup)
        return measure_click_latency(
            page,
            case.target,
            case.state_js,
            clicks=clicks,
            warmup=warmup,
            position=case.position,
        )
    finally:
        page.context.close()


def measure_cases(
    cases: Sequence[LatencyCase], *, clicks: int = 20, warmup: int = 2
) -> dict[str, LatencyResult]:
    """Measure every case in ONE JupyterLab + browser session (so ratios are comparable)."""
    with lab_and_browser() as (server, browser):
        return {
            case.name: measure_case(server, browser, case, clicks=clicks, warmup=warmup)
            for case in cases
        }


def measure_reference_latency(clicks: int = 20) -> LatencyResult:
    """Median-able click -> label-updated times of the reference Button -> Label widget."""
    return measure_cases([REFERENCE_CASE], clicks=clicks)[REFERENCE_CASE.name]

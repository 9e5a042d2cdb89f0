"""Binder emulation: a fresh venv built ONLY from binder/ (as repo2docker would) must serve
the notebook in JupyterLab, with working widgets, in a real browser.

Slow (~1 min: a venv install, mostly from pip's cache), still run in CI.
"""

from __future__ import annotations

import subprocess

import pytest
from harness import (
    REFERENCE_NOTEBOOK,
    build_binder_env,
    open_notebook,
    run_all_cells,
    save_screenshot,
    start_jupyter_lab,
    wait_canvas_painted,
    widget_errors,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# TODO(play notebook): notebooks/01_play_terra.ipynb did not exist when this was written.
# Once it does: NOTEBOOK = "notebooks/01_play_terra.ipynb", and replace the reference-widget
# checks in the test (button/label/canvas selectors) with the game's own first-screen checks.
NOTEBOOK = REFERENCE_NOTEBOOK


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory):
    return build_binder_env(tmp_path_factory.mktemp("binder") / "build")


@pytest.fixture(scope="module")
def binder_lab(binder_env, tmp_path_factory):
    server = start_jupyter_lab(
        tmp_path_factory.mktemp("binder-jupyter"),
        python=binder_env.python,
        root_dir=binder_env.repo_dir,
    )
    yield server
    server.stop()


def test_binder_env_installs_the_package(binder_env, tmp_path):
    """binder/requirements.txt installs this repository (not only its dependencies)."""
    done = subprocess.run(
        [
            binder_env.python,
            "-c",
            "import terra_widget, ipywidgets, ipycanvas, voila; print(terra_widget.__path__[0])",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "site-packages" in done.stdout, done.stdout


def test_binder_env_plays_notebook(binder_lab, browser_page):
    page = browser_page
    open_notebook(page, binder_lab, NOTEBOOK)
    run_all_cells(page)
    page.locator(".terra-ref-button").first.wait_for(state="visible", timeout=30_000)
    wait_canvas_painted(page, selector=".terra-ref-canvas canvas, canvas.terra-ref-canvas")
    page.locator(".terra-ref-button").first.click()
    page.wait_for_function(
        "() => document.querySelector('.terra-ref-label').textContent === 'clicks: 1'"
    )
    save_screenshot(page, "binder-notebook")
    assert widget_errors(page) == []

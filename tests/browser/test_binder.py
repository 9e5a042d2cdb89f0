"""Binder emulation: a fresh venv built ONLY from binder/ (as repo2docker would) must serve
the play notebook in JupyterLab, with the game's first screen working, in a real browser.

Slow (~1 min: a venv install, mostly from pip's cache), still run in CI.
"""

from __future__ import annotations

import subprocess

import pytest
from harness import (
    APP_SELECTOR,
    build_binder_env,
    check_first_screen,
    open_notebook,
    run_all_cells,
    save_element_screenshot,
    start_jupyter_lab,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: Relative to the server's root: the repository copy the Binder venv was built from.
NOTEBOOK = "notebooks/en/01_play_terra.ipynb"


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
    """binder/requirements.txt installs this repository (not only its dependencies): the
    plain-Python package, the same everywhere (no compiled build step)."""
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
    """The game's first screen: board painted, counters at zero, Ana to draw, no widget
    error (the server has TERRA_WIDGET_AUTOSAVE=off, see harness.SERVER_ENV)."""
    page = browser_page
    open_notebook(page, binder_lab, NOTEBOOK)
    run_all_cells(page)
    check_first_screen(page)
    save_element_screenshot(page.locator(APP_SELECTOR), "binder-notebook")


def test_binder_voila_link_renders_the_game(binder_lab, browser_page):
    """The README's second Binder badge opens ``voila/render/<notebook>`` inside Binder's
    Jupyter server: Voila's server extension must be active in the env built from
    binder/, and the game's first screen must come up there."""
    page = browser_page
    page.goto(binder_lab.api(f"voila/render/{NOTEBOOK}"))
    check_first_screen(page, timeout=90.0)
    save_element_screenshot(page.locator(APP_SELECTOR), "binder-voila")

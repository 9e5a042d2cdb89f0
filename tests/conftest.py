"""Fixtures shared by every test folder.

``chromium_browser``: one Playwright Browser on Debian's /usr/bin/chromium for the whole
run (it FAILS if Chromium is missing). Playwright's sync API allows one instance per
process: a second ``sync_playwright()`` while the first lives fails ("Sync API inside the
asyncio loop"), so the browser tests of tests/browser and tests/classroom share this one.

Both cores (``make test`` runs ``pytest -n 2 --dist loadgroup``): every test that does not
drive a browser forms one group, ``engine``, which one worker runs from start to end; each
file of browser tests is a group of its own, handed to whichever worker is free. A worker
therefore never runs an engine test after it started Playwright, whose sync API leaves an
event loop marked as running in the test process (tests that call ``asyncio.run``, as a
kernel's code would, then fail). A browser file's session servers (JupyterLab, Voila, a
hub) start in the worker that runs it, each on a free port of 127.0.0.1 and in its own
temporary folders.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent / "browser"))

import harness  # noqa: E402


@pytest.hookimpl(trylast=True)  # after tests/browser/conftest.py marks and sorts them
def pytest_collection_modifyitems(config, items):
    for item in items:
        browser = (item.get_closest_marker("browser") is not None
                   or "chromium_browser" in getattr(item, "fixturenames", ()))
        group = item.path.relative_to(ROOT).as_posix() if browser else "engine"
        item.add_marker(pytest.mark.xdist_group(group))


@pytest.fixture(scope="session")
def chromium_browser():
    problem = harness.chromium_missing_message()
    if problem:
        pytest.fail(problem, pytrace=False)
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    try:
        browser = harness.launch_chromium(playwright)
    except Exception:
        playwright.stop()
        raise
    yield browser
    browser.close()
    playwright.stop()

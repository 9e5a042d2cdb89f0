"""Fixtures shared by every test folder.

``chromium_browser``: one Playwright Browser on Debian's /usr/bin/chromium for the whole
run (it FAILS if Chromium is missing). Playwright's sync API allows one instance per
process: a second ``sync_playwright()`` while the first lives fails ("Sync API inside the
asyncio loop"), so the browser tests of tests/browser and tests/classroom share this one.

Both cores (``make test`` runs ``pytest -n 2``): every test that does not drive a browser
forms one work unit, ``engine``, which one worker runs from start to end; each file of
browser tests is a unit of its own, handed to whichever worker is free
(``pytest_xdist_make_scheduler``). A worker therefore never runs an engine test after it
started Playwright, whose sync API leaves an event loop marked as running in the test
process (tests that call ``asyncio.run``, as a kernel's code would, then fail). A browser
file's session servers (JupyterLab, Voila, a hub) start in the worker that runs it, each on
a free port of 127.0.0.1 and in its own temporary folders.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent / "browser"))

import harness  # noqa: E402

TESTS = Path(__file__).resolve().parent
#: What makes a test file a browser file: it is under tests/browser, or it asks for the
#: browser (``chromium_browser``, ``browser_page``) or carries the ``browser`` mark.
BROWSER_WORDS = re.compile(r"\b(chromium_browser|browser_page|mark\.browser)\b")


def browser_files() -> set[str]:
    """The test files that start Playwright, as paths relative to the repository."""
    found = set()
    for path in TESTS.rglob("test_*.py"):
        if TESTS / "browser" in path.parents or BROWSER_WORDS.search(path.read_text("utf-8")):
            found.add(path.relative_to(ROOT).as_posix())
    return found


def pytest_xdist_make_scheduler(config, log):
    """Work units for ``pytest -n``: every engine test in one unit, each browser file a
    unit of its own (the module docstring says why). xdist's own ``--dist loadgroup``
    would do it with marks, but it renames tests through ``item._nodeid``, which pytest 9
    no longer reads; a scheduler that names the units from the test ids does not depend
    on it."""
    from xdist.scheduler import LoadScopeScheduling

    browser = browser_files()

    class EngineThenBrowserFiles(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path in browser else "engine"

    return EngineThenBrowserFiles(config, log)


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

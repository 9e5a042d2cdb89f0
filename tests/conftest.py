"""Fixtures shared by every test folder.

``chromium_browser``: one Playwright Browser on Debian's /usr/bin/chromium for the whole
run (it FAILS if Chromium is missing). Playwright's sync API allows one instance per
process: a second ``sync_playwright()`` while the first lives fails ("Sync API inside the
asyncio loop"), so the browser tests of tests/browser and tests/classroom share this one.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "browser"))

import harness  # noqa: E402


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

"""Fixtures shared by every test folder.

``chromium_browser``: one Playwright Browser on Debian's /usr/bin/chromium for the whole
run (it FAILS if Chromium is missing). Playwright's sync API allows one instance per
process: a second ``sync_playwright()`` while the first lives fails ("Sync API inside the
asyncio loop"), so the browser tests of tests/browser and tests/classroom share this one.

Both cores (``make test`` runs ``pytest -n 2``): each test file is a work unit (the hub's
files that need no browser are one unit: they share one hub), handed to whichever worker
is free, the longest first (``pytest_xdist_make_scheduler``). Every unit of tests that do
not drive a browser is handed out before any file of browser tests, so a worker never
runs such a test after it started Playwright, whose sync API leaves an event loop marked
as running in the test process (tests that call ``asyncio.run``, as a kernel's code would,
then fail). A file's session servers (JupyterLab, Voila, a hub) start in the worker that
runs it, each on a free port of 127.0.0.1 and in its own temporary folders.
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


#: Seconds each unit took in a run of ``pytest -n 2`` on this project's 2-core machine,
#: shared with other work (load average 10-20; the units over about 20 s that the run
#: reached). Only the order of the queue comes from them (the longest first, so that no
#: long unit is left for the end while the other worker idles); a unit not listed weighs
#: half a second per test, and a stale figure costs balance, not tests.
UNIT_SECONDS: dict[str, float] = {
    "tests/bots/test_fast_twins.py": 553,
    "tests/browser/test_layout_lab.py": 534,
    "tests/browser/test_layout_projector.py": 341,
    "tests/browser/test_binder.py": 319,
    "tests/browser/test_layout_discussion.py": 210,
    "tests/classroom/test_attacks_server.py": 121,
    "tests/classroom/test_attacks_room.py": 105,
    "tests/hub (no browser)": 94,
    "tests/browser/test_play_widget.py": 84,
    "tests/browser/test_phone.py": 77,
    "tests/browser/test_classroom.py": 75,
    "tests/browser/test_board_surfaces.py": 59,
    "tests/browser/test_launch.py": 48,
    "tests/rules/test_fingerprint.py": 35,
    "tests/classroom/test_attacks_store.py": 32,
    "tests/hub/test_browser.py": 26,
}


def unit_of(nodeid: str, browser: set[str]) -> str:
    """The work unit of a test: its file, except the hub's files without a browser, which
    share one hub (tests/hub/conftest.py) and so one unit."""
    path = nodeid.split("::", 1)[0]
    if path not in browser and path.startswith("tests/hub/"):
        return "tests/hub (no browser)"
    return path


def unit_order(sizes: dict[str, int], browser: set[str]) -> list[str]:
    """The queue of work units (``sizes``: unit -> its number of tests): every unit
    without a browser before any browser file, each group the longest first."""
    def rank(unit: str):
        return (unit in browser, -UNIT_SECONDS.get(unit, 0.5 * sizes[unit]), unit)

    return sorted(sizes, key=rank)


def pytest_xdist_make_scheduler(config, log):
    """Work units for ``pytest -n`` (the module docstring says why): the units without a
    browser first, then the browser files, each group the longest first. xdist's own
    ``--dist loadgroup`` would group with marks, but it renames tests through
    ``item._nodeid``, which pytest 9 no longer reads, and it cannot put one group first."""
    from xdist.scheduler import LoadScopeScheduling

    browser = browser_files()

    class EngineThenBrowserFiles(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return unit_of(nodeid, browser)

        def schedule(self) -> None:
            # LoadScopeScheduling.schedule, with the queue in the order above
            assert self.collection_is_completed
            if self.collection is not None:
                for node in self.nodes:
                    self._reschedule(node)
                return
            if not self._check_nodes_have_same_collection():
                self.log("**Different tests collected, aborting run**")
                return
            self.collection = list(next(iter(self.registered_collections.values())))
            if not self.collection:
                return
            units: dict[str, dict[str, bool]] = {}
            for nodeid in self.collection:
                units.setdefault(self._split_scope(nodeid), {})[nodeid] = False

            for unit in unit_order({u: len(tests) for u, tests in units.items()}, browser):
                self.workqueue[unit] = units[unit]
            for _ in range(len(self.nodes) - len(self.workqueue)):
                unused, _work = self.assigned_work.popitem()
                unused.shutdown()
            for node in self.nodes:
                self._assign_work_unit(node)
            for node in self.nodes:
                self._reschedule(node)
            if not self.workqueue:
                for node in self.nodes:
                    node.shutdown()

    return EngineThenBrowserFiles(config, log)


def pytest_collection_modifyitems(config, items):
    """In one process (``make test JOBS=1``, or ``pytest`` on a few files) the same rule
    as ``pytest -n``'s queue: every test without a browser before any browser file, so
    that no ``asyncio.run`` comes after Playwright's event loop. A stable sort: the order
    within each group stays pytest's own. Under ``-n`` each worker runs what it is
    handed, in the scheduler's order, so this leaves workers alone."""
    if hasattr(config, "workerinput"):
        return
    browser = browser_files()
    items.sort(key=lambda item: item.nodeid.split("::", 1)[0] in browser)


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

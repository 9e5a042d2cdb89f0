"""The work units of ``pytest -n 2`` (tests/conftest.py): a worker never runs a test
without a browser after a browser file (Playwright's sync API leaves an event loop marked
as running in the worker), the hub's files without a browser share one hub, and the
longest units are handed out first."""

from __future__ import annotations

import importlib.util
from pathlib import Path

TESTS = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("tests_conftest_units", TESTS / "conftest.py")
units = importlib.util.module_from_spec(spec)
spec.loader.exec_module(units)


def test_every_unit_without_a_browser_is_queued_before_any_browser_file():
    browser = units.browser_files()
    files = sorted(p.relative_to(TESTS.parent).as_posix() for p in TESTS.rglob("test_*.py"))
    sizes = {}
    for f in files:
        unit = units.unit_of(f"{f}::test_x", browser)
        sizes[unit] = sizes.get(unit, 0) + 1
    order = units.unit_order(sizes, browser)
    first_browser = min(i for i, u in enumerate(order) if u in browser)
    assert all(u not in browser for u in order[:first_browser])
    assert all(u in browser for u in order[first_browser:])
    assert sorted(order) == sorted(sizes)


def test_the_browser_files_are_those_that_start_playwright():
    browser = units.browser_files()
    assert "tests/classroom/test_attacks_room.py" in browser  # asks for the Chromium fixture
    assert "tests/browser/test_layout_lab.py" in browser  # under tests/browser
    assert "tests/hub/test_browser.py" in browser
    assert "tests/hub/test_service.py" not in browser
    assert "tests/test_work_units.py" not in browser


def test_the_hubs_files_without_a_browser_share_one_unit_and_browser_files_do_not():
    browser = {"tests/hub/test_browser.py"}
    assert units.unit_of("tests/hub/test_service.py::test_a", browser) == \
        units.unit_of("tests/hub/test_trust.py::test_b", browser)
    assert units.unit_of("tests/hub/test_browser.py::test_c", browser) == \
        "tests/hub/test_browser.py"
    assert units.unit_of("tests/ui/test_board.py::test_d[x]", browser) == \
        "tests/ui/test_board.py"


def test_the_longest_units_come_first_in_each_group(monkeypatch):
    monkeypatch.setattr(units, "UNIT_SECONDS", {"tests/a.py": 300.0, "tests/b_browser.py": 90.0})
    sizes = {"tests/a.py": 1, "tests/many.py": 100, "tests/few.py": 2,
             "tests/b_browser.py": 3, "tests/c_browser.py": 400}
    browser = {"tests/b_browser.py", "tests/c_browser.py"}
    assert units.unit_order(sizes, browser) == [
        "tests/a.py", "tests/many.py", "tests/few.py",  # 300 s; 50 s and 1 s by their counts
        "tests/c_browser.py", "tests/b_browser.py"]  # 200 s by its count; 90 s


def test_in_one_process_every_test_without_a_browser_runs_before_any_browser_file():
    """``make test JOBS=1`` runs in one process: the same rule as the workers' queue, so a
    test calling ``asyncio.run`` (tests/ui/test_play_api.py) never follows Playwright's
    loop, started by any browser file (tests/classroom/test_attacks_room.py is one)."""

    class Item:
        def __init__(self, nodeid):
            self.nodeid = nodeid

    class Config:  # the controller's or a serial run's config: no ``workerinput``
        pass

    names = ["tests/browser/test_layout_lab.py::test_a", "tests/ui/test_play_api.py::test_b",
             "tests/classroom/test_attacks_room.py::test_c", "tests/rules/test_x.py::test_d",
             "tests/classroom/test_room.py::test_e"]
    items = [Item(n) for n in names]
    units.pytest_collection_modifyitems(Config(), items)
    assert [i.nodeid for i in items] == [names[1], names[3], names[4], names[0], names[2]]

    worker = Config()
    worker.workerinput = {}  # under ``-n`` the scheduler orders the units: left alone
    items = [Item(n) for n in names]
    units.pytest_collection_modifyitems(worker, items)
    assert [i.nodeid for i in items] == names

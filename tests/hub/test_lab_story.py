"""The stories on the hub teacher's screen in JupyterLab (Chromium, 1280x720, the file
browser open): the teacher runs ``terra_widget.classroom(hub=True, code=...)`` on their
own server for a room of computer players; once the table's game is over the screen
shows its story (moments marked, text 14 px or more) and the picture of every table
within the notebook's width. Screenshot: test-artifacts/hub-lab-teacher-story.png."""

from __future__ import annotations

import time

import harness
import hublab
import hubtools
import pytest
from layout import smallest_svg_text
from test_lab import overflow

from terra_widget.i18n import translator
from terra_widget.rooms.store import Store

T = translator("en")


def tab(page, title):
    """Open a tab of the teacher's screen (the stories and every table have their own)."""
    page.locator(".terra-teacher-tabs .lm-TabBar-tab, .terra-teacher-tabs .p-TabBar-tab",
                 has_text=title).first.click()

# Chromium-driven: run with the other browser tests, last (tests/browser/conftest.py)
pytestmark = pytest.mark.browser

def test_the_hub_teachers_lab_shows_a_finished_tables_story(chromium_browser, hub):
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 3, "seed": 33, "bot_delay": 0})
    assert status == 200, opened
    code = opened["code"]
    lab = None
    try:
        hublab.start_servers(hub, ["teacher"])
        hublab.put_notebook(hub, "teacher", "import terra_widget\n"
                                            f"terra_widget.classroom(hub=True, code={code!r})")
        lab = hublab.Lab(chromium_browser, hub, "teacher").run()
        lab.page.locator("button.terra-start").click()
        store = Store(hub.data / "rooms" / "classroom.db")
        table_id = hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]["id"]
        deadline = time.monotonic() + 120
        while not store.state(table_id).is_over and time.monotonic() < deadline:
            store.run_bots(code)  # every seat a computer player; faster than the ticks
        assert store.state(table_id).is_over
        page = lab.page
        tab(page, T("classroom.teacher.tab_story"))
        page.locator(".terra-table-story svg.terra-story").wait_for(timeout=60_000)
        assert page.locator(".terra-table-story .terra-story-moment").count() > 0
        assert smallest_svg_text(page, ".terra-table-story") >= 14
        page.locator(".terra-table-story").scroll_into_view_if_needed()
        harness.save_screenshot(page, "hub-lab-teacher-story", full_page=False)
        tab(page, T("classroom.teacher.tab_all"))
        page.locator(".terra-tables-picture svg").wait_for(timeout=60_000)
        assert page.locator(".terra-tables-picture .terra-tables-line").count() == 1
        assert smallest_svg_text(page, ".terra-tables-picture") >= 14
        # with the story's tab closed, everything fits the notebook (the story, 1200 px
        # wide, scrolls sideways in its own box rather than shrink its text)
        wide = overflow(lab)
        assert not wide, wide
        page.locator(".terra-tables-picture").scroll_into_view_if_needed()
        harness.save_screenshot(page, "hub-lab-teacher-all-tables", full_page=False)
    finally:
        if lab is not None:
            lab.close()
        hubtools.stop_server(hub, "teacher")

"""The stories on the teacher's page of ``terra-widget classroom`` (Voila, 127.0.0.1) in
Chromium at 1280x720: a room of two tables, one played to its end by computer players,
one waiting for a student. *Stories of the games* shows the finished table's story (its
moments marked, the risk curve once the worker has it) and nothing of the playing one
(R7.5); *All tables* shows every table's crises on one picture and offers the choices
CSV. Text 14 px or more on screen. Screenshots: test-artifacts/classroom-story-*.png."""

from __future__ import annotations

import base64
import csv
import io
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import harness  # noqa: E402
from classroom_browser import ClassroomServer  # noqa: E402
from layout import smallest_svg_text  # noqa: E402

from terra_widget.i18n import translator  # noqa: E402
from terra_widget.rooms.room import Room  # noqa: E402

pytestmark = pytest.mark.browser

T = translator("en")


def tab(page, title):
    page.locator(".terra-teacher-tabs .lm-TabBar-tab, .terra-teacher-tabs .p-TabBar-tab",
                 has_text=title).first.click()


def test_the_teachers_page_shows_a_finished_tables_story_and_every_table(
        tmp_path_factory, chromium_browser):
    server = ClassroomServer(tmp_path_factory.mktemp("classroom-story"))
    try:
        room = Room.open([3, 3], path=server.db, seed=6, bot_delay=0)
        room.store.take_seat(room.code, room.table_id(2), 0, "<b>Ana</b>")
        room.start()
        room.store.run_bots(room.code)  # table 1 to its end; table 2 waits for Ana
        assert room.store.state(room.table_id(1)).is_over
        assert not room.store.state(room.table_id(2)).is_over
        context = chromium_browser.new_context(viewport={"width": 1280, "height": 720})
        page = context.new_page()
        page.goto(f"{server.teacher_url}&room={room.code}")
        page.wait_for_selector(".terra-teacher-tabs", timeout=90_000)

        tab(page, T("classroom.teacher.tab_story"))
        page.wait_for_selector(".terra-table-story svg.terra-story", timeout=60_000)
        options = page.locator(".terra-story-choice option").all_inner_texts()
        assert [o.replace("\xa0", " ") for o in options] == [
            f"Table 1 · {T('classroom.status.' + room.dashboard()[0].status)}"]
        assert page.locator(".terra-table-story .terra-story-moment").count() > 0
        # the risk curve arrives from the worker thread without a reload
        page.wait_for_function(
            "(none) => !document.querySelector('.terra-table-story').textContent"
            ".includes(none)", arg=T("story.label.risk_none"), timeout=300_000)
        assert smallest_svg_text(page, ".terra-table-story") >= 14
        harness.save_screenshot(page, "classroom-story-teacher-story")
        page.set_viewport_size({"width": 1280, "height": 2200})  # the whole story at once
        harness.save_element_screenshot(page.locator(".terra-table-story"),
                                        "classroom-story-teacher-story-whole")
        page.set_viewport_size({"width": 1280, "height": 720})

        tab(page, T("classroom.teacher.tab_all"))
        page.wait_for_selector(".terra-tables-picture svg", timeout=30_000)
        tables = page.locator(".terra-tables-picture .terra-tables-line")
        assert [tables.nth(i).get_attribute("data-table") for i in range(2)] == ["1", "2"]
        assert smallest_svg_text(page, ".terra-tables-picture") >= 14
        box = page.locator(".terra-tables-picture svg").bounding_box()
        assert box["x"] + box["width"] <= 1280  # whole on screen, not scaled
        href = page.get_attribute(".terra-csv-choices-link", "href")
        got = base64.b64decode(href.split("base64,", 1)[1]).decode("utf-8")
        assert got == room.choices_csv()
        rows = list(csv.DictReader(io.StringIO(got)))
        assert {r["table"] for r in rows} >= {"1"}
        assert {r["choice"] for r in rows if r["table"] == "2"} <= {
            "gave a card", "hoarded a set", "discarded"}  # R7.5: Ana's hand stays hidden
        harness.save_screenshot(page, "classroom-story-teacher-all-tables")
        harness.save_element_screenshot(page.locator(".terra-tables-picture"),
                                        "classroom-story-teacher-all-tables-picture")
        context.close()
    finally:
        server.stop()

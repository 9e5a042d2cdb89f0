"""Through the hub's login page in Chromium (issue #23): a teacher and four students log
in, the browser reaches the room service by the hub's own OAuth (no token typed); the
teacher opens a room and runs it from a notebook in JupyterLab on their own server; the
students join (their notebooks driven through their kernels' API: a JupyterLab per student
would cost a server start each); an outsider is refused in words; a student's browser
gets no teacher route and no Jupyter API from the service."""

from __future__ import annotations

import json

import harness
import hubtools
import pytest

from terra_widget.i18n import translator

# Chromium-driven: run with the other browser tests, last (tests/browser/conftest.py says
# why: the session's Playwright marks an asyncio loop as running in the main thread)
pytestmark = pytest.mark.browser

STUDENTS = hubtools.STUDENTS


def login(browser, hub, user, next_path):
    page = harness.new_page(browser)
    page.goto(f"{hub.url}/hub/login?next={next_path}")
    page.fill("#username_input", user)
    page.fill("#password_input", hubtools.PASSWORD)
    page.click("#login_submit")
    page.wait_for_url(f"**{next_path}*", timeout=60_000)
    return page


def body_json(page):
    return json.loads(page.inner_text("body"))


def test_users_log_in_through_the_hub_and_the_service_knows_them(chromium_browser, hub):
    me = "/services/terra-rooms/api/me"
    pages = {}
    for user in ["teacher", *STUDENTS]:
        pages[user] = login(chromium_browser, hub, user, me)
        role = "teacher" if user == "teacher" else "student"
        assert body_json(pages[user]) == {"name": user, "role": role}
    outsider = login(chromium_browser, hub, hubtools.OUTSIDER, me)
    refusal = outsider.locator("[role=alert]")
    assert refusal.get_attribute("data-error") == "hub_outsider"
    assert refusal.inner_text() == translator("en")(
        "classroom.error.hub_outsider", teachers="terra-teachers", students="terra-students")
    harness.save_screenshot(outsider, "hub-outsider-refused")

    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4, "seed": 2})
    code = opened["code"]
    ana = pages["ana"]
    reply = ana.goto(f"{hub.service}api/rooms/{code}")
    assert reply.status == 403
    assert ana.locator("[role=alert]").get_attribute("data-error") == "hub_only_teachers"
    for path in ("api/contents", "api/kernels", "lab", "api/terminals"):
        reply = ana.goto(f"{hub.service}{path}")
        assert reply.status == 404, path
    reply = pages["teacher"].goto(f"{hub.service}api/rooms/{code}")
    assert reply.status == 200 and body_json(pages["teacher"])["code"] == code
    for page in [*pages.values(), outsider]:
        page.context.close()

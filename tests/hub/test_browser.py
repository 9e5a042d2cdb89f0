"""Through the hub's login page in Chromium: a teacher and four students log
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


#: A POST from a page of the service, as a teacher's page script would send it: the hub's
#: ``_xsrf`` cookie (set on the service's path at login) echoed in ``X-XSRFToken``.
POST_JS = """async ([url, body, withToken]) => {
  const xsrf = (document.cookie.match(/(?:^|; )_xsrf=([^;]*)/) || [])[1];
  const headers = {'Content-Type': 'application/json'};
  if (withToken) headers['X-XSRFToken'] = decodeURIComponent(xsrf || '');
  const reply = await fetch(url, {method: 'POST', headers, body: JSON.stringify(body),
                                  credentials: 'same-origin'});
  return [reply.status, await reply.json()];
}"""
#: A cross-site forgery, the classic way: a page elsewhere (same host, another port: the
#: same *site*, so the browser sends the hub's cookies with it) submits a form to the
#: service; ``text/plain`` makes its body the JSON the service reads.
FORGE_HTML = """<!doctype html><title>forged</title>
<form method="post" enctype="text/plain" action="%s">
<input type="hidden" name='{"do": "open_hands", "x": "' value='"}'></form>
<script>document.forms[0].submit();</script>"""

def test_browser_posts_need_the_hubs_xsrf_token_and_a_forged_one_is_refused(
        chromium_browser, hub):
    """The service has no HTML teacher page of its own (the teacher's screen is a notebook
    widget, its calls carry a token); a browser logged in to the hub can still POST with
    the hub's cookie: only with the hub's XSRF token (JupyterHub's own check), never from
    another page."""
    teacher = login(chromium_browser, hub, "teacher", "/services/terra-rooms/api/me")
    status, opened = teacher.evaluate(POST_JS, [f"{hub.service}api/rooms", {"students": 4}, True])
    assert status == 200, opened
    control = f"{hub.service}api/rooms/{opened['code']}/control"
    status, reply = teacher.evaluate(POST_JS, [control, {"do": "open_hands"}, False])
    assert (status, reply["error"]) == (403, "hub_not_logged_in")  # the cookie alone: no
    assert hub.rooms("teacher", "GET", f"api/rooms/{opened['code']}")[1]["hands_open"] is False

    forger = f"http://127.0.0.1:{hubtools.free_port()}/forge.html"
    teacher.route(forger, lambda route: route.fulfill(
        status=200, content_type="text/html", body=FORGE_HTML % control))
    with teacher.expect_response(control) as forged:
        teacher.goto(forger)
    assert forged.value.status == 403
    refusal = teacher.locator("[role=alert]")
    assert refusal.get_attribute("data-error") == "hub_not_logged_in"
    assert hub.rooms("teacher", "GET", f"api/rooms/{opened['code']}")[1]["hands_open"] is False

    teacher.goto(f"{hub.service}api/me")
    status, reply = teacher.evaluate(POST_JS, [control, {"do": "open_hands"}, True])
    assert status == 200 and reply["hands_open"] is True, reply
    teacher.context.close()

"""A cross-site form with the hub's cookie and an ``Authorization: Basic`` header (what a
browser adds by itself on a hub behind HTTP Basic login) acts for nobody: only a request
the hub authenticated by its API token skips the XSRF check."""

from __future__ import annotations

import base64

import hubtools
import pytest
from test_browser import FORGE_HTML

pytestmark = pytest.mark.browser


def test_a_forged_form_with_a_basic_header_is_refused(chromium_browser, hub):
    basic = base64.b64encode(b"teacher:" + hubtools.PASSWORD.encode()).decode()
    ctx = chromium_browser.new_context(extra_http_headers={"Authorization": f"Basic {basic}"})
    page = ctx.new_page()
    try:
        me = "/services/terra-rooms/api/me"
        page.goto(f"{hub.url}/hub/login?next={me}")
        page.fill("#username_input", "teacher")
        page.fill("#password_input", hubtools.PASSWORD)
        page.click("#login_submit")
        page.wait_for_url(f"**{me}*", timeout=60_000)
        status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4})
        control = f"{hub.service}api/rooms/{opened['code']}/control"
        forger = f"http://127.0.0.1:{hubtools.free_port()}/forge.html"
        page.route(forger, lambda route: route.fulfill(
            status=200, content_type="text/html", body=FORGE_HTML % control))
        with page.expect_response(control) as forged:
            page.goto(forger)
        assert forged.value.status == 403
        room = hub.rooms("teacher", "GET", f"api/rooms/{opened['code']}")[1]
        assert room["hands_open"] is False
    finally:
        ctx.close()

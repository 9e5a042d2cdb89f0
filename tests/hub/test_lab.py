"""The classroom in JupyterLab on the hub (issue #23): the teacher's notebook and two
students' notebooks, each on the user's own server, opened in Chromium after logging in
through the hub's login page; the teacher starts the game with the button, a student's
click on a move reaches the other notebooks; screenshots of the three screens. (The two
other students join through the service, as a notebook would: each JupyterLab costs a
server start, about 15-30 s here.)"""

from __future__ import annotations

import harness
import hubtools
import nbformat
import pytest
from classroom_browser import move_button

from terra_widget.classroom.store import Store
from terra_widget.i18n import translator

# Chromium-driven: run with the other browser tests, last (tests/browser/conftest.py says
# why: the session's Playwright marks an asyncio loop as running in the main thread)
pytestmark = pytest.mark.browser

LAB_USERS = ["teacher", "ana", "ben"]


def notebook(hub, user, source):
    token = hubtools.server_token(hub, user)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)], metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                       "language": "python"}})
    status, reply = hubtools.call("PUT", f"{hub.url}/user/{user}/api/contents/room.ipynb",
                                  {"type": "notebook", "content": nb}, token=token)
    assert status in (200, 201), reply


def open_lab(browser, hub, user):
    page = harness.new_page(browser, viewport={"width": 1280, "height": 720})
    page.goto(f"{hub.url}/hub/login?next=/user/{user}/lab/tree/room.ipynb%3Freset")
    page.fill("#username_input", user)
    page.fill("#password_input", hubtools.PASSWORD)
    page.click("#login_submit")
    try:
        page.locator(".jp-NotebookPanel").first.wait_for(state="visible", timeout=120_000)
        harness.wait_kernel_idle(page, timeout=120)
        harness.run_all_cells(page, timeout=120)
    except Exception:
        harness.save_screenshot(page, f"hub-lab-{user}-failed", full_page=False)
        raise
    return page


def test_teacher_and_students_in_their_own_jupyterlab(chromium_browser, hub):
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 4, "seed": 31, "bot_delay": 0.5})
    code = opened["code"]
    for user in LAB_USERS:
        hub.api("POST", f"users/{user}/server")
    pages = {}
    try:
        for user in LAB_USERS:
            hubtools.start_server(hub, user)
        notebook(hub, "teacher", "import terra_widget\n"
                                 f"terra_widget.classroom(hub=True, code={code!r})")
        for user in LAB_USERS[1:]:
            notebook(hub, user, f"import terra_widget\nterra_widget.join({code!r})")
        for user in LAB_USERS:
            pages[user] = open_lab(chromium_browser, hub, user)
        for user in ("chloe", "dev"):
            hub.rooms(user, "POST", f"api/rooms/{code}/join")
        for user, page in pages.items():
            harness.save_screenshot(page, f"hub-lab-{user}-joined", full_page=False)
        teacher = pages["teacher"]
        teacher.locator("button.terra-start").click()
        store = Store(hub.data / "rooms" / "classroom.db")
        table_id = hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]["id"]
        state = store.state(table_id)
        seat_of = {s["name"]: s["seat"] for s in
                   hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]["seats"]}
        # Play through the service until a Lab student is to act, then click in Lab.
        for _ in range(60):
            state = store.state(table_id)
            actor = next(n for n, s in seat_of.items() if s == state.to_act)
            if actor in pages:
                break
            mine = hub.rooms(actor, "GET", f"api/rooms/{code}/seat")[1]
            hub.rooms(actor, "POST", f"api/rooms/{code}/move",
                      {"seq": mine["seq"], "action": mine["legal"][0]})
        page = pages[actor]
        moves = len(store.state(table_id).history)
        marker = page.locator(f'.terra-moves [data-moves="{moves}"]')
        marker.wait_for(state="attached", timeout=30_000)
        state = store.state(table_id)
        move = next(m for m in state.legal_actions() if type(m).__name__ in (
            "Draw", "Pass", "EndTurn", "Discard", "PlayImpending"))
        button = move_button(page, move, translator("en")).first
        button.wait_for(state="visible", timeout=30_000)
        button.click()
        for other in pages.values():
            other.locator(f'.terra-moves [data-moves="{moves + 1}"]').wait_for(
                state="attached", timeout=30_000)
        assert len(store.state(table_id).history) == moves + 1
        for user, other in pages.items():
            path = harness.save_screenshot(other, f"hub-lab-{user}", full_page=False)
            assert path.exists()
    finally:
        for page in pages.values():
            page.context.close()
        for user in LAB_USERS:
            hubtools.stop_server(hub, user)

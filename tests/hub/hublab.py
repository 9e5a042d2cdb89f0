"""Users' JupyterLabs on the test hub, in Chromium: a notebook put on a user's
own server, the hub's login page, the cell run, a move clicked and the time until every
other Lab shows it. No pytest here: benchmarks/hub_latency.py uses it too."""

from __future__ import annotations

import re
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tests" / "classroom"))

import harness  # noqa: E402
import hubtools  # noqa: E402
import nbformat  # noqa: E402
from classroom_browser import choose, move_button  # noqa: E402
from classroom_support import seen_solutions  # noqa: E402

from terra_widget.i18n import translator  # noqa: E402

T = translator("en")
VIEWPORT = {"width": 1280, "height": 720}
#: A Solution as the page writes it (its colour's sign, colour, value), as in
#: tests/browser/test_classroom.py.
CARD_RE = re.compile(r"(?:▲|●|■) (green|blue|red) ([1-6])(?![\d/])")
UNICODE_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")

#: Arms a page to note (Date.now(), one clock for every page of the browser) when it
#: first shows move count ``n`` (``panels.ClassroomTable`` writes it after a redraw).
WATCH_JS = """(n) => {
  window.__terraSeen = null;
  const has = () => document.querySelector('.terra-moves [data-moves="' + n + '"]');
  if (has()) { window.__terraSeen = Date.now(); return; }
  const obs = new MutationObserver(() => {
    if (window.__terraSeen === null && has()) { window.__terraSeen = Date.now(); obs.disconnect(); }
  });
  obs.observe(document.body, {subtree: true, childList: true, attributes: true,
                              attributeFilter: ['data-moves']});
}"""
#: Notes the time of the page's next click (capture phase: before the widget sees it).
CLICK_JS = """() => {
  window.__terraClick = null;
  document.addEventListener('click', () => {
    if (window.__terraClick === null) window.__terraClick = Date.now();
  }, {capture: true, once: true});
}"""


def put_notebook(hub, user, source, name="room.ipynb"):
    """``name`` with one code cell, saved on ``user``'s own server (its contents API)."""
    token = hubtools.server_token(hub, user)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)], metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                       "language": "python"}})
    status, reply = hubtools.call("PUT", f"{hub.url}/user/{user}/api/contents/{name}",
                                  {"type": "notebook", "content": nb}, token=token)
    assert status in (200, 201), reply


def start_servers(hub, users):
    """Every user's server asked for at once, then waited for (they start side by side)."""
    for user in users:
        hub.api("POST", f"users/{user}/server")
    for user in users:
        hubtools.start_server(hub, user)


class Lab:
    """One user's JupyterLab in its own browser context, logged in through the hub's
    login page; ``frames`` holds the text of every websocket frame the page received."""

    def __init__(self, browser, hub, user, notebook="room.ipynb"):
        self.user = user
        self.page = harness.new_page(browser, viewport=VIEWPORT)
        self.frames: list[str] = []
        self.page.on("websocket", self._watch)
        self.page.goto(f"{hub.url}/hub/login?next=/user/{user}/lab/tree/{notebook}%3Freset")
        self.page.fill("#username_input", user)
        self.page.fill("#password_input", hubtools.PASSWORD)
        self.page.click("#login_submit")  # the Lab loads while the next user logs in

    def _watch(self, ws):
        def received(payload):
            if isinstance(payload, bytes):
                payload = payload.decode("utf-8", errors="ignore")
            self.frames.append(UNICODE_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), payload))
        ws.on("framereceived", received)

    def run(self):
        """Wait for the notebook and its kernel, then Run All Cells."""
        page = self.page
        try:
            page.locator(".jp-NotebookPanel").first.wait_for(state="visible", timeout=180_000)
            harness.wait_kernel_idle(page, timeout=180)
            harness.run_all_cells(page, timeout=180)
        except Exception:
            harness.save_screenshot(page, f"hub-lab-{self.user}-failed", full_page=False)
            raise
        return self

    def moves_shown(self, n, timeout=30_000):
        self.page.locator(f'.terra-moves [data-moves="{n}"]').first.wait_for(
            state="attached", timeout=timeout)

    def hand(self) -> list[str]:
        return self.page.eval_on_selector_all(
            ".terra-seat-view .terra-hand .terra-card", "els => els.map(e => e.innerText.trim())")

    def close(self):
        self.page.context.close()


def leaks(lab: Lab, state, seat, frames_from=0) -> list[str]:
    """What ``lab`` (seat ``seat``) shows or received that its seat may not know (R7.5):
    a Solution outside ``seen_solutions``, in its DOM or its websocket frames."""
    allowed = {(c.colour.value, c.value) for c in seen_solutions(state, seat)}
    found = []
    for where, text in (("DOM", lab.page.content()),
                        ("frames", "\n".join(lab.frames[frames_from:]))):
        shown = {(colour, int(v)) for colour, v in CARD_RE.findall(text)}
        if shown - allowed:
            found.append(f"{lab.user}'s {where} shows hidden cards {sorted(shown - allowed)}")
    return found


def click_move(actor: Lab, others: list[Lab], state) -> tuple:
    """Click the policy's move (``choose``) in ``actor``'s Lab; return (the move, ms from
    the click until the last of ``others`` showed it)."""
    moves = len(state.history)
    actor.moves_shown(moves)
    for lab in others:
        lab.page.evaluate(WATCH_JS, moves + 1)
    move = choose(state)
    button = move_button(actor.page, move, T).first
    button.wait_for(state="visible", timeout=30_000)
    actor.page.evaluate(CLICK_JS)
    button.click()
    seen = []
    for lab in others:
        lab.page.wait_for_function("window.__terraSeen !== null", timeout=30_000)
        seen.append(lab.page.evaluate("window.__terraSeen"))
    clicked = actor.page.evaluate("window.__terraClick")
    return move, max(seen) - clicked


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def summary(times) -> str:
    return (f"median {statistics.median(times):.0f} ms, p95 {p95(times):.0f} ms "
            f"({len(times)} moves)")

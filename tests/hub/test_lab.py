"""The classroom in JupyterLab on the hub: the teacher and four students log in
through the hub's login page in Chromium (one browser context each), each in their own
JupyterLab on their own server; the students run ``terra_widget.join(code)``, the teacher
``terra_widget.classroom(hub=True, code=...)`` and clicks Start; then every move of a
full round (each student takes a turn, R2-R4) is a click in the acting student's Lab.

After every move each student's Lab shows their hand as the engine has it, and neither
its page nor any websocket frame it received names a Solution that seat may not know
(R7.5). The time from the click to the move shown in the three other students' Labs is
printed (median, p95; no assertion on it: benchmarks/hub_latency.py measures it). The
teacher's table then says what the engine's public view says, and the teacher's screen
and each student's screen fit the notebook's width at 1280x720 with the file browser
open, with nothing scrolling sideways.
Screenshots: test-artifacts/hub-lab-*.png."""

from __future__ import annotations

import harness
import hublab
import hubtools
import pytest

from terra_widget.rooms.store import Store
from terra_widget.ui.text import status_lines

# Chromium-driven: run with the other browser tests, last (tests/browser/conftest.py says
# why: the session's Playwright marks an asyncio loop as running in the main thread)
pytestmark = pytest.mark.browser

STUDENTS = hubtools.STUDENTS
USERS = ["teacher", *STUDENTS]

#: Elements of a screen (the teacher's or a student's output, by its root's CSS selector)
#: whose right edge passes the notebook's visible area (the window or the notebook panel,
#: whichever ends first), and a root that scrolls sideways; [] when all fit.
OVERFLOW_JS = """(selector) => {
  const panel = Array.from(document.querySelectorAll('.jp-NotebookPanel'))
      .find((p) => !p.classList.contains('lm-mod-hidden'));
  const right = Math.min(panel.getBoundingClientRect().right, window.innerWidth);
  const root = panel.querySelector(selector);
  if (!root) return ['no ' + selector];
  const out = [];
  const around = [];  // the notebook's own boxes that hold the screen: none may scroll sideways
  for (let el = root.parentElement; el && panel.contains(el); el = el.parentElement)
    around.push(el);
  for (const el of [...around, root, ...root.querySelectorAll('*')])
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible'
        && getComputedStyle(el).overflowX !== 'hidden')
      out.push(el.className + ' scrolls sideways: ' + el.scrollWidth + ' > ' + el.clientWidth);
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.right > right + 1)
      out.push((el.className && el.className.baseVal === undefined ? el.className : el.tagName)
               + ' ends at ' + Math.round(r.right) + ' > ' + Math.round(right));
  }
  return out.slice(0, 10);
}"""


def overflow(lab, selector=".terra-teacher"):
    """The file browser is open (JupyterLab's default at 1280 px) and nothing of the
    screen passes the notebook's right edge or makes it scroll sideways."""
    page = lab.page
    assert page.locator("#filebrowser").is_visible(), "the file browser should be open"
    return page.evaluate(OVERFLOW_JS, selector)


def test_teacher_and_four_students_play_a_round_by_clicks_in_their_own_labs(
        chromium_browser, hub):
    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4, "seed": 31})
    assert status == 200, opened
    code = opened["code"]
    labs = {}
    try:
        hublab.start_servers(hub, USERS)
        hublab.put_notebook(hub, "teacher", "import terra_widget\n"
                                            f"terra_widget.classroom(hub=True, code={code!r})")
        for user in STUDENTS:
            hublab.put_notebook(hub, user, f"import terra_widget\nterra_widget.join({code!r})")
        for user in USERS:
            labs[user] = hublab.Lab(chromium_browser, hub, user)
        for lab in labs.values():
            lab.run()
        teacher = labs["teacher"]
        teacher.page.locator("button.terra-start").click()
        store = Store(hub.data / "rooms" / "classroom.db")
        room = hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]
        table_id = room["tables"][0]["id"]
        seat_of = {s["name"]: s["seat"] for s in room["tables"][0]["seats"]}
        assert sorted(seat_of) == sorted(STUDENTS)
        student = {seat: labs[name] for name, seat in seat_of.items()}
        for lab in student.values():
            lab.moves_shown(0)
        harness.save_screenshot(teacher.page, "hub-lab-teacher-started", full_page=False)
        wide = overflow(teacher)
        assert not wide, f"the teacher's screen is wider than the notebook: {wide}"
        for lab in student.values():  # a student's seat and table, the same way
            wide = overflow(lab, ".terra-student")
            assert not wide, f"{lab.user}'s screen is wider than the notebook: {wide}"

        state = store.state(table_id)
        first, had_turn, times, checked = state.current, set(), [], {}
        # A full round: every seat has been the current player and play is back at the first.
        while not state.is_over and not (len(had_turn) == 4 and state.current == first):
            had_turn.add(state.current)
            actor = student[state.to_act]
            others = [lab for seat, lab in student.items() if seat != state.to_act]
            _, ms = hublab.click_move(actor, others, state)
            times.append(ms)
            state = store.state(table_id)
            assert len(state.history) == len(times), "a click made no move (or two)"
            actor.moves_shown(len(times))
            for seat, lab in student.items():
                assert lab.hand() == [hublab.T.card(c) for c in state.view(seat).hand], \
                    lab.user
                problems = hublab.leaks(lab, state, seat, checked.get(seat, 0))
                checked[seat] = len(lab.frames)
                assert not problems, problems
            assert len(times) < 80, "the round did not end"
        assert had_turn == {0, 1, 2, 3}
        print(f"\n4 students in JupyterLab on the hub: a click reaches the 3 other Labs in "
              f"{hublab.summary(times)}")
        teacher.moves_shown(len(times))
        # the teacher's table says what the engine's public view says
        view = state.view(None)
        head, what = status_lines(hublab.T, view)
        shown = teacher.page.locator(".terra-teacher .terra-table-view").inner_text()
        for line in (head, what, f"All crises {view.full_blown_counts()[2]}/7"):
            assert line in shown, (line, shown[:600])
        for user, lab in labs.items():
            assert harness.save_screenshot(lab.page, f"hub-lab-{user}", full_page=False).exists()
    finally:
        for lab in labs.values():
            lab.close()
        for user in USERS:
            hubtools.stop_server(hub, user)

"""The classroom's student page on phones and tablets, and the teacher's projected table.

Devices are emulated in Chromium (touch, device scale 3 for phones, 2 for tablets): a
student joins a room from the device, the teacher starts it, the student draws a crisis
and must answer it (R3.1). What must hold:

* phones (360x640, 390x844): the decision line names the crisis (colour symbol, region,
  threat, total so far); the crisis's place on the board, the hand, the counters and the
  buttons are on the first screen; no box scrolls sideways; the players' table fits;
* every device with a coarse pointer (phones and both tablets): every button, card and
  input of the join form and of the student page is at least 44x44 CSS px;
* the teacher's projected table: the "Question for the class" box covers neither the
  board's crises nor the counters.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import harness  # noqa: E402
from classroom_browser import ClassroomServer  # noqa: E402

from terra_widget.i18n import translator  # noqa: E402
from terra_widget.rooms.room import Room  # noqa: E402
from terra_widget.rules import DEFAULT_CRISES, Solution  # noqa: E402

pytestmark = pytest.mark.browser

T = translator("en")
RED = {c.id: c for c in DEFAULT_CRISES}
CRISIS = RED["red-europe"]
#: Seat 1 holds red cards, so the impending red crisis has cards to answer with.
HANDS = [[Solution.parse(s) for s in ("red-3", "red-5", "green-2", "blue-4")],
         [Solution.parse(s) for s in ("green-1", "green-3", "blue-2", "blue-3")],
         [Solution.parse(s) for s in ("green-5", "green-6", "blue-5", "red-1")],
         [Solution.parse(s) for s in ("red-2", "red-4", "red-6", "blue-1")]]
MIN_TAP = 44  # CSS px: the usual minimum for a finger

PHONES = {"phone-360x640": {"width": 360, "height": 640},
          "phone-390x844": {"width": 390, "height": 844}}
TABLETS = {"tablet-768x1024": {"width": 768, "height": 1024},
           "tablet-1024x768": {"width": 1024, "height": 768}}


def device(browser, viewport):
    phone = viewport["width"] < 600
    context = browser.new_context(viewport=viewport, device_scale_factor=3 if phone else 2,
                                  is_mobile=True, has_touch=True)
    return context, context.new_page()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = ClassroomServer(tmp_path_factory.mktemp("phone-classroom"))
    yield srv
    srv.stop()


def open_room(server) -> Room:
    """One table: seat 1 for the student, computer players on the others; the first card
    drawn is a red crisis, which seat 1 answers first (R3.1)."""
    return Room.open([4], path=server.db, seed=3, bot_delay=0.2,
                     bots={(1, 2): "balanced", (1, 3): "balanced", (1, 4): "balanced"},
                     draw_top=[CRISIS], hands=HANDS)


def join_from(page, server, room, name="Zoé") -> None:
    page.goto(f"{server.student_url}?room={room.code}")
    page.wait_for_selector(".terra-join-form", timeout=90_000)
    page.locator(".terra-join-name input").fill(name)
    page.locator("button.terra-join").tap()
    page.locator(".terra-seat-choice", has_text="Table 1, seat 1").wait_for(timeout=30_000)


def answer_position(page, server, room) -> None:
    """Seated, the room started, a crisis drawn: the student must answer it."""
    page.locator(".terra-seat-choice", has_text="Table 1, seat 1").tap()
    page.wait_for_selector(".terra-pin-box strong", timeout=30_000)
    room.start()
    draw = page.locator(".terra-seat-view button.terra-draw:enabled")
    draw.wait_for(timeout=30_000)
    draw.tap()
    page.locator(".terra-seat-view button.terra-pass:enabled").wait_for(timeout=30_000)
    page.wait_for_function("() => document.querySelectorAll("
                           "'.terra-seat-view button.terra-card:enabled').length >= 2",
                           timeout=30_000)
    # the first screen: every scrolled box back at its top (Voila scrolls a box, not the
    # page; the focus moved to the first playable card scrolled it)
    page.evaluate("() => document.querySelectorAll('*').forEach((e) => { e.scrollTop = 0; })")
    page.wait_for_timeout(500)  # the last redraw's layout


#: Boxes whose content is wider than they are and that scroll (hidden content off to the
#: side), the page itself included.
SIDEWAYS_JS = """() => [document.scrollingElement, ...document.querySelectorAll('body *')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
    .filter((el) => el === document.scrollingElement
                    || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
    .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)}: `
                 + `${el.scrollWidth} in ${el.clientWidth}`)"""

#: The words of an element laid out on two lines or more (its column narrower than them).
SPLIT_WORDS_JS = """(root) => {
    const out = [], range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement.getClientRects().length) continue;  // not shown
        for (const m of node.textContent.matchAll(/\\S+/g)) {
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set(Array.from(range.getClientRects())
                .filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) out.push(m[0]);
        }
    }
    return out;
}"""

#: Elements (by selector) not wholly inside the first screen: [selector, box] pairs.
OFF_SCREEN_JS = """(selectors) => selectors.flatMap((sel) => {
    const els = [...document.querySelectorAll(sel)].filter((e) => e.offsetParent !== null);
    if (!els.length) return [[sel, 'missing']];
    return els.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.top < 0 || r.left < -1 || r.bottom > innerHeight + 1
               || r.right > innerWidth + 1;
    }).map((e) => { const r = e.getBoundingClientRect();
        return [sel, `${Math.round(r.left)},${Math.round(r.top)} `
                     + `${Math.round(r.right)}x${Math.round(r.bottom)}`]; });
})"""

#: Every shown control a finger must hit and its size, when smaller than ``min``.
SMALL_TARGETS_JS = """(min) => [...document.querySelectorAll(
        'button, input, select, textarea, .lm-TabBar-tab')]
    .filter((e) => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
    .map((e) => [e, e.getBoundingClientRect()])
    .filter(([e, r]) => r.width > 0 && (r.width < min - 0.5 || r.height < min - 0.5))
    .map(([e, r]) => `${e.tagName}.${String(e.className).slice(0, 50)} `
                     + `'${(e.innerText || e.value || '').slice(0, 20)}' `
                     + `${Math.round(r.width)}x${Math.round(r.height)}`)"""


@pytest.mark.parametrize("name", list(PHONES))
def test_student_page_on_a_phone_shows_the_decision_on_the_first_screen(server,
                                                                         chromium_browser,
                                                                         name):
    room = open_room(server)
    context, page = device(chromium_browser, PHONES[name])
    try:
        join_from(page, server, room)
        assert page.evaluate(SIDEWAYS_JS) == [], "the join form scrolls sideways"
        answer_position(page, server, room)
        harness.save_screenshot(page, f"{name}-student-answers", full_page=False)
        harness.save_screenshot(page, f"{name}-student-answers-whole", full_page=True)
        # the decision line names the crisis: its colour symbol, region, threat and total
        what = page.locator(".terra-status-what").first.inner_text()
        for part in ("■", T.region(CRISIS.region), str(CRISIS.threat)):
            assert part in what, (part, what)
        assert T("status.respond_crisis", title=T.crisis_title(CRISIS),
                 region=T.region(CRISIS.region), threat=CRISIS.threat, total=0) in what, what
        # what the decision needs, on the first screen, with nothing off to the side
        # (at 390x844 the board, whose foot shows the crisis, too; on the small 360x640
        # screen the decision line names it, and the board follows just below)
        needed = [".terra-status-what", ".terra-seat-view button.terra-pass",
                  ".terra-seat-view button.terra-draw", ".terra-seat-view button.terra-card",
                  ".terra-counters"]
        if PHONES[name]["height"] >= 844:
            needed += [".terra-board", ".terra-region-counters"]
        off = page.evaluate(OFF_SCREEN_JS, needed)
        assert off == [], f"not on the first screen at {name}: {off}"
        assert page.evaluate(SIDEWAYS_JS) == [], "a box scrolls sideways"
        # the board is drawn at the width of the screen, every region in view
        box = page.locator(".terra-board").first.bounding_box()
        assert box["width"] <= PHONES[name]["width"] and box["height"] > 100, box
        # the players' table fits, every name and header whole: who plays goes under
        # each name (its fifth column left them a few letters wide: "Chl|oé", "Spi|ele|r")
        table = page.locator(".terra-players table").first
        assert table.count()
        right = table.evaluate("(e) => e.getBoundingClientRect().right")
        assert right <= PHONES[name]["width"] + 1
        harness.ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(harness.ARTIFACTS_DIR / f"{name}-players-table.png"))
        assert table.evaluate(SPLIT_WORDS_JS) == []
        assert "Zoé" in table.inner_text()
        assert table.locator(".terra-players-kind").first.is_visible()
    finally:
        context.close()


@pytest.mark.parametrize("name", [*PHONES, *TABLETS])
def test_every_control_is_big_enough_to_tap(server, chromium_browser, name):
    viewport = {**PHONES, **TABLETS}[name]
    room = open_room(server)
    context, page = device(chromium_browser, viewport)
    try:
        page.goto(f"{server.student_url}?room={room.code}")
        page.wait_for_selector(".terra-join-form", timeout=90_000)
        page.locator("button.terra-join").tap()
        page.locator(".terra-seat-choice").first.wait_for(timeout=30_000)
        small = page.evaluate(SMALL_TARGETS_JS, MIN_TAP)
        harness.save_screenshot(page, f"{name}-join-form", full_page=False)
        assert small == [], f"join form at {name}: too small to tap: {small}"
        page.locator(".terra-join-name input").fill("Zoé")
        answer_position(page, server, room)
        harness.save_screenshot(page, f"{name}-student-answers", full_page=False)
        small = page.evaluate(SMALL_TARGETS_JS, MIN_TAP)
        assert small == [], f"student page at {name}: too small to tap: {small}"
    finally:
        context.close()


# ------------------------------------------------------------------ the projected table
#: Every counter and the impending crisis's panel, as page rectangles: the gauges beside
#: the board (HTML) and, over the board, each region's counter and the panel under the map
#: while a crisis is impending, scaled from the board's own units (``board.boxes``).
def _board_rects(page, view) -> dict:
    from terra_widget.ui import board

    canvas = page.locator(".terra-classroom-table .terra-board").first.bounding_box()
    k = canvas["width"] / board.WIDTH
    rects = {key: (canvas["x"] + x * k, canvas["y"] + y * k, w * k, h * k)
             for key, (x, y, w, h) in board.boxes(view).items()
             if key.startswith("counter-")}
    if view.impending is not None:  # the panel under the map: card, total, who answers
        x, y = board.PANEL_X, board.map_bottom()
        w, h = board.PANEL_W, board.HEIGHT - y
        rects["impending-panel"] = (canvas["x"] + x * k, canvas["y"] + y * k, w * k, h * k)
    for i, box in enumerate(page.locator(".terra-classroom-table .terra-counter:visible")
                            .all()):
        b = box.bounding_box()
        rects[f"gauge-{i}"] = (b["x"], b["y"], b["width"], b["height"])
    return rects


def _overlaps(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 720},
                                      {"width": 1920, "height": 1080}])
def test_the_question_for_the_class_leaves_the_crisis_and_the_counters_in_view(
        server, chromium_browser, viewport):
    """A crisis breaks out (the teacher's page asks the class about it), then the next
    crisis is impending while the question is still up: it must cover neither that
    crisis's panel nor any counter."""
    from terra_widget.rules import Draw, Pass, Phase

    deck = [RED["red-europe"], RED["red-africa"]]
    room = Room.open([4], path=server.db, seed=3, bot_delay=0,
                     bots={(1, 2): "random", (1, 3): "random", (1, 4): "random"},
                     draw_top=deck, hands=[[Solution.parse(s) for s in
                                            ("green-1", "green-2", "blue-1", "blue-2")]] * 4)
    store = room.store
    table = room.table_id(1)
    pin = store.take_seat(room.code, table, 0, "Zoé", None, client=("page:projected-test",))
    context = chromium_browser.new_context(viewport=viewport)
    page = context.new_page()
    try:
        page.goto(f"{server.teacher_url}&room={room.code}")
        page.wait_for_selector(".terra-start", timeout=90_000)
        room.start()
        page.wait_for_selector(".terra-classroom-table .terra-board", timeout=30_000)

        def play(action_type):
            state = store.state(table)
            action = next(a for a in state.legal_actions() if isinstance(a, action_type))
            store.submit(table, len(state.history), 0, action, pin, client=("page:projected-test",))

        play(Draw)  # the red Europe crisis: Zoé has no red card to answer with (R3.1)
        play(Pass)
        # the computer players have no red card either: it breaks out (the question comes),
        # then Zoé draws again (R3.8) the red Africa crisis, and must answer it
        for _ in range(300):
            state = store.state(table)
            if state.full_blown and state.to_act == 0 and state.phase is Phase.DRAW:
                break
            page.wait_for_timeout(100)
        else:
            pytest.fail(f"the crisis did not break out: {state.phase}")
        page.locator(".terra-classroom-table .terra-prompt:visible").wait_for(timeout=30_000)
        play(Draw)
        state = store.state(table)
        assert state.impending.id == "red-africa" and state.to_act == 0
        page.locator(".terra-classroom-table .terra-prompt:visible").wait_for(timeout=30_000)
        page.wait_for_function("(n) => document.querySelector('.terra-moves [data-moves]')"
                               "?.dataset.moves == n", arg=str(len(state.history)),
                               timeout=30_000)
        page.wait_for_timeout(500)
        harness.save_screenshot(page, f"projected-question-{viewport['width']}",
                                full_page=False)
        prompt = page.locator(".terra-classroom-table .terra-prompt:visible").first
        p = prompt.bounding_box()
        covered = [key for key, rect in _board_rects(page, state.view(None)).items()
                   if _overlaps((p["x"], p["y"], p["width"], p["height"]), rect)]
        assert covered == [], f"the question covers {covered}"
    finally:
        context.close()

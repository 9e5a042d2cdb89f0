"""Every decision on one screen, in a real browser.

JupyterLab at 1280x720 (normal mode, the file browser closed so the notebook has the
window's width) and Voila in projector mode at 1920x1080, in English and German. For
each phase of a scripted seeded game (``fixtures/phases.py``: draw, impending crisis,
play on full-blown crises, hoard choice, discard down to 8, a prompt shown, the end
screen), after scrolling the widget into view:

* the status line (``terra-status``), the hand (``terra-hand``) and every ENABLED action
  button (``terra-action``) are on screen together: inside the viewport and not hidden by
  the page's scrolling panel (in JupyterLab the notebook panel, below Lab's toolbar and
  above its status bar); with the prompt (``terra-prompt``) in the prompt phase; in the
  impending phase the impending crisis too (its panel at the board's foot, drawn on the
  canvas: measured from the canvas's place and ``board.py``'s geometry); in the last
  phase -- the game ends live: the person to act passes and the world collapses -- the
  verdict (``terra-end-screen``) with the question for the class (``terra-prompt``), the
  debrief's title and its table's header row -- and, in JupyterLab at full width, the
  whole debrief table (beside the board);
* in the primary area (``terra-table-view``, ``terra-seat-view``) no text overflows its box
  (1 px tolerance) and the smallest font is >= 14 px (>= 24 px in projector mode).

The game at each phase comes from the kernel (``fixtures/layout_phases.ipynb``): the test
types ``"<phase> <lang> <projector>"`` in a small box under the widget and waits for the
kernel's answer (``uitest-ready``) and the status line's text -- conditions, never sleeps.
In hot seat the hand is hidden: the test presses "Show hand" first, as a player would.

Artifacts: ``test-artifacts/layout-<where>-<lang>-<n>-<phase>.png`` (the screen as a person
sees it) and ``test-artifacts/layout-<where>-<lang>.json`` (every measurement, including
the status-to-farthest-button distance). All failures of all phases are
reported together, each with the element and the measured px.
"""

from __future__ import annotations

import json

import pytest
from harness import (
    APP_SELECTOR,
    ARTIFACTS_DIR,
    BOARD_SELECTOR,
    FIXTURES_DIR,
    open_notebook,
    run_all_cells,
    save_screenshot,
    wait_canvas_painted,
    widget_errors,
)
from layout import (
    LEGACY_STATUS,
    NORMAL,
    STATUS,
    disabled_button_problems,
    end_screen_problems,
    measure_end_screen,
    measure_layout,
    problems,
    projector_limits,
    scrollbar_size,
    summary,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from terra_widget.ui import board

pytestmark = pytest.mark.browser

LAYOUT_NOTEBOOK = FIXTURES_DIR / "layout_phases.ipynb"
PHASES = ("draw", "impending", "full_blown", "hoard", "discard", "prompt", "bots", "forced",
          "end")
LAB_VIEWPORT = {"width": 1280, "height": 720}
#: The other common laptop screen.
LAPTOP_VIEWPORT = {"width": 1366, "height": 768}
PROJECTOR_VIEWPORT = {"width": 1920, "height": 1080}
#: The commonest classroom projector (WXGA).
WXGA_VIEWPORT = {"width": 1280, "height": 800}
#: Older classroom projectors (XGA).
XGA_VIEWPORT = {"width": 1024, "height": 768}
WAIT_MS = 30_000
#: The widget under test: the one in the driver's host box (never a stale one).
APP = f".uitest-host {APP_SELECTOR}"
#: The status line, or ``terra-phase``, an older layout's (measured in its place and
#: reported missing by ``layout.problems``).
STATUS_ANY = f"{STATUS}, {LEGACY_STATUS}"
#: Extra elements that must be on screen in a phase (besides status, hand, actions): the
#: first rendered match of each. At the end: the verdict, the debrief's title and its
#: table's header row (the first ``tr``).
EXTRA = {"prompt": (".terra-prompt",),
         # the computer players wait: both buttons, whole (their label is checked for
         # overflow with every text of the table)
         "bots": (".terra-continue", ".terra-step"),
         # the forced move that played itself, said beside the status
         "forced": (".terra-status-just",),
         # the game ends live (the last Pass): the verdict with the question for the
         # class (above the fold), the debrief's title and header
         "end": (".terra-end-screen", ".terra-prompt")}
#: At the end, beside the board (not where the table is narrow: JupyterLab with its file
#: browser open puts the debrief under the board, below the verdict, the question and
#: the whole final map): the debrief's title and its table's header row.
DEBRIEF_END = (".terra-debrief h3", ".terra-debrief-table tr")
#: In every phase the whole board is in view with the decision: the impending
#: crisis at its foot and every full-blown crisis a card may go to.
BOARD_CSS = f"{APP} canvas.terra-board, {APP} .terra-board canvas"
#: Phases where the decision is a computer player's (no hand to show).
NO_HAND = ("end", "bots")
#: More of them where the room allows it (none now: at the end the verdict, New game and
#: the question for the class take the status line's place above the whole final map,
#: and the debrief's columns name what they count, R6.1: beside the board its title and
#: header row are in view, its rows a scroll away with the story).
EXTRA_WHERE: dict = {}
#: The impending crisis's panel, drawn at the board's foot under the map (board units;
#: the canvas shows the same layout scaled to its CSS width).
IMPENDING_PANEL = (board.PANEL_X, board.map_bottom() + 3, board.PANEL_W,
                   board.HEIGHT - 4 - (board.map_bottom() + 3))


def _in_app(page, css: str):
    return page.locator(", ".join(f"{APP} {part.strip()}" for part in css.split(",")))


def _rendered(locator) -> bool:
    return locator.count() > 0 and locator.first.is_visible()


def _request_phase(page, phase: str, lang: str, projector: bool) -> None:
    """Ask the kernel for the game at ``phase`` and wait until it is on the page."""
    request = f"{phase} {lang} {int(projector)}"
    box = page.locator(".uitest-phase input")
    box.fill(request)
    box.press("Enter")
    expect(page.locator(".uitest-ready")).to_have_text(request, timeout=WAIT_MS)
    # a game over: the verdict in the status line's place (with its file browser open,
    # JupyterLab's narrow table keeps "The game is over." for screen readers only)
    status = _in_app(page, ".terra-end-screen" if phase == "selfish" else STATUS_ANY)
    expect(status.first).to_be_visible(timeout=WAIT_MS)
    expect(status.first).not_to_have_text("", timeout=WAIT_MS)
    board = ", ".join(f"{APP} {part.strip()}" for part in BOARD_SELECTOR.split(","))
    wait_canvas_painted(page, selector=board, timeout=WAIT_MS / 1000)


def _show_hand(page) -> None:
    """Hot seat: press "Show <player>'s hand" if the hand is hidden and it can be shown."""
    show = _in_app(page, ".terra-show-hand")
    if _rendered(_in_app(page, ".terra-card")) or not _rendered(show):
        return
    if not show.first.is_enabled():
        return
    show.first.click()
    expect(_in_app(page, ".terra-card").first).to_be_visible(timeout=WAIT_MS)


def _prepare(page, phase: str) -> None:
    """Bring the page to what the phase must show (conditions, never sleeps)."""
    if phase == "end":
        # the last move: the person to act passes and the world collapses (R3.4, R6.1);
        # the verdict and the question for the class come as in a real game
        button = _in_app(page, ".terra-pass")
        expect(button.first).to_be_enabled(timeout=WAIT_MS)
        button.first.click()
        # the whole end is on the page: the verdict, the question, the debrief (drawn
        # last of the table), and the seat's buttons gone (drawn after the table)
        for css in (".terra-end-screen", ".terra-prompt", ".terra-debrief h3"):
            expect(_in_app(page, css).first).to_be_visible(timeout=WAIT_MS)
        expect(button.first).to_be_hidden(timeout=WAIT_MS)
        return
    _show_hand(page)
    if phase == "discard":
        expect(_in_app(page, ".terra-card:enabled").first).to_be_visible(timeout=WAIT_MS)
    if phase == "prompt":
        # the person to act passes and the crisis breaks out (R3.4): a discussion prompt
        before = _in_app(page, STATUS_ANY).first.text_content()
        button = _in_app(page, ".terra-pass")
        expect(button.first).to_be_enabled(timeout=WAIT_MS)
        button.first.click()
        expect(_in_app(page, ".terra-prompt").first).to_be_visible(timeout=WAIT_MS)
        expect(_in_app(page, STATUS_ANY).first).not_to_have_text(before, timeout=WAIT_MS)
        _show_hand(page)  # the next decision's hand, if it is a person's


def _run_phases(page, where: str, lang: str, projector: bool,
                also: tuple[str, ...] = ()) -> list[str]:
    """Every phase, measured; ``also``: more elements in view in every phase."""
    failures, records = [], []
    for n, phase in enumerate(PHASES, start=1):
        try:
            _request_phase(page, phase, lang, projector)
            _prepare(page, phase)
        except AssertionError as exc:  # report it with the others, with a screenshot
            failures.append(f"[{where} {lang} {phase}] could not reach the phase: "
                            f"{str(exc).splitlines()[0]}")
            save_screenshot(page, f"layout-{where}-{lang}-{n}-{phase}-UNREACHED",
                            full_page=False)
            continue
        extra = EXTRA.get(phase, ()) + EXTRA_WHERE.get((where, phase), ()) + also
        if phase == "end" and "files" not in where:
            extra += DEBRIEF_END
        measured = measure_layout(page, extra=extra, app=APP)
        if phase == "end":  # the verdict says it (the status line may be for screen readers)
            measured["required"] = [r for r in measured["required"]
                                    if not r["name"].startswith("status ")]
        measured["required"].append(_board(page))
        # the window's scroll bars as they are with this phase's game on the page
        limits = (projector_limits(page.viewport_size, scrollbar_size(page, APP)) if projector
                  else NORMAL)
        if phase == "impending":
            measured["required"].append(_impending_panel(page))
        save_screenshot(page, f"layout-{where}-{lang}-{n}-{phase}", full_page=False)
        found = problems(measured, limits, need_hand=phase not in NO_HAND)
        found += disabled_button_problems(page, app=APP)
        failures += [f"[{where} {lang} {phase}] {p}" for p in found]
        records.append({"phase": phase, "summary": summary(measured), "problems": found,
                        "measured": measured})
        print(f"{where} {lang} {phase}: {summary(measured)}")
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS_DIR / f"layout-{where}-{lang}.json").write_text(
        json.dumps(records, indent=1, ensure_ascii=False))
    assert widget_errors(page) == []
    return failures


def _board(page) -> dict:
    """The whole board's rectangle (as ``measure_layout`` gives them)."""
    rect = page.locator(BOARD_CSS).first.evaluate(
        "(c) => { const r = c.getBoundingClientRect(); return {left: r.left, top: r.top,"
        " right: r.right, bottom: r.bottom, width: r.width, height: r.height}; }")
    return {"name": "the whole board", **rect}


def _impending_panel(page) -> dict:
    """Where the impending crisis is on the page (a rectangle as ``measure_layout``
    gives them): its panel on the board, scaled from board units to the canvas's CSS
    size. Measured after ``measure_layout`` (which scrolled the widget into view)."""
    board_css = ", ".join(f"{APP} {part.strip()}" for part in BOARD_SELECTOR.split(","))
    rect = page.locator(board_css).first.evaluate(
        "(c) => { const r = c.getBoundingClientRect();"
        " return {left: r.left, top: r.top, width: r.width}; }")
    scale = rect["width"] / board.WIDTH
    x, y, w, h = IMPENDING_PANEL
    left, top = rect["left"] + x * scale, rect["top"] + y * scale
    return {"name": "the impending crisis (its panel on the board)", "left": left,
            "top": top, "right": left + w * scale, "bottom": top + h * scale,
            "width": w * scale, "height": h * scale}


def _hide_lab_left_sidebar(page) -> None:
    """Close JupyterLab's file browser: the notebook gets the window's width."""
    tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if tab.count():
        tab.first.click()
        expect(page.locator("#jp-left-stack")).to_be_hidden()


def _shut_down_sessions(server) -> None:
    """Every language starts in a fresh kernel: five runs of 7 phases in one kernel
    would pile up 35 live apps (and their models, restored at every page load)."""
    import urllib.request

    with urllib.request.urlopen(server.api("api/sessions"), timeout=30) as answer:
        sessions = json.loads(answer.read())
    for session in sessions:
        request = urllib.request.Request(server.api(f"api/sessions/{session['id']}"),
                                         method="DELETE")
        urllib.request.urlopen(request, timeout=60).close()


SCREENS = {"1280": LAB_VIEWPORT, "1366": LAPTOP_VIEWPORT}


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "ca"])
def test_lab_every_phase_on_one_screen(jupyter_lab, browser_page, lang, screen):
    """JupyterLab, 1280x720 and 1366x768 with real scrollbars, normal mode: each phase's
    decision -- status, hand, enabled buttons and the whole board -- on one screen."""
    _shut_down_sessions(jupyter_lab)
    page = browser_page
    page.set_viewport_size(SCREENS[screen])
    open_notebook(page, jupyter_lab, LAYOUT_NOTEBOOK)
    _hide_lab_left_sidebar(page)
    run_all_cells(page)
    expect(page.locator(".uitest-phase input")).to_be_visible(timeout=WAIT_MS)
    where = "lab1280" if screen == "1280" else f"lab{screen}"
    failures = _run_phases(page, where, lang, projector=False)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "ca"])
def test_lab_with_its_file_browser_open_still_shows_each_decision(jupyter_lab, browser_page,
                                                                   lang, screen):
    """JupyterLab opens a notebook with its file browser beside it (Binder does too): the
    game then has 833 px at 1280x720 with real scrollbars, 919 px at 1366x768.
    The hand goes above the board at full width, the buttons and the gauges beside it,
    so nothing is cut and each phase's decision -- with the whole board -- is still on
    one screen."""
    _shut_down_sessions(jupyter_lab)
    page = browser_page
    page.set_viewport_size(SCREENS[screen])
    open_notebook(page, jupyter_lab, LAYOUT_NOTEBOOK)
    expect(page.locator("#jp-left-stack")).to_be_visible()
    run_all_cells(page)
    expect(page.locator(".uitest-phase input")).to_be_visible(timeout=WAIT_MS)
    failures = _run_phases(page, f"lab{screen}-files", lang, projector=False)
    assert not failures, "\n".join(failures)


#: The app's tabs (log, players, time travel, files, settings): in a full-window Voila
#: app they are in view with every decision too (1920x1080 included).
TABS = (".terra-secondary > .lm-TabBar",)


def _voila_projector(voila_server, page, viewport: dict, where: str, lang: str,
                     projector: bool = True) -> None:
    page.set_viewport_size(viewport)
    page.goto(voila_server(LAYOUT_NOTEBOOK).url, wait_until="domcontentloaded")
    expect(page.locator(".uitest-phase input")).to_be_visible(timeout=60_000)
    failures = _run_phases(page, where, lang, projector=projector, also=TABS)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "ca"])
def test_voila_projector_every_phase_on_one_screen(voila_server, browser_page, lang):
    """Voila full window, 1920x1080, projector mode: each phase's decision on one screen."""
    _voila_projector(voila_server, browser_page, PROJECTOR_VIEWPORT, "voila1920", lang)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "ca"])
def test_voila_projector_on_a_wxga_projector(voila_server, browser_page, lang):
    """Voila full screen on a 1280x800 (WXGA) classroom projector, projector mode. The
    1920x1080 design needs about 1690 x 880 px; here the game is zoomed to the window
    (``style.py``) instead of cut: each phase's decision on one screen, and the smallest
    text at least as large ON THE WALL as the design's 24 px on a 1920x1080 projector
    (the same picture size with fewer pixels: 24 x 1280/1920 = 16 CSS px)."""
    _voila_projector(voila_server, browser_page, WXGA_VIEWPORT, "voila1280x800", lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_voila_projector_on_an_xga_projector(voila_server, browser_page, lang):
    """The same on an older 1024x768 (XGA) projector: the game zoomed to about 0.55, each
    decision on one screen, text at least 24 x 1024/1920 = 12.8 CSS px (the wall's share
    of the 1920x1080 design). German: the longest words, and the widest debrief."""
    _voila_projector(voila_server, browser_page, XGA_VIEWPORT, "voila1024x768", lang)


# --------------------------------------------------------------------------- scrolling and prompts

def _scroller_top(page) -> float:
    """How far the page is scrolled: the scrollTop of the widget's nearest scrolling
    ancestor (JupyterLab's notebook panel), or of the document."""
    return page.locator(APP).first.evaluate(
        """(el) => { for (let a = el.parentElement; a; a = a.parentElement) {
              const s = getComputedStyle(a);
              if (/(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight)
                return a.scrollTop; }
            return document.scrollingElement.scrollTop; }""")


def test_the_mouse_wheel_over_the_board_scrolls_the_notebook(jupyter_lab, browser_page):
    """ipycanvas cancels wheel events on its canvas; the board is half
    the screen, so a class could not scroll the notebook from there. Roll the wheel over
    the middle of the board: the notebook scrolls."""
    _shut_down_sessions(jupyter_lab)
    page = browser_page
    page.set_viewport_size(LAB_VIEWPORT)
    open_notebook(page, jupyter_lab, LAYOUT_NOTEBOOK)
    _hide_lab_left_sidebar(page)
    run_all_cells(page)
    _request_phase(page, "draw", "en", False)
    page.locator(APP).first.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    rect = page.locator(BOARD_CSS).first.bounding_box()
    x, y = rect["x"] + rect["width"] / 2, rect["y"] + min(rect["height"] / 2, 200)
    # nothing else is under the mouse there: the wheel goes to the board
    hit = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                        " return e.closest('.terra-board-area') !== null; }", [x, y])
    assert hit, "the point rolled over is not on the board"
    before = _scroller_top(page)
    page.mouse.move(x, y)
    page.mouse.wheel(0, 240)
    try:  # a condition, not a sleep; on time-out the assertion below says what was seen
        page.wait_for_function(
            """([app, before]) => { const el = document.querySelector(app);
                 for (let a = el.parentElement; a; a = a.parentElement) {
                   const s = getComputedStyle(a);
                   if (/(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight)
                     return a.scrollTop > before + 50; }
                 return document.scrollingElement.scrollTop > before + 50; }""",
            arg=[APP, before], timeout=5_000)
    except PlaywrightTimeout:
        pass
    after = _scroller_top(page)
    save_screenshot(page, "layout-wheel-over-board", full_page=False)
    assert after > before + 50, f"the notebook did not scroll: scrollTop {before} -> {after}"


#: Prompts about these regions (``phases.game_at("prompt-<region>")``): the western and
#: middle strips, where a prompt over the board could sit (the prompt of the South
#: American one warns about Oceania & South-East Asia, one crisis from the limit).
PROMPT_REGIONS = ("north_america", "europe", "africa", "south_america")


def _prompt_regions(phase: str, lang: str):
    """The regions the prompt of ``phase`` talks about, and where the board draws each of
    them (its counter and its full-blown crises, board units)."""
    import sys

    sys.path.insert(0, str(FIXTURES_DIR))
    import phases

    from terra_widget.rules import Pass
    from terra_widget.session.prompts import prompt_for

    state = phases.game_at(phase)
    before = len(state.events)
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Pass)))
    view = state.view(None)
    key, raw = prompt_for(state.events[before:], view)
    regions = set()
    if "crisis" in raw:
        regions.add(raw["crisis"].region)
    for kind, what in raw.get("limits", ()):
        if kind == "region":
            regions.add(what)
    assert regions, f"the prompt {key} names no region: nothing to check"
    drawn = board.boxes(view, lang=lang)
    areas = {}
    for region in regions:
        areas[region.value] = [drawn[f"counter-{region.value}"]] + [
            drawn[fb.crisis.id] for fb in view.full_blown if fb.crisis.region is region
            and fb.crisis.id in drawn]
    return areas


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("files", ["files", "nofiles"])
def test_the_prompt_never_covers_the_region_it_talks_about(jupyter_lab, browser_page, lang,
                                                          files):
    """A discussion prompt ("One more full-blown crisis in North America ...") must leave
    the region it talks about in view. For prompts about regions all over the map, its
    box must not meet the region's counter or crisis cards on the board, beside the board
    (file browser closed) and in the narrow layout (open)."""
    _shut_down_sessions(jupyter_lab)
    page = browser_page
    page.set_viewport_size(LAB_VIEWPORT)
    open_notebook(page, jupyter_lab, LAYOUT_NOTEBOOK)
    if files == "nofiles":
        _hide_lab_left_sidebar(page)
    run_all_cells(page)
    hits = []
    for region in PROMPT_REGIONS:
        phase = f"prompt-{region}"
        _request_phase(page, phase, lang, False)
        # the person to act passes and the crisis breaks out (R3.4): the prompt comes
        button = _in_app(page, ".terra-pass")
        expect(button.first).to_be_enabled(timeout=WAIT_MS)
        button.first.click()
        expect(_in_app(page, ".terra-prompt").first).to_be_visible(timeout=WAIT_MS)
        page.locator(APP).first.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        prompt = _in_app(page, ".terra-prompt").first.bounding_box()
        canvas = page.locator(BOARD_CSS).first.bounding_box()
        scale = canvas["width"] / board.WIDTH
        save_screenshot(page, f"layout-prompt-{files}-{lang}-{region}", full_page=False)
        for name, rects in _prompt_regions(phase, lang).items():
            for x, y, w, h in rects:
                left, top = canvas["x"] + x * scale, canvas["y"] + y * scale
                right, bottom = left + w * scale, top + h * scale
                overlap_w = min(right, prompt["x"] + prompt["width"]) - max(left, prompt["x"])
                overlap_h = min(bottom, prompt["y"] + prompt["height"]) - max(top, prompt["y"])
                if overlap_w > 0 and overlap_h > 0:
                    hits.append(f"{phase}: covers {name} ({overlap_w:.0f}x{overlap_h:.0f} px)")
    assert not hits, f"the prompt covers the region it talks about: {hits}"


# --------------------------------------------------------------------------- the end screen

def _end_screen(page, where: str, lang: str, projector: bool) -> list[str]:
    """Three selfish computer players at speed "instant" (``phases.SELFISH``): the game is
    lost when the app appears. The end screen is laid out whole: no word broken over
    lines (no column narrower than its longest word), no button cut ("N…"), nothing
    over the board (the verdict left the crisis panel), and the verdict, the question
    for the class and New game on screen with the whole board."""
    _request_phase(page, "selfish", lang, projector)
    expect(_in_app(page, ".terra-end-screen").first).to_be_visible(timeout=WAIT_MS)
    measured = measure_layout(page, extra=(".terra-end-screen", ".terra-prompt",
                                           ".terra-play-again"), app=APP)
    # the verdict says the game is over (the status line may be for screen readers only)
    measured["required"] = [r for r in measured["required"] if not r["name"].startswith(
        "status ")] + [_board(page)]
    limits = (projector_limits(page.viewport_size, scrollbar_size(page, APP)) if projector
              else NORMAL)
    found = problems(measured, limits, need_hand=False)
    x, y, w, h = IMPENDING_PANEL
    end = measure_end_screen(page, board_css=BOARD_CSS, panel=(x, y, w, h),
                             board_width=board.WIDTH, app=APP)
    found += end_screen_problems(end)
    save_screenshot(page, f"end-{where}-{lang}", full_page=False)
    found += _story_problems(page, where, lang, limits)
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS_DIR / f"end-{where}-{lang}.json").write_text(
        json.dumps({"layout": measured, "end": end, "problems": found}, indent=1,
                   ensure_ascii=False))
    return [f"[{where} {lang}] {p}" for p in found]


@pytest.mark.parametrize("files", ["files", "nofiles"])
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_end_screen_is_laid_out_whole(jupyter_lab, browser_page, lang, files):
    """JupyterLab at 1280x720, its file browser open or closed, after a game of three
    selfish computer players at speed "instant": the question for the class, New game
    and the verdict whole, nothing over the board."""
    _shut_down_sessions(jupyter_lab)
    page = browser_page
    page.set_viewport_size(LAB_VIEWPORT)
    open_notebook(page, jupyter_lab, LAYOUT_NOTEBOOK)
    if files == "nofiles":
        _hide_lab_left_sidebar(page)
    else:
        expect(page.locator("#jp-left-stack")).to_be_visible()
    run_all_cells(page)
    failures = _end_screen(page, f"lab1280-{files}", lang, projector=False)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("screen", ["1920", "1280"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_end_screen_on_a_projector(voila_server, browser_page, lang, screen):
    """The Voila app in projector mode, at its 1920x1080 design and zoomed to a 1280x800
    projector: the same end screen, laid out whole."""
    page = browser_page
    page.set_viewport_size(PROJECTOR_VIEWPORT if screen == "1920" else WXGA_VIEWPORT)
    page.goto(voila_server(LAYOUT_NOTEBOOK).url, wait_until="domcontentloaded")
    expect(page.locator(".uitest-phase input")).to_be_visible(timeout=60_000)
    failures = _end_screen(page, f"voila{screen}", lang, projector=True)
    assert not failures, "\n".join(failures)


#: The story's smallest text, measured on its picture (the SVG's font sizes scaled to
#: the size it is shown at) and on the turning points' words.
_STORY_FONTS_JS = r"""
(app) => {
  const view = document.querySelector(app + ' .terra-story-view');
  const svg = view && view.querySelector('.terra-story-picture svg');
  if (!svg) return null;
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  let picture = null;
  for (const t of svg.querySelectorAll('text')) {
    if (!t.textContent.trim()) continue;
    const fs = parseFloat(getComputedStyle(t).fontSize) * scale;  // the rect has the zoom
    if (picture === null || fs < picture) picture = fs;
  }
  let words = null;
  for (const el of view.querySelectorAll('.terra-story-turning-text, .terra-story-hint')) {
    const fs = parseFloat(getComputedStyle(el).fontSize) * (el.currentCSSZoom || 1);
    if (words === null || fs < words) words = fs;
  }
  return {picture, words, moments: svg.querySelectorAll('.terra-story-moment').length};
}
"""


def _story_problems(page, where: str, lang: str, limits) -> list[str]:
    """Under the table, in its tab opened by itself: the story's picture (once its risk
    curve is measured) and its turning points, text at least ``limits.min_font_px``
    (14 px, 24 px on the projector at 1920x1080, in proportion when zoomed)."""
    picture = _in_app(page, ".terra-story-view .terra-story-picture svg")
    try:
        expect(picture.first).to_be_attached(timeout=90_000)
    except AssertionError:
        return ["the story's picture never came under the verdict"]
    story = _in_app(page, ".terra-story-view").first
    story.scroll_into_view_if_needed()
    save_screenshot(page, f"end-{where}-{lang}-story", full_page=False)
    fonts = page.evaluate(_STORY_FONTS_JS, APP)
    out = []
    if not fonts or not fonts["moments"]:
        return [f"the story has no moment to click: {fonts}"]
    for what in ("picture", "words"):
        if fonts[what] is None or fonts[what] < limits.min_font_px - 0.05:
            out.append(f"the story's {what} text is {fonts[what]} px < {limits.min_font_px}")
    return out


def test_clicking_a_moment_of_the_story_goes_there_in_time_travel(jupyter_lab, browser_page):
    """After the game, a click on a moment of the story's picture (a full-blown crisis)
    shows that moment: the Time travel box names it and the verdict is gone (the board
    shows the game before its end); a turning point's button does the same."""
    _shut_down_sessions(jupyter_lab)
    page = browser_page
    page.set_viewport_size(LAB_VIEWPORT)
    open_notebook(page, jupyter_lab, LAYOUT_NOTEBOOK)
    run_all_cells(page)
    _request_phase(page, "selfish", "en", False)
    mark = _in_app(page, ".terra-story-view .terra-story-moment[data-kind='full_blown']").first
    expect(mark).to_be_attached(timeout=90_000)
    position = int(mark.get_attribute("data-position"))
    mark.scroll_into_view_if_needed()
    box = mark.bounding_box()
    # the transparent click layer lies over the picture: the click reaches the kernel
    hit = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                        " return e && e.closest('.terra-story-hit') !== null; }",
                        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    assert hit, "the click layer is not over the story's marks"
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    jump = _in_app(page, ".terra-jump input")
    expect(jump.first).to_have_value(str(position), timeout=WAIT_MS)
    expect(_in_app(page, ".terra-end-screen").first).to_be_hidden()
    save_screenshot(page, "story-click-went-there", full_page=False)
    # a turning point's button: the same path
    go = _in_app(page, ".terra-story-view .terra-story-go").first
    target = int(go.inner_text().split()[-1])
    go.click()
    expect(jump.first).to_have_value(str(target), timeout=WAIT_MS)
    assert widget_errors(page) == []


def test_the_story_so_far_tab_during_a_game(jupyter_lab, browser_page):
    """During a hot-seat game (every hand hidden), the "Story so far" tab shows the story
    up to now: its picture, and no card in the page a hand would be needed to know (R7.5:
    the public table, the discard pile and the public log only)."""
    import re
    import sys

    sys.path.insert(0, str(FIXTURES_DIR))
    import phases

    _shut_down_sessions(jupyter_lab)
    page = browser_page
    page.set_viewport_size(LAB_VIEWPORT)
    open_notebook(page, jupyter_lab, LAYOUT_NOTEBOOK)
    run_all_cells(page)
    _request_phase(page, "full_blown", "en", False)
    tab = _in_app(page, ".terra-secondary .lm-TabBar-tab").filter(has_text="Story so far")
    tab.first.click()
    view = _in_app(page, ".terra-story-view").first
    expect(view.locator(".terra-story-picture svg")).to_be_attached(timeout=WAIT_MS)
    expect(view.locator(".terra-story-note")).to_contain_text("No hand is shown")
    view.scroll_into_view_if_needed()
    save_screenshot(page, "story-so-far-tab-lab1280-files-en", full_page=False)
    state = phases.game_at("full_blown")
    public = set(state.view(None).discard)
    public |= {s for _, s in state.view(None).impending_plays}
    public |= {s for fb in state.view(None).full_blown for _, s in fb.plays}
    for e in state.visible_events(None):
        public |= {c for c in (e.card, *(e.cards or ())) if c is not None}
    allowed = {(c.colour.value, c.value) for c in public if hasattr(c, "value")}
    html = view.inner_html()
    shown = {(colour, int(v)) for colour, v in
             re.findall(r"[▲●■] (green|blue|red) (\d+)", html)}
    assert shown <= allowed, f"the story shows cards no hand on screen may know: {shown - allowed}"
    assert widget_errors(page) == []

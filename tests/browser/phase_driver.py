"""Drives ``fixtures/layout_phases.ipynb`` through a scripted seeded game, for the layout
tests (``test_layout_lab.py``, ``test_layout_projector.py``, ``test_layout_discussion.py``).

For each phase of the game (``fixtures/phases.py``: draw, impending crisis, play on
full-blown crises, hoard choice, discard down to 8, a prompt shown, computer players
waiting, a forced move, the end screen), after scrolling the widget into view:

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

The game at each phase comes from the kernel: the test types ``"<phase> <lang>
<projector>"`` in a small box under the widget and waits for the kernel's answer
(``uitest-ready``) and the status line's text -- conditions, never sleeps. In hot seat the
hand is hidden: the driver presses "Show hand" first, as a player would.

Artifacts: ``test-artifacts/layout-<where>-<lang>-<n>-<phase>.png`` (the screen as a person
sees it) and ``test-artifacts/layout-<where>-<lang>.json`` (every measurement, including
the status-to-farthest-button distance). All failures of all phases are reported
together, each with the element and the measured px.
"""

from __future__ import annotations

import json

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
    debrief_rows_on_one_line,
    disabled_button_problems,
    end_screen_problems,
    measure_end_screen,
    measure_layout,
    problems,
    projector_limits,
    scrollbar_size,
    summary,
)
from playwright.sync_api import expect

from terra_widget.ui import board

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


def in_app(page, css: str):
    return page.locator(", ".join(f"{APP} {part.strip()}" for part in css.split(",")))


def rendered(locator) -> bool:
    return locator.count() > 0 and locator.first.is_visible()


def request_phase(page, phase: str, lang: str, projector: bool) -> None:
    """Ask the kernel for the game at ``phase`` and wait until it is on the page."""
    request = f"{phase} {lang} {int(projector)}"
    box = page.locator(".uitest-phase input")
    box.fill(request)
    box.press("Enter")
    # The Enter gives the box's value to the kernel through the input's "change" event
    # (ipywidgets' Text with continuous_update=False), which is fired again here: a
    # keystroke that JupyterLab took for itself while it re-laid out the notebook around
    # the box must not lose the request (the second is a no-op once the value is sent).
    box.dispatch_event("change")
    expect(page.locator(".uitest-ready")).to_have_text(request, timeout=WAIT_MS)
    # a game over: the verdict in the status line's place (with its file browser open,
    # JupyterLab's narrow table keeps "The game is over." for screen readers only)
    status = in_app(page, ".terra-end-screen" if phase == "selfish" else STATUS_ANY)
    expect(status.first).to_be_visible(timeout=WAIT_MS)
    expect(status.first).not_to_have_text("", timeout=WAIT_MS)
    board = ", ".join(f"{APP} {part.strip()}" for part in BOARD_SELECTOR.split(","))
    wait_canvas_painted(page, selector=board, timeout=WAIT_MS / 1000)


def show_hand(page) -> None:
    """Hot seat: press "Show <player>'s hand" if the hand is hidden and it can be shown."""
    show = in_app(page, ".terra-show-hand")
    if rendered(in_app(page, ".terra-card")) or not rendered(show):
        return
    if not show.first.is_enabled():
        return
    show.first.click()
    expect(in_app(page, ".terra-card").first).to_be_visible(timeout=WAIT_MS)


def prepare(page, phase: str) -> None:
    """Bring the page to what the phase must show (conditions, never sleeps)."""
    if phase == "end":
        # the last move: the person to act passes and the world collapses (R3.4, R6.1);
        # the verdict and the question for the class come as in a real game
        button = in_app(page, ".terra-pass")
        expect(button.first).to_be_enabled(timeout=WAIT_MS)
        button.first.click()
        # the whole end is on the page: the verdict, the question, the debrief (drawn
        # last of the table), and the seat's buttons gone (drawn after the table)
        for css in (".terra-end-screen", ".terra-prompt", ".terra-debrief h3"):
            expect(in_app(page, css).first).to_be_visible(timeout=WAIT_MS)
        expect(button.first).to_be_hidden(timeout=WAIT_MS)
        return
    show_hand(page)
    if phase == "discard":
        expect(in_app(page, ".terra-card:enabled").first).to_be_visible(timeout=WAIT_MS)
    if phase == "prompt":
        # the person to act passes and the crisis breaks out (R3.4): a discussion prompt
        before = in_app(page, STATUS_ANY).first.text_content()
        button = in_app(page, ".terra-pass")
        expect(button.first).to_be_enabled(timeout=WAIT_MS)
        button.first.click()
        expect(in_app(page, ".terra-prompt").first).to_be_visible(timeout=WAIT_MS)
        expect(in_app(page, STATUS_ANY).first).not_to_have_text(before, timeout=WAIT_MS)
        show_hand(page)  # the next decision's hand, if it is a person's


def run_phases(page, where: str, lang: str, projector: bool,
                also: tuple[str, ...] = ()) -> list[str]:
    """Every phase, measured; ``also``: more elements in view in every phase."""
    failures, records = [], []
    for n, phase in enumerate(PHASES, start=1):
        try:
            request_phase(page, phase, lang, projector)
            prepare(page, phase)
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
        measured["required"].append(whole_board(page))
        # the window's scroll bars as they are with this phase's game on the page
        limits = (projector_limits(page.viewport_size, scrollbar_size(page, APP)) if projector
                  else NORMAL)
        if phase == "impending":
            measured["required"].append(impending_panel(page))
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


def whole_board(page) -> dict:
    """The whole board's rectangle (as ``measure_layout`` gives them)."""
    rect = page.locator(BOARD_CSS).first.evaluate(
        "(c) => { const r = c.getBoundingClientRect(); return {left: r.left, top: r.top,"
        " right: r.right, bottom: r.bottom, width: r.width, height: r.height}; }")
    return {"name": "the whole board", **rect}


def impending_panel(page) -> dict:
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


def hide_lab_left_sidebar(page) -> None:
    """Close JupyterLab's file browser: the notebook gets the window's width."""
    tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if tab.count():
        tab.first.click()
        expect(page.locator("#jp-left-stack")).to_be_hidden()


def shut_down_sessions(server) -> None:
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


def open_in_lab(server, page, viewport: dict, *, file_browser: bool) -> None:
    """The fixture notebook in a fresh kernel, opened in JupyterLab at ``viewport`` with
    its file browser open (as JupyterLab and Binder open a notebook) or closed, every
    cell run."""
    shut_down_sessions(server)
    page.set_viewport_size(viewport)
    open_notebook(page, server, LAYOUT_NOTEBOOK)
    if file_browser:
        expect(page.locator("#jp-left-stack")).to_be_visible()
    else:
        hide_lab_left_sidebar(page)
    run_all_cells(page)


# --------------------------------------------------------------------------- the end screen

def end_screen(page, where: str, lang: str, projector: bool) -> list[str]:
    """Three selfish computer players at speed "instant" (``phases.SELFISH``): the game is
    lost when the app appears. The end screen is laid out whole: no word broken over
    lines (no column narrower than its longest word), no button cut ("N…"), nothing
    over the board (the verdict left the crisis panel), and the verdict, the question
    for the class and New game on screen with the whole board."""
    request_phase(page, "selfish", lang, projector)
    expect(in_app(page, ".terra-end-screen").first).to_be_visible(timeout=WAIT_MS)
    measured = measure_layout(page, extra=(".terra-end-screen", ".terra-prompt",
                                           ".terra-play-again"), app=APP)
    # the verdict says the game is over (the status line may be for screen readers only)
    measured["required"] = [r for r in measured["required"] if not r["name"].startswith(
        "status ")] + [whole_board(page)]
    limits = (projector_limits(page.viewport_size, scrollbar_size(page, APP)) if projector
              else NORMAL)
    found = problems(measured, limits, need_hand=False)
    x, y, w, h = IMPENDING_PANEL
    end = measure_end_screen(page, board_css=BOARD_CSS, panel=(x, y, w, h),
                             board_width=board.WIDTH, app=APP)
    found += end_screen_problems(end)
    found += debrief_rows_on_one_line(page, APP)
    save_screenshot(page, f"end-{where}-{lang}", full_page=False)
    found += story_problems(page, where, lang, limits)
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS_DIR / f"end-{where}-{lang}.json").write_text(
        json.dumps({"layout": measured, "end": end, "problems": found}, indent=1,
                   ensure_ascii=False))
    return [f"[{where} {lang}] {p}" for p in found]


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


def story_problems(page, where: str, lang: str, limits) -> list[str]:
    """Under the table, in its tab opened by itself: the story's picture (once its risk
    curve is measured) and its turning points, text at least ``limits.min_font_px``
    (14 px, 24 px on the projector at 1920x1080, in proportion when zoomed)."""
    picture = in_app(page, ".terra-story-view .terra-story-picture svg")
    try:
        expect(picture.first).to_be_attached(timeout=90_000)
    except AssertionError:
        return ["the story's picture never came under the verdict"]
    story = in_app(page, ".terra-story-view").first
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

"""The play notebook in a real browser: JupyterLab and Voila in Debian's Chromium.

``fixtures/play_seeded.ipynb`` is the play notebook's call with ``seed=7`` (whatever the
play notebook itself does): Ana, Ben and Chloé are people, Dev is the
"balanced" computer player at the default speed ("normal" = one move a second). With that
seed the first crisis comes on turn 3, so the JupyterLab test plays, by clicking only:

* turns 1 and 2 (Ana, Ben): Draw a Solution, End turn -- and checks the hot-seat privacy:
  no card is on the page until "Show ...'s hand" is pressed, and the hand hides again when
  the turn passes;
* turn 3 (Chloé), the whole turn: Draw -> a crisis is impending -> Chloé puts a card on it,
  Dev (computer) answers by itself, Ana and Ben pass -> the crisis goes full-blown (counters
  1/3, 1/4, 1/7, the board paints it in its region) -> Chloé draws again, gives a card to the
  full-blown crisis -> End turn; then Dev plays turn 4 by itself until Ana must answer.

Two more JupyterLab tests cover what is otherwise only tested from Python:

* the end screen and the debrief, on ``fixtures/bots_to_the_end.ipynb`` (four computer
  players at speed "instant", ``seed=7``: the world is lost to four red crises), checked
  against the same game replayed through the engine in the test's own process; then the
  language switched to French (texts change, every colour name keeps its symbol ▲ ● ■)
  and German; in English and German, at 1280x720 with the file browser closed and open,
  every row of the debrief is one line (``layout.debrief_rows_on_one_line``), as it is
  in Voila on a laptop and on a phone in every language;
* the keyboard (Tab and Space switch projector mode on: class ``terra-projector``, larger
  counters; Shift+Tab from "Show hand" to "Draw a card", Enter draws) on the play notebook.

After each click it waits for the page to show the expected phase text, log entry, counters
(conditions, never sleeps). Screenshots go to ``test-artifacts/play-*.png``;
``TERRA_UPDATE_DOCS=1`` also copies the mid-game one to ``docs/screenshot.png``.

The servers get ``TERRA_WIDGET_AUTOSAVE=off`` (``harness.SERVER_ENV``): no autosave is
written into the repository and no run finds an earlier run's game to resume.
"""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest
from harness import (
    APP_SELECTOR,
    ARTIFACTS_DIR,
    BOARD_SELECTOR,
    FIXTURES_DIR,
    PLAY_SEEDED,
    REPO_ROOT,
    SERVER_ENV,
    axe_scan,
    canvas_painted_fraction,
    canvas_state_js,
    check_first_screen,
    format_violations,
    jupyter_env,
    open_notebook,
    run_all_cells,
    save_element_screenshot,
    save_screenshot,
    widget_errors,
)
from layout import debrief_rows_on_one_line
from playwright.sync_api import expect

from terra_widget.bots import make_strategy
from terra_widget.i18n import COLOUR_SYMBOLS, LANGUAGES, language_name, translator
from terra_widget.rules import COLOURS, Colour, Draw, LossCause, new_game
from terra_widget.session.session import AUTOSAVE_ENV, AUTOSAVE_NAME
from terra_widget.ui import _bot_seed, board, palette

pytestmark = pytest.mark.browser

#: Bots move once a second at the default speed; the first render in Lab takes ~5 s.
WAIT_MS = 30_000
#: Tall enough for the whole widget to be laid out on screen in JupyterLab (which scrolls
#: inside its own panel, so a "full page" screenshot would show only the viewport).
TALL_VIEWPORT = {"width": 1280, "height": 2600}
#: A Solution card as the widget names it ("▲ green 6"), not a counter ("▲ green 0/4").
CARD_NAME = re.compile(r"[▲●■] (?:green|blue|red) \d+(?![\d/])")
DOCS_SCREENSHOT = REPO_ROOT / "docs" / "screenshot.png"
#: Where the game would autosave by default: next to the notebook, in the repository.
REPO_AUTOSAVE = PLAY_SEEDED.parent / AUTOSAVE_NAME

#: Four computer players at speed "instant" with the risk meter on: the game is over as soon
#: as the cell has run. Its code cell is replayed in this process by the test.
BOTS_TO_THE_END = FIXTURES_DIR / "bots_to_the_end.ipynb"
#: What that seeded game (seed 7) ends with: the world is lost, four full-blown red crises,
#: after 104 moves (the computer players' seeds come from sim.seeding).
#: The debrief rows: player, points from crises solved (R3.4, R4.3), points hoarded
#: (R4.6), what each would have scored (lost: nobody wins, R6.1), then the cards given to
#: crises, one count per colour (▲ green, ● blue, ■ red: each column headed by its symbol
#: and its name), each alone in its cell.
BOTS_GAME_MOVES = 104
BOTS_GAME_CAUSE = LossCause(kind="colour", count=4, colour=Colour.RED)
BOTS_END_CAUSE = {
    "en": "Broken limit: 4 full-blown ■ red crises (the limit is 4)",
    "fr": "Limite dépassée : 4 crises déclarées de couleur ■ rouge (la limite est 4)",
}
BOTS_DEBRIEF_ROWS = [
    ["Ana", "5", "0", "5", "2", "1", "1"],
    ["Ben", "10", "0", "10", "4", "1", "1"],
    ["Chloé", "0", "15", "15", "1", "0", "0"],
    ["Dev", "0", "0", "0", "4", "2", "1"],
]
#: A laptop's screen, where the debrief has about 371 px beside the board (JupyterLab's
#: scroll bars; its file browser open puts the debrief under the board).
LAPTOP_VIEWPORT = {"width": 1280, "height": 720}
#: The small end of phones (Voila): the debrief under the board, 326 px wide.
PHONE_CONTEXT = {"viewport": {"width": 360, "height": 640}, "device_scale_factor": 3,
                 "is_mobile": True, "has_touch": True}
BOTS_COUNTERS = {
    "colour-green": "▲ green 1/4",
    "colour-blue": "● blue 1/4",
    "colour-red": "✖ ■ red 4/4",
    "total": "⚠ All crises 6/7",
}
BOTS_COUNTERS_FR = {
    "colour-green": "▲ vert 1/4",
    "colour-blue": "● bleu 1/4",
    "colour-red": "✖ ■ rouge 4/4",
    "total": "⚠ Toutes les crises 6/7",
}
#: A colour named as a whole word (French), to check the symbol in front of it.
FRENCH_COLOUR_WORD = re.compile(r"(?<![\w-])(vert|bleu|rouge)(?![\w-])")

# Board geometry, in board units (terra_widget/ui/board.py; the canvas is the same layout
# scaled by canvas.width / board.WIDTH): the impending crisis is drawn in the panel under
# the map; Oceania & South-East Asia is the southern block of the eastern strip.
_EAST = board.STRIPS[2]
IMPENDING_AREA = (board.PANEL_X, board.map_bottom(), board.PANEL_W,
                  board.HEIGHT - board.map_bottom())
OCEANIA_AREA = (_EAST[0], board.HEIGHT / 3, _EAST[1], board.HEIGHT * 2 / 3)


def _rgba(hex_colour: str) -> tuple[int, int, int, int]:
    h = hex_colour.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 255)


GREEN_FILL = _rgba(palette.FILL[Colour.GREEN])


# --------------------------------------------------------------------------- helpers


def _in_app(page, css: str):
    return page.locator(f"{APP_SELECTOR} {css}")


def _expect_status(page, turn: str, what: str, who: str | None = None) -> None:
    expect(_in_app(page, ".terra-status-turn")).to_have_text(turn, timeout=WAIT_MS)
    expect(_in_app(page, ".terra-status-what")).to_have_text(what, timeout=WAIT_MS)
    if who is not None:  # shown after the turn line: " · Decision: Ana."
        expect(_in_app(page, ".terra-status-who")).to_have_text(
            re.compile(rf"^\s*(· )?{re.escape(who)}\s*$"), timeout=WAIT_MS)


def _expect_newest_log(page, text: str) -> None:
    """The log lists narrated events newest first."""
    expect(_in_app(page, ".terra-log li").first).to_have_text(text, timeout=WAIT_MS)


def _expect_log_has(page, text: str) -> None:
    expect(_in_app(page, ".terra-log")).to_contain_text(text, timeout=WAIT_MS)


def _expect_counters(page, counts: dict[str, str]) -> None:
    for css_id, text in counts.items():
        expect(_in_app(page, f".terra-counter-{css_id}")).to_have_text(text, timeout=WAIT_MS)


def _expect_hand_hidden(page, player: str, n_cards: int) -> None:
    """Hot seat: the hand is announced as hidden and no card button is on the page."""
    # the title may go on with a hint ("Ana has nothing to play now: ...")
    expect(_in_app(page, ".terra-hand-title")).to_have_text(
        re.compile(rf"^\s*{re.escape(player)}'s hand is hidden \({n_cards} cards\)\."),
        timeout=WAIT_MS,
    )
    expect(_in_app(page, ".terra-card")).to_have_count(0)
    expect(_in_app(page, ".terra-show-hand")).to_have_text(f"Show {player}'s hand")


def _assert_no_card_names(page) -> None:
    text = page.locator(APP_SELECTOR).inner_text()
    shown = CARD_NAME.findall(text)
    assert shown == [], f"hidden cards are on the page: {shown}"


def _assert_no_card_names_except_played(page, allowed: set[str]) -> None:
    """While hands are hidden, the only card names on the page are cards played in
    public (on a crisis, told by the log)."""
    text = page.locator(APP_SELECTOR).inner_text()
    shown = set(CARD_NAME.findall(text)) - allowed
    assert shown == set(), f"hidden cards are on the page: {sorted(shown)}"


def _show_hand(page, player: str, n_cards: int) -> list[str]:
    """Press "Show <player>'s hand" (unless it is still shown: once shown, a hand stays
    shown for the rest of that player's decisions in the turn); returns the card names."""
    toggle = _in_app(page, ".terra-show-hand")
    if (toggle.inner_text().strip() != f"Hide {player}'s hand"
            or _in_app(page, ".terra-card").count() != n_cards):
        toggle.click()
    expect(_in_app(page, ".terra-card")).to_have_count(n_cards, timeout=WAIT_MS)
    expect(_in_app(page, ".terra-show-hand")).to_have_text(f"Hide {player}'s hand")
    expect(_in_app(page, ".terra-hand-title")).to_contain_text(f"{player}'s hand")
    names = [name.strip() for name in _in_app(page, ".terra-card").all_inner_texts()]
    assert all(CARD_NAME.fullmatch(name) for name in names), names
    return names


def _click_card(page, name: str) -> None:
    card = _in_app(page, ".terra-card").filter(has_text=name).first
    expect(card).to_be_enabled(timeout=WAIT_MS)
    card.click()


def _expect_board_size(page, *, projector: bool) -> None:
    """The board is displayed at ``board.size(projector)`` CSS pixels (the UI contract: no
    stretching by the page) with a whole number of canvas pixels per CSS pixel. In
    projector mode on a window narrower than its design the whole game is zoomed to fit
    (``style.projector_fit_css``): the board keeps that size, times the game's zoom."""
    width, height = board.size(projector)
    page.wait_for_function(
        """([selector, w, h]) => { const c = document.querySelector(selector);
            if (!c || !c.width) return false;
            const r = c.getBoundingClientRect(), k = c.width / w, z = c.currentCSSZoom || 1;
            return Math.abs(r.width - w * z) <= 1 && Math.abs(r.height - h * z) <= 1
                && k >= 1 && Number.isInteger(k) && c.height === Math.round(h * k); }""",
        arg=[BOARD_SELECTOR, width, height], timeout=WAIT_MS)


def _board_fingerprint(page) -> str:
    return page.evaluate(canvas_state_js(BOARD_SELECTOR))


def _expect_board_changed(page, before: str) -> str:
    page.wait_for_function(
        f"(before) => ({canvas_state_js(BOARD_SELECTOR)})() !== before",
        arg=before,
        timeout=WAIT_MS,
    )
    return _board_fingerprint(page)


def _expect_board_colour_in(page, area: tuple[float, float, float, float],
                            rgba: tuple[int, int, int, int]) -> None:
    """Some pixel of ``area`` (x, y, width, height in board units) of the board has exactly
    the colour ``rgba``: e.g. a green crisis card is painted there."""
    page.wait_for_function(
        """([selector, area, rgba, units]) => {
            const canvas = document.querySelector(selector);
            if (!canvas || !canvas.width) return false;
            const k = canvas.width / units;
            const [x, y, w, h] = area.map((v) => Math.round(v * k));
            const d = canvas.getContext('2d').getImageData(x, y, w, h).data;
            for (let i = 0; i < d.length; i += 4)
                if (d[i] === rgba[0] && d[i+1] === rgba[1] && d[i+2] === rgba[2]
                    && d[i+3] === rgba[3]) return true;
            return false;
        }""",
        arg=[BOARD_SELECTOR, list(area), list(rgba), board.WIDTH],
        timeout=WAIT_MS,
    )


def _ana_draws_a_solution(page) -> None:
    """Turn 1 of the seeded game: Ana draws a Solution (hidden from the room)."""
    _click(page, ".terra-draw")
    _expect_ana_drew_a_solution(page)


def _expect_ana_drew_a_solution(page) -> None:
    _expect_status(
        page,
        "Turn 1 · Ana's turn · Phase 3 · helping and hoarding",
        "Ana may give one card to each full-blown crisis, hoard a set after helping, "
        "or end the turn.",
        "Decision: Ana.",
    )
    _expect_newest_log(page, "Ana draws a Solution card.")


def _click(page, css: str) -> None:
    button = _in_app(page, css)
    expect(button).to_be_enabled(timeout=WAIT_MS)
    button.click()


def _widget_screenshot(page, name: str):
    return save_element_screenshot(page.locator(APP_SELECTOR), name)


def _midgame_screenshot(page):
    """``test-artifacts/play-midgame.png``: the table (status, map, gauges, the hand and
    its buttons) as a student sees it in JupyterLab at 1280x720, the widget scrolled into
    view; the secondary tabs below are left out. With ``TERRA_UPDATE_DOCS=1`` it is also
    copied to ``docs/screenshot.png``."""
    size = page.viewport_size
    page.set_viewport_size({"width": 1280, "height": 720})
    try:
        # JupyterLab lays its panels out again after a resize: wait for it
        page.wait_for_function("""() => { const p = document.querySelector(
            '.jp-NotebookPanel:not(.lm-mod-hidden)');
            return window.innerHeight === 720 && p
                && p.getBoundingClientRect().bottom <= 720; }""", timeout=WAIT_MS)
        table = _in_app(page, ".terra-table-view")
        table.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)  # one layout pass after the scroll (a picture only)
        box = table.bounding_box()
        assert box and 0 <= box["y"] < 400, box
        ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS_DIR / "play-midgame.png"
        margin = 4
        top = max(0, box["y"] - margin)
        page.screenshot(path=str(path), clip={
            "x": max(0, box["x"] - margin), "y": top,
            "width": min(box["width"] + 2 * margin, 1280),
            # down to JupyterLab's status bar (24 px) at the window's bottom
            "height": min(box["height"] + 2 * margin, 720 - 26 - top)})
    finally:
        page.set_viewport_size(size)
    if os.environ.get("TERRA_UPDATE_DOCS") == "1":
        DOCS_SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, DOCS_SCREENSHOT)
    return path


def _hide_lab_left_sidebar(page) -> None:
    """Collapse JupyterLab's left panel (click its open tab, the file browser): the widget
    gets its full width."""
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").click()
    expect(page.locator("#jp-left-stack")).to_be_hidden()


def _replay_bots_to_the_end():
    """The fixture's game, in this process: its code cell run as is (the same call as in
    the browser), and the same game played again through the engine alone (the strategies
    seeded as ``terra_widget.play`` seeds them). Returns (the widget, the engine's state)."""
    nb = json.loads(BOTS_TO_THE_END.read_text(encoding="utf-8"))
    (cell,) = [c for c in nb["cells"] if c["cell_type"] == "code"]
    namespace: dict = {}
    exec("".join(cell["source"]), namespace)
    app = namespace["app"]
    state = new_game(list(app.state.players), seed=app.state.seed)
    bots = {seat: make_strategy(spec, seed=_bot_seed(state.seed, seat))
            for seat, spec in app.session.specs.items()}
    assert sorted(bots) == [0, 1, 2, 3], app.session.specs  # every seat is a computer
    while not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return app, state


def _debrief_rows_from_engine(view) -> list[list[str]]:
    """The debrief table's rows (English) computed from the engine's final public view."""
    rows = []
    for seat, name in enumerate(view.players):
        hoarded = sum(c.value for cards in view.revealed_hoards[seat] for c in cards)
        # the cards given: a count per colour, in the columns' order (▲ ● ■)
        given = [str(view.contributed[seat][c.index]) for c in COLOURS]
        points = view.points[seat]
        rows.append([name, str(points), str(hoarded), str(points + hoarded), *given])
    return rows


def _table_rows(page, css: str) -> list[list[str]]:
    """Cell texts of a table's body rows (the header row, made of <th>, is left out)."""
    return page.evaluate(
        """(css) => Array.from(document.querySelectorAll(css + ' tr'))
            .filter((tr) => tr.querySelector('td'))
            .map((tr) => Array.from(tr.cells).map((c) => c.textContent.trim()))""",
        f"{APP_SELECTOR} {css}",
    )


#: The debrief's place against the board: beside it (its left edge right of the board's
#: right edge) or under it (its top below the board's bottom).
DEBRIEF_PLACE_JS = """([app, under]) => {
    const d = document.querySelector(app + ' .terra-debrief').getBoundingClientRect();
    const b = document.querySelector(app + ' .terra-board-area').getBoundingClientRect();
    return d.width > 0 && (under ? d.top >= b.bottom - 1 : d.left >= b.right - 1);
}"""


def _debrief_problems(page, where: str, *, under: bool) -> list[str]:
    """``layout.debrief_rows_on_one_line`` once the debrief is beside the board (or
    ``under`` it: a narrow notebook's layout), with a screenshot of the debrief in view."""
    page.wait_for_function(DEBRIEF_PLACE_JS, arg=[APP_SELECTOR, under], timeout=WAIT_MS)
    _in_app(page, ".terra-debrief-table").scroll_into_view_if_needed()
    save_screenshot(page, f"play-debrief-{where}", full_page=False)
    return [f"[{where}] {p}" for p in debrief_rows_on_one_line(page, APP_SELECTOR)]


def _lab_debrief_at_1280x720(page, lang: str) -> list[str]:
    """The debrief at 1280x720 with JupyterLab's file browser closed (beside the board),
    then open (under it); the page's size and the closed file browser put back."""
    size = page.viewport_size
    page.set_viewport_size(LAPTOP_VIEWPORT)
    found = _debrief_problems(page, f"lab1280-nofiles-{lang}", under=False)
    page.locator('.jp-SideBar li[data-id="filebrowser"]').click()
    expect(page.locator("#filebrowser")).to_be_visible()
    found += _debrief_problems(page, f"lab1280-files-{lang}", under=True)
    _hide_lab_left_sidebar(page)
    page.set_viewport_size(size)
    return found


def _text_font_px(page, css: str) -> float:
    """Computed font size (px) of the first text inside ``css`` (the counter's words)."""
    return page.evaluate(
        """(css) => {
            const el = document.querySelector(css);
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            let node;
            while ((node = walker.nextNode()) && !node.textContent.trim()) {}
            return parseFloat(getComputedStyle(node ? node.parentElement : el).fontSize);
        }""",
        f"{APP_SELECTOR} {css}",
    )


def _labels_cut(page) -> dict[str, bool]:
    """The text labels of the language menu, the moment box and the file name: is each one
    cut short ("Lan…": its text is wider than its box)?"""
    return page.evaluate(
        """(app) => Object.fromEntries(
            ['.terra-lang', '.terra-jump', '.terra-file'].flatMap((css) => Array.from(
                document.querySelectorAll(`${app} ${css} .widget-label`))
                .map((l) => [l.textContent.trim(), l.scrollWidth > l.clientWidth + 1])))""",
        APP_SELECTOR,
    )


def _tab_through_the_board(page, lands_on: str) -> None:
    """Keyboard only: on the board (which keeps every key it gets), Tab goes on to
    ``lands_on``, the first control usable now: the board is no keyboard trap."""
    page.locator(BOARD_SELECTOR).focus()
    expect(page.locator(BOARD_SELECTOR)).to_be_focused()
    page.keyboard.press("Tab")
    expect(_in_app(page, lands_on)).to_be_focused(timeout=WAIT_MS)


def _open_tab(page, title: str) -> None:
    """Open one of the secondary tabs (log, players, time travel, files, settings)."""
    tab = _in_app(page, ".terra-secondary .lm-TabBar-tab").filter(has_text=title)
    tab.first.click()
    expect(tab.first).to_have_class(re.compile(r"lm-mod-current"), timeout=WAIT_MS)


def _assert_no_axe_violations_first_and_with_hand(page, where: str) -> None:
    """axe-core on the widget: the first screen, then Ana draws and shows her hand (the
    coloured card buttons). Reports go to test-artifacts/play-<where>-axe-*."""
    first = axe_scan(page, APP_SELECTOR, save_as=f"play-{where}-axe-first-screen")
    _click(page, ".terra-draw")
    _show_hand(page, "Ana", 5)
    hand = axe_scan(page, APP_SELECTOR, save_as=f"play-{where}-axe-hand-shown")
    violations = first + [v for v in hand if v["id"] not in {f["id"] for f in first}]
    assert violations == [], format_violations(violations)


def _focused(page) -> str:
    """The focused element's classes, or "OUTSIDE" when focus is not inside the widget."""
    return page.evaluate(
        """(app) => {
            const el = document.activeElement;
            return el && el.closest(app) ? String(el.className) : 'OUTSIDE';
        }""",
        APP_SELECTOR,
    )


# --------------------------------------------------------------------------- JupyterLab


def _stat(path):
    return path.stat().st_mtime_ns if path.exists() else None


def test_servers_get_autosave_off(tmp_path):
    """The test servers' kernels never autosave into the repository (and so never find an
    earlier run's game to offer for resuming); extra variables can still be passed."""
    assert SERVER_ENV[AUTOSAVE_ENV] == "off"
    env = jupyter_env(tmp_path, extra_env={"TERRA_EXTRA": "1"})
    assert env[AUTOSAVE_ENV] == "off" and env["TERRA_EXTRA"] == "1"
    env = jupyter_env(tmp_path, extra_env={AUTOSAVE_ENV: str(tmp_path)})
    assert env[AUTOSAVE_ENV] == str(tmp_path)


def test_lab_play_a_whole_turn_by_clicking(jupyter_lab, browser_page):
    page = browser_page
    autosave_before = _stat(REPO_AUTOSAVE)
    page.set_viewport_size(TALL_VIEWPORT)
    open_notebook(page, jupyter_lab, PLAY_SEEDED)
    _hide_lab_left_sidebar(page)
    run_all_cells(page)
    check_first_screen(page)
    _assert_no_card_names(page)
    save_screenshot(page, "play-lab-start")

    # -- turn 1, Ana: draws a Solution (hidden from the room), then ends her turn
    board = _board_fingerprint(page)
    _ana_draws_a_solution(page)
    expect(_in_app(page, ".terra-board-text")).to_contain_text("Draw pile: 91")
    board = _expect_board_changed(page, board)  # the pile count on the board
    expect(_in_app(page, ".terra-draw")).to_be_disabled()
    _expect_hand_hidden(page, "Ana", 5)
    _assert_no_card_names(page)

    cards = _show_hand(page, "Ana", 5)
    # no full-blown crisis to help and no set to hoard: every card is greyed out
    expect(_in_app(page, ".terra-card:enabled")).to_have_count(0)
    _widget_screenshot(page, "play-lab-ana-hand")
    _click(page, ".terra-end-turn")
    _expect_status(
        page, "Turn 2 · Ben's turn · Phase 1 · drawing", "Ben must draw a card from the pile."
    )
    _expect_newest_log(page, "Turn 2: Ben is up.")
    _expect_log_has(page, "Ana ends the turn.")
    _expect_hand_hidden(page, "Ben", 4)  # the hand hides again when the turn passes
    _assert_no_card_names(page)
    assert cards, "Ana's hand was shown"

    # -- turn 2, Ben: the same
    _click(page, ".terra-draw")
    _expect_newest_log(page, "Ben draws a Solution card.")
    _click(page, ".terra-end-turn")
    _expect_status(
        page,
        "Turn 3 · Chloé's turn · Phase 1 · drawing",
        "Chloé must draw a card from the pile.",
        "Decision: Chloé.",
    )

    # -- turn 3, Chloé, the whole turn: draw a crisis ...
    board = _board_fingerprint(page)
    _click(page, ".terra-draw")
    _expect_status(
        page,
        "Turn 3 · Chloé's turn · Phase 2 · answering the impending crisis",
        "Chloé may put one ▲ green card on the impending crisis, or pass. "
        "“Coral reefs bleach and die” (Oceania & South-East Asia): 0/10 so far. "
        "Players still to answer: 4.",
        "Decision: Chloé.",
    )
    crisis = "“Coral reefs bleach and die” (▲ green, Oceania & South-East Asia)"
    _expect_newest_log(page, f"Chloé turns over {crisis}, threat 10: it is impending.")
    expect(_in_app(page, ".terra-board-text")).to_contain_text(f"Impending: {crisis}")
    board = _expect_board_changed(page, board)
    _expect_board_colour_in(page, IMPENDING_AREA, GREEN_FILL)
    expect(_in_app(page, ".terra-pass")).to_be_enabled()
    _expect_hand_hidden(page, "Chloé", 4)

    # ... answer it: Chloé puts a green card on it (only green cards are enabled)
    cards = _show_hand(page, "Chloé", 4)
    enabled = [n.strip() for n in _in_app(page, ".terra-card:enabled").all_inner_texts()]
    assert enabled and all(n.startswith("▲ green") for n in enabled), (cards, enabled)
    save_screenshot(page, "play-lab-chloe-answers")
    _click_card(page, "▲ green 1")
    _expect_log_has(page, "Chloé puts ▲ green 1 on the impending crisis.")
    board = _expect_board_changed(page, board)  # the card under the crisis, 1 of 10
    # Dev, the computer player, answers by itself (default speed "normal", one move a
    # second); then it is Ana's decision, with Chloé's hand hidden again.
    _expect_status(
        page,
        "Turn 3 · Chloé's turn · Phase 2 · answering the impending crisis",
        "Ana may put one ▲ green card on the impending crisis, or pass. "
        "“Coral reefs bleach and die” (Oceania & South-East Asia): 1/10 so far. "
        "Players still to answer: 2.",
        "Decision: Ana.",
    )
    _expect_log_has(page, "Dev passes.")
    _expect_hand_hidden(page, "Ana", 5)
    _click(page, ".terra-pass")
    _expect_newest_log(page, "Ana passes.")
    _expect_status(
        page,
        "Turn 3 · Chloé's turn · Phase 2 · answering the impending crisis",
        "Ben may put one ▲ green card on the impending crisis, or pass. "
        "“Coral reefs bleach and die” (Oceania & South-East Asia): 1/10 so far. "
        "Players still to answer: 1.",
        "Decision: Ben.",
    )
    _click(page, ".terra-pass")
    # 1 against a threat of 10: the crisis goes full-blown in Oceania
    _expect_newest_log(page, f"{crisis} breaks out: only 1 against a threat of 10.")
    _expect_counters(
        page,
        {
            "region-oceania_south_east_asia": "Oceania & South-East Asia 1/3",
            "region-africa": "Africa 0/3",
            "colour-green": "▲ green 1/4",
            "colour-blue": "● blue 0/4",
            "total": "All crises 1/7",
        },
    )
    _expect_board_colour_in(page, OCEANIA_AREA, GREEN_FILL)
    expect(_in_app(page, ".terra-board-text")).to_contain_text(f"Full-blown: {crisis}")
    expect(_in_app(page, ".terra-prompt")).to_be_visible()  # a question for the class
    expect(_in_app(page, ".terra-prompt-text")).to_contain_text("is out of control now")
    _expect_status(
        page, "Turn 3 · Chloé's turn · Phase 1 · drawing", "Chloé must draw a card from the pile."
    )
    save_screenshot(page, "play-lab-full-blown")
    _click(page, ".terra-prompt-dismiss")  # "Back to the game": the question goes away
    expect(_in_app(page, ".terra-prompt")).to_be_hidden(timeout=WAIT_MS)

    # ... Chloé draws again (a Solution) and gives a card to the full-blown crisis
    _click(page, ".terra-draw")
    _expect_newest_log(page, "Chloé draws a Solution card.")
    _expect_status(
        page,
        "Turn 3 · Chloé's turn · Phase 3 · helping and hoarding",
        "Chloé may give one card to each full-blown crisis, hoard a set after helping, "
        "or end the turn.",
    )
    _show_hand(page, "Chloé", 4)
    expect(_in_app(page, ".terra-target")).to_be_visible()
    board = _board_fingerprint(page)
    _click_card(page, "▲ green 2")
    _expect_newest_log(page, f"Chloé gives ▲ green 2 to {crisis} (now 2 of 10).")
    _expect_board_changed(page, board)
    _expect_counters(page, {"total": "All crises 1/7"})  # helped, not solved
    _click(page, ".terra-end-turn")
    _expect_log_has(page, "Chloé ends the turn.")

    # -- turn 4, Dev plays by itself until a person must decide: Ana answers its crisis
    _expect_status(
        page,
        "Turn 4 · Dev's turn · Phase 2 · answering the impending crisis",
        "Ana may put one ▲ green card on the impending crisis, or pass. "
        "“Poisoned rivers” (Europe): 0/11 so far. "
        "Players still to answer: 3.",
        "Decision: Ana.",
    )
    _expect_log_has(page, "Dev turns over “Poisoned rivers” (▲ green, Europe), threat 11")
    _expect_hand_hidden(page, "Ana", 5)
    _assert_no_card_names_except_played(page, allowed={"▲ green 1", "▲ green 2"})
    _show_hand(page, "Ana", 5)
    expect(_in_app(page, ".terra-card:enabled")).to_have_count(2)  # her two green cards
    expect(_in_app(page, ".terra-prompt")).to_be_hidden()  # closed since Chloé's draw
    _midgame_screenshot(page)
    _widget_screenshot(page, "play-lab-midgame-whole-widget")
    assert widget_errors(page) == []
    # fourteen moves were played: none of them was autosaved into the repository
    assert _stat(REPO_AUTOSAVE) == autosave_before, f"{REPO_AUTOSAVE} was written"


def test_lab_widget_accessibility(jupyter_lab, browser_page):
    """axe-core on the widget in JupyterLab's output area (Lab's own chrome is not ours):
    first screen, then with a hand shown (the coloured card buttons)."""
    page = browser_page
    page.set_viewport_size(TALL_VIEWPORT)
    open_notebook(page, jupyter_lab, PLAY_SEEDED)
    run_all_cells(page)
    check_first_screen(page)
    _assert_no_axe_violations_first_and_with_hand(page, "lab")


def test_lab_bots_play_to_the_end_debrief_then_french(jupyter_lab, browser_page):
    """Four computer players at speed "instant" play the seeded game to its end: the end
    screen names the broken limit, the debrief shows the table and the risk chart (one
    point per draw, see ``INSTANT_RISK_ROLLOUTS``), all as the engine computes them; then
    in French."""
    # -- the engine first: the same game, in this process, ends as the test expects
    app, replayed = _replay_bots_to_the_end()
    assert replayed.history == app.state.history  # the widget plays the engine's game
    outcome = replayed.view(None).outcome
    assert outcome is not None and outcome.lost, outcome
    assert outcome.causes == (BOTS_GAME_CAUSE,) and len(replayed.history) == BOTS_GAME_MOVES
    for lang, text in BOTS_END_CAUSE.items():
        t = translator(lang)
        assert [t("end.lost.cause", cause=t.cause(c)) for c in outcome.causes] == [text]
    assert _debrief_rows_from_engine(replayed.view(None)) == BOTS_DEBRIEF_ROWS
    draws = [i for i, action in enumerate(app.state.history) if isinstance(action, Draw)]
    assert sorted(app.risk_history) == draws and len(draws) > 10 and not app.errors

    # -- the browser: the end screen as soon as the cell has run
    page = browser_page
    page.set_viewport_size(TALL_VIEWPORT)
    open_notebook(page, jupyter_lab, BOTS_TO_THE_END)
    _hide_lab_left_sidebar(page)
    run_all_cells(page)
    end = _in_app(page, ".terra-end-screen")
    expect(end).to_be_visible(timeout=WAIT_MS)
    expect(_in_app(page, ".terra-end-screen.terra-end-lost")).to_have_count(1)
    expect(_in_app(page, ".terra-end-screen.terra-end-won")).to_have_count(0)
    expect(_in_app(page, ".terra-end-causes li")).to_have_text([BOTS_END_CAUSE["en"]])
    expect(_in_app(page, ".terra-ranking li")).to_have_count(0)  # lost: nobody is ranked
    expect(end).to_contain_text("The world is lost")
    _expect_status(page, "The game is over.", "")  # said once, not "Game over" again
    expect(_in_app(page, ".terra-risk")).to_be_hidden()  # its chart is in the debrief
    assert page.locator(APP_SELECTOR).inner_text().count("The game is over.") == 1
    assert "Game over" not in page.locator(APP_SELECTOR).inner_text()
    expect(_in_app(page, ".terra-log-title")).to_have_text("What happened (newest first)")
    _expect_counters(page, BOTS_COUNTERS)
    expect(_in_app(page, ".terra-draw")).to_be_disabled()
    expect(_in_app(page, ".terra-action:not([disabled])")).to_have_count(0)
    _expect_newest_log(page, "The world is lost: 4 full-blown ■ red crises (the limit is 4).")

    debrief = _in_app(page, ".terra-debrief")
    expect(debrief).to_be_visible()
    expect(_in_app(page, ".terra-debrief-table")).to_be_visible()
    assert _table_rows(page, ".terra-debrief-table") == BOTS_DEBRIEF_ROWS
    # each colour's column headed by its symbol and its name, never colour alone
    expect(_in_app(page, ".terra-debrief-table th.terra-debrief-colour")).to_have_text(
        ["▲ green", "● blue", "■ red"])
    chart = _in_app(page, "svg.terra-risk-chart")
    expect(chart).to_be_visible()
    line = chart.locator("polyline").get_attribute("points") or ""
    # every draw was measured, then the outcome ends the line: lost, on the 100 % line
    assert len(line.split()) == len(draws) + 1, line[:200]
    assert line.split()[-1].endswith(",10.0"), line[-200:]
    expect(debrief).not_to_contain_text(translator("en")("storyui.risk_in_story"))
    _widget_screenshot(page, "play-lab-bots-end-screen")
    # at 1280x720 each row of the debrief is one line, beside the board and under it
    problems = _lab_debrief_at_1280x720(page, "en")

    # -- in French: texts change, colours keep their symbols
    _open_tab(page, "Settings")
    _in_app(page, ".terra-lang select").select_option(label="Français")
    expect(_in_app(page, ".terra-counters-title")).to_have_text(
        "Crises déclarées face aux limites", timeout=WAIT_MS)
    expect(_in_app(page, ".terra-end-causes li")).to_have_text([BOTS_END_CAUSE["fr"]])
    expect(end).to_contain_text("Le monde est perdu")
    _expect_status(page, "La partie est terminée.", "")
    _expect_counters(page, BOTS_COUNTERS_FR)
    expect(_in_app(page, ".terra-draw")).to_have_text("Piocher une carte")
    expect(debrief).to_contain_text("Bilan")
    fr_rows = _table_rows(page, ".terra-debrief-table")
    assert fr_rows == BOTS_DEBRIEF_ROWS, fr_rows  # the same counts, French headers
    expect(_in_app(page, ".terra-debrief-table th").filter(has_text="■ rouge")).to_have_count(1)
    text = page.locator(APP_SELECTOR).inner_text()
    assert "Crises déclarées" in text and "All crises" not in text
    symbol = {"vert": COLOUR_SYMBOLS[Colour.GREEN], "bleu": COLOUR_SYMBOLS[Colour.BLUE],
              "rouge": COLOUR_SYMBOLS[Colour.RED]}
    words = list(FRENCH_COLOUR_WORD.finditer(text))
    assert {m.group(1) for m in words} == set(symbol), text
    bare = [text[max(0, m.start() - 20):m.end()] for m in words
            if text[max(0, m.start() - 2):m.start()] != f"{symbol[m.group(1)]} "]
    assert bare == [], f"colour names without their symbol: {bare}"
    _widget_screenshot(page, "play-lab-bots-end-screen-fr")

    # -- in German, the longest words
    _in_app(page, ".terra-lang select").select_option(label=language_name("de"))
    expect(debrief.locator("h3")).to_have_text(translator("de")("debrief.title"),
                                               timeout=WAIT_MS)
    assert _table_rows(page, ".terra-debrief-table") == BOTS_DEBRIEF_ROWS
    problems += _lab_debrief_at_1280x720(page, "de")
    assert not problems, "\n".join(problems)
    assert widget_errors(page) == []


def test_lab_keyboard_draw_and_projector_mode(jupyter_lab, browser_page):
    """Keyboard only: in the Settings tab, Tab from the language menu to the projector
    switch, Space turns projector mode on (the root gets ``terra-projector``, the
    counters' text grows, the language label is not cut short, the board is shown at its
    projector size); Tab on the board reaches "Draw a card", where Enter draws; Shift+Tab
    on the board leaves it too.

    ipycanvas 0.14 puts the board's <canvas> in the Tab order and its keydown handler
    cancels every key, Tab included; the app moves the focus on from Python
    (``TerraApp._on_board_key``), so the board is no keyboard trap."""
    page = browser_page
    page.set_viewport_size(TALL_VIEWPORT)
    open_notebook(page, jupyter_lab, PLAY_SEEDED)
    run_all_cells(page)
    check_first_screen(page)
    app = page.locator(APP_SELECTOR)
    projector = re.compile(r"(^|\s)terra-projector(\s|$)")

    # -- projector mode by keyboard: Tab to its switch, Space
    expect(app).not_to_have_class(projector)
    before = _text_font_px(page, ".terra-counter-total")
    _open_tab(page, "Settings")
    _in_app(page, ".terra-lang select").focus()
    page.keyboard.press("Tab")
    expect(_in_app(page, ".terra-projector-toggle")).to_be_focused()
    page.keyboard.press("Space")
    expect(app).to_have_class(projector, timeout=WAIT_MS)
    after = _text_font_px(page, ".terra-counter-total")
    assert after >= 1.5 * before, (before, after)  # projector text: at least 150 %
    # the larger labels are not cut short to ipywidgets' fixed width ("Lan…", "Mo…")
    assert _labels_cut(page)["Language"] is False
    # the board: shown at board.size(projector=True) CSS px (no stretching by the page,
    # UI contract), drawn at a whole number of canvas pixels per CSS pixel, painted
    board = page.locator(BOARD_SELECTOR)
    _expect_board_size(page, projector=True)
    page.wait_for_function(
        """(selector) => { const c = document.querySelector(selector);
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i]) n++;
            return n / (c.width * c.height) > 0.99; }""", arg=BOARD_SELECTOR, timeout=WAIT_MS)
    _widget_screenshot(page, "play-lab-projector")
    save_element_screenshot(board, "play-lab-projector-board")

    # -- through the board by keyboard: Shift+Tab on the board leaves it for a usable
    # control (nothing of the game comes before it), Tab goes on to Draw; Enter draws
    page.locator(BOARD_SELECTOR).focus()
    page.keyboard.press("Shift+Tab")
    expect(page.locator(BOARD_SELECTOR)).not_to_be_focused(timeout=WAIT_MS)
    assert _focused(page) != "OUTSIDE", "Shift+Tab on the board left the widget"
    _tab_through_the_board(page, lands_on=".terra-draw")
    assert "terra-draw" in _focused(page), _focused(page)
    page.keyboard.press("Enter")
    _expect_ana_drew_a_solution(page)
    expect(_in_app(page, ".terra-draw")).to_be_disabled()
    expect(_in_app(page, ".terra-end-turn")).to_be_enabled()

    # -- projector off again (a click): the class goes, the text is as before
    _click(page, ".terra-projector-toggle")
    expect(app).not_to_have_class(projector, timeout=WAIT_MS)
    assert _text_font_px(page, ".terra-counter-total") == before
    _expect_board_size(page, projector=False)
    assert widget_errors(page) == []


# --------------------------------------------------------------------------- Voila


def test_voila_first_screen_and_draw(voila_server, browser_page):
    """Voila renders the notebook without any code cell: the board must be painted (from
    ``on_client_ready``), the counters shown, a click must reach the kernel, and the
    keyboard must get past the board."""
    server = voila_server(PLAY_SEEDED)
    page = browser_page
    page.set_viewport_size(TALL_VIEWPORT)
    page.goto(server.url, wait_until="domcontentloaded")
    check_first_screen(page)
    _assert_no_card_names(page)
    _widget_screenshot(page, "play-voila-start")
    # painted from on_client_ready: the whole frame (ocean under the map), not blank
    assert canvas_painted_fraction(page, selector=BOARD_SELECTOR) > 0.99

    board = _board_fingerprint(page)
    _ana_draws_a_solution(page)
    _expect_board_changed(page, board)
    _expect_hand_hidden(page, "Ana", 5)
    _expect_counters(page, {"total": "All crises 0/7", "colour-green": "▲ green 0/4"})
    _widget_screenshot(page, "play-voila-after-draw")

    # keyboard only, as in Voila's full-screen app: through the board (which keeps every
    # key) to the first control that can be used now, End turn, and Enter ends the turn
    _tab_through_the_board(page, lands_on=".terra-end-turn")
    page.keyboard.press("Enter")
    _expect_status(
        page, "Turn 2 · Ben's turn · Phase 1 · drawing", "Ben must draw a card from the pile."
    )
    assert widget_errors(page) == []


def test_voila_widget_accessibility(voila_server, browser_page):
    """axe-core on the widget as Voila shows it (a fresh kernel, so a fresh game): first
    screen, then with Ana's hand shown."""
    page = browser_page
    page.set_viewport_size(TALL_VIEWPORT)
    page.goto(voila_server(PLAY_SEEDED).url, wait_until="domcontentloaded")
    check_first_screen(page)
    _assert_no_axe_violations_first_and_with_hand(page, "voila")


#: The labels of the app's tabs that do not show whole: "label: shown px of needed px".
CUT_TAB_LABELS_JS = """() => [...document.querySelectorAll(
        '.terra-app .terra-secondary .lm-TabBar-tabLabel')]
    .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
    .map((e) => `${e.textContent}: ${e.clientWidth} of ${e.scrollWidth} px`)"""


@pytest.mark.parametrize("screen", ["1280x720", "phone-360x640"])
def test_voila_debrief_rows_are_one_line_in_every_language(voila_server, browser_page,
                                                           chromium_browser, screen):
    """The computer players' finished game in Voila, on a laptop (the debrief beside the
    board, about 520 px) and on a small phone (under it, 326 px): in each language every
    row of the debrief is one line and the table stays inside the app and the window, and
    every tab under the table shows its whole label (on the phone they wrap into rows)."""
    context = None
    if screen == "1280x720":
        page = browser_page
        page.set_viewport_size(LAPTOP_VIEWPORT)
    else:
        context = chromium_browser.new_context(**PHONE_CONTEXT)
        page = context.new_page()
    try:
        page.goto(voila_server(BOTS_TO_THE_END).url, wait_until="domcontentloaded")
        expect(_in_app(page, ".terra-debrief-table")).to_be_visible(timeout=60_000)
        _open_tab(page, "Settings")
        problems = []
        for lang in LANGUAGES:
            _in_app(page, ".terra-lang select").select_option(label=language_name(lang))
            expect(_in_app(page, ".terra-debrief h3")).to_have_text(
                translator(lang)("debrief.title"), timeout=WAIT_MS)
            assert _table_rows(page, ".terra-debrief-table") == BOTS_DEBRIEF_ROWS
            problems += _debrief_problems(page, f"voila-{screen}-{lang}",
                                          under=screen != "1280x720")
            problems += [f"{screen} {lang}: tab label cut: {cut}"
                         for cut in page.evaluate(CUT_TAB_LABELS_JS)]
        assert not problems, "\n".join(problems)
        assert widget_errors(page) == []
    finally:
        if context is not None:
            context.close()

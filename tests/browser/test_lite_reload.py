"""The static site after a reload, by the steps a visitor takes: open the play notebook, run
its cell as soon as it can be run (not waiting for the kernel's idle state), click the
first button offered (Resume or New game), and see the game.

The site's kernel (Pyodide) sent a widget trait set back to None as a missing key, so the
game's box, hidden while the offer was shown, stayed hidden: an empty output after either
button (``terra_widget/ui/pyodide_comm.py``). The game must be on screen, not only in the
page's DOM: these tests measure the board's box and the move buttons' boxes.

English and French, at 1280x720 and on a 1024x768 tablet. Each test costs two kernel
starts in the browser (15-40 s each here). The serving and blocking helpers are those of
``test_lite.py``.
"""

from __future__ import annotations

import re

import pytest
from harness import save_screenshot
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_lite import (  # noqa: F401  (lite_origin: the site's server, a fixture)
    KERNEL_TIMEOUT_MS,
    answer_kernel_choice,
    block_other_origins,
    lite_origin,
    settled_position,
    site_tool,
)

from terra_widget.i18n import translator

#: The first code cell's editor: the cell a visitor runs with Shift+Enter.
GAME_CELL = ".jp-CodeCell .jp-InputArea-editor"
#: The game on screen: the board's box has a size and a move button is shown and enabled.
ON_SCREEN_JS = """() => {
    const board = document.querySelector('.terra-app .terra-board');
    const box = board ? board.getBoundingClientRect() : null;
    const move = Array.from(document.querySelectorAll('.terra-app .terra-action:enabled'))
        .find((b) => b.getBoundingClientRect().height > 0);
    return !!(box && box.height > 100 && box.width > 100 && move);
}"""
#: The resume offer's buttons on screen.
OFFER_JS = """() => {
    const b = document.querySelector('.terra-app .terra-resume-offer .terra-resume');
    return !!(b && b.getBoundingClientRect().height > 0);
}"""


def run_as_soon_as_possible(page, attempted: list[str]) -> None:
    """Click into the game's cell and press Shift+Enter as soon as the cell is there,
    again until its prompt says it is queued or run ([*] or [n]): no wait for the kernel's
    idle state."""
    cell = page.locator(GAME_CELL).first
    cell.wait_for(state="visible", timeout=KERNEL_TIMEOUT_MS)
    for _ in range(100):
        assert attempted == [], attempted
        # after a reload JupyterLite may ask which kernel to start: a visitor picks the one
        # offered, the site's Python
        answer_kernel_choice(page)
        try:
            cell.click(timeout=5_000)
        except PlaywrightTimeout:
            continue
        page.keyboard.press("Shift+Enter")
        page.wait_for_timeout(300)
        prompt = page.locator(".jp-CodeCell .jp-InputPrompt").first.text_content()
        if re.search(r"\[(\*|\d+)\]", prompt):
            return
    pytest.fail("the game's cell was never queued")


def wait_js(page, js: str, what: str, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
    try:
        page.wait_for_function(js, timeout=timeout_ms, polling=250)
    except Exception:  # Playwright's timeout: say what was not seen
        errors = page.locator('.jp-OutputArea-output[data-mime-type='
                              '"application/vnd.jupyter.stderr"]').all_text_contents()
        pytest.fail(f"no {what} after {timeout_ms // 1000} s; stderr: {errors}")


def play_some_moves(page, moves: int = 3) -> dict:
    for _ in range(moves):
        settled_position(page)
        before = page.locator(".terra-phase").inner_text()
        page.locator(".terra-action:enabled").first.click()
        page.wait_for_function(
            "(before) => document.querySelector('.terra-phase').innerText !== before",
            arg=before, timeout=30_000)
    return settled_position(page)


def reload_and_choose(page, attempted, button: str) -> None:
    page.reload()
    run_as_soon_as_possible(page, attempted)
    wait_js(page, OFFER_JS, "resume offer")
    page.locator(f".terra-app {button}").click()
    # a click the kernel acts on in well under a second; a minute is for a busy machine
    wait_js(page, ON_SCREEN_JS, f"game on screen after {button}", 60_000)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lite_reload_resume_without_waiting_for_idle(browser_page, lite_origin,  # noqa: F811
                                                     lang):
    page = browser_page
    page.set_viewport_size({"width": 1280, "height": 720})
    attempted = block_other_origins(page, lite_origin)
    page.goto(f"{lite_origin}/notebooks/index.html?path={lang}/{site_tool.PLAY_NOTEBOOK}")
    run_as_soon_as_possible(page, attempted)
    wait_js(page, ON_SCREEN_JS, "game on screen")
    played = play_some_moves(page)

    reload_and_choose(page, attempted, ".terra-resume")
    assert not page.locator(".terra-resume-offer").is_visible()
    assert settled_position(page) == played
    said = translator(lang)("resume.done", turn=0).split("0")[0].strip()
    assert said in page.locator(".terra-app").inner_text()
    page.locator(".terra-board").scroll_into_view_if_needed()
    save_screenshot(page, f"lite-reload-resume-{lang}", full_page=False)
    assert attempted == []


def test_lite_reload_new_game_on_a_tablet_keeps_one_save_per_game(
        chromium_browser, lite_origin):  # noqa: F811
    """At 1024x768, in French: New game after a reload shows the new game at once, and
    after one more reload the offer lists exactly the two games played (the first one,
    kept as a backup, and the new one), not one more per click."""
    context = chromium_browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    try:
        attempted = block_other_origins(page, lite_origin)
        page.goto(f"{lite_origin}/notebooks/index.html?path=fr/{site_tool.PLAY_NOTEBOOK}")
        run_as_soon_as_possible(page, attempted)
        wait_js(page, ON_SCREEN_JS, "game on screen")
        play_some_moves(page)

        reload_and_choose(page, attempted, ".terra-new-game")
        assert not page.locator(".terra-resume-offer").is_visible()
        play_some_moves(page)
        page.locator(".terra-board").scroll_into_view_if_needed()
        save_screenshot(page, "lite-reload-new-game-fr-1024", full_page=False)

        page.reload()
        run_as_soon_as_possible(page, attempted)
        wait_js(page, OFFER_JS, "resume offer")
        choices = page.locator(".terra-resume-choice input[type=radio]")
        assert choices.count() == 2, page.locator(".terra-resume-offer").inner_text()
        assert attempted == []
    finally:
        context.close()

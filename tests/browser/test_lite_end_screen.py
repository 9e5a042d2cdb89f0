"""A finished game's file opened in the static site shows its end screen: the verdict (R6.2:
the deck ran out with no threshold broken, the planet is saved) and the ranking, in view,
with every move button disabled. The file is the one a student downloads from the widget
(``Session.save_json``, written by CPython) and uploads with the file box's "Open a game
file…" in the site's play notebook.

The site's kernel (Pyodide) once sent a widget setting put back to None as nothing at all,
which left a box hidden while it should show (``terra_widget/ui/pyodide_comm.py``): the end
screen is such a box, hidden during the game, so its box on screen is measured here, not
only its text in the page. Its debrief, beside the board at 1280x720, keeps each row on
one line.
"""

from __future__ import annotations

from harness import save_screenshot
from layout import debrief_rows_on_one_line
from test_lite import (  # noqa: F401  (lite_origin: the site's server, a fixture)
    FILES_TAB,
    block_other_origins,
    lite_origin,
    open_and_run_notebook,
    site_tool,
)
from test_lite_story import saved_game_file

#: The end screen's box on screen (width and height), or null while it is hidden.
END_BOX_JS = """() => {
    const end = document.querySelector('.terra-app .terra-end-screen .terra-end');
    if (!end) { return null; }
    const r = end.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? [r.width, r.height] : null;
}"""
#: Move buttons a player could click: enabled and on screen.
MOVES_JS = """() => Array.from(document.querySelectorAll('.terra-app .terra-action:enabled'))
    .filter((b) => b.getBoundingClientRect().height > 0).length"""


def test_lite_finished_game_file_opens_on_its_verdict(browser_page, lite_origin,  # noqa: F811
                                                      tmp_path):
    from terra_widget.i18n import translator

    path = saved_game_file(tmp_path)
    t = translator("en")
    page = browser_page
    page.set_viewport_size({"width": 1280, "height": 720})
    attempted = block_other_origins(page, lite_origin)
    out = open_and_run_notebook(page, lite_origin, f"en/{site_tool.PLAY_NOTEBOOK}", attempted)
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    page.locator(".terra-board").wait_for(state="visible", timeout=60_000)
    assert page.evaluate(END_BOX_JS) is None  # a game under way: no verdict
    page.locator(".terra-secondary .lm-TabBar-tab:visible").nth(FILES_TAB).click()
    with page.expect_file_chooser(timeout=30_000) as chooser:  # as a person picks it
        page.locator(".terra-upload:visible").click()
    chooser.value.set_files(str(path))
    # the finished game replaces the file box's tabs by its debrief: the verdict is the sign
    page.wait_for_function(END_BOX_JS, timeout=60_000)

    end = page.locator(".terra-app .terra-end-screen .terra-end").first
    end.scroll_into_view_if_needed()
    assert end.locator("h2").inner_text().strip() == f"✓ {t('end.won.title')}"
    ranking = end.locator(".terra-ranking li").all_inner_texts()
    assert len(ranking) == 4
    for name in ("Ana", "Ben", "Chloé", "Dev"):  # the players of saved_game_file
        assert any(name in line for line in ranking), (name, ranking)
    # the game is over: nothing left to play
    assert page.evaluate(MOVES_JS) == 0
    save_screenshot(page, "lite-end-screen-from-file", full_page=False)
    # the debrief beside the board: each row one line, the table inside the app
    table = page.locator(".terra-app .terra-debrief-table").first
    table.scroll_into_view_if_needed()
    assert debrief_rows_on_one_line(page) == []
    save_screenshot(page, "lite-end-screen-debrief", full_page=False)
    assert attempted == []

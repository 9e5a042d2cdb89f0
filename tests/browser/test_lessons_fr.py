"""The French play notebook in JupyterLab (#14): a French class sees French everywhere.

``notebooks/fr/01_play_terra.ipynb`` is opened in JupyterLab in Debian's Chromium and run
from the menu. Then, on the page:

* the game (``terra_widget.play(..., lang="fr")``): its buttons, its counters, the line that
  says who must do what, the hidden hand — each the French text of ``i18n/po/fr.po``;
* none of the game's English texts anywhere in the game;
* the notebook's own text (the Markdown cells as JupyterLab renders them): the French
  lesson, with no English sentence (the detector of ``tests/test_lessons.py``);
* after a click on "Draw a card" (in French), the game's log tells it in French.

A screenshot goes to ``test-artifacts/lessons-fr-play.png``.
"""

from __future__ import annotations

import importlib.util
import json
import re

import pytest
from harness import (
    APP_SELECTOR,
    BOARD_SELECTOR,
    FIRST_COUNTERS,
    REPO_ROOT,
    open_notebook,
    run_all_cells,
    save_element_screenshot,
    wait_canvas_painted,
    widget_errors,
)
from playwright.sync_api import expect

from terra_widget.i18n import strings, translator
from terra_widget.rules import COLOURS, LOSS_COLOUR, LOSS_REGION, LOSS_TOTAL, Region

pytestmark = pytest.mark.browser

NOTEBOOK = "notebooks/fr/01_play_terra.ipynb"
WAIT_MS = 60_000
FR = translator("fr")
EN = translator("en")


def lesson_checks():
    """tests/test_lessons.py (its English detector), loaded by path."""
    spec = importlib.util.spec_from_file_location(
        "lesson_checks", REPO_ROOT / "tests" / "test_lessons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def counters(t) -> list[str]:
    """The ten counters of a fresh game, in page order, in the words of ``t``."""
    return ([t("counter.colour", colour=t.colour(c), n=0, limit=LOSS_COLOUR) for c in COLOURS]
            + [t("counter.total", n=0, limit=LOSS_TOTAL)]
            + [t("counter.region", region=t.region(r), n=0, limit=LOSS_REGION)
               for r in Region])


def english_texts_of_the_game() -> list[str]:
    """The game's English texts that a French page must not show: whole texts without
    fields, that French writes differently (short ones such as "Pass" could be part of a
    French word)."""
    english, french = strings("en"), strings("fr")
    return sorted({text for key, text in english.items()
                   if "{" not in text and len(text) >= 6 and text != french.get(key)})


def test_the_french_play_notebook_is_french_from_the_text_to_the_game(jupyter_lab,
                                                                      browser_page):
    path = REPO_ROOT / NOTEBOOK
    assert path.is_file(), (f"{NOTEBOOK} is missing: lessons/*/fr.md are written by the "
                            "French translator and built with tools/lessons.py")
    assert counters(EN) == FIRST_COUNTERS  # guards counters(): the harness's English list
    page = browser_page
    open_notebook(page, jupyter_lab, NOTEBOOK)
    run_all_cells(page)

    app = page.locator(APP_SELECTOR)
    expect(app).to_have_count(1, timeout=WAIT_MS)
    expect(app).to_be_visible(timeout=WAIT_MS)
    wait_canvas_painted(page, selector=BOARD_SELECTOR, timeout=WAIT_MS / 1000)

    # the game, in French: counters, buttons, who must play, the hidden hand
    expect(app.locator(".terra-counter")).to_have_text(counters(FR))
    expect(app.locator(".terra-draw")).to_have_text(FR("btn.draw"))
    expect(app.locator(".terra-draw")).to_be_enabled()
    expect(app.locator(".terra-end-turn")).to_have_text(FR("btn.end_turn"))
    expect(app.locator(".terra-status-what")).to_have_text(FR("status.draw", player="Ana"))
    expect(app.locator(".terra-status-turn")).to_contain_text(
        FR("status.turn", turn=1, player="Ana"))
    expect(app.locator(".terra-hand-title")).to_have_text(
        FR.plural("hand.hidden", 4, player="Ana"))
    assert widget_errors(page) == []

    game_text = app.inner_text()
    left = [text for text in english_texts_of_the_game()
            if re.search(rf"(?<!\w){re.escape(text)}(?!\w)", game_text)]
    assert left == [], f"English in the French game: {left}"
    for colour in COLOURS:  # a colour is never shown by hue alone (▲ ● ■ and its name)
        assert FR.colour(colour) in game_text

    # the notebook's text: the French lesson, as JupyterLab shows it
    markdown = "\n".join(page.locator(".jp-MarkdownCell .jp-RenderedMarkdown")
                         .all_inner_texts())
    built = json.loads(path.read_text("utf-8"))
    title = "".join(built["cells"][0]["source"]).splitlines()[0].lstrip("# ").strip()
    assert title in markdown
    english = json.loads((REPO_ROOT / "notebooks/en/01_play_terra.ipynb").read_text("utf-8"))
    english_title = "".join(english["cells"][0]["source"]).splitlines()[0].lstrip("# ")
    assert english_title.strip() not in markdown
    assert lesson_checks().english_lines(markdown) == []
    save_element_screenshot(page.locator(".jp-NotebookPanel").first, "lessons-fr-play")

    # a move: Ana draws, and the game tells it in French
    app.locator(".terra-draw").click()
    expect(app.locator(".terra-status-what")).not_to_have_text(
        FR("status.draw", player="Ana"), timeout=WAIT_MS)
    told = [FR(key, player="Ana", card="\0", crisis="\0", threat=0).split("\0")[0]
            for key in ("event.drew_solution", "event.drew_solution_hidden",
                        "event.drew_crisis")]
    # The status line and the log are separate widgets whose updates reach the page one
    # after the other: wait for the log itself (an unseeded game may also have played
    # forced passes and ended Ana's turn by then, so the draw need not be the newest line).
    expect(app.locator(".terra-log-box")).to_contain_text(
        re.compile("|".join(re.escape(sentence) for sentence in told)), timeout=WAIT_MS)
    turn_text = app.inner_text()
    assert not [text for text in english_texts_of_the_game()
                if re.search(rf"(?<!\w){re.escape(text)}(?!\w)", turn_text)]
    save_element_screenshot(app, "lessons-fr-play-game")

"""The story of a game (``terra_widget.story``) in the static site of ``make lite``: the
browser's Python (Pyodide) tells it, with its risk curve, and the site shows its picture.

* a game played in the browser's kernel (four computer players, seeded), then its story;
* a finished game saved by the widget in CPython, uploaded through the site's own file
  browser (the visitor's computer -> the browser's storage), then
  ``terra_widget.story("<that file>", lang="fr")``.

Each checks the picture in the page (the SVG inline in the output, one
``terra-story-moment`` mark per moment, the heading with the verdict, every colour named
with its symbol, the turning points under it) and that it is the picture CPython draws for
the same game and seeds, character for character (the same seed gives the same rollouts in
the browser, R7.4). Every request to another origin is blocked and counted (0 attempted).

The serving and blocking helpers are those of ``test_lite.py``. Each test starts one kernel
in the browser (15-30 s here): the games are short or the rollouts few (the risk curve's
code runs all the same; its speed in the site is measured by benchmarks/lite_story.py).
"""

from __future__ import annotations

import hashlib
import re

from harness import save_element_screenshot
from test_lite import (  # noqa: F401  (lite_origin: the module's served site)
    block_other_origins,
    lite_origin,
    run_in_console,
    wait_until,
)

from terra_widget.sim.story.words import labels

#: A short lost game (10 turns, 42 actions: three selfish players), played the same way in
#: the browser's kernel and here; ``made`` is its story.
PLAYED = """
import hashlib, terra_widget
from terra_widget.bots import make_strategy
from terra_widget.rules import new_game
game = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=0)
bots = [make_strategy(spec, seed=50 + i) for i, spec in
        enumerate(("selfish", "selfish", "selfish", "cooperative"))]
while not game.is_over:
    legal = game.advance()
    if legal:
        game.apply(bots[game.to_act].choose(game.view(game.to_act), legal))
made = terra_widget.story(game, rollouts=30, seed=4)
"""

#: What the kernel prints before it shows the story: the picture's checksum, its moments.
REPORT = ("print('TERRA-STORY', hashlib.sha256(made.svg().encode()).hexdigest(),"
          " len(made.moments))\n"
          "made\n")

#: The story shown in the page: its marks, its text, the symbols in the marks' titles,
#: the turning points' texts.
SHOWN_JS = """() => {
    const svg = document.querySelector('.jp-OutputArea-output svg.terra-story');
    if (!svg) return null;
    const titles = Array.from(svg.querySelectorAll('.terra-story-moment > title'))
        .map((t) => t.textContent);
    return {
        marks: svg.querySelectorAll('.terra-story-moment').length,
        heading: svg.querySelector('text').textContent,  // the first text: the heading
        text: svg.textContent,
        titles,
        turning: Array.from(document.querySelectorAll('.terra-story-turning li'))
            .map((li) => li.textContent),
        width: svg.getBoundingClientRect().width,
        box: svg.parentElement.clientWidth,
    };
}"""


def kernel_report(out: str) -> tuple[str, int]:
    match = re.search(r"TERRA-STORY ([0-9a-f]{64}) (\d+)", out)
    assert match, out[-2000:]
    return match.group(1), int(match.group(2))


def shown_story(page, attempted: list[str]) -> dict:
    wait_until(page, "() => !!document.querySelector('.jp-OutputArea-output svg.terra-story')",
               None, attempted, "the story's picture")
    return page.evaluate(SHOWN_JS)


def check_shown(shown: dict, made, lang: str) -> None:
    """The page shows ``made`` (CPython's story of the same game) whole, in ``lang``."""
    words = labels(lang)
    svg = made.svg()
    assert shown["marks"] == len(made.moments) == svg.count('class="terra-story-moment"')
    outcome = words[made.outcome]
    assert outcome in shown["heading"] and words["title"] in shown["heading"], shown["heading"]
    # never colour alone: each colour's name in the picture, and its symbol in the
    # sentences of the marks (ui/palette.py's symbols)
    for symbol, name in (("▲", words["colours_named"]["green"]),
                         ("●", words["colours_named"]["blue"]),
                         ("■", words["colours_named"]["red"])):
        assert name in shown["text"], name
        assert any(symbol in title for title in shown["titles"]), (symbol, shown["titles"])
    # every moment's sentence, once each (the marks are drawn part by part, not in order)
    assert sorted(shown["titles"]) == sorted(m.text for m in made.moments)
    assert shown["turning"] == [tp.text for tp in made.turning_points]
    assert made.risk and words["risk"] in shown["text"]  # the risk curve is drawn
    assert shown["width"] > 0


def screenshot_story(page, name: str) -> None:
    """The whole picture as the page shows it at 1280 px wide (a viewport as tall as the
    picture, so that its every row is in the shot; the console's width is unchanged)."""
    svg = page.locator("svg.terra-story")
    height = svg.evaluate("(s) => s.getBoundingClientRect().height")
    page.set_viewport_size({"width": 1280, "height": int(height) + 420})
    svg.scroll_into_view_if_needed()
    save_element_screenshot(page.locator(".jp-OutputArea-output:has(svg.terra-story)"), name)


def test_lite_story_of_a_game_played_in_the_browser(browser_page, lite_origin):  # noqa: F811
    page = browser_page
    attempted = block_other_origins(page, lite_origin)
    out = run_in_console(page, lite_origin, PLAYED + REPORT, "TERRA-STORY", attempted)
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    digest, moments = kernel_report(out)
    here: dict = {}
    exec(PLAYED, here)  # the same game and story in CPython
    made = here["made"]
    assert made.outcome == "lost"
    assert moments == len(made.moments)
    assert digest == hashlib.sha256(made.svg().encode()).hexdigest()
    shown = shown_story(page, attempted)
    check_shown(shown, made, "en")
    screenshot_story(page, "lite-story-played-en")
    assert attempted == []


def saved_game_file(folder):
    """A whole game (saved: the deck ran out, R6.2) of four computer players, written as the
    widget's Save writes it (``Session.save_json``): the file a student downloads."""
    from terra_widget.bots import make_strategy
    from terra_widget.rules import new_game
    from terra_widget.session.session import Session

    game = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=3)
    bots = [make_strategy(spec, seed=50 + i) for i, spec in
            enumerate(("cooperative", "selfish", "cooperative", "selfish"))]
    while not game.is_over:
        legal = game.advance()
        if legal:
            game.apply(bots[game.to_act].choose(game.view(game.to_act), legal))
    path = folder / "finished-game.terra.json"
    path.write_text(Session(game).save_json(), encoding="utf-8")
    return path


def upload_in_file_browser(page, origin: str, path) -> None:
    """As a visitor does: the site's JupyterLab, its file browser's Upload button, the file
    picked from the computer; the file then lists in the browser's storage."""
    page.goto(f"{origin}/lab/index.html")
    page.locator(".jp-DirListing-item").first.wait_for(state="visible", timeout=120_000)
    with page.expect_file_chooser(timeout=30_000) as chooser:
        page.locator('#filebrowser [data-jp-item-name="uploader"] jp-button').click()
    chooser.value.set_files(str(path))
    page.locator(".jp-DirListing-item", has_text=path.name).wait_for(state="visible",
                                                                    timeout=60_000)


def test_lite_story_of_an_uploaded_save_in_french(browser_page, lite_origin,  # noqa: F811
                                                  tmp_path):
    from terra_widget.sim.story import story

    path = saved_game_file(tmp_path)
    page = browser_page
    attempted = block_other_origins(page, lite_origin)
    upload_in_file_browser(page, lite_origin, path)
    # the console's kernel works in the storage's top folder, where the upload went
    code = ("import hashlib, terra_widget\n"
            f"made = terra_widget.story({path.name!r}, lang='fr', rollouts=10, seed=2)\n"
            + REPORT)
    out = run_in_console(page, lite_origin, code, "TERRA-STORY", attempted)
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    digest, moments = kernel_report(out)
    made = story(path, lang="fr", rollouts=10, seed=2)
    assert made.outcome == "saved"
    assert moments == len(made.moments)
    assert digest == hashlib.sha256(made.svg().encode()).hexdigest()
    shown = shown_story(page, attempted)
    check_shown(shown, made, "fr")
    assert "L'histoire de la partie : Sauvé" in shown["heading"]  # French punctuation
    screenshot_story(page, "lite-story-uploaded-fr")
    assert attempted == []


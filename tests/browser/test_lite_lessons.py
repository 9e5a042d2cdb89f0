"""Lessons 02, 04, 05 and 06 run top to bottom in the static site of ``make lite``:
the built notebook, opened in the site's notebook view, Run All, in the browser's Python
(Pyodide), with every request to another origin blocked and counted (0 attempted).
Lesson 01 is the site's play notebook: ``test_lite.py`` runs it top to bottom (English and
French) and plays a few moves on its board.

Each run must show no error and no stderr output at all (a traceback, a warning, or the
terminal's progress bar where a notebook has a widget), and the lesson's key output:

* every checked cell prints, character for character, what CPython prints
  (``lessons/<lesson>/expected/<lang>.json``): the same seed gives the same games and the
  same figures in the browser (R7.4), so the site needs no smaller simulations;
* 02: one board in each ``show(...)`` cell, and nowhere else;
* 04 (the teacher's guide) has no checked outputs: it runs with no error and no stderr;
* 06: the tournament's report, the same as CPython's but played one table after another in
  the browser and saying so in the lesson's language, and its picture drawn as SVG (no
  matplotlib in the site), titled in that language.

English for every lesson; lesson 06 in French too. The serving and blocking helpers are
those of ``test_lite.py``. Each run costs a kernel start in the browser (15-30 s here), so
each notebook runs once.
"""

from __future__ import annotations

import json
import sys
from html import escape
from pathlib import Path

import pytest
from harness import save_element_screenshot
from test_lite import block_other_origins, lite_origin, open_and_run_notebook  # noqa: F401

from terra_widget.i18n import translator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import lessons as lesson_tool  # noqa: E402  (tools/lessons.py: the lessons' one source)

STDERR = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'

#: What every code cell of the notebook shows once run, in cell order (markdown cells
#: too, so that index N is the cell whose id is "code-N"): its stdout text, whether it
#: holds a board, and the texts of a tournament report's paragraphs and table rows.
CELLS_JS = """() => Array.from(document.querySelectorAll('.jp-NotebookPanel .jp-Cell')).map(
    (cell) => ({
        stdout: Array.from(cell.querySelectorAll(
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stdout"]'))
            .map((o) => o.textContent).join(''),
        boards: cell.querySelectorAll('.terra-board').length,
        report: Array.from(cell.querySelectorAll('.terra-tournament p, .terra-tournament tr'))
            .map((r) => r.tagName === 'TR'
                ? Array.from(r.children).map((c) => c.textContent).join(' ')
                : r.textContent),
    }))"""


def words(text: str) -> str:
    """A line with its spacing made plain (the report's text aligns its columns with
    spaces, its HTML puts them in cells; no-break spaces in French numbers count too)."""
    return " ".join(text.split())


def run_lesson(page, origin: str, lesson: str, lang: str) -> list[dict]:
    attempted = block_other_origins(page, origin)
    out = open_and_run_notebook(page, origin, f"{lang}/{lesson}.ipynb", attempted)
    assert "Traceback" not in out, out[-3000:]
    stderr = page.locator(STDERR).all_text_contents()
    assert stderr == [], f"{lesson} ({lang}) wrote to stderr: {stderr}"
    cells = page.evaluate(CELLS_JS)
    built = json.loads(lesson_tool.notebook_path(lesson, lang).read_text("utf-8"))["cells"]
    assert len(cells) == len(built), (len(cells), len(built))
    assert attempted == []
    return cells


def same_as_cpython(cells: list[dict], lesson: str, lang: str, skip=()) -> None:
    """Each checked cell printed what CPython printed (but those in ``skip``)."""
    expected = lesson_tool.read_expected(lesson, lang)
    assert expected, f"{lesson} has no expected outputs in {lang}"
    for key, text in expected.items():
        if key in skip:
            continue
        shown = cells[int(key.removeprefix("code-"))]["stdout"]
        assert shown.rstrip("\n") == text.rstrip("\n"), f"{lesson} {lang} {key}:\n{shown}"


def test_lesson_02_tells_every_move_and_shows_every_board(browser_page, lite_origin):  # noqa: F811
    lesson = "02_rules_step_by_step"
    cells = run_lesson(browser_page, lite_origin, lesson, "en")
    same_as_cpython(cells, lesson, "en")
    built = json.loads(lesson_tool.notebook_path(lesson, "en").read_text("utf-8"))["cells"]
    for index, cell in enumerate(built):  # a board in each cell that shows one, only there
        shows = cell["cell_type"] == "code" and "".join(cell["source"]).startswith("show(")
        assert cells[index]["boards"] == (1 if shows else 0), (index, cell["source"])
    assert sum(c["boards"] for c in cells) >= 15


def test_lesson_04_the_teachers_guide_runs_in_the_site(browser_page, lite_origin):  # noqa: F811
    cells = run_lesson(browser_page, lite_origin, "04_teacher_guide", "en")
    assert any(c["stdout"].strip() or c["boards"] for c in cells), "no cell showed anything"


def test_lesson_05_measures_the_strategies_as_cpython_does(browser_page, lite_origin):  # noqa: F811
    lesson = "05_write_your_own_strategy"
    same_as_cpython(run_lesson(browser_page, lite_origin, lesson, "en"), lesson, "en")


# French only: the English run adds 30 s to CI and tests nothing the French one does not
# (the play notebook and lessons 02, 03 and 05 run in English)
@pytest.mark.parametrize("lang", ["fr"])
def test_lesson_06_plays_the_tournament_here_and_says_so(browser_page, lite_origin, lang):  # noqa: F811
    lesson = "06_class_tournament"
    cells = run_lesson(browser_page, lite_origin, lesson, lang)
    report_id = next(key for key, text in lesson_tool.read_expected(lesson, lang).items()
                     if "\n\n" in text)  # the report: title, legend, a blank line, the table
    same_as_cpython(cells, lesson, lang, skip={report_id})
    # the same tournament as CPython's, line by line; then the browser's note, in the
    # lesson's language
    expected = [words(line) for line in lesson_tool.read_expected(lesson, lang)[report_id]
                .splitlines() if line.strip()]
    report = [words(line) for line in cells[int(report_id.removeprefix("code-"))]["report"]]
    title, legend, *table = expected
    note = words(translator(lang)("tournament.in_browser"))
    assert report == [title, *table, legend, note]  # the HTML puts the legend below
    # the pictures: SVG images (no matplotlib in the site) that loaded, with their words in
    # the lesson's language: the tournament's, then "everyone copies the winner"'s
    pictures = browser_page.locator(
        '.jp-OutputArea-output[data-mime-type="image/svg+xml"] img')
    assert pictures.count() == 2
    svgs = browser_page.evaluate("""() => Array.from(document.querySelectorAll(
        '.jp-OutputArea-output[data-mime-type="image/svg+xml"] img'),
        (img) => decodeURIComponent(img.src.split(',')[1]))""")
    for index, title in enumerate(("tournament.chart.title", "evolution.chart.title")):
        pictures.nth(index).scroll_into_view_if_needed()
        assert pictures.nth(index).evaluate("(img) => img.naturalWidth") > 0, title
        assert escape(translator(lang)(title)) in svgs[index], title
    picture = pictures.first
    save_element_screenshot(picture, f"lite-lesson06-{lang}-picture")
    save_element_screenshot(browser_page.locator(".terra-tournament"),
                            f"lite-lesson06-{lang}-report")

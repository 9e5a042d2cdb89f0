"""The lesson notebooks as a class meets them, and as ``make test`` checks them.

* **Committed clean.** Every notebook in ``notebooks/<lang>/`` holds no output and no
  execution count: a result appears when its cell runs, never before ("No peeking!").
  Students read no test marker in the code.
* **Run once, checked.** This module runs each of the 25 notebooks once, top to bottom, in
  a fresh kernel started from the notebook's folder (where a student runs it): no cell may
  raise, and each checked cell (``# %% code checked`` in ``lessons/<lesson>/cells.py``)
  must print what ``lessons/<lesson>/expected/<lang>.json`` holds. The simulations that
  are the same in five languages are played once per test run (``tools/sim_cache.py``).
* **Charts for the back of the room.** The same run measures every chart a lesson draws,
  from matplotlib: each text's size in points x dpi / 72, times the share of its width the
  figure keeps on screen. Ticks, labels, titles and legends must be at least 14 px.

When a checked output changes on purpose (say, the engine's narration is reworded), store
the new ones by running the notebooks afresh from their source:

    .venv/bin/python tools/lessons.py build --execute --all --lesson 02_rules_step_by_step
"""

from __future__ import annotations

import json
import re
import runpy
import sys
import warnings
from pathlib import Path

import pytest
from nbclient.exceptions import CellTimeoutError, DeadKernelError

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import lessons as tool  # noqa: E402  (tools/lessons.py, the build step)

NOTEBOOKS = ROOT / "notebooks"
ALL = [(lesson, lang) for lesson in tool.lesson_names() for lang in tool.LANGUAGES
       if tool.notebook_path(lesson, lang).is_file()]
#: The lessons that draw charts, measured below: with matplotlib (``plt.show()``) or through
#: the package's charts (``chart.show()``, terra_widget/sim/charts.py, matplotlib in CPython).
SHOWN_CHART = re.compile(r"\b(?:plt|chart)\.show\(\)")
CHARTED = [(lesson, lang) for lesson, lang in ALL
           if SHOWN_CHART.search((tool.LESSONS / lesson / "cells.py").read_text("utf-8"))]

#: The smallest chart text readable on a projector at the back of a class: 14 px at 1280
#: px wide.
FLOOR_PX = 14
#: The width JupyterLab gives a cell's output at 1280x720 with its file browser open and
#: real scrollbars, the narrowest of the class's set-ups (833 px, measured there). A
#: wider figure is scaled down to it, and its text with it.
OUTPUT_WIDTH_PX = 833

#: Run in the kernel before the notebook (in a cell of its own, left out of the result):
#: every figure shown is measured as it is drawn (its PNG's width, its dpi, its texts).
CHART_RECORDER = '''
def _terra_record_charts(log):
    import json
    import struct

    from matplotlib.backend_bases import FigureCanvasBase
    from matplotlib.text import Text

    real = FigureCanvasBase.print_figure

    def print_figure(self, filename, *args, **kwargs):
        done = real(self, filename, *args, **kwargs)
        data = filename.getvalue() if hasattr(filename, "getvalue") else b""
        if data[:8] == b"\\x89PNG\\r\\n\\x1a\\n":
            figure = self.figure
            texts = [[t.get_text(), t.get_fontsize()] for t in figure.findobj(Text)
                     if t.get_visible() and t.get_text().strip()]
            with open(log, "a", encoding="utf-8") as out:
                out.write(json.dumps({"png_width": struct.unpack(">I", data[16:20])[0],
                                      "dpi": kwargs.get("dpi") or figure.dpi,
                                      "texts": texts}) + "\\n")
        return done

    FigureCanvasBase.print_figure = print_figure


_terra_record_charts(LOG)
del _terra_record_charts
'''

_runs: dict[tuple[str, str], tuple] = {}


@pytest.fixture(scope="session")
def kernel_env(tmp_path_factory):
    """The kernels of this test run share their simulations (tools/sim_cache.py)."""
    folder = tmp_path_factory.mktemp("lesson-sims")
    sim_cache = runpy.run_path(str(ROOT / "tools" / "sim_cache.py"), run_name="sim_cache")
    return sim_cache["kernel_environment"](folder)


#: No lesson cell takes more than a minute here (the longest: lesson 05's 1,000 games);
#: a cell with no answer after this long is stuck.
CELL_TIMEOUT = 300


def executed(lesson: str, lang: str, env: dict, tmp: Path):
    """(the executed notebook, the charts it drew), run once per test session."""
    key = (lesson, lang)
    if key not in _runs:
        log = tmp / f"charts-{lesson}-{lang}.jsonl"
        before = CHART_RECORDER.replace("LOG", repr(str(log))) if key in CHARTED else ""
        try:
            nb = tool.run(tool.notebook_path(lesson, lang), env, before=before,
                          timeout=CELL_TIMEOUT)
        except (CellTimeoutError, DeadKernelError) as stuck:
            # Seen once in a CI run: a kernel sat idle while the client waited for its
            # answer (both processes asleep, nothing running) until the cell's time ran
            # out. That is the kernel's messaging, not the lesson: run it again in a fresh
            # kernel, once. A lesson that really hangs or kills its kernel fails the
            # second time too.
            warnings.warn(f"{lesson} ({lang}): {type(stuck).__name__}; run again once",
                          stacklevel=1)
            log.unlink(missing_ok=True)
            nb = tool.run(tool.notebook_path(lesson, lang), env, before=before,
                          timeout=CELL_TIMEOUT)
        charts = [json.loads(line) for line in log.read_text("utf-8").splitlines()] \
            if log.is_file() else []
        _runs[key] = (nb, charts)
    return _runs[key]


def load(lesson: str, lang: str) -> dict:
    return json.loads(tool.notebook_path(lesson, lang).read_text("utf-8"))


def source(cell: dict) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


# ------------------------------------------------------------------ committed clean

@pytest.mark.parametrize("lesson, lang", ALL)
def test_a_committed_lesson_shows_no_output_and_no_test_marker(lesson, lang):
    nb = load(lesson, lang)
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        assert cell["outputs"] == [], f"{lesson} {lang}: output before the cell runs:\n" \
                                      f"{source(cell)[:300]}"
        assert cell["execution_count"] is None
        assert not re.search(r"NBVAL|# *%%|\bchecked\b", source(cell)), source(cell)
        assert "nbval" not in json.dumps(cell.get("metadata", {})).lower()
    assert "widgets" not in nb["metadata"]


@pytest.mark.parametrize("lesson, lang", ALL)
def test_notebook_names_the_ipykernel_python3_kernel(lesson, lang):
    """Without a kernelspec JupyterLab (and Binder) block on a "Select Kernel" dialog."""
    spec = load(lesson, lang)["metadata"].get("kernelspec", {})
    assert spec.get("name") == "python3"
    assert spec.get("display_name") == "Python 3 (ipykernel)"


def test_make_test_runs_the_lessons_once():
    """`make test` is plain `python -m pytest` on tests/: this module runs the notebooks, and
    nothing else collects them (they would run twice)."""
    pyproject = (ROOT / "pyproject.toml").read_text("utf-8")
    testpaths = re.search(r"^testpaths = (.*)$", pyproject, re.M).group(1)
    assert json.loads(testpaths) == ["tests"]
    assert "--nbval" not in pyproject
    assert not (NOTEBOOKS / "conftest.py").exists()
    assert not list(NOTEBOOKS.glob("*.ipynb")), "lessons live in notebooks/<lang>/"


# ------------------------------------------------------------------ expected outputs

@pytest.mark.parametrize("lesson", tool.lesson_names())
def test_every_checked_cell_has_its_expected_output_in_every_language(lesson):
    checked = tool.checked_ids(lesson)
    if lesson != "01_play_terra":  # 01 only shows the game
        assert checked, f"{lesson} checks no cell's output"
    for lang in tool.LANGUAGES:
        expected = tool.read_expected(lesson, lang)
        assert sorted(expected) == sorted(checked), (lesson, lang)
        assert all(text.strip() for text in expected.values()), (lesson, lang)


@pytest.mark.parametrize("lesson", tool.lesson_names())
def test_expected_outputs_hold_nothing_that_changes_between_runs(lesson):
    """Memory addresses, absolute paths and timings would make a checked output flaky."""
    for lang in tool.LANGUAGES:
        text = json.dumps(tool.read_expected(lesson, lang), ensure_ascii=False)
        assert not re.search(r"0x[0-9a-f]{6,}", text), text
        assert "/work/" not in text and "/tmp/" not in text, text
        assert not re.search(r"\d+(\.\d+)? ?(ms|seconds)\b", text), text


def test_a_changed_output_is_reported_with_its_cell():
    """Guards the comparison below: a changed figure, a missing or an extra cell differ."""
    expected = {"code-03": "44.0% of games\n", "code-05": "done\n"}
    assert tool.differences(expected, dict(expected)) == []
    changed = tool.differences(expected, {"code-03": "45.0% of games\n", "code-05": "done\n"})
    assert len(changed) == 1 and "code-03" in changed[0] and "+45.0%" in changed[0]
    assert tool.differences(expected, {"code-03": "44.0% of games\n"})
    assert tool.differences(expected, {**expected, "code-07": "more\n"})


def test_a_cell_prints_its_text_and_not_its_figures_or_widgets():
    cell = {"outputs": [
        {"output_type": "stream", "name": "stdout", "text": ["a\n", "b\n"]},
        {"output_type": "stream", "name": "stderr", "text": "a warning\n"},
        {"output_type": "execute_result", "data": {"text/plain": "42"}},
        {"output_type": "display_data", "data": {"text/plain": "<Figure size 800x450>",
                                                 "image/png": "iVBOR"}},
        {"output_type": "display_data", "data": {"text/plain": "Box()",
                                                 tool.WIDGET_VIEW: {"model_id": "x"}}}]}
    assert tool.printed(cell) == "a\nb\n42\n"


@pytest.mark.slow
@pytest.mark.parametrize("lesson, lang", ALL)
def test_a_lesson_runs_and_prints_its_expected_outputs(lesson, lang, kernel_env,
                                                        tmp_path_factory):
    nb, _ = executed(lesson, lang, kernel_env, tmp_path_factory.mktemp("charts"))
    assert tool.errors(nb) == []
    expected = tool.read_expected(lesson, lang)
    found = tool.outputs_of(lesson, nb)
    assert tool.differences(expected, found) == [], (
        f"{lesson} {lang} printed something else (to store it on purpose: python "
        f"tools/lessons.py build --execute --all --lesson {lesson})")


# ------------------------------------------------------------------ charts

def smallest_text(chart: dict, width: int = OUTPUT_WIDTH_PX) -> tuple[float, str]:
    """(size in px on screen, text) of a chart's smallest text: points x dpi / 72, scaled
    by the share of the PNG's width that the output area shows (a wider image shrinks)."""
    scale = min(1.0, width / chart["png_width"])
    return min((size * chart["dpi"] / 72 * scale, text) for text, size in chart["texts"])


def test_the_chart_measure_counts_a_scaled_down_figure():
    """Guards the measure: 10-point ticks at 100 dpi are 13.9 px; on a figure 1100 px wide
    shown in 833 px, 10.5 px (lesson 03's chart at that width)."""
    chart = {"png_width": 1100, "dpi": 100, "texts": [["0.2", 10.0], ["Title", 12.0]]}
    assert smallest_text(chart)[0] == pytest.approx(10.0 * 100 / 72 * 833 / 1100)
    assert smallest_text({**chart, "png_width": 800})[0] == pytest.approx(13.89, abs=0.01)


@pytest.mark.slow
@pytest.mark.parametrize("lesson, lang", CHARTED)
def test_every_chart_of_a_lesson_is_readable_on_a_projector(lesson, lang, kernel_env,
                                                             tmp_path_factory):
    nb, charts = executed(lesson, lang, kernel_env, tmp_path_factory.mktemp("charts"))
    shown = sum(len(SHOWN_CHART.findall(source(c))) for c in nb.cells if c.cell_type == "code")
    assert len(charts) == shown, f"{len(charts)} charts measured, {shown} shown"
    for chart in charts:
        assert chart["texts"], chart
        size, text = smallest_text(chart)
        assert size >= FLOOR_PX, (f"{lesson} {lang}: {text!r} is {size:.1f} px on screen "
                                  f"(figure {chart['png_width']} px wide at "
                                  f"{chart['dpi']} dpi); at least {FLOOR_PX} px")

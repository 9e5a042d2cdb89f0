"""The class tournament in the static site's Python (Pyodide), where neither a
worker process nor a thread can start: lesson 06 asks for the default (one worker
process, with a watchdog thread), and the site must play the same tournament there, one
table after another, and say so in the report's language instead of failing.

Pyodide is imitated here: ``sys.platform`` reads "emscripten" to the module
(``guard.IN_BROWSER``), and starting a thread or a process raises what Pyodide raises.
tests/browser/test_lite_lessons.py runs lesson 06 in the real site."""

import multiprocessing.process
import threading
from html import escape
from pathlib import Path

import pytest

from terra_widget import tournament
from terra_widget.i18n import translator
from terra_widget.sim.tournament import guard, table

HERE = Path(__file__).parent
STRATEGIES = HERE.parents[1] / "lessons" / "06_class_tournament" / "files" / "strategies"


@pytest.fixture
def pyodide_like(monkeypatch):
    def no_thread(self):
        raise RuntimeError("can't start new thread")  # what Pyodide says

    def no_process(self):
        raise OSError("processes cannot start in the browser")

    monkeypatch.setattr(guard, "IN_BROWSER", True)
    monkeypatch.setattr(table, "_LOCAL", {})  # no watchdog left from an earlier test
    monkeypatch.setattr(threading.Thread, "start", no_thread)
    monkeypatch.setattr(multiprocessing.process.BaseProcess, "start", no_process)


@pytest.fixture(scope="module")
def played_here():
    """The tournament of the test, played in this process by CPython (module scope: set up
    before Pyodide is imitated)."""
    return tournament(STRATEGIES, ["selfish"], games=3, seed=2, workers=0, lang="fr")


def test_in_the_browser_the_same_tournament_is_played_here_and_said_so(played_here,
                                                                       pyodide_like):
    seen = []
    # lesson 06's call: the default (one worker process), with a progress report
    browser = tournament(STRATEGIES, ["selfish"], games=3, seed=2, lang="fr",
                         progress=lambda done, total: seen.append((done, total)))
    assert browser.summary() == played_here.summary()  # the same seed, the same games
    assert seen[-1] == (len(browser.games), len(browser.games))
    for lang in ("fr", "de"):  # said in the report's language, as text and as HTML
        note = translator(lang)("tournament.in_browser")
        assert note in browser.table(lang) and escape(note) in browser.html(lang)
        assert note not in played_here.table(lang) and escape(note) not in played_here.html(lang)


def test_in_the_browser_a_slow_decision_is_still_named(pyodide_like):
    """Without a watchdog thread nothing can interrupt a decision; one past the limit is
    still found when it returns, and the baseline takes the seat over (as in CPython)."""
    from terra_widget.bots import Strategy

    class Slow(Strategy):
        name = "slow"

        def choose(self, view, legal):
            import time

            time.sleep(0.06)
            return legal[0]

    result = tournament(strategies=[Slow(), "selfish"], games=1, seed=1, limit=0.05)
    assert [(p.who, p.kind) for p in result.problems] == [("slow", "slow")]
    assert result.summary()["slow"]["marked"] == 1


def test_in_the_browser_the_progress_bar_starts_no_thread(pyodide_like, recwarn, capsys):
    """tqdm's monitor is a thread: in Pyodide it cannot start, and tqdm's warning would
    show on the site as an error box."""
    tournament(strategies=["selfish", "cooperative", "random"], games=1, seed=1,
               progress=True)
    assert [str(w.message) for w in recwarn] == []
    assert "100%" in capsys.readouterr().err

"""Friendly mistakes in lesson 05: a student's strategy that returns ``None``, returns a
move the rules refuse (R7.3) or raises, stops the run with a short message in the lesson's
language naming the strategy and the line of the student's own code; the full traceback
stays one click away (a folded block, and the original error chained as ``__cause__``)."""

from __future__ import annotations

import html
import json
import pickle
import sys
import textwrap
from pathlib import Path

import pytest

from terra_widget.bots import Strategy
from terra_widget.i18n import strings
from terra_widget.rules import EndTurn, IllegalActionError, new_game
from terra_widget.sim import simulate, strategy_errors

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import lessons as tool  # noqa: E402  (tools/lessons.py)

LESSON = "05_write_your_own_strategy"

#: The three usual mistakes, each a cell a student could write after lesson 05's first
#: cells; the line the message must point at is marked "# <- here".
MISTAKES = {
    "none": '''
        class Oublieuse(Strategy):
            name = "oublieuse"

            def choose(self, view, legal):
                if view.phase is Phase.DISCARD:  # <- here
                    return legal[0]

        simulate([Oublieuse(), "cooperative", "cooperative"], 5, seed=1)
        ''',
    "illegal": '''
        class Pressee(Strategy):
            name = "pressée"

            def choose(self, view, legal):
                return EndTurn(view.seat)  # <- here

        simulate([Pressee(), "cooperative", "cooperative"], 5, seed=1)
        ''',
    "exception": '''
        class Distraite(Strategy):
            name = "distraite"

            def choose(self, view, legal):
                return Pass()  # <- here

        simulate([Distraite(), "cooperative", "cooperative"], 5, seed=1)
        ''',
}


def cell(code: str) -> tuple[str, int]:
    code = textwrap.dedent(code).strip("\n")
    line = next(n for n, text in enumerate(code.splitlines(), 1) if "# <- here" in text)
    return code, line


@pytest.fixture(scope="module")
def french_lesson(tmp_path_factory):
    """Lesson 05 in French, its first cells run (up to the first strategy), then the three
    mistakes, each in a cell of its own; the executed notebook."""
    import nbformat

    lesson = nbformat.read(tool.notebook_path(LESSON, "fr"), as_version=4)
    first = [c for c in lesson.cells if c.cell_type == "code"][:3]
    assert "explain_in" in first[0].source and "class Generous" in first[2].source
    cells = first + [nbformat.v4.new_code_cell("from terra_widget.sim import simulate")]
    cells += [nbformat.v4.new_code_cell(cell(code)[0], id=f"mistake-{name}")
                     for name, code in MISTAKES.items()]
    nb = nbformat.v4.new_notebook(cells=cells, metadata=lesson.metadata)
    path = tmp_path_factory.mktemp("lesson05") / f"{LESSON}.ipynb"
    nbformat.write(nb, path)
    return tool.run(path)


@pytest.mark.parametrize("mistake", MISTAKES)
def test_a_mistake_in_lesson_05_is_told_in_french_at_the_students_line(french_lesson,
                                                                        mistake):
    done = next(c for c in french_lesson.cells if c.get("id") == f"mistake-{mistake}")
    errors = [o for o in done.outputs if o.output_type == "error"]
    assert len(errors) == 1, done.outputs
    error = errors[0]
    _, line = cell(MISTAKES[mistake])
    name = {"none": "oublieuse", "illegal": "pressée", "exception": "distraite"}[mistake]
    text = error.evalue
    assert text.startswith("Arrêt\u00a0: la stratégie " + name + " à la place 1 ")
    assert f"(cellule [{done.execution_count}], ligne {line})" in text, text
    assert {"none": "a renvoyé None", "illegal": "a choisi EndTurn(seat=0)",
            "exception": "TypeError"}[mistake] in text, text
    # short: what the class reads is the message itself, not the engine's frames
    shown = "\n".join(error.traceback)
    engine = ("rollout.py", "seat.py", "runner.py", "flat.py")  # where a strategy is asked
    assert len(shown.splitlines()) <= 4 and not any(f in shown for f in engine), shown
    assert "Traceback" not in shown
    # ...and the whole traceback is one click away, folded above it
    folded = [o for o in done.outputs if o.output_type == "display_data"
              and "<details>" in o.data.get("text/html", "")]
    assert len(folded) == 1
    assert "Toute la pile d'appels" in html.unescape(folded[0].data["text/html"])
    assert any(f in folded[0].data["text/html"] for f in engine)


def test_the_lessons_first_cells_ran_without_error(french_lesson):
    assert [e for e in tool.errors(french_lesson) if not e.startswith("mistake-")] == []


class _Forgets(Strategy):
    name = "forgets"

    def choose(self, view, legal):
        return None


class _Raises(Strategy):
    name = "raises"

    def choose(self, view, legal):
        return legal[0] if len(legal) > 99 else legal[len(legal) + 1]


def test_in_a_file_the_message_names_the_file_and_line_and_keeps_the_cause():
    with pytest.raises(strategy_errors.StrategyCrashed) as err:
        simulate([_Raises(), "cooperative", "cooperative"], 2, seed=1)
    line = _Raises.choose.__code__.co_firstlineno + 1
    assert f"(test_strategy_errors.py, line {line})" in str(err.value)
    assert "IndexError" in str(err.value)
    assert isinstance(err.value.__cause__, IndexError)


def test_a_refused_move_is_still_the_engines_refusal_with_its_rule():
    with pytest.raises(IllegalActionError) as err:
        simulate([_Forgets(), "cooperative", "cooperative"], 2, seed=1)
    assert err.value.rule == "R7.3"
    assert "returned None" in str(err.value)
    assert isinstance(err.value.__cause__, IllegalActionError)


def test_a_mistake_comes_back_whole_from_a_worker_process():
    with pytest.raises(strategy_errors.IllegalChoice) as err:
        simulate([_Forgets(), "cooperative", "cooperative"], 2, seed=1)
    again = pickle.loads(pickle.dumps(err.value))
    assert str(again) == str(err.value) and again.rule == "R7.3"


def test_every_rule_a_refusal_names_has_its_words_in_every_language():
    """The rule ids refusals.py raises (R7.3) each have their one sentence in every
    language (``rule.<id>``: a strategy's mistake, the classroom and the engine's English
    read the same key)."""
    refusals = (ROOT / "terra_widget" / "rules" / "face" / "refusals.py").read_text("utf-8")
    import re

    rules = set(re.findall(r'IllegalActionError\(\s*"(R[\d.]+)"', refusals))
    rules |= set(re.findall(r'rule, why = "(R[\d.]+)"', refusals))
    assert rules >= {"R1.4", "R2.1", "R3.1", "R4.1", "R4.4", "R4.8"}
    for lang in ("en", "fr", "de", "es", "ca"):
        missing = {r for r in rules if f"rule.{r}" not in strings(lang)}
        assert missing == set(), (lang, missing)


def test_an_unknown_language_is_refused_naming_the_five():
    with pytest.raises(ValueError, match="choose one of en, fr, de, es, ca"):
        strategy_errors.explain_in("it")
    json.dumps(strategy_errors._language)  # still a language code


@pytest.fixture(autouse=True)
def _english_again():
    yield
    strategy_errors.explain_in("en")


def test_the_moves_allowed_are_listed_with_plural_forms():
    """"Le seul coup permis" for one, "Les 2 coups permis" for two (no "(1 cards)")."""
    strategy_errors.explain_in("fr")
    state = new_game(3, seed=1)
    legal = state.advance()
    assert len(legal) >= 2
    view = state.view(legal[0].seat)
    refusal = IllegalActionError("R3.1", "only green Solutions")
    one = strategy_errors.refused(_Forgets(), 0, EndTurn(0), view, legal[:1], refusal)
    several = strategy_errors.refused(_Forgets(), 0, EndTurn(0), view, legal[:2], refusal)
    assert "\nLe seul coup permis à ce moment\u00a0: " in str(one)
    assert "\nLes 2 coups permis à ce moment\u00a0: " in str(several)
    assert "[R3.1]" in str(one) and one.rule == "R3.1"

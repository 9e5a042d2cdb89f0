"""Predict, then reveal: a lesson's results appear only in the output of the cell that
reveals them, never in the committed (unexecuted) notebook, in any language.

Each lesson's reveals are listed below: the findings it states in words (their sentences
live in ``terra_widget/i18n``, keys ``lessons.finding.*``) and the figures and sentences
its revealing cells print (their stored outputs, ``lessons/<lesson>/expected``). A
revealing cell is one that calls ``reveal...``, ``conclude`` or ``try_move``; each is asked
for first, by a prediction cell that sets the variable it reveals (``my_guess = None``).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from terra_widget.i18n import LANGUAGES
from terra_widget.lessons import findings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import lessons as tool  # noqa: E402  (tools/lessons.py, the build step)

#: What each lesson builds to, by finding (a sentence stating a result; a chart's title
#: states none: each chart is followed by the finding it shows).
REVEALS = {
    "02_rules_step_by_step": [],  # its refusals: the printed outputs of try_move, below
    "03_tragedy_of_the_commons": ["greedy_table", "cooperative_table", "greed_curve",
                                  "greed_winner", "mix_loss", "mix_wins", "commons"],
    "05_write_your_own_strategy": ["generous"],
    "06_class_tournament": ["tournament", "evolution", "evolution_peak"],
}
REVEALING = re.compile(r"\b(reveal\w*|conclude|try_move)\(")
#: Percentages that are no result: the confidence level, a fair share at four players.
NOT_RESULTS = {"95", "25"}


def normal(text: str) -> str:
    return " ".join(re.sub(r"[*_`\\]", "", text).casefold().split())


def shown(lesson: str, lang: str) -> str:
    """Everything the committed notebook shows before it runs: texts, code and outputs."""
    nb = json.loads(tool.notebook_path(lesson, lang).read_text("utf-8"))
    parts = []
    for cell in nb["cells"]:
        parts.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            parts.append(json.dumps(output, ensure_ascii=False))
    return normal("\n".join(parts))


def fragments(sentence: str) -> list[str]:
    """The pieces of a finding between its fields and its stops: what a notebook would
    contain if it stated the finding in advance."""
    pieces = re.split(r"\{[^}]*\}|[:;.!?…]", sentence)
    return [normal(p).strip(" ,") for p in pieces if len(normal(p).strip(" ,")) >= 20]


def revealed_outputs(lesson: str, lang: str) -> list[str]:
    """What the lesson's revealing checked cells print, line by line."""
    cells = tool.read_cells(tool.LESSONS / lesson / "cells.py")
    expected = tool.read_expected(lesson, lang)
    out = []
    for number, cell in enumerate(cells):
        if cell.kind == "code" and REVEALING.search(cell.code):
            out += expected.get(f"code-{number:02d}", "").splitlines()
    return [line.strip() for line in out if line.strip()]


def leaks(lesson: str, lang: str) -> list[str]:
    text = shown(lesson, lang)
    found = []
    table = findings(lang)
    for name in REVEALS[lesson]:
        found += [f"finding {name}: {f!r}" for f in fragments(table[name]) if f in text]
    for line in revealed_outputs(lesson, lang):
        # a line with no figure is a table's header, written in the code
        if len(line) >= 20 and re.search(r"\d", line) and normal(line) in text:
            found.append(f"printed line: {line!r}")
        for figure in re.findall(r"(\d+(?:[.,]\d+)?)\s?%", line):
            if figure not in NOT_RESULTS and re.search(
                    rf"(?<![\d.,]){re.escape(figure)}\s?%", text):
                found.append(f"figure {figure}% (from {line!r})")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson", sorted(REVEALS))
def test_an_unexecuted_lesson_shows_none_of_its_reveals(lesson, lang):
    assert leaks(lesson, lang) == [], f"{lesson} ({lang}) gives away its results"


@pytest.mark.parametrize("lesson", sorted(REVEALS))
def test_every_reveal_is_predicted_first(lesson):
    """Each revealing cell reveals a variable that an earlier cell asks the student for
    (``my_... = None``), and the lesson reveals something."""
    cells = [c for c in tool.read_cells(tool.LESSONS / lesson / "cells.py") if c.kind == "code"]
    asked: set[str] = set()
    revealing = 0
    for cell in cells:
        for name in re.findall(r"\b(?:reveal\w*|try_move)\(([^\n]*)", cell.code):
            revealing += 1
            guesses = set(re.findall(r"\bmy_\w+", name))
            assert guesses and guesses <= asked, (lesson, name, sorted(asked))
        asked |= set(re.findall(r"^(my_\w+)\s*=\s*None\b", cell.code, re.M))
    assert revealing, f"{lesson} reveals nothing"


def test_the_leak_check_finds_a_stated_finding_and_a_figure():
    """Guards the check: a finding's words or a revealed figure in a text cell are seen."""
    assert fragments("The greedier the table, the more often the world is lost: {first} "
                     "lost") == ["the greedier the table, the more often the world is lost"]
    text = normal("## 4. Greed\nThe greedier the table, the more often the *world* is lost.")
    assert fragments(findings("en")["greed_curve"])[0] in text

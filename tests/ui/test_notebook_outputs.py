"""The play notebooks open cleanly and deal afresh: no stored widget output
(it would show "model not found" or ``<Terra game: ...>`` when opened without running),
and the front-door notebook has no fixed seed (every class would get the same deal and a
student who played once would know the pile)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
WIDGET = "application/vnd.jupyter.widget-view+json"
#: The lessons that show the game, in every language written (notebooks/<lang>/).
WITH_WIDGETS = sorted(str(p.relative_to(NOTEBOOKS)) for name in (
    "01_play_terra.ipynb", "02_rules_step_by_step.ipynb", "04_teacher_guide.ipynb")
    for p in NOTEBOOKS.glob(f"*/{name}"))
PLAY = [name for name in WITH_WIDGETS if name.endswith("/01_play_terra.ipynb")]


def test_every_language_is_checked():
    assert {"en/01_play_terra.ipynb", "en/02_rules_step_by_step.ipynb",
            "en/04_teacher_guide.ipynb"} <= set(WITH_WIDGETS)


@pytest.mark.parametrize("name", WITH_WIDGETS)
def test_no_widget_output_is_stored(name):
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    assert "widgets" not in nb["metadata"]
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            assert WIDGET not in output.get("data", {}), "".join(cell["source"])
            assert "<Terra game" not in json.dumps(output)


@pytest.mark.parametrize("name", PLAY)
def test_the_play_notebook_deals_afresh(name):
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    calls = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            for node in ast.walk(ast.parse("".join(cell["source"]))):
                if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "play":
                    calls.append(node)
    assert calls, "the play notebook must start a game"
    lang = name.split("/")[0]
    for call in calls:
        assert "seed" not in {k.arg for k in call.keywords}
        # the game speaks the language of the notebook's folder
        given = {k.arg: k.value for k in call.keywords}
        assert isinstance(given.get("lang"), ast.Constant) and given["lang"].value == lang

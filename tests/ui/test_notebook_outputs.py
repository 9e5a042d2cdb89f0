"""The play notebooks open cleanly and deal afresh (#10, #11): no stored widget output
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


@pytest.mark.parametrize("name", ["01_play_terra.ipynb", "02_rules_step_by_step.ipynb",
                                  "04_teacher_guide.ipynb"])
def test_no_widget_output_is_stored(name):
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    assert "widgets" not in nb["metadata"]
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            assert WIDGET not in output.get("data", {}), "".join(cell["source"])
            assert "<Terra game" not in json.dumps(output)


def test_the_play_notebook_deals_afresh():
    nb = json.loads((NOTEBOOKS / "01_play_terra.ipynb").read_text(encoding="utf-8"))
    calls = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            for node in ast.walk(ast.parse("".join(cell["source"]))):
                if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "play":
                    calls.append(node)
    assert calls, "the play notebook must start a game"
    for call in calls:
        assert "seed" not in {k.arg for k in call.keywords}

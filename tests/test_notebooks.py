"""The lesson notebooks are checked by nbval (see ``[tool.pytest.ini_options]`` in
pyproject.toml): ``make test`` runs every notebook in ``notebooks/<lang>/`` (five lessons
in five languages) top to bottom in a fresh kernel, and compares the cells marked
``# NBVAL_CHECK_OUTPUT`` with the outputs stored in the notebook. These tests guard that
set-up itself, so that nbval cannot end up running without comparing anything.

When a checked output changes on purpose (say, the engine's narration is reworded),
store the new outputs by running the notebooks afresh from their source:

    .venv/bin/python tools/lessons.py build --execute --all --lesson 02_rules_step_by_step

(the same as ``jupyter nbconvert --execute --inplace``, minus the volatile metadata:
per-cell timings and the widget-state snapshot, whose model ids change at every run).
``tests/test_lessons.py`` checks that the notebooks are built from ``lessons/``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
#: The lessons with printed results that nbval compares (01 only shows the game).
CHECKED_LESSONS = [
    "02_rules_step_by_step.ipynb",
    "03_tragedy_of_the_commons.ipynb",
    "04_teacher_guide.ipynb",
    "05_write_your_own_strategy.ipynb",
]
#: Every language's copy of them that exists (tests/test_lessons.py requires all 25).
LESSONS = [f"{folder.name}/{name}" for folder in sorted(NOTEBOOKS.iterdir())
           if folder.is_dir() for name in CHECKED_LESSONS if (folder / name).is_file()]
ALL_NOTEBOOKS = sorted(str(p.relative_to(NOTEBOOKS)) for p in NOTEBOOKS.rglob("*.ipynb")
                       if ".ipynb_checkpoints" not in p.parts)
CHECK = "# NBVAL_CHECK_OUTPUT"


def load(name: str) -> dict:
    return json.loads((NOTEBOOKS / name).read_text("utf-8"))


def code_cells(nb: dict) -> list[dict]:
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell: dict) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def checked_cells(nb: dict) -> list[dict]:
    return [c for c in code_cells(nb) if CHECK in source(c)]


def test_pytest_config_runs_the_notebooks_through_nbval(pytestconfig):
    """`make test` is plain `python -m pytest`: the notebooks must be in its default run.
    (Read through pytest's own config: works on every supported Python, 3.10 included.)"""
    assert "notebooks" in pytestconfig.getini("testpaths")
    addopts = pytestconfig.getini("addopts")
    assert "--nbval-lax" in addopts
    # the kernel must be this interpreter (the venv with terra_widget installed)
    assert "--nbval-current-env" in addopts


def test_every_language_folder_is_collected():
    """pytest recurses into notebooks/<lang>/: the English lessons are among the checked."""
    assert {f"en/{name}" for name in CHECKED_LESSONS} <= set(LESSONS)
    assert not list(NOTEBOOKS.glob("*.ipynb")), "lessons live in notebooks/<lang>/ now"


@pytest.mark.parametrize("name", ALL_NOTEBOOKS)
def test_notebook_names_the_ipykernel_python3_kernel(name):
    """Without a kernelspec JupyterLab (and Binder) block on a "Select Kernel" dialog."""
    spec = load(name)["metadata"].get("kernelspec", {})
    assert spec.get("name") == "python3"
    assert spec.get("display_name") == "Python 3 (ipykernel)"


@pytest.mark.parametrize("name", LESSONS)
def test_lesson_compares_stored_outputs(name):
    """nbval compares only what is stored: each lesson has checked cells, all executed."""
    checked = checked_cells(load(name))
    assert checked, f"{name} has no '{CHECK}' cell: nbval would compare nothing"
    for cell in checked:
        assert cell["outputs"], f"{name}: a checked cell has no stored output:\n{source(cell)}"


@pytest.mark.parametrize("name", LESSONS)
def test_stored_outputs_hold_nothing_that_changes_between_runs(name):
    """Memory addresses, absolute paths and timings would make a checked output flaky."""
    for cell in checked_cells(load(name)):
        text = json.dumps(cell["outputs"])
        assert not re.search(r"0x[0-9a-f]{6,}", text), text
        assert "/work/" not in text and "/tmp/" not in text, text
        assert not re.search(r"\d+(\.\d+)? ?(ms|seconds)\b", text), text


@pytest.mark.parametrize("name", [n for n in LESSONS if n.endswith("/03_tragedy_of_the_commons"
                                                                   ".ipynb")])
def test_experiment_figures_are_drawn_by_the_notebook(name):
    """The 03 figures come from simulations run in the notebook, not from stored images."""
    nb = load(name)
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            assert "attachments" not in cell
            assert not re.search(r"!\[|<img", source(cell)), source(cell)
    cells = code_cells(nb)
    plotting = [i for i, c in enumerate(cells) if "plt.subplots" in source(c)]
    simulating = [i for i, c in enumerate(cells) if "simulate(" in source(c)]
    assert len(plotting) >= 2 and simulating
    assert min(simulating) < min(plotting)


def refresh(path: Path) -> None:
    """Run a notebook top to bottom in a fresh kernel (from its own folder, as nbval does)
    and store its outputs."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=600, kernel_name="python3", record_timing=False,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)


if __name__ == "__main__":
    import sys

    for arg in sys.argv[1:]:
        refresh(Path(arg).resolve())
        print("stored fresh outputs in", arg)

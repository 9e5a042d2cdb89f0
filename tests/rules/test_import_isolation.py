"""The rules engine is plain Python: importing it loads no Jupyter module, so it runs in any
Python (a script, a tournament worker) with none of the notebook stack installed."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

FORBIDDEN = ("ipywidgets", "ipycanvas", "IPython", "traitlets", "comm", "ipykernel",
             "jupyter", "jupyter_client", "jupyter_core", "jupyterlab", "notebook")

PROBE = """
import json, sys
before = set(sys.modules)
import {module}
loaded = sorted(set(sys.modules) - before)
print(json.dumps(loaded))
"""


def loaded_by(module: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", PROBE.format(module=module)],
                         capture_output=True, text=True, check=True, timeout=120)
    return json.loads(out.stdout.strip().splitlines()[-1])


def jupyter_modules(names):
    return sorted(n for n in names
                  if n.split(".")[0] in FORBIDDEN or n.split(".")[0].startswith("jupyter"))


@pytest.mark.parametrize("module", ["terra_widget.rules", "terra_widget"])
def test_importing_the_engine_loads_no_jupyter_module(module):
    loaded = loaded_by(module)
    assert module in loaded  # the probe really imported it in a fresh interpreter
    assert jupyter_modules(loaded) == []


def test_the_probe_would_notice_a_jupyter_import():
    # guards the test above against passing for the wrong reason
    assert jupyter_modules(loaded_by("traitlets")) != []


def test_the_words_layer_imports_nothing_of_the_game():
    """i18n is the bottom layer (the engine narrates through its templates): importing it
    loads no other part of terra_widget, so the engine's import of it is no cycle."""
    ours = [n for n in loaded_by("terra_widget.i18n") if n.startswith("terra_widget")]
    assert "terra_widget.i18n" in ours
    assert [n for n in ours if n != "terra_widget"
            and n.split(".")[:2] != ["terra_widget", "i18n"]] == []  # its own modules only


def test_the_engine_imports_no_layer_above_it():
    """The rules use the words layer and the input checks below them and nothing above
    (bots, sim, ui...)."""
    ours = {n.split(".")[1] for n in loaded_by("terra_widget.rules")
            if n.startswith("terra_widget.")}
    assert ours == {"rules", "i18n", "checks"}


def test_the_input_checks_import_nothing_of_the_game():
    """``terra_widget.checks`` (written once, used by every layer) is a leaf: no cycle."""
    ours = [n for n in loaded_by("terra_widget.checks") if n.startswith("terra_widget")]
    assert sorted(ours) == ["terra_widget", "terra_widget.checks"]

"""nbval runs the lessons in every language (notebooks/<lang>/); their simulations are the
same in every language, so one test run plays each of them once (tools/sim_cache.py).

Only the kernels of a test run share results, through a folder deleted when the run ends.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIM_CACHE = ROOT / "tools" / "sim_cache.py"
_made: list[str] = []
_before: dict[str, str | None] = {}


def pytest_configure(config):
    if os.environ.get("TERRA_LESSONS_SIM_CACHE"):
        return  # a run inside a run (or set by hand): keep what is there
    folder = tempfile.mkdtemp(prefix="terra-lessons-")
    _made.append(folder)
    startup = Path(folder, "ipython", "profile_default", "startup")
    startup.mkdir(parents=True)
    (Path(folder) / "sims").mkdir()
    # IPython runs this in every kernel it starts, before the notebook's first cell
    (startup / "00-terra-sim-cache.py").write_text(
        "import runpy as _runpy\n"
        f"_runpy.run_path({str(SIM_CACHE)!r}, run_name='__main__')\n"
        "del _runpy\n", "utf-8")
    for name, value in (("IPYTHONDIR", Path(folder, "ipython")),
                        ("TERRA_LESSONS_SIM_CACHE", Path(folder, "sims"))):
        _before[name] = os.environ.get(name)
        os.environ[name] = str(value)


def pytest_unconfigure(config):
    for name, value in _before.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    _before.clear()
    while _made:
        shutil.rmtree(_made.pop(), ignore_errors=True)

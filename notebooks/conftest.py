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
_made: list[str] = []
_before: dict[str, str | None] = {}


def pytest_configure(config):
    import runpy

    if os.environ.get("TERRA_LESSONS_SIM_CACHE"):
        return  # a run inside a run (or set by hand): keep what is there
    folder = tempfile.mkdtemp(prefix="terra-lessons-")
    _made.append(folder)
    sim_cache = runpy.run_path(str(ROOT / "tools" / "sim_cache.py"), run_name="sim_cache")
    for name, value in sim_cache["kernel_environment"](folder).items():
        _before[name] = os.environ.get(name)
        os.environ[name] = value


def pytest_unconfigure(config):
    for name, value in _before.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    _before.clear()
    while _made:
        shutil.rmtree(_made.pop(), ignore_errors=True)

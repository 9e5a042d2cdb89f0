"""One real JupyterHub for the tests of tests/hub (see hubtools.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import hubtools  # noqa: E402


@pytest.fixture(scope="session")
def hub(tmp_path_factory):
    problem = hubtools.missing_message()
    if problem:
        pytest.fail(problem, pytrace=False)
    running = hubtools.start_hub(tmp_path_factory.mktemp("hub"))
    try:
        yield running
    finally:
        running.stop()
        left = hubtools.left_behind(running)
        assert not left, "processes left after the hub stopped:\n" + "\n".join(left)

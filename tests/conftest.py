"""Checks before any test runs: the suite must test the code as it is in the tree."""

from __future__ import annotations

import pytest

from terra_widget._compiled import stale_extensions


def pytest_sessionstart(session):
    stale = stale_extensions()
    if stale:
        pytest.exit("compiled modules older than their source: " + ", ".join(stale)
                    + ". Run `make compile` (or `make test`, which does it) and retry.",
                    returncode=4)

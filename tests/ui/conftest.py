"""Fixtures for the widget tests; helpers live in ui_support.py."""

import pytest

from terra_widget.session.session import AUTOSAVE_ENV


@pytest.fixture(autouse=True)
def _autosave_off(monkeypatch):
    """No test writes an autosave into the repository: off unless a test names a path."""
    monkeypatch.setenv(AUTOSAVE_ENV, "off")

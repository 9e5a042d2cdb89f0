"""Fixtures for the classroom tests; helpers live in classroom_support.py."""

from __future__ import annotations

import pytest
from classroom_support import make_table


@pytest.fixture
def db(tmp_path):
    return tmp_path / "classroom.db"


@pytest.fixture
def table4(db):
    t = make_table(db)
    yield t
    t.store.close()


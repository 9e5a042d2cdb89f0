"""A Voila app opened with ``?projector=1`` starts in projector mode (the teacher's
projector link), unless the notebook says otherwise with ``projector=``."""

from __future__ import annotations

import pytest

import terra_widget
from terra_widget.ui import projector_requested

PLAYERS = ["Ana", "Ben", "Chloé"]


@pytest.mark.parametrize("query, expected", [
    ("projector=1", True), ("projector=true", True), ("lang=fr&projector=yes", True),
    ("projector=0", False), ("projector=", False), ("", False), ("projectors=1", False),
])
def test_projector_requested_reads_the_address(query, expected):
    assert projector_requested({"QUERY_STRING": query}) is expected


def test_no_query_at_all_means_normal_mode():
    assert projector_requested({}) is False


def test_play_follows_the_address_when_projector_is_left_out(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "projector=1")
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False)
    assert "terra-projector" in app._dom_classes
    app.close()


def test_an_explicit_projector_argument_wins_over_the_address(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "projector=1")
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False, projector=False)
    assert "terra-projector" not in app._dom_classes
    app.close()
    monkeypatch.delenv("QUERY_STRING")
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False)
    assert "terra-projector" not in app._dom_classes
    app.close()

"""The classroom short game in the app: ``play(..., length="short")``, a Voila app opened
with ``?length=short``, "play again" keeping it, and a room whose tables play it."""

from __future__ import annotations

import pytest

import terra_widget
from terra_widget.rules import to_record
from terra_widget.rules.setup import short_crises
from terra_widget.ui import length_requested

PLAYERS = ["Ana", "Ben", "Chloé"]


@pytest.mark.parametrize("query, expected", [
    ("length=short", "short"), ("projector=1&length=SHORT", "short"),
    ("length=full", "full"), ("length=", "full"), ("", "full"), ("length=half", "full"),
])
def test_length_requested_reads_the_address(query, expected):
    assert length_requested({"QUERY_STRING": query}) == expected


def test_play_short_deals_the_short_game_and_play_again_keeps_it(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False, length="short")
    try:
        assert app.state.config.length == "short"
        assert app.state.config.crises == short_crises()
        app.controller.file_actions.play_again()  # game over: "Play again" (R1.6)
        assert app.state.config.length == "short"
    finally:
        app.close()


def test_play_follows_the_address_and_an_argument_wins(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "length=short")
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False)
    assert app.state.config.length == "short"
    app.close()
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False, length="full")
    assert app.state.config.length == "full" and len(app.state.config.crises) == 18
    app.close()
    with pytest.raises(ValueError, match="length must be 'full' or 'short'"):
        terra_widget.play(PLAYERS, seed=1, autosave=False, length="medium")


def test_a_room_of_short_games(tmp_path):
    from terra_widget.rooms.room import Room

    room = Room.open([3, 4], path=tmp_path / "room.db", seed=3, length="short")
    tables = room.store.tables(room.code)
    assert len(tables) == 2
    for table in tables:  # the set-up each table's game is dealt from (R7.4)
        assert room.store.record(table.id)["length"] == "short"
    assert to_record(terra_widget.rules.new_game(3, seed=1))["crises"] is None

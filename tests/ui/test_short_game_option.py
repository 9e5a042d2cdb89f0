"""The classroom short game in the app: ``play(..., length="short")``, a Voila app opened
with ``?length=short``, the Settings tab's "Game length" (``terra-length``), "play again"
keeping it, and a room whose tables play it."""

from __future__ import annotations

import pytest
from ui_support import human_move

import terra_widget
from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import DEFAULT_CRISES, to_record
from terra_widget.rules.face.setup import short_crises
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


def _app(monkeypatch, lang="en", **kwargs):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    return terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False, lang=lang,
                             **kwargs)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_settings_offer_the_short_game_in_every_language(monkeypatch, lang):
    app = _app(monkeypatch, lang)
    try:
        length = app.secondary.length
        assert "terra-length" in length._dom_classes
        assert length in app.secondary.settings.children  # in the Settings tab, visible
        t = translator(lang)
        assert [label for label, _ in length.options] == [t("length.full"),
                                                           t("length.short")]
        assert [value for _, value in length.options] == ["full", "short"]
        assert length.description == t("label.length") and length.value == "full"
        assert "12" in length.tooltip and "18" in length.tooltip  # crises (R1.3)
    finally:
        app.close()


def test_choosing_short_before_anyone_moved_deals_a_short_game(monkeypatch):
    app = _app(monkeypatch)
    try:
        players = app.state.players
        app.secondary.length.value = "short"
        assert app.state.config.length == "short"
        assert app.state.config.crises == short_crises()  # R1.3: 12 crises
        assert app.state.players == players and list(app.state.history) == []
        assert app.controller.alert == (translator("en")("length.dealt_short"), False)
        assert "short game" in app.table.alert.value
        app.controller.file_actions.play_again()  # New game at its end: short again
        assert app.state.config.length == "short"
        app.secondary.length.value = "full"  # and back: the rulebook's 18 crises
        assert app.state.config.length == "full"
        assert tuple(app.state.config.crises) == tuple(DEFAULT_CRISES)
    finally:
        app.close()


def test_a_game_under_way_keeps_its_length_until_new_game(monkeypatch):
    import random

    app = _app(monkeypatch)
    try:
        human_move(app, random.Random(2))
        moves = list(app.state.history)
        app.secondary.length.value = "short"
        assert app.state.config.length == "full" and list(app.state.history) == moves
        assert app.controller.alert == (translator("en")("length.next_short"), False)
        assert app.secondary.length.value == "short"
        app.controller.file_actions.play_again()  # game over: New game (R1.6)
        assert app.state.config.length == "short" and list(app.state.history) == []
    finally:
        app.close()


def test_a_bad_length_is_refused_and_changes_nothing(monkeypatch):
    app = _app(monkeypatch)
    try:
        with pytest.raises(ValueError, match="length must be one of 'full', 'short'"):
            app.controller.file_actions.set_length("medium")
        assert app.state.config.length == "full"
        assert app.controller.file_actions.length == "full"
    finally:
        app.close()

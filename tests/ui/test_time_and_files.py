"""Time travel (undo, redo, jump), saving and loading, autosave and resume."""

from __future__ import annotations

import json
import random
from datetime import datetime, timezone

import pytest
from ui_support import RandomBot, click_action, human_move, make_app

import terra_widget
from terra_widget.rules import from_json, new_game, to_json
from terra_widget.ui.session import AUTOSAVE_ENV, AUTOSAVE_NAME, Session, parse_game_file

PLAYERS = ["Ana", "Ben", "Chloé", "Dev"]


def played(moves=40, seed=2, **kwargs):
    """An app after ``moves`` moves, Ana and Chloé people, Ben and Dev computer players."""
    app = terra_widget.play(PLAYERS, bots={"Ben": "random", "Dev": "cooperative"}, seed=seed,
                            speed="manual", **kwargs)
    rng = random.Random(seed)
    while len(app.state.history) < moves and not app.state.is_over:
        if app.step() is None:
            human_move(app, rng)
    return app


# ------------------------------------------------------------------------------ undo/redo
def test_undo_goes_back_to_the_last_human_decision_over_bot_moves():
    app = played(30)
    app.run_bots()
    last_human = max(i for i, a in enumerate(app.state.history) if a.seat in (0, 2)
                     and i not in app.controller.auto_moves)  # a forced move is no decision
    expected = to_json(app.state.rewind(last_human))
    now = to_json(app.state)
    app.teacher_toggle.value = True  # back past a draw: all hands open (#11, controller.py)
    app.undo_button.click()
    assert to_json(app.state) == expected
    assert app.state.to_act in (0, 2)  # a person's decision, not a bot's
    assert app.redo_button.disabled is False
    app.redo_button.click()
    assert to_json(app.state) == now
    assert app.redo_button.disabled is True
    assert not app.errors


def test_undo_then_a_different_move_drops_the_undone_future():
    app = terra_widget.play(PLAYERS, bots={"Ben": "random", "Dev": "cooperative"}, seed=2,
                            speed="manual")
    rng = random.Random(2)
    while app.step() is not None or len(app.state.legal_actions()) < 2:
        if app.session.human_to_act() is not None:
            human_move(app, rng)
    legal = app.state.legal_actions()
    click_action(app, legal[0])
    app.run_bots()
    app.undo_button.click()
    assert app.state.legal_actions() == legal
    assert app.redo_button.disabled is False
    click_action(app, legal[1])
    assert app.session.timeline == app.state.history  # the undone future is gone
    assert app.redo_button.disabled is True
    assert not app.errors


def test_undo_is_disabled_at_the_start_and_without_people_steps_one_move():
    state = new_game(3, seed=1)
    bots = {s: RandomBot(s) for s in range(3)}
    app = make_app(state, bots)
    assert app.undo_button.disabled is True
    for _ in range(5):
        app.step()
    before = to_json(app.state.rewind(4))
    app.undo_button.click()
    assert to_json(app.state) == before
    assert app.session.bot_to_act() is not None and app._bots_held
    assert "paused" in app.status.value


def test_jump_to_any_moment_and_back():
    app = played(50)
    end = to_json(app.state)
    n = len(app.state.history)
    app.teacher_toggle.value = True  # back past a draw: all hands open (#11, controller.py)
    app.jump.value = 17
    assert app.jump_label.value.startswith("17. ")
    app.jump_button.click()
    assert to_json(app.state) == to_json(app.state.rewind(17)) == to_json(
        from_json(end).rewind(17))
    assert app.jump.max == n
    app.jump.value = n
    app.jump_button.click()
    assert to_json(app.state) == end
    app.jump.value = 0
    assert "Start of the game" in app.jump_label.value
    app.jump_button.click()
    assert app.state.history == []
    assert not app.errors


def test_time_travel_labels_never_reveal_a_hoard_or_a_draw():
    app = played(120, seed=11)
    timeline = app.session.timeline
    names = app.session.players
    for i, action in enumerate(timeline, start=1):
        app.jump.value = i
        label = app.jump_label.value
        if type(action).__name__ in ("Hoard", "Draw"):
            assert not any(app.t.card(c) in label for c in getattr(action, "cards", ()))
            assert names[action.seat] in label


# ---------------------------------------------------------------------------- save / load
def test_save_and_load_restore_the_identical_game(tmp_path):
    app = played(45)
    path = tmp_path / "lesson.json"
    app.file_path.value = str(path)
    app.save_button.click()
    assert "Game saved" in app.notice.value
    assert json.loads(path.read_text())["format"] == "terra_widget.record"
    other = terra_widget.play(PLAYERS, bots={"Ben": "random", "Dev": "cooperative"}, seed=99,
                              speed="manual")
    other.file_path.value = str(path)
    other.load_button.click()
    assert to_json(other.state) == to_json(app.state)
    assert "Game loaded" in other.notice.value
    assert sorted(other.session.bots) == [1, 3]  # Ben and Dev are still computer players
    assert not app.errors and not other.errors


@pytest.mark.parametrize("content, reason", [
    ("this is not json", "not valid JSON"),
    ('{"format": "something else"}', "not a terra_widget game record"),
    ("[1, 2, 3]", "JSON object"),
])
def test_a_bad_file_shows_a_clear_error_and_leaves_the_game_as_it_was(tmp_path, content,
                                                                        reason):
    app = played(25)
    before = to_json(app.state)
    path = tmp_path / "bad.json"
    path.write_text(content)
    app.file_path.value = str(path)
    app.load_button.click()
    assert to_json(app.state) == before
    assert "terra-error-box" in app.notice.value
    assert reason in app.notice.value and "has not changed" in app.notice.value
    assert not app.errors  # a handled problem, not a crash


def test_a_tampered_record_and_a_missing_file_are_refused(tmp_path):
    app = played(25)
    before = to_json(app.state)
    record = json.loads(before)
    record["actions"][3] = {"type": "hoard", "seat": 0, "cards": ["red-1", "red-1", "red-1"]}
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record))
    app.file_path.value = str(path)
    app.load_button.click()
    assert to_json(app.state) == before and "cannot be replayed" in app.notice.value
    app.file_path.value = str(tmp_path / "missing.json")
    app.load_button.click()
    assert to_json(app.state) == before and "missing.json" in app.notice.value


def test_upload_a_game_file_from_the_browser(tmp_path):
    source = played(30)
    data = source.session.record_json().encode()
    app = terra_widget.play(PLAYERS, seed=5, speed="manual")
    app.upload.value = ({"name": "from-home.json", "type": "application/json",
                         "size": len(data), "content": memoryview(data),
                         "last_modified": datetime(2024, 5, 1, tzinfo=timezone.utc)},)
    assert to_json(app.state) == to_json(source.state)
    assert "from-home.json" in app.notice.value
    assert app.upload.value == ()  # ready for the next file


# ------------------------------------------------------------------------ autosave/resume
def test_autosave_after_every_action_then_resume_restores_the_identical_game(tmp_path):
    path = tmp_path / "class.terra-autosave.json"
    app = terra_widget.play(PLAYERS, bots={"Ben": "random", "Dev": "cooperative"}, seed=8,
                            speed="manual", autosave=path)
    assert not path.exists()  # nothing played yet
    rng = random.Random(8)
    for _ in range(30):
        if app.step() is None:
            human_move(app, rng)
        saved, bots = parse_game_file(path.read_bytes())
        assert to_json(saved) == to_json(app.state)
        assert bots == {"Ben": "random", "Dev": "cooperative"}
    # "kernel restart": the same cell runs again
    again = terra_widget.play(PLAYERS, bots={"Ben": "random", "Dev": "cooperative"}, seed=8,
                              speed="manual", autosave=path)
    assert again.offer_box.layout.display != "none"
    assert again.game_box.layout.display == "none"
    assert "Ana, Ben, Chloé and Dev" in again.offer_html.value
    assert again.state.history == []  # nothing replaced before the teacher chooses
    again.draw_button.click()  # (hidden) game buttons do nothing until then
    assert again.step() is None and again.state.history == []
    again.resume_button.click()
    assert to_json(again.state) == to_json(app.state)
    assert again.game_box.layout.display != "none"
    assert sorted(again.session.bots) == [1, 3]
    assert not again.errors


def test_resume_keeps_the_saved_bots_when_the_cell_names_none(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    app = played(12, autosave=path)
    again = terra_widget.play(PLAYERS, seed=8, speed="manual", autosave=path)
    again.resume_button.click()
    assert to_json(again.state) == to_json(app.state)
    assert again.session.specs == {1: "random", 3: "cooperative"}


def test_new_game_instead_of_resume_starts_over_and_replaces_the_autosave(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    played(12, autosave=path)
    again = terra_widget.play(PLAYERS, seed=8, speed="manual", autosave=path)
    again.new_game_button.click()
    assert again.state.history == [] and again.state.seed == 8
    saved, _ = parse_game_file(path.read_bytes())
    assert to_json(saved) == to_json(again.state)


def test_a_finished_game_is_not_offered_and_a_damaged_autosave_is_reported(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    app = played(5000, autosave=path)
    assert app.state.is_over
    fresh = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=path)
    assert fresh.offer_box.layout.display == "none"
    path.write_text("{ broken")
    fresh = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=path)
    assert fresh.offer_box.layout.display == "none"
    assert "could not be read" in fresh.notice.value
    fresh.draw_button.click()  # the lesson goes on
    assert not fresh.errors


def test_default_autosave_folder_comes_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(AUTOSAVE_ENV, str(tmp_path / "saves"))
    app = terra_widget.play(PLAYERS, seed=3, speed="manual")
    app.draw_button.click()
    assert (tmp_path / "saves" / AUTOSAVE_NAME).exists()
    monkeypatch.setenv(AUTOSAVE_ENV, "off")
    app = terra_widget.play(PLAYERS, seed=3, speed="manual")
    app.draw_button.click()
    assert app.autosave_path is None
    monkeypatch.delenv(AUTOSAVE_ENV)
    app = terra_widget.play(PLAYERS, seed=3, speed="manual")
    assert app.autosave_path == tmp_path / AUTOSAVE_NAME  # next to the notebook


def test_an_autosave_that_cannot_be_written_is_reported_once_and_play_goes_on(tmp_path):
    folder = tmp_path / "is-a-folder"
    folder.mkdir()
    app = terra_widget.play(PLAYERS, seed=3, speed="manual", autosave=folder,
                            auto_forced=False)  # (the End turn below is a click)
    app.draw_button.click()
    assert "Automatic saving failed" in app.notice.value
    assert len(app.state.history) == 1 and not app.errors
    (app.end_turn_button if not app.end_turn_button.disabled else app.pass_button).click()
    assert "Automatic saving failed" in app.notice.value  # stays until saving works again
    app.autosave_path = tmp_path / "ok.terra-autosave.json"
    app.undo_button.click()
    assert "Automatic saving failed" not in app.notice.value


def test_session_go_to_checks_its_range():
    session = Session(new_game(3, seed=1))
    with pytest.raises(IndexError, match="0..0"):
        session.go_to(3)

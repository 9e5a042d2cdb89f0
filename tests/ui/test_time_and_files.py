"""Time travel (undo, redo, jump), saving and loading, autosave and resume."""

from __future__ import annotations

import asyncio
import html
import json
import random
from datetime import datetime, timezone

import pytest
from ui_support import RandomBot, all_text, click_action, human_move, make_app, visible

import terra_widget
from terra_widget.rules import from_json, new_game, to_json
from terra_widget.session.saves import SAVES_FOLDER, autosave_name
from terra_widget.session.session import AUTOSAVE_ENV, Session, parse_game_file

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
    # back past a draw only with every hand open: the drawn card is hidden (R7.5,
    # session/controller_time.py)
    app.secondary.teacher_toggle.value = True
    app.secondary.undo_button.click()
    assert to_json(app.state) == expected
    assert app.state.to_act in (0, 2)  # a person's decision, not a bot's
    assert app.secondary.redo_button.disabled is False
    app.secondary.redo_button.click()
    assert to_json(app.state) == now
    assert app.secondary.redo_button.disabled is True
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
    app.secondary.undo_button.click()
    assert app.state.legal_actions() == legal
    assert app.secondary.redo_button.disabled is False
    click_action(app, legal[1])
    assert app.session.timeline == app.state.history  # the undone future is gone
    assert app.secondary.redo_button.disabled is True
    assert not app.errors


def test_undo_is_disabled_at_the_start_and_without_people_steps_one_move():
    state = new_game(3, seed=1)
    bots = {s: RandomBot(s) for s in range(3)}
    app = make_app(state, bots)
    assert app.secondary.undo_button.disabled is True
    for _ in range(5):
        app.step()
    before = to_json(app.state.rewind(4))
    app.secondary.undo_button.click()
    assert to_json(app.state) == before
    assert app.session.bot_to_act() is not None and app._bots_held
    assert "paused" in app.table.status.value


def test_jump_to_any_moment_and_back():
    app = played(50)
    end = to_json(app.state)
    n = len(app.state.history)
    # back past a draw only with every hand open: the drawn card is hidden (R7.5,
    # session/controller_time.py)
    app.secondary.teacher_toggle.value = True
    app.secondary.jump.value = 17
    assert app.secondary.jump_label.value.startswith("17. ")
    app.secondary.jump_button.click()
    assert to_json(app.state) == to_json(app.state.rewind(17)) == to_json(
        from_json(end).rewind(17))
    assert app.secondary.jump.max == n
    app.secondary.jump.value = n
    app.secondary.jump_button.click()
    assert to_json(app.state) == end
    app.secondary.jump.value = 0
    assert "Start of the game" in app.secondary.jump_label.value
    app.secondary.jump_button.click()
    assert app.state.history == []
    assert not app.errors


def test_time_travel_labels_never_reveal_a_hoard_or_a_draw():
    app = played(120, seed=11)
    timeline = app.session.timeline
    names = app.session.players
    for i, action in enumerate(timeline, start=1):
        app.secondary.jump.value = i
        label = app.secondary.jump_label.value
        if type(action).__name__ in ("Hoard", "Draw"):
            assert not any(app.t.card(c) in label for c in getattr(action, "cards", ()))
            assert names[action.seat] in label


# ---------------------------------------------------------------------------- save / load
def said(app) -> str:
    """Every text the widget shows now (messages may sit beside the file controls or in
    the status area, depending on the layout)."""
    return html.unescape(all_text(app))


def jumped_back(app, moment: int) -> None:
    """Go back to ``moment`` as a teacher does to discuss it (all hands open: going back
    past a draw is the teacher's action)."""
    app.secondary.teacher_toggle.value = True
    app.secondary.jump.value = moment
    app.secondary.jump_button.click()
    assert app.session.position == moment


@pytest.fixture
def notebook_folder(tmp_path, monkeypatch):
    """The notebook's folder (the kernel's working folder), where the file box saves."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_save_and_load_restore_the_whole_timeline_at_the_moment_shown(notebook_folder):
    app = played(60)
    whole = to_json(app.state)
    jumped_back(app, 10)
    app.secondary.file_path.value = "lesson"
    app.secondary.save_button.click()
    assert "Game saved to lesson.terra.json" in said(app)
    data = json.loads((notebook_folder / "lesson.terra.json").read_text())
    assert data["moment"] == 10 and len(data["record"]["actions"]) == 60
    other = terra_widget.play(PLAYERS, bots={"Ben": "random", "Dev": "cooperative"}, seed=99,
                              speed="manual")
    other.secondary.file_path.value = "lesson.terra.json"
    other.secondary.load_button.click()
    assert "Game loaded from lesson.terra.json" in said(other)
    assert other.session.position == 10 and to_json(other.state) == to_json(app.state)
    assert len(other.session.timeline) == 60
    assert sorted(other.session.bots) == [1, 3]  # Ben and Dev are still computer players
    other.secondary.teacher_toggle.value = True
    other.secondary.jump.value = 60
    other.secondary.jump_button.click()
    assert to_json(other.state) == whole
    assert not app.errors and not other.errors


@pytest.mark.parametrize("content, reason", [
    ("this is not json", "not valid JSON"),
    ('{"format": "something else"}', "not a terra_widget game record"),
    ("[1, 2, 3]", "JSON object"),
    ("[" * 50_000 + "]" * 50_000, "nests lists and objects"),
])
def test_a_bad_file_shows_a_clear_error_and_leaves_the_game_as_it_was(notebook_folder,
                                                                        content, reason):
    app = played(25)
    before = to_json(app.state)
    (notebook_folder / "bad.json").write_text(content)
    app.secondary.file_path.value = "bad.json"
    app.secondary.load_button.click()
    assert to_json(app.state) == before
    assert "terra-error-box" in app.notice.value
    assert reason in said(app) and "has not changed" in said(app)
    assert not app.errors  # a handled problem, not a crash


def test_a_tampered_record_and_a_missing_file_are_refused(notebook_folder):
    app = played(25)
    before = to_json(app.state)
    record = json.loads(before)
    record["actions"][3] = {"type": "hoard", "seat": 0, "cards": ["red-1", "red-1", "red-1"]}
    (notebook_folder / "tampered.json").write_text(json.dumps(record))
    app.secondary.file_path.value = "tampered.json"
    app.secondary.load_button.click()
    assert to_json(app.state) == before and "cannot be replayed" in said(app)
    app.secondary.file_path.value = "missing.json"
    app.secondary.load_button.click()
    assert to_json(app.state) == before
    assert "There is no file named “missing.json” here." in said(app)


def test_an_error_never_echoes_the_whole_file(notebook_folder):
    app = played(5)
    secret = "PILE-ORDER-" * 4000
    (notebook_folder / "odd.terra.json").write_text(json.dumps(
        {"format": "terra_widget.record", "version": 1, "players": [secret, secret],
         "seed": 1, "actions": []}))
    app.secondary.file_path.value = "odd"
    app.secondary.load_button.click()
    assert "has not changed" in said(app) and said(app).count("PILE-ORDER-") < 40


def test_upload_a_game_file_from_the_browser():
    source = played(30)
    jumped_back(source, 12)
    data = source.session.save_json().encode()
    app = terra_widget.play(PLAYERS, seed=5, speed="manual")
    app.secondary.upload.value = ({"name": "from-home.json", "type": "application/json",
                         "size": len(data), "content": memoryview(data),
                         "last_modified": datetime(2024, 5, 1, tzinfo=timezone.utc)},)
    assert to_json(app.state) == to_json(source.state) and app.session.position == 12
    assert app.session.timeline == source.session.timeline
    assert "from-home.json" in said(app)
    assert app.secondary.upload.value == ()  # ready for the next file


# ------------------------------------------------------------------- the file box
@pytest.mark.parametrize("typed", ["01_play_terra.ipynb", "../01_play_terra.terra.json",
                                   "/tmp/elsewhere.terra.json", "notes.txt"])
def test_the_file_box_never_writes_over_other_files_or_outside_the_folder(notebook_folder,
                                                                         typed):
    notebook = notebook_folder / "01_play_terra.ipynb"
    notebook.write_text('{"cells": []}')
    app = played(8)
    app.secondary.file_path.value = typed
    app.secondary.save_button.click()
    assert notebook.read_text() == '{"cells": []}'
    assert sorted(p.name for p in notebook_folder.iterdir()) == ["01_play_terra.ipynb"]
    assert "terra-error-box" in app.notice.value and ".terra.json" in said(app)
    assert not app.errors


def test_saving_over_an_existing_game_file_asks_first(notebook_folder):
    app = played(20)
    kept = notebook_folder / "group-a.terra.json"
    kept.write_text("last week's game")
    app.secondary.file_path.value = "group-a"
    app.secondary.save_button.click()
    assert "“group-a.terra.json” already exists. Overwrite it with this game?" in said(app)
    assert visible(app.secondary.overwrite_yes, app) and visible(app.secondary.overwrite_no, app)
    assert kept.read_text() == "last week's game"
    app.secondary.overwrite_no.click()
    assert kept.read_text() == "last week's game" and "Nothing was saved" in said(app)
    assert not visible(app.secondary.overwrite_yes, app)
    app.secondary.save_button.click()
    app.secondary.overwrite_yes.click()
    assert "Game saved to group-a.terra.json" in said(app)
    assert len(json.loads(kept.read_text())["record"]["actions"]) == 20
    assert not visible(app.secondary.overwrite_yes, app)


def test_file_errors_are_sentences_in_the_games_language(notebook_folder):
    (notebook_folder / "dossier.terra.json").mkdir()
    app = terra_widget.play(PLAYERS, seed=3, speed="manual", lang="fr")
    app.secondary.file_path.value = "dossier"
    app.secondary.save_button.click()
    text = said(app)
    assert "« dossier.terra.json » est un dossier, pas un fichier de partie." in text
    assert "Is a directory" not in text and "Errno" not in text
    app.secondary.file_path.value = "absent"
    app.secondary.load_button.click()
    assert "Il n'y a pas de fichier nommé « absent.terra.json » ici." in said(app)
    assert "No such file" not in said(app)


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
    assert "Ana, Ben, Chloé and Dev" in again.offer_view.offer_html.value
    assert again.state.history == []  # nothing replaced before the teacher chooses
    again.seat.draw_button.click()  # (hidden) game buttons do nothing until then
    assert again.step() is None and again.state.history == []
    again.offer_view.resume_button.click()
    assert to_json(again.state) == to_json(app.state)
    assert again.game_box.layout.display != "none"
    assert sorted(again.session.bots) == [1, 3]
    assert not again.errors


def test_time_travel_never_loses_moves_after_a_restart(tmp_path):
    """A class plays 60 moves, jumps back to move 10, and the kernel restarts: Resume
    brings back all 60 moves and the moment shown (no work lost to time travel)."""
    path = tmp_path / "class.terra-autosave.json"
    app = played(60, autosave=path)
    whole = to_json(app.state)
    jumped_back(app, 10)
    again = terra_widget.play(PLAYERS, bots={"Ben": "random", "Dev": "cooperative"}, seed=8,
                              speed="manual", autosave=path)
    assert "shown at move 10 of 60" in again.offer_view.offer_html.value
    again.offer_view.resume_button.click()
    assert again.session.position == 10 and len(again.session.timeline) == 60
    assert to_json(again.state) == to_json(app.state)
    again.secondary.teacher_toggle.value = True
    again.secondary.jump.value = 60
    again.secondary.jump_button.click()
    assert to_json(again.state) == whole
    assert not again.errors


def test_resume_keeps_the_saved_bots_when_the_cell_names_none(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    app = played(12, autosave=path)
    again = terra_widget.play(PLAYERS, seed=8, speed="manual", autosave=path)
    again.offer_view.resume_button.click()
    assert to_json(again.state) == to_json(app.state)
    assert again.session.specs == {1: "random", 3: "cooperative"}


def test_a_game_of_another_set_up_is_not_offered(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    played(12, autosave=path)
    other = terra_widget.play(PLAYERS, bots={"Dev": "selfish"}, seed=8, speed="manual",
                              autosave=path)
    assert other.offer_box.layout.display == "none" and other.state.history == []
    teams = terra_widget.play(PLAYERS, teams=True, seed=8, speed="manual", autosave=path)
    assert teams.offer_box.layout.display == "none"


def test_new_game_keeps_the_old_autosave_and_several_games_are_listed(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    first = played(12, autosave=path)
    again = terra_widget.play(PLAYERS, seed=8, speed="manual", autosave=path)
    assert parse_game_file(path.read_bytes())[0].history == first.state.history
    # the first save of the new game keeps the old one aside
    again.offer_view.new_game_button.click()
    assert again.state.history == [] and again.state.seed == 8
    backups = [p for p in tmp_path.iterdir() if p != path]
    assert len(backups) == 1 and ".backup-" in backups[0].name
    assert parse_game_file(backups[0].read_bytes())[0].history == first.state.history
    assert "The earlier automatic save was kept as" in said(again)
    again.seat.draw_button.click()  # (a forced End turn may follow by itself)
    moves = len(again.state.history)
    assert parse_game_file(path.read_bytes())[0].history == again.state.history
    assert len(list(tmp_path.iterdir())) == 2  # no second backup of its own file
    # next restart: both unfinished games are offered, newest first, with turn and time
    third = terra_widget.play(PLAYERS, seed=8, speed="manual", autosave=path)
    assert "Several unfinished games" in third.offer_view.offer_html.value
    labels = list(third.offer_view.resume_choice.options)
    assert len(labels) == 2 and visible(third.offer_view.resume_choice, third)
    assert labels[0].startswith(f"Ana, Ben, Chloé and Dev, turn {again.state.turn}, "
                                f"{moves} moves, saved ")
    assert "12 moves" in labels[1] and "UTC" in labels[1]
    third.offer_view.resume_choice.index = 1
    third.offer_view.resume_button.click()
    assert third.state.history == first.state.history
    # the chosen game is this autosave's again; the other one is kept as a backup
    assert parse_game_file(path.read_bytes())[0].history == first.state.history
    assert sorted(len(parse_game_file(p.read_bytes())[0].history)
                  for p in tmp_path.iterdir()) == sorted([moves, 12])


def test_an_unknown_strategy_is_resumed_as_a_person_and_said(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    app = played(12, autosave=path)
    data = json.loads(path.read_text())
    data["bots"]["Dev"] = data["setup"]["bots"]["Dev"] = "genius-from-next-year"
    path.write_text(json.dumps(data))
    again = terra_widget.play(PLAYERS, seed=8, speed="manual", autosave=path)
    assert "“genius-from-next-year” is unknown here: a person plays Dev" in \
        again.offer_view.offer_html.value
    again.offer_view.resume_button.click()
    assert to_json(again.state) == to_json(app.state)
    assert again.session.specs == {1: "random"} and not again.errors


def test_a_finished_game_is_not_offered_and_a_damaged_autosave_is_reported(tmp_path):
    path = tmp_path / "a.terra-autosave.json"
    app = played(5000, autosave=path)
    assert app.state.is_over
    fresh = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=path)
    assert fresh.offer_box.layout.display == "none"
    path.write_text("{ broken")
    fresh = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=path)
    assert fresh.offer_box.layout.display == "none"
    assert "could not be read" in said(fresh)
    fresh.seat.draw_button.click()  # the lesson goes on
    assert not fresh.errors
    assert "{ broken" in [p.read_text() for p in tmp_path.iterdir()]  # kept, not destroyed


def test_each_notebook_and_group_gets_its_own_autosave(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(AUTOSAVE_ENV)
    monkeypatch.setenv("JPY_SESSION_NAME", str(tmp_path / "01_play_terra.ipynb"))
    class_game = terra_widget.play(PLAYERS, seed=3, speed="manual")
    class_game.seat.draw_button.click()
    # out of the lesson folder's way, where a class looks for its notebooks: one folder
    # beside the notebook
    folder = tmp_path / SAVES_FOLDER
    assert list(tmp_path.iterdir()) == [folder]
    [saved] = folder.iterdir()
    assert saved.name == autosave_name(PLAYERS, "01_play_terra")
    assert class_game.autosave_path == saved
    monkeypatch.setenv("JPY_SESSION_NAME", str(tmp_path / "04_teacher_guide.ipynb"))
    demo = terra_widget.play(PLAYERS, seed=3, speed="manual")
    assert demo.offer_box.layout.display == "none"  # notebook 01's game is not offered
    demo.seat.draw_button.click()
    group_b = terra_widget.play(["Eve", "Fay", "Gus"], seed=3, speed="manual")
    group_b.seat.draw_button.click()
    assert len(list(folder.iterdir())) == 3  # nobody overwrote anybody
    monkeypatch.setenv(AUTOSAVE_ENV, str(tmp_path / "saves"))
    elsewhere = terra_widget.play(PLAYERS, seed=3, speed="manual")
    elsewhere.seat.draw_button.click()
    assert (tmp_path / "saves" / autosave_name(PLAYERS, "04_teacher_guide")).exists()
    monkeypatch.setenv(AUTOSAVE_ENV, "off")
    app = terra_widget.play(PLAYERS, seed=3, speed="manual")
    app.seat.draw_button.click()
    assert app.autosave_path is None


def test_running_the_cell_again_stops_the_previous_widget(tmp_path):
    """Running the cell again replaces the game: the old widget's computer players stop
    and it no longer writes the file, so two widgets never fight over one autosave."""
    path = tmp_path / "a.terra-autosave.json"
    seen = {}

    async def lesson():
        everyone = {name: "random" for name in PLAYERS}
        old = terra_widget.play(PLAYERS, bots=everyone, seed=4, speed="fast", autosave=path)
        await asyncio.sleep(1.2)  # the computer players move on the event loop
        seen["old_before"] = len(old.state.history)
        new = terra_widget.play(PLAYERS, bots=everyone, seed=4, speed="manual",
                                autosave=path)
        seen["file_at_switch"] = path.read_bytes()
        seen["old_at_switch"] = len(old.state.history)
        await asyncio.sleep(1.2)
        seen["old_after"] = len(old.state.history)
        seen["file_after"] = path.read_bytes()
        seen["old"], seen["new"] = old, new

    asyncio.run(lesson())
    assert seen["old_before"] > 0  # it was really playing
    assert seen["old_after"] == seen["old_at_switch"]  # and then it stopped
    assert seen["file_after"] == seen["file_at_switch"]  # nobody else writes the file
    assert seen["old"].comm is None  # the old widget is closed
    seen["new"].offer_view.resume_button.click()
    assert seen["new"].state.history == seen["old"].state.history


def test_an_autosave_that_cannot_be_written_is_reported_once_and_play_goes_on(tmp_path):
    folder = tmp_path / "is-a-folder"
    folder.mkdir()
    app = terra_widget.play(PLAYERS, seed=3, speed="manual", autosave=folder,
                            auto_forced=False)  # (the End turn below is a click)
    app.seat.draw_button.click()
    assert "Automatic saving failed: “is-a-folder” is a folder" in said(app)
    assert len(app.state.history) == 1 and not app.errors
    seat = app.seat
    (seat.end_turn_button if not seat.end_turn_button.disabled else seat.pass_button).click()
    assert "Automatic saving failed" in said(app)  # stays until saving works again
    folder.rmdir()
    app.secondary.teacher_toggle.value = True  # undo past a draw is the teacher's (all hands open)
    app.secondary.undo_button.click()
    assert "Automatic saving failed" not in said(app)
    assert folder.is_file()


def test_session_go_to_checks_its_range():
    session = Session(new_game(3, seed=1))
    with pytest.raises(IndexError, match="0..0"):
        session.go_to(3)


def test_the_name_already_in_the_file_box_saves_and_loads(notebook_folder):
    app = played(6)
    app.secondary.save_button.click()  # no typing: the proposed name is a game-file name
    assert "Game saved to terra-game.terra.json" in said(app)
    app.secondary.load_button.click()
    assert "Game loaded from terra-game.terra.json" in said(app) and not app.errors

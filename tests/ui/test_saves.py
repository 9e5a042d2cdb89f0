"""Saved games without any widget (no class loses its work): the game file keeps the whole
timeline and the moment shown, each game has its own autosave, Resume is offered only for
the same set-up, no saved game is destroyed without a backup, the file box stays in the
notebook's folder, OS errors become sentences in every language, and a new run of a cell
closes the old widget of the same game.

No ipywidgets here: this is the layer under the widget (``session/session.py``, ``session/saves/``).
"""

from __future__ import annotations

import errno
import json
import os
import random
from datetime import datetime, timezone
from pathlib import Path

import pytest

from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import RecordError, new_game, to_json, to_record
from terra_widget.session import saves
from terra_widget.session.saves import (
    AUTOSAVE_SUFFIX,
    GAME_SUFFIX,
    Autosaver,
    SaveError,
    autosave_name,
    find_resumable,
    load_target,
    notebook_stem,
    players_slug,
    save_target,
    setup_of,
)
from terra_widget.session.session import (
    AUTOSAVE_ENV,
    Session,
    default_autosave_path,
    parse_game_file,
    read_game_file,
)

PLAYERS = ["Ana", "Ben", "Chloé", "Dev"]


def session_after(moves: int, *, seed: int = 4, players=PLAYERS, specs=None) -> Session:
    """A Session after ``moves`` random legal moves (no strategy objects needed)."""
    session = Session(new_game(players, seed=seed), {}, specs or {})
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def write(path: Path, session: Session) -> Path:
    path.write_text(session.game_file_json(), encoding="utf-8")
    return path


# ------------------------------------------------------------- the game file (item 1)
def test_the_game_file_keeps_the_whole_timeline_and_the_moment_shown():
    """Play 60 moves, jump back to move 10: the file holds all 60 and says 10 is shown."""
    session = session_after(60)
    whole = to_json(session.state)
    session.go_to(10)
    data = json.loads(session.game_file_json())
    assert data["format"] == "terra_widget.autosave" and data["version"] == 2
    assert data["moment"] == 10
    assert len(data["record"]["actions"]) == 60
    game = read_game_file(json.dumps(data))
    assert game.moment == 10 and to_json(game.state) == whole
    resumed = Session(new_game(3, seed=1))
    resumed.replace(game.state, {}, {}, moment=game.moment)
    assert resumed.position == 10 and resumed.timeline == session.timeline
    assert to_json(resumed.state) == to_json(session.state)  # the moment on screen
    resumed.go_to(60)  # and redo brings back every later move
    assert to_json(resumed.state) == whole


def test_after_time_travel_the_file_follows_the_timeline_and_a_new_move_drops_the_future():
    session = session_after(30)
    session.go_to(12)
    session.go_to(20)  # forward again: the cached end of the timeline is still right
    assert len(json.loads(session.game_file_json())["record"]["actions"]) == 30
    # back to the first moment with a choice, then play something else than before
    n = next(i for i in range(12, 30) if len(session.state.rewind(i).legal_actions()) > 1)
    session.go_to(n)
    different = next(a for a in session.state.legal_actions() if a != session.timeline[n])
    session.apply(different)
    data = json.loads(session.game_file_json())
    assert len(data["record"]["actions"]) == n + 1 and data["moment"] == n + 1


def test_parse_game_file_gives_the_moment_on_screen():
    session = session_after(25)
    session.go_to(7)
    state, bots = parse_game_file(session.game_file_json())
    assert len(state.history) == 7 and bots == {}


def test_version_1_autosaves_and_plain_engine_records_are_still_read():
    session = session_after(18, specs={3: "balanced"})
    v1 = json.dumps({"format": "terra_widget.autosave", "version": 1,
                     "saved_at": "2026-01-02T03:04:05+00:00", "bots": {"Dev": "balanced"},
                     "record": to_record(session.state)})
    game = read_game_file(v1)
    assert game.version == 1 and game.moment == 18 and game.bots == {"Dev": "balanced"}
    assert game.saved_at == datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    assert game.setup == setup_of(PLAYERS, teams=False, crises=None,
                                  bots={"Dev": "balanced"})
    plain = read_game_file(to_json(session.state))
    assert plain.version == 0 and plain.moment == 18 and plain.bots == {}


@pytest.mark.parametrize("moment", [-1, 61, "10", True, 10.5, None, [10]])
def test_a_moment_outside_the_timeline_is_a_clear_record_error(moment):
    data = json.loads(session_after(60).game_file_json())
    data["moment"] = moment
    with pytest.raises(RecordError, match=r"'moment' \(the move shown\) must be a whole "
                                          r"number from 0 to 60"):
        read_game_file(json.dumps(data))


@pytest.mark.parametrize("change, message", [
    ({"version": 3}, "version 3 is not supported"),
    ({"version": True}, "not supported"),
    ({"extra": 1}, "unexpected fields in the game file: extra"),
    ({"bots": {"Dev": 3}}, "'bots' must map player names to strategy names"),
    ({"bots": ["Dev"]}, "'bots' must map"),
    ({"setup": {"players": ["Eve"], "teams": False, "crises": None, "bots": {}}},
     "'setup' does not match its record"),
    ({"setup": "x"}, "'setup' does not match"),
    ({"record": [1]}, "a game record is a JSON object"),
])
def test_a_malformed_game_file_is_a_clear_record_error(change, message):
    data = json.loads(session_after(20).game_file_json())
    data.update(change)
    with pytest.raises(RecordError, match=message):
        read_game_file(json.dumps(data))


@pytest.mark.parametrize("text, message", [
    ("[" * 100_000 + "]" * 100_000, "nests lists and objects"),  # RecursionError in json
    ('{"format": "terra_widget.autosave", "version": 2, "moment": ' + "9" * 5000 + "}",
     "not valid JSON"),                                            # int() digit limit
    (b"\xff\xfe not utf-8", "not valid JSON"),
    ("", "not valid JSON"),
])
def test_damaged_json_is_a_record_error_not_a_crash(text, message):
    with pytest.raises(RecordError, match=message):
        read_game_file(text)


def test_a_record_error_never_echoes_a_whole_file():
    data = json.loads(session_after(5).game_file_json())
    data["record"]["players"][0] = "A" * 50_000  # the engine quotes bad values
    data["record"]["players"].append(data["record"]["players"][0])
    with pytest.raises(RecordError) as info:
        read_game_file(json.dumps(data))
    assert len(str(info.value)) < saves.MAX_REASON_CHARS + 100


# ------------------------------------------------------- one autosave per game (item 2)
@pytest.mark.parametrize("environ, user_ns, stem", [
    ({"JPY_SESSION_NAME": "/home/t/lessons/01_play_terra.ipynb"}, {}, "01_play_terra"),
    ({"JPY_SESSION_NAME": "04_teacher_guide.ipynb"}, {}, "04_teacher_guide"),
    ({}, {"__vsc_ipynb_file__": r"C:\Users\t\class 3b.ipynb"}, "class 3b"),
    ({}, {"__session__": "notebooks/02_rules.ipynb"}, "02_rules"),
    ({"SCRIPT_NAME": "/voila/render/notebooks/01_play_terra.ipynb"}, {}, "01_play_terra"),
    ({"JPY_SESSION_NAME": "/home/t/console-1-abc"}, {}, None),   # a console, no notebook
    ({}, {}, None),
])
def test_the_notebook_name_is_found_where_jupyter_puts_it(environ, user_ns, stem):
    assert notebook_stem(environ, user_ns) == stem


def test_each_notebook_and_each_group_of_players_gets_its_own_autosave():
    a = autosave_name(PLAYERS, "01_play_terra")
    assert a.startswith("01_play_terra.ana-ben-chloe-dev-") and a.endswith(AUTOSAVE_SUFFIX)
    assert autosave_name(PLAYERS, "04_teacher_guide") != a
    assert autosave_name(["Eve", "Fay", "Gus"], "01_play_terra") != a
    assert autosave_name(["Ana", "Ben", "Chloe", "Dev"], "01_play_terra") != a  # accents
    assert autosave_name(list(reversed(PLAYERS)), "01_play_terra") != a  # seating order
    assert autosave_name(PLAYERS, None).startswith("terra-game.ana-ben-chloe-dev-")


def test_player_slugs_are_file_safe_and_short_whatever_the_names():
    hostile = ["../../etc", "<img src=x>", "a/b\\c:d", "名前", "x" * 300, ""]
    slug = players_slug(hostile)
    assert len(slug) <= 48 and "/" not in slug and "\\" not in slug and ".." not in slug
    assert all(ch.isalnum() or ch == "-" for ch in slug)


def test_the_default_autosave_path_names_the_game(tmp_path, monkeypatch):
    monkeypatch.setenv(AUTOSAVE_ENV, str(tmp_path))
    monkeypatch.setenv("JPY_SESSION_NAME", str(tmp_path / "01_play_terra.ipynb"))
    assert default_autosave_path(PLAYERS) == tmp_path / autosave_name(PLAYERS, "01_play_terra")
    monkeypatch.setenv(AUTOSAVE_ENV, "off")
    assert default_autosave_path(PLAYERS) is None


def wanted(bots=None, players=PLAYERS, teams=False, crises=None):
    return setup_of(players, teams=teams, crises=crises, bots=bots or {})


def test_only_a_game_of_the_same_set_up_is_offered(tmp_path):
    path = tmp_path / autosave_name(PLAYERS, "nb")
    write(path, session_after(20, specs={3: "balanced"}))
    found, problems = find_resumable(path, wanted({"Dev": "balanced"}), parse=read_game_file)
    assert [c.path for c in found] == [path] and not problems
    assert found[0].game.moment == 20
    # a call naming no computer player takes the saved ones back (re-running the cell)
    assert find_resumable(path, wanted(), parse=read_game_file)[0]
    for other in (wanted({"Dev": "selfish"}), wanted({"Ana": "balanced"}),
                  wanted({"Dev": "balanced"}, teams=True),
                  wanted({"Dev": "balanced"}, crises=[{"id": "x"}])):
        assert find_resumable(path, other, parse=read_game_file) == ([], [])


def test_finished_games_are_not_offered_and_damaged_ones_are_reported_not_removed(tmp_path):
    path = tmp_path / "g.terra-autosave.json"
    write(path, session_after(5000))
    assert find_resumable(path, wanted(), parse=read_game_file) == ([], [])
    path.write_text("{ broken")
    found, problems = find_resumable(path, wanted(), parse=read_game_file)
    assert found == [] and problems[0][0] == path and "not valid JSON" in problems[0][1]
    assert path.read_text() == "{ broken"


def test_several_fitting_games_are_listed_newest_first(tmp_path):
    path = tmp_path / "g.terra-autosave.json"
    saver = Autosaver(path)
    saver.write(session_after(10, seed=1).game_file_json())
    old = json.loads(path.read_text())
    old["saved_at"] = "2026-01-01T10:00:00+00:00"
    path.write_text(json.dumps(old))
    saver = Autosaver(path)  # another game: the first is kept as a backup
    saver.write(session_after(30, seed=2).game_file_json())
    (tmp_path / "other.terra-autosave.json").write_text(session_after(3).game_file_json())
    found, _ = find_resumable(path, wanted(), parse=read_game_file)
    assert [len(c.game.state.history) for c in found] == [30, 10]
    assert found[0].path == path and saves.BACKUP_MARK in found[1].path.name


def test_an_unknown_strategy_is_offered_with_that_seat_as_a_person(tmp_path):
    path = tmp_path / "g.terra-autosave.json"
    write(path, session_after(12, specs={1: "random", 3: "genius-from-the-future"}))
    found, _ = find_resumable(path, wanted(), parse=read_game_file,
                              strategy_known=saves.strategy_known)
    assert found and found[0].unknown_bots == {"Dev": "genius-from-the-future"}
    # the call names Ben's strategy only (Dev a person): still the same game
    found, _ = find_resumable(path, wanted({"Ben": "random"}), parse=read_game_file,
                              strategy_known=saves.strategy_known)
    assert found and found[0].unknown_bots == {"Dev": "genius-from-the-future"}
    assert saves.strategy_known("balanced:0.3") and not saves.strategy_known("genius")


def test_a_new_game_keeps_the_previous_autosave_as_a_backup(tmp_path):
    path = tmp_path / "g.terra-autosave.json"
    first = session_after(40).game_file_json()
    path.write_text(first)
    saver = Autosaver(path)
    backup = saver.write(session_after(1, seed=9).game_file_json())
    assert backup is not None and backup.read_text() == first and backup.parent == tmp_path
    assert backup.name.startswith("g.backup-") and backup.name.endswith(AUTOSAVE_SUFFIX)
    assert saver.write(session_after(2, seed=9).game_file_json()) is None  # its own file now
    assert len(list(tmp_path.iterdir())) == 2
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_resuming_a_backup_moves_it_back_and_keeps_the_other_game(tmp_path):
    path = tmp_path / "g.terra-autosave.json"
    write(path, session_after(10, seed=1))
    Autosaver(path).write(session_after(20, seed=2).game_file_json())
    found, _ = find_resumable(path, wanted(), parse=read_game_file)
    older = next(c for c in found if c.path != path)
    saver = Autosaver(path)
    saver.adopt(older.path)
    assert len(read_game_file(path.read_bytes()).state.history) == 10
    kept = [c.game.state.history for c in find_resumable(path, wanted(),
                                                         parse=read_game_file)[0]]
    assert sorted(map(len, kept)) == [10, 20]  # the 20-move game is a backup now
    assert saver.write(session_after(11, seed=1).game_file_json()) is None


def test_an_autosave_that_cannot_be_written_is_a_translated_error(tmp_path):
    folder = tmp_path / "is-a-folder"
    folder.mkdir()
    with pytest.raises(SaveError) as info:
        Autosaver(folder).write("{}")
    assert info.value.key == "file.is_folder"
    assert "folder" in translator("en")(info.value.key, **info.value.params)


# ------------------------------------------------------------------ file box (item 4)
@pytest.mark.parametrize("typed", ["/etc/passwd", "/tmp/x.terra.json", "~/x.terra.json",
                                   "../x.terra.json", "a/../../x.terra.json",
                                   "C:\\Users\\x.terra.json", "..", "sub/../../x"])
def test_the_file_box_never_leaves_the_notebooks_folder(tmp_path, typed):
    with pytest.raises(SaveError) as info:
        save_target(tmp_path, typed)
    assert info.value.key == "file.outside"
    with pytest.raises(SaveError):
        load_target(tmp_path, typed)


def test_a_symlink_out_of_the_folder_is_refused(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    folder = tmp_path / "lesson"
    folder.mkdir()
    (folder / "escape").symlink_to(outside, target_is_directory=True)
    (folder / "link.terra.json").symlink_to(outside / "x.terra.json")
    for typed in ("escape/x.terra.json", "link.terra.json"):
        with pytest.raises(SaveError, match="file.outside"):
            save_target(folder, typed)


@pytest.mark.parametrize("typed, key", [
    ("01_play_terra.ipynb", "file.bad_suffix"),   # the typo that replaced a notebook
    ("lesson.json", "file.bad_suffix"),
    ("x.terra-autosave.json", "file.bad_suffix"),  # autosaves are the widget's own
    ("notes.txt", "file.bad_suffix"),
    ("   ", "file.name_empty"),
])
def test_only_game_file_names_are_written(tmp_path, typed, key):
    with pytest.raises(SaveError) as info:
        save_target(tmp_path, typed)
    assert info.value.key == key
    sentence = translator("en")(key, **info.value.params)
    assert (GAME_SUFFIX in sentence) and (key == "file.name_empty" or typed.strip() in sentence)


def test_a_name_without_suffix_gets_it_and_an_existing_file_is_reported(tmp_path):
    target = save_target(tmp_path, "  lesson 3 ")
    assert target.path == tmp_path / "lesson 3.terra.json" and not target.exists
    assert target.name == "lesson 3.terra.json"
    (tmp_path / "lesson 3.terra.json").write_text("{}")
    assert save_target(tmp_path, "lesson 3.terra.json").exists
    assert save_target(tmp_path, "saves/week2").path == tmp_path / "saves" / "week2.terra.json"
    (tmp_path / "d.terra.json").mkdir()
    with pytest.raises(SaveError, match="file.is_folder"):
        save_target(tmp_path, "d")


def test_loading_accepts_game_files_autosaves_and_older_json_saves(tmp_path):
    for name in ("a.terra.json", "b.terra-autosave.json", "terra-game.json"):
        (tmp_path / name).write_text("{}")
        assert load_target(tmp_path, name).path == tmp_path / name
    assert load_target(tmp_path, "a").path == tmp_path / "a.terra.json"
    with pytest.raises(SaveError, match="file.os.not_found"):
        load_target(tmp_path, "missing.terra.json")
    (tmp_path / "n.ipynb").write_text("{}")
    with pytest.raises(SaveError, match="file.load_suffix"):
        load_target(tmp_path, "n.ipynb")


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "big.terra.json"
    with open(big, "wb") as fh:
        fh.truncate(saves.MAX_GAME_FILE_BYTES + 1)
    with pytest.raises(SaveError, match="file.too_large"):
        saves.read_game_bytes(big)


# --------------------------------------------------------------- OS errors as sentences
@pytest.mark.parametrize("code, key", [
    (errno.ENOENT, "file.os.not_found"), (errno.EACCES, "file.os.denied"),
    (errno.EPERM, "file.os.denied"), (errno.ENOSPC, "file.os.full"),
    (errno.EROFS, "file.os.read_only"), (errno.EISDIR, "file.is_folder"),
    (errno.ENOTDIR, "file.os.not_folder"), (errno.ENAMETOOLONG, "file.os.too_long"),
    (errno.EIO, "file.os.other"),
])
def test_os_errors_become_a_sentence_in_every_language(code, key):
    error = saves.os_error(OSError(code, os.strerror(code)), "lesson.terra.json")
    assert error.key == key
    english = translator("en")(key, **error.params)
    assert "lesson.terra.json" in english and os.strerror(code) not in english
    for lang in LANGUAGES:
        text = translator(lang)(key, **error.params)
        assert "lesson.terra.json" in text
        if lang != "en":
            assert text != english
    if key == "file.os.other":
        assert "EIO" in english


def test_a_folder_without_write_permission_gives_the_translated_sentence(tmp_path,
                                                                         monkeypatch):
    # (the tests run as root, which ignores folder permissions: the refusal is simulated)
    def refuse(path, text, **options):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    monkeypatch.setattr(saves.autosaves, "write_atomic", refuse)
    with pytest.raises(SaveError) as info:
        Autosaver(tmp_path / "x.terra-autosave.json").write("{}")
    assert info.value.key == "file.os.denied"
    assert "x.terra-autosave.json" in translator("de")("file.os.denied", **info.value.params)


# ------------------------------------------------------- one live widget per game (item 3)
class FakeApp:
    def __init__(self):
        self.closed = 0

    def close(self):
        self.closed += 1


def test_a_new_widget_for_the_same_autosave_closes_the_old_one(tmp_path):
    path = tmp_path / "g.terra-autosave.json"
    old, new, other = FakeApp(), FakeApp(), FakeApp()
    assert saves.claim(path, old) is None
    assert saves.claim(tmp_path / "other.terra-autosave.json", other) is None
    assert saves.claim(tmp_path / "." / "g.terra-autosave.json", new) is old  # same file
    assert (old.closed, new.closed, other.closed) == (1, 0, 0)
    saves.release(path, old)  # a closed app forgetting itself leaves the new one in place
    assert saves.claim(path, FakeApp()) is new and new.closed == 1


# --------------------------------------------- GameFiles: the panel's logic, no widgets
def en(message) -> str:
    return saves.translate(translator("en"), message)


def test_save_asks_before_overwriting_and_no_keeps_the_file(tmp_path):
    session = session_after(30)
    session.go_to(9)
    desk = saves.GameFiles(session, folder=tmp_path)
    notice = desk.save("lesson")
    assert notice.key == "file.saved" and not notice.error
    assert en(notice) == "Game saved to lesson.terra.json."
    saved = read_game_file((tmp_path / "lesson.terra.json").read_bytes())
    assert saved.moment == 9 and len(saved.state.history) == 30  # the whole timeline
    (tmp_path / "lesson.terra.json").write_text("the teacher's copy")
    notice = desk.save("lesson.terra.json")
    assert notice.ask and en(notice) == ("“lesson.terra.json” already exists. Overwrite it "
                                         "with this game?")
    assert (tmp_path / "lesson.terra.json").read_text() == "the teacher's copy"
    assert desk.confirm_overwrite(False).key == "file.save_cancelled"
    assert (tmp_path / "lesson.terra.json").read_text() == "the teacher's copy"
    assert desk.confirm_overwrite(True) is None  # nothing is pending any more
    desk.save("lesson")
    assert desk.confirm_overwrite(True).key == "file.saved"
    assert read_game_file((tmp_path / "lesson.terra.json").read_bytes()).moment == 9
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lesson.terra.json"]  # no .tmp


def test_the_typo_that_replaced_a_notebook_is_refused_in_every_language(tmp_path):
    notebook = tmp_path / "01_play_terra.ipynb"
    notebook.write_text('{"cells": []}')
    desk = saves.GameFiles(session_after(5), folder=tmp_path)
    for typed in ("01_play_terra.ipynb", str(notebook), "../01_play_terra.ipynb"):
        notice = desk.save(typed)
        assert notice.error and not notice.ask
    assert notebook.read_text() == '{"cells": []}'
    notice = desk.save("01_play_terra.ipynb")
    assert ".terra.json" in en(notice) and "01_play_terra.terra.json" in en(notice)
    french = saves.translate(translator("fr"), notice)
    assert "Impossible d'enregistrer" in french and "finissent par .terra.json" in french


def test_load_gives_the_game_and_its_moment_or_a_short_clear_error(tmp_path):
    session = session_after(40, specs={3: "selfish"})
    session.go_to(15)
    desk = saves.GameFiles(session, folder=tmp_path)
    desk.save("week2")
    notice, game = desk.load("week2")
    assert notice.key == "file.loaded" and game.moment == 15 and game.bots == {"Dev": "selfish"}
    notice, game = desk.load("missing")
    assert game is None and en(notice) == ("Could not load missing: There is no file named "
                                           "“missing.terra.json” here. The game on screen has "
                                           "not changed.")
    secret = "SECRET-HAND " * 5000
    (tmp_path / "bad.terra.json").write_text('{"format": "terra_widget.record", "version": 1, '
                                             f'"players": ["{secret}"], "seed": 1, '
                                             '"actions": []}')
    notice, game = desk.load("bad")
    assert game is None and notice.error and len(en(notice)) < 500
    notice, game = desk.load_bytes(b" " * (saves.MAX_GAME_FILE_BYTES + 1), source="big.json")
    assert game is None and "too large" in en(notice)


def test_a_loaded_or_resumed_unknown_strategy_becomes_a_person_said_clearly(tmp_path):
    session = session_after(12, specs={1: "random", 3: "genius"})
    desk = saves.GameFiles(session, folder=tmp_path)
    notice, game = desk.load_bytes(session.save_json().encode(), source="x.terra.json")
    assert notice.key == "file.loaded"
    assert game.bots == {"Ben": "random"} and game.unknown_bots == {"Dev": "genius"}
    [said] = desk.unknown_bot_notices(game)
    assert en(said) == ("Dev's computer strategy “genius” is unknown here: a person plays Dev "
                        "after resuming.")


def test_autosave_waits_for_the_offer_then_keeps_a_backup_of_the_other_game(tmp_path):
    path = tmp_path / "nb.terra-autosave.json"
    old = session_after(25)
    write(path, old)
    fresh = Session(new_game(PLAYERS, seed=99))
    desk, notices = saves.GameFiles.for_new_game(fresh, autosave=path, folder=tmp_path)
    assert [len(c.game.state.history) for c in desk.offers] == [25] and notices == []
    assert en(desk.describe(desk.offers[0])).startswith("Ana, Ben, Chloé and Dev, turn ")
    assert desk.autosave() is None  # nothing written while the offer is shown
    assert read_game_file(path.read_bytes()).state.history == old.state.history  # untouched
    desk.new_game()
    fresh.apply(fresh.state.legal_actions()[0])
    notice = desk.autosave()
    assert notice.key == "file.backup" and saves.BACKUP_MARK in notice.params["name"]
    backup = tmp_path / notice.params["name"]
    assert read_game_file(backup.read_bytes()).state.history == old.state.history
    assert len(read_game_file(path.read_bytes()).state.history) == 1
    assert desk.autosave() is None  # the file is this game's own now: no second backup


def test_resume_restores_the_moment_and_the_file_stays_the_games_own(tmp_path):
    path = tmp_path / "nb.terra-autosave.json"
    old = session_after(60)
    old.go_to(10)
    write(path, old)
    fresh = Session(new_game(PLAYERS, seed=1))
    desk, _ = saves.GameFiles.for_new_game(fresh, autosave=path, folder=tmp_path)
    assert en(desk.moment_notice(desk.offers[0])) == "shown at move 10 of 60"
    game, notices = desk.resume(0)
    assert notices == [] and desk.offers == []
    fresh.replace(game.state, {}, {}, moment=game.moment)
    assert fresh.position == 10 and fresh.timeline == old.timeline
    assert desk.autosave() is None and list(tmp_path.iterdir()) == [path]


def test_a_damaged_autosave_is_reported_and_left_in_place(tmp_path):
    path = tmp_path / "nb.terra-autosave.json"
    path.write_text("{ broken")
    desk, notices = saves.GameFiles.for_new_game(Session(new_game(PLAYERS, seed=1)),
                                                 autosave=path, folder=tmp_path)
    assert desk.offers == [] and "could not be read" in en(notices[0])
    desk.session.apply(desk.session.state.legal_actions()[0])
    assert desk.autosave().key == "file.backup"  # moved aside, not overwritten
    assert [p.read_text() for p in tmp_path.iterdir() if p != path] == ["{ broken"]


def test_a_failing_autosave_is_a_sentence_and_a_closed_desk_writes_nothing(tmp_path):
    folder = tmp_path / "taken"
    folder.mkdir()
    desk = saves.GameFiles(session_after(3), folder=tmp_path, autosave=folder)
    notice = desk.autosave()
    assert notice.error and desk.autosave_failed == notice
    assert en(notice).startswith("Automatic saving failed: “taken” is a folder, not a game "
                                 "file.")
    good = tmp_path / "ok.terra-autosave.json"
    desk.autosaver = saves.Autosaver(good)
    assert desk.autosave() is None and desk.autosave_failed is None and good.exists()
    desk.close()
    good.unlink()
    assert desk.autosave() is None and not good.exists()


# ------------------------------------------------------------ malformed game files, sampled
def _mutations(data: dict, rng: random.Random, n: int):
    """``n`` damaged copies of a game file: a field removed or replaced by a value of
    another kind (deep nesting, a 5,000-digit number, a long text...), or bytes cut/flipped."""
    oddities = [None, True, -1, 0, "__HUGE__", 1.5, "", "x" * 10_000, [], {}, [[[]]],
                "[" * 3000, {"format": "terra_widget.record"}, ["draw"]]

    def paths(node, prefix=()):
        yield prefix
        if isinstance(node, dict):
            for key, value in node.items():
                yield from paths(value, prefix + (key,))
        elif isinstance(node, list):
            for i, value in enumerate(node[:8]):
                yield from paths(value, prefix + (i,))

    where = [p for p in paths(data) if p]
    text = json.dumps(data)
    for _ in range(n):
        kind = rng.random()
        if kind < 0.15:
            raw = bytearray(text.encode())
            if rng.random() < 0.5:
                raw = raw[:rng.randrange(len(raw))]
            else:
                raw[rng.randrange(len(raw))] = rng.randrange(256)
            yield bytes(raw)
            continue
        copy = json.loads(text)
        path = rng.choice(where)
        parent = copy
        for step in path[:-1]:
            parent = parent[step]
        if kind < 0.35 and isinstance(parent, dict):
            parent.pop(path[-1], None)
        else:
            parent[path[-1]] = rng.choice(oddities)
        yield json.dumps(copy).replace('"__HUGE__"', "9" * 5000)  # beyond int() limits


def test_a_thousand_damaged_game_files_each_give_a_record_error_or_a_valid_game(tmp_path):
    session = session_after(40, specs={3: "balanced"})
    session.go_to(25)
    data = json.loads(session.game_file_json())
    desk = saves.GameFiles(session, folder=tmp_path)
    before = to_json(session.state)
    outcomes = {"refused": 0, "read": 0}
    for text in _mutations(data, random.Random(11), 1000):
        try:
            game = read_game_file(text)
        except RecordError as exc:
            assert len(str(exc)) < saves.MAX_REASON_CHARS + 100
            outcomes["refused"] += 1
        else:  # a harmless change (say, saved_at): still a whole, consistent game
            assert 0 <= game.moment <= len(game.state.history)
            outcomes["read"] += 1
        raw = text if isinstance(text, bytes) else text.encode()
        notice, _game = desk.load_bytes(raw, source="x.terra.json")
        assert notice.key in ("file.loaded", "file.load_error")
    assert outcomes["refused"] > 500 and to_json(session.state) == before


def test_each_offered_game_says_its_turn_time_and_moment(tmp_path):
    path = tmp_path / "nb.terra-autosave.json"
    old = session_after(60)
    old.go_to(10)
    write(path, old)
    desk, _ = saves.GameFiles.for_new_game(Session(new_game(PLAYERS, seed=1)), autosave=path)
    label = desk.offer_label(translator("en"), desk.offers[0])
    saved = desk.offers[0].game.saved_at.strftime("%Y-%m-%d %H:%M UTC")
    assert label == (f"Ana, Ben, Chloé and Dev, turn {old.state.turn}, 60 moves, saved "
                     f"{saved} (shown at move 10 of 60)")


def test_two_kernels_saving_the_same_file_keep_both_games(tmp_path):
    """Two Voila visitors (two kernels, so no shared registry) play the same set-up in
    one folder: neither game is ever written over the other, and they do not ping-pong."""
    path = tmp_path / "nb.terra-autosave.json"
    first, second = session_after(10, seed=1), session_after(20, seed=2)
    desk_a = saves.GameFiles(first, folder=tmp_path, autosave=path)
    desk_b = saves.GameFiles(second, folder=tmp_path, autosave=path)
    assert desk_a.autosave() is None
    assert desk_b.autosave().key == "file.backup"  # B's new game keeps A's file aside
    notice = desk_a.autosave()  # A notices that someone else saved its file
    assert notice.key == "file.moved" and "so both are kept" in en(notice)
    for _ in range(3):
        assert desk_a.autosave() is None and desk_b.autosave() is None
    lengths = sorted(len(read_game_file(p.read_bytes()).state.history)
                     for p in tmp_path.iterdir())
    assert lengths == [10, 10, 20]  # A's older copy (the backup), A now, B
    assert len(read_game_file(path.read_bytes()).state.history) == 20
    assert len(read_game_file(desk_a.autosave_path.read_bytes()).state.history) == 10


# ------------------------------------------- names too long, files that are not files
@pytest.mark.parametrize("typed", ["a" * 256, "a" * 250, "é" * 130, "sub/" + "b" * 300,
                                   "x/" * 2100 + "game"],
                         ids=["256 letters", "250 + suffix", "130 accents", "long part",
                              "long path"])
def test_r27_a_name_too_long_is_refused_in_every_language_without_a_path(tmp_path, typed):
    # in words, never "Something went wrong: [Errno 36] File name too long: '/abs/path…'"
    # (the message must not show the folder's path either)
    desk = saves.GameFiles(session_after(5), folder=tmp_path)
    for notice in (desk.save(typed), desk.load(typed)[0]):
        assert notice.error and not notice.ask
        assert notice.params["reason"].key == "file.name_too_long"
        for lang in LANGUAGES:
            text = saves.translate(translator(lang), notice)
            assert "255" in text and str(tmp_path) not in text and "Errno" not in text
            assert typed[:39] in text and typed not in text  # its start only
    assert list(tmp_path.iterdir()) == []


def test_r27_the_longest_name_the_system_allows_is_still_saved(tmp_path):
    desk = saves.GameFiles(session_after(5), folder=tmp_path)
    name = "a" * (255 - len(GAME_SUFFIX))
    assert desk.save(name).key == "file.saved"
    assert desk.load(name)[0].key == "file.loaded"


@pytest.mark.parametrize("kind", ["device", "fifo", "symlink"])
def test_r27_the_file_box_neither_saves_over_nor_reads_what_is_not_a_file(tmp_path, kind):
    # never "Overwrite?" and a device node replaced by a game file; a FIFO is not read
    # (it would wait for ever)
    import stat

    path = tmp_path / "odd.terra.json"
    if kind == "device":
        if os.geteuid() != 0:
            pytest.skip("making a device node (mknod) needs root; the tests run as root in CI")
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        (tmp_path / "real.terra.json").write_text("kept")
        path.symlink_to(tmp_path / "real.terra.json")
    desk = saves.GameFiles(session_after(5), folder=tmp_path)
    notice = desk.save("odd")
    assert notice.error and not notice.ask
    assert notice.params["reason"].key == "file.not_regular"
    for lang in LANGUAGES:
        assert "odd.terra.json" in saves.translate(translator(lang), notice)
    if kind != "symlink":  # loading through a link inside the folder reads its target
        assert desk.load("odd")[0].params["reason"].key == "file.not_regular"
    assert stat.S_IFMT(os.lstat(path).st_mode) == {
        "device": stat.S_IFCHR, "fifo": stat.S_IFIFO, "symlink": stat.S_IFLNK}[kind]


def test_r27_a_game_file_is_private_and_says_why(tmp_path):
    desk = saves.GameFiles(session_after(5), folder=tmp_path)
    old = os.umask(0o022)
    try:
        assert desk.save("lesson").key == "file.saved"
        Autosaver(tmp_path / f"a{AUTOSAVE_SUFFIX}").write("{}")
    finally:
        os.umask(old)
    assert os.stat(tmp_path / "lesson.terra.json").st_mode & 0o777 == 0o600
    assert os.stat(tmp_path / f"a{AUTOSAVE_SUFFIX}").st_mode & 0o777 == 0o600


def test_r1_1_a_game_file_written_with_decomposed_names_keeps_its_computer_player():
    # R1.1: names in NFD (another system, a hand edit) must still name the same player,
    # so the bot keeps its seat and the set-up still matches its record
    import unicodedata

    nfc, nfd = (unicodedata.normalize(f, "Chloé") for f in ("NFC", "NFD"))
    session = session_after(12, players=["Ana", "Ben", nfc, "Dev"], specs={2: "selfish"})
    text = session.game_file_json()
    assert nfc in text or "Chlo\\u00e9" in text
    decomposed = text.replace(nfc, nfd).replace("Chlo\\u00e9", "Chloe\\u0301")
    assert decomposed != text
    loaded = read_game_file(decomposed.encode("utf-8"))
    assert loaded.state.players == ("Ana", "Ben", nfc, "Dev")
    assert loaded.bots == {nfc: "selfish"}


# ------------------------------------------- one saves' folder, old backups pruned
def _games_at(path: Path, n: int) -> list[int]:
    """Start ``n`` games one after the other at ``path`` (each keeps the one before as a
    backup); game ``i`` has ``i + 1`` moves and is written at time ``1000 + i``."""
    for i in range(n):
        Autosaver(path).write(session_after(i + 1, seed=i).game_file_json())
        os.utime(path, (1000 + i, 1000 + i))
    return list(range(n))


def _moves_in(files) -> list[int]:
    return sorted(len(read_game_file(p.read_bytes()).state.history) for p in files)


def test_old_backups_are_pruned_and_the_resumed_game_never_is(tmp_path):
    path = tmp_path / "g.terra-autosave.json"
    _games_at(path, 9)
    backups = [p for p in tmp_path.iterdir() if p != path]
    assert len(backups) == saves.KEEP_BACKUPS
    assert _moves_in(backups) == [4, 5, 6, 7, 8]  # the newest five of the eight older games
    assert _moves_in([path]) == [9]
    # resume the oldest game kept: it moves to ``path`` intact; game 9 becomes a backup
    oldest = next(p for p in backups if _moves_in([p]) == [4])
    text = oldest.read_bytes()
    saver = Autosaver(path)
    saver.adopt(oldest)
    assert path.read_bytes() == text  # nothing of the resumed game lost
    backups = [p for p in tmp_path.iterdir() if p != path]
    assert _moves_in(backups) == [5, 6, 7, 8, 9]  # still five, the newest ones
    saver.write(session_after(5, seed=3).game_file_json())  # playing on: its own file
    assert len(list(tmp_path.iterdir())) == saves.KEEP_BACKUPS + 1


def test_a_game_saved_beside_the_notebook_is_offered_and_moves_into_the_saves_folder(
        tmp_path):
    """Autosaves written before the saves' folder existed are still resumed: nothing is
    lost, and the lesson folder is left with the folder only."""
    path = tmp_path / saves.SAVES_FOLDER / "nb.terra-autosave.json"
    old = session_after(25)
    write(tmp_path / path.name, old)
    fresh = Session(new_game(PLAYERS, seed=99))
    desk, notices = saves.GameFiles.for_new_game(fresh, autosave=path, folder=tmp_path)
    assert [len(c.game.state.history) for c in desk.offers] == [25] and notices == []
    game, _ = desk.resume(0)
    assert game.state.history == old.state.history
    assert list(tmp_path.iterdir()) == [path.parent] and list(path.parent.iterdir()) == [path]
    assert read_game_file(path.read_bytes()).state.history == old.state.history

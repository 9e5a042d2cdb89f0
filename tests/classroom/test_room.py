"""Rooms as the teacher runs them: tables for a class, two tables played at
once, the class summary and its CSV, every classroom text in five languages."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from terra_widget.i18n import LANGUAGES, placeholders, strings, translator
from terra_widget.rooms.errors import ClassroomError
from terra_widget.rooms.room import Room, plan_tables
from terra_widget.rooms.store import Store
from terra_widget.rules import from_record

CLASSROOM = Path(__file__).resolve().parents[2] / "terra_widget" / "rooms"


@pytest.mark.parametrize("students, sizes", [
    (24, [5, 5, 5, 5, 4]), (25, [5, 5, 5, 5, 5]), (7, [4, 3]), (4, [4]), (1, [3]),
    (12, [4, 4, 4]), ([4, 6, 3], [4, 6, 3])])
def test_a_class_is_split_into_tables_of_three_to_five(students, sizes):
    assert plan_tables(students) == sizes


@pytest.mark.parametrize("bad", [0, -3, "24", [2, 4], [7], [], True, 4.5])
def test_bad_table_plans_say_what_is_allowed(bad):
    with pytest.raises(ClassroomError, match="number of students"):
        plan_tables(bad)


def test_every_error_raised_has_its_text_in_every_language():
    raised = set()
    for path in CLASSROOM.rglob("*.py"):
        raised |= set(re.findall(r'(?:ClassroomError|WrongPin|ActedFirst)\("([a-z_]+)"',
                                 path.read_text()))
    assert len(raised) >= 15
    for lang in LANGUAGES:
        table = strings(lang)
        for name in raised:
            assert f"classroom.error.{name}" in table, (lang, name)
    used = set()
    for path in CLASSROOM.rglob("*.py"):
        used |= set(re.findall(r'"(classroom\.[a-z_]+\.[a-z_]+)"', path.read_text()))
    for key in used:
        for lang in LANGUAGES:
            assert key in strings(lang), (lang, key)
            assert placeholders(strings(lang)[key]) == placeholders(strings("en")[key])


def test_an_error_speaks_the_language_of_the_device(db):
    store = Store(db)
    with pytest.raises(ClassroomError) as info:
        store.room("zzz")
    assert "zzz" in str(info.value)
    assert "ZZZ" not in info.value.message(translator("fr"))  # the code as typed
    assert "Aucune salle" in info.value.message(translator("fr"))
    assert "Kein Raum" in info.value.message(translator("de"))


def _play_out(room: Room, pins, *, pick=lambda legal: legal[-1]):
    """Every student plays ``pick`` of the legal moves; the bots play themselves."""
    store = room.store
    for _ in range(5000):
        busy = False
        for info in room.tables():
            state = store.state(info.id)
            if state.is_over:
                continue
            busy = True
            if store.step_bots(info.id):
                continue
            seat = state.to_act
            store.submit(info.id, len(state.history), seat, pick(state.legal_actions()),
                         pins[(info.number, seat)])
        if not busy:
            return
    raise AssertionError("the games did not end")


def test_two_tables_of_one_room_play_at_once_and_the_summary_and_csv_are_right(db):
    room = Room.open([3, 4], path=db, seed=3, bot_delay=0)
    store = room.store
    pins = {}
    names = iter(["Ana", "Ben", "=cmd()", "Dev", "Eve"])
    for info in room.tables():
        for seat in range(info.n_seats - (1 if info.number == 2 else 0)):
            pins[(info.number, seat)] = store.take_seat(room.code, info.id, seat,
                                                        next(names, f"S{seat}"))
    room.start()
    first, second = room.tables()
    assert first.seed != second.seed
    # interleave the two tables' moves, each table's record stays its own
    _play_out(room, pins, pick=lambda legal: legal[0] if len(legal) % 2 else legal[-1])
    summary = room.summary()
    states = {info.number: from_record(store.record(info.id)) for info in room.tables()}
    expected_saved = sum(not s.outcome.lost for s in states.values())
    assert summary.counts["saved"] == expected_saved
    assert summary.counts["lost"] == 2 - expected_saved
    assert summary.counts["ongoing"] == 0
    assert f"{expected_saved} of 2 tables saved the world" in summary.text()
    rows = list(csv.reader(io.StringIO(summary.to_csv())))
    assert rows[0][:3] == ["table", "seat", "player"]
    assert len(rows) == 1 + 3 + 4
    for row in rows[1:]:
        number, seat = int(row[0]), int(row[1]) - 1
        state = states[number]
        assert row[2].lstrip("'") == state.players[seat]
        assert int(row[6]) == state.points[seat]
        assert int(row[7]) == state.hoard_points(seat)
        assert int(row[8]) == state.final_score(seat)
        assert [int(x) for x in row[9:12]] == list(state.contributed[seat])
        assert row[3] == ("yes" if store.seats(state_id(room, number))[seat].kind == "bot"
                          else "no")
    assert ["'=cmd()"] == [r[2] for r in rows if "cmd" in r[2]]  # no spreadsheet formula
    given = summary.given_per_colour()
    assert given == tuple(sum(s.contributed[seat][i] for s in states.values()
                              for seat in range(s.n_players)) for i in range(3))


def state_id(room, number):
    return room.table_id(number)


def test_hoarded_points_stay_hidden_in_the_summary_until_the_game_ends(db):
    room = Room.open([3], path=db, seed=5, bot_delay=0)
    room.start()
    store = room.store
    table = room.tables()[0].id
    for _ in range(40):
        store.step_bots(table)
    assert not store.state(table).is_over
    assert all(s.hoarded is None for s in room.dashboard()[0].seats)
    assert room.summary().to_csv().splitlines()[1].split(",")[7] == ""
    room.open_hands()
    assert all(s.hoarded is not None for s in room.dashboard()[0].seats)


def test_the_teacher_reopens_a_room_after_a_restart_without_typing_the_key(db):
    room = Room.open(6, path=db, lang="de")
    room.start()
    again = Room.reopen(room.code.lower(), path=db)
    assert again.key == room.key and again.lang == "de"
    again.pause()
    assert room.info.paused
    with pytest.raises(ClassroomError, match="No room"):
        Room.reopen("QQQQQ", path=db)
    (db.parent / "classroom-keys" / f"{room.code}.key").unlink()
    with pytest.raises(ClassroomError, match="teacher key"):
        Room.reopen(room.code, path=db)
    assert Room.reopen(room.code, path=db, key=room.key).code == room.code


def test_the_key_file_is_readable_by_its_owner_only(db):
    room = Room.open(3, path=db)
    mode = (db.parent / "classroom-keys" / f"{room.code}.key").stat().st_mode & 0o777
    assert mode == 0o600


def test_assigned_seats_and_replacement_by_the_teacher(db):
    room = Room.open([3], path=db, bot_delay=0)
    room.assign(1, 2, "Ben")
    table = room.table_id(1)
    with pytest.raises(ClassroomError, match="kept for Ben"):
        room.store.take_seat(room.code, table, 1, "Zoe")
    pin = room.store.take_seat(room.code, table, 1, "Ben", room.keep_codes()[(table, 1)])
    room.start()
    room.replace(1, 2)
    seats = room.store.seats(table)
    assert seats[1].kind == "bot" and seats[1].name == "Ben"
    with pytest.raises(ClassroomError):
        room.store.check_pin(room.code, table, 1, pin)

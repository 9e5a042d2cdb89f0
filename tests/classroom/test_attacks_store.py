"""A curious or malicious student against the room's store and pages (the store half;
the server's is test_attacks_server.py): guessing PINs and keep codes through every path
a page offers, forged widget messages, names that hide characters or turn text around, a
second seat, and a damaged room file. Each attack is played from Python as a page's
messages would arrive (as tests/classroom/test_pages.py drives the pages), with a clock
that the test moves on.
"""

from __future__ import annotations

import importlib
import io
import itertools

import ipywidgets as W
import pytest

from terra_widget.cli import main
from terra_widget.rooms import store as store_mod
from terra_widget.rooms.errors import ClassroomError
from terra_widget.rooms.local import LocalRoom, LocalSeat
from terra_widget.rooms.pages.student import StudentPage
from terra_widget.rooms.pages.teacher import TeacherPage
from terra_widget.rooms.room import Room
from terra_widget.rooms.store import PIN_DIGITS, Store
from terra_widget.rooms.voila import cli as classroom_cli
from terra_widget.rules import GameState

GUESSES = 10_000
#: The students' PINs, planted where a patient guesser counting up from 0 reaches them
#: within GUESSES tries of the 8 seats (about 1,250 tries a seat) if nothing stops them.
PLANTED = (260, 320, 380, 440, 500, 560, 620, 690)
#: Characters a name must never bring to a screen: bidirectional overrides, embeddings and
#: isolates, zero-width spaces and joiners (R1.1 names; rules/face/names.py).
INVISIBLE = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u200c\u200d\u200e" \
            "\u200f\u2060\ufeff"


class Clock:
    """Time that moves one second per guess: 10,000 guesses are almost three hours."""

    def __init__(self):
        self.now = 1_000_000.0

    def __call__(self):
        return self.now


def forge_click(button: W.Button) -> None:
    """What a browser console can send for any button, disabled or hidden: the click
    message itself (ipywidgets does not look at ``disabled`` on the kernel's side)."""
    button._handle_custom_msg({"event": "click"}, [])


def all_buttons(widget) -> list[W.Button]:
    found, stack = [], [widget]
    while stack:
        w = stack.pop()
        if isinstance(w, W.Button):
            found.append(w)
        stack.extend(getattr(w, "children", ()) or ())
    return found


def pin_text(n: int) -> str:
    return f"{n:0{PIN_DIGITS}d}"


@pytest.fixture
def class_of_eight(db, monkeypatch):
    """A started room of two tables of four students whose PINs are PLANTED."""
    planted = iter(pin_text(n) for n in PLANTED)
    # where take_seat draws its PINs
    monkeypatch.setattr(importlib.import_module("terra_widget.rooms.store.seats"),
                        "new_pin", lambda: next(planted))
    clock = Clock()
    room = Room.open([4, 4], path=db, seed=5, bot_delay=0)
    room.store.clock = clock
    names = iter(("Ana", "Ben", "Chloé", "Dev", "Eve", "Fay", "Gil", "Hana"))
    seats = []
    for info in room.tables():
        for seat in range(4):
            room.store.take_seat(room.code, info.id, seat, next(names))
            seats.append((info.id, seat))
    room.start()
    yield room, clock, seats
    room.store.close()


def taken_by_guessing(attempt, seats, clock) -> int:
    """A patient guesser: round the seats, each with its own next PIN from 0 up; a locked
    seat is tried again with the same PIN later. Stops at the first seat opened."""
    next_pin = dict.fromkeys(seats, 0)
    order = itertools.cycle(seats)
    for _ in range(GUESSES):
        seat = next(order)
        clock.now += 1.0
        outcome = attempt(seat, pin_text(next_pin[seat]))
        if outcome == "opened":
            return 1
        if outcome == "wrong":
            next_pin[seat] += 1
    return 0


def test_10000_pin_guesses_at_the_store_take_no_seat(class_of_eight):
    """Every store path that takes a PIN -- coming back to a seat, checking it, playing a
    move with it -- from a new page each time (no page can be blamed)."""
    room, clock, seats = class_of_eight
    for path in ("rejoin", "check_pin", "submit"):
        attacker = Store(room.store.path, clock=clock)

        def attempt(where, pin, path=path, attacker=attacker):
            table_id, seat = where
            try:
                if path == "rejoin":
                    # the seat is named with the PIN: a PIN alone opens no seat
                    attacker.rejoin(room.code, table_id, seat, pin)
                elif path == "check_pin":
                    attacker.check_pin(room.code, table_id, seat, pin)
                else:
                    state = attacker.state(table_id)
                    attacker.submit(table_id, len(state.history), seat,
                                    state.legal_actions()[0] if state.to_act == seat
                                    else {"type": "draw", "seat": seat}, pin)
            except ClassroomError as exc:
                return "locked" if exc.error == "pin_locked" else "wrong"
            return "opened"

        assert taken_by_guessing(attempt, seats, clock) == 0, path
        attacker.close()
    assert all(room.store.seq(t) == 0 for t, _ in seats[::4])  # no move was made


def test_10000_pin_guesses_through_the_rejoin_form_take_no_seat(class_of_eight):
    room, clock, seats = class_of_eight
    page = StudentPage(LocalSeat(room.store.path, code=room.code), poll=False)
    page.backend.store.clock = clock

    def attempt(where, pin):
        if hasattr(page, "rejoin_choice"):  # the seat is chosen, then its PIN typed
            page.rejoin_choice.value = where
        page.pin_box.value = pin
        forge_click(page.rejoin_button)
        if page.seat is not None:
            return "opened"
        return "locked" if "Too many" in page.message.value else "wrong"

    assert taken_by_guessing(attempt, seats, clock) == 0
    assert page.seat is None and "terra-seat-view" not in str(page.game.children)


def test_10000_keep_code_guesses_open_no_kept_seat(db):
    """A seat the teacher kept for Ben opens with the code on the teacher's screen, not
    with the name everyone sees on the seat button."""
    clock = Clock()
    room = Room.open([4], path=db, seed=5, bot_delay=0)
    room.store.clock = clock
    room.assign(1, 2, "Ben")
    page = StudentPage(LocalSeat(db, code=room.code), poll=False)
    page.backend.store.clock = clock
    page.name_box.value = "Ben"  # the name shown on the seat button and in the refusal
    alphabet = store_mod.CODE_ALPHABET
    opened = 0
    forge_click(page.look_button)
    [choice] = [b for b in all_buttons(page.seat_choices)
                if b.description.startswith("Table 1, seat 2")]
    for n in range(GUESSES):
        clock.now += 1.0
        if hasattr(page, "keep_box"):
            page.keep_box.value = "".join(alphabet[(n // len(alphabet) ** i) % len(alphabet)]
                                          for i in range(4))
        forge_click(choice)
        if page.seat is not None:
            opened = 1
            break
    assert opened == 0
    assert room.store.seats(room.table_id(1))[1].kind == "open"
    room.store.close()


def test_forged_widget_messages_take_no_second_seat_and_make_no_move(db):
    room = Room.open([5], path=db, seed=3, bot_delay=0)  # seat 5 stays free
    table = room.table_id(1)
    pages = []
    for seat, name in enumerate(("Ana", "Ben", "Chloé", "Dev")):
        page = StudentPage(LocalSeat(db, code=room.code), poll=False)
        page.name_box.value = name
        forge_click(page.look_button)
        [choice] = [b for b in all_buttons(page.seat_choices)
                    if b.description.startswith(f"Table 1, seat {seat + 1}")]
        forge_click(choice)
        pages.append(page)
    ana = pages[0]
    # Before the start, from Ana's page: every button of it, hidden or not, many times,
    # with the other seats' names typed in.
    for name in ("Ben", "Zed", "ana"):
        ana.name_box.value = name
        for b in all_buttons(ana):
            forge_click(b)
    assert [s.name for s in room.store.seats(table)] == ["Ana", "Ben", "Chloé", "Dev", None]
    assert ana.seat.seat == 0
    room.start()
    for page in pages:
        page.refresh()
    # After the start: every button of Ana's page, the move buttons of every seat
    # included, clicked whoever is to act -- only Ana's own decisions may be played.
    for _ in range(3):
        for b in all_buttons(ana):
            forge_click(b)
        ana.refresh()
    assert {seat for _, seat, _ in room.store.actions(table)} <= {0}
    assert ana.seat.seat == 0 and room.store.seats(table)[0].name == "Ana"


@pytest.mark.parametrize("trick", ["\u200b", "\u202e", "\u2066", "\ufeff"])
def test_invisible_and_bidi_characters_never_reach_a_screen(db, trick):
    room = Room.open([4], path=db, seed=3, bot_delay=0)
    name = f"Ev{trick}e <i>x</i>"
    page = StudentPage(LocalSeat(db, code=room.code), poll=False)
    page.name_box.value = name
    forge_click(page.look_button)
    [first] = [b for b in all_buttons(page.seat_choices)
               if b.description.startswith("Table 1, seat 1")]
    forge_click(first)
    assert page.seat is not None
    teacher = TeacherPage(LocalRoom(room), poll=False)
    room.start()
    teacher.refresh()
    page.refresh()
    shown = teacher.dashboard.value + teacher.seating.value + page.header.value
    assert not set(shown) & set(INVISIBLE)
    assert "Eve &lt;i&gt;x&lt;/i&gt;" in page.header.value
    assert "Eve &lt;i&gt;x&lt;/i&gt;" in teacher.dashboard.value
    assert room.store.seats(room.table_id(1))[0].name == "Eve <i>x</i>"


@pytest.mark.parametrize("twin", ["E\u200bve", "EVE", "\uff25\uff56\uff45", "Eve\u202e",
                                  " eve "])
def test_look_alike_names_are_refused_at_one_table(db, twin):
    store = Store(db)
    code, key = store.create_room()
    table = store.add_table(code, key, 4)
    store.take_seat(code, table, 0, "Eve")
    with pytest.raises(ClassroomError) as exc:
        store.take_seat(code, table, 1, twin)
    assert exc.value.error == "name_taken"
    assert [s.kind for s in store.seats(table)] == ["human", "open", "open", "open"]


def test_one_seat_per_student_per_room(db):
    store = Store(db)
    code, key = store.create_room()
    first = store.add_table(code, key, 3)
    second = store.add_table(code, key, 3)
    store.take_seat(code, first, 0, "Eve")
    with pytest.raises(ClassroomError) as exc:
        store.take_seat(code, second, 0, "eve")  # another table, the same student
    assert exc.value.error == "name_taken"
    assert store.seats(second)[0].kind == "open"


def test_a_seat_reopened_from_another_device_shows_on_the_teachers_screen(db):
    room = Room.open([4], path=db, seed=3, bot_delay=0)
    table = room.table_id(1)
    pin = room.store.take_seat(room.code, table, 1, "Ben")
    teacher = TeacherPage(LocalRoom(room), poll=False)
    room.start()
    teacher.refresh()
    assert "reopened" not in teacher.seating.value + teacher.dashboard.value
    other = StudentPage(LocalSeat(db, code=room.code), poll=False)
    if hasattr(other, "rejoin_choice"):
        other.rejoin_choice.value = (table, 1)
    other.pin_box.value = pin
    forge_click(other.rejoin_button)
    assert other.seat is not None and other.seat.seat == 1
    teacher.refresh()
    assert "Ben (reopened on another page once)" in teacher.seating.value
    assert "Ben (reopened on another page once)" in teacher.dashboard.value


def test_a_refusal_reaches_a_french_student_in_french_without_playing_a_copy(db,
                                                                            monkeypatch):
    room = Room.open([3], path=db, seed=3, bot_delay=0, lang="fr")
    table = room.table_id(1)
    pins = [room.store.take_seat(room.code, table, s, n) for s, n in
            enumerate(("Ana", "Ben", "Chloé"))]
    room.start()
    state = room.store.state(table)
    seat = state.to_act

    def no_copy(self):
        raise AssertionError("the store played the move on a copy to learn why")

    monkeypatch.setattr(GameState, "clone", no_copy)
    page = StudentPage(LocalSeat(db, code=room.code, lang="fr"), poll=False)
    page.rejoin_choice.value = (table, seat)
    page.pin_box.value = pins[seat]
    forge_click(page.rejoin_button)
    page.act({"type": "end_turn", "seat": seat}, 0)  # the turn starts with a draw (R2.1)
    assert "Ce coup n’est pas permis maintenant : un tour commence par la pioche" \
        in page.message.value
    assert room.store.seq(table) == 0


# ------------------------------------------------------------------ a damaged room file
def _no_server(monkeypatch) -> list:
    """The command's server, replaced: the test sees whether it would have started."""
    started = []

    class Server:
        def __init__(self, cmd, env=None):
            started.append(cmd)

        def wait(self):
            return 0

    monkeypatch.setattr(classroom_cli.subprocess, "Popen", Server)
    return started


def _damaged(path):
    room = Room.open([4], path=path, seed=1)
    room.store.close()
    data = bytearray(path.read_bytes())
    data[100:4096] = bytes(range(256)) * 15 + bytes(156)  # the schema page, overwritten
    path.write_bytes(bytes(data))
    for extra in path.parent.glob(path.name + "-*"):  # no WAL left to mend it
        extra.unlink()


@pytest.mark.parametrize("damage", ["garbage", "schema", "empty"])
def test_a_damaged_or_empty_room_file_is_said_plainly(tmp_path, monkeypatch, damage):
    path = tmp_path / "room.db"
    if damage == "garbage":
        path.write_bytes(b"this is not a room file\n" * 400)
    elif damage == "schema":
        _damaged(path)
    else:
        path.write_bytes(b"")
    with pytest.raises(ClassroomError) as exc:
        Store(path)
    assert exc.value.error == ("db_empty" if damage == "empty" else "db_damaged")
    assert str(path) in str(exc.value)
    started = _no_server(monkeypatch)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["classroom", "--db", str(path)], out=out, err=err) == 2
    lines = err.getvalue().splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "Le fichier de salle" in lines[0]
    assert started == [] and out.getvalue() == ""
    assert path.stat().st_size == (0 if damage == "empty" else path.stat().st_size)


def test_an_empty_file_becomes_a_room_file_only_when_asked(tmp_path, monkeypatch):
    path = tmp_path / "room.db"
    path.write_bytes(b"")
    started = _no_server(monkeypatch)
    assert main(["classroom", "--db", str(path), "--new-db"], out=io.StringIO(),
                err=io.StringIO()) == 0
    assert len(started) == 1
    with Store(path) as store:  # now a room file
        store.create_room()

"""The student's and the teacher's pages driven from Python (Button.click, as a browser
would): joining, the PIN, clear messages, acting only on one's own decision, pause, and
that no widget of a student's page holds another seat's hidden card (R7.5)."""

from __future__ import annotations

import re

import ipywidgets as W
import pytest
from classroom_support import seen_solutions

import terra_widget
from terra_widget.i18n import translator
from terra_widget.rooms.errors import ClassroomError
from terra_widget.rooms.local import LocalRoom, LocalSeat
from terra_widget.rooms.pages.student import StudentPage
from terra_widget.rooms.pages.table import TableSight
from terra_widget.rooms.pages.teacher import TeacherPage
from terra_widget.rooms.room import Room
from terra_widget.rules import Crisis, Solution
from terra_widget.rules.face.setup import short_crises
from terra_widget.ui.panels import SeatView, TableView


def widget_texts(widget) -> list[str]:
    """Every text a widget tree sends to the browser (HTML values, labels, options)."""
    out = []
    stack = [widget]
    while stack:
        w = stack.pop()
        for attr in ("value", "description", "placeholder", "tooltip"):
            v = getattr(w, attr, None)
            if isinstance(v, str):
                out.append(v)
        for opt in getattr(w, "_options_labels", ()) or ():
            out.append(opt)
        for title in getattr(w, "titles", ()) or ():
            out.append(title or "")
        stack.extend(getattr(w, "children", ()) or ())
    return out


def buttons(widget, css: str) -> list[W.Button]:
    found, stack = [], [widget]
    while stack:
        w = stack.pop()
        if isinstance(w, W.Button) and css in w._dom_classes:
            found.append(w)
        stack.extend(getattr(w, "children", ()) or ())
    return found


def boxes(widget) -> list:
    """Every box of a widget tree (the widgets that hold others)."""
    found, stack = [], [widget]
    while stack:
        w = stack.pop()
        if getattr(w, "children", None):
            found.append(w)
            stack.extend(w.children)
    return found


def playable(page, css: str = "terra-action") -> list[W.Button]:
    """The enabled move buttons of a student's seat (SeatView keeps Draw / Pass / End turn
    in place, disabled, when it is not the seat's decision)."""
    return [b for b in buttons(page.seat_panel, css) if not b.disabled]


def hand_shown(page) -> list[str]:
    return [b.description for b in page.seat_panel.card_buttons]


def hidden_texts(state, seat, t) -> set[str]:
    """Card texts ``seat`` must never see now: Solutions of other hands and the pile that
    it cannot see anywhere (own hand, table, its log), and crises still in the pile."""
    seen = seen_solutions(state, seat)
    hidden = set()
    for other in range(state.n_players):
        if other != seat:
            hidden |= set(state.hand(other)) - seen
    hidden |= {c for c in state.pile if isinstance(c, Solution)} - seen
    texts = {t.card(c) for c in hidden}
    texts |= {t.crisis_title(c) for c in state.pile if isinstance(c, Crisis)}
    return texts


@pytest.fixture
def room(db):
    r = Room.open([4], path=db, seed=21, bot_delay=0)
    yield r
    r.store.close()


def join(room, db, name, seat_index, keep=""):
    page = StudentPage(LocalSeat(db, code=room.code.lower()), poll=False)
    page.name_box.value = name
    page.keep_box.value = keep
    page.look_button.click()
    choices = buttons(page, "terra-seat-choice")
    target = [b for b in choices if b.description.startswith(f"Table 1, seat {seat_index}")]
    target[0].click()
    return page


def test_a_student_joins_takes_a_seat_and_sees_the_pin_once(room, db):
    page = join(room, db, "<b>Ana</b>", 1)
    assert page.seat is not None and page.seat.seat == 0
    assert "terra-pin-box" in page.pin_html.value
    pin = page.backend.pin
    assert pin in page.pin_html.value
    assert "<b>Ana</b>" not in page.header.value and "&lt;b&gt;Ana&lt;/b&gt;" in page.header.value
    assert "Waiting for the teacher" in page.banner.value
    # the PIN is not kept anywhere else in the page, nor in the database in clear
    assert sum(pin in text for text in widget_texts(page)) == 1


def test_clear_messages_for_a_bad_code_a_taken_seat_and_a_wrong_pin(room, db):
    join(room, db, "Ana", 1)
    page = StudentPage(LocalSeat(db, code="NOPE"), poll=False)
    page.look_button.click()
    assert "No room has the code" in page.message.value
    page.code_box.value = room.code
    page.name_box.value = "Ben"
    page.look_button.click()
    assert [b.disabled for b in buttons(page, "terra-seat-taken")] == [True]
    other = join(room, db, "Ben", 2)
    assert other.seat.seat == 1
    page.take(room.table_id(1), 1)  # a seat taken meanwhile by someone else
    assert "already taken" in page.message.value
    page.pin_box.value = "9999" if other.backend.pin != "9999" else "8888"
    page.rejoin_button.click()
    assert "Wrong PIN for seat 1" in page.message.value  # the chosen seat counts it
    assert page.seat is None


def test_the_pages_speak_the_rooms_language(db):
    room = Room.open([3], path=db, lang="fr")
    teacher = TeacherPage(LocalRoom(room, url="http://127.0.0.1:8866/voila/render/"
                                          "student.ipynb"), poll=False)
    assert "Lancer la partie" == teacher.start_button.description
    student = StudentPage(LocalSeat(db, code=room.code, lang="fr"), poll=False)
    student.name_box.value = ""
    student.look_button.click()
    student.take(room.table_id(1), 0)
    assert "Tapez votre nom" in student.message.value


def test_a_whole_game_from_the_students_pages_with_nothing_hidden_leaking(room, db):
    pages = [join(room, db, name, i + 1) for i, name in enumerate(["Ana", "Ben", "Chloé"])]
    teacher = TeacherPage(LocalRoom(room, url="http://127.0.0.1:1/voila/render/student.ipynb"),
                          poll=False)
    assert "<svg" in teacher.qr.value and room.code in teacher.address.value
    teacher.start_button.click()
    table = room.table_id(1)
    t = translator("en")
    moves = 0
    while not room.store.state(table).is_over and moves < 2000:
        room.store.run_bots(room.code)  # the computer player, up to a student's decision
        for p in pages:
            p.refresh()
        teacher.refresh()
        state = room.store.state(table)
        if state.is_over:
            break
        for seat, p in enumerate(pages):
            mine = playable(p)
            if state.to_act == seat:
                assert mine, "the student to decide has buttons"
            else:
                assert not mine, "only the student whose decision it is may act"
            texts = "\n".join(widget_texts(p))
            for secret in hidden_texts(state, seat, t):
                # "▲ green 1" but not the counter "▲ green 1/4"
                assert not re.search(re.escape(secret) + r"(?![\d/])", texts), (seat, secret)
            assert "Every hand" not in texts
        if state.to_act < 3:
            mine = playable(pages[state.to_act])
            assert {b.terra_action for b in mine} <= set(state.legal_actions())
            mine[moves % len(mine)].click()
            moves += 1
    state = room.store.state(table)
    assert state.is_over
    for p in pages:
        p.refresh()
        assert "terra-end" in p.table.table.end_screen.value
        assert p.table.view == state.view(None)
    teacher.refresh()
    assert teacher.table.view == state.view(None)
    assert "terra-end" in teacher.table.table.end_screen.value


def test_pause_freezes_the_buttons_and_resume_gives_them_back(room, db):
    page = join(room, db, "Ana", 1)
    room.start()
    page.refresh()
    assert playable(page, "terra-draw")
    room.pause()
    page.refresh()
    assert not playable(page)
    assert "Paused by the teacher" in page.banner.value
    room.resume()
    page.refresh()
    assert playable(page, "terra-draw")


def test_two_clicks_on_a_stale_screen_say_someone_acted_first(room, db):
    page = join(room, db, "Ana", 1)
    room.start()
    page.refresh()
    draw = playable(page, "terra-draw")[0]
    twin = StudentPage(LocalSeat(db, code=room.code), poll=False)  # the same student, 2nd tab
    twin.pin_box.value = page.backend.pin
    twin.rejoin_button.click()
    playable(twin, "terra-draw")[0].click()
    draw.click()  # this screen still showed the draw
    assert "Someone acted first" in page.message.value
    assert room.store.seq(room.table_id(1)) == 1


def test_a_student_whose_kernel_died_rejoins_the_same_seat_and_hand(room, db):
    page = join(room, db, "Ana", 1)
    room.start()
    page.refresh()
    playable(page, "terra-draw")[0].click()
    hand = hand_shown(page)
    assert len(hand) == len(room.store.state(room.table_id(1)).view(0).hand)
    again = StudentPage(LocalSeat(db, code=room.code), poll=False)
    again.pin_box.value = page.backend.pin
    again.rejoin_button.click()
    assert (again.seat.table_id, again.seat.seat) == (page.seat.table_id, page.seat.seat)
    assert hand_shown(again) == hand


def test_the_teacher_controls(room, db):
    page = join(room, db, "Ana", 1)
    teacher = terra_widget.classroom(code=room.code, path=db, poll=False)
    assert isinstance(teacher, TeacherPage)
    assert "Ana" in teacher.seating.value
    teacher.start_button.click()
    assert room.info.started and teacher.start_button.disabled
    teacher.pause_button.click()
    assert room.info.paused and teacher.pause_button.description == "Resume"
    teacher.pause_button.click()
    assert not room.info.paused
    teacher.hands_button.click()
    assert not room.info.hands_open  # asked first
    teacher.confirm_button.click()
    assert room.info.hands_open and "Every hand" in teacher.hands.body.value
    assert teacher.replace_choice.options[0][1] == (1, 1)
    teacher.replace_button.click()
    assert room.store.seats(room.table_id(1))[0].kind == "human"  # asked first
    teacher.confirm_button.click()
    assert teacher.message.value == "", teacher.message.value
    assert room.store.seats(room.table_id(1))[0].kind == "bot"
    page.refresh()
    assert "computer player" in page.message.value
    assert "terra-csv-link" in teacher.csv_link.value
    assert "0 of 1 tables saved the world" in teacher.summary.value


def test_the_pages_are_the_one_screen_table(room, db):
    """The projector shows the play widget's TableView; a student's page
    the same TableView with their own SeatView in its seat slot (projector mode on the
    teacher's choice); the opened hands go in
    the projector's seat slot, never on a student's page."""
    page = join(room, db, "Ana", 1)
    teacher = TeacherPage(LocalRoom(room), poll=False)
    teacher.start_button.click()
    page.refresh()
    assert isinstance(page.table.table, TableView) and isinstance(page.seat_panel, SeatView)
    assert page.seat_panel.fixed_seat == 0
    assert page.table.table.seat_slot.children == (page.seat_panel,)
    assert isinstance(teacher.table.table, TableView) and teacher.table.seat_view is None
    assert not teacher.table.ctrl.projector  # fits 1280x720 under the controls
    teacher.projector_toggle.value = True  # the play widget's projector mode
    assert teacher.table.ctrl.projector and "terra-projector" in teacher.table._dom_classes
    assert teacher.table.table.board.width == 2 * 1200
    state = room.store.state(room.table_id(1))
    assert teacher.table.view == page.table.view == state.view(None)
    assert "Draw" in page.table.table.status.value or state.players[0] in \
        page.table.table.status.value
    teacher.hands_button.click()
    teacher.confirm_button.click()
    page.refresh()
    assert teacher.table.table.seat_slot.children == (teacher.hands,)
    assert "Every hand" in teacher.hands.body.value
    assert "Every hand" not in "\n".join(widget_texts(page))


def test_what_a_page_is_given_holds_no_other_seat(room, db):
    """TableSight: the public view, the own view and the own legal moves; asking for
    another seat's view or log is an error, not a card (R7.5)."""
    join(room, db, "Ana", 1)
    room.start()
    state = room.store.state(room.table_id(1))
    sight = TableSight(state, 1, can_act=True)
    assert sight.view(None) == state.view(None) and sight.view(1) == state.view(1)
    assert sight.legal_actions() == ()  # seat 0 decides
    with pytest.raises(PermissionError):
        sight.view(0)
    with pytest.raises(PermissionError):
        sight.visible_events(None)
    assert TableSight(state, 0, can_act=True).legal_actions() == state.legal_actions()
    assert TableSight(state, 0, can_act=False).legal_actions() == ()  # paused
    assert not any(isinstance(v, type(state)) for v in vars(sight).values())


def test_a_move_at_another_table_does_not_redraw_a_students_page(db):
    room = Room.open([3, 3], path=db, seed=5, bot_delay=0)
    page = StudentPage(LocalSeat(db, code=room.code), poll=False)
    page.name_box.value = "Ana"
    page.look_button.click()
    page.take(room.table_id(1), 0)
    room.start()
    page.refresh()
    drawn = []
    original = page.table.render
    page.table.render = lambda *a, **k: (drawn.append(1), original(*a, **k))
    room.store.run_bots(room.code)  # table 2: computer players only, to the end
    assert room.store.state(room.table_id(2)).is_over
    page.refresh()
    assert drawn == []
    playable(page, "terra-draw")[0].click()
    assert drawn == [1]
    page.refresh()
    assert drawn == [1]  # nothing new: one indexed read, no redraw


def test_the_teacher_reserves_a_seat_from_the_page(room, db):
    teacher = TeacherPage(LocalRoom(room), poll=False)
    assert teacher.reserve_row.layout.display is None  # before the start
    assert teacher.reserve_choice.options[1][1] == (1, 2)
    teacher.reserve_choice.value = (1, 2)
    teacher.reserve_name.value = "<b>Ben</b>"
    teacher.reserve_button.click()
    assert room.store.seats(room.table_id(1))[1].assigned == "<b>Ben</b>"
    assert "&lt;b&gt;Ben&lt;/b&gt;" in teacher.seating.value
    assert "<b>Ben</b>" not in teacher.seating.value
    assert "kept for <b>Ben</b>" in teacher.reserve_choice.options[1][0]  # plain text
    # someone else cannot take it; Ben can
    other = StudentPage(LocalSeat(db, code=room.code), poll=False)
    other.name_box.value = "Ana"
    other.look_button.click()
    other.take(room.table_id(1), 1)
    assert other.seat is None and "<b>Ben</b>" not in other.message.value
    assert "Seat 2 is kept for &lt;b&gt;Ben&lt;/b&gt;" in other.message.value
    ben = join(room, db, "<b>Ben</b>", 2)  # the name alone opens nothing
    assert ben.seat is None and "kept for" in ben.message.value
    code = room.keep_codes()[(room.table_id(1), 1)]
    assert code not in teacher.seating.value  # this tab may be on the projector
    teacher.codes_toggle.value = True
    assert code in teacher.seating.value  # on the teacher's screen, told to Ben
    ben = join(room, db, "<b>Ben</b>", 2, keep=code)
    assert ben.seat.seat == 1
    teacher.refresh()
    assert (1, 2) not in [v for _, v in teacher.reserve_choice.options]
    # an empty name frees a reserved seat again
    teacher.reserve_choice.value = (1, 3)
    teacher.reserve_name.value = "Chloé"
    teacher.reserve_button.click()
    teacher.reserve_name.value = ""
    teacher.reserve_button.click()
    assert room.store.seats(room.table_id(1))[2].assigned is None
    teacher.start_button.click()
    assert teacher.reserve_row.layout.display == "none"


def test_the_teachers_page_moves_the_computer_players_when_they_are_due(db):
    clock = [1000.0]
    room = Room.open([3], path=db, seed=9, bot_delay=2.0)
    room.store.clock = lambda: clock[0]
    teacher = TeacherPage(LocalRoom(room), poll=False)
    teacher.start_button.click()  # every seat is free: three computer players
    table = room.table_id(1)
    moves = room.store.seq(table)
    for _ in range(3):  # due only after the delay: polling earlier makes no move
        teacher.backend._bot_at = 0.0
        teacher.refresh()
    first = room.store.seq(table)
    assert first == moves + 1  # the first draw is due at once (no move before it), no more
    clock[0] += 5
    teacher.backend._bot_at = 0.0
    teacher.refresh()
    assert room.store.seq(table) == first + 1
    assert teacher.table.view == room.store.state(table).view(None)


def test_the_pages_say_what_just_happened_as_the_one_screen_game_does(room, db):
    """The one-screen game's status says what just played itself ("Just now: ..."); the
    classroom's pages say which moves reached them since they changed (a student who
    looked away sees what happened)."""
    page = join(room, db, "Ana", 1)
    teacher = TeacherPage(LocalRoom(room), poll=False)
    teacher.start_button.click()
    page.refresh()
    teacher.refresh()
    assert "terra-status-just" not in teacher.table.table.status.value
    playable(page, "terra-draw")[0].click()
    page.refresh()
    teacher.refresh()
    for status in (teacher.table.table.status.value, page.table.table.status.value):
        # Ana's draw: a crisis turned over (R2.1), or a Solution card
        assert "terra-status-just" in status and "Just now: Ana" in status, status


def test_the_teacher_offers_the_short_game_until_the_start(db):
    """The classroom short game (docs/rules.md: this project's variant, not the
    rulebook's) is a visible choice where the teacher starts the room, in the room's
    language: ticked, every table is dealt it; after the start it is gone."""
    room = Room.open([3, 4], path=db, seed=12)
    teacher = TeacherPage(LocalRoom(room), poll=False)
    box = teacher.short_box
    assert box.description == "Short game (classroom variant)" and box.value is False
    row = next(w for w in boxes(teacher) if teacher.start_button in w.children)
    assert box.layout.display is None and box in row.children  # beside Start
    box.value = True
    for info in room.tables():
        game = room.store.state(info.id)
        assert game.config.length == "short" and game.config.crises == short_crises()
        assert room.store.record(info.id)["length"] == "short"  # replayed the same (R7.4)
    assert room.length == "short"
    box.value = False
    assert all(room.store.state(i.id).config.length == "full" for i in room.tables())
    box.value = True
    teacher.start_button.click()
    assert box.layout.display == "none" and box.value is True
    with pytest.raises(ClassroomError, match="already started"):
        room.set_length("full")  # the deal is fixed once the game started
    french = TeacherPage(LocalRoom(Room.open([3], path=db, lang="fr")), poll=False)
    assert french.short_box.description == "Partie courte (variante pour la classe)"


def test_the_classroom_style_sheet_writes_no_colour_of_its_own(room, db):
    """Every colour of the pages is written once (rooms/colours.py) and read as a custom
    property: the sheet holds none, and each property it reads is defined."""
    from terra_widget.rooms.pages.live import room_css

    sheet = room_css()
    body = sheet.split("}", 1)[1]
    assert not re.search(r"#[0-9a-fA-F]{3,6}\b", body)
    used = set(re.findall(r"var\((--terra-room-[a-z-]+)\)", body))
    assert used and all(f"{name}:" in sheet.split("}", 1)[0] for name in used)
    teacher = TeacherPage(LocalRoom(room), poll=False)
    assert sheet in teacher.children[0].value  # the page's style widget carries it

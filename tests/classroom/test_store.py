"""The classroom's one truth: a SQLite record that accepts exactly one move per
sequence number, replays with the engine (R7.4), and keeps seats, PINs and rooms apart."""

from __future__ import annotations

import json
import multiprocessing as mp
import sqlite3
import threading

import pytest
from classroom_support import make_table

from terra_widget.rooms.errors import ActedFirst, ClassroomError, WrongPin
from terra_widget.rooms.store import LOCK_SECONDS, MAX_PIN_FAILURES, Store
from terra_widget.rules import Draw, from_record, new_game


def assert_log_intact(store: Store, table: int) -> None:
    """No gap, no duplicate, and the record replays to the state the store serves."""
    seqs = [seq for seq, _, _ in store.actions(table)]
    assert seqs == list(range(len(seqs)))
    replayed = from_record(store.record(table))
    fresh = Store(store.path)
    try:
        assert fresh.state(table).view(None) == replayed.view(None)
        assert len(fresh.state(table).history) == len(seqs)
    finally:
        fresh.close()


# ----------------------------------------------------------------- basics


def test_the_database_is_in_wal_mode_with_a_busy_timeout(table4):
    mode = table4.store.db.execute("PRAGMA journal_mode").fetchone()[0]
    timeout = table4.store.db.execute("PRAGMA busy_timeout").fetchone()[0]
    assert mode == "wal" and timeout > 0
    # NORMAL (1): commits do not wait for the disk; WAL keeps them atomic
    assert table4.store.db.execute("PRAGMA synchronous").fetchone()[0] == 1


def test_pins_are_stored_only_as_salted_hashes(table4):
    raw = sqlite3.connect(table4.path)
    dump = "\n".join(raw.iterdump())
    raw.close()
    for pin in table4.pins.values():
        assert f"'{pin}'" not in dump
    salts = {row[0] for row in sqlite3.connect(table4.path).execute(
        "SELECT pin_salt FROM seats")}
    assert len(salts) == 4  # one salt per seat: equal PINs give different hashes


def test_a_whole_game_is_recorded_move_by_move_and_replays(table4):
    moves = 0
    while not table4.store.state(table4.table).is_over:
        table4.act(index=0 if moves % 3 else -1)
        moves += 1
    assert_log_intact(table4.store, table4.table)
    assert table4.store.state(table4.table).outcome is not None


def test_every_write_raises_the_change_counter(table4):
    before = table4.store.version(table4.code)
    table4.act()
    assert table4.store.version(table4.code) > before
    other = Store(table4.path)  # another device sees the change
    assert other.version(table4.code) == table4.store.version(table4.code)
    other.close()


def test_a_tables_counter_moves_only_with_that_table_or_the_whole_room(db):
    """A student's page polls its table's counter: a move at another table leaves it
    alone (no redraw there); a move at its table, a seat change there and a pause (the
    whole room) raise it."""
    store = Store(db)
    code, key = store.create_room(bot_delay=0)
    one = store.add_table(code, key, 3, seed=1)
    two = store.add_table(code, key, 3, seed=2)
    pins = {t: store.take_seat(code, t, 0, f"P{t}") for t in (one, two)}
    store.start(code, key)
    mine = store.table_version(one)
    state = store.state(two)
    store.submit(two, 0, 0, state.legal_actions()[0], pins[two])
    assert store.table_version(one) == mine
    assert store.version(code) > 0  # the teacher's counter (every table) moved
    store.submit(one, 0, 0, store.state(one).legal_actions()[0], pins[one])
    assert store.table_version(one) > mine
    mine = store.table_version(one)
    store.pause(code, key)
    assert store.table_version(one) > mine
    mine = store.table_version(one)
    store.replace_by_bot(code, key, two, 0)
    assert store.table_version(one) == mine
    store.close()


def test_a_database_from_before_the_split_counters_is_upgraded(db):
    """A room database written before the per-table counters existed opens, gains them,
    and its rooms go on."""
    old = sqlite3.connect(db)
    old.executescript("""
        CREATE TABLE rooms(code TEXT PRIMARY KEY, key_salt BLOB NOT NULL,
            key_hash BLOB NOT NULL, lang TEXT NOT NULL, bot_delay REAL NOT NULL,
            started INTEGER NOT NULL DEFAULT 0, paused INTEGER NOT NULL DEFAULT 0,
            hands_open INTEGER NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 0,
            created REAL NOT NULL);
        CREATE TABLE game_tables(id INTEGER PRIMARY KEY, room TEXT NOT NULL,
            number INTEGER NOT NULL, setup TEXT NOT NULL, UNIQUE(room, number));""")
    old.close()
    store = Store(db)
    code, key = store.create_room()
    table = store.add_table(code, key, 3, seed=4)
    assert store.table_version(table) == (0, 1)
    store.close()


def test_a_second_device_catches_up_from_the_record(table4):
    other = Store(table4.path)
    assert other.state(table4.table).view(None) == table4.store.state(table4.table).view(None)
    for _ in range(5):
        table4.act()
    assert len(other.state(table4.table).history) == 5
    assert other.state(table4.table).view(None) == table4.store.state(table4.table).view(None)
    other.close()


# ------------------------------------------------------------- concurrency


def _racers(table4, n):
    """n submissions at the same moment and the same seq, each a different legal move of
    the seat to act (two devices of one student, or a double click)."""
    state = table4.store.state(table4.table)
    seq, seat = len(state.history), state.to_act
    legal = state.legal_actions()
    return seq, seat, [legal[i % len(legal)] for i in range(n)]


def test_two_threads_at_the_same_seq_one_move_is_applied_the_other_told(table4):
    for _ in range(3):  # into the game a bit
        table4.act()
    seq, seat, moves = _racers(table4, 2)
    barrier = threading.Barrier(2)
    results = [None, None]

    def run(i):
        store = Store(table4.path)
        barrier.wait()
        try:
            results[i] = ("ok", store.submit(table4.table, seq, seat, moves[i],
                                             table4.pins[seat]))
        except ActedFirst as exc:
            results[i] = ("first", exc)
        finally:
            store.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sorted(r[0] for r in results) == ["first", "ok"]
    told = next(r[1] for r in results if r[0] == "first")
    assert "acted first" in str(told).lower()
    assert table4.store.seq(table4.table) == seq + 1
    assert_log_intact(table4.store, table4.table)


def test_two_seats_at_the_same_seq_only_the_one_whose_decision_it_is_moves(table4):
    seq, seat, moves = _racers(table4, 1)
    other = (seat + 1) % 4
    barrier = threading.Barrier(2)
    errors = []

    def run(who, action):
        store = Store(table4.path)
        barrier.wait()
        try:
            store.submit(table4.table, seq, who, action, table4.pins[who])
        except ClassroomError as exc:
            errors.append((who, exc))
        finally:
            store.close()

    fake = Draw(other)  # the other seat tries a move of its own at the same seq
    threads = [threading.Thread(target=run, args=(seat, moves[0])),
               threading.Thread(target=run, args=(other, fake))]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert [who for who, _ in errors] == [other]
    assert table4.store.seq(table4.table) == seq + 1
    assert table4.store.actions(table4.table)[-1][1] == seat
    assert_log_intact(table4.store, table4.table)


def _process_submit(path, table, seq, seat, action, pin, barrier, queue):
    store = Store(path)
    barrier.wait()
    try:
        queue.put(("ok", store.submit(table, seq, seat, action, pin)))
    except ActedFirst:
        queue.put(("first", None))
    except Exception as exc:  # reported to the test, not swallowed
        queue.put(("error", repr(exc)))
    finally:
        store.close()


def test_separate_processes_at_the_same_seq_exactly_one_is_applied(table4):
    for _ in range(2):
        table4.act()
    n = 3
    seq, seat, moves = _racers(table4, n)
    ctx = mp.get_context("spawn")
    barrier, queue = ctx.Barrier(n), ctx.Queue()
    procs = [ctx.Process(target=_process_submit,
                         args=(str(table4.path), table4.table, seq, seat, moves[i].to_dict(),
                               table4.pins[seat], barrier, queue)) for i in range(n)]
    for p in procs:
        p.start()
    results = [queue.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    assert sorted(r[0] for r in results) == ["first"] * (n - 1) + ["ok"], results
    assert table4.store.seq(table4.table) == seq + 1
    assert_log_intact(table4.store, table4.table)


def test_a_bot_stepped_by_many_devices_moves_once_per_turn(db):
    t = make_table(db, humans=(0,))
    t.act()  # Ana draws; then, sooner or later, the computer players' turns
    stores = [Store(db) for _ in range(4)]
    barrier = threading.Barrier(4)
    made = []

    def run(store):
        barrier.wait()
        for _ in range(200):
            state = store.state(t.table)
            if state.is_over or store.seats(t.table)[state.to_act].kind == "human":
                break
            made.append(store.step_bots(t.table))

    threads = [threading.Thread(target=run, args=(s,)) for s in stores]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    for s in stores:
        s.close()
    assert made.count(True) == t.store.seq(t.table) - 1
    assert_log_intact(t.store, t.table)


# -------------------------------------------------------- seats and rooms


def test_a_wrong_pin_can_neither_rejoin_nor_act(table4):
    state = table4.store.state(table4.table)
    seat = state.to_act
    wrong = "0000" if table4.pins[seat] != "0000" else "1111"
    with pytest.raises(WrongPin, match="Wrong PIN"):
        table4.store.check_pin(table4.code, table4.table, seat, wrong)
    with pytest.raises(WrongPin):
        table4.store.submit(table4.table, 0, seat, state.legal_actions()[0], wrong)
    with pytest.raises(WrongPin):
        table4.store.rejoin(table4.code, table4.table, seat, wrong)
    assert table4.store.seq(table4.table) == 0


def test_too_many_wrong_pins_lock_the_seat_for_a_while(db):
    now = [1000.0]
    store = Store(db, clock=lambda: now[0])
    code, key = store.create_room()
    table = store.add_table(code, key, 3)
    pin = store.take_seat(code, table, 0, "Ana")
    other = Store(db, clock=lambda: now[0])  # another page: it never proved the PIN
    wrong = "0000" if pin != "0000" else "1111"
    for _ in range(MAX_PIN_FAILURES):
        with pytest.raises(WrongPin, match="Wrong PIN"):
            other.check_pin(code, table, 0, wrong)
    with pytest.raises(WrongPin, match="Too many"):
        other.check_pin(code, table, 0, pin)  # even the right PIN waits
    assert store.check_pin(code, table, 0, pin).name == "Ana"  # Ana's own page plays on
    now[0] += LOCK_SECONDS + 1
    assert other.check_pin(code, table, 0, pin).name == "Ana"


def test_a_student_cannot_act_for_another_seat(table4):
    state = table4.store.state(table4.table)
    seat = state.to_act
    other = (seat + 1) % 4
    action = state.legal_actions()[0]
    with pytest.raises(WrongPin):  # the other's PIN does not open this seat
        table4.store.submit(table4.table, 0, seat, action, table4.pins[other])
    with pytest.raises(ClassroomError, match="not yours"):  # own PIN, another seat's move
        table4.store.submit(table4.table, 0, other, action, table4.pins[other])
    with pytest.raises(ClassroomError, match="not your decision"):
        table4.store.submit(table4.table, 0, other, Draw(other), table4.pins[other])
    assert table4.store.seq(table4.table) == 0


def test_two_rooms_never_mix(db):
    a = make_table(db, seed=1)
    b = make_table(db, seed=2, names=("Zoe", "Yan", "Xia", "Wil"))
    assert a.code != b.code and a.table != b.table
    version_b = b.store.version(b.code)
    a.act()
    assert b.store.version(b.code) == version_b
    assert b.store.seq(b.table) == 0
    with pytest.raises(ClassroomError, match="no table"):
        a.store.check_pin(b.code, a.table, 0, a.pins[0])
    for seat, pin in a.pins.items():  # a seat of room A cannot be opened from room B
        with pytest.raises(ClassroomError, match="no table"):
            b.store.rejoin(b.code, a.table, seat, pin)
    with pytest.raises(WrongPin):  # A's teacher key does nothing in room B
        b.store.pause(b.code, a.key)
    assert [t.id for t in a.store.tables(a.code)] == [a.table]


def test_a_reopened_store_continues_the_game(table4):
    for _ in range(6):
        table4.act()
    before = table4.store.state(table4.table).view(None)
    table4.store.close()  # the teacher's kernel restarts
    again = Store(table4.path)
    assert again.state(table4.table).view(None) == before
    assert again.room(table4.code).started
    table4.act(store=again)
    assert again.seq(table4.table) == 7
    table4.store = again
    assert_log_intact(again, table4.table)


def test_a_device_reading_while_the_teacher_starts_keeps_the_names(db):
    """A device that reads the table just as the teacher presses Start must never keep the
    unnamed setup as final (seen in CI: a page showed "Seat 1" all game where the class
    saw "Ana"). The teacher's start is run between the device's database reads."""
    teacher = Store(db)
    code, key = teacher.create_room(bot_delay=0)
    table = teacher.add_table(code, key, 4, seed=11)
    for seat, name in enumerate(("Ana", "Ben", "Chloé", "Dev")):
        teacher.take_seat(code, table, seat, name)
    device = Store(db)

    class StartsAfterFirstRead:
        """The device's connection; the teacher starts right after its first read."""
        def __init__(self, real):
            self.real, self.started = real, False

        def execute(self, sql, *args):
            result = self.real.execute(sql, *args)
            if not self.started:
                self.started = True
                rows = result.fetchall()
                teacher.start(code, key)
                return iter_result(rows)
            return result

        def __getattr__(self, name):
            return getattr(self.real, name)

    class iter_result(list):
        def fetchone(self):
            return self[0] if self else None

        def fetchall(self):
            return list(self)

    real = device.db.conn
    device.db.conn = StartsAfterFirstRead(real)
    try:
        device.state(table)  # the read the start interleaves with
    finally:
        device.db.conn = real
    assert teacher.room(code).started
    assert device.state(table).view(None).players == ("Ana", "Ben", "Chloé", "Dev")
    teacher.close()
    device.close()


def test_a_student_rejoins_with_code_and_pin_and_finds_the_same_seat_and_hand(table4):
    for _ in range(4):
        table4.act()
    seat = 2
    hand = table4.store.state(table4.table).view(seat).hand
    fresh = Store(table4.path)  # the student's kernel died; a new one starts
    found = fresh.rejoin(" " + table4.code.lower() + " ", table4.table, seat,
                         table4.pins[seat])
    assert (found.table_id, found.seat, found.name) == (table4.table, seat, "Chloé")
    assert fresh.state(table4.table).view(seat).hand == hand
    fresh.close()


def test_pause_freezes_students_and_computer_players(db):
    t = make_table(db, humans=(0, 1))
    t.store.pause(t.code, t.key)
    with pytest.raises(ClassroomError, match="paused"):
        t.act()
    t.store.pause(t.code, t.key, False)
    while t.store.seats(t.table)[t.store.state(t.table).to_act].kind == "human":
        t.act()
    t.store.pause(t.code, t.key)
    assert t.store.bot_due(t.table) is None
    assert t.store.step_bots(t.table) is False
    t.store.pause(t.code, t.key, False)
    assert t.store.step_bots(t.table) is True


def test_teacher_actions_need_the_teacher_key(table4):
    for call in (lambda k: table4.store.pause(table4.code, k),
                 lambda k: table4.store.open_hands(table4.code, k),
                 lambda k: table4.store.replace_by_bot(table4.code, k, table4.table, 1)):
        with pytest.raises(WrongPin, match="teacher key"):
            call("not-the-key")
    assert not table4.store.room(table4.code).paused
    table4.store.open_hands(table4.code, table4.key)
    assert table4.store.room(table4.code).hands_open


def test_a_seat_replaced_by_a_computer_player_is_played_by_it(table4):
    state = table4.store.state(table4.table)
    seat = state.to_act
    table4.store.replace_by_bot(table4.code, table4.key, table4.table, seat)
    with pytest.raises(WrongPin):
        table4.store.submit(table4.table, 0, seat, state.legal_actions()[0],
                            table4.pins[seat])
    assert table4.store.step_bots(table4.table)
    assert table4.store.actions(table4.table)[0][1] == seat


def test_computer_players_choose_the_same_move_on_every_device(tmp_path):
    records = []
    for i in range(2):
        t = make_table(tmp_path / f"{i}.db", humans=(), seed=5)
        t.store.run_bots(t.code)
        assert t.store.state(t.table).is_over
        records.append(json.dumps(t.store.record(t.table)["actions"]))
    assert records[0] == records[1]


def test_seats_before_the_start(db):
    store = Store(db)
    code, key = store.create_room()
    table = store.add_table(code, key, 3, bots={2: "cooperative"})
    store.assign(code, key, table, 1, "Ben")
    pin = store.take_seat(code, table, 0, "Ana")
    with pytest.raises(ClassroomError, match="already taken"):
        store.take_seat(code, table, 0, "Zed")
    with pytest.raises(ClassroomError, match="kept for Ben"):
        store.take_seat(code, table, 1, "Zed")
    with pytest.raises(ClassroomError, match="kept for Ben"):  # the name opens nothing
        store.take_seat(code, table, 1, "Ben")
    store.assign(code, key, table, 1, None)  # free again
    with pytest.raises(ClassroomError, match="already called"):
        store.take_seat(code, table, 1, " ana ")
    store.assign(code, key, table, 1, "Ben")
    with pytest.raises(ClassroomError, match="No room has the code"):
        store.take_seat("NOPE1", table, 1, "Ben")
    with pytest.raises(ClassroomError, match="your name"):
        store.take_seat(code, table, 1, "   ")
    store.take_seat(code, table, 1, "ben", store.keep_codes(code, key)[(table, 1)].lower())
    with pytest.raises(ClassroomError, match="full"):
        store.take_seat(code, table, 2, "Cy")
    with pytest.raises(ClassroomError, match="not started"):
        store.submit(table, 0, 0, Draw(0), pin)
    store.start(code, key)
    assert [s.name for s in store.seats(table)] == ["Ana", "ben", "Computer 1"]
    assert store.state(table).players == ("Ana", "ben", "Computer 1")
    with pytest.raises(ClassroomError, match="already started"):
        store.add_table(code, key, 3)


def test_a_move_the_rules_refuse_is_not_written(table4):
    state = table4.store.state(table4.table)
    seat = state.to_act
    bogus = {"type": "discard", "seat": seat, "card": "red-5"}
    with pytest.raises(ClassroomError, match="not allowed"):
        table4.store.submit(table4.table, 0, seat, bogus, table4.pins[seat])
    assert table4.store.seq(table4.table) == 0
    assert new_game(4, seed=11).view(None).pile_size == state.view(None).pile_size


def test_a_wrong_pin_typed_to_come_back_locks_only_the_seat_it_names(table4):
    """Wrong PINs count against the seat chosen (store.seats): that seat waits, the others
    open with their PINs, and the page that proved the seat's PIN keeps playing."""
    wrong = "1" * 6 if table4.pins[0] != "1" * 6 else "2" * 6
    for _ in range(MAX_PIN_FAILURES):
        with pytest.raises(WrongPin, match="Wrong PIN for seat 1"):
            Store(table4.path).rejoin(table4.code, table4.table, 0, wrong)
    with pytest.raises(WrongPin, match="Too many"):
        Store(table4.path).rejoin(table4.code, table4.table, 0, table4.pins[0])
    for seat, pin in table4.pins.items():
        if seat:
            assert Store(table4.path).rejoin(table4.code, table4.table, seat, pin).seat == seat
    assert table4.store.check_pin(table4.code, table4.table, 0, table4.pins[0]).seat == 0


def test_a_page_applies_only_the_new_moves_and_replays_a_record_that_changed(table4,
                                                                            monkeypatch):
    """A page catching up applies the moves recorded since it last looked, nothing more;
    if the record no longer extends the game it holds (the file was replaced), it replays
    the record from the start rather than show a game that is not the record (R7.4)."""
    from terra_widget.rules import GameState

    page = Store(table4.path)
    page.state(table4.table)
    for _ in range(5):
        table4.act()
    applied = []
    apply = GameState.apply

    def counting(self, action, *args, **kwargs):
        applied.append(action)
        return apply(self, action, *args, **kwargs)

    monkeypatch.setattr(GameState, "apply", counting)
    held = page.state(table4.table)
    assert len(applied) == 5
    assert held.view(None) == table4.store.state(table4.table).view(None)
    applied.clear()
    assert page.state(table4.table) is held and applied == []  # nothing new: no work
    # the record cut back to two moves behind the stores (another file, say)
    raw = sqlite3.connect(table4.path)
    with raw:
        raw.execute("DELETE FROM actions WHERE table_id = ? AND seq >= 2", (table4.table,))
    raw.close()
    monkeypatch.setattr(GameState, "apply", apply)
    state = page.state(table4.table)
    assert len(state.history) == 2
    fresh = Store(table4.path)
    assert state.view(None) == fresh.state(table4.table).view(None)
    fresh.close()
    page.close()

"""The room service's rooms: the store, who opened which room, and which hub user sits
where (a table of the service's own beside the store's tables). A hub user's name is
their identity, so no PIN is typed: the service keeps each user's seat and its PIN, which
the store asks for every move."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from terra_widget.checks import is_whole

from ..errors import ClassroomError
from ..room import Room
from ..store import Store, normalise_code
from .view import row_json, seat_json

HUB_SCHEMA = """
CREATE TABLE IF NOT EXISTS hub_rooms(code TEXT PRIMARY KEY, owner TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS hub_seats(room TEXT NOT NULL, user TEXT NOT NULL,
    table_id INTEGER NOT NULL, seat INTEGER NOT NULL, pin TEXT NOT NULL,
    PRIMARY KEY (room, user));
"""


class Rooms:
    """The service's rooms: the store, who opened which room, which hub user sits where."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.store = Store(self.path)
        self._db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        self._db.executescript(HUB_SCHEMA)
        self._rooms: dict[str, Room] = {}
        self._views: dict[tuple[int, int], tuple[tuple[int, int], dict]] = {}

    # ------------------------------------------------------------- the teacher
    def open(self, owner: str, students, *, lang="en", seed=None, bot_delay=1.0,
             length="full") -> Room:
        room = Room.open(students, path=self.path, lang=lang, seed=seed, bot_delay=bot_delay,
                         length=length)
        room.store.close()
        room.store = self.store
        self._db.execute("INSERT INTO hub_rooms(code, owner) VALUES (?, ?)", (room.code, owner))
        self._rooms[room.code] = room
        return room

    def owned(self, owner: str, code) -> Room:
        """Room ``code`` if ``owner`` opened it (a teacher runs only their own rooms)."""
        code = self.store.room(code).code
        row = self._db.execute("SELECT owner FROM hub_rooms WHERE code = ?", (code,)).fetchone()
        if row is None or row[0] != owner:
            raise ClassroomError("hub_not_your_room", code=code)
        return self.room(code)

    def codes(self) -> list[str]:
        return [c for (c,) in self._db.execute("SELECT code FROM hub_rooms")]

    # ------------------------------------------------------------- a student
    def seat_of(self, user: str, code) -> tuple[int, int, str] | None:
        row = self._db.execute("SELECT table_id, seat, pin FROM hub_seats WHERE room = ? AND "
                               "user = ?", (normalise_code(code), user)).fetchone()
        return None if row is None else (row[0], row[1], row[2])

    def room(self, code) -> Room:
        """Room ``code`` (its key is the service's: a kept seat opens with its keep code)."""
        code = self.store.room(code).code
        room = self._rooms.get(code)
        if room is None:
            room = self._rooms[code] = Room.reopen(code, path=self.path)
            room.store.close()
            room.store = self.store
        return room

    def join(self, user: str, code) -> tuple[int, int]:
        """``user``'s seat in room ``code``: the one they have, else the seat the teacher
        kept for their hub name, else the first free seat nobody's name is kept on (tables
        in order), taken in their hub name (R1.1: names are the players'). The hub vouches
        for the name, so a kept seat needs no keep code here: the service uses it itself,
        and nobody else's join can reach that seat."""
        room = self.store.room(code)
        found = self.seat_of(user, room.code)
        if found is not None:  # a restarted server, a second notebook: the same seat
            return found[:2]
        if room.started:
            raise ClassroomError("already_started")
        free, kept_for_others = None, False
        for info in self.store.tables(room.code):
            for s in self.store.seats(info.id):
                if s.kind != "open":
                    continue
                # the hub name itself, not a look-alike: 'ｃｈｌｏｅ' (a hub account of its
                # own) folds to 'chloe' as a player's name but is not the hub's chloe
                if s.assigned is not None and s.assigned == user:
                    keep = self.room(room.code).keep_codes().get((info.id, s.seat))
                    return self._take(room.code, user, info.id, s.seat, keep)
                if s.assigned is not None:
                    kept_for_others = True
                elif free is None:
                    free = (info.id, s.seat)
        if free is not None:
            return self._take(room.code, user, *free, None)
        if kept_for_others:
            raise ClassroomError("hub_seats_kept", code=room.code)
        raise ClassroomError("table_full")

    def _take(self, code: str, user: str, table_id: int, seat: int, keep) -> tuple[int, int]:
        pin = self.store.take_seat(code, table_id, seat, user, keep)
        self._db.execute("INSERT INTO hub_seats(room, user, table_id, seat, pin) "
                         "VALUES (?, ?, ?, ?, ?)", (code, user, table_id, seat, pin))
        return table_id, seat

    def seat_state(self, user: str, code) -> dict:
        """The seat's view, built once per seat and version (``flags.version``: any change
        of the room or the table raises it) and shared by every request asking for it
        (a flood of polls from one student costs one build per move, not one each)."""
        found = self.seat_of(user, code)
        if found is None:
            raise ClassroomError("hub_no_seat", code=normalise_code(code))
        table_id, seat, _ = found
        version = self.store.table_version(table_id)
        cached = self._views.get((table_id, seat))
        if cached is not None and cached[0] == version:
            return cached[1]
        out = self._build_seat_state(code, table_id, seat)
        self._views[(table_id, seat)] = (version, out)
        return out

    def _build_seat_state(self, code, table_id: int, seat: int) -> dict:
        room = self.store.room(code)
        state = self.store.state(table_id)
        info = next(i for i in self.store.tables(room.code) if i.id == table_id)
        out = seat_json(state, seat, can_act=room.started and not room.paused)
        flags, version = self.store.table_version(table_id)
        out.update(room_json(room), table=info.number, version=f"{flags}.{version}",
                   seats=seats_json(self.store, table_id))
        return out

    def move(self, user: str, code, seq, action) -> int:
        found = self.seat_of(user, code)
        if found is None:
            raise ClassroomError("hub_no_seat", code=normalise_code(code))
        table_id, seat, pin = found
        if not is_whole(seq):
            raise ClassroomError("hub_bad_request", what="seq")
        return self.store.submit(table_id, seq, seat, action, pin)

    def step_bots(self) -> None:
        for code in self.codes():
            info = self.store.room(code)
            if info.started and not info.paused:
                for table in self.store.tables(code):
                    self.store.step_bots(table.id)


def room_json(info) -> dict:
    return {"code": info.code, "lang": info.lang, "started": info.started,
            "paused": info.paused, "hands_open": info.hands_open}


def seats_json(store: Store, table_id: int) -> list[dict]:
    return [{"seat": s.seat, "kind": s.kind, "name": s.name or s.assigned or ""}
            for s in store.seats(table_id)]


def teacher_json(room: Room) -> dict:
    """The teacher's screen as data: the room, and each table with its seats and the
    projector's (public) view; every hand only once the teacher opened them."""
    info = room.info
    tables = []
    for t in room.tables():
        state = room.store.state(t.id)
        tables.append({"number": t.number, "id": t.id, "seats": seats_json(room.store, t.id),
                       "projector": seat_json(state, None, can_act=False,
                                              hands_open=info.hands_open)})
    rows = room.dashboard()
    status = {row.number: row.status for row in rows}
    for t in tables:
        t["status"] = status[t["number"]]
    return {**room_json(info), "tables": tables, "length": room.length,
            "dashboard": [row_json(row) for row in rows],
            "version": room.store.version(room.code)}

"""The classroom store's moves: the replayed game of a table (kept in memory, catching up
with the record, R7.4) and a student's move, checked and appended in one transaction.

This is the *Master* of the store: it checks a move against the record as it is inside
the write lock (the PIN, the sequence number the student saw, whose decision it is, the
rules) and appends it; the storage underneath (``db.Database``) knows no rule. A refused
move says why in the student's language: the engine names the rule it breaks
(``refusals.check``, which changes nothing), and each rule has its sentence in the i18n
files (``rule.<rule>``, shared with the engine and a strategy's mistakes).
"""

from __future__ import annotations

import json

from terra_widget.rules import (
    Action,
    GameState,
    IllegalActionError,
    action_from_dict,
    from_record,
    to_record,
)
from terra_widget.rules.face import refusals

from ..errors import ActedFirst, ClassroomError, WrongPin
from .rooms import RoomInfo


def as_stored(action: Action):
    """An action as the record reads back (JSON: tuples become lists)."""
    return json.loads(json.dumps(action.to_dict()))


def refused_move(state: GameState, move: Action) -> ClassroomError | None:
    """Why the rules refuse ``move`` now (None if they allow it), as a ClassroomError
    whose key names the rule (R7.3). Nothing is applied, not even to a copy."""
    try:
        refusals.check(state, move)
    except IllegalActionError as exc:
        return ClassroomError(f"illegal.{exc.rule}", rule=exc.rule, reason=exc.reason)
    return None


class Moves:
    """The replay cache and move submission. A table's game is kept in memory only
    once its room has started (before that the start may still rename its seats)."""

    def __init__(self, db, rooms, tables, seats):
        self.db = db
        self.rooms = rooms
        self.tables = tables
        self.seats = seats
        self._states: dict[int, GameState] = {}  # table id -> replayed state (a prefix)

    def seq(self, table_id: int) -> int:
        """How many actions the table's record holds (the next action's ``seq``)."""
        return self.db.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?",
                                (table_id,)).fetchone()[0]

    def state(self, table_id: int) -> GameState:
        """The table's game as the record says now. Do not change it: read
        ``state.view(seat)``. Before the room starts: the game as it will be dealt.

        Kept in memory: a call applies only the actions recorded since the last one (a
        page catching up with a move applies that move, nothing else); the whole record
        is replayed only the first time, or if the record no longer extends the game held
        (R7.4: the record is the truth)."""
        state = self._states.get(table_id)
        if state is None:
            setup, started = self.tables.setup_and_started(table_id)
            state = from_record(setup)
            if started:
                self._states[table_id] = state
            else:
                return state
        have = len(state.history)
        # The record from the last action held on: it must extend what is held (the same
        # action at seq have - 1). If not -- the file was replaced, say -- replay it all.
        rows = self.db.execute("SELECT seq, action FROM actions WHERE table_id = ? AND seq >= ? "
                                "ORDER BY seq", (table_id, max(have - 1, 0))).fetchall()
        if have:
            if not rows or rows[0][0] != have - 1 \
                    or json.loads(rows[0][1]) != as_stored(state.history[-1]):
                del self._states[table_id]
                return self.state(table_id)
            rows = rows[1:]
        if rows:
            by_id = {c.id: c for c in state.config.crises}
            for seq, raw in rows:
                if seq != len(state.history):  # cannot happen: (table, seq) is the key
                    raise RuntimeError(f"table {table_id}: record has a gap at {seq}")
                state.apply(action_from_dict(json.loads(raw), by_id))
        return state

    def actions(self, table_id: int) -> list[tuple[int, int, dict]]:
        """The record as stored: (seq, seat, action dict) in order."""
        return [(seq, seat, json.loads(raw)) for seq, seat, raw in self.db.execute(
            "SELECT seq, seat, action FROM actions WHERE table_id = ? ORDER BY seq",
            (table_id,))]

    def record(self, table_id: int) -> dict:
        """The table's game record (terra_widget.rules.to_record form): replayable."""
        return to_record(self.state(table_id))

    @staticmethod
    def _refuse_unless_running(room: RoomInfo) -> None:
        if not room.started:
            raise ClassroomError("not_started")
        if room.paused:
            raise ClassroomError("paused")

    def submit(self, table_id: int, expected_seq: int, seat: int, action, pin, *,
               client=()) -> int:
        """Play ``action`` for ``seat`` (a student, proved by ``pin``) if the table is still
        at ``expected_seq`` (the number of moves the student's screen showed) and the rules
        allow it (R7.3). Returns the move's seq. Refusals (nothing written): ActedFirst
        (another move came first), WrongPin, ClassroomError (paused, not your turn,
        illegal move)."""
        code = self.tables.table_room(table_id)
        self.seats.check_pin(code, table_id, seat, pin, client=client)
        if isinstance(action, Action):
            action = action.to_dict()
        if not isinstance(action, dict) or action.get("seat") != seat:
            raise ClassroomError("not_your_seat", seat=seat + 1)
        with self.db.write():
            # Everything is read again inside the write lock: nothing can change meanwhile.
            room = self.rooms.room(code)
            self._refuse_unless_running(room)
            kind = self.db.execute("SELECT kind FROM seats WHERE table_id = ? AND seat = ?",
                                    (table_id, seat)).fetchone()[0]
            if kind != "human":  # replaced by a computer player meanwhile
                raise WrongPin("not_your_seat", seat=seat + 1)
            current = self.seq(table_id)
            if expected_seq != current:
                raise ActedFirst("acted_first")
            state = self.state(table_id)
            if state.to_act != seat:
                raise ClassroomError("not_your_turn")
            try:
                move = action_from_dict(action, {c.id: c for c in state.config.crises})
            except ValueError as exc:
                raise ClassroomError("illegal", reason=str(exc)) from None
            refusal = refused_move(state, move)
            if refusal is not None:
                raise refusal
            self.append(code, table_id, current, move)
        state.apply(move)
        return current

    def append(self, code: str, table_id: int, seq: int, move: Action) -> None:
        self.db.execute("INSERT INTO actions(table_id, seq, seat, action, at) "
                         "VALUES (?, ?, ?, ?, ?)",
                         (table_id, seq, move.seat, json.dumps(move.to_dict()), self.db.clock()))
        self.db.bump(code, table_id)

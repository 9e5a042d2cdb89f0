"""The classroom store's computer players: when one is due, and its move.

Any device that polls calls ``step_bots``; inside the write transaction it computes the
bot's move from the state and a seed derived from the game's seed, the seat and the
sequence number (so every device would compute the same move) and appends it. A second
device finds the move already made and does nothing. Whether a computer player is to
move, and when, is said once (``_bot_turn``), read outside the lock by ``bot_due`` and
again inside it by ``step_bots``.
"""

from __future__ import annotations

from terra_widget.bots import make_strategy
from terra_widget.rules import Draw
from terra_widget.sim.seeding import derive_seed

from ..errors import ClassroomError
from .rooms import RoomInfo
from .tables import DEFAULT_BOT

#: Where, in the seed scheme of terra_widget.sim.seeding, classroom bots take their seeds.
_BOT_SEED_BRANCH = 13


def bot_delay(room: RoomInfo, legal) -> float:
    """How long a computer player waits after the last move, so that people can follow.
    Its own draw (its only choice) goes sooner: waiting there shows nothing."""
    if len(legal) == 1 and isinstance(legal[0], Draw):
        return min(room.bot_delay, 0.3)
    return room.bot_delay


class Bots:
    """Computer players' timing and moves."""

    def __init__(self, db, rooms, tables, moves):
        self.db = db
        self.rooms = rooms
        self.tables = tables
        self.moves = moves

    def _bot_turn(self, table_id: int):
        """(state, seat, legal moves, when it may move) if a computer player is to move at
        this table; None if not (a student's decision, paused, not started, game over)."""
        room = self.rooms.room(self.tables.table_room(table_id))
        if not room.started or room.paused:
            return None
        state = self.moves.state(table_id)
        if state.is_over:
            return None
        seat = self.tables.seats(table_id)[state.to_act]
        if not seat.is_bot:
            return None
        row = self.db.execute("SELECT MAX(at) FROM actions WHERE table_id = ?",
                               (table_id,)).fetchone()
        last = row[0] if row and row[0] is not None else 0.0
        legal = state.legal_actions()
        return state, seat, legal, last + bot_delay(room, legal)

    def bot_due(self, table_id: int) -> float | None:
        """Seconds until a computer player may move at this table (0: now), or None if
        none is to move."""
        turn = self._bot_turn(table_id)
        return None if turn is None else max(0.0, turn[3] - self.db.clock())

    def step_bots(self, table_id: int) -> bool:
        """Make one computer player's move at this table if one is due; True if made.

        The teacher's kernel and every student's call this as they poll: the move is
        computed inside the write transaction from the state at that moment, so a second
        device finds it made and does nothing."""
        due = self.bot_due(table_id)
        if due is None or due > 0:
            return False
        code = self.tables.table_room(table_id)
        with self.db.write():
            turn = self._bot_turn(table_id)  # again, under the lock
            if turn is None or self.db.clock() < turn[3]:
                return False
            state, seat, legal, _ = turn
            current = len(state.history)
            strategy = make_strategy(seat.bot or DEFAULT_BOT,
                                     seed=derive_seed(state.seed, _BOT_SEED_BRANCH,
                                                      seat.seat, current))
            move = strategy.choose(state.view(seat.seat), legal)
            if not state.is_legal(move):  # a strategy bug must not corrupt the record
                raise ClassroomError("illegal", reason=str(move))
            self.moves.append(code, table_id, current, move)
        state.apply(move)
        return True

    def run_bots(self, code: str, *, limit: int = 10_000) -> int:
        """Make every computer-player move due now at every table of the room (with no
        delay configured, until a student must act). Returns how many were made."""
        made = 0
        for info in self.tables.tables(code):
            while made < limit and self.step_bots(info.id):
                made += 1
        return made

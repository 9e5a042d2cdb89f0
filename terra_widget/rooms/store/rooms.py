"""The classroom store's rooms: creating one, its code and teacher key, and the flags the
teacher sets for the whole room (paused, hands open, the computer players' delay)."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from ..errors import ClassroomError, WrongPin

#: Room codes: no 0/O, 1/I/L, so a code read from the projector is typed right.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5
#: PBKDF2 rounds for PINs and teacher keys: slow enough that the file does not give the
#: PIN away at a glance, fast enough for a check per move (about 10 ms here).
_ROUNDS = 5000


def secret_hash(secret: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", secret.encode(), salt, _ROUNDS)


def matches(secret: str, salt: bytes, stored: bytes) -> bool:
    return hmac.compare_digest(secret_hash(secret, salt), stored)


def normalise_code(code) -> str:
    """A room code as typed ("abc 2d", "ABC-2D") in its stored form ("ABC2D")."""
    if not isinstance(code, str):
        return ""
    return "".join(ch for ch in code.upper() if ch.isalnum())


@dataclass(frozen=True)
class RoomInfo:
    code: str
    lang: str
    bot_delay: float
    started: bool
    paused: bool
    hands_open: bool
    version: int


class Rooms:
    """Rooms and their flags: the store's first job, which every other one asks
    whether a room exists and whether a teacher key is its own."""

    def __init__(self, db):
        self.db = db

    def create_room(self, *, lang: str = "en", bot_delay: float = 1.0,
                    code: str | None = None) -> tuple[str, str]:
        """A new room: returns (room code, teacher key). Keep the key: it is asked for every
        teacher action (start, pause, replace a seat, open the hands)."""
        from terra_widget.i18n import LANGUAGES
        if lang not in LANGUAGES:
            raise ClassroomError("bad_lang", lang=str(lang), allowed=", ".join(LANGUAGES))
        key = secrets.token_urlsafe(12)
        salt = secrets.token_bytes(16)
        with self.db.write():
            for _ in range(50):
                room = normalise_code(code) if code else "".join(
                    secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
                taken = self.db.execute("SELECT 1 FROM rooms WHERE code = ?",
                                         (room,)).fetchone()
                if not taken:
                    break
                if code:
                    raise ClassroomError("room_exists", code=room)
            self.db.execute(
                "INSERT INTO rooms(code, key_salt, key_hash, lang, bot_delay, created) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (room, salt, secret_hash(key, salt), lang, float(bot_delay), self.db.clock()))
        return room, key

    def room(self, code) -> RoomInfo:
        """The room with this code, or ClassroomError('bad_code')."""
        room = normalise_code(code)
        row = self.db.execute(
            "SELECT code, lang, bot_delay, started, paused, hands_open, version FROM rooms "
            "WHERE code = ?", (room,)).fetchone()
        if row is None:
            raise ClassroomError("bad_code", code=str(code)[:20])
        return RoomInfo(row[0], row[1], row[2], bool(row[3]), bool(row[4]), bool(row[5]),
                        row[6])

    def version(self, code: str) -> int:
        """The room's change counter: raised by every write to the room. Poll this."""
        row = self.db.execute("SELECT version FROM rooms WHERE code = ?",
                               (code,)).fetchone()
        return -1 if row is None else row[0]

    def table_version(self, table_id: int) -> tuple[int, int]:
        """What a page showing one table polls: (the room's ``flags``, the table's
        ``version``), raised by a change of the whole room or of this table only."""
        row = self.db.execute("SELECT r.flags, t.version FROM game_tables t JOIN rooms r "
                               "ON r.code = t.room WHERE t.id = ?", (table_id,)).fetchone()
        return (-1, -1) if row is None else (row[0], row[1])

    def check_key(self, code: str, key: str) -> RoomInfo:
        room = self.room(code)
        salt, stored = self.db.execute("SELECT key_salt, key_hash FROM rooms WHERE code = ?",
                                        (room.code,)).fetchone()
        if not isinstance(key, str) or not matches(key, salt, stored):
            raise WrongPin("wrong_key")
        return room

    def _set_flag(self, code: str, key: str, column: str, value: bool) -> None:
        room = self.check_key(code, key)
        with self.db.write():
            self.db.execute(f"UPDATE rooms SET {column} = ? WHERE code = ?",
                             (int(bool(value)), room.code))
            self.db.bump(room.code, flags=True)

    def pause(self, code: str, key: str, paused: bool = True) -> None:
        """Freeze (or unfreeze) every table of the room on every device."""
        self._set_flag(code, key, "paused", paused)

    def open_hands(self, code: str, key: str, shown: bool = True) -> None:
        """Show every hand on every device, for the debrief (teacher only)."""
        self._set_flag(code, key, "hands_open", shown)

    def set_bot_delay(self, code: str, key: str, seconds: float) -> None:
        room = self.check_key(code, key)
        with self.db.write():
            self.db.execute("UPDATE rooms SET bot_delay = ? WHERE code = ?",
                             (max(0.0, float(seconds)), room.code))
            self.db.bump(room.code, flags=True)

"""Limits on what a saved game or a custom crisis list may hold (R0.4, R7.4).

A save file can come from anywhere: a student's upload, an old notebook, a tampered
autosave. Every limit here keeps loading such a file fast (well under a second, checked in
linear time) and its error message short, while leaving generous room for real games and
for teaching variants. docs/rules.md (R0.4, R7.4) tells users the same numbers.

A record's player names are held to the same limits as a new game's (``MAX_NAME_LENGTH``
here, checked by ``setup.py`` for every new game and by ``record.py`` before replaying).

Standard library only, and nothing from the rest of the engine, so that every module of
``terra_widget.rules`` may import it.
"""

from __future__ import annotations

import reprlib
from itertools import accumulate

#: Longest player name (R1.1): a name must fit on a card of the board and a line of the
#: scores table; 40 characters leave room for "Ana, Ben & Chloé's group".
MAX_NAME_LENGTH = 40

#: Largest save file, in bytes of UTF-8. The longest of 1,500 bot games (3-6 players)
#: saved in 16 KB; a record of MAX_ACTIONS actions with MAX_CRISES crises, pretty-printed,
#: takes about 1 MB at most. Checking and parsing 2 MB takes about a tenth of a second of
#: CPU, so this is ample headroom and still far from slow.
MAX_FILE_BYTES = 2 * 1024 * 1024

#: Deepest nesting of JSON arrays and objects. A record nests 4 deep (record > stack >
#: hands > hand; record > actions > action > cards), an autosave wrapping it one or two
#: more. 32 leaves room for any future wrapper, and stays far below the depth at which
#: Python's JSON parser runs out of stack (about 1,000; ``RecursionError``).
MAX_JSON_DEPTH = 32

#: Most actions in one record. The longest of 1,500 bot games took 362 actions; a game
#: with MAX_CRISES crises cannot take more than a few thousand (each card drawn leads to at
#: most a dozen moves). Replaying 10,000 actions takes well under a second.
MAX_ACTIONS = 10_000

#: Most JSON arrays and objects (``[...]``, ``{...}``) in one file. A record has one object
#: per action and per crisis, one more array per hoard, and a handful besides; an autosave
#: that keeps the whole timeline may hold the actions twice. Reading each object checks it
#: for repeated keys, which costs microseconds: 600,000 empty objects (under 2 MB of
#: ``{},``) took nearly two seconds before this limit.
MAX_JSON_CONTAINERS = 4 * MAX_ACTIONS

#: Most crises in a custom list (R0.4). The box has 18; a variant with five times as many
#: is still a game (the world is lost at 7 full-blown crises, R6.1). Setting up a game
#: builds the moves of every seat for every crisis, about 1-2 ms per crisis on a busy
#: classroom machine, so 100 crises stay well inside the second a load may take (6,000
#: took 5-7 s before this limit).
MAX_CRISES = 100

#: Longest crisis id. A custom crisis is shown on the board under its id (it has no
#: translated title), so this is also the longest crisis title: the default deck's
#: longest id has 29 characters, the same limit as a player name fits every card and
#: projector layout, and 1,000 characters made one redraw take over ten seconds.
MAX_CRISIS_ID_LENGTH = 40

#: Longest quotation of a file's content in an error message: enough to recognise the
#: value, never the whole file.
MAX_EXCERPT = 60


class _ShortRepr(reprlib.Repr):
    """``reprlib`` bounded in depth and breadth, and safe for any whole number (Python
    refuses to print an int of more than 4,300 digits)."""

    def __init__(self):
        super().__init__()
        self.maxlevel = 3
        self.maxlist = self.maxtuple = self.maxset = self.maxdict = 4
        self.maxstring = MAX_EXCERPT
        self.maxother = MAX_EXCERPT
        self.maxlong = 30

    def repr_int(self, x, level):
        digits = x.bit_length() * 0.30103  # log10(2)
        if digits > 40:
            return f"<a whole number of about {int(digits) + 1} digits>"
        return super().repr_int(x, level)


_SHORT = _ShortRepr()


def excerpt(value, limit: int = MAX_EXCERPT) -> str:
    """A short, safe ``repr`` of any value for an error message: at most ``limit``
    characters (plus an ellipsis), whatever the value's size, depth or type."""
    try:
        text = _SHORT.repr(value)
    except Exception:  # a user object whose __repr__ fails: name its type instead
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit] + "…"


def is_text(value: str) -> bool:
    """Whether ``value`` can be written as UTF-8, as every save file is: Python strings
    (and JSON's ``\\ud800`` escapes) can hold lone surrogates, which cannot."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_DEPTH_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


def json_brackets(data: bytes) -> bytes:
    """The ``[]{}`` of a JSON text's UTF-8 bytes outside its strings, in order: enough to
    measure the nesting depth and count the lists and objects before the parser runs
    (whose ``RecursionError`` at about 1,000 levels is no answer to give a user).

    Linear and at C speed whatever the text: escaped backslashes, then escaped quotes, are
    dropped (an escape is a backslash and the character after it, read left to right, as
    ``bytes.replace`` reads them), so every quote left opens or closes a string; the parts
    between them alternate outside and inside strings."""
    plain = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    return b"".join(plain.split(b'"')[::2]).translate(None, _NOT_BRACKETS)


def json_depth(brackets: bytes) -> int:
    """The deepest nesting of the ``json_brackets`` of a text (0 for a bare value)."""
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)

"""Player names in one Unicode form everywhere (R1.1).

A name can reach the game typed on any keyboard: "Chloé" may arrive composed (NFC) or
as "e" plus a combining accent (NFD), a phone may add an invisible zero-width space, and
a hostile student may add a right-to-left override that turns the rest of a line around.
Set-up, bots, saves and the classroom all pass names through ``normal_name`` so that
the same name typed twice is the same name, and nothing invisible reaches a screen.
``name_key`` is what two names are compared by when look-alikes must be refused
(the same letters in another case or width).

Standard library only: every layer may import it.
"""

from __future__ import annotations

import unicodedata

__all__ = ["normal_name", "name_key"]


def _visible(ch: str) -> bool:
    # Cf: format characters -- zero-width spaces and joiners, the bidirectional controls
    # (U+202A..U+202E, U+2066..U+2069), soft hyphens. Cc: control characters (tabs and
    # new lines are folded to spaces before this test).
    return unicodedata.category(ch) not in ("Cf", "Cc")


def normal_name(text: str) -> str:
    """``text`` as a name: Unicode NFKC, invisible and control characters removed, runs
    of white space folded to one space, none at either end.

    The caller checks the result (empty, too long); this only says what the name *is*.
    """
    if text.isascii():  # NFKC leaves ASCII as it is, and has no format character
        folded = " ".join(text.split())
        if folded.isprintable():  # (nor any control character left)
            return folded
    text = unicodedata.normalize("NFKC", text)
    text = "".join(ch for ch in " ".join(text.split()) if _visible(ch))
    # Removing a zero-width character can leave two spaces side by side: fold again.
    return " ".join(text.split())


def name_key(text: str) -> str:
    """What two names are compared by: the normal name, case-folded ("EVE", "Eve" and
    "Ｅｖｅ" are one name)."""
    return unicodedata.normalize("NFKC", normal_name(text).casefold())

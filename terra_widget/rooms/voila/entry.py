"""The two Voila pages' first lines (``notebooks/teacher.ipynb`` and ``student.ipynb``):
each reads the address the page was opened with and returns its page, or a refusal in
words (a wrong teacher token, a damaged room file) instead of a traceback."""

from __future__ import annotations

import hmac
import os
from urllib.parse import parse_qs

from terra_widget.i18n import LANGUAGES, translator

from ..errors import ClassroomError
from ..pages.live import html, message_html
from ..room import CLIENT_ENV, TOKEN_ENV, URL_ENV, Room


def _query() -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(os.environ.get("QUERY_STRING", "")).items()}


def _denied(text: str):
    return html("terra-denied", message_html(text, error=True))


def teacher_page(**kw):
    """The teacher's page for ``?token=T`` (required) ``&room=CODE`` (reopen; else a new
    room) ``&students=24`` ``&lang=fr`` ``&seed=7`` ``&length=short`` (the classroom short
    game; the page's checkbox changes it until the start)."""
    from ..local import LocalRoom
    from ..pages.teacher import TeacherPage

    query = _query()
    lang = query.get("lang", "en")
    lang = lang if lang in LANGUAGES else "en"
    t = translator(lang)
    expected = os.environ.get(TOKEN_ENV, "")
    if not expected or not hmac.compare_digest(query.get("token", ""), expected):
        return _denied(t("classroom.teacher.denied"))
    try:
        if query.get("room"):
            room = Room.reopen(query["room"])
        else:
            students = query.get("students", "4")
            sizes = [int(n) for n in students.split(",")] if "," in students else \
                int(students) if students.isdigit() else students
            seed = int(query["seed"]) if query.get("seed", "").isdigit() else None
            length = "short" if query.get("length") == "short" else "full"
            room = Room.open(sizes, lang=lang, seed=seed, length=length)
    except ClassroomError as exc:
        return _denied(exc.message(t))
    return TeacherPage(LocalRoom(room, url=os.environ.get(URL_ENV)), **kw)


def student_page(**kw):
    """The student's page for ``?room=CODE&lang=fr``; the client's address, which the
    classroom server sets (``room.CLIENT_HEADER``), counts wrong PINs per address too."""
    from ..local import LocalSeat
    from ..pages.student import StudentPage

    query = _query()
    lang = query.get("lang", "en")
    try:
        seat = LocalSeat(code=query.get("room", ""), lang=lang,
                         address=os.environ.get(CLIENT_ENV) or None)
        return StudentPage(seat, **kw)
    except ClassroomError as exc:  # a damaged room file: said, not a traceback
        return _denied(exc.message(translator(lang if lang in LANGUAGES else "en")))

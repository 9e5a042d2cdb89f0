"""A classroom where every student plays from their own device.

The teacher opens a room in a notebook::

    import terra_widget
    room = terra_widget.classroom(students=24)   # 5 tables of 4-5; empty seats: computers

and projects it: the join address, the room code and a QR code, who sits where, the table
being projected, and the controls (start, pause/resume, replace a seat by a computer
player, open all hands). Students open the join address (a Voila app served by
``terra-widget classroom``), type the code, take a seat and play from their own screen.

A room lives on one of two routes: on a laptop, ``terra-widget classroom`` serves Voila
pages over one SQLite file (``voila/``); on a JupyterHub, the hub's room service keeps the
rooms and the notebooks call it (``hub/``). Inside, by job:

* ``store/`` -- the one truth: rooms, tables, seats and every move in SQLite (standard
  library only), one object per job;
* ``room``, ``stories``, ``tables_svg`` -- a room as the teacher runs it, the games'
  stories, the summary and the CSVs (no Jupyter);
* ``pages/`` -- the ipywidgets pages, written once over the backends' protocol
  (``pages/backend.py``): the table every page shows, the teacher's and the student's
  pages, their style sheet (``room.css``; its colours in ``colours``);
* ``local`` -- the laptop route's backends (the SQLite room, a seat taken on the page);
* ``hub/`` -- the room service, and the notebooks' backends on it;
* ``voila/`` -- the laptop route's command, its hardened Voila server and its two pages.

Nothing outside this package imports it except ``terra_widget.cli`` and the
``terra_widget.classroom`` and ``terra_widget.join`` functions.
"""

from __future__ import annotations

import os


def open_classroom(students=4, *, code: str | None = None, key: str | None = None,
                   url: str | None = None, path=None, lang: str = "en",
                   seed: int | None = None, bot_delay: float = 1.5, poll: bool = True,
                   hub: bool = False, **table_kw):
    """Open a room for ``students`` (a number: 24 gives 5 tables of 4-5; or a list of table
    sizes such as ``[4, 4, 5]``), or reopen room ``code`` after a kernel restart, and
    return the teacher's screen (a widget: the last line of a cell shows it).

    ``url``: the students' address (default: the one ``terra-widget classroom`` printed);
    ``path``: the room database (default ``$TERRA_CLASSROOM_DB`` or
    ``~/.terra_widget/classroom.db``, the same file the student pages use); ``seed``: the
    deals; ``bot_delay``: seconds a computer player waits so that people can follow.
    ``table_kw``: a stacked deck for every table (``hands``, ``draw_top``, ...), or
    ``length="short"``: every table plays the classroom short game (docs/rules.md).
    ``hub=True``: on a JupyterHub, the room lives in the hub's room service
    (docs/classroom.md); students join with ``terra_widget.join(code)``."""
    if hub:
        length = table_kw.pop("length", "full")
        if table_kw or key is not None or url is not None or path is not None:
            raise TypeError("hub=True takes students, code, lang, seed, bot_delay, length "
                            "and poll only (the service keeps the room and its key)")
        from .hub.backend import open_room
        return open_room(students, code=code, lang=lang, seed=seed, bot_delay=bot_delay,
                         length=length, poll=poll)
    from .local import LocalRoom
    from .pages.teacher import TeacherPage
    from .room import URL_ENV, Room

    if code is not None:
        room = Room.reopen(code, path=path, key=key)
    else:
        room = Room.open(students, path=path, lang=lang, seed=seed, bot_delay=bot_delay,
                         **table_kw)
    return TeacherPage(LocalRoom(room, url=url if url is not None else os.environ.get(URL_ENV)),
                       poll=poll)

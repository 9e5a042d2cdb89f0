"""A classroom where every student plays from their own device (issue #13).

The teacher opens a room in a notebook::

    import terra_widget
    room = terra_widget.classroom(students=24)   # 5 tables of 4-5; empty seats: computers

and projects it: the join address, the room code and a QR code, who sits where, the table
being projected, and the controls (start, pause/resume, replace a seat by a computer
player, open all hands). Students open the join address (a Voila app served by
``terra-widget classroom``), type the code, take a seat and play from their own screen.

Layers: ``store`` (SQLite: the one truth, standard library only), ``room`` (rooms,
tables, summary, CSV; no Jupyter), ``teacher`` / ``student`` (ipywidgets pages), ``cli``.
Nothing outside this package imports it except ``terra_widget.cli`` and the lazy
``terra_widget.classroom`` export.
"""

from __future__ import annotations

import os
import sys
import types


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
    ``hub=True``: on a JupyterHub, the room lives in the hub's room service (issue #23,
    docs/classroom.md); students join with ``terra_widget.join(code)``."""
    if hub:
        if table_kw or key is not None or url is not None or path is not None:
            raise TypeError("hub=True takes students, code, lang, seed, bot_delay and "
                            "poll only (the service keeps the room and its key)")
        from .remote_teacher import open_room
        return open_room(students, code=code, lang=lang, seed=seed, bot_delay=bot_delay,
                         poll=poll)
    from .room import URL_ENV, Room
    from .teacher import TeacherPage

    if code is not None:
        room = Room.reopen(code, path=path, key=key)
    else:
        room = Room.open(students, path=path, lang=lang, seed=seed, bot_delay=bot_delay,
                         **table_kw)
    return TeacherPage(room, url=url if url is not None else os.environ.get(URL_ENV),
                       poll=poll)


class _CallableModule(types.ModuleType):
    """``terra_widget.classroom(...)`` opens a room, while ``terra_widget.classroom.store``
    etc. stay importable: the package is also a function (a module cannot be both
    otherwise, since importing a submodule sets the package attribute to the module)."""

    def __call__(self, *args, **kwargs):
        return open_classroom(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule

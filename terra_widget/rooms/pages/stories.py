"""The teacher's view of each table's story, for both routes (the laptop room's teacher
page and the hub teacher's notebook): a choice among the tables whose game is over and
that table's story (``Story`` picture and turning points, every hand: R7.5 allows it
only after the game), and the picture of every table's crises.

The panel is fed by a ``fetch(number) -> (html, complete)`` function: the room
backend's ``story`` (the laptop's asks the room's ``StoryBook``, the hub's the service).
``complete`` is False while the risk curve is still being worked out (a worker thread):
the panel shows the story without it at once and asks again, at most every
``RETRY_SECONDS``, from ``tick()``.
"""

from __future__ import annotations

import time

import ipywidgets as W

from terra_widget.i18n import translator
from terra_widget.ui.text import esc

from ..errors import ClassroomError
from .live import html, message_html, set_options

#: How often a story still missing its risk curve is asked for again (seconds).
RETRY_SECONDS = 1.0


def picture_html(svg: str) -> str:
    """An SVG picture at its own size (text stays 14 px or more), scrolling sideways on a
    narrower screen rather than shrinking."""
    return f'<div class="terra-story-scroll">{svg}</div>'


class StoriesPanel(W.VBox):
    """A finished table's story (``render`` with the finished tables; ``tick`` to pick up
    the risk curve once it is ready)."""

    def __init__(self, lang: str, fetch):
        self.t = t = translator(lang)
        self.fetch = fetch
        self.choice = W.Dropdown(options=[], description=t("classroom.story.choose"),
                                 style={"description_width": "initial"},
                                 layout=W.Layout(width="auto"))
        self.choice.add_class("terra-story-choice")
        self.choice.observe(lambda _c: self._show(), "value")
        self.note = html("terra-story-note")
        self.story = html("terra-table-story")
        self._got: dict[int, tuple[str, bool, float]] = {}  # number -> html, complete, when
        self._status: dict[int, str] = {}
        super().__init__([self.note, self.choice, self.story], layout=W.Layout(width="100%"))
        self.add_class("terra-stories")

    def render(self, finished) -> None:
        """``finished``: (table number, status) of every table whose game is over."""
        t = self.t
        self._status = dict(finished)
        options = [(f"{t('classroom.teacher.table', table=n)} · {t('classroom.status.' + s)}", n)
                   for n, s in finished]
        set_options(self.choice, options)
        self.choice.layout.display = None if options else "none"
        note = "" if options else (f'<p class="terra-story-none">'
                                   f'{esc(t("classroom.story.none_over"))}</p>')
        if self.note.value != note:
            self.note.value = note
        self._show()

    def _show(self) -> None:
        number = self.choice.value
        if number is None or number not in self._status:
            value = ""
        else:
            got = self._got.get(number)
            if got is None or (not got[1] and time.monotonic() - got[2] >= RETRY_SECONDS):
                try:
                    body, complete = self.fetch(number)
                except ClassroomError as exc:  # said in the story's place, asked again later
                    body, complete = message_html(exc.message(self.t), error=True), False
                got = self._got[number] = (body, complete, time.monotonic())
            t = self.t
            heading = t("classroom.story.heading", table=t("classroom.teacher.table",
                                                           table=number),
                        status=t("classroom.status." + self._status[number]))
            pending = "" if got[1] else (f'<p class="terra-story-pending" role="status">'
                                         f'{esc(t("classroom.story.risk_pending"))}</p>')
            value = (f'<h3 class="terra-story-heading">{esc(heading)}</h3>{pending}'
                     f"{picture_html(got[0])}")
        if self.story.value != value:
            self.story.value = value

    def tick(self) -> None:
        """Ask again for the chosen story if its risk curve was still missing."""
        got = self._got.get(self.choice.value)
        if got is not None and not got[1]:
            self._show()

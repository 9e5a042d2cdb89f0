"""What every classroom page is made of, on either route: the style, a message line,
errors in words, small widget makers, and the one loop that follows the room (``Poller``)
on the kernel's event loop."""

from __future__ import annotations

import asyncio
import contextlib
from functools import cache
from importlib import resources

import ipywidgets as W

from terra_widget.i18n import translator
from terra_widget.ui import text as T
from terra_widget.ui.style import style_html

from ..colours import custom_properties
from ..errors import ClassroomError
from .backend import POLL_SECONDS

esc = T.esc
message_html = T.notice_html


@cache
def room_css() -> str:
    """The classroom's additions to the play widget's style sheet (``room.css``), after
    the custom properties of its colours (``rooms.colours``)."""
    sheet = resources.files(__package__).joinpath("room.css").read_text(encoding="utf-8")
    return f".terra-classroom {{ {custom_properties()} }}\n{sheet}"


def html(css_class: str, value: str = "") -> W.HTML:
    widget = W.HTML(value, layout=W.Layout(width="auto"))
    widget.add_class(css_class)
    return widget


def button(css_class: str, description: str = "", *, style: str = "") -> W.Button:
    b = W.Button(description=description, button_style=style,
                 layout=W.Layout(width="auto", height="auto"))
    b.add_class(css_class)
    return b


def style_widget(lang: str) -> W.HTML:
    """The play widget's style sheet (ui/style.py) and the classroom's few additions."""
    return W.HTML(style_html(translator(lang)) + f"<style>{room_css()}</style>")


def set_value(widget, value: str) -> None:
    if widget.value != value:  # every assignment is a message to the browser
        widget.value = value


def set_options(dropdown: W.Dropdown, options: list) -> None:
    """New options only when they changed (each change is a message to the browser); a
    choice is kept while it is still offered, else the first (ipywidgets selects nothing
    after an empty list)."""
    if list(dropdown.options) != options:
        keep = dropdown.value
        dropdown.options = options
        values = [v for _, v in options]
        if values:
            dropdown.value = keep if keep in values else values[0]
    elif dropdown.value is None and options:
        dropdown.index = 0


def choice(css: str, description: str = "") -> W.Dropdown:
    d = W.Dropdown(options=[], description=description, style={"description_width": "initial"},
                   layout=W.Layout(width="auto"))
    d.add_class(css)
    return d


class LivePage(W.VBox):
    """A page that follows a room: the style, a message line, errors in words, and a
    ``Poller`` calling ``refresh()`` (tests call it directly, with ``poll=False``)."""

    def __init__(self, lang: str, children, *, css: str, poll: bool):
        self.lang = translator(lang).lang
        self.t = translator(self.lang)
        self.message = html("terra-message")
        super().__init__([style_widget(self.lang), self.message, *children])
        for cls in ("terra-app", "terra-classroom", css):
            self.add_class(cls)
        self.poller = Poller.every(self.refresh, POLL_SECONDS, on_error=self._show_error)
        self._poll = poll

    def start_polling(self) -> None:
        if self._poll:
            self.poller.start()

    def refresh(self) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def _say(self, text: str = "", *, error: bool = False) -> None:
        set_value(self.message, message_html(text, error=error))

    def _show_error(self, exc: Exception) -> None:
        if isinstance(exc, ClassroomError):
            self._say(exc.message(self.t), error=True)
        else:
            self._say(self.t("error.generic", reason=str(exc)), error=True)

    def _do(self, control) -> bool:
        """Run a control; a refusal is said in words. True if it went through."""
        try:
            control()
        except ClassroomError as exc:
            self._show_error(exc)
            return False
        self._say("")
        self.refresh()
        return True


class Poller:
    """The one loop that follows a room, on the running event loop (a kernel's), until
    ``stop()``: ``step`` is awaited again and again. A page on the laptop route looks at
    the store and sleeps ``POLL_SECONDS``; a notebook on the hub waits in a long poll of
    the service. An error is reported to ``on_error`` and, after ``retry`` seconds, the
    loop goes on (a page must not die of one bad moment: a locked database, a restarting
    service)."""

    def __init__(self, step, *, on_error=None, retry: float = POLL_SECONDS):
        self.step = step
        self.on_error = on_error
        self.retry = retry
        self._task = None

    @classmethod
    def every(cls, tick, interval: float = POLL_SECONDS, on_error=None) -> Poller:
        """A loop calling ``tick()`` every ``interval`` seconds."""
        async def step():
            tick()
            await asyncio.sleep(interval)
        return cls(step, on_error=on_error, retry=interval)

    def start(self) -> bool:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            try:
                loop = asyncio.get_event_loop()
            except RuntimeError:
                return False
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._run())
        return True

    async def _run(self) -> None:
        while True:
            try:
                await self.step()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - keep following, say what happened
                if self.on_error is not None:
                    with contextlib.suppress(Exception):
                        self.on_error(exc)
                await asyncio.sleep(self.retry)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

"""The student's page, on either route: take a seat (on a laptop, from the page itself),
then play from one's own screen.

On the laptop route it is a Voila app (the Voila route's ``student.ipynb``, one kernel per
visitor): the student types the room's code and their name, picks a free seat and is
shown a PIN once (or comes back to their seat with it). On a hub, ``terra_widget.join``
has taken the seat already, under the student's hub name.

The game is the play widget's own table: ``TableView`` with this student's ``SeatView``
(``table.ClassroomTable``), fed with the public view, this seat's view and its legal moves
only (``table.TableSight``): never another hand, never the order of the draw pile (R7.5).
The page redraws only when its own table or the room's state changed.
"""

from __future__ import annotations

import ipywidgets as W

from terra_widget.i18n import LANGUAGES

from ..errors import ClassroomError
from ..store import normalise_code
from .backend import JoiningBackend, SeatBackend, SeatNow
from .live import LivePage, Poller, button, esc, html, set_value
from .table import ClassroomTable


def banner_html(t, now: SeatNow) -> str:
    """The line above the table: waiting, paused, your decision, or whose it is."""
    game = now.game
    if not now.started:
        return f'<div class="terra-waiting">{esc(t("classroom.waiting"))}</div>'
    if now.paused:
        return (f'<div class="terra-paused-banner" role="alert">'
                f'{esc(t("classroom.paused"))}</div>')
    if game.is_over:
        return ""
    if game.to_act == now.seat:
        return (f'<div class="terra-your-turn" role="status"><strong>'
                f'{esc(t("classroom.your_turn"))}</strong></div>')
    name = game.view(None).players[game.to_act]
    return f'<div class="terra-wait-turn">{esc(t("classroom.wait_for", name=name))}</div>'


def _text(css: str, description: str, value: str = "") -> W.Text:
    box = W.Text(value=value, description=description, style={"description_width": "initial"},
                 layout=W.Layout(width="auto"))
    box.add_class(css)
    return box


class StudentPage(LivePage):
    """A student's page over a ``SeatBackend``: the join form while a ``JoiningBackend``
    has no seat yet, then the table and this student's seat. ``refresh()`` brings the page
    up to date (the page's ``Poller`` follows the room; tests call it directly)."""

    def __init__(self, backend: SeatBackend, *, poll: bool = True):
        self.backend = backend
        lang = backend.lang if backend.lang in LANGUAGES else "en"
        self.table = None
        self.seat_panel = None
        self.pin_html = html("terra-pin")
        self.header = html("terra-you-are")
        self.banner = html("terra-banner")
        self.game = W.VBox([])
        joining = isinstance(backend, JoiningBackend) and backend.seat is None
        self.form = self._join_form(lang, backend.typed) if joining else None
        super().__init__(lang, [*([self.form] if joining else []), self.pin_html, self.header,
                                self.banner, self.game], css="terra-student", poll=poll)
        # the one loop of every page: here it waits for the seat's next change
        self.poller = Poller(self._follow, on_error=self._show_error,
                             retry=backend.retry_seconds)
        if joining:
            self._rejoin_options(self.code_box.value)
        else:
            self.refresh()
        self.start_polling()

    @property
    def seat(self):
        """The seat taken (None before): ``seat.seat`` counts from 0."""
        return self.backend.seat

    def stop(self) -> None:
        """Stop following the room (the page stays as it is)."""
        self.poller.stop()

    # ------------------------------------------------------------ joining (laptop route)
    def _join_form(self, lang: str, code: str) -> W.VBox:
        from terra_widget.i18n import translator

        t = translator(lang)
        self.code_box = _text("terra-join-code", t("classroom.join.code"), code)
        self.name_box = _text("terra-join-name", t("classroom.join.name"))
        self.keep_box = _text("terra-join-keep", t("classroom.join.keep"))
        self.look_button = button("terra-join", t("classroom.join.button"), style="primary")
        self.look_button.on_click(lambda _b: self.look())
        self.pin_box = _text("terra-join-pin", t("classroom.join.pin"))
        # Back to a seat: the seat is chosen, so that every wrong PIN counts against it.
        self.rejoin_choice = W.Dropdown(options=[], description=t("classroom.join.your_seat"),
                                        style={"description_width": "initial"},
                                        layout=W.Layout(width="auto"))
        self.rejoin_choice.add_class("terra-rejoin-choice")
        self.rejoin_button = button("terra-rejoin", t("classroom.join.rejoin"))
        self.rejoin_button.on_click(lambda _b: self.rejoin())
        self.seat_choices = W.VBox([])
        self.seat_choices.add_class("terra-seat-choices")
        form = W.VBox([
            html("terra-join-title", f"<h2>{esc(t('classroom.join.title'))}</h2>"),
            self.code_box, self.name_box, self.keep_box, self.look_button, self.seat_choices,
            html("terra-join-or", f"<p>{esc(t('classroom.join.or_rejoin_seat'))}</p>"),
            self.rejoin_choice, self.pin_box, self.rejoin_button])
        form.add_class("terra-join-form")
        return form

    def look(self) -> None:
        """Show the free seats of the room whose code was typed."""
        t = self.t
        try:
            room, tables = self.backend.look(self.code_box.value)
        except ClassroomError as exc:
            self._show_error(exc)
            return
        self._rejoin_options(room.code)
        if room.started:
            self._say(t("classroom.join.started"), error=True)
            return
        self._say(t("classroom.join.pick_seat"))
        rows = []
        for info, seats in tables:
            for s in seats:
                label = t("classroom.join.table_seat", table=info.number, seat=s.seat + 1)
                if s.kind == "open":
                    if s.assigned:
                        label += " · " + t("classroom.seat.reserved", name=s.assigned)
                    b = button("terra-seat-choice", label)
                    b.on_click(lambda _b, tid=info.id, n=s.seat: self.take(tid, n))
                else:
                    who = s.name if s.kind == "human" else t("classroom.seat.computer")
                    b = button("terra-seat-taken", f"{label} · {who}")
                    b.disabled = True
                rows.append(b)
        self.seat_choices.children = rows

    def _rejoin_options(self, code) -> None:
        """The seats students hold in the room, to choose one's own and type its PIN."""
        options = [(f"{self.t('classroom.join.table_seat', table=number, seat=seat + 1)}"
                    f" · {name}", value)
                   for number, seat, name, value in self.backend.held_seats(code)]
        if list(self.rejoin_choice.options) != options:
            self.rejoin_choice.options = options
        if options and self.rejoin_choice.value is None:
            self.rejoin_choice.index = 0

    def take(self, table_id: int, seat: int) -> None:
        t = self.t
        try:
            pin = self.backend.take(table_id, seat, self.name_box.value, self.keep_box.value)
        except ClassroomError as exc:
            if exc.error in ("seat_taken", "table_full"):
                self.look()  # show the seats as they are now, then say why
            self._show_error(exc)
            return
        self.pin_html.value = (f'<div class="terra-pin-box" role="alert">'
                               f'{esc(t("classroom.pin.shown_before"))} <strong>{esc(pin)}'
                               f'</strong><br>{esc(t("classroom.pin.shown_after"))}</div>')
        self._seated()

    def rejoin(self) -> None:
        """Back to the seat chosen in ``rejoin_choice`` with its PIN (a reload, another
        device): the teacher's screen shows that the seat was reopened."""
        self._rejoin_options(self.code_box.value)
        try:
            if self.seat is not None:  # a forged click on the hidden form: one seat a page
                raise ClassroomError("one_seat")
            choice = self.rejoin_choice.value
            if choice is None:
                raise ClassroomError("bad_code", code=str(self.code_box.value)[:20])
            self.backend.rejoin(normalise_code(self.code_box.value), *choice,
                                self.pin_box.value)
        except ClassroomError as exc:
            self._show_error(exc)
            return
        self._seated()

    def _seated(self) -> None:
        self._say("")
        self.form.layout.display = "none"
        self.refresh()

    # ------------------------------------------------------------ playing
    def act(self, action, seq: int) -> None:
        try:
            self.backend.act(action, seq)
        except ClassroomError as exc:
            self._show_error(exc)
        else:
            self._say("")
        self.refresh()

    def refresh(self) -> None:
        """Catch up with the room if this table or the room changed."""
        self.show(self.backend.now())

    async def _follow(self) -> None:
        self.show(await self.backend.follow())

    def show(self, now: SeatNow | None) -> None:
        if now is None:
            return
        t = self.t
        if self.table is None:
            self.table = ClassroomTable(self.lang, now.game, now.seats, seat=now.seat,
                                        on_action=self.act)
            self.seat_panel = self.table.seat_view
            self.game.children = [self.table]
        set_value(self.header, f"<div>{esc(t('classroom.you_are', name=now.name, table=now.table, seat=now.seat + 1))}</div>")  # noqa: E501
        if now.replaced:
            self._say(t("classroom.replaced"), error=True)  # the teacher gave it to a bot
            self.table.render(now.game, now.seats, can_act=False)
            return
        set_value(self.banner, banner_html(t, now))
        if not now.started:
            self.game.layout.display = "none"
            return
        self.game.layout.display = None
        if self.pin_html.value:
            self.pin_html.value = ""  # shown once, before the start: written down by now
        self.table.render(now.game, now.seats, can_act=not now.paused)

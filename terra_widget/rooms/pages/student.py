"""The student's page: join a room with its code, take a seat, play from one's own screen.

Served as a Voila app (the Voila route's ``student.ipynb``, one kernel per visitor) by
``terra-widget classroom``. The game is the play widget's own table: ``TableView`` with this
student's ``SeatView`` (``table.ClassroomTable``), fed with the public view, this seat's
view and its legal moves only (``table.TableSight``): never another hand, never the
order of the draw pile (R7.5). The page redraws only when its own table or the room's
state changed (``Store.table_version``).
"""

from __future__ import annotations

import secrets
import time

import ipywidgets as W

from terra_widget.i18n import LANGUAGES, translator

from ..errors import ClassroomError
from ..room import default_db_path
from ..store import Store, normalise_code
from .live import LivePage, button, esc, html
from .table import ClassroomTable


class StudentPage(LivePage):
    """Join form, then the table and this student's seat. ``refresh()`` brings the page up
    to date with the store (the poller calls it; tests call it directly)."""

    def __init__(self, *, path=None, code: str = "", lang: str = "en", poll: bool = True,
                 address: str | None = None):
        self.store = Store(path if path is not None else default_db_path())
        # Who asks, for the guards against guessing (store.seats): this page, and the
        # client's address when the server tells it (``voila.entry``: room.CLIENT_ENV).
        self.client = (f"page:{secrets.token_hex(8)}",
                       *((f"addr:{address}",) if address else ()))
        lang = lang if lang in LANGUAGES else "en"
        self.code = ""
        self.seat = None  # store.Seat once seated
        self.pin = None
        self._version = None
        self._bot_at = None  # when a computer player at this table is due (time.time)
        self.table = None
        self.seat_panel = None
        t = translator(lang)
        # -- the join form
        self.code_box = W.Text(value=normalise_code(code), description=t("classroom.join.code"),
                               style={"description_width": "initial"},
                               layout=W.Layout(width="auto"))
        self.code_box.add_class("terra-join-code")
        self.name_box = W.Text(description=t("classroom.join.name"),
                               style={"description_width": "initial"},
                               layout=W.Layout(width="auto"))
        self.name_box.add_class("terra-join-name")
        self.keep_box = W.Text(description=t("classroom.join.keep"),
                               style={"description_width": "initial"},
                               layout=W.Layout(width="auto"))
        self.keep_box.add_class("terra-join-keep")
        self.look_button = button("terra-join", t("classroom.join.button"), style="primary")
        self.look_button.on_click(lambda _b: self.look())
        self.pin_box = W.Text(description=t("classroom.join.pin"),
                              style={"description_width": "initial"},
                              layout=W.Layout(width="auto"))
        self.pin_box.add_class("terra-join-pin")
        # Back to a seat: the seat is chosen, so that every wrong PIN counts against it.
        self.rejoin_choice = W.Dropdown(options=[], description=t("classroom.join.your_seat"),
                                        style={"description_width": "initial"},
                                        layout=W.Layout(width="auto"))
        self.rejoin_choice.add_class("terra-rejoin-choice")
        self.rejoin_button = button("terra-rejoin", t("classroom.join.rejoin"))
        self.rejoin_button.on_click(lambda _b: self.rejoin())
        self.seat_choices = W.VBox([])
        self.seat_choices.add_class("terra-seat-choices")
        self.form = W.VBox([
            html("terra-join-title", f"<h2>{esc(t('classroom.join.title'))}</h2>"),
            self.code_box, self.name_box, self.keep_box, self.look_button, self.seat_choices,
            html("terra-join-or", f"<p>{esc(t('classroom.join.or_rejoin_seat'))}</p>"),
            self.rejoin_choice, self.pin_box, self.rejoin_button])
        self.form.add_class("terra-join-form")
        self.pin_html = html("terra-pin")
        self.header = html("terra-you-are")
        self.banner = html("terra-banner")
        self.game = W.VBox([])
        super().__init__(lang, [self.form, self.pin_html, self.header, self.banner,
                                self.game], css="terra-student", poll=poll)
        self._rejoin_options(self.code_box.value)
        self.start_polling()

    # ------------------------------------------------------------ joining
    def look(self) -> None:
        """Show the free seats of the room whose code was typed."""
        t = self.t
        try:
            room = self.store.room(self.code_box.value)
        except ClassroomError as exc:
            self._show_error(exc)
            return
        self.code = room.code
        self._rejoin_options(room.code)
        if room.started:
            self._say(t("classroom.join.started"), error=True)
            return
        self._say(t("classroom.join.pick_seat"))
        rows = []
        for info in self.store.tables(room.code):
            for s in self.store.seats(info.id):
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
        try:
            tables = self.store.tables(code) if code else []
        except ClassroomError:
            tables = []
        options = [(f"{self.t('classroom.join.table_seat', table=info.number, seat=s.seat + 1)}"
                    f" · {s.name}", (info.id, s.seat))
                   for info in tables for s in self.store.seats(info.id) if s.kind == "human"]
        if list(self.rejoin_choice.options) != options:
            self.rejoin_choice.options = options
        if options and self.rejoin_choice.value is None:
            self.rejoin_choice.index = 0

    def take(self, table_id: int, seat: int) -> None:
        t = self.t
        try:
            if self.seat is not None:  # a forged click on the hidden form: one seat a page
                raise ClassroomError("one_seat")
            pin = self.store.take_seat(self.code, table_id, seat, self.name_box.value,
                                       self.keep_box.value, client=self.client)
        except ClassroomError as exc:
            if exc.error in ("seat_taken", "table_full"):
                self.look()  # show the seats as they are now, then say why
            self._show_error(exc)
            return
        self.pin_html.value = (f'<div class="terra-pin-box" role="alert">'
                               f'{esc(t("classroom.pin.shown_before"))} <strong>{esc(pin)}'
                               f'</strong><br>{esc(t("classroom.pin.shown_after"))}</div>')
        self._seated(self.store.seats(table_id)[seat], pin)

    def rejoin(self) -> None:
        """Back to the seat chosen in ``rejoin_choice`` with its PIN (a reload, another
        device): the teacher's screen shows that the seat was reopened."""
        self._rejoin_options(self.code_box.value)
        try:
            if self.seat is not None:
                raise ClassroomError("one_seat")
            choice = self.rejoin_choice.value
            if choice is None:
                raise ClassroomError("bad_code", code=str(self.code_box.value)[:20])
            table_id, seat_number = choice
            seat = self.store.rejoin(self.code_box.value, table_id, seat_number,
                                     self.pin_box.value, client=self.client)
        except ClassroomError as exc:
            self._show_error(exc)
            return
        self.code = normalise_code(self.code_box.value)
        self._seated(seat, self.pin_box.value.strip())

    def _seated(self, seat, pin: str) -> None:
        self.seat, self.pin = seat, pin
        self._say("")
        self.form.layout.display = "none"
        info = next(i for i in self.store.tables(self.code) if i.id == seat.table_id)
        self.header.value = (f"<div>{esc(self.t('classroom.you_are', name=seat.name, table=info.number, seat=seat.seat + 1))}"  # noqa: E501
                             f"</div>")
        self.table = ClassroomTable(self.lang, self.store.state(seat.table_id),
                                    self.store.seats(seat.table_id), seat=seat.seat,
                                    on_action=self.act)
        self.seat_panel = self.table.seat_view
        self.game.children = [self.table]
        self._version = None
        self.refresh()

    # ------------------------------------------------------------ playing
    def act(self, action, seq: int) -> None:
        try:
            self.store.submit(self.seat.table_id, seq, self.seat.seat, action, self.pin,
                              client=self.client)
        except ClassroomError as exc:
            self._show_error(exc)
            self._version = None  # show the table as it is now
        else:
            self._say("")
        self.refresh()

    def refresh(self) -> None:
        """Catch up with the store if this table or the room changed (one indexed read
        when nothing did); step a computer player of this table once it is due (any
        device may: see store.step_bots)."""
        if self.seat is None:
            return
        store, table_id = self.store, self.seat.table_id
        if self._bot_at is not None and time.time() >= self._bot_at \
                and not store.step_bots(table_id):
            # not made: made elsewhere (the counter moved: redrawn below) or not due yet
            due = store.bot_due(table_id)
            self._bot_at = None if due is None else time.time() + max(due, 0.05)
        version = store.table_version(table_id)
        if version == self._version:
            return
        self._version = version
        self._render()

    def _render(self) -> None:
        store, t, table_id = self.store, self.t, self.seat.table_id
        room = store.room(self.code)
        seats = store.seats(table_id)
        state = store.state(table_id)
        due = store.bot_due(table_id)
        self._bot_at = None if due is None else time.time() + due
        if not any(s.seat == self.seat.seat and s.kind == "human" for s in seats):
            self._say(t("classroom.replaced"), error=True)  # the teacher gave it to a bot
            self.table.render(state, seats, can_act=False)
            return
        if not room.started:
            banner = f'<div class="terra-waiting">{esc(t("classroom.waiting"))}</div>'
        elif room.paused:
            banner = (f'<div class="terra-paused-banner" role="alert">'
                      f'{esc(t("classroom.paused"))}</div>')
        elif state.is_over:
            banner = ""
        elif state.to_act == self.seat.seat:
            banner = (f'<div class="terra-your-turn" role="status"><strong>'
                      f'{esc(t("classroom.your_turn"))}</strong></div>')
        else:
            banner = (f'<div class="terra-wait-turn">'
                      f'{esc(t("classroom.wait_for", name=state.players[state.to_act]))}'
                      f"</div>")
        if self.banner.value != banner:
            self.banner.value = banner
        if not room.started:
            self.game.layout.display = "none"
            return
        self.game.layout.display = None
        if self.pin_html.value:
            self.pin_html.value = ""  # shown once, before the start: written down by now
        self.table.render(state, seats, can_act=not room.paused)

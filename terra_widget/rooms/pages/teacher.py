"""The teacher's screen (the projector): join address, code and QR code, who sits where,
the projected table, the controls, every table at a glance, the class summary and CSV.

In a notebook: ``terra_widget.classroom(students=24)``; as a page: the Voila route's
``teacher.ipynb``, served by ``terra-widget classroom`` behind a teacher token.
"""

from __future__ import annotations

import base64
import time

import ipywidgets as W

from terra_widget.i18n import translator
from terra_widget.rules import COLOURS, LOSS_COLOUR, LOSS_TOTAL
from terra_widget.ui.panels.common import set_class

from ..room import Room, Summary
from .live import LivePage, button, choice, esc, html, set_options
from .stories import StoriesPanel, picture_html, room_fetch
from .table import ClassroomTable, HandsPanel


def qr_svg(url: str) -> str:
    """The address as a QR code (SVG markup), for phones and tablets to scan."""
    import segno  # small, pure Python, no dependencies

    return segno.make(url, error="m").svg_inline(scale=4, border=2)


class TeacherPage(LivePage):
    """Controls and views of one room. ``refresh()`` catches up with the store (the poller
    calls it); the teacher's kernel also moves the computer players when they are due.

    The projected table is the play widget's one-screen table in projector mode
    (``TableView`` through ``table.ClassroomTable``) with the discussion prompts; the
    opened hands (debrief) go in its seat slot -- on the projector only: a student's page
    never shows another seat's hand."""

    def __init__(self, room: Room, *, url: str | None = None, poll: bool = True):
        self.room = room
        self.url = url
        self._version = None
        self._bot_at = 0.0  # when a computer player is due at some table (time.time)
        self._started = None
        self._projected = None  # table id on the projector
        lang = room.lang
        t = translator(lang)
        self.address = html("terra-join-address")
        self.qr = html("terra-qr")
        self.start_button = button("terra-start", t("classroom.teacher.start"), style="success")
        self.start_button.on_click(lambda _b: self._do(room.start))
        self.pause_button = button("terra-pause", t("classroom.teacher.pause"),
                                   style="warning")
        self.pause_button.on_click(lambda _b: self._do(
            room.resume if room.info.paused else room.pause))
        self.hands_button = button("terra-open-hands", t("btn.teacher"))
        self.hands_button.on_click(lambda _b: self._hands())
        self.replace_choice = choice("terra-replace-choice", t("classroom.teacher.seat"))
        self.replace_button = button("terra-replace", t("classroom.teacher.replace"))
        self.replace_button.on_click(lambda _b: self._replace())
        # what cannot be undone (a seat given away, every hand shown) asks first
        self._pending = None
        self.confirm_text = html("terra-confirm-text")
        self.confirm_button = button("terra-confirm", t("classroom.teacher.confirm"),
                                     style="danger")
        self.confirm_button.on_click(lambda _b: self._confirmed())
        self.cancel_button = button("terra-cancel", t("classroom.teacher.cancel"))
        self.cancel_button.on_click(lambda _b: self._ask(None))
        self.confirm_row = W.HBox([self.confirm_text, self.confirm_button, self.cancel_button],
                                  layout=W.Layout(flex_flow="row wrap", align_items="center",
                                                  display="none"))
        self.confirm_row.add_class("terra-confirm-row")
        # overflow visible: a box scrolls by default, and the drop-down's focus ring made
        # this one show a scroll bar a few pixels high beside the buttons
        controls = W.VBox([W.HBox([self.start_button, self.pause_button, self.hands_button,
                                   self.replace_choice, self.replace_button],
                                  layout=W.Layout(flex_flow="row wrap", overflow="visible")),
                           self.confirm_row], layout=W.Layout(overflow="visible"))
        controls.add_class("terra-teacher-controls")
        # -- who sits where, and keeping a seat for a student before the start
        self.seating = html("terra-seating")
        self.reserve_choice = choice("terra-reserve-choice", t("classroom.teacher.reserve_seat"))
        self.reserve_name = W.Text(description=t("classroom.teacher.reserve_name"),
                                   style={"description_width": "initial"},
                                   layout=W.Layout(width="auto"))
        self.reserve_name.add_class("terra-reserve-name")
        self.reserve_button = button("terra-reserve", t("classroom.teacher.reserve"))
        self.reserve_button.tooltip = t("classroom.teacher.reserve_tip")
        self.reserve_button.on_click(lambda _b: self._reserve())
        # The codes that open kept seats: off by default, as this tab is on the projector
        # before the start; the teacher shows them on their own screen and tells each.
        self.codes_toggle = W.ToggleButton(value=False,
                                           description=t("classroom.teacher.show_codes"),
                                           icon="key", layout=W.Layout(width="auto"))
        self.codes_toggle.add_class("terra-show-codes")
        self.codes_toggle.observe(lambda _c: self._rerender(), "value")
        self.reserve_row = W.HBox([self.reserve_choice, self.reserve_name, self.reserve_button,
                                   self.codes_toggle], layout=W.Layout(flex_flow="row wrap"))
        self.reserve_row.add_class("terra-reserve-row")
        # -- the projector: the one-screen table of the chosen table
        self.project_choice = choice("terra-project", t("classroom.teacher.project"))
        self.project_choice.observe(lambda _c: self._rerender(), "value")
        # the play widget's projector mode (large text, large board) for a big screen; off,
        # the table fits a 1280x720 projector under the controls
        self.projector_toggle = W.ToggleButton(value=False, description=t("btn.projector"),
                                               tooltip=t("tip.projector"), icon="television",
                                               layout=W.Layout(width="auto"))
        self.projector_toggle.add_class("terra-projector-toggle")
        self.projector_toggle.observe(lambda c: self.set_projector(c["new"]), "value")
        self.hands = HandsPanel(lang)
        first = room.tables()[0].id
        self.table = ClassroomTable(lang, room.store.state(first), room.store.seats(first),
                                    prompts=True, side=self.hands)
        self.table.add_class("terra-app")  # the play widget's sizes apply (and projector's)
        self.dashboard = html("terra-dashboard")
        self.summary = html("terra-summary")
        self.csv_link = html("terra-csv")
        # the stories: every table's crises on one picture (All tables), each finished
        # table's story (its own tab); both made only while their tab is shown
        self.choices_link = html("terra-csv-choices")
        self.tables_picture = html("terra-tables-picture")
        self.stories = StoriesPanel(lang, room_fetch(room))
        choose = W.HBox([self.project_choice, self.projector_toggle],
                        layout=W.Layout(flex_flow="row wrap", align_items="center"))
        links = W.HBox([self.csv_link, self.choices_link])
        links.add_class("terra-csv-links")
        tabs = W.Tab([W.VBox([choose, self.table]),
                      W.VBox([self.dashboard, self.summary, links, self.tables_picture]),
                      W.VBox([self.seating, self.reserve_row]), self.stories])
        for i, key in enumerate(("classroom.teacher.tab_table", "classroom.teacher.tab_all",
                                 "classroom.teacher.tab_seats", "classroom.teacher.tab_story")):
            tabs.set_title(i, t(key))
        tabs.add_class("terra-teacher-tabs")
        tabs.observe(lambda _c: self._show_stories(), "selected_index")
        self.tabs = tabs
        top = W.HBox([self.address, self.qr], layout=W.Layout(flex_flow="row wrap",
                                                              align_items="center"))
        super().__init__(lang, [top, controls, tabs], css="terra-teacher", poll=poll)
        style, message = self.children[:2]
        self.children = (style, top, controls, message, tabs)  # messages under the controls
        self._show_address()
        self.refresh()
        self.start_polling()

    # ------------------------------------------------------------ helpers
    def _show_address(self) -> None:
        t, code = self.t, self.room.code
        if self.url:
            link = self.room.join_url(self.url)
            self.address.value = (f'<div>{esc(t("classroom.teacher.open"))} '
                                  f'<a href="{esc(link)}" target="_blank">{esc(link)}</a>'
                                  f'<br>{esc(t("classroom.teacher.code"))} '
                                  f"<strong>{esc(code)}</strong></div>")
            self.qr.value = (f'<div role="img" aria-label="{esc(t("classroom.teacher.qr"))}">'
                             f"{qr_svg(link)}</div>")
        else:
            self.address.value = (f'<div>{esc(t("classroom.teacher.code"))} '
                                  f"<strong>{esc(code)}</strong><br>"
                                  f'{esc(t("classroom.teacher.no_server"))}</div>')

    def set_projector(self, on: bool) -> None:
        """The projected table in the play widget's projector mode (or back)."""
        self.table.set_projector(on)
        self.projector_toggle.value = bool(on)
        self._rerender()

    def _ask(self, question: str | None, control=None) -> None:
        """Show ``question`` with Yes / Cancel; Yes runs ``control``. None: ask nothing."""
        self._pending = control if question else None
        self.confirm_text.value = f"<strong>{esc(question)}</strong>" if question else ""
        self.confirm_row.layout.display = None if question else "none"

    def _confirmed(self) -> None:
        control, self._pending = self._pending, None
        self._ask(None)
        if control is not None:
            self._do(control)

    def _replace(self) -> None:
        choice = self.replace_choice.value
        if choice is None:
            return
        table, seat = choice
        label = dict((v, k) for k, v in self.replace_choice.options).get(choice, "")
        where, _, name = label.partition(" · ")
        self._ask(self.t("classroom.teacher.confirm_replace", seat=where, name=name),
                  lambda: self.room.replace(table, seat))

    def _hands(self) -> None:
        if self.room.info.hands_open:  # hiding them again needs no second thought
            self._ask(None)
            self._do(lambda: self.room.open_hands(False))
        else:
            self._ask(self.t("classroom.teacher.confirm_hands"),
                      lambda: self.room.open_hands(True))

    def _reserve(self) -> None:
        """Keep the chosen free seat for the name typed (an empty name frees it again)."""
        choice = self.reserve_choice.value
        if choice is None:
            return
        table, seat = choice
        name = self.reserve_name.value.strip() or None
        if self._do(lambda: self.room.assign(table, seat, name)):
            self.reserve_name.value = ""

    # ------------------------------------------------------------ rendering
    def refresh(self) -> None:
        # the teacher's kernel is the usual driver of the computer players: it looks at
        # the store only once one is due (``_bot_at``, from the last redraw)
        if self._bot_at is not None and time.time() >= self._bot_at \
                and not self.room.step_bots():
            self._bot_at = self._next_bot()
        version = self.room.store.version(self.room.code)
        if version == self._version:
            self.stories.tick()  # a story's risk curve, once its worker has it
            return
        self._version = version
        self._rerender()

    def _rerender(self) -> None:
        t, room = self.t, self.room
        info = room.info
        rows = room.dashboard()
        self._bot_at = self._next_bot()
        if self._started is not info.started:  # before the start, who sits where
            self._started = info.started
            self.tabs.selected_index = 0 if info.started else 2
        self.start_button.disabled = info.started
        # once everyone sits, the QR code only takes the projector's room (the address and
        # the code stay, for a student who comes back)
        self.qr.layout.display = "none" if info.started else None
        set_class(self.address, "terra-compact", info.started)
        self.pause_button.description = t("classroom.teacher.resume" if info.paused
                                          else "classroom.teacher.pause")
        self.hands_button.description = t("classroom.teacher.hide_hands" if info.hands_open
                                          else "btn.teacher")
        set_options(self.project_choice,
                 [(t("classroom.teacher.table", table=r.number), r.number) for r in rows])
        set_options(self.replace_choice,
                 [(f"{t('classroom.join.table_seat', table=r.number, seat=s.seat + 1)} · "
                   f"{s.name}", (r.number, s.seat + 1))
                  for r in rows for s in r.seats if s.kind == "human"])
        self.replace_button.disabled = self.replace_choice.value is None
        free = [(self._seat_label(r.number, s), (r.number, s.seat + 1))
                for r in rows for s in r.seats if s.kind == "open"]
        set_options(self.reserve_choice, free)
        self.reserve_button.disabled = self.reserve_choice.value is None
        self.reserve_row.layout.display = "none" if info.started else None
        self.seating.value = self._seating_html(rows)
        self.dashboard.value = self._dashboard_html(rows)
        summary = Summary(tuple(rows), room.lang)
        self.summary.value = f'<p class="terra-summary-line">{esc(summary.text())}</p>'
        data = base64.b64encode(summary.to_csv().encode("utf-8")).decode()
        self.csv_link.value = (f'<a class="terra-csv-link" download="terra-{esc(room.code)}.csv" '
                               f'href="data:text/csv;charset=utf-8;base64,{data}">'
                               f'{esc(t("classroom.teacher.csv"))}</a>')
        self._show_stories(rows)
        number = self.project_choice.value
        if number is not None and info.started:
            table_id = room.table_id(number)
            if table_id != self._projected:
                self._projected = table_id
                self.table.ctrl.state = None  # another table: no prompt of the last one
            state = room.store.state(table_id)
            self.table.render(state, room.store.seats(table_id))
            self.table.layout.display = None
            self.hands.render(state, info.hands_open)
        else:
            self.table.layout.display = "none"
        if info.paused:
            self.message.value = (f'<div class="terra-paused-banner" role="status">'
                                  f'{esc(t("classroom.paused"))}</div>')
        elif "terra-paused-banner" in self.message.value:
            self._say("")

    def _show_stories(self, rows=None) -> None:
        """The picture of every table and the choices CSV (All tables), or the finished
        tables' stories (their tab): only the tab on screen is worked out and sent."""
        tab = self.tabs.selected_index
        if tab not in (1, 3):
            return
        room = self.room
        if tab == 1:
            self.tables_picture.value = picture_html(room.tables_svg())
            data = base64.b64encode(room.choices_csv().encode("utf-8")).decode()
            self.choices_link.value = (
                f'<a class="terra-csv-choices-link" download="terra-{esc(room.code)}-choices'
                f'.csv" href="data:text/csv;charset=utf-8;base64,{data}">'
                f'{esc(self.t("classroom.teacher.csv_choices"))}</a>')
        else:
            rows = room.dashboard() if rows is None else rows
            self.stories.render([(r.number, r.status) for r in rows
                                 if r.status in ("saved", "lost")])

    def _next_bot(self) -> float | None:
        """When the next computer player is due at some table (None: none is)."""
        dues = [d for d in (self.room.store.bot_due(info.id) for info in self.room.tables())
                if d is not None]
        return time.time() + max(min(dues), 0.0) if dues else None

    def _seat_label(self, number: int, s) -> str:
        t = self.t
        label = t("classroom.join.table_seat", table=number, seat=s.seat + 1)
        if s.name:
            label += " · " + t("classroom.seat.reserved", name=s.name)
        return label

    def _rejoined(self, s) -> str:
        """' (reopened on another page twice)' after a student's name, or nothing."""
        if s.kind != "human" or not s.rejoins:
            return ""
        key = "classroom.teacher.rejoined" + (".one" if s.rejoins == 1 else "")
        return f" ({self.t(key, n=s.rejoins)})"

    def _seating_html(self, rows) -> str:
        t = self.t
        codes = self.room.keep_codes() if self.codes_toggle.value else {}
        head = (f"<tr><th>{esc(t('classroom.csv.table'))}</th>"
                f"<th>{esc(t('classroom.csv.seat'))}</th>"
                f"<th>{esc(t('classroom.csv.player'))}</th></tr>")
        body = []
        for r in rows:
            for s in r.seats:
                if s.kind == "open":
                    who = t("classroom.seat.free")
                    if s.name:
                        who += " · " + t("classroom.seat.reserved", name=s.name)
                    code = codes.get((r.table_id, s.seat))
                    if code:  # told to that student only: it opens the kept seat
                        who += " · " + t("classroom.teacher.keep_code", code=code)
                elif s.kind == "bot":
                    who = t("classroom.seat.computer_named", name=s.name or "")
                else:
                    who = s.name + self._rejoined(s)  # reopened elsewhere: said
                body.append(f"<tr><td>{r.number}</td><td>{s.seat + 1}</td>"
                            f'<td class="terra-seat-{s.kind}">{esc(who)}</td></tr>')
        return f"<table>{head}{''.join(body)}</table>"

    def _dashboard_html(self, rows) -> str:
        t = self.t
        head = "".join(f"<th>{esc(t(k))}</th>" for k in (
            "classroom.csv.table", "classroom.csv.result", "classroom.csv.turn",
            "classroom.dash.crises", "classroom.dash.colours", "classroom.dash.players"))
        body = []
        for r in rows:
            colours = " · ".join(f"{t.colour(c)} {r.by_colour[c]}/{LOSS_COLOUR}" for c in COLOURS)
            players = ", ".join(s.name + self._rejoined(s) for s in r.seats if s.name)
            body.append(f'<tr class="terra-dash-{r.status}"><td>{r.number}</td>'
                        f"<td>{esc(t('classroom.status.' + r.status))}</td><td>{r.turn}</td>"
                        f"<td>{r.total}/{LOSS_TOTAL}</td><td>{esc(colours)}</td>"
                        f"<td>{esc(players)}</td></tr>")
        return f"<table><tr>{head}</tr>{''.join(body)}</table>"

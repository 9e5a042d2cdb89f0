"""The teacher's screen (the projector), on either route: how students join (an address
and a QR code, or the notebook line on a hub), who sits where, the projected table, the
controls, every table at a glance, the class summary and CSV, and the games' stories.

In a notebook: ``terra_widget.classroom(students=24)`` (or ``hub=True``); as a page: the
Voila route's ``teacher.ipynb``, served by ``terra-widget classroom`` behind a teacher
token. The page is written once over a ``backend.RoomBackend``.
"""

from __future__ import annotations

import base64

import ipywidgets as W

from terra_widget.i18n import translator
from terra_widget.rules import COLOURS, LOSS_COLOUR, LOSS_TOTAL
from terra_widget.ui.panels.common import set_class

from ..errors import ClassroomError
from ..room import Summary
from .backend import RoomBackend, RoomNow
from .live import LivePage, button, choice, esc, html, set_options
from .stories import StoriesPanel, picture_html
from .table import ClassroomTable, HandsPanel


def qr_svg(url: str) -> str:
    """The address as a QR code (SVG markup), for phones and tablets to scan."""
    import segno  # small, pure Python, no dependencies

    return segno.make(url, error="m").svg_inline(scale=4, border=2)


class TeacherPage(LivePage):
    """Controls and views of one room. ``refresh()`` catches up with the room (the poller
    calls it); on a laptop the teacher's kernel also moves the computer players when they
    are due (``backend.step_bots``).

    The projected table is the play widget's one-screen table in projector mode
    (``TableView`` through ``table.ClassroomTable``) with the discussion prompts; the
    opened hands (debrief) go in its seat slot -- on the projector only: a student's page
    never shows another seat's hand."""

    def __init__(self, backend: RoomBackend, *, poll: bool = True):
        self.backend = backend
        self.code = backend.code  # the room's code, as the screen shows it
        self._version = None
        self._started = None
        self._projected = None  # the number of the table on the projector
        self.now: RoomNow = backend.now()
        lang = backend.lang
        t = translator(lang)
        self.address = html("terra-join-address")
        self.qr = html("terra-qr")
        self.start_button = button("terra-start", t("classroom.teacher.start"), style="success")
        self.start_button.on_click(lambda _b: self._do(backend.start))
        # the classroom short game (docs/rules.md), dealt to every table until the start
        self.short_box = W.Checkbox(value=self.now.length == "short", indent=False,
                                    description=t("classroom.teacher.short_game"),
                                    tooltip=t("classroom.teacher.short_game_tip"),
                                    layout=W.Layout(width="auto"))
        self.short_box.add_class("terra-short-game")
        self.short_box.observe(lambda c: self._length(c["new"]), "value")
        self.pause_button = button("terra-pause", t("classroom.teacher.pause"),
                                   style="warning")
        self.pause_button.on_click(lambda _b: self._do(
            lambda: backend.pause(not self.now.paused)))
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
        controls = W.VBox([W.HBox([self.start_button, self.short_box, self.pause_button,
                                   self.hands_button, self.replace_choice,
                                   self.replace_button],
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
        self.codes_toggle.layout.display = None if backend.keep_codes_offered else "none"
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
        self.projector_toggle.observe(lambda c: self._projector(c["new"]), "value")
        self.hands = HandsPanel(lang)
        first = backend.projected(self.now.rows[0].number, False)
        self.table = ClassroomTable(lang, first.game, first.seats, prompts=True,
                                    side=self.hands)
        self.table.add_class("terra-app")  # the play widget's sizes apply (and projector's)
        self.dashboard = html("terra-dashboard")
        self.summary = html("terra-summary")
        self.csv_link = html("terra-csv")
        # the stories: every table's crises on one picture (All tables), each finished
        # table's story (its own tab); both made only while their tab is shown
        self.choices_link = html("terra-csv-choices")
        self.tables_picture = html("terra-tables-picture")
        self.stories = StoriesPanel(lang, backend.story)
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
        """How students join: the address (and its QR code) on a laptop, the notebook
        line on a hub; the room's code on both."""
        t, joining = self.t, self.backend.joining()
        lines = [f'{esc(t("classroom.teacher.code"))} <strong>{esc(joining.code)}</strong>']
        if joining.link:
            lines.insert(0, f'{esc(t("classroom.teacher.open"))} <a href="'
                            f'{esc(joining.link)}" target="_blank">{esc(joining.link)}</a>')
            self.qr.value = (f'<div role="img" aria-label="{esc(t("classroom.teacher.qr"))}">'
                             f"{qr_svg(joining.link)}</div>")
        if joining.call:
            lines.append(f"<code>{esc(joining.call)}</code>")
        elif not joining.link:
            lines.append(esc(t("classroom.teacher.no_server")))
        self.address.value = f"<div>{'<br>'.join(lines)}</div>"

    def _projector(self, on: bool) -> None:
        """The projected table in the play widget's projector mode (or back)."""
        self.table.set_projector(on)
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
                  lambda: self.backend.replace(table, seat))

    def _hands(self) -> None:
        if self.now.hands_open:  # hiding them again needs no second thought
            self._ask(None)
            self._do(lambda: self.backend.open_hands(False))
        else:
            self._ask(self.t("classroom.teacher.confirm_hands"),
                      lambda: self.backend.open_hands(True))

    def _length(self, short: bool) -> None:
        """Every table deals the short game (or the full one again), before the start."""
        length = "short" if short else "full"
        if length != self.now.length and not self._do(lambda: self.backend.set_length(length)):
            self.short_box.value = self.now.length == "short"  # refused: as it stands

    def _reserve(self) -> None:
        """Keep the chosen free seat for the name typed (an empty name frees it again)."""
        choice = self.reserve_choice.value
        if choice is None:
            return
        table, seat = choice
        name = self.reserve_name.value.strip() or None
        if self._do(lambda: self.backend.assign(table, seat, name)):
            self.reserve_name.value = ""

    # ------------------------------------------------------------ rendering
    def refresh(self) -> None:
        self.backend.step_bots()
        version = self.backend.version()
        if version == self._version:
            self.stories.tick()  # a story's risk curve, once its worker has it
            return
        self._version = version
        self._rerender()

    def csv(self) -> str:
        """The class summary: one row per seat, headers in the room's language."""
        return Summary(self.now.rows, self.lang).to_csv()

    def _rerender(self) -> None:
        t, backend = self.t, self.backend
        self.now = now = backend.now()
        rows = now.rows
        if self._started is not now.started:  # before the start, who sits where
            self._started = now.started
            self.tabs.selected_index = 0 if now.started else 2
        self.start_button.disabled = now.started
        self.short_box.value = now.length == "short"
        self.short_box.layout.display = "none" if now.started else None
        # once everyone sits, the QR code only takes the projector's room (the address and
        # the code stay, for a student who comes back)
        self.qr.layout.display = "none" if now.started else None
        set_class(self.address, "terra-compact", now.started)
        self.pause_button.description = t("classroom.teacher.resume" if now.paused
                                          else "classroom.teacher.pause")
        self.hands_button.description = t("classroom.teacher.hide_hands" if now.hands_open
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
        # seats are kept before the start only (the store refuses a seat taken after it)
        self.reserve_row.layout.display = "none" if now.started or not free else None
        self.seating.value = self._seating_html(rows)
        self.dashboard.value = self._dashboard_html(rows)
        summary = Summary(rows, self.lang)
        self.summary.value = f'<p class="terra-summary-line">{esc(summary.text())}</p>'
        self.csv_link.value = _download("terra-csv-link", f"terra-{backend.code}.csv",
                                        summary.to_csv(), t("classroom.teacher.csv"))
        self._show_stories()
        number = self.project_choice.value
        if number is not None and now.started:
            if number != self._projected:
                self._projected = number
                self.table.ctrl.state = None  # another table: no prompt of the last one
            shown = backend.projected(number, now.hands_open)
            self.table.render(shown.game, shown.seats)
            self.table.layout.display = None
            self.hands.render(shown.hands)
        else:
            self.table.layout.display = "none"
        if now.paused:
            self.message.value = (f'<div class="terra-paused-banner" role="status">'
                                  f'{esc(t("classroom.paused"))}</div>')
        elif "terra-paused-banner" in self.message.value:
            self._say("")

    def _show_stories(self) -> None:
        """The picture of every table and the choices CSV (All tables), or the finished
        tables' stories (their tab): only the tab on screen is worked out and sent."""
        tab = self.tabs.selected_index
        if tab == 1:
            try:
                picture, choices = self.backend.tables_svg(), self.backend.choices_csv()
            except ClassroomError as exc:  # the service did not answer: said, kept going
                self._show_error(exc)
                return
            self.tables_picture.value = picture_html(picture)
            self.choices_link.value = _download(
                "terra-csv-choices-link", f"terra-{self.backend.code}-choices.csv", choices,
                self.t("classroom.teacher.csv_choices"))
        elif tab == 3:
            self.stories.render([(r.number, r.status) for r in self.now.rows
                                 if r.status in ("saved", "lost")])

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
        codes = self.backend.keep_codes() if self.codes_toggle.value else {}
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


def _download(css: str, name: str, text: str, label: str) -> str:
    """A link that downloads ``text`` as the CSV file ``name`` (UTF-8, no byte-order mark)."""
    data = base64.b64encode(text.encode("utf-8")).decode()
    return (f'<a class="{css}" download="{esc(name)}" '
            f'href="data:text/csv;charset=utf-8;base64,{data}">{esc(label)}</a>')

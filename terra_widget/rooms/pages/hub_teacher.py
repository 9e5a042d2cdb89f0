"""The teacher's screen on a JupyterHub: ``terra_widget.classroom(students,
hub=True)`` in a notebook on the teacher's own hub server opens a room on the room
service (``hub.py``) and shows: the room code, who sits where, start, pause/resume, a
computer player for a seat, every hand (on this screen only), the projector's table and
the CSV summary. Every control is a call to the service as the teacher's hub user; the
service checks that the user is in the teachers' group and opened this room."""

from __future__ import annotations

import base64

import ipywidgets as W

from ..errors import ClassroomError
from ..hub.client import RoomClient
from ..hub.wire import RemoteSeats, RemoteState
from .live import LivePage, button, esc, html, set_options, set_value
from .stories import StoriesPanel, picture_html
from .table import ClassroomTable


def open_room(students=4, *, code: str | None = None, lang: str = "en",
              seed: int | None = None, bot_delay: float = 1.5, length: str = "full",
              client: RoomClient | None = None, poll: bool = True):
    """Open a room on the service (or take room ``code`` again) and return the page."""
    client = client or RoomClient()
    if code is None:
        body = {"students": students, "lang": lang, "bot_delay": bot_delay, "length": length}
        if seed is not None:
            body["seed"] = seed
        code = client.call("POST", "api/rooms", body)["code"]
    return RemoteTeacherPage(client, code, poll=poll)


class RemoteTeacherPage(LivePage):
    """The teacher's controls and the projector, read from and sent to the service."""

    def __init__(self, client: RoomClient, code: str, *, poll: bool = True):
        self.client = client
        self.code = code
        data = client.call("GET", f"api/rooms/{code}")
        self.lang = data["lang"]
        self.address = html("terra-join-address")
        self.seating = html("terra-seating")
        self.start_button = button("terra-start", style="success")
        self.pause_button = button("terra-pause")
        self.hands_button = button("terra-hands")
        self.replace_choice = W.Dropdown(options=[], layout=W.Layout(width="auto"))
        self.replace_button = button("terra-replace")
        self.csv_link = html("terra-csv")
        self.choices_link = html("terra-csv-choices")
        links = W.HBox([self.csv_link, self.choices_link])
        links.add_class("terra-csv-links")
        # every table's crises on one picture, and each finished table's story, as the
        # service draws them (it holds the games; R7.5: a story only once a game is over)
        self.tables_picture = html("terra-tables-picture")
        self.stories = StoriesPanel(data["lang"], self._story)
        # a seat kept for a hub user name (the service: only that user's join takes it)
        self.reserve_choice = W.Dropdown(options=[], layout=W.Layout(width="auto"))
        self.reserve_choice.add_class("terra-reserve-choice")
        self.reserve_name = W.Text(style={"description_width": "initial"},
                                   layout=W.Layout(width="auto"))
        self.reserve_name.add_class("terra-reserve-name")
        self.reserve_button = button("terra-reserve")
        reserve = W.HBox([self.reserve_choice, self.reserve_name, self.reserve_button],
                         layout=W.Layout(flex_flow="row wrap"))
        reserve.add_class("terra-reserve-row")
        self.reserve_row = reserve
        self.project_choice = W.Dropdown(options=[], layout=W.Layout(width="auto"))
        # as on the laptop route's teacher screen: off, the table fits the notebook's width
        # (JupyterLab with its file browser open at 1280x720); on, the play widget's
        # projector mode (large text, a 1200 px board) for a big screen
        self.projector_toggle = W.ToggleButton(value=False, layout=W.Layout(width="auto"),
                                               icon="television")
        self.projector_toggle.add_class("terra-projector-toggle")
        self.projector = W.VBox([], layout=W.Layout(width="100%"))
        self.hands = html("terra-debrief-hands")
        controls = W.HBox([self.start_button, self.pause_button, self.hands_button,
                           self.replace_choice, self.replace_button])
        controls.add_class("terra-teacher-controls")
        choose = W.HBox([self.project_choice, self.projector_toggle],
                        layout=W.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__(self.lang, [self.address, self.seating, controls, reserve,
                                     links, choose, self.projector, self.hands,
                                     self.tables_picture, self.stories],
                         css="terra-teacher", poll=poll)
        t = self.t
        self.start_button.description = t("classroom.teacher.start")
        self.replace_button.description = t("classroom.teacher.replace")
        self.reserve_choice.description = t("classroom.teacher.reserve_seat")
        self.reserve_name.description = t("classroom.teacher.reserve_name")
        self.reserve_button.description = t("classroom.teacher.reserve")
        self.reserve_button.tooltip = t("classroom.teacher.reserve_tip")
        self.reserve_button.on_click(lambda _b: self._reserve())
        self.projector_toggle.description = t("btn.projector")
        self.projector_toggle.tooltip = t("tip.projector")
        self.projector_toggle.observe(lambda c: self.set_projector(c["new"]), "value")
        self.start_button.on_click(lambda _b: self.control("start"))
        self.pause_button.on_click(lambda _b: self.control(
            "resume" if self.data["paused"] else "pause"))
        self.hands_button.on_click(lambda _b: self.control(
            "close_hands" if self.data["hands_open"] else "open_hands"))
        self.replace_button.on_click(lambda _b: self._replace())
        self.project_choice.observe(lambda _c: self._show(self.data), "value")
        self.table = None
        self.data = None
        self._version = None
        self._show(data)
        self.start_polling()

    # ------------------------------------------------------------ controls
    def control(self, do: str, **extra) -> None:
        try:
            self._show(self.client.call("POST", f"api/rooms/{self.code}/control",
                                        {"do": do, **extra}))
            self._say("")
        except ClassroomError as exc:
            self._show_error(exc)

    def _replace(self) -> None:
        if self.replace_choice.value is not None:
            table, seat = self.replace_choice.value
            self.control("replace", table=table, seat=seat)

    def _reserve(self) -> None:
        """Keep the chosen free seat for the hub user typed (an empty name frees it)."""
        if self.reserve_choice.value is not None:
            table, seat = self.reserve_choice.value
            self.control("keep", table=table, seat=seat,
                         user=self.reserve_name.value.strip() or None)
            if not self.message.value:
                self.reserve_name.value = ""

    def set_projector(self, on: bool) -> None:
        """The projected table in the play widget's projector mode (or back)."""
        table = self.table
        table.set_projector(on)
        self.projector_toggle.value = bool(on)
        table.render(RemoteState(self._chosen()["projector"]),
                     RemoteSeats(self._chosen()["seats"]))

    def _chosen(self) -> dict:
        return next((tb for tb in self.data["tables"]
                     if tb["number"] == self.project_choice.value), self.data["tables"][0])

    def csv(self) -> str:
        """The class summary (one row per seat), as the service writes it."""
        return self.client.call_text(f"api/rooms/{self.code}/summary.csv")

    def choices_csv(self) -> str:
        """Every player's choices, move by move, as the service writes them."""
        return self.client.call_text(f"api/rooms/{self.code}/choices.csv")

    def _story(self, number: int) -> tuple[str, bool]:
        reply = self.client.call("GET", f"api/rooms/{self.code}/story?table={number}")
        return reply["html"], reply["complete"]

    # ------------------------------------------------------------ reading
    def refresh(self) -> None:
        data = self.client.call("GET", f"api/rooms/{self.code}")
        if data["version"] != self._version:
            self._show(data)
        else:
            self.stories.tick()  # a story's risk curve, once the service has it

    def _show(self, data: dict) -> None:
        t = self.t
        self.data, self._version = data, data["version"]
        set_value(self.address, f'<div>{esc(t("classroom.teacher.code"))} '
                           f'<strong>{esc(data["code"])}</strong><br>'
                           f'<code>terra_widget.join("{esc(data["code"])}")</code></div>')
        rows = []
        for table in data["tables"]:
            names = ", ".join(
                f'{s["seat"] + 1}: {esc(s["name"]) or esc(t("classroom.seat.free"))}'
                f' ({esc(t("classroom.kind." + ("bot" if s["kind"] == "bot" else "human")))})'
                if s["kind"] != "open" else
                f'{s["seat"] + 1}: {esc(t("classroom.seat.free"))}' for s in table["seats"])
            rows.append(f'<tr><th>{esc(t("classroom.teacher.table", table=table["number"]))}'
                        f'</th><td>{esc(t("classroom.status." + table["status"]))}</td>'
                        f"<td>{names}</td></tr>")
        set_value(self.seating, f"<table>{''.join(rows)}</table>")
        self.start_button.disabled = data["started"]
        self.pause_button.description = t("classroom.teacher.resume" if data["paused"]
                                          else "classroom.teacher.pause")
        self.pause_button.disabled = not data["started"]
        self.hands_button.description = t("classroom.teacher.hide_hands" if data["hands_open"]
                                          else "btn.teacher")
        set_options(self.replace_choice, [
            (f"{t('classroom.join.table_seat', table=tb['number'], seat=s['seat'] + 1)} · "
             f"{s['name']}", (tb["number"], s["seat"] + 1))
            for tb in data["tables"] for s in tb["seats"] if s["kind"] == "human"])
        set_options(self.reserve_choice, [
            (t("classroom.join.table_seat", table=tb["number"], seat=s["seat"] + 1)
             + (f" · {s['name']}" if s["name"] else ""), (tb["number"], s["seat"] + 1))
            for tb in data["tables"] for s in tb["seats"] if s["kind"] == "open"])
        # seats are kept before the start only (the store refuses a seat taken after it)
        self.reserve_row.layout.display = (None if self.reserve_choice.options
                                           and not data["started"] else "none")
        set_options(self.project_choice, [(t("classroom.teacher.table", table=tb["number"]),
                                        tb["number"]) for tb in data["tables"]])
        chosen = self._chosen()
        state = RemoteState(chosen["projector"])
        seats = RemoteSeats(chosen["seats"])
        if self.table is None or self.table_number != chosen["number"]:
            self.table = ClassroomTable(self.lang, state, seats)
            self.table.add_class("terra-app")  # the play widget's sizes (and projector's)
            self.table_number = chosen["number"]
            self.projector.children = [self.table]
            if self.projector_toggle.value:
                self.set_projector(True)
        self.table.render(state, seats)
        hands = chosen["projector"].get("hands")
        if hands:
            players = state.view(None).players
            set_value(self.hands, "<ul>" + "".join(
                f"<li>{esc(t('hands.row', player=players[i], cards=t.cards(_cards(h))))}</li>"
                for i, h in enumerate(hands)) + "</ul>")
        else:
            set_value(self.hands, "")
        try:
            csv_text = self.client.call_text(f"api/rooms/{self.code}/summary.csv")
        except ClassroomError:
            csv_text = ""
        link = "data:text/csv;base64," + base64.b64encode(csv_text.encode()).decode()
        set_value(self.csv_link, f'<a download="terra-{esc(data["code"])}.csv" '
                            f'href="{link}">{esc(t("classroom.teacher.csv"))}</a>')
        self._show_stories(data)

    def _show_stories(self, data: dict) -> None:
        """The choices CSV, the picture of every table and the finished tables' stories."""
        t, code = self.t, self.code
        try:
            choices = self.choices_csv()
            picture = self.client.call_text(f"api/rooms/{code}/tables.svg")
        except ClassroomError as exc:
            self._show_error(exc)
            return
        link = "data:text/csv;charset=utf-8;base64," + base64.b64encode(
            choices.encode("utf-8")).decode()
        set_value(self.choices_link, f'<a class="terra-csv-choices-link" download="terra-'
                                f'{esc(code)}-choices.csv" href="{link}">'
                                f'{esc(t("classroom.teacher.csv_choices"))}</a>')
        set_value(self.tables_picture, picture_html(picture))
        self.stories.render([(tb["number"], tb["status"]) for tb in data["tables"]
                             if tb["status"] in ("saved", "lost")])


def _cards(codes) -> tuple:
    from terra_widget.rules import Solution
    return tuple(Solution.parse(c) for c in codes)

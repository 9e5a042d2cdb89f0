"""The widgets every classroom page is made of.

* ``TablePanel`` -- the public table: board, counters, the "what now" line, players, log.
  Renders from ``state.view(None)`` and the public log only: safe on every screen.
* ``SeatPanel`` -- one seat's private part: its hand and the buttons of its legal moves.
  Renders from ``state.view(seat)`` only, and shows buttons only when it is this seat's
  decision.
* ``Poller`` -- calls a function every ``interval`` seconds on the kernel's event loop
  (the pages poll the store's change counter with it).

Until the one-screen table components of issue #10 (``TableView``/``SeatView``) exist,
these compose the board drawing and HTML pieces of ``terra_widget.ui``.
"""

from __future__ import annotations

import asyncio
import contextlib

import ipywidgets as W
from ipycanvas import Canvas, hold_canvas

from terra_widget.i18n import translator
from terra_widget.rules import (
    Discard,
    Draw,
    EndTurn,
    Hoard,
    Pass,
    PlayFullBlown,
    PlayImpending,
)
from terra_widget.ui import board as board_mod
from terra_widget.ui import palette
from terra_widget.ui.text import (
    all_hands_html,
    board_text_html,
    counter_html,
    counter_items,
    end_html,
    esc,
    log_html,
    players_html,
    status_lines,
)

CSS = """
body[data-voila] .jp-Cell, body[data-voila] .jp-OutputArea,
body[data-voila] .jp-OutputArea-child, body[data-voila] .jp-OutputArea-output {
  max-width: none !important; }
.terra-teacher.terra-app { max-width: none; }
.terra-classroom .terra-status-line { font-size: 18px; font-weight: 600; }
.terra-classroom .terra-message { font-size: 16px; }
.terra-classroom .terra-message .terra-error-box { color: #8b0000; border: 2px solid #8b0000;
  padding: 4px 8px; border-radius: 4px; background: #fff4f4; }
.terra-classroom .terra-message .terra-notice-box { border: 2px solid #1f5f8b;
  padding: 4px 8px; border-radius: 4px; background: #f2f8fc; }
.terra-classroom .terra-pin-box { font-size: 20px; border: 3px solid #1f5f8b; padding: 8px;
  border-radius: 6px; background: #f2f8fc; }
.terra-classroom .terra-pin-box strong { font-size: 32px; letter-spacing: 4px; }
.terra-classroom .terra-paused-banner { font-size: 22px; font-weight: 700; padding: 6px 10px;
  background: #fff3cd; border: 3px solid #8a6d00; border-radius: 6px; }
.terra-classroom .terra-counter-chip { display: inline-block; margin: 2px; padding: 2px 6px;
  border: 1px solid #888; border-radius: 4px; font-size: 14px; }
.terra-classroom .terra-counter-chip.terra-warning { border: 3px solid #b36b00; }
.terra-classroom .terra-counter-chip.terra-broken { border: 3px solid #8b0000;
  font-weight: 700; }
.terra-classroom .terra-action { height: auto; min-height: 34px; white-space: normal;
  font-size: 15px; }
.terra-classroom .terra-seat-view .terra-card { display: inline-block; margin: 2px;
  padding: 4px 8px; border-radius: 4px; border: 2px solid #333; font-size: 16px;
  font-weight: 600; }
.terra-classroom .terra-your-turn { font-size: 20px; padding: 4px 8px; border: 3px solid #1b7f3b;
  border-radius: 6px; background: #eefaf1; }
.terra-classroom .terra-log-box { max-height: 180px; overflow-y: auto; font-size: 14px; }
.terra-classroom .terra-dashboard table, .terra-classroom .terra-seating table {
  border-collapse: collapse; }
.terra-classroom .terra-dashboard td, .terra-classroom .terra-dashboard th,
.terra-classroom .terra-seating td, .terra-classroom .terra-seating th {
  border: 1px solid #bbb; padding: 3px 8px; text-align: left; font-size: 15px; }
.terra-classroom .terra-join-address { font-size: 22px; }
.terra-classroom .terra-join-address strong { font-size: 40px; letter-spacing: 6px; }
"""


def html(css_class: str, value: str = "") -> W.HTML:
    widget = W.HTML(value, layout=W.Layout(width="auto"))
    widget.add_class(css_class)
    return widget


def button(css_class: str, description: str = "", *, style: str = "") -> W.Button:
    b = W.Button(description=description, button_style=style,
                 layout=W.Layout(width="auto", height="auto"))
    b.add_class(css_class)
    return b


def _widget_css() -> str:
    """The game widget's own style sheet (colours, counters, fonts): ``palette.CSS`` until
    the one-screen table of issue #10 moved it to ``terra_widget.ui.style``."""
    css = getattr(palette, "CSS", None)
    if css is None:
        from terra_widget.ui import style

        css = style.CSS
    return css


def style_widget() -> W.HTML:
    return W.HTML(f"<style>{_widget_css()}{CSS}</style>")


def message_html(text: str, *, error: bool = False) -> str:
    if not text:
        return ""
    cls = "terra-error-box" if error else "terra-notice-box"
    role = "alert" if error else "status"
    return f'<div class="{cls}" role="{role}">{esc(text)}</div>'


class TablePanel(W.VBox):
    """The public table (projector and every student): nothing private ever goes in.

    With ``seat_panel`` (a student's device) the page is two columns, so that the board,
    the "what now" line, the hand and the buttons fit one laptop screen: the board and the
    gauges on the left; the seat's hand and buttons, the players and the log on the right.
    """

    #: The board is drawn at twice its CSS size: sharp on high-density screens.
    RESOLUTION = 2

    def __init__(self, lang: str = "en", *, projector: bool = False, seat_panel=None):
        self.lang = lang
        self.t = translator(lang)
        self.projector = projector
        width, height = board_mod.size(projector)
        self.board = Canvas(width=width * self.RESOLUTION, height=height * self.RESOLUTION,
                            layout=W.Layout(width="100%", max_width=f"{width}px",
                                            height="auto"))
        self.board.add_class("terra-board")
        self._client_ready = False
        self._view = None
        self.board.on_client_ready(self._on_client_ready)
        self.status = html("terra-status")
        self.counters = html("terra-gauges")
        self.board_text = html("terra-board-text")
        self.players = html("terra-players")
        self.end = html("terra-end-screen")
        self.log_box = html("terra-log")
        if seat_panel is None:
            children = [self.status, self.end, self.board, self.counters, self.players,
                        self.board_text, self.log_box]
        else:
            left = W.VBox([self.status, self.board, self.counters],
                          layout=W.Layout(flex="1 1 520px", min_width="0"))
            right = W.VBox([seat_panel, self.end, self.players, self.log_box,
                            self.board_text], layout=W.Layout(flex="1 1 340px",
                                                              min_width="0"))
            children = [W.HBox([left, right], layout=W.Layout(flex_flow="row wrap",
                                                              width="100%"))]
        super().__init__(children, layout=W.Layout(width="100%"))
        self.add_class("terra-table-view")

    def _on_client_ready(self) -> None:
        self._client_ready = True
        self._draw()

    def _draw(self) -> None:
        # ipycanvas: drawing before a browser is there is lost, and drawing both before
        # and from on_client_ready breaks the front end; so only once a client is ready.
        if self._view is None or not self._client_ready:
            return
        with hold_canvas():
            board_mod.draw(self._view, self.board, lang=self.lang, projector=self.projector,
                           resolution=self.RESOLUTION)

    def render(self, state, names_kind: dict[int, str], *, paused: bool = False) -> None:
        """Show ``state`` as everyone may see it (``state.view(None)``, public log)."""
        t = self.t
        view = state.view(None)
        self._view = view
        head, what = status_lines(t, view)
        # data-moves: how many moves the record holds (public), for load tests to time
        self.status.value = (f'<div class="terra-status-line" role="status" '
                             f'data-moves="{len(state.history)}">{esc(head)}'
                             f'<br>{esc(what)}</div>')
        chips = []
        for cid, text, level, tip in counter_items(t, view):
            cls = f"terra-counter-chip terra-counter-{cid}"
            if level != "ok":
                cls += f" terra-{level}"
            chips.append(f'<span class="{cls}" title="{esc(tip)}">'
                         f"{counter_html(text, level)}</span>")
        self.counters.value = "".join(chips)
        self.board_text.value = board_text_html(t, view)
        self.players.value = players_html(t, view, names_kind)
        self.end.value = end_html(t, view)[0]
        self.log_box.value = log_html(t, state.visible_events(None), view.players, limit=12)
        self._draw()


def action_label(t, action, names) -> str:
    """The words on a move's button, for the seat making it."""
    if isinstance(action, Draw):
        return t("btn.draw")
    if isinstance(action, Pass):
        return t("btn.pass")
    if isinstance(action, EndTurn):
        return t("btn.end_turn")
    if isinstance(action, PlayImpending):
        return t("classroom.btn.play_impending", card=t.card(action.solution))
    if isinstance(action, PlayFullBlown):
        return t("classroom.btn.give", card=t.card(action.solution),
                 crisis=t.crisis(action.crisis))
    if isinstance(action, Hoard):
        return t("classroom.btn.hoard", cards=t.cards(action.cards))
    if isinstance(action, Discard):
        return t("classroom.btn.discard", card=t.card(action.solution))
    return t.describe_action(action, names)  # pragma: no cover - every kind is above


_ACTION_CLASS = {Draw: "terra-draw", Pass: "terra-pass", EndTurn: "terra-end-turn",
                 PlayImpending: "terra-play-impending", PlayFullBlown: "terra-give",
                 Hoard: "terra-hoard", Discard: "terra-discard"}


class SeatPanel(W.VBox):
    """One seat's hand and moves. ``on_action(action, seq)`` is called on a click with the
    sequence number the screen showed (the store refuses it if the table moved on)."""

    def __init__(self, lang: str, seat: int, on_action):
        self.t = translator(lang)
        self.seat = seat
        self.on_action = on_action
        self.hand_title = html("terra-hand-title")
        self.hand = html("terra-hand")
        self.actions = W.VBox([], layout=W.Layout(width="auto"))
        self.actions.add_class("terra-actions")
        self.hoards = html("terra-own-hoards")
        super().__init__([self.hand_title, self.hand, self.actions, self.hoards])
        self.add_class("terra-seat-view")
        self._key = None

    def render(self, state, *, paused: bool = False) -> None:
        """Show this seat's part of ``state``: ``state.view(seat)`` and, when it is this
        seat's decision and the room is not paused, one button per legal move."""
        t = self.t
        view = state.view(self.seat)
        names = view.players
        title = t("classroom.hand.title", player=names[self.seat])
        self.hand_title.value = f"<strong>{esc(title)}</strong>"
        cards = "".join(
            f'<span class="terra-card" data-card="{esc(c.code)}" style="background:'
            f'{palette.FILL[c.colour]};color:{palette.TEXT_ON[c.colour]}">'
            f"{esc(t.card(c))}</span> " for c in view.hand)
        self.hand.value = cards or esc(t("hand.empty", player=names[self.seat]))
        hoards = [c for group in view.own_hoards for c in group]
        self.hoards.value = esc(t("hands.hoards", player=names[self.seat],
                                  cards=t.cards(hoards))) if hoards else ""
        seq = len(state.history)
        mine = not paused and not state.is_over and state.to_act == self.seat
        key = (seq, mine)
        if key == self._key:
            return
        self._key = key
        buttons = []
        if mine:
            for action in state.legal_actions():
                b = button("terra-action", action_label(t, action, names))
                b.add_class(_ACTION_CLASS[type(action)])
                b.on_click(lambda _b, a=action, s=seq: self.on_action(a, s))
                buttons.append(b)
        self.actions.children = buttons


class HandsPanel(W.VBox):
    """Every hand, once the teacher opens them for the debrief."""

    def __init__(self, lang: str):
        self.t = translator(lang)
        self.body = html("terra-debrief-hands")
        super().__init__([self.body])
        self.add_class("terra-debrief")

    def render(self, state, shown: bool) -> None:
        if not shown:
            self.body.value = ""
            return
        self.body.value = all_hands_html(self.t, [state.view(s)
                                                  for s in range(state.n_players)])


class Poller:
    """Call ``tick()`` every ``interval`` seconds on the running event loop (a kernel's)
    until ``stop()``. Errors in ``tick`` are reported to ``on_error`` and polling goes on
    (a page must not die of one bad moment, e.g. a locked database)."""

    def __init__(self, tick, interval: float = 0.2, on_error=None):
        self.tick = tick
        self.interval = interval
        self.on_error = on_error
        self._task = None

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
                self.tick()
            except Exception as exc:  # noqa: BLE001 - keep polling, say what happened
                if self.on_error is not None:
                    with contextlib.suppress(Exception):
                        self.on_error(exc)
            await asyncio.sleep(self.interval)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
